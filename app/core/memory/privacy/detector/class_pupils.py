"""A child named, then their class, then their school, with no verb between (round 37, ridentity).

school_children.py reads a named pupil through a pupil's verb ("Ellie Brandwood goes to St Anne's Primary in Year 4").
Parents and parents' groups write the same facts as an apposition or a label: "he's Arlo Penhaligon, Year 2 at St
Bride's Primary", "Isla Brennan, Year 4, St Columba's Primary", "je suis le papa de Nathan Lebrun, en CE1 à l'école
Jules-Ferry", "Leon Schulte aus der 3c der Grundschule am Park", "Hugo Serrano, de 2ºB del CEIP Miguel Hernández",
"Staś Nowakowski z 2b w SP nr 14", "Матвія Руденка, 4-Б клас, ліцей № 17", "Марка Лисенка з 3-Б ліцею № 142". Only a
pupil is in "Year 2", "3c", "CE1", "2ºB", "4-Б клас": a full name that the class follows at once (after a comma, a
bracket or "from / in / aus der / de / z / з / из") and a school word a few words later is a named child at a named
school, whoever writes it.
The reading starts from the class (rarer than a name) and looks back at the words just before it for the name.
Round 46 (rlinks): the school may come first in the sentence ("Kiermasz w SP nr 12 w Toruniu, moja córka Zuzia Lis z
3b sprzedaje ...", "At St Anne's Primary our Poppy Trelawney, Year 3, ..."): a school word between the sentence's start
and the name counts as well as one after the class. And the school may sit between the name and the class, as "from"
it: "uczę Julkę Adamską z SP nr 12 w Gdyni, 6 klasa", "Leon Schulte von der Grundschule am Park, 3c", "Hugo Serrano
del CEIP Miguel Hernández, 2ºB": the name, then "z / from / von der / del / з" and a school word at once, then the class
in the same sentence.
Green limits: a teacher ("Mrs Clara Hopkins, Year 4 teacher at ..."): a title before the name or a teacher's word
between it and the school; a class or a school without a name ("3b, Grundschule am Park: Stundenplan"); a child in a
story, a novel or a fairy tale (school_children.STORY) unless a parent's word ("my daughter", "mojej córce") sits
just before the name; a street or a school named after a person ("Jules Ferry") is not followed by a class.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import NOT_GIVEN, SCHOOL_GATE, STORY, TEACHER, TITLE_BEFORE

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"

# a class with its number: "Year 2", "Yr 4", "Grade 3", "klasa 2b", "2. Klasse", "3c", "4-Б", "2ºB", "CE1", "4-Б клас"
_CLASS = LazyPattern(
    r"(?<![\w/.,:-])(?:"
    r"(?i:year|yr|grade|class|klas[aąieyę]|klasse|clase|curso|classe|клас[аіу]?|класс[ае]?)\s?\d{1,2}(?:\s?[a-fA-F])?|"
    r"\d{1,2}\.?\s?(?i:klas[aąieyę]|klasse|klasy|клас[аіу]?|класс[ае]?|grade|curso)|"
    r"\d{1,2}(?:\s?[-–]\s?)?[a-fA-FА-ЕІа-еі]|"
    r"\d{1,2}\.?[ºª°o]\s?[A-F]?|"  # (round 41: "5.º B", the ordinal's dot as Spanish schools print it)
    r"(?:CP|CE1|CE2|CM1|CM2|6e|5e|4e|3e|6ème|5ème|4ème|3ème|(?i:reception|petite section|moyenne section|"
    r"grande section))"
    r")(?!\w)"
)
# the name right before the class: "Arlo Penhaligon, ", "Amelia Gray (", "Leon Schulte aus der ", "Zosi Pawlak z "
_NAME_BEFORE = LazyPattern(
    rf"(?<![\w-])(?P<first>{_WORD})\s+(?P<last>{_WORD})\s*(?:,|\(|[-–—])?\s*"
    r"(?:(?i:from|in|of|aus der|aus|in der|de la|de|del|en|z|ze|w|з|із|в|у|из|с)\s+)?$"
)
# a parent's word just before the name: the story is about a real child ("Bajka o mojej córce, Zosi Pawlak ...")
_PARENT_BEFORE = re.compile(
    r"(?i)(?:my|our|mojej|mojego|mojemu|moja|mój|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|notre|мо[єяйї]\w*|мо[ей]\w*|"
    r"наш\w*)\s+(?:\w+\s+)?(?:son|daughter|kid|child|boy|girl|syn\w*|cór\w*|córk\w*|dzieck\w*|sohn\w*|tochter|kind\w*|"
    r"hij[oa]s?|fils|fille|enfant|син\w*|сын\w*|доч\w*|дон\w*|дитин\w*|ребён\w*|ребен\w*)\W{0,3}$"
)
# a Slavic surname's ending: the pair is a person's name even when the given name is unlisted or declined
# ("Матвія Руденка", "Staś Nowakowski", "Марка Лисенка"; round 42: the accusative "za Olę Kwiatkowską z klasy 2c")
_SLAVIC_SURNAME = re.compile(
    r"\w+(?:sk[iay]|skiego|skiej|ck[iay]|ckiego|ckiej|ską|cką|skim|ckim|skiemu|ckiemu|dzk[iay]|dzkiego|dzkiej|dzką|енк[оау]|енком|ук[аиу]?|юк[аиу]?|ськ\w+|цьк\w+|ськ|ов[аиу]?|ев[аиу]?|"
    r"ін[аиу]?|ин[аиу]?)"
)
# (round 39) and a possessive before the name, as a congratulation post calls the child: "Nasza Zuzia Pawlak z klasy 3c
# SP nr 12", "our Poppy Trelawney, Year 3", "unsere Mia Kröger aus der 2b", "notre Léonie Gauthier, CE2", "нашa Соня
# Гнатюк з 3-Б"
_OPENS_NAME = re.compile(
    r"(?:[:;,(„«\"“—–]|^|(?<!\w)(?i:he's|she's|he is|she is|er ist|sie ist|c'est|von|to jest|это|це|our|my|nasz[aey]?|"
    r"moj[aey]|mój|unser[e]?|mein[e]?|notre|nos|ma|mon|nuestr[oa]s?|mi|наш[аеі]?|мо[яйї]))\s*$")
# the gate's short words, which other words hold ("carr-ies ", "Ni-cole ", "Ni-kita")
_SHORT_SCHOOL = frozenset(("ies ", "cole ", "kita", "sad ", "sp nr"))
_SCHOOL_REACH = 70  # how far after the class the school word may be ("Year 4, St Columba's Primary")
# (round 46) a feminine given name in the accusative or instrumental: "uczę Martynę Sowę", "з Софією" -> Martyna, Софія
_FEMININE_CASE = {"ę": "a", "ą": "a", "ю": "я", "у": "а"}
_SCHOOL_BEHIND = 90  # (round 46) how far before the name, in its sentence, the school word may be
_SENTENCE_OPEN = re.compile(r"[.!?\n;]\s")
# (round 46) the name, then "from" its school: "Julkę Adamską z SP nr 12", "Leon Schulte von der Grundschule", "Hugo
# Serrano del CEIP", "Марка Лисенка з ліцею № 142", "Oliver Pennington from St Aidan's"; the school word must follow
# at once (checked against SCHOOL_GATE by the caller, within a few words)
_NAME_FROM = LazyPattern(
    rf"(?<![\w-])(?P<first>{_WORD})\s+(?P<last>{_WORD})\s*,?\s+"
    r"(?:z|ze|from|at|aus der|aus dem|von der|von|de la|del|de l['’]|du|de|з|із|зі|из|со)\s+(?=\S)"
)
_STOP = re.compile(r"[.!?\n;]\s|[.!?]$")


def class_pupils(text: str, low: str, given_name: Callable[[str], bool],
                 is_person_name: Callable[[str, str], bool]) -> list[tuple[int, int, str]]:
    """The spans (start, end, name) of a named child followed at once by their class and then a school word (see
    the module's doc); the caller checks placeholders. Behind SCHOOL_GATE on `low` (the caller's gate)."""
    out: list[tuple[int, int, str]] = []
    story = None
    for c in _CLASS.finditer(text):
        m = _NAME_BEFORE.search(text, max(0, c.start() - 60), c.start())
        from_school = False
        if m is None:  # (round 46) "Julkę Adamską z SP nr 12 w Gdyni, 6 klasa": the school between the name and the class
            m = _from_school(text, low, c.start())
            if m is None:
                continue
            from_school = True
        first, last = m.group("first"), m.group("last")
        if not is_person_name(first, last) or first.lower() in NOT_GIVEN or last.lower() in NOT_GIVEN:
            continue
        if not (given_name(first) or _SLAVIC_SURNAME.fullmatch(last) or (len(first) > 3 and given_name(first[:-1]))
                or (len(first) > 3 and first[-1] in _FEMININE_CASE and given_name(first[:-1] + _FEMININE_CASE[first[-1]]))
                or _OPENS_NAME.search(text, max(0, m.start() - 14), m.start())
                or _PARENT_BEFORE.search(text, max(0, m.start() - 30), m.start())):  # (round 46) "moja córka Zuzia Lis"
            # ("Матвія" is Матвій declined; a surname's ending vouches for a pair nobody listed, and so does a clause
            # that opens with the pair or a parent's "he's" / "Vater von" before it: "he's Arlo Penhaligon, Year 2")
            continue
        stop = _STOP.search(text, c.end())
        end = min(stop.start() if stop else len(text), c.end() + _SCHOOL_REACH)
        begin = m.start()
        if not from_school and not _school_in(low, c.end(), end):
            # (round 46) or the school named first in the sentence: "Kiermasz w SP nr 12 w Toruniu, moja córka Zuzia ..."
            begin = _sentence_start(text, m.start(), _SCHOOL_BEHIND)
            if not _school_in(low, begin, m.start()):
                continue
        if TITLE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "Mrs Clara Hopkins, Year 4 ..."
        if TEACHER.search(text, begin, end):
            continue  # "Anna Kowalska, 3b, wychowawczyni w SP nr 5": the teacher of the class
        if story is None:
            story = bool(STORY.search(text))
        if story and not _PARENT_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            continue  # a novel's pupil ("a story about Lily Evans, Year 2 at Hogwarts Primary")
        out.append((m.start(), end, f"{first} {last}"))
    return out


def _school_in(low: str, start: int, end: int) -> bool:
    """A school word in low[start:end] (a short one must open a word: "carries " holds "ies ")."""
    return any(w.group() not in _SHORT_SCHOOL or not low[w.start() - 1:w.start()].isalpha()
               for w in SCHOOL_GATE.finditer(low, start, end))


def _from_school(text: str, low: str, class_start: int) -> re.Match[str] | None:
    """(round 46) The name before `class_start`, in its sentence, followed by "from" and a school word at once:
    "Julkę Adamską z SP nr 12 w Gdyni, 6 klasa"."""
    start = _sentence_start(text, class_start, 90)
    for m in _NAME_FROM.finditer(text, start, class_start):
        if _school_in(low, m.end(), min(m.end() + 12, class_start)):
            return m
    return None


def _sentence_start(text: str, pos: int, reach: int) -> int:
    """Where the sentence holding `pos` opens, at most `reach` characters back."""
    opens = [o.end() for o in _SENTENCE_OPEN.finditer(text, max(0, pos - reach), pos)]
    return opens[-1] if opens else max(0, pos - reach)
