"""Round 33 (rid): identifiers written in ways the finders did not expect, closed as mechanisms. Sentences written for
these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru; every value checksum-valid unless
the test says otherwise.

1. A value glued to its label or to the word before it ("compteFR76...", '"NIR1850..."', "my SSN512-47-3860",
   "мой ИНН5001...") gets its space back (glued_values.py); product codes and orders glued to letters stay as written.
2. After "dowód" in any form the Polish ID card's shape is proof enough - a wrong check digit is still the writer's
   card; other document numbers after their word stay red in questions about sharing, scanning or validity.
3. A request to REPLACE a value with a test one keeps the value red (swapped_tests.py); a documented test number or a
   number itself called the test one stays green.
4. A company's ИНН (10 digits), КПП and ОГРН beside its legal form are the firm's (company_inn.py); a person's 12-digit
   ИНН stays red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.glued_values import glued_value_edits
from app.core.memory.privacy.detector.swapped_tests import replaced_by_test
from app.core.memory.privacy.detector.verdict import detect

GLUED_RED: list[str] = [
    # IBANs glued to the word before (any word: mod 97 and the country's length prove them)
    "teste le virement avec mon compteFR7630004012345678901234518 stp",
    "mi cuentaES0520850103961234567890 para la nómina, ¿vale?",
    "overweisen bitte auf kontoDE62370400440532013001 danke",
    "wyślij zwrot na rachunekPL34109010140000071219812875 dzięki",
    "refund it to accountGB02NWBK60161331926820 please",
    "переведи на рахунокUA743052990000026007233566001 сьогодні",
    '"IBANFR7630004012345678901234518" steht so im Export, ist das normal?',
    "(ES0520850103961234567890) c'est mon compte espagnol",
    # national ids glued to their label, in quotes, brackets or after "="
    'sur la carte de mon fils c\'est écrit "NIR185037512345641" sans espace',
    "mon numéro de sécu [NIR292069917812359] pour la mutuelle",
    "le formulaire affiche NIR=185037512345641, c'est bon ?",
    "my SSN512-47-3860 is on the W-2, is that ok?",
    "the export shows ssn:512473860 next to my name",
    "mój PESEL85120312343 wpisz do umowy",
    '"PESEL92071545676" tak mam w profilu',
    "mi DNI48392017V para la reserva del hotel",
    "meine IdNr65929970489 für die Steuererklärung",
    "мой ИНН500100732259 нужен бухгалтеру",
    "мій РНОКПП2845103622 для довідки",
    "NINOAB123456C for my HMRC letter",
    "passportC01X00T47 is what the booking shows, is that fine?",
    # a NIR glued to any word: its key proves it
    "c'est écrit sécu185037512345641 sur l'attestation",
]

GLUED_GREEN: list[str] = [
    "SKU85120312343 is out of stock again",
    "zamówienie ZAM44051401359 nie doszło",
    "Artikel ART65929970489 ist ausverkauft",
    "COVID19 test in 2021 was negative for everyone at the party",
    "pedido REF48392017 enviado ayer",
    "commande CMD185037512345641 livrée ?",
    "заказ ЗК500100732259 ещё в пути",
    "model XR2845103622 is discontinued",
]


@pytest.mark.parametrize("text", GLUED_RED)
def test_glued_value_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert any(f.kind.value == "identifier" for f in verdict.findings), verdict


@pytest.mark.parametrize("text", GLUED_GREEN)
def test_glued_code_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


def test_glued_edits_split_only_proven_values() -> None:
    edits: list[tuple[int, int, str]] = []
    glued_value_edits("mon compteFR7630004012345678901234518 stp", edits)
    assert edits == [(10, 10, " ")]
    edits = []
    glued_value_edits("mon compteFR7630004012345678901234519 stp", edits)  # mod 97 fails: no IBAN
    assert edits == []
    edits = []
    glued_value_edits("SKU85120312343", edits)
    assert edits == []


ID_CARD_RED: list[str] = [
    "nr dowodu ABR318274, ważny do 2030, hotel prosi o skan — dawać?",  # check digit wrong: still the writer's card
    "numer mojego dowodu osobistego KLM 204913, bank chce skan, wysłać mailem?",
    "dowodem osobistym CDE 581204 się legitymuję, czy mogę dać go kurierowi?",
    "w dowodzie mam XYZ907311 i termin do 2029 — czy recepcja może to skopiować?",
    "dowód: PRT 662019, ważny do 2031 — wystarczy na lot?",
    "número de DNI 48392017V, el hotel me pide escanearlo ¿lo doy?",
    "mi DNI es 71234560H, caduca en 2029, ¿se lo mando al casero?",
    "Personalausweis L01X00T47, gültig bis 2031, das Hotel will einen Scan — soll ich?",
    "my passport number is 533401372, valid until 2030, the hotel wants a scan - should I send it?",
    "numéro de passeport 19AV48273, valable jusqu'en 2031, l'hôtel veut un scan, je l'envoie ?",
    "номер паспорта 4509 123456, действителен до 2030, отель просит скан — давать?",
    "paszport EA1234567 ważny do 2030, biuro prosi o skan — wysłać?",
]

ID_CARD_GREEN: list[str] = [
    "nr dowodu XXX000000 w szablonie umowy — podmień na pole formularza",
    "przykładowy numer dowodu ABC123456 z instrukcji, czy to dobry format?",
    "nr dowodu [ABC000000] w szablonie, zostaw tak",
]


@pytest.mark.parametrize("text", ID_CARD_RED)
def test_document_number_after_its_word_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", ID_CARD_GREEN)
def test_document_specimen_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


SWAP_RED: list[str] = [
    "w seedzie została karta 4532 0151 1283 0366 03/27, zamień ją na kartę testową",
    "w seedzie zostawiłem swoją kartę 4532-0151-1283-0366 CVV 118, podmień to na testową",
    "the seed still has the card 4532 0151 1283 0366 exp 03/27, replace it with a test card",
    "the fixture has a real card 4532015112830366, swap it for a Stripe test card",
    "im Seed steht noch die Karte 4532 0151 1283 0366, bitte durch eine Testkarte ersetzen",
    "en el seed quedó la tarjeta 4532 0151 1283 0366, cámbiala por una tarjeta de prueba",
    "dans les fixtures il reste la carte 4532 0151 1283 0366, remplace-la par une carte de test",
    "в фікстурі лишилась картка 4532 0151 1283 0366, заміни її на тестову картку",
    "в сиде осталась карта 4532 0151 1283 0366, замени её на тестовую",
    "en el seed está el IBAN ES0520850103961234567890, cámbialo por uno de prueba",
    "the fixture has the IBAN DE62370400440532013001, replace it with a test IBAN",
    "w seedzie jest PESEL 85120312343, zamień go na testowy",
    "dans le seed il y a le numéro 06 47 82 19 53, remplace-le par un numéro de test",
]

SWAP_GREEN: list[str] = [
    "use the test card 4242 4242 4242 4242 for Stripe",
    "w testach użyj karty testowej 4242 4242 4242 4242 zamiast prawdziwej",
    "für den Test nimm die Testkarte 4000 0566 5566 5556",
    "usa la tarjeta de prueba 4242 4242 4242 4242 en el sandbox",
    "la carte de test 4111 1111 1111 1111 passe, pourquoi ?",
    "тестова картка 5555 5555 5555 4444 для sandbox",
    "replace the test card 4242 4242 4242 4242 with another test card",
    "in the Stripe sandbox, 4000 0000 0000 0002 is declined",
    "dans le seed il y a le numéro de test 06 47 82 19 53",
]


@pytest.mark.parametrize("text", SWAP_RED)
def test_value_to_be_replaced_by_a_test_one_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", SWAP_GREEN)
def test_documented_test_value_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


@pytest.mark.parametrize(("text", "swap"), [
    ("zamień to na kartę testową", True),
    ("replace it with a fake one", True),
    ("bitte durch eine Testkarte ersetzen", True),
    ("reemplázalo por uno ficticio", True),
    ("remplace-le par un numéro de test", True),
    ("замени на тестовую", True),
    ("use the test card for Stripe", False),
    ("replace the battery with a new one", False),
    ("the test passed, replace nothing", False),
])
def test_replaced_by_test(text: str, swap: bool) -> None:
    assert replaced_by_test(text.lower()) is swap


COMPANY_GREEN: list[str] = [
    'шапка счёта:\nООО "Ладога-Сервис"\nИНН 7707083893\nКПП 773601001 — всё верно?',
    "ООО «Ромашка», ИНН 7707083893, КПП 773601001, ОГРН 1027700132195 — проверь реквизиты",
    'АО "Восток" ИНН 7707083893 ОГРН 1027700132195, впиши в договор',
    "Реквизиты поставщика: ПАО «Звезда», ИНН 7707083893, КПП 773601001",
]

COMPANY_PERSON_RED: list[str] = [
    "мой ИНН 500100732259, бухгалтер просит для справки",
    "ИП Петров, ИНН 770708389312 — впиши в договор с ООО «Ромашка»",
]


@pytest.mark.parametrize("text", COMPANY_GREEN)
def test_company_inn_is_green(text: str) -> None:
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", COMPANY_PERSON_RED)
def test_person_inn_stays_red(text: str) -> None:
    assert detect(text).is_red, text
