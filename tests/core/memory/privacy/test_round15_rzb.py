"""Round 15 (rzb): an account an employer or agency pays the writer into is the writer's own, even when an
agency or company stands in the sentence (numbers.py's _PAYS_ME); an organisation's own account stays green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "La agencia de empleo de Múnich me paga en NL81RABO0312345678 cada semana, ¿tengo que declararlo?",
    "Die Agentur in Madrid zahlt mir das Honorar auf GB60LOYD30963312345678, wie versteuere ich das?",
    "Агентство в Праге платит мне на UA92 3052 9900 0002 6001 2345 6789 1, это нормально?",
    "Агенція платить мені на UA92 3052 9900 0002 6001 2345 6789 1, чи це легально?",
]

GREEN = [
    "The recruitment agency account for invoices is GB60 LOYD 3096 3312 3456 78",
    "L'agence indique son compte FR75 3000 3012 3400 0123 4567 A89 pour les frais",
    "Агенція вказала свій рахунок UA92 3052 9900 0002 6001 2345 6789 1 для оплати",
    "La agencia tiene la cuenta NL81RABO0312345678 para pagar la tasa",
]


@pytest.mark.parametrize("text", RED)
def test_account_paid_to_the_writer_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_organisation_account_stays_green(text: str) -> None:
    assert detect(text).label != "red"


# An app or bank asking for the confirming code it sent, the code read out digit by digit (secrets.py's
# _OTP_ASKED_BEFORE with _CONFIRMING_CODE); a form asking for a postcode or a product code stays green.
ASKED_CODE_RED = [
    "Bank prosi o kod potwierdzenia, to 4 9 2 0 8 1, a potem nic",
    "Mój bank prosi o kod weryfikacyjny, jest 6 0 2 9 1 8, a strona stoi",
]

ASKED_CODE_GREEN = [
    "La web pide el código postal 28013 de la oficina",
    "La web me pide el código postal, es 28013, de la oficina",
    "Le formulaire demande le code postal 75008 de la mairie",
    "The form asks for the product code 4417 on the box",
    "El formulario pide el código de cliente, es 48213",
    "The checkout asks for the discount code 2024 for the sale",
]


@pytest.mark.parametrize("text", ASKED_CODE_RED)
def test_code_the_bank_asks_for_is_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", ASKED_CODE_GREEN)
def test_other_codes_a_form_asks_for_stay_green(text: str) -> None:
    assert detect(text).label != "red"
