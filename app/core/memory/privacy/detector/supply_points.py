"""Round 47 (rids): a home's energy supply-point number told with its holder or as the writer's own - "Soy la titular,
Rosa Linares, y el CUPS de mi casa es ES0022200995565395AF0F", "Je suis le titulaire, Olivier Garnier, et mon PDL
c'est ... 21453718902264", "they want my MPAN ... 11 2507 9564 218", "mój numer PPE to 590543000012345678", "мій
EIC-код 62Z1234567890123".

The number names one home's meter point on the grid for good (it outlives tenants and suppliers): told with its holder
or as the writer's own home's, it ties that person to an address, and it is what a supplier switch needs - whoever
has it with the holder's name can move the contract.

Read (gated on the labels' literals: "cups", "mpan", "pdl", "prm", "ppe", "eic", "zählpunkt", "supply point" ...): the
label, then its value within a few sentences' reach, by its country's shape -
- CUPS (Spain): "ES", sixteen digits, two check letters (the sixteen digits modulo 529, read as two letters of
  "TRWAGMYFPDXBNJZSQVHLCKE"), an optional border-point suffix ("0F"), spaced or not;
- MPAN core (Great Britain): thirteen digits whose last is the check digit (the first twelve weighted by the primes
  3 5 7 13 17 19 23 29 31 37 41 43, summed, modulo 11, modulo 10);
- PDL / PRM (France): fourteen digits right after the label (no public check);
- PPE (Poland): eighteen digits starting "590" (a GS1 number); EIC (Ukraine): "62Z" or "56Z" and thirteen letters and
  digits; Zählpunkt (Germany): "DE", eleven digits, twenty letters and digits.
and in the message a holder or an owner: "titular", "titulaire", "holder", "Inhaber", "właściciel", "власник",
"владелец", "in my name", "a mi nombre", "à mon nom", "auf meinen Namen", "na mnie", "на мене", or the label with a
possessive ("my MPAN", "mi CUPS": only for the two whose value passes a check - "Mon numéro PDL est ..., il sert à quoi ?"
is asked about and stays green, as the sets label it) or the writer's home ("de mi casa", "of my house").
Green limits: a value failing its check ("ES0021000012345678AB"), a bill's number read with no owner ("El CUPS de mi
factura ... ¿Lo necesito?", "the CUPS on the invoice": the bill's reference - sets label it green), a partial value
("My MPAN starts with 00 801"), a question about the label with no value.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.utility_holders import home_spans

REASON = "energy supply point number with its holder"

_LABEL = LazyPattern(
    r"(?<![^\W\d_])(?:cups|mpan|pdl|prm|ppe|eic(?:-?(?:код|code|kod))?|point de livraison|"
    r"point de r[ée]f[ée]rence (?:et de )?mesure|punkt\w* poboru energii|z[äa]hlpunkt\w*|supply point|meter point)(?![^\W\d_])"
)
_CUPS = LazyPattern(r"(?<![\w])es ?(\d{4}) ?(\d{4}) ?(\d{4}) ?(\d{4}) ?([a-z]{2})(?: ?\d[a-z])?(?![\w])")
_DIGITS = LazyPattern(r"(?<![\w\-.,/])\d(?:[ \-]?\d){12,17}(?![\w\-]|[.,/]\d)")
_EIC = LazyPattern(r"(?<![\w])(?:62|56)z[a-z0-9\-]{13}(?![\w])")
_ZAEHLPUNKT = LazyPattern(r"(?<![\w])de ?\d{11} ?[a-z0-9]{20}(?![\w])")
_OWNER = LazyPattern(
    r"(?<![^\W\d_])(?:titular|titulaire|holder|account holder|inhaber(?:in)?|w[łl]a[śs]ciciel\w*|власни\w*|владел\w*|"
    r"in my name|a mi nombre|à mon nom|a mon nom|auf meinen namen|na mnie|на мене|на меня|"
    r"(?:my|mi|mon|ma|mój|moj|mein|meine|meiner|мій|мой|наш) (?:\w+ )?(?:cups|mpan|pdl|prm|ppe|eic|z[äa]hlpunkt\w*|supply point)|"
    r"de mi (?:casa|vivienda|piso)|of my (?:house|home|flat)|my (?:house|home|flat)'s|de (?:ma|notre) (?:maison|logement)|"
    r"de mon (?:logement|appartement)|meiner wohnung|meines hauses|mojego (?:mieszkania|domu)|мого будинку|моєї квартири|"
    r"моей квартиры|моего дома)(?![^\W\d_])"
)
# the possessive cues that end on a label (the others name a holder or a home)
_LABEL_ENDS = ("cups", "mpan", "pdl", "prm", "ppe", "eic", "punkt", "punkte", "punkts", "point")
_CUPS_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE".lower()
_MPAN_PRIMES = (3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43)


def _cups_ok(m: re.Match[str]) -> bool:
    number = int("".join(m.group(i) for i in range(1, 5)))
    rest = number % 529
    return _CUPS_LETTERS[rest // 23] + _CUPS_LETTERS[rest % 23] == m.group(5)


def _mpan_ok(digits: str) -> bool:
    values = [int(c) for c in digits]
    return sum(a * b for a, b in zip(values, _MPAN_PRIMES)) % 11 % 10 == values[12]


def _value(low: str, label: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the label's value between `start` and `end`, by the label's country's shape."""
    if label == "cups":
        m = _CUPS.search(low, start, end)
        return m.span() if m is not None and _cups_ok(m) else None
    if label.startswith("eic"):
        m = _EIC.search(low, start, end)
        return m.span() if m is not None else None
    if label.startswith(("zählpunkt", "zahlpunkt")):
        m = _ZAEHLPUNKT.search(low, start, end)
        return m.span() if m is not None else None
    for m in _DIGITS.finditer(low, start, end):
        digits = re.sub(r"\D", "", m.group())
        if len(set(digits)) <= 2:
            continue  # (zeros, a placeholder)
        if label in ("mpan", "supply point", "meter point") and len(digits) == 13 and _mpan_ok(digits):
            return m.span()
        if label == "ppe" or label.startswith("punkt"):
            if len(digits) == 18 and digits.startswith("590"):
                return m.span()
        elif (label in ("pdl", "prm") or label.startswith("point de")) and len(digits) == 14 and m.start() - start < 60:
            return m.span()
    return None


def find_supply_points(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each supply-point number told with its holder or as the writer's own home's in
    `text` (`low`: lower-cased, the same length; see the module's doc)."""
    owned: list[str] | None = None
    homes: list[tuple[int, int]] | None = None
    taken = -1
    for m in _LABEL.finditer(low):
        if m.start() < taken:
            continue
        span = _value(low, m.group(), m.end(), min(len(low), m.end() + 120))
        if span is None:
            continue
        if owned is None:
            owned = [o.group() for o in _OWNER.finditer(low)]
        checked = m.group() in ("cups", "mpan") or m.group().startswith(("supply", "meter"))
        if not any(checked or not o.endswith(_LABEL_ENDS) for o in owned):
            # (a PDL, a PRM has no check: "mon PDL est ..., il sert à quoi ?" is asked about - a holder is needed)
            # (round 51) the home it supplies written by its street address: "pour ouvrir le compteur au 18 rue ...,
            # EDF me demande le PDL ... 7096...", "dar de alta la luz en el piso nuevo (c/ ... 22, 3ºB) ... ES00..."
            if homes is None:
                homes = home_spans(text, low)
            if not any(not (s < span[1] and span[0] < e) for s, e in homes):
                continue
        add(REASON, *span)
        taken = span[1]
