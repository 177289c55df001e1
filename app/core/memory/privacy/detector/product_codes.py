"""A product's model or part code is the maker's, not a secret (round 19): "La sonnette Ezviz DB1C (CS-DB1C-A0-1E2WPFBR)",
"Reolink E1 Pro (E1PRO-5MP-WH2)", "Modelo del router: HG8245H-5-ES-V2", "Typ: TL-WR841N-V14-EU".

The shape: capitals and digits in three or more hyphenated parts of unequal lengths (a licence key or a recovery
code has equal parts: "VK7JG-NPHTM-C97JM-...", "8FK2-PLQ9-ZX3M-77RT"), in brackets right after a product's name
(a word with a digit in it, "DB1C", "C200", "Pro") or after a model, type, part or SKU word; nothing of a key, a
password, a code or a licence just before it. Such a code is claimed as public, so that the learned model does not
read its mixed letters and digits as a password.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import speed_up

_CODE = re.compile(r"(?<![\w\-])[A-Z0-9]+(?:-[A-Z0-9]+){2,7}(?![\w\-])")
# in brackets right after a product's name: "Ezviz DB1C (", "E1 Pro (", "Fritzbox 7590 AX ("
_BRACKET_AFTER_NAME = re.compile(r"(?<![\w])[A-Za-z]*\d[\w]*(?:[^\S\n]+[A-Z][\w]*)?[^\S\n]*\(\Z|(?<![\w])(?:Pro|Plus|Max|Mini|Lite|Ultra|Air)[^\S\n]*\(\Z")
_MODEL_WORD = re.compile(
    r"(?i:(?<![\w])(?:model\w*|modèle|modele|modelo|typ|type|tipo|modell|модель|модел\w*|part(?: no\.?| number)?|p/n|sku|"
    r"ref\.?|réf\.?|référence|referencia|artikel\w*|art\.?(?: nr\.?)?|numer katalogowy|nr kat\.?|"
    r"hardware(?: version)?|hw|revision|rev\.?))(?:[^\S\n]+[^\W\d]\w*){0,2}[^\S\n]*[:#.]?[^\S\n]*\(?\Z"
)
_SECRET_WORD = re.compile(
    r"(?i:key|klucz|schlüssel|clave|clé|cle|ключ|password|passwort|hasło|haslo|contraseña|mot de passe|пароль|"
    r"code|kod|código|codigo|код|licen[cs]\w*|serial|token|pin|recovery|seed|secret)"
)


def claim_product_codes(text: str, low: str, claimed: Claims) -> None:
    """Claim a product's model or part code (see above) as nobody's."""
    if text.count("-") < 2:
        return
    for m in _CODE.finditer(text):
        parts = m.group().split("-")
        if len({len(p) for p in parts}) == 1 or not any(c.isalpha() for c in m.group()) \
                or not any(c.isdigit() for c in m.group()):
            continue  # equal parts: a key's or a code's groups; letters or digits only: a word or a number
        start, end = m.span()
        window = text[max(0, start - 30):start]
        if not (_BRACKET_AFTER_NAME.search(window) or _MODEL_WORD.search(window)) \
                or _SECRET_WORD.search(text, max(0, start - 90), start):
            continue
        if not claimed.overlaps(start, end):
            claimed.append((start, end))
            claimed.reject(start, end)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
