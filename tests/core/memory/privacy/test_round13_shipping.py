"""Shipping papers' numbers (#12 look-alikes): an air waybill (airline prefix, eight digits, the last a
mod-7 check digit) or a container named as such is a consignment's number, never a phone; the owner's own
number beside it stays red. Sentences written here, not taken from a benchmark set."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _awb(prefix: str, serial: str) -> str:
    return f"{prefix}-{serial}{int(serial) % 7}"


GREEN = [
    f"Luftfrachtbrief {_awb('020', '7654321')}, die Ware hängt in Frankfurt",
    f"lettre de transport aérien (LTA) {_awb('057', '3141592')}, toujours à Roissy",
    f"numer listu przewozowego AWB: {_awb('235', '2718281')} - utknął w Warszawie",
    f"HAWB {_awb('176', '5550123')} was split into two pieces",
    f"the air waybill is {_awb('618', '9081726')}, can you trace it?",
    f"авіанакладна {_awb('566', '4445556')} досі в Борисполі",
]
RED = [
    f"AWB {_awb('020', '7654321')} - the courier can call me on 604 218 935",
    f"Luftfrachtbrief {_awb('020', '7654321')}; meine Handynummer für den Fahrer: 0151 23748291",
]


@pytest.mark.parametrize("text", GREEN)
def test_a_waybill_number_is_not_a_phone(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


@pytest.mark.parametrize("text", RED)
def test_the_owner_s_phone_beside_a_waybill_stays_red(text: str) -> None:
    assert detect(text).is_red
