"""A shop's or an office's staff code named by its role (round 17): "Till manager override is 751526", "Supervisor
override on the register: 90817", "El código del encargado para anular tickets es 5530", "код адміністратора для
повернень — 6604".

A till's, a safe's or a back-office system's override is a secret like a PIN, but the message names it by who uses
it (a manager, a supervisor, the person in charge) or by what it does (an override), often without the word
"code" right before the number, so the code finders of secrets.py, which want "code is" / "kod to", miss it.
Read only when the message has "override" or a code word with a role word; the number has 4-8 digits, is not a
year, and is not followed by a unit, a currency or a date (an override of "7 days", "£50").
"""
from __future__ import annotations

import re
from collections.abc import Callable

Add = Callable[[str, int, int], None]

_VALUE = r"[\"'„“«]?(\d{4,8})(?![\w/:]|[.,]\d|\s?(?:days?|hours?|hrs?|mins?|minutes?|%|€|\$|£|zł|eur|gbp|usd|грн))"
_CONNECT = r"\s?(?:is|are|was|ist|lautet|es|est|to|jest|це|—|–|-|:|=)\s?"
# "(till / manager / supervisor) override (code / PIN) (on the register)": the override names the secret
_OVERRIDE = re.compile(
    r"(?<![\w])(?:(?:till|pos|register|manager|managers|manager's|supervisor|supervisor's|admin|master|refund|void)\s)"
    r"{0,2}overrides?(?:\s(?:code|pin|number|no\.?))?(?:\s(?:on|for|at)\s(?:the\s)?(?:till|tills|register|pos|"
    r"cash desk|checkout|safe))?" + _CONNECT + _VALUE
)
# a code word with its user's role: "código del encargado ... es", "kod kierownika ... to", "код адміністратора —"
_ROLE_CODE = re.compile(
    r"(?<![\w])(?:código|codigo|clave|pin|code|kod|код|пін|пин)\s(?:(?:de|del|de la|du|de l')\s)?"
    r"(?:encargad[oa]|gerente|supervisor\w*|responsable|manager|g[ée]rant\w*|kierownik\w*|menedżer\w*|"
    r"filialleiter\w*|schichtleiter\w*|адміністратор\w*|менеджер\w*|керівник\w*|администратор\w*|управляющ\w*)"
    r"(?:\s[^\s\d.!?]+){0,5}?" + _CONNECT + _VALUE
)
# (round 18) an office device's personal code: "Mon code photocopieuse est le 15507", "PIN do kopiarki: 4821",
# "Kopierer-PIN 5521", "my printer code is 7730", "código de la fotocopiadora: 3391", "код до ксерокса — 6604"
_DEVICE = (r"(?:photo)?copieu\w*|photocopieuse|imprimante|kopiar\w*|drukar\w*|kopierer\w*|drucker\w*|fotocopiador\w*|"
           r"impresora|ксерокс\w*|копір\w*|копир\w*|принтер\w*|(?:photo)?copier|printer|mfp|multifunction printer")
_DEVICE_CODE = re.compile(
    r"(?<![\w])(?:(?:código|codigo|clave|pin|code|kod|код|пін|пин)\s(?:(?:de|del|de la|du|de l'|do|dla|für|for|for the|"
    r"to the|the|до|для)\s)?(?:" + _DEVICE + r")|(?:" + _DEVICE + r")[\s\-]?(?:code|pin|kod|код|пін|пин))"
    r"(?:\s[^\s\d.!?]+){0,3}?" + _CONNECT + r"(?:(?:le|the|el|la)\s)?" + _VALUE
)
_DEVICE_HINT = re.compile(r"copi|kopi|drucker|drukar|imprim|impres|printer|ксерокс|копір|копир|принтер|mfp")
_NOT_DEVICE_CODE = re.compile(r"error|erreur|fehler|błąd|bł[ęe]du|c[oó]digo de error|помилк|ошибк|model|modèle|modell|toner")
_YEAR = re.compile(r"(?:19|20)\d\d")


def find_staff_codes(low: str, add: Add) -> None:
    """Add a staff code named by its role or by "override" (see the module's doc); `low` is lower-cased."""
    found = []
    if "override" in low:
        found += [m.span(1) for m in _OVERRIDE.finditer(low)]
    if "encargad" in low or "gerente" in low or "supervis" in low or "responsable" in low or "manager" in low \
            or "kierown" in low or "menedż" in low or "leiter" in low or "адміністр" in low or "менеджер" in low \
            or "керівник" in low or "администр" in low or "управляющ" in low or "gérant" in low or "gerant" in low:
        found += [m.span(1) for m in _ROLE_CODE.finditer(low)]
    if _DEVICE_HINT.search(low) and not _NOT_DEVICE_CODE.search(low):
        found += [m.span(1) for m in _DEVICE_CODE.finditer(low)]
    for start, end in found:
        value = low[start:end]
        if len(set(value)) > 1 and not _YEAR.fullmatch(value):
            add("PIN code", start, end)
