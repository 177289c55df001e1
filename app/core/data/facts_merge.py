"""Merging two memory lists line by line, with no fact twice.

"The same fact" has one definition, the saved-memory layer's `fact_key` (facts/budget.py): lines
that differ only in case, spacing, a list bullet or the punctuation at their end are one fact, so
"Lives in Kraków." and "lives in  kraków" merge into one line. An added line is stored as the file
has it, on one line without its bullet; the next write of the list cleans it like any other.
"""
from __future__ import annotations

import re

from app.core.memory.facts.budget import fact_key

_BULLET = re.compile(r"^\s*(?:[-*\u2022\u2023\u2043\u25e6]|\d+[.)])\s+")


def clean_line(text: str) -> str:
    """A line as it is stored: one line, no bullet, no surrounding blanks."""
    text = " ".join(text.split())
    return _BULLET.sub("", text).strip()


def merge_lines(existing: list[str], incoming: list[str]) -> list[str]:
    """The incoming lines to append to `existing`, in their order, without duplicates."""
    seen = {fact_key(line) for line in existing}
    added: list[str] = []
    for line in incoming:
        text = clean_line(line)
        key = fact_key(text)
        if not key or key in seen:
            continue
        seen.add(key)
        added.append(text)
    return added
