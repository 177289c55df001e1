"""A value's groups parted by dots or slashes, read as the spaces a reader sees there (round 22).

A form, a phone's autocorrect or a pasted letter parts a value's groups with dots or slashes instead of spaces:
"kod BLIK 582.917", "NI number MB.97.31.71.D", "SIRET 299/437/053/77230", "matrícula 4821.LKT", "код 318/907 з SMS".
The value readers (and the learned model) expect spaces or dashes between groups. `mark_edits` rewrites such marks
as spaces in the normalised text: the readers' own keywords and checks decide, a dot or slash only stops being a
wall between groups.

Not rewritten: a date ("12.05.2026", "2026/05/12", "05/30"), four groups of digits or more (an IP address, a
firmware's version "06.43.28.91.57", a dotted phone: the phone reader wants a phone word before those), three groups of digits or more in thousands ("28.378.570 C", a DNI as printed), two groups unless both have three
or four characters ("3.14", "1.200", "14.30", "2024/25"), a group of five
characters or more (a number written with its own marks: "NSS 28/10457893/69", "6.02214076"), a path or a URL (a mark
before or after the run), runs whose marks differ ("12.05/2026").

Found by benchmarks/privacy_perturb.py (dots, slashes): at 18ccae9 one red value in twelve turned green with dots
between its groups, one in fifteen with slashes (one-time codes, NINOs, plates, SIRETs).
"""
from __future__ import annotations

import re

_GATE = re.compile(r"[0-9A-Z][./][0-9A-Z]")
# groups of digits and capitals parted by one dot or one slash, not inside a path, a URL or a longer number
# (groups of four at most: a longer group is a number of its own kind, written with its marks - "NSS 28/10457893/69",
# "atestado 28079/26/004512", "6.02214076", "kompilacja 26100.2314")
_RUN = re.compile(r"(?<![\w.,/:\-+@#])\+?[0-9A-Z]{1,4}(?:[./][0-9A-Z]{1,4})+(?![\w]|[./:,\-@]\w)")
_DATE = re.compile(r"\d{1,2}([./])\d{1,2}(?:\1(?:\d{2}|\d{4}))?|\d{4}([./])\d{1,2}\2\d{1,2}|\d{1,2}[./]\d{4}")


def _rewritable(run: str) -> bool:
    marks = {c for c in run if c in "./"}
    if len(marks) != 1:
        return False
    groups = run.lstrip("+").split(marks.pop())
    digits = sum(c.isdigit() for c in run)
    if digits < 4 or not all(any(c.isdigit() for c in g) or len(g) <= 4 for g in groups):
        return False
    if _DATE.fullmatch(run):
        return False
    if len(groups) >= 3 and all(g.isdigit() for g in groups) and all(len(g) == 3 for g in groups[1:]):
        return False  # a number in thousands: "28.378.570 C" (a DNI as Spain prints it), "1.234.567"
    if len(groups) >= 4 and all(g.isdigit() for g in groups):
        return False  # an IP address, a firmware's version, a dotted phone (phones.py reads those after a phone word)
    if len(groups) == 2 and not all(3 <= len(g) <= 4 for g in groups):
        return False  # a decimal number, an amount ("1.200"), a time ("14.30"), a season ("2024/25")
    return True


def mark_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append (i, i + 1, " ") for every dot or slash between the groups of a value in `t`."""
    if _GATE.search(t) is None:
        return
    for m in _RUN.finditer(t):
        if _rewritable(m.group()):
            edits.extend((m.start() + i, m.start() + i + 1, " ") for i, c in enumerate(m.group()) if c in "./")
