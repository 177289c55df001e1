"""Round 43 (rhealth): a relative's, child's, pupil's or friend's illness or injury, a relative's pasted drug list, and
the writer's diagnosis told in the impersonal (kin_conditions.py, kin_med_lists.py; an absence explained in
term_questions.py). The sentences are this round's own, written for the mechanisms - not the data's lines: the red
ones were green before the round; the green ones are the look-alikes that must stay green (the topic asked in general,
a denied or a public figure's illness, a story, a relative's work, a list without a relative or without doses)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

FALLS = [
    "My nan slipped on the ice this morning and fractured her wrist, she's in A&E now.",
    "grandad fell down the stairs and broke his hip, they're operating tonight",
    "Opa ist gestern im Garten gestürzt und hat sich den Oberschenkelhals gebrochen.",
    "oma ist hingefallen und liegt jetzt mit gehirnerschütterung im krankenhaus",
    "Dziadek upadł na schodach, złamanie biodra, jutro operacja.",
    "Moja mama złamała rękę w nadgarstku, ma gips do połowy marca.",
    "babcia przewrocila sie w lazience i ma zlamana kosc udowa",
    "Mi abuelo se cayó en la calle y se rompió la cadera, lo operan mañana.",
    "Mi madre tiene una fractura de muñeca y lleva escayola.",
    "Papy est tombé dans l'escalier, fracture du bassin, il est à l'hôpital.",
    "Ma mère s'est cassé le poignet en tombant, opération demain.",
    "Мій дідусь впав на сходах, перелом стегна, лежить у лікарні.",
    "Мама зламала руку, наклали гіпс.",
    "Мой дедушка упал дома, перелом шейки бедра, завтра операция.",
    "бабушка упала и сломала руку, сейчас в больнице",
]
CONDITIONS = [
    "My husband has MND and needs a feeding tube soon.",
    "Mein Vater hat ALS, er bekommt nächsten Monat eine PEG-Sonde.",
    "Mój tata ma SLA, od miesiąca ma gastrostomię.",
    "Mi marido tiene ELA y le van a poner una gastrostomía.",
    "Nasz Kuba ma dysgrafię, czy nauczycielka musi to uwzględnić?",
    "Notre fils Hugo a une dyslexie, a-t-il droit à un tiers temps ?",
    "Нашому синові поставили дислексію, чи має він право на довший час?",
    "Моей дочери поставили дисграфию, как с этим работать в школе?",
]
OCCASIONS = [
    "Write a sick note for school: Ella was off for ten days with pneumonia.",
    "Usprawiedliwienie dla Zosi: przez tydzień chorowała na szkarlatynę. Napisz to ładnie.",
    "Entschuldigung für Lena: sie lag drei Tage mit Lungenentzündung im Krankenhaus.",
    "Justificante para Pablo: faltó una semana por una neumonía. Redáctalo.",
    "Mot d'absence pour Léa : elle a été absente cinq jours pour une pneumonie.",
    "Объяснительная для школы: Маша пропустила неделю из-за пневмонии.",
    "Eulogy for my grandad, Tom Hale. He died of lung cancer after forty years of smoking.",
    "Trauerrede für meine Mutter Ingrid. Sie ist an Leberzirrhose gestorben.",
    "Mowa pogrzebowa dla taty. Zmarł na raka trzustki po dwóch latach walki.",
    "Tost na urodziny Kasi: chcę wspomnieć, że pokonała białaczkę.",
    "Toast for Sam's 40th: want to mention he beat leukaemia last year.",
    "Trinkspruch für Jonas: er hat letztes Jahr den Hodenkrebs besiegt.",
    "Discours pour les 50 ans de Marc : il a vaincu un lymphome l'an dernier.",
    "Тост на день рождения Оли: хочу сказать, что она победила рак груди.",
]
MED_LISTS = [
    "Medicamentos de mi madre:\n- Sintrom según INR\n- Atenolol 50 mg\n¿Puede tomar ibuprofeno?",
    "Ліки мами:\n- Кардіомагніл 75 мг\n- Бісопролол 5 мг\nЧи можна їй німесил?",
    "Лекарства бабушки:\nВарфарин по МНО\nЭналаприл 10 мг\nМожно ей кеторол?",
    "Les médicaments de mamie :\n- Eliquis 2,5 mg\n- Amlodipine 5 mg\nElle peut prendre du Spasfon ?",
]
GREEN = [
    "How long does a hip fracture take to heal in elderly people?",
    "What is dysgraphia and how is it diagnosed?",
    "My gran broke her glasses again, where can I get them fixed fast?",
    "Grandma fell asleep during the film, it was adorable.",
    "Mum works as a nurse on a stroke ward.",
    "My dad doesn't have cancer, the biopsy was clear.",
    "In my story the grandmother falls and breaks her hip; how would the family react?",
    "Ibuprofen dosage:\n200 mg\n400 mg\nWhich is the adult maximum?",
    "Write a toast for my brother's wedding, he loves cycling and bad puns.",
    "Was ist Legasthenie genau?",
    "Co to jest dysleksja i jak ją rozpoznać?",
    "Qu'est-ce que la sclérose en plaques ?",
    "Что такое рассеянный склероз?",
    "¿Qué es la ELA?",
    "Oma hat sich über das Geschenk sehr gefreut.",
    "Babcia upiekła sernik na święta.",
    "Мама купила нові ліки в аптеці.",
    "Shopping list for mum:\nmilk 2 l\nbread\neggs",
    "I don't have dyslexia but I read slowly.",
    "Scientists confirmed that multiple sclerosis is linked to the Epstein-Barr virus.",
    "Учёные подтвердили связь рассеянного склероза с вирусом.",
    "Mama's recipe:\nflour 500 g\nsugar 200 g\nbutter 250 g",
    "Mein Sohn möchte als Pilot arbeiten.",  # German "als" is no ALS
    "Nasza Ela ma jutro występ w szkole.",  # Polish "Ela" is a name
    "Moja córka ma jutro chemię i matmę.",  # chemistry, no chemotherapy
    "Oma hat mir ein Kleid genäht.",
    "Dad broke the back door again.",
    "My daughter learnt a new swimming stroke today.",
    "Le journal dit que le ministre a eu un cancer.",  # a newspaper, no diary
    "In der Rede hat der Minister über Krebsvorsorge gesprochen.",
]


@pytest.mark.parametrize("text", FALLS + CONDITIONS + OCCASIONS + MED_LISTS)
def test_told_health_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_look_alikes_stay_green(text):
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", FALLS[:4] + CONDITIONS[:3] + OCCASIONS[:3] + MED_LISTS[:2] + GREEN[:6])
def test_gates_change_nothing(text):
    gates.ENABLED = False
    try:
        ungated = detect(text)
    finally:
        gates.ENABLED = True
    assert detect(text) == ungated
