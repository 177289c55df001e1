"""Round 37, the lead's fix after the merge: a suicide attempt owned by a possessive is the writer's.

English reads any "suicide attempt" (vocab/common.py); the other languages read it only after a reason preposition
("pour une tentative de suicide", "tras mi intento de suicidio"), and French "après" was missing from that list. A
possessive ("ma tentative de suicide", "mi intento de suicidio", "мою спробу самогубства") now says whose it is,
whatever comes before it. The attempt asked about in general, counted, or a character's stays green.
"""

from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "Après ma tentative de suicide, j'ai passé trois semaines à l'hôpital.",
    "Je veux écrire sur ma tentative de suicide l'an dernier.",
    "Mes parents ne savent rien de ma première tentative de suicide.",
    "Quiero escribir sobre mi intento de suicidio del año pasado.",
    "Nadie en el trabajo sabe lo de mi último intento de suicidio.",
    "Хочу написати про мою спробу самогубства минулого року.",
    "Хочу написать про мою попытку суицида в прошлом году.",
    "Никто на работе не знает про мою попытку самоубийства.",
]

GREEN = [
    "Quelle est la différence entre une tentative de suicide et un geste suicidaire ?",
    "Mon personnage fait une tentative de suicide au chapitre trois.",
    "Après la tentative de suicide du héros, le roman change de ton.",
    "Estadísticas de intentos de suicidio en adolescentes en España",
    "Wie viele Suizidversuche gibt es jährlich in Deutschland?",
    "Ile jest prób samobójczych rocznie w Polsce?",
    "Скільки спроб самогубства реєструють в Україні щороку?",
    "Как отличить попытку суицида от демонстративного поведения? Это для курсовой.",
]


@pytest.mark.parametrize("text", RED)
def test_an_owned_attempt_is_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_the_attempt_in_general_stays_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
