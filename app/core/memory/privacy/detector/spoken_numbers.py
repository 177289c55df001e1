"""Numbers said in words, read token by token: the values people dictate over the phone or into voice typing.

normalise.py rewrites long dictated runs (an IBAN, a phone number) as digits; short values said in pairs or as
one number word ("siedemdziesiąt dwa, szesnaście", "quatre-vingt-dix, vingt-six", "Lindenstraße zwölf",
"ciento veinte") stay words there, since most such runs are amounts and ages. The finders that know from a
keyword that a value follows (a PIN, a door code, a house number) read it here:

    >>> spoken_values("pin jest siedemdziesiąt dwa, szesnaście, tylko nikomu", 8)[0][0]
    '7216'

`spoken_values(low, start, end)` returns each run of number words and digit groups between `start` and `end`
of the lower-cased text as (digits, start, end); a run is parted by any punctuation but a comma or a hyphen
("cuatro... no, espera, sesenta y nueve" is two runs: "4", then "69").
"""
from __future__ import annotations

import functools
import re

from app.core.memory.privacy.detector.normalise import HUNDREDS, WORD_DIGIT

# a word with its inner apostrophes and hyphens ("п'ятдесят", "quatre-vingt-dix", "fifty-four"), or a digit group
_TOKEN = re.compile(r"[^\W\d_]+(?:['’ʼ\-][^\W\d_]+)*|\d+")
# French hundreds ("quatre cent douze", "deux cents") and the Polish, German, English ones not in HUNDREDS
_CENT = frozenset({"cent", "cents", "hundert", "hundred"})




@functools.lru_cache(maxsize=1)
def number_words() -> frozenset[str]:
    """Every single token that is, or opens, a number word (for a cheap set test before reading)."""
    out = set()
    for w in list(WORD_DIGIT) + list(HUNDREDS):
        out.update(w.replace("-", " ").split())
        out.add(w)
    return frozenset(out - {"y", "et"})


def _word_at(low: str, tokens: list[tuple[str, int, int]], i: int) -> tuple[str, int] | None:
    """The number word at tokens[i] (1-3 words parted by spaces only, the longest first) as (digits, words used)."""
    n = len(tokens)
    for k in (3, 2, 1):
        if i + k > n:
            continue
        if k > 1 and any(low[tokens[j][2]:tokens[j + 1][1]].strip(" \t") for j in range(i, i + k - 1)):
            continue  # ("сімдесят, дев'ять" is two numbers, "сімдесят дев'ять" one)
        d = WORD_DIGIT.get(" ".join(t[0] for t in tokens[i:i + k]))
        if d is not None:
            return d, k
    return None


def _joined(low: str, tokens: list[tuple[str, int, int]], a: int, b: int) -> bool:
    return b < len(tokens) and not low[tokens[a][2]:tokens[b][1]].strip(" \t")


def _number_at(low: str, tokens: list[tuple[str, int, int]], i: int) -> tuple[str, int] | None:
    """The number at tokens[i], hundreds completed ("ciento veinte", "quatre cent douze", "вісімсот сімдесят")."""
    word = tokens[i][0]
    if word.isdigit():
        return word, 1
    got = _word_at(low, tokens, i)
    if got is None:
        return None
    digits, used = got
    if len(digits) == 1 and _joined(low, tokens, i, i + 1) and tokens[i + 1][0] in _CENT:
        digits, used = digits + "00", 2  # "quatre cent", "vier hundert"
    if digits.endswith("00") and _joined(low, tokens, i + used - 1, i + used):
        rest = _word_at(low, tokens, i + used)
        if rest is not None and len(rest[0]) <= 2:
            digits, used = digits[0] + rest[0].rjust(2, "0"), used + rest[1]
    return digits, used


def spoken_values(low: str, start: int, end: int | None = None) -> list[tuple[str, int, int]]:
    """The runs of said numbers in low[start:end] (see the module's doc)."""
    if end is None:
        end = len(low)
    tokens = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(low, start, end)]
    runs: list[tuple[str, int, int]] = []
    digits = ""
    run_start = run_end = -1
    i = 0
    while i < len(tokens):
        word, s, e = tokens[i]
        if digits and low[run_end:s].strip(" \t,-"):
            runs.append((digits, run_start, run_end))  # a full stop, an ellipsis, a colon: the run ends
            digits = ""
        got = _number_at(low, tokens, i)
        if got is None:
            i += 1
            continue
        if not digits:
            run_start = s
        digits += got[0]
        run_end = tokens[i + got[1] - 1][2]
        i += got[1]
    if digits:
        runs.append((digits, run_start, run_end))
    return runs
