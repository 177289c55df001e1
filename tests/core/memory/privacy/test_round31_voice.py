"""Round 31 (rvoice): values dictated or described in words, as people say them to a phone or to a friend.
Sentences written for these tests, none taken from a benchmark file.

Classes (the mechanism in brackets):
- P  a password described in words after its key word and copula: plain words, then a spelled symbol, a case
  instruction, "all together", or digits typed or said ending the value (secret_described.py);
- D  digits dictated one by one with "oh", "double" and "hundred"/"thousand" in the run, which a reader hears as
  zeros, not as a sum ("oh seven seven hundred" 07700): spoken_view._groups;
- E  an e-mail half dictated: the "@" said and the domain typed, or the "@" typed and the dot said
  (identifiers._HALF_SPOKEN_AT, _SIGN_SPOKEN_DOT);
- G  green twins: judgements, states, policies and counts after a password word, generic, example and default
  passwords, a boarding pass; years and amounts said in words; places after "at".
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import spoken_view
from app.core.memory.privacy.detector.verdict import detect

RED_PASSWORDS: list[str] = [
    # en
    "my password is blue tiger dash 19 with a capital B",
    "the wifi password is pancake exclamation mark 42 all together",
    "my pass is summer underscore 2024 all lowercase",
    "my password is Hunter two twenty twenty four",
    "my netflix password is river stone 81",
    # pl
    "hasło to kotek podkreślnik 2019 duże K",
    "moje hasło: zielony las wykrzyknik 55 wszystko razem",
    "hasło do banku to biedronka 73",
    "hasło do poczty to jesień myślnik deszcz z dużej litery",
    # de
    "das passwort ist sonnenblume groß S dann 88",
    "mein Kennwort lautet Apfelbaum Unterstrich 12, alles klein",
    "das WLAN-Passwort ist Katze Ausrufezeichen 7 zusammen",
    "Passwort für Mamas Laptop: Rosengarten Bindestrich 61",
    # es
    "mi contraseña es gato azul 77 todo junto",
    "la contraseña del wifi es luna guion bajo 2020 con la L mayúscula",
    "mi clave es perro guion 45",
    "la contraseña del banco es naranja 1988 sin espacios",
    # fr
    "mot de passe : soleil tiret 2024 avec un S majuscule",
    "mon mot de passe c'est chaton tiret bas 1999 tout attaché",
    "mdp : fromage 64 avec un F majuscule",
    "le mot de passe de la box est papillon dièse 33",
    # uk, ru
    "пароль: сонечко 77 з великої",
    "мій пароль — котик дефіс 2015 з великої К",
    "пароль от почты: ромашка подчёркивание 88 с большой",
    "мой пароль зайчик 2017 слитно",
    "пароль вайфаю: весна 2024 разом",
    # a Wi-Fi key named the other way round
    "la clé wifi c'est papillon tiret 33 tout attaché",
    "klucz do wifi to pomarańcza wykrzyknik 12",
    "the key to the wifi is orange hash 12",
]

GREEN_PASSWORDS: list[str] = [
    "my password is too short",
    "my password is not working since 2023",
    "the password is case sensitive",
    "the password must have at least 8 characters with a capital letter and a digit",
    "my password is at least 12 characters with a capital letter and a digit",
    "a strong password is three random words with a capital letter",
    "the default password is admin underscore 123",
    "my password is valid for 90 days",
    "my password is older than 3 years",
    "the password is on the router sticker",
    "my boarding pass is gate 12",
    "my bus pass is valid until 2025",
    "the key to the front door is under the mat",
    "What is a good password? Something like sunflower dash 88?",
    "das Passwort ist abgelaufen",
    "das Passwort ist zu schwach, es braucht Großbuchstaben und Ziffern",
    "hasło jest za krótkie, musi mieć dużą literę",
    "hasło ma co najmniej 8 znaków, w tym wielka litera",
    "mi contraseña es débil, ¿cómo la mejoro?",
    "mi contraseña es la misma desde 2019",
    "el wifi tiene contraseña, es la que viene en el router",
    "mot de passe oublié, que faire ?",
    "mon mot de passe est expiré depuis 3 jours",
    "пароль не підходить",
    "пароль должен содержать заглавную букву и цифру",
]

RED_DICTATED: list[str] = [
    "phone me on oh seven seven hundred nine double oh one two three four",
    "ring me on oh two oh seven nine four six one thousand",
    "my number is oh one six one four nine six double two hundred",
    "my mobile is oh seven seven double oh nine one two three four five",
    "call me at zero one five one 2345 6789",
    "mój numer to zero sześć zero 123 456",
    "meine Telefonnummer ist null eins fünf eins, dreiundzwanzig fünfundvierzig, siebenundsechzig neunundachtzig",
    "mon numéro c'est zéro six, vingt-trois, quarante-cinq, soixante-sept, quatre-vingt-neuf",
    "mi teléfono es seis uno dos, treinta y cuatro, cincuenta y seis, setenta y ocho",
    "мій номер нуль шістдесят сім, двадцять три, сорок п'ять, шістдесят сім",
    "my ssn is five three six two two one eight four seven",
]

GREEN_DICTATED: list[str] = [
    "born in nineteen eighty four",
    "in two thousand twenty four we moved",
    "she turned two hundred followers into two thousand",
    "dwadzieścia trzy drzewa w ogrodzie",
    "wir waren dreiundzwanzig Leute",
    "on était vingt-trois à la fête",
]

RED_EMAILS: list[str] = [
    "jan.kowalski at gmail.com",
    "write to me at jan.kowalski at gmail.com",
    "my email is anna.schmidt at web.de",
    "maila: kasia.nowak at wp.pl",
    "mein Mail ist lena.vogel at gmx.de",
    "mi correo es lucia.ruiz at gmail.com",
    "mon mail c'est paul.martin at orange.fr",
    "моя пошта olena.shevchenko at ukr.net",
    "mój mail to kasia nowak at gmail.com",
    "write to jan85 at wp.pl",
    "my email is jan.kowalski@gmail dot com",
    "pisz na kasia_nowak@wp kropka pl",
    "mój mail to kasia nowak małpa gmail kropka com",
    "моя пошта olena крапка shevchenko собака ukr крапка net",
]

GREEN_EMAILS: list[str] = [
    "send it to jan kowalski at gmail",
    "the package arrived at amazon.com warehouse",
    "I work at google.com",
    "I uploaded report.pdf at dropbox.com",
    "we met at booking.com offices",
    "Royal Mail says pay £1.45 at royalmail-redeliver.info, is it a scam?",
]


@pytest.mark.parametrize("text", RED_PASSWORDS + RED_DICTATED + RED_EMAILS)
def test_dictated_and_described_values_are_red(text):
    assert detect(text, region="PL").label == "red", text


@pytest.mark.parametrize("text", GREEN_PASSWORDS + GREEN_DICTATED + GREEN_EMAILS)
def test_green_twins_stay_green(text):
    assert detect(text, region="PL").label == "green", text


@pytest.mark.parametrize(("text", "digits"), [
    ("oh seven seven hundred nine double oh one two three four", "07709001234"),
    ("zéro quatre cent douze", "0412"),
    ("one eight hundred", "1800"),
    ("deux mille quinze", "2015"),
    ("two thousand twenty four", "2024"),
])
def test_spoken_runs_read_hundreds_as_a_reader_hears_them(text, digits):
    assert [d for _, _, d, _ in spoken_view._runs(text)] == [digits]


def test_a_described_password_is_found_on_its_value():
    text = "mi contraseña es gato azul 77 todo junto, apúntalo"
    found = [f for f in detect(text, region="PL").findings if f.reason == "password"]
    assert found and text[found[0].start:found[0].end].startswith("gato azul 77")
