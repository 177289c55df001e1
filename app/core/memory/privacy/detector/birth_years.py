"""A birth date told in two pieces: the birthday's day and month, and the year of birth said apart (round 28).

"Reinhard Pohl wird am 19.07. achtzig, geboren 1946", "Opa ... feiert am 3. Oktober Geburtstag, Jahrgang 1941", "my
grandad has his birthday on 14 March; he was born in 1939", "Teściowa ... ma urodziny 2 listopada, rocznik 1955", "mi
abuela cumple años el 8 de mayo y nació en 1943", "elle fête son anniversaire le 17 juin, elle est née en 1952",
"день народження 21 січня, народився у 1940 році", "она 1947 года рождения". Together they are the full birth date
identity.py reads when written in one piece.
Green limits: both pieces within 200 characters; a birthday word or a turning verb ("turns", "wird", "kończy",
"cumple", "fête", "виповнюється") in the day's sentence; a year from 1920 to 2023; the person one of the writer's
relatives or a named person with a relative's word or the writer's possessive right before the name ("Opa Günter
Hesse", "my mother-in-law Carol Dunmore", "Teściowa, Danuta Kępa"), not a public person's
(a singer's, a footballer's: public_figures.py) - "Rafa Nadal cumple años el 3 de junio y nació en 1986" stays green.
Round 47 (rlinks): the named person may also be a ticket's or a form's holder ("квиток на ім'я Ковальчук Галина
Іванівна, 1953 р.н., 14 березня") or be said to be the writer's relative right after the date ("..., це моя бабуся").
"""
from __future__ import annotations

import re
from types import ModuleType

from app.core.memory.privacy.detector import public_figures
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation, speed_up

GATE_WORDS = ("born", "b.", "geb", "jahrgang", "rocznik", "ur.", "urodz", "naci", "née", "né ", "народ", "родил", "рожд",
              "р.н", "р. н", "г.р", "г. р")
_GATE = re.compile(literal_alternation(GATE_WORDS))  # (every word _YEAR_AT opens with, lower-cased)
_YEAR_AT = re.compile(
    r"(?i)(?<!\w)(?:born|b\.|geboren|jahrgang|rocznik|ur\.|urodzon\w*|urodził\w*(?:\s+się)?|naci[óo]|nacid[oa]|née?|"
    r"народи\w*|народжен\w*|родил\w*|рожд[её]н\w*)"
    r"(?:\s+(?:ist|wurde|war|sie|er|in|en|el año|w|we|roku|у|в|році|году))*\s+(?P<year>(?:19|20)\d\d)(?!\d)"
    r"|(?<!\d)(?P<year2>(?:19|20)\d\d)\s*(?:року народження|года рождения|r\.\s?ur\.|roku urodzenia|"
    # (round 45, rkids) a form's abbreviation: "бабусі Галини Іваненко, 1941 р.н., 5 травня", "1938 г.р."
    r"р\.\s?н\.?|г\.\s?р\.?)(?!\w)"
)
_DAY_MONTH = None  # built from identity.py's month names on first use
_TURNING = re.compile(
    r"(?i)(?<!\w)(?:birthday|b-?day|turns|turning|will be|geburtstag\w*|wird|feiert|urodziny|urodzin|kończy|skończy|"
    r"cumple\w*|anniversaire|fête|fêtera|aura|день народження|дня народження|день рождения|дня рождения|святкує|"
    r"виповнюється|исполняется|празднует|ювіле\w*|юбиле\w*)(?!\w)"
)
_KIN_MORE = re.compile(
    r"(?i)(?<!\w)(?:schwieger\w*|\w+-in-law|in-laws?|beau-\w+|belle-\w+|suegr[oa]s?|teś\w*|teściow\w*|свекр\w*|тест[ья]|"
    r"тещ\w*|тёщ\w*|зят\w*|невістк\w*|невестк\w*)(?!\w)"
)
# public people public_figures.py's roles leave out (on lower-cased text)
_FAMOUS = re.compile(r"(?<!\w)(?:singer|musician|band|star|player|athlete|author|writer|king|queen|prince|princess|pope|"
                     r"idol|youtuber|influencer|sportler\w*|künstler\w*|sportowc\w*|zawodni\w*|jugador\w*|joueu\w*|"
                     r"artist\w*|artyst\w*|artiste|спортсмен\w*|гравц\w*|игрок\w*|зірк\w*|звезд\w*|estrella|vedette)(?!\w)")
_MY = re.compile(r"(?i)(?<!\w)(?:my|our|mein\w*|unser\w*|mój|moja|mojej|mojego|nasz\w*|mi|mis|nuestr\w*|ma|mon|mes|notre|"
                 r"мій|моя|мого|моєї|наш\w*|мой|моей|моего)(?!\w)")


