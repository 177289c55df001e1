"""A BLIK code after its name typed wrong (round 22, set broad-zzf: "bilk 730155 dla ciebie na pizze").

A BLIK code is six digits, valid for two minutes; people send it in a hurry and the word comes out as "bilk",
"blk", "bliik", "blki", "lbik", "blick". The secret finders key on "blik"; here a word one typing slip away from
"blik" (a letter swapped, dropped, doubled or hit beside it: Damerau distance 1), or that word with a Polish ending
("bilka", "bilkiem"), right before or after a six-digit number (maybe split 3+3) is read as the code's name. Not
"blok" (a block of flats), "bik" (the credit bureau), "lik", "bli", "blin"; and not a number that is a postcode or
an amount (a currency, "zł", "PLN" after it).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up

_TARGET = "blik"
_NOT_TYPOS = frozenset("blok bik lik bli blin blink blick bliki klik blip blit".split())
_KEYS = {"b": "vgnh", "l": "kop", "i": "uoj8k", "k": "jlmio"}  # (keys beside each letter on a QWERTY keyboard)
_ENDINGS = ("iem", "em", "u", "a", "i", "ie")
# a word, then maybe "kod", "to", a colon or a dash, then six digits (not an amount: "zł", "PLN" after them)
_WORD_THEN_CODE = re.compile(r"(?<![\w])([a-z]{3,8})[ \t]*[:=\-–—]?[ \t]*(?:(?:kod|code|to|jest|masz)[ \t]*:?[ \t]+)?"
                             r"(\d{3}[ \t]?\d{3})(?![\d,.]|[ \t]?(?:zł|zl|pln|eur|€|\$))")
_CODE_THEN_WORD = re.compile(r"(?<![\d.,])(\d{3}[ \t]?\d{3})(?!\d)[ \t]*[\-–—:(]?[ \t]*(?:(?:to|na|do|z|kod)[ \t]+)?([a-z]{3,8})(?![a-z])")
_SIX = re.compile(r"\d{3}[ \t]?\d{3}")


def _slip1(w: str) -> bool:
    if w in _NOT_TYPOS or w == _TARGET:
        return False
    if len(w) == 4:
        diff = [i for i in range(4) if w[i] != _TARGET[i]]
        if len(diff) == 2 and diff[1] == diff[0] + 1 and w[diff[0]] == _TARGET[diff[1]] and w[diff[1]] == _TARGET[diff[0]]:
            return True  # swapped: "bilk", "lbik", "blki"
        return len(diff) == 1 and w[diff[0]] in _KEYS[_TARGET[diff[0]]]  # a key beside: "bluk", "vlik", "bljk"
    if len(w) == 3:
        return w == "blk"
    if len(w) == 5:
        return any(w[:i] + w[i + 1:] == _TARGET for i in range(5))  # a letter doubled or added: "bliik", "bllik"
    return False


def _slip(word: str) -> bool:
    """`word` is "blik" with one typing slip, maybe with a Polish ending ("bilka", "bilkiem")."""
    return _slip1(word) or any(word.endswith(e) and len(word) - len(e) >= 3 and _slip1(word[:-len(e)]) for e in _ENDINGS)


def find_blik_typos(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Six-digit codes beside a misspelt "blik" in `text` (see the module's doc); `add(reason, start, end)`."""
    if not _SIX.search(text):
        return
    for m in _WORD_THEN_CODE.finditer(low):
        if _slip(m.group(1)):
            add("BLIK code", m.start(2), m.end(2))
    for m in _CODE_THEN_WORD.finditer(low):
        if _slip(m.group(2)):
            add("BLIK code", m.start(1), m.end(1))


speed_up(globals())
