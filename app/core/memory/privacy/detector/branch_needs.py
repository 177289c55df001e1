"""What each alternative of a pattern needs: a text that meets no alternative's needs cannot match it.

`findings.required_any` / `required_all` give literals every match of a pattern contains; for a pattern that is
one long alternation ("je la trompe|...|sleeping with (?:my )?(?:boss|manager)|..."), the union over its
alternatives holds common words ("with", "mari", "meet") and the pattern runs on most messages, finding nothing:
the engine tries every alternative at every position, and the longest of these patterns cost more than every
other disclosure pattern together on ordinary chat. Here the pattern's parse is read as alternatives, each a
conjunction of literal sets (every match through that alternative holds a literal of each set): a text none of
whose alternatives has a literal of each of its sets cannot match, and the pattern need not run.

Exact: derived from the pattern's parse, never from data; a part that cannot be read (a class, an optional part,
an alternation too large to expand) adds no need, so the test can only let a pattern run that would find
nothing, never skip one that would match. Literals are compared with the text the pattern reads (the
lower-cased message for the disclosure patterns); a pattern that ignores case has no alternatives.
"""
from __future__ import annotations

import gc
import re
from collections.abc import Callable

from app.core.memory.privacy.detector.text import _parse

_MAX_ALTS = 8192  # alternatives per part: an expansion larger than this keeps only what they all need
_MAX_UNION = 400  # literals in the one set that stands for an alternation too large to expand

Alternative = frozenset[frozenset[str]]  # literal sets, a literal of each in every match through it


def _sequence(items) -> list[Alternative]:
    from re import _constants as c  # type: ignore[attr-defined]  # CPython 3.11+
    alts: list[Alternative] = [frozenset()]
    run: list[str] = []

    def require(sets: Alternative) -> None:
        nonlocal alts
        if sets:
            alts = [a | sets for a in alts]

    for op, av in items:
        if op is c.LITERAL:
            run.append(chr(av))
            continue
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue  # zero-width: the text matched on either side stays contiguous (as findings._all_of_sequence)
        if len(run) >= 2:
            require(frozenset([frozenset(["".join(run)])]))
        run = []
        sub = _item(op, av)
        if sub is None:
            continue
        if len(alts) * len(sub) <= _MAX_ALTS:
            alts = list(dict.fromkeys(a | s for a in alts for s in sub))
        else:
            require(_collapse(sub))
    if len(run) >= 2:
        require(frozenset([frozenset(["".join(run)])]))
    return alts


def _collapse(alts: list[Alternative]) -> Alternative:
    """One alternative that each of `alts` implies: the sets they all need, and the union of one set of each (the
    rarest-looking; as findings._all_of_sequence reads an alternation)."""
    common = frozenset.intersection(*alts)
    if all(alts):
        union = frozenset().union(*(max(a, key=_rarity) for a in alts))
        if len(union) <= _MAX_UNION:
            return common | {union}
    return common


def _rarity(literals: frozenset[str]) -> tuple[int, int]:
    """How seldom a text meets a set, roughly: its shortest literal's length, then fewer literals."""
    return min(map(len, literals)), -len(literals)


def _item(op, av) -> list[Alternative] | None:
    """The alternatives of one item, or None when it needs nothing that can be read."""
    from re import _constants as c  # type: ignore[attr-defined]  # CPython 3.11+
    if op is c.SUBPATTERN:
        return None if av[1] & re.IGNORECASE else _sequence(av[3])
    if op is c.BRANCH:
        per_alt = []
        for alt in av[1]:
            found = _sequence(alt)
            if frozenset() in found:
                return None  # an alternative that needs nothing: the alternation needs nothing
            per_alt.append(found)
        out = list(dict.fromkeys(a for found in per_alt for a in found))
        if len(out) > _MAX_ALTS:  # too many: one alternative per branch, what its own expansions all need
            out = list(dict.fromkeys(_collapse(found) for found in per_alt))
            if frozenset() in out:
                return None
        return out if len(out) <= _MAX_ALTS else [_collapse(out)]
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
        return _sequence(av[2])  # at least one copy of the body
    return None


