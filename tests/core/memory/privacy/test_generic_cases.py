"""A question about a generic case ("What happens if a tenant is two months behind on rent?") is no one's disclosure;
the writer's own case asked as a question, a possessive role, or a statement stays red (generic_cases.py, session 22).

Sentences written for these tests in six languages and Russian; none is taken from a benchmark file.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN: list[str] = [  # red before session 22 (a finance, health or relationship word read as the writer's), green now
    "What happens if a tenant is two months behind on rent?",
    "What happens if someone is two months behind on rent?",
    "If someone has declared bankruptcy, can they get a credit card?",
    "Que se passe-t-il si un locataire a trois mois de loyer impayés ?",
    "¿Qué pasa si un inquilino no paga el alquiler desde hace tres meses?",
    "Що буде, якщо орендар не платить оренду вже пів року?",
    "Was passiert, wenn ein Mieter zwei Monatsmieten im Rückstand ist?",
    "Can a landlord keep the deposit when a tenant is three months behind on rent?",
]
STILL_GREEN: list[str] = [  # green before and after: the same surface
    "Что будет, если арендатор не платит за квартиру уже полгода?",
    "Co się dzieje, jeśli najemca zalega z czynszem od dwóch miesięcy?",
    "Can a bank seize your house if you default on a mortgage?",
    "What happens to a person's debts when they die?",
    "Can someone with epilepsy drive a car?",
]
RED: list[str] = [  # red before and after: the writer's own case, a possessive role, a statement
    "I'm two months behind on rent, what happens now?",
    "My tenant is two months behind on rent, what can I do?",
    "Qu'est-ce qui arrive si j'ai trois mois de loyer impayés ?",
    "Ich bin mit zwei Monatsmieten im Rückstand, was passiert, wenn der Vermieter kündigt?",
    "A tenant of ours is two months behind on rent.",
    "Debo tres meses de alquiler, ¿qué pasa si el casero me denuncia?",
]


@pytest.mark.parametrize("text", GREEN + STILL_GREEN)
def test_a_generic_case_asked_about_is_green(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", RED)
def test_the_writers_own_case_stays_red(text: str) -> None:
    assert detect(text).label == "red", text
