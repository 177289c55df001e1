"""A named person's condition in a list, a rota or a table row (roster_conditions.py) is health information
in six languages; an item without a person, a condition named as a topic, or a question to someone stays green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "Shift plan for May: Olivia (pregnant, no lifting), Marcus, Priya",
    "Lista dyżurów:\n- Joanna Sikora – cukrzyca typ 1, przerwa na posiłek\n- Piotr Maj – bez uwag",
    "Schichtplan: Lukas; Epilepsie; keine Nachtschicht",
    "Grupo 2: Martina (asma), Diego, Sofía",
    "Planning : Léa — enceinte, pas de port de charges ; Hugo — RAS",
    "Черговий список: Ірина (діабет), Максим, Оксана",
]
GREEN = [
    "Rooms: 12 (wheelchair access), 14 (shower), 15 (balcony)",
    "Asthma: which inhaler is best for running in cold weather?",
    "Panel: Olivia (diabetes research, Oxford), Marcus (oncology trials)",
    "Olivia - could you print the pregnancy leaflet for the waiting room?",
    "Team: Olivia (design), Marcus (backend), Priya (QA)",
]


@pytest.mark.parametrize("text", RED)
def test_named_person_with_a_condition_in_a_list_is_red(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "red" and any(f.reason == "health information" for f in verdict.findings)


@pytest.mark.parametrize("text", GREEN)
def test_lists_without_a_persons_condition_are_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]
