"""Round 49 (rtidy): the lazy patterns of the disclosure finders, their letters folded - one factory for them all.

Some seventy finder modules each wrote the same two-line helpers, `_lazy` / `_rx` ("LazyPattern(source, lambda s:
fold_letters(s, True))"), `_gated` (the same, a GatedLazyPattern: behind its own word gate) or a caseless `_lazy`
("(?i)" before the folded source). They import them from here now, under their old names: every pattern's source, its
rewritten source and its gate are what they were (test_round49_rtidy.py). The one thing that changes is the name of the
rewriting step in the generated gate table's keys (a lambda of each module, now `fold_finals` / `caseless_fold_finals`
of this one): the lead regenerates the table after the merge, as after every round (gate_table_writer --write).

Round 50 (rtidy): `folded_compiled`, the eager helper seventeen modules each wrote as `_rx` ("re.compile(fold_letters(
source, True))"): the same compiled pattern, compiled where it was (at import) - making those patterns lazy would give
each a word gate and move its compiling to a first message, a change to measure of its own.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gated_lazy import GatedLazyPattern
from app.core.memory.privacy.detector.lazy import LazyPattern


def fold_finals(source: str) -> str:
    """The rewriting step: `source` with its letters with diacritics also matching them typed plain, a final accent
    too (folding.fold_letters with `finals`)."""
    return fold_letters(source, True)


def caseless_fold_finals(source: str) -> str:
    """fold_finals, the pattern made caseless ("(?i)" before it)."""
    return "(?i)" + fold_letters(source, True)


def folded_lazy(source: str) -> LazyPattern:
    """`source` as a lazy pattern, its letters folded (fold_finals)."""
    return LazyPattern(source, fold_finals)


def folded_gated(source: str) -> GatedLazyPattern:
    """`source` as a lazy pattern behind its own word gate (gated_lazy.py), its letters folded (fold_finals): for a
    pattern a finder runs on every text its module's gate (the union of its rules' words) opens, where this pattern
    alone rarely can match."""
    return GatedLazyPattern(source, fold_finals)


def caseless_folded_lazy(source: str) -> LazyPattern:
    """`source` as a caseless lazy pattern, its letters folded (caseless_fold_finals)."""
    return LazyPattern(source, caseless_fold_finals)


def folded_compiled(source: str) -> re.Pattern[str]:
    """`source` compiled at once (an eager pattern, no gate), its letters folded (fold_finals)."""
    return re.compile(fold_finals(source))
