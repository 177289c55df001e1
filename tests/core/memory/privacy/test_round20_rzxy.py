"""Round 20, rzxy (broad-zx, broad-zy): whose number is this.

An organisation's own numbers presented as such stay green: the employer's SIRET on a payslip, the payer's NIP on a
PIT-11, a clinic's, a law firm's or a court's line, a toll-free hotline, the account a court, a lab or a mutual gives
"for paying fees" or as "su cuenta / son RIB / свій рахунок", a passport's parcel tracking number. A person's numbers
given through an organisation stay red: the account a direct debit draws on, the account a fund pays a pension into,
a relative's or a named member's account, a phone the clinic called the writer on. Also: a Cl@ve PIN right after the
portal's name, a Polish plate typed without its space after "mój samochód", the published test cards in talk about
their check digit (Luhn, validation, regex).

The sentences are the author's own (not the sets' lines). The *_NEW lists fail on the code before round 20; the
*_KEPT lists are the neighbours the same rules must not change.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# an organisation's own number, said so: green (red before round 20)
ORG_OWN_NEW = [
    'Die Kanzlei hat ihre Telefonnummer geändert, neu: 089 2154 3870, bitte im Adressbuch ersetzen.',
    'La gestoría tiene su cuenta ES24 7253 8156 2794 8406 1516 para pagar las minutas, ¿es normal pagar por adelantado?',
    'Лікарня дала свій рахунок для оплати за палату: UA37 0330 7666 1934 5145 0612 3100 7, ТОВ «Медсервіс».',
    '¿El teléfono de la mutua, 913 456 789, atiende los sábados?',
    'Kancelaria notarialna ma telefon 12 422 33 44, zadzwoń i umów podpisanie aktu.',
    "Le numéro du greffe du tribunal est le 04 72 60 70 12, ils répondent l'après-midi.",
    'Das Labor hat die Telefonnummer 0341 9712 345, dort kann man Termine ausmachen.',
    'Przychodnia ma nowy numer do rejestracji: 22 658 41 90, wydrukuj kartkę na drzwi.',
    'W PIT-11 jako płatnik widnieje NIP 1505488636, to NIP zakładu pracy mamy.',
    'Der Arbeitgeber hat im Lohnzettel die Betriebsnummer und die Telefonnummer 040 3861 2290 der Personalabteilung angegeben.',
    'Лабораторія має номер 044 234 56 78, туди можна дзвонити щодо результатів.',
]

# a person's number given through an organisation: red (green before round 20)
PERSON_VIA_ORG_NEW = [
    'Do polecenia zapłaty w klubie podałam konto córki: PL12 0284 4757 0293 4343 3808 6038.',
    'Пенсійний фонд перераховує пенсію бабусі на UA93 2630 0367 9170 2502 4054 9857 4.',
    'ZUS przelewa emeryturę taty na PL66 5914 7975 9770 3270 7968 0420, a teraz chcą zmienić bank.',
    'Для членських внесків клубу: член клубу Олег Петренко, рахунок UA45 4710 4974 6507 5291 7034 2366 7.',
    'Sportverein-Mitglied Paul Wagner zahlt per Lastschrift von DE50 5260 1815 9083 0166 13.',
]

# already green: must stay so
ORG_OWN_KEPT = [
    'Sąd Rejonowy podaje swój rachunek do opłat sądowych: PL58 4701 7468 1453 8401 9161 4610, czy tytuł przelewu to sygnatura?',
    "The clinic's new reception number is 0113 243 8765, can you add it to the fridge list?",
    "Le cabinet d'avocats m'a donné son RIB pour les honoraires : FR93 0967 9290 8100 3390 7579 383.",
    'Pracodawca ma NIP 9947051432 — wpisuję go w PIT-37 w rubryce płatnika?',
    'Le SIRET de mon ancien employeur est 748 227 782 00079, je dois le mettre sur le formulaire France Travail ?',
    'Номер гарячої лінії Пенсійного фонду 0 800 503 753 — чи можна дзвонити з-за кордону?',
    'Телефон горячей линии Соцфонда 8 800 100 00 01, он бесплатный?',
    'Nuestra clínica tiene nuevo número de recepción, 933 456 712, haz un cartel para la sala de espera.',
    'Na zaświadczeniu z banku w rubryce wystawcy jest NIP 8710180783 — czy to NIP banku?',
    'Die Krankenkasse nennt ihr Konto für freiwillige Beiträge: DE73 4067 9475 4100 5559 44 — Verwendungszweck die Versichertennummer?',
    'The court lists its account for paying fees as GB62 BARC 5873 3552 8211 14, use your case number as reference.',
    'Para pagar la tasa, el juzgado da su cuenta ES37 9170 0706 1622 1327 3552.',
    'La mutuelle indique son IBAN FR88 2769 5509 3109 8696 1417 766 pour les cotisations, selon son site.',
    'Hurtownia, u której zamawiamy, podała NIP 3439536568 — sprawdź ją w białej liście.',
    "Sur l'attestation, le SIRET de l'organisme payeur est 99597192600044, c'est lui que je mets ?",
    'Податкова дала свої реквізити для сплати: UA66 7819 8545 1053 6232 2597 9456 4, отримувач ГУК.',
    'Die Anwaltskanzlei ist unter 0711 2274 560 erreichbar, schreib das in die Signatur.',
    'The insurer gave their account for the excess payment: GB22 NWBK 9754 3231 9487 57.',
    'Notre cabinet comptable est joignable au 01 44 55 66 77, mettez-le dans la réponse automatique.',
]

# already red: the organisation words must not drop them
PERSON_VIA_ORG_KEPT = [
    'Für die Lastschrift des Fitnessstudios: Kontoinhaber Jan Becker, IBAN DE56 7877 8932 8792 1742 18.',
    "Pour le prélèvement de la cantine, l'école a le RIB de Paul Martin : FR83 1452 9148 8897 8411 3014 822.",
    "The pension fund pays Dad's pension into GB65 BARC 9525 2999 6689 74 every month.",
    'Die Rentenversicherung überweist die Rente meiner Mutter auf DE65 2250 3323 7551 4212 50.',
    'La CAF verse les allocations de ma sœur sur FR97 8194 8219 9351 8190 9378 657.',
    "Member Sarah Collins, account GB47 BARC 7283 7832 6616 63, for the club's direct debit.",
    'El club cobra la cuota por domiciliación en la cuenta de mi hijo ES64 3391 2865 7420 4155 0048.',
    'Die Klinik hat mich auf meinem Handy 0171 2345678 angerufen.',
    'Le cabinet a appelé ma mère au 06 12 34 56 78 pour le rendez-vous.',
]

# a Cl@ve PIN right after the portal's name, no connector
PORTAL_PIN_NEW = [
    'Me ha llegado el Cl@ve PIN 962YYH, entra tú en la sede y descarga el borrador.',
    'mi madre tiene el cl@ve pin 7KQ ahora mismo, date prisa',
    'Te paso el PIN de Cl@ve 3B7, entra con mi DNI.',
    'Ya tengo el Clave PIN A82, ¿lo metes tú en la web de la Seguridad Social?',
]

# questions about the portal stay green
PORTAL_KEPT = [
    '¿Cómo se pide el Cl@ve PIN si no tengo la app?',
    'El Cl@ve PIN dura 10 minutos, ¿verdad?',
    'Cl@ve PIN 24 horas: ¿funciona también en festivos?',
]

# a Polish plate typed without its space, a car word right before it, its owner
GLUED_PLATE_NEW = [
    'Dostałem wezwanie ze straży miejskiej, mój samochód LU14110 rzekomo przekroczył prędkość.',
    'Fotoradar złapał auto mojej żony WX4821K na 70 km/h, co teraz?',
]

# a part's or a product's code beside a car stays green
PLATE_KEPT_GREEN = [
    'The RTX4090 in my new car-themed gaming PC runs hot.',
    'Nasz samochód służbowy ma silnik 1.6 TDI, a kod części to AB12345.',
    'Mandat za parkowanie: jak odwołać się od kary w Warszawie?',
]

# a published test card in talk about its check digit
TEST_CARD_CHECK_NEW = [
    'Why does 4111 1111 1111 1111 pass Luhn but never work on a live checkout?',
    'Dlaczego 4242 4242 4242 4242 przechodzi walidację w formularzu, a bank odrzuca?',
    'Mein Regex akzeptiert 5555 5555 5555 4444, aber nicht Amex — was fehlt?',
    '¿Por qué 4111111111111111 cumple el dígito de control si no es una tarjeta real?',
    'Чому 5105 1051 0510 5100 проходить валідацію, але оплата не йде?',
]

# the writer's own card failing a check stays red
OWN_CARD_KEPT = [
    'Moja karta 4532 7153 3790 1245 nie przechodzi walidacji w sklepie, co robić?',
    "My card 4916 3380 5516 2217 fails the checkout, the bank says it's fine.",
]



@pytest.mark.parametrize("text", ORG_OWN_NEW + ORG_OWN_KEPT + PORTAL_KEPT + PLATE_KEPT_GREEN + TEST_CARD_CHECK_NEW)
def test_an_organisations_own_number_or_a_lookalike_stays_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)


@pytest.mark.parametrize("text", PERSON_VIA_ORG_NEW + PERSON_VIA_ORG_KEPT + PORTAL_PIN_NEW + GLUED_PLATE_NEW
                         + OWN_CARD_KEPT)
def test_a_persons_number_given_through_an_organisation_stays_red(text: str) -> None:
    assert detect(text).label == "red"

# a person named by a given name or a relative who moved to an address (the move verbs, also German's perfect)
MOVED_NEW = [
    'Michał przeprowadził się na ul. Lipową 14/6, 31-416 Kraków — pomóż mi napisać mu kartkę.',
    'Mój brat przeprowadził się na ul. Lipową 14/6, 31-416 Kraków.',
    'Jonas ist in die Bergstraße 12, 10115 Berlin gezogen, ich will ihm eine Karte schicken.',
    'Kasia wprowadziła się wczoraj na ul. Słoneczną 8/3 w Gdańsku, kupię jej kwiaty.',
    'Тарас переїхав на вул. Шевченка 12, кв. 5, у Львові, допоможи написати листівку.',
    'Ma cousine Léa a emménagé au 8 rue Victor Hugo, 69002 Lyon.',
]

# already red
MOVED_KEPT = [
    'Olena has just moved to 27 Ashgrove Road, Leeds LS6 2AB — help me write a card.',
    'Carmen se mudó la semana pasada a la calle Alcalá 45, 2º A, de Madrid.',
]

# a business or an office that moved stays green
BUSINESS_MOVED_KEPT = [
    'Firma przeprowadziła się na ul. Lipową 14, 31-416 Kraków, zaktualizuj stopkę.',
    'Our office moved to 27 Ashgrove Road, Leeds LS6 2AB last month.',
    'Die Praxis ist in die Bergstraße 12, 10115 Berlin gezogen, neue Öffnungszeiten folgen.',
    'El restaurante se mudó a la calle Alcalá 45 de Madrid.',
]



@pytest.mark.parametrize("text", MOVED_NEW + MOVED_KEPT)
def test_a_person_who_moved_to_an_address_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", BUSINESS_MOVED_KEPT)
def test_a_business_that_moved_stays_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)

# a payslip or a contract: the employer's numbers beside the employee's account, named: red
PAPER_EMPLOYEE_NEW = [
    'Lohnabrechnung: Arbeitgeber Muster GmbH, Tel. 040 3861 2290, Arbeitnehmer Jan Becker, IBAN DE56 7877 8932 8792 1742 18 — stimmt das Netto?',
    'Pasek: pracodawca Hurtownia Medex sp. z o.o., NIP 9947051432; pracownik Anna Nowak, konto PL12 0284 4757 0293 4343 3808 6038.',
    'Fiche de paie : employeur SARL Dupont, SIRET 748 227 782 00079 ; salarié Paul Martin, IBAN FR83 1452 9148 8897 8411 3014 822.',
    'Nómina: empresa Construcciones Ruiz S.L., tel. 913 456 789; trabajador Carlos Gómez, cuenta ES37 9170 0706 1622 1327 3552.',
    'Розрахунковий лист: роботодавець ТОВ «Діла», тел. 044 234 56 78; працівник Олег Петренко, рахунок UA45 4710 4974 6507 5291 7034 2366 7.',
]

# the same paper with the employer's numbers only stays green
PAPER_EMPLOYER_KEPT = [
    'Pasek: pracodawca Hurtownia Medex sp. z o.o., NIP 9947051432, tel. 22 658 41 90 — czy to wszystko musi być na pasku?',
    "Payslip header: employer Northwind Ltd, PAYE ref 123/AB456, phone 0115 924 3311 — is that the tax office's number or theirs?",
]

# a number the organisation asks for, or a worker gives, is a person's: red
ASKED_FOR_KEPT = [
    'Biuro rachunkowe prosi o NIP 9947051432 mojej firmy, czy mogę go wysłać SMS-em?',
    'The insurer needs the NIP 8710180783 of my business before renewing the policy.',
    'Agencja pracy pyta o mój NIP 8710180783, czy to bezpieczne?',
    'Pracownik z kadr podał NIP 3439536568 do umowy zlecenia.',
]



@pytest.mark.parametrize("text", PAPER_EMPLOYEE_NEW + ASKED_FOR_KEPT)
def test_the_employees_or_the_askers_number_beside_an_organisation_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", PAPER_EMPLOYER_KEPT)
def test_the_employers_own_numbers_on_the_paper_stay_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)

# a vet's, a bank's, a utility's, a housing co-operative's, a company's line, named as theirs: green
PLACE_LINE_NEW = [
    'Firma przewozowa ma numer 58 732 11 40, zadzwoń i zapytaj o przesyłkę.',
    'Die Firma hat die Telefonnummer 0711 8826 410, da kannst du nach dem Angebot fragen.',
    'La empresa de mudanzas tiene el teléfono 954 223 118, pídeles presupuesto.',
    "L'entreprise de plomberie est joignable au 04 91 55 62 30, appelle-les demain.",
    'Компанія-перевізник має номер 044 495 27 27, уточни там статус.',
    "The removal company's number is 0113 496 2211, ask them for a quote.",

    'Der Tierarzt hat eine neue Nummer: 0221 934 5521, bitte im Kalender ändern.',
    'Weterynarz ma telefon 12 633 44 21, zadzwoń i umów szczepienie psa.',
    "The vet's number is 0117 946 3321, they close at 6.",
    "La banque a changé de standard, c'est le 01 42 98 76 54 maintenant.",
    'El banco tiene el teléfono 914 123 987 para bloquear tarjetas?',
    'Наш ветеринар має номер 044 321 45 67, запиши на холодильник.',
    'Die Stadtwerke sind unter 0341 121 3344 erreichbar, falls der Strom wieder ausfällt.',
    'Spółdzielnia mieszkaniowa ma nowy numer 22 811 45 32, przekaż sąsiadom.',
]

# the writer's or a relative's number beside the same places stays red
PLACE_LINE_PERSON_KEPT = [
    'Firma zapisała mój numer 601 234 567 z błędem, jak to poprawić?',
    'Die Firma hat meiner Frau auf ihr Handy 0176 43218765 geschrieben.',
    'Moja firma ma numer 58 732 11 40, to mój prywatny telefon.',
    'Mein Unternehmen hat die Nummer 0711 8826 410, das ist mein Festnetz zu Hause.',

    'Die Stadtwerke haben meine Handynummer 0176 43218765 falsch gespeichert.',
    'Bank zadzwonił do taty na 601 234 567 w sprawie kredytu.',
]



@pytest.mark.parametrize("text", PLACE_LINE_NEW)
def test_a_places_own_line_stays_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)


@pytest.mark.parametrize("text", PLACE_LINE_PERSON_KEPT)
def test_a_persons_number_beside_the_place_stays_red(text: str) -> None:
    assert detect(text).label == "red"

# (round 20) an ID card's parcel tracking number is the parcel's; the card's own number after the tracking number stays red
DOCUMENT_PARCEL_NEW = [
    "Tracking-Nummer für meinen neuen Personalausweis: 00340434161094042557, wo kann ich das verfolgen?",
]
DOCUMENT_AFTER_PARCEL_KEPT = [
    "Paczka z dowodem ma numer przesyłki 6-1234-5678, mój dowód ABC412345.",
    "My driving licence number is MORGA657054SM9IJ, is that the format?",
]


@pytest.mark.parametrize("text", DOCUMENT_PARCEL_NEW)
def test_a_documents_parcel_number_is_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)


@pytest.mark.parametrize("text", DOCUMENT_AFTER_PARCEL_KEPT)
def test_the_documents_own_number_stays_red(text: str) -> None:
    assert detect(text).label == "red"
