"""Round 51 (rids): identifiers and secrets the newest opened sets missed, by kind - the writer's own sentences (never a
data line), each red one with its green or yellow twin: the same value presented as a company's, a stranger's, a
sample's or without its owner."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


# family_business.py: the writer's own EIN ("my EIN"), or the EIN of a one-person company the writer is the only member of
EIN_RED = [
    "my EIN is 47-2581736, do I put it on the W-9 or my SSN?",
    "I'm the only member of Briar Creek Landscaping LLC, EIN 47-2581736 - can I pay myself a salary?",
    "I am the sole owner of Tidewater Candles LLC, EIN 47-2581736, do I need a separate bank account?",
    "my single-member LLC has EIN 47-2581736; does it file its own return?",
    "soy el único socio de Briar Creek LLC, EIN 47-2581736, ¿cómo declaro en EEUU?",
    "Here's my own EIN: 47-2581736. Is it safe to email it to the brand?",
]
EIN_GREEN = [
    "Our LLC's EIN is on the letterhead as 47-2581736, copy it into the vendor form.",
    "Vendor W-9: Briar Creek Landscaping LLC, EIN 47-2581736, 12 Commerce Dr, Austin TX",
    "The W-2 shows employer EIN 47-2581736 - is that the company's number or mine?",
    "Does a single-member LLC need an EIN, or can I use my SSN?",
    "The clinic's invoice lists their EIN 47-2581736, is that normal?",
]


@pytest.mark.parametrize("text", EIN_RED)
def test_own_ein_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", EIN_GREEN)
def test_company_ein_is_not_red(text):
    assert detect(text).label != "red", _show(text)
