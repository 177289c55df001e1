"""Round 29 (rdisc): a disclosure the message itself says is not established - no proof, nobody confirmed it, just
gossip, I might be wrong, no diagnosis, nobody examined her, I don't know what it is - or a sentence opened by the
writer's impression or suspicion ("J'ai l'impression que ...", "Мені здається, що ..."): uncertain (yellow), not red
(unsettled.py's drop_unconfirmed). Sentences written for these tests, none taken from a benchmark file.

NOT_RED: red on the base (5af20ac) or by the learned model, not red now. RED: near-misses that must stay red: a fact
told and then a fear of its consequence ("boję się, że ..."), an impression after a fact in the same sentence.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

NOT_RED: list[str] = [  # (nine of these thirteen are red on the base; the other four are kept as guards)
    'My aunt is convinced her neighbour is having an affair, but there is no proof at all.',
    'In der Firma heißt es, der Chef trinkt, aber das ist nur Gerede.',
    'Dicen que mi cuñado tiene deudas enormes, pero son solo chismes.',
    'Au bureau, on pense que ma collègue est enceinte, mais personne ne l\'a confirmé.',
    'Sąsiadka twierdzi, że mąż ją zdradza, ale nie ma żadnych dowodów.',
    'Кажуть, що наш директор хворіє на рак, але ніхто не підтвердив.',
    'Говорят, что сосед игроман и в долгах, но это просто сплетни.',
    'I have the feeling my brother-in-law is cheating on my sister.',
    'Ich habe das Gefühl, dass mein Schwager meine Schwester betrügt.',
    'Tengo la impresión de que mi cuñado engaña a mi hermana.',
    'Mam wrażenie, że szwagier zdradza moją siostrę.',
    'Мне кажется, что муж сестры ей изменяет.',
    'Dad keeps losing words mid-sentence. Might be a stroke, I might be wrong, he refuses to see anyone.',
]

RED: list[str] = [
    'Jestem gejem i boję się, że rodzice się dowiedzą.',
    'Я лесбійка і боюся, що на роботі дізнаються.',
    'My husband is cheating on me, I have the proof on his phone.',
    'I have bipolar disorder and it seems to me that my boss treats me differently since I told him.',
]


@pytest.mark.parametrize("text", NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text
