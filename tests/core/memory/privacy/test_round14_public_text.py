"""Words of one language that a stem of another caught: the German overdraft "Dispo" is no Spanish or French
"disponible(s)" (found on the Spanish Python documentation, where "Los modos disponibles son:" was red
as personal finances: "dispo*" and the English kin word "son")."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


@pytest.mark.parametrize("text", [
    "Los modos disponibles son: lectura y escritura.",
    "Las funciones disponibles son las siguientes:",
    "Les options disponibles sont listées ci-dessous, mon fils les connaît.",
    "My son asked which disposable cameras are still sold.",
])
def test_available_is_not_an_overdraft(text):
    assert detect(text).label == "green"


@pytest.mark.parametrize("text", [
    "Ich bin seit Monaten im Dispo und mein Sohn weiß es nicht",
    "Mein Dispokredit ist ausgeschöpft, ich weiß nicht weiter",
    "ich habe 2000 euro dispo und die Bank ruft ständig an",
])
def test_the_german_overdraft_stays_red(text):
    assert detect(text).label == "red"


# English speaker words that are common words elsewhere: Spanish "son" (are), French "son" (his), German "im"
@pytest.mark.parametrize("text", [
    "Los síntomas de la diabetes son sed y cansancio.",
    "Los intereses de la hipoteca son deducibles en algunos países.",
    "Im Jahr 2020 hatten in Deutschland 8 Millionen Menschen Diabetes.",
    "Die Schulden im Haushalt der Stadt sind gestiegen.",
])
def test_a_foreign_homograph_is_not_the_speaker(text):
    assert detect(text).label == "green"


@pytest.mark.parametrize("text", [
    "son has autism, which school would you pick?",
    "im in debt again, 4k on my card",
    "im pregnant and scared",
    "Mon fils a le diabète depuis son enfance.",
    "Ich bin im Dispo und weiß nicht weiter",
])
def test_the_speaker_words_still_count(text):
    assert detect(text).label == "red"
