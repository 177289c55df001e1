"""Which patterns of a fixed group can match a text, decided by one scan for the literals they need.

A strong disclosure pattern runs only on a text that contains one of the literals every match of it
contains (disclosures._need_of). Tested pattern by pattern, a message with "I" or "my" and a word of an
area makes some fifty such tests of a few substrings each, and that cost more than the patterns it let
run. A NeedGroup holds one fixed group of patterns (the strong patterns a word starts, per area; an
area's patterns without an anchor word) and, once the group has been used a few times, one compiled scan
for all their literals: at every position of the text it reports the longest literal of the group that
starts there, so the literals present in the text are those and every literal of the group that is a
prefix of one of them. The patterns it keeps are exactly those whose own test would pass.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from app.core.memory.privacy.detector.findings import literal_alternation

_SCAN_AFTER = 2  # uses of a group before it compiles its scan: a group met once or twice compiles nothing
_SCAN_MIN = 6  # patterns: a smaller group tests their literals one by one

Need = str | tuple[str, ...] | None


class NeedGroup:
    """A fixed group of entries (objects with a `regex`), each pattern once, in the order given."""

    __slots__ = ("entries", "_needs", "_uses", "_scan", "_by_found", "_free")

    def __init__(self, entries) -> None:
        seen: set[int] = set()
        kept = []
        for e in entries:
            if id(e.regex) not in seen:
                seen.add(id(e.regex))
                kept.append(e)
        self.entries = tuple(kept)
        self._needs: tuple[Need, ...] | None = None
        self._uses = 0
        self._scan: re.Pattern[str] | None = None
        self._by_found: dict[str, frozenset[int]] = {}
        self._free: frozenset[int] = frozenset()

    def passing(self, text: str, need_of: Callable[[Any], Need], gated: bool = True) -> list:
        """The entries whose need `text` meets (all of them when not `gated`)."""
        if not gated:
            return list(self.entries)
        needs = self._needs
        if needs is None:
            needs = self._needs = tuple(need_of(e.regex) for e in self.entries)
        scan = self._scan
        if scan is None:
            self._uses += 1
            if self._uses <= _SCAN_AFTER or len(self.entries) < _SCAN_MIN:
                has = text.__contains__
                return [e for e, need in zip(self.entries, needs)
                        if need is None or (has(need) if need.__class__ is str else any(map(has, need)))]
            scan = self._build(needs)
        found = set(scan.findall(text))
        picked: frozenset[int] | set[int]
        if not found:
            picked = self._free
        else:
            by_found = self._by_found
            picked = set(self._free)
            for f in found:
                picked |= by_found[f]
        entries = self.entries
        return [entries[i] for i in sorted(picked)]

    def _build(self, needs: tuple[Need, ...]) -> re.Pattern[str]:
        free = set()
        needing: dict[str, set[int]] = {}  # literal -> the entries one of whose literals it is
        for i, need in enumerate(needs):
            literals = () if need is None else (need,) if isinstance(need, str) else need
            if not literals or "" in literals:
                free.add(i)
                continue
            for lit in literals:
                needing.setdefault(lit, set()).add(i)
        # a literal found at a position: it and every shorter literal of the group it starts with are there
        by_found = {f: frozenset(i for k in range(1, len(f) + 1) for i in needing.get(f[:k], ())) for f in needing}
        scan = re.compile("(?=(" + literal_alternation(sorted(needing)) + "))" if needing else "(?!)")
        self._free, self._by_found = frozenset(free), by_found
        self._scan = scan
        return scan
