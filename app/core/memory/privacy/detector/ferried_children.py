"""A named child the writer takes to or collects from a named school (round 42, rrel; sets broad-zzz85): "Car-pool rota:
I pick up Amelia Stroud from Oakfield Primary on Tuesdays", "Je dépose Lina Haddad à l'école élémentaire Jules-Ferry de
Montreuil le jeudi", "Ich hole Mia Brandhorst montags von der Grundschule am Lindenweg ab".

school_children.py reads a named child as the SUBJECT of a pupil's verb ("Amelia Stroud goes to Oakfield Primary"),
class_pupils.py by the class after the name, plan_children.py in a weekly plan's items. In a car-pool the child is the
OBJECT of the writer's verb of taking or collecting, and only a child is taken to and collected from a primary school
or a nursery: the writer's first-person verb ("I pick up", "we drop off", "je dépose", "je récupère", "ich hole",
"ich bringe", "llevo a", "recojo a", "odbieram", "zawożę", "забираю", "відвожу", "отвожу"), right after it a full
name (a capitalised given name and surname, as identity.py's _is_person_name reads them), and in the same sentence a
school named by its own name (school_children's NAMED_PRIMARY: "Oakfield Primary", "Grundschule am Lindenweg",
"école élémentaire Jules-Ferry", "CEIP Miguel Hernández", "SP nr 12", "школа №45"; or "... School", "... Academy").
Green limits: no name (a pronoun, "my son"), a school without a child, a name that is the school's own ("I drop the
parcel at Jules Ferry Primary"), a placeholder ("John Doe": identity.py checks), a story.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import NAMED_PRIMARY, NOT_GIVEN, STORY, TEACHER, TITLE_BEFORE

_REASON = "child's name with school or address"

# the first-person verbs of taking or collecting (typed plain too: word_gate adds those spellings)
_GATE = word_gate("pick", "drop", "collect", "fetch", "take", "drive", "bring", "dépose", "récupère", "emmène",
                  "accompagne", "conduis", "chercher", "hole", "bringe", "fahre", "abhole", "recojo", "llevo", "busco",
                  "dejo", "acompaño", "buscar", "walk", "school run", "prends", "nehme", "begleite", "odbieram", "zawożę", "odwożę", "odprowadzam", "zabieram", "wożę", "забираю",
                  "відвожу", "завожу", "вожу", "отвожу")

# and the named school's words (NAMED_PRIMARY's, NAMED_SCHOOL's): the verbs alone open on most chat turns
_SCHOOL = word_gate("primary", "infants", "nursery", "kindergarten", "preschool", "grundschule", "kita", "przedszkol",
                    "szko", "sp", "ceip", "escuela", "guarder", "école", "crèche", "школ", "садок", "сад", "school",
                    "academy", "elementary")

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_FERRY = LazyPattern(
    r"(?<!\w)(?:(?i:(?:i|we)(?:'ll| will| usually| always| also)? (?:pick up|picks up|drop off|drop|collect|fetch|take|"
    r"drive|bring|do the school run for|walk)|je (?:dépose|depose|récupère|recupere|emmène|emmene|accompagne|conduis|"
    r"vais chercher|prends)|ich (?:hole|bringe|fahre|nehme|begleite)|(?:recojo|llevo|busco|dejo|acompaño|acompano|"
    r"paso a buscar) a|(?:odbieram|zawożę|zawoze|odwożę|odwoze|odprowadzam|zabieram|wożę|woze)|(?:я )?(?:забираю|"
    r"відвожу|завожу|вожу|отвожу)))"
    rf"\s+(?:(?i:also|usually|always|every \w+|montags|dienstags|mittwochs|donnerstags|freitags|jeden \w+)\s+)?"
    rf"(?P<first>{_WORD})\s+(?P<last>{_WORD})(?!\w)")
# a school named in English with "School" or "Academy" after its name (NAMED_PRIMARY has Primary, Infants, Nursery)
# (a school for children by its kind: not "the Berlitz School", "the Royal Academy of Arts")
NAMED_SCHOOL = re.compile(r"(?<!\w)(?:[A-Z][\w'’.]*\s+){1,3}(?:(?:Primary|Elementary|Junior|Infant|Middle|High|Grammar|"
                           r"Prep|Preparatory) School|Academy(?! of)|Elementary)(?!\w)")
_STOP = re.compile(r"[.!?\n;]\s|[.!?]$")


def find_ferried_children(t: str, is_person_name: Callable[[str, str], bool],
                          is_placeholder: Callable[[str, str, None], bool]) -> list[Finding]:
    """Identity findings over the sentences of normalised `t` in which the writer takes a named child to, or collects
    them from, a named school (see the doc)."""
    if not opens(t, _GATE) or not opens(t, _SCHOOL):
        return []
    out: list[Finding] = []
    for m in _FERRY.finditer(t):
        first, last = m.group("first"), m.group("last")
        if first.lower() in NOT_GIVEN or last.lower() in NOT_GIVEN or not is_person_name(first, last):
            continue
        if TITLE_BEFORE.search(t, max(0, m.start("first") - 12), m.start("first")):
            continue
        stop = _STOP.search(t, m.end())
        end = min(stop.start() if stop else len(t), m.end() + 120)
        school = NAMED_PRIMARY.search(t, m.end(), end) or NAMED_SCHOOL.search(t, m.end(), end)
        if school is None or TEACHER.search(t, m.start(), end) or is_placeholder(t, f"{first} {last}", None):
            continue
        out.append(Finding(Kind.IDENTITY, _REASON, m.start("first"), end))
    if out and STORY.search(t):
        return []
    return out
