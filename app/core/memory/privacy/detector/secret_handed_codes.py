"""A code the user handed over, told in the first person: "poprosił o kod do klatki, powiedziałam 4#1987",
"a code received by mistake, I sent 692 486", "j'ai envoyé 117016", "ich sagte 5-5-8-0-2" (digit runs are drawn
together by split_codes.py), "я продиктувала 5028".

Scam and account-recovery stories tell which code was given away: a verb of saying, sending, dictating or
typing in the first person (English, Polish, German, Spanish, French, Ukrainian, Russian), a few short words
("him", "mu", "ihm", "le", "lui", "йому") and then a run of 4-8 digits (one space, "#" or "*" inside it at
most). Read only when the message names a code, PIN or TAN, and not a postal, promo or error code; a number
followed by a currency, a unit or a date word is an amount or a time, not a code."""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import literal_alternation

Add = Callable[[str, int, int], None]

_VERBS = (
    # en (after "I"): the pronoun is required, "said 1234" alone may be anybody
    r"i (?:sent|gave|told|said|read|typed|entered|forwarded|texted|dictated|passed)"
    # pl (first person by the ending)
    r"|(?:powiedział|podał|wysłał|przesłał|przekazał|odczytał|wpisał|podyktował|dał|wklepał|odesłał)(?:am|em)"
    # de
    r"|ich (?:sagte|nannte|gab|schickte|diktierte|tippte|las|schrieb|leitete)"
    # es (first person preterite)
    r"|(?:le |les )?(?:dije|di|envié|mandé|pasé|dicté|leí|escribí|reenvié|introduje|facilité)"
    # fr
    r"|(?:j'|j’)ai (?:envoyé|donné|dit|transmis|dicté|lu|tapé|renvoyé|communiqué|saisi)"
    r"|je (?:lui|leur) ai (?:donné|dit|envoyé|transmis|dicté|lu|communiqué|renvoyé)"
    # uk / ru (past tense, the feminine or masculine of the speaker; "я" may be left out)
    r"|(?:відправил|надіслал|сказал|продиктувал|переслал|назвал|дал|ввел|прочитал)[аи]?"
    r"|(?:відправив|надіслав|сказав|продиктував|переслав|назвав|дав|ввів|прочитав)"
    r"|(?:отправил|сказал|продиктовал|переслал|назвал|дал|ввел|ввёл|прочитал|сообщил)а?"
)
# verb, up to three short words, maybe a colon or quote, then the value
_HANDED = re.compile(
    r"(?<![\w'’])(?:" + _VERBS + r")(?![\w])"
    r"(?:[ ,]+(?!\d)[\w'’]{1,12}){0,3}[ ,]*[:\-–—]?[ ]*[«„\"“'‘]?"
    r"(\d{1,8}(?:[ #*]\d{1,4})?)(?![\w])"
)
_CODE_WORD = re.compile(
    literal_alternation("code kod код pin пін пин tan passcode código codigo blik cvv cvc".split())
)
# a code that is not anybody's secret
_NOT_SECRET_CODE = re.compile(
    literal_alternation(
        "postal|postcode|pocztow|postleitzahl|plz|código postal|code postal|поштов|почтов|promo|rabat|discount|coupon"
        "|kupon|gutschein|descuento|réduction|error code|kod błędu|fehlercode|código de error|code d'erreur"
        "|код помилки|код ошибки|qr code|kod qr|barcode|kod kreskowy".split("|")
    )
)
# what may follow a number that makes it an amount, a time or a count
_AMOUNT_AFTER = re.compile(
    r"[ ]?(?:[.,]\d|€|\$|£|zł|zl|pln|eur|usd|gbp|грн|руб|uah|rub|%|euro|dolar|dollar|złot|гривен|рубл|tys|тис|тыс"
    r"|k\b|r\.|rok|roku|year|jahr|año|an\b|ans\b|рік|року|год|min|h\b|godz|uhr|hora|heure|час|km|m\b|kg|sms\b"
    r"|razy|times|mal\b|veces|fois|раз)",
    re.IGNORECASE,
)


def find_handed_codes(text: str, low: str, add: Add) -> None:
    """Add a code the user says they handed over (see the module's docstring)."""
    if not _CODE_WORD.search(low) or _NOT_SECRET_CODE.search(low):
        return
    for m in _HANDED.finditer(low):
        value = m.group(1)
        digits = sum(c.isdigit() for c in value)
        if not 4 <= digits <= 8 or len(set(value.replace(" ", ""))) == 1:
            continue
        if digits <= 5 and value.endswith("00"):
            continue  # "I sent 2500": a round sum of money, not a code
        if _AMOUNT_AFTER.match(low, m.end(1)):
            continue
        add("one-time code" if digits >= 5 else "PIN code", *m.span(1))
