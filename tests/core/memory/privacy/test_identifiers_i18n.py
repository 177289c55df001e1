"""The privacy detector's identifiers and secrets across the six languages it is built for
(English, Polish, German, Spanish, French, Ukrainian/Russian), normalisation of pasted text, the
user's phone region, and look-alikes that must stay green.

Check-digit values are published vectors: python-stdnum's documented examples (PESEL 44051401359,
NIP 8567346215, REGON 192598184, Steuer-ID 36574261809, Steuernummer 181/815/08155, DNI 54362315K,
NIE X2482300W, NIR 295109912611193, numéro fiscal 3023217600053, SSN 536-90-4399, RNOKPP
1759013776, NHS 9434765870), the IBAN registry's examples, the card schemes' test numbers and the
BIP-39 reference vectors. All sentences are written for these tests.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.phones import default_region, region_from_locale
from app.core.memory.privacy.detector.verdict import Kind, detect, redact, set_default_region

VISA = "4539148803436467"  # Luhn-valid Visa range, not a published test card


@pytest.fixture(autouse=True)
def _no_region():
    """Tests run as if the user's region were unknown unless a test says otherwise."""
    set_default_region(None)
    yield
    set_default_region(None)


def spans(text: str, **kw) -> list[str]:
    return [text[f.start:f.end] for f in detect(text, **kw).findings]


# ---------------------------------------------------------------- normalisation


@pytest.mark.parametrize("text, value", [
    ("PESEL ４４０５１４０１３５９ proszę", "４４０５１４０１３５９"),                  # full-width digits
    ("karta 4539\u200b1488\u200b0343\u200b6467 do zapłaty", "4539\u200b1488\u200b0343\u200b6467"),  # zero-width
    ("Konto: PL18 1090\u00ad1014 0000 0712 1981 7722", "PL18 1090\u00ad1014 0000 0712 1981 7722"),  # soft hyphen
    ("Meine Karte 4539\u20111488\u20110343\u20116467", "4539\u20111488\u20110343\u20116467"),       # non-breaking hyphen
    ("card 4539\u202f1488\u202f0343\u202f6467", "4539\u202f1488\u202f0343\u202f6467"),              # narrow no-break space
    ("Ma carte 4539.1488.0343.6467", "4539.1488.0343.6467"),
    ("card 4539_1488_0343_6467", "4539_1488_0343_6467"),
    ("mójpesel44051401359abc", "44051401359"),
    (f"karta{VISA}", VISA),
])
def test_pasted_and_glued_numbers_are_found_on_the_original_text(text, value):
    assert value in spans(text)
    out = redact(text)
    assert value not in out and "[private]" in out


def test_spans_after_a_folded_character_point_into_the_original():
    text = "ﬁle ＩＤ: password is Kettle!Dawn47 ok"  # "ﬁ" and full-width letters fold to more/other characters
    (f,) = detect(text).findings
    assert text[f.start:f.end] == "Kettle!Dawn47"


# ---------------------------------------------------------------- national and financial identifiers


@pytest.mark.parametrize("text, value", [
    ("Mój PESEL: 44051401359", "44051401359"),
    ("mój NIP: 8567346215, rozliczam się sam", "8567346215"),
    ("NIP 856-734-62-15 to mój numer do rozliczeń", "856-734-62-15"),
    ("REGON 192598184 mojej działalności", "192598184"),
    ("seria i numer dowodu: ABA300000", "ABA300000"),
    ("Meine Steuer-ID ist 36 574 261 809.", "36 574 261 809"),
    ("Steueridentifikationsnummer: 36574261809", "36574261809"),
    ("Meine Steuernummer lautet 181/815/08155", "181/815/08155"),
    ("Mi DNI es 54362315-K", "54362315-K"),
    ("dni 54362315k para la reserva", "54362315k"),
    ("Mi NIE: X-2482300-W", "X-2482300-W"),
    ("Mon numéro de sécurité sociale : 2 95 10 99 126 111 93", "2 95 10 99 126 111 93"),
    ("NIR 295109912611193", "295109912611193"),
    ("Mon numéro fiscal est 3023217600053", "3023217600053"),
    ("Мій РНОКПП 1759013776", "1759013776"),
    ("ІПН: 1759013776", "1759013776"),
    ("ідентифікаційний код 1759013776", "1759013776"),
    ("номер паспорту: 123456789", "123456789"),
    ("My SSN is 536-90-4399", "536-90-4399"),
    ("ssn 536904399", "536904399"),
    ("My NHS number is 943 476 5870", "943 476 5870"),
])
def test_national_identifiers_in_six_languages(text, value):
    v = detect(text)
    assert v.is_red and v.findings[0].kind is Kind.IDENTIFIER, v
    assert value in spans(text)


