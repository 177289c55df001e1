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

from app.core.memory.privacy.detector.text import compile_parsed


class LazyPattern:
    """The pattern `source` rewritten by each of `steps` in turn, compiled on first use (the same matches
    as compiling it at once). Two threads may both compile it once; either result is the same pattern.

    Round 44 (rspeed): `search`, `finditer` and `findall` go through the compiled pattern's word gate
    (any_case_gates.any_case_gated: derived from the pattern, IGNORECASE or not), worked out when it is compiled - a finder's
    lazy patterns ran on every message that reached the finder (59 us of a ~400 us LoCoMo chat turn). `gate=False`
    for the patterns a caller has already tested the text against (the disclosure vocabulary's: need_groups.py
    reads their literals before it runs one): a second gate there costs its bits and analysis for nothing."""

    __slots__ = ("_source", "_steps", "_compiled", "_gated", "_gate_it")

    compiled_count = 0  # how many lazy patterns have been compiled in this process (for tests)

    def __init__(self, source: str, *steps: Callable[[str], str], gate: bool = True) -> None:
        self._source, self._steps = source, steps
        self._compiled: re.Pattern[str] | None = None
        self._gated: Any = None  # the compiled pattern behind its gate (or itself), once compiled
        self._gate_it = gate
        _ALL.append(self)

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            source = self._source
            for step in self._steps:
                source = step(source)
            compiled = compile_parsed(source)  # (re.compile's pattern, from the shared parse)
            if self._gate_it:
                from app.core.memory.privacy.detector.any_case_gates import any_case_gated  # noqa: PLC0415 - (gates imports text)
                self._gated = any_case_gated(compiled)  # (before `_compiled`: a search that sees it sees its gate)
            else:
                self._gated = compiled
            self._compiled = compiled
            LazyPattern.compiled_count += 1
        return compiled

    @property
    def pattern(self) -> str:
        return self.compiled.pattern

    @property
    def flags(self) -> int:
        return self.compiled.flags

    def _gate(self):
        self.compiled  # noqa: B018 - compiles and gates it
        return self._gated

    def search(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> re.Match[str] | None:
        return (self._gated or self._gate()).search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1):
        return (self._gated or self._gate()).finditer(string, pos, endpos)  # (the property once compiled: a call fewer)

    def findall(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> list:
        return (self._gated or self._gate()).findall(string, pos, endpos)


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
    for step in list(_AFTER_COMPILE):
        step()
    for pattern in list(_ALL):
        pattern.compiled  # noqa: B018 - compiles it
