"""Round 31, the lead's fixes after the merge: four test strings and one development line the merged round turned
(a disclaimer, a carer's specialty, "As a <profession>", "As a <faith>" with nobody in the question, a waiting list),
a LoCoMo turn about a third person's divorce,
and twins of my own in other languages."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "I'm on the waiting list for a kidney transplant",
    "my mum is on the waiting list for a heart transplant, what should she pack for the hospital?",
    "As a bisexual man, how do I tell my parents?",
    "En tant que musulmane pratiquante, comment je gère le ramadan au travail ?",
    "Nie dotyczy mnie to, co piszą w gazetach: od maja jestem na terapii odwykowej.",
    "ich mache gerade eine Alkoholentwöhnung, mein Chef weiß nichts davon",
    "Ugh, going through a divorce, can you help me plan a budget for one?",
]
GREEN = [
    "Nie dotyczy mnie, ale ile trwa terapia odwykowa na NFZ? Piszę pracę zaliczeniową.",
    "It's not about me, but how long does an alcohol detox usually take?",
    "Ce n'est pas pour moi : combien de temps dure une cure de sevrage alcoolique ?",
    "Мене не стосується, але скільки триває реабілітація від алкогольної залежності?",
    "Je suis éducatrice en addictologie, quels jeux proposer en atelier ?",
    "I'm a nurse on an addiction ward, how do I explain methadone to families?",
    "As a gay rights historian, what should I read about Stonewall?",
    "As a diabetes researcher, which journals should I follow?",
    "As a Catholic, what does one do on Ash Wednesday?",
    "Make me a checklist for a hospital stay of five days",
    "He had a rough year, going through a divorce and losing his flat, but he kept volunteering.",
    "Elle a vécu une année dure, en plein divorce, et elle a quand même fini son roman.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
