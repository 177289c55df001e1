"""A child named with their school and class, without "my son" before the name (round 35).

"Ellie Brandwood goes to St Anne's Primary in Year 4, can you help me write a note to her teacher": identity.py read a
child's school only behind "my son" / "ma fille" (_CHILD_NAMED). A full name whose owner goes to, attends or is in a
school and a class is a child, whoever writes it: only a pupil is in "Year 4", "klasa 3c", "die 2b", "CE2", "4ºA",
"4-А клас". The three must sit in one sentence: the name (a known given name and a capitalised surname), a pupil's
verb after it ("goes to", "attends", "is in", "chodzi do", "geht in", "va a", "est en", "навчається в", "ходит в"),
then a school or a nursery word and a class (or a nursery's group).
Green limits: a teacher ("Mrs Clara Hopkins teaches Year 4 at ..."): a title before the name or a teaching verb is no
pupil's; a school without a child's name ("School emailed: Year 4 trip ..."); a story's pupil (a novel, a character,
Hogwarts); a placeholder ("Jan Kowalski", "Max Mustermann") - identity.py checks placeholders.

Round 46 (rlinks): the child named as the one whose teacher is written to (`taught_children`): "write to Ellie Morgan's
teacher at St Anne's Primary", "email Leo Hart's form tutor at Ripon Grammar", "an die Klassenlehrerin von Mia Kröger an der Grundschule am Park", "a la tutora de Lucía García Pérez en el CEIP
Cervantes", "à la maîtresse de Léa Martin à l'école Jules-Ferry" (not a Slavic "wychowawczyni Anny Nowak": the case
may make her the teacher herself): only a
pupil has a teacher or a form tutor at a school, and the school named in the sentence ties the child to it. Green
limits as above (a title before the name, a story), and a teacher's name after the teacher's word is not the child
("the teacher Mrs Hopkins at ..." has a title; "Ellie Morgan's teacher" with no school stays unread).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.lazy import LazyPattern

# the school or nursery word, as the cheap gate (lower-cased text)
_SCHOOL_WORDS = ("school", "primary", "academy", "nursery", "kindergarten", "preschool", "pre-school", "infants",
                 "c of e", "cofe", "grammar", "comprehensive",  # (round 46) "Year 9 at St Aidan's C of E"
                 "szkoł", "szkole", "przedszk", "sp nr", "liceum", "gimnazjum", "żłob",
                 "schule", "gymnasium", "kita", "kindergarten", "realschule", "gesamtschule",
                 "colegio", "escuela", "instituto", "ceip", "ies ", "guardería", "cole ",
                 "école", "ecole", "collège", "college", "lycée", "maternelle", "crèche",
                 "школ", "ліце", "лице", "гімназ", "гимназ", "садок", "садочок", "садик", "сад ")
SCHOOL_GATE = re.compile(literal_alternation(_SCHOOL_WORDS))

_UP = name_letters.UP
_LOW = name_letters.LOW
WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
# the pupil's verb right after the name (perhaps after "who" / "który" / ", " and an adverb)
_PUPIL_VERB = (
    r"(?:goes|go|is going|attends|attend|started|starts|is starting|is now|is|has been|moved|moves|joined|joins|"
    # (round 41) a family moving house keeps the child at the school: "so Poppy Linwood can stay at ...", "que Martina
    # Ruiz siga en el CEIP ...", "Mila Ackermann soll an der Grundschule ... bleiben", "que Léna Petitjean reste en CE2"
    r"(?:can|could|should|will|would|may|must|to) (?:stay|remain|keep going|go|attend|start)|stays|remains|keeps going)"
    r"(?:\s+(?:to|in|at|into|on))?|"
    r"chodzi|uczęszcza|uczy się|jest|zaczęła|zaczął|zaczyna|poszła|poszedł|przeszła|przeszedł|"
    r"zostanie|zostaje|została|został|może zostać|mogła zostać|mógł zostać|"
    r"geht|besucht|ist|kommt|wechselt|bleibt|soll|kann|darf|muss|"
    r"va|está|estudia|cursa|empieza|entra|siga|sigue|continúe|continúa|se quede|se queda|pueda seguir|"
    r"est|va|entre|rentre|fréquente|passe|reste|restera|puisse rester|continue|"
    r"ходить|навчається|вчиться|іде|піде|пішла|пішов|перейшла|перейшов|залишиться|залишається|лишиться|лишається|"
    r"ходит|учится|идёт|идет|пошла|пошёл|перешла|перешёл|останется|остаётся|остается"
)
_NAMED_PUPIL = re.compile(
    rf"(?<![\w-])(?P<first>{WORD})\s+(?P<last>{WORD})(?:\s+{WORD})?\s*,?\s*"
    r"(?:(?i:who|which|der|die|który|która|que|qui|який|яка|который|которая)\s+)?"
    r"(?:(?i:now|still|already|jetzt|schon|noch|teraz|już|ahora|ya|maintenant|déjà|тепер|вже|уже|теперь)\s+)?"
    rf"(?i:{_PUPIL_VERB})(?!\w)"
)
# a class, a year or a grade, or a nursery's group
_CLASS = re.compile(
    r"(?i:(?<!\w)(?:year|yr|grade|reception|class|klas\w*|klasse|clase|curso|classe|клас\w*|класс\w*|"
    r"group|grupa|grupie|gruppe|grupo|groupe|груп\w*)(?!\w))|"
    r"(?<![\w/.,:-])\d{1,2}(?:\s?[-–]\s?)?[a-fA-FА-ЕІ](?!\w)|(?<![\w/.,:-])\d{1,2}\.?[ºª°o]\s?[A-F]?(?!\w)|"
    r"(?<!\w)(?:CP|CE1|CE2|CM1|CM2|6e|5e|4e|3e|6ème|5ème|4ème|3ème|sixième|cinquième|quatrième|troisième|seconde|"
    r"petite section|moyenne section|grande section|ESO|\d(?:º|ª|°|o)\s?(?:de\s)?(?:primaria|infantil|ESO))(?!\w)"
)
# not a pupil: a teacher or a public or made-up person
TEACHER = re.compile(
    r"(?i)(?<!\w)(?:teach\w*|teacher|head\w*|principal|staff|uczy(?! się)|nauczyciel\w*|wychowaw\w*|dyrektor\w*|"
    r"unterricht\w*|lehrer\w*|leitet|rektor\w*|enseña|profesor\w*|maestr[oa]|director\w*|enseigne|professeur\w*|"
    r"instit\w*|викладає|вчитель\w*|учитель\w*|директор\w*|преподає|преподает)(?!\w)"
)
STORY = re.compile(
    r"(?i)(?<!\w)(?:story|stories|novel|book|character|fiction\w*|fanfic\w*|hogwarts|series|episode|film|movie|"
    r"opowiadani\w*|powieś\w*|książ\w*|bohater(?!ów\s+(?-i:[A-ZĄĆĘŁŃÓŚŹŻ]))\w*|postać|geschichte|roman|buch|figur|erzählung|cuento|novela|libro|"
    r"personaje|histoire|personnage|livre|оповідан\w*|роман\w*|книг\w*|персонаж\w*|рассказ\w*|історі\w*|истори\w*)(?!\w)"
)
TITLE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:mr|mrs|ms|miss|dr|prof|sir|prince|princess|herr|frau|pan|pani|sr|sra|señor|señora|m|mme|mlle|"
    r"monsieur|madame|пан|пані|господин|госпожа)\.?\s+$"
)
_OPENS = re.compile(r"(?:[.!?:;,\n(—–-]|^)\s*$")
NOT_GIVEN = frozenset("the my our his her their this that our mein meine unser unsere moja mój nasz nasza mi mis nuestro "
                       "nuestra mon ma notre мій моя наш наша мой st saint san santa sankt prince princess king queen lord lady duke "
                       "prinz prinzessin książę księżniczka príncipe princesa infanta infante принц принцеса принцесса".split())
_SENTENCE_END = re.compile(r"[.!?\n;]\s")
# (round 41) a clause opened by a conjunction, as a family's plan goes on: "Przeprowadzamy się, a Tymek Nowacki chodzi
# do 2c", "Ми переїжджаємо, а Софійка Бондар навчається в 4-Б" (a pet form - Tymek, Софійка - is in no name list)
_AND_OPENS = re.compile(r"(?:^|[,;:—–-])\s*(?:a|i|oraz|ale|and|but|so|und|aber|y|pero|et|mais|а|і|й|але|и|но)\s+$")
_COPULA = LazyPattern(r"\W*(?:(?i:who|which|der|die|który|która|que|qui|який|яка|который|которая)\s+)?(?:\w+\s+)?"
                      r"(?i:is|is now|has been|ist|jest|está|est|kommt|passe|va|entre|entra|moved|moves|joined|joins)"
                      r"(?:\s+(?:to|in|at|into|on))?")
# (round 41) a primary school or a nursery named: only a child attends it, so a named pupil needs no class beside it
# ("Poppy Linwood can stay at St Anne's Primary", "Ben Hale is at Little Acorns Nursery", "Jonas Krüger geht auf die
# Grundschule am Rosenhang", "Zosia Wójcik chodzi do Przedszkola nr 12")
NAMED_PRIMARY = LazyPattern(
    r"(?<!\w)(?:[A-Z][\w'’.]*\s+){1,3}(?:Primary|Infants|Nursery|Kindergarten|Preschool|Pre-School)(?!\w)|"
    r"(?<!\w)(?:Grundschule|Kita|Kindergarten)\s+(?:am|an der|in der|im|auf der|zum|zur|[A-ZÄÖÜ])|"
    r"(?<!\w)(?:[Pp]rzedszkol\w*|[Ss]zko\w+ [Pp]odstawow\w+|SP)\s+(?:nr|№|im\.|[A-ZĄĆĘŁŃŚŹŻ])|"
    r"(?<!\w)(?:CEIP|[Ee]scuela [Ii]nfantil|[Gg]uarder[ií]a)\s+[A-ZÁÉÍÓÚÑ]|"
    r"(?<!\w)(?:[ée]cole (?:maternelle|primaire|élémentaire)?\s*|[Cc]r[èe]che\s+)[A-ZÉÈ]|"
    r"(?<!\w)(?:[Пп]очатков\w+ школ\w+|[Дд]итяч\w+ садо?к\w*|[Дд]етск\w+ сад\w*|[Сс]адоч?к\w*)\s+(?:№|\"|«)"
)


def named_schoolchildren(text: str, low: str, given_name: Callable[[str], bool],
                         is_person_name: Callable[[str, str], bool]) -> list[tuple[int, int, str]]:
    """The spans (start, end, name) where a named person is a pupil of a named school in a class (see the module's
    doc); the caller checks placeholders. Behind SCHOOL_GATE on `low`."""
    out: list[tuple[int, int, str]] = []
    pos = 0
    while (m := _NAMED_PUPIL.search(text, pos)) is not None:
        pos = m.end()
        first, last = m.group("first"), m.group("last")
        if not is_person_name(first, last) or first.lower() in NOT_GIVEN or last.lower() in NOT_GIVEN:
            # (round 43) a capitalised word before the name took its place - German capitalises every noun: "Mein
            # Enkel Jonas Brückner geht in die 2c" read "Enkel Jonas" and went on past the name; read on from the
            # second word ("Jonas Brückner geht ...")
            pos = m.start("last")
            continue
        if not given_name(first) and (SCHOOL_GATE.search(low, m.start(), m.end("last")) or m.start() and not _OPENS.search(
                text, max(0, m.start() - 3), m.start()) and not _AND_OPENS.search(text, max(0, m.start() - 8), m.start())):
            pos = m.start("last")  # (round 43: "Enkel Jonas" is no name either - read on from "Jonas")
            continue  # a name nobody listed only where a sentence or a clause opens with it ("Zosia Wrzesińska chodzi ...")
        if TITLE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        end_m = _SENTENCE_END.search(text, m.end())
        end = end_m.start() if end_m else len(text)
        end = min(end, m.end() + 120)
        tail = low[m.end():end]
        school = SCHOOL_GATE.search(tail)
        grade = _CLASS.search(text, m.end(), end)
        if school is None or grade is None and (_COPULA.compiled.fullmatch(text, m.end("last"), m.end()) is not None
                                                 or not NAMED_PRIMARY.search(text, m.end(), end)):
            continue  # (round 41) no class, but a primary school or a nursery by its name: "stay at St Anne's Primary"
            # (not after a bare "is": "Tom Hardy is at Oak Tree Primary today" may be a visitor)
        start = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start()), 0)
        clause_end = max(grade.end() if grade else 0, m.end() + school.end())  # the request after it may name her teacher
        if TEACHER.search(text, start, clause_end) or STORY.search(text):
            continue
        out.append((m.start(), end, f"{first} {last}"))
    return out


# (round 46) the child whose teacher it is: "Ellie Morgan's teacher", "Lehrerin von Mia Kröger", "la tutora de Lucía
# García", "la maîtresse de Léa Martin"
_TEACHER_OF = LazyPattern(
    rf"(?<![\w-])(?P<first>{WORD})\s+(?P<last>{WORD})['’]s?\s+(?:(?i:new|old|class|form|year|maths?|english|"
    r"reading|music|year \d{1,2})\s+)?(?i:teachers?|tutor|form tutor|class teacher|form teacher|teaching assistant|"
    r"head of year|senco|key ?worker)(?!\w)|"
    # (the teacher's word first only with "von / de / of": a Slavic "wychowawczyni Anny Nowak" may name the teacher)
    r"(?<!\w)(?i:(?:klassen)?lehrer(?:in)?|erzieher(?:in)?|profesor[a]?|tutor[a]?|maestr[oa]|ma[îi]tresse|ma[îi]tre|"
    r"institut(?:eur|rice)|professeur[e]?|teacher|form tutor)"
    rf"\s+(?i:von|de|of|du)\s+(?P<first2>{WORD})\s+(?P<last2>{WORD})"
)


def taught_children(text: str, low: str, given_name: Callable[[str], bool],
                    is_person_name: Callable[[str, str], bool]) -> list[tuple[int, int, str]]:
    """(round 46) The spans (start, end, name) of a child named as the owner of a teacher with the school named after it in
    the sentence (see the module's doc); the caller checks placeholders. Behind SCHOOL_GATE on `low`."""
    out: list[tuple[int, int, str]] = []
    for m in _TEACHER_OF.finditer(text):
        first, last = (m.group("first"), m.group("last")) if m.group("first") else (m.group("first2"), m.group("last2"))
        if not is_person_name(first, last) or first.lower() in NOT_GIVEN or last.lower() in NOT_GIVEN:
            continue
        if not given_name(first):
            continue
        if TITLE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        end_m = _SENTENCE_END.search(text, m.end())
        end = min(end_m.start() if end_m else len(text), m.end() + 80)
        if not SCHOOL_GATE.search(low, m.end(), end) or STORY.search(text):
            continue
        out.append((m.start(), end, f"{first} {last}"))
    return out
