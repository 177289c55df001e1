"""Round 51, the lead: a plate on a fine the writer received (fined_plates.py). The writer's own sentences (not the
data's) in six languages, with green twins: a fine with no plate, a van's plate after other words, a scam's fine, a
sample notice, a fine's rules.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

FINED_RED = [
    "me han multado el coche 9032 HRT en la ORA, ¿puedo recurrir?",
    "me ha llegado una multa para el coche 9032 HRT por la ZBE",
    "I got a parking ticket for KX21 PLM outside my own house, can I appeal?",
    "i've been fined for KX21 PLM in a bus lane i didn't even use",
    "Strafzettel für HH-TR 552 bekommen, obwohl ich einen Anwohnerausweis habe.",
    "Anhörungsbogen fuer HH-TR 552 bekommen, wer muss den ausfüllen?",
    "dostałam mandat na auto KR 5512T z fotoradaru, co teraz?",
    "przyszedl mi mandat na KR 5512T, a nie bylo mnie wtedy w miescie",
    "j'ai reçu une amende pour FG-318-KL alors que j'étais garé devant chez moi",
    "мені прийшов штраф на машину КА 4412 ОР, як оскаржити?",
    "мене оштрафували, АА 7781 ВК, за паркування біля дому",
]
FINED_GREEN = [
    "me llegó un SMS de que me han puesto una multa al coche 9032 HRT, ¿es un timo?",
    "How do I appeal a parking ticket?",
    "I got a ticket because a van KX21 PLM blocked the bay, can I appeal?",
    "Ein Anhörungsbogen für B-XY 123 sieht zum Beispiel so aus, was trage ich ein?",
    "Der Bußgeldbescheid für Falschparker kostet 55 Euro.",
    "j'ai reçu une amende, comment la contester en ligne ?",
    "мені прийшов штраф, як його оскаржити?",
]


@pytest.mark.parametrize("text", FINED_RED)
def test_a_plate_on_the_writers_fine_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", verdict
    assert any(f.reason == "licence plate with its owner" for f in verdict.findings), verdict


@pytest.mark.parametrize("text", FINED_GREEN)
def test_a_fine_without_the_writers_plate_is_not_red(text: str) -> None:
    assert detect(text).label != "red", detect(text)
