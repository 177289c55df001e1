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
# (round 22) a keypad's code with its key or letter between the digits: "1 9 8 К", "2 5 8 0 #", "3 8 * 2 1", "7 3 4 B"
# (three digits at least, a star or a hash among them or one letter last; drawn together as "198К", "2580#")
_KEYED_SPLIT = re.compile(
    r"(?<![\w.\-/·#*])\d( ?[\-./·] ?| )[\d#*](?:\1[\d#*]){1,7}(?:\1[^\W\d_](?!\w))?(?![\w]|[\-./·] ?\d| \d)")
_NOT_KEY = re.compile(r"[^\w#*]")
# (round 23) an intercom's key button named in words between the digits: "kod 1 5 9 klucz potem 2", "3 8 1 ключ і
# потім 4", "code 3 8 6 key then 4", "7 1 4 clé puis 2", "2 6 8 Schlüssel dann 5", "9 3 1 llave y luego 7"; the
# digits are drawn together (the key word and the connectives become spaces); alone, with no code word, a number
_KEY_BUTTON_RUN = re.compile(
    r"(?<![\w.\-/·])(?:\d(?: \d){1,6}|\d{2,7}),? (?:klucz(?:yk)?|key|ключ(?:ик)?|cl[ée]|schl(?:ü|ue)ssel|llave|🔑)"
    r"(?:,? (?:i|und|y|et|and|і|и|a|e))?(?:,? (?:potem|pozniej|później|then|dann|danach|puis|ensuite|luego|despu[ée]s|"
    r"потім|затем|потом))?,? \d(?: \d){0,3}(?![\w]|[\-./·] ?\d| \d)", re.IGNORECASE)
_DIGIT_SPACE = re.compile(r"\d \d")
_KEY_AFTER_RUN = re.compile(r"\d{2,7},? (?:klucz|key|ключ|cl[ée]|schl(?:ü|ue)ssel|llave|🔑)", re.IGNORECASE)
_DIGITS = re.compile(r"\d")
_THREE_SPACED = re.compile(r"\d \d \d ")


def _keyed_runs(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _KEYED_SPLIT.finditer(text):
        kept = _NOT_KEY.sub("", m.group())
        if len(_DIGITS.findall(kept)) >= 3 and not kept.isdigit():
            out.append((m.start(), m.end(), kept))
    return out


def find_split_codes(text: str, findings: list[Finding], claimed: Claims) -> None:
    """Secrets (codes, PINs) written as single digits with separators in `text`, added to `findings`."""
    runs = [(m.start(), m.end(), _NOT_DIGIT.sub("", m.group())) for m in _SPLIT.finditer(text)]
    # (the digits before the key may come drawn together already: keyed_codes.py writes "kod 472 klucz i potem 9")
    if _DIGIT_SPACE.search(text) or _KEY_AFTER_RUN.search(text):
        buttons = [(m.start(), m.end(), _NOT_DIGIT.sub("", m.group())) for m in _KEY_BUTTON_RUN.finditer(text)]
        if buttons:
            runs = sorted(buttons + [r for r in runs if not any(s <= r[0] < e for s, e, _ in buttons)])
    keyed = _keyed_runs(text) if runs or "#" in text or "*" in text or _THREE_SPACED.search(text) else []
    # (a longer run with its key wins: "2 5 8 0 #")
    if keyed:
        runs = sorted(keyed + [r for r in runs if not any(s <= r[0] < e for s, e, _ in keyed)])
    if not runs:
        return
    from app.core.memory.privacy.detector.secrets import find_secrets

    parts = []
    pos = 0
    for start, end, digits in runs:
        parts.append(text[pos:start])
        parts.append(digits + " " * (end - start - len(digits)))
        pos = end
    parts.append(text[pos:])
    drawn = "".join(parts)
    found: list[Finding] = []
    find_secrets(drawn, found, Claims())
    from app.core.memory.privacy.detector.entry_codes import find_entry_codes  # "Klingelcode 5 5 * 1 9" (round 22)

    find_entry_codes(drawn, drawn.lower(), lambda reason, s, e: found.append(Finding(Kind.SECRET, reason, s, e)))
    for f in found:
        if f.kind is not Kind.SECRET:
            continue
        for start, end, _ in runs:
            if f.start <= start < f.end or start <= f.start < end:
                if not claimed.overlaps(start, end):
                    findings.append(Finding(Kind.SECRET, f.reason, start, end))
                    claimed.append((start, end))
                break
