"""A tax or social number with "my" on its label and the document's shape, its check digits wrong (round 34).

numbers.py wants a keyword's value to pass the document's check digits (a PESEL's, a Steuer-ID's, a numéro fiscal's
key): a number beside the word that fails them is mostly something else (a reference, an order, an EAN). When the
label is the writer's own ("mon numéro fiscal ...", "my SSN ...", "mój PESEL ...", "meine Steuer-ID ...", "мій ІПН
...", "mi NIE ...") and the value has exactly the document's shape (its length, its letters where the document has
letters), the value is the writer's number typed or remembered wrong - "mon numéro fiscal 3012847593618, le site des
impôts dit qu'il est inconnu" is the writer asking why their own number is refused. Dowód's case (round 33) is the
same reasoning without the possessive.

`owned_shape(keyword, value)`: does `value` (compact: no spaces, dashes, slashes, dots) have the shape of the number
`keyword` (lower-cased) names? Only documents with a fixed shape are listed; the caller asks `own_id_keyword` too.
Green limits: no possessive (a bare label keeps its check), a value of another length, one digit repeated or a run
(numbers.py rejects those before; here also a value opening with six digits counting up or down,
"12345678900"), a sample (lookalike words, the caller's earlier vetoes).
"""
from __future__ import annotations

import re

_DIGITS = re.compile(r"\d+")
_DNI = re.compile(r"\d{8}[A-Z]")
_NIE = re.compile(r"[XYZ]\d{7}[A-Z]")


def _len_is(value: str, *lengths: int) -> bool:
    return _DIGITS.fullmatch(value) is not None and len(value) in lengths


_RUNS = ("012345", "123456", "234567", "345678", "456789", "987654", "876543", "765432", "654321", "543210")


def owned_shape(keyword: str, value: str) -> bool:
    """Has `value` the shape of the document `keyword` names (see the module's docstring)?"""
    kw = keyword.lower()
    v = value.upper()
    if v.startswith(_RUNS):
        return False  # typed to try the form ("Meine Stuer-ID ist 12345678900? Das Formular sagt ungültig."), no one's
    if "fiscal" in kw and "identificaci" not in kw or kw == "spi":
        return _len_is(v, 13) and v[0] in "0123"  # a French SPI
    if "pesel" in kw:
        return _len_is(v, 11)
    if "steuer-id" in kw or "steuerid" in kw or "steuer id" in kw or "identifikation" in kw or kw == "idnr":
        return _len_is(v, 11)
    if kw == "steuernummer":
        return _len_is(v, 10, 11, 13)
    if kw in ("ssn", "itin") or kw.endswith(" social") or "social security" in kw:
        return _len_is(v, 9)
    if kw in ("nip", "nhs", "nhs number", "nhs no", "utr"):
        return _len_is(v, 10)
    if "curit" in kw or "sécu" in kw or "secu" in kw or kw in ("nir", "carte vitale"):
        return _len_is(v, 13, 15)
    if "рнокпп" in kw or kw in ("іпн", "ипн", "інн", "ipn", "rnokpp") or "ідентифікаційн" in kw:
        return _len_is(v, 10)
    if kw in ("инн",):
        return _len_is(v, 12)  # a person's ИНН (a firm's has ten digits)
    if "снилс" in kw:
        return _len_is(v, 11)
    if kw in ("dni", "documento nacional de identidad"):
        return _DNI.fullmatch(v) is not None
    if kw in ("nie", "tie"):
        return _NIE.fullmatch(v) is not None
    if kw == "nif":
        return _DNI.fullmatch(v) is not None or _NIE.fullmatch(v) is not None
    if "seguridad" in kw:
        return _len_is(v, 12)
    return False
