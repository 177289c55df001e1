"""A person tied to a home, a birth date or a car, retold from a call or dictated (identity said in words):

- a home: someone (a relative, a titled person, a given name, or "I") lives or has moved, and in the same sentence a
  street with its house number, said in words or written: "Onkel Herbert wohnt jetzt in der Lindenstraße zwölf",
  "mi tía vive en la calle Alcalá ciento veinte", "tonton Gérard habite au douze rue des Lilas", "дядько Микола
  живе на вулиці Шевченка, сорок два", "wujek mieszka na Wrzosowej czternaście", "el señor Bermúdez se mudó al
  número siete de la calle Olivo", "my aunt Deb's address on file is 9 Kestrel Court";
- a birth date: a named person (a given name, a relative) "was born on", "nació el", "est née le", "geboren am",
  "urodził(a) się", "народився" with a date said in words ("the fourteenth of June, nineteen eighty-eight"), or
  their birthday with a day, a month and a year ("urodziny Oli ..., jest z dwunastego marca dziewięćdziesiątego
  czwartego"); a biography's sentence (encyclopedic.py) or a birth before 1900 is no user's relative;
- a car: a person's car and its plate spelled out after a plate word ("la matrícula cuatro cinco siete uno, K L M",
  "Kennzeichen M, KS, vier sieben eins", "rejestracja ka er, jeden dwa trzy, zet wu").

identity.py reads these when the numbers are digits and the phrasing is a form's; here they are said.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.encyclopedic import reference_style
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation, lower_keep_length, speed_up
from app.core.memory.privacy.detector.gates import Gated
from app.core.memory.privacy.detector.identity import REL_WORDS, _given_name
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.spoken_dates import MONTH, NUMBER_WORD
from app.core.memory.privacy.detector.spoken_numbers import spoken_values
from app.core.memory.privacy.detector.vocab.public_bodies import BODIES

_UP = name_letters.UP

# ---------------------------------------------------------------- who
_REL = re.compile(
    r"(?i)(?<![\w-])(?:" + REL_WORDS + r"|tonton|tata|tatie|tati|mamie|papi|papy|mémé|pépé|mamy|omi|opi|abuelit[oa]|"
    r"yaya|dziadzia|babunia|ciocia|wujek|wuja|стрийко|вуйко|бабуся|бабця|бабушка)(?:['’]s)?(?![\w-])"
)
_TITLE = re.compile(
    r"(?<![\w-])(?i:mr|mrs|ms|miss|dr|sr|sra|señora?|don|doña|frau|herrn?|madame|monsieur|mme|pani|pan|пані|пан|"
    r"господин|госпожа)\.?\s+[" + _UP + r"]"
)
_CAP_WORD = re.compile(r"(?<![\w-])[" + _UP + r"][^\W\d_]+")
_FIRST_PERSON = re.compile(
    r"(?i)(?<![\w-])(?:i|my|ich|wir|mein\w*|yo|mi|mis|je|j'|nous|mon|ma|mes|ja|mój|moja|mieszkam|я|мій|моя|мы|ми|мой)"
    r"(?![\w-])"
)


def _person_in(text: str, start: int, end: int) -> bool:
    """A relative, a titled person or a known given name in text[start:end]."""
    if _REL.search(text, start, end) or _TITLE.search(text, start, end):
        return True
    for m in _CAP_WORD.finditer(text, start, end):
        word = m.group()
        if _given_name(word) or (word.endswith(("'s", "’s")) and _given_name(word[:-2])):
            return True
    return False


def _sentence(text: str, pos: int, back: int = 120, ahead: int = 140) -> tuple[int, int]:
    s = max(0, pos - back)
    for stop in (". ", "! ", "? ", "\n"):
        k = text.rfind(stop, s, pos)
        if k >= 0:
            s = max(s, k + len(stop))
    e = min(len(text), pos + ahead)
    for stop in (". ", "! ", "? ", "\n"):
        k = text.find(stop, pos, e)
        if k >= 0:
            e = k
    return s, e


# ---------------------------------------------------------------- homes
_HOME_VERB = re.compile(
    r"(?i)(?<![\w-])(?:lives|live|is living|moved|has moved|now at|address(?: on file)? is|"
    r"mieszka\w*|przeprowadzi\w* się|przeni[oó]s\w* się|adres\w*|"
    r"wohnt|wohnen|wohne|umgezogen|gezogen|zieht|adresse|"
    r"vive|viven|vivo|se mud[oó]|se ha mudado|se mudaron|se fue a vivir|reside|direcci[oó]n|"
    r"habite|habitent|j'habite|a déménagé|s'est install[ée]+|est au|est à|vit|demeure|"
    r"живе|живуть|живу|переїха\w+|мешка\w+|адреса|живёт|живет|живут|переехал\w*|проживает|адрес)(?![\w-])"
)
_ADDRESS_WORD = re.compile(r"(?i)address|adres|dirección|direccion|адрес")  # (round 23) "die Adresse der Behörde, ..."
STREET_TYPE = re.compile(
    r"(?i)(?<![\w-])(?:calle|c/|avenida|avda\.?|plaza|paseo|camino|carrer|ronda|rue|avenue|boulevard|bd|place|allée|"
    r"impasse|chemin|quai|ulica|ulicy|ulicę|ul\.|aleja|alei|al\.|plac|placu|osiedle|osiedlu|os\.|вулиц[яіюе]|вул\.|"
    r"проспект\w*|просп\.|провул\w+|улиц[аеуы]|ул\.|переул\w+|street|st\.|road|rd\.?|lane|drive|court|close|way|"
    r"crescent|terrace|grove|gardens|straße|strasse|weg|allee|platz|gasse)(?![\w-])"
    r"|(?<![\w-])[" + _UP + r"][^\W\d_]*(?:straße|strasse|weg|allee|platz|gasse|ring|damm|ufer)(?![\w-])"
)
# a street named without its type after "na", "на", "przy": "na Wrzosowej", "на Садову", "на Садовой"
_UNTYPED = re.compile(r"(?<![\w-])(?:na|przy|на|по)\s+[" + _UP + r"][^\W\d_]{2,}")
_NAME_PART = re.compile(r"[\s,]*(?:(?:de|del|de la|des|du|la|le|der|von|am|an der)\s+)?[" + _UP + r"][\w'’.\-]*")
_HOUSE_WORD = re.compile(r"(?i)[\s,]*(?:дом|д\.|будинок|буд\.|nr\.?|no\.?|número|numéro|number|n°|№|numer)?[\s,]*")
_NOT_A_HOME_NUMBER = re.compile(
    r"[\s,]*(?i:years?|jahre?n?|lat|años|ans|років|роки|лет|года|months?|monate?n?|miesi\w+|meses|mois|місяц\w+|"
    r"месяц\w+|minut\w*|min|хвилин\w*|минут\w*|€|euros?|zł|złot\w+|dollars?|pounds?|%|km|kilo\w*|metr\w*|stock|étage|"
    r"piso|planta|поверс\w*|этаж\w*|uhr|o'clock|heures?|hora|godzin\w*|год)(?![\w])"
)

_ORG_SUBJECT = re.compile(
    r"(?i)(?<![\w-])(?:office|company|firm|shop|store|bakery|restaurant|caf[eé]|clinic|practice|surgery|bank|school|"
    r"business|studio|salon|agency|biuro|firm[aęy]|sklep\w*|piekarni\w*|restauracj\w*|klinik\w*|przychodni\w*|szkoł\w*|"
    r"büro|firma|laden|geschäft|bäckerei|praxis|kanzlei|schule|oficina|empresa|tienda|panader[ií]a|cl[ií]nica|"
    r"consulta|escuela|bureau|soci[ée]t[ée]|entreprise|magasin|boutique|boulangerie|cabinet|[ée]cole|офіс\w*|офис\w*|"
    r"компані\w*|компани\w*|фірм\w*|фирм\w*|магазин\w*|пекарн\w*|клінік\w*|клиник\w*|школ\w*|"
    r"" + BODIES + r")(?![\w-])"  # (round 23) "an die Adresse der Behörde, Lindenallee 7"
)
# the number said before the street's type and name: "douze rue", "siete de la calle", "9 Kestrel Court"
_NUMBER_BEFORE = re.compile(r"([^\W_]+(?:[-'’][^\W_]+)*)(?:\s+(?:de la|del|de|[" + _UP + r"][^\W\d_]+)){0,2}\s*$")


def _house_number(text: str, low: str, start: int, end: int) -> tuple[int, int] | None:
    """A house number said or written in low[start:end] right where it opens (after the street's name)."""
    for digits, s, e in spoken_values(low, start, min(len(low), end)):
        if s - start > 3 or not digits or digits.startswith("0") or len(digits) > 4:
            return None
        if _NOT_A_HOME_NUMBER.match(low, e):
            return None
        return s, e
    return None


def _homes(text: str, low: str) -> list[Finding]:
    out = []
    for verb in _HOME_VERB.finditer(text):
        s, e = _sentence(text, verb.start())
        # (the street may come before the verb: "ist in die Gartenstraße acht in Fulda umgezogen")
        streets = list(STREET_TYPE.finditer(text, s, e)) + list(_UNTYPED.finditer(text, s, e))
        for street in streets:
            span = None
            # the street's name (capitalised words) then the number: "calle Alcalá ciento veinte", "Садову, дванадцять"
            pos = street.end()
            for _ in range(3):
                name = _NAME_PART.match(text, pos)
                if name is None or street.group().lower() in ("na", "przy", "на", "по"):
                    break
                if spoken_values(low, name.start(), name.end()):
                    break  # ("Alcalá Ciento ..." is the number, not the name)
                pos = name.end()
            number_at = _HOUSE_WORD.match(text, pos)
            if number_at is not None:
                span = _house_number(text, low, number_at.end(), number_at.end() + 40)
            if span is None:
                # the number before the street: "au sept avenue Foch", "9 Kestrel Court", "número siete de la calle"
                before = text[max(s, street.start() - 30):street.start()]
                m = _NUMBER_BEFORE.search(before)
                if m is not None:
                    at = street.start() - len(before) + m.start(1)
                    values = spoken_values(low, at, at + len(m.group(1)))
                    if values and values[0][0] and not values[0][0].startswith("0") and len(values[0][0]) <= 4:
                        span = (values[0][1], values[0][2])
            if span is None:
                continue
            if _ORG_SUBJECT.search(text, max(s, verb.start() - 40), verb.start()) or (
                    _ADDRESS_WORD.match(verb.group()) and _ORG_SUBJECT.search(text, verb.end(), max(verb.end(), street.start()))):
                continue  # "our office moved to 12 rue de Rivoli", "la empresa se mudó a la calle ...": a business's
            if _person_in(text, s, min(verb.start(), street.start()) + 1) or _FIRST_PERSON.search(text, s, verb.end()):
                out.append(Finding(Kind.IDENTITY, "name with home address", min(verb.start(), span[0]),
                                   max(span[1], street.end())))
                return out
    return out


# ---------------------------------------------------------------- birth dates
_BORN = re.compile(
    r"(?i)(?<![\w-])(?:was born|were born|born on|nació|nacieron|nacida|nacido|est née?|sont nés|née? le|geboren|"
    r"wurde am|urodził[aoy]? się|urodzon[aey]|народил(?:ся|ася|ись)|народився|родил(?:ся|ась|ись))(?![\w-])"
)
_BIRTHDAY = re.compile(
    r"(?i)(?<![\w-])(?:birthday|urodziny|geburtstag|cumpleaños|anniversaire|день народження|день рождения)(?![\w-])"
)
_YEAR_SAID = re.compile(
    r"(?i)\d{4}|nineteen \w+|two thousand|dos mil|mil novecientos|deux mille|mille neuf cent|zweitausend|"
    r"neunzehnhundert|tysi[ąa]c\w*|\w+dziesi[ąa]t\w+ \w+ego|dziewięćdziesiąt\w*|osiemdziesiąt\w*|siedemdziesiąt\w*|"
    r"тисяч\w*|тысяч\w*|дев'яност\w+|вісімдесят\w+|девяност\w+|восьмидесят\w+"
)
_OLD_YEAR = re.compile(
    r"(?i)eighteen|seventeen hundred|ochocientos|setecientos|huit cent|sept cent|achtzehnhundert|siebzehnhundert|"
    r"osiemset|siedemset|вісімсот|сімсот|восемьсот|семьсот|1[0-8]\d\d"
)


def _birth_dates(text: str, low: str) -> list[Finding]:
    out = []
    for m in list(_BORN.finditer(text)) + list(_BIRTHDAY.finditer(text)):
        s, e = _sentence(text, m.start(), back=60, ahead=110)
        month = MONTH.search(low, m.end(), e)
        if month is None:
            continue
        numbers = [n for n in NUMBER_WORD.finditer(low, max(m.end(), month.start() - 40), min(e, month.end() + 60))
                   if not month.start() <= n.start() < month.end()]
        if not numbers or all(n.group().isdigit() for n in numbers):
            continue  # (a date in digits is identity.py's, which knows the public figures' birthdays)
        year = _YEAR_SAID.search(low, month.end(), min(e, month.end() + 60))
        if m.re is _BIRTHDAY and year is None:
            continue  # a birthday to remember, not a birth date
        if _OLD_YEAR.search(low, month.end(), min(e, month.end() + 60)) or reference_style(low, m.start(), e):
            continue  # a biography's
        if not _person_in(text, s, m.start() + 1) and not (m.re is _BIRTHDAY and _person_in(text, m.end(), month.start())):
            continue
        out.append(Finding(Kind.IDENTITY, "date of birth", m.start(), max(month.end(), numbers[-1].end())))
    return out


# ---------------------------------------------------------------- plates
_PLATE_WORD = re.compile(
    r"(?i)(?<![\w-])(?:plate|number plate|registration|reg|matr[ií]cula|immatricul\w+|plaque|kennzeichen|"
    r"rejestracj\w*|tablic\w* rejestracyjn\w*|номер|номерн\w+ знак\w*|госномер)(?![\w-])"
)
_CAR = re.compile(
    r"(?i)(?<![\w-])(?:car|van|truck|auto|autos|wagen|coche|carro|furgoneta|voiture|bagnole|camionnette|samoch[oó]d\w*|"
    r"машин\w+|автомобіл\w*|автомобил\w*|авто)(?![\w-])"
)
# whose car: "Jenna's car", "машина Андрія", "el coche de Íñigo", "das Auto von Frau Schütz", "auto Tomka"
_CAR_WORDS = (r"car|van|truck|auto|wagen|coche|carro|furgoneta|voiture|camionnette|samoch[oó]d\w*|машин\w+|"
              r"автомобіл\w*|автомобил\w*|авто")
_CAR_OF = re.compile(
    r"(?<![\w-])[" + _UP + r"][^\W\d_]+['’]s\s+(?:[^\W\d_]+\s+)?(?i:" + _CAR_WORDS + r")(?![\w-])"
    r"|(?<![\w-])(?i:" + _CAR_WORDS + r")\s+(?:(?i:de|von|of|od|від|de la|du)\s+)?"
    r"(?:(?i:frau|herrn?|señora?|madame|monsieur|pani|pana|пані|пана|mr|mrs|ms)\.?\s+)?[" + _UP + r"][^\W\d_]+"
)
# the letter names Poles spell a plate with ("ka er", "zet wu"), and single capitals in any alphabet
_PL_LETTERS = frozenset("a be ce de e ef gie ha i jot ka el em en o pe er es te u wu iks igrek zet".split())
_PLATE_TOKEN = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")


def _plate_value(text: str, low: str, start: int, end: int) -> tuple[int, int] | None:
    """A plate spelled after its word: letters and digits (said or written), 4-9 characters with both."""
    letters = digits = 0
    first = last = -1
    pos = start
    tokens = list(_PLATE_TOKEN.finditer(text, start, end))
    i = 0
    while i < len(tokens):
        t = tokens[i]
        word = t.group()
        gap = text[pos:t.start()]
        if first >= 0 and gap.strip(" ,-"):
            break
        said = spoken_values(low, t.start(), t.end())
        opens = t.start()
        if word.isupper() and word.isalpha() and len(word) <= 3:
            letters += len(word)
        elif word.lower() in _PL_LETTERS and (first >= 0 or i + 1 < len(tokens)) and not said:
            letters += 1
        elif said:
            runs = spoken_values(low, t.start(), end)
            digits += len(runs[0][0])
            j = i + 1  # (at least this token: "72458355Y" is one token, its digits a shorter run)
            while j < len(tokens) and tokens[j].end() <= runs[0][2]:
                j += 1
            t = tokens[j - 1]
            i = j - 1
        elif first >= 0:
            break
        else:
            pos = t.end()
            i += 1
            if i > 3:
                return None  # the value follows its word closely ("la matrícula es ...")
            continue
        if first < 0:
            first = opens
        last = t.end()
        pos = t.end()
        i += 1
    if letters and digits >= 2 and 4 <= letters + digits <= 9:
        return first, last
    return None


def _plates(text: str, low: str) -> list[Finding]:
    out = []
    for m in _PLATE_WORD.finditer(text):
        s, e = _sentence(text, m.start(), back=80, ahead=90)
        if m.group().lower() == "номер" and not _CAR.search(text, s, e):
            continue
        value = _plate_value(text, low, m.end(), e)
        if value is None:
            continue
        if _CAR.search(text, s, e) and (_person_in(text, s, e) or _CAR_OF.search(text, s, e)):
            out.append(Finding(Kind.IDENTITY, "licence plate with owner", *value))
            return out
    return out


_HINTS = re.compile(literal_alternation((
    "wohn umgezogen gezogen zieht mieszka przeprowadz przenió vive vivo mudó mudo mudad mudar reside habite install "
    "déménag demeure est au est à живе живу переїха мешка живёт живет переехал проживає проживает адрес live living "
    "moved now at address adres dirección direccion born nació née geboren urodz народи родил birthday "
    "geburtstag cumpleaños anniversaire plate registration matrícula matricula immatricul plaque kennzeichen rejestrac "
    "номер"
).replace("est au est à ", "").replace("now at ", "").split() + ["est au", "est à", "now at"]))


def find_spoken_identity(text: str) -> list[Finding]:
    """Homes, birth dates and plates said aloud (see the module's doc)."""
    if isinstance(_HINTS, Gated) and _HINTS._closed(text):
        return []  # (the word gate: most messages have none of the words, and are not lower-cased here)
    low = lower_keep_length(text)
    if _HINTS.search(low) is None:
        return []
    out = [f for f in _homes(text, low) if not is_placeholder(text, None, (f.start, f.end))]  # "1 rue de l'Exemple"
    out += _birth_dates(text, low)
    out += _plates(text, low)
    return out


speed_up(globals())
