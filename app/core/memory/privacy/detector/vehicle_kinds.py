"""Vehicle kinds and plate layouts that identity.py's vehicle words and plate shapes lack (round 27).

A plate with no "plate" word is read next to a vehicle and its owner. The vehicle words were cars, vans, makes and
parking; people write about their bus, pickup, camper, scooter, tractor or trailer in every language ("mój bus,
zarejestrowany na mnie, ...", "his pickup is YK19 WRT", "der Pick-up von meinem Schwager", "мій пікап АА 4721 КН").
And two countries' plates are often typed with spaces where identity.py reads hyphens: the German "HH ZX 902" ("M KR
4421", the district, one or two letters, the number) and the French "AB 123 CD".
Green limits stay identity.py's: the plate must stand in a sentence with a vehicle and an owner, not made up or an
advert's; the spaced German form needs two digits or more ("VW ID 3" is a model), the French one no unit after the
digits ("PC 512 GB").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import literal_alternation

_STEMS = (
    # en
    "minibus", "pickup", "pick-up", "camper", "motorhome", "caravan", "scooter", "moped", "tractor", "campervan",
    # pl
    "dostawcz", "kamper", "skuter", "motocykl", "ciągnik", "traktor", "przyczep", "terenówk", "ciężarówk", "furgonetk",
    # de
    "kleinbus", "wohnmobil", "wohnwagen", "motorrad", "motorroller", "anhänger", "lieferwagen", "geländewagen",
    "pritschenwagen",
    # es, fr
    "autobús", "caravana", "ciclomotor", "remolque", "todoterreno", "mobylette", "tracteur", "remorque", "utilitaire",
    "camping-car",
    # uk, ru
    "пікап", "мікроавтобус", "мотоцикл", "скутер", "мопед", "фургон", "вантажівк", "трактор", "причеп", "квадроцикл",
    "пикап", "микроавтобус", "грузовик", "прицеп", "автодом", "автобус",
)
_WORDS = (
    "bus", "buses", "busa", "busem", "busie", "busik", "busika", "busikiem", "quad", "quads", "quada", "quadem",
    "motor", "motorem", "motoru", "lkw", "pkw", "roller", "rollers", "trailer", "jeep", "jeepa", "jeepem", "4x4",
    "moto", "motos", "busse", "bussen", "ute",
)
# for identity.py's one-scan vehicle gate (words of letters and digits only; "pick" opens it for "pick-up")
GATE_WORDS = frozenset(w for w in _WORDS if w.isalnum()) | {"pick", "camping"}
STEMS = tuple(s for s in _STEMS if s.isalnum())
_KINDS = re.compile(r"(?<![^\W_])(?:" + literal_alternation(sorted(_WORDS), r"(?![^\W_])", sorted(_STEMS)) + ")")

# German with spaces: district (1-3), letters (1-2), number (2-4 digits, no leading zero), E or H for electric and
# historic; French with spaces: two letters, three digits, two letters (no I, O, U), not a unit
SPACED_PLATES = (
    r"(?-i:[A-ZÄÖÜ]{1,3} [A-Z]{1,2} [1-9]\d{1,3}[EH]?"
    r"|[A-HJ-NP-TV-Z]{2} (?!000)\d{3} (?!(?:GB|MB|KB|TB|HP|PS|CV|KM|KW)(?![\w-]))[A-HJ-NP-TV-Z]{2})"
)


def mentions(low: str) -> bool:
    """Whether the lower-cased text names a vehicle kind of this module's."""
    return _KINDS.search(low) is not None
