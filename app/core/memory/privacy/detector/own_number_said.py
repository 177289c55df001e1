"""The writer's own number named at the start of a sentence, the digits at its end (round 27): "Мій номер для
клієнток, польський, бо я у Вроцлаві: 888 133 404", "My number, the Polish one since I moved to Wrocław, is
888 133 404", "Mi número de aquí, el polaco, que es el que uso para el trabajo: 698 214 735".

phones.py wants a phone word within forty characters before a number grouped like a count ("888 133 404", the Polish
mobile's own grouping, which a count of thousands shares); people name the number first and tell what it is for, or
which country's, before giving it. Read here: "my number / phone / mobile" (seven languages) earlier in the same
sentence, no other digits between it and the value, and nothing after the possessive's noun that makes it a thing's
number ("my order number", "mi número de pedido": context.lookalike_before decides those as before).

Green limits: another digit between the words and the value (the value is then a second number, a count, a price), a
sentence end between them, a number word that is not the writer's ("the shop's number ..."), more than 120 characters.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# (lower-cased text) the writer's own phone word, maybe one word between ("мій новий номер", "mi número polaco")
_OWN_NUMBER = re.compile(
    r"(?<![\w])(?:my|mój|moj|moja|mein|meine|meinen|mi|mon|ma|мій|мою|мой|мою)\s+(?:[^\W\d_]+\s+)?"
    r"(?:number|phone|mobile|cell|numer|telefon|komórka|komorka|nummer|handynummer|handy|telefonnummer|n[uú]mero|"
    r"m[óo]vil|tel[ée]fono|num[ée]ro|portable|t[ée]l[ée]phone|номер|телефон|мобільний|мобильный)(?![\w])"
)
_BREAK = re.compile(r"[.!?\n]\s|\d")


def own_number_earlier(low: str, start: int) -> bool:
    """The writer's own phone word earlier in the sentence before `start`, no digit nor sentence end between."""
    begin = max(0, start - 120)
    last = None
    for m in _OWN_NUMBER.finditer(low, begin, start):
        last = m
    return last is not None and _BREAK.search(low, last.end(), start) is None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
