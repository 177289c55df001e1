"""Words whose shape alone says they belong to a person's name (round 24), for the name before a home address.

A given name nobody listed ("Rosario", "Zinaida" declined as "Зинаиды") still comes with a part of the name that only
people carry:
- an East Slavic patronymic, in any case: "Петровны", "Іванівна", "Сергеевичу", "Mykolajovych" typed in Latin;
- a Spanish patronymic surname in -ez, which with the second surname after it makes the two-surname name a Spanish
  person uses: "Jiménez Vidal", "Fernández Ruiz" (the pair the address reader sees before the street).
Green limits: a street, a venue or a firm named after a person is read before this ("Hospital Jiménez Díaz",
"Collège Jean Moulin": home_cues.venue_before); a word in capitals only ("PÉREZ") or with digits is not read.
"""
from __future__ import annotations

import re

_PATRONYMIC = re.compile(
    r"[А-ЯЁЄІЇҐ][а-яёєіїґ'’]{1,14}(?:ович|евич|йович|ьович|ьевич|ійович|ич)(?:а|у|ем|ем|ові|ом|е)?|"
    r"[А-ЯЁЄІЇҐ][а-яёєіїґ'’]{1,14}(?:овн|евн|івн|ївн|ичн)(?:а|ы|и|і|е|у|ой|ою|ій)|"
    r"[A-Z][a-z']{1,14}(?:ovych|evych|ovich|evich|ovna|evna|ivna|ovny|ivny|ovnoi|ivnoi)"
)
_SPANISH_PATRONYMIC = re.compile(r"[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{1,12}(?:ez|éz|az|áz|iz|íz|oz|óz)")


def person_shaped(first: str, last: str) -> bool:
    """Whether the pair `first last` before an address is part of a person's name by its shape alone."""
    if _PATRONYMIC.fullmatch(first):
        return True
    return bool(_SPANISH_PATRONYMIC.fullmatch(first)) and last[:1].isupper() and last[1:].islower() and len(last) >= 3
