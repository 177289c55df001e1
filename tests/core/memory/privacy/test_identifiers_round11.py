"""Identifier false red and misses of broad-p/q/r (#12 round 11), each as a category in several languages.

Green: a public office's account published for its fees (a city office, a Stadtkasse, an ayuntamiento, a
mairie, a gmina), a registered letter's tracking number read as a phone. Red look-alikes: a person's own
account beside a fee word, a phone beside a registered letter's word when a call word names it."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _rule_values(text: str) -> list[str]:
    verdict = detect(text, region="US")
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


GREEN = [
    # a public office's account for its fees
    "The Leeds city council lists this account for parking fines: GB52 NWBK 6016 1367 2954 18 — which reference do I use?",
    "Urząd gminy podaje do opłaty skarbowej konto PL15 1020 2892 0000 8502 0142 7183, jaki tytuł przelewu wpisać?",
    "Das Rathaus nennt für die Gebühr des Bürgeramts DE60 8605 5592 1234 5678 90 – muss das Aktenzeichen rein?",
    "La mairie publie son compte pour les frais d'état civil : FR37 3000 4028 3700 0123 9876 512, quel libellé ?",
    # (and the digits of a published account are no card: these hold a Luhn-valid 16-digit run)
    "Starostwo powiatowe publikuje konto do opłat za prawo jazdy: PL14 4526 0181 5908 3012 6613 1860 — jaki tytuł?",
    "The town hall publishes this account for the registration fee: PL90 4913 9099 6030 8245 6281 9482, what title?",
    # a registered letter's number is no phone
    "Einschreiben 1A 164 229 8830 2 vom Amt, die Post sagt 'in Zustellung'",
    "list polecony 1A 212 450 3318 7 z sądu, nie zdążyłem odebrać",
    "carta certificada 1A 312 224 7719 3 de Hacienda, ¿cuánto la guardan en la oficina?",
    "registered letter 1A 415 772 3390 6 from the court, how long do they keep it at the depot?",
    "рекомендований лист 1A 187 223 4410 8 з податкової, де його забрати?",
]

RED = [
    ("moje konto do zwrotu opłaty skarbowej: PL15 1020 2892 0000 8502 0142 7183", "PL15 1020 2892 0000 8502 0142 7183"),
    ("Die Gebühr bitte auf mein Konto DE60 8605 5592 1234 5678 90 zurück überweisen", "DE60 8605 5592 1234 5678 90"),
    ("the council refunds the fine to my account GB52 NWBK 6016 1367 2954 18", "GB52 NWBK 6016 1367 2954 18"),
    ("lettre recommandée pour Mme Roux, appelle-la au 06 12 34 56 78 avant", "06 12 34 56 78"),
]


@pytest.mark.parametrize("text", GREEN)
def test_published_fee_accounts_and_registered_letters_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict


@pytest.mark.parametrize("text,value", RED)
def test_own_accounts_and_called_phones_beside_those_words_stay_red(text: str, value: str) -> None:
    assert value in _rule_values(text), detect(text, region="US")


# A bank form's fields ("routing ... account ..."), a Polish ID card after the abbreviation 'dow. os.', and a
# clerk's or adviser's own mobile beside the name of their public office.
RED_FIELDS = [
    ("direct deposit: routing 021000021 account 48812904417, is that enough for payroll?", "48812904417"),
    ("payroll: routing 026009593, savings account 88120431177", "88120431177"),
    ("routing 011000138 checking account 5519038264 — the form asks for both", "5519038264"),
    ("formularz: Jan Nowak, dow.os. AYW818207, PESEL w załączniku", "AYW818207"),
    ("Pełnomocnik: Anna Lis, dow. os.: CBA 723456, zam. Gdańsk", "CBA 723456"),
    ("najemca Piotr Wróbel, legitymujący się dow. os. DKR904519", "DKR904519"),
    ("la funcionaria del ayuntamiento me dio su móvil personal, 688 412 903, ¿la llamo?", "688 412 903"),
    ("le conseiller France Travail, M. Petit, sur son portable +33 6 12 48 90 37 le mardi", "+33 6 12 48 90 37"),
    ("Die Sachbearbeiterin im Jobcenter gab mir ihre Handynummer 0157 33481290, darf sie das?", "0157 33481290"),
]

GREEN_FIELDS = [
    "the bank account 12 was closed last year, which form do I need?",
    "the Dow. Os. index rose 3 points to 38451 today",
    "ayuntamiento: llame al 010 o al 915 298 210 para pedir cita",
    "Jobcenter Hotline 0800 4 5555 00, ihre Handynummer habe ich nicht",
]


@pytest.mark.parametrize("text,value", RED_FIELDS)
def test_form_fields_id_card_abbreviation_and_a_clerks_own_mobile_are_red(text: str, value: str) -> None:
    assert value in _rule_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN_FIELDS)
def test_office_lines_and_short_numbers_beside_those_words_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict


# A plate named by how people say it: 'nr rej.', 'na polskich numerach', 'на польських номерах', 'on Polish plates',
# 'Nummernschild', 'des Pkw M-AB 123'; green: the same words with no plate after them.
RED_PLATES = [
    ("Jeżdżę po Niemczech na polskich numerach KR 7731F, auto jest na mnie", "KR 7731F"),
    ("samochód marki Opel Astra nr rej. WE 4418K, właściciel: Tomasz Zając", "WE 4418K"),
    ("Я їжджу в Польщі на українських номерах ВС 2281 КА, авто оформлене на мене", "ВС 2281 КА"),
    ("I still drive on Polish plates GD 5529M here in Leeds, the car is in my name", "GD 5529M"),
    ("Mein Nummernschild B-KM 4417 wurde gestohlen, was jetzt?", "B-KM 4417"),
    ("Unfallbericht: der Pkw HH-TR 882 der Frau Schulz wurde vorne beschädigt", "HH-TR 882"),
]

GREEN_PLATES = [
    "Nummernschilder kosten 30 Euro beim Schilderdienst, wo ist der günstigste?",
    "na starych numerach telefonów 2 razy dzwoniłam do urzędu",
    "Der Pkw wurde 2019 gebaut und hat 150 PS",
    "how long can you drive on foreign plates in the UK after moving?",
]


@pytest.mark.parametrize("text,value", RED_PLATES)
def test_plates_as_people_name_them_are_red(text: str, value: str) -> None:
    assert value in _rule_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN_PLATES)
def test_plate_words_without_a_plate_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict


# A German tax ID as a payslip or a letter groups it, before or after its keyword; green: an order number, a
# grouped number that fails the ID's check.
RED_TAX_IDS = [
    ("72/328/601/290 – so steht meine IdNr auf dem Bescheid, stimmt das Format?", "72/328/601/290"),
    ("Steuer-ID laut Lohnzettel: 82 510 273 461, muss ich die dem Vermieter geben?", "82 510 273 461"),
    ("auf der Lohnsteuerbescheinigung steht 54.610.924.836 – ist das die Identifikationsnummer?", "54.610.924.836"),
]

GREEN_TAX_IDS = [
    "Bestellnummer 31 402 775 190 – die IdNr schicke ich separat per Post",
    "ist 12/345/678/901 eine gültige IdNr? sieht komisch aus",
]


@pytest.mark.parametrize("text,value", RED_TAX_IDS)
def test_a_german_tax_id_in_groups_beside_its_keyword_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN_TAX_IDS)
def test_a_tax_number_or_a_grouped_number_failing_the_check_stays_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict
