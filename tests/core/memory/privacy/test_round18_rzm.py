"""Round 18, helper rzm (set broad-zm: travel, moving and living abroad).

Classes added (abroad_values.py, secret_sent_codes.py, and small hooks in numbers.py, phones.py, documents.py,
secrets.py, institutions.py, org_context.py, partial.py, trip_things.py):
- a Polish NIP / REGON named as a business's by its common noun (agency, travel agency, tour operator, carrier,
  employer ...), and the Polish verb "ma" (has) no longer read as the French "ma" (my);
- an embassy's or a consulate's account for its fees; the account an organisation pays aid or a benefit into is
  the receiver's;
- a file's or an appointment's number "2026/00871" (the year, a slash, the serial) is no phone; a parcel's or a
  suitcase's number ("paczka", "bag tag"); a hotel's front desk in French ("réception de l'hôtel"), an estate
  manager's line, an airline's "biuro obsługi", a number "selon leur site"; a complaint's "expediente" is no
  student's file;
- an application's, an appointment's or a file's reference is not scored by the learned model;
- a keyword's value said to be its start or end ("My NIR starts with 1 85 05") is a fragment;
- a sample form's filler (Erika Mustermann's passport, the documentation's sample NIR, a counted-up passport
  number in a "sample" form);
- a relative's birth date told birth word first ("Fecha de nacimiento de mi madre ...: 23/04/1958"), and German
  streets named after a person with hyphens ("Karl-Marx-Allee 90") in the address finder; Dutch and Irish plates
  ("12-ABC-3", "221-D-12345") beside a vehicle and its owner;
- a company register's number named as such is not scored by the learned model;
- a code the bank sends to confirm an operation, said with the verb of sending in any tense, with or without the
  word "code"; recovery codes written in groups; the password word of the country the traveller is in (heslo,
  wachtwoord, senha ...).

The parametrized lists hold sentences the detector got wrong before this round; the `*_STAY` lists guard the new
rules against over-reach (they were right before and must stay so). All sentences are written for these tests.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.partial import partial_spans
from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # a business's NIP / REGON by its common noun
    "Biuro podróży z Gdańska ma REGON 012100784 w stopce, czy to wystarczy, żeby sprawdzić licencję?",
    "NIP przewoźnika 526-104-08-28 jest wydrukowany na bilecie autobusowym.",
    "Agencja pracy w Poznaniu ma NIP 526-104-08-28 – jak sprawdzić, czy jest w KRAZ?",
    "The travel agency in Kraków shows REGON 012100784 at the bottom of the page.",
    "Die Zeitarbeitsagentur in Breslau hat NIP 526-104-08-28 im Vertrag, stimmt das?",
    "Туроператор вказав REGON 012100784 у договорі.",
    "У польской фирмы-перевозчика NIP 526-104-08-28, где это проверить?",
    "Hostel w Krakowie ma NIP 526-104-08-28 na rachunku, mogę go wpisać do rozliczenia delegacji?",
    # an embassy's, a consulate's or an estate manager's account
    "Konsulat RP w Monachium: konto do opłat konsularnych DE80 9935 1819 0937 8657 97.",
    "L'ambassade indique son compte pour les frais de visa : FR89 1895 5597 9711 4710 4974 650",
    "Die Botschaft nennt für die Visagebühr das Konto PL52 5432 3194 8757 4911 8625 2760 – geht auch Karte?",
    "Hausverwaltung ma w umowie konto DE80 9935 1819 0937 8657 97 na czynsz, płacić z Polski?",
    "Посольство указывает счёт для консульского сбора PL52 5432 3194 8757 4911 8625 2760, можно картой?",
    "Konsulat Generalny podaje numer rachunku 52 5432 3194 8757 4911 8625 2760 do opłaty za paszport.",
    # a file's, a parcel's number; a hotel's desk
    "Mam wizytę w urzędzie, numer 2025/004512, co zabrać ze sobą?",
    "Paczka z GLS do Holandii, numer 05222014471883, nie ruszyła się od poniedziałku.",
    "La réception de l'hôtel Ibis à Lyon : 04 78 62 21 21, c'est ouvert la nuit ?",
    "Réception de l'hôtel à Varsovie : +48 22 551 10 00 selon leur site.",
    "Bag tag number 0220 518274 from the LOT desk, the suitcase is still missing.",
    "Numer etykiety bagażowej 0220 518274, walizka nie doleciała do Oslo.",
    "Die Hausverwaltung hat die Telefonnummer 030 2741 5580 für Notfälle angegeben.",
    "Biuro obsługi Ryanair w Polsce: +48 22 152 11 11",
    "Número de expediente de la reclamación a Iberia: IB-2026-00718",
    # an application's or an appointment's reference
    "My visa application number is GWF071234567, still processing after 6 weeks.",
    "Номер заявки на візу: UKR2026A00071, статус без змін.",
    "Número de solicitud del visado de estudiante: AUS7Q2K9XW, sigue en trámite.",
    "Meine Antragsnummer beim Visumzentrum lautet DE26V0081234, seit Wochen keine Antwort.",
    "Cita en Extranjería confirmada, número 14-2026-118203, a las 9:40.",
    "Company number of the letting agent: 09446231, Companies House says active.",
    # a sample form's filler
    "The sample visa form shows passport number 987654321 — should I also write it without spaces?",
    "Im Muster des Antrags steht 'Passnummer C01X00T47, Erika Mustermann' – muss ich das Format genauso schreiben?",
    "Dans le formulaire d'exemple de la CPAM il y a 'n° 1 85 05 78 006 084 91, Jean Dupont' — je dois mettre le mien "
    "pareil ?",
]

RED = [
    # a code the bank sends, in any tense, with or without the word "code"
    "Revolut me manda 735 204 para confirmar la transferencia",
    "Банк надсилає мені 735204 для підтвердження платежу, куди його вводити?",
    "La banque vient de m'envoyer 735 204 pour valider le paiement du loyer.",
    "Die Sparkasse schickt mir 735204 als Bestätigung für die Überweisung nach Polen.",
    "Bank wysłał mi 482913, żeby potwierdzić przelew do Irlandii.",
    "PayPal sent me 482913 to verify the login from Spain.",
    # the password word of the country the traveller is in
    "WLAN im Airbnb in Amsterdam: netwerk Ziggo-5G, wachtwoord Tulp9Fiets2Gr",
    "Wi-Fi в хостелі у Брно: síť HostelNet, heslo Brno2025kolo",
    "Wi-Fi na casa em Porto: rede MEO-4A21, senha 9fKq27LmPx",
    # the business asks for the number: the writer's own
    "Agencja pracy poprosiła o NIP: 526-104-08-28, czy mogę go podać mailem?",
    # the account an organisation pays aid or a benefit into
    "Konto na zasiłek z urzędu pracy w Berlinie: DE80 9935 1819 0937 8657 97",
    "Compte pour l'aide de la CAF : FR89 1895 5597 9711 4710 4974 650",
    "Рахунок у BBVA для допомоги від Червоного Хреста: ES81 7848 5319 4130 0836 9007",
]

IDENTITY_RED = [
    # a relative's birth date with the birth word first, as forms ask for it (identity_forms.py)
    "Дата народження доньки Марії для шкільної анкети в Кракові: 17.08.2014.",
    "Birth date of my son Oliver for the Irish passport form: 02/11/2019.",
    "Fecha de nacimiento de mi madre, Carmen López, para el visado: 23/04/1958.",
    "Data urodzenia mojego syna do wniosku o Kindergeld: 04.02.2017",
    "Geburtsdatum meiner Tochter für das Schulformular in Wien: 03.07.2016",
    "Date de naissance de ma fille pour le passeport : 21/09/2015",
    # a German street named after a person, hyphenated (identity.py)
    "Kaution für die Wohnung von Frau Irena Novak, Karl-Marx-Allee 90, Wohnung 12 – wer zahlt?",
    "Herr Dieter Brandt, Konrad-Adenauer-Platz 4, ist mein Vermieter in Bonn.",
    # a Dutch or an Irish plate with its owner (identity.py: _BARE_PLATE)
    "Samochód na holenderskich numerach 12-ABC-3 jest mojego kolegi Marka Nowaka, mandat przyszedł do mnie.",
    "The van with Irish reg 221-D-12345 belongs to my landlord, Seán Murphy.",
]

GREEN_STAY = [
    "Date of birth of my son goes in box 3, format DD/MM/YYYY?",
    "Date of birth of the child: leave blank until 01/01/2099 if unknown?",
    "Die Karl-Marx-Allee 90 ist ein berühmter Bau in Berlin.",
    "Le numéro de vol AF1366 et la plaque du bus 12-ABC-3 sont sur le billet.",
    "La banque m'a envoyé 1500 € pour valider le prêt.",
    "Booking sent me reservation number 735204 to confirm my stay.",
    "Le propriétaire m'a envoyé 350000 comme numéro de contrat à valider.",
    "Caritas sammelt Spenden für die Hilfe von Flüchtlingen: DE80 9935 1819 0937 8657 97",
]

RED_STAY = [
    "Mój NIP to 526-104-08-28, agencja pracy go potrzebuje do umowy.",
    "Konsulat zwrócił mi opłatę na moje konto PL52 5432 3194 8757 4911 8625 2760.",
    "My bank just sent me 735 204 to approve the payment to the landlord, where do I type it?",
    "Recovery codes before the flight: 44 9120 33, 81 2207 65, 19 0044 82",
    "Jestem na JDG, NIP 526-104-08-28, pracuję dla software house'u z Berlina.",
    "Mi número de expediente de estudiante en la Universidad de Sevilla: 2026-00718",
    "Bei der Online-Einreise sagt das Formular 'Passnummer ungültig': C01X00T47 für Maximilian Otte, geb. 02.05.1979.",
]


@pytest.mark.parametrize("text", GREEN)
def test_travellers_lookalikes_are_green(text: str) -> None:
    assert detect(text).label != "red", detect(text).findings


@pytest.mark.parametrize("text", RED)
def test_travellers_codes_passwords_and_accounts_are_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", IDENTITY_RED)
def test_relatives_birth_dates_and_hyphenated_streets_are_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", GREEN_STAY)
def test_the_new_rules_leave_amounts_bookings_and_donations_green(text: str) -> None:
    assert detect(text).label != "red", detect(text).findings


@pytest.mark.parametrize("text", RED_STAY)
def test_the_new_rules_leave_own_numbers_red(text: str) -> None:
    assert detect(text).label == "red"


def test_spaced_recovery_codes_are_one_finding() -> None:
    text = "Códigos de recuperación de mi banco antes del viaje: 71 2284 09, 33 5160 47, 58 0932 16"
    found = [f for f in detect(text).findings if f.reason == "recovery codes"]
    assert found and text[found[0].start:found[0].end] == "71 2284 09, 33 5160 47, 58 0932 16"


def test_a_keyword_value_said_to_be_a_start_is_a_fragment() -> None:
    assert detect("My NIR starts with 1 85 05, the rest is on the card at home.").label != "red"
    assert detect("Passport number starts with EK and it's EK1234567, for the visa.").label == "red"


@pytest.mark.parametrize("text, fragment", [
    ("The charge came from my card ending 5520, was it the hostel?", "5520"),
    ("Refund went to the card ending 0917 according to the airline.", "0917"),
])
def test_card_ending_without_in_is_a_fragment(text: str, fragment: str) -> None:
    assert any(text[s:e] == fragment for s, e in partial_spans(text))
