"""Identifiers of people living abroad that the national-ID scans of privacy_numbers do not read:

- a residence card's or permit's number after its name: Polish "karta pobytu", Spanish TIE (its "número de
  soporte"), a UK BRP, a German eAT / Aufenthaltstitel, a French "titre de séjour", in six languages;
- an Irish PPS number (7 digits and its check letter) after "PPS";
- a Ukrainian UNZR, the Diia record number (birth date, a dash, five digits with a check digit);
- a money-transfer control number (Western Union's MTCN, MoneyGram's reference, Ria's PIN): who holds it
  collects the money.
"""
from __future__ import annotations

import datetime
import re

from stdnum.ie import pps

from app.core.memory.privacy.detector.context import Claims, lookalike_before
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up


def _add(findings: list[Finding], claimed: Claims, kind: Kind, reason: str, start: int, end: int) -> None:
    if start < end and not claimed.overlaps(start, end):
        findings.append(Finding(kind, reason, start, end))
        claimed.append((start, end))


def _sentence_end(text: str, start: int, limit: int) -> int:
    end = min(len(text), start + limit)
    m = _SENTENCE_END.search(text, start, end)
    return m.start() if m else end


# (not the dot of an abbreviated "Nr.", "No.", "núm.")
_SENTENCE_END = re.compile(r"(?<![Nn]r)(?<![Nn]o)(?<![Nn]úm)(?<![Nn]um)[.!?\n](?:\s|$)")

# ---------------------------------------------------------------- residence cards and permits

_PERMIT_WORD = re.compile(
    r"(?<![^\W_])(?:kart\w* pobytu|brp|biometric residence (?:permit|card)|residence (?:permit|card)|"
    r"tarjeta (?:de identidad de extranjero|tie)|\btie\b|n[uú]mero de soporte|"
    r"eat(?:-karte(?:nnummer)?)?|aufenthaltstitel\w*|aufenthaltserlaubnis\w*|niederlassungserlaubnis\w*|"
    r"aufenthaltskarte\w*|titre de s[ée]jour|carte de s[ée]jour|карт\w* побиту|"
    # (round 30) the permit's kind between: "посвідка на тимчасове / постійне проживання", "вид на постоянное
    # жительство", "разрешение на временное проживание", "karta stałego pobytu", "zezwolenie na pobyt czasowy"
    r"посвідк\w* на (?:тимчасове |постійне )?проживання|посвідк\w* біженця|"
    r"вид\w* на (?:постоянное |временное )?(?:жительство|проживание)|вид\w* на (?:постійне |тимчасове )?проживання|"
    r"разрешени\w* на (?:временное )?проживание|\bрвп\b|\bвнж\b|\bпмп\b|"
    r"karta (?:stałego |czasowego )?pobytu|kart\w* (?:stałego |czasowego )?pobytu|zezwoleni\w* na pobyt\w*(?: \w+)?|"
    r"elektronische\w* aufenthaltstitel\w*|"
    r"permiso de residencia|tarjeta de residen(?:cia|te)|autorizaci[oó]n de residencia|"
    r"carte de r[ée]sident|permis de s[ée]jour|"
    r"(?:biometric )?residence permit card|settlement permit)(?![^\W_])"
)
# The card's number: 8-12 capitals and digits with three digits at least ("RD9255111", "ZC8174271",
# "E28730949", "YVNJXP14R7"), or a French permit's ten digits.
_PERMIT_NUMBER = re.compile(r"(?<![\w\-])(?:(?=(?:[A-Z]*\d){3})[A-Z0-9]{8,12}|"
                            # (round 30) a series, then the number: "№ IT 0418275", "RP 1234567", "ЕА-123456"
                            r"[A-ZА-ЯІЇЄ]{1,3}[ \-]\d{6,9}|\d{2} (?:(?:№|No) ?)?\d{7})(?![\w\-])")


