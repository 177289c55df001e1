"""A person's name and birth date in one record of pasted data (round 16).

Developers and office workers paste rows of their tables: an SQL tuple, a CSV line, a log's key=value pairs, a
JSON object. A row that holds a person's name and their date of birth ties the two as a sentence would:
- a name, then (at most one short field later) a full date of a birth year: "('Harold Fenwick', '1951-07-22', ...)",
  "Kowalska Anna;14.03.1962;Gdańsk" is read name-first only, "Jan Kowalski,03.11.1987,..."; the name a known
  given name and a surname (identity.py's test), the year 1920-2008 (an adult's: a booking or a signup is recent);
- a date under a birth key ("dob=1951-07-22", "\"birth_date\": \"1962-03-14\"", "Geburtsdatum: 14.03.1962",
  "data_urodzenia=...", "fecha_nacimiento", "date_naissance", "дата_народження") with a name in the same record
  (a known given name and a surname, or a value under a name key: "name=...", "\"nazwisko\": \"...\"").
Not a date said to be another event's ("hired 1998-04-01", "member since ...", "created_at"), nor placeholder
people (mockup_persons.py: "Max Mustermann", "John Doe" in samples)."""
from __future__ import annotations

import re
from datetime import date

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.mockup_persons import is_placeholder

_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґё"
_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
# (round 36) also with two dashes, as Spanish and Dutch forms write it: "Alba Rincón, 23-08-1999"
_DATE = (r"(?P<date>(?P<y1>(?:19|20)\d\d)-[01]\d-[0-3]\d|[0-3]?\d(?:[./][01]?\d[./]|-[01]?\d-)(?P<y2>(?:19|20)\d\d))"
         r"(?![\d])")
# a name field, then the date in the next field or the one after (a field of up to 40 characters between)
_NAME_THEN_DATE = re.compile(
    rf"(?<![\w])(?P<first>{_WORD})\s+(?P<last>{_WORD})[\"']?[ \t]*(?P<sep>[,;|\t])[ \t]*"
    rf"(?:[\"']?[^,;|\t\n\"']{{0,40}}[\"']?[ \t]*[,;|\t][ \t]*)?[\"']?[ \t]*{_DATE}")
