"""A US alien registration number (A-number) and a green card's number, given with their label (round 42): "My USCIS
A-number is A-214-593-871", "A# 087-654-321", "alien registration no. A 20 418 7736", "mi número A es A214593871",
"мій A-номер A-214-593-871", "green card number SRC2190845512".

The A-number is the person's lifelong file number with US immigration: it stays on every card, notice and form of
theirs, as a social security number does. People copy it as printed on the card ("A-214-593-871", "A 214 593 871",
"A214593871", eight digits on older files: "A12345678") after its label - "A-number", "A#", "A-Nr.", "alien
(registration) number", "USCIS number", "número A", "numéro A", "numer A", "A-номер", "номер A". A green card's own
number is three letters (the service centre) and ten digits after "green card number" / "card number" with the
green card named. numbers.py reads neither: its keywords are the national IDs', and the value's "A-" is no keyword.

Green limits (decided round 42): a USCIS receipt number ("receipt number IOE0912345678", "case number EAC...") is the
case's reference, as a court's file number is (org_context.paper_number): it identifies an application, not the
person, and USCIS's case-status page reads it - it stays green unless it is labelled the green card's own number. Also
green: the label with no value ("where do I find my A-number?"), the English article ("a number 214593871"), a
placeholder or a sample ("A-000-000-000", "A123456789", "e.g. A-123-456-789"), a value of another shape.

Gated on the labels' literals (lower-cased text); the value is searched in the label's sentence, a few words on.

Round 47 (rids): a student's or exchange visitor's SEVIS ID - "SEVIS ID N0014290889", "my SEVIS number is N0031234871",
"numer SEVIS: N0029981234", "номер SEVIS N0045512093" - the file number US immigration's student system keeps on every
I-20 and DS-2019 of that person, for the whole stay: an "N" and ten digits after the label. Green: the label alone
("where is the SEVIS ID on my I-20?"), a placeholder ("N0000000000", "N1234567890"), an example.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "alien registration number"
CARD_REASON = "residence permit number"

# the gate: a literal every label holds (lower-cased text)
GATE_WORDS = ("a-num", "a-nr", "a#", "a #", "alien", "uscis", "número a", "numero a", "numéro a", "numer a",
              "a-номер", "номер a", "номер а", "a-nummer", "green card", "greencard", "extranjero", "sevis")
# the label (case-insensitive, but "a number" - an article - is not one: a hyphen, "#", "nr" or a word for "alien")
_LABEL = LazyPattern(
    r"(?i)(?<![\w\-])(?:(?P<a>a-?(?:number|nummer|nr\.?|no\.?)|a ?#|alien (?:registration )?(?:number|no\.?|#)|"
    # (the letter after "número", "numer", "номер" a capital: lower case it is "a" / "а", a conjunction or a preposition)
    r"uscis (?:number|no\.?|#|file number)|(?:uscis )?a-number|n[uú]mero (?:de )?(?-i:A)|n[uú]mero de extranjero|"
    r"num[ée]ro (?-i:A)|numer (?-i:A)|a-номер\w*|номер\w* (?-i:[AА]))|"
    r"(?P<card>green ?card(?:'s)? (?:number|no\.?|#)|(?:card|karty|tarjeta|carte|картки|карты) (?:number|no\.?|#|numer|"
    r"n[uú]mero|num[ée]ro|номер)))(?![\w\-])")
# the value a few words on, in the same sentence: "A-214-593-871", "A 214 593 871", "A214593871", "087-654-321"
_A_VALUE = LazyPattern(r"(?<![\w\-])(?:[AА][\s\-]?)?(0?\d{2,3})[\s\-]?(\d{3})[\s\-]?(\d{3})(?![\w\-]|[.,]\d)")
_CARD_VALUE = LazyPattern(r"(?<![\w\-])((?:EAC|WAC|LIN|SRC|IOE|MSC|NBC|YSC|ESC|TSC)\d{10})(?![\w\-])")
# (round 47) "SEVIS ID N0014290889", "numer SEVIS: N0029981234" (lower-cased text)
_SEVIS = LazyPattern(
    r"(?<![^\W\d_])sevis(?:[ \t]+(?:id|number|no\.?|nr\.?|nummer|numer|n[uú]mero|num[ée]ro|номер|код))?[ \t]*[:#\-–—]?[ \t]*"
    r"(?:(?:is|es|est|ist|lautet|to|jest|це|это)[ \t]+)?(n\d{10})(?![\w])")
SEVIS_REASON = "SEVIS ID"
_WORD = re.compile(r"[^\W\d_]+")
_STOP = re.compile(r"[.!?\n](?:\s|$)")
_RECEIPT = re.compile(r"(?i)receipt|case (?:number|no|#)|n[uú]mero de (?:recibo|caso)|numéro de (?:reçu|dossier)|"
                      r"numer (?:sprawy|wniosku)|номер (?:справи|заяви|дела|заявления)")


def _placeholder(digits: str) -> bool:
    core = digits.lstrip("0")
    return len(set(core)) <= 1 or core in "123456789" or core in "987654321"


def find_alien_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for an A-number or a green card's number after its label in `text` (`low`:
    lower-cased, the same length; see the module's doc)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for m in _SEVIS.finditer(low):
        if not _placeholder(m.group(1)[1:]) and not is_lookalike_context(text, m.start(1), m.end(1)):
            add(SEVIS_REASON, *m.span(1))
    for m in _LABEL.compiled.finditer(text):
        stop = _STOP.search(text, m.end())
        end = min(stop.start() if stop else len(text), m.end() + 60)
        if m.group("card"):
            if "green" not in low[max(0, m.start() - 60):end] or _RECEIPT.search(text, max(0, m.start() - 30), m.start()):
                continue  # a payment card's number; a receipt's
            v = _CARD_VALUE.compiled.search(text, m.end(), end)
            reason = CARD_REASON
        else:
            v = _A_VALUE.compiled.search(text, m.end(), end)
            reason = REASON
            if v is not None and _placeholder("".join(v.groups())):
                continue  # "A-000-000-000", "A123456789"
        between = text[m.end():v.start()] if v is not None else ""
        if v is None or len(_WORD.findall(between)) > 5 or any(c.isdigit() for c in between):
            continue  # (a few words between at most: "is", "steht auf der Karte:", "es el")
        if is_lookalike_context(text, v.start(), v.end()):
            continue  # "e.g. A-123-...", "a sample A-number"
        add(reason, *v.span())
