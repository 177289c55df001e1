"""Questions about a health or money topic that disclose nothing about the user stay green; the same
topic said about the user or their family stays red. Sentences written for these tests."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


@pytest.mark.parametrize("text", [
    # a generic person with the condition
    "Give me easy exercises for someone with arthritis.",
    "Give me meal ideas for people with diabetes.",
    "Give me yoga poses for a person with asthma.",
    "Daj mi przepisy dla osób z cukrzycą.",
    "Gib mir Tipps für jemanden mit Migräne beim Arbeiten am Bildschirm.",
    # the user said not to be ill, then a question about the topic
    "я не хворію, але цікаво як діє інсулін на печінку",
    "я не хворію, просто цікаво як діє інсулін на організм",
    "я не болею, просто интересно как действует инсулин на клетки",
    "я не болею, но интересно как работает инсулин в организме",
    # the user as a make-believe example
    "Explain income tax like I'm a freelancer earning $70k a year.",
    "Explain the VAT flat rate to me like I'm a plumber with £90k turnover.",
    "Wytłumacz mi podatek liniowy, jakbym był programistą zarabiającym 20 tys. zł miesięcznie.",
])
def test_a_topic_question_stays_green(text):
    assert not detect(text).is_red, detect(text)


@pytest.mark.parametrize("text", [
    "I have arthritis and need gentle stretches I can do at my desk.",
    "My dad has diabetes, give me meal ideas for him.",
    "я хворію на діабет, як мені колоти інсулін?",
    "Mam astmę, jakie ćwiczenia mogę robić?",
])
def test_the_same_topic_about_the_user_stays_red(text):
    assert detect(text).is_red, detect(text)
