"""Identity, round 12: a home address or a birth date as people write them into forms, requests and forwarded
messages, or dictate them (identity.py finds the rest; `find_identity` here is both).

- the user's own address named as theirs before it, with words between ("Mój nowy adres do banku: ul. ...",
  "Cambia mi domicilio fiscal a Calle ...", "Моя адреса для листів з податкової: м. Львів, вул. ...");
- a couple named before an address, as an invitation gives it ("Imran & Tessa Quayle, 41 Larkspur Avenue",
  "в Олени та Павла Гриценків, вул. Садова 18");
- a birth date the user gave when asked for it ("pytał o datę urodzenia, podałem 04.05.1984", "m'a demandé
  ma date de naissance, 18/11/1987");
- a birth date dictated in words after the user's name ("my name is ... born the fourteenth of march nineteen
  seventy eight", "urodzona dwudziestego trzeciego maja tysiąc dziewięćset ...", "geboren am neunten november
  neunzehnhundert...").
Placeholder data ("Jan Kowalski, ul. Przykładowa 1", "sample data") stays green, as in identity.py.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import identity as base
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.identity_chat import find_chat_identity
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.text import lower
from app.core.memory.privacy.detector.vocab import names as v

# ---------------------------------------------------------------- addresses

_OWN = (r"my|our|mój|moj|mojego|nasz|mein|meine|meiner|unser|unsere|nuestra|nuestro|mon|notre|моя|мою|мій|мой|наша|наш|"
        # "ma" and "mi" are also Polish ("Sejm ma adres", "podaj mi adres"): only before the French or Spanish word
        r"ma(?=\s+(?:\S+\s+){0,2}adresse)|mi(?=\s+(?:\S+\s+){0,2}(?:dirección|direccion|domicilio))")
_NOT_HOME = (r"company|office|work|business|firm|shop|billing|firmy|firmowy|firmowa|biura|biurowy|firmen\w*|geschäfts\w*|"
             r"büro\w*|empresa|oficina|negocio|entreprise|bureau|société|компанії|офісу|фірми|email|e-mail|ip|mac|"
             r"wallet|web|website|server")
# the user's own address word, then at most 45 characters of the same sentence before the street
_OWN_ADDRESS_BEFORE = re.compile(
    rf"(?i)(?<!\w)(?:{_OWN})\s+(?:(?!(?:{_NOT_HOME})\b)[^\W\d_]+\s+){{0,2}}(?:address|home address|adres|adresu|adresie|"
    r"adresse|anschrift|wohnadresse|meldeadresse|dirección|direccion|domicilio|адреса|адресу|адрес)\b"
    r"(?:[^.!?\n]|(?<=(?<!\w)\w)\.){0,45}$"
)
_JOIN = r"&|and|i|und|y|et|та|і|и"
_COUPLE_BEFORE = re.compile(
    rf"(?<!\w)(?P<a>{base._NAME_WORD})\s*(?:{_JOIN})\s*(?P<b>{base._NAME_WORD})\s+(?P<last>{base._NAME_WORD})"
    rf"\s*[,;:]\s*(?:(?i:{base._UNIT}))?$"
)
_EVENT = re.compile(
    r"(?i)\b(?:party|housewarming|wedding|invit\w*|rsvp|birthday|christening|parapetówk\w*|urodzin\w*|wesel\w*|"
    r"zaproszen\w*|einweihung\w*|hochzeit|einladung|geburtstag\w*|fiesta|boda|cumpleaños|invitación|crémaillère|"
    r"mariage|anniversaire|новосілля|новоселье|весілля|свадьб\w*|запрошення|приглашение|день народження)\b"
)


def _addresses(text: str, low: str) -> list[tuple[int, int]]:
    spans = []
    if base._EN_ADDRESS_HINT.search(text) or base._ADDRESS_HINT_RE.search(low) or base._LOW_STREET_HINT.search(low):
        spans = [m.span() for m in base.ADDRESS.finditer(text)]
    if base._POSTCODE.search(text):
        spans += [a for a in base._streets_before_postcodes(text) if not any(s <= a[0] < e for s, e in spans)]
    return spans


def _address_findings(text: str, low: str) -> list[Finding]:
    found: list[Finding] = []
    for a_start, a_end in _addresses(text, low):
        before = text[max(0, a_start - 80):a_start]
        own = _OWN_ADDRESS_BEFORE.search(before)
        if own and not is_placeholder(text, None, (a_start, a_end)):
            found.append(Finding(Kind.IDENTITY, "home address", a_start, a_end))
            continue
        m = _COUPLE_BEFORE.search(before)
        if m and not {m.group("a"), m.group("b"), m.group("last")} & v.INSTITUTION_WORDS and (
                base._given_name(m.group("a")) or base._given_name(m.group("b")) or _EVENT.search(text)) and (
                not is_placeholder(text, m.group("b") + " " + m.group("last"), (a_start, a_end))):
            found.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
    return found


# ---------------------------------------------------------------- birth dates

_DOB_WORDS = (r"date of birth|dob|birth ?date|data urodzenia|datę urodzenia|daty urodzenia|geburtsdatum|"
              r"fecha de nacimiento|date de naissance|дату народження|дата народження|дату рождения|дата рождения")
_GAVE = (r"i (?:said|gave|told (?:him|her|them))|podałe?a?m|podaliśmy|powiedziałe?a?m|ich (?:sagte|habe|hab) (?:\w+ )?"
         r"(?:gesagt|angegeben)|hab ich (?:\w+ )?(?:gesagt|angegeben)|le di|le dije|dije|di|je lui ai (?:donné|dit)|"
         r"j'ai (?:donné|dit)|я (?:дав|дала|сказав|сказала|назвав|назвала)|я (?:дал|сказал|сказала|назвал)")
# a year written in full: the date is a birth date, not a deadline ("DD/MM/YYYY" has no digits)
_FULL_DATE = r"(?:\d{1,2}[./\-]\d{1,2}[./\-](?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2})(?![\d./\-])"
_GIVEN_DOB = re.compile(
    rf"(?i)(?:(?<!\w)(?:{_OWN})\s+(?:{_DOB_WORDS})\b[^.!?\n\d]{{0,12}}?[,:—–-]\s*"
    rf"|(?<!\w)(?:{_DOB_WORDS})\b[^.!?\n\d]{{0,20}}?[,:—–-]?\s*(?:{_GAVE})\s*[:,]?\s*)(?P<date>{_FULL_DATE})"
)
_MONTH_LOW = base._MONTHS.lower()
_YEAR_WORDS = (r"nineteen|two thousand|tysiąc dziewięćset|dwa tysiące|dwutysięczn\w*|neunzehnhundert\w*|zweitausend\w*|"
               r"mil novecientos|dos mil|mille neuf cent|dix-neuf cent|тисяча дев'ятсот|тисяча девʼятсот|дві тисячі|"
               r"тысяча девятьсот|две тысячи")
_SPOKEN_DOB = re.compile(
    r"(?i)(?<!\w)(?:born|urodzon[aey]|urodził[aey]?m? się|geboren|nacid[oa]|née?|народжен\w*|народил\w*|родил\w*)"
    rf"(?:\s+(?:on|am|el|le|w dniu|dnia))?(?:\s+the)?(?:[\s-]+[^\W\d_]+){{1,3}}?\s+(?:of\s+|de\s+)?(?:{_MONTH_LOW})"
    rf"(?:\s+(?:of|de|del))?\s+(?:{_YEAR_WORDS})"
)
# the user named themselves or spoke of their own birth before it
_SELF = re.compile(
    r"(?i)(?<!\w)(?:my name is|my name's|i'm|i am|i was|nazywam się|jestem|mam na imię|ich heiße|ich bin|mein name ist|"
    r"me llamo|mi nombre es|soy|je m'appelle|je suis|mon nom est|мене звати|меня зовут|я)\b"
)


_YEAR_GATE = re.compile(r"nineteen|two thousand|tysią|neunzehnhundert|zweitausend|mil |mille |dix-neuf|тисяч|тысяч")


def _dob_findings(text: str, low: str) -> list[Finding]:
    found = []
    if base._DATE_GATE.search(text):
        for m in _GIVEN_DOB.finditer(text):
            if not is_placeholder(text, None, None):
                found.append(Finding(Kind.IDENTITY, "date of birth", m.start(), m.end()))
    if not _YEAR_GATE.search(low):
        return found
    for m in _SPOKEN_DOB.finditer(text):
        start = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start()), m.start() - 120) + 1
        if _SELF.search(text, start, m.start()) and not is_placeholder(text, None, None):
            found.append(Finding(Kind.IDENTITY, "date of birth", m.start(), m.end()))
    return found


_DOB_GATE = re.compile(r"birth|dob|urodz|geburt|geboren|nacimiento|nacid|naissance|née|народж|рожден|родил|народил|born")
_OWN_ADDRESS_GATE = re.compile(r"address|adres|anschrift|dirección|direccion|domicilio|адрес")
_COUPLE_GATE = re.compile(rf" (?:{_JOIN}) [{base._UP}]")  # "Imran & Tessa Quayle", "Kasia i Tomek ..."


def find_identity(text: str) -> list[Finding]:
    found = base.find_identity(text)
    low = lower(text)  # (text.lower(): the copy base.find_identity made)
    if base._HAS_DIGIT.search(text) and (_OWN_ADDRESS_GATE.search(low) or _COUPLE_GATE.search(text)):
        found += _address_findings(text, low)
    if _DOB_GATE.search(low):
        found += _dob_findings(text, low)
    if base._HAS_DIGIT.search(text):
        found += find_chat_identity(text, low)  # family chat's own ways (identity_chat.py)
    return found


speed_up(globals())  # each pattern behind its word and digit gate (gates.py): most messages have no timestamp, year or birth word
