"""A secret remembered only in part (round 31): the writer shows the pieces they remember and says the rest is gone.

"pin do karty to chyba 7 2 coś coś, nie pamiętam reszty", "El pin del móvil de mi padre era 3-0-algo, no me acuerdo",
"пін, здається, починається на 8 3, решту не пам'ятаю", "hasło do starego NAS-a było jakieś Kot..coś..2018", "the old
jenkins password was something like Bluefin-something-2019": the value holds a filler word where the forgotten part
goes ("coś", "something", "algo", "irgendwas", "quelque chose", "truc", "щось", "что-то"), or its sentence says the
rest is not remembered. A half-remembered value identifies nothing on its own (yellow: worth a look, not a block).

- `forgotten_spans` (partial.py): the pieces' spans, so that the learned model does not score them;
- `drop_half_remembered` (verdict.py): a rule's password or PIN whose value holds the filler word.

A value given whole stays red: "hasło to Kot2018, coś mi się wydaje że za krótkie" has no filler inside the value, and
"I don't remember if I changed it, the PIN is 4471" gives four digits with nothing forgotten between them - the rest
word must follow the pieces within their sentence and the pieces are at most three characters apart ("7 2", "3-0",
"8 3": one to three digits, the spaced start of a code).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

# the word that stands for the forgotten part
_WORDS = (r"co[śs]|something|somethin|smth|algo|irgendwas|irgendetwas|etwas|quelque ?chose|truc|machin|щось|что-?то|"
          r"чтото|шось")
_FILLER = _WORDS + r"|x{2,}|\?{2,}"
_FILLER_IN_VALUE = re.compile(r"(?<![^\W\d_])(?:" + _WORDS + r")(?![^\W\d_])")
# the pieces, then the filler joined to them: "7 2 coś coś", "3-0-algo", "Kot..coś..2018"
_PIECES_FILLER = re.compile(
    r"(?<![\w\-])(?P<num>\d{1,3}(?:[ \-.]{1,2}\d{1,3}){0,3})[ \-.]{1,3}(?:" + _FILLER + r")(?![^\W\d_])"
)
# the rest said forgotten, after the pieces in their sentence
_REST_FORGOTTEN = (
    r"(?:nie pamiętam|nie pamietam|zapomniał\w*|don['’]?t remember|do not remember|can['’]?t remember|cannot remember|"
    r"forgot|forgotten|don['’]?t recall|no me acuerdo|no recuerdo|olvid[ée]|se me olvid\w*|"
    r"(?:wei(?:ß|ss) (?:ich )?(?:\w+ )?nicht mehr)|vergessen|"
    r"(?:je )?ne (?:me )?(?:souviens|rappelle) (?:plus|pas)|oubli[ée]\w*|"
    r"не пам['’]ятаю|забув|забула|не помню|забыл\w*)"
)
_PIECES_FORGOTTEN = re.compile(
    r"(?<![\w\-+])(?P<num>\d{1,3}(?:[ \-]\d{1,3}){0,2})(?![\w\-]|[ \-]\d)[^.!?\n\d]{0,40}?(?<![^\W\d_])" + _REST_FORGOTTEN
)
_GATE = re.compile(r"co[śs]|some|smth|algo|irgend|etwas|chose|truc|machin|щось|что|шось|xx|\?\?|pami|forg|remem|recall|"
                   r"acuerdo|recuerdo|olvid|wei|vergess|souvien|rappel|oubli|пам|забу|помн|забы")


def forgotten_spans(t: str) -> list[tuple[int, int]]:
    """Spans of `t` holding the remembered pieces of a value whose rest is said forgotten (lower-cased text)."""
    if _GATE.search(t) is None:
        return []
    out = [m.span() for m in _PIECES_FILLER.finditer(t)]
    out += [m.span("num") for m in _PIECES_FORGOTTEN.finditer(t)]
    return out


_SECRET_REASONS = ("password", "PIN code", "door or alarm code")


def drop_half_remembered(t: str, findings: list[Finding], rejected: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without a rule's password or code whose value holds a filler word ("Kot..coś..2018",
    "Bluefin-something-2019"): a half-remembered value (`t` lower-cased)."""
    kept = []
    for f in findings:
        if f.kind is Kind.SECRET and f.reason in _SECRET_REASONS and _FILLER_IN_VALUE.search(t, f.start, f.end):
            rejected.append((f.start, f.end))
            continue
        kept.append(f)
    return kept


def may_be_half(t: str) -> bool:
    """The cheap test before `drop_half_remembered` (`t` lower-cased)."""
    return _GATE.search(t) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
