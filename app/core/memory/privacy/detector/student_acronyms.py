"""A student's or a pupil's number named by the acronym the school system prints (round 41): "Me llamo Sergio
Villalba, NIU 1598234", "Je suis Inès Mercier, INE 0A4BC12345F", "mi NIA es 10457823", "IDALU 2874013369",
"identifiant national étudiant : 123456789AB", "número de identificación universitaria 2047715".

numbers.py reads a student's number after its words ("student number", "Matrikelnummer", "numer albumu", "numéro
étudiant", "номер залікової книжки"); Spanish universities print the NIU (número de identificación universitaria),
Spanish regions the pupil's NIA or IDALU, and French schools and universities the INE (identifiant national élève /
étudiant), which people copy with its acronym alone. The number is the person's file at the school or university.

Read (case-sensitive acronyms; gated on them and on the spelled-out names): NIU, NIA or IDALU, then five to ten
digits; INE, then the INE's own shape - eleven characters, ten digits and a check letter ("1234567890F"), nine digits
and two letters ("123456789AB"), an apprentice's "1234A12345F", or the older alphanumeric one (ten letters and digits,
five digits at least, and its check letter: "0A4BC12345F"). Green limits: Spain's statistics institute INE with a
figure or a year after it ("según el INE, 2,1 %", "INE 2023"), the format asked about with no value, an example or a
sample (context.py), a value of another shape.

Round 48 (rids): England's Unique Pupil Number - "Reception form asks for Maisie's UPN, the old school sent it as
A825724918757", "his unique pupil number is K801200113004": a check letter and twelve characters, the letter the sum of
the others weighted 2 to 13, modulo 23 (the DfE's own test), so a few words may stand between the name and the value
in its sentence; a value whose letter fails the test is left (a made-up one, a typo: yellow at most).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "student ID number"

# the gate: an acronym as written (capitals), or the name spelled out (lower-cased text)
_ACRONYM_GATE = ("NIU", "NIA", "IDALU", "INE", "UPN")
_NAME_GATE = ("identificaci", "identifiant national", "numero de alumno", "número de alumno", "identificador de l",
              "pupil number")
_KEY = LazyPattern(
    r"(?<![\w\-/])(?:(?P<digits>NIU|NIA|IDALU|(?i:n[uú]mero de identificaci[oó]n (?:universitaria|del alumn[oa])|"
    r"n[uú]mero de alumn[oa]|identificador de l'alumne))|"
    r"(?P<ine>INE|(?i:identifiant national (?:[ée]l[èe]ve|[ée]tudiant)|n[°º] ?INE)))"
    r"(?![\w\-/])")
# the value right after the acronym, a copula or a colon between ("mi NIU es 2047715", "INE : 123456789AB")
_DIGITS_VALUE = re.compile(r"\s*(?:(?:es|est|is|c'est|c’est)\s+)?[:=\-–—]?\s*(?:n[°º]\s*)?(\d{5,10})(?![\w\-/]|[.,]\d)")
_INE_VALUE = re.compile(r"\s*(?:(?:es|est|is|c'est|c’est)\s+)?[:=\-–—]?\s*(?:n[°º]\s*)?([0-9][0-9A-Z]{9}[A-Z]|[0-9]{9}[A-Z]{2})(?![\w\-/])")


# (round 48) the UPN: its name, at most sixty characters of its sentence without a digit, the value
_UPN = LazyPattern(r"(?<![\w\-/])(?:UPN|(?i:unique pupil number|pupil number))(?![\w\-/])[^.!?\n\d]{0,60}?"
                   r"(?<![\w\-/])([A-HJ-NP-RT-Z] ?\d{11}[0-9A-HJ-NP-RT-Z])(?![\w\-/])")  # (normalise.py parts "A 8257...")
_UPN_LETTERS = "ABCDEFGHJKLMNPQRTUVWXYZ"


def _upn_ok(v: str) -> bool:
    """The UPN's check letter: the other twelve characters weighted 2 to 13 (a letter by its place in the check
    letters), summed, modulo 23."""
    total = sum((int(c) if c.isdigit() else _UPN_LETTERS.index(c)) * w for w, c in enumerate(v[1:], start=2))
    return _UPN_LETTERS[total % 23] == v[0]


def _ine_shape(v: str) -> bool:
    """The INE's shapes: 10 digits + a letter, 9 digits + 2 letters, '1234A12345F', or 10 letters and digits (five
    digits at least) + the check letter."""
    if re.fullmatch(r"\d{10}[A-Z]|\d{9}[A-Z]{2}|\d{4}A\d{5}[A-Z]", v):
        return True
    return sum(c.isdigit() for c in v[:10]) >= 5


def find_student_acronyms(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each student or pupil number after its acronym in `text` (`low`: lower-cased,
    the same length; see the module's doc)."""
    if not any(a in text for a in _ACRONYM_GATE) and not any(w in low for w in _NAME_GATE):
        return
    for m in _KEY.compiled.finditer(text):
        if m.group("digits"):
            v = _DIGITS_VALUE.match(text, m.end())
            if v is None:
                continue
        else:
            v = _INE_VALUE.match(text, m.end())
            if v is None or not _ine_shape(v.group(1)):
                continue
        if is_lookalike_context(text, v.start(1), v.end(1)):
            continue  # "p. ej. NIU 1234567", "exemple d'INE ..."
        add(REASON, *v.span(1))
    for m in _UPN.finditer(text):
        if _upn_ok(m.group(1).replace(" ", "")) and not is_lookalike_context(text, *m.span(1)):
            add(REASON, *m.span(1))
