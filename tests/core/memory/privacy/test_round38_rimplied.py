"""Round 38, rimplied: health, addiction and sexuality said without the keyword.

A recovery counted (chips, medals, days clean, "since my last glass", a rehabilitation community, a substitution dose:
recovery_milestones.py), a psychiatric stay by its place, detention or lithium levels (psychiatric_stays.py), a
treatment that names one condition - antiretrovirals, a chemotherapy port, IVF steps, an SSW note, the second pill, a
test positive for an infection (telling_treatments.py) -, a pregnancy lost with the subject dropped (treatment_courses.py),
orientation and gender by implication - hormones, "both men", a cover story told to parents, a gay app hidden
(implied_orientations.py) -, and a diagnosis after a Markdown label read with the marks blanked (emphasis_marks.py).
A poster explaining a procedure is a topic (health_topics.py): a pharmacist's request is green.
The near misses - a professional, a lesson, news, fiction, a form's section, a cover story for a party, ordinary
meetings, medals and ports - stay green.
"""

from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    'Got my one-year coin tonight, my sponsor drove me to the meeting.',
    'Dostałem żeton za pół roku, sponsor mówi, że jestem gotowy na kolejny krok.',
    'Heute gab es beim Meeting meinen Chip für neun Monate.',
    'Me dieron la ficha de un año en la reunión y mi padrino lloró.',
    "J'ai reçu ma médaille des six mois à la réunion, mon parrain était là.",
    'Мені дали брелок за пів року на зібранні, спонсор обійняв.',
    'Seit dem letzten Glas sind 200 Tage vergangen, am Donnerstag gehe ich zum Meeting.',
    'Codziennie rano jadę po dawkę metadonu, w weekend nie dostaję do domu.',
    'Каждое утро езжу на сайт ЗПТ за дозой, на выходные не выдают.',
    'Hace un mes que salí de Proyecto Hombre y tengo miedo de recaer.',
    'Po roku w Monarze wróciłem do domu, jak szukać pracy?',
    'Після трьох місяців у ребцентрі я повернувся додому, як пояснити перерву в резюме?',
    'Wypisali mnie z Tworek w piątek, jak to powiedzieć szefowej?',
    'Ich war vier Wochen in der geschlossenen Station, wie erkläre ich die Lücke im Lebenslauf?',
    'Me dieron el alta de la planta de psiquiatría ayer, ¿cómo lo cuento en el trabajo?',
    'После месяца в психбольнице меня выписали, как сказать маме?',
    'Mein Lithiumspiegel muss jede Woche kontrolliert werden.',
    'Mi nivel de litio salió alto, ¿me salto la dosis de esta noche?',
    'Me pasaron a Dovato y la carga viral sigue indetectable, pero duermo fatal.',
    'Biorę Biktarvy od dwóch lat, czy mogę pić alkohol?',
    'Мне поменяли схему АРТ на долутегравир, вирусная нагрузка не определяется.',
    'Мені встановили порт-систему, завтра перша хімія.',
    'Jutro mam wizytę w klinice na drugą tabletkę, czy mogę jechać sama?',
    'Morgen habe ich den Termin in der Praxis für die zweite Tablette, darf ich allein fahren?',
    "Demain j'ai rendez-vous à la clinique pour le deuxième comprimé, je peux y aller seule ?",
    'Завтра в мене прийом у клініці на другу таблетку, чи можу їхати сама?',
    'Мы на втором протоколе ЭКО, перенос в среду, как отпроситься у начальника?',
    '- 12 SA\n- nausées\nquand dois-je le dire à mon employeur ?',
    'Mój wynik jest pozytywny na chlamydię, czy muszę powiedzieć byłej?',
    'Mi prueba dio positivo en sífilis, ¿se lo tengo que decir a mi pareja?',
    'Мій тест позитивний на хламідії, що робити?',
    'Мой тест положительный на гонорею, надо ли говорить бывшему?',
    'Depuis huit mois sous œstrogènes, je veux changer de prénom au travail.',
    "Пів року на естрогені, як сказати колегам, що я змінюю ім'я?",
    'Полгода на тестостероне, как сказать коллегам?',
    'Мой парень и я, два парня, хотим снять квартиру, боюсь хозяина.',
    'Moja dziewczyna i ja, dwie kobiety, chcemy wziąć ślub za granicą.',
    'Ma copine et moi, deux femmes, on veut un enfant, par où commencer ?',
    'Meine Freundin und ich, zwei Frauen, suchen eine Wohnung in Köln.',
    'Meine Eltern denken, ich bin beim Sport, aber ich gehe zum queeren Jugendtreff.',
    'Mis padres creen que voy a clases de inglés, pero voy a un grupo LGBT del barrio.',
    'Mes parents croient que je vais au foot, mais je vais au groupe LGBT du lycée.',
    'Родители думают, что я на курсах, а я хожу в ЛГБТ-клуб.',
    'Батьки думають, що я на тренуванні, а я ходжу до квір-клубу.',
    "I deleted Grindr so my wife won't see it, help me clear the cache.",
    'Usuń to, co mówiłem o Grindrze, żona nie może tego zobaczyć.',
    'Lösch, was ich über Grindr gesagt habe, meine Frau darf das nicht sehen.',
    "Efface ce que je t'ai dit sur Grindr, ma femme ne doit pas le voir.",
    'Удали, что я писал про Grindr, жена не должна увидеть.',
    '**Rozpoznanie:** _stwardnienie rozsiane_, od przyszłego tygodnia leczenie. Jak powiedzieć szefowi?',
]

