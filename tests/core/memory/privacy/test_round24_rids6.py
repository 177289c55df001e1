"""Round 24 (helper rids6, development sets broad-zzp..zzt): identifiers, secrets and identity and their look-alikes.
Each sentence is the helper's own, written for a class (a phrasing family), not a set's line; each red one failed on the
code before the round (base ee5b4b7), each green one passes after it."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# a Wi-Fi password named by the Wi-Fi's 'code' or by 'parol' typed in Latin letters, read back in Cyrillic too (secrets.py, translit.py)
_WIFI_RED = [
    "parol' vid vaifaju v ofisi Kvitka_9917",
    "Parol vid wifi na dachi teper Sosna_Richka_45, zrobi krasyvu tabluchku dlja gostej",
    "parol ot wifi v kvartire teper Kvartira_Lesnaja_19, napishi krasivo dlja gostej",
]


@pytest.mark.parametrize("text", _WIFI_RED)
def test_wifi_red(text: str) -> None:
    assert detect(text).label == "red", text


# a Wi-Fi password named by the Wi-Fi's 'code' or by 'parol' typed in Latin letters, read back in Cyrillic too (secrets.py, translit.py)
_WIFI_GREEN = [
    "Code wifi introuvable sur la box, où le chercher ?",
    "Parol vid wifi zabuv, jak joho skynuty na routeri?",
    "El código wifi no funciona en mi móvil, ¿qué hago?",
    "Wie ändere ich den WLAN-Code am Router?",
    "parol ot wifi ne podhodit, chto delat?",
    "Où est écrit le code wifi sur une Livebox 6 ?",
]


@pytest.mark.parametrize("text", _WIFI_GREEN)
def test_wifi_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a card PIN written tersely: 'code cb 5823' (secrets.py)
_PIN_TERSE_RED = [
    "code cb 4417 garde le pour moi",
    "code cb 7391 garde le qq part stp j'oublie tjrs",
]


@pytest.mark.parametrize("text", _PIN_TERSE_RED)
def test_pin_terse_red(text: str) -> None:
    assert detect(text).label == "red", text


# a card PIN written tersely: 'code cb 5823' (secrets.py)
_PIN_TERSE_GREEN = [
    "code cb refusé au magasin, pourquoi ?",
    "pin karty zablokowany po 3 próbach, co robić",
    "PIN EC-Karte vergessen, was tun?",
    "code cb à 4 chiffres ou 6 chiffres ?",
    "pin tarjeta bloqueado, ¿cómo lo desbloqueo?",
    "card pin must be 4 digits in the UK?",
]


@pytest.mark.parametrize("text", _PIN_TERSE_GREEN)
def test_pin_terse_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a code the bank sent, the sending verb typed without diacritics or in Latin-typed Ukrainian/Russian (secret_sent_codes.py)
_BANK_CODE_RED = [
    "Prishel kod ot banka 482913, kuda ego vvodit?",
    "Pryjshov kod vid banku 730216, de joho vvodyty?",
    "Prijshov kod z banku 662901, kudy joho?",
]


@pytest.mark.parametrize("text", _BANK_CODE_RED)
def test_bank_code_red(text: str) -> None:
    assert detect(text).label == "red", text


# a code the bank sent, the sending verb typed without diacritics or in Latin-typed Ukrainian/Russian (secret_sent_codes.py)
_BANK_CODE_GREEN = [
    "Przyszedl kod z banku, ale wygasl po 5 minutach",
    "Prishel kod ot banka, no ja ego ne zapisal",
    "The bank code 20-45-67 is their sort code, right?",
    "Me llego un codigo del banco hace 2 dias, ¿caduca?",
    "Dostalem kod z banku dopiero po 10 minutach, normalne?",
    "Got a code from the bank at 3 am, is that phishing?",
]


@pytest.mark.parametrize("text", _BANK_CODE_GREEN)
def test_bank_code_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# an entrance code with a letter, the entrance named in Latin-typed Ukrainian/Russian (secrets.py, translit.py)
_DOOR_LATIN_RED = [
    "Kod pid'izdu 2741B, kurjer maje znaty",
    "Kod podjezda 4418A, peredaj dostavke",
    "kod vid dverej 3306M, ne zabud",
    "kod pidjizdu 6093K, kvartyra 12",
]


@pytest.mark.parametrize("text", _DOOR_LATIN_RED)
def test_door_latin_red(text: str) -> None:
    assert detect(text).label == "red", text


# an entrance code with a letter, the entrance named in Latin-typed Ukrainian/Russian (secrets.py, translit.py)
_DOOR_LATIN_GREEN = [
    "Kod pid'izdu ne pracjuje, kurjer ne mozhe zajty",
    "kod domofonu zminyly, treba novyj",
    "Kod podjezda pomenjali vchera",
    "Kod do klatki zmieniony w 2023",
    "kod domofona ne rabotaet uzhe 2 dnja",
    "Türcode geändert, Kurier kommt nicht rein",
]


@pytest.mark.parametrize("text", _DOOR_LATIN_GREEN)
def test_door_latin_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a recovery phrase in words of a language with no BIP-39 list (seed_free_words.py)
_SEED_WORDS_RED = [
    "Сохрани сид-фразу кошелька: ветер лампа горох синий поезд мост рыба окно зебра плита ручей купол",
    "Моя мнемонічна фраза: сонце річка яблуко ворота сокира мед голос шлях берег хмара озеро кінь",
    "Frase semilla de mi monedero: perro cielo lámpara barco nieve mesa río verde campana hoja llave tren",
    "Fraza odzyskiwania portfela: okno rzeka jabłko most kamień wiatr sowa lampa ryba chmura pole dzwon",
    "Wiederherstellungsphrase meiner Wallet: Apfel Wolke Brücke Hund Lampe Fluss Stein Vogel Tisch Feder Mond Weg",
    "phrase de récupération du portefeuille : pomme nuage pont chien lampe rivière pierre oiseau table plume lune chemin",
    "Фраза от кошелька: лес гора снег кот мяч дверь свет ключ песок река волна сыр",
    "Seed-фраза гаманця: зірка ліс дім вода сіль мак хліб пісок вікно степ дуб сад",
    "frase de recuperación: gato mar sol piedra luna casa puente árbol fuego nube hierro tierra",
]


@pytest.mark.parametrize("text", _SEED_WORDS_RED)
def test_seed_words_red(text: str) -> None:
    assert detect(text).label == "red", text


# a recovery phrase in words of a language with no BIP-39 list (seed_free_words.py)
_SEED_WORDS_GREEN = [
    "Что такое сид-фраза кошелька и сколько в ней слов: двенадцать или двадцать четыре?",
    "Frase semilla: ¿por qué se usan doce palabras y no una contraseña normal?",
    "Мнемонічна фраза гаманця загубилась, чи можна відновити без неї?",
    "Wiederherstellungsphrase auf Papier oder Metall aufbewahren, was ist besser für meine Wallet?",
    "Фраза от кошелька должна храниться офлайн, а не в заметках телефона, верно?",
    "Fraza odzyskiwania portfela ma zwykle 12 lub 24 słowa, prawda?",
]


@pytest.mark.parametrize("text", _SEED_WORDS_GREEN)
def test_seed_words_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a phone number first, named on the next line or by a copula after it, or after 'the number of <name>, <who>,' (value_first.py, phones.py)
_PHONE_VALUE_FIRST_RED = [
    "49 17612345678 ist meine neue Handynummer",
    "33 712345678 c'est le nouveau num de ma soeur",
    "Die Nummer von Lena, unserer Babysitterin, ist 01761234567, speicher sie",
    "El número de Álvaro, el fontanero del barrio, es el 612345678",
    "Le numéro de Chloé, ma voisine du dessus, c'est le 0612345678",
]


@pytest.mark.parametrize("text", _PHONE_VALUE_FIRST_RED)
def test_phone_value_first_red(text: str) -> None:
    assert detect(text).label == "red", text


# a phone number first, named on the next line or by a copula after it, or after 'the number of <name>, <who>,' (value_first.py, phones.py)
_PHONE_VALUE_FIRST_GREEN = [
    "2019 c'est l'année où j'ai déménagé",
    "48 hours is the deadline for the refund",
    "1500 ist meine neue Miete, zu viel?",
    "12 to mój ulubiony numer na koszulce",
    "300 es el precio de la bici nueva",
    "2024\nthat's the year we moved",
]


@pytest.mark.parametrize("text", _PHONE_VALUE_FIRST_GREEN)
def test_phone_value_first_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a UK NINO named as such and grouped any way (numbers.py)
_NINO_GROUPED_RED = [
    "national insurance no: ab 12-34-56 c",
    "NI no. kj.47.91.18.d, is that the format they want?",
]


@pytest.mark.parametrize("text", _NINO_GROUPED_RED)
def test_nino_grouped_red(text: str) -> None:
    assert detect(text).label == "red", text


# a UK NINO named as such and grouped any way (numbers.py)
_NINO_GROUPED_GREEN = [
    "what format is a NI number, 2 letters then 6 digits?",
    "my NI number letter went to the old address",
]


@pytest.mark.parametrize("text", _NINO_GROUPED_GREEN)
def test_nino_grouped_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# the writer's IBAN on their own invoice after 'pay to' (own_values.py); a known example IBAN in a validator's test stays green (numbers.py)
_IBAN_OWN_INVOICE_RED = [
    "Add to the footer of my invoice: pay to GB33 BUKB 2020 1555 5555 55, thanks",
]


@pytest.mark.parametrize("text", _IBAN_OWN_INVOICE_RED)
def test_iban_own_invoice_red(text: str) -> None:
    assert detect(text).label == "red", text


# the writer's IBAN on their own invoice after 'pay to' (own_values.py); a known example IBAN in a validator's test stays green (numbers.py)
_IBAN_OWN_INVOICE_GREEN = [
    "On the supplier's invoice: pay to GB33 BUKB 2020 1555 5555 55, is it legit?",
    "Validator test: DE89 3704 0044 0532 0130 00 passes, mine fails",
    "My IBAN checker says ES91 2100 0418 4502 0005 1332 is valid, why does mine fail?",
]


@pytest.mark.parametrize("text", _IBAN_OWN_INVOICE_GREEN)
def test_iban_own_invoice_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a one-person trade's tax number ('selbstständig', 'freelance', 'yo solo', a CIF) (documents.py, checksums.py, value_glyphs.py); a firm's number 'NIP firmy' stays green (owned_business_ids.py)
_SOLE_TRADER_TAX_RED = [
    "Meine Frau ist selbstständige Fotografin, ihre USt-IdNr. ist DE136695976 – wohin damit?",
    "je bosse en freelance, mon numéro TVA FR40303265045, il va où sur le devis ?",
    "tengo una sl yo solo, cif B58818501, ¿lo pongo arriba?",
    "Mein Vater ist selbstständiger Maler, seine Steuernummer DE811569869 steht nicht auf der Rechnung",
]


@pytest.mark.parametrize("text", _SOLE_TRADER_TAX_RED)
def test_sole_trader_tax_red(text: str) -> None:
    assert detect(text).label == "red", text


# a one-person trade's tax number ('selbstständig', 'freelance', 'yo solo', a CIF) (documents.py, checksums.py, value_glyphs.py); a firm's number 'NIP firmy' stays green (owned_business_ids.py)
_SOLE_TRADER_TAX_GREEN = [
    "Ich bin selbstständig, mein Kunde schickt mir seine USt-IdNr. DE136695976, wohin damit?",
    "Soy autónomo y un cliente me pasa su CIF B58818501 para la factura",
    "I'm a freelancer and a customer sent me their VAT number GB980780684, does it go on my invoice?",
    "El CIF de Mercadona es A46103834, ¿lo pongo en el gasto?",
    "Faktura z przychodni ma NIP firmy 5260250274, czy odliczę ją jako osoba fizyczna?",
    "Rachunek ze żłobka: NIP spółki 5252248481, ja płacę jako osoba prywatna, da się odliczyć?",
]


@pytest.mark.parametrize("text", _SOLE_TRADER_TAX_GREEN)
def test_sole_trader_tax_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# look-alikes: a firm's EDRPOU typed 'JeDRPOU', the Spanish specimen 'Juan Español Español', a known example IBAN in a test
_ID_LOOKALIKES_GREEN = [
    "Na fakturi vid TOV kod JeDRPOU 14360570, ce kod kompaniji, tak?",
    "En la plantilla del DNI sale Juan Español Español, calle Mayor 1 — ¿lo copio?",
    "Testing my IBAN regex: GB29 NWBK 6016 1331 9268 19 passes but real ones fail",
    "YeDRPOU 00032129 to kod banku, a ne mij?",
    "El modelo oficial trae María Española Española, avenida de España 1, ¿qué es eso?",
]


@pytest.mark.parametrize("text", _ID_LOOKALIKES_GREEN)
def test_id_lookalikes_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)


# a person by a name's shape (patronymic, -ez surname pair), a workplace before 'was born', 'has her birthday on', a plate in the possessive, a message typed all in lower case (surname_shapes.py, identity.py, lower_case_names.py)
_IDENTITY_SHAPES_RED = [
    "Отправь поздравление Валентине Сергеевне Кузнецовой, ул. Лесная 8, кв. 12, Пермь",
    "Tom Becker from IT was born 03/02/1981, organise a cake",
    "My neighbour Gwen Pryce has her birthday on 9 March 1985, remind me",
    "lieferung an: jonas albrecht, lindenweg 12, 79098 freiburg",
    "please post it to sarah whitfield 22 maple avenue leeds ls6 2ab",
]


@pytest.mark.parametrize("text", _IDENTITY_SHAPES_RED)
def test_identity_shapes_red(text: str) -> None:
    assert detect(text).label == "red", text


# a person by a name's shape (patronymic, -ez surname pair), a workplace before 'was born', 'has her birthday on', a plate in the possessive, a message typed all in lower case (surname_shapes.py, identity.py, lower_case_names.py)
_IDENTITY_SHAPES_GREEN = [
    "Quedamos en la plaza de Pérez Galdós a las 5, ¿vale?",
    "Tesla's car YK71 DRN was a prototype in the film",
    "the party for grace is on 12 june 2027 at 5",
    "The Beatles from Liverpool were big in 1963",
    "emma said the bus 42 leaves at 7",
    "Отправь письмо в ООО Ромашка, ул. Ленина 5, Москва",
]


@pytest.mark.parametrize("text", _IDENTITY_SHAPES_GREEN)
def test_identity_shapes_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)

# a person's home or birth date in Ukrainian or Russian typed in Latin letters (translit.py markers, 'ji', the lost soft sign; identity.py datives)
_LATIN_IDENTITY_RED = [
    "Dopomozhy napysaty lyst: vidpravljaju Mariji Kovalenko, vul. Sadova 12, kv. 4, Lviv",
    "Didus Petro Bondarenko narodyvsja 14 bereznja 1951, dopomozhy napysaty pryvitannja",
    "Babusja Olha Shevchuk narodylas 5 travnja 1947, napyshy virsh",
    "Posylku vidpravljaju Tetjani Melnyk, ul. Lipowa 4/2, 00-120 Warszawa, dopomozhy z adresoju",
    "Titka Iryna Savchuk narodylas 9 lystopada 1962, dopomozhy z pryvitannjam",
    "Posylku vidpravljaju Natalji Hrytsenko, vul. Franka 7, Ternopil, ce pravylno?",
    "Ja Olga Petrova, zhivu Mira ul. 11, kv. 2, Omsk, pomogi napisat' zhalobu",
]


@pytest.mark.parametrize("text", _LATIN_IDENTITY_RED)
def test_latin_identity_red(text: str) -> None:
    assert detect(text).label == "red", text


# a person's home or birth date in Ukrainian or Russian typed in Latin letters (translit.py markers, 'ji', the lost soft sign; identity.py datives)
_LATIN_IDENTITY_GREEN = [
    "Dopomozhy napysaty pryvitannja dlja kolektyvu na 8 bereznja",
    "Posylku vidpravljaju na viddilennja 12, ce normalno?",
    "Ja zhivu v Lvovi vzhe 5 rokiv, pomogi napisat' rezjume",
    "Babusja narodylas u seli, 3 dity bulo v sim'ji",
    "pomogi napisat' zhalobu na magazin, chek 4412",
    "Vulytsja Sadova 12 zakryta na remont do 5 chervnja, dopomozhy napysaty ogoloshennja",
]


@pytest.mark.parametrize("text", _LATIN_IDENTITY_GREEN)
def test_latin_identity_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).reason)
