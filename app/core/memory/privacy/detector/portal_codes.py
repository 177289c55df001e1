"""A government portal's short one-time PIN (round 18): Spain's Cl@ve PIN is three characters, letters and digits,
valid for minutes ("Me ha llegado el Cl@ve PIN de mi madre: 4TX", "el PIN de Cl@ve es 7KQ", "Cl@ve PIN 9ab, ¿lo
uso?"). The other PIN and code finders want four digits at least; this one reads the portal's name, at most six
words (whose PIN it is, where it came from), a connector, then three to eight letters and digits with a digit in them.
"""
from __future__ import annotations

import re
from collections.abc import Callable

_CLAVE_PIN = re.compile(
    r"(?<![\w@])(?:cl@ve|clave)[\s\-]?pin(?![\w])|(?<![\w])pin (?:de |del )?(?:cl@ve|clave)(?![\w])"
)
_VALUE_AFTER = re.compile(
    r"(?:[^\S\n]+(?:[^\W\d][\w'’\-]*)){0,6}?[^\S\n]*(?:[:=—–]|\b(?:es|era|is|ist|est|c'est)\b)[^\S\n]*[\"'„“«]?"
    r"(?P<val>(?=[A-Za-z]{0,7}\d)[A-Za-z0-9]{3,8})(?![\w])"
)

# (round 20) the code right after the portal's name, no connector: "Me ha llegado el Cl@ve PIN 962YYH", "tiene el cl@ve
# pin 7KQ ahora": letters and digits mixed (a bare number there is a year or a duration: "Cl@ve PIN 24 horas")
_VALUE_RIGHT_AFTER = re.compile(
    r"[^\S\n]*[:\-—–]?[^\S\n]*[\"'„“«]?(?P<val>(?=[A-Za-z]{0,7}\d)(?=\d{0,7}[A-Za-z])[A-Za-z0-9]{3,8})(?![\w@])"
)


# (round 45, rids) a Cl@ve PIN of three capital letters, right after the portal's name: "me ha llegado el Cl@ve PIN PJC
# y me dice que ha caducado" (not the words the service is named with: "Cl@ve PIN SMS", "Cl@ve PIN APP")
_LETTERS_RIGHT_AFTER = re.compile(r"[^\S\n]*[:\-—–]?[^\S\n]*[\"'„“«]?(?P<val>[A-Z]{3})(?![\w@])")
_NOT_PIN = frozenset(("SMS", "APP", "WEB", "DNI", "NIE", "PDF", "AEAT", "URL", "QR", "FAQ", "PIN", "NIF", "SEG", "DGT"))


def find_portal_codes(text: str, low: str, add: Callable[..., None]) -> None:
    if "clave" not in low and "cl@ve" not in low:
        return
    for m in _CLAVE_PIN.finditer(low):
        v = _VALUE_RIGHT_AFTER.match(text, m.end()) or _VALUE_AFTER.match(text, m.end())
        if v is None:
            v = _LETTERS_RIGHT_AFTER.match(text, m.end())
            v = v if v is not None and v.group("val") not in _NOT_PIN else None
        if v is not None and len(set(v.group("val").lower())) > 1:
            add("one-time code", *v.span("val"))
