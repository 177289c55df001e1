"""Round 44 (rall): a named child with their school or nursery - the child named after "my son" / "córka" / "доньку",
or starting at a nursery, with the school told by its number or its name.

school_children.py reads "Ellie Brandwood goes to St Anne's Primary in Year 4" (a name, a pupil's verb right after it, a
school and a class); ferried_children.py "I pick up Amelia Stroud from Oakfield Primary". Parents asking to leave work
early, writing to a nursery or a teacher, name the child otherwise (sets broad-zzz88, 90, 93, 95):
- KIN NAMED: a child's kin word right before the full name ("syn Kuba Nowak ma występ w SP nr 12", "у доньки Софії
  Ткаченко виступ у ліцеї № 142", "забираю доньку Соломію Гнатюк з ліцею № 5", "Córka, Hania Lis, jest w klasie ... w
  SP 4", "my daughter Ivy Marsh has a concert at St Mary's Primary");
- STARTS: a full name opening the sentence, a time after it, then a verb of attending or starting, and a nursery or a
  school ("Zosia Pawlak od września chodzi do Żłobka Miejskiego nr 4", "Злата Ткаченко з понеділка ходить у ЗДО №
  112", "Ben Schulte fängt am 1. Februar in der Kita Sonnenblume an").
The school: a school or nursery word with its number ("SP nr 12", "ліцей № 142", "ЗДО № 112", "школа №45", "Żłobek
Miejski nr 4", "P.S. 87") or a school by its name (school_children's NAMED_PRIMARY, ferried_children's NAMED_SCHOOL).
Green limits: no name ("my son's school is SP 12"), a school with no child ("SP nr 12 has a new head"), a teacher or a
title before the name, a placeholder ("Jan Kowalski"), a story.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.ferried_children import NAMED_SCHOOL
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import NAMED_PRIMARY, NOT_GIVEN, STORY, TEACHER, TITLE_BEFORE

_REASON = "child's name with school or address"

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_NAME = rf"(?P<first>{_WORD})\s+(?P<last>{_WORD})(?!\w)"

# a child's kin word, in the cases a name follows it in ("доньку Соломію", "у доньки Софії", "syna Kubę")
_KIN_CHILD = (
    r"(?i:my (?:son|daughter|boy|girl|kid|stepson|stepdaughter|grandson|granddaughter)|our (?:son|daughter)|"
    r"(?:mein(?:em|en)? |unser(?:em|en)? )?(?:sohn|tochter|enkel|enkelin)|"
    r"syn(?:a|owi|em)?|c[óo]rk[aięą]|c[óo]reczk[aięą]|wnuk(?:a|owi)?|wnuczk[aięą]|"
    r"(?:у |в )?(?:син(?:а|ові|у)?|донь?к[аиіу]|дочк[аиіу]|онук(?:а|ові)?|онучк[аиіу]|сын(?:а|у)?|доч(?:ь|ери|ку)|"
    r"внук(?:а|у)?|внучк[аиу])|"
    r"(?:mi |nuestr[oa] )?(?:hij[oa]|niet[oa])|(?:mon |notre |ma )?(?:fils|fille|petit-fils|petite-fille))"
)
_KIN_NAMED = LazyPattern(rf"(?<!\w){_KIN_CHILD},?\s+{_NAME}")
# a name opening the sentence, a few words (a time), a verb of attending or starting
_STARTS = LazyPattern(
    rf"(?:^|(?<=[.!?:;\n]\s)|(?<=\n)){_NAME}(?:\s+[\w.'’]+){{0,4}}?\s+(?i:chodzi|zacz(?:yna|nie|[ęe]ła|ął)|idzie|"
    r"ходить|ходитиме|ходит|будет ходить|піде|пойд[её]т|почина[єе]|начина[ие]т|"
    r"geht|f[äa]ngt|startet|kommt|besucht|attends|starts|started|goes|is starting|joins|"
    r"va|empieza|comienza|entra|commence|entre|rentre|intègre)(?!\w)"
)
# a school or a nursery with its number
_NUMBERED = LazyPattern(
    r"(?i:(?<!\w)(?:sp|szko[łl]\w*|przedszkol\w*|[żz][łl]ob\w*|liceum|ліце\w*|лице\w*|школ\w*|гімназ\w*|гимназ\w*|"
    r"здо|днз|зош|дошкільн\w*|садо?[чк]\w*|ясл\w*|детск\w+ сад\w*|school|nursery|kita|grundschule|colegio|escuela|"
    r"ceip|[ée]cole|coll[èe]ge|lyc[ée]e|cr[èe]che|p\.s\.)"
    # its number: after "nr", "№", "no." (a word or two between: "Żłobka Miejskiego nr 4"), or right after the word
    # ("SP 4", "P.S. 87") - not a time ("school starts at 8", "SP 8:15")
    r"(?:(?:\s+\w+){0,2}?\s*(?:nr\.?|№|n[ºo°]\.?|no\.)\s*\d{1,4}|\s+\d{1,4}(?![\d:.,]\d|\d)))"
)
_GATE = word_gate(
    "son", "daughter", "boy", "girl", "kid", "sohn", "tochter", "enkel", "syn", "córk", "córeczk", "wnuk", "wnuczk",
    "син", "донь", "доньк", "дочк", "онук", "онучк", "сын", "доч", "внук", "внучк", "hij", "niet", "fils", "fille",
    "chodzi", "zaczyna", "zacznie", "zaczęła", "zaczął", "idzie", "ходить", "ходитиме", "ходит", "піде", "пойд",
    "почина", "начина", "geht", "fängt", "startet", "kommt", "besucht", "attends", "starts", "started", "goes",
    "starting", "joins", "va", "empieza", "comienza", "entra", "commence", "entre", "rentre", "intègre",
)
_SCHOOL = word_gate(
    "sp", "szko", "przedszkol", "żłob", "liceum", "ліце", "лице", "школ", "гімназ", "гимназ", "здо", "днз", "зош",
    "дошкільн", "сад", "садок", "садоч", "ясл", "school", "nursery", "kita", "grundschule", "colegio", "escuela", "ceip",
    "école", "collège", "lycée", "crèche", "primary", "infants", "kindergarten", "preschool", "guarder", "academy",
    "elementary", "початков", "дитяч", "детск",
)
_STOP = re.compile(r"(?<!\d)\.\s|[!?\n;]\s|[.!?]$")  # (not "am 1. Februar": a date's dot)


def _school_in(t: str, start: int, end: int) -> bool:
    return bool(_NUMBERED.search(t, start, end) or NAMED_PRIMARY.search(t, start, end)
                or NAMED_SCHOOL.search(t, start, end))


def find_kin_pupils(t: str, is_person_name: Callable[[str, str], bool],
                    is_placeholder: Callable[[str, str, None], bool]) -> list[Finding]:
    """Identity findings over the sentences of normalised `t` naming the writer's child with a kin word, or a child
    starting at a nursery or school, with the school by its number or name (see the doc)."""
    if not opens(t, _GATE) or not opens(t, _SCHOOL):
        return []
    for pattern in (_KIN_NAMED, _STARTS):
        for m in pattern.finditer(t):
            first, last = m.group("first"), m.group("last")
            if first.lower() in NOT_GIVEN or last.lower() in NOT_GIVEN or not is_person_name(first, last):
                continue
            if TITLE_BEFORE.search(t, max(0, m.start("first") - 12), m.start("first")):
                continue
            before = max((s.end() for s in _STOP.finditer(t, 0, m.start())), default=0)
            stop = _STOP.search(t, m.end())
            end = stop.start() if stop else len(t)
            if not _school_in(t, before, end) or TEACHER.search(t, before, end):
                continue
            if is_placeholder(t, f"{first} {last}", None) or STORY.search(t):
                continue
            return [Finding(Kind.IDENTITY, _REASON, m.start("first"), end)]
    return []
