"""Round 18 (helper rzo, work and school): a person's tax number on a work paper, an office device's code, a person's
address in a form to fill, and the numbers an employer or a school hands out that are nobody's secret.

- person_papers.py: an invoice from a named person keeps its NIP red (also in the EU VAT form "PL..."); a РНОКПП
  after its holder's name in a payroll list; institutions.py no longer reads "pracownica" (a worker) as "pracownia"
  (a workshop); "umowa zlecenie" is a contract's kind, not an order (context.py).
- org_context.py: a school's, a university's or a dean's office line ("Ліцей №3, ... тел.", "teléfono de
  conserjería", "Dziekanat, tel."), not a home's line given for the school.
- numbers.py: a European health insurance card's number (EHIC, GHIC, CEAM, tarjeta sanitaria europea,
  Europäische Krankenversicherungskarte), not a sample card's issuer digits and zeros.
- numbers.py: the documented sample PESEL 44051401359 is nobody's unless "my"/"mój" says so.
- numbers.py: a passport given "for the tickets" is the traveller's, not the ticket's number; "la matrícula del
  máster" is an enrolment, not a car's plate.
- secret_staff_codes.py: a copier's or a printer's code.
- secret_phrasings.py: a work or school room's code ("código del despacho", "code for the server room", "код від
  учительської").
- mockup_persons.py: "fill the template" with real data is no mock-up; identity.py: "Av." (avenida), a titled person
  with a short clause before a colon, a birth date in a task for the assistant ("Can you write a permission slip for
  ..., born ...?") is no trivia question; birth_lists.py: names and dates in a list titled as holding birth dates
  (an insurance list, "with dates of birth"); encyclopedic.py: "(geb. ...)" in a class trip's list is no biography; identity_chat.py: a colleague, an intern, a caretaker who "lives at".
- work_badges.py, context.py, numbers.py, trip_things.py, secret_phrasings.py (green): an employee's or a badge's
  number, a school's registry code, an inventory number, a school's or a university's account, an account "a nombre
  de ... S.L.", a street "des Pins".

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # a person's NIP / VAT number on papers
    "Nowy pracownik na umowie zlecenie przysłał NIP 330-159-56-91, wpisz go do kartoteki.",
    "Pracownica z działu kadr podała NIP 9859611191 do umowy.",
    "Rachunek od tłumaczki Katarzyny Lis ma NIP PL2048386555, czy to wystarczy?",
    "The invoice from the tutor Anna Kowalczyk shows NIP 3301595691, can I book it?",
    "Invoice from Marta Lis (sole trader), NIP 3301595691, for tutoring in November.",
    "Honorarrechnung von Frau Petra Lang, Steuernummer 21/815/08150, bitte ablegen.",
    # РНОКПП after its holder's name
    "Виплата за грудень: Богдан Лисенко 4290809594, Ганна Мельник 1549108827. Зроби таблицю.",
    "Ведомость: Дмитрий Орлов 4290809594, Анна Белова 1549108827, сделай таблицу.",
    "Ткач Петро | 2387677085 | бухгалтер",
    # a passport given for a paper
    "Para los billetes de avión: pasaporte de Marta Gil AAB123456, válido hasta 2030.",
    # an office device's code
    "My code for the printer is 4471, lend it to the intern today.",
    "Mein Druckercode ist 6618, gib ihn der Aushilfe.",
    "Mi código de impresora es el 3391, déjaselo al becario.",
    "Код до ксерокса — 5824, передай новенькій.",
    # a person's address in a template to fill, "Av.", titled persons
    "For the contract I need Chloe Barnes's home address: 8 Rowan Close, Leeds LS6 2AB. Fill in the template please.",
    "Para el convenio: Lucía Ramos, domicilio calle Mayor 12, 3º B, 28013 Madrid. Rellena la plantilla.",
    "Для договору: Оксана Петрук, проживає вул. Шевченка 8, кв. 3, Львів 79000. Заповни шаблон.",
    "La becaria, Irene Soto, vive en Av. del Puerto 118, 46023 Valencia.",
    "On envoie des fleurs à M. Lambert qui vient d'être opéré : 7 rue Pasteur, 21000 Dijon.",
    "Send a get-well card to Mrs Hughes who broke her leg: 22 Birch Avenue, York YO10 3DD.",
    # a list said to hold birth dates (a trip's insurance list, "with dates of birth")
    "Trip list with dates of birth: Amelia Clark 12/03/2012, Noah Evans 05/07/2012.",
    "Lista na ubezpieczenie wycieczki: Zofia Maj 2012-03-12, Antoni Lis 2012-07-05.",
    "Versicherungsliste Klassenfahrt: Emma Schulz (geb. 12.03.2012), Paul Wolf (geb. 05.07.2012).",
    "Lista para el seguro: Lucía Sanz, 12/03/2012; Hugo Gil, 05/07/2012.",
    "Список на страховку: Софія Мельник 12.03.2012, Артем Бойко 05.07.2012.",
    # a European health insurance card's number
    "EHIC numbers for the trip: Amelia Clark 80826000001234567890, Noah Evans 80826000009876543210.",
    "N° de CEAM de Léa : 80250000001234567890, pour la sortie en Espagne.",
    "Europäische Krankenversicherungskarte von Paul: 80276000001234567890.",
    # a work or school room's code
    "El código del despacho es 6624, pásaselo a la sustituta.",
    "The code for the server room is 8127, send it to the new technician.",
    "Код від учительської — 2580, передай прибиральниці.",
    # a birth date in a task for the assistant, not a question about a public figure
    "Can you write a permission slip for Leo Carter, born 14/05/2014?",
    "Peux-tu inscrire Jules Petit, né le 11/04/2013, à la sortie ?",
    # a person of the workplace or the school named by their role, with a verb of living
    "The caretaker lives at 3 School Lane, Didcot OX11 7AB — write him a thank-you card.",
    "Our intern lives at 22 Park Road, Bristol BS1 4AB, send the contract there.",
    "Praktykantka mieszka przy ul. Leśnej 4, 30-001 Kraków, wyślij tam umowę.",
    "Der Azubi wohnt in der Bergstraße 7, 69115 Heidelberg.",
    "Le stagiaire habite 4 rue Voltaire, 13001 Marseille.",
    "La nueva compañera vive en la calle Luna 7, 41001 Sevilla, mándale el paquete.",
    "Практикант живе на вул. Садовій 3, Харків.",
]

GREEN = [
    # an employee's or a badge's number, named as such
    "My employee number is 008812 and the payroll portal rejects it; write to HR.",
    "My staff number is 0077120 and the car park barrier does not open; draft a note to facilities.",
    "Mój numer pracownika to 0044120, system urlopowy go nie widzi — napisz do kadr.",
    "Meine Mitarbeiternummer ist 0034471, das Zeiterfassungsterminal kennt mich nicht.",
    "Mi número de empleado es 45-7712 y no me sale la nómina; escribe a RRHH.",
    "Mon numéro de badge est 0071245, le portique ne s'ouvre plus ; écris à l'accueil.",
    "Мій табельний номер 0010077, бухгалтерія не бачить мої години.",
    "I lost my staff card, number 00112233, please draft a request for a new one.",
    "Mi tarjeta de empleado 00417723 no abre la puerta del parking.",
    "Ma carte professionnelle n° 00417723 n'ouvre plus le parking.",
    "My employee ID is 00417723, how do I log into the benefits portal?",
    # a school's or a university's office line
    "Підпис: Ліцей №3, вул. Шкільна 5, Київ, тел. 044 123 45 67, ЄДРПОУ 12345678.",
    "Horario: lunes 8:30-14:30, aula 12, teléfono de conserjería 912 345 678.",
    "Dziekanat, tel. 22 123 45 67, czynny do 15.",
    "The school office phone is 01865 123456, put it on the letter.",
    # the documented sample PESEL (Wikipedia's, validators' docs) in a lesson
    "For the IT class, explain why PESEL 44051401359 is the sample number in the textbook.",
    "Walidator odrzuca PESEL 44051401359 podany w dokumentacji jako przykład, dlaczego?",
    # an ERP document's or a course's number
    "SAP-Nummer 4500123456 der Bestellung, bitte an den Einkauf.",
    "Kursnummer 04-117-2026, Raum B 2.17, bitte in den Kalender.",
    # a school's registry code
    "Le code UAI de l'école est 0751234A, il faut le mettre sur la demande de subvention.",
    # an inventory number
    "Inventory number 0612345678 is the broken projector in room 12, write to IT.",
    "Numéro d'inventaire 0612345678 : l'ordinateur ne démarre plus, écris au service informatique.",
    "Inventarnummer 0612345678, der Beamer ist kaputt, schreib an die IT.",
    "Numer inwentarzowy 0612345678 — rzutnik nie działa, napisz do informatyka.",
    # a school's, a university's or an academy's account; an enrolment fee
    "Przeredaguj ogłoszenie: czesne wpłacamy na konto uczelni PL19 3982 5979 1907 4833 7887 6232.",
    "Composez le message : la sortie se paie sur le compte du lycée Victor-Hugo, FR31 8601 2904 0479 6669 7251 027.",
    "Rundschreiben: das Schulgeld geht auf das Konto der Hochschule, DE81 8991 3944 1177 1516 20.",
    "Para pagar la matrícula del máster: ES95 3464 6869 5896 9350 4925, a nombre de la universidad.",
    "La matrícula del curso cuesta 1.200 €, se paga en la cuenta ES95 3464 6869 5896 9350 4925 de la escuela.",
    # a street named after pines
    "Le club de tennis est au 5 allée des Pins, 33000 Bordeaux.",
]

STILL_RED = [
    "La matrícula del coche de mi profesor es 4821 KLM, ¿le dejo una nota?",
    "El alumno aparcó mal: matrícula 4821 KLM, escribe a la familia.",
    "Mój NIP PL3204642718 do faktury",
    "write to reception that my badge PIN is 5296 and it keeps getting rejected at gate 3",
    # a home's or a relative's line given for the school stays the family's
    "Phone number of Tom's mum for the school trip: 01865 123456",
    "Numer domowy dla szkoły: 22 123 45 67",
    "Festnetz von Oma für die Schule: 030 1234567",
    "Téléphone fixe des grands-parents pour l'école : 04 72 12 34 56.",
    "Mi hijo va al colegio, mi móvil es 612 345 678.",
    "Mój PESEL to 44051401359, wpisz do formularza.",
    "mypesel 44051401359",
]

STILL_GREEN = [
    "La empresa polaca a la que vendo aceite en Poznań tiene NIP PL7468503935, ¿debo comprobarlo en VIES?",
    "Firma, której sprzedajemy meble, ma NIP PL3301595691 — czy sprawdzić go w VIES?",
    "The printer shows error code 5100 after the update, what does it mean?",
    "Make a template: Dear [Name], your address [Street 1, 00-000 City] is confirmed.",
    "Fill the template with sample data: Jordan Ellis, 14 Larkspur Close, Bedford MK41 7QX.",
    "Zlecenie nr 4412/2026 z dnia 3.12, proszę o potwierdzenie.",
    "The teacher is at 12 Station Road today for the museum visit.",
    "The student union is at 5 College Road, send the posters there.",
    "Was Ed Sheeran born on 17 February 1991?",
    "Іван Бондар 4290809594 грн",
    "Rechnung von Hans Müller GmbH, Steuernummer 21/815/08150",
    "Angela Merkel (geb. 17.07.1954) ist eine deutsche Politikerin.",
    "Birthdays this month: the team lunch is on 12/03/2026 with Amelia Clark.",
    "What is the EHIC and how do I apply for one before the school trip?",
    "The EHIC leaflet shows the card number 80826000000000000000 as an example.",
]


@pytest.mark.parametrize("text", RED)
def test_work_and_school_private_values_are_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_work_and_school_lookalikes_stay_green(text: str) -> None:
    assert detect(text).label != "red", detect(text).findings


# guards: what the new rules must not change (these passed before round 18 too)
@pytest.mark.parametrize("text", STILL_RED)
def test_guard_plates_pins_and_own_vat_numbers_stay_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", STILL_GREEN)
def test_guard_firms_errors_and_mockups_stay_green(text: str) -> None:
    assert detect(text).label != "red", detect(text).findings
