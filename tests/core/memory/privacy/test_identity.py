"""Identity (detector/identity.py, mockup_persons.py): a person tied to where they live or what they drive
is red, in six languages and in lower case; placeholder persons in mock-ups and forms stay green.
Every sentence is written for these tests (none is taken from a data file)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def _identity(text: str) -> list[str]:
    return [f.reason for f in detect(text).findings if f.kind is Kind.IDENTITY]


# A person with an age, alone or together, before the verb: "Name, 89, lives alone at ..."
AGED_RELATIVES = [
    "My grandad, Walter Briggs, 92, lives alone at 7 Poplar Grove, Derby, and keeps falling.",
    "Mój dziadek, Stefan Wrona, 88 lat, mieszka sam przy ul. Lipowej 4, Radom.",
    "Meine Oma, Hildegard Brandt, 94, wohnt allein in der Lindenstraße 9, 44135 Dortmund.",
    "Mi abuelo, Ramón Cuesta, 90 años, vive solo en la calle Real 12, Soria.",
    "Mon père, Lucien Marchal, 87 ans, vit seul au 9 rue des Acacias, 51100 Reims.",
    "Мій тато, Богдан Савчук, 84 роки, живе сам на вул. Шкільній 6, Луцьк.",
    "Dad lives alone at 41 Larch Crescent, Wigan WN3 5HT and won't use the phone.",
]
# A person named with a title, perhaps only by initials, before an address.
TITLED = [
    "Please send the refund to Mrs P. Tremayne, 6 Gull Rock Close, Newquay TR7 1AB.",
    "Reclamación de Doña Pilar Ortega, C/ Ancha 31, 2º A, 24003 León.",
    "Courrier pour M. Besnard, 17 rue des Glycines, 35000 Rennes : le colis est abîmé.",
    "Bitte an Herrn K. Vogt, Birkenweg 8, 79098 Freiburg schicken.",
]
# Three-word names whose first word is a given name.
THREE_WORD_NAMES = [
    "Datos del inquilino: María Soto Vidal, calle del Pino 7, 4º C, 50003 Zaragoza.",
    "Anna Maria Zielińska, ul. Polna 12/3, 60-535 Poznań — proszę dopisać do umowy.",
    "Jean Paul Garnier, 22 rue du Moulin, 44000 Nantes, c'est mon locataire.",
]
# Typed in lower case, German streets included.
LOWER_CASE = [
    "jonas weber wohnt in der bachstraße 21, 28195 bremen — schick ihm die einladung",
    "greta lang wohnt jetzt in der rosengasse 3 in graz",
    "paul krüger, lindenallee 14, 10115 berlin, das ist seine neue adresse",
]
# Where to pick the user up.
PICK_UP = [
    "pick me up at 27 Wellington Road, it's the blue gate, around 6?",
    "viens me chercher au 14 rue Lepic, je suis devant la boulangerie",
    "recógeme en Calle Atocha 40, 3ºB, a las 8",
    "hol mich bitte in der Schillerstraße 5 ab, ich warte unten",
    "przyjedź po mnie na Grunwaldzką 18 m. 4, będę przed klatką",
    "забери мене з вул. Личаківська 30, кв. 2, о шостій",
]
# A Polish street with no type word: after "mieszka ... na", or with its flat number.
POLISH_STREETS = [
    "Ciocia Jadwiga Kurek mieszka teraz w Sopocie na Haffnera 12, wyślij jej zaproszenie.",
    "Mieszkam na Ursynowie, Belgradzka 9 m. 21, tam przychodzą listy",
    "Wujek Zdzisław mieszka w Tarnowie przy Krakowskiej 40/2, zawieziemy mu prezent.",
]
# A relative named earlier in the sentence, then "she/he lives at", or a name in the genitive.
THIRD_PERSON = [
    "my cousin Ruairi finally got the flat — he lives at 12 Kestrel Way, Exeter, send the card there",
    "imieniny Basi w sobotę, mieszka na Słowackiego 8/3 w Opolu, zawieziemy tort?",
    "ma sœur Inès a déménagé, elle habite au 3 rue Cuvier, 69006 Lyon",
]


@pytest.mark.parametrize("text", AGED_RELATIVES + TITLED + THREE_WORD_NAMES + LOWER_CASE + PICK_UP + POLISH_STREETS
                         + THIRD_PERSON)
def test_a_person_with_where_they_live_is_red(text):
    assert _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    "Mandat przyszedł na auto KRA 51HT2, właściciel to mój brat Paweł Sroka — co robić?",
    "mam auto na blachach WA 72315 i ktoś mi je porysował, co zrobić?",
    "La fourgonnette DF-482-KL de M. Tessier est garée devant mon portail depuis hier.",
])
def test_a_plate_with_its_owner_is_red(text):
    assert "licence plate with its owner" in _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    "kasia nowicka, urodzona 03.05.2010, ma iść do nowej szkoły, jakie papiery trzeba przynieść do sekretariatu?",
    "tom hale, born 2 june 2011, needs a passport for the school trip, what forms do we fill in before march?",
    "lucas moreau, né le 12/09/2012, doit s'inscrire au club de foot, quels papiers faut-il apporter au club ?",
])
def test_a_birth_date_followed_by_another_question_is_not_trivia(text):
    assert "name with date of birth" in _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    # placeholder persons and streets in mock-ups, forms and examples
    "Для макета форми використай тестові дані: Петро Петренко, вул. Зразкова, 5, Львів.",
    "For the signup mock-up use Jane Doe, 123 Main Street, Springfield as the sample customer.",
    "The form example says \"John Smith, 1 Main Street\" — do I write mine over it?",
    "W makiecie wpisz: Jan Kowalski, ul. Przykładowa 1, 00-001 Warszawa.",
    "w makiecie wpisz jan kowalski, ul. przykładowa 1, 00-001 warszawa",
    "Im Formular steht als Beispiel Max Mustermann, Musterstraße 1, 12345 Musterstadt.",
    "En la plantilla aparece Juan Pérez, Calle Falsa 123 — ¿lo cambio por mis datos?",
    "Sur le modèle de la maquette il y a Jean Dupont, 1 rue de l'Exemple, 75000 Paris.",
    "The template shows Jane Smith, 1 Main St, Anytown as the addressee.",
    # a plate of one repeated digit, in a game
    "W grze mam wóz z tablicą KR 11111, czy to w ogóle legalna tablica?",
    # famous people, public places, the birth date as the question itself
    "Sherlock Holmes supposedly lived at 221B Baker Street.",
    "Was Ed Sheeran born on 17 February 1991?",
    "Mr Bean lives at Arbour Road in the TV series, doesn't he?",
])
def test_placeholders_and_public_facts_stay_green(text):
    assert not _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    # a relative, then the name in lower case after a colon or a dash
    "send the birthday card to grandma — edith parr, 4 willow way, bolton bl1 4rt",
    "paczka dla babci: halina zając, ul. polna 3, 21-040 świdnik",
    "carta para mi tía: pilar gómez, calle real 8, 2ºb, 37001 salamanca",
    "lettre pour mon oncle : gérard blanc, 12 rue des lilas, 31000 toulouse",
    # three words in lower case, the first a given name
    "envía el regalo a maría soto vidal, calle mayor 3, 28013 madrid",
    # a given name in the Ukrainian dative
    "надішли посилку Андрію Коваленку, вул. Героїв 5, кв. 12, Київ",
])
def test_names_as_people_type_them_with_an_address_are_red(text):
    assert _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    "ask mum where the post office is, 5 high street — is it open on saturday?",
    "grandma said the town hall, 1 market square, opens at nine",
])
def test_a_relative_near_a_public_address_stays_green(text):
    assert not _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    "my godson Theo's birthday is 14 March 2016, remind me to order a gift",
    "moja chrześnica Zosia ma urodziny 03.04.2013, przypomnij mi o prezencie",
    "erinnere mich: mein patenkind mia hat am 05.11.2014 geburtstag",
])
def test_a_relatives_birthday_with_its_year_is_a_date_of_birth(text):
    assert _identity(text), detect(text)


@pytest.mark.parametrize("text", [
    "my son's birthday is 4 May, what cake should I bake?",
    "Shakespeare's birthday is 23 April 1564, right?",
    "the company's birthday is 1 June 2001, we throw a party",
])
def test_a_birthday_without_a_year_or_a_relative_stays_green(text):
    assert not _identity(text), detect(text)