@pytest.mark.parametrize("text, value", [
    ("IBAN: PL18109010140000071219817722", "PL18109010140000071219817722"),
    ("ibanDE37370400440532013742", "DE37370400440532013742"),
    ("Kontonummer DE37 3704 0044 0532 0137 42", "DE37 3704 0044 0532 0137 42"),
    ("Mi número de cuenta es ES91 2100 0418 4502 0005 1332", "ES91 2100 0418 4502 0005 1332"),
    ("Mon RIB : FR14 2004 1010 0505 0001 3M02 606", "FR14 2004 1010 0505 0001 3M02 606"),
    ("Номер рахунку UA05 3223 1300 0002 6007 2335 6687 1", "UA05 3223 1300 0002 6007 2335 6687 1"),
    ("numer konta 61109010140000071219812874", "61109010140000071219812874"),
    (f"Mi tarjeta es {VISA[:4]}-{VISA[4:8]}-{VISA[8:12]}-{VISA[12:]}", f"{VISA[:4]}-{VISA[4:8]}-{VISA[8:12]}-{VISA[12:]}"),
    (f"Моя картка {VISA[:4]} {VISA[4:8]} {VISA[8:12]} {VISA[12:]}", f"{VISA[:4]} {VISA[4:8]} {VISA[8:12]} {VISA[12:]}"),
    ("karta4111111111111111", "4111111111111111"),  # a test number, but nothing says "test" here
])
def test_accounts_and_cards_in_six_languages(text, value):
    assert value in spans(text)


# ---------------------------------------------------------------- phones


@pytest.mark.parametrize("text, value", [
    ("Zadzwoń 512 345 678", "512 345 678"),
    ("kom. 512345678", "512345678"),
    ("tel. +48 512-345-678", "+48 512-345-678"),
    ("Ruf mich an unter 0151 23456789", "0151 23456789"),
    ("Meine Handynummer: 0171/1234567", "0171/1234567"),
    ("Mobil: +49 151 23456789", "+49 151 23456789"),
    ("Llámame al 612 34 56 78", "612 34 56 78"),
    ("mi móvil es 612345678", "612345678"),
    ("Appelle-moi au 06 12 34 56 78", "06 12 34 56 78"),
    ("Mon portable : 06.12.34.56.78", "06.12.34.56.78"),
    ("Мій телефон 050 123 45 67", "050 123 45 67"),
    ("Подзвони мені +380 50 123 4567", "+380 50 123 4567"),
    ("тел. 067-123-45-67", "067-123-45-67"),
    ("Text me on 07700 900123", "07700 900123"),
    ("Mama ma nowy numer 600 700 800, zapisz", "600 700 800"),
    ("Escríbeme al 612345678", "612345678"),
    ("écris-moi au 0612345678", "0612345678"),
    ("напиши мені 0671234567", "0671234567"),
    ("Pozdrawiam, Anna | M: 512 345 678", "512 345 678"),
])
def test_phones_in_six_languages(text, value):
    assert spans(text) == [value]


def test_user_region_reads_a_national_number_of_that_country():
    text = "Marco: 347 123 4567, dopo le sei"
    assert spans(text, region="IT") == ["347 123 4567"]
    set_default_region("IT")
    assert default_region() == "IT"
    assert spans(text) == ["347 123 4567"]


