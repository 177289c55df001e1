"""Round 23 (helper rids5, sets broad-zzk..zzo): identifiers, secrets and identity and their look-alikes. Each
sentence is the helper's own, written for a class (a phrasing family), not a set's line; each red one failed on the
code before the round (base 7e8f653), each green one passes after it."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# a card PIN named, the value handed over for safekeeping sentences later (secret_kept_codes.py)
_PIN_LATER_RED = [
    "Siempre se me olvida el pin de la tarjeta del banco. Apúntalo tú, por favor: 3968.",
    "J'ai encore oublié le code de ma CB au distributeur. Garde-le quelque part : 5173.",
    "Mój PIN do karty ciągle mi ucieka z głowy. Zapisz go: 9046.",
]


@pytest.mark.parametrize("text", _PIN_LATER_RED)
def test_pin_later_red(text: str) -> None:
    assert detect(text).label == "red", text


# a card PIN named, the value handed over for safekeeping sentences later (secret_kept_codes.py)
_PIN_LATER_GREEN = [
    "Je perds la tête ces temps-ci, j'oublie même le code de ma carte. Comment retenir un code à 4 chiffres ?",
    "Ciągle zapominam PIN do karty. Jak go zmienić w bankomacie?",
    "I keep forgetting my card PIN. What's a good way to remember 4 digits?",
    "Ich vergesse ständig die PIN meiner EC-Karte. Ist es schlimm, sie dreimal falsch einzugeben?",
    "Siempre se me olvida el pin de la tarjeta. ¿Cuántos intentos tengo: 3?",
]


@pytest.mark.parametrize("text", _PIN_LATER_GREEN)
def test_pin_later_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an intercom code with its key button said in words between the digits (split_codes.py)
_DOOR_SPACED_RED = [
    "domofon u mamy kod 4 7 2 klucz i potem 9",
    "код домофону 5 2 9 ключ потім 1",
    "intercom at grandma's code 3 8 6 key then 4",
    "digicode chez papi 7 1 4 clé puis 2",
    "Klingel bei Oma Code 2 6 8 Schlüssel dann 5",
    "domofon na działce kod 6 0 3 klucz, potem 8",
    "код від під'їзду 1 4 7 ключ і 3",
]


@pytest.mark.parametrize("text", _DOOR_SPACED_RED)
def test_door_spaced_red(text: str) -> None:
    assert detect(text).label == "red", text


# an intercom code with its key button said in words between the digits (split_codes.py)
_DOOR_SPACED_GREEN = [
    "domofon u babci nie działa, kod trzeba wpisać 2 razy",
    "the intercom needs 3 presses of the key then 1 long",
    "digicode en panne depuis 3 jours, clé 2 fois",
]


@pytest.mark.parametrize("text", _DOOR_SPACED_GREEN)
def test_door_spaced_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a NIE with its digits in groups (numbers.py)
_NIE_DASH_GREEN = [
    "¿el NIE se escribe con guiones, tipo X-0000000-T?",
    "what does NIE stand for in Spain",
]


@pytest.mark.parametrize("text", _NIE_DASH_GREEN)
def test_nie_dash_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a sole trader's own 'ust id' / NIF-IVA (documents.py)
_VAT_OWN_RED = [
    "meine ust id als freiberufler DE957815892 muss auf jede rechnung oder?",
    "mi NIF-IVA de autónomo ES48291637D, ¿va en la factura?",
]


@pytest.mark.parametrize("text", _VAT_OWN_RED)
def test_vat_own_red(text: str) -> None:
    assert detect(text).label == "red", text


# a sole trader's own 'ust id' / NIF-IVA (documents.py)
_VAT_OWN_GREEN = [
    "Impressum: Musterbau GmbH, USt-IdNr. DE136695976, Registergericht München",
    "where do I put the client's company VAT number on an invoice",
]


@pytest.mark.parametrize("text", _VAT_OWN_GREEN)
def test_vat_own_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an API key after an unaccented 'cle' / 'schluessel' (secrets.py)
_API_AFTER_KW_RED = [
    "cle api du site 7a91c0e2b4f35d8e6c0a1b2f3d4e5c6a elle marche plus",
    "mein api schluessel 0c5f2e9b7a1d4c3e8f6b0a2d9e7c5b13 geht nicht mehr",
]


@pytest.mark.parametrize("text", _API_AFTER_KW_RED)
def test_api_after_kw_red(text: str) -> None:
    assert detect(text).label == "red", text


# an API key after an unaccented 'cle' / 'schluessel' (secrets.py)
_API_AFTER_KW_GREEN = [
    "the api key is 32 hex characters long, how do I generate one",
    "клучи api должны храниться в переменных окружения",
]


@pytest.mark.parametrize("text", _API_AFTER_KW_GREEN)
def test_api_after_kw_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an IBAN grouped in threes from its start, the check digits split (numbers.py)
_IBAN_ODD_RED = [
    "Empfänger Jana Vogt IBAN DE7 512 030 000 102 030 405 0 — richtig?",
    "IBAN de mon frère FR7 630 004 000 031 234 567 890 143",
    "my sister's iban GB0 2NWB K601 6133 1926 820",
]


@pytest.mark.parametrize("text", _IBAN_ODD_RED)
def test_iban_odd_red(text: str) -> None:
    assert detect(text).label == "red", text


# an IBAN grouped in threes from its start, the check digits split (numbers.py)
_IBAN_ODD_GREEN = [
    "IBAN DE89 3704 0044 0532 0130 00 ist die Beispiel-IBAN aus Wikipedia",
    "how many characters does a German IBAN have, 22?",
]


@pytest.mark.parametrize("text", _IBAN_ODD_GREEN)
def test_iban_odd_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a plate's owner as 'our', registered to the writer, or a doctor in any case (identity.py)
_PLATE_OWNER_RED = [
    "Автомобіль КА 7731 ВІ належить нашому бухгалтеру Ірині.",
]


@pytest.mark.parametrize("text", _PLATE_OWNER_RED)
def test_plate_owner_red(text: str) -> None:
    assert detect(text).label == "red", text


# a plate's owner as 'our', registered to the writer, or a doctor in any case (identity.py)
_PLATE_OWNER_GREEN = [
    "Samochód na miejscu dla niepełnosprawnych należy do firmy kurierskiej.",
    "What do the letters in a UK plate like LD21 mean?",
    "El coche del anuncio lleva la matrícula 0000 BBB, ¿es real?",
]


@pytest.mark.parametrize("text", _PLATE_OWNER_GREEN)
def test_plate_owner_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an address typed on a phone: French without apostrophes, 'vul' without its dot, translit (elisions.py)
_ADDR_LATIN_RED = [
    "je mappelle Elodie Carre jhabite 14 rue des Lilas 69003 Lyon fais moi une lettre pour la mairie",
    "zapyshy adresu Oksana Melnyk vul Shevchenka 21 kv 8 Lviv dlia kuriera",
    "ecris au proprio de ma part Hugo Lemaire 3 allee des Pins 44000 Nantes",
    "napyshy lyst vid mene Petro Bondar vul Franka 4 kv 19 Kyiv",
]


@pytest.mark.parametrize("text", _ADDR_LATIN_RED)
def test_addr_latin_red(text: str) -> None:
    assert detect(text).label == "red", text


# an address typed on a phone: French without apostrophes, 'vul' without its dot, translit (elisions.py)
_ADDR_LATIN_GREEN = [
    "the council office is at 18 Birchwood Avenue Leeds, what time does it open",
    "jhabite pres de la rue des Tanneurs a Rennes, cest un bon quartier",
    "adresa muzeiu vul Shevchenka 21 Lviv",
]


@pytest.mark.parametrize("text", _ADDR_LATIN_GREEN)
def test_addr_latin_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a birth date in Ukrainian typed in the official transliteration (translit.py)
_BIRTH_TRANSLIT_RED = [
    "zapyshy syna Maksym Tkachenko narodzhenyi 3 bereznia 2015 v sektsiiu",
]


@pytest.mark.parametrize("text", _BIRTH_TRANSLIT_RED)
def test_birth_translit_red(text: str) -> None:
    assert detect(text).label == "red", text


# a birth date in Ukrainian typed in the official transliteration (translit.py)
_BIRTH_TRANSLIT_GREEN = [
    "Taras Shevchenko narodyvsia 9 bereznia 1814",
    "Maria Skłodowska urodzona 7 listopada 1867 w Warszawie",
]


@pytest.mark.parametrize("text", _BIRTH_TRANSLIT_GREEN)
def test_birth_translit_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a book's ISBN is no phone
_ISBN_PHONE_GREEN = [
    "ist 978-3-16-148410-0 die neue ausgabe vom atlas",
    "El ISBN que encontré es 978-84-376-0494-7, ¿sigue en venta?",
    "is 978-014-303-943-3 the right paperback",
    "czy 978-83-240-3521-4 to ISBN tej książki?",
    "ISBN 978 2 07 036822 8 c'est la bonne édition ?",
    "чи 978-966-03-4561-2 це нове видання?",
]


@pytest.mark.parametrize("text", _ISBN_PHONE_GREEN)
def test_isbn_phone_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an advertiser's sender address (identifiers.py)
_MARKETING_MAIL_GREEN = [
    "From: offers@easyjet.com — 'Flights from £19.99 this weekend'. Real?",
    "De : newsletter@fnac.com — « Soldes jusqu'à -50 % ». C'est intéressant ?",
    "Od: promocje@allegro.pl — „Super okazje na weekend”. Warto?",
    "Von: angebote@mediamarkt.de – „Black Friday Deals“. Echt?",
    "De: ofertas@iberia.com — «Vuelos desde 29 €». ¿Es verdad?",
    "Від: sales@rozetka.com.ua — «Знижки до 40 %». Це правда?",
]


@pytest.mark.parametrize("text", _MARKETING_MAIL_GREEN)
def test_marketing_mail_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an organisation's own numbers
_ORG_NUMBERS_GREEN = [
    "У реквізитах рахунку: ТОВ «Будсервіс», код ЄДРПОУ 32855961, перевір формат.",
    "W stopce maila firmowego mamy NIP 526-025-02-74, czy to potrzebne?",
    "Bankverbindung des Finanzamts laut Bescheid: DE89 3704 0044 0532 0130 00 – was kommt in den Verwendungszweck?",
    "Pay to Northgate Consulting Ltd, account GB29NWBK60161331926819 — our business account.",
    "Dans la signature de l'entreprise : SIRET 732 829 320 00074, c'est obligatoire ?",
    "Reквизиты фирмы: ООО «Ромашка», ИНН 7707083893 — проверь.",
]


@pytest.mark.parametrize("text", _ORG_NUMBERS_GREEN)
def test_org_numbers_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a plate in an advert (numbers.py, identity_plates.py)
_PUBLIC_PLATE_GREEN = [
    "Was bedeutet das Kennzeichen „M-AX 2024“ in der Werbung von Audi?",
    "Na billboardzie Toyoty auto ma tablicę WX 12345, to prawdziwy numer?",
    "La publicité Renault montre la plaque AB-123-CD, c'est fictif ?",
]


@pytest.mark.parametrize("text", _PUBLIC_PLATE_GREEN)
def test_public_plate_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a record's hex id as a link's path segment (public_values.py)
_HEX_URL_GREEN = [
    "Enlace del correo: /pedido/9a2b3c4d5e6f708192a3b4c5d6e7f809 — ¿por qué no abre?",
    "The confirmation link /booking/0f1e2d3c4b5a69788796a5b4c3d2e1f0 gives 404",
    "Link z maila /zamowienie/3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f nie działa",
]


@pytest.mark.parametrize("text", _HEX_URL_GREEN)
def test_hex_url_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a book's ISBN in phone-like groups is no phone (phones.py)
_ISBN_GROUPS_GREEN = [
    "ist 978-839-458-073-5 die richtige Ausgabe vom Atlas?",
    "is 978-019-722-003-0 the paperback or the hardcover",
    "czy 978-840-215-736-2 to nowe wydanie tej książki",
    "ISBN 978 288 193 036 2 c'est la bonne édition ?",
    "busco el libro 978-384-262-129-9, ¿sigue a la venta?",
    "чи 978-963-224-538-6 це нове видання?",
]


@pytest.mark.parametrize("text", _ISBN_GROUPS_GREEN)
def test_isbn_groups_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# five picks 'and' one more are no phone (phones.py)
_LOTTERY_AND_ONE_GREEN = [
    "did 4 9 15 28 37 and 8 win anything on saturday",
    "czy 3 11 17 25 40 i 9 coś wygrały w sobotę",
    "haben 2 8 16 29 44 und 5 was gewonnen?",
    "¿ganaron 6 13 21 30 45 y 2 algo el jueves?",
]


@pytest.mark.parametrize("text", _LOTTERY_AND_ONE_GREEN)
def test_lottery_and_one_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a signature's line labelled mobile (org_documents.py)
_SIGNATURE_MOBILE_RED = [
    "Signature of the mail I got:\nMorag Innes\nmob. 07700 912345\n3 Kelvin Way, Glasgow\nHow do I reply?",
]


@pytest.mark.parametrize("text", _SIGNATURE_MOBILE_RED)
def test_signature_mobile_red(text: str) -> None:
    assert detect(text).label == "red", text


# an institution's branch address (identity_chat.py)
_BRANCH_ADDRESS_GREEN = [
    "Czy wniosek mogę wysłać na adres oddziału ZUS przy ul. Senatorskiej 6 w Warszawie?",
    "Can I post the form to the council office at 12 Market Street, Leeds?",
    "Kann ich den Antrag an die Geschäftsstelle in der Hauptstraße 5 schicken?",
    "¿Puedo enviar la solicitud a la sucursal de la calle Mayor 20?",
]


@pytest.mark.parametrize("text", _BRANCH_ADDRESS_GREEN)
def test_branch_address_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a specimen ID card's number (sample_mentions.py)
_SPECIMEN_ID_GREEN = [
    "na wzorze dowodu ze strony gov jest ABA 300000, to przykładowy numer?",
    "wzor dowodu na stronie gov ma ABA 300000 to przykladowy numer?",
]


@pytest.mark.parametrize("text", _SPECIMEN_ID_GREEN)
def test_specimen_id_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a record's hex id as a link's path segment (public_values.py)
_HEX_PATH_GREEN = [
    "Link z maila: /rezerwacja/3f2a9c0d8e7b6a5f4e3d2c1b0a9f8e7d — czemu nie działa?",
    "The link /order/0a1b2c3d4e5f60718293a4b5c6d7e8f9 opens a blank page",
    "Der Link /buchung/9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b geht nicht",
]


@pytest.mark.parametrize("text", _HEX_PATH_GREEN)
def test_hex_path_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# the tax office's, a partnership's account, a firm's ЕГРПОУ, a company footer (numbers.py, documents.py)
_ORG_ACCOUNTS_GREEN = [
    "Bankverbindung des Finanzamts laut Schreiben: DE75 1203 0000 1020 3040 50 – was muss in den Verwendungszweck?",
    "Pay to Kestrel Design LLP, account GB02NWBK60161331926820 — that's our business account, add it to the invoice.",
    "Реквизиты: ООО «Техснаб», код ЕГРПОУ 32855961, проверь, пожалуйста.",
    "W stopce maila firmowego mamy NIP 526-025-02-74 — czy to potrzebne?",
]


@pytest.mark.parametrize("text", _ORG_ACCOUNTS_GREEN)
def test_org_accounts_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# fragments of a number (partial.py, numbers.py)
_FRAGMENTS_GREEN = [
    "Mam tylko początek numeru PESEL, 92 03..., reszta jest w dowodzie.",
    "I only have the start of her NI number, AB 12..., the rest is on the letter.",
    "Nur das Ende der IBAN habe ich, ...4471, der Rest steht auf der Karte.",
    "Tengo solo el final del NIE, ...21L, lo demás lo tiene mi jefe.",
    "Llamaron desde un +34 61, no vi el resto.",
    "Дзвонили з +380 93, решту номера не побачила.",
    "Il ne me reste que la fin du numéro de carte, …77-B.",
]


@pytest.mark.parametrize("text", _FRAGMENTS_GREEN)
def test_fragments_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a document's series number is no account (numbers.py)
_SERIES_NUMBERS_GREEN = [
    "рахунок номер РФ-01288 від 3 березня і акт 42/26, куди вписати?",
    "numer konta? nie, to faktura FV-2291 z 3 marca",
]


@pytest.mark.parametrize("text", _SERIES_NUMBERS_GREEN)
def test_series_numbers_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)



# more of the plate owners and phone-typed French homes (written after the change, failing before it)
_MORE_RED = [
    "Auto KR 3M517 na parkingu szpitala należy do doktora Wiśniewskiego, dopisz go do listy.",
    "Машина ВС 4412 АК біля воріт — це нашого завгоспа Петра.",
    "The car LK19 ZRT in bay 4 is registered to me, please add it to the permit list.",
    "dis au syndic que jhabite 5 rue des Ormes 31000 Toulouse et que la fuite continue",
    "cest ladresse de ma soeur 12 rue Pasteur 59000 Lille envoie le colis la",
]


@pytest.mark.parametrize("text", _MORE_RED)
def test_more_red(text: str) -> None:
    assert detect(text).label == "red", text


# the apostrophes put back change no verdict by themselves; an advert's or a film's plate with "our" stays green
_MORE_GREEN = [
    "cest la rue des Ormes a Toulouse, jhabite pas loin, cest joli ?",
    "In unserem Werbespot fährt ein Auto mit dem Kennzeichen M-AX 2024 – ist das erlaubt?",
    "Do naszej reklamy potrzebujemy auta z tablicą WX 12345, czy można użyć zmyślonej?",
]


@pytest.mark.parametrize("text", _MORE_GREEN)
def test_more_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a NIE with its seven digits in groups, after a lower-case "nie"
_NIE_GROUPS_RED = [
    "nie de mi hermano Y45-678-90N para el padrón",
    "pon el nie de mi madre X24-680-13K en la solicitud",
    "mein nie für die wohnung Z13-579-24D",
]


@pytest.mark.parametrize("text", _NIE_GROUPS_RED)
def test_nie_groups_red(text: str) -> None:
    assert detect(text).label == "red", text
