"""Whose car a VIN is (round 16): a vehicle identification number is red only when tied to a person, as a plate is.

A VIN identifies a car, not its owner: people paste one to decode it, to check a used car's history before buying,
to match a part ("VIN WBA3... - a European model?", "VIN JTD4M... - jak sprawdzić historię w CEPiK?"). It becomes a
person's identifier when the sentence says whose car it is: a possessive or an owner word ("my car's VIN", "mój VIN",
"owner ..., belongs to ..."; identity.py's _PLATE_OWNER), a relative ("auto mojego brata"), or a person's name (a
known given name and a surname, not a placeholder person). numbers.py asks `vin_owned` for the keyword "VIN".

Round 45 (rids): the writer's own car told before the VIN's sentence - stolen from them or called theirs in the
message ("car got stolen from our drive overnight. VIN is ...", "У нас угнали машину, номер АА7314ВК, VIN ...",
"Ukradli mi samochód spod bloku, VIN ...", "On m'a volé ma voiture cette nuit, VIN ..."), up to 200 characters
before the VIN. Not a car the writer means to buy, a dealer's ("my car dealer"), or a car stolen from someone else.

Round 49 (rids): the oblique and reflexive possessives ("sprawdzam swoje auto", "VIN моей машины", "FIN meines Autos",
"свою машину") and the owner's car named between the label and the value or right after it (vehicle_papers.py reads
the VIN's other labels with this test)."""
from __future__ import annotations

from app.core.memory.privacy.detector.lazy import LazyPattern

_CAR = (r"(?:car|van|vehicle|motorbike|motorcycle|scooter|samoch[oó]d\w*|autos?|aut[aou]|pojazd\w*|wagen|fahrzeug\w*|pkw|"
        r"motorrad|coche|carro|veh[ií]culo|moto|voiture|v[ée]hicule|машин\w*|авто|автомобіл\w*|автомобил\w*|мотоцикл\w*)")
_OWN_CAR = LazyPattern(
    r"(?<![^\W\d_])(?:(?:my|our) (?:\w+ )?" + _CAR + r"(?! dealer| salesman| insurance| insurer)|"
    r"" + _CAR + r" (?:got|was|has been|were) (?:nicked|stolen|taken|broken into) from (?:outside )?(?:my|our|the) "
    r"(?:house|home|drive|driveway|flat|place|street)|(?:stole|nicked|took) (?:my|our) |"
    r"(?:mój|moje|mojego|moim|mojej|moja|nasz\w*|swoj\w*|swój|sw[oó]j) " + _CAR + r"|(?:ukradli|ukradziono|skradziono) (?:mi|nam) |"
    r"(?:mein|meine|meinen|meinem|meines|unser\w*) " + _CAR + r"|(?:mir|uns) (?:wurde|ist) (?:\w+ )?(?:das|der|mein|unser) "
    + _CAR + r"|(?:mi|nuestro) " + _CAR + r"|me (?:han |ha )?robad\w* (?:el|mi) " + _CAR + r"|"
    r"(?:ma|mon|notre) " + _CAR + r"|(?:on m'a|on nous a) vol[ée]\w* |"
    r"(?:у мене|у нас|в мене|у меня|мені|мне|нам) (?:\w+ ){0,2}?(?:викрали|вкрали|угнали|украли|викра\w*)|"
    r"(?:викрали|вкрали|угнали|украли) (?:мою|мій|моє|мой|моё|наш\w*) |"
    r"(?:моя|мій|моє|мой|моё|наша|наш|моей|моего|моём|моем|моєї|мого|моїй|моєму|мою|свою|свій|своє|своей|своего|своєї|свого)"
    r" " + _CAR + r")(?![^\W\d_])"
)


def vin_owned(text: str, low: str, start: int, end: int) -> bool:
    """Whether the sentence around text[start:end] (the keyword and its value) ties the car to a person."""
    from app.core.memory.privacy.detector import identity as base
    from app.core.memory.privacy.detector.mockup_persons import is_placeholder

    ss = max(text.rfind(". ", 0, start), text.rfind("? ", 0, start), text.rfind("\n", 0, start), start - 160) + 1
    ends = [x for x in (text.find(". ", end), text.find("? ", end), text.find("\n", end)) if x >= 0]
    se = min(ends + [end + 160, len(text)])
    if base._PLATE_OWNER.search(text, ss, se) or base._RELATIVE.search(text, ss, se):
        return True
    if _OWN_CAR.search(low, max(0, start - 200), start) is not None:
        return True  # the writer's car, stolen or called theirs before the VIN (round 45)
    if _OWN_CAR.search(low, start, end) is not None:
        return True  # "VIN моей машины ...", "FIN meines Autos ...", "bastidor de mi coche ..." (round 49)
    if base._OWN_HINT.search(low, max(ss, start - 30), start + 4):
        return True  # "my VIN", "mein VIN", "VIN mojego auta": the user's own car (not "our API" later on)
    for n in base._NAME_IN_SENTENCE.finditer(text, ss, se):
        first, last = n.group("first"), n.group("last")
        if base._given_name(first) and base._is_person_name(first, last) and not is_placeholder(text, first + " " + last, None):
            return True
    return False
