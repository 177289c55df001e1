"""Round 19 (rzqr): home, car and neighbours - identifiers, secrets and identity.

- a home address said first, then who lives there: "Na Słonecznej 14 mieszka teraz ...", "In der ... wohnt jetzt
  Familie ...", "Au 5 rue ... habite ...", "The family at 27 Maple Road are ..." (identity_inverted.py), and a move
  under way ("... przeprowadza się do nas na ul. ...");
- a business number said to be a person's own or a named person's: "mon SIRET", "meine USt-IdNr.", "swój NIP ...
  jako osoba fizyczna", "Nachbar Jonas Brandt ..., seine USt-IdNr" (owned_business_ids.py);
- an alarm panel's user code, a garage's or car park's code, a code "to open", a keypad's number
  (secret_home_codes.py);
- "Adres mamy: ...", "L'adresse de mon père : ...", "the address of my tenant is ...": an address labelled with whose
  home it is (identity_inverted.address_of_relative);
- an intercom's flat number then the code, an alarm then a verb of entering and the number;
- plates with Cyrillic car makes, the Russian plate format, the registration papers naming the keeper;
- look-alikes: a document's series letters glued to its number, lottery numbers before the game's name, a building
  manager's phone, a co-owners' body's account and numbers, meter numbers (meter_numbers.py), HMRC's QQ example NINO,
  a product's model code in brackets (product_codes.py).

All sentences are written for these tests (none is taken from a benchmark file). Every RED and GREEN sentence fails
on the code before round 19; the GUARDS are look-alikes of the new rules that must stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.verdict import detect

RED = [
    ('Na Słonecznej 14 mieszka teraz Grażyna Majewska, ta od kotów.', Kind.IDENTITY),
    ('Przy Lipowej 7 zamieszkał Tomasz Wrona z rodziną.', Kind.IDENTITY),
    ('In der Birkenstraße 12 wohnt seit Mai Familie Krüger.', Kind.IDENTITY),
    ('Am Mühlweg 3 wohnt jetzt Herr Albrecht mit seinem Hund.', Kind.IDENTITY),
    ('En la calle Olivo 22 vive ahora Amparo Vidal con su hijo.', Kind.IDENTITY),
    ('En el número 8 de la calle Pinar vive Julián Moreno, el fontanero.', Kind.IDENTITY),
    ('Au 5 rue des Acacias habite désormais Nathalie Roussel avec ses filles.', Kind.IDENTITY),
    ("Au 18 avenue Jean Jaurès, c'est la famille Mercier qui a emménagé.", Kind.IDENTITY),
    ('На вулиці Шевченка, 40 тепер живе Андрій Бондар з дружиною.', Kind.IDENTITY),
    ('На улице Ленина, 12 живёт Светлана Попова, она держит собак.', Kind.IDENTITY),
    ('The family at 27 Maple Road are Dave and Sue Fletcher, they just moved in.', Kind.IDENTITY),
    ('Number 9 Oak Lane is where Margaret Hill lives now.', Kind.IDENTITY),
    ('Teść, Zbigniew Kos, przeprowadza się do nas na ul. Polną 4/2 w Lublinie.', Kind.IDENTITY),
    ('Dla spółdzielni wpisałem swój NIP 8489670320 jako osoba fizyczna, czy to potrzebne?', Kind.IDENTIFIER),
    ("My NIP is 7268475708 — the energy supplier asked for it, I'm just a private tenant.", Kind.IDENTIFIER),
    ('Meine USt-IdNr. lautet DE705419390, ich vermiete eine Ferienwohnung.', Kind.IDENTIFIER),
    ('Mon SIRET est le 27667461139441, je fais des petits travaux chez les voisins.', Kind.IDENTIFIER),
    ('Unser Nachbar Jonas Brandt repariert Fahrräder, seine USt-IdNr DE273754976 steht auf dem Zettel.', Kind.IDENTIFIER),
    ('La voisine, Sophie Marchand, garde des enfants chez elle, son SIRET 50105762413504 est sur la facture.', Kind.IDENTIFIER),
    ('Centrala Satel piszczy, a mój kod użytkownika 5829 nie rozbraja strefy.', Kind.SECRET),
    ("My alarm keeps beeping; the user code 7316 doesn't work anymore.", Kind.SECRET),
    ('Alarmanlage von Jablotron: mein Benutzercode 4471 geht nicht mehr.', Kind.SECRET),
    ('La alarma Ajax no reconoce mi código de usuario 9052.', Kind.SECRET),
    ("Le code utilisateur 6138 de l'alarme ne marche plus depuis la coupure.", Kind.SECRET),
    ('Le code du parking souterrain est 72619, place 33.', Kind.SECRET),
    ('Portero: marca 2A y después el código 4082 para abrir.', Kind.SECRET),
    ('Kod 8264 żeby otworzyć furtkę, wpisz go na domofonie.', Kind.SECRET),
    ("Сусід Іван Гребенюк знову поставив свою Ладу АА 4512 КМ біля під'їзду.", Kind.IDENTITY),
    ('Сосед Виктор Зайцев бросил свою Ниву Т731МР150 прямо у ворот.', Kind.IDENTITY),
    ('Наш сусід Богдан Кравець ставить Опель ВІ 2284 АХ на газоні.', Kind.IDENTITY),
    ('Сосед Олег Петров паркует Форд А123ВС77 на тротуаре.', Kind.IDENTITY),
    ('Ich, Martina Vogt, Halterin laut Zulassungsbescheinigung von M-KV 4721, lege Widerspruch ein.', Kind.IDENTITY),
    # (second batch) an address labelled with whose home it is, an intercom's flat then the code, an alarm's
    # entered number, the plate of a relative's or neighbour's car said as "номер машини ..."
    ('Adres mamy: ul. Ogrodowa 5/3, 30-001 Kraków.', Kind.IDENTITY),
    ('Die neue Adresse meiner Oma ist Rosenweg 4, 80331 München.', Kind.IDENTITY),
    ('La dirección de mi hermano es calle Luna 8, 3ºB, Valencia.', Kind.IDENTITY),
    ("L'adresse de mon père : 15 rue des Lilas, 33000 Bordeaux.", Kind.IDENTITY),
    ('Адреса бабусі: вул. Садова 3, кв. 7, Львів.', Kind.IDENTITY),
    ('Nowy adres teściowej: ul. Polna 7, 20-400 Lublin.', Kind.IDENTITY),
    ('Anschrift meines Vaters: Lindenstraße 9, 10115 Berlin.', Kind.IDENTITY),
    ('domicilio de mi inquilino: calle Real 22, 2ºA, Toledo', Kind.IDENTITY),
    ('Adresse du locataire : 12 avenue Foch, 75016 Paris.', Kind.IDENTITY),
    ('Адрес мамы: ул. Гагарина 15, кв. 8, Казань.', Kind.IDENTITY),
    ('The address of my tenant is 4 Mill Lane, York YO1 7HH.', Kind.IDENTITY),
    ("Intercom at my aunt's flat: buzz 7 then 6612.", Kind.SECRET),
    ('Interfono del piso de mi tía: marca 7 y luego 6612.', Kind.SECRET),
    ('Interphone chez ma tante : 7 puis 6612.', Kind.SECRET),
    ('Домофон у тітки: 7, потім 6612.', Kind.SECRET),
    ('Сигналізація в мами: вводиш 3579 і чекаєш звуковий сигнал.', Kind.SECRET),
    ('Номер машини тата: ВС 1122 АК.', Kind.IDENTIFIER),
    ('Номер машины соседа: А123ВС77.', Kind.IDENTIFIER),
    # (third batch) a German compound door word, a titled person who moved, a parking list in Ukrainian
    ('Der Code für die Bürotür lautet ab Montag 9047.', Kind.SECRET),
    ('Der Kellertür-Code ist 5521, sag es dem Hausmeister.', Kind.SECRET),
    ('Nota: el cliente Sr. Gómez se ha mudado a la calle Pez 9.', Kind.IDENTITY),
    ('Паркінг: Іван Мельник — АА 1234 ВО, Олена Коваль — КА 5521 ІХ.', Kind.IDENTITY),
]

GREEN = [
    'Factura de Naturgy nº FE26321004417 de 96,30 € — ¿es normal?',
    'Mi abuelo siempre jugaba el 07 15 22 31 44 49 en la Primitiva, ¿qué probabilidad hay?',
    'El administrador de la finca atiende en el 963 41 27 80 según el tablón.',
    'La administración de fincas atiende en el 963 41 27 80.',
    'Le syndicat des copropriétaires demande les charges sur son compte séparé FR48 4187 0455 7385 4977 9013 447.',
    'NIP wspólnoty mieszkaniowej: 274-764-27-74.',
    'Le numéro de compteur gaz 0123A45678 est-il le même que le PCE ?',
    'Номер лічильника 0112548 на пломбі — куди його писати?',
    "HMRC's example NINO is QQ123456C, is it real?",
    'Приклад номера NINO QQ123456C з сайту HMRC — це справжній номер?',
    'La sonnette Ezviz DB1C (CS-DB1C-A0-1E2WPFBR) marche-t-elle avec un carillon ?',
    'Does the Reolink E1 Pro (E1PRO-5MP-WH2) work with Alexa?',
    'Modelo del router: HG8245H-5-ES-V2, ¿sirve para fibra?',
]

GUARDS = [
    'Na Słonecznej 14 mieszka teraz dużo studentów.',
    'In der Birkenstraße 12 wohnt niemand mehr, das Haus steht leer.',
    'Au 5 rue des Acacias il y a une boulangerie.',
    'At 10 Downing Street lives the Prime Minister.',
    'En la calle Olivo 22 está la farmacia de guardia.',
    'NIP spółdzielni mieszkaniowej to 274-764-27-74, podaję do przelewu.',
    'Die Hausverwaltung Krüger GmbH hat die USt-IdNr DE705419390.',
    "Le SIRET du syndic Foncia est 27667461139441, c'est pour la réclamation.",
    'Dostawca prądu podał na fakturze NIP 8489670320.',
    'Default user code on the Satel panel is 1234, how do I change it?',
    'Jak zmienić kod użytkownika w centrali Satel? Instrukcja mówi o menu 4.',
    'The garage keypad model LM-3000 arrived, 2 batteries included.',
    'Parking souterrain place 47, 3 heures gratuites.',
    'Le code postal du parking est 75011.',
    'Лада Гранта 2019 року — скільки коштує заміна ременя?',
    'Номерний знак формату АА 1234 ВВ — що означають літери?',
    "Avant d'acheter, vérifiez la carte grise: le numéro AB-123-CD est un exemple.",
    'Faktura FV44051401359 za prąd, czy to dużo?',
    "Je joue toujours 03 12 25 36 41 au Loto, c'est bête ?",
    'Номер счётчика 40219876, куда его писать?',
    'Adres firmy: ul. Przemysłowa 5, 61-001 Poznań.',
    'Die Adresse des Rathauses ist Marktplatz 1, 04109 Leipzig.',
    'La dirección del ayuntamiento es Plaza Mayor 1, Madrid.',
    "L'adresse de la mairie : 2 place de l'Hôtel de Ville, Lyon.",
    'Адреса ЦНАП: вул. Хрещатик 36, Київ.',
    'The address of the school is 10 Park Road, Leeds LS1 1AA.',
    'The intercom has 24 flats and then 3 shops, 1200 residents.',
    'Alarm clock: press 1 then 0700 for the time.',
    'Номер машини на фото не видно, це нормально для страхової?',
]


@pytest.mark.parametrize(("text", "kind"), RED)
def test_a_home_value_or_a_persons_number_is_red(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.label == "red"
    assert kind in {f.kind for f in verdict.findings}


@pytest.mark.parametrize("text", GREEN)
def test_a_meter_model_series_or_building_number_is_not_red(text: str) -> None:
    assert detect(text).label != "red"


@pytest.mark.parametrize("text", GUARDS)
def test_look_alikes_of_the_new_rules_stay_green(text: str) -> None:
    assert detect(text).label != "red"
