"""Secrets and numbers as people say them to a voice assistant or read them out (secret_phrased_passwords.py,
normalise.py, identifiers.py): a password spelled with a spelling alphabet, NATO words or Spanish letter names,
a German e-mail address with "Punkt", a dictated number written with hyphens. Look-alikes stay green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "hasło do banku: T jak Tadeusz, R jak Roman, cztery, osiem, wykrzyknik",
    "das WLAN-Passwort ist H wie Heinrich, Q wie Quelle, drei, acht, sieben",
    "mot de passe du wifi : B comme Berthe, Z comme Zoé, deux, cinq",
    "la contraseña del banco es T de Toledo, R de Roma, cuatro, ocho",
    "пароль від пошти: Т як Тарас, Р як Роман, чотири, вісім",
    "the alarm password is tango romeo four eight niner",
    "the router password is T as in Tom, R as in Robert, four, eight",
    "mi contraseña es ka ele erre cuatro ocho dos",
    "meine Adresse ist lena Punkt brandt at web Punkt de",
    "mój PESEL: zero-dwa-dwa-siedem-zero-osiem-zero-trzy-siedem-dziewięć-dwa",
]
GREEN = [
    "what does the NATO alphabet sound like: alpha bravo charlie delta?",
    "das Passwort muss acht Zeichen haben, zum Beispiel Buchstaben und Ziffern",
    "la contraseña de la cuenta de Netflix es la misma que la del correo",
    "Treffpunkt at seven, Punkt eins der Tagesordnung ist das Budget",
    "vingt-deux heures, dix-sept euros, trois-quatre personnes",
    "hasło: jak je zmienić, gdy zapomnę?",
]


@pytest.mark.parametrize("text", RED)
def test_spoken_and_spelled_values_are_red(text):
    assert detect(text, region="PL").label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_spelling_talk_is_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


@pytest.mark.parametrize("text", [
    "my date of birth is the second of June nineteen ninety-one",
    "urodziłem się trzeciego czerwca dziewięćdziesiątego pierwszego",
    "ich bin am zweiten Juni neunzehnhunderteinundneunzig geboren",
    "nací el dos de junio de mil novecientos noventa y uno",
    "je suis née le deux juin mille neuf cent quatre-vingt-onze",
    "я народилася другого червня",
    "my daughter was born on the ninth of April, two thousand and nineteen",
])
def test_birth_date_said_in_words_is_red(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "red" and verdict.findings[0].reason == "date of birth"


@pytest.mark.parametrize("text", [
    "I was born in June, which is the best month",
    "I was born in the first half of June",
    "urodziłem się w czerwcu, tego samego roku co siostra",
    "je suis née en juin, à Lille",
])
def test_a_birth_month_alone_is_green(text):
    assert detect(text, region="PL").label == "green"
