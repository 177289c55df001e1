"""Normalise a message once before the privacy detector's finders read it.

People paste identifiers from PDFs, banking apps and phones: full-width digits ("４１１１"),
zero-width spaces and soft hyphens inside numbers, non-breaking or thin spaces between digit
groups, Unicode hyphens and minus signs. `normalise` returns the text the finders read plus a map
from every position of that text back to the original, so spans (and redaction) always refer to
what the user typed.

    >>> n = normalise("PESEL: ４４０５１４０１３５９")
    >>> n.text
    'PESEL: 44051401359'
    >>> n.original_span(7, 18)
    (7, 18)
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Characters that carry nothing a reader sees: zero-width space/joiners, word joiner, BOM, soft
# hyphen, Mongolian vowel separator, invisible operators.
_DROP = frozenset("\u00ad\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff")
# Hyphens, dashes and minus signs that appear inside written numbers ("0170‑1234567").
_DASHES = {"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2212": "-", "\ufe63": "-", "\uff0d": "-"}
# Anything that could change: the invisible characters, the dashes, every space NFKC folds
# (no-break, en/em/thin/narrow spaces, ideographic space) and full-width ASCII.
_MAY_CHANGE = re.compile(
    "[\u00a0\u00ad\u180e\u2000-\u200d\u2010-\u2013\u202f\u205f\u2060-\u2064\u2212\u3000\ufe63\ufeff\uff01-\uff5e]"
)


@dataclass(frozen=True)
class Normalised:
    text: str
    # starts[i] / ends[i]: the original span of the character that produced text[i];
    # None when text is the original unchanged.
    starts: tuple[int, ...] | None = None
    ends: tuple[int, ...] | None = None

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        if self.starts is None or self.ends is None:
            return start, end
        if start >= len(self.starts):
            return self.ends[-1], self.ends[-1]
        return self.starts[start], self.ends[max(start, end - 1)]


def _fold(cluster: str) -> str:
    out = []
    for ch in cluster:
        if ch in _DROP:
            continue
        out.append(_DASHES.get(ch, ch))
    s = "".join(out)
    if not s:
        return s
    try:
        return unicodedata.normalize("NFKC", s)
    except Exception:  # lone surrogates are left as they are
        return s


# One character for one character: spaces, dashes and full-width ASCII, so no index map is needed.
_ONE_TO_ONE = {ord(k): v for k, v in _DASHES.items()}
_ONE_TO_ONE.update({c: " " for c in (0x00A0, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007,
                                      0x2008, 0x2009, 0x200A, 0x202F, 0x205F, 0x3000)})
_ONE_TO_ONE.update({c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)})
_DROP_RE = re.compile("[" + "".join(sorted(_DROP)) + "]")


def normalise(text: str) -> Normalised:
    """NFKC, invisible characters dropped, dashes unified; cheap when nothing needs doing."""
    if text.isascii():
        return Normalised(text)
    if _MAY_CHANGE.search(text):
        folded = text.translate(_ONE_TO_ONE)
    else:
        folded = text
    try:
        already = unicodedata.is_normalized("NFKC", folded)
    except Exception:
        already = False
    if already and not _DROP_RE.search(folded):
        return Normalised(folded)
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = 0
    n = len(text)
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1  # a base character with its combining marks folds as one ("e" + U+0301 -> "é")
        folded = _fold(text[i:j])
        out.append(folded)
        starts.extend([i] * len(folded))
        ends.extend([j] * len(folded))
        i = j
    return Normalised("".join(out), tuple(starts), tuple(ends))