def test_region_comes_from_the_locale(monkeypatch):
    monkeypatch.setattr("locale.getlocale", lambda *a: ("pl_PL", "UTF-8"))
    assert region_from_locale() == "PL"
    monkeypatch.setattr("locale.getlocale", lambda *a: (None, None))
    for var in ("LC_ALL", "LC_TELEPHONE", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert region_from_locale() == "DE"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert region_from_locale() is None


# ---------------------------------------------------------------- secrets written in words


@pytest.mark.parametrize("text, value", [
    ("hasło: Kotek2024", "Kotek2024"),
    ("moje hasło to słoneczko123", "słoneczko123"),
    ("Mein Passwort ist Sommer2024", "Sommer2024"),
    ("Das Kennwort lautet Blume!88", "Blume!88"),
    ("Mi contraseña es Perro2023", "Perro2023"),
    ("la contraseña del wifi es casa1234", "casa1234"),
    ("Mon mot de passe est Soleil2023", "Soleil2023"),
    ("mdp : Chaton!45", "Chaton!45"),
    ("Мій пароль qwerty123", "qwerty123"),
    ("пароль від вайфаю: Kvitka2020", "Kvitka2020"),
    ("Мой пароль: Zvezda777", "Zvezda777"),
    ("password: letmein", "letmein"),
    ("PIN do karty: 4721", "4721"),
    ("pin do telefonu 1234", "1234"),
    ("Die PIN meiner EC-Karte ist 1234", "1234"),
    ("Mi PIN es 4821", "4821"),
    ("Mon code PIN est 4821", "4821"),
    ("Мій PIN-код 4821", "4821"),
    ("Kod BLIK: 123 456", "123 456"),
    ("BLIK 482913", "482913"),
    ("Your verification code is 482913", "482913"),
    ("Der Bestätigungscode lautet 482913", "482913"),
    ("Tu código de verificación es 482913", "482913"),
    ("Votre code de vérification : 482913", "482913"),
    ("Код підтвердження: 482913", "482913"),
    ("Код подтверждения 482913", "482913"),
    ("kody zapasowe: 8f3k-29dj 7hq2-11xa", "8f3k-29dj"),
    ("Türcode 4471", "4471"),
    ("el código de la puerta es 4471", "4471"),
    ("le digicode c'est 4B71A", "4B71A"),
    ("код від домофону 1379", "1379"),
    ("the code for the safe is 7391", "7391"),
    ("WLAN-Schlüssel: Fritz!Box2024", "Fritz!Box2024"),
    ("klucz wifi: DomKowalskich2020", "DomKowalskich2020"),
    ("clé wifi : MaisonBleue77", "MaisonBleue77"),
    ("login/hasło: jkowalski/Tajne123", "Tajne123"),
    ("pass=Secr3tPass", "Secr3tPass"),
    ("pw: Tajne!2023", "Tajne!2023"),
    ("WIFI:S:MyHome;T:WPA;P:SuperTajne123;;", "SuperTajne123"),
    ("Server=db;Database=app;User Id=sa;Password=Str0ng!Pass;", "Str0ng!Pass"),
])
def test_secrets_written_in_words(text, value):
    v = detect(text)
    assert v.is_red and v.findings[0].kind is Kind.SECRET, v
    assert any(value in s for s in spans(text))  # "jkowalski/Tajne123": the pair may be one span
    assert value not in redact(text)


@pytest.mark.parametrize("text", [
    "mysql://root:Pa55word@localhost/db",
    ("DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A=;"
     "EndpointSuffix=core.windows.net"),
    'curl -H "Authorization: Bearer 9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a" https://api.example.com',
    "sk_live_51Hxyz7K2mQpL8vR3tN6wB9cD",
    "mój klucz prywatny 5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ",
    "private key: e9873d79c6d87dc0fb6a5778633389f4453213303da61f20bd67fc233aa33262",
    "el token es a8F3kLm29QxZ7vBn4TyR1wPd",
    "db_password: hunter22",
    '{"user": "jan", "password": "abc123xyz"}',
    "spring.datasource.password=secret123",
    "mysql -u root -pS3cret! mydb",
    "curl -u admin:Hunter2x https://api.internal.example",
])
def test_credentials_keys_and_tokens(text):
    v = detect(text)
    assert v.is_red and v.findings[0].kind is Kind.SECRET, v


@pytest.mark.parametrize("text", [
    "Meine Wiederherstellungsphrase: abandon amount liar amount expire adjust cage candy arch gather drum buyer",
    "mi frase semilla es abandon amount liar amount expire adjust cage candy arch gather drum buyer",
    "ma phrase de récupération : abandon amount liar amount expire adjust cage candy arch gather drum buyer",
    "моя сід-фраза: abandon amount liar amount expire adjust cage candy arch gather drum buyer",
    "Mein Login ist mmueller, Passwort Katze!2020",
    "usuario: jgarcia contraseña: Sevilla2021",
    "логін: ivan_p пароль: Kyiv2022!",
    "mot de passe wifi : chezmoi2021",
    "Ich habe eine SMS mit dem Code 482913 bekommen",
    "Me llegó un SMS con el código 482913",
    "J'ai reçu un SMS avec le code 482913",
    "Я отримав смс з кодом 482913",
    "Код від під'їзду 4471",
    "redis://:p4ssw0rdXyz@redis.internal:6379/0",
    "jdbc:postgresql://db:5432/app?user=app&password=Sup3rSecret",
    "мій API-ключ a8F3kLm29QxZ7vBn4TyR1wPd6HsJ",
    "Mein privater Schlüssel: e9873d79c6d87dc0fb6a5778633389f4453213303da61f20bd67fc233aa33262",
    "the wifi is Fernleigh and the password's BlueDog22",
    "SSID: Dom, WPA2: Kotek2020x",
    "kod odbioru paczki 482913",
    "PUK 12345678",
    "2FA secret: JBSWY3DPEHPK3PXP",
    "otpauth://totp/Acme:jan?secret=JBSWY3DPEHPK3PXP&issuer=Acme",
    "BitLocker recovery key 123456-234567-345678-456789-567890-678901-789012-890123",
    "Mon mot de passe : « Soleil2023 »",
])
def test_more_secrets_in_six_languages(text):
    v = detect(text)
    assert v.is_red and v.findings[0].kind is Kind.SECRET, v


@pytest.mark.parametrize("text", [
    "Steuer-IdNr. 36 574 261 809",
    "mein Steuer ID 36574261809",
    "Personalausweisnummer T220001293",
    "My plate is WR19 NHR",
    "Mi matrícula es 1234 BCD",
    "ma plaque AB-123-CD",
    "numer klienta w banku 6325609695",  # (round 35: a utility's customer number is green - test_round35_lookalikes.py)
    "REGON mojej firmy jednoosobowej to 192598184",
    "my email is tom underscore b dot harlow at outlook dot com",
    "adres: bartek_gorski(at)o2.pl",
])
def test_more_identifiers_in_six_languages(text):
    v = detect(text)
    assert v.is_red and v.findings[0].kind is Kind.IDENTIFIER, v


def test_bip39_phrase_with_a_valid_checksum_needs_no_keyword():
    phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"  # BIP-39 vector
    text = f"zapisz to gdzieś: {phrase}"
    assert spans(text) == [phrase]
    wrong = "legal winner thank year wave sausage worth useful legal winner thank thank"  # checksum off
    assert not detect(f"zapisz to gdzieś: {wrong}").is_red


# ---------------------------------------------------------------- look-alikes stay green


@pytest.mark.parametrize("text", [
    "Numer zamówienia 44051401359 został wysłany",
    "Przykładowy IBAN z dokumentacji: PL61 1090 1014 0000 0712 1981 2874",
    "Pay per the docs to GB29 NWBK 6016 1331 9268 19",
    "Karta testowa PayU 4444 3333 2222 1111 w sandboxie",
    "Tarjeta de pruebas de Redsys: 4548 8120 4940 0004",
    f"Bestellnummer {VISA}",
    "Número de pedido: 612345678",
    "Numéro de commande 0612345678",
    "Номер замовлення 0501234567",
    "ISBN 978-3-16-148410-0",
    "EAN 5901234123457",
    "UUID 123e4567-e89b-12d3-a456-426614174000",
    "sha256 e9873d79c6d87dc0fb6a5778633389f4453213303da61f20bd67fc233aa33262",
    "timestamp 1710498000",
    "version 10.2.3.4567",
    "Lotto: 4 8 15 16 23 42",
    "c = 299 792 458 m/s",
    "Infolinia 801 100 100",
    "Atención al cliente: 900 123 456",
    "Service client : 09 69 32 15 15",
    "Гаряча лінія 0 800 500 500",
    "NIP firmy: 856-734-62-15",
    "CIF de la empresa: B64717838",
    "SIREN 404833048 de la société",
    "ЄДРПОУ 32855961",
    "Test card 4242 4242 4242 4242 in Stripe sandbox",
    "AKIAIOSFODNN7EXAMPLE",
    ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIy"
     "fQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
    "The error code is 404",
    "promo code SAVE2024",
    "kod pocztowy 00-950",
    "código postal 28013",
    "Hasło musi mieć 12 znaków",
    "Das Passwort ist zu kurz",
    "La contraseña es incorrecta",
    "Le mot de passe est trop faible",
    "Пароль неправильний",
    "Wpisz kod z SMS-a w aplikacji",
    "Kod BLIK działa 2 minuty",
    "Preis: 1.299,00 €",
    "Le 12.04.2023 à 14h",
    "PIN 4711 in the spec is an example",
    "Rechnung Nr. 2024-4711-0815",
    "Factura número 2024/000123",
    "Рахунок-фактура № 123456",
    "Podaj numer PESEL w formularzu",
    "Mi DNI caducó ayer",
    'token = os.getenv("API_TOKEN")',
    "PASSWORD_MIN_LENGTH=12",
    "hasło: takie samo jak zawsze",
    "moje hasło jest proste i krótkie",
    "Combination lock arrived today with 3 dials",
    "seed the database with abandon amount liar amount expire adjust cage candy arch gather drum drum",
    "word game: apple banana cherry dolphin eagle falcon grape harbor island jungle kettle lemon",
    "Do makiety formularza wpisz: Jan Kowalski, tel. 123 456 789.",
    "Last night's EuroMillions numbers were 07 19 23 38 44 with lucky stars 3 and 11",
    "Should the docs use user@example.com or something@example.org for sample addresses?",
    "My plate is empty, I'm hungry",
    "Le code d'erreur 404",
    "Код помилки 500",
    "Quel mot de passe choisir ?",
    "Wie lange ist mein Reisepass gültig?",
    "what is a PUK code?",
    "TOTP is an algorithm from RFC 6238",
    "the code review took 3 days",
    "Wpłaty na konto fundacji: PL18 1090 1014 0000 0712 1981 7722",
    "Max Mustermann, IBAN DE02 1203 0000 0000 2020 51",
    "napisz do info@allegro.pl w sprawie zwrotu",
    "Mama ma nowy numer zamówienia 600 700 800",
])
def test_lookalikes_in_six_languages_stay_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- round 3: how people actually type them

@pytest.mark.parametrize("text, value", [
    # a keyword glued to its number, as a notes app or a careless paste leaves it
    ("meinesteuerid36574261809 steht so im Handy", "36574261809"),
    ("Steuer-IdNr:36574261809, bitte prüfen", "36574261809"),
    ("tengo apuntado midni54362315k en el móvil", "54362315k"),
    ("мійрнокпп1759013776 так записано", "1759013776"),
    ("моїінн 1759013776, треба в анкету", "1759013776"),
    ("mojpesel44051401359 — tak mam w notatkach", "44051401359"),
    # a PIN in brackets
    ("Meine Karten-PIN (5270) wird nicht angenommen", "5270"),
    ("Mi PIN nuevo (8315) no funciona", "8315"),
    ("my debit card pin (6048) got blocked", "6048"),
    # "is now", "set to", "changed to": the value comes after the whole connector
    ("the guest wifi password is now Lantern!5521", "Lantern!5521"),
    ("our office password was changed to Quokka#7734 today", "Quokka#7734"),
    ("the alarm panel password is set to Hx9!tree", "Hx9!tree"),
])
def test_glued_bracketed_and_changed_values_are_found(text, value):
    v = detect(text)
    assert v.is_red, (text, v)
    assert any(text[f.start:f.end].lower() == value.lower() for f in v.findings), (text, v.findings)


@pytest.mark.parametrize("text", [
    # a glued number that fails the document's check digits
    "meinesteuerid36574261800 steht so im Handy",
    "mojpesel44051401350 w notatkach",
    # sample connection strings: the password is the word "password" or the user name again
    "the tutorial shows postgresql://usuario:contraseña@localhost:5432/tienda",
    "im Beispiel steht mysql://benutzer:passwort@localhost/shop",
    "la doc indique redis://admin:motdepasse@localhost:6379",
    "w przykładzie jest mongodb://uzytkownik:haslo@localhost/baza",
    "RabbitMQ answers on amqp://guest:guest@localhost:5672/",
    # a shop's name between the order word and its number
    "Bestellung Zalando Nr. 4829301756 ist nicht angekommen",
    "pedido Amazon n.º 6103942785 sin entregar",
    "order Argos no. 7710482936 still missing",
    # the never-assigned (555) area code of films and books
    "in the comic the villain's phone is (555) 327-8841",
    "für das Drehbuch: Rufnummer +1 555 212 4470",
    # a sandbox's test card with its CVV
    "Stripe test mode: card 4242 4242 4242 4242, CVV 314 — why is it declined?",
    "Karta testowa 5555 5555 5555 4444 i kod CVC 552 nie przechodzi w sandboxie",
    # a form filler's all-zero DNI
    "Rellena el campo con DNI 00000000T para probar la validación",
])
def test_round3_lookalikes_stay_green(text):
    assert not detect(text).is_red, detect(text)


def test_real_credentials_in_a_url_are_still_red():
    assert detect("DATABASE_URL=postgres://shop:Wq8!zr2Lp@10.0.0.7/shop").is_red
    assert detect("redis://default:b7Tq9xLm2Pz@cache.internal:6379").is_red


# ---------------------------------------------------------------- round 4: identifiers as people type them

@pytest.mark.parametrize("text", [
    # a US social security number introduced only as "social"
    "my social is 536904399 if the bank asks",
    "her social: 536 90 4399, keep it off the group chat",
    "the form wants his social # 536904399",
    # UK mobiles in a list with no phone word
    "mum 07911123456, dad 07723456789",
    "Tom 07700 912345 and Ann 07911 123456 for the rota",
    "Oma 07911123456 und Opa 07723456789 in England",
    # Ukrainian plates: "номери на машині", and plates typed in Latin letters
    "номери на машині: ВС 4521 АК, запиши",
    "номер на моїй машині КА 7788 ХО",
    "my car is parked outside, AA 1234 BB",
    "mój samochód stoi pod blokiem, numery KA 7788 XO",
])
def test_round4_identifiers_are_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", [
    # "social" that is not a number's keyword
    "social media post 536904399 views, not bad",
    "the social club has 536904399 reasons to exist",
    # an 07 number introduced as a reference
    "order 07911123456 never arrived",
    "invoice 07723456789 is overdue",
    # placeholder people in form mock-ups, with an example domain
    "maquette du formulaire : Nom : Jean Martin, e-mail jean.martin@exemple.fr",
    "maqueta del formulario: Nombre: Lucía Gómez, correo lucia.gomez@ejemplo.es",
    "Makieta formularza: Imię Piotr Zieliński, e-mail piotr.zielinski@przyklad.pl",
    "Formular-Attrappe: Name Lena Vogel, E-Mail lena.vogel@beispiel.de",
    "wireframe of the signup form: Name Sam Reed, e-mail sam.reed@example.co.uk",
    "макет форми: Ім'я Олена Бондар, пошта olena.bondar@pryklad.ua",
])
def test_round4_lookalikes_stay_green(text):
    assert not detect(text).is_red, detect(text)


