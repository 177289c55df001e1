"""A Ukrainian or Russian given name written in Latin letters (round 26): "Kateryna", "Sofiia", "Andrii", "Halyna".

People who moved write their own and their family's names as their new country's papers spell them; the given-name
list holds the Cyrillic spellings (and some Latin ones). `latin_given` reads a capitalised Latin word back in Cyrillic
(translit.py's reading, the KMU 2010 endings "-ii"/"-yi" as "-ій"/"-ий") and looks that up.
Green limits: only a capitalised word of letters, four or more, that is not itself a known non-name; an English or
German word rarely spells a Cyrillic given name (the look-up is the whole word).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.translit import cyrillic
from app.core.memory.privacy.detector.vocab import names as v

_SEEN: dict[str, bool] = {}


def latin_given(word: str) -> bool:
    """Whether the capitalised Latin `word` is a Cyrillic given name in Latin letters."""
    got = _SEEN.get(word)
    if got is None:
        got = _SEEN[word] = _read(word)
        if len(_SEEN) > 4096:
            _SEEN.clear()
    return got


def _read(word: str) -> bool:
    if len(word) < 4 or not word.isascii() or not word.isalpha() or not word[0].isupper() or word in v.NOT_FIRST_NAMES:
        return False
    low = word.lower()
    spellings = {cyrillic(low), cyrillic(low, russian=True)}
    if low.endswith(("ii", "yi", "iy")):
        spellings |= {s[:-2] + e for s in list(spellings) for e in ("ій", "ий")}
    return any((s[:1].upper() + s[1:]) in v.FIRST_NAMES for s in spellings if s)
