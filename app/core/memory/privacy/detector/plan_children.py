"""A child named with their school in the writer's weekly plan (round 39, rlists; set broad-zzz70): "Wochenplan\\nMo:
Finn Bergmann zur Grundschule am Rosenhügel, 7:50\\nDi: Schwimmen", "lun : déposer Léa Fontaine à l'école
Jules-Ferry, 8h20", "pon - Staś Nowicki do SP nr 12 na Ogrodowej na 8:00", "пн: Софійку Коваль у ліцей №142".

identity.py reads a named child's school behind "my son" / "ma fille", and school_children.py / class_pupils.py
behind a pupil's verb or a class ("goes to ... in Year 4", "z 2b"). A weekly plan has neither: its line is a weekday,
perhaps a verb of taking, dropping or collecting, a full name and the school - and only a child is taken to school on
a weekday morning. In en, pl, de, es, fr, uk and ru: a plan (at least two items of the message open with a weekday),
one of whose items holds, right after its weekday and the verb, a person's name (a capitalised given name and
surname, as identity.py's _is_person_name reads them) and then a school or nursery word (school_children's
SCHOOL_GATE) in the same item.
Green limits: a plan without a name at school ("Mo: Elternabend Grundschule"), a teacher or a title before the name
("Di: Frau Bergmann anrufen", "Mrs Clara Hopkins teaches ..."), a story's plan, a name after the school word (the
school's own: "école Jules-Ferry").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import NOT_GIVEN, SCHOOL_GATE, STORY, TEACHER

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_WEEKDAY = (r"(?i:mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|"
            r"thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lun|mar|mié|"
            r"mie|jue|vie|sáb|sab|dom|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|mer|jeu|ven|"
            r"sam|dim|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|pon|wt|śr|sr|czw|pt|sob|ndz|niedz|"
            r"poniedziałek|poniedzialek|wtorek|środa|sroda|czwartek|piątek|piatek|sobota|niedziela|пн|вт|ср|чт|пт|сб|нд|"
            r"вс|понеділок|вівторок|середа|четвер|п'ятниця|субота|неділя|понедельник|вторник|среда|четверг|пятница|"
            r"суббота|воскресенье)")
# an item opening with a weekday: at a line's start or after a comma or a semicolon
_DAY_ITEM = LazyPattern(r"(?m)(?:^|[,;])[ \t\-•*]*" + _WEEKDAY + r"\.?(?![\w'])")
# the verbs of taking a child to school or collecting it (optional)
_TAKE = (r"(?i:drop(?: off)?|take|bring|drive|walk|pick up|collect|zawieźć|zawiezc|odwieźć|odwiezc|zaprowadzić|"
         r"zaprowadzic|odprowadzić|odprowadzic|odebrać|odebrac|bringen|fahren|abholen|abgeben|llevar(?: a)?|dejar(?: a)?|"
         r"recoger(?: a)?|déposer|deposer|emmener|amener|conduire|récupérer|recuperer|aller chercher|відвести|відвезти|"
         r"завезти|забрати|отвести|отвезти|забрать)")
_PLAN_ITEM = LazyPattern(
    r"(?m)(?:^|[,;])[ \t\-•*]*" + _WEEKDAY + r"\.?[ \t]*[:\-–—]?[ \t]*(?:" + _TAKE + r"[ \t]+)?"
    rf"(?P<first>{_WORD})[ \t]+(?P<last>{_WORD})(?:[ \t]+{_WORD})?(?P<tail>[^\n,;(]{{0,60}})"
)
_TITLE = re.compile(r"(?i)^(?:mr|mrs|ms|miss|dr|prof|herr|frau|pan|pani|sr|sra|señor|señora|mme|mlle|monsieur|madame|"
                    r"пан|пані|господин|госпожа)$")


def plan_pupils(text: str, low: str, is_person_name: Callable[[str, str], bool]) -> list[tuple[int, int, str]]:
    """The spans (start, end, name) of a weekly plan's items that take a named child to their school (see the doc);
    the caller checks placeholders. `low` is `text` lower-cased, of the same length."""
    if not SCHOOL_GATE.search(low):
        return []
    if sum(1 for _ in zip(range(2), _DAY_ITEM.finditer(text))) < 2:
        return []
    out: list[tuple[int, int, str]] = []
    for m in _PLAN_ITEM.finditer(text):
        first, last = m.group("first"), m.group("last")
        if _TITLE.match(first) or first.lower() in NOT_GIVEN or last.lower() in NOT_GIVEN:
            continue
        if SCHOOL_GATE.search(low, m.start("first"), m.end("last")) or not is_person_name(first, last):
            continue  # (the school's own name: "lun: École Jules-Ferry")
        tail = low[m.start("tail"):m.end("tail")]
        if not SCHOOL_GATE.search(tail) or TEACHER.search(text, m.start(), m.end()):
            continue
        out.append((m.start("first"), m.end(), f"{first} {last}"))
    if out and STORY.search(text):
        return []
    return out


def find_plan_children(t: str, is_person_name: Callable[[str, str], bool],
                       is_placeholder: Callable[[str, str, None], bool]) -> list[Finding]:
    """Identity findings over the weekly plan items of normalised `t` that take a named child to school."""
    return [Finding(Kind.IDENTITY, "child's name with school or address", s, e)
            for s, e, name in plan_pupils(t, lower_keep_length(t), is_person_name) if not is_placeholder(t, name, None)]
