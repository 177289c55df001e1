"""Round 47, rlinks: a person tied to a school, a home, a date of birth, a plate or a schedule - the families the
newest sets missed, in the writer's own sentences (not the data's) in the seven languages, with their green twins: a
placeholder, a public figure, a fictional person, a business's or a university's address, a question about a place.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# child_schools._WHEN_NAMED: a full name after a conjunction of time with a leaving or arriving verb and a school by its
# proper name or number in the sentence - a home automation or a routine keyed to a child's school
SCHEDULED_SCHOOL_RED = [
    "Automation idea: when Ruby Caldwell's tablet leaves Oakfield Primary, send me a notification. How?",
    "when Oliver Bennett gets to St Mary's Catholic Primary I want a ping on my phone",
    "jak Antoś Wiśniewski wyjdzie ze szkoły nr 44 na Ursynowie, włącz światło w przedpokoju",
    "Kiedy Maja Zielińska dotrze do SP nr 7, chcę powiadomienie na telefon. Jak to ustawić w Home Assistant?",
    "jak Zosia Malinowska wyjdzie z SP nr 5 przy Bohaterów Westerplatte, wyślij mi powiadomienie",
    "Sobald Jonas Becker das Goethe-Gymnasium verlässt, soll das Licht im Flur angehen.",
    "Wenn Emma Wagner an der Grundschule am Rosenhof ankommt, schick mir eine Nachricht.",
    "Cuando Lucía Fernández llegue al CEIP Miguel de Cervantes, mándame un aviso al móvil.",
    "En cuanto Pablo Ortega sale del colegio San José, que se encienda la luz del pasillo.",
    "Quand Hugo Lefebvre arrive à l'école Jean-Moulin, envoie-moi une notif.",
    "Dès que Chloé Girard quitte le collège Victor-Hugo, allume le chauffage.",
    "Quand Camille Roux sort du collège Jean-Jaurès, allume le chauffage.",
    "Коли Марко Бондаренко прийде до школи №57, надішли мені сповіщення.",
    "Щойно Дарина Коваль вийде з гімназії №3, хай вмикається світло.",
    "Когда Артём Соколов выйдет из школы № 1520, пусть включится обогреватель.",
    "Как только Алиса Петрова придёт в лицей №2, отправь мне уведомление.",
]
SCHEDULED_SCHOOL_GREEN = [
    "When John Doe leaves Oakfield Primary, send a notification — that's the sample in the docs.",
    "When the kids leave St Anne's Primary, the road gets busy. How do I set a geofence?",
    "when my son leaves school I want the heating on. How do I do a geofence?",
    "Kiedy dzieci wychodzą ze szkoły nr 12, robi się korek. Jak ustawić geofence?",
    "Wenn die Schule am Lerchenberg aus ist, soll die Heizung hochfahren. Wie geht das?",
    "Cuando salga del colegio, que se encienda la calefacción. ¿Cómo hago la geovalla?",
    "Quand Harry Potter quitte Poudlard, il prend le train.",
    "When Prince George leaves St Thomas's school the press follows him.",
    "Kiedy bohaterowie opowiadania, Ala Nowak i Ola Kos, wychodzą ze szkoły nr 3, zaczyna się akcja.",
    "When Taylor Swift leaves St Paul's School after the concert, the fans wait outside — which famous singer went there?",
]

# identity._UNIT (a dormitory and its name, or the field's label, between the name and the street), identity's
# _ROOM_BEFORE_POSTCODE (a room in a hall of residence before the postcode), the hyphened words of a Welsh street, a
# German street's type apart after a town's adjective, a house number's letter after a dash, postal_blocks'
# _SOUTH_SLAVIC_STREET (Serbian, Croatian, Bosnian streets with no postcode)
STUDENT_HOME_RED = [
    "Bitte Anmeldung vorbereiten: Luca Brunner, Studentenwohnheim Hans-Sachs-Straße 8, Zimmer 314, 91054 Erlangen",
    "Anmeldung: Jonas Weber, Studentenwohnheim Am Europakanal, Zimmer 12, 91056 Erlangen",
    "adres: Natalia Pawlak, Kortrijkstraat 12-B, 3514 Utrecht.",
    "Name Gareth Evans, address 9 Pen-y-Bryn Terrace, Aberystwyth SY23 1PQ.",
    "pls fill in: name Rhys Pritchard, address 12 Tan-y-Bwlch Road, Bangor LL57 2DG",
    "Beschwerde an die Stadtwerke Bochum von mir, Frank Obermeier, Hattinger Str. 112, 44789 Bochum, wegen der Nachzahlung",
    "Frank Obermeier, Hattinger Str. 112, 44789 Bochum",
    "Для регистрации: Дмитрий Волков, Bulevar Oslobođenja 45, stan 12, Novi Sad.",
    "Moja siostra Kasia Nowak mieszka w Belgradzie: Bulevar kralja Aleksandra 73, stan 5, Beograd.",
    "Je suis Lucas Martin, résidence CROUS Le Lac, bâtiment C, chambre 118, 33300 Bordeaux.",
    "Hi, I'm Amelia Hartley, Halls of Residence Block B, room 214, 10115 Berlin — how do I register?",
    "Nazywam się Oliwia Sadowska, akademik Babilon, pokój 512, 02-097 Warszawa, proszę o pomoc z pismem",
    "Soy Irene Castaño, residencia universitaria Hernando Colón, habitación 23, 41013 Sevilla. Necesito una queja.",
    "Мене звати Олена Ткачук, гуртожиток №3, кімната 412, 79013 Львів. Допоможи з листом.",
]
STUDENT_HOME_GREEN = [
    "La résidence CROUS Le Lac, bâtiment C, chambre 118, 33300 Bordeaux est-elle bien ? Je cherche un logement.",
    "Studentenwerk Erlangen-Nürnberg, Hofmannstraße 27, 91052 Erlangen — wann haben die geöffnet?",
    "How do I write a dorm address in Germany: [Name], Studentenwohnheim [Street] [No.], Zimmer [No.], [Postcode] [City]?",
    "The university's address is Bulevar Oslobođenja 76, Novi Sad — is it open on Saturday?",
    "Recepcja: akademik Riviera, pokój 12, 02-097 Warszawa — jakie są godziny?",
    "Max Mustermann, Musterstraße 12-B, 12345 Musterstadt — is that the right format for a German form?",
    "Hattinger Str. 112, 44789 Bochum - is that the Stadtwerke office?",
    "Sherlock Holmes, 221B Baker Street, London NW1 6XE is a fictional address.",
    "Put Sherlock Holmes's address, 221B Baker Street, on the escape room's clue card.",
    "vendors.yaml:\n- name: Eastgate Logistics Ltd\n  address: 4 Quay Road, Hull HU1 1AA",
]


@pytest.mark.parametrize("text", SCHEDULED_SCHOOL_RED + STUDENT_HOME_RED)
def test_a_person_tied_to_a_school_or_a_home_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SCHEDULED_SCHOOL_GREEN + STUDENT_HOME_GREEN)
def test_placeholders_public_figures_stories_and_premises_are_not_red(text):
    assert detect(text).label != "red", text

# identity_plates._MEETUP: the one the writer meets, coming by car - the plate identifies one person the writer will see
MEETUP_PLATE_RED = [
    "jutro spotkanie z kolegą z gildii pod Galerią, przyjedzie czarnym Passatem o numerach WX 4721K",
    "зустрічаюсь з хлопцем з гільдії біля ТЦ, він буде на сірій Шкоді з номером АА 4821 КР",
    "Tomorrow I'm meeting a buyer from Vinted at the station, he'll come in a white Corsa YK19 LMN.",
    "Завтра встречаюсь с парнем из клана у ТЦ, он приедет на серой Шкоде А482КР77.",
    "Mañana quedo con un chico del clan en el centro comercial, vendrá en un Seat León gris 4821 KLM.",
]
MEETUP_PLATE_GREEN = [
    "spotkanie w sprawie auta WX 4721K, czy Passat 2015 jest wart 30 tys.?",
    "Which car has plate WX 4721K in the Passat advert? We meet at the showroom.",
    "Meeting point for the car club: the black Passat WX 4721K in the photo is the club's demo car.",
]

# birth_years._ON_NAME / _THATS_KIN: the year of birth and the birthday apart, of a ticket's holder or of the person said
# to be the writer's relative right after the date
SPLIT_BIRTH_RED = [
    "квиток на ім'я Ковальчук Галина Іванівна, 1953 р.н., 14 березня, це моя бабуся",
    "bilet na nazwisko Nowak Halina, 1948 r. ur., 3 marca, to moja babcia",
    "Fahrkarte auf den Namen Erika Brandt, geboren 1949, 12. Mai, das ist meine Oma",
    "train ticket in the name of Margaret Ellis, born 1950, 2 June, she's my nan - can she get the senior railcard?",
]
SPLIT_BIRTH_GREEN = [
    "Rafa Nadal cumple años el 3 de junio y nació en 1986, y mi hijo lo adora.",
    "Elvis Presley, born 1935, 8 January, that's my dad's favourite singer.",
]


@pytest.mark.parametrize("text", MEETUP_PLATE_RED + SPLIT_BIRTH_RED)
def test_a_plate_of_the_one_met_and_a_birth_date_in_two_pieces_are_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", MEETUP_PLATE_GREEN + SPLIT_BIRTH_GREEN)
def test_a_car_for_sale_an_advert_and_a_singer_are_not_red(text):
    assert detect(text).label != "red", text

# empty_homes._AWAY (abroad), empty_homes._stop_after (a flat's "кв." ends no sentence), identity's Cyrillic street without
# its type before the flat ("на Драгоманова 40, кв. 112")
ABROAD_EMPTY_RED = [
    "Ми з 1 по 20 серпня за кордоном, квартира на вул. Драгоманова 40, кв. 112 пуста, налаштуй імітацію присутності.",
    "Мы с 1 по 20 августа за границей, квартира на Тверской 12, кв. 45 пустая, настрой имитацию присутствия.",
    "Od 1 do 20 sierpnia jesteśmy za granicą, mieszkanie na Puławskiej 40 m. 112 stoi puste, ustaw symulację obecności.",
]
# (a street without its type before its flat is an address now: the writer's own, the verb of living alone before it)
OWN_FLAT_RED = [
    "Ми з Харкова, тепер живемо у Львові на Зеленій 12, кв. 4. Як стати на облік?",
    "Мы из Херсона, сейчас живём в Одессе на Дерибасовской 7, кв. 15, как оформить выплаты?",
]
ABROAD_EMPTY_GREEN = [
    "квартира на Драгоманова 40, кв. 112 давно пуста, хто власник?",
    "Продаю квартиру на Тверской 12, кв. 45, 54 кв. м, третий этаж.",
    "Мы летом за границей, а как настроить имитацию присутствия вообще?",
    "We're abroad in August; the office at 14 Alder Close will be empty, who forwards the post?",
]


@pytest.mark.parametrize("text", ABROAD_EMPTY_RED + OWN_FLAT_RED)
def test_a_home_left_empty_while_abroad_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", ABROAD_EMPTY_GREEN)
def test_an_empty_flat_a_sale_and_an_office_are_not_red(text):
    assert detect(text).label != "red", text


def test_the_name_letters_are_defined_once():
    """name_letters.py: the modules that wrote the common set (or the wide one) import it; no copy of either is left."""
    from pathlib import Path

    from app.core.memory.privacy.detector import name_letters

    assert name_letters.UP == "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻŠŽČŘĎŤŇĚŮА-ЯЄІЇҐЁ"
    assert name_letters.LOW == "a-zß-öø-ÿąćęłńóśźżšžčřďťňěůа-яєіїґё"
    assert name_letters.UP_WIDE == "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻŠŽČŘĎŤŇĚŮİĞŞȘȚĂÎŐŰА-ЯЄІЇҐЁ"
    assert name_letters.LOW_WIDE == "a-zß-öø-ÿąćęłńóśźżšžčřďťňěůığşșțăîőűа-яєіїґё"
    folder = Path(name_letters.__file__).parent
    copies = [p.name for p in folder.glob("*.py") if p.name != "name_letters.py"
              and any(f'"{s}' in p.read_text(encoding="utf-8") for s in (name_letters.UP, name_letters.UP_WIDE))]
    assert copies == []
