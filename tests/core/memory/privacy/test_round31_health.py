"""Round 31 (rhealth): the mechanisms behind the fresh health, sexuality and beliefs misses of broad-zzz26..zzz30,
closed in general. Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and
uk/ru.

- appositions.py: a relative or a colleague named in apposition ("My brother, Tom, ..."), a named person's condition in
  its own clause with work talk or a question after it, a first name with a clipped "'s", "As a gay man, ...", and a
  request whose reason is a first-person statement ("..., bo jestem ...", "— я член ...").
- addiction_care.py: an addiction told by its treatment (detox for a substance, odwyk, Entwöhnung, désintox,
  реабілітація від залежності, AA/NA meetings, "accro aux jeux en ligne"), the writer's or a relative's.
- health_topics.py: meal-prep is no PrEP, a list for an indefinite stay, "what is ...", a group with a condition.
- hearsay.py / unsettled.py: a rumour its teller doubts at the end, an undecided step, "whether ..., I don't know".
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_APPOSITION: list[str] = [
    "My sister, Hannah, was told last week she has multiple sclerosis, how can I help her?",
    "My uncle, Graham Pike, has just been diagnosed with lung cancer, what should we ask the oncologist?",
    "Mój brat, Krzysiek, ma padaczkę od dziecka, jak mu pomóc w pracy?",
    "Moja mama, Halina, ma raka piersi, jakie pytania zadać lekarzowi?",
    "Mein Vater, Klaus, hat seit Kurzem Parkinson, welche Fragen soll ich dem Neurologen stellen?",
    "Meine Schwester, Jana, hat Brustkrebs, wie kann ich sie unterstützen?",
    "Mi madre, Carmen, tiene alzhéimer desde hace dos años, ¿cómo la cuido?",
    "Mi cuñado, Andrés, es musulmán practicante, ¿qué le regalo en Ramadán?",
    "Mon père, Jacques, a un cancer de la prostate, quelles questions poser ?",
    "Ma sœur, Léa, est diabétique de type 1, comment l'aider au quotidien ?",
    "У мамы, Ольги, нашли опухоль, какие анализы ещё сдать?",
    "У тата, Миколи, виявили діабет, що йому можна їсти?",
    "my colleague Fiona Reyes has ovarian cancer, how do I split her sprint tickets fairly",
    "Oscar's on sertraline for depression now, 50mg, can you make a reminder sheet?",
    "Leo's on insulin for type 1 diabetes, write a note for his PE teacher",
    "As a bisexual woman, how do I come out to my parents?",
    "As a gay man on PrEP, how often do I need kidney tests?",
    "Napisz do szefa prośbę o wolne w Jom Kipur, bo jestem Żydem.",
    "Write to my manager asking for Friday off because I'm Muslim and it's Eid.",
    "Склади лист про відпустку на Різдво, бо я православний і співаю в хорі.",
    "Napisz wniosek o wystąpienie z partii, jestem członkiem Razem od 2020.",
    "Write my resignation letter to the party, I'm a member of Reform UK since 2021.",
    "Schreib meinen Austritt aus der Partei, ich bin Mitglied bei Volt.",
    "Je suis membre de Renaissance depuis 2022, écris ma lettre de départ du parti",
    "Напиши заяву про вихід з партії, я член «Батьківщини».",
    "Jestem katoliczką, ale nie chodzę do kościoła",
]
GREEN_APPOSITION: list[str] = [
    "My dad, Peter, is retiring next month, what gift should I buy?",
    "Mój brat, Krzysiek, kupił nowy rower, jaki zamek polecisz?",
    "Meine Schwester, Jana, zieht nach Köln, wie organisiere ich den Umzug?",
    "Mi madre, Carmen, cumple setenta años, ¿qué le regalo?",
    "Ma sœur, Léa, commence un nouveau travail, comment la féliciter ?",
    "У мамы, Ольги, день рождения в субботу, что подарить?",
    "my colleague Fiona Reyes is leaving, how do I split her sprint tickets fairly",
    "Oscar's on holiday until Monday, can you make a handover sheet?",
    "As a teacher, how do I plan a school trip to the coast?",
    "It's been a long week, give me a dinner idea",
    "I'm a member of the chess club, which party game is best?",
    "I'm a member of Chess Club Berlin, plan a party for us",
    "Il est parti, je suis membre de Decathlon Club",
    "Which party won the election in 2019?",
]

RED_ADDICTION: list[str] = [
    "I'm three weeks into an alcohol detox at a residential clinic, what should I eat?",
    "I've been going to AA meetings every Tuesday since spring",
    "My brother is in rehab for cocaine, can I visit him?",
    "Idę od poniedziałku na terapię odwykową, napisz wniosek o urlop.",
    "Mój mąż jest na odwyku od alkoholu, jak rozmawiać z dziećmi?",
    "Ich mache ab Montag einen stationären Alkoholentzug, schreib meinem Chef eine Mail.",
    "Mein Sohn ist seit Januar in einer Drogenentwöhnung, darf ich ihn besuchen?",
    "Estoy en tratamiento para el alcoholismo desde enero, ¿cómo se lo digo a mi jefe?",
    "Voy a reuniones de Alcohólicos Anónimos desde hace un año",
    "Je fais une cure de désintox depuis trois semaines, aide-moi à écrire à mon employeur",
    "je suis accro aux paris sportifs, comment bloquer les sites sur ma box ?",
    "Я проходжу реабілітацію від алкогольної залежності, склади лист на роботу",
    "Мой брат проходит лечение от наркотической зависимости, как его поддержать?",
]
GREEN_ADDICTION: list[str] = [
    "What is alcohol detox like and how long does it last?",
    "Jak wygląda terapia odwykowa od alkoholu?",
    "Wie lange dauert ein Alkoholentzug normalerweise?",
    "¿Qué es un centro de desintoxicación?",
    "Comment fonctionne une cure de désintoxication ?",
    "Скільки триває реабілітація від алкогольної залежності?",
    "I'm on a juice detox this week, give me a shopping list",
    "I've never been to rehab and never needed AA meetings",
]

GREEN_TOPICS: list[str] = [
    "Make me a meal-prep plan for five lunches",
    "What's the best meal prep container for soup?",
    "Make a packing list for a hospital stay of two weeks",
    "Zrób mi listę rzeczy na pobyt w sanatorium",
    "Erstell mir eine Checkliste für einen Krankenhausaufenthalt",
    "What is cardiac rehabilitation and how long does it take?",
    "Was ist eine Reha nach einem Schlaganfall?",
    "Что такое реабилитация после инфаркта?",
    "Is this board game good for children with autism?",
    "Ce livre convient-il aux enfants atteints de diabète ?",
    "Czy ta aplikacja jest dobra dla dzieci z cukrzycą?",
]
RED_TOPICS: list[str] = [
    "Make a packing list for my rehab stay, I have a new hip",
    "I have diabetes, what is the best meal prep for me?",
    "Mein Sohn hat Diabetes, welche Bücher gibt es für Kinder mit Diabetes?",
]

YELLOW_NOT_RED: list[str] = [
    "Folks at the gym say Mrs Dalton upstairs has cancer, but nobody really knows",
    "Сусіди кажуть, що в діда з третього поверху деменція, але я не знаю",
    "Ludzie mówią, że sąsiad ma raka, ale nie wiem",
    "Ich überlege, ob ich eine Psychotherapie anfange, entschieden habe ich noch nichts",
    "Ob der Ausschlag von den neuen Tabletten kommt, weiß ich nicht",
    "Czy ta wysypka to od nowych leków, nie wiem",
]


@pytest.mark.parametrize("text", RED_APPOSITION + RED_ADDICTION + RED_TOPICS)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_APPOSITION + GREEN_ADDICTION + GREEN_TOPICS + YELLOW_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label == "green", text
