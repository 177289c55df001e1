"""Round 49 (rids): a car's papers by the labels and shapes people type them with - the VIN under its other names, a
registration document's number, a driving licence's short labels.

- A VIN (17 characters, no I/O/Q; typed in lower case, in groups with spaces or dashes) after any of its labels:
  "VIN", "FIN", "número de bastidor", "Fahrgestellnummer", "numer nadwozia", "номер кузова", "номер шасі", "VIN-код",
  "numéro de série/châssis", "chassis number". Red as numbers.py's "VIN" is (vin_owner.py): when the sentence ties the
  car to a person, or when the writer checks a recall on it ("quiero saber si tiene alguna campaña de revisión
  pendiente", "betrifft mich der Rückruf") and the check digit holds (ISO 3779's ninth character: the failed checksum
  a checker rejects stays green) - not a car being bought or seen in a listing.
- A V5C's 11-digit document reference ("V5C doc reference is 52331973285"): the keeper's logbook (not a DVLA letter's
  reference number).
- A driving licence's short labels and their shapes: the Russian "ВУ 99 71 453990" (series and number, ten digits; also
  after "права"), the Ukrainian "посвідчення ВХЕ 482190" (three letters, six digits), the Polish "nr prawka
  23606/22/3064" (five digits, two, four), a US state's "CA DL Y4627300" (a state's code or a DMV word with "DL").
Green limits: an example's or a sample's word before the value (lookalike_before, example_between), a question about
what the characters mean (decode, "10th character"), a listing or a purchase ("przed zakupem", "in the ad", "seller").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sample_mentions import example_between

VIN_REASON = "vehicle registration or VIN"  # (numbers.py's reason for a VIN)
LICENCE_REASON = "driving licence number"

# a VIN's label, then a few words ("моей машины", "c'est", "ist"), then the value (lower-cased text)
_VIN = LazyPattern(
    r"(?<![^\W\d_])(?:vin(?:[\s\-]?(?:code|kod|код|number|nummer|numer|no\.?|nr\.?|#))?|fin|"
    r"(?:n[uú]mero (?:de )?)?bastidor|fahrgestell-?(?:nummer|nr\.?)|fahrzeug-?ident\w*|"
    r"(?:numer|nr\.?) (?:nadwozia|vin)|номер (?:кузова|шасі|шасси)|(?:він|вин)[\s\-]?код|"
    r"(?:num[ée]ro|n°) (?:de )?(?:s[ée]rie|ch[âa]ssis|vin)|chassis (?:number|no\.?))(?![^\W\d_])"
    r"[^.!?\n]{0,40}?(?<![a-z0-9])([a-hj-npr-z0-9](?:[ \-]?[a-hj-npr-z0-9]){16})(?![a-z0-9])"
)
# the writer checks a recall on the car (lower-cased text)
_RECALL = LazyPattern(
    r"(?<![^\W\d_])(?:recalls?|r[üu]ckruf\w*|campa[ñn]a\w* de (?:revisi[oó]n|seguridad)|llamada a revisi[oó]n|"
    r"rappels?|campagne de rappel|akcj\w* serwisow\w*|kampani\w* serwisow\w*|відклик\w*|отзыв\w*|отзывн\w* кампани\w*|"
    r"сервісн\w* кампані\w*|сервисн\w* кампани\w*|ограничени\w*|обмежен\w*)(?![^\W\d_])"
)
# a car being bought, seen in a listing, or decoded (lower-cased text)
_NOT_OWN = LazyPattern(
    r"(?<![^\W\d_])(?:before (?:buying|i buy|purchase)|buying|to buy|listing|advert|seller|dealer|"
    r"przed zakupem|kupuj\w*|kupi[ćc]|ogłoszeni\w*|ogloszeni\w*|sprzedaj[ąa]c\w*|"
    r"vor dem kauf|kaufen|anzeige|inserat|verk[äa]ufer|h[äa]ndler|"
    r"antes de comprar|comprar|anuncio|vendedor|concesionario|"
    r"avant (?:d'acheter|l'achat)|acheter|annonce|vendeur|"
    r"перед покупк\w*|купить|купівл\w*|купити|объявлени\w*|оголошенн\w*|продав\w*|"
    r"decod\w*|d[ée]cod\w*|rozkoduj\w*|rozczyta\w*|entschl[üu]ssel\w*|расшифр\w*|розшифр\w*|"
    r"invalid|ung[üu]ltig|nieprawid[łl]ow\w*|inv[aá]lid\w*|no es (?:un bastidor )?v[aá]lid\w*|недійсн\w*|недействит\w*)"
    r"(?![^\W\d_])"
)
_VIN_CHARS = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
              "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_check_ok(vin: str) -> bool:
    """ISO 3779's check digit (the ninth character) of a 17-character VIN in capitals."""
    total = sum(_VIN_CHARS[c] * w for c, w in zip(vin, _VIN_WEIGHTS))
    return vin[8] == ("X" if total % 11 == 10 else str(total % 11))