def test_round4_an_example_domain_is_red_when_it_is_the_users():
    assert detect("mi correo es lucia.gomez@ejemplo.es, escríbeme").is_red


# ---------------------------------------------------------------- round 6: identifiers and secrets as categories

_SEED = "avoid mass luggage choice fabric argue gather cash brand thought elegant divide".split()  # BIP-39, valid checksum


@pytest.mark.parametrize("text, secret", [
    # a UK (DVLA) driving licence number sentences away from the licence word
    ("Is my driving licence typed right? KOWAL802154JK3AB", "KOWAL802154JK3AB"),
    ("Czy dobrze przepisałem prawo jazdy z UK? Numer: NOWAK705129AN7QX", "NOWAK705129AN7QX"),
    ("Mein britischer Führerschein, bitte prüfen. SMITH612037JS2KL steht drauf.", "SMITH612037JS2KL"),
    # a bare "code <number>" opening a clause, after the thing it opens or the card
    ("Note for the sitter: alarm on the left. Code 4827 then OFF.", "4827"),
    ("Zettel: Alarmanlage im Flur, Code 5931, danach Tür zu.", "5931"),
    ("Para la vecina: la tarjeta está en el cajón, código 6284.", "6284"),
    ("Для няні: сигналізація біля дверей. Код 7395, потім OFF.", "7395"),
    ("Karta leży w szufladzie, kod 3816, paragon zostaw.", "3816"),
    # the card PIN's own names with a bare number
    ("EC-Karte im Flur, Geheimzahl 2749, nur für den Einkauf", "2749"),
    ("la carte bleue est sur la table, code confidentiel 8163", "8163"),
    # a token word, words of the same clause, then the token
    ("Tell IT: the VPN token you gave me, Qm7xTr2LpZ9wKd4VbN8sHc3YfG6jRa1E, fails on my phone", "Qm7xTr2LpZ9wKd4VbN8sHc3YfG6jRa1E"),
    ("Token dostępowy do panelu, który dostałem: 9f3c2a7b1e8d4f60a5c9e2b7d3f1a8c4e6b0d2f7, wygasa", "9f3c2a7b1e8d4f60a5c9e2b7d3f1a8c4e6b0d2f7"),
    ("Der API-Schlüssel für das Dashboard, den du geschickt hast, lautet wohl Zr8Kq2Wm5Xt9Lp3Vn7Bc4Hd6Jf1Gs0Ya", "Zr8Kq2Wm5Xt9Lp3Vn7Bc4Hd6Jf1Gs0Ya"),
    # a bank's SMS authorisation code after the amount
    ("Dostałem sms: \"Kod do autoryzacji przelewu na kwotę 310,50 PLN: 58203174\"", "58203174"),
    ("I got a text: \"Code to approve your transfer of 1,250.00 GBP: 62914837\". Real?", "62914837"),
    ("Recibí un SMS: \"Código para autorizar la transferencia de 300,00 EUR: 49172630\"", "49172630"),
    # the password changed, then the new one
    ("le mot de passe du wifi a changé, c'est @Lyon2024soir maintenant", "@Lyon2024soir"),
    ("the router password has changed, it's Kettle42Blue now", "Kettle42Blue"),
    # a card typed with double spaces
    ("Use my card: 4539  1488  0343  6467, expires 09/27", "4539  1488  0343  6467"),
])
def test_round6_secret_and_identifier_categories(text, secret):
    verdict = detect(text)
    assert verdict.is_red, verdict
    assert secret not in redact(text)


