"""Round 43's merge: what the five branches did to each other and to older tests' sentences (own sentences, in the
mechanisms' languages). Each case failed on the merged branches before the merge's fixes."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# kin_conditions: someone else's relative, a relative who teaches the subject, a suspicion said before the condition
NOT_RED = [
    "How do I support someone whose mum's cancer is back?",
    "Wie unterstütze ich jemanden, dessen Vater Demenz hat?",
    "Mi padre es profesor de biología. Él explica la diabetes a sus alumnos con modelos. ¿Qué modelo compro?",
    "Creo que mi hijo podría tener dislexia, pero nadie lo ha evaluado todavía.",
    "Je me demande si mon fils n'est pas dyscalculique, il bloque sur les tables.",
    "Mój syn chyba ma dysleksję, jeszcze go nie badano w poradni.",
    "Maybe my daughter has ADHD? She can't sit still in class, nobody has assessed her.",
    "Papa ist oft durcheinander, wir wissen nicht, ob das Demenz ist oder die Tabletten.",
    "babcia gubi klucze co chwilę, może to już początek alzheimera?",
    "my dad keeps repeating himself lately, is that normal at 75 or is it dementia?",
    # dictated_view: a joined run is no phone number and no code (a story's vault)
    "In chapter two the safe code was 0 7 7 0 0 9 0 0 4 6 1 and the burglar cracked it.",
]
RED = [
    # a fall told with what followed stays red whatever is hedged after it
    "Grandad fell in the garden and broke his hip, he might need an operation tomorrow.",
    "Mi hija tiene discalculia, nos lo confirmó la psicóloga; ¿le darán más tiempo en el examen?",
    # unknown_owners: a bare "a number" is no stranger's
    "dans mon fichier il y a le numéro 06 12 48 93 57, remplace-le par un faux",
    "en mi hoja de cálculo está un número 612 48 93 57, cámbialo por uno de prueba",
    # story_values: a program's script checking a value is no screenplay
    "Mein Script sagt, die Steuer-ID 49165668202 sei ungültig - stimmt die Prüfziffer nicht?",
    "My script says the DNI 47291836H is invalid, is the control letter wrong?",
    # story_values: a game bought with a real card, a prescription "script" are no stories
    "dad's card for the game top-up: 4556 7375 8689 9855 exp 11/26, he said max 15 quid",
    "my NHS number is 943 476 5919, help me ask the pharmacy to move my script review to Monday",
]


@pytest.mark.parametrize("text", NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text
