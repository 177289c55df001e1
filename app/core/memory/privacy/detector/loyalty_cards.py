"""Round 46 (rids): a loyalty or store card's number with its holder named - "Tesco Clubcard 6340 1234 5678 9012, in
the name of Sarah Jones", "Payback-Karte 3083 1234 5678 9012 auf Herbert Maier", "carte fidélité Carrefour 9250 0123
4567 89, au nom de Marie Durand", "karta lojalnościowa Rossmann 1234567890123 na Annę Kowalską", "картка Сільпо
2801234567890 на ім'я Оксани Петренко".

Alone such a number opens points at one shop and is read by nobody (the sets keep questions about the schemes green);
with the holder's name beside it, it is that person's card: an identifier tied to a person.

Read (gated on the cards' stems): the card's word, at most four words (the shop), the number (eight to nineteen digits,
in groups too), then within a few words a holder's phrase and a name in capitals. Green limits: no holder named, a
sample or an advert's card ("sample Advantage Card number 6340 0000 ..."), one digit repeated.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "loyalty card number with its holder"

# the cards' stems (lower-cased text): without one, nothing is read
GATE_WORDS = ("clubcard", "nectar", "payback", "loyalty", "advantage card", "fidélité", "fidelite", "lojaln", "karta klienta",
              "kundenkarte", "treuekarte", "tarjeta de puntos", "tarjeta de cliente", "fidelizaci", "лояльн", "бонусн",
              "member card", "membership card")
_CARD = LazyPattern(
    r"(?<![^\W\d_])(?:clubcard|nectar card|nectar|payback(?:-?karte)?|loyalty card|advantage card|member(?:ship)? card|"
    r"carte (?:de )?fid[ée]lit[ée]|karta lojalno[śs]ciow\w*|karta klienta|karta payback|kundenkarte|treuekarte|"
    r"tarjeta de (?:puntos|cliente|fidelizaci[oó]n)|картк\w* лояльност\w*|карт\w* лояльност\w*|бонусн\w* картк\w*|"
    r"бонусн\w* карт\w*)(?![^\W\d_])"
    r"(?:[ \t]+(?:number|no\.?|nr\.?|nummer|num[ée]ro|n[uú]mero|numer|номер|de|del|von|der)?[ \t]*[^\W\d][^\s\d.!?,]*){0,4}?"
    r"[ \t]*[:\-–—]?[ \t]*(?<![\w])(\d{4}(?:[ \-]?\d{2,5}){1,4}|\d{8,19})(?![\w]|[.,/:]\d)"
)
# the holder after the number: a phrase, then a name in capitals (on the text as written)
_HOLDER = re.compile(
    r"[ \t]*[,;(\-–—]?[ \t]*(?i:in the name of|on the name of|in name of|holder:?|auf (?:den namen (?:von )?)?|inhaber(?:in)?:?|"
    r"au nom de|titulaire:?|na (?:nazwisko |imi[ęe] )?|w[łl]a[śs]ciciel(?:ka)?:?|a nombre de|titular:?|"
    r"на ім'я|на имя|власни(?:к|ця):?|владел(?:ец|ица):?)[ \t]*"
    r"[A-ZÀ-ÖØ-ÞŁŚŻŹĆŃÓĘĄА-ЯІЇЄҐ][a-zß-öø-ÿłśżźćńóęąа-яіїєґ'’\-]+ [A-ZÀ-ÖØ-ÞŁŚŻŹĆŃÓĘĄА-ЯІЇЄҐ][a-zß-öø-ÿłśżźćńóęąа-яіїєґ'’\-]+"
)
_SAMPLE = re.compile(r"(?<![^\W\d_])(?:e\.g\.|example\w*|sample\w*|exemple\w*|ejemplo\w*|beispiel\w*|przyk[łl]ad\w*|"
                     r"приклад\w*|пример\w*|fake|dummy|test\w*|advert\w*|ulotk\w*|flyer\w*)(?![^\W\d_])")


def find_loyalty_cards(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each loyalty card's number with its holder named after it (`low`: lower-cased,
    the same length as `text`)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for m in _CARD.finditer(low):
        digits = re.sub(r"\D", "", m.group(1))
        if not 8 <= len(digits) <= 19 or len(set(digits[4:])) <= 1:
            continue  # (a card's prefix then zeros: an advert's)
        if not _HOLDER.match(text, m.end(1)):
            continue
        begin = max(low.rfind(". ", 0, m.start()), low.rfind("\n", 0, m.start()), 0)
        if _SAMPLE.search(low, begin, m.end()):
            continue
        add(REASON, *m.span(1))
