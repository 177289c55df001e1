"""A person named by a given name alone, with a birth marker and a full date (round 22, set broad-zzh: a parent's short
notes for forms and camps).

"Lukas geb. 02.11.2009", "Ola ur. 17.03.2014 - do formularza kolonii", "Noé né le 14/08/2016", "Nerea nació el
29/05/2012", "Софійка народилась 03.02.2018", "Kuba, ur. 3.09.2015", "Emma wurde am 04.06.2013 geboren",
"Даша, 01.02.2015 р.н.". identity.py reads a first name and a surname before a birth marker; a note about one's own
child names the child by the given name only. The marker says the date is a birth (any year from 1920 on: a child's
too), so the word before it is a person unless it is a function word, an institution or a public figure's biography
(a question about the date, a reference work's sentence, a year before 1920: identity.py's tests). A word in lower
case counts only as a known given name ("ola ur 17.03.2014").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.encyclopedic import reference_style
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.mockup_persons import is_placeholder


def _base():
    from app.core.memory.privacy.detector import identity as base

    return base


_WORD = r"(?P<name>[^\W\d_][^\W\d_'’\-]*(?:['’\-][^\W\d_]+)?)"
# before the marker: a comma, a bracket or a dash, and an auxiliary ("Hugo est né le", "Oliver was born on")
_GLUE = r"(?:[ \t]+|[ \t]*[,(:–—\-][ \t]*)(?:(?i:was|is|est|fue|jest|ist|se|si)[ \t]+)?"
_AFTER_MARK = r"(?:р\.\s?н\.?|г\.\s?р\.?|r\.\s?ur\.?|рік народження|року народження|года рождения)"
_GATE = re.compile(fold_letters(
    r"(?i)born|\bb\.|dob|d\.o\.b|\bur\b|ur\.|urodz|geb|n[ée]e?\b|nac|народи|родил|народж|рожд|нар\.|род\.|р\.\s?н|г\.\s?р|д\.\s?[рн]|\*[ \t]?\d"))


def _patterns() -> tuple[re.Pattern[str], ...]:
    base = _base()
    # (and typed on a phone with spaces for dots: "ola ur 17 03 2014")
    date = rf"(?:{base._DATE}|[0-3]?\d [01]?\d (?:19|20)\d\d(?!\d))"
    return (
        re.compile(fold_letters(rf"(?<![\w\-]){_WORD}{_GLUE}(?i:{base._BORN}|д\.\s?[рн]\.?|\*(?=[ \t]?\d))[ \t]*(?:(?i:on|am|el|le|the)[ \t]+)?{date}")),
        re.compile(rf"(?<![\w\-]){_WORD}[ \t]+(?:wurde|ist|war)[ \t]+am[ \t]+{date}[ \t]+geboren"),
        re.compile(rf"(?<![\w\-]){_WORD}(?:[ \t]+|[ \t]*[,(:–—\-][ \t]*){date}[ \t]*{_AFTER_MARK}"),
    )


_FULL_NAME_BEFORE = re.compile(r"(?<![\w])[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][^\W\d_]+[ \t]+$")
_PET = re.compile(fold_letters(
    r"(?<!\w)(?:cat|kitten|dog|puppy|pup|hamster|rabbit|bunny|horse|pony|parrot|budgie|guinea pig|pet|tortoise|"
    r"kot|kotek|kotka|kocur|pies|piesek|suczka|szczeniak|chomik|królik|koń|papuga|"
    r"katze|kater|kätzchen|hund|hündin|welpe|hamster|kaninchen|pferd|"
    r"gato|gata|gatito|perro|perra|perrito|cachorro|conejo|caballo|loro|mascota|"
    r"chat|chatte|chaton|chien|chienne|chiot|lapin|cheval|perroquet|"
    r"кіт|кішка|кошеня|собака|пес|цуценя|кот|кошка|котёнок|котенок|щенок|хомяк|кролик)(?!\w)"))
_COMPILED: list[tuple[re.Pattern[str], ...]] = []
# words that stand before a birth marker and name nobody
_NOT_NAMES = frozenset(
    """
    i we you he she they it who which that this there here was is and or but also then when where me him her them
    ich wir du er sie es wer der die das und oder auch dann wann wo ihm ihr
    ja my ty on ona ono oni one kto który która które i oraz lub też albo kiedy gdzie się
    yo tú él ella nosotros ellos quien que y o también cuando donde se
    je tu il elle nous vous ils elles qui que et ou aussi quand où
    я ти ти він вона воно ми ви вони хто що і та й або коли де
    я ты он она оно мы вы они кто что и или когда где
    date data datum fecha dob geb born birth day tag dia día jour день дата
    """.split()
)


def _is_name(word: str, text: str) -> bool:
    base = _base()
    low = word.lower()
    if len(word) < 2 or low in _NOT_NAMES or low in base._NOT_A_NAME:
        return False
    if word in base.v.NOT_FIRST_NAMES or word in base.v.INSTITUTION_WORDS:
        return False
    if word[0].isupper():
        return True
    return base._given_name(word.capitalize())


# a form pasted or typed as fields: a given-name field, and a birth-date field on another line ("Imię: Ola\nData ur.:
# 17.03.2014", "Prénom : Noé\nNé le : 14/08/2016", "Kind: Finn\ngeboren am: 12.08.2015")
_NAME_FIELD = re.compile(
    r"(?im)^[ \t]*(?:first name|given name|name|child|pupil|imię|imie|imię dziecka|dziecko|vorname|name des kindes|kind|"
    r"nombre|niño|niña|hijo|hija|prénom|prenom|enfant|ім'я|імʼя|имя|дитина|ребёнок|ребенок)[ \t]*:[ \t]*"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][^\W\d_]+)[ \t]*$")
_BIRTH_FIELD: list[re.Pattern[str]] = []


def _birth_field() -> re.Pattern[str]:
    if not _BIRTH_FIELD:
        base = _base()
        _BIRTH_FIELD.append(re.compile(fold_letters(
            rf"(?im)^[ \t]*(?:{base._BORN}|geboren am|date de naissance|fecha de nacimiento|дата народження|"
            rf"дата рождения|data urodzenia|geburtsdatum|date of birth|dob)[ \t]*:?[ \t]*{base._DATE}")))
    return _BIRTH_FIELD[0]


def _field_births(text: str, found: list[Finding]) -> None:
    base = _base()
    for n in _NAME_FIELD.finditer(text):
        if not _is_name(n.group("name"), text):
            continue
        b = _birth_field().search(text, n.end(), min(len(text), n.end() + 120))
        if b and not base._historical(b.group()) and not is_placeholder(text, None, None):
            found.append(Finding(Kind.IDENTITY, "name with date of birth", n.start("name"), b.end()))
            return


def find_given_births(text: str) -> list[Finding]:
    """A given name with a marked full birth date (see the module's doc)."""
    base = _base()
    if not base._DATE_GATE.search(text):
        return []
    low = text.lower()
    if not _GATE.search(low):
        return []
    found: list[Finding] = []
    if "\n" in text and ":" in text:
        _field_births(text, found)
        if found:
            return found
    if not _COMPILED:
        _COMPILED.append(_patterns())
    for pattern in _COMPILED[0]:
        for m in pattern.finditer(text):
            start, end = m.start(), m.end()
            if _PET.search(low, max(0, start - 30), start):
                continue  # "Our cat Luna, born 3 June 2020": a pet's birthday
            if _FULL_NAME_BEFORE.search(text, max(0, start - 30), start):
                continue  # "Erika Mustermann, geb. ...": a full name is identity.py's (its placeholder checks)
            if (not _is_name(m.group("name"), text) or base._historical(m.group())
                    or base._trivia(text, low, start, end)
                    or not base._given_name(m.group("name")) and reference_style(low, start, end)
                    or is_placeholder(text, None, None)):
                continue
            found.append(Finding(Kind.IDENTITY, "name with date of birth", start, end))
        if found:
            break
    return found


speed_up(globals())
