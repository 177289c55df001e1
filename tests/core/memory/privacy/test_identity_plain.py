"""Round 11 of identity: home addresses as people type them in a sentence about something else.

Red: an English street with its number after the type, as people used to continental addresses write
it ("mieszkam przy Boston Manor Road 112"); a first-person address after an abbreviation with a dot
("я живу за адресою м. Харків, просп. ..."); a name, a flat and a street as a postal block; the user's
own details in a template ("fill in this template with my details: I'm ...").
Green: a famous street with a year, a template with blanks only, an address of a shop or an office.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect

RED = [
    "Mieszkam w Leeds przy Harehills Lane 64, jak przerejestrować auto na tamtejsze numery?",
    "Nazywam się Tomasz Wrona, mieszkam w Cork przy Douglas Road 18 i szukam pracy.",
    "Mieszkamy w Bristolu przy Gloucester Road 150, czy szkoła syna musi mieć nasz adres?",
    "Я живу за адресою м. Одеса, вул. Дерибасівська 7, кв. 3, як змінити адресу в банку?",
    "Проживаю за адресою м. Київ, просп. Перемоги 40, кв. 115, допоможіть з листом до ЖЕКу.",
    "Мы живем по адресу г. Львов, ул. Зеленая 14, кв. 9, можно ли там прописать ребенка?",
    "Print a label: Ruairi Madigan, Flat 7, 48 Cowley Road, Oxford OX4 1HZ.",
    "Address block please — Thandiwe Okafor, Apt 12, 9 Dunmore Crescent, Leicester",
    "Fill in the form with my details: I'm Niamh Garrity, 16 Orchard Grove, Swords.",
    "Use this template with my own details — I'm Piotr Sadowski, 3 Linden Close, Reading.",
]
GREEN = [
    "Abbey Road 1969 is my favourite album, which tracks did Ringo sing?",
    "Fill in this template: Name: ____, Address: ____, Phone: ____ — make it tidy.",
    "Our office is at Wilmslow Road 233? No, that's the bakery; find the opening hours.",
    "The example in the docs says 'Flat 1, 1 Example Street' — what does the sort code field want?",
    "Zmień szablon: Imię i nazwisko, adres, numer mieszkania — bez przykładowych danych.",
]


@pytest.mark.parametrize("text", RED)
def test_address_as_typed_is_red(text: str) -> None:
    assert Kind.IDENTITY in {f.kind for f in detect(text).findings}, text


@pytest.mark.parametrize("text", GREEN)
def test_lookalike_stays_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)
