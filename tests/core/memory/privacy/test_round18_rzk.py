"""Round 18 (rzk): plain short chat and quick messages typed on a phone.

Identifiers and secrets: a value broken over lines by a phone's keyboard (split_values.py); the writer's new number
on a shared-cost prefix; a Russian card PIN "от карты", a card's "код від карти"; a building's lobby code (not a game
lobby); a code "fürs Garagentor"; an intercom's three digits. Identity: "nacio el" typed without its accent, "my house at <address>",
"живёт" spelled with ё. Look-alikes: a takeaway's or a named company's line asked about (business_lines.py), an
account "en la web" or named after a company with a bill, Stripe's 3-D Secure test cards, "code barre", an order
"de <shop> numero", what a plate's letters mean, a card "kończąca się na" its last digits.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # one value over several lines
    "iban de mi madre\nES11 6829 5668 0\n493 8255 9311",
    "konto brata\nPL75 8411 6700\n0240 3120 6024 2078",
    # the writer's new number, whatever its prefix
    "mój nowy numer to 801 234 567, zapisz go",
    "hab eine neue nummer 0800 3301 000 sag es bitte allen",
    # a card PIN in Russian
    "пин от карты сбербанка 7294 не забудь",
    "пин от карты мамы 5821",
    "код від карти 6093 запам'ятай",
    "код от карты 3378 напомни вечером",
    # a building's lobby, an intercom, a garage gate
    "lobby code is 4817, buzz flat 12 when you get here",
    "tell the cleaner the lobby code 5529 and the door is on the left",
    "code fürs garagentor 3390 - darf ich den weitergeben?",
    "код домофона 728, квартира 15",
    "код від домофону 584 запиши",
    # identity
    "mi hija Carla nacio el 14/06/2017, cuando le toca la revision",
    "mi padre nacio el 2 de marzo de 1950 en Sevilla",
    "mi hijo nacio 11/02/2018 que vacuna le toca",
    "mi abuela nació el día 7 de junio de 1939",
    "can you write to the council, the streetlight outside my house at 42 Elm Grove, Sheffield S7 1AB is broken",
    "der Zaun vor meinem Haus in der Birkenallee 7 ist kaputt, schreib dem Vermieter",
    "Олег Петров живёт пер. Садовый 9",
    "mi casa en la calle Olmo 23 de Valencia tiene humedad, ayudame con el correo",
    "перед моїм будинком на вул. Зелена 14 у Києві розбита дорога",
    "у нас затопило, возле моим домом на ул. Садовая 3",
    # a neighbour named with a title, the address after the home's own preposition
    "sąsiadka pani Nowak z ul. Lipowej 12 prosi o pomoc z pismem",
    "mein nachbar Herr Vogel in der Ahornstraße 5 hat einen Unfall gehabt",
    "сусід пан Богдан на вул. Квітова 7 потребує допомоги",
]

GREEN = [
    # a takeaway's, a restaurant's, a named company's line asked about
    "Pizzeria Roma 030 4471 2290 haben die sonntags offen?",
    "Sushi Haus 0176 5523 8891 liefern die auch nach Pankow?",
    "Golden Dragon takeaway 07700 983211 do they deliver after 11?",
    "pizzeria Mamma Mia +48 600 412 733 czy dowożą na Mokotów?",
    "restaurante El Faro +34 655 123 456 abren los lunes?",
    "pizzeria Chez Paolo 04 91 22 33 44 ils livrent le dimanche ?",
    "піцерія Маріо 067 123 4567 доставляють у неділю?",
    "¿el teléfono de Correos 915 123 456 atiende 24h?",
    "der telefon von Hertz 089 2154 8890 ist rund um die uhr besetzt?",
    # a taxi firm, a repair shop, a locksmith asked about
    "radio taxi Sol 913 22 18 89 funcionan los domingos?",
    "ремонт взуття Майстер 044 222 33 44 працюють у суботу?",
    "Schlüsseldienst Schnell 0171 2233445 arbeiten die auch am sonntag?",
    # accounts that are a company's
    "el gimnasio pone su cuenta ES11 6829 5668 0493 8255 9311 en la web para la cuota",
    "die tanzschule hat ihr konto DE44 5001 0517 5407 3249 31 auf der website",
    "рахунок Тернопільгазу UA03 8312 3770 9583 1138 7759 7701 4 в квитанції, правильно?",
    "konto Tauronu PL75 8411 6700 0240 3120 6024 2078 z faktury, dobre?",
    # documented test cards
    "für 3d secure tests bei stripe geht 4000 0000 0000 3063 oder?",
    "3ds tests with stripe: 4000 0082 6000 3178 should decline",
    # a product's barcode
    "le code barre 4820369594400 c'est un produit polonais ?",
    # an order with the shop named
    "mi pedido de mango numero 16871399381 no ha llegado",
    # the format of plates
    "was bedeuten die Buchstaben im Kennzeichen M-XY 4411 eigentlich",
    "que significan las letras de la matricula 4821 KLM en general",
    # a fragment of a card
    "placilam karta konczaca sie na 8812 a sklep mowi ze nie doszlo",
]

# guards: these were right before and must stay so
STILL_RED = [
    # a person's own number or a worker's, beside a place
    "my cousin's pizzeria 07700 983211 do they deliver",
    "Marek z pizzerii 600 412 733 dowozi?",
    "¿el teléfono de Lucía 912 320 320 atiende?",
    "taxi 07911 123456 took my bag, what do I do",
    "die nummer von Kathrin 089 2154 8890 ist erreichbar?",
    # a person's account with a bill; my account on the web
    "рахунок Олени UA03 8312 3770 9583 1138 7759 7701 4 з квитанції",
    "he puesto mi cuenta ES11 6829 5668 0493 8255 9311 en la web",
    "ich habe mein konto DE44 5001 0517 5407 3249 31 auf der website angegeben",
    # a test card said to be one's own
    "meine karte 4000 0027 6000 3184 wurde abgelehnt",
    # my plate, asking about its letters
    "mein kennzeichen ist M-XY 4411, was bedeuten die buchstaben",
    # a game lobby stays green, a reservation's ID stays red
    "pon mi dni en la reserva del hotel: 30956826-e",
]

STILL_GREEN = [
    "код від карти лояльності 4820012345678 не сканується",
    "my neighbour at 14 Oak Road is loud",
    "join my among us lobby code 2738",
    "order 12345\n67890",
]


@pytest.mark.parametrize("text", RED + STILL_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN + STILL_GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)
