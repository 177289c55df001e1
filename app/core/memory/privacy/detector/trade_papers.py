"""The numbers of shipping, customs and company-registry papers: things' and firms' numbers, nobody's.

A freight or customs message is dense with numbers the phone, ID and learned finders would otherwise read
as private: an air waybill ("AWB 020-1234 5675": 3 + 8 digits, the phone finder's shape), a tariff code
("HS 8418 10 20", "kod CN 8708 99 97", "код УКТЗЕД 8418 10 20 80"), a customs declaration's MRN
("26PL301000E0014277"), a ship's IMO number, an ISO 6346 container number, a business's activity code
("code APE 4520A", "PKD 47.11.Z", "WZ 2008 45.20", "CNAE 4520", "КВЕД 45.20"). Each is read by its
definition (the container's and the IMO number's check digits, the MRN's shape) or after the word that
names it, and its span is claimed (no other finder reads it) and rejected (the learned model does not
score it)."""
from __future__ import annotations

import re

from stdnum import imo as _imo
from stdnum import iso6346 as _iso6346

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import literal_alternation

# words any of the papers below needs (on lower-cased text): one cheap search before the patterns
_HINT = re.compile(r"(?<![^\W\d_])(?:" + literal_alternation(
    sorted({"awb", "hawb", "mawb", "lta", "hs", "cn", "sh", "nc", "hts", "mrn", "sad", "dua", "imo", "ape", "naf", "nace",
            "pkd", "wz", "cnae", "sic", "квед", "оквэд"}),
    r"(?![^\W\d_])",
    sorted({"waybill", "air waybill", "lotnicz", "luftfracht", "transport aérien", "transport aerien", "guía aérea",
            "guia aerea", "авіанакладн", "авианакладн", "taric", "tarif", "tariff", "commodity", "arancel", "уктзед",
            "укт ", "тн ", "pkwiu", "zoll", "custom", "celn", "odpraw", "douane", "aduan", "митн", "таможен", "декларац",
            "deklarac", "zgłosz", "déclaration", "declaration", "declaraci", "container", "kontener", "conteneur",
            "contenedor", "контейнер", "export", "import", "eksport", "ausfuhr", "einfuhr"})) + ")")

_AWB = re.compile(
    r"(?:\b(?:h|m)?awb|air ?waybill|waybill|list\w* lotnicz\w*|lotnicz\w* list\w* przewozow\w*|luftfrachtbrief\w*|"
    r"\blta\b|lettre de transport a[ée]rien|gu[ií]a a[ée]rea|авіанакладн\w*|авианакладн\w*)"
    r"[^\d\n]{0,24}?(?<!\d)(\d{3}[\- ]?\d{4}[ \-]?\d{4})(?!\d)"
)
# (the tariff's keyword as a word: "HS", "CN", "SH", "NC", "TARIC", "HTS", "UKTZED" ...; a number of 4 to 10 digits
# in groups of 4 and 2)
_TARIFF = re.compile(
    r"(?<![^\W\d_])(?:hs|cn|sh|nc|taric|hts|уктзед|укт зед|укт вэд|тн вэд|тн вед|pkwiu|zolltarif\w*|warentarif\w*|"
    r"tariff|commodity|arancelari\w*|nomenclature combin\w*)(?![^\W\d_])[^\d\n]{0,14}?"
    r"(?<![\d.])(\d{4}(?:[ .]?\d{2}){0,3})(?![^\W_])"
)
# (round 34: the code ends at a non-letter - "my nino is SH046408D" holds no tariff "SH 046408": two letters, six
# digits and a letter glued are a UK national insurance number's shape)
_ACTIVITY = re.compile(
    r"(?<![^\W\d_])(?:ape|naf|nace|pkd|wz(?: 2007| 2008)?|cnae|квед|оквэд|sic)(?![^\W\d_])[^\d\n]{0,10}?"
    r"(?<![\d.])(\d{2}(?:\.?\d{1,2}){1,2}(?:\.?[A-Za-z])?)(?![\w])"
)
_IMO = re.compile(r"\bIMO[ :#]{0,3}(\d{7})\b")
_CONTAINER = re.compile(r"\b([A-Z]{3}[UJZ] ?\d{6} ?\d)\b")
# a customs declaration's Movement Reference Number: year, country, 14 letters or digits
_MRN = re.compile(r"\b(\d{2}[A-Z]{2}[A-Z0-9]{13}\d)\b")
_CUSTOMS = re.compile(
    r"\b(?:mrn|sad|dua|zoll\w*|customs?|celn\w*|odpraw\w*|deklaracj\w*|zgłoszeni\w*|douane\w*|d[ée]claration\w*|"
    r"aduan\w*|declaraci[oó]n|митн\w*|таможен\w*|декларац\w*|\w*anmeldung|export|import|eksport|import\w*)\b"
)


def _decide(claimed: Claims, start: int, end: int) -> None:
    if not claimed.overlaps(start, end):
        claimed.append((start, end))
    claimed.reject(start, end)


def claim_trade_papers(text: str, low: str, claimed: Claims) -> None:
    """Claim and reject the papers' numbers in `text` (`low`: its lower-cased copy of the same length)."""
    if _HINT.search(low) is None:
        return
    for m in _AWB.finditer(low):
        _decide(claimed, *m.span(1))
    for m in _TARIFF.finditer(low):
        _decide(claimed, *m.span(1))
    for m in _ACTIVITY.finditer(low):
        _decide(claimed, *m.span(1))
    for m in _IMO.finditer(text):
        if _imo.is_valid(m.group(1)):
            _decide(claimed, *m.span(1))
    for m in _CONTAINER.finditer(text):
        if _iso6346.is_valid(m.group(1).replace(" ", "")):
            _decide(claimed, *m.span(1))
    if _CUSTOMS.search(low):
        for m in _MRN.finditer(text):
            _decide(claimed, *m.span(1))
