"""Round 15 on broad-zc (scans, forwards, tables), sentences written for these tests.

Red: an IBAN labelled as such where OCR misread characters (O for 0, l or I for 1, B for 8, S for 5, Z for 2),
so its checksum fails; an IBAN in a table whose row names a person called Peña (the surname, not a club).
Green: a placeholder IBAN, an IBAN-shaped reference with many letters, a club's (la peña's) account, and a
company's misread IBAN on its invoice."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

OCR_IBAN_RED = [
    "Kontoauszug (Scan): Inhaber Jonas Berger, IBAN DE44 5001 O517 5407 3249 3l",
    "scanned statement - IBAN: GB29 NWBK 6016 1331 9268 l9, account holder Mr P. Doyle",
    "RIB scanné : IBAN FR78 3OOO 4028 37OO 0104 4179 826, titulaire M. Lefèvre",
    "Orden SEPA escaneada, IBAN del titular ES73 2O80 3S94 4130 0182 7465",
    "Skan wyciągu: IBAN PL61 1O9O 1014 OOOO O712 1981 2874, właściciel Jan Nowak",
    "Zahlschein fotografiert: IBAN des Vermieters AT89 2011 1B22 4730 55l9, Herr Gruber",
]

OCR_IBAN_GREEN = [
    "Formularvorlage: IBAN DE00 0000 0000 0000 0000 00 bitte ausfüllen",
    "IBAN field in the mock-up: XX00 0000 0000 0000 0000 00",
    "Rechnung der Stadtwerke Musterstadt GmbH, Firmenkonto IBAN DE44 5001 O517 5407 3249 3l",
    "the IBAN standard's example GB82 WEST 1234 5698 7654 32 has letters in the middle, why?",
    "the word IBAN stands for International Bank Account Number, e.g. country code plus check digits",
]


@pytest.mark.parametrize("text", OCR_IBAN_RED)
def test_ocr_misread_iban_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", OCR_IBAN_GREEN)
def test_ocr_iban_lookalikes_stay_green(text):
    assert detect(text).label != "red", text


SURNAME_PENA_RED = [
    "| pago | cuenta |\n|---|---|\n| fianza (propietario Sr. Peña) | ES73 2080 3594 4130 0182 7465 |",
    "Transferencia a la Sra. Peña, IBAN ES73 2080 3594 4130 0182 7465, por el alquiler",
]


@pytest.mark.parametrize("text", SURNAME_PENA_RED)
def test_surname_pena_is_no_club(text):
    assert detect(text).label == "red", text


def test_club_pena_account_stays_public():
    text = "Cuota anual de la peña madridista: ingresar en ES73 2080 3594 4130 0182 7465"
    assert detect(text).label != "red", text
