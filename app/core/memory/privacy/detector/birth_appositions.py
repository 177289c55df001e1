"""A named person, the rest of the clause, then a comma and the birth date as an apposition (round 28).

"Melde bitte Karla Weinhold an, geboren am ...": a verb's object is named, the verb phrase goes on (a German verb's
particle, where or what for: "für den Schwimmkurs an", "au club de judo", "na szczepienie", "al campamento",
"up for the junior league", "до кардіолога") and only then comes ", born ..." / ", geboren am ..." / ", née le ...".
identity.py reads the name right before the birth word; here up to eight words in lower case (or a weekday) may stand
between the name and the comma.
Green limits: the pair must be a person's name (a known given name, or a name's shape: identity.py's tests), not a
placeholder, not a date before 1920 and not a question about a public person's birthday (identity.py's `_trivia`).
"""
from __future__ import annotations

import re
from types import ModuleType

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import speed_up

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
# a word of the clause's rest: lower case (elisions too: "l'école"), or a weekday ("on Tuesday", "am Montag")
_REST = (rf"(?:[{_LOW}][{_LOW}'’\-]*|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Montag|Dienstag|"
         r"Mittwoch|Donnerstag|Freitag|Samstag|Sonntag))")
_NAMED_OBJECT = re.compile(
    rf"(?<![\w-])(?P<first>{_WORD})\s+(?P<last>{_WORD})(?:\s+{_REST}){{1,8}}\s*,\s*$"
)


def named_before(text: str, at: int, base: ModuleType) -> re.Match[str] | None:
    """The name (groups first, last) whose clause ends in the comma right before the birth word at `at`, or None."""
    m = _NAMED_OBJECT.search(text, max(0, at - 80), at)
    if m is None:
        return None
    first, last = m.group("first"), m.group("last")
    if not base._is_person_name(first, last):
        return None
    if not (base._given_name(first) or base.person_shaped(first, last)):
        return None
    return m


speed_up(globals())
