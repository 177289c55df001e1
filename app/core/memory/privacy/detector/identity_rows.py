"""A person's name with a home address or a birth date in one structured record (round 31), read by verdict.py.

Developers paste rows: a YAML fixture ("- imie: Wiesława Grabowska\\n  adres: ul. Lipowa 8, 05-500 Piaseczno"), a JSON
object, a CSV with its header ("name,street,city\\n\\"Rutherford, Ines\\",14 Copperbeech Lane,Harrogate HG2 7QT"), an
SQL insert ("INSERT INTO patients (full_name, dob) VALUES ('Henrietta Voss', '1979-11-02')"). The record's keys say
what each value is, so the name need not be a known given name (identity.py's test for free text): a value under a
name key (full name, or given name and surname in two fields - first_name/last_name, imie/nazwisko, Vorname/Nachname,
nombre/apellidos, prénom/nom, ім'я/прізвище) that has a person's shape, in the same record as a value under an address
key with a house number, or a date under a birth key. Asking whether the rows will do as test data, fixtures or seed
data does not make them invented: those words say where the rows go, not where they came from.

Green limits: known placeholder people (John Doe, Jan Kowalski, Max Mustermann, Іван Іваненко: mockup_persons.py),
generated-looking values ("user_001", "test1", "Foo Bar", "Name Surname"), sample streets, a message that says its rows
are fake, dummy, random, generated, made up or examples, an organisation's name, an address with no house number.
"""
from __future__ import annotations

import csv
import re
from datetime import date

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.mockup_persons import placeholder_record
from app.core.memory.privacy.detector.role_homes import person_words

