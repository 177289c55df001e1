"""A told-chain finder's precondition, declared once beside it and tested before the finder is called (round 43).

verdict.py runs some seventy finders after find_disclosures on nearly every message (99 % of the 2,760 LoCoMo chat
turns). Most find their gates shut, yet each first lowers the text, builds its copies and asks its gates one by one:
2-9 us a finder before it returns nothing. A finder whose every finding needs one of a few gates to open can say so:

    @needs(lambda: (_COVER_GATE, _SHELTER_GATE, _ORIGIN_GATE))   # one line above `def find_...`
    def find_implied_bonds(t: str) -> list[Finding]:

and is then skipped with one look-up of the text's word mask (gates.prepare worked it out) and an AND or two when none
of them opens. The callable is read at the first call (after the module's patterns exist; compiling a lazy one there,
not at import) and names the finder's OWN gates, the ones its body asks first on every path that returns a finding:
    - a `word_gate` / `whole_word_gate` bit (an int): opens when the text's mask has it;
    - a `gates.gated(...)` pattern (a Gated): opens when the mask has all the bits its `search` needs; a plain pattern
      (no gate could be derived) always opens;
    - `every(a, b)` (an `All`): opens when all of a and b open (a path that asks one gate, then another).
`unless(t)` (optional): a cheap test on the text under which the finder always runs - where the body reads the gates
on a copy gates.prepare never saw (a Gated pattern run on an unprepared string is not gated).
Exact by construction where the declaration lists every gate the body's finding paths pass: a text with none of them
open gets [] from the body too. A string `prepare` never saw (a rewritten copy, a test's raw string) always runs the
finder, as the gates themselves do, and gates.ENABLED = False (the gate tests) turns this off with them. A finder
without a declaration always runs: nothing changes for a new finder. tests/core/memory/privacy/test_round43_rspeed2.py
runs every declared finder with and without its precondition over every development text.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from app.core.memory.privacy.detector import gates

DECLARED: list[Callable[..., Any]] = []  # every finder with a declaration (its body: `.__wrapped__`), for the tests


class All(int):
    """Bits of which a text's mask must have every one (one alternative of a declaration)."""


def every(*gates_: Any) -> All:
    """One alternative that opens only when all of `gates_` open (word gate bits, Gated patterns; a plain pattern always
    opens, so it adds nothing): a body that asks one gate and then another on the same path."""
    need = 0
    for g in gates_:
        g = getattr(g, "compiled", g)
        if isinstance(g, gates.Gated):
            need |= max(g._all, 0)  # noqa: SLF001
        elif isinstance(g, int):
            need |= max(g, 0)
    return All(need)


def _resolve(alternatives: tuple[Any, ...]) -> tuple[int, tuple[int, ...]] | None:
    """(bits any one of which opens, bit sets all of one of which open), or None when an alternative always opens."""
    single, sets = 0, []
    for alt in alternatives:
        alt = getattr(alt, "compiled", alt)  # (a LazyPattern: its pattern)
        if isinstance(alt, gates.Gated):
            need = alt._all  # noqa: SLF001  (what its own search asks of the mask)
        elif isinstance(alt, All):
            need = int(alt)
        elif isinstance(alt, int) and not isinstance(alt, bool):
            if alt <= 0:
                return None
            single |= alt  # a word gate: any of its bit(s)
            continue
        else:
            return None  # a plain pattern, or anything else: no gate, the finder always runs
        if need <= 0:
            return None
        if need & (need - 1) == 0:
            single |= need
        else:
            sets.append(need)
    return single, tuple(sets)


def needs(declare: Callable[[], tuple[Any, ...]], unless: Callable[[str], bool] | None = None):
    """Decorate a finder `f(t, ...)` of normalised `t`: skip it (return []) when `t` was prepared and none of the
    alternatives `declare()` gives opens (see the doc)."""

    def wrap(finder: Callable[..., Any]) -> Callable[..., Any]:
        state: list[tuple[int, tuple[int, ...]] | None] = []
        prepared = gates._prepared  # noqa: SLF001  (the masks' bound look-up, as the gates read it)

        def shut(t: str) -> bool:
            """The declaration says the finder cannot find anything in `t` (it is not called)."""
            mask = prepared(t)
            if mask is None or not gates.ENABLED or (unless is not None and unless(t)):
                return False
            if not state:
                state.append(_resolve(declare()))
            resolved = state[0]
            return resolved is not None and not mask & resolved[0] and all(mask & n != n for n in resolved[1])

        @functools.wraps(finder)
        def gated_finder(t: str, *rest: Any) -> Any:
            return [] if shut(t) else finder(t, *rest)

        gated_finder.shut = shut  # type: ignore[attr-defined]
        DECLARED.append(gated_finder)
        return gated_finder

    return wrap
