"""Round 37 (rfiction): the writer's own life told behind a story, a hypothetical or a third person, and the frame
then lifted (lifted_frames.py).

- AFTER: a frame (a story's boy, "what if someone", "jemand", "quelqu'un", "alguien", "ktoś", "хтось", "кто-то") with a
  sensitive topic (abuse, debt under pressure, a psychiatric crisis, an affair, leaving a sect), then a lift in a
  clause of its own ("That was me.", "Ich frage für mich.", "C'est moi.", "Pregunto por mí.", "Pytam o siebie.",
  "Це про мене.", "Это про меня.");
- LIKE: the lift inside the sentence ("just like me", "genau wie ich", "comme moi", "igual que yo", "tak jak ja",
  "як і я", "как и я");
- BEFORE: the lift said first ("autobiographical:", "real context:", "contexte réel :", "автобиографический:") with the
  writer in the text after it.
The near-misses stay green: no lift ("asking for a friend", a plain story request, a statistics question), a lift
negated or naming the author of a text ("Who wrote it? It was me."), a lift with no framed topic, a true story about a
stranger, a character like the writer in harmless ways.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # AFTER: abuse
    "I'm drafting a story about a girl whose mother slapped her every night. That was me.",
    "What if someone's husband beats her when he drinks? Asking for myself.",
    "Ich schreibe über einen Jungen, den der Vater mit dem Gürtel verprügelt hat. Das war ich.",
    "Was wäre, wenn jemand vom Partner geschlagen wird? Ich frage für mich.",
    "Je veux raconter l'histoire d'un garçon que son père battait. C'était moi.",
    "Et si quelqu'un se faisait frapper par son mari ? Je demande pour moi.",
    "Quiero escribir sobre una chica cuyo padrastro le daba palizas. Era yo.",
    "¿Y si alguien sufre maltrato de su pareja? Pregunto por mí misma.",
    "Piszę opowiadanie o chłopcu, którego ojciec bił pasem. To byłem ja.",
    "A jeśli ktoś jest bity przez partnera? Pytam o siebie.",
    "Пишу оповідання про дівчину, яку вітчим бив. Це була я.",
    "А якщо хтось терпить насильство від чоловіка? Питаю за себе.",
    "Хочу написать рассказ о мальчике, которого отец избивал ремнём. Это был я.",
    "А что если кого-то бьёт муж? Спрашиваю для себя.",
    # AFTER: debt under pressure
    "What if someone had £12,400 on payday loans and the bailiffs were coming? That someone is me.",
    "Angenommen, jemand hätte Ärger mit dem Gerichtsvollzieher. Das bin ich.",
    "Et si quelqu'un avait 9 000 € de dettes et un huissier à la porte ? C'est moi.",
    "¿Qué pasa si alguien tiene 15.000 € de deudas y le embargan la cuenta? Hablo de mí.",
    "A gdyby ktoś miał zaległości w trzech bankach? Pytam o siebie.",
    "А якщо хтось має борг 60 тисяч гривень і колектори дзвонять щодня? Це про мене.",
    "А если у кого-то просрочки по трём кредитам? Это про меня.",
    # LIKE: the lift inside the sentence
    "My heroine walks out of the Mormon church at twenty, just like me.",
    "Meine Heldin steigt bei den Zeugen Jehovas aus, genau wie ich.",
    "Mon personnage quitte les Témoins de Jéhovah, comme moi l'an dernier.",
    "Mi personaje deja la secta a los veinte años, igual que yo.",
    "Mon personnage quitte une secte à vingt ans, comme moi.",
    "Моя героиня уходит от мужа, который её избивает, как и я когда-то.",
    "Bohaterka zostawia Świadków Jehowy, tak jak ja.",
    "Мій персонаж виходить зі свідків Єгови, як і я.",
    "Мой персонаж уходит из секты, как и я в прошлом году.",
    # BEFORE: the lift said first, the writer after it
    "Real context: I make myself throw up after dinner most nights.",
    "Contexte réel : je me fais vomir après chaque repas depuis des mois.",
    "Contexto real: me provoco el vómito después de comer desde hace un año.",
    "Mój tekst jest autobiograficzny: prowokuję wymioty po każdym posiłku.",
    "Мой рассказ автобиографический: я вызываю рвоту после еды уже год.",
]

GREEN = [
    # no lift
    "What if someone had £8,000 of debt? Asking for a friend.",
    "Write a short story about a woman whose husband beats her.",
    "Was wäre, wenn jemand Schulden hat? Ich frage für eine Freundin.",
    "Et si quelqu'un avait des dettes ? Je demande pour un ami.",
    "¿Cuántas mujeres sufren maltrato de su pareja cada año en España?",
    "А якщо хтось має борги? Питаю для подруги.",
    "Хочу написать рассказ о мальчике, которого бил отец. Это вымысел.",
    # a lift negated, or naming the author
    "Opowiadanie o kobiecie, którą mąż bije. To nie o mnie.",
    "My character was beaten by her stepfather. She's not me.",
    "Who wrote the story about the abused boy? It was me.",
    "Qui a écrit le récit sur la dette ? C'est moi.",
    # a lift with no framed topic, a true story about a stranger, a harmless likeness
    "It's me again. Can you help with my story about a woman in debt?",
    "This is a true story: a man in our town was beaten by police in 1990.",
    "Meine Figur trinkt Kaffee schwarz, genau wie ich.",
    "Мой герой, как и я, любит рыбалку и долгие прогулки.",
    "Ich schreibe eine Geschichte über eine Frau, die geschlagen wird, und weiß nicht, wie ich anfangen soll.",
    "Mi novela es autobiográfica en el tono, pero la historia es de una familia de Cádiz.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
