"""Merging two memory lists line by line, with no line twice.

Two lines are the same when they differ only in case, spacing, a list bullet or the punctuation
at their end: "Lives in Kraków." and "lives in  kraków" are one fact.
"""
from __future__ import annotations

import re
import unicodedata

_BULLET = re.compile(r"^\s*(?:[-*\u2022\u2023\u2043\u25e6]|\d+[.)])\s+")
_TRAILING = re.compile(r"[\s.,;:!?\u2026\u3002]+$")


def clean_line(text: str) -> str:
    """A line as it is stored: one line, no bullet, no surrounding blanks."""
    text = " ".join(text.split())
    return _BULLET.sub("", text).strip()


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", clean_line(text)).casefold()
    return _TRAILING.sub("", text)


def merge_lines(existing: list[str], incoming: list[str]) -> list[str]:
    """The incoming lines to append to `existing`, in their order, without duplicates."""
    seen = {normalise(line) for line in existing}
    added: list[str] = []
    for line in incoming:
        text = clean_line(line)
        key = normalise(text)
        if not key or key in seen:
            continue
        seen.add(key)
        added.append(text)
    return added