@pytest.mark.parametrize("sep", ["\n", " "])
def test_round6_numbered_seed_list_is_red(sep):
    text = "my brother's wallet words, why won't it restore?" + "\n" + sep.join(
        f"{i}. {w}" for i, w in enumerate(_SEED, 1))
    assert detect(text).is_red
    assert "luggage" not in redact(text)
    # the same list with a broken checksum (two words swapped) is not a wallet phrase
    broken = list(_SEED)
    broken[0], broken[1] = broken[1], broken[0]
    text = "vocabulary list for class:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(broken, 1))
    assert not detect(text).is_red


@pytest.mark.parametrize("text", [
    # BIP-39 test vectors from degenerate entropy, quoted in tutorial questions
    "Why does every BIP-39 tutorial use \"abandon abandon abandon abandon abandon abandon abandon abandon abandon "
    "abandon abandon about\"? Is it a test vector?",
    "Dlaczego wektor testowy to zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong?",
    # documented sandbox cards, listed or not, when nobody says the card is theirs
    "Braintree sandbox: 4111 1111 1111 1111 works but 4000 1111 1111 1115 is declined, is that documented?",
    "Im Stripe-Testmodus wird 4000 0000 0000 0069 abgelehnt, warum?",
    "W trybie testowym PayU karta 4000 1111 1111 1115 jest odrzucana, czemu?",
    # public helplines on a poster
    "Fais une affiche : SOS Amitié 09 72 39 40 50, SAMU 15, violences femmes info 3919.",
    "Plakat dla szkoły: telefon zaufania 116 111, dzwoń bez obaw.",
    # a code that is not a secret
    "The build failed. Code 2024 is the year in the header, not an error.",
    "Chapter 3. Code 4412 compiles fine now.",
    "Rename token validationForTheCurrentUser123 in the parser",
    "The token check failed for commit 9f3c2a7b1e8d4f60a5c9e2b7d3f1a8c4e6b0d2f7, why?",
])
def test_round6_lookalikes_stay_green(text):
    assert not detect(text).is_red, detect(text)


