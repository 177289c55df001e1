"""A parcel's drop-off or return code (round 16): whoever has it posts or returns the parcel in the sender's name
from a locker or a shop, as a pickup code (secrets.py) opens the locker for the receiver.

"Kod nadania w automacie DPD: 482913", "Rücksendecode Hermes 582941", "Einlieferungscode für DHL ist 582941",
"drop-off code 582941 for the InPost locker", "código de devolución 582941 para el punto Celeritas",
"code de dépôt 582941", "код для відправки в поштоматі: 582941", "InPost code 482913".

The code word (in English, Polish, German, Spanish, French, Ukrainian and Russian), up to five words without
digits (a carrier, "w automacie", "für DHL"), a connector and a value of 4-10 digits or 5-12 letters and digits with
a digit. Words also said of software or taxes ("code retour", "kod zwrotu", "código de devolución", "код повернення") count
only beside a parcel, locker or carrier word and with no process, exit or error word in the message; questions about
where to find the code have no value and stay green. (English "return code" is left to the exit status it
mostly is: secret_phrasings.claim_game_codes claims its number.)
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import literal_alternation

Add = Callable[[str, int, int], None]

# cheap gate on the lower-cased text: one of the stems every code word has
_HINT = re.compile(literal_alternation(
    "nadani|zwrot|rücksende|rucksende|rückgabe|ruckgabe|retoure|einliefer|abgabecode|drop-off|dropoff|drop off|"
    "devoluci|depósito|deposito|dépôt|depot|retour|відправ|повернен|отправк|возврат|inpost|paczkomat|packstation|"
    "amazon hub|amazon locker|mondial relay|nova poshta|нова пошта|нової пошти|поштомат|почтомат|постамат".split("|")))
_CLEAR = (
    r"kod\w*\s+(?:do\s+)?nadani\w*|(?:rücksende|rucksende|rückgabe|ruckgabe|retouren|retoure|einlieferungs|abgabe)"
    r"-?codes?|drop[\s-]?off\s+(?:code|pin)|c[oó]digo\s+de\s+dep[oó]sito|code\s+de\s+d[ée]p[oô]t|"
    r"код\w*\s+(?:для\s+)?(?:відправки|відправлення|отправки|отправления)"
)
_SHARED = (  # said of programs too: only beside a parcel word
    r"kod\w*\s+(?:do\s+)?zwrot\w*|c[oó]digo\s+de\s+devoluci[oó]n|code\s+(?:de\s+)?retour|"
    r"код\w*\s+(?:для\s+)?(?:повернення|возврата)"
)
# a locker carrier's name before "code": "InPost code 482913", "Packstation-Code 4829" (4-8 digits: not a tracking number)
_CARRIER = (
    r"(?:inpost|paczkomat\w*|packstation|amazon (?:hub|locker)|mondial relay|nova poshta|нова пошта|нової пошти|"
    r"поштомат\w*|почтомат\w*|постамат\w*)[\s-](?:code|pin|kod\w*|c[oó]digo|код\w*)"
)
_CODE = re.compile(
    r"(?<!\w)(?:(?P<clear>" + _CLEAR + r")|(?P<shared>" + _SHARED + r")|(?P<carrier>" + _CARRIER + r"))(?!\w)"
    r"(?:[ ,]+(?!\d)[\w.'’-]{1,20}){0,5}?\s*(?:[:=#–—-]|is|ist|lautet|to|jest|es|est|c'est|це|это)?\s*[\"'«„]?"
    r"(?P<val>\d{4,10}|(?=[a-z]*\d)[a-z0-9]{5,12})(?![\w\-/])"
)
_PARCEL = re.compile(literal_alternation(
    "parcel package locker inpost paczk paczkomat automat dpd dhl ups gls hermes fedex pocztex orlen allegro zalando "
    "amazon vinted packstation paket sendung colis relais mondial chronopost colissimo pickup consigne correos seur "
    "celeritas citypaq paquete envío envio пошт почт посилк посылк meest".split()))
_SOFTWARE = re.compile(literal_alternation(
    "exit|process|script|command|npm|http|status|error|errno|function|program|shell|bash|kod błędu|fehler|"
    "código de error|code d'erreur|помилк|ошибк".split("|")))
# a price, a date or a unit after the number is not a code
_AFTER = re.compile(r"\s?(?:[.,]\d|€|\$|£|zł|zl|pln|eur|usd|грн|руб|%|kg|km|r\.|rok|roku|uhr|h\b|min)")


def find_parcel_codes(text: str, low: str, add: Add) -> None:
    """Add a drop-off or return code (see the module's docstring); `low` is the lower-cased text."""
    if not _HINT.search(low):
        return
    parcel = None
    for m in _CODE.finditer(low):
        if m.group("shared"):
            if parcel is None:
                parcel = bool(_PARCEL.search(low)) and not _SOFTWARE.search(low)
            if not parcel:
                continue
        value = m.group("val")
        if m.group("carrier") and not (value.isdigit() and len(value) <= 8):
            continue
        if _AFTER.match(low, m.end("val")) or (len(value) == 4 and value.startswith(("19", "20"))):
            continue  # an amount, a time or a year
        add("parcel drop-off or return code", *m.span("val"))
