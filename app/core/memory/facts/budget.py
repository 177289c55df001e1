"""Keeping the facts list well formed and under budget, without a model.

`normalise` turns whatever a model (or an import) produced into clean one-line facts;
`positional_trim` is the last safeguard under the compaction pass: it keeps lines in list order
until the budget is spent, but lines about who the user is go first, so the cut falls on the rest.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from app.core.memory.facts.model import MAX_LINE_CHARS, MAX_TOKENS
from app.core.memory.policy import PLACEHOLDER
from app.core.providers.tokens import count_tokens

BULLET = "- "
_LEADING_MARKER = re.compile(r"^(?:[-*•·▪‣◦–—>]+\s*|\(?\d{1,3}[.)]\s+|\[[ xX]?\]\s+)+")
_SPACE = re.compile(r"\s+")
_CLOSING = re.compile(r"[\s.,;:!?\u2026\u3002]+$")


def render(lines: Iterable[str]) -> str:
    """The list as stored and injected: one bullet line per fact."""
    return "\n".join(BULLET + line for line in lines)


def list_tokens(lines: Iterable[str]) -> int:
    lines = list(lines)
    return count_tokens(render(lines)) if lines else 0


def clean_line(text: str) -> str:
    """One fact on one line: no control characters, bullets, numbering or runs of spaces."""
    chars = []
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cs":            # a lone surrogate cannot be stored as UTF-8
            continue
        if category in ("Cc", "Cf", "Zl", "Zp") and ch not in "\u200d":
            chars.append(" ")
        else:
            chars.append(ch)
    line = _SPACE.sub(" ", "".join(chars)).strip()
    line = _LEADING_MARKER.sub("", line).strip()
    if len(line) > MAX_LINE_CHARS:
        cut = line[:MAX_LINE_CHARS]
        space = cut.rfind(" ")
        line = (cut[:space] if space > MAX_LINE_CHARS // 2 else cut).rstrip(" ,;:-")
    return line


def fact_key(line: str) -> str:
    """What makes two lines the same fact, everywhere (a rewrite, an edit, an import's merge): the
    same clean line up to case, Unicode form and closing punctuation, so "Lives in Kraków." and
    "- lives in  kraków" are one fact."""
    return _CLOSING.sub("", unicodedata.normalize("NFKC", clean_line(line)).casefold())


def normalise(lines: Iterable) -> list[str]:
    """Clean lines, in order: multi-line entries split, empties, duplicates (the same fact_key) and
    anything carrying the privacy placeholder dropped. Non-strings are ignored."""
    out: list[str] = []
    seen: set[str] = set()
    for entry in lines:
        if not isinstance(entry, str):
            continue
        for part in re.split(r"[\r\n\u2028\u2029\x0b\x0c\x85]+", entry):
            line = clean_line(part)
            if not line or PLACEHOLDER in line:
                continue
            key = fact_key(line)
            if key in seen:
                continue
            seen.add(key)
            out.append(line)
    return out


def is_well_formed(lines: list[str]) -> bool:
    return all(isinstance(line, str) and line and line == clean_line(line) for line in lines) and \
        len({fact_key(line) for line in lines}) == len(lines)


# ----- who the user is: the lines a shortening must not sacrifice ------------------------------
_IDENTITY = re.compile(
    r"\b(?:name|named|called|goes by|nickname|i am|i'm|born|birthday|age[ds]?|years? old|lives?|living|"
    r"moved to|from|home|works?|working|job|profession|occupation|employ\w*|student|studies|retired|"
    r"wife|husband|partner|spouse|married|fianc\w*|girlfriend|boyfriend|son|daughter|child(?:ren)?|kids?|"
    r"mother|father|mom|mum|dad|parents?|brother|sister|sibling|family|grand\w*|"
    r"prefers?|preference|always|never|vegan|vegetarian|pronouns?|speaks|language|"
    r"imi[eę]|nazywa|mieszka|pracuje|praca|urodzi\w*|żona|zona|mąż|maz|syn|córk\w*|cork\w*|dzieci|"
    r"rodzin\w*|mam[aeyę]|tat[aeyę]|brat|siostr\w*|woli|preferuje|zawsze|nigdy)\b",
    re.IGNORECASE,
)


def is_identity(line: str) -> bool:
    """Durable facts about who the user is: name, family, work, home, standing preferences."""
    return bool(_IDENTITY.search(line))


def positional_trim(lines: list[str], limit: int = MAX_TOKENS) -> list[str]:
    """Keep lines in order until `limit` tokens, identity lines first; the result keeps the
    original order. The last safeguard: it always returns a list within the limit."""
    lines = normalise(lines)
    if list_tokens(lines) <= limit:
        return lines
    order = ([i for i, line in enumerate(lines) if is_identity(line)]
             + [i for i, line in enumerate(lines) if not is_identity(line)])
    kept: set[int] = set()
    spent = 0
    for i in order:
        cost = count_tokens(BULLET + lines[i]) + 1  # + the newline that joins it
        if spent + cost > limit:
            continue
        kept.add(i)
        spent += cost
    result = [lines[i] for i in sorted(kept)]
    # Per-line counts are close to, not exactly, the count of the joined text: settle on the truth.
    while result and list_tokens(result) > limit:
        drop = next((i for i in range(len(result) - 1, -1, -1) if not is_identity(result[i])), len(result) - 1)
        result.pop(drop)
    return result