def test_round6_sandbox_card_that_is_mine_stays_red():
    assert detect("Sandbox refuses my card 4000 1111 1111 1115, but it's my real card").is_red


def test_round6_sms_recipient_in_a_log_is_a_phone():
    text = 'why does my script not send the sms? log:\n[ERROR] gateway: invalid recipient "512694253" (Aunt Ola)'
    assert detect(text).is_red
    assert not detect("[ERROR] mailer: invalid recipient id 512694253 in the newsletter batch").is_red


# Round 7: phone numbers and national numbers as people write them.
@pytest.mark.parametrize("text, value", [
    # an emergency CONTACT is a person, not a helpline
    ("Emergency contact: 07911 123456 (dad, Tom)", "07911 123456"),
    ("School form, emergency contacts:\n07911 123456 Tom (uncle)", "07911 123456"),
    ("Contacto de emergencia: 693 417 285, mi hermana", "693 417 285"),
    # whose number it is, said before a bare national mobile
    ("numer do babci 693417285 zapisz w telefonie", "693417285"),
    ("Numer do pana Zenona, który naprawia rowery: 693417285.", "693417285"),
    ("Die Nummer von Oma, falls was ist: 015234567890", "015234567890"),
    # a phone word glued to the number
    ("tel02079460123 (work), call after five", "02079460123"),
    ("kom693417285 Zenek od pieca", "693417285"),
    ("Handy015234567890 nur privat", "015234567890"),
    ("тел0671234567 мамин, не давай нікому", "0671234567"),
    ("tél.0643289157 pour la nounou", "0643289157"),
    ("mob.07911123456 - plumber's own phone", "07911123456"),
    # a French number written with dots, its phone word a few words away
    ("le portable de ma voisine (pour les clés), c'est le 06.43.28.91.57", "06.43.28.91.57"),
    ("Appelle Mme Durand sur son portable, 07.81.52.64.39", "07.81.52.64.39"),
    # an SSN after "<someone>'s social"
    ("the form wants my son's social, it's 536904399, is that normal?", "536904399"),
    ("Dad's social: 536904399", "536904399"),
    # a Spanish social-security number as on the card (check digits mod 97)
    ("Mi padre tiene el 08/47291536/28 en la tarjeta, ¿lo necesito para la cita?", "08/47291536/28"),
    ("NSS de mi madre: 28/12345678/40", "28/12345678/40"),
    ("Número de la Seguridad Social: 08 47291536 28", "08 47291536 28"),
])
def test_round7_phones_and_national_numbers_as_written(text, value):
    assert value in spans(text), detect(text)


