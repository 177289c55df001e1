"""Identifier misses and false red of broad-s/t/u (#12 round 12), each as a category in several languages.

Red: numbers as people type or dictate them - four-digit groups one per line, bullets or emoji between the
groups (one group a single digit), separators said aloud ("dash", "comma", "myślnik", "Komma", "тире"); e-mail
addresses spelled out with "punkt", "крапка", "точка". Green: a business's billing sender address, a business
line read in the message's own language (a UK 03 line, a French 08 premium line), a notice's contact block
with the body's website, a measured quantity read out digit by digit."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _rule_values(text: str, region: str | None = None) -> list[str]:
    verdict = detect(text, region=region)
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


WRITTEN_RED = [
    # a card's groups one under the other, in a note or a dictation
    ("notatka\n4449\n6288\n2564\n0062\nczy to bezpieczne?", "4449\n6288\n2564\n0062"),
    ("Karte für die Buchung:\n5195\n6891\n6055\n0731\n12/29\nbitte nur einmal verwenden", "5195\n6891\n6055\n0731"),
    ("new line\n  5291\n  0917\n  8627\n  8982\nread it back please", "5291\n  0917\n  8627\n  8982"),
    # bullets or middle dots between a card's groups
    ("paga con: 4009 • 6681 • 2406 • 9524 y guarda el recibo", "4009 • 6681 • 2406 • 9524"),
    ("carte enregistrée 5341·5603·2649·9837 — c'est sûr ?", "5341·5603·2649·9837"),
    # emoji between groups, one of them a single digit
    ("PESEL mamy: 8 8 0 5 1 2 🌸 22851 — jaki to dzień tygodnia?", "8 8 0 5 1 2 🌸 22851"),
    ("зберіть на UA35 💙 3223 💙 1354 💙 0519 💙 6255 💙 8249 💙 4166 💙 9 до суботи", None),
    # separators said aloud
    ("my card is four four four nine comma six two eight eight comma two five six four comma zero zero six two",
     "four four four nine comma six two eight eight comma two five six four comma zero zero six two"),
    ("for the tax form the social is 512 dash 47 dash 3860 thanks", "512 dash 47 dash 3860"),
    ("numer karty pięć jeden dziewięć pięć przecinek sześć osiem dziewięć jeden przecinek sześć zero pięć pięć "
     "przecinek zero siedem trzy jeden", None),
    ("Kartennummer fünf zwei neun eins Komma null neun eins sieben Komma acht sechs zwei sieben Komma acht neun "
     "acht zwei", None),
]


@pytest.mark.parametrize(("text", "value"), WRITTEN_RED)
def test_numbers_typed_in_columns_with_bullets_emoji_or_said_separators_are_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


WRITTEN_GREEN = [
    # a column of years or scores is a list, not a number
    "Seasons we won:\n2019\n2020\n2021\n2022\nwhich was the best?",
    "Wyniki:\n1204\n1187\n1322\nktóry jest najlepszy?",
    # "comma" and "dash" in ordinary talk, a decimal read out
    "we scored three comma four and then had to dash to the shop",
    "pi is three point one four one five nine two six five, how many digits do people remember?",
    # a bullet between years or short groups
    "Album · 1999 · 2004 remaster · 3 bonus tracks, which pressing is better?",
]


@pytest.mark.parametrize("text", WRITTEN_GREEN)
def test_lists_decimals_and_ordinary_separator_words_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


EMAIL_RED = [
    ("schick es an marta punkt lewandowska at web punkt de bitte", "marta punkt lewandowska at web punkt de"),
    ("надішли на oleh крапка bondar равлик ukr крапка net увечері", "oleh крапка bondar равлик ukr крапка net"),
    ("пиши на ivan точка petrov собака mail точка ru", "ivan точка petrov собака mail точка ru"),
    ("mail me at tom punkt baker at gmx punkt net tonight", None),
]


@pytest.mark.parametrize(("text", "value"), EMAIL_RED)
def test_addresses_spelled_with_punkt_or_krapka_are_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


BILLING_GREEN = [
    "Od: e-faktura@play.pl\nFaktura za listopad 59,99 zł — czemu drożej?",
    "Von: rechnung@stadtwerke-beispielstadt.de\nIhre Rechnung 112,40 € — ist das normal?",
    "From: invoice@octopus.energy\nYour bill is £84.10 — why did it go up?",
    "De: facturas@naturgy.es\nSu factura 71,20 € — ¿es mucho?",
    "De : factures@engie.fr\nVotre facture 93,50 € — c'est normal ?",
]


@pytest.mark.parametrize("text", BILLING_GREEN)
def test_a_businesss_billing_sender_address_stays_green(text: str) -> None:
    assert _rule_values(text) == [], text


def test_a_persons_address_beside_an_invoice_stays_red() -> None:
    assert _rule_values("send the invoice to marek.wisniewski@onet.pl not to the office") == ["marek.wisniewski@onet.pl"]


PHONE_GREEN = [
    # a business line read in the message's own language (elsewhere a valid landline)
    "what's the number on the back of the card oh three four five six zero zero six zero zero six is that the fraud line",
    "the letter says call 0345 600 6006 for the fraud team, is that the real one?",
    "Le 0 892 705 705, c'est le numéro pour faire opposition sur la carte ?",
    "J'ai vu le 0 899 123 456 sur une pub, c'est payant ?",
    # a notice's contact block with the body's website
    "Forwarded from the school: \"Questions? Call 0161 496 0123 or visit manchester.gov.uk/schools\" — what is this about?",
    "Przesłane z gminy: \"Pytania? Dzwoń 22 444 55 66 lub odwiedź warszawa.pl/odpady\" — kiedy wywóz?",
    "Weitergeleitet: \"Fragen? Rufen Sie 030 9026 0000 an oder besuchen Sie berlin.de/abfall\" — was heißt das?",
    # a measured quantity read out digit by digit
    "speed of light two nine nine seven nine two four five eight metres per second, how was it measured?",
    "the moon is three eight four four zero zero km away on average, how long does light take?",
    "prędkość światła to 299792458 metrów na sekundę, czemu dokładnie tyle?",
]


@pytest.mark.parametrize("text", PHONE_GREEN)
def test_business_lines_contact_blocks_and_quantities_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


PHONE_RED = [
    ("my mum's number is 0345 1234567 in Halle, she is German", "0345 1234567"),
    ("call me on 07911 123456 or visit my flat at 12 Elm Road", "07911 123456"),
    ("zadzwoń do mnie 604 218 935 lub wpadnij wieczorem", "604 218 935"),
    ("my number 07911 123456 is on my website", "07911 123456"),
]


@pytest.mark.parametrize(("text", "value"), PHONE_RED)
def test_a_persons_phone_beside_those_words_stays_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text

