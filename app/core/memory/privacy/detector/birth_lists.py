"""Names with their birth dates in a list the message says holds birth dates (round 18): a class trip's insurance
list, a registration list, a roster "with dates of birth" - "Trip list with dates of birth: Amelia Clark 12/03/2012,
Noah Evans 05/07/2012", "Lista na ubezpieczenie wycieczki: Zofia Maj 2012-03-12, Antoni Lis 2012-07-05",
"Список на страховку: Софія Мельник 12.03.2012".

identity.py wants a birth word beside each date ("born", "geb.", "ur."); a list says it once, in its title. Here the
title word anywhere in the message (dates of birth, an insurance list, "Geburtsdaten", "daty urodzenia", "fechas de
nacimiento", "dates de naissance", "дати народження") and a person's name (a known given name first or last) right
before a full date with a year make the pair red. Gated on the title's words: most messages pay one search.
"""
from __future__ import annotations

import re
from datetime import date

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.person_papers import given_name

_TITLE = re.compile(
    r"(?i)\b(?:dates? of birth|birth ?dates?|dobs?|birthdays|insurance list|trip insurance|geburtsdat\w*|geburtstage|"
    r"versicherungsliste\w*|daty urodzenia|dat(?:ami|y) urodze\w*|list\w* (?:do |na )?ubezpiecz\w*|fechas? de nacimiento|"
    r"lista (?:para|del) (?:el )?seguro|seguro (?:escolar|de viaje)|dates? de naissance|liste (?:pour|de) l['’]assurance|"
    r"дат\w* народження|дат\w* рождения|список\w* (?:на|для) страхов\w*)"
)
_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґ"
_PAIR = re.compile(
    rf"(?P<a>[{_UP}][{_LOW}'’\-]+)\s+(?P<b>[{_UP}][{_LOW}'’\-]+)\s*[,:;(\-–—]?\s*"
    r"(?P<date>\d{1,2}[./\-]\d{1,2}[./\-](?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d)(?![\d/.\-]\d)"
)


def birth_list_findings(text: str) -> list[Finding]:
    """The name and date pairs of a list said to hold birth dates (see the module's doc)."""
    if ("19" not in text and "20" not in text) or _TITLE.search(text) is None:
        return []  # (every _PAIR's date has a year 19xx/20xx: two substring tests before the case-blind title scan)
    this_year = date.today().year
    return [Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()) for m in _PAIR.finditer(text)
            if (given_name(m.group("a")) or given_name(m.group("b"))) and _year(m.group("date")) < this_year]


def _year(value: str) -> int:
    """The year of "12/03/2012" or "2012-03-12"."""
    return int(value[:4]) if value[4:5] == "-" else int(value[-4:])


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