def alternatives(pattern: re.Pattern[str]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """The pattern's alternatives, each a tuple of literal sets (two characters or more each), such that every
    match holds a literal of each set of one alternative; empty when some alternative needs nothing readable
    (then the test cannot skip the pattern), the pattern ignores case, or it cannot be parsed."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern
        return ()
    if parsed.state.flags & re.IGNORECASE:
        return ()
    collecting = gc.isenabled()
    gc.disable()  # (the expansion makes thousands of small sets: the collector's passes over them cost more than it)
    try:
        expanded = _sequence(list(parsed))
    finally:
        if collecting:
            gc.enable()
    if frozenset() in expanded:
        return ()
    as_tuple: dict[frozenset[str], tuple[str, ...]] = {}  # (each set sorted once: alternatives share most of theirs)
    for alt in expanded:
        for lits in alt:
            if lits not in as_tuple:
                as_tuple[lits] = tuple(sorted(lits))
    return tuple(tuple(sorted(map(as_tuple.__getitem__, alt))) for alt in expanded)


class BranchTest:
    """`alternatives` of one pattern as a test of a text, indexed by need_groups' letter keys: each alternative is
    filed under the keys of its rarest-looking set whose literals all have one, and within those under the keys of
    its next such set, so that a text is tested (by substring) only on the alternatives two of whose sets have a
    key in its words; an alternative with fewer such sets is tested whenever its first (or any) is there."""

    __slots__ = ("_by_key", "keys", "_loose", "first_keys", "has_loose")

    def __init__(self, alts: tuple[tuple[tuple[str, ...], ...], ...], key_of: Callable[[str], str]) -> None:
        by_key: dict[str, tuple[list, dict[str, list]]] = {}
        loose = []
        all_keys: set[str] = set()
        # per literal set, once (alternatives share most of theirs): its order (rarest-looking first), and its keys
        # (None when a literal has none)
        info: dict[tuple[str, ...], tuple[tuple[int, int, tuple[str, ...]], frozenset[str] | None]] = {}
        for alt in alts:
            for lits in alt:
                if lits not in info:
                    keys = [key_of(x) for x in lits]
                    info[lits] = ((-min(map(len, keys)), len(lits), lits), None if not all(keys) else frozenset(keys))
        for alt in alts:
            keyed = sorted(info[lits][0] for lits in alt if info[lits][1] is not None)
            if not keyed:
                loose.append(alt)
                continue
            first = info[keyed[0][2]][1]
            assert first is not None
            all_keys |= first
            second = info[keyed[1][2]][1] or frozenset() if len(keyed) > 1 else frozenset()
            all_keys |= second
            for k in first:
                direct, nested = by_key.setdefault(k, ([], {}))
                if not second:
                    direct.append(alt)
                for k2 in second:
                    nested.setdefault(k2, []).append(alt)
        self._by_key = {k: (tuple(direct), frozenset(nested), {k2: tuple(v) for k2, v in nested.items()})
                        for k, (direct, nested) in by_key.items()}
        self.keys = frozenset(all_keys)  # (to register with need_groups)
        self._loose = tuple(loose)
        # (with no loose alternative, a text none of whose words has a key of `first_keys` cannot match: need_groups)
        self.first_keys = frozenset(self._by_key)
        self.has_loose = bool(loose)

    def may_match(self, text: str, text_keys: set[str] | frozenset[str]) -> bool:
        has = text.__contains__
        for alt in self._loose:
            if all(any(map(has, s)) for s in alt):
                return True
        by_key = self._by_key
        for k in by_key.keys() & text_keys:
            direct, nested_keys, nested = by_key[k]
            for alt in direct:
                if all(any(map(has, s)) for s in alt):
                    return True
            for k2 in nested_keys & text_keys:
                for alt in nested[k2]:
                    if all(any(map(has, s)) for s in alt):
                        return True
        return False
