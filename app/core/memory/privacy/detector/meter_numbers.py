"""A utility meter's number and its supply-point codes are the installation's, not a person's (round 19): "Le
numéro de compteur gaz 0123A45678", "Номер лічильника 0112548 на пломбі", "Zählernummer 1ESY1160512345", "numer
licznika 9283746", "número de contador ...", "meter serial ...", the PCE, PDL, CUPS, MPAN and MPRN of a supply point.

The value right after the meter's word (and a few words of what it measures: "gaz", "de luz", "prądu", "води", a
"no."/"nr"/"№") is claimed as public, so that neither the identifier rules nor the learned model read it as an
account, a PESEL or a private number. A meter reading (a number of kWh or m³) carries no private value either.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import literal_alternation, speed_up

# on lower-cased text (the same length as the text)
_METER_VALUE = re.compile(
    r"(?<![\w])(?:meter|meters|meter's|licznik\w*|wodomierz\w*|gazomierz\w*|zähler\w*|stromzähler\w*|gaszähler\w*|"
    r"wasserzähler\w*|contador\w*|compteur\w*|лічильник\w*|счетчик\w*|счётчик\w*|pce|pdl|cups|mpan|mprn|"
    r"zählpunkt\w*|punto de suministro|point de livraison|point de comptage)(?![\w])"
    r"(?:[^\S\n]*(?:number|serial|no\.?|nr\.?|numer|nummer|n[úu]mero|num[ée]ro|номер|n[º°]|№|#|:|de|du|del|des|d'|"
    r"gaz|gas|gazu|gazowego|d'eau|eau|agua|wody|prądu|energii|strom|wasser|[ée]lectrique|electricity|electric|water|"
    r"de (?:la )?luz|luz|[ée]lectricit[ée]|газу|газа|води|воды|світла|электроэнергии|електроенергії|на пломбі|"
    r"на пломбе|ist|is|est|es|to|jest|це|это|lautet)(?![\w]))*[^\S\n]*[:#№]?[^\S\n]*"
    r"(?P<value>(?=[\w\-]*\d{4})[a-z0-9][a-z0-9\-]{4,30})(?![\w])"
)
_HINT = ("meter", "licznik", "wodomierz", "gazomierz", "zähler", "contador", "compteur", "лічильник", "счетчик", "счётчик",
         "pce", "pdl", "cups", "mpan", "mprn", "zählpunkt", "suministro", "livraison", "comptage")


_HINT_RE = re.compile(literal_alternation(_HINT))
_DIGITS = re.compile(r"\d{4}")


def claim_meter_numbers(text: str, low: str, claimed: Claims) -> None:
    """Claim a meter's number or a supply point's code (see above) as nobody's."""
    if not _DIGITS.search(text) or not _HINT_RE.search(low):
        return
    for m in _METER_VALUE.finditer(low):
        start, end = m.span("value")
        if not claimed.overlaps(start, end):
            claimed.append((start, end))
            claimed.reject(start, end)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
