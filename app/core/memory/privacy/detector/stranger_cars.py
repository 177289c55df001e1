"""Round 50 (rfr): a plate read off a stranger's car - the car named as nobody's, the plate right after it, and the car
standing, parking, circling or following (yellow called red in broad-zzz107, 110, 112, 118, 119, 124, 125: eleven
unknown plates).

"vor meinem Laden parkt seit Tagen ein Auto mit K-RT 915", "Auto mit Kennzeichen B-KL 4471 stand zweimal vor dem
Büro", "jakiś samochód WE 5K732 stał pod moim blokiem", "un coche con matrícula 4821 KLM me siguió", "Une voiture
immatriculée FK-604-RD tourne autour de la caserne", "під офісом стоїть машина з номером КА 7712 ІН", "a van with the
plate ... has been parked outside for a week", "какая-то машина с номером ... стоит у подъезда": the writer saw the car
and does not know whose it is - an article or "some" before it ("a/some/ein/jakiś/un/une/якийсь/какой-то"), or the
bare car word with the plate's own words after it ("Auto mit Kennzeichen", "машина з номером", "voiture immatriculée").
unknown_owners.unknown_only takes such a car as it takes "nobody knows whose" beside a parked car: the plate is a
stranger's (yellow) unless its limits hold - a possessive or a name owning it ("mein Auto", "the car of my neighbour
Jan Nowak"), the owner known after all ("gehört meinem Bruder", "turns out it's my cousin's"), a date or an ex.

Only the plate finders' findings and the learned model's guess on a value just after the car count; the car's owner
given before it ("my car", "mein Auto", "moje auto", "mi coche", "ma voiture", "моя машина", "машина сусіда") is no
stranger's car.

Round 51 (rfr): the stranger's car seen on a camera or driving off with a parcel ("A white van with plate ... took a
parcel ... on the doorbell cam", "la cámara del portal ... una furgoneta con matrícula ... llevándose un paquete", "la
caméra montre une voiture immatriculée ... qui repart avec mon colis") is there as the standing car is (_SEEN); and the
part of a plate caught ("plate started with MA67", "la plaque commençait par GH-4") is a plate's (plate_part).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx

_VEHICLE = (
    r"(?:cars?|vans?|trucks?|lorr(?:y|ies)|suvs?|motorbikes?|autos?|wagen|transporter|lkw|kleinbus|"
    r"samoch[óo]d\w*|bus|busa|furgonetk\w*|coche|furgoneta|voiture|camionnette|fourgon|"
    r"машин[аиу]|авто|бус|фургон\w*|мікроавтобус\w*|микроавтобус\w*|автомобіль|автомобиль)"
)

# the car named as nobody's known: an article or "some" before it, or the bare word with the plate's words after it
# (lower-cased text; the plate follows within a few words)
_STRANGER_CAR = _rx(
    r"(?<!\w)(?:(?:a|an|some|another|the same|ein|eine|einen|irgendein\w*|jaki[śs]|jakie[śs]|jaka[śs]|ten sam|un|une|"
    r"una|otro|otra|cierto|якийсь|якась|чийсь|чиясь|какой-то|какая-то|чей-то|чья-то|чужий|чужа|чужой|чужая|obcy|obce|"
    r"fremde[sn]?|unknown|nieznany|inconnue?|desconocido)\s(?:[^\W\d_]+\s){0,2}?" + _VEHICLE + r"|"
    r"(?:^|[.!?,]\s*|\s)" + _VEHICLE + r"(?=\s(?:mit (?:dem )?kennzeichen|z (?:numerem|rejestracj\w*|tablic\w*)|"
    r"na numerach|з номер\w*|с номер\w*|with (?:the )?(?:plates?|reg\w*)|con (?:la )?matr[íi]cula|immatricul[ée]e|"
    r"with (?:the )?number))|"
    # the car the subject of a standing verb before it: "stoi auto WZ ...", "стоїть бус АА ...", "steht ein Transporter"
    # (the word between is no possessive: "Herr Kowalczyk parkt seinen Transporter HH-..." names the owner - lead's merge)
    r"(?:stoi|sta[łl]\w*|parkuje|kr[ąa][żz]y|сто[їи]т\w*|стоя\w*|parkt|steht|stand|se gare|tourne)\s"
    r"(?!(?:sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem|mein|meine|meinen|his|her|their|my|our|jego|jej|ich|m[óo]j|"
    r"moje|swoj\w*|sw[óo]j|su|sus|son|sa|ses|leur|його|її|їх|мій|моя|свій|свою|своя|его|её|ее|их|мой|моя|свой)\s)"
    r"(?:[^\W\d_]+\s)?"
    + _VEHICLE +
    r")(?!\w)(?P<tail>[^\n.!?]{0,40})\Z"
)

# the car there or moving about the writer (lower-cased text, the whole message)
_SEEN = _rx(
    r"(?<!\w)(?:park(?:ed|s|ing)|stands?|stood|sitting|idling|circling|follow(?:s|ed|ing)|drives? (?:past|by|around)|"
    r"drove (?:past|by|around)|keeps? (?:coming|showing)|"
    r"park(?:t|en|te)|geparkt|steht|stand|standen|kreist|verfolgt\w*|(?:f[äa]hrt|fuhr)\s[^.!?\n]{0,40}?(?:vorbei|herum)|"
    r"stoi|sta[łl]|sta[łl]a|sta[łl]o|parkuje|zaparkowa\w*|kr[ąa][żz]y|je[źz]dzi\w*|jecha[łl]\w* za|[śs]ledzi\w*|"
    r"aparca\w*|aparcad[oa]|estacionad[oa]|me sigui[óo]|me sigue|nos sigui[óo]|da vueltas|ronda\w*|"
    r"se gare|gar[ée]e|stationn\w*|tourne\w*|r[ôo]de\w*|me suit|m'a suivie?|nous a suivis|"
    r"сто[їи]т\w*|стояв|стояла|стоял|паркує\w*|паркуе\w*|кружля\w*|кружит|їзди\w*|езди\w*|їхала за|ехала за|"
    r"стежить|следит|переслід\w*|преслед\w*|"
    # (round 51, rfr) the car seen on a camera or taking a parcel: "on the doorbell cam", "la cámara del portal", "la
    # caméra montre", "auf der Türkamera", "na kamerze", "на камері", "took a parcel", "llevándose un paquete", "qui repart
    # avec mon colis", "hat ein Paket mitgenommen", "zabrał paczkę", "забрав посилку", "украл посылку"
    r"(?:doorbell|security|cctv|ring|dash|porch)\s?cam\w*|on (?:the |my )?(?:camera|footage|cctv)|c[áa]mara\w*|cam[ée]ra\w*|"
    r"\w*kamera\w*|kamer(?:a|ze|y|ą)|dashcam\w*|камер\w*|"
    r"(?:took|takes|taking|stole|steals|stealing|nicked|grabbed) (?:a|my|the|our|two|some) (?:parcel|package|delivery)\w*|"
    r"llev[áa]ndose|se llev[óo]|rob[óo]|repart(?:ir|ait)? avec|a (?:pris|vol[ée]|embarqu[ée])|mitgenommen|geklaut|gestohlen|"
    r"zabra[łl]\w*|ukrad[łl]\w*|забра(?:в|ла|ли|л)|вкра(?:в|ла|ли)|укра(?:л|ла|ли)|поцупи\w*)(?!\w)"
)

# the owner told after all, not asked: "gehört meinem Bruder", "belongs to my neighbour" (lower-cased text; a question
# - "gehört das zur Prüfung?" - tells no owner)
_OWNER_TOLD = _rx(
    r"(?<!\w)(?:belongs?|owned by|geh[öo]rt|nale[żz]y|appartient|pertenece|належить|принадлежит|"
    # "das ist der Wagen meines Bruders", "to auto mojego brata", "it's my neighbour's van", "c'est la voiture de ..."
    r"(?:that'?s|it'?s|it is|das ist|ist|to|c'est|es|це|это)\s(?:the |der |das |la |el |le |my |mein\w* )?"
    r"(?:car|van|wagen|auto|samoch[óo]d|coche|voiture|машина|авто)|(?:it'?s|that'?s) (?:my|our) \w+'s)"
    r"(?!\w)[^.!?\n]*(?:[.!\n]|\Z)")

# a name right after the car word, in the original text: its owner in the genitive ("auto Pawła", "машина Петра")
_OWNER_NAME = re.compile(rf"\s+[{name_letters.UP}][{name_letters.LOW}]")

_REASONS = frozenset({"licence plate with its owner", "vehicle registration or VIN",
                      "number that looks private (learned model)", "value that looks like a password or key (learned model)"})


def stranger_car(low: str, findings: tuple[Finding, ...], text: str = "") -> bool:
    """Is each finding a plate (or the model's guess on one) just after a car named as nobody's known, and is the car
    there or moving about (see the doc)? `low` is the message lower-cased, its length kept."""
    if not findings or any(f.reason not in _REASONS for f in findings):
        return False
    for f in findings:
        a = max(0, f.start - 70)
        m = _STRANGER_CAR.search(low[a:f.start])
        if m is None:
            return False
        if text and _OWNER_NAME.match(text, a + m.start("tail")):
            return False  # "stoi auto Pawła, GD 5532M": a capitalised name just after the car owns it (lead's merge)
    return _SEEN.search(low) is not None and _OWNER_TOLD.search(low) is None


# (round 51, rfr) a plate word just before a value, its start or end told: "plate started with", "Kennzeichen fing mit",
# "rejestracja zaczynała się od", "matrícula empezaba por", "la plaque commençait par", "номер починався з" (lower-cased
# text): the part of a plate the writer caught - the learned model's guess on it is a plate's (unknown_owners)
_PLATE_PART = _rx(
    r"(?<!\w)(?:plates?|reg|kennzeichen|rejestracj\w*|tablic\w*|matr[íi]cula|plaque|immatriculation|номерн\w* знак\w*|"
    r"номер\w*)(?:\s\w+){0,3}?\s(?:start\w*|began|begins|beginning|ending|ended|ends|fing|f[äa]ngt|anf\w*|endet\w*|"
    r"zaczyna\w*|ko[ńn]czy\w*|empez\w*|comenz\w*|acaba\w*|termina\w*|commen[çc]\w*|finiss\w*|починав\w*|почина\w*|"
    r"начина\w*|закінч\w*|заканч\w*)(?:\s\w+){0,2}\W{0,3}\Z")


def plate_part(low: str, start: int) -> bool:
    """(round 51) Does a plate word with its start or end told stand just before `start` ("plate started with MA67")?"""
    return _PLATE_PART.search(low, max(0, start - 40), start) is not None
