"""A licence plate whose owner is a neighbour named by surname and their place in the building (round 42, rrel; set
broad-zzz85): "Чорна Skoda АА 4721 КМ, що стоїть на газоні, — це машина Петренка з п'ятого поверху", "Czarna Skoda
WX 4821K to samochód Nowaka z czwartego piętra", "El Seat 1234 BCD es el coche de Martínez, el del tercero".

identity.py reads a plate's owner as a known given name ("машина Андрія"), a title ("pana Nowaka", "M. Lefèvre"), a
possessive or a neighbour's word. Neighbours are named as often by the surname alone - in the genitive after the
vehicle ("машина Петренка", "samochód Nowaka") or after "de", "von", "belongs to" - with where they live in the
building or the street ("from the fifth floor", "z czwartego piętra", "aus dem zweiten Stock", "du troisième", "el del
tercero", "з п'ятого поверху", "с четвёртого этажа", "from number 12"): the surname and the flat pick out one person,
whom the plate then identifies. In en, pl, de, es, fr, uk and ru: a plate-shaped token (identity.py's _BARE_PLATE) in
a sentence with a vehicle word, the vehicle's owner as a capitalised word right after it (identity's _VEHICLE_OF) or
after "belongs to" (_BELONGS), and a dwelling place within a few words after the owner.
Green limits: the plate alone or with an unknown owner ("чия вона?" - yellow is the model's), a made-up plate
(identity_plates.made_up), a car make or a town after the vehicle word ("the car from Toyota", "coche de Madrid") -
no dwelling place follows it.
"""
from __future__ import annotations

from types import ModuleType

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate

_REASON = "licence plate with its owner"

# the dwelling place's words: every red path holds one (typed plain too: word_gate adds those spellings)
_GATE = word_gate("floor", "flat", "number", "apartment", "door", "piętr", "mieszkani", "parter", "klatk", "naprzeciw",
                  "spod", "stock", "etage", "wohnung", "nebenan", "nummer", "primero", "segundo", "tercero", "cuarto",
                  "quinto", "sexto", "piso", "portal", "número", "ático", "bajo", "enfrente", "lado", "étage",
                  "premier", "deuxième", "second", "troisième", "quatrième", "cinquième", "sixième", "dernier", "rez",
                  "face", "côté", "appartement", "numéro", "поверх", "квартир", "під'їзд", "навпроти", "этаж",
                  "подъезд", "напротив")


_ORDINAL = (r"(?:first|second|third|fourth|fifth|sixth|top|ground|\d+(?:st|nd|rd|th)?|pierwszego|drugiego|trzeciego|"
            r"czwartego|piątego|szóstego|ostatniego|ersten|zweiten|dritten|vierten|fünften|obersten|premier|deuxième|"
            r"second|troisième|quatrième|cinquième|sixième|dernier|\d+e|першого|другого|третього|четвертого|п'ятого|"
            r"шостого|останнього|первого|второго|третьего|четвёртого|четвертого|пятого|шестого|последнего)")
_DWELLING = _lazy(
    r"\W{0,3}(?:\w+\W{1,3}){0,3}?(?:"
    r"from (?:the )?(?:" + _ORDINAL + r" floor|flat \w+|apartment \w+|number \d+|next door)|"
    r"(?:at|in) (?:flat|number) ?\d+\w?|(?:who lives )?next door|"
    r"z (?:" + _ORDINAL + r" )?(?:piętra|mieszkania|klatki|parteru)|z naprzeciwka|spod (?:\d+\w?|siódemki|piątki)|"
    r"(?:aus|von) (?:dem |der )?(?:" + _ORDINAL + r" )?(?:stock|etage|wohnung)|von nebenan|aus (?:nummer|hausnummer) \d+|"
    r"(?:el|la) del (?:primero|segundo|tercero|cuarto|quinto|sexto|ático|bajo)|del (?:piso|portal|número) \w+|"
    r"de(?:l)? (?:primero|segundo|tercero|cuarto|quinto|sexto|ático|bajo)|de enfrente|de al lado|"
    r"du (?:" + _ORDINAL + r"|rez-de-chaussée) étage|du (?:premier|deuxième|second|troisième|quatrième|cinquième|"
    r"sixième|dernier|rez-de-chaussée)|d'en face|d'à côté|de l'appartement \w+|du numéro \d+|"
    r"з (?:" + _ORDINAL + r" )?(?:поверху|квартири|під'їзду)|з квартири \d+|навпроти|"
    r"с (?:" + _ORDINAL + r" )?(?:этажа|квартиры|подъезда)|из (?:\d+\W? )?(?:квартиры|подъезда)(?: \d+)?|напротив)(?!\w)")


def find_neighbour_plates(t: str, base: ModuleType) -> list[Finding]:
    """Identity findings on the plates of normalised `t` whose owner is named with their flat or floor (see the doc).
    `base` is identity.py (its plate, vehicle and owner patterns)."""
    if not opens(t, _GATE):
        return []
    found: list[Finding] = []
    for m in base._BARE_PLATE.finditer(t):
        plate = m.group("plate")
        if (base._YEARISH.match(plate) or not any(c.isdigit() for c in plate) or not any(c.isalpha() for c in plate)
                or base._MADE_UP_DIGITS.search(plate)):
            continue
        s, e = base._sentence_bounds(t, m.start(), m.end())
        if base.plates.made_up(t, s, e):
            continue
        for who in [*base._VEHICLE_OF.finditer(t, s, e), *base._BELONGS.finditer(t, s, e)]:
            if base._VEHICLE.fullmatch(who.group("who")) is None and _DWELLING.compiled.match(t, who.end(), e):
                found.append(Finding(Kind.IDENTITY, _REASON, m.start("plate"), m.end("plate")))
                break
    return found
