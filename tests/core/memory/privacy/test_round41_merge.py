"""Round 41's merge: implied_orientations' shared word gate held "östrog", "dwóch", "sądzą" but not their plain
spellings, while its patterns read folded text: typed without diacritics, a message its rules read red came out green
only because the gate stayed shut (rspeed's report). A gate must never change a verdict. Every word gate now holds its
literals typed plain too (gates.word_gate): over 45,844 development texts stripped of their diacritics, gated and
ungated labels differed on 8 before and on 1 after (a compiled gate, debt_institutions', left)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

PLAIN_TYPED = [
    "seit dem ostrogen fuhle ich mich wohl",
    "Moj chlopak i ja, jestesmy we dwoch od lat",
    "Moi rodzice sadza, ze jestem na szachach, a to grupa dla osob bi",
    # other modules' word gates (a union card, a pregnancy week, radiotherapy sessions, a sobriety token)
    "czlonek zwiazku: NSZZ Solidarnosc - dopisz to do mojego CV",
    "ciaza: tak, 14 tc. - uzupelnij mi ten formularz",
    "Naswietlania: 20 sesji, jestem po 8, czy moge wrocic do biura?",
    "Dostalam zeton za rok trzezwosci, sponsorka mowi, ze jestem gotowa.",
    "W niedziele ide na zebranie do Sali Krolestwa, wiec nie moge pracowac rano.",
    "Como presidente del comite de empresa tengo reunion manana con la direccion.",
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
