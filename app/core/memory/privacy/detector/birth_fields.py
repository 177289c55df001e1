"""A birth date whose words are apart from it (round 29, the fresh sets broad-zzz19 and -zzz20).

identity.py ties a person to a birth date when the birth word stands right before or after the date ("Emilia Hartmann
wurde am 9. Mai 2025 geboren"). Two ways of telling keep them apart:
- the hour of the birth between the two: "kam am 9. Mai 2025 um 6:40 zur Welt", "was born at 6:40 am on 9 May 2025",
  "est née à 6h40 le 9 mai 2025", "nació a las 6:40 del 9 de mayo de 2025", "urodziła się o 6:40 9 maja 2025",
  "народилася о 6:40 9 травня 2025". `timed_view` blanks the hour (and the "on"/"le"/"del" after it) when a birth word
  is in the message, and identity.py reads the view: its tests for whose birth it is (a relative, a named person, no
  public figure, no history) stay the same;
- the birth date asked for in one sentence and given in another: "Для квитка потрібні прізвище, ім'я і дата народження.
  Христина Мельничук, 30 березня 1995 року.", "They need her date of birth for the booking. Emma Clarke, 30 March 1995."
  A message that names a date of birth and holds a name with a full date right beside it (a comma, a colon or a dash
  between; the date first or second) gives that person's birth date. Green: a date of this year or before 1900, a
  date another word claims (an appointment, a wedding, a death, "since"), a placeholder person, a question about a
  public person's birthday (identity.py's `_trivia`, `reference_style`).
"""
from __future__ import annotations

import re
from datetime import date

from app.core.memory.privacy.detector.encyclopedic import reference_style
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.role_homes import person_words

_THIS_YEAR = date.today().year

# the hour of a birth: "at 6:40 am on", "um 6:40 Uhr", "o godz. 6:40", "à 6h40 le", "a las 6:40 del", "о 6:40"
_HOUR = re.compile(
    r"(?i)(?<!\w)(?:at|um|o(?: godz(?:\.|inie))?|à|a las?|о|об|в)\s+\d{1,2}(?:[:.h]\d{2}|\s*(?:am|pm|a\.m\.|p\.m\.))"
    r"(?:\s*(?:am|pm|a\.m\.|p\.m\.|uhr|h|hrs))?(?!\w)(?:\s*(?:,\s*)?(?:on(?: the)?|le|el|del|de|am|dnia)(?!\w))?")
_HOUR_GATE = re.compile(r"\d[:.h]\d\d|\d\s*[ap]\.?m")
# the birth words of identity.py's tests, as plain substrings of the lower-cased message
_BIRTH_WORDS = ("born", "geboren", "zur welt", "urodzi", "na świat", "née", "né ", "au monde", "naci", "al mundo",
                "народи", "родил", "на світ", "на свет")


def timed_view(text: str, low: str) -> str | None:
    """`text` with the hour of a birth blanked (spaces of the same length), or None when nothing was blanked."""
    if _HOUR_GATE.search(text) is None or not any(w in low for w in _BIRTH_WORDS):
        return None
    out = text
    hit = False
    for m in _HOUR.finditer(text):
        out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
        hit = True
    return out if hit else None


def find_timed_births(text: str, low: str) -> list[Finding]:
    """identity.py's birth findings on the message read without the birth's hour."""
    view = timed_view(text, low)
    if view is None:
        return []
    from app.core.memory.privacy.detector.identity import find_identity

    return [f for f in find_identity(view) if f.kind is Kind.IDENTITY and "birth" in f.reason]


# a date of birth named as a thing to give, anywhere in the message
_ASKED = re.compile(
    r"(?i)(?<!\w)(?:date of birth|birth ?date|d\.?o\.?b\.?(?!\w)|data urodzenia|daty urodzenia|datę urodzenia|"
    r"geburtsdatum|geburtsdaten|fecha de nacimiento|fechas de nacimiento|date de naissance|dates de naissance|"
    r"дат[аиуі] народження|дат[аыуе] рождения)")
# (round 34) the name asked for beside the birth date: "name and date of birth", "name and DOB", "imię i data urodzenia",
# "Name und Geburtsdatum", "nombre y fecha de nacimiento", "nom et date de naissance", "ім'я та дата народження",
# "full name, DOB": the two capitalised words given after it are that name, a given name nobody listed too
_NAME_ASKED = re.compile(
    r"(?i)(?<!\w)(?:(?:full |first |last |sur)?names?|imi[eę]|nazwisk\w*|vorname|nachname|name|nombres?|apellidos?|noms?|"
    r"prénoms?|ім['’ʼ]я|прізвищ\w*|имя|фамили\w*)\s*(?:,|/|&|\+|and|i|oraz|und|y|et|та|і|и)\s*"
    r"(?:(?:your|my|his|her|the|their|jej|jego|moj\w*|ihr\w*|sein\w*|mein\w*|la|su|sa|ta|mon|ma|votre|його|її|мою|свою|"
    r"його|её|его)\s+)?"
    r"(?:date of birth|birth ?date|d\.?o\.?b|dat\w* urodzenia|geburtsdat\w*|fechas? de nacimiento|dates? de naissance|"
    r"дат\w* народження|дат\w* рождения)")
