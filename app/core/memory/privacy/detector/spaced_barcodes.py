"""A product's barcode typed in spaced groups, not a phone number at its start (round 38).

A barcode copied from a pack is often typed in the groups the eye takes in: "código del yogur: 841 127 002 613 3",
"EAN 590 123 412 345 7", "Strichcode 400 638 133 393 1". The phone reader takes the first nine or ten digits
("841 127 002") for a number and stops where the groups stop looking like one; the run goes on. When the whole
spaced run is a valid EAN-13 / GTIN-14 (its check digit right) and a product or code word stands before it ("código",
"code", "kod", "код", "EAN", "barcode", "Strichcode", "штрихкод" ...), the phone finding inside it is dropped and the
run rejected (the learned model is not to score it either).

Green limits: a phone followed by a number of its own is untouched unless the digits together pass the barcode's
check (one chance in ten) and a product or code word names the run.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.findings import Finding

# the spaced digit run around a finding: groups of one to five digits parted by one space
_LEFT = re.compile(r"(?:\d{1,5} )+\Z")
_RIGHT = re.compile(r"(?: \d{1,5})+(?!\d)")
_CODE_WORD = re.compile(
    r"(?i)(?<!\w)(?:c[oó]digo|code|codes|kod\w*|код\w*|ean\w*|gtin\w*|barcodes?|bar code|strichcode\w*|"
    r"штрих-?код\w*|code-?barres?|product\w*|produkt\w*|producto\w*|artikel\w*|art[ií]culo\w*|товар\w*)(?!\w)")


def _gtin_ok(digits: str) -> bool:
    if len(digits) == 13:
        return ck.ean13_ok(digits)
    return len(digits) == 14 and _gtin14_ok(digits)


def _gtin14_ok(digits: str) -> bool:
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(digits[:-1]))
    return (10 - total % 10) % 10 == int(digits[-1])


def drop_spaced_barcodes(t: str, findings: list[Finding], rejected: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without the phone numbers that are the start (or a part) of a spaced barcode named as a code."""
    out = []
    for f in findings:
        if f.reason == "phone number" and (t.startswith(" ", f.end) or t.endswith(" ", 0, f.start)):
            left = _LEFT.search(t, max(0, f.start - 24), f.start)
            right = _RIGHT.match(t, f.end)
            start = left.start() if left else f.start
            end = right.end() if right else f.end
            if end > f.end or start < f.start:
                digits = "".join(c for c in t[start:end] if c.isdigit())
                if _gtin_ok(digits) and _CODE_WORD.search(t, max(0, start - 60), start):
                    rejected.append((start, end))
                    continue
        out.append(f)
    return out
