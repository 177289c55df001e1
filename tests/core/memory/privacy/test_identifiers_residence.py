"""Identifiers of people who live abroad (#12, misses of broad-p): a residence card's or permit's number
after its name (Polish karta pobytu, Spanish TIE, UK BRP, German eAT / Aufenthaltstitel, French titre de
séjour) in six languages, an Irish PPS number by its check letter, a Ukrainian UNZR (the Diia record
number) by its birth date and check digit, a money-transfer control number beside Western Union,
MoneyGram or Ria, a Polish sole trader's NIP after 'JDG'. Green: the same words without a number,
numbers that fail their check, dates, amounts, a sample card."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _rule_values(text: str) -> list[str]:
    verdict = detect(text, region="US")
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


RED = [
    # residence cards and permits
    ("moja karta pobytu ma numer RP4417203, ważna do 2027", "RP4417203"),
    ("Kartę pobytu odebrałam wczoraj: RT0583926. Co dalej z PESEL?", "RT0583926"),
    ("my BRP number is ZX5512093 and the Home Office letter says it expires in 2026", "ZX5512093"),
    ("Biometric residence permit: RB7730145 — can my landlord keep a copy?", "RB7730145"),
    ("Mi TIE lleva el número E41902236, ¿lo pongo en la solicitud del paro?", "E41902236"),
    ("número de soporte de la tarjeta de identidad de extranjero: E07731552", "E07731552"),
    ("Mein Aufenthaltstitel hat die Nummer Y4RK7FN91, gültig bis März", "Y4RK7FN91"),
    ("Aufenthaltserlaubnis Nr. CKT2M35L8 – reicht das für den Mietvertrag?", "CKT2M35L8"),
    ("mon titre de séjour n° 7503841296 expire le mois prochain", "7503841296"),
    ("номер посвідки на проживання RP8830147, що писати далі?", "RP8830147"),
    ("вид на жительство RD2290431 выдали в Варшаве", "RD2290431"),
    # Irish PPS numbers
    ("my PPS number is 1234567T, do I give it to the new employer?", "1234567T"),
    ("PPSN: 9876543H — czy to wystarczy do rejestracji w Revenue?", "9876543H"),
    ("Mi número PPS es 5551234T y no me llega la carta", "5551234T"),
    # Ukrainian UNZR (the Diia record number)
    ("УНЗР 19850412-03452 у моєму паспорті, це те саме що PESEL?", "19850412-03452"),
    ("In Diia steht Eintragsnummer 20011230-02713, brauche ich sie fürs Amt?", "20011230-02713"),
    ("record number in Diia: 19771105-08393, what is it for?", "19771105-08393"),
    # money-transfer control numbers
    ("Western Union MTCN 903 114 2875, can my sister pick it up without ID?", "903 114 2875"),
    ("te mandé el dinero por MoneyGram, número de referencia 41862207", "41862207"),
    ("Ria transfer PIN 12077314551 – die Filiale in Lwiw findet es nicht", "12077314551"),
    ("Wysłałam przez Western Union, kod 8830412279, mama odbierze w Tarnopolu", "8830412279"),
    ("переказ через MoneyGram, номер 55120984, отримувач — мій батько", "55120984"),
    # a sole trader's NIP after the Polish abbreviation JDG
    ("Prowadzę JDG, NIP 731-204-58-32, jak wystawić fakturę korygującą?", "731-204-58-32"),
]

GREEN = [
    "how long does a karta pobytu take in Kraków in 2025?",
    "¿Cuánto cuesta renovar la TIE? Pagué 16,08 euros la última vez.",
    "Aufenthaltstitel: Gebühr 100 Euro, Termin am 12.03.2025 um 10:30",
    "the BRP expires on 31 December 2024 for everyone, what replaces it?",
    "PPS 1234567A is the example in the leaflet; is the letter a check?",
    "Western Union charged me 4.99 fee on 250 EUR, is that normal?",
    "the MoneyGram office on Main Street opens at 9, phone-free booking",
    "20240131-12345 is the order id from the shop, where do I track it?",
    "let's eat at 8, table for 4, reference 12345678",
    "a sample titre de séjour shows n° 1234567890 on the specimen card",
]


@pytest.mark.parametrize("text,value", RED)
def test_residence_documents_pps_unzr_and_transfer_numbers_are_red(text: str, value: str) -> None:
    assert value in _rule_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN)
def test_the_same_words_without_a_personal_number_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict
