"""Round 35 (rvalue): identifiers and secrets written in shapes the finders did not read.

Four mechanisms, from the fresh sets' misses (zzz46..zzz50):
1. a PIN said digit by digit in words with commas between ("ocho, dos, cero, cinco"), and a PIN with no key word, the
   number called the right one after a wrong one typed at a cash machine ("The right one is four one one eight");
2. a keypad code with a hash or a star inside or first ("4#7719", "*4477") or a letter key first ("A1 2 3 4");
3. a password's key word glued into a compound or an assignment's name ("newpass=", "pw2:", "Neupasswort:");
4. an identity card's or passport's number of letters and digits interleaved (the French CNI since 2021, "X4RTBPFW4").
Each in the six languages, with the near-misses that stay green: counting in words, USSD codes, keys pressed, model and
tracking numbers, placeholders, a word and a year.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect

SPELLED_PINS = [
    ("El número secreto es ocho, dos, cero, cinco, pero el cajero me dice que es incorrecto.", "ocho"),
    ("Mi PIN es siete, tres, nueve, dos y no funciona.", "siete"),
    ("my PIN is four, one, one, eight", "four"),
    ("The card PIN: six, zero, two, nine - write it down for me", "six"),
    ("Die Geheimzahl ist vier, drei, neun, eins.", "vier"),
    ("Meine PIN lautet fünf, null, acht, zwei", "fünf"),
    ("mój PIN to cztery, trzy, dziewięć, jeden", "cztery"),
    ("PIN do karty: dwa, pięć, siedem, zero", "dwa"),
    ("le code confidentiel : quatre, trois, neuf, un", "quatre"),
    ("Mon code de carte c'est six, huit, deux, sept", "six"),
    ("мій пін-код: чотири, три, дев'ять, один", "чотири"),
    ("мой пин-код — четыре, три, девять, один", "четыре"),
    ("the door code is five, two, seven, seven", "five"),
]

RIGHT_ONE = [
    "The bank machine took my card because I put the wrong number in. The right one is four one one eight, I'm sure.",
    "The ATM kept my card after I typed the wrong PIN twice. The correct one is 6190, how do I get it back?",
    "El cajero se tragó la tarjeta porque puse un número equivocado. El correcto es 4118.",
    "Der Geldautomat hat meine Karte eingezogen, ich hatte die falsche Nummer eingegeben. Die richtige ist 7302.",
    "Bankomat zablokował kartę, wpisałam zły kod. Prawidłowy to 5820.",
    "Le distributeur a avalé ma carte, j'ai tapé le mauvais code. Le bon c'est 6194.",
    "Банкомат забрав картку, я ввела неправильний код. Правильний — 3957.",
    "Банкомат съел карту, я ввёл неверный код. Правильный - 2864.",
]

KEYPAD = [
    ("keycode for the side gate is 4#7719, add it to the instructions for the dog sitter", "4#7719"),
    ("the alarm code is *4477", "*4477"),
    ("door code A1 2 3 4 for the cleaner", "A1 2 3 4"),
    ("the garage keypad: 12*345", "12*345"),
    ("Klingelcode 4#7719, bitte nicht weitergeben", "4#7719"),
    ("Hauscode *4477 für den Paketboten", "*4477"),
    ("kod do klatki *4477", "*4477"),
    ("le code du portail est *4477", "*4477"),
    ("code d'entrée 4#7719 pour la nounou", "4#7719"),
    ("el código de la puerta es 25#80", "25#80"),
    ("код домофону 1#2580", "1#2580"),
]

GLUED = [
    ("reset done, newpass=Marigold_1984x pls remember it", "Marigold_1984x"),
    ("new_pw: Tulip#2291", "Tulip#2291"),
    ("pass1=Kx7!rain44 pass2=Lotus_5521", "Kx7!rain44"),
    ("pw2=Sommer2024!", "Sommer2024!"),
    ("Neupasswort: Birke_77x", "Birke_77x"),
    ("neues_pw=Hase!1990", "Hase!1990"),
    ("nowehaslo=Sosenka#12", "Sosenka#12"),
    ("nowe_hasło: Wiosna2024!", "Wiosna2024!"),
    ("contraseña_nueva: Gato_azul77", "Gato_azul77"),
    ("nouveau_mdp=Soleil#45", "Soleil#45"),
    ("новий_пароль=Kalyna_2023", "Kalyna_2023"),
    ("новый_пароль: Berezka77!", "Berezka77!"),
    ("mypass=hunter2x", "hunter2x"),
]

ID_CARDS = [
    ("Mairie : \"Votre CNI n° X4RTBPFW4 est disponible\". Je peux envoyer quelqu'un la chercher ?", "X4RTBPFW4"),
    ("ma carte nationale d'identité : T7KD2LQ84", "T7KD2LQ84"),
    ("my ID card number is KX74RT2B9", "KX74RT2B9"),
    ("Mein Ausweis: C4X7RT2LK", "C4X7RT2LK"),
    ("dowód osobisty nr ZX4R7TP2Q", "ZX4R7TP2Q"),
    ("Номер мого паспорта: FK4R7T2M9", "FK4R7T2M9"),
]

GREEN = [
    # counting and lists in words
    "count with me: one, two, three, four, five!",
    "I have three kids, two dogs, one cat and four fish",
    "pick one, two or three",
    "Zählen wir: eins, zwei, drei, vier, los!",
    "uno, dos, tres, cuatro, ¡a bailar!",
    "raz, dwa, trzy, cztery - ćwiczymy liczenie z synem",
    "un, deux, trois, quatre, on y va",
    "раз, два, три, чотири — рахуємо разом",
    # USSD codes and keys pressed
    "to check your balance dial *100# then press 1",
    "gate opens, press 1 then # to confirm",
    "the gate is 2#4 metres",
    "the alarm went off at 4#7719?",
    # placeholders and examples
    "default_password=changeme",
    "pass=changeme",
    "newpass=<your password>",
    "pwd=xxxx",
    "new_password=********",
    "set newpass=$NEW_PASS in the env",
    "bypass=true",
    "compass: 270deg",
    "passport: see attached",
    "boarding pass: 12B gate 4",
    # a wrong amount at a cash machine, a street after "the right one"
    "The ATM gave me the wrong amount. The right one is 2000 euros I think.",
    "The ATM on Main St is the wrong one; the right one is 4118 Elm Street.",
    # a word and a year, a model's letters then digits
    "Votre CNI n° AAAA1111A est disponible",
    "ID card template with ID ABCDEFGH12",
    "Carte d'identité : voir le modèle CR80 ABCDEFGH",
]


def _covers(text: str, value: str) -> bool:
    v = detect(text)
    start = text.index(value)
    return v.label == "red" and any(f.start <= start < f.end for f in v.findings)


@pytest.mark.parametrize(("text", "first"), SPELLED_PINS)
def test_spelled_pin_with_commas_is_red_on_its_words(text: str, first: str) -> None:
    assert _covers(text, first)


@pytest.mark.parametrize("text", RIGHT_ONE)
def test_the_right_one_after_a_wrong_one_at_the_machine_is_a_pin(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and any(f.kind == Kind.SECRET for f in v.findings), v


@pytest.mark.parametrize(("text", "value"), KEYPAD)
def test_keypad_code_with_a_symbol_or_letter(text: str, value: str) -> None:
    assert _covers(text, value)


@pytest.mark.parametrize(("text", "value"), GLUED)
def test_glued_password_key(text: str, value: str) -> None:
    assert _covers(text, value)


@pytest.mark.parametrize(("text", "value"), ID_CARDS)
def test_mixed_id_card_number(text: str, value: str) -> None:
    assert _covers(text, value)


@pytest.mark.parametrize("text", GREEN)
def test_near_misses_stay_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
