"""What several parts of the local privacy detector read of a message or a pattern: the lower-cased
text with its indexes kept, its words, and a pattern parsed by CPython's re parser. Apart from
findings.py so that the word gates (gates.py), which findings.speed_up applies, can use them without
an import cycle."""
from __future__ import annotations

import functools
import re


@functools.lru_cache(maxsize=8)
def lower_keep_length(text: str) -> str:
    """text.lower(), except characters whose lower case is longer ("İ"), so that indexes into the
    result are indexes into `text`: patterns can run on the lower-cased copy and report spans."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


# Words of a lower-cased message: runs of letters, two of them joined by one apostrophe ("l'huissier",
# "don't"). Several finders read the words of the same message: the list is made once (the cache is
# keyed by the text, so it holds only the last few messages).
WORD_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


@functools.lru_cache(maxsize=32)
def words_of(low: str) -> tuple[str, ...]:
    return tuple(WORD_TOKEN.findall(low))


@functools.lru_cache(maxsize=64)
def _parse(pattern: str, flags: int):
    """A pattern parsed by CPython's re parser, shared by the analyses of findings.py and gates.py: a pattern is looked at
    by several of them in a row at import, and parsing the large word alternations is most of the
    detector's import time. The parsed tree is only read, never changed."""
    from re import _parser  # type: ignore[attr-defined]  # CPython 3.11+
    return _parser.parse(pattern, flags)
