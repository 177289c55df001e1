"""A code written digit by digit with a separator: "Code 3-7-1-5", "PIN 1.9.7.3", "kod 4/8/1/9", "код 2·5·0·8".

People split a door, key-box, alarm or card code into single digits so that it reads aloud well or
does not look like a number; the secret finders (secrets.py and its helpers) read a code as a run of
digits. Here the digits of every such run are drawn together (the separators moved behind them as
spaces, so that every position keeps its place) and the secret finders read that copy; a secret they
find on a drawn-together run is the user's code, its span the whole written run. Only runs of single
digits with one and the same separator between them (four to eight digits; a dash, dot, slash, middle dot or
space, maybe with spaces around it): "1.2" or "10.4.2024" are
not codes, and a run alone, with no code word the secret finders know, stays a number."""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import Finding, Kind

# single digits, the same separator between each two; not inside a longer dotted or dashed value
# (or a plain space: "Bestätigungscode: 4 8 2 9 1 7"; spaces around the separator as OCR and dictation leave them)
_SPLIT = re.compile(r"(?<![\w.\-/·])\d( ?[\-./·] ?| )\d(?:\1\d){2,7}(?![\w]|[\-./·] ?\d| \d)")
_NOT_DIGIT = re.compile(r"\D")


def find_split_codes(text: str, findings: list[Finding], claimed: Claims) -> None:
    """Secrets (codes, PINs) written as single digits with separators in `text`, added to `findings`."""
    runs = [m.span() for m in _SPLIT.finditer(text)]
    if not runs:
        return
    from app.core.memory.privacy.detector.secrets import find_secrets

    parts = []
    pos = 0
    for start, end in runs:
        digits = _NOT_DIGIT.sub("", text[start:end])
        parts.append(text[pos:start])
        parts.append(digits + " " * (end - start - len(digits)))
        pos = end
    parts.append(text[pos:])
    drawn = "".join(parts)
    found: list[Finding] = []
    find_secrets(drawn, found, Claims())
    for f in found:
        if f.kind is not Kind.SECRET:
            continue
        for start, end in runs:
            if f.start <= start < f.end or start <= f.start < end:
                if not claimed.overlaps(start, end):
                    findings.append(Finding(Kind.SECRET, f.reason, start, end))
                    claimed.append((start, end))
                break
