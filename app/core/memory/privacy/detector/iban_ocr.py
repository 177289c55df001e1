"""An IBAN read by OCR from a scanned statement, a photographed RIB or a SEPA mandate: the label "IBAN" right
before an IBAN-shaped string of its country's exact length, where a scanner put O for 0, l or I for 1, B for 8,
S for 5 or Z for 2 ("IBAN DE92 6160 8647 9B49 8551 8O", "IBAN: IEO8 BOFI 7679 ..."). Its checksum fails only
because of the misread characters, and it is still somebody's account number. Clean strings are the IBAN
finder's (numbers._scan_iban), which checks the checksum; placeholders ("DE00 0000 ...", "XXXX") stay out.
"""

from __future__ import annotations

import re

from app.core.memory.privacy.detector import checksums as ck

# "IBAN", "IBAN:", "IBAN del deudor", "IBAN des Empfängers": the label, up to two short words, then the string
_LABELLED = re.compile(
    r"\bIBAN\b[:.]?(?:\s+[^\W\d]{1,12}){0,2}[: ]*\s?"
    r"([A-Z]{2}[\dOlIBSZ]{2}(?:[ ]?[A-Za-z0-9]){10,32})",
    re.IGNORECASE,
)
_CONFUSABLE = "OoIlBSZ"
_FIX = str.maketrans("OoIlBSZ", "0011852")


def ocr_iban_spans(text: str) -> list[tuple[int, int]]:
    """Spans of OCR-misread IBANs labelled as such in `text` (which contains "iban" in any case)."""
    spans = []
    for m in _LABELLED.finditer(text):
        cand = m.group(1)
        country = cand[:2]
        length = ck.IBAN_LENGTHS.get(country)
        if length is None or not country.isupper():
            continue
        end, count = 0, 0  # the country's length of characters, single spaces between groups
        for i, ch in enumerate(cand, 1):
            count += ch != " "
            if count == length:
                end = i
                break
        if count != length or (m.start(1) + end < len(text) and text[m.start(1) + end].isalnum()):
            continue  # shorter, or running on into more characters: not this country's IBAN
        compact = cand[:end].replace(" ", "")
        if ck.iban_ok(compact):
            continue  # a valid IBAN, letters and all ("GB82 WEST ..."): the checksum finder has judged it
        body = compact[2:]
        misread = sum(ch in _CONFUSABLE for ch in body)
        if not misread or misread > 4 or not body[:2].translate(_FIX).isdigit():
            continue  # a clean IBAN is the checksum finder's; many letters make a word or a reference
        digits = sum(ch.isdigit() for ch in body)
        if digits < 0.6 * len(body) or len(set(body.translate(_FIX))) <= 2:
            continue  # mostly letters, or a placeholder of zeros
        spans.append((m.start(1), m.start(1) + end))
    return spans
