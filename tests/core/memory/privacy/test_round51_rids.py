"""Round 51 (rids): identifiers and secrets the newest opened sets missed, by kind - the writer's own sentences (never a
data line), each red one with its green or yellow twin: the same value presented as a company's, a stranger's, a
sample's or without its owner."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


# family_business.py: the writer's own EIN ("my EIN"), or the EIN of a one-person company the writer is the only member of
EIN_RED = [
    "my EIN is 47-2581736, do I put it on the W-9 or my SSN?",
    "I'm the only member of Briar Creek Landscaping LLC, EIN 47-2581736 - can I pay myself a salary?",
    "I am the sole owner of Tidewater Candles LLC, EIN 47-2581736, do I need a separate bank account?",
    "my single-member LLC has EIN 47-2581736; does it file its own return?",
    "soy el único socio de Briar Creek LLC, EIN 47-2581736, ¿cómo declaro en EEUU?",
    "Here's my own EIN: 47-2581736. Is it safe to email it to the brand?",
]
EIN_GREEN = [
    "Our LLC's EIN is on the letterhead as 47-2581736, copy it into the vendor form.",
    "Vendor W-9: Briar Creek Landscaping LLC, EIN 47-2581736, 12 Commerce Dr, Austin TX",
    "The W-2 shows employer EIN 47-2581736 - is that the company's number or mine?",
    "Does a single-member LLC need an EIN, or can I use my SSN?",
    "The clinic's invoice lists their EIN 47-2581736, is that normal?",
]


@pytest.mark.parametrize("text", EIN_RED)
def test_own_ein_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", EIN_GREEN)
def test_company_ein_is_not_red(text):
    assert detect(text).label != "red", _show(text)


# payroll_rows.py: a payroll, RTI or "nóminas" row - a person's name, then an insurance number that passes its check
ROWS_RED = [
    "RTI rejected two rows:\nTomasz Bielecki\\tJT482913C\\t£2,105.40\nMegan Rhodes\\tRK307125B\\t£1,312.00\nany idea why?",
    "payroll export:\nOwen Castell\tJT482913C\t1840.00",
    "nóminas de marzo:\nSerrano Gil, Lucía · 463127008844 · 1.402,10\nMolina Ruiz, Pau · 085214439069 · 1.250,00\n¿qué falla?",
    "nominas marzo\nLucia Serrano Gil 463127008844 1402,10",
    "ведомость за март:\nСоколова Ирина  137-845-290 93  52000\nПетров Олег  204-117-653 15  48000",
    "lista płac marzec:\nZielińska Dorota;85071930241;5100,00\nWójcik Piotr;79120412387;4700,00",
    "Tabelle für die Lohnbuchhaltung: Petra Kühn | 18041163M502 | 2.340,00",
]
ROWS_GREEN = [
    # the same rows with a number that fails its check, a firm's number, a sample, or no person
    "lista płac marzec:\nZielińska Dorota;85071930242;5100,00",
    "ведомость: Соколова Ирина  137-845-290 94  52000",
    "Invoice lines:\nOak Table\t4631270088\t1.402,10",
    "How do I validate a Spanish NSS column in a payroll export?",
]


@pytest.mark.parametrize("text", ROWS_RED)
def test_payroll_row_number_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", ROWS_GREEN)
def test_row_without_checked_number_is_not_red(text):
    assert detect(text).label != "red", _show(text)


# secrets.py, pickup_codes.py, secret_forms.py: codes to pass on - a plot's or a block's gate, a parcel locker, a router's
# numeric Wi-Fi key in groups of four
CODES_RED = [
    "el código de la cancela del huerto es 4827, dáselo al jardinero",
    "el codigo de la cancilla es 3391 pasaselo a tu hermano",
    "kod do szlabanu na osiedlu to 5720, przekaż kurierowi",
    "код від шлагбаума 2864, передай майстру",
    "код от калитки 7153, скажи курьеру",
    "Код для поштомату Нової пошти 5821, донька забере посилку",
    "код от постамата: 5821, заберёшь?",
    "WLAN-Netzwerkschlüssel vom Aufkleber-Router: 4410 2387 9912 0645 3318 - soll ich den ändern?",
]
CODES_GREEN = [
    "la cancela del huerto mide 1590 mm, ¿qué bisagras compro?",
    "el código de la cancela se cambia cada 3 meses, ¿es normal?",
    "Код для поштомату Нової пошти, наприклад 5821 - як він приходить?",
    "поштомат №5821 на Хрещатику не працює",
    "код поштомату 5821 у місті",
    "WLAN-Schlüssel: wie lang muss der sein?",
]


@pytest.mark.parametrize("text", CODES_RED)
def test_code_to_pass_on_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", CODES_GREEN)
def test_code_word_without_code_is_not_red(text):
    assert detect(text).label != "red", _show(text)
