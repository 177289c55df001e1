"""Round 42's merge: term_questions.py (rfalse) dropped a disclosure told through a request to explain something TO
someone ("Explique à la maîtresse que ma fille a manqué trois jours à cause de son asthme" - red before the round, green
after it; found with sentences written for the fresh schools set's weak category, a child's absence for illness). What
follows "explain to X that/que/dass/że/що/что" is a message to pass on, not a term asked about.

All sentences are written for these tests."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

PASSED_ON = [
    "Explique à la maîtresse que ma fille a manqué trois jours à cause de son asthme.",
    "Explique au coach que mon fils a de l'épilepsie et qu'il ne doit pas nager seul.",
    "Erklär der Trainerin, dass Lena Diabetes hat und Traubenzucker braucht.",
    "Explícale a la profesora que mi hija tiene asma y faltó tres días.",
    "Объясни учительнице, что у дочери астма и она пропустила три дня.",
]

# the generic questions round 42 made green stay green
STILL_GENERIC = [
    "Co to jest tytuł wykonawczy i kiedy komornik może zacząć egzekucję?",
    "Explique-moi ce que veut dire une saisie sur salaire.",
    "Поясни, що таке виконавчий напис.",
    "Что такое судебный приказ и когда приставы могут арестовать счёт?",
    "Explícame qué es un embargo de nómina y cómo funciona.",
]


@pytest.mark.parametrize("text", PASSED_ON)
def test_a_matter_passed_on_through_explain_stays_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", STILL_GENERIC)
def test_a_term_asked_about_stays_green(text: str) -> None:
    assert not detect(text).is_red, text
