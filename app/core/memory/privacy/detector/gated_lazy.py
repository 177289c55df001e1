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

from app.core.memory.privacy.detector.lazy import LazyPattern


class GatedLazyPattern(LazyPattern):
    """A LazyPattern whose `search`, `finditer` and `findall` go through gates.gated's word gate (round 46, rfirst: the
    gate read from lazy_gates.py's table before it is compiled, as every lazy pattern's - lazy.py)."""

    __slots__ = ()
    _PLAIN = True

    def __init__(self, source: str, *steps) -> None:
        # (round 44: every LazyPattern is gated now - gates.any_case_gated; this one keeps gates.gated's gate, as before)
        super().__init__(source, *steps, gate=True)