@pytest.mark.parametrize("text", [
    "In an emergency call the emergency line 020 7946 0123 (the hospital)",
    "Numer do sprawy: 693417285, proszę go podawać w korespondencji",
    "numer do przelewu 693417285",
    "Die Firmware 06.43.28.91.57 behebt den Fehler",
    "booking ref HOTEL02079460123",
    "My daughter's social media account, it's got 536904399 views",
    "my social, it's been a while since 536904399 was posted",
    "NSS 28/12345678/41 no vale, el dígito de control falla",
])
def test_round7_lookalikes_stay_green(text):
    assert not detect(text).is_red, detect(text)


# Round 8: numbers that only look like phones - Ofcom's drama ranges, order and parcel numbers named
# earlier in the sentence, a company NIP written in its usual 3-3-2-2 grouping.
@pytest.mark.parametrize("text", [
    "For my phone-number validator I use 020 7946 0718 and 0121 496 0402 as fixtures, is that fine?",
    "In my novel the detective rings 07700 900461, is that a real number?",
    "Unit tests call +44 161 496 0999 - safe to commit?",
    "Bestellung Nr. vom 3. März, die Sendungsnummer lautet 8840172553, wo bleibt das Paket?",
    "La commande passée chez Darty, suivi Colissimo 6140825537, toujours pas livrée",
    "Zamówienie z Allegro, numer przesyłki InPost 6620418893 - jak złożyć reklamację?",
    "NIP naszego dostawcy, firmy Stolbud sp. z o.o., to 526-000-12-46, czy jest na białej liście?",
])
def test_round8_phone_lookalikes_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


