"""Value types shared by the local privacy detector's modules (re-exported by privacy_detector)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum


class Kind(str, Enum):
    """What a red finding is about.

    The values follow the `kind` field of the privacy benchmark where one exists: `identifier`
    (cards, IBANs, phones, e-mails, ID numbers), `health`, `finance`, `relationship` (intimate and
    private life: affairs, divorce, sex, abuse, drug use, family conflict) and `identity` (a
    person's name with their home address, licence plate or date of birth). `secret` has no
    counterpart in the shared dev file, which files passwords, PINs and API keys under `identifier`;
    the broad sets in benchmarks/data/privacy/ use it. `sexuality`, `beliefs` (religion, political
    affiliation, trade-union membership) and `ethnicity` are the remaining special categories of
    personal data that PRODUCT.md's seed 000 names.
    """

    IDENTIFIER = "identifier"
    SECRET = "secret"
    HEALTH = "health"
    FINANCE = "finance"
    RELATIONSHIP = "relationship"
    IDENTITY = "identity"
    SEXUALITY = "sexuality"
    BELIEFS = "beliefs"
    ETHNICITY = "ethnicity"


@dataclass(frozen=True)
class Finding:
    kind: Kind
    reason: str  # short and human readable, e.g. "payment card number"
    start: int  # text[start:end] is the private part
    end: int


# Order in which findings are reported: the most concrete evidence first.
KIND_RANK = {
    Kind.SECRET: 0,
    Kind.IDENTIFIER: 1,
    Kind.IDENTITY: 2,
    Kind.HEALTH: 3,
    Kind.FINANCE: 4,
    Kind.RELATIONSHIP: 5,
    Kind.SEXUALITY: 6,
    Kind.BELIEFS: 7,
    Kind.ETHNICITY: 8,
}


def lower_keep_length(text: str) -> str:
    """text.lower(), except characters whose lower case is longer ("İ"), so that indexes into the
    result are indexes into `text`: patterns can run on the lower-cased copy and report spans."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


# ---------------------------------------------------------------- faster pattern starts
#
# A pattern that opens with a word boundary or a look-behind ("\b(?:my|our) ...", "(?<![\w-])wife")
# makes the regex engine try it at every position of the text. The same pattern with the check moved
# behind its first letter ("m(?<!\w.)y ...") opens with a plain letter, and the engine jumps from one
# possible first letter to the next. Moving is exact: at the position after a letter, `(?<!X.)` holds
# where `(?<!X)` held before that letter (a letter is never a line break, so `.` matches it).

def _class_end(s: str, i: int) -> int:
    """Index just past the character class that starts at s[i] == '['."""
    j = i + 1
    if j < len(s) and s[j] == "^":
        j += 1
    if j < len(s) and s[j] == "]":
        j += 1
    while j < len(s) and s[j] != "]":
        j += 2 if s[j] == "\\" else 1
    if j >= len(s):
        raise ValueError("unterminated class")
    return j + 1


def _group_end(s: str, i: int) -> int:
    """Index just past the group that starts at s[i] == '('."""
    depth = 0
    j = i
    while j < len(s):
        ch = s[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(s, j)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    raise ValueError("unbalanced group")


def _alternatives(body: str) -> list[str]:
    """The top-level alternatives of a group's body."""
    alts, start, depth, j = [], 0, 0, 0
    while j < len(body):
        ch = body[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            j = _class_end(body, j)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            alts.append(body[start:j])
            start = j + 1
        j += 1
    alts.append(body[start:])
    return alts


def _after_first_letter(s: str, check: str) -> str | None:
    """`s` with `check` inserted after the letter every match of `s` starts with; None if unsure."""
    if not s:
        return None
    if s[0].isalpha():
        if s[1:2] and s[1] in "?*+{":
            return None
        return s[0] + check + s[1:]
    if s.startswith("(?:"):
        end = _group_end(s, 0)
        if s[end:end + 1] and s[end] in "?*+{":
            return None
        alts = [_after_first_letter(a, check) for a in _alternatives(s[3:end - 1])]
        if any(a is None for a in alts):
            return None
        return "(?:" + "|".join(alts) + ")" + s[end:]  # type: ignore[arg-type]
    return None


def skip_ahead(pattern: str) -> str:
    """`pattern` rewritten so that it opens with a letter (same matches, same spans), or unchanged
    when it does not open with \\b or look-behinds followed by letters."""
    checks = []
    i = 0
    try:
        while True:
            if pattern.startswith(r"\b", i):
                checks.append(r"(?<!\w.)")  # before a letter, \b means: no word character before it
                i += 2
            elif pattern.startswith(("(?<!", "(?<="), i):
                end = _group_end(pattern, i)
                checks.append(pattern[i:end - 1] + ".)")
                i = end
            else:
                break
        if not checks:
            return pattern
        moved = _after_first_letter(pattern[i:], "".join(checks))
    except ValueError:
        return pattern
    return pattern if moved is None else moved


def speed_up(namespace: dict) -> None:
    """Recompile a module's patterns with `skip_ahead` (call at the end of the module). Patterns
    under IGNORECASE or VERBOSE are left alone: the engine cannot skip ahead by a cased letter, and
    verbose source is not read here."""
    for name, value in list(namespace.items()):
        if isinstance(value, re.Pattern) and isinstance(value.pattern, str) \
                and not value.flags & (re.IGNORECASE | re.VERBOSE):
            faster = skip_ahead(value.pattern)
            if faster != value.pattern:
                namespace[name] = re.compile(faster, value.flags)
