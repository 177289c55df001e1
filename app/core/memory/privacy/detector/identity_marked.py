"""A person tied to a birth date or a home address in pasted data, said by the data's own markers (round 21, set
broad-zze: a developer's fixtures, logs and API payloads).

- a name, then a birth marker and a date, or a date and a marker after it: "Zofia Nowicka, ur. 14.02.2015", "Lena
  Vogel, geb. 03.07.2012", "Соломія Коваленко, 09.04.2016 р.н.", "Анна Смирнова, 12.03.1990 г.р.", "Lucía Gil,
  nacida el 02/05/2011", "Chloé Martin, née le 4/11/2013". The marker says what the date is, so any year counts (a
  child's too: identity_records.py reads unmarked rows with an adult's years only);
- a record with a person's name under a name or customer key and a street address under an address key:
  {"kunde":"Friedrich Ahlers","adresse":"Lindenstraße 17, ..."}, "customer=Harold Finch address=42 Elm Road",
  {"klient":"Tomasz Lis","adres":"ul. Grochowska 201"}. The name is a known given name and a surname; a company
  ("Hurtownia Zawada Sp. z o.o.") or placeholder people (mockup_persons.py: "Max Mustermann") are not read;
- a licence plate logged with its driver where cars are let in: "Bramka parkingowa: WX 4829K — Tomasz Lis, lokal 14",
  "Логи шлагбауму: АА 4821 КН — Савчук П., кв. 52": a plate, a dash or a colon, and a name (a known given name and
  a surname, or a surname and an initial), in a message about a car park, a gate or a barrier.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.encyclopedic import reference_style
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.given_births import find_given_births
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.role_homes import person_words

_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґё"
_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_DATE = r"[0-3]?\d[./\-][01]?\d[./\-](?:19|20)\d\d|(?:19|20)\d\d-[01]\d-[0-3]\d"
_BEFORE_DATE = (r"(?:ur\.|urodzon[aey]?|geb\.|geboren(?: am)?|born(?: on)?|b\.|nac\.|nacid[oa](?: el)?|n[ée]e?(?: le)?|"
                r"народжен\w*|народилас[ья]|родил(?:ся|ась)|д\.\s?н\.|д\.\s?р\.)")
_AFTER_DATE = r"(?:р\.\s?н\.|г\.\s?р\.|r\.\s?ur\.|року народження|года рождения)"
_MARKED = re.compile(
    rf"(?<![\w])(?P<first>{_WORD})\s+(?P<last>{_WORD})[ \t]*[,(–—:-]?[ \t]*"
    rf"(?:(?i:{_BEFORE_DATE})[ \t]*(?:{_DATE})|(?:{_DATE})[ \t]*(?i:{_AFTER_DATE}))(?![\w])")
_MARKER_GATE = re.compile(r"(?i)ur\.|urodz|geb|born|b\. |nac|née?|народ|родил|д\.\s?н|д\.\s?р|р\.\s?н|г\.\s?р")

_NAME_KEY = (r"(?:name|full_?name|customer(?:_?name)?|client(?:_?name)?|kunde|kundin|kunden_?name|klient|klientka|cliente|"
             r"recipient|empf[äa]nger|odbiorca|destinatario|destinataire|nombre|nom|nazwisko|imie_nazwisko|"
             r"одержувач|получатель|клієнт|клиент|піб|фио)")
_ADDRESS_KEY = (r"(?:address|home_?address|addr|adresse|anschrift|adres|adres_?zamieszkania|direcci[oó]n|domicilio|"
                r"street|stra(?:ss|ß)e|ulica|calle|rue|адреса|адрес|"
                # (round 22) a registration form's "neue Wohnung:", "Wohnsitz:", "residence:"
                r"(?:neue |bisherige |alte )?wohnung|wohnort|wohnsitz|residence|residencia|résidence|місце проживання|место жительства)")
_KEYED = re.compile(
    rf"(?i)(?<![\w])(?:(?P<nk>{_NAME_KEY})|(?P<ak>{_ADDRESS_KEY}))[\"']?[ \t]*[:=][ \t]*[\"']?(?![\w\-]+[ \t]*[:=][ \t])(?P<value>(?:(?!\s+[\w\-]+\s*[=:])[^\"'\n,;&=]){{2,60}}"
    r"(?:,[ \t]*(?![\w\-]+[ \t]*[=:])(?:(?!\s+[\w\-]+\s*[=:])[^\"'\n,;&=]){2,40}){0,2})")
_STREET_NUMBER = re.compile(r"[^\W\d_]{3,}\.?\s+\d{1,4}[a-zA-Z]?(?!\d)|\d{1,4}[a-zA-Z]?\s+[^\W\d_]{3,}")
_PAIR = re.compile(rf"(?P<first>{_WORD})\s+(?P<last>{_WORD})")


# a key that holds a person's name, never a firm's: "Name: Gunnar Lohse", "Nombre: ..."
_PERSON_KEY = re.compile(r"(?i)name|full_?name|nazwisko|imie_nazwisko|nombre|nom|піб|фио")


def _surname_pair(first: str, last: str) -> bool:
    from app.core.memory.privacy.detector import identity as base

    return base._is_person_name(first, last) and first.lower() not in base._NOT_A_NAME


def _given_pair(first: str, last: str) -> bool:
    from app.core.memory.privacy.detector import identity as base

    return base._given_name(first) and base._is_person_name(first, last)


# the message is about pasted data, not a biography (a fixture, a dump, a log, a table, an export)
_DATA_CARRIER = re.compile(
    r"(?i)fixture|seed|dump|\blogs?\b|csv|json|sql|\bdb\b|database|datenbank|tabelle|tabel[il]|tabla|table|export|"
    r"testdaten|test data|dane testowe|datos de prueba|données de test|baza danych|base de datos|base de données|"
    r"дамп|лог[иі]?\b|таблиц|баз[аиі] даних|баз[аеы] данных|prod(?:uction|uktion|ukcji|ucción)?\b")


def _marked_births(text: str, found: list[Finding]) -> None:
    for m in _MARKED.finditer(text):
        first, last = m.group("first"), m.group("last")
        if first[0].isupper() and last[0].isupper() and _given_pair(first, last) \
                and not is_placeholder(text, first + " " + last, None) \
                and (_DATA_CARRIER.search(text) or not reference_style(text.lower(), m.start(), m.end())):
            # (a biography's "Angela Merkel (geb. 17.07.1954) ist ..." unless the message pastes data: a fixture, a dump)
            found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))


def _keyed_addresses(text: str, found: list[Finding]) -> None:
    names: list[tuple[int, int, str]] = []
    addresses: list[tuple[int, int]] = []
    for m in _KEYED.finditer(text):
        value = m.group("value").strip()
        if m.group("nk"):
            p = _PAIR.match(value)  # (a known given name: a customer key holds companies too, "Acme Logistics")
            if p and (_given_pair(p.group("first"), p.group("last")) or (  # a person's own name field (round 22)
                    _PERSON_KEY.fullmatch(m.group("nk")) and _surname_pair(p.group("first"), p.group("last"))
                    and person_words(p.group(), False))):  # (round 31) not "name: Northwind Logistics" (role_homes.py)
                names.append((m.start("value"), m.start("value") + len(value), p.group()))
        elif _STREET_NUMBER.search(value) or (_STREET_KEY.fullmatch(m.group("ak")) and _numbered_near(text, m.start(), m.end())):
            addresses.append((m.start("value"), m.start("value") + len(value)))
    for ns, ne, name in names:
        for a_s, a_e in addresses:
            if abs(a_s - ne) <= 160 and "\n\n" not in text[min(ne, a_s):max(ns, a_s)] \
                    and not is_placeholder(text, name, (a_s, a_e)):
                found.append(Finding(Kind.IDENTITY, "name with home address", min(ns, a_s), max(ne, a_e)))
                return


# (round 29) a form that splits the address into fields: "Name: Graham Pettifer / House: 27 / Street: Wensley Road / Town:
# Reading / Postcode: RG1 6DW", "Straße: Lindenweg / Hausnummer: 12", "ulica: Długa / nr domu: 8", "calle: Mayor / número:
# 8". A street key's value without a number is the home's street when the house number or the postcode has its own key,
# with a digit, in the same record (within 120 characters).
_STREET_KEY = re.compile(r"(?i)street|stra(?:ss|ß)e|ulica|calle|rue")
_NUMBER_FIELD = re.compile(
    r"(?i)(?<![\w])(?:house(?:[ _]?(?:no\.?|nr\.?|number|name/number))?|building(?:[ _]?(?:no\.?|number))?|haus(?:nummer|nr\.?)|"
    r"nr\.?[ _]?domu|numer[ _]domu|nr|n[úu]mero|numéro|n[°º]|номер[ _]будинку|будинок|дом|"
    r"post[ _]?code|postal[ _]?code|zip(?:[ _]?code)?|plz|postleitzahl|kod[ _]pocztowy|c[óo]digo[ _]postal|c\.?p\.?|code[ _]postal|"
    r"(?:поштовий |почтовый )?індекс|(?:почтовый )?индекс)[\"']?[ \t]*[:=][ \t]*[\"']?[A-Za-z]{0,2}\d")


def _numbered_near(text: str, start: int, end: int) -> bool:
    return _NUMBER_FIELD.search(text, max(0, start - 120), min(len(text), end + 120)) is not None


# a plate, a dash or a colon, and a person: a parking gate's or a car park's log line, "WX 4829K — Tomasz Lis, lokal 14",
# "АА 4821 КН — Савчук П., кв. 52", "B-KL 4521: Jana Krause (Stellplatz 12)", "1234 BCD - Pablo Ortiz, plaza 7"
_PLATE_PERSON = re.compile(
    r"(?<![\w\-])(?:[A-ZÄÖÜ]{1,3}[ \-][A-Z]{1,2}[ \-]?\d{1,4}[EH]?|[A-Z]{2}\d{2} ?[A-Z]{3}|[A-Z]{2,3} ?(?=[A-Z0-9]*\d)[A-Z0-9]{4,5}|"
    r"\d{4}[ \-]?[A-Z]{3}|[A-Z]{2}-\d{3}-[A-Z]{2}|[А-ЯІЇЄ]{2} ?\d{4} ?[А-ЯІЇЄ]{2})(?![\w\-])"
    rf"[ \t]*[—–:|=>\-]+[ \t]*(?:(?P<first>{_WORD})\s+(?P<last>{_WORD})|(?P<sur>{_WORD})\s+[{_UP}]\.(?:\s?[{_UP}]\.)?)")
# (lower-cased text) where plates are logged with their drivers: a car park, a gate, a barrier
_PARKING = re.compile(
    r"parking|car park|carpark|garage|gate|barrier|bramk\w*|szlaban\w*|miejsc\w* postojow\w*|parkplatz|tiefgarage|"
    r"schranke|stellplatz|einfahrt|aparcamiento|garaje|barrera|plaza de garaje|stationnement|barri[èe]re|"
    r"шлагбаум\w*|паркінг\w*|парковк\w*|стоянк\w*|паркомісц\w*|ворот\w*")


def _plate_people(text: str, found: list[Finding]) -> None:
    for m in _PLATE_PERSON.finditer(text):
        if m.group("sur") is not None or _given_pair(m.group("first"), m.group("last")):
            found.append(Finding(Kind.IDENTITY, "licence plate with its owner", m.start(), m.end()))
            return


_DIGIT = re.compile(r"\d")


def find_marked_identity(text: str) -> list[Finding]:
    """A name with a marked birth date, or a record's name and address (see the module's doc)."""
    found: list[Finding] = []
    if _DIGIT.search(text) is None:  # (one C-level scan: a generator here cost ~10 % of chat time)
        return found  # every form below holds a digit (a date, a street number, a plate)
    if ("19" in text or "20" in text) and _MARKER_GATE.search(text):  # (every _DATE holds a year 19xx/20xx; the
        # case-blind marker alternation was ~4 % of chat time when it ran on every message)
        _marked_births(text, found)
    if not found:  # "Lukas geb. 02.11.2009": a given name alone (given_births.py, round 22)
        found += find_given_births(text)
    if "=" in text or ":" in text:
        low = text.lower()
        if ("adr" in low or "addr" in low or "dire" in low or "domic" in low or "street" in low or "stra" in low or "ulica" in low
                or "calle" in low or "rue" in low or "адрес" in low or "anschrift" in low or "wohn" in low
                or "resid" in low or "résid" in low or "прожив" in low or "жительств" in low):
            _keyed_addresses(text, found)
    if not found and _PARKING.search(text.lower()):
        _plate_people(text, found)
    return found


speed_up(globals())
