"""A value written first and named after it (round 21): "4471 — that's the garage PIN", "8092 - el pin", "Kvartyra_7730
— пароль від вайфаю", "613 884: kod z SMS-a".

Every reader looks for the keyword before its value; a note that opens with the value and names it after a dash or a
colon says the same. `rotated` gives the message as the readers expect it ("that's the garage PIN: 4471") and where
the value sits in both; verdict.py reads it only when the message as typed came out green, and keeps only an
identifier or a secret found on the value.
"""
from __future__ import annotations

import re

# the value (one token or digit groups, a digit in it), a dash or a colon, the words that name it (a short note)
_OPENING = re.compile(
    r"[ \t]*(?P<val>(?=[^\s]{0,40}\d)[^\s\"'«»„“”()]{3,40}?(?:[ \t]\d{2,4}){0,5})[ \t]*(?:[—–:]|[ \t]-)[ \t]+"
    r"(?P<rest>[^\n]{3,90})$"
)
# (round 24) the value alone on the first line and the words that name it on the next ("33 619234985\nc'est mon nouveau
# num"), or the value and a copula that names it ("015631333236 ist Svens Nummer", "33619234985 c'est mon num"):
# the naming clause up to its first comma is read before the value
_OPENING_SAID = re.compile(
    r"[ \t]*(?P<val>\+?\d{1,4}(?:[ \t./\-]?\d{2,12}){1,5}|(?=[^\s]{0,40}\d)[^\s\"'«»„“”()]{3,40}?(?:[ \t]\d{2,4}){0,5})"
    r"(?:[ \t]*\n[ \t]*|[ \t]+(?=(?:c'est|c’est|it's|it’s|that's|is|ist|to|jest|es|est|це|это|є)\s))"
    r"(?P<rest>[^\n,;]{3,90})(?:[,;][^\n]{0,90})?$"
)
# (round 38) the value, then its name in brackets: "DE197119901 (meine USt-IdNr, Einzelunternehmen) — ...",
# "FR26250338316 (mon n° TVA, ...)", "98070512345 (мій ІПН)": the bracket up to its first comma names the value
_OPENING_BRACKET = re.compile(
    r"[ \t]*(?P<val>(?=[^\s]{0,40}\d)[^\s\"'«»„“”()]{5,40}?(?:[ \t]\d{2,4}){0,5})[ \t]*\((?P<rest>[^,;()\n?]{3,60})"
    r"(?:[,;][^()\n]{0,90})?\)"
)
_ENDS = " \t.!?…;,"
_YEAR = re.compile(r"(?:19|20)\d\d")


def rotated(text: str) -> tuple[str, int, int, int] | None:
    """(the message with the naming words first, the value's start there, the value's start and end in `text`), or
    None when the message does not open with a value named after it."""
    if not text or len(text) > 140 or not (text.lstrip()[:1].isalnum()):
        return None
    m = _OPENING.match(text) if "\n" not in text.strip() else None
    if m is None:
        m = _OPENING_SAID.match(text) if text.strip().count("\n") <= 1 else None
    if m is None and " (" in text[:45]:
        m = _OPENING_BRACKET.match(text) if "\n" not in text.strip() else None
    if m is None:
        return None
    rest = m.group("rest").rstrip(_ENDS)
    if not rest or not any(c.isalpha() for c in rest) or "?" in m.group("rest") or len(rest) > 60:
        return None  # (a question after the number asks about it: "0110 — co to jest ZUS ZUA ... kod tytułu?")
    value = m.group("val")
    if _YEAR.fullmatch(value):
        return None  # "2024 — the year my password leaked": a year heads a story
    head = rest + ": "
    return head + value, len(head), m.start("val"), m.end("val")
