"""A named child tied to a place and the hours they can be found there (round 40, rdisc): "Clara Brenner hat mittwochs
um 16 Uhr Turnen beim TSV Eintracht", "Mateusz Grabowski trenuje w UKS Orlik we wtorki i czwartki o 17:00", "Nerea
Castillo entrena en el CD ... los lunes y miércoles a las 18:00", "Léa Fontaine a natation au club de Vichy le mercredi
à 14 h", "Вероніка Кравець займається танцями в студії «Грація» щовівторка о 17:30", "Elsie Brannigan gets picked up
from Oakwood Nursery at 5:45 on Thursdays".

identity.py reads a named child with a school and a class (school_children.py, class_pupils.py) or a weekly plan's
school run (plan_children.py). A club, a lesson or a nursery with its weekday says more: where a named person is every
week and when; a parent writes it to a coach, a relative or a reminder. In en, pl, de, es, fr, uk and ru, one sentence
(or clause up to ";") holding
- a weekday (its recurring forms too: "on Thursdays", "mittwochs", "we wtorki", "los lunes", "le mercredi",
  "щовівторка", "по вторникам") or a pick-up ("gets picked up", "holt ... ab", "la recoge", "vient chercher",
  "odbiera", "забере", "заберёт");
- an activity or its place: a club, a training, a lesson, a sport or a dance, a nursery or a school;
- a person's full name (a known given name and a capitalised surname, identity.py's _given_name and _is_person_name),
  with no title or role before it (a coach, a teacher, "Mrs", "pan") and no leading or teaching verb after it.
Green limits: a club's public timetable ("U12 train on Tuesdays at 17:00 at UKS Orlik": no person's name), a coach or
a teacher ("Coach Tom Baker runs the session on Mondays", "Trener Jan Nowak prowadzi zajęcia we wtorki"), a
placeholder ("Max Mustermann", "Jan Kowalski"), a story's child (a novel, a character).
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import WORD
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "child's name with school or address"


# the weekday or the pick-up, as the cheap gate (stems, with and without diacritics)
_GATE = word_gate(
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "picked up", "pick up", "picks up",
    "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "abgeholt", "abholen", "holt",
    "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo", "recoge", "recoger",
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "chercher", "récupère", "recupere",
    "poniedział", "poniedzial", "wtor", "środ", "srod", "czwart", "piąt", "piat", "sobot", "niedziel", "odbier",
    "понеділ", "вівтор", "серед", "четвер", "п'ятниц", "пятниц", "п’ятниц", "субот", "неділ", "забере", "забира",
    "понедельн", "вторник", "сред", "четверг", "суббот", "воскресен", "заберёт", "заберет",
)
_WHEN = _rx(
    r"(?<![\w'])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:gets?|is|being) picked up|picks? (?:\w+ )?up|"
    r"montags?|dienstags?|mittwochs?|donnerstags?|freitags?|"
    r"samstags?|sonntags?|abgeholt|abholen|holt\b[^.!?\n;]{0,40}\bab|"
    r"lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|(?:la|lo|le) recoge\w*|recoger(?:la|lo)?|"
    r"lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|(?:vient|viendra|va) (?:la |le )?chercher|"
    r"récupère|"
    r"poniedział\w*|wtor\w*|środ\w*|czwart\w*|piąt\w*|sobot\w*|niedziel\w*|odbier\w*|"
    r"(?:що)?(?:понеділ\w*|вівтор\w*|серед\w*|четвер\w*|п'ятниц\w*|субот\w*|неділ\w*)|забере\w*|забира\w*|"
    r"понедельник\w*|вторник\w*|сред[аыуе]|средам|четверг\w*|пятниц\w*|суббот\w*|воскресень\w*|заберёт|заберет|забира\w*)"
    r"(?![\w'])")
# an activity or its place: a club, a training, a lesson, a sport or a dance, a nursery or a school
_ACTIVITY = _rx(
    r"(?<![\w'])(?:club|training|trains|practice|lessons?|class|swimming|football|soccer|dance|dancing|ballet|gym|"
    r"gymnastics|judo|karate|scouts|brownies|cubs|choir|nursery|school|preschool|daycare|after-school|"
    r"klub\w*|uks|trening\w*|trenuje|zajęci\w*|lekcj\w*|basen\w*|pływani\w*|taniec|tańc\w*|balet\w*|piłk\w*|judo|"
    r"harcerz\w*|chór\w*|przedszkol\w*|żłob\w*|szkoł\w*|szkole|świetlic\w*|"
    r"verein\w*|tsv|sv|fc|training|trainiert|turnen|schwimmen|schwimmkurs|fußball|tanz\w*|ballett|kita|hort|"
    r"kindergarten|schule|musikschule|unterricht|"
    r"club|cd|entrena|entrenamiento\w*|natación|baile|ballet|fútbol|gimnasia|guardería|colegio|escuela|clases?|"
    r"extraescolar\w*|"
    r"entraînement\w*|s'entraîne|natation|danse|foot|gymnastique|crèche|école|cours|conservatoire|"
    r"тренуван\w*|тренується|займається|секці\w*|гурт\w*|студі\w*|басейн\w*|танц\w*|футбол\w*|садо?к\w*|школ\w*|"
    r"гімназі\w*|ліце\w*|"
    r"тренировк\w*|тренируется|занимается|секци\w*|кружок|кружк\w*|студи\w*|бассейн\w*|танц\w*|футбол\w*|сад\w*|"
    r"гимнази\w*|лице\w*)(?![\w'])")
# (a look-ahead: "Remind Elsie Brannigan" tries "Remind Elsie", then "Elsie Brannigan")
_NAME = LazyPattern(rf"(?<![\w-])(?=(?P<first>{WORD})\s+(?P<last>{WORD}))")
# a title or a role before the name, a leading or teaching verb after it: the coach, the teacher
_ROLE_BEFORE = _rx(
    r"(?<![\w'])(?:mr|mrs|ms|miss|dr|prof|coach|trainer|teacher|instructor|herr|frau|trainerin|lehrer\w*|pan|pani|trener\w*|"
    r"nauczyciel\w*|instruktor\w*|sr|sra|señor|señora|entrenador\w*|profe\w*|monitor\w*|m|mme|monsieur|madame|"
    r"entraîneu\w*|prof|пан|пані|тренер\w*|вчител\w*|учител\w*|господин)\.?\s+$")
_LEADS = _rx(
    r"^\s*(?:runs|leads|coaches|teaches|takes the|organi[sz]es|prowadzi|uczy(?! się)|trenuje (?:dzieci|młodzież|drużyn\w*)|"
    r"leitet|trainiert (?:die|das|den)|unterrichtet|dirige|enseña|entrena a|anime|encadre|enseigne|entraîne (?:les|l')|"
    r"веде|викладає|тренує|ведёт|ведет|преподаёт|преподает|тренирует|"
    # a role said of the person ("Anna Smith is the treasurer", "ist die Trainerin", "est le président")
    r"(?:is|was) (?:the|our|their)|(?:ist|war) (?:der|die|unser\w*)|(?:es|era) (?:el|la|nuestr\w*)|(?:est|était) (?:le|la|l'|notre)|"
    r"jest (?:naszym|naszą|tam)|є (?:нашим|нашою)|является)(?![\w'])")
# where a clause opens: after a stop or a comma, at the text's start, after "remind me" / "that" / "que" / "że" / "що"
_OPENS = _rx(r"(?:(?:^|[.!?:;,\n(—–-])\s*|(?<![\w'])(?:me|that|dass|que|qui|że|iż|що|что|remind|przypomnij|erinnere)\s+)$")
# the grown-up who collects the child or whom the writer contacts, not the child: "mi cuñada, Marisa Echeverría",
# "text Harriet Oyelaran about the school run"
_ADULT_BEFORE = _rx(
    r"(?<![\w'])(?:aunt|uncle|grandma|granny|grandpa|dad|mum|mom|father|mother|neighbou?r|friend|nanny|babysitter|"
    r"text|call|ring|email|message|ask|tell|write to|tante|onkel|oma|opa|vater|mutter|nachbar\w*|babysitterin|"
    r"schreib\w*|ruf\w*|frag\w*|tía|tío|abuel[oa]|cuñad[oa]|vecin[oa]|niñera|llam\w*|escrib\w*|pregunt\w*|"
    r"oncle|mamie|papi|grand-mère|grand-père|voisin\w*|nounou|appel\w*|écri\w*|demande\w*|ciocia|ciotka|wujek|"
    r"babcia|dziadek|sąsiad\w*|niania|zadzwoń\w*|napisz\w*|zapytaj\w*|тітка|дядько|бабуся|дідусь|сусід\w*|няня|"
    r"напиш\w*|подзвон\w*|спитай|тётя|тетя|дядя|бабушка|дедушка|сосед\w*|позвон\w*|спроси)"
    r"(?:\s*,)?(?:\s+(?:to|a|à|do|an|der|dem|die|la|le|mi|ma|my|our|her|his|su|sa|ihre\w?|seine\w?))?\s+$")
_STORY = _rx(
    r"(?<![\w'])(?:story|novel|book|character|fiction|film|movie|series|opowiadani\w*|powieś\w*|książk\w*|bohater\w*|"
    r"geschichte|roman|buch|romanfigur|cuento|novela|libro|personaje|histoire|personnage|livre|оповідан\w*|роман\w*|"
    r"книг\w*|персонаж\w*|рассказ\w*)(?![\w'])")


def find_child_schedules(t: str, given_name: Callable[[str], bool], is_person_name: Callable[[str, str], bool],
                         is_placeholder: Callable[[str, str, None], bool]) -> list[Finding]:
    """Identity findings on normalised `t` where a named person is tied to an activity or its place and a weekday or a
    pick-up in one sentence (see the module's doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for w in _WHEN.finditer(low):
        a, b = stop_bounds(low, w.start(), w.end(), ".!?\n;", ".!?\n;")
        if not _ACTIVITY.search(low, a, b):
            continue
        for m in _NAME.finditer(t, a, b):
            first, last = m.group("first"), m.group("last")
            if not is_person_name(first, last) or _ACTIVITY.search(low, m.start("first"), m.end("last")):
                continue  # (the club's or the nursery's own name: "Oakwood Nursery", "Musikschule Berg")
            if not given_name(first) and not _OPENS.search(low, max(0, m.start() - 12), m.start()):
                continue  # a given name nobody listed only where its clause opens with it (as school_children.py)
            # (the role may be the first capitalised word itself: "Trener Jan Nowak", "Coach Tom")
            if (_ROLE_BEFORE.search(low, max(a, m.start() - 14), m.start()) or _ADULT_BEFORE.search(low, max(a, m.start() - 30), m.start())
                    or _ROLE_BEFORE.search(low, m.start(), m.end("first") + 1)) or _LEADS.search(low[m.end("last"):b]):
                continue
            if _STORY.search(low) or is_placeholder(t, f"{first} {last}", None):
                return []
            return [Finding(Kind.IDENTITY, _REASON, after_spaces(t, a, b), b)]
    return []
