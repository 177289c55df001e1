"""Round 21 (set broad-zze, a developer's pastes): secrets no keyword introduces, and the documentation's,
a manual's or a test suite's values that look like secrets and identifiers. Own sentences, not the set's lines."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# ---------------------------------------------------------------- a password manager's row without its header
EXPORT_ROWS = [
    "Chrome export row that broke: Allegro,https://allegro.pl/login,kasia.nowak88,Wiosna#2024xQ,",
    "From my LastPass export:\nhttps://www.netflix.com,tom.harris,Kp9$vLm2Qw!x,,Netflix,Entertainment,0",
    'Eksport z 1Password, jedna linia:\n"PKO BP","a.wisniewska","Tr7!mQz9#Lp2","https://www.ipko.pl"',
    'Zeile aus dem Firefox-Export: "https://accounts.google.com","jonas.weber","gH5#kQ2!vLx9","",""',
    "Fila del export de Bitwarden:\nlogin,BBVA,,lucia.gomez,Xr8#pLq2!mZk,https://www.bbva.es",
    'Строка из экспорта KeePass: "Почта","ivanov.a","Qw8!rT5#yU2p","https://mail.ru",""',
    'Ligne exportée de Proton Pass ; "Ameli";"jean.morel";"Zx7!cV4#bN1q";"https://www.ameli.fr"',
    "dashlane csv, the import shifts columns: amazon.de;markus.b;Hj4kL9mN2pQr;;",
    'my brother\'s passwords.csv from Edge: "https://www.paypal.com","tim.ruiz","P4ssw0rd!Ruiz77",""',
    "Рядок експорту Chrome: Приват24,https://next.privat24.ua,o.savchenko,Sonce_2023!kv",
    'KeePassXC:\n"Privat/Banken","Comdirect","h.krause","Vx2!pLq8#Tz4","https://www.comdirect.de",""',
]
EXPORT_GREEN = [
    "export CSV: id,name,price\n1,Widget,12.50\n2,Gadget,8.99",
    "Chrome export header: name,url,username,password,note",
    'Exportiert aus Firefox: "https://www.heise.de","jonas","","{a1b2c3d4-e5f6-7a8b-9c0d-1e2f3a4b5c6d}","1650000000000"',
    "Bitwarden export, folder list only: Banking,Shopping,Work,https://vault.bitwarden.com",
    "CSV z eksportu sklepu: SKU-1042,https://sklep.pl/p/1042,Koszulka,49.99",
]


@pytest.mark.parametrize("text", EXPORT_ROWS)
def test_export_row_without_header_is_red(text):
    v = detect(text)
    assert v.is_red and any(f.reason == "password" for f in v.findings), text


@pytest.mark.parametrize("text", EXPORT_GREEN)
def test_export_lookalikes_stay_green(text):
    assert not detect(text).is_red, text


# ---------------------------------------------------------------- a token given to a bot's or an API's client
CLIENT_TOKENS = [
    "client.run('MTA4NjQ5MjM4NTcyMTYzMDcyMA.GhQk3r.Xy7pL2mQ9vRt5wZ8nB4cD6fH1jK3sA0eUoIy')",
    'const client = new Client(); client.login("MTA4NjQ5MjM4NTcyMTYzMDcyMA.GhQk3r.Xy7pL2mQ9vRt5wZ8nB4cD6fH1jK3sA0eUoIy");',
    'bot.run("Qm7Lx2Rv9Tk4Wp8Zn3Bc6Hd1Fg5Js0Ka8Ye") i bot nie odpowiada',
    'mein Bot: dp = Dispatcher(Bot("Qm7Lx2Rv9Tk4Wp8Zn3Bc6Hd1Fg5Js0Ka8Ye")) startet nicht',
    'client = WebClient("Qm7Lx2Rv9Tk4Wp8Zn3Bc6Hd1Fg5Js0Ka8Ye") — ¿por qué falla?',
    'gh = Github("Qm7Lx2Rv9Tk4Wp8Zn3Bc6Hd1Fg5Js0Ka8Ye")',
    "бот = TeleBot('Qm7Lx2Rv9Tk4Wp8Zn3Bc6Hd1Fg5Js0Ka8Ye') не відповідає",
]
CLIENT_GREEN = [
    'client.run(os.environ["DISCORD_TOKEN"])',
    "client.run('YOUR_BOT_TOKEN')",
    "requests.get('https://api.example.com/v1/items/Qm7Lx2Rv9Tk4Wp8Zn3')",
    'client.connect("wss://gateway.discord.gg/?v=10&encoding=json") timeout',
    "app.run('0.0.0.0', port=8080, debug=True)",
]


@pytest.mark.parametrize("text", CLIENT_TOKENS)
def test_token_passed_to_a_client_is_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", CLIENT_GREEN)
def test_client_calls_without_a_token_stay_green(text):
    assert not detect(text).is_red, text


# ---------------------------------------------------------------- placeholders where a secret would be
PLACEHOLDER_GREEN = [
    'In der Doku steht PSK = "IhrGeheimerSchluessel" und User "demo". Was muss ich ersetzen?',
    'W instrukcji: hasło = "TwojeHaslo", login "admin" — co wpisać?',
    'Im Handbuch steht PASSWORT="DeinWlanPasswort" — muss ich das ändern?',
    'En la guía pone password: "TuClaveSegura" y luego reinicio',
    'mongodb://admin:<passwort>@localhost:27017 steht so im Tutorial. Brauche ich den Doppelpunkt?',
    'config.ini con "usuario" y "contraseña" en líneas separadas — ¿qué permisos pongo?',
    'config con "usuario" y "contraseña" en líneas separadas — ¿qué permisos?',
    '-  password: "root123"\n+  password: "${DB_PASSWORD}"\nthe sample config had that, do I have to rotate it?',
    'W .env.example jest DB_PASS=admin2024 — czy to trzeba zmienić przed commitem?',
]
PLACEHOLDER_RED = [
    'my password: "Vx2!pLq8#Tz4", please keep it',
    '{"password": "Sosna2024!"}',
    "<password>Sosna2024</password>",
    'my password is "admin123" from the example config, I never changed it',
    'PSK = "Kq7Lm2Zx9Vb4", to jest nasze domowe Wi-Fi',
]


@pytest.mark.parametrize("text", PLACEHOLDER_GREEN)
def test_placeholder_secret_values_stay_green(text):
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", PLACEHOLDER_RED)
def test_real_secret_values_stay_red(text):
    assert detect(text).is_red, text


# ---------------------------------------------------------------- e-mails at relays and reserved domains
MAIL_GREEN = [
    "Should I set user.email to 98123+akowalczyk@users.noreply.github.com so my address stays private?",
    "git log shows 5521-mnowak@users.noreply.gitlab.com for every commit",
    "Testkonto im Staging: tester.meyer@example.net — wird das exportiert?",
    "Testkonto in der CI: olga.brandt@example.com — darf das ins Repo?",
    "Użytkownik testowy w stagingu: marta.test@example.com — czy to widać w logach?",
]
MAIL_RED = [
    "my work e-mail is priya.raman@example.com, please use it",
    "napisz do mnie: a.kowalczyk@gmail.com",
]


@pytest.mark.parametrize("text", MAIL_GREEN)
def test_relay_and_placeholder_mail_stays_green(text):
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", MAIL_RED)
def test_personal_mail_stays_red(text):
    assert detect(text).is_red, text


# ---------------------------------------------------------------- values the message shows as examples
EXAMPLE_GREEN = [
    "Laut Doku ist 65 929 970 489 als Beispiel für die Steuer-ID gedacht — darf das in Tests?",
    "W dokumentacji stoi NIP 526-000-12-46 jako przykład — czy walidator ma go akceptować?",
    "Na stronie gov.pl wzór paszportu pokazuje numer EA 1234567 — czy regex powinien go przyjąć?",
    "In the tutorial the example bot token is 987654321:AAGk3LmQ9pX2vR7tZ5wY8nB4cD6fH1jK3sA",
    "Auf der Seite steht 65 180539 M 009 als Beispiel für die Rentenversicherungsnummer.",
    "Na gov.pl wzór dowodu pokazuje ABA 300000 — czy walidator powinien go przepuszczać?",
    "sample token from the vendor docs: 110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
    "przykładowy klucz z README: ghp_Ab3De5Gh7Jk9Mn1Pq3Rs5Tu7Vw9Xy1Za3Bc5 — czy prawdziwe wyglądają tak samo?",
]
EXAMPLE_RED = [
    "my example for the form: my PESEL 44051401359, is that ok?",
    "Паспорт старого зразка НТ245723 — чи приймуть на вокзалі?",
    "Jestem freelancerem, wystaw mi wzór faktury: Anna Wróbel, NIP 159-231-26-26, usługi graficzne.",
]


@pytest.mark.parametrize("text", EXAMPLE_GREEN)
def test_documented_examples_stay_green(text):
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", EXAMPLE_RED)
def test_owned_or_templated_values_stay_red(text):
    assert detect(text).is_red, text


# ---------------------------------------------------------------- seed phrase test vectors
def test_periodic_test_vector_named_so_is_green():
    assert not detect('Testvektor aus der Spezifikation: "letter advice cage absurd amount doctor acoustic avoid letter '
                      'advice cage above" — meine Bibliothek gibt einen anderen Seed, warum?').is_red


def test_named_test_vector_is_green():
    assert not detect("BIP-39 test vector: scheme spot photo card baby mountain device kick cradle pact join borrow "
                      "- my implementation gets a different seed").is_red


def test_a_random_seed_phrase_stays_red():
    assert detect("my seed phrase: ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic").is_red


# ---------------------------------------------------------------- public or partial values in pastes
PASTE_GREEN = [
    'TXT s1._domainkey: "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu8q"',
    "The dashboard shows the key as sk-proj-...Zq81 — can I recover it?",
    'Stripe zwraca "last4":"1881","exp_month":4 — wystarczy do rozpoznania karty?',
    'Webhook: "cardSummary":"7731","expiryDate":"11/2029" — reicht das?',
    "Regex dla tablic rejestracyjnych w formacie WA 12345 — jak dopuścić brak spacji?",
    "Die Support-Seite von IONOS nennt +49 721 170 555 für Rückfragen — stimmt das?",
    'Faker(\'de_DE\') liefert "Hans Becker, Gartenweg 5" — wie setze ich den Seed?',
]


@pytest.mark.parametrize("text", PASTE_GREEN)
def test_public_and_partial_paste_values_stay_green(text):
    assert not detect(text).is_red, text


# ---------------------------------------------------------------- a sole trader's tax number in a record
def test_sole_trader_tag_in_a_record_is_red():
    assert detect('log: "dostawca=Ewa Lis (osoba fizyczna, JDG) nip=7081838425 miasto=Opole"').is_red


def test_company_in_a_record_stays_green():
    assert not detect("kontrahent=Hurtownia Zawada Sp. z o.o. nip=7081838425 adres=Lipowa 4, Kłodzko").is_red


# ---------------------------------------------------------------- a person's birth date or address marked in pasted data
MARKED_RED = [
    "W seedzie została Zofia Nowicka, ur. 14.02.2015 — czy to problem?",
    "In den Testdaten steht noch Lena Vogel, geb. 03.07.2012 — ist das schlimm?",
    "У дампі лишилася Соломія Коваленко, 09.04.2016 р.н. — це порушення?",
    "El CSV trae a Martina Ruiz, nac. 19/10/2012 — ¿hay que borrarla?",
    '{"klient":"Tomasz Lis","adres":"ul. Grochowska 201, 04-357 Warszawa"}',
    '{"customer":"Harold Finch","address":"42 Elm Road, Leeds LS6 2AB"}',
    "order log: recipient=Emma Clarke address=9 Mill Street, York — can I keep it?",
    "Die Fixture ist aus der Produktion: Jonas Richter (geb. 11.09.2010)",
]
MARKED_GREEN = [
    '{"customer":"Acme Logistics","address":"Unit 4, Harbour Road 12"}',
    '{"name":"Server Room","address":"Building 4, Floor 2"}',
    "kontrahent=Hurtownia Zawada Sp. z o.o. adres=Lipowa 4, Kłodzko",
    'Faker liefert {"name":"Max Mustermann","adresse":"Musterstraße 1, 12345 Musterstadt"}',
]


@pytest.mark.parametrize("text", MARKED_RED)
def test_marked_birth_dates_and_record_addresses_are_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", MARKED_GREEN)
def test_companies_rooms_and_placeholders_in_records_stay_green(text):
    assert not detect(text).is_red, text


# ---------------------------------------------------------------- a plate logged with its driver
PLATE_RED = [
    "Tiefgarage-Protokoll: HH-TR 882 — Lukas Brandt, Ausfahrt 18:40",
    "registro de la barrera: 1234 BCD - Pablo Ortiz, plaza 7",
    "Logi szlabanu: KR 7731F — Nowak J., miejsce 33",
]
PLATE_GREEN = [
    "Parking: WX 4829K — Zone A, Level 2",
    "gate log: HTTP 200 — Server Ready",
]


@pytest.mark.parametrize("text", PLATE_RED)
def test_plate_logged_with_its_driver_is_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", PLATE_GREEN)
def test_plate_without_a_person_stays_green(text):
    assert not detect(text).is_red, text
