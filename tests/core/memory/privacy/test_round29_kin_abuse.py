"""Round 29 (rdisc): abuse of the writer's friend or relative by their partner, told as acts or injuries, and a
protection order with the writer's partner or ex (kin_abuse.py). Sentences written for these tests, none taken from a
benchmark file.

Classes:
- A a third person's partner and a blow or a control act over her or him in the same sentence ("her husband locks her
  in", "su novio la empuja", "ihr Freund schlägt sie"), the writer's friend or relative named;
- B an injury of the friend's and their partner, with a sign of abuse (fear, police, a refuge, again);
- C a protection order asked for or applied for against the writer's partner or ex.

RED: green on the base (5af20ac), red now. GREEN: near-misses that must stay green (an accident, a sport, a question in
general, fiction, the news, someone else's partner). Three near-misses written for this round are red on the base already and
left out ("su marido nunca la empuja", "son mari la pousse à reprendre ses études", "siniaki po upadku ... jej mąż":
lived_acts' and the rules' reading); kin_abuse.py itself keeps them green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A
    'My cousin Dana says her husband locks her in the flat when he goes to work. How can I help from abroad?',
    'Mi prima me contó que su novio la empuja cuando discuten y luego le pide perdón.',
    'Meine Schwester erzählt, dass ihr Freund ihr das Handy wegnimmt und sie schlägt, wenn sie widerspricht.',
    'Moja przyjaciółka Ola mówi, że jej mąż bije ją po pijanemu. Jak jej pomóc?',
    'Ma voisine m\'a raconté que son mari la frappe depuis des mois, que faire ?',
    'Моя подруга каже, що її чоловік б\'є її, коли вип\'є. Куди їй звернутися?',
    'Сестра рассказала мне, что её муж отбирает у неё деньги и запирает её дома.',
    # B
    'My neighbour came over with a black eye again. She says her boyfriend didn\'t mean it, but she\'s scared.',
    'Meine Kollegin hatte wieder ein Veilchen. Sie sagt, ihr Mann sei nur gestresst, aber sie hat Angst.',
    'Mi hermana llegó con moratones en los brazos; su marido ya lo ha hecho otra vez y ella tiene miedo.',
    'Моя сестра прийшла з синцями на руках. Її чоловік знову, вона боїться йти в поліцію.',
    # C
    'Can you help me fill in the restraining order form? My ex keeps turning up at my work.',
    'Ich brauche Hilfe beim Antrag nach dem Gewaltschutzgesetz gegen meinen Ex-Freund.',
    'Necesito pedir una orden de alejamiento contra mi exmarido, ¿qué papeles hacen falta?',
    'Comment remplir la demande d\'ordonnance de protection contre mon ex-conjoint ?',
    'Potrzebuję pomocy z wnioskiem o zakaz zbliżania się dla mojego byłego męża.',
]

GREEN: list[str] = [
    'My sister fell off her bike and has bruises everywhere; her husband took her to A&E, she\'s safe now.',
    'Meine Schwester hat blaue Flecken vom Handballtraining, ihr Mann holt sie gleich ab.',
    'What is a restraining order and how long does it last in England?',
    'In my novel the heroine\'s husband locks her in the tower. Does that scene work?',
    'The article says her husband pushed her to run for mayor. Summarise it.',
    'Мой сосед рассказал, что её муж купил новую машину.',
    'My friend says her boyfriend picks her up from work every day, so sweet.',
    'Mein Bruder erzählte mir, dass ihr Mann sie zum Flughafen gebracht hat.',
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
