"""Patterns compiled at their first use.

The disclosure vocabulary compiles to a few thousand patterns; compiling (and analysing) them all at
import cost the app about two seconds of CPU before the first message could be checked. A LazyPattern
holds how to build its source and compiles it the first time a message needs it: importing the detector
compiles none of them, and a message compiles only those its words reach. The app's warm-up compiles
them all (`compile_all`) while the user writes a first message.

(round 39) A lazy pattern that messages keep reaching goes behind a word gate of its own (gates.gated: the literals
every match holds, read from the compiled pattern) once it has run HOT_AFTER times: on ordinary chat a few hundred of
the ~2,000 patterns run on most messages that open their module's gate ("last", "sin", "take" open recovery_milestones'
on a third of them), each reading the whole message for words it does not have. Worked out for those only - the
analysis of all of them would cost the warm-up more than the parses round 39 saved -, and exact as every word gate: a
text without any of the pattern's keys cannot match it (test_word_gates runs the lines with the gates on and off)."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.core.memory.privacy.detector.text import compile_parsed

if TYPE_CHECKING:
    from app.core.memory.privacy.detector.gates import Gated

# searches after which a lazy pattern is worked a word gate out for (see the doc): LoCoMo's 2,760 chat turns reach some
# 200 patterns, a few dozen of them on most turns; a pattern run this often pays its gate's analysis back at once
HOT_AFTER = 64


class LazyPattern:
    """The pattern `source` rewritten by each of `steps` in turn, compiled on first use (the same matches
    as compiling it at once). Two threads may both compile it once; either result is the same pattern."""

    __slots__ = ("_source", "_steps", "_compiled", "_runs", "_left")

    compiled_count = 0  # how many lazy patterns have been compiled in this process (for tests)

    def __init__(self, source: str, *steps: Callable[[str], str]) -> None:
        self._source, self._steps = source, steps
        self._compiled: re.Pattern[str] | None = None
        # what `search` and `finditer` run: None until compiled, then the pattern, then (once hot) its gated copy
        self._runs: re.Pattern[str] | Gated | None = None
        self._left = 0  # searches left before `_hot` decides again: the first one compiles, the HOT_AFTER-th gates
        _ALL.append(self)

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            source = self._source
            for step in self._steps:
                source = step(source)
            compiled = self._compiled = compile_parsed(source)  # (re.compile's pattern, from the shared parse)
            LazyPattern.compiled_count += 1
        return compiled

    @property
    def pattern(self) -> str:
        return self.compiled.pattern

    @property
    def flags(self) -> int:
        return self.compiled.flags

    def search(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> re.Match[str] | None:
        self._left -= 1
        return (self._runs if self._left > 0 else self._hot()).search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1):
        self._left -= 1
        return (self._runs if self._left > 0 else self._hot()).finditer(string, pos, endpos)

    def _hot(self) -> re.Pattern[str] | Gated:
        """What searches run from now on: at the first search the compiled pattern (compiling it if the warm-up has not),
        for HOT_AFTER searches; then the pattern behind its word gate, for good."""
        if self._runs is None:
            self._left = HOT_AFTER
            runs = self._runs = self.compiled
            return runs
        from app.core.memory.privacy.detector.gates import gated  # noqa: PLC0415 - (gates imports text, as lazy does)
        self._left = 1 << 62  # (first: a second thread's search meanwhile runs the pattern as it is)
        runs = self._runs = gated(self.compiled)
        return runs


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
