"""Round 51 (rids): a list of people with their social-security or national-insurance numbers, one person a row.

An employer, a bookkeeper or a payroll clerk pastes rows from a payroll run, an RTI submission, "nóminas", a "lista
płac", a "Lohnliste" or a "ведомость" and asks why the software rejects them: "Priya Nair<TAB>CW365082B<TAB>£1,840.00",
"García López, Ana · 308250761704 · 1.381,33", "Иванова Мария  112-233-445 95  45000". The cells say what they are even
without a heading or a keyword: a person's name (two or three capitalised words, or "Surnames, Given" -
identity_rows.name_ok), then, in the next cell, a number of a person's insurance shape that passes its check - a UK
NINO (its issued prefixes), a Spanish NSS (mod 97), a Russian СНИЛС (mod 101), a PESEL, a French NIR (its key), a German
Rentenversicherungsnummer. The rows are often copied out of a spreadsheet with their tabs written as "\\t".

Green limits: a known placeholder person or a message that says its rows are invented (mockup_persons.placeholder_record),
a number failing its check (a made-up one: failed_checks.py's ground), a name that is no person's shape (a firm, a street).
Read from identifiers.py on text holding a digit; the pattern only starts at a line's or a cell's start.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.identity_rows import name_ok
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.mockup_persons import placeholder_record
from app.core.memory.privacy.detector.name_letters import LOW, UP
from app.core.memory.privacy.detector.numbers import spanish_nss_ok

# a cell's border: a tab (or a tab written "\t"), a middle dot, a bar, a semicolon, a comma, a dash, or spaces
_SEP = r"(?:[ ]*(?:\\t|\t|·|\||;|,|—|–)[ ]*|[ ]+)"
_ROW = LazyPattern(
    r"(?m)(?:^|\\t|\t)[ ]*(?:[\-*•][ ]+|\d{1,3}[.)][ ]+)?"
    rf"(?P<name>[{UP}][{LOW}]+(?:[ \-][{UP}][{LOW}]+){{1,2}}(?:,[ ]*[{UP}][{LOW}]+(?:[ \-][{UP}][{LOW}]+)?)?)"
    + _SEP +
    r"(?P<val>(?P<nino>(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D])|"
    r"\d{2}[ /]?\d{8}[ /]?\d{2}|\d{3}[\- ]?\d{3}[\- ]?\d{3}[\- ]?\d{2}|\d{11}|"
    r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}|\d{2} ?\d{6} ?[A-Z] ?\d{3})"
    # no digit run goes on past it, but for the row's last cell, an amount ("... 112-233-445 95 45000": the text's
    # spaces are collapsed by normalise.py, so the cells' double space is one)
    r"(?![\w\-/]|[.,]\d)(?:(?! \d)| \d[\d .,]*(?:[ ]?(?:€|£|\$|zł|руб\.?|грн|EUR|PLN|GBP))?[ ]*$)"
)
_SPACING = re.compile(r"[ /\-]")


def _checked(value: str) -> str:
    """The reason for a number of a person's insurance shape that passes its check, '' for any other."""
    compact = _SPACING.sub("", value)
    if len(compact) == 12 and compact.isdigit():
        return "social security / insurance number" if spanish_nss_ok(compact) else ""
    if len(compact) == 11 and compact.isdigit():
        if ck.pesel_ok(compact):
            return "PESEL number"
        return "social security / insurance number" if ck.snils_ok(compact) else ""
    if len(compact) == 15:
        return "social security / insurance number" if ck.french_nir_ok(compact) else ""
    if len(compact) == 12:
        return "social security / insurance number" if ck.german_svnr_ok(compact) else ""
    return ""


def find_payroll_rows(text: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each insurance number in a row after a person's name (module's note)."""
    for m in _ROW.finditer(text):
        name = m.group("name")
        reason = "UK national insurance number" if m.group("nino") else _checked(m.group("val"))
        if reason and name_ok(name) and not placeholder_record(text, name, None):
            add(reason, *m.span("val"))