@pytest.mark.parametrize("text,value", [
    ("my order is late, call me on 0161 238 4471 please", "0161 238 4471"),
    ("zamówienie nie doszło, zadzwoń do mnie 604 218 935", "604 218 935"),
    ("die Bestellung kam kaputt an, mein Handy ist 0151 23456789", "0151 23456789"),
])
def test_round8_real_phones_beside_orders_still_red(text: str, value: str) -> None:
    assert value not in redact(text)


# Round 8: ID numbers far from their keyword or split as people split them; a German ID card after
# "Perso"; the company's tax number on its own invoice; placeholder and sample-company addresses.
@pytest.mark.parametrize("text,value", [
    ("Perso-Nr. LZ6311T475 (läuft 2031 ab), die Pension will eine Kopie", "LZ6311T475"),
    ("Perso CF3XR8K208, muss ich den dem Vermieter zeigen?", "CF3XR8K208"),
    ("die Personalabteilung fragt nach meiner Steuer-ID, im ELSTER-Brief vom Finanzamt steht sie: 36574261809",
     "36574261809"),
    ("podaj w ZUS poprawny numer mamy, to 440514 01359, bo w systemie jest literówka", "440514 01359"),
    ("mój PESEL, który wpisali w przychodni z błędem, powinien brzmieć tak: 44051401359", "44051401359"),
    ("mon 07 a changé, c'est le 07.81.24.56.90 maintenant", "07.81.24.56.90"),
])
def test_round8_ids_far_from_keyword_or_split_are_red(text: str, value: str) -> None:
    assert detect(text).is_red, text
    assert value not in redact(text), redact(text)


@pytest.mark.parametrize("text", [
    "Na fakturze od Tauronu jest NIP 8567346215 i REGON 192598184 - skąd KSeF to pobiera?",
    "The invoice from Acme GmbH shows Steuernummer 181/815/08155, do I need it for VAT?",
    "Musterdaten für die Schulung: Erika Musterfrau, erika@example.de, bitte fünf weitere Beispiele",
    "¿Está bien así?\nremitente = 'alertas@miempresa.es'\nsmtp.sendmail(remitente, destino, texto)",
    "Steuer-ID hat 11 Stellen; im Merkblatt steht als Beispiel 12345678901, stimmt das Format?",
    "w zaświadczeniu mam kwotę 123456 12345 zł? chyba błąd",
])
def test_round8_company_numbers_and_placeholders_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])
