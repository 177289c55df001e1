"""Round 14 (rfr): numbers an organisation publishes stay green - an invoice's payee block, a public office's account,
a shop's, surgery's or consulate's line, a company's vCard, a public body's tax number, a reference the learned model
would score, a text's sender short code, the parcel a locker code is for - while the same surfaces with the writer's
own value stay red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # a payee / seller block across lines and abbreviations (org_context.org_account_before)
    "Remittance advice\nBeneficiary: Harlow Timber plc\nIBAN: GB96 HBUK 6392 3321 4688 19\nAmount: GBP 310.00",
    "Rachunek nr 14/2026. Sprzedawca: Okna-Bud Sp. z o.o. Konto sprzedawcy: 77 1050 0099 5604 8063 5817 8397.",
    # public bodies and estate managers the old lists lacked
    "Wpłaty do ZUS za składki dobrowolne idą na PL52 1050 0099 3699 3563 2729 5181.",
    "Die Hausverwaltung Lindenhof bittet um die Nebenkosten auf DE91 3704 0044 5232 7928 20.",
    "Сплатіть збір на рахунок ГУ ДПС у м. Львові UA62 3052 9900 0002 7616 1249 0652 8.",
    # a shop's, a surgery's, a consulate's line in the clause before the number (org_phone_before)
    "Apteka Pod Lipą, tel. +48 22 628 04 12, czynna do 21.",
    "Zahnarztpraxis Dr. Roth, Tel. +49 30 4471 2290, Sprechzeiten ab 8 Uhr.",
    "El consulado de Ucrania en Madrid: +34 915 32 68 47, ¿atienden sin cita?",
    "Pharmacie des Halles, tél. +33 1 42 36 18 90, ouverte le dimanche.",
    # a company's vCard: its phone and address are the company's (the address not the learned model's to score)
    "BEGIN:VCARD\nVERSION:3.0\nORG:Kwiaciarnia Róża\nTEL;TYPE=WORK:+48 12 422 18 44\nADR;TYPE=WORK:;;Floriańska 3;Kraków;;31-019;PL\nEND:VCARD",
    # a public body's or a trade's tax number (public_body_near)
    "Zamawiający: Gmina Stare Pole, NIP 526-104-08-28 - sprawdź dane w ofercie.",
    # a text's sender, a parcel's number (SENDER_BEFORE, THING_BEFORE)
    "Die SMS mit dem Code kommen von 44554, ist das echt?",
    "The pickup code for parcel 640123456789012345678901 has expired, what now?",
    # a form's filler after the country's prefix
    "У зразку анкети: Петренко Петро, тел. +380 00 000 00 00.",
    # papers' numbers behind a personal keyword (org_context.paper_number)
    "Рахунок № 77310 від 14.11.2026 ще не оплачений, нагадай бухгалтерії.",
    "Número de expediente 5538/2025 en el juzgado de Sevilla, ¿qué hago?",
    "Ausweis-Muster für die Schulung: Nr. T22000129, Erika Mustermann.",
    # a form's filler DNI: the postcode after it is no DNI
    "Rellene así: DNI 00000000T, C/ Mayor 2, 41001 Sevilla.",
    # the sender's short code is not the learned model's to score; a company's NRB holds no card
    "Les SMS avec le code viennent du 36117, c'est normal ?",
    "Faktura 7/2026. Sprzedawca: Okna-Bud Sp. z o.o. Rachunek: 50 1160 2202 8081 7756 6015 6188.",
    # a mock-up's prefix-and-zeros phone; a breakdown service's line
    "Sur le modèle de fiche : Paul Durand, tél. 07 00 00 00 00.",
    "Den Abschleppdienst der Pannenhilfe erreicht man unter 030 868 6000 rund um die Uhr.",
    # "ma rachunek" is Polish "has an account", not French "my"
    "Klub sportowy Orzeł ma rachunek 77 1050 0099 5604 8063 5817 8397 na składki członkowskie.",
]

RED = [
    "Beneficiary: me, Harlow Timber is my employer - refund to my own IBAN GB96 HBUK 6392 3321 4688 19 please.",
    "Prowadzę jednoosobową firmę, moje konto do faktur: 77 1050 0099 5604 8063 5817 8397.",
    "Jestem na JDG, mój NIP 526-104-08-28, wpisz go do umowy.",
    "Apteka? Nie, zadzwoń do mnie na moją komórkę +48 601 234 567.",
    "BEGIN:VCARD\nVERSION:3.0\nN:Nowak;Ewa\nTEL;TYPE=CELL:+48 601 234 567\nEND:VCARD",
    "The code from the bank's SMS is 582913, should I give it to the caller?",
    "the locker code for my parcel is 482913",
    "call the pharmacist Anna on her private mobile +48 601 234 567",
    "Мій рахунок 26201234567890 у банку, скинь туди гроші.",
    "Mi DNI es 48213579J, ponlo en el expediente del juzgado.",
    "Meine Ausweisnummer ist T22000129, trag sie ein.",
    "Mój numer +48 600 000 000, wpisz go do szablonu umowy.",
    "Sklep Rowerowy, właściciel Piotr, tel. 601 234 567",
]


@pytest.mark.parametrize("text", GREEN)
def test_organisation_numbers_stay_green(text: str) -> None:
    verdict = detect(text, region="PL")
    assert not verdict.is_red, verdict.findings


@pytest.mark.parametrize("text", RED)
def test_own_values_on_the_same_surfaces_stay_red(text: str) -> None:
    assert detect(text, region="PL").is_red