# (round 47, rlinks) a ticket's or a form's holder - "квиток на ім'я Ковальчук Галина Іванівна, 1953 р.н., 14 березня",
# "a ticket in the name of ...", "bilet na nazwisko ..." - or the person said to be the writer's relative right after
# the date ("..., 14 березня, це моя бабуся", "..., that's my gran", "..., to moja babcia"): the writer's own person
_ON_NAME = re.compile(
    r"(?i)(?<!\w)(?:in the name of|under the name|na nazwisko|na imi[ęe] i nazwisko|auf den namen|a nombre de|au nom de|"
    r"на ім['’]я|на имя|на прізвище|на фамилию)\s*:?\s*$"
)
_THATS_KIN = re.compile(
    r"(?i)\s*[,;—–-]?\s*(?:it'?s|that'?s|this is|she'?s|he'?s|to|to jest|das ist|sie ist|er ist|es|c['’]est|це|это|она|он|"
    r"вона|він)\s+(?:my|our|moja|m[óo]j|moje|nasza|nasz|meine?|unsere?|mi|nuestr[oa]|ma|mon|notre|моя|мій|моє|наша|наш|"
    r"мой|моё)\s+[^\W\d_]+"
)


def _day_month(base: ModuleType) -> re.Pattern[str]:
    global _DAY_MONTH
    if _DAY_MONTH is None:
        months = base._MONTHS
        _DAY_MONTH = re.compile(
            rf"(?<![\d.])(?:\d{{1,2}}(?:st|nd|rd|th|er|\.)?\s+(?:of\s+|de\s+)?(?i:{months})(?!\w)"
            rf"|(?i:{months})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?!\d)"
            r"|\d{1,2}\.\d{1,2}\.(?!\d))"
        )
    return _DAY_MONTH


# (round 45, rkids) the day and month as the year's own apposition: right after it, only a comma between, and closed by
# a comma, a dash or the end ("1941 р.н., 5 травня, вона ...", "1938 року народження, 5 березня — їй 86") - one birth
# date written year first; not a day an event follows ("1941 р.н., 5 травня їде в санаторій")
_APPOSED_END = re.compile(r"\s*(?:[,;.!?—–(-]|$)")


def _adjoins(text: str, d: re.Match[str], years: list[tuple[int, int, int]]) -> bool:
    return any(0 < d.start() - y[1] <= 3 and text[y[1]:d.start()].strip() in (",", "") for y in years) and bool(
        _APPOSED_END.match(text, d.end()))


def split_births(text: str, low: str, base: ModuleType) -> list[Finding]:
    """The birthday's day and month and the year of birth said apart, of a relative or a named person of the writer's."""
    if _GATE.search(low) is None:
        return []
    years = [(m.start(), m.end(), int(m.group("year") or m.group("year2"))) for m in _YEAR_AT.finditer(text)]
    years = [y for y in years if 1920 <= y[2] <= 2023]
    if not years:
        return []
    found: list[Finding] = []
    for d in _day_month(base).finditer(text):
        ys = [y for y in years if abs(y[0] - d.end()) <= 200 or abs(d.start() - y[1]) <= 200]
        if not ys:
            continue
        s, e = base._sentence_bounds(text, d.start(), d.end())
        if _TURNING.search(text, s, e) is None:
            if not _adjoins(text, d, ys):
                continue
            s = min(s, base._sentence_bounds(text, ys[0][0], ys[0][1])[0])  # (the abbreviation's dot ends no sentence)
        lo = min(s, min(y[0] for y in ys))
        hi = max(e, max(y[1] for y in ys))
        kin = base._RELATIVE.search(text, lo, hi) or _KIN_MORE.search(text, lo, hi)
        named = [n for n in base._NAME_IN_SENTENCE.finditer(text, lo, hi)
                 if base._is_person_name(n.group("first"), n.group("last"))
                 and (base._given_name(n.group("first")) or base.person_shaped(n.group("first"), n.group("last")))
                 and not base._is_placeholder(text, n.group("first") + " " + n.group("last"), None)]
        pairs = [n for n in base._NAME_IN_SENTENCE.finditer(text, lo, min(hi, d.start()))
                 if base._is_person_name(n.group("first"), n.group("last"))]
        if pairs:  # the first person named is the one whose birthday it is: a relative's or the writer's own person
            w, p = max(lo, pairs[0].start() - 30), pairs[0].end()  # ("Opa Günter Hesse": the pair may open with the word)
            if not (base._RELATIVE.search(text, w, p) or _KIN_MORE.search(text, w, p) or _MY.search(text, w, p)
                    or _ON_NAME.search(text, w, pairs[0].start()) or _THATS_KIN.match(text, d.end())):
                continue  # "Rafa Nadal cumple años el 3 de junio ..., y mi hijo ..."
        if not kin and not named:
            continue
        if public_figures.ROLE.search(low, lo, hi) or _FAMOUS.search(low, lo, hi):
            continue  # a singer's, a footballer's birthday - also one a relative likes ("my grandad's favourite singer")
        reason = "name with date of birth" if named else "a relative's date of birth"
        end = max(d.end(), *(y[1] for y in ys))
        found.append(Finding(Kind.IDENTITY, reason, min(d.start(), *(y[0] for y in ys)), end))
    return found


speed_up(globals())