# a professional's artefact about a procedure: red on the base tree, green now
GREEN_NOW = [
    "I'm a teacher, write a poster explaining how to collect repeat prescriptions online.",
    'Jestem pielęgniarką, zrób ulotkę o tym, jak realizować e-receptę w aptece.',
]

# near misses that must stay green
STAY_GREEN = [
    'I clean the flat every 2 days, make me a rota.',
    'Our team got a medal after 18 months of training.',
    'The poker chips cost 20 euros, I bought two sets.',
    'Write a poster for a clinic about methadone doses for patients.',
    'What is methadone and how long does the dose last?',
    '30 días sin azúcar, reto cumplido.',
    'We have a team meeting every 2 weeks, my sponsor at work is the CTO.',
    'Nasz klub wręczył medale po roku treningów.',
    'Write a short story where the hero gets his 1-year chip at a meeting.',
    'I work night shifts on the psych ward, make me a sleep plan.',
    'What is a section 2 under the Mental Health Act?',
    'The battery uses lithium, what levels of charge are safe?',
    'Visiting hours on Ward 12 are from 2 to 4, my grandma is there after her hip.',
    'Nach sechs Wochen auf der Station 3B wechsle ich als Pflegekraft auf die Intensiv.',
    'Write a film scene set in a psychiatric hospital in 1960.',
    'Explain the mechanism of action of dolutegravir for my pharmacology exam.',
    "The FDA approved a new long-acting cabotegravir shot, the company's shares rose.",
    'What is an IVF embryo transfer and how many cycles are usual?',
    'Our clinic offers IVF cycles with embryo transfer on day 5; write an ad for patients.',
    'My laptop has only one USB port, fitted with a hub.',
    'If the test is positive for chlamydia, what should I do?',
    'Write a story where a spy takes the second pill at the clinic.',
    'Was passiert in der 11. SSW mit dem Baby?',
    "The patient's port was implanted last week.",
    'Explain how oestrogen levels in menopause affect bones, for my lecture.',
    'My brother and I, both men in our forties, want to start a business.',
    "My parents think I'm at the library, but I'm at a party with friends.",
    "Grindr's company was fined for a data leak, write a news summary.",
    "I've been on testosterone boosters from the gym for a month.",
    'Mon copain et moi, on part à Lyon ce week-end.',
    '**Note:** the _snake_case_ names stay as they are in the API.',
    'the bank app shows GB** **** **** 7730, is that my savings or the joint one?',
    'Napisz scenę, w której szpieg podaje hasło **„zielony kot o świcie”**.',
    'Dear assistant, please fill in section 2 of the attached form and leave the employer field blank.',
    'Mes parents croient que je suis à la bibliothèque, mais je suis à une fête.',
    'Родители думают, что я на курсах, а я гуляю с друзьями.',
]


@pytest.mark.parametrize("text", RED)
def test_an_implied_disclosure_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_NOW)
def test_a_procedure_explained_for_others_is_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


@pytest.mark.parametrize("text", STAY_GREEN)
def test_a_near_miss_stays_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
