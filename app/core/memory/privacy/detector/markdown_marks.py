"""Markdown's quote and bold markers around a value or a person, read as the plain text a reader sees (round 38).

People paste what they mean to have formatted straight from a chat or a notes app: an address block quoted line by
line ("> **Barbara Kołodziej**" / "> ul. Wrzosowa 14/3" / "> 31-422 Kraków", then "format this as a return address"),
a name or a number in bold ("sąsiad **Robert Mazur**", "**PESEL 44051401359**"). The rules read a line's start, a
name's edge and a value's edge: the "> " before each line and the "**" around a word hid all of them (broad-zzz63: a
quoted name and address 0 of 7, in every language). `markdown_edits` drops those markers from the normalised text -
the spans still map to what was typed -, so the readers' own keywords and checks decide, as on the plain block.

Dropped: a quote's ">" (and ">>") with its one space at the start of a line, and a "**" pair holding text on one line
("**Name**", "**SP nr 47**"). Left as typed: inline code in backticks (markup.py reads a value in code as no one's:
":issue:`31945`"), "__" pairs (Python's "__init__"), a single "*" (a list's bullet, a footnote, a multiplication),
a ">" inside a line (arrows, "x > 3", HTML).

Green limits: nothing is added, only markup removed: bold around a harmless number or a company's quoted letterhead is
read as that text is read without the markup (green).
"""
from __future__ import annotations

import re

# a quote's markers at a line's start: "> ", ">> ", "> > " (a space after each, or the line's end)
_QUOTE = re.compile(r"(?m)^[ \t]{0,3}(?:>[ \t]?)+")
# a bold pair holding text on one line, with no space just inside either marker (so "2 ** 10 ** 3" stays)
_BOLD = re.compile(r"\*\*(?=[^\s*])[^*\n]{1,200}?(?<=[^\s*])\*\*")


def may_mark(t: str) -> bool:
    """The cheap gate: a "**", or a ">" opening the text or a line."""
    return "**" in t or t.startswith((">", " >")) or "\n>" in t or "\n >" in t


def markdown_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append (start, end, "") for every quote marker opening a line and both markers of every bold pair in `t`."""
    if ">" in t:
        for m in _QUOTE.finditer(t):
            if m.end() > m.start():
                edits.append((m.start(), m.end(), ""))
    if "**" in t:
        for m in _BOLD.finditer(t):
            edits.append((m.start(), m.start() + 2, ""))
            edits.append((m.end() - 2, m.end(), ""))
