"""Identity: a person tied to where they live, what they drive or when they were born.

A name next to a street address, a licence plate with its owner, a name with a date of birth, a
named child with their school. Placeholder data in mock-ups ("John Doe, 123 Main St"), company
addresses and famous places stay green.
"""
from __future__ import annotations

import re

from app.core.memory import privacy_vocab_names as v
from app.core.memory.privacy_types import Finding, Kind

_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻŠŽČŘĎŤŇĚŮ"
_LOW = "a-zß-öø-ÿąćęłńóśźżšžčřďťňěů"
_NAME_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_NAME = rf"(?P<first>{_NAME_WORD})(?:\s+[{_UP}]\.)?\s+(?P<last>{_NAME_WORD})"

_STREET_TYPES = "|".join(v.STREET_TYPES_EN.split())
_ADDRESS = re.compile(
    # 42 Baker Street, 14 Alder Close, 221B Baker St.
    rf"\b\d{{1,5}}[A-Za-z]?(?:[/\-]\d{{1,4}}[A-Za-z]?)?,?\s+(?:[{_UP}][{_LOW}'’]+\s+){{1,3}}(?:{_STREET_TYPES})\b\.?"
    # ul. Długa 5, ulica Kasztanowa 12/4, al. Jana Pawła II 15
    rf"|(?i:\b(?:ul\.|ulica|ulicy|al\.|aleja|alei|os\.|osiedle|osiedlu|pl\.|plac|placu))\s*"
    rf"(?:[{_UP}0-9][\w.'’\-]*\s+){{0,3}}?[{_UP}]?[\w.'’\-]*\s*\d{{1,4}}[A-Za-z]?(?:\s?/\s?\d{{1,4}}[A-Za-z]?)*"
    # Hauptstraße 5, Lindenweg 12a
    rf"|\b[{_UP}][{_LOW}\-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee)\s+\d{{1,4}}[a-z]?\b"
    # mieszkam przy Kasztanowej 12
    rf"|(?i:\b(?:przy|na)\s+)(?-i:[{_UP}][{_LOW}]+(?:\s+[{_UP}][{_LOW}]+)?)\s+\d{{1,4}}(?:/\d{{1,4}})?\b(?=[^.!?\n]{{0,40}}\b(?i:w|we)\s+[{_UP}])"
)
_INTRO = re.compile(
    r"(?:\b(?:I'?m|I am|(?i:my name is|my name's|this is|call me|nazywam się|mam na imię|jestem|ich heiße|"
    r"ich bin|mein name ist|je m'appelle))\s+)" + _NAME
)
_CONNECTOR_BEFORE_ADDRESS = re.compile(
    _NAME + r"\s*(?:[,;:()\-–—|]\s*)*(?:(?P<verb>(?i:lives|live|is living|resides|living|mieszka|mieszkam|zamieszkał\w*|zam\.|"
    r"wohnt|wohne))\s+(?i:at|in|on|przy|na|w|an der|am|in der|auf der|im)?\s*)?$"
)
_FIRST_PERSON_ADDRESS = re.compile(
    r"(?i)\b(?:I live|I'm living|I am living|we live|my (?:home |new |current |postal |delivery )?address(?: is)?|"
    r"mieszkam|mieszkamy|mój adres(?: to)?|mój adres zamieszkania|ich wohne|wir wohnen|meine adresse(?: ist| lautet)?|"
    r"send it to me at|ship it to me at|deliver to me at)\b[^.!?\n]{0,30}$"
)
_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|"
    "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|"
    "Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember"
)
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th|\.)?\s+(?:of\s+)?(?:{_MONTHS})\.?,?\s+\d{{4}}|(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    r"|\d{1,2}[./\-]\d{1,2}[./\-](?:19|20)?\d{2}|(?:19|20)\d{2}-\d{2}-\d{2})"
)
_NAME_DOB = re.compile(
    _NAME + r"\s*[,;:(\-–—]?\s*(?i:born(?: on)?|b\.|dob:?|d\.o\.b\.?:?|date of birth:?|ur\.|urodzon[aey]?(?: się)?(?: w dniu)?|"
    r"data urodzenia:?|geb\.|geboren(?: am)?|geburtsdatum:?)\s*" + _DATE
)
_OWN_DOB = re.compile(
    r"(?i)\b(?:my (?:date of birth|dob|birth ?date|birthday) is|my (?:date of birth|dob)[:\s]|I was born on|I was born|"
    r"urodziłe?a?m się|moja data urodzenia(?: to)?|data urodzenia:|mein geburtsdatum(?: ist)?|ich bin am|ich wurde am)\s*"
    + _DATE
)
_CHILD_NAMED = re.compile(
    r"(?i:\b(?:my|our)\s+(?:\w+\s+)?(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter|grandson|granddaughter)|"
    r"\b(?:mój|nasz)\s+syn|\b(?:moja|nasza)\s+córka|\bmein\s+sohn|\bmeine\s+tochter|\bunser(?:e)?\s+(?:sohn|tochter))[,\s]+"
    + _NAME
)
_CHILD_PLACE = re.compile(
    rf"(?i:\b(?:school|primary|academy|kindergarten|nursery|preschool|class|grade|year \d|przedszkol\w*|szkoł\w*|szkole|"
    rf"klas\w*|schule|grundschule|kita|klasse|gymnasium)\b)|\b(?:[{_UP}][{_LOW}]+\s+)(?:{_STREET_TYPES})\b"
)


