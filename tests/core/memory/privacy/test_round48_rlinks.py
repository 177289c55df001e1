"""Round 48, rlinks: a child tied to a school by someone else's pick-up or by a name with the child's age, and a family
tied to its home in a nanny's ad or a form - in the writer's own sentences (not the data's) in the seven languages, with
their green twins: no name, a question about a school, a placeholder, a story, a public figure's child, a firm's name.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# child_schools._FETCHED: a third or second person's verb of collecting or taking, a full name, a school in the sentence
FETCHED_RED = [
    "Grandma picks up Oscar Whitfield from Oakfield Primary every Friday, is that ok with the court order?",
    "The nanny collects Amelia Stroud from St Mary's Catholic Primary at 3:20, can you draft her a reminder?",
    "my mother-in-law takes Harry Pemberton to Meadowbank Primary without asking us",
    "La abuela recoge a Martina López del CEIP Miguel Hernández los martes, ¿necesita una autorización?",
    "mañana recoges a Hugo Sanz del colegio San José a las 14:00, la puerta es la de atrás",
    "su padre se lleva a Daniela Prieto del colegio Santa María sin avisar, qué hago",
    "Ma belle-mère va chercher Léo Garnier à l'école Victor-Hugo le jeudi, il faut une autorisation ?",
    "demain tu récupères Jade Morel à l'école élémentaire Pasteur à 16h30",
    "Die Oma holt Paul Hoffmann dienstags von der Grundschule am Lindenweg ab – braucht die Schule eine Vollmacht?",
    "Morgen holst du Lina Schröder aus der Kita Sonnenblume ab, bitte um 15 Uhr",
    "teściowa odbiera Zuzię Kowalczyk z przedszkola nr 14 bez naszej zgody",
    "jutro odbierzesz Antka Nowaka ze szkoły podstawowej nr 8 o 13:00, wejście od boku",
    "była żona zabrała Olka Wiśniewskiego ze SP 21 w Lublinie, czy szkoła mogła go wydać?",
    "Бабуся забирає Марка Бондаренка зі школи №57 щовівторка, чи потрібна довіреність?",
    "завтра забереш Даринку Коваль з садочка №112 о 17:00, вхід з двору",
    "Бывший муж забрал Машу Орлову из школы № 1520 без предупреждения, что делать?",
    "завтра заберёшь Артёма Соколова из лицея №2 в 15:30",
]
# child_schools._AGED: a name with the child's age right after it, a school in the sentence; _PUPIL's class year
AGED_RED = [
    "Hugo (7) is in Year 2 at Oakfield Primary, pick-up 3:15 at the side gate",
    "Amara (9 years old) goes to St Anne's Primary, the sitter collects her at 3",
    "Finn (6 Jahre) geht in die 1a der Grundschule am Rosenhof, Abholung 12:30",
    "Marta (8 años) va al CEIP Miguel de Cervantes, sale a las 14:00",
    "Léa (6 ans) est à l'école Jean-Moulin, sortie 16h30 côté cour",
    "Zosia (6 lat) chodzi do SP nr 12, świetlica do 17, odbiór od tyłu",
    "zapisy: Kubuś, 4 lata, przedszkole nr 44 na Ursynowie, grupa Misie",
    "Марічка (6 років) ходить у ліцей №57, забирати о 13:00",
    "Алиса (8 лет) учится в школе № 1520, забирать в 15:00 у бокового входа",
    "Theo Blackwood-Hale starts Year 3 at Greenfield Primary next week, can you make labels?",
]
CHILD_GREEN = [
    "Grandma picks up the kids from Oakfield Primary every Friday — is that common?",
    "Who usually collects children from St Mary's Catholic Primary, parents or grandparents?",
    "La abuela recoge a los niños del CEIP Miguel Hernández, ¿es normal?",
    "Qui peut récupérer un enfant à l'école Victor-Hugo, faut-il une autorisation ?",
    "Darf die Oma das Kind von der Grundschule am Lindenweg abholen?",
    "Czy babcia może odebrać dziecko ze szkoły podstawowej nr 8 bez upoważnienia?",
    "Чи може бабуся забирати дитину зі школи №57 без довіреності?",
    "Может ли бабушка забирать ребёнка из школы № 1520?",
    "In the novel, the nanny collects Amelia Stroud from St Mary's Primary every day.",
    "The royal nanny picks up Prince George from St Thomas's school.",
    "Form template: [Child name] (7) – Year 2 at [School], pick-up 3:15",
    "Job ad: nanny wanted for a boy (7) at Oakfield Primary, pick-up 3:15",
    "Lucas (6) loves dinosaurs and lego, any gift ideas?",
    "Kids (6-8) at Oakfield Primary get free fruit — is that national?",
    "Die Grundschule am Rosenhof hat 240 Kinder (6 bis 10 Jahre)",
    "John Doe (7) attends Example Primary — sample record",
    "Max Mustermann (8) besucht die Grundschule am Musterplatz",
]

# identity_homes.named_home: a family by its surname right before the address (a nanny's ad, a form's heading)
FAMILY_HOME_RED = [
    "Ad draft: the Adeyemi family, 14 Larch Road, Leyton E10, looking for an after-school nanny",
    "Ogłoszenie: rodzina Zielińskich, ul. Modrzewiowa 6, Poznań, szuka opiekunki do 3-latka",
    "Оголошення: сім'я Коваленків, вул. Липова 9, кв. 14, Львів, шукаємо няню",
    "Anuncio: familia Urrutia, calle Laurel 12, 2ºA, Logroño, busca canguro por las tardes",
    "famille Benali, 8 rue des Acacias, 69003 Lyon, cherche une nounou à temps partiel",
    "Объявление: семья Орловых, ул. Садовая 7, кв. 3, Казань, ищем няню",
]
FAMILY_HOME_GREEN = [
    "Familie Mustermann, Musterstraße 1, 12345 Musterstadt",
    "Family Dental Care, 12 High Street, Leeds — are they taking NHS patients?",
    "my family, 27 Marlowe Road was our first house — nostalgia post idea?",
    "Restauracja Rodzina, ul. Długa 5, Gdańsk — czy mają stoliki na sobotę?",
    "Familia Torres bodega, calle Mayor 3, Vilafranca — ¿abren los domingos?",
    "In my novel the Okonkwo family, 27 Marlowe Road, Walthamstow, hides a secret.",
    "Which families live on Larch Road? The houses look empty.",
]

# identity._TOWN_BEFORE_STREET: an East Slavic form's town between the name and the street; identity._FORM_CONTEXT: an
# official certificate asked for the named person (a question after it is no trivia); org_addresses: a council
FORM_RED = [
    "Отправитель: Смирнов Алексей Петрович, г. Казань, ул. Баумана, д. 5, кв. 17",
    "Лист від Бондаренко Оксана Іванівна, м. Полтава, вул. Соборності, буд. 8, кв. 3",
    "заява до банку: Гнатюк Марія Степанівна, м. Рівне, вул. Київська, буд. 40, кв. 11, прошу заблокувати картку",
    "zaświadczenie o niekaralności dla Anny Wójcik, ur. 03.02.1990, da się online?",
    "справка о несудимости для Лебедевой Анны Сергеевны, 03.02.1990 г.р., можно онлайн?",
]
FORM_GREEN = [
    "Иванов Иван Иванович, г. Москва, ул. Ленина, д. 1, кв. 1 — так заполнять образец?",
    "Магазин Ромашка, г. Москва, ул. Тверская, д. 12 — работают ли в воскресенье?",
    "Клініка Добробут, м. Київ, вул. Мечникова, 2 — чи приймають вони дітей?",
    "Верховна Рада, м. Київ, вул. Грушевського, 5 — хочу надіслати петицію",
    "Петренко Петро Петрович, м. Київ, вул. Хрещатик, 1 — це зразок заповнення?",
    "Кіліан Мбаппе, 20.12.1998 р.н., так можна сказати?",
]


@pytest.mark.parametrize("text", FORM_RED)
def test_form_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", FORM_GREEN)
def test_form_not_red(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", FETCHED_RED + AGED_RED + FAMILY_HOME_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CHILD_GREEN + FAMILY_HOME_GREEN)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
