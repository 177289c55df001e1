"""Round 17 of the privacy detector (broad-zh: spoken and retold messages, values dictated as words).

Family 1, a short code said aloud after its code word: a PIN, a door, gate or intercom code, an alarm code, a TAN,
a verification code, in pairs ("siedemdziesiąt dwa, szesnaście"), as digits ("uno cero seis ocho tres") or with a
false start ("four... no wait, ..."); not a postal, bar or error code, not a time or an amount (spoken_codes.py,
spoken_numbers.py).
Family 2, letters spelled with a word ("D wie Dora", "P jak Paweł", "F comme François", "B as in Bravo", "F як
Франція") and NATO words among dictated digits, read as the letter with the digits around it (spelled_letters.py);
a spelled ID is written without the spaces the commas stood for (normalise.py).
Family 3, the dictated-number reader: "eighty eighty-six" is 80 86 (not 88 and a stray 6), "zéro un, ..." reads
the article "un" before a comma as 1 (normalise.py).
Family 4, a thing's number read aloud stays green: a barcode, a parcel's tracking number, an order number, a
postal code, an association's SIREN (spoken_things.py).
Family 5, an ID said in pairs, each between commas, after the ID's word ("ІПН ..., диктую: двадцять п'ять,
дев'яносто шість, ..."): written as digits (a list of scores stays words; normalise.py, spelled_letters.py).
Family 6, identity said aloud (spoken_identity.py): a relative, a titled person or a given name living or moved
at a street with its house number in words; a named person's birth date in words (not a biography's, not before
1900); a person's car with its plate spelled after the plate word.
Family 8, a JSON web token's header alone ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", the same in every HS256 token) is
no secret (public_values.py, secrets.py); a whole token stays red.
Family 7, disclosures told as in a call: the writer's affair with someone else's partner ("ich hab was mit dem Mann
meiner besten Freundin", "tengo algo con el marido de ...", "я сплю с мужем подруги"; vocab/apps.py), being on a
debtors' register ("estoy en el fichero de morosos", "je suis fichée à la Banque de France"; vocab/intl.py).

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.spoken_numbers import spoken_values
from app.core.memory.privacy.detector.verdict import detect

CODES_RED = [
    "pin do mojej karty to osiemdziesiąt trzy, dwadzieścia jeden, nie mów nikomu",
    "kod do domofonu u teściowej: czterdzieści siedem, dziewięćdziesiąt jeden",
    "die Geheimzahl von Papas Karte ist dreiundsechzig, neunzehn",
    "Torcode für die Garage ist einundvierzig, achtundachtzig, dann Raute drücken",
    "el pin de la tarjeta de mi abuela es treinta y dos, setenta y cuatro",
    "la alarma del local se apaga con siete cuatro dos cero uno",
    "le digicode de l'immeuble c'est quarante-deux, soixante-dix-huit",
    "l'alarme du garage se coupe avec quarante-sept, quatre-vingt-trois",
    "пін від бабусиної картки сорок один, дев'яносто три",
    "код домофону в мами двадцять вісім, шістдесят сім",
    "пин от карты мамы тридцать девять, семьдесят два",
    "the door code for my sister's flat is fifty-one, eighty-four",
    "the bank's verification code, six... sorry, no, forty-three, eighteen, ninety-two",
    "die TAN lautet zweiundfünfzig, null acht, siebenundvierzig",
    "the gate code at mum's is star twenty, fourteen pound",
]

CODES_GREEN = [
    "set the alarm at twelve fifteen, please",
    "le code postal de la mairie, c'est trente et un zéro zéro deux",
    "kod pocztowy urzędu to zero zero, dziewięćset pięćdziesiąt",
    "the error code on the washing machine is forty-one, fifty-two",
    "el código de barras termina en cuarenta y dos, noventa y uno",
    "the pin costs twenty-five euros at the hardware store",
    "Numer alarmowy to 112, a telefon zaufania dla dzieci 116 111",
    "kod taryfy celnej 6110 20 10, stawka 12 %",
    "ile kosztuje kod rabatowy na dwadzieścia pięć złotych?",
    "the PIN has four digits, one two three four is a bad choice",
    "the code on line forty-two, twelve throws an error",
]


@pytest.mark.parametrize("text", CODES_RED)
def test_spoken_code_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CODES_GREEN)
def test_spoken_lookalike_code_is_green(text):
    assert detect(text).label == "green", text


def test_spoken_values_reads_pairs_hundreds_and_false_starts():
    assert spoken_values("siedemdziesiąt dwa, szesnaście", 0) == [("7216", 0, 30)]
    assert [v for v, _, _ in spoken_values("cuatro... no, espera, sesenta y nueve, doce", 0)] == ["4", "6912"]
    assert spoken_values("quatre cent douze", 0)[0][0] == "412"
    assert spoken_values("вісімсот сімдесят, дев'ять", 0)[0][0] == "8709"


SPELLED_RED = [
    # a German IBAN, its country spelled with words
    "Oma hat mir ihre IBAN vorgelesen: D wie Dora E wie Emil sechs fünf, fünf null null eins, null fünf "
    "eins sieben, null sechs vier acht, zwei neun eins sieben, drei fünf",
    # a Polish ID card, spelled
    "mój dowód, literuję: A jak Adam, B jak Barbara, A jak Adam, trzy zero zero zero zero zero",
    # a UK NINO with NATO letters
    "her NI number is Alpha, Bravo, one two, three four, five six, Charlie",
]


@pytest.mark.parametrize("text", SPELLED_RED)
def test_spelled_identifier_is_red(text):
    assert detect(text).label == "red", text


def test_spelled_letters_are_written_as_letters():
    assert "DE655001" in normalise("IBAN: D wie Dora E wie Emil sechs fünf, fünf null null eins").text
    assert normalise("P jak Paweł, L jak Leon, 12").text == "P, L, 12"
    assert normalise("P jak Paweł").text == "P jak Paweł"  # (no digit near: nothing dictated)
    assert normalise("Mike is coming at two with Victor").text == "Mike is coming at two with Victor"
    assert normalise("I met Juliet for coffee").text == "I met Juliet for coffee"


def test_dictated_reader_fixes():
    n = normalise("account: D E, eighty eighty-six, twelve thirty-four, fifty-six seventy-eight, ninety ten")
    assert "8086" in n.text.replace(" ", "")
    n = normalise("ma carte : quarante-neuf soixante-dix, douze zéro un, trente-trois quarante, cinquante-cinq vingt")
    assert "49701201" in n.text.replace(" ", "")


THINGS_GREEN = [
    "kod kreskowy z mleka: pięć, dziewięć zero zero jeden dwa trzy, cztery pięć sześć siedem osiem",
    "der Barcode auf der Dose: vier, null null eins zwei drei vier, fünf sechs sieben acht neun null",
    "ТТН на посилку двадцять, п'ять дев'ять, нуль нуль, один один, два два, три три, чотири чотири",
    "el número de seguimiento es cuatro siete cero, cero cero uno, dos tres cuatro, cinco seis",
    "le SIREN de notre club de foot : sept sept cinq, six six six, quatre quatre quatre",
]


@pytest.mark.parametrize("text", THINGS_GREEN)
def test_spoken_thing_number_is_green(text):
    assert detect(text).label == "green", text


def test_spoken_phone_beside_a_parcel_stays_red():
    assert detect("the parcel came, the courier's mobile is plus four four, seven seven, zero zero, nine "
                  "one one, two three four five six").label == "red"


def test_id_said_in_pairs_after_its_word_is_red():
    assert detect("РНОКПП чоловіка, записуй: двадцять п'ять, дев'яносто шість, шістдесят шість, тридцять сім, "
                  "сорок сім").label == "red"
    assert detect("the scores were twelve, fifteen, nine, eleven, twenty, thirty-one").label == "green"


HOMES_RED = [
    "meine Tante Gisela wohnt jetzt in der Bahnhofstraße siebzehn in Kassel",
    "mi abuelo Ramón se ha mudado a la calle Toledo cuarenta y dos, en Zaragoza",
    "mamie Jeanne habite au quinze rue Victor Hugo, à Lyon",
    "babcia Halina mieszka teraz na Słonecznej dwadzieścia trzy w Toruniu",
    "тітка Оля переїхала на вулицю Франка, тридцять один, у Львові",
    "my nan Maureen now lives at twelve Rose Lane, Bristol",
    "бабушка Нина живёт на Лесной, дом семь, в Калуге",
]
HOMES_GREEN = [
    "the bakery moved to Lindenstraße zwölf last week",
    "mi tía vive en la calle Mayor desde hace dos años",
    "Onkel Herbert wohnt seit zwölf Jahren in der Lindenstraße",
    "la tienda de Carmen se mudó a la calle Alcalá",
    "my office moved to twelve rue de Rivoli last spring",
    "la empresa de mi tío se mudó a la calle Alcalá ciento veinte",
]
BIRTHS_RED = [
    "Kacper Nowicki urodził się trzeciego maja dwa tysiące dziewiętnastego, do zapisu na basen",
    "Sophie Martin est née le premier avril deux mille dix, pour la cantine",
    "Lukas Becker wurde am zweiten Juni zweitausendzwölf geboren, für den Kita-Antrag",
    "Emma Wilson was born on the third of May, two thousand and nine, for the passport form",
]
BIRTHS_GREEN = [
    "Frédéric Chopin was born on the first of March, eighteen ten, in Żelazowa Wola",
    "Marie Curie est née le sept novembre mille huit cent soixante-sept",
    "my cousin was born in March, I think",
]
PLATES_RED = [
    "el coche de mi vecina Lucía tiene la matrícula dos tres nueve ocho, B C D",
    "das Auto von Herrn Brandt hat das Kennzeichen K, L, drei vier fünf",
    "Marek ma nowy samochód, rejestracja ka ef, cztery pięć sześć, el em",
]
PLATES_GREEN = [
    "what does a plate number in Spain look like, four digits and three letters?",
    "el coche nuevo tiene la matrícula provisional, me dijeron que tarda dos semanas",
]


@pytest.mark.parametrize("text", HOMES_RED + BIRTHS_RED + PLATES_RED)
def test_spoken_identity_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", HOMES_GREEN + BIRTHS_GREEN + PLATES_GREEN)
def test_spoken_identity_lookalike_is_green(text):
    assert detect(text).label == "green", text


DISCLOSURES_RED = [
    "ich habe was mit der Frau meines Chefs, seit Ostern",
    "tengo un lío con la mujer de mi cuñado y no sé cómo pararlo",
    "je couche avec la femme de mon collègue depuis Noël",
    "я сплю с мужем подруги уже полгода",
    "у мене роман з чоловіком сусідки",
    "sigo en la lista de morosos por una deuda del móvil",
    "aparezco en el registro de morosos por una factura del gimnasio",
]
DISCLOSURES_GREEN = [
    "ich habe was mit der Frau meines Chefs besprochen, wegen der Feier",
    "ich habe was mit dem Mann von der Bank besprochen",
    "¿cómo sé si estoy en el fichero de morosos?",
    "qué es el fichero de morosos y cuánto dura",
    "я сплю с мужем в разных комнатах, он храпит",
]


@pytest.mark.parametrize("text", DISCLOSURES_RED)
def test_told_disclosure_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", DISCLOSURES_GREEN)
def test_told_disclosure_lookalike_is_not_red(text):
    assert detect(text).label != "red", text


def test_jwt_header_alone_is_green_whole_token_red():
    assert detect("every HS256 token begins with eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9, the header").label == "green"
    assert detect("the RS256 header is eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 in our docs").label == "green"
    assert detect("my session token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ODc2NTQzMjEiLCJuYW1lIjoiS2F"
                  "yZW4ifQ.Qm9ndXNTaWduYXR1cmVGb3JUZXN0aW5nMTIz").label == "red"


def test_plate_word_before_a_glued_id_ends():
    # "matrícula" (an enrolment) before a DNI with its letter glued on: read once, not looped over
    assert detect("para la matrícula del máster me piden el DNI 45829173F, ¿lo subo así?").label in ("red", "green")
