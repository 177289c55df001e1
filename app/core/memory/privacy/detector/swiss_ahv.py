"""The Swiss social-insurance number (AHV-Nr. / n° AVS / OASI number, AHVN13): 756, nine digits and an EAN-13
check digit, printed on the insurance card and the health-insurance card as 756.1234.5678.97.

Written in its dotted groups it is nothing else (no EAN-13 barcode starts with 756: Swiss barcodes start with
760-769), so that form is red wherever it stands; the bare 13 digits only after an insurance word. The check
digit has to hold (python-stdnum's ch.ssn)."""
from __future__ import annotations

import re

from stdnum.ch import ssn as _ch_ssn

from app.core.memory.privacy.detector.context import Claims, is_lookalike_context
from app.core.memory.privacy.detector.findings import Finding, Kind

_AHV = re.compile(r"(?<![\w.\-/])756([. ]?)\d{4}\1\d{4}\1\d{2}(?![\w]|[.,\-/]\d)")
# on lower-cased text, within 60 characters before the number
_AHV_WORD = re.compile(
    r"\b(?:ahv|avs|avs/ahv|ahv/avs|ahvn13|oasi|ahv-?n(?:r|ummer)\.?|avs-?nr|sozialversicherung\w*|sv-?n(?:r|ummer)|"
    r"versicherten\w*|versicherungs\w*|assur[ée]\w*|assurance\w*|num[ée]ro avs|n° avs|insurance|social security|"
    r"ubezpiecz\w*|seguridad social|seguro social|страхов\w*)\b"
)


def find_ahv(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    """Swiss AHV numbers in `text` (normalised; `low` its lower-cased copy of the same length)."""
    for m in _AHV.finditer(text):
        start, end = m.span()
        if claimed.overlaps(start, end) or not _ch_ssn.is_valid(m.group()):
            continue
        if not m.group(1) and not _AHV_WORD.search(low, max(0, start - 60), start):
            continue
        if is_lookalike_context(text, start, end):
            continue
        findings.append(Finding(Kind.IDENTIFIER, "social security / insurance number", start, end))
        claimed.append((start, end))
