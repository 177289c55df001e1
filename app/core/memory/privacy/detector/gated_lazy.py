"""A lazy pattern behind its own word gate: compiled on first use (as lazy.LazyPattern), gated (gates.gated) then.

A finder module gates itself once, on the union of its rules' words (`opens(t, _GATE)`), and then runs every pattern of
its rules in turn: telling_treatments opened on 570 of the 2,760 LoCoMo chat turns ("support", "important" and "sport"
hold its key "port"; "sa" is in a sixth of the turns), and ran its six treatment patterns on each, though each of them
alone opens on at most 86 of those turns (tested positive for ...) and most on none (round 41, rspeed). Each pattern's
own gate, derived from the compiled pattern as gates.gated derives every gate (the literals one of which every match
holds, their keys in the text's words; a digit when every match needs one), skips those searches.

Exact as every word gate: a closed gate means the pattern cannot match the text (test_word_gates runs every line with
the gates on and off). A string `gates.prepare` did not see (a copy rewritten after it) opens the gate: the pattern runs.

Compiled AND gated lazily: importing compiles nothing (test_lazy_compile), and `lazy.compile_all` - the app's warm-up -
reads `compiled`, which registers the gate too, so that no message after the warm-up registers a key (a registration
clears the word masks worked out so far).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.lazy import LazyPattern


class GatedLazyPattern(LazyPattern):
    """A LazyPattern whose `search`, `finditer` and `findall` go through its word gate once compiled."""

    __slots__ = ()

    def __init__(self, source: str, *steps) -> None:
        # (round 44: every LazyPattern is gated now - gates.any_case_gated; this one keeps gates.gated's gate, as before)
        super().__init__(source, *steps, gate=False)

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = LazyPattern.compiled.fget(self)  # type: ignore[attr-defined]
        if self._gated is compiled:
            self._gated = gates.gated(compiled)  # (the pattern itself when no gate can be derived)
        return compiled

    def _gate(self) -> re.Pattern[str] | gates.Gated:
        got = self._gated
        if got is None:
            self.compiled  # noqa: B018 - compiles and gates it
            got = self._gated
            assert got is not None
        return got

    def search(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> re.Match[str] | None:
        return (self._gated or self._gate()).search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1):
        return (self._gated or self._gate()).finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = 2 ** 63 - 1) -> list:
        return (self._gated or self._gate()).findall(string, pos, endpos)