_ASKED_GATE = ("birth", "dob", "d.o.b", "urodzenia", "geburtsdat", "nacimiento", "naissance", "народження", "рождения")
_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґё"
_WORD = rf"[{_UP}][{_LOW}'’ʼ]+(?:-[{_UP}][{_LOW}]+)?"
_SEP = r"[ \t]*(?:[,:;–—]|\s-)[ \t]*"


def _pairs() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from app.core.memory.privacy.detector import identity as base

    name_date = re.compile(rf"(?<![\w-])(?P<first>{_WORD})\s+(?P<last>{_WORD}){_SEP}(?P<date>{base._DATE})")
    date_name = re.compile(rf"(?<![\w\d])(?P<date>{base._DATE}){_SEP}(?P<first>{_WORD})\s+(?P<last>{_WORD})(?![\w-])")
    return name_date, date_name


_PATTERNS: list[tuple[re.Pattern[str], re.Pattern[str]]] = []
_YEAR = re.compile(r"(?:19|20)\d\d(?!\d)")
_YEAR_GATE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# the date is another event's: an event word in the clause before the pair ("Appointment with Emma Clarke, 30 March
# 2025"), or a preposition of time right before the date ("since", "od", "з")
_OTHER_EVENT = re.compile(
    r"(?i)(?<!\w)(?:appointment|meeting|interview|wedding|married|died|death|deadline|due|hired|joined|visit|booking|"
    r"termin|hochzeit|gestorben|verstorben|wizyt\w*|spotkani\w*|ślub\w*|zmarł\w*|zmarl\w*|rezerwacj\w*|"
    r"cita|reuni[óo]n|boda|muri[óo]|falleci\w*|reserva|rendez-vous|réunion|mariage|décéd\w*|mort\w*|réservation|"
    r"прийом\w*|зустріч\w*|весілля|помер\w*|приём\w*|встреч\w*|свадьб\w*|умер\w*|бронюванн\w*)(?!\w)")
_TIME_PREP = re.compile(
    r"(?i)(?<!\w)(?:since|from|until|till|seit|bis|ab|od|do|desde|hasta|depuis|jusqu'au|з|до|від|с|по|от)\W{0,4}$")
_CLAUSE_END = re.compile(r"[.!?\n]")


def _other_event(text: str, start: int, date_start: int) -> bool:
    before = text[max(0, start - 48):start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(before)), default=0)
    return _OTHER_EVENT.search(before, cut) is not None \
        or _TIME_PREP.search(text, max(0, date_start - 12), date_start) is not None


def find_asked_births(text: str, low: str) -> list[Finding]:
    """A name and a full date side by side in a message that names a date of birth (see the module's doc)."""
    if _YEAR_GATE.search(text) is None or not any(w in low for w in _ASKED_GATE) or _ASKED.search(text) is None:
        return []
    from app.core.memory.privacy.detector import identity as base

    if not _PATTERNS:
        _PATTERNS.append(_pairs())
    names_asked = _NAME_ASKED.search(text)
    found: list[Finding] = []
    for pattern in _PATTERNS[0]:
        for m in pattern.finditer(text):
            first, last = m.group("first"), m.group("last")
            years = _YEAR.findall(m.group("date"))
            if not years or not 1900 <= int(years[-1]) < _THIS_YEAR:  # (this year's dates are a booking's, a visit's)
                continue
            if _other_event(text, m.start(), m.start("date")):
                continue
            if not (base._is_person_name(first, last) and (base._given_name(first) or (
                    names_asked is not None and person_words(first + " " + last, False)))):
                continue  # (round 34) after "name and date of birth" any person's pair: "it's Dominic Haverill, 14/03/1986"
            if is_placeholder(text, first + " " + last, None) or base._trivia(text, low, *m.span()) \
                    or reference_style(low, *m.span()):
                continue
            found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
        if found:
            return found
    return found


def find_birth_fields(text: str) -> list[Finding]:
    """A birth date told with its hour between the words, or asked for a sentence away from it."""
    low = text.lower()
    return find_timed_births(text, low) or find_asked_births(text, low)


speed_up(globals())
