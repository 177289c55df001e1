"""Secrets in the forms admins and families write them (#12 round 9): password-manager CSV exports,
passwords written over several lines "all together", Wi-Fi keys after the router's key words, codes
handed over in a hurry, keypad and disarm codes, "szyfr", transliterated Ukrainian, a phone's unlock
code, credentials as positional arguments, "login user / password" in a ticket, a password typed at
a shell prompt, a raw hex key in a wallet config - and the look-alikes beside each that stay green
(placeholders, port mappings, hashes, error and postal codes, transaction hashes, menus).

All sentences are written for these tests; none is taken from a benchmark file.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect, redact

RED = [
    # a password manager's export: the value under the password column, whatever it looks like
    ("name,login,password,website\nGmail,anna.k,trawa zielona,https://mail.google.com\n", "trawa zielona"),
    ("Exportiert aus KeePass:\nTitel;Benutzername;Passwort;URL\nSparkasse;mk1977;Morgenrot;https://sparkasse.de",
     "Morgenrot"),
    ('"Title","Login","Password","Web Site"\n"Router","admin","Quokka-Pilot-17","http://192.168.1.1"', "Quokka-Pilot-17"),
    ("nombre,usuario,contraseña,url\nBanco,lucia.r,girasol,https://banco.es\n¿por qué no lo importa?", "girasol"),
    ("titre,identifiant,mot de passe\nImpôts,jdupont,Escargot#44\nl'import plante", "Escargot#44"),
    ("назва,логін,пароль\nПошта,olena.k,Kalyna_77\nчому імпорт не працює", "Kalyna_77"),
    ("folder\tname\tlogin_username\tlogin_password\nPersonal\tSteam\tgamer_kid\tdragonfruit", "dragonfruit"),
    # a password over several lines, "all together"
    ("the wifi password\nOtter\n55\n!!\nall together no spaces", "Otter"),
    ("hasło do banku\nKrowa\n%771\nrazem", "%771"),
    ("Passwort fürs Tablet\nSonne\n2011\nzusammen", "Sonne"),
    ("la contraseña del correo\nPerro\n#380\ntodo seguido", "#380"),
    ("mot de passe de la box\nLapin\n9&4\ntout attaché", "Lapin"),
    ("пароль від ноутбука\nЯблуко\n_42\nразом", "Яблуко"),
    ("Password for the NAS\nXq7!\nmb_R2#", "Xq7!"),
    # Wi-Fi keys after the router's key words
    ("the router label: network name HOME-4C21, wireless key 9KMTR4XHBQ", "9KMTR4XHBQ"),
    ("Security: WPA2\nPre-Shared Key: maple77Harbor", "maple77Harbor"),
    ("na naklejce od routera jest klucz 7Y2KQ94MWZ3P, a sieć to PLAY_5G", "7Y2KQ94MWZ3P"),
    ("WLAN-Schlüssel der FRITZ!Box: 41938207715204938811", "41938207715204938811"),
    ("Gäste-WLAN 'Oma-Netz', Schlüssel Igel-tanz-482", "Igel-tanz-482"),
    ("la clave de red del router es 8HF72KQ9LM", "8HF72KQ9LM"),
    ("le wifi de la maison : réseau Livebox-7A2C, clé de sécurité 4eF9tR2kLq", "4eF9tR2kLq"),
    ("роутер: мережа Kyivstar_77, ключ мережі 58371994kyiv", "58371994kyiv"),
    ("mi contraseña del wifi para la fiesta del sábado es Tortuga-roja-58", "Tortuga-roja-58"),
    # a code handed over in a hurry
    ("dad the code they sent is 553172 hurry before it runs out", "553172"),
    ("mamo podaj mi kod 849213 szybko bo zaraz wygaśnie", "849213"),
    ("Papa, der Code ist 730481, schnell, der läuft gleich ab", "730481"),
    ("el código es 291784, pásamelo rápido que caduca", "291784"),
    ("le code c'est 604218 vite il expire", "604218"),
    ("код 913407 швидко скажи мені, він спливає", "913407"),
    ("BLIK 481 / 207 szybko", "481 / 207"),
    # keypad, disarm, szyfr, transliterated Ukrainian, a device's unlock code
    ("cleaners: the office keypad takes 582913# and the lights are on the left", "582913#"),
    ("to get in press 7306# on the gate panel", "7306#"),
    ("when you arrive disarm the alarm with 4926, then lock up", "4926"),
    ("bei Ankunft die Anlage unscharf schalten: 8135", "8135"),
    ("kłódka na rowerze ma szyfr 4718", "4718"),
    ("kod vid domofonu 3762, kvartyra 8", "3762"),
    ("pin vid kartky 6624", "6624"),
    ("the pin for my phone 7351", "7351"),
    ("kod do telefonu 582049", "582049"),
    ("código del móvil 4817", "4817"),
    ("Code vom Handy: 9024", "9024"),
    ("пін від ноутбука 4419", "4419"),
    ("pin for the card again is it 4381", "4381"),
    # credentials in code, tickets and terminals
    ("$db = new mysqli('localhost', 'shop', 'Fj3!kq-29Lm', 'orders');", "Fj3!kq-29Lm"),
    ("Connection c = DriverManager.getConnection(url, \"app\", \"w7Rk!2mQ\");", "w7Rk!2mQ"),
    ("conn = pymysql.connect('db.local', 'report', 'Ostrich_88', 'sales')", "Ostrich_88"),
    ("r = requests.get(url, auth=('svc-bot', 'P4nda-moon'))", "P4nda-moon"),
    ("smtp.login('alerts@firma.pl', 'Zeb7a!Kwiat')", "Zeb7a!Kwiat"),
    ("Ticket 88: the NAS web UI, login backup / Kiwi42Stern!, please rotate", "Kiwi42Stern!"),
    ("Zugang zum Drucker: Benutzer technik / Rabe_71x", "Rabe_71x"),
    ("oops, pasted my password into the terminal:\n$ Wq8#pLz2!vR\nbash: command not found", "Wq8#pLz2!vR"),
    ("user@box:~$ T7k!mA2qzP\nzsh: command not found: T7k!mA2qzP", "T7k!mA2qzP"),
    ("networks: { mainnet: { url: RPC, accounts: ['0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'] } }",
     "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"),
    ("forge script Deploy --rpc-url $RPC --private-key 0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f",
     "8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f"),
]

GREEN = [
    # placeholders and references are not passwords
    "docker run -e OPENAI_API_KEY=<YOUR_API_KEY> -p 3000:3000 ghcr.io/acme/app:2.1 - quotes needed?",
    "docker run -p 127.0.0.1:5432:5432 postgres, then psql asks for a password",
    "DB_PASSWORD=${DB_PASSWORD} in compose, and the app still says password required",
    "set password: changeme in the sample config and tell users to replace it",
    "the export has columns title,username,password,url but the rows are empty",
    "title,username,password,url\nGmail,anna.k,,https://mail.google.com\nBank,anna.k,********,https://bank.pl",
    "id,login,password\n1,jkowal,$2b$12$KIXQJ8Hk6jPZcR1o9Xv1ce9pQmWqZ6rVbT8yq0n8c1Ykq3m5a7e2y\nhow do I verify these?",
    # lines under a password heading that are not one value
    "Password\nReset\nHelp",
    "Passwort vergessen?\nHier klicken\nZurück",
    "hasło\nmusi mieć 8 znaków\ni cyfrę",
    # key words that are not a Wi-Fi key
    "the key for the router cabinet is on the hook by the door",
    "wifi key length must be 8 to 63 characters",
    "WLAN: Verschlüsselung WPA2-PSK, Schlüssel ändern unter WLAN > Sicherheit",
    "klucz do piwnicy leży przy routerze, wifi działa",
    "the router's SSH key fingerprint is on the sticker, model RX-2040",
    # codes that are not secrets
    "error code 1603 again, any quick fix?",
    "the postal code is 80331, send me the form quickly",
    "the promo code expires Friday, hurry, 2025 deals",
    "the code for 2024 is the same as last year, tell me if it breaks",
    "press 1# to repeat the menu at the door of the call center? no, the support line",
    "disarm the bomb in the game within 30 seconds",
    "the pin for my phone case costs 1500 zł",
    "szyfr Cezara przesuwa litery o 3",
    # code that reads a password from elsewhere
    "$pdo = new PDO($dsn, $user, $pass); returns null",
    "conn = pymysql.connect(host, user, os.environ['DB_PW'], db)",
    "requests.get(url, auth=('user', 'pass')) from the docs",
    "login / logout buttons are missing after the update",
    "login page / dashboard both load slowly",
    "$ ls -la\nwhy is my password file not listed",
    "$ python3\nbash: command not found",
    "txHash: 0x9f2c4a7e1b3d5f60718293a4b5c6d7e8f90123456789abcdef0123456789abcd",
    "anvil prints account 0 --private-key 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
]


@pytest.mark.parametrize("text,secret", RED)
def test_secret_in_admin_and_family_forms_is_red_and_redacted(text: str, secret: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text", GREEN)
def test_form_look_alike_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.reason, [(f.reason, text[f.start:f.end]) for f in verdict.findings])
