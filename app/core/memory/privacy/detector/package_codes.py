"""A medicine named only as the package a product code is read from (round 26): "Der Strichcode auf meinen Tabletten
ist 4012345678901, kann die Apotheke damit nachbestellen?", "EAN meiner Medikamente: ...", "the barcode on my pills".

The message asks about a barcode (an EAN the shop scans), not about the writer's health; "my tablets" with no
condition, no drug and no dose says only that a box of some medicine is at hand. `drop_package_codes` reads the
message again with the generic medicine words masked and keeps a health finding only if it still holds.
Green limits: only a message with a barcode word and a product code of 8 to 14 digits; a condition, a named drug or a
dose keeps the finding ("Tabletten gegen Depressionen", "my sertraline box").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind

_BARCODE = re.compile(
    r"(?i)barcode|bar code|strichcode|\bean\b|\bgtin\b|kod\w* kreskow\w*|c[óo]digo de barras|code-?barres?|штрихкод\w*|"
    r"штрих-код\w*")
_PRODUCT_CODE = re.compile(r"(?<![\d\-])\d{8}(?:\d{4,6})?(?![\d\-])")
_GENERIC_MEDICINE = re.compile(
    r"(?i)(?<!\w)(?:tablet\w*|pills?|medicines?|medications?|tabletten\w*|medikament\w*|arznei\w*|tabletk\w*|tabletek|"
    r"leków|leki|lekarstw\w*|pastillas?|medicamentos?|comprim[ée]s?|m[ée]dicaments?|таблет\w*|ліки|ліків|лекарств\w*)")


def drop_package_codes(t: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the health findings that only a medicine package's name made, in a question about its barcode."""
    if not any(f.kind is Kind.HEALTH for f in told) or not _BARCODE.search(t) or not _PRODUCT_CODE.search(t):
        return told
    masked = _GENERIC_MEDICINE.sub(lambda m: "_" * len(m.group()), t)
    if masked == t:
        return told
    again = find(masked)
    return [f for f in told if f.kind is not Kind.HEALTH or any(
        g.kind is Kind.HEALTH and g.start < f.end and f.start < g.end for g in again)]
