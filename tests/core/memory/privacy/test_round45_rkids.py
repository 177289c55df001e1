"""Round 45, rkids: a child named by a given name (after a kin word, or a full name with a child's apposition, or a
given name opening the sentence with a pupil's verb) with a school told by its number or proper name
(child_schools.py). The writer's own sentences, in the seven languages, lower case and without diacritics among
them, with their twins: a school without a child (its address, its holidays), a child without a named school, a
child with no name, a story's child, a public figure's child, a template, a teacher."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# child_schools.py: KIN GIVEN, NAME CHILD and PUPIL with a school by its number or name
CHILD_SCHOOL_RED = [
    'my daughter Maisie is in year 3 at Hollybank Primary and the school keeps losing her inhaler',
    'my son oliver is in year 2 at st josephs primary, can you help me write to his teacher about the bullying',
    "Our grandson Theo has just started at Westfield Academy and he's already getting detentions.",
    'Meine Tochter Lena ist in der 4a der Grundschule an der Eiche, und ich muss sie am Freitag früher abholen.',
    'mein sohn jonas geht in die 1c der grundschule am rosenhang, schreib bitte eine entschuldigung fuer morgen',
    'Unser Enkel Paul kommt im August aufs Schiller-Gymnasium in Bonn.',
    'Mój syn Antek chodzi do 2b w Szkole Podstawowej nr 34 i od tygodnia wraca z płaczem.',
    'moja corka Hania jest w 1a w sp nr 12 na bielanach, napisz usprawiedliwienie',
    'Córka sąsiadki, Zuzia Malinowska, chodzi do Przedszkola nr 7 - mam ją odebrać w środę.',
    'Mi hijo Hugo está en 3º de primaria en el CEIP Federico García Lorca y necesito un justificante.',
    'mi hija lucia va al ies jorge manrique y quiero cambiarla de centro, como lo pido',
    'Martina Ruiz, la hija de mi prima, va al Colegio San Agustín en 5º, ¿me redactas la autorización?',
    "Ma fille Chloé est en CM1 à l'école Victor-Hugo et elle se fait harceler à la cantine.",
    'mon fils hugo est en 6e au college jean-moulin, ecris un mot pour son absence de lundi',
    "Léo Martin, le fils de ma collègue, est en CP à l'école Pasteur ; je dois le récupérer jeudi.",
    'Моя донька Оля ходить у 1-А клас школи №115, а вчителька кричить на дітей.',
    'мій син андрій в 5-б ліцею 157, напиши пояснювальну за пропуск',
    'Мой сын Тимур учится во 2-Б классе гимназии №3 и его травят одноклассники.',
    'моя дочь Настя ходит в школу №1520 в 4-В, напиши записку учителю',
    'Lily walks home from Greenhill Primary alone at 3:15, is that ok at 9?',
]
# the twins: no child, no name, no named school, a story, a public figure, a template, a teacher
CHILD_SCHOOL_NOT_RED = [
    "Is St Anne's Primary a good school? We're thinking about moving to the area.",
    'What are the term dates for Oakfield Primary this year?',
    'Wann sind die Herbstferien an der Grundschule am Lindenplatz?',
    'Jaki jest adres Szkoły Podstawowej nr 34 w Warszawie?',
    '¿A qué hora abre el CEIP Miguel Hernández por la mañana?',
    "Quels sont les horaires de l'école Jules-Ferry de Montreuil ?",
    'Яка адреса ліцею №142 на Оболоні?',
    'Какие каникулы в гимназии №3 в этом году?',
    'My son Finn started primary school this year and he loves it.',
    'my daughter emma is in year 3 and struggling with reading, any tips?',
    'Mein Sohn Finn ist jetzt in der 2b und liest sehr gern.',
    'Mi hijo Pablo empieza el cole en septiembre, ¿qué necesita llevar?',
    'Mon fils Nathan entre au CP en septembre, quels livres acheter ?',
    'Мій син Марко пішов у перший клас, як його підтримати?',
    'My son goes to Oakfield Primary and they want us to buy a new uniform, is that legal?',
    'In my novel, little Finn Becker goes to the Grundschule am Lindenplatz and solves mysteries. Write chapter two.',
    "Prince George, the Prince of Wales's son, attends Lambrook School in Berkshire.",
    'Write a letter template: "My son [child\'s name] attends [school name] in year [X]."',
    "Mrs Clara Hopkins, my daughter's teacher, teaches year 4 at St Anne's Primary.",
    'my son will start at oakfield primary in september, what uniform does he need?',
    'Los que van al CEIP Cervantes son Pablo y Marta, los demás van andando.',
    "Son école, l'école Jules-Ferry, organise une kermesse samedi.",
    'Harry Potter goes to Hogwarts in year one.',
    "My daughter's school, Hillside Academy, has a new head teacher.",
]


@pytest.mark.parametrize("text", CHILD_SCHOOL_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CHILD_SCHOOL_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text

# birth_years.py: the year of birth with its abbreviation, the day and month as its apposition right after it
SPLIT_BIRTH_RED = [
    'dla babci Zofii Nowak, 1944 r. ur., 12 maja, potrzebuję wniosku o kartę seniora',
    'Opa Heinz Müller, Jahrgang 1939, 3. März, braucht einen neuen Personalausweis',
    'для дедушки Ивана Петрова, 1940 г.р., 12 апреля, нужна запись к кардиологу',
    'моя бабуся Ніна Коваль, 1947 року народження, 2 червня, потрібна довідка для пенсії',
    'para mi abuela Carmen López, nacida en 1942, 3 de mayo, necesito pedir cita en el centro de salud',
    'my grandmother Margaret Clarke, born 1936, 14 March, needs a blue badge form filled in',
    'pour ma grand-mère Jeanne Dubois, née en 1940, 8 juin, il faut remplir le formulaire',
]
# an event's day after the year, the year alone, a historic person, a public person
SPLIT_BIRTH_NOT_RED = [
    'бабуся Галина, 1941 р.н., 5 травня їде в санаторій',
    'Галина Іваненко, 1941 р.н., шукає роботу прибиральниці',
    'Тарас Шевченко, 1814 р.н., 9 березня — напиши коротку біографію',
    'Edith Clarke, born 1936, a famous singer, 14 March concert reviews?',
]
# signed_homes.py: a person known by where they live, the name as the address's apposition
APPOSED_HOME_RED = [
    'My neighbour at 7 Thornfield Close, Gareth Hobbs, lets his dog out onto our lawn every morning.',
    'Mój sąsiad z ul. Lipowej 5, Marek Nowak, znowu zastawia mi bramę.',
    'Der Nachbar aus der Lindenstraße 12, Klaus Weber, parkt jeden Abend vor meiner Einfahrt.',
    'El vecino de la calle Olmos 15, Juan Pérez, pone la música a tope cada noche.',
    'Le voisin du 8 rue des Lilas, Marc Dubois, laisse son chien aboyer toute la nuit.',
    'Сусід з вулиці Шевченка 14, Петро Коваль, знову паркується на газоні.',
]
APPOSED_HOME_NOT_RED = [
    'The shop at 19 High Street, Keith Palmer Ltd, sells bikes.',
    'The office at 19 Birchwood Lane, Keith Palmer, Manager, is open 9-5.',
]


@pytest.mark.parametrize("text", SPLIT_BIRTH_RED + APPOSED_HOME_RED)
def test_red_homes_births(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SPLIT_BIRTH_NOT_RED + APPOSED_HOME_NOT_RED)
def test_not_red_homes_births(text: str) -> None:
    assert detect(text).label != "red", text

# identity_plates.py: a plate whose owner is someone the writer went out with (as the ex is)
DATED_PLATE_RED = [
    "A guy I went on one date with waits outside my door every evening, plate AB12 CDE. Should I report him?",
    "Чоловік, з яким я була на побаченні минулого тижня, тепер чекає біля мого під'їзду, номер машини КА 1234 ВС.",
    "Парень, с которым я была на свидании, каждый вечер стоит у моего подъезда, номер А123ВС 77.",
    "Le type avec qui je suis sortie une fois attend devant chez moi tous les soirs, plaque AB-123-CD.",
]
DATED_PLATE_NOT_RED = [
    "I went on a date last night and the taxi that brought me home had plate AB12 CDE.",
    "My friend went on a date with a guy who drives a red Audi, is that a red flag?",
    "Хлопець, з яким я була на побаченні, не пише вже тиждень. Що робити?",
]


@pytest.mark.parametrize("text", DATED_PLATE_RED)
def test_red_dated_plates(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", DATED_PLATE_NOT_RED)
def test_not_red_dated_plates(text: str) -> None:
    assert detect(text).label != "red", text