def _vin_shaped(vin: str) -> bool:
    digits = sum(c.isdigit() for c in vin)
    return 4 <= digits <= 15 and vin[-4:].isdigit()


# a V5C's document reference (lower-cased text)
_V5C = LazyPattern(r"(?<![^\W\d_])(?:v5c?|logbook)(?: doc(?:ument)?)? ref(?:erence)?(?: (?:number|no\.?|nr))?"
                   r"(?: is|:)?\s*(\d{11})(?!\d)")
# a driving licence's short labels and shapes (lower-cased text)
_LICENCE = LazyPattern(
    r"(?<![^\W\d_])(?:"
    r"(?:ву|в/у|вод\.? ?уд\.?|права|прав)(?:\s*(?:№|номер|серия|серія|n))?[\s:№#]*(?P<ru>\d{2} ?\d{2} ?\d{6})|"
    r"(?:посвідчення водія|посвідчення|права|прав)(?:\s*(?:№|номер|серія|серия))?[\s:№#]*(?P<ua>[а-яіїє]{3} ?\d{6})|"
    r"(?:prawk\w*|prawa jazdy|prawo jazdy)(?:\s*(?:nr\.?|numer|no\.?))?[\s:#]*(?P<pl>\d{5}/\d{2}/\d{4})|"
    r"(?:(?:[a-z]{2}|state) dl|dl ?(?:#|no\.?|number)|dl(?=[\s:]+[a-z]?\d{6}))[\s:#]*(?:is )?(?P<us>[a-z]{0,2}\d{6,13})"
    r")(?![\w/])"
)
_DMV = LazyPattern(r"(?<![^\W\d_])(?:dmv|real id|licen[cs]e|driver'?s?|driving|renew\w*|exp\.?|expires?)(?![^\W\d_])")
_US_STATES = frozenset(
    "al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri "
    "sc sd tn tx ut vt va wa wv wi wy dc".split())


def _sample(text: str, low: str, start: int, value_start: int) -> bool:
    return lookalike_before(text, start) or example_between(low, start, value_start)


def find_vehicle_papers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each VIN, V5C reference or licence number the message ties to a person (`low`:
    lower-cased `text`, the same length; see the module's doc)."""
    from app.core.memory.privacy.detector.vin_owner import vin_owned  # noqa: PLC0415 (identity.py's patterns, late)

    for m in _VIN.finditer(low):
        vin = re.sub(r"[ \-]", "", m.group(1)).upper()
        if not _vin_shaped(vin) or _sample(text, low, m.start(), m.start(1)):
            continue
        s, e = m.span(1)
        if vin_owned(text, low, m.start(), e) \
                or (vin_check_ok(vin) and _RECALL.search(low) and not _NOT_OWN.search(low)):
            add(VIN_REASON, s, e)
    for m in _V5C.finditer(low):
        if not _sample(text, low, m.start(), m.start(1)):
            add(VIN_REASON, *m.span(1))
    for m in _LICENCE.finditer(low):
        group = m.lastgroup or ""
        if group == "us":
            label = low[m.start():m.start(group)]
            state = label.split()[0] if label[:2].isalpha() and label[2:3] == " " else ""
            if state and state not in _US_STATES and state != "state":
                continue
            if not state and not _DMV.search(low):
                continue  # "DL 1234567" with no state and no licence's word: a flight, a download, a reference
        if not _sample(text, low, m.start(), m.start(group)):
            add(LICENCE_REASON, *m.span(group))