def _scan_permits(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    for kw in _PERMIT_WORD.finditer(low):
        if kw.group() == "eat" and text[kw.start():kw.end()] != "eAT":
            continue  # English "eat"
        if kw.group() == "tie" and text[kw.start():kw.end()] != "TIE":
            continue
        end = _sentence_end(text, kw.end(), 90)
        for m in _PERMIT_NUMBER.finditer(text, kw.end(), end):
            v = m.group()
            if v.isdigit() and len(v) not in (9, 10):
                continue
            if re.fullmatch(r"(?:19|20)\d{6,}", v) or lookalike_before(text, kw.start()):
                continue  # a date or a year-prefixed case number; a sample card
            _add(findings, claimed, Kind.IDENTIFIER, "residence permit number", *m.span())
            break


# ---------------------------------------------------------------- Irish PPS number

_PPS = re.compile(r"(?<![\w\-])\d{7} ?[A-W][A-IW]?(?![\w\-])")


def _scan_pps(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _PPS.finditer(text):
        if pps.is_valid(m.group().replace(" ", "")) and not lookalike_before(text, m.start()):
            _add(findings, claimed, Kind.IDENTIFIER, "personal public service number", *m.span())


# ---------------------------------------------------------------- Ukrainian UNZR

_UNZR = re.compile(r"(?<![\w\-/.])((?:19|20)\d{2})(\d{2})(\d{2})-?(\d{5})(?![\w\-/]|\.\w)")  # (a full stop may end it)


def _unzr_ok(m: re.Match[str]) -> bool:
    try:
        datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return False
    digits = [int(c) for c in m.group(1) + m.group(2) + m.group(3) + m.group(4)]
    return sum(d * w for d, w in zip(digits[:12], (7, 3, 1) * 4)) % 10 == digits[12]


# the record named right before it: then a valid date is enough (a mistyped check digit is still somebody's record)
_UNZR_NAMED = re.compile(r"(?i:унзр|unzr|запис\w* (?:в|у) (?:демографічному )?реєстрі|демографічн\w* реєстр\w*)"
                         r"[^\d\n]{0,24}$")


def _unzr_named(text: str, m: re.Match[str]) -> bool:
    try:
        datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return False
    return m.group(4) is not None and "-" in m.group() and bool(_UNZR_NAMED.search(text, max(0, m.start() - 60), m.start()))


def _scan_unzr(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _UNZR.finditer(text):
        if (_unzr_ok(m) or _unzr_named(text, m)) and not lookalike_before(text, m.start()):
            _add(findings, claimed, Kind.IDENTIFIER, "national ID number", *m.span())


# ---------------------------------------------------------------- money-transfer control numbers

_TRANSFER_WORD = re.compile(
    r"(?<![^\W_])(?:mtcn|western union|westernunion|moneygram|money gram|ria(?= (?:money|transfer|pin|code|number|numer|"
    r"nummer|n[uú]mero|num[ée]ro|номер|код|reference|ref))|money transfer control|вестерн юніон|вестерн юнион|маніграм|мани ?грам)"
    r"(?![^\W_])"
)
_TRANSFER_NUMBER = re.compile(r"(?<![\w\-.,])\d{3}[ \-]?\d{3}[ \-]?\d{2,6}(?![\w\-]|[.,]\d)")


def _scan_transfers(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    for kw in _TRANSFER_WORD.finditer(low):
        start = max(0, kw.start() - 60)
        cut = max(text.rfind(". ", start, kw.start()), text.rfind("\n", start, kw.start()))
        start = cut + 1 if cut >= 0 else start
        end = _sentence_end(text, kw.end(), 90)
        for m in _TRANSFER_NUMBER.finditer(text, start, end):
            digits = re.sub(r"[ \-]", "", m.group())
            if 8 <= len(digits) <= 12 and not lookalike_before(text, kw.start()):
                _add(findings, claimed, Kind.SECRET, "money-transfer control number", *m.span())
                break


# ---------------------------------------------------------------- entry

def _permit_hint(text: str, low: str) -> bool:
    """Could `text` name a residence card? (TIE and eAT as written: 'tie' and 'eat' hide in many words)"""
    return ("pobyt" in low or "brp" in low or "residence" in low or "TIE" in text or "soporte" in low or "eAT" in text
            or "extranjero" in low or "aufenthalt" in low or "niederlassung" in low or "séjour" in low or "sejour" in low
            or "побит" in low or "проживан" in low or "жительств" in low or "siden" in low or "рвп" in low
            or "внж" in low or "пмп" in low or "біженц" in low or "settlement" in low)


def find_residence(text: str, low: str, findings: list[Finding], claimed: Claims, total_digits: int,
                   longest: int) -> None:
    """The identifiers above in `text` (`low`: its lower-cased copy; `total_digits`, `longest`: its digit count
    and longest run of digits)."""
    if total_digits >= 3 and _permit_hint(text, low):
        _scan_permits(text, low, findings, claimed)
    if longest >= 7 and "pps" in low:
        _scan_pps(text, findings, claimed)
    if longest >= 8:
        _scan_unzr(text, findings, claimed)
    if total_digits >= 8 and ("mtcn" in low or "union" in low or "gram" in low or "ria " in low or "transfer" in low
                              or "юніон" in low or "юнион" in low or "грам" in low):
        _scan_transfers(text, low, findings, claimed)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
