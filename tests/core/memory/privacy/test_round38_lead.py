"""Round 38, the lead's fix after the merge: a scene asked for is fiction like a story.

"Napisz scenę, w której szpieg podaje hasło ..." asks for a scene; the spy's password is the character's, as a story's
is (secrets._FICTION). Before, only story, novel, tale and their kin framed a password as fiction, and the round's
Markdown reading (markdown_marks.py) exposed the bold password of such a scene to the password reader."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

SCENES = [
    'Write a scene where the spy gives the password "green cat at dawn".',
    "Napisz scenę, w której szpieg podaje hasło **„zielony kot o świcie”**.",
    "Schreib eine Szene, in der die Agentin das Passwort „Möwe über dem Hafen“ flüstert.",
    "Escribe una escena en la que el espía dice la contraseña «lobo gris al alba».",
    "Écris une scène où l'espionne donne le mot de passe « hibou sous la pluie ».",
    "Напиши сцену, де шпигун називає пароль «сірий вовк опівночі».",
    "Напиши сцену, где шпион называет пароль «белый медведь на рассвете».",
]


@pytest.mark.parametrize("text", SCENES)
def test_a_scenes_password_is_the_characters(text: str) -> None:
    assert detect(text, region="PL").label == "green"


@pytest.mark.parametrize("text", [
    "My wifi password is Lantern_Moss42, can you write it on a card for guests?",
    "Moje hasło do banku to Sosna!Wrzos88, zapamiętaj je.",
    "Mein Passwort fürs Homebanking ist Kiefer_Nord71.",
])
def test_the_writers_own_password_stays_red(text: str) -> None:
    assert detect(text, region="PL").label == "red"
