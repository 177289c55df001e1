"""An answer to a security question given with a few words naming the question (secrets.py's _ANSWER_TO_QUESTION)
is a secret in six languages; talk about what such an answer should be stays green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "odpowiedź na pytanie pomocnicze w banku: Kropka",
    "the answer to my security question is Pumpkin2009",
    "Antwort auf meine Sicherheitsfrage ist Schnuffel",
    "la respuesta a mi pregunta de seguridad es Canela",
    "la réponse à la question de sécurité : Filou",
    "відповідь на секретне питання: Барсик",
]
GREEN = [
    "the answer to a security question is the name of your first pet, right?",
    "what should the answer to my security question be?",
    "odpowiedź na pytanie pomocnicze to imię mojego pierwszego kota",
    "Die Antwort auf die Sicherheitsfrage darf nicht dem Passwort entsprechen.",
]


@pytest.mark.parametrize("text", RED)
def test_security_answer_is_red(text):
    assert detect(text, region="PL").label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_talk_about_security_answers_is_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]
