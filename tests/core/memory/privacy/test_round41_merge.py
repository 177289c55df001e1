"""Round 41's merge: implied_orientations' shared word gate held "östrog", "dwóch", "sądzą" but not their plain
spellings, while its patterns read folded text: typed without diacritics, a message its rules read red came out green
only because the gate stayed shut (rspeed's report). A gate must never change a verdict."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

PLAIN_TYPED = [
    "seit dem ostrogen fuhle ich mich wohl",
    "Moj chlopak i ja, jestesmy we dwoch od lat",
    "Moi rodzice sadza, ze jestem na szachach, a to grupa dla osob bi",
]


@pytest.mark.parametrize("text", PLAIN_TYPED)
def test_typed_without_diacritics_the_gate_opens_as_the_rules_read(text: str) -> None:
    gated = detect(text)
    gates.ENABLED = False
    try:
        ungated = detect(text)
    finally:
        gates.ENABLED = True
    assert gated.label == ungated.label == "red", (text, gated.findings, ungated.findings)
