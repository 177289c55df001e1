"""Secrets written in words, round 4: door / alarm / key-safe codes without "code" next to the
number, spaced or '#'-separated codes, one-time codes received by text without a code word, BLIK
codes as "123 456", Wi-Fi passwords with words between keyword and value, a secret after ", it's",
"(api key): X", recovery-code lists, passwords that start with '@' or '#' or end in '?', and the
look-alikes that must stay green (times, prices, years, GPIO pins, HTTP codes, promo codes ...).

All sentences are written for these tests; none is taken from a benchmark file.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect, redact

RED = [
    # alarm / door / gate / key safe: the number follows the thing it opens
    ("to switch off the alarm when you come in it's 7391, then press away", "7391"),
    ("grandpa's garage door: it's 5820 on the keypad by the side", "5820"),
    ("Die Alarmanlage schaltest du aus mit 6147 und dann Taste OK", "6147"),
    ("la alarma se desactiva con 8362 y luego el botón verde", "8362"),
    ("la porte du hall s'ouvre avec 4B719, troisième étage", "4B719"),
    ("сигналізацію вимикаєш так: 9204 і зелена кнопка", "9204"),
    ("the lockbox next to the garden gate is 3-8-1-5, the key is inside", "3-8-1-5"),
    ("Schlüsseltresor an der Garage: 7-2-0-4, bitte wieder verschließen", "7-2-0-4"),
    ("sejf na klucze przy furtce ma kod 5193, zostaw klucze w środku", "5193"),
    # code word glued to the number, with a door/gate word in the sentence
    ("für den Paketboten: Hoftor Code 47210, dann links", "47210"),
    ("la verja del garaje se abre con el código 3816, gracias", "3816"),
    ("brama na osiedle otwiera się kodem 29471, potem klatka B", "29471"),
    ("the gate opens with code 6021 after 6pm, tell the driver", "6021"),
    # spaced or '#'/'*'-separated digits
    ("the front door code is 8 4 0 2 # and the flat is on the left", "8 4 0 2 #"),
    ("Haustürcode 3*9*5*1, bitte Paket in den Flur", "3*9*5*1"),
    ("kod do domofonu 7#2#6#4 i dzwonek 12", "7#2#6#4"),
    ("digicode du bâtiment C 4#8#1#2 puis porte gauche", "4#8#1#2"),
    ("digicode de la résidence A8350, deuxième étage", "A8350"),
    # one-time codes received by text, without the word "code"
    ("my bank just texted me 518304 and someone on the phone wants it", "518304"),
    ("przyszedł mi SMS 730215 od banku, a nic nie zamawiałam", "730215"),
    ("me llegó un SMS con 604913 y un señor me lo pide por teléfono", "604913"),
    ("j'ai reçu par SMS 285917, le livreur me le demande", "285917"),
    ("mi hanno mandato 449120 per sms, cosa faccio?", "449120"),
    ("мені прийшла смс 381604, а кур'єр просить її назвати", "381604"),
    # BLIK as two groups of three
    ("ktoś na WhatsAppie poprosił tatę o BLIK-a i tata podał 374 915", "374 915"),
    ("BLIK na 200 zł: 618 204, ważny dwie minuty", "618 204"),
    # Wi-Fi and passwords with words between keyword and value
    ("Mot de passe wifi de la maison de campagne : Soleil!7782", "Soleil!7782"),
    ("Hasło do wifi w mieszkaniu na Mokotowie ustawiłem na Kruk#5521, wyślij gościom", "Kruk#5521"),
    ("Das WLAN-Passwort im Gartenhaus ist jetzt Ahorn?4471, schreib eine Notiz", "Ahorn?4471"),
    ("WPA2-Schlüssel Tq8#vLm2?pXr für den Router im Keller", "Tq8#vLm2?pXr"),
    ("the wifi password for the cabin is now Pine$forest88, write a welcome note", "Pine$forest88"),
    ("la contraseña del wifi del apartamento es ahora Playa_2291, escribe una nota", "Playa_2291"),
    ("Czy to hasło jest dość bezpieczne do poczty: K9_x-2??Lm? Zanim je ustawię", "K9_x-2??Lm"),
    ("identifiant : marc.leroy mot de passe : @Kt7?Wq@PZ-4 pour le site", "@Kt7?Wq@PZ-4"),
    # a secret after ", it's" / in brackets
    ("the partner emailed our signing secret, it's Hq7ZpR2xLw9VbN4cTy8KdF3mJs6A, how do I verify", "Hq7ZpR2xLw9VbN4cTy8KdF3mJs6A"),
    ("Токен інтеграції (api key): Wm4QxZ8rTb2NyK7pLc5VhJ3dFg9S. Чому 401?", "Wm4QxZ8rTb2NyK7pLc5VhJ3dFg9S"),
    ("Clé du service (API key) : Pz3RtY8uWq2XcV6bNm4KjH7gFd5S", "Pz3RtY8uWq2XcV6bNm4KjH7gFd5S"),
    # recovery code lists
    ("where do I keep these GitHub recovery codes?\n3f9a-71c2  b04e-d9a1  c7d2-5e08  9a1b-e4f7  0c3d-8b26",
     "3f9a-71c2"),
    ("Kody zapasowe do Google: 8419 3027, 5530 1984, 7702 6651, 2093 4418", "8419 3027"),
    ("Meine Backup-Codes: x7k2m9p4qa, r3t8w1z6yb, h5n2c8v4ld, j9f3s7g1ke", "x7k2m9p4qa"),
    ("códigos de recuperación: 1a2b3-c4d5e 6f7a8-b9c0d 2e3f4-a5b6c", "1a2b3-c4d5e"),
    # Wi-Fi QR payloads
    ("WIFI:S:Chata;T:WPA;P:Borowik!2024;;", "Borowik!2024"),
    ("wifi:t:wpa;s:CasaRural;p:Encina_5512;h:false;;", "Encina_5512"),
    ("WIFI:P:\"Lavande 77!\";S:Gite;T:WPA2;;", "Lavande 77!"),
    ("WiFi:T:WPA;S:Dacha;P:Вишня2024", "Вишня2024"),
    # connection strings whose password starts with '#' or holds '@'
    ("DB_URL=postgres://shop:#Vq8LmR2xKt9@db.internal:5432/shop fails", "#Vq8LmR2xKt9"),
    ("url=jdbc:mysql://db:3306/app?user=app&password=#Tz4kW9qLm2Xb and it breaks", "#Tz4kW9qLm2Xb"),
    ("mongodb://admin:Gh7@pQ2*zX@10.0.0.5:27017/ won't connect", "Gh7@pQ2*zX"),
]

GREEN = [
    "set the alarm for 0630 tomorrow please",
    "the alarm went off at 2345 last night, is that a fault?",
    "Die Alarmanlage kostet 1499 Euro, lohnt sich das?",
    "la alarma de 2019 tiene garantía de 3 años",
    "la porte du garage mesure 2400 mm de large",
    "the gate is 3600 mm wide, which motor do I need?",
    "PIN 17 on the Raspberry Pi GPIO header is 3.3V, right?",
    "the server returns code 404 for the old page",
    "HTTP Statuscode 5031? nie, chodzi o 503",
    "use promo code SUMMER2024 for 10% off at checkout",
    "kod rabatowy WIOSNA2024 daje 15% zniżki",
    "room 2314 at the hotel, door on the left",
    "order 558812 shipped yesterday, when will it arrive?",
    "the bank texted me about a new 2025 tariff, is it worth it?",
    "they sent me 150000 zł offer for the car",
    "przyszedł SMS o 1530 z przypomnieniem o wizycie",
    "BLIK to 2024 rok, zapłaciłam 120 zł",
    "my wifi password is stored in the router settings",
    "Hasło do wifi w domku zmieniłam na nowe, ale zapomniałam jakie",
    "recovery codes are shown once, print them and keep them safe",
    "WIFI:S:<ssid>;T:WPA;P:<password>;; is the format, what goes in T?",
    "version 2.4.1 of the door controller firmware",
    "the lockbox costs 39 euros on Amazon",
    "the signing secret, it's stored in the vault under payments",
    "digicode: comment changer le code de mon immeuble ?",
    "the door is 80 cm wide and 2040 mm high",
]


@pytest.mark.parametrize("text,secret", RED)
def test_secret_in_words_is_red_and_redacted(text: str, secret: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text", GREEN)
def test_look_alike_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.reason, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


@pytest.mark.parametrize("text,secret", [
    ("ПІН-код до старої картки Ощаду 5093, а банкомат її не приймає", "5093"),
    ("PIN do karty z mBanku 7264, ale bankomat go odrzuca", "7264"),
])
def test_pin_with_three_words_between(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize("text", [
    "Text me on 07700 900123 when you land",
    "the tutorial shows postgresql://usuario:contraseña@localhost:5432/tienda",
    "mention @dev_team2024 in the ticket, password: see the wiki page",
])
def test_round4_neighbours_not_taken_for_codes(text: str) -> None:
    verdict = detect(text)
    assert all(f.reason != "one-time code" for f in verdict.findings)
    assert all("@" not in text[f.start:f.end] or f.reason != "password" for f in verdict.findings)


# ---------------------------------------------------------------- round 5
# A card PIN under its other names ("Geheimzahl", "code confidentiel", "número secreto"), lower-case
# "pin is", several words between the PIN and a colon; alarm arming / disarming / duress codes; a
# keypad code after the verb that enters it ("I key in", "wstukuję", "tecleo"); Spanish "clave" with
# words before the colon; a Wi-Fi QR password with asterisks inside; a wallet phrase right after a word
# that is itself in the BIP-39 list.
_PHRASE24 = ("garden wheel tongue traffic doll harsh pilot goose abandon craft raven sweet grow exotic bench "
             "source town fault gentle cliff couch rich rapid undo")

RED_ROUND5 = [
    ("got my new card today, the pin is 6182 and I'll change it later", "6182"),
    ("Neue Kreditkarte: die Geheimzahl lautet 4729, bitte nicht weitersagen", "4729"),
    ("Geheimnummer fürs Girokonto, damit ich sie nicht vergesse: 8305", "8305"),
    ("le code confidentiel de ma nouvelle carte : 5147", "5147"),
    ("el número secreto de la tarjeta del súper es 3962", "3962"),
    ("pin do nowej karty kredytowej wpisuję tu żeby nie zgubić: 7418", "7418"),
    ("пін до зарплатної картки записую сюди, бо забуваю: 2857", "2857"),
    ("shop: disarm code 4190, duress code 7735 - put it in the closing checklist", "4190"),
    ("shop: disarm code 4190, duress code 7735 - put it in the closing checklist", "7735"),
    ("Unscharf-Code fürs Lager 3826, bitte für die Spätschicht notieren", "3826"),
    ("kod rozbrojenia w magazynie 6103, kod przymusu 2958", "6103"),
    ("kod rozbrojenia w magazynie 6103, kod przymusu 2958", "2958"),
    ("código de desactivación del local: 5294", "5294"),
    ("code de désactivation de l'alarme du bureau 8461, ne pas partager", "8461"),
    ("код зняття з охорони для офісу: 3719", "3719"),
    ("when the alarm starts beeping I key in 5820 and it goes quiet", "5820"),
    ("przy wejściu alarm piszczy, wstukuję 3917 i cisza", "3917"),
    ("la alarma pita al entrar, tecleo 6402 y se calla", "6402"),
    ("quand l'alarme sonne je compose 7193 sur le clavier", "7193"),
    ("Die Alarmanlage piept, ich gebe 2864 ein und sie ist still", "2864"),
    ("сигналізація пищить, я набираю 4078 і вона замовкає", "4078"),
    ("clave de acceso al portal del empleado: Nube#4418", "Nube#4418"),
    ("clave del certificado que uso para Hacienda: Trigo_7731", "Trigo_7731"),
    ("WIFI:T:WPA;S:Domek;P:kx7!***Wq92mZ;; zrób z tego kod QR", "kx7!***Wq92mZ"),
    ("the words are written on the card\n" + _PHRASE24, "garden wheel tongue"),
]

GREEN_ROUND5 = [
    "pin this message to the top of the channel: 2024 goals",
    "pin the tweet so 3000 followers see it",
    "the PIN pad was replaced in 2023",
    "Geheimzahl vergessen? Die Sparkasse schickt in 5 Tagen eine neue",
    "how long should a disarm code be, 4 or 6 digits?",
    "el código de desactivación viene en el manual de la alarma",
    "palabra clave de la campaña: verano",
    "WIFI:S:Hotel;T:WPA;P:********;; the password is hidden on the screenshot",
    "the alarm went off at night and I punched the wall",
    "le code secret de la recette, c'est le beurre",
]


@pytest.mark.parametrize("text,secret", RED_ROUND5)
def test_round5_secret_in_words_is_red_and_redacted(text: str, secret: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text", GREEN_ROUND5)
def test_round5_look_alike_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.reason, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


# Round 8: digits dictated as words after a PIN/code word; a password changed and noted down.
RED_ROUND8 = [
    ("the pin for my debit card is four nine one seven, don't let me forget", "four nine one seven"),
    ("PIN der Sparkassenkarte lautet drei acht null sechs, nur für dich", "drei acht null sechs"),
    ("kod do sejfu w hotelu: osiem jeden pięć dwa, zapisz gdzieś", "osiem jeden pięć dwa"),
    ("mi código de la tarjeta es seis cero tres nueve, no se lo digas a nadie", "seis cero tres nueve"),
    ("code de la carte bleue : sept deux neuf quatre, garde-le pour moi", "sept deux neuf quatre"),
    ("пін до картки шість вісім один п'ять, запам'ятай", "шість вісім один п'ять"),
    ("Notatki, poniedziałek. Nie pamiętałem hasła do poczty, zmieniłem na Sosna4417? i tu je zapisuję.",
     "Sosna4417?"),
    ("Tagebuch: wieder das Passwort fürs Mieterportal vergessen, jetzt auf Ahorn!3390 geändert.", "Ahorn!3390"),
    ("Diary: locked out of the council tax site, reset the password to Plover#8812 and I note it here.", "Plover#8812"),
    ("Notas: olvidé la contraseña del banco online, la cambié por Gaviota5561 y la dejo aquí.", "Gaviota5561"),
    ("Carnet : le mot de passe Ameli ne marchait plus, je l'ai changé pour Cerise7240 hier soir.", "Cerise7240"),
    ("Нотатка: пароль від Приват24 не підходив, змінила на Kalyna8816 і записую сюди.", "Kalyna8816"),
]
GREEN_ROUND8 = [
    "count with me: one two three four five, then breathe out",
    "das Kinderlied geht eins zwei drei vier, Eckstein, alles muss versteckt sein",
    "the code has four digits and I enter them one by one",
    "I changed my password to something longer yesterday, is a passphrase better?",
    "Zmieniłam hasło na dłuższe, czy dwanaście znaków wystarczy?",
    "Cambié la contraseña a una frase larga, ¿es más segura que una con símbolos?",
    "Set the password policy to require 12 characters and a symbol.",
]


@pytest.mark.parametrize("text,secret", RED_ROUND8)
def test_round8_spoken_pin_and_changed_password_are_red(text: str, secret: str) -> None:
    assert detect(text).is_red, text
    assert secret not in redact(text)


@pytest.mark.parametrize("text", GREEN_ROUND8)
def test_round8_counting_and_password_talk_stay_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


# Round 8: credentials inside pasted configuration, and code that only reads a password from elsewhere.
RED_CONFIG_ROUND8 = [
    ("docker-compose won't start, my config:\ndb:\n  user: shop\n  password: qTrvXkLePmWZaaRb\nany idea?",
     "qTrvXkLePmWZaaRb"),
    ("Meine /etc/fstab:\n//nas/backup /mnt/backup cifs user=ich,password=%Hq7rT2vLx9,vers=3.0 0 0\nWarum hängt das?",
     "%Hq7rT2vLx9"),
    ("montaje: mount -t cifs -o username=ana,password=Zr8#Lm2kQp,uid=1000 //srv/docs /mnt/docs", "Zr8#Lm2kQp"),
    ("notatka do librusa\nlogin: ola.kwiatek\nhasło: #Pq%!rTzWm?s\nczemu nie widzę ocen", "#Pq%!rTzWm?s"),
]
GREEN_CODE_ROUND8 = [
    "Is this safe?\nimport os\npw = os.environ['MAIL_PASSWORD']\nsmtp.login(user, password=pw)",
    "Czy tak jest dobrze?\nhaslo_db = os.getenv('DB_HASLO')\nconn = psycopg.connect(host='db', password=haslo_db)",
    "¿Así vale?\nclave = leer_secreto('smtp')\nservidor.conectar(usuario='avisos', password=clave)",
    "In Terraform the variable `admin_password` has sensitive = true and comes from Key Vault - how do I check it?",
    "Our Ansible role marks `vault_password` as no_log and reads it from the vault file, is that enough?",
    "we tag posts #ThrowbackThursday and #MondayMotivation, any better hashtags?",
]


@pytest.mark.parametrize("text,secret", RED_CONFIG_ROUND8)
def test_round8_password_in_pasted_config_is_red(text: str, secret: str) -> None:
    assert detect(text).is_red, text
    assert secret not in redact(text)


@pytest.mark.parametrize("text", GREEN_CODE_ROUND8)
def test_round8_code_reading_a_password_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


# Round 8: authenticator and SMS codes, session cookies, a random value beside a password word, a single
# grouped recovery code, a card PIN after ", it's" or "le code est" - and stories whose characters have PINs.
RED_CODES_ROUND8 = [
    ("the 2FA code from my authenticator app is 804 215, log me in quickly", "804 215"),
    ("Code aus dem Authenticator: 662019, bitte schnell ins Admin-Panel eintragen", "662019"),
    ("kod z aplikacji authenticator 318842 nie działa, co robić?", "318842"),
    ("код з аутентифікатора 740361 не приймає, що не так?", "740361"),
    ("Acabo de recibir «Su código de verificación para la compra de 120,50 EUR es 551902» y no compré nada", "551902"),
    ("my shop cookie is PHPSESSID=q8Lr2Kd9vMz31xTnB7wYp0aE keep it for me", "q8Lr2Kd9vMz31xTnB7wYp0aE"),
    ("Zugangsdaten fürs Gäste-WLAN im Laden: WLAN-Schlüssel Theke Rt5kP9xQwZ2m (Netz: Laden5G)", "Rt5kP9xQwZ2m"),
    ("la clé wifi chez ma tante à Lyon c'est Pm4#tQvL8wXz, garde-la", "Pm4#tQvL8wXz"),
    ("el código de recuperación que me dio Microsoft es QKTRB-LMW8X-PZN4D-HVCYR-T2GJW, ¿dónde lo guardo?",
     "QKTRB-LMW8X-PZN4D-HVCYR"),
    ("New card arrived, the PIN came in a separate letter, it's 7306 - remind me if I ask", "7306"),
    ("Fiche pour papa, nouvelle carte bancaire : le code est 8142, ne le donne à personne", "8142"),
    ("Code zur Haustür bei meiner Schwester 51936, falls der Handwerker kommt", "51936"),
]
GREEN_CODES_ROUND8 = [
    "In my novel the hacker guesses the password «Lviv1991», her birth year. Is that believable?",
    "Für meinen Krimi: die Kommissarin findet die Geheimzahl 4711 auf einem Zettel im Portemonnaie. Realistisch?",
    "Piszę opowiadanie: bohaterka znajduje kartkę z kodem do sejfu 3390. Czy to nie za proste?",
    "Redsys entorno de pruebas: tarjeta test 4000 0000 0000 3220, CVV 999 - ¿cómo fuerzo un rechazo?",
    "Authenticator apps show a new 6-digit code every 30 seconds; what does TOTP stand for?",
    "our 2FA rollout reached 5000 users this week",
    "the password must contain an Uppercase letter and a digit, e.g. at least 8 characters",
    "Reset your password via the Auth0Client SDK, version 2.4",
]


@pytest.mark.parametrize("text,secret", RED_CODES_ROUND8)
def test_round8_codes_cookies_and_keys_are_red(text: str, secret: str) -> None:
    assert detect(text).is_red, text
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text", GREEN_CODES_ROUND8)
def test_round8_fiction_sandbox_and_talk_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])
