"""A person named, then called the writer's relative, then their home (round 36, the opened sets broad-zzz51..zzz55).

A delivery note, a form or a courier's text names the addressee and says who they are to the writer in an apposition
between the name and the address: "Margery Tillotson (my nan), 7 Hawthorn Rise, Whitby", "Stanisława Gołąb, moja babcia,
Wrzosowa 2, Olsztyn", "Hildegard Brandt, meine Oma, Am Anger 3", "Rosario Gil, mi abuela, C/ Mayor 4", "Odette Lemaire,
ma grand-mère, 7 rue des Tilleuls", "Ніна Коваленко, моя бабуся, вул. Садова 9", "Нина Кравцова (бабушка), ул. Садовая 9".
identity.py ties a name to the address right after it by a verb, a known given name, a title or a relative named BEFORE
the name; the apposition after it stood between the two and hid both.

Read here: at the end of the text before an address, a capitalised name of two or three words, then the relative's word
(identity._RELATIVE: mum, nan, babcia, Oma, abuela, mamie, бабуся, бабушка ...), perhaps after a possessive, in
parentheses or between commas or dashes. The role makes the name a person's (no given-name list needed).
Green: a venue or a firm before the address (home_cues.venue_before, checked by the caller), a placeholder person
(mockup_persons.py), a role that is not a relative ("Anna Nowak, księgowa, ul. ..." - an office's staff).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import speed_up

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_POSSESSIVE = (r"(?i:my|our|mój|moja|moje|nasz|nasza|mein|meine|unser|unsere|mi|mis|nuestr[oa]|mon|ma|notre|мій|моя|наш|"
               r"наша|мой)")
# the name, then the role in parentheses or between separators, at the end of the text before the address
_NAME_THEN_ROLE = re.compile(
    rf"(?<![\w-])(?P<first>{_WORD})[ \t]+(?P<last>{_WORD})(?:[ \t]+{_WORD})?"
    rf"(?:[ \t]*\([ \t]*(?:{_POSSESSIVE}[ \t]+)?(?P<kin1>[^\W\d_]+(?:-[^\W\d_]+)?)[ \t]*\)[ \t]*[,:–—-]?"
    rf"|[ \t]*[,–—-][ \t]*(?:{_POSSESSIVE}[ \t]+)?(?P<kin2>[^\W\d_]+(?:-[^\W\d_]+)?)[ \t]*[,:–—-])[ \t]*$"
)


def kin_named(before: str, relative: re.Pattern[str], is_person_name: Callable[[str, str], bool]) -> int:
    """Where in `before` (the text before an address) a name called the writer's relative starts, or -1."""
    if "(" not in before and "," not in before and "-" not in before and "–" not in before and "—" not in before:
        return -1
    m = _NAME_THEN_ROLE.search(before)
    if m is None:
        return -1
    kin = m.group("kin1") or m.group("kin2")
    if relative.fullmatch(kin) is None or not is_person_name(m.group("first"), m.group("last")):
        return -1
    return m.start()


speed_up(globals())
