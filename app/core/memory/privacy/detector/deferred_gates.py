"""Round 48 (rfirst): a module pattern's skip-ahead rewrite, compiled at its gate's first opening instead of at import.

`findings.speed_up` (called at the end of ~100 modules) rewrites each eager pattern to skip ahead (findings.skip_ahead,
first_char_gate; the rewrite read from eager_gates' table) and compiled the rewrite at once: some 480 second compiles,
the largest single share of the detector's import after the first compiles themselves (1.6 of 11 profiled seconds).
Most of them run behind a word gate (gates.Gated) that a chat message seldom opens. Here such a pattern is a `Gated`
(the same class - finder_dispatch reads `obj.__class__ is Gated` - the same bits, registered at import as before) over a
`_Deferred` stand-in: its gate closes exactly as before without compiling anything; the first search its gate lets
through compiles the rewrite (`text.compile_parsed`: the pattern re.compile makes of it) and runs `Gated.__init__` again
over the compiled pattern, so from then on the Gated is exactly the one speed_up used to build (its methods the compiled
pattern's own: no extra call per search). The app's warm-up (`lazy.compile_all`) compiles every one of them.

What is known before the compile is taken from the pattern as written (`source`, which the rewrite matches exactly as,
with the same groups): `.pattern` is the rewrite, `.flags`, `.groups` and `.groupindex` the written pattern's
(test_round48_rfirst checks each against its compiled rewrite). Readers of the pattern behind a gate (tests, the gate
audit) take `compiled(gated)`. Nothing here decides a verdict: a deferred pattern matches what the compiled one does.
"""
from __future__ import annotations

import re
import sys

from app.core.memory.privacy.detector import gates as _gates
from app.core.memory.privacy.detector.text import compile_parsed


class _Deferred:
    """The stand-in a deferred Gated is built over until its first open search: the rewrite's source, the written
    pattern's flags and groups, and methods that compile the rewrite, rebuild the Gated over it and run it."""

    __slots__ = ("_owner", "_source", "_flags", "_bits", "_compiled", "pattern", "flags", "groups", "groupindex")

    def __init__(self, source: str, written: re.Pattern[str], bits: tuple[int, int]) -> None:
        self._owner: _gates.Gated | None = None
        self._compiled: re.Pattern[str] | None = None
        self._source, self._flags, self._bits = source, written.flags, bits
        self.pattern, self.flags, self.groups, self.groupindex = source, written.flags, written.groups, written.groupindex

    def compile(self) -> re.Pattern[str]:
        """The compiled rewrite, the owner Gated rebuilt over it (two threads may both compile: the same pattern; a
        method of this stand-in a module kept - `_P.match` read before the compile - finds it here)."""
        compiled = self._compiled
        if compiled is None:
            compiled = compile_parsed(self._source, self._flags)
            owner = self._owner
            if owner is not None:
                _gates.Gated.__init__(owner, compiled, *self._bits)
            self._compiled = compiled
            global compiled_count
            compiled_count += 1
        return compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.compile().search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.compile().finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.compile().findall(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.compile().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.compile().fullmatch(string, pos, endpos)

    def sub(self, repl, string: str, count: int = 0):
        return self.compile().sub(repl, string, count)

    def subn(self, repl, string: str, count: int = 0):
        return self.compile().subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0):
        return self.compile().split(string, maxsplit)

    def __repr__(self) -> str:
        return f"deferred({self._source!r})"


compiled_count = 0  # how many deferred rewrites have been compiled in this process (for tests and benchmarks)
_ALL: list[_Deferred] = []


def deferred(source: str, written: re.Pattern[str], bits: tuple[int, int]) -> _gates.Gated:
    """A Gated of gate `bits` (gates.gate_bits of `written`, registered) over `source` - the rewrite of `written`, the
    same matches - compiled at the first search its gate lets through."""
    stand_in = _Deferred(source, written, bits)
    owner = _gates.Gated(stand_in, *bits)  # type: ignore[arg-type]
    stand_in._owner = owner  # noqa: SLF001
    _ALL.append(stand_in)
    return owner


def compiled(pattern: object) -> re.Pattern[str] | None:
    """The compiled pattern behind a Gated (a deferred one compiled now), or a compiled pattern itself, else None."""
    if isinstance(pattern, _gates.Gated):
        inner = pattern._pattern  # noqa: SLF001
        return inner.compile() if isinstance(inner, _Deferred) else inner
    return pattern if isinstance(pattern, re.Pattern) else None


def compile_all() -> None:
    """Compile every deferred rewrite not compiled yet (lazy.compile_all: the app's warm-up)."""
    for stand_in in list(_ALL):
        stand_in.compile()