_UP = name_letters.UP
_LOW = name_letters.LOW
_NAME_WORD = re.compile(rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?|[{_UP}]{{2,}}(?:-[{_UP}]{{2,}})?")

_KEY_FULL = re.compile(
    r"(?i)^(?:(?:full|complete|display|legal|customer|client|patient|tenant|resident|contact|member|person|employee|"
    r"guest|user|owner|recipient|student|child|pupil)[ _]?)?name|names|name[ _]full|nombre[ _]completo|nom[ _]complet|"
    r"imi[eę][ _](?:i[ _])?nazwisko|imie_nazwisko|piб|піб|п\.і\.б\.?|фио|ф\.и\.о\.?|ім['ʼ’]я[ _]та[ _]прізвище|"
    r"kunde|kundin|patient(?:in)?|mieter(?:in)?|tenant|customer|osoba|najemca|klient|inquilino|locataire|"
    r"(?:vor-? ?und )?nachname$|nombre[ _]y[ _]apellidos?$")
_KEY_GIVEN = re.compile(r"(?i)^(?:first[ _]?name|given[ _]?name|forename|fname|imi[eę]|vorname|nombre|pr[ée]nom|ім['ʼ’]я|имя)$")
_KEY_SUR = re.compile(r"(?i)^(?:last[ _]?name|surname|family[ _]?name|lname|nazwisko|nachname|familienname|apellidos?|"
                      r"nom(?:[ _]de[ _]famille)?|прізвище|фамилия)$")
_KEY_ADDRESS = re.compile(
    r"(?i)^(?:(?:home|street|postal|mailing|residential|billing|delivery)?[ _]?(?:address|addr)(?:[ _]?(?:line)?[ _]?1)?|street|"
    r"street[ _]address|adres(?:[ _]zamieszkania)?|ulica|anschrift|wohnanschrift|adresse|stra(?:ß|ss)e|wohnadresse|"
    r"direcci[oó]n|domicilio|calle|adresse[ _]postale|rue|адреса|адрес|вулиця|улица)$")
_KEY_BIRTH = re.compile(
    r"(?i)^(?:dob|d\.o\.b\.?|(?:date[ _]?of[ _]?)?birth(?:[ _]?date|day)?|born(?:[ _]on)?|birthdate|geburts(?:datum|tag)|"
    r"geb\.?[ _]?datum|geb\.?|data[ _]?(?:urodzenia|ur\.?)|fecha[ _]?(?:de[ _]?)?nac(?:imiento|\.)?|"
    r"date[ _]?(?:de[ _]?)?naiss(?:ance|\.)?|дата[ _]народж(?:ення|\.)|дата[ _]рожд(?:ения|\.)|birth_?dt)$")
_DATE = re.compile(r"^(?:(?P<y1>(?:19|20)\d\d)-[01]?\d-[0-3]?\d(?:[ T][\d:.]+Z?)?|[0-3]?\d[./\-][01]?\d[./\-](?P<y2>(?:19|20)\d\d))$")
_HOUSE = re.compile(rf"(?<![\w])\d{{1,5}}[a-zA-Z]?(?![\d])|(?<!\w)[{_UP}{_LOW}]{{3,}}")
_FAKE = frozenset(
    "test tests tester testowy testowa testuser user users usuario utilisateur użytkownik benutzer користувач пользователь "
    "foo bar baz qux quux example sample demo dummy fake mock lorem ipsum dolor admin root name surname firstname lastname "
    "first last given family nombre apellido prénom nom imie nazwisko vorname nachname asdf qwerty abc xyz null none "
    "placeholder john doe jane тест тестовий тестовый имя фамилия".split()
)
_THIS_YEAR = date.today().year

_GATE = re.compile(r"(?i)name|imi[eę]|nazwisk|nombre|apellid|pr[ée]nom|\bnom\b|ім['ʼ’]я|прізвищ|имя|фамили|піб|фио|kunde|patient|"
                   r"mieter|tenant|customer|osoba|klient|inquilino|locataire")


def _key(raw: str) -> str:
    return raw.strip().strip("\"'`[]").strip().lower()


def name_ok(value: str) -> bool:
    """A value with a person's shape: two or three capitalised words (or "Surname, Given"), none generated-looking."""
    value = value.strip().strip("\"'").strip()
    if "," in value:
        parts = [p.strip() for p in value.split(",")]
        if len(parts) != 2:
            return False
        value = parts[1] + " " + parts[0]
    words = value.split()
    if not 2 <= len(words) <= 3 or any(not _NAME_WORD.fullmatch(w) for w in words):
        return False
    if any(w.lower() in _FAKE for w in words) or len(set(w.lower() for w in words)) < len(words):
        return False  # "Foo Bar", "Test Test", "Name Surname"
    return person_words(" ".join(w if not w.isupper() else w.title() for w in words), False)


def _word_ok(value: str) -> bool:
    value = value.strip().strip("\"'").strip()
    return bool(_NAME_WORD.fullmatch(value)) and value.lower() not in _FAKE and len(value) >= 2


def _address_ok(value: str) -> bool:
    has_number = has_word = False
    for m in _HOUSE.finditer(value):
        if m.group()[0].isdigit():
            has_number = True
        else:
            has_word = True
    return has_number and has_word


def _birth_ok(value: str) -> bool:
    d = _DATE.match(value.strip().strip("\"'").strip())
    return d is not None and 1900 <= int(d.group("y1") or d.group("y2")) <= _THIS_YEAR


def _record(text: str, fields: dict[str, str], start: int, end: int) -> Finding | None:
    """A finding for one record (a column or key's kind -> its value), or None."""
    name = None
    if "full" not in fields and "sur" not in fields and len(fields.get("given", "").split()) >= 2:
        fields = {**fields, "full": fields["given"]}  # "imie: Wiesława Grabowska", "nombre: Consuelo Vidal Ortega"
    if "full" in fields and name_ok(fields["full"]):
        name = fields["full"]
    elif "given" in fields and "sur" in fields and _word_ok(fields["given"]) and _word_ok(fields["sur"]):
        name = fields["given"].strip().strip("\"'") + " " + fields["sur"].strip().strip("\"'")
        if name.lower().split()[0] == name.lower().split()[1]:
            return None
    if name is None:
        return None
    if "," in name:
        surname, _, given = name.partition(",")
        name = given.strip() + " " + surname.strip()
    if "address" in fields and _address_ok(fields["address"]) and not placeholder_record(text, name, fields["address"]):
        return Finding(Kind.IDENTITY, "name with home address", start, end)
    if "birth" in fields and _birth_ok(fields["birth"]) and not placeholder_record(text, name, None):
        return Finding(Kind.IDENTITY, "name with date of birth", start, end)
    return None


def _kind(key: str) -> str | None:
    if _KEY_GIVEN.match(key):
        return "given"
    if _KEY_SUR.match(key):
        return "sur"
    if _KEY_FULL.match(key):
        return "full"
    if _KEY_ADDRESS.match(key):
        return "address"
    if _KEY_BIRTH.match(key):
        return "birth"
    return None


# ---------------------------------------------------------------- SQL: INSERT INTO t (cols) VALUES (...), (...)
INSERT = re.compile(r"(?i)\binsert\s+into\s+[\w.\"`\[\]]+\s*\((?P<cols>[^()]{3,400})\)\s*values\s*", re.S)
SQL_VALUE = re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|[^,()\s]+")
TUPLE = re.compile(r"\((?P<body>(?:'(?:[^']|'')*'|\"[^\"]*\"|[^()'\"])*)\)")


def _sql_rows(text: str) -> list[Finding]:
    found: list[Finding] = []
    for m in INSERT.finditer(text):
        kinds = [_kind(_key(c)) for c in m.group("cols").split(",")]
        if ("given" in kinds) != ("sur" in kinds) and "full" not in kinds:
            kinds = ["full" if k in ("given", "sur") else k for k in kinds]
        if not any(kinds):
            continue
        at = m.end()
        while True:
            t = TUPLE.match(text, at)
            if t is None:
                break
            values = [v.strip("'\"").replace("''", "'") for v in SQL_VALUE.findall(t.group("body"))]
            if len(values) == len(kinds):
                fields = {k: v for k, v in zip(kinds, values, strict=True) if k is not None and k not in ()}
                f = _record(text, fields, m.start(), t.end())
                if f is not None:
                    found.append(f)
            at = t.end()
            sep = re.compile(r"\s*,\s*").match(text, at)
            if sep is None:
                break
            at = sep.end()
    return found


# ---------------------------------------------------------------- a table with its header: CSV, TSV, ';', '|'
def _table_rows(text: str) -> list[Finding]:
    found: list[Finding] = []
    lines = text.split("\n")
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    for i, head in enumerate(lines[:-1]):
        sep = next((c for c in ("\t", ";", "|", ",") if c in head), None)
        if sep is None:
            continue
        cols = [_key(c) for c in head.strip().strip("|").split(sep)]
        kinds = [_kind(c) for c in cols]
        if ("given" in kinds) != ("sur" in kinds) and "full" not in kinds:  # "nombre" or "nom" alone: the whole name
            kinds = ["full" if k in ("given", "sur") else k for k in kinds]
        have = set(k for k in kinds if k)
        if not (("full" in have or {"given", "sur"} <= have) and have & {"address", "birth"}):
            continue
        for j in range(i + 1, len(lines)):
            row = lines[j]
            if not row.strip():
                break
            if set(row.strip()) <= set("|-:+ "):
                continue
            try:
                cells = next(csv.reader([row.strip().strip("|") if sep == "|" else row.strip()], delimiter=sep,
                                        skipinitialspace=True))
            except (csv.Error, StopIteration):
                continue
            cells = [c.strip() for c in cells]
            if len(cells) < len(kinds):
                continue
            if len(cells) > len(kinds):  # an address with its commas unquoted: the rest of the row is the last column
                cells = cells[:len(kinds) - 1] + [sep.join(cells[len(kinds) - 1:])]
            fields = {k: c for k, c in zip(kinds, cells, strict=True) if k is not None}
            if "address" in fields:  # the street column with the columns after it (city, postcode)
                a = kinds.index("address")
                fields["address"] = " ".join(cells[a:])
            f = _record(text, fields, starts[j], starts[j] + len(row))
            if f is not None:
                found.append(f)
        if found:
            return found
    return found


# ---------------------------------------------------------------- key: value records (YAML, JSON, key=value)
_PAIR = re.compile(
    r"(?P<brk>^[ \t]*-[ \t]+|[{}]|\n[ \t]*\n)?[\"'`]?(?P<key>[^\W\d][\w .'’-]{0,30}?)[\"'`]?[ \t]*[:=][ \t]*"
    r"(?P<val>\"[^\"\n]*\"|'[^'\n]*'|[^\n;{}\"'|]*[^\n,;{}\"'|\s])", re.M)


def _keyed_rows(text: str) -> list[Finding]:
    found: list[Finding] = []
    record: dict[str, str] = {}
    start = end = 0
    for m in _PAIR.finditer(text):
        kind = _kind(_key(m.group("key")))
        if m.group("brk") or (kind is not None and kind in record):
            if record:
                f = _record(text, record, start, end)
                if f is not None:
                    found.append(f)
            record = {}
        if kind is None:
            continue
        if not record:
            start = m.start("key")
        record[kind] = m.group("val").strip().strip("\"'")
        end = m.end()
    if record:
        f = _record(text, record, start, end)
        if f is not None:
            found.append(f)
    return found


def find_row_identity(text: str) -> list[Finding]:
    """A name with a home address or a birth date in one structured record (see the module's doc)."""
    if not _GATE.search(text):
        return []
    found: list[Finding] = []
    if "(" in text and "values" in text.lower():
        found += _sql_rows(text)
    if not found and "\n" in text:
        found += _table_rows(text)
    if not found and (":" in text or "=" in text):
        found += _keyed_rows(text)
    return found

