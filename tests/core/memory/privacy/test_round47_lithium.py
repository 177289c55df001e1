"""Session 44 (lead): lithium the metal of a battery is no medicine (health_topics._BATTERY, a slot).

"my e-bike has a lithium battery" read as the writer taking lithium: ordinary chat about phones, bikes, drills and
power banks turned red (five of these sentences were red at 43f2b55). The battery's words are a slot: blanked, the
rules run again, and the medicine told in the same message is still found.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

BATTERIES = [
    "the lithium battery in my phone is dying",
    "my e-bike has a lithium battery, how long does it last?",
    "I bought a lithium-ion power bank for the trip",
    "my drill uses lithium batteries, can I leave them in the cold garage?",
    "our lithium ion batteries from the drone are swollen",
    "My Lithium-Ion battery died after two winters",
    "my camper has a lithium iron phosphate battery, which charger?",
    "Ich habe einen Lithium-Akku im Fahrrad, wie lagere ich ihn im Winter?",
    "mein Lithium-Ionen-Akku lädt nicht mehr",
    "mi batería de litio del móvil se hincha",
    "ma batterie au lithium de trottinette chauffe",
    "mój akumulator litowy w rowerze puchnie",
    "у мене літієва батарея в самокаті здулася",
    "мой литиевый аккумулятор в ноутбуке сдох",
]

MEDICINE = [
    "I take lithium for my bipolar",
    "I take lithium and my drill has a lithium battery",
    "my son takes lithium and his scooter has a lithium battery",
    "my lithium dose was raised last week",
    "biorę lit od dwóch lat",
    "Ich nehme Lithium seit Jahren",
    "tomo litio desde hace un año",
    "je prends du lithium",
    "я приймаю літій",
    "принимаю литий уже год",
]


@pytest.mark.parametrize("text", BATTERIES)
def test_a_lithium_battery_is_no_medicine(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", MEDICINE)
def test_lithium_taken_stays_red(text: str) -> None:
    assert detect(text).label == "red", text
