"""Round 44 (rspeed): a compiled pattern's word gate, whatever its case flag - for lazy.LazyPattern.

Every lazy pattern a finder module compiles is gated now (a finder's lazy patterns ran on every message that reached the
finder: 59 us of a ~400 us LoCoMo chat turn, most of them under IGNORECASE, which gates.gated leaves alone). A
case-sensitive pattern gets gates.gated's gate (its literals' keys, its digit need, its words at their edges); one under
IGNORECASE, written in lower case, gets the same read from its source without the flag, closed only for an ASCII text
(the argument of gates.caseless_gate: on ASCII text an IGNORECASE match is a match of the case-sensitive copy on the
lower-cased text, at the same place, and that copy's literals put their keys in the text's words). Both are exact as
every gate in gates.py, and both leave a search with `endpos` short of the string's end to the pattern (a word's edge
read at `endpos` is no edge of the text's word: word_bounds' keys would not hold there).
"""
from __future__ import annotations

import re
import sys

from app.core.memory.privacy.detector import gates as _gates
from app.core.memory.privacy.detector.gates import Gated, _prepared, gate_bits

# characters a pattern may hold under IGNORECASE that match an ASCII letter of another spelling (sre's case equivalences:
# dotted and dotless i, long s, the Kelvin sign), and escapes that could write them: no caseless gate then
_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a", "\\u", "\\U", "\\x", "\\N", "\\0")


class _Source:
    """A pattern's source and flags, as the analyses read them (gates.keys_of, needs_digit, word_bounds.word_sets parse
    `.pattern` under `.flags`; none of them needs a compiled copy)."""

    __slots__ = ("pattern", "flags")

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern, self.flags = pattern, flags


def _caseless_source(pattern: re.Pattern[str]) -> _Source | None:
    """`pattern` (under IGNORECASE) as a case-sensitive source whose matches on a lower-cased ASCII text are those of
    `pattern` on the text; None when its source is not written so (a capital letter outside an escape, a global flag
    other than a leading "(?i)", a character or escape that folds to an ASCII letter)."""
    src = pattern.pattern
    if not isinstance(src, str) or pattern.flags & re.VERBOSE:
        return None
    if src.startswith("(?i)"):
        src = src[4:]
    if src.startswith("(?") and src[2:3].isalpha() or any(s in src for s in _FOLDS_TO_ASCII):
        return None  # (another global flag; a fold to ASCII)
    if any(c.isupper() and src[i - 1:i] != "\\" for i, c in enumerate(src)):
        return None
    return _Source(src, pattern.flags & ~re.IGNORECASE)


class CaselessGated:
    """A compiled IGNORECASE pattern behind the gate of its case-sensitive source (see above): `search`, `finditer` and
    `findall` on an ASCII text none of whose words holds its keys return no match at once."""

    __slots__ = ("_all", "_search", "_finditer", "_findall", "pattern")

    def __init__(self, pattern: re.Pattern[str], bit: int, need: int) -> None:
        self._all = (bit if bit > 0 else 0) | need
        self._search, self._finditer, self._findall = pattern.search, pattern.finditer, pattern.findall
        self.pattern = pattern.pattern

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and string.isascii() and _gates.ENABLED \
                and endpos >= len(string):
            return None
        return self._search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and string.isascii() and _gates.ENABLED \
                and endpos >= len(string):
            return iter(())
        return self._finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and string.isascii() and _gates.ENABLED \
                and endpos >= len(string):
            return []
        return self._findall(string, pos, endpos)

    def __repr__(self) -> str:
        return f"CaselessGated({self.pattern!r})"


class WholeGated(Gated):
    """`Gated`, except that a search ending short of the string's end (`endpos`) runs the pattern: the gate's word-edge
    keys hold for the text's words, and the pattern reads a word cut at `endpos` as ending there."""

    __slots__ = ()

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and _gates.ENABLED and endpos >= len(string):
            return None
        return self._search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and _gates.ENABLED and endpos >= len(string):
            return iter(())
        return self._finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and _gates.ENABLED and endpos >= len(string):
            return []
        return self._findall(string, pos, endpos)


def any_case_gated(pattern: re.Pattern[str]) -> re.Pattern[str] | Gated | CaselessGated:
    """`pattern` behind its word gate (WholeGated), or under IGNORECASE behind its caseless one (CaselessGated), or itself
    when neither can be derived (see above)."""
    if pattern.flags & re.IGNORECASE:
        source = _caseless_source(pattern)
        if source is None:
            return pattern
        got = gate_bits(source)
        return pattern if got is None else CaselessGated(pattern, *got)
    got = gate_bits(pattern)
    return pattern if got is None else WholeGated(pattern, *got)
