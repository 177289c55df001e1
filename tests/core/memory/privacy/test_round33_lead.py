"""Round 33, after the merge: what the new prose and pasted-record finders must not read.

The full privacy suite on the merge found two green sentences red ("I cut myself a slice of cake.", "How long does it
take to be 30 days sober?"); the lead's near-misses around them (a shaving cut, a haircut in Spanish, an operation on a
database) stay green, and the disclosures they sit beside stay red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    "I cut myself a slice of cake.",
    "I cut myself shaving this morning.",
    "I cut myself on a broken glass, should I get a tetanus shot?",
    "Mañana me corto el pelo, ¿qué estilo me recomiendas?",
    "Me corto las uñas cada semana, ¿es demasiado?",
    "How long does it take to be 30 days sober?",
    "Ile trwa, zanim ktoś jest 30 dni bez alkoholu?",
    "After my operation on the database schema the app broke.",
    "Before my procedure on the staging server, should I take a backup?",
]

RED = [
    "I've been cutting myself again, I don't know who to talk to.",
    "I cut myself again last night, I feel ashamed.",
    "Me corto los brazos cuando estoy mal, ¿con quién hablo?",
    "Day 30 sober today, format my tracker please.",
    "After my operation on my knee I can't run, write a note to my coach.",
    "I'm recovering from a knee operation, write a handover for the team.",
]


@pytest.mark.parametrize("text", GREEN)
def test_near_misses_stay_green(text):
    v = detect(text)
    assert not v.is_red, (text, v.findings)


@pytest.mark.parametrize("text", RED)
def test_the_disclosures_beside_them_stay_red(text):
    v = detect(text)
    assert v.is_red, text