_HAS_DIGIT = re.compile(r"\d")


def _is_person_name(first: str, last: str) -> bool:
    if first in v.NOT_FIRST_NAMES or last in v.NOT_FIRST_NAMES:
        return False
    if first in v.INSTITUTION_WORDS or last in v.INSTITUTION_WORDS:
        return False
    return len(first) >= 2 and len(last) >= 2


_CHILD_HINT = ("son", "daughter", "kid", "child", "boy", "girl", "syn", "córk", "sohn", "tochter")
_DOB_HINT = ("born", "b.", "dob", "d.o.b", "birth", "ur.", "urodz", "geb", "ich bin am", "ich wurde am")
_EN_ADDRESS_HINT = re.compile(rf"\d[A-Za-z]?(?:[/\-]\d{{1,4}}[A-Za-z]?)?,?\s+[{_UP}]")
_PL_ADDRESS_HINT = ("ul.", "ulic", "al.", "alej", "alei", "os.", "osiedl", "pl.", "plac", "mieszka")
_DE_ADDRESS_HINT = ("straße", "strasse", "str.", "weg ", "gasse", "platz", "allee", "ring ", "damm", "ufer", "chaussee")


def find_identity(text: str) -> list[Finding]:
    findings: list[Finding] = []
    low = text.lower()
    if any(h in low for h in _CHILD_HINT):
        for m in _CHILD_NAMED.finditer(text):
            if _is_person_name(m.group("first"), m.group("last")) and _CHILD_PLACE.search(text, m.end()):
                findings.append(Finding(Kind.IDENTITY, "child's name with school or address", m.start("first"), m.end()))
    if not _HAS_DIGIT.search(text):
        return findings
    addresses = []
    if (_EN_ADDRESS_HINT.search(text) or any(h in low for h in _PL_ADDRESS_HINT)
            or any(h in low for h in _DE_ADDRESS_HINT)):
        addresses = [m.span() for m in _ADDRESS.finditer(text)]
    intro_names = []
    if addresses:
        intro_names = [m for m in _INTRO.finditer(text) if _is_person_name(m.group("first"), m.group("last"))]
    for a_start, a_end in addresses:
        before = text[max(0, a_start - 80):a_start]
        m = _CONNECTOR_BEFORE_ADDRESS.search(before)
        if m and _is_person_name(m.group("first"), m.group("last")) and (
                m.group("verb") or m.group("first") in v.FIRST_NAMES):
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
            continue
        if intro_names:
            n = intro_names[0]
            s = min(n.start("first"), a_start)
            findings.append(Finding(Kind.IDENTITY, "name with home address", s, max(n.end(), a_end)))
            continue
        if _FIRST_PERSON_ADDRESS.search(text[max(0, a_start - 60):a_start]):
            findings.append(Finding(Kind.IDENTITY, "home address", a_start, a_end))
    if any(h in low for h in _DOB_HINT):
        for m in _NAME_DOB.finditer(text):
            if _is_person_name(m.group("first"), m.group("last")):
                findings.append(Finding(Kind.IDENTITY, "name with date of birth", *m.span()))
        for m in _OWN_DOB.finditer(text):
            findings.append(Finding(Kind.IDENTITY, "date of birth", *m.span()))
    return findings
