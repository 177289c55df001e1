"""A birth date said with the birth place between the birth word and the date (round 26).

"My daughter Halyna was born in Lviv on 2 March 2012", "Mój syn urodził się w Krakowie 3 maja 2014", "Mi hija
nació en Sevilla el 3 de mayo de 2014", "Mon fils est né à Lyon le 4 mars 2016", "Мой сын родился в Казани 3 мая
2014", and in German the place before the verb: "ist am 3. Mai 2014 in Kyjiw geboren". identity.py reads the birth
word right before the date (or the date right before "geboren"); `without_birth_places` gives the message with such
a place blanked out (spaces, the same length: spans stay true), for identity.py to read again.
`geboren_after` finds the German order with a name first: "Jonas Weber ist am 22.08.2015 geboren".
Green limits: as identity.py's own (a historical date, a public person asked about, a placeholder person, a thing
"born" - a firm, an app - with no person's name or relative): the view only moves the date next to its birth word.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters

_UP = name_letters.UP
_LOW = name_letters.LOW
_PLACE = (rf"[{_UP}][\w'’\-]+(?:[ \-](?:[{_UP}][\w'’\-]+|de|del|la|le|sur|am|an|der|nad|upon|on|sous|en))" + "{0,3}")
_MONTH_START = (r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|sty|lut|kwi|maj|cze|lip|sie|wrz|paź|paz|lis|gru|"
                r"ene|abr|ago|dic|janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|déc|січ|лют|бер|кві|тра|чер|лип|сер|"
                r"вер|жов|лис|гру|янв|фев|мар|апр|мая|июн|июл|авг|сен|окт|ноя|дек")
# the birth word, then the place ("in Lviv", "w Krakowie", "en Sevilla", "à Lyon", "в Казани", "у Львові"), then the
# date's own preposition ("on", "le", "el", "am", "dnia"), then the date
_BORN_PLACE_DATE = re.compile(
    r"(?i:(?<!\w)(?:born|urodził\w*(?: się)?|urodzon\w*|nació|nacio|nacid[oa]|née?|народи\w*|родил\w*|народжен\w*|"
    r"рожд[её]н\w*|na świat|al mundo|au monde|into the world|на світ|на свет))"
    rf"(?P<place>\s+(?i:in|at|w|we|en|à|a|au|в|во|у|in der|im)\s+{_PLACE},?"
    r"(?:\s+(?i:on the|on|the|le|el|am|dnia|w dniu|de))?)"
    rf"(?=\s+(?:\d{{1,2}}(?:st|nd|rd|th|er|\.)?\s*(?:[./\-]\d|(?:of\s+|de\s+)?(?i:{_MONTH_START}))|(?i:{_MONTH_START})))"
)
# the German order: the date, then the place, then "geboren"
_DATE_PLACE_BORN = re.compile(rf"(?<=\d)(?P<place>\s+(?:in|im|in der)\s+{_PLACE})(?=\s+(?:geboren|zur Welt))")
_GATE = re.compile(r"(?i)born|urodz|naci|née?\b|народ|родил|рожд|geboren|zur welt|na świat|al mundo|au monde|на світ|на свет")


def without_birth_places(text: str, low: str) -> str | None:
    """`text` with each birth place between a birth word and its date blanked out, or None when it has none."""
    if not _GATE.search(low):
        return None
    cuts = [m.span("place") for m in _BORN_PLACE_DATE.finditer(text)]
    if "geboren" in low or "zur welt" in low:
        cuts += [m.span("place") for m in _DATE_PLACE_BORN.finditer(text)]
    if not cuts:
        return None
    out = list(text)
    for s, e in cuts:
        out[s + 1:e] = " " * (e - s - 1)
    return "".join(out)


_NAME_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_DATE = (r"(?:\d{1,2}\.\s?(?:\d{1,2}\.\s?(?:19|20)?\d{2}|[A-ZÄÖÜ][a-zäöü]+\.?\s+\d{4})|(?:19|20)\d{2}-\d{2}-\d{2}|"
         r"\d{1,2}/\d{1,2}/(?:19|20)\d{2})")
# "Jonas Weber ist am 22.08.2015 geboren", "Helmut Krause wurde am 12. März 1950 in Dresden geboren" (the place blanked)
_GEBOREN_AFTER = re.compile(
    # (round 28) also as a second clause: "Sie heißt Karla Weinhold und ist am 22.07.1959 geboren"
    rf"(?P<first>{_NAME_WORD})\s+(?P<last>{_NAME_WORD}),?\s+(?:und\s+(?:sie\s+|er\s+)?)?(?:ist|wurde|war)\s+(?:am\s+)?{_DATE}\s+geboren"
)


def geboren_after(text: str) -> list[re.Match[str]]:
    """The German "Name ist am <date> geboren" (the caller checks the name)."""
    return list(_GEBOREN_AFTER.finditer(text)) if "geboren" in text else []
