"""Round 51, rhealth: health of the writer or of a named person (employees, relatives) told in passing. The writer's
own sentences (not the data's) in the seven languages, with their green twins.

- sick_note_diagnoses.py: a sick note or medical paper of a named person or the writer that says a diagnosis (quoted
  or by a condition's stem) is red; a question about sick-note rules, a code's meaning asked in general, a negated
  mention, a court's "arrêt", a paper that says only a date, a story stay green.
- emergency_contraception.py: the writer took, ordered or bought a morning-after pill, or says the condom broke: red;
  how the pill works, whether it is sold freely, a "plan B" for an event: green.
- wheelchair_users.py: the writer or a relative in a wheelchair, said in passing: red; access questions, a forklift, a
  film: green.
- addiction_care.py: AA by its letters, gone to or been in: red; AA batteries: green.
- pregnancy_weeks.py: "я на 8 тижні" with nothing after it: red; a course's week: green.
- vocab/everyday.py: "в чоловіка рак" (the Ukrainian "в" for "у"): red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


SICK_NOTE_RED = [
    "Tom's fit note says \"work-related stress and anxiety\", can I ask him to come in for a meeting?",
    "the sick note for our driver Marek says lumbar disc herniation, 4 weeks",
    "na L4 Kasi jest wpisane zapalenie płuc, czy mogę jej zlecić pracę zdalną?",
    "zwolnienie lekarskie mojej pracownicy Ani ma rozpoznanie depresja, co mogę z tym zrobić",
    "In der Krankschreibung von Jonas steht Bandscheibenvorfall, darf ich das in die Personalakte schreiben?",
    "mi baja pone ansiedad generalizada y mi jefe quiere saber qué tengo",
    "mon arrêt de travail indique \"épuisement professionnel\", mon patron peut le voir ?",
    "le certificat médical de ma fille mentionne une entorse de la cheville, elle peut faire le cross ?",
    "у лікарняному Олега вказано діагноз «гострий бронхіт», чи можу я попросити його працювати з дому?",
    "в больничном у Марины указано воспаление лёгких, можно ли её вызвать на совещание?",
]
SICK_NOTE_GREEN = [
    "Que dit l'arrêt de la Cour de cassation sur le licenciement pour faute grave ?",
    "¿Cuánto paga la mutua de una baja de tres semanas?",
    "Can a sick note mention the diagnosis, or is that private?",
    "What does the code on a sick note mean, generally?",
    "l'arrêt de Romain ne mentionne pas le diagnostic, c'est normal ?",
    "Wie lange gilt eine Krankschreibung nach einem Krankenhausaufenthalt?",
    "la baja de Diego dice que vuelve el lunes, ¿cómo organizo los turnos?",
    "Tom's fit note says 2 weeks, starting Monday.",
    "My doctor's note says I'm fine to go back to work on Monday.",
    "В романе больничный героя написано про сердечный приступ, это реалистично?",
]

CONTRACEPTION_RED = [
    "I took Plan B this morning after the condom broke, is spotting normal?",
    "Ich habe gestern die Pille danach genommen, ist Schmierblutung normal?",
    "me tomé la píldora del día después ayer, ¿es normal el sangrado?",
    "j'ai pris la pilule du lendemain hier soir, c'est normal d'avoir des nausées ?",
    "wzięłam tabletkę dzień po w sobotę, kiedy powinien przyjść okres?",
    "вчора випила таблетку екстреної контрацепції, чи нормально що нудить?",
    "вчера выпила постинор, это нормально что тошнит?",
]
CONTRACEPTION_GREEN = [
    "How does the morning-after pill work?",
    "Is ellaOne available without a prescription in Poland?",
    "We need a plan B if the venue cancels.",
    "Wie lange nach dem Sex wirkt die Pille danach noch?",
]

WHEELCHAIR_RED = [
    "jestem na wózku od wypadku, czy gmina dopłaci do podjazdu?",
    "voy en silla de ruedas desde el accidente, ¿el ayuntamiento paga la rampa?",
    "я на візку після травми хребта, хто платить за пандус?",
    "mi padre va en silla de ruedas desde el ictus, ¿hay ayudas para el baño?",
    "mama porusza się na wózku, szukamy mieszkania na parterze",
    "My dad is in a wheelchair since his stroke, which hotels have roll-in showers?",
]
WHEELCHAIR_GREEN = [
    "Is the museum accessible to wheelchair users?",
    "pracuję na magazynie, jestem na wózku widłowym cały dzień",
    "In the film the hero is in a wheelchair.",
    "Як облаштувати квартиру, щоб людина на візку могла сама пересуватися?",
]

PASSING_RED = [
    "Мій брат ходить в АА і знову зірвався.",
    "moja siostra chodzi na AA od pół roku",
    "Mein Vater geht zu den AA, seit er den Job verloren hat.",
    "я на 12-му тижні і ще нікому не казала",
    "я на 10 неделе, никто не знает, как отказаться от вина на празднике?",
    "I'm 8 weeks along, can I still fly?",
    "Продаємо квартиру, бо в мами рак підшлункової, почали хімію.",
]
PASSING_GREEN = [
    "I put in AA batteries and the remote still doesn't work.",
    "What is AA and how do the meetings work?",
    "я на 8 тижні курсу, домашки купа",
    "я на 3 неделе марафона",
    "Вона на 8 тижні, ніхто не знає.",
    "I'm 8 weeks into my new job.",
]


@pytest.mark.parametrize("text", SICK_NOTE_RED + CONTRACEPTION_RED + WHEELCHAIR_RED + PASSING_RED)
def test_health_told_in_passing_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", SICK_NOTE_GREEN + CONTRACEPTION_GREEN + WHEELCHAIR_GREEN + PASSING_GREEN)
def test_health_twins_not_red(text):
    assert not detect(text).is_red, _show(text)
