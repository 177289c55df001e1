"""Round 23 (helper rspoken): values spoken, dictated or typed on a phone.

Classes (each with red sentences and green twins of the same surface; the sentences are this helper's own):
- iban_split: an IBAN whose check digits are split from their country ("DE5 052 601 ..."), in odd groups, partly
  said as words;
- glued_phone: a phone number typed without the space after the word before it ("al612345987", "на0671234598");
- spoken_home: a person's address with the house number said in words ("Birkenweg dreizehn", "forty one Mill
  Street");
- spoken_birth: a birth date said in words, typed without diacritics ("nee le douze mai deux mille quinze");
- dictated_code: a PIN, a TAN, an SMS code, a safe's combination said in words, digit by digit or in pairs, typed
  without diacritics ("piecdziesiat szesc", "fuenfundsiebzig zwoelf");
- keyed_code: a door code told as digits with the key pressed between them ("4 7 2 klucz 9").
The HELD lists were kept aside while the rules were written (round 23's own held-out check).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

IBAN_SPLIT_RED = [
    "iban meiner tochter DE5 052 601 815 neun null acht drei null eins sechs sechs eins drei bitte",
    "le rib de mon frere FR5 318 609 139 zero neuf neuf six zero trois zero huit deux quatre six deux huit un neuf merci",
    "numer konta mamy PL7 597 543 231 948 757 491 186 252 7 na przelew za czynsz",
    "meine IBAN fuer die Erstattung: DE4 4601 8955 5979 7114 710",
    "рахунок сестри UA7 973 603 268 840 307 573 692 625 24 для переказу",
]
IBAN_SPLIT_HELD = [
    "my brother's account DE3 7829 488 029 two zero three two two one five four nine for the rent",
    "przelej na moje konto PL7 5975 4323 1948 siedem piec siedem cztery dziewiec jeden jeden osiem szesc dwa piec dwa siedem",
]
IBAN_SPLIT_GREEN = [
    "Bestellnummer DE5 052 601 815 neun null acht drei fuer die Reklamation",  # (too short for an IBAN)
    "numer partii PL7 597 543 231 z magazynu",
]

GLUED_PHONE_RED = [
    "dile al fontanero que me llame al612345987 cuando llegue",
    "can you ring my mum at07823456190 tonight",
    "хай кур'єр дзвонить на0671234598 як приїде",
    "niech kurier dzwoni na601234587 jak bedzie pod blokiem",
    "sag ihm er soll mich unter01761234567 anrufen wenn er da ist",
    "tell the driver to ring me on07457123987 when he gets here",
]
GLUED_PHONE_HELD = [
    "appelez ma mere au0645127893merci",
    pytest.param("que el tecnico me llame al677889012porque no funciona el timbre", marks=pytest.mark.xfail(
        strict=True, reason="held out, missed: the space comes back, but a Spanish national number without +34 in a "
                            "Spanish sentence is no phone to the phone finder (region), with the space too")),
    "нехай подзвонить на0931234567коли буде вдома",
]
GLUED_PHONE_GREEN = [
    "le colis au123456789012 est arrive au depot",  # a tracking number, no phone's shape
    "tell the driver to ring me on the 12th when he gets here",
    "que me llame al menos 3 veces",
    "pedido al2024 listo",
]

SPOKEN_HOME_RED = [
    "send the keys to my gran Edith Moore at twenty two Church Lane Ipswich",
    "bitte an meinen Opa Kurt Lange Ahornweg neunzehn Goettingen schicken",
    "mandalo a mi casa Pablo Ortega calle Mayor cuarenta y cinco segundo A Zaragoza",
    "wyslij paczke do babci Haliny Kubiak, ulica Klonowa siedemnascie, Radom",
    "надішли на мою адресу Олена Ковальчук вулиця Шевченка двадцять сім квартира дев'ять Львів",
    "envoie le colis chez moi Claire Dubois quarante-deux avenue Jean Jaures Toulouse",
]
SPOKEN_HOME_HELD = [
    "my address for the form is Ben Carter forty one Mill Street Leeds",
    "schick es an meine Oma Hilde Kraus Hauptstrasse siebenundzwanzig Bonn",
    "la direccion de mi abuela es Rosa Vidal calle Olivo numero ocho Sevilla",
]
SPOKEN_HOME_GREEN = [
    "the number twenty two bus goes down Church Lane every morning",
    "wir waren dreizehn Leute beim Fest im Birkenweg in Kassel",
    "la calle Mayor tiene cuarenta y cinco tiendas en Zaragoza",
    "na ulicy Lipowej posadzili dwadziescia trzy drzewa",
    "на вулиці Шевченка відкрили двадцять сім кав'ярень",
    "l'avenue Jean Jaures a Toulouse compte quarante-deux arbres",
]

SPOKEN_BIRTH_RED = [
    "inscris ma fille Jade Roux nee le douze mai deux mille quinze au judo",
    "apunta a mi hijo Mateo Ruiz nacio el cuatro de junio de dos mil diecisiete en natacion",
    "sign up my son Leo Grant born the fourth of june twenty seventeen for swimming",
    "mon pere Alain Petit ne le vingt et un mars mille neuf cent cinquante deux",
]
SPOKEN_BIRTH_HELD = [
    "mi madre Pilar Gomez nacio el nueve de octubre de mil novecientos sesenta",
    "ma grand-mere Odette Leroy nee le trois fevrier mille neuf cent trente huit",
]
SPOKEN_BIRTH_GREEN = [
    "le match a eu lieu le douze mai deux mille quinze a Lyon",
    "el cuatro de junio de dos mil diecisiete abrio la tienda",
    "my son Leo was born to play football, he turned twelve",
    "the concert was on the fourth of june twenty seventeen",
]

DICTATED_CODE_RED = [
    "pin do karty to piecdziesiat szesc dziewiecdziesiat osiem",
    "die TAN ist fuenfundsiebzig zwoelf dreiundneunzig",
    "the bank texted me four eight one nine two six, a guy on the phone wants it",
    "combinacion de la caja fuerte: siete cero dos nueve",
    "cvv na odwrocie karty to dziewiec jeden cztery",
    "контрольний код на звороті картки сім три п'ять",
    "el cvv de mi tarjeta es cuatro uno siete",
]
DICTATED_CODE_HELD = [
    "the lockbox by the door opens with three eight eight one",
]
DICTATED_CODE_GREEN = [
    "we ordered fifty six pizzas and ninety eight drinks",
    "die Rechnung kam auf fuenfundsiebzig Euro zwoelf",
    "tengo siete u ocho primos en Sevilla",
    "the code of conduct has four sections",
    "ich habe zwoelf Kinder in der Klasse",
    "w klasie jest dwadziescia osiem dzieci",
]

KEYED_CODE_RED = [
    "kod do domofonu 4 7 2 klucz 9",
    "код домофону 6 1 5 ключ потім 3",
    "door code is 4 7 2 then the key then 9",
    "Türcode 8 3 1 Schlüssel 6",
]
KEYED_CODE_HELD = [
    "el codigo del portal es 5 2 8 llave 4",
    "code de la porte 9 4 1 cle puis 7",
]
KEYED_CODE_GREEN = [
    "kod do domofonu jest na kartce przy kluczu",
    "the key code cabinet has 4 hooks",
]

# held out too, but red on the base already (kept as a regression check, not counted as the round's gain)
ALREADY_RED = [
    "FR7 949 746 507 529 170 342 366 712 c'est le rib de ma mere pour la caf",
    "ta mere m'a envoye le code recu par sms : quatre-vingt-dix-sept douze trente-trois",
    "Geheimzahl meiner Karte: neunzehn siebenundachtzig",
]


def _red(text: str) -> bool:
    return detect(text).is_red


@pytest.mark.parametrize("text", IBAN_SPLIT_RED + GLUED_PHONE_RED + SPOKEN_HOME_RED + SPOKEN_BIRTH_RED
                         + DICTATED_CODE_RED + KEYED_CODE_RED)
def test_red(text: str) -> None:
    assert _red(text), text


@pytest.mark.parametrize("text", IBAN_SPLIT_HELD + GLUED_PHONE_HELD + SPOKEN_HOME_HELD + SPOKEN_BIRTH_HELD
                         + DICTATED_CODE_HELD + KEYED_CODE_HELD)
def test_held_out_red(text: str) -> None:
    assert _red(text), text


@pytest.mark.parametrize("text", IBAN_SPLIT_GREEN + GLUED_PHONE_GREEN + SPOKEN_HOME_GREEN + SPOKEN_BIRTH_GREEN
                         + DICTATED_CODE_GREEN + KEYED_CODE_GREEN)
def test_green(text: str) -> None:
    assert not _red(text), text


@pytest.mark.parametrize("text", ALREADY_RED)
def test_still_red(text: str) -> None:
    assert _red(text), text
