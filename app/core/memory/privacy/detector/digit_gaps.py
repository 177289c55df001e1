"""Odd gaps between the groups of one written value, read as the single space they stand for (round 21).

A value copied from a PDF, a banking app or a spreadsheet cell keeps the gaps its layout made: a tab or two
spaces between an IBAN's or a phone number's groups ("DE52  8621  7659 ...", "318\t907", a PIN typed "7  4  0  2").
Every value reader expects one space between groups; a reader would not notice the difference. `gap_edits`
rewrites each such gap as one space when both sides are a value's group (digits and capital letters, six at
most or digits alone, eight at most, one side holding a digit) - not in a table row, whose tabs part columns ("Jan\t1200\t3400").

The perturbation benchmark (benchmarks/privacy_perturb.py) found these: at 74f32b2 half of the red identifier
and secret values turned green when their groups were parted by tabs, a quarter with double spaces.
"""
from __future__ import annotations

import re

# a gap of two blanks or more, or a tab, between two value characters (the folded no-break spaces are blanks here)
_GAP = re.compile(r"(?<=[0-9A-Z])(?:[ \t]{2,6}|\t)(?=\+?[0-9A-Z])")
_LEFT = re.compile(r"(?<![\w.,])(?:\+?[0-9A-Z]{1,6}|\d{7,8})$")
_RIGHT = re.compile(r"(?:\+?[0-9A-Z]{1,6}|\d{7,8})(?![\w]|[.,]\d)")


def gap_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append (start, end, " ") for every odd gap between two groups of one value in `t` (`t` holds a tab or two
    blanks in a row: the caller's cheap test)."""
    table_lines: dict[int, bool] = {}
    for m in _GAP.finditer(t):
        s, e = m.span()
        left = _LEFT.search(t, max(0, s - 8), s)
        right = _RIGHT.match(t, e)
        if left is None or right is None:
            continue
        a, b = left.group(), right.group()
        if not (any(c.isdigit() for c in a) or any(c.isdigit() for c in b)):
            continue
        if not (a.isdigit() or b.isdigit()) and (len(a) > 4 or len(b) > 4):
            continue  # two words in capitals, not groups of a value
        line_start = t.rfind("\n", 0, s) + 1
        if "\t" in m.group():
            table = table_lines.get(line_start)
            if table is None:
                table = table_lines[line_start] = _table_row(t, line_start)
            if table:
                continue
        edits.append((s, e, " "))


def _table_row(t: str, line_start: int) -> bool:
    """Does the line hold a tab that parts anything but two groups of a value (a column of words, a label)?"""
    line_end = t.find("\n", line_start)
    line = t[line_start:] if line_end < 0 else t[line_start:line_end]
    for i, ch in enumerate(line):
        if ch != "\t":
            continue
        before = line[:i].rstrip(" \t")
        after = line[i:].lstrip(" \t")
        if not before or not after or not _LEFT.search(before) or not _RIGHT.match(after):
            return True
    return False
