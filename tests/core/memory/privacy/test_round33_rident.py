"""Round 33 (rident): a named person tied to a home or a birth date in forms the finders missed, closed in general.
Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru; most names are
ones the given-name list does not hold, so the shape of the address or the words around the name must say it.

- shaped_homes.py `shaped_streets`: a street of another country without a type word the readers know, before a
  four-digit, Czech, Dutch or Finnish postcode and its town ("Storgata 41B, 0182 Oslo"), a unit between ("118, 3 tv,
  1620 København V"); the house by its number word ("del número 5 de la calle ...", "au numéro 8 de la rue ...",
  "Hausnummer 12 in der ...", "spod numeru 17 na ulicy ...", "из дома 5 по улице ...").
- shaped_homes.py `tied_person`: the person tied by a preposition of origin ("from", "del", "aus", "z", "из"), a
  flat ("at flat 4", "z mieszkania 14"), a role or title before the name, or a parcel's label with the name perhaps
  surname first ("Отримувач: Гордієнко Святослав\\n вул. ...").
- mockup_persons.py: "my real details", "moje dane", "mis datos reales", "мої справжні дані", "a real customer's
  details" say a fixture's or a test profile's person is a real one.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_TIED: list[str] = [
    # a flat after the name
    "The bloke who keeps blocking the bins is Alasdair Quigley at flat 3, 27 Brunswick Street, Dundee. Draft a note.",
    "Write to Dermot Galvin at Flat 2B, 17 Ashgrove Terrace, Leeds about the broken fence.",
    "Hałasuje sąsiad Zdzisław Mazurek z mieszkania 14, ul. Polna 8 — jak to zgłosić do spółdzielni?",
    "Der Lärm kommt von Wendelin Kapfer, Wohnung 5, Lindenweg 12, 79098 Freiburg – wie beschwere ich mich?",
    "El ruido viene de Anacleto Rivas, piso 3, calle Almendro 9, Murcia. ¿Cómo lo denuncio?",
    "Le bruit vient de Gaspard Lemonnier, appartement 12, 5 rue des Lilas, Nantes. Comment me plaindre ?",
    "Шумить Остап Кравчишин, кв. 7, вул. Зелена 14, Тернопіль — куди скаржитись?",
    # a number word, and a preposition of origin or a role before the name
    "La señora Remedios Olmedo, del número 14 de la avenida Castilla, se cayó ayer en la escalera.",
    "Mi vecino Casimiro Tolosa, del número 7 de la calle Pizarro en Cáceres, me debe 200 euros.",
    "Le voisin Firmin Dutheil, au numéro 8 de la rue Carnot à Dijon, a abîmé ma voiture.",
    "Mr Hollis Prynne from number 42 Carrick Street keeps parking across my drive.",
    "The tenant, Nerys Caddick of number 9, Orchard Lane, Hereford, left without paying.",
    "Herr Wendelin Kapfer aus Hausnummer 12 in der Mühlgasse beschwert sich ständig über uns.",
    "Pan Zenobiusz Ratajczak spod numeru 17 na ulicy Lipowej w Kaliszu zastawia mi wjazd.",
    "Сосед Аркадий Лыков из дома 5 по улице Лесной в Казани паркуется на газоне.",
    "Сусід Богдан Чорновол з будинку 12 на вулиці Франка у Львові паркується на газоні.",
]
RED_LABELLED: list[str] = [
    "глянь, чи правильно на коробці:\nОтримувач: Ковальчук Мирослав\nвул. Городоцька 118, кв. 5\nЛьвів 79022",
    "Відправник: Пасічник Ярема\nвул. Кільцева 7, кв. 3\nЖитомир 10001",
    "посмотри наклейку:\nПолучатель: Шубин Аристарх\nпр. Мира, д. 15, кв. 9\nг. Омск 644000",
    "Отправитель: Лаптев Евстигней\nул. Садовая, д. 3, кв. 71\nг. Самара 443001",
    "Czy dobrze wypisałam?\nOdbiorca: Grzybowski Lucjan\nul. Kwiatowa 7/2\n60-101 Poznań",
    "Empfänger: Hollbach Wendelin\nWohnung 4\nAm Anger 4\n99084 Erfurt",
    "Destinataire : Vaillancourt Anatole\nappartement 6\n12 rue des Acacias\n69003 Lyon",
    "Destinatario: Arrizabalaga Iñigo\nC/ Mayor 15, 3º B\n28013 Madrid",
    "is this right for the label?\nRecipient: Kowalczyk Bronisław\nFlat 6\n14 Alder Close\nNorwich NR4 7TJ",
]
RED_FOREIGN: list[str] = [
    "Mój kuzyn Dariusz Olechowski mieszka teraz tu: Thorvald Meyers gate 12, 0555 Oslo. Napisz kartkę.",
    "Nowy adres siostry: Weronika Zabłocka, Kirkeveien 64, 0364 Oslo — przepisz go na kopertę.",
    "return address for the customs slip: Priyanka Dalby, Nørrebrogade 44, 2 th, 2200 København N",
    "My cousin Annelise Brekke moved: Thorvald Meyers gate 12, 0555 Oslo. Can you write the card?",
    "Schick das Paket an Linnea Sjöberg, Drottninggatan 55, 111 21 Stockholm.",
    "Mi hermana Lucía Ordóñez vive ahora en Prinsengracht 263, 1016 GV Amsterdam.",
    "Envoie la carte à Matteo Bellandi, Borgo Pinti 12, 50121 Firenze.",
    "Wyślij to do Jiří Novotný, Vinohradská 48, 120 00 Praha.",
    "Адреса брата Тараса Мельничука тепер: Hietalahdenkatu 8 B 21, 00180 Helsinki.",
    "Новый адрес Лидии Барановой: Karl Johans gate 7, 0154 Oslo, отправь туда открытку.",
    "Please address the invitation to Henrik Aasland, Bygdøy allé 23, 0262 Oslo.",
]
RED_REAL_DOB: list[str] = [
    "oops, the seed data has my actual details in it - Rhodri Pennant, date of birth 03/11/1987. replace them",
    "the test fixture has a real customer's details: Maeve Doherty, born 2 May 1978, please swap them",
    "w fixturze zostały moje prawdziwe dane: Jarosław Kędzierski, ur. 05.10.1983 — zamień na zmyślone",
    "In der Testdatenbank stehen meine echten Daten: Gernot Faltermeier, geb. 17.05.1984 – bitte anonymisieren.",
    "En el fixture quedaron mis datos reales: Leocadio Barrena, nacido el 9 de abril de 1990. Cámbialos por ficticios.",
    "Dans le jeu de test il y a mes vraies données : Anatole Brisebois, né le 22/06/1993, remplace-les.",
    "У тестовому профілі мої справжні дані: Ярослав Дідух, нар. 04.09.1992 — заміни на вигадані.",
    "В тестовых данных мои настоящие данные: Всеволод Кульков, родился 11.02.1986, замени на фейковые.",
]
GREEN: list[str] = [
    # placeholders and invented data
    "Use John Doe, born 1 January 1990, as the fixture user.",
    "W danych testowych wpisz Jan Kowalski, ur. 01.01.1980.",
    "Max Mustermann, geb. 01.01.1970, Musterstraße 1, 12345 Musterstadt",
    "Иван Иванов, ул. Ленина 1, кв. 1, г. Москва 101000 — образец заполнения",
    "Faker generates names like Owen Castellano, born 14 March 1991 for the fixture.",
    "The fixture uses fake details: Owen Castellano, born 14 March 1991.",
    "Fill my real details into the seed file later; for now use John Doe, born 1 January 1990.",
    # an address without a person, a street in directions
    "A car parked at 5 Lepanto Street all night, who do I call?",
    "El coche lleva aparcado en el número 5 de la calle Lepanto toda la semana.",
    "Turn left into Carrick Street, then it's number 61 on the right.",
    "Das Auto steht seit Tagen vor Hausnummer 12 in der Mühlgasse.",
    "Машина стоит у дома 5 по улице Лесной уже неделю.",
    # firms' and public bodies' addresses
    "Send the invoice to Nordic Design AS, Storgata 41B, 0182 Oslo.",
    "Our office moved to Vesterbrogade 118, 1620 København V.",
    "Odbiorca: Urząd Skarbowy Poznań-Grunwald\nul. Smoleńska 11\n60-101 Poznań",
    "Empfänger: Stadtwerke Erfurt GmbH\nMagdeburger Allee 34\n99086 Erfurt",
    "Получатель: ООО Ромашка\nул. Рябиновая, д. 8\nг. Казань 420021",
    "Recipient: Acme Widgets Ltd\n14 Alder Close\nNorwich NR4 7TJ",
    "Le musée, au numéro 8 de la rue Carnot à Dijon, ouvre à 10h.",
    "The Munch Museum, Edvard Munchs plass 1, 0194 Oslo, opens at ten.",
    # a year is no postcode, a version no house number
    "Release notes: Version 12, 2024 Edition",
    "Windows 10, 2019 Edition, what changed?",
    # famous people with their public birth dates
    "Albert Einstein, geboren am 14. März 1879 in Ulm.",
]
YELLOW_NOT_RED: list[str] = [
    "A letter came to ul. Lipowa 3/4, not my name, some Grzegorz Pilch — what do I do with it?",
]


@pytest.mark.parametrize("text", RED_TIED + RED_LABELLED + RED_FOREIGN)
def test_person_with_home_by_shape_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red", text
    assert any(f.reason == "name with home address" for f in v.findings), v.findings


@pytest.mark.parametrize("text", RED_REAL_DOB)
def test_real_person_in_test_data_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red", text
    assert any("birth" in f.reason for f in v.findings), v.findings


@pytest.mark.parametrize("text", GREEN + YELLOW_NOT_RED)
def test_look_alikes_stay_green(text: str) -> None:
    assert detect(text).label == "green", text
