"""Round 12 of the privacy detector: addresses and birth dates written into forms, requests and forwarded
messages, or dictated (identity_noted.py).

Red: the user's own address named as theirs with words between ("my new address for the bank: ..."), a
couple named before their address as an invitation gives it, a birth date the user gave when asked, a
birth date dictated in words after the user's name.
Green: a company's or a public body's address, a shop named with "&", a date format, a famous person's
birth date in words.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def identity(text: str) -> bool:
    return any(f.kind is Kind.IDENTITY for f in detect(text).findings)


RED = [
    # the user's own address, named as theirs with words between
    "My correspondence address for the bank: 27 Holloway Road, London N7 8JG, from Monday.",
    "Bitte ändern Sie meine Meldeadresse auf Gartenstraße 12, 04109 Leipzig.",
    "Ma nouvelle adresse fiscale : 14 rue des Lilas, 69003 Lyon, depuis mars.",
    "Actualiza mi domicilio fiscal: Calle Mayor 15, 2.º A, 28013 Madrid.",
    "Наша адреса для посилок: м. Київ, вул. Шевченка, 10, кв. 5.",
    "Nasz adres do korespondencji: ul. Lipowa 12/3, 30-001 Kraków.",
    # a couple named before their address, as an invitation gives it
    "Wedding invite: Dev & Priya Raman, 12 Mill Lane, Bath. Which gift from the list?",
    "Zaproszenie na parapetówkę: Iga i Ksawery Wróblewscy, ul. Polna 4/2, Gdańsk — co kupić?",
    "Einladung zur Einweihung: Malte und Wiebke Brandt, Lindenweg 7, 50667 Köln. Was schenkt man?",
    # a birth date the user gave when asked
    "The bank asked for my date of birth, I said 12/03/1979, and they still failed the check.",
    "Die Hotline wollte mein Geburtsdatum, 07.11.1990, und hat dann einfach aufgelegt.",
    "Me pidieron la fecha de nacimiento y le di 23/06/1985, ¿es normal?",
    "Оператор запитав дату народження, я назвала 15.02.1992, і все одно відмовили.",
    # a birth date dictated in words after the user's name
    "my name is oliver grant born the second of june nineteen eighty four add it to the form",
    "je m'appelle claire morel née le douze avril mille neuf cent quatre-vingt-dix remplis la fiche",
    "me llamo lucía ortega nacida el cinco de mayo de mil novecientos noventa apúntalo",
    "мене звати олена коваль народилася двадцятого серпня тисяча дев'ятсот вісімдесят сьомого",
]

GREEN = [
    "Our company address is 5 Market Street, Leeds LS1 6DT — put it in the footer.",
    "Ratusz ma adres pl. Ratuszowy 1, czy tam złożyć wniosek o dowód?",
    "Podaj mi adres urzędu: ul. Długa 5 w Gdańsku, czy to dobry?",
    "Marks & Spencer Foodhall, 12 High Street — what time does it open on Sunday?",
    "Smith and Jones Solicitors, 14 King Street: are they any good for conveyancing?",
    "What format does the date of birth field want, e.g. 01/02/1990?",
    "The form says date of birth: DD/MM/YYYY, what do I type there?",
    "Elvis was born the eighth of january nineteen thirty five, right?",
    "Mozart was born the twenty seventh of january seventeen fifty six in Salzburg.",
]


@pytest.mark.parametrize("text", RED)
def test_noted_identity_is_red(text: str) -> None:
    assert identity(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", GREEN)
def test_lookalike_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.findings)
