"""Round 44 (rids): identifiers and secrets by kind - a phone's and a SIM card's own numbers, codes of places and
devices, 2FA seeds and recovery material, national numbers. The sentences are this round's own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# device_ids.py: IMEI, ICCID, IMSI, MEID, an eSIM's activation code, after their names, check digit holding
DEVICE_RED = [
    "My phone's IMEI is 356881263403191, the insurer wants it for the claim",
    "imei of my iphone: 350128469655158",
    "Numer IMEI mojego telefonu to 356881263403191, zgłaszam kradzież",
    "moj imei 350128469655158 bo operator pyta",
    "Die IMEI meines Handys lautet 356881263403191, bitte sperren",
    "mi imei 350128469655158 para la denuncia",
    "mon imei c'est 350605577982376, pour la plainte",
    "IMEI мого телефону 356881263403191, його вкрали",
    "мой IMEI 350128469655158, телефон украли",
    "IMEI: 35-688126-340319-1 (my phone)",
    "IMEI 1: 356881263403191\nIMEI 2: 350128469655158",
    "356881263403191 is my IMEI, write it into the form",
    "My SIM card's ICCID is 8947590420309988459",
    "iccid of my sim 89493615513906097126, the shop needs it to port my number",
    "numer seryjny mojej karty sim 89474189587147466486",
    "Die ICCID meiner SIM-Karte: 8947 5904 2030 9988 459",
    "número de serie de mi SIM: 89493615513906097126",
    "le numéro ICCID de ma carte SIM est le 8947590420309988459",
    "номер моєї SIM-карти 89493615513906097126",
    "ICCID моей сим-карты 8942094141064283041",
    "my IMSI is 260021234567890 according to the sim tool",
    "my MEID is 35A7F20B91C4D6, the carrier asked for it",
    "my esim activation code: LPA:1$smdp.io$QR-G-5C-1LS1K-1XKQ2VW7",
    "my sim number is 8947590420309988459",
    "SIM-Nummer 8947590420309988459 (meine)",
    "numer simki 8947590420309988459",
    "el número de mi chip es 8947590420309988459",
    "numer karty SIM i IMEI: 356881263403191",
]
DEVICE_NOT_RED = [
    "The demo unit in the shop window has IMEI 356881263403191 printed on the box",
    "example IMEI from the docs: 490154203237518",
    "my IMEI ends in 3191",
    "imei starts with 35688126 something, can't read the rest",
    "What is an IMEI and where do I find it?",
    "Model number SM-G991B/DS, serial R58N12ABCDE",
    "The printer's MAC address is 00:1A:2B:3C:4D:5E (the office one)",
    "ICCID is the 19-20 digit number on your SIM card, starting with 89",
    "The phone I found on the bus has IMEI 356881263403191, how do I find the owner?",
    "IMEI 356881263403192 is invalid, right?",
    "my sim card number 8947590420309988458 - the shop says it fails the check",
    "Vorführgerät im Laden, IMEI 356881263403191, ist das noch Neuware?",
    "telefon z wystawy, wystawowy egzemplarz, IMEI 350128469655158 - brać?",
    "vendo mi iPhone precintado, IMEI 356881263403191, comprobad que no está bloqueado",
    "my dog's chip number 356881263403191",
    "simple: 356881263403191",
]


@pytest.mark.parametrize("text", DEVICE_RED)
def test_device_ids_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", DEVICE_NOT_RED)
def test_device_ids_not_red(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)


# place_codes.py (with kept_codes.read_codes): a till's, a server room's, a storeroom's, a bike lock's code
PLACE_RED = [
    "the manager code on the till is 7731, don't tell the new guy",
    "Kassencode für Stornos: 4418",
    "kod kierownika na kasie 5520, do zwrotów",
    "código de la caja registradora 3390 para anular tickets",
    "le code manager de la caisse est 6612",
    "код касира 4471, для повернень",
    "код на кассе для возвратов 8825",
    "POS supervisor PIN 9043",
    "code for the server room door: 7-3-0-9",
    "kod do serwerowni 58-21-07",
    "locker combo is 2281",
    "bike lock combo 4729",
    "Fahrradschloss Zahlencode 5819",
    "code du cadenas du vélo : 7712",
    "код на велозамку 2739",
    "stockroom code 6184, lock it after closing",
]
PLACE_NOT_RED = [
    "My flight leaves from the terminal, booking code 482913",
    "reserve a table for four, booking code 4829",
    "Kasse 3 hat Fehlercode 4012, was tun?",
    "error code 4491 on the till, what does it mean?",
    "the default code for a new padlock is 0000",
    "till number 4 is broken again",
    "In my novel the thief opens the till with code 3816",
    "the till code on receipts is 4417 i think, is that a store id?",
    "kod kasy na paragonie 0042, co to znaczy?",
]


@pytest.mark.parametrize("text", PLACE_RED)
def test_place_codes_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", PLACE_NOT_RED)
def test_place_codes_not_red(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)


# totp_seeds.py: an authenticator's base32 seed named by its setup key or app, grouped, lower case
TOTP_RED = [
    "Der Einrichtungsschlüssel für den Authenticator lautet ab3k 7hqz p2vw x4mn",
    "klucz do aplikacji uwierzytelniającej: gezd gnbv gy3t qoja",
    "clave de configuración de Google Authenticator: mfrg gzdf mztw q2lk",
    "clé secrète de la double authentification : onsw g4tf oqyt emzu",
    "ключ настройки для аутентификатора: mzxw 6ytb oi3t qnrv",
    "aegis setup key ist o2xl alsl l2eg d5zk llzs wwvy 4l7v wnsv, speicher das",
    "seed from authy backup: h3kq-7vwl-2zpr-y6mx",
    "o2xl alsl l2eg d5zk llzs wwvy is the setup key for my bank's 2FA",
    "klucz konfiguracji dwuskładnikowego logowania w banku: qz7k m2wp xr4t lb6n",
]
TOTP_NOT_RED = [
    "Example TOTP secret from RFC 6238: GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
    "what is a TOTP seed and how is it stored?",
    "the 2fa docs say the setup key looks like jbsw y3dp ehpk 3pxp",
    "Two-factor authentication is on, the code words were this that what when",
    "my 2fa app shows codes every 30 seconds, is that normal?",
    "Use base32 like ABCDEFGHIJKLMNOP for the 2FA seed in the unit test",
]


@pytest.mark.parametrize("text", TOTP_RED)
def test_totp_seeds_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", TOTP_NOT_RED)
def test_totp_seeds_not_red(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)


# national_numbers.py: PT NIF/NISS/cartão de cidadão, BE rijksregisternummer, CZ rodné číslo, RO CNP, IT codice fiscale
NATIONAL_RED = [
    "o meu NIF é 205037410",
    "NIF portugués 160955149, el mío",
    "205037410 é o meu NIF, põe na fatura",
    "meu NISS 12012345673",
    "número do cartão de cidadão 50788099 5 AB7",
    "il mio codice fiscale è BNCLRA92E41F205S",
    "mijn rijksregisternummer 85.11.12-028.19",
    "mon numéro de registre national 85111299225",
    "moje rodné číslo 856130/2926",
    "moje rodne cislo 8507127684",
    "CNP-ul meu este 1850730406291",
]
NATIONAL_NOT_RED = [
    "o NIF da empresa é 505037410? está na fatura",
    "NIF de exemplo: 205037410",
    "o meu NIF é 205037411",  # fails the check digit
    "rodné číslo, jak se počítá kontrolní číslice?",
    "CNP exemplu 1850730406291 din manual",
]

# birth_certificates.py: the register entry's number after the certificate's name
BIRTH_RED = [
    "numer aktu urodzenia córki 1465/2019/A, USC Kraków",
    "my son's birth certificate number is 123456789, needed for the school",
    "Geburtsurkunde meiner Tochter, Registernummer G 482/2018",
    "Свідоцтво про народження сина: серія І-ЛВ № 512873, видане у Львові",
    "свидетельство о рождении дочери серия II-МЮ № 634512",
    "número de la partida de nacimiento de mi hijo 0412/2017",
    "acte de naissance de ma fille n° 1187, mairie de Lyon 3e",
    "Birth certificate for my daughter Ella Hart, entry no. 318, district of Leeds",
]
BIRTH_NOT_RED = [
    "How do I order a birth certificate from the GRO?",
    "Faktura nr FV/2026/11/0457 za tłumaczenie aktu urodzenia — ok?",
    "The birth certificate costs £11 and takes 15 days",
    "Geburtsurkunde 2019 beantragt, wann kommt sie?",
    "Template birth certificate: entry no. 123, name [CHILD NAME]",
    "свідоцтво про народження 2015 року, чи потрібен апостиль?",
    "I need 3 copies of my birth certificate",
]


@pytest.mark.parametrize("text", NATIONAL_RED + BIRTH_RED)
def test_national_and_birth_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", NATIONAL_NOT_RED + BIRTH_NOT_RED)
def test_national_and_birth_not_red(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)


# owned_business_ids.py: the writer's own business number said right after the keyword, set against another's
OWN_AFTER_RED = [
    "Na fakturze od dostawcy jest zły NIP, mój to 722-391-47-00, popraw proszę",
    "hurtownia ma w systemie zły nip, a mój to 5823942365",
    "mam vat ue, mój numer PL7223914700",
]
OWN_AFTER_NOT_RED = [
    "Orlen ma VAT-UE i ich numer to PL7740001454",
    "VAT-UE firmy: PL7740001454",
]


@pytest.mark.parametrize("text", OWN_AFTER_RED)
def test_own_business_number_after_keyword(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", OWN_AFTER_NOT_RED)
def test_other_business_number_after_keyword(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)
