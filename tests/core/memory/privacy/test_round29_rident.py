"""Round 29 (rident): identity - a named person tied to a birth date, a home address or a licence plate - in the ways
the fresh sets broad-zzz16..zzz20 wrote them and the detector did not read. Sentences written for these tests, none
taken from a benchmark file.

Classes (the mechanism in brackets):
- R1 a child's birth date under its key in a pasted record (JSON, YAML, a form): the key says what the date is, so a
  child's year counts as an adult's (identity_records._keyed_births);
- R2 a table pasted with its header: a birth column and one or two names columns, the rows under them (CSV, semicolons,
  tabs, a Markdown table) - identity_records._table_births;
- A1 a form that splits the address into fields: the street under its key, the house number or the postcode under
  theirs (identity_marked._numbered_near), and a value that is itself a key ("address: Name: ...") is no value;
- A2 a Polish street without its type in the genitive, between "z"/"ze"/"spod"/"przy" and the town ("z Długiej 8 w
  Ostródzie") - identity.py's _ADDRESS and its hint;
- B1 the hour of the birth between the birth word and the date ("kam am ... um 6:40 zur Welt", "was born at 6:40 am
  on ...") - birth_fields.timed_view;
- B2 the date of birth asked for in one sentence, a name and a full date given in another - birth_fields.find_asked_births;
- P1 a title between the vehicle and its owner ("auto pana Witolda Gajewskiego", "das Auto von Herrn ...") -
  plate_links._OF_PERSON;
- G green twins: placeholders, a table of products or releases, a date after this year, a date another word claims
  (an appointment, a wedding, "since"), historical and public people, a company's record, a shop's address, a street
  word that is no street ("z Kasią 3 dni w Krakowie").

RED: green on the base (5af20ac), red now. GREEN_ALSO: twins, green on the base and now. KEPT: red on the base and
still red (the same classes, already read).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # R1
    'Check this JSON for the swim club signup: {"swimmer": "Olivia Bennett", "date_of_birth": "2014-09-03", "group": "B"}',
    'Sprawdź ten JSON na obóz: {"uczestnik": "Zuzanna Wójcik", "data_urodzenia": "2012-07-15", "turnus": 2}',
    'Ist das JSON gültig? {"kind": "Leonie Schubert", "geburtsdatum": "2016-11-30", "gruppe": "Bären"}',
    '¿Está bien este JSON? {"alumno": "Lucía Herrero", "fecha_de_nacimiento": "2013-02-17", "curso": "4B"}',
    'Ce YAML est correct ?\nenfant: Chloé Martin\ndate_naissance: 2015-05-21\nclasse: CE2',
    'Перевір YAML для гуртка:\nучасник: Марія Бондаренко\nдата_народження: 2014-10-09\nгрупа: старша',
    # R2
    "Sort this by age:\nfirst_name,last_name,dob\nHarriet,Collins,1988-04-12\nGeorge,Walsh,1991-10-30",
    "Trie par âge :\nnom,prénom,date_naissance\nLefebvre,Camille,2010-03-14\nRoux,Hugo,2009-07-02",
    "Відсортуй за віком:\nпрізвище,ім'я,дата_народження\nКовальчук,Олена,1993-05-17\nШевчук,Андрій,1990-09-01",
    # A1
    "Tidy this into a label: Name: Harriet Collins / House: 14 / Street: Ashdown Road / Town: Derby / Postcode: DE1 3GH",
    "Zrób z tego etykietę: Imię i nazwisko: Katarzyna Zielińska / Ulica: Lipowa / Nr domu: 12 / Miasto: Kielce",
    "Mach daraus ein Etikett: Name: Julia Becker / Straße: Ahornweg / Hausnummer: 7 / Ort: Kassel",
    "Hazme una etiqueta: Nombre: Marta Delgado / Calle: del Olmo / Número: 9 / Ciudad: Burgos",
    "Fais-en une étiquette : Nom : Camille Lefebvre / Rue : des Acacias / Code postal : 69003 / Ville : Lyon",
    # A2
    "Pan Zdzisław Kowalczyk z Ogrodowej 14 w Pile znowu pali śmieci w piecu, gdzie to zgłosić?",
    "Pani Halina Mazur ze Słonecznej 3 w Lesznie trzyma psa na balkonie cały dzień.",
    # B1
    "Our son Oliver Grant was born at 3:15 am on 12 March 2025, help me word the announcement.",
    "Nasz syn Antoni Wójcik urodził się o 3:15 12 marca 2025, pomóż mi z zawiadomieniem.",
    "Unser Sohn Paul Richter kam am 12. März 2025 um 3:15 Uhr zur Welt, hilf mir mit der Karte.",
    "Nuestro hijo Mateo Herrero nació a las 3:15 del 12 de marzo de 2025, ayúdame con la tarjeta.",
    "Notre fils Louis Garnier est né à 3h15 le 12 mars 2025, aide-moi pour le faire-part.",
    # B2
    "The airline wants her date of birth for the booking. Harriet Collins, 14 February 1988. Is a middle name needed?",
    "Do legitymacji potrzebna jest data urodzenia. Katarzyna Zielińska, 3 czerwca 1984. Co jeszcze wpisać?",
    "Para el seguro piden la fecha de nacimiento de mi suegra. Carmen Delgado – 23 de agosto de 1956. ¿Algo más?",
    "Pour la carte, il faut la date de naissance. Camille Lefebvre : 14 mars 1990. C'est tout ?",
    "Для квитка потрібна дата народження тещі. Олена Ковальчук, 17 травня 1963 року. Що ще треба?",
    # P1
    "It's the same car in the disabled bay every night. It's the car of Mr Gareth Price from flat 4. Reg CU68 RWB.",
    "Od tygodnia zastawia mi wyjazd ten sam samochód. To auto pana Zdzisława Kowalczyka z parteru. Rejestracja WPI 52817.",
]


GREEN_ALSO: list[str] = [
    # G: placeholders, products, a date after this year, a date another word claims
    "first_name,last_name,dob\nJohn,Doe,1990-01-01\nJane,Doe,1992-02-02",
    "product;sku;release_date\nWidget;AB-12;2019-02-23\nGadget;CD-34;2020-03-11",
    '{"name": "Harriet Collins", "date_of_birth": "2031-06-14"}',
    "The form asks for a date of birth. Appointment with Harriet Collins, 30 March 2025.",
    "Geburtsdatum fehlt noch. Hochzeit mit Julia Becker, 3. Mai 2021, war schön.",
    "Potrzebna data urodzenia? Katarzyna Zielińska pracuje u nas od 3 czerwca 2019.",
    # G: historical and public people
    "Albert Einstein was born at 11:30 on 14 March 1879.",
    "Which date of birth does Wikipedia give for Marie Curie, 7 November 1867?",
    # G: a company's or a shop's record, a word that is no street, the birth hour of nobody named
    "Company: Ashdown Logistics\nStreet: Ashdown Road\nHouse: 14",
    "Sklep z Długiej 8 w Ostródzie ma promocję na rowery.",
    "Byłam z Kasią 3 dni w Krakowie, było super.",
    "The train left at 6:40 on 9 May 2025 and I was born in Leeds.",
]


KEPT: list[str] = [
    'Validate this JSON: {"name": "Harriet Collins", "date_of_birth": "1988-02-14"}',
    "Pani Halina Mazur mieszka przy Słonecznej 3 w Lesznie.",
    "Unser Sohn Paul Richter ist am 12. März 2025 in Köln zur Welt gekommen.",
    "Для квитка потрібна дата народження: Олена Ковальчук, 17.05.1963.",
    "Posortuj po dacie:\nimie;nazwisko;data_urodzenia\nKatarzyna;Zielińska;1984-06-03\nTomasz;Lewandowski;1979-12-19",
    "Bitte als Tabelle formatieren:\nVorname\tNachname\tGeburtsdatum\nJulia\tBecker\t14.02.2012\nFelix\tHoffmann\t02.09.2011",
    "Ordena por fecha:\n| Nombre | Fecha de nacimiento |\n|---|---|\n| Marta Delgado | 23/08/1990 |\n| Pablo Ortega | 11/01/1987 |",
    "Für das Ticket braucht die Bahn das Geburtsdatum meiner Freundin. Julia Becker, 14.02.1992. Reicht das?",
    "Seit Tagen blockiert derselbe Wagen die Einfahrt. Es ist das Auto von Herrn Dieter Krause aus dem Erdgeschoss. Kennzeichen KS-DK 418.",
    "Cada mañana bloquea el vado el mismo coche. Es el coche del señor Andrés Molina del bajo. Matrícula 4821 KLM.",
    "Це машина пана Андрія Бондаренка з першого поверху. Номер ВС 4821 КН.",
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN_ALSO)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)
