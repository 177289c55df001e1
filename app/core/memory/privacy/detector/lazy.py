"""Patterns compiled at their first use.

The disclosure vocabulary compiles to a few thousand patterns; compiling (and analysing) them all at
import cost the app about two seconds of CPU before the first message could be checked. A LazyPattern
holds how to build its source and compiles it the first time a message needs it: importing the detector
compiles none of them, and a message compiles only those its words reach. The app's warm-up compiles
them all (`compile_all`) while the user writes a first message."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from app.core.memory.privacy.detector import deferred_gates as _deferred
from app.core.memory.privacy.detector import eager_gates as _eager
from app.core.memory.privacy.detector import gates as _gates
from app.core.memory.privacy.detector import lazy_gates as _table
from app.core.memory.privacy.detector.text import compile_parsed, parse_flags

_UNSET: Any = object()  # a lazy pattern's table entry not looked up yet
_prepared = _gates._prepared  # (the texts' masks: a dict's `get`, the dict cleared and never replaced)


class LazyPattern:
    """The pattern `source` rewritten by each of `steps` in turn, compiled on first use (the same matches
    as compiling it at once). Two threads may both compile it once; either result is the same pattern.

    Round 44 (rspeed): `search`, `finditer` and `findall` go through the compiled pattern's word gate
    (any_case_gates.any_case_gated: derived from the pattern, IGNORECASE or not), worked out when it is compiled - a finder's
    lazy patterns ran on every message that reached the finder (59 us of a ~400 us LoCoMo chat turn). `gate=False`
    for the patterns a caller has already tested the text against (the disclosure vocabulary's: need_groups.py
    reads their literals before it runs one): a second gate there costs its bits and analysis for nothing.

    Round 46 (rfirst): the gate is known before the pattern is compiled - lazy_gates.py ships every lazy pattern's gate,
    registered at import. A search on a text the gate turns away returns no match without compiling the pattern (the
    same test as the compiled pattern's gate: the same bits); a text it lets through compiles it, and the compiled
    pattern goes behind the table's gate without an analysis. A pattern the table lacks compiles at its first search and
    derives its gate from the compiled pattern, as before."""

    __slots__ = ("_source", "_steps", "_compiled", "_gated", "_gate_it", "_shut", "_final")

    compiled_count = 0  # how many lazy patterns have been compiled in this process (for tests)
    _PLAIN = False  # gated_lazy.GatedLazyPattern: gates.gated's gate instead of any_case_gated's

    def __init__(self, source: str, *steps: Callable[[str], str], gate: bool = True) -> None:
        self._source, self._steps = source, steps
        self._compiled: re.Pattern[str] | None = None
        self._gated: Any = None  # the compiled pattern behind its gate (or itself), once compiled
        self._gate_it = gate
        self._shut: Any = _UNSET if gate else None  # the table's entry for its gate (lazy_gates.Entry), or None
        self._final: str | None = None  # the source rewritten by the steps, once worked out
        _ALL.append(self)

    def _mode(self) -> str | None:
        """The kind of gate the compiled pattern gets (lazy_gates.ANY, PLAIN), None for none."""
        return (_table.PLAIN if self._PLAIN else _table.ANY) if self._gate_it else None

    def _entry(self) -> Any:
        got = self._shut
        if got is _UNSET:
            mode = self._mode()
            got = self._shut = None if mode is None else _table.entry(mode, self._source, self._steps)
        return got

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = compile_parsed(self._rewritten())  # (re.compile's pattern, from the shared parse)
            if self._gate_it:
                # (before `_compiled`: a search that sees it sees its gate)
                got = self._entry()
                if got is not None:
                    self._gated = _table.wrap(got, compiled, _table.PLAIN if self._PLAIN else _table.ANY)  # (no analysis)
                elif self._PLAIN:
                    self._gated = _gates.gated(compiled)  # (the pattern itself when no gate can be derived)
                else:
                    from app.core.memory.privacy.detector.any_case_gates import any_case_gated  # noqa: PLC0415
                    self._gated = any_case_gated(compiled)
            else:
                self._gated = compiled
            self._compiled = compiled
            LazyPattern.compiled_count += 1
        return compiled

    def _rewritten(self) -> str:
        source = self._final
        if source is None:
            # (round 47, rfirst: read from eager_gates' table when it holds it for these steps, else rewritten here)
            source = self._final = _eager.steps_applied(self._source, self._steps) if self._steps else self._source
        return source

    @property
    def source(self) -> Any:
        """The pattern as the analyses read it (`.pattern`, `.flags`: need_groups.py's, findings.required_any's - they
        parse it, they never run it), without compiling it: the compiled pattern once there is one, else its rewritten
        source and the flags its compiled copy reports (text.parse_flags; test_round46_rfirst checks every lazy pattern).
        Round 46 (rfirst): the disclosure vocabulary's need analyses compiled every pattern of a group the first time a
        message reached it (52 of a LoCoMo first message's 55 compiles after the gate table), though most never ran.
        During the warm-up (`compile_all`) it compiles the pattern: the analysis then finds the parse re.compile made."""
        compiled = self._compiled
        if compiled is not None:
            return compiled
        if _WARMING:
            return self.compiled
        source = self._rewritten()
        return _Source(source, parse_flags(source, 0))

    @property
    def pattern(self) -> str:
        return self.compiled.pattern

    @property
    def flags(self) -> int:
        return self.compiled.flags

    def _shut_for(self, string: str, endpos: int) -> bool:
        """Whether the table's gate turns `string` away (as the compiled pattern's gate would), before any compile."""
        got = self._shut
        if got is _UNSET:
            got = self._entry()
        if got is None or not got[0]:
            return False
        need = got[0]
        mask = _prepared(string)
        return (mask is not None and mask & need != need and _gates.ENABLED and endpos >= len(string)
                and (not got[1] or string.isascii()))

    def shut(self, string: str) -> bool:
        """Round 50 (rspeed): whether the table's gate turns `string` away - `search` returns None then without running
        (compiled, its gate is lazy_gates.wrap's: the same bits); False where the table has no entry for the pattern. A
        finder's guard in a form finder_dispatch reads (as the search's own clause)."""
        return self._shut_for(string, 2 ** 63 - 1)

    def _gate(self):
        self.compiled  # noqa: B018 - compiles and gates it
        return self._gated

    def search(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> re.Match[str] | None:
        gated = self._gated
        if gated is None:
            if self._shut_for(string, endpos):
                return None
            gated = self._gate()
        return gated.search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1):
        gated = self._gated
        if gated is None:
            if self._shut_for(string, endpos):
                return iter(())
            gated = self._gate()
        return gated.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> list:
        gated = self._gated
        if gated is None:
            if self._shut_for(string, endpos):
                return []
            gated = self._gate()
        return gated.findall(string, pos, endpos)


class _Source:
    """A lazy pattern's rewritten source and flags, for the analyses that only parse it."""

    __slots__ = ("pattern", "flags")

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern, self.flags = pattern, flags


_WARMING = False  # set while `compile_all` runs: `source` compiles (the warm-up compiles every pattern anyway)
_ALL: list[LazyPattern] = []
_AFTER_COMPILE: list[Callable[[], object]] = []  # what a module works out from its compiled patterns


def after_compile_all(step: Callable[[], object]) -> None:
    """Have `compile_all` run `step` once the patterns are compiled (a module's analysis of its patterns,
    which a message would otherwise wait for the first time its words reach them)."""
    _AFTER_COMPILE.append(step)


def compile_all() -> None:
    """Compile every lazy pattern now, and run the steps registered with `after_compile_all` (the app's
    warm-up does, while the user writes a first message, so that later messages never wait for a
    compile or an analysis)."""
    # (the steps first: each compiles the patterns it analyses as it comes to them, so that the analysis finds the
    # pattern's parse still in text._parse's cache, and re.compile's parse is not repeated: text.compile_parsed)
    global _WARMING
    _WARMING = True
    try:
        for step in list(_AFTER_COMPILE):
            step()
    finally:
        _WARMING = False
    for pattern in list(_ALL):
        pattern.compiled  # noqa: B018 - compiles it
    _deferred.compile_all()  # (round 48, rfirst: and the module patterns' rewrites speed_up left to their first search)
