"""Round 31 (rident): a person's name with a home address or a birth date in one structured record - YAML fixtures,
JSON objects, CSV rows under their header, SQL inserts - whatever the name (identity_rows.py). Sentences and rows
written for these tests, none taken from a benchmark file.

Classes:
- Y  YAML or JSON records: a name key (name, imie, Vorname + Nachname, nombre, prénom + nom, ім'я) and an address key
  with a house number, or a birth key with a date, in the same record - also when the writer asks whether the rows
  will do as test data, fixtures or seed data;
- C  CSV / TSV / semicolon rows under a header that names a name column and an address or birth column, a quoted
  "Surname, Given" cell, the address running over the city and postcode columns;
- S  SQL inserts whose column list names the columns;
- G  green twins: placeholder people, generated-looking values, rows said to be fake or generated, an organisation's
  record, an address with no house number, a header with no address or birth column.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # Y
    "seeds/users.yml:\n- name: Tamsin Okonkwo-Reid\n  address: 58 Larchfield Road, Dundee DD2 1QT\nis this ok for staging?",
    "fixture do testów:\n- imie: Bronisława Kaczorowska\n  adres: ul. Wrzosowa 17/4, 20-819 Lublin\nmoże być?",
    "testdaten.yaml\n- vorname: Waltraud\n  nachname: Pfefferkorn\n  anschrift: Lerchenweg 21, 72070 Tübingen\npasst das so?",
    "datos.yml:\n- nombre: Inmaculada Berrocal Saez\n  direccion: calle Zurbarán 6, 06001 Badajoz\n¿sirve como datos de prueba?",
    "fixtures/clients.yaml :\n- prenom: Gwenaëlle\n  nom: Kerbrat\n  adresse: 31 rue de Siam, 29200 Brest\nça passe en recette ?",
    "seed.yaml:\n- ім'я: Богдана Литвиненко\n  адреса: вул. Січових Стрільців 40, кв. 12, Київ\nпідійде для тестів?",
    '{"full_name": "Caspian Thorogood", "home_address": "7 Millbrook Terrace, Bath BA2 4RT"} - why does the parser choke?',
    'test row: {"name": "Leokadia Mrozowska", "data_urodzenia": "1958-04-17"} - czemu walidacja odrzuca datę?',
    "record:\n  patient_name: Fenella Strachan\n  dob: 14/09/1963\ncan I keep this in the unit test?",
    # C
    "pandas reads this wrong:\nname,address,city\n\"Quartermaine, Odessa\",22 Wickham Way,Ipswich IP4 2HN",
    "imie_nazwisko;adres;miasto\nEugenia Szczepańska;ul. Akacjowa 9 m. 3;Radom\nczemu Excel psuje polskie znaki?",
    "Vorname;Nachname;Geburtsdatum\nHannelore;Wischnewski;03.02.1949\nwarum erkennt LibreOffice das Datum nicht?",
    "nombre,fecha_nacimiento\nCasilda Arrieta Mendizabal,1971-06-30\n¿por qué falla el import?",
    "nom\tdate_naissance\nSolange Peyrefitte\t1966-12-08\nle séparateur tab ne marche pas",
    "піб,адреса\nТарас Когутяк,\"вул. Наукова 7, кв. 15, Львів\"\nчому розбивається рядок?",
    # S
    "INSERT INTO customers (first_name, last_name, birth_date) VALUES ('Ottilie', 'Brackenridge', '1984-07-19'); error 1292",
    "INSERT INTO pacjenci (imie_nazwisko, adres) VALUES ('Sabina Włodarczyk', 'ul. Kręta 4, 62-800 Kalisz'); nie działa",
    "insert into kunden (name, geburtsdatum) values ('Gottfried Lämmerhirt', '1952-10-05'), ('Rosemarie Kühn', '1961-01-22');",
    "INSERT INTO pacientes (nombre, fecha_nacimiento) VALUES ('Remedios Olabarria', '1977-03-11'); ¿por qué da error?",
    "INSERT INTO абоненти (піб, дата_народження) VALUES ('Ярема Пилипчук', '1980-05-02'); чому помилка кодування?",
]

GREEN: list[str] = [
    # placeholders and generated values
    "fixtures.yaml:\n- name: John Doe\n  address: 123 Main St, Springfield\nis this ok?",
    "seed.yml:\n- imie: Jan Kowalski\n  adres: ul. Przykładowa 1, 00-001 Warszawa",
    "testdaten:\n- vorname: Max\n  nachname: Mustermann\n  anschrift: Musterstraße 1, 12345 Musterstadt",
    "users.csv\nname,address\nuser_001,12 Test Street\nuser_002,14 Test Street",
    "name,street,city\nFoo Bar,1 Foo Lane,Bartown\nwhy does the parser fail?",
    "INSERT INTO users (name, dob) VALUES ('Test User', '1990-01-01');",
    "faker gives me rows like:\n- name: Harriet Pennington\n  address: 88 Willow Crescent, Leeds LS6 2AB\nhow do I set the locale?",
    "generated data for the demo:\n- nombre: Lucía Serrano\n  direccion: calle Luna 12, Madrid",
    # an organisation, no house number, no address or birth column
    "suppliers.yaml:\n- name: Northwind Logistics\n  address: 12 Harbour Road, Hull HU1 2AA",
    "- name: Ingrid Halvorsen\n  address: Oslo, Norway\n  role: speaker",
    "name,email,team\nTobias Renner,t.renner@firma.de,backend\nwhy is the sort wrong?",
    "INSERT INTO products (name, created_at) VALUES ('Oak Table', '2021-03-04');",
    "INSERT INTO staff (full_name, hired) VALUES ('Marguerite Oyelaran', '2015-09-01');",
]


@pytest.mark.parametrize("text", RED)
def test_records_with_a_person_and_home_or_birth_are_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", text
    assert any(f.kind.name == "IDENTITY" for f in verdict.findings), (text, verdict.findings)


@pytest.mark.parametrize("text", GREEN)
def test_placeholder_generated_and_organisation_records_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not any(f.kind.name == "IDENTITY" for f in verdict.findings), (text, verdict.findings)
