"""A relative's birth date with the birth word first, as forms ask for it (round 18, set broad-zm).

"Birth date of my son Oliver for the Irish passport form: 02/11/2019", "Fecha de nacimiento de mi madre, Carmen López,
para el visado: 23/04/1958", "Дата народження доньки Марії для шкільної анкети: 17.08.2014", "Data urodzenia mojego
syna do wniosku o Kindergeld: 04.02.2017", "Geburtsdatum meiner Tochter für das Visum: 03.07.2016", "Date de
naissance de ma fille pour le passeport : 21/09/2015". identity.py reads the relative first ("my son ... born on");
here the birth word comes first, then whose (a relative, in the genitive where the language has one, perhaps named),
then the date later in the same sentence, with no other number between. A date before 1920 is history.
"""
from __future__ import annotations

import re
from datetime import date

_BIRTH_WORD = (
    r"date of birth|birth ?date|d\.?o\.?b\.?|data urodzenia|dat[aęy] urodzenia|geburtsdatum|geburtstag|"
    r"fecha de nacimiento|date de naissance|дат[аиуі] народження|дат[аыуе] рождения|день народження|день рождения"
)
# whose: a relative in the nominative, genitive or after "of"/"de"/"von"/"для"
_RELATIVE = (
    r"son|daughter|kid|child|children|baby|wife|husband|mother|mum|mom|father|dad|brother|sister|partner|grandma|"
    r"grandmother|grandfather|grandpa|nephew|niece|stepson|stepdaughter|"
    r"syna|synka|córki|córeczki|dziecka|dzieci|żony|męża|mamy|matki|taty|ojca|brata|siostry|babci|dziadka|"
    r"sohn(?:e?s)?|tochter|kind(?:e?s)?|kinder|frau|mann(?:e?s)?|mutter|vaters?|bruders?|schwester|oma|opas?|"
    r"hij[oa]s?|niñ[oa]s?|esposa|marido|madre|padre|herman[oa]s?|abuel[oa]s?|sobrin[oa]s?|"
    r"fils|fille|enfants?|femme|mari|m[èe]re|p[èe]re|fr[èe]re|s(?:œ|oe)ur|grand-m[èe]re|grand-p[èe]re|"
    r"доньки|дочки|сина|синочка|дитини|дітей|дружини|чоловіка|матері|мами|батька|тата|брата|сестри|бабусі|дідуся|"
    r"дочери|сына|ребенка|ребёнка|детей|жены|мужа|матери|мамы|отца|папы|сестры|бабушки|дедушки"
)
_DATE = r"\d{1,2}[./\-]\d{1,2}[./\-](?:19|20)\d{2}(?!\d)|(?:19|20)\d{2}-\d{2}-\d{2}(?!\d)"
_BIRTH_FIRST = re.compile(
    r"(?i)(?<![\w-])(?:" + _BIRTH_WORD + r")\s+(?:of\s+|de\s+|von\s+|d'|для\s+|dla\s+)?"
    r"(?:(?:my|our|mi|mis|mon|ma|mes|mein\w*|unser\w*|moj\w*|mojej|mojego|naszej|naszego|мо\w+|наш\w*|the|la|el|le|"
    r"du|des|der|des|del)\s+)?(?:" + _RELATIVE + r")(?![\w-])"
    r"[^.!?\n\d]{0,70}?(?P<date>" + _DATE + r")"
)
_HINT = re.compile(r"(?i)birth|d\.?o\.?b|urodzenia|geburts|nacimiento|naissance|народження|рождения")


def relative_birth_dates(text: str) -> list[tuple[int, int]]:
    """Spans from the birth word to the date, for each relative's birth date told birth word first."""
    if _HINT.search(text) is None:
        return []
    out = []
    for m in _BIRTH_FIRST.finditer(text):
        year = int(re.findall(r"(?:19|20)\d{2}", m.group("date"))[-1])
        if 1920 <= year <= date.today().year:  # (history before; a deadline, not a birth, after)
            out.append(m.span())
    return out


# (no speed_up: find_identity calls this only behind its birth-word and date gates)