# a birth key and its date
_DOB_KEYED = re.compile(
    # (round 25) a form's keys with spaces too: "Date of birth: 03/11/1991", "Fecha de nacimiento: ..."
    r"(?i)(?<![\w])(?:dob|d\.o\.b\.?|birth[ _]?date|birth[ _]?day|date[ _]?of[ _]?birth|born(?:_on|_at)?|geburtsdatum|geb_?datum|"
    r"geburtstag|data[ _]?urodzenia|fecha[ _]?(?:de[ _]?)?nacimiento|date[ _]?(?:de[ _]?)?naissance|дата[ _]?народження|"
    r"дата[ _]?рождения)"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?" + _DATE)
# a value under a name key in the same record
_NAME_KEYED = re.compile(
    r"(?i)(?<![\w])(?:name|full[ _]?name|first[ _]?name|last[ _]?name|surname|imi[eę]|nazwisko|vorname|nachname|nombre|apellidos?|"
    r"nom|pr[ée]nom|ім'я|прізвище|имя|фамилия)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<value>[^\W\d_][^\n,;\"'=&]{1,40})")
_PAIR = re.compile(rf"(?<![\w])(?P<first>{_WORD})\s+(?P<last>{_WORD})(?![\w])")
# the date's field says what else it is: "hired 1998-04-01", "since", "created", "seit", "od", "desde", "depuis"
_OTHER_EVENT = re.compile(
    r"(?i)(?:since|hired|joined|created|updated|modified|signed|start\w*|end\w*|due|paid|order\w*|visit\w*|"
    r"appointment|expir\w*|valid\w*|issued|seit|eingestellt|termin\w*|od|zatrudn\w*|wizyt\w*|desde|alta|depuis|"
    r"embauch\w*|з|с|від|от)\W{0,4}$")
_YEARS = range(1920, 2009)
_YEAR_GATE = re.compile(r"(?<!\d)(?:19[2-9]\d|200[0-8])(?!\d)")  # a birth year of _YEARS somewhere
# a list of birthdays (an office's, a club's, a class's): "Geburtstagsliste fürs Büro: Frank Oberle 17.06.1984, ...";
# every "First Last <date with a birth year>" in it is a person's birth date
_BIRTHDAYS = re.compile(
    r"(?i)birthdays|birthday (?:list|calendar|dates)|geburtstag(?:e|sliste|skalender)|cumpleaños|anniversaires|"
    r"urodzin|urodziny|дн(?:ів|і|ей) народження|дн(?:ей|и) рождения")
_BIRTHDAY_WORDS = ("birthday", "geburtstag", "cumplea", "anniversaires", "urodzin", "народження", "рождения")
_NAME_DATE_SPACED = re.compile(rf"(?<![\w])(?P<first>{_WORD})\s+(?P<last>{_WORD})[ \t]*(?:[:(–—-][ \t]*)?{_DATE}")
_DOB_WORDS = ("dob", "d.o.b", "birth", "born", "geb", "urodz", "nacim", "naiss", "народж", "рожден")


def _given_pair(first: str, last: str) -> bool:
    from app.core.memory.privacy.detector import identity as base

    return base._given_name(first) and base._is_person_name(first, last)


def find_record_identity(text: str) -> list[Finding]:
    """A name and a birth date in one row or record (see the module's doc)."""
    found: list[Finding] = []
    if "20" in text and _CHILD_YEAR_GATE.search(text) and _ROSTER.search(text.lower()):
        found += _child_roster(text)
        if found:
            return found
    if _YEAR_GATE.search(text) is None:
        if _ANY_YEAR_GATE.search(text) is not None:  # (round 29) a child's birth date under its key, a table's rows
            low = text.lower()
            if any(w in low for w in _DOB_WORDS):
                found += _keyed_births(text) or _table_births(text, low)
        return found
    for m in _NAME_THEN_DATE.finditer(text):
        year = int(m.group("y1") or m.group("y2"))
        if year not in _YEARS or _OTHER_EVENT.search(text, max(m.start("date") - 20, m.end("last")), m.start("date")):
            continue
        first, last = m.group("first"), m.group("last")
        if _given_pair(first, last) and not is_placeholder(text, first + " " + last, None):
            found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
    low = text.lower()
    if not found and any(w in low for w in _BIRTHDAY_WORDS) and _BIRTHDAYS.search(text):
        for m in _NAME_DATE_SPACED.finditer(text):
            first, last = m.group("first"), m.group("last")
            if int(m.group("y1") or m.group("y2")) in _YEARS and _given_pair(first, last) \
                    and not is_placeholder(text, first + " " + last, None):
                found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
    if found or not any(w in low for w in _DOB_WORDS):
        return found
    return _keyed_births(text) or _table_births(text, low)


def _keyed_births(text: str) -> list[Finding]:
    """A date under a birth key with a name in the same record. The key says what the date is, so a child's year counts
    as an adult's (round 29: {"child": "Evie Marchetti", "date_of_birth": "2015-06-14"} for a school trip, a club's
    form); only a date after this year is no birth."""
    found: list[Finding] = []
    for m in _DOB_KEYED.finditer(text):
        year = int(m.group("y1") or m.group("y2"))
        if not 1900 <= year <= _THIS_YEAR:
            continue
        lo, hi = max(0, m.start() - 200), min(len(text), m.end() + 200)
        name = None
        for n in _NAME_KEYED.finditer(text, lo, hi):
            name = n.group("value").split(". ")[0].strip()  # (a form's next field after the full stop: "Doe. Date of birth")
            break
        if name is None:
            for n in _PAIR.finditer(text, lo, hi):
                if _given_pair(n.group("first"), n.group("last")):
                    name = n.group()
                    break
        if name is not None and not is_placeholder(text, name, None):
            found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
    return found


# (round 29) a table pasted with its header: "imie,nazwisko,data_urodzenia" over "Zofia,Bielecka,1979-02-23", a CSV, a
# tab- or pipe-separated export, a Markdown table. The header names the columns: one a birth date's, one or two a
# person's names (a full name, or a given name and a surname in two columns). Each row under it whose birth cell is a
# date and whose name cells read as a person's name (a known given name and a surname, or the shape of one under a name
# header) ties the two as a sentence would. A date after this year, or a header with no names column, is no one's birth.
_THIS_YEAR = date.today().year
_ANY_YEAR_GATE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_CELL_BIRTH = re.compile(
    r"(?i)^(?:dob|d\.o\.b\.?|(?:date[ _]?of[ _]?)?birth(?:[ _]?date|day)?|born(?:[ _]on)?|birthdate|geburts(?:datum|tag)|geb\.?[ _]?datum|geb\.?|"
    r"data[ _]?(?:urodzenia|ur\.?)|ur\.?|fecha[ _]?(?:de[ _]?)?nac(?:imiento|\.)?|f\.?[ _]?nac\.?|date[ _]?(?:de[ _]?)?naiss(?:ance|\.)?|"
    r"n[ée]e?[ _]le|дата[ _]народж(?:ення|\.)|дата[ _]рожд(?:ения|\.)|д\.?[ _]?н\.?|д\.?[ _]?р\.?)$")
_CELL_FULL_NAME = re.compile(
    r"(?i)^(?:(?:full|child'?s?|student|pupil|player|member|patient|guest|participant)?[ _]?name|name|names|"
    r"imi[eę][ _]i[ _]nazwisko|imie_nazwisko|dziecko|uczeń|uczen|zawodnik|uczestnik|"
    r"(?:vor-? ?und )?(?:nach)?name|kind|teilnehmer(?:in)?|spieler(?:in)?|schüler(?:in)?|"
    r"nombre(?:[ _]completo)?|nombre[ _]y[ _]apellidos?|niñ[oa]|alumn[oa]|jugador[a]?|participante|"
    r"nom(?:[ _]complet)?|nom[ _]et[ _]pr[ée]nom|enfant|[ée]l[èe]ve|joueu(?:r|se)|participant(?:e)?|"
    r"піб|п\.і\.б\.?|ім['ʼ’]я[ _]та[ _]прізвище|дитина|учень|учениця|учасни(?:к|ця)|фио|ф\.и\.о\.?|ребенок|ребёнок|ученик|участник)$")
_CELL_GIVEN = re.compile(
    r"(?i)^(?:first[ _]?name|given[ _]?name|forename|imi[eę]|vorname|nombre|pr[ée]nom|ім['ʼ’]я|имя)$")
_CELL_SURNAME = re.compile(
    r"(?i)^(?:last[ _]?name|surname|family[ _]?name|nazwisko|nachname|familienname|apellidos?|nom(?:[ _]de[ _]famille)?|"
    r"прізвище|фамилия)$")
_CELL_DATE = re.compile(r"^(?:(?P<y1>(?:19|20)\d\d)-[01]?\d-[0-3]?\d|[0-3]?\d[./\-][01]?\d[./\-](?P<y2>(?:19|20)\d\d))$")
_NAME_CELL = re.compile(rf"^{_WORD}(?:\s+{_WORD})?$")


def _cells(line: str, sep: str) -> list[str]:
    line = line.strip()
    if sep == "|":
        line = line.strip("|")
    return [c.strip().strip("\"'").strip() for c in line.split(sep)]


def _table_births(text: str, low: str) -> list[Finding]:
    """Rows under a header with a birth column and a names column (see above)."""
    found: list[Finding] = []
    lines = text.split("\n")
    starts = []
    at = 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    for i, head in enumerate(lines[:-1]):
        sep = next((c for c in ("\t", ";", "|", ",") if c in head), None)
        if sep is None or not any(w in head.lower() for w in _DOB_WORDS + ("ur", "д.н", "д.р", "nac")):
            continue
        cols = _cells(head, sep)
        birth = [k for k, c in enumerate(cols) if _CELL_BIRTH.match(c)]
        full = [k for k, c in enumerate(cols) if _CELL_FULL_NAME.match(c)]
        given = [k for k, c in enumerate(cols) if _CELL_GIVEN.match(c)]
        sur = [k for k, c in enumerate(cols) if _CELL_SURNAME.match(c) and k not in given]
        if given and not sur and full:  # "Name;Vorname": the name beside the given name is the surname
            sur = full
        if given and sur:  # ("nom,prénom": two columns, whatever "nom" alone would mean)
            full = []
        if not birth or not (full or (given and sur)):
            continue
        for j in range(i + 1, len(lines)):
            row = lines[j]
            if not row.strip():
                break
            cells = _cells(row, sep)
            if len(cells) != len(cols) or set(row.strip()) <= set("|-:+ "):
                continue  # (a Markdown table's rule, a row of another shape)
            d = _CELL_DATE.match(cells[birth[0]])
            if d is None or not 1900 <= int(d.group("y1") or d.group("y2")) <= _THIS_YEAR:
                continue
            if full:
                words = cells[full[0]].split()
                if len(words) != 2 or not _NAME_CELL.match(cells[full[0]]):
                    continue
                first, last = words
                ok = _given_pair(first, last) or _given_pair(last, first)  # (a register's "Bielecka Zofia")
            else:
                first, last = cells[given[0]], cells[sur[0]]
                if not (_NAME_CELL.match(first) and _NAME_CELL.match(last)):
                    continue
                from app.core.memory.privacy.detector import identity as base

                ok = base._given_name(first.split()[0]) or base._is_person_name(first.split()[0], last.split()[0])
            if ok and not is_placeholder(text, first + " " + last, None):
                found.append(Finding(Kind.IDENTITY, "name with date of birth", starts[j], starts[j] + len(row)))
        if found:
            return found
    return found


# (round 25) a list of children for a camp, a trip or a class, each a name and a date of a child's birth year, with no
# birth word: "Список до табору: Софія Кравчук, 12.05.2013; Артем Гнатюк, 30.09.2012", "Camp list: ..., 05/06/2013; ..."
# - two pairs at least; a date of the last two years is an appointment's or a shift's, not a birth's
_CHILD_YEARS = range(2009, 2023)
_CHILD_YEAR_GATE = re.compile(r"(?<!\d)20(?:09|1\d|2[0-2])(?!\d)")
_ROSTER = re.compile(
    r"(?<!\w)(?:list\w*|roster|lista\w*|liste\w*|teilnehmer\w*|список\w*|перелік\w*|listado)(?!\w)"
)


def _child_roster(text: str) -> list[Finding]:
    pairs = []
    for m in _NAME_THEN_DATE.finditer(text):
        first, last = m.group("first"), m.group("last")
        if int(m.group("y1") or m.group("y2")) in _CHILD_YEARS and _given_pair(first, last) \
                and not is_placeholder(text, first + " " + last, None):
            pairs.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
    return pairs if len(pairs) >= 2 else []


speed_up(globals())  # each pattern behind its word and digit gate (gates.py): most messages have no timestamp, year or birth word
