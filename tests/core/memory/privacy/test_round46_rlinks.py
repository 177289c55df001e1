"""Round 46, rlinks: a person tied to a date of birth, an address, a school or an empty home - the families the newest
sets missed, in the writer's own sentences (not the data's) in the seven languages, with their green twins: a public
figure's biography, a placeholder, a story's pupil, a teacher named, a business's premises, an empty flat nobody left.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# encyclopedic._PRIVATE_DEATH: a private death notice - the death's day and month without a year, the notice's name or
# the funeral's arrangements - is a bereaved family's, not a biography
DEATH_NOTICE_RED = [
    "Write a death notice for the local paper: Dorothy Ann Fielding, born 12 June 1941, died 2 December, of Whitby",
    "death notice please - Harold Bramwell, born 04/09/1936, passed away 30 November, funeral at St Mary's on Friday",
    "napisz klepsydrę: śp. Stanisław Wiśniewski, urodzony 3 maja 1944, zmarł 28 listopada, pogrzeb w sobotę",
    "Traueranzeige: Gerda Schulte, geb. 14.02.1941, gestorben am 30. November. Die Beerdigung findet am Freitag statt.",
    "Esquela para el periódico: Don Ramón Ibáñez Soler, nacido el 2 de febrero de 1940, falleció el 1 de diciembre.",
    "Avis de décès : Mme Jeannine Le Goff, née le 3 mars 1938 à Quimper, décédée le 29 novembre. Obsèques jeudi.",
    "Некролог: Олександр Петрович Коваленко, народився 12 березня 1947 року, помер 29 листопада. Прощання у суботу.",
    "Некролог: Виктор Степанович Громов, родился 12 марта 1947 года, умер 29 ноября, похороны в субботу",
]
DEATH_NOTICE_GREEN = [
    "Johnny Cash, born 26 February 1932, died 12 September 2003 in Nashville.",
    "Margaret Thatcher, born 13 October 1925, died 8 April 2013, was a British politician.",
    "Louis Pasteur, né le 27 décembre 1822, mort le 28 septembre 1895, est un scientifique français.",
    "Write a death notice template with placeholders: [Name], born [date], died [date], funeral at [place].",
]

# identity._BORN / _NAME_BEFORE_BORN: twins and siblings born together ("were born", "urodzili się", "nacieron")
TWINS_RED = [
    "our twins finley and rose castellano were born on 9 august 2025, caption ideas?",
    "Bliźniaki Antoś i Zosia Wójcik urodzili się 3 marca 2024 w Gdańsku, napisz zawiadomienie",
    "Los mellizos Hugo y Martina Serrano nacieron el 12 de abril de 2025 en Sevilla",
    "Nos jumeaux Léo et Jade Moreau sont nés le 4 mai 2025, aide-moi pour le faire-part",
    "Наші близнюки Марко і Софія Коваленко народилися 12.03.2024, допоможи з листівкою",
    "Наши близнецы Миша и Аня Соколовы родились 12.03.2024",
    "Mateo y Lucía Ruiz, nacidos el 3 de mayo de 2015, necesitan el libro de familia",
    # identity.REL_WORDS: "my gran" (only after "my" / "our"), "granny", "nanna"
    "my gran's birthday is 3 March 1941, what should I put on the card?",
    "our nanna was born on 3 March 1941 in Leeds",
]
TWINS_GREEN = [
    "The Kray twins were born 24 October 1933 in London.",
    "The Olsen twins were born on 13 June 1986.",
    "Finley and Rose were born in August, what a month",
]

# class_pupils.py (school first in the sentence; "from" the school, then the class), school_children.taught_children
# (the child whose teacher it is), mockup_persons._TUTOR_CLAIM (a tutor's template for a real pupil)
SCHOOL_RED = [
    "Kiermasz w SP nr 4 w Lublinie, mój syn Kacper Zieliński z 2c sprzedaje ciasta, napisz ogłoszenie",
    "Bake sale at St Mary's Primary on Friday - our Poppy Trelawney, Year 3, is selling cupcakes",
    "uczę Martynę Sowę z SP nr 7 w Opolu, 5 klasa, rodzice chcą raportów",
    "Leon Schulte von der Grundschule am Park, 3c, braucht Nachhilfe in Mathe",
    "Hugo Serrano del CEIP Miguel Hernández, 2ºB, necesita clases de refuerzo",
    "Даю уроки Марку Лисенку з ліцею № 142, 7-Б клас, мама хоче звіти",
    "I tutor Amelia Crossley, Year 8 at St Wilfrid's C of E in Ripon - report template please?",
    "Can you help me write to Harry Fenwick's teacher at Oakfield Primary? He's been upset all week.",
    "Schreib an die Klassenlehrerin von Mia Kröger an der Grundschule am Park, sie war krank",
    "Escribe a la tutora de Lucía García Pérez en el CEIP Cervantes, estuvo enferma",
    "Écris à la maîtresse de Léa Martin à l'école Jules-Ferry, elle était malade",
]
SCHOOL_GREEN = [
    "Festyn w SP nr 9 w Kaliszu, klasa 4a sprzedaje ciasta. Napisz ogłoszenie",
    "Festyn w SP nr 9, wychowawczyni Beata Malinowska z 4a zbiera fanty",
    "Jan Kowalski z SP nr 3, 6 klasa - przykładowe dane do formularza",
    "The Harry Potter book: Hermione Granger, Year 2 at Hogwarts school",
    "Sample row for the report template: John Smith, Year 9 at St Chad's C of E",
    "Mrs Clara Hopkins's teacher at St Anne's Primary",
    "Write to the teacher Anna Nowak at the school about the trip",
]

# identity._UP / _LOW and _given_before: names with Turkish letters, two given names before two surnames
NAME_HOME_RED = [
    "Absender: Mehmet Yılmaz, Birkenweg 9, 44137 Dortmund - bitte Widerspruch formulieren",
    "Paket für Ayşe Doğan, Hauptstraße 12, 50667 Köln",
    "Para el padrón: Juan Pablo Ortega Díaz, avenida de la Paz 3, Sevilla",
    "Datos del inquilino: Luis Fernando Castro Vidal, calle del Olmo 14, 2.º A, 28012 Madrid",
    # particle_names.py: a surname particle or a hyphenated given name before the street
    "María del Carmen Ruiz de la Fuente, calle Mayor 12, 2º A, Madrid",
    "Anne-Sophie de Villiers, 4 avenue Foch, 75016 Paris",
    "colis pour Jean-Baptiste Le Goff, 12 rue des Lilas, 29000 Quimper",
]
NAME_HOME_GREEN = [
    "Restaurante Casa Pepe Ruiz, calle Mayor 12",
    "Collège Jean-Baptiste de La Salle, 12 rue des Écoles, Paris",
    "Escuela Juan de la Cierva, calle Mayor 12, Madrid",
    "Fundación Carmen de la Vega, calle Mayor 12",
    "Absender: Max Mustermann, Musterstraße 1, 12345 Musterstadt",
]

# empty_homes.py: a home said empty while its people are away
EMPTY_HOME_RED = [
    "we're away 3-17 August, the house at 14 Alder Close will be empty - can you write a note for the neighbours?",
    "wyjeżdżamy na urlop 2-16 sierpnia, mieszkanie na Lipowej 7 w Pruszkowie będzie puste",
    "Wir sind vom 1. bis 15. Juli im Urlaub, das Haus in der Lindenstraße 4 steht leer, bitte Nachbarn informieren",
    "nos vamos de vacaciones del 1 al 15 de julio, la casa de la calle Mayor 12 estará vacía",
    "on part en vacances du 1er au 15 juillet, la maison du 12 rue des Lilas sera vide",
    "їдемо у відпустку з 1 по 15 липня, хата на вул. Садова 9 буде порожня",
    "уезжаем в отпуск с 1 по 15 июля, квартира на ул. Ленина 5 будет пустая",
]
EMPTY_HOME_GREEN = [
    "The flat at 5 Rose Lane has stood empty for months, who owns it?",
    "The shop at 12 High Street will be empty after we leave the lease",
    "we're away 3-17 August, can you suggest a good timer for the lights?",
]


@pytest.mark.parametrize("text", DEATH_NOTICE_RED + TWINS_RED + SCHOOL_RED + NAME_HOME_RED + EMPTY_HOME_RED)
def test_a_person_tied_to_a_birth_date_a_home_or_a_school_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", DEATH_NOTICE_GREEN + TWINS_GREEN + SCHOOL_GREEN + NAME_HOME_GREEN + EMPTY_HOME_GREEN)
def test_public_figures_placeholders_teachers_and_premises_stay_green(text):
    assert detect(text).label == "green", (text, detect(text).findings)
