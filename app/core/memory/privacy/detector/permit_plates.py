"""Round 51 (rlinks): a licence plate with a home address in a residents' parking permit - "Bewohnerparkausweis für
M-KL 4412, Adresse Agnesstraße 30", "abonament mieszkańca na strefę płatnego parkowania: WI 4829K, adres Grochowska
217", "resident parking permit for AB12 CDE at 14 Elm Road", "carte de stationnement résident pour AB-123-CD, adresse
12 rue des Lilas", "tarjeta de residente: 4821 LKV, dirección Calle Mayor 15", "паркувальний абонемент мешканця: АА
1234 ВВ, адреса вул. Грушевського 10".

A residents' permit exists to tie one car to one home: its application names the plate and the street address where
the keeper lives, and the two together point at a person as a name does (category plate-address, kind identity).
identity.py reads a plate's owner by a name, a possessive or a plate's label ("Kennzeichen B-MK 2231, wohnhaft ...");
an application typed tersely has none of these - only the permit's word. In en, pl, de, es, fr, uk and ru, one
sentence (or clause up to ";") holding
- the residents' permit's word (any case, with or without diacritics): "Bewohnerparkausweis", "Anwohnerparken",
  "abonament mieszkańca", "resident(s') (parking) permit", "carte/vignette de stationnement résident", "tarjeta/
  distintivo de residente", "паркувальний абонемент/дозвіл мешканця", "парковочное разрешение/абонемент жителя";
- a plate-shaped token (identity.py's _BARE_PLATE);
- a street address: identity.py's ADDRESS, or an address's label with a capitalised street and its number after it
  ("adres Grochowska 217", "Adresse Agnesstraße 30", "address 22 Holly Lane").
Green limits: a permit's rules with no plate or no address ("How do resident permits work in Zone B?"), a sample or
a made-up plate (identity_plates.made_up: "Beispiel", "Muster" and the rest), a placeholder street ("Musterstraße 1",
"Example Road"), a story.
"""
from __future__ import annotations

from types import ModuleType

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.identity_plates import made_up
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import STORY
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_REASON = "licence plate with its owner"

# the residents' parking permit's words (folded: typed plain too)
_PERMIT = _lazy(
    r"(?<!\w)(?:(?:bewohner|anwohner)park\w*|(?:bewohner|anwohner)(?:parkausweis|parkberechtigung|vignette)\w*|"
    r"abonament\w*(?: \w+)? mieszka[ńn]c\w*|identyfikator\w* mieszka[ńn]c\w*|"
    r"residents?['’]?s?['’]? (?:parking )?(?:permit|pass)\w*|resident parking|"
    r"(?:carte|vignette|macaron|abonnement|badge)s? (?:de stationnement )?r[ée]sident\w*|stationnement r[ée]sident\w*|"
    r"(?:tarjeta|distintivo|permiso|abono|pegatina)s? (?:de (?:aparcamiento|estacionamiento) )?(?:de |para )?residentes?|"
    r"паркувальн\w* (?:абонемент|дозв[іо]л|перепустк)\w* (?:мешканц|жител)\w*|абонемент\w* (?:мешканц|жител)\w*|"
    r"резидентн\w* (?:паркуванн|дозв|абонемент)\w*|"
    r"парковочн\w* (?:разрешени|абонемент|пропуск)\w* (?:жител|резидент)\w*|резидентн\w* (?:парковочн\w* )?"
    r"(?:разрешени|абонемент)\w*)(?!\w)"
)
_UP = name_letters.UP
_LOW = name_letters.LOW
# an address's label, then a capitalised street and its number ("adres Grochowska 217", "Adresse Agnesstraße 30"), or
# the number first ("address 22 Holly Lane", "adresse 12 rue des Lilas")
_LABELLED = LazyPattern(
    r"(?<!\w)(?i:address|addr\.?|adres|adresse|anschrift|wohnhaft(?: in)?|direcci[óo]n|domicilio|адреса|адрес)\s*[:\-–—]?\s*"
    rf"(?:(?i:ul\.|al\.|вул\.|ул\.)\s*)?(?:[{_UP}{_LOW}][{_LOW}]+(?:[\s-][{_UP}]?[{_LOW}]+){{0,2}}\s+\d{{1,4}}[a-zA-Z]?(?!\d)|"
    rf"\d{{1,4}}[a-zA-Z]?,?\s+[{_UP}{_LOW}][{_LOW}]+)"
)
# a placeholder's street ("Musterstraße 1", "Example Road", "ul. Przykładowa 1")
_SAMPLE_STREET = _lazy(r"(?<!\w)(?:muster\w*|beispiel\w*|example|sample|przyk[łl]adow\w*|ejemplo|exemple|приклад\w*|пример\w*)")


def find_permit_plates(t: str, base: ModuleType) -> list[Finding]:
    """Identity findings on the plates of normalised `t` that a residents' parking permit ties to a street address in
    one sentence (see the doc). `base` is identity.py (its plate and address patterns)."""
    if _PERMIT.search(t) is None:
        return []
    for m in base._BARE_PLATE.finditer(t):
        start, end = stop_bounds(t, m.start(), m.end(), "!?\n", "!?\n")  # (not at "ul.", "вул.")
        if _PERMIT.search(t, start, end) is None:
            continue
        if base.ADDRESS.search(t, start, end) is None and _LABELLED.search(t, start, end) is None:
            continue
        if made_up(t, start, end) or _SAMPLE_STREET.search(t, start, end) or STORY.search(t, start, end):
            continue
        return [Finding(Kind.IDENTITY, _REASON, m.start("plate"), m.end("plate"))]
    return []
