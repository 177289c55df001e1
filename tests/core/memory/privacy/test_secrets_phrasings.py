"""Secrets as people phrase them, round 9: gift card and prepaid codes (a code that is money), an
authenticator or Steam Guard showing its code, a code named by where it came from, codes for places
and roles (dorm, care home, manager's till PIN, intercom), e-prescription codes, passwords after a
long clause, random mixed-case passwords without a connector, passwords spelled letter by letter,
"<login>, password X" and "user / P@ss" pairs, a key named at length before its value, PINs with the
owner's words in between or spaced digits; and the look-alikes that must stay green (promo codes,
masks, game lobby codes, ratings, documented sample keys, order numbers, quantities).

All sentences are written for these tests; none is taken from a benchmark file.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect, redact

RED = [
    # gift cards, prepaid and store-credit codes
    ("here's the Amazon gift card code for your birthday: 7QHK-MZ42-XRT9, not redeemed yet", "7QHK-MZ42-XRT9"),
    ("kod doładowania Google Play 4HJ29KDL0PQ7XZ3M, wpisz go w sklepie", "4HJ29KDL0PQ7XZ3M"),
    ("Geschenkkarte vom Nintendo eShop: B9X2-KQ47-LMZ8-T3RP, noch nicht eingelöst", "B9X2-KQ47-LMZ8-T3RP"),
    ("código de la tarjeta regalo de Amazon HT7Q9-2KLMX-4PRB8, aún sin usar", "HT7Q9-2KLMX-4PRB8"),
    ("carte cadeau Fnac, code 5Q8W-7ZXL-2MRT-9KDB, je te l'offre", "5Q8W-7ZXL-2MRT-9KDB"),
    ("подарунковий сертифікат Rozetka, код 73KD-P9QZ-21XM, ще не використаний", "73KD-P9QZ-21XM"),
    ("paysafecard PIN 0123 4567 8912 3457 für das Spiel meines Sohnes", "0123 4567 8912 3457"),
    ("my Steam wallet code is 4XJ7Q-PL92K-ZT8MB, use it before Friday", "4XJ7Q-PL92K-ZT8MB"),
    ("karta podarunkowa Xbox: K7P2M-QX9TZ-44RWB-L8N3D-VH6YC, prezent dla Kuby", "K7P2M-QX9TZ-44RWB-L8N3D-VH6YC"),
    # an authenticator showing its code; Steam Guard
    ("Google Authenticator is showing 381 552 for the VPN, type it in for me", "381 552"),
    ("Microsoft Authenticator zeigt gerade 772904 an, soll ich das dem Support sagen?", "772904"),
    ("aplikacja uwierzytelniająca pokazuje 519 377, wpisz szybko", "519 377"),
    ("la app autenticadora muestra 204861 para la cuenta del trabajo", "204861"),
    ("kod z aplikacji uwierzytelniającej: 318 664, loguję się do banku", "318 664"),
    ("автентифікатор показує 447120, це для входу в пошту", "447120"),
    ("Steam Guard code: 7KQ2P, quick before it changes", "7KQ2P"),
    ("mój Steam Guard XK4T9, przepisz go", "XK4T9"),
    # a one-time code named by where it came from
    ("the code the bank texted me is 448201, a man on the phone wants it", "448201"),
    ("kod, który przyszedł SMS-em, to 553017, czy mogę go podać kurierowi?", "553017"),
    ("der Code, den ich per SMS bekommen habe, ist 604112", "604112"),
    ("le code que j'ai reçu par SMS est 731946, on me le demande au téléphone", "731946"),
    ("el código que me ha llegado al móvil es 483920, ¿se lo doy?", "483920"),
    ("kod SMS z banku do logowania 551920", "551920"),
    ("SMS-Code von der Sparkasse für die Überweisung 820431", "820431"),
    ("código SMS del banco para la transferencia 661029", "661029"),
    ("код з смс від банку для входу 730118", "730118"),
    # codes for places and roles
    ("kod do akademika 4821, pokój na trzecim piętrze", "4821"),
    ("код від гуртожитку 6307, я вже внизу", "6307"),
    ("код от общежития 5912, спускайся", "5912"),
    ("the visitor code for the maternity ward is 7714#", "7714#"),
    ("Besuchercode fürs Pflegeheim ist 3826, bitte nicht weitergeben", "3826"),
    ("le code visiteur de l'EHPAD c'est 9043", "9043"),
    ("kod do domu opieki 6610 potem czerwony guzik", "6610"),
    ("code du local vélo 4197, referme bien derrière toi", "4197"),
    ("manager code for the till is 7305, refunds only", "7305"),
    ("Code gérant de la caisse : 0072, pour les retours", "0072"),
    ("kod kierownika do kasy fiskalnej to 8391", "8391"),
    ("código de encargado del TPV: 5540, para devoluciones", "5540"),
    ("domofon 7261, trzecie piętro, drzwi po lewej", "7261"),
    ("interphone 4930 puis deuxième porte", "4930"),
    ("домофон 5218, четвертий поверх", "5218"),
    # e-prescription codes
    ("kod recepty 4821 i PESEL mamy, odbierzesz w aptece?", "4821"),
    ("e-recepta: kod 7730, weź dowód babci", "7730"),
    ("рецепт на ліки для мами, код для аптеки 6614", "6614"),
    # a password after a clause saying what it is for
    ("password for dad's laptop, so he can check the photos: maple1961rt", "maple1961rt"),
    ("hasło do poczty babci, żeby mogła czytać maile: jaskier1950kw", "jaskier1950kw"),
    ("contraseña del correo del abuelo, para que vea las fotos: olivo1948mz", "olivo1948mz"),
    ("mot de passe de la boîte mail de papi, pour qu'il voie les photos : tilleul1952pb", "tilleul1952pb"),
    ("пароль від пошти дідуся, щоб він бачив фото: kalyna1955dm", "kalyna1955dm"),
    # the value after "to/is", followed by a dash and more talk
    ("do banku hasło to krokus1988pl — zapisz gdzieś", "krokus1988pl"),
    ("my password is harbour2020xy — write it down somewhere", "harbour2020xy"),
    # a random mixed-case word right after the password word
    ("Wi-Fi w altanie: Altana_5G, hasło qTzRmWkaPLdx", "qTzRmWkaPLdx"),
    ("Gäste-WLAN: Haus_Gast, Passwort hZqWtrLmKxEe", "hZqWtrLmKxEe"),
    ("red de invitados, contraseña pLqRtWzXvBnK", "pLqRtWzXvBnK"),
    ("пароль rTqWmZpXkLdB від роутера на дачі", "rTqWmZpXkLdB"),
    # a login and then a password
    ("do systemu logujesz się jako m.zielinska, hasło bqtWenraLo", "bqtWenraLo"),
    ("log in as jsmith, password qTzRubiKa, the rest is in the wiki", "qTzRubiKa"),
    ("usuario: lmartin, contraseña verdeMar77", "verdeMar77"),
    # a user, a slash and a password
    ("Admin Shopify : tienda-admin / Rw9!kT4#pLm2 — el becario actualiza los precios", "Rw9!kT4#pLm2"),
    ("Panel Allegro: sklep_kasia / Tq8#vB2!mLx9", "Tq8#vB2!mLx9"),
    ("Compte OVH — jdupont / Zx4%Rt8!Qw2k pour le stagiaire", "Zx4%Rt8!Qw2k"),
    # a password spelled out
    ("the password is capital T, small r, o, y, exclamation mark, four two", "capital T, small r, o, y"),
    ("Passwort: großes M, kleines a, u, s, Ausrufezeichen, eins neun", "großes M, kleines a, u, s"),
    ("la contraseña es M mayúscula, a, r, e, almohadilla, tres tres", "M mayúscula, a, r, e"),
    ("hasło: wielkie P, i, e, s, małpa, jeden dwa — zapisz to", "wielkie P, i, e, s"),
    # a key named at length, then its value
    ("Second key (MD5) from PayU for POS 300746: 9f1c3b7a2e8d4f6051a9c7e3b2d8f4a6 — still an error", "9f1c3b7a2e8d4f6051a9c7e3b2d8f4a6"),
    ("Klucz podpisu z Przelewy24 dla sklepu 118204: a83bd9c1e77f4a20b6d5c39e8f12a7b4", "a83bd9c1e77f4a20b6d5c39e8f12a7b4"),
    ("Schlüssel (MD5) von PayU für POS 145227: 0c7e2a9b4d1f8e3a6b5c7d9e2f4a1b8c", "0c7e2a9b4d1f8e3a6b5c7d9e2f4a1b8c"),
]

# PINs with their owner's words between, a bracket, spaced digits; codes and PINs said as words;
# "hasło to X — …" with more talk after the value
RED_PINS = [
    ("the pin on grandma's old phone is 3307, write it on the fridge", "3307"),
    ("der pin vom handy meiner oma ist 8162", "8162"),
    ("le PIN du portable de mamie 6632, au cas où elle tombe", "6632"),
    ("пін від телефону бабусі 4418, запиши собі", "4418"),
    ("PIN do telefonu mojej mamy 7790 gdyby się zablokował", "7790"),
    ("PIN für die Kasse (Chefmodus) ist 4417, nur für Erstattungen", "4417"),
    ("the PIN for the till (manager menu) is 8842", "8842"),
    ("el PIN de la tarjeta nueva es 5 8 1 3, no se lo digas a nadie", "5 8 1 3"),
    ("mein PIN für die EC-Karte 3 9 0 6 oder war es anders?", "3 9 0 6"),
    ("pin do karty 8 1 5 2 zapisz gdzieś", "8 1 5 2"),
    ("BLIK trzy osiem jeden pięć dwa zero, szybko", "trzy osiem jeden pięć dwa zero"),
    ("the bank SMS says one four seven two nine six, type it for me", "one four seven two nine six"),
    ("die TAN lautet sieben zwei null acht eins drei", "sieben zwei null acht eins drei"),
    ("do skrzynki hasło to bursztyn77ab — nie zgub tego", "bursztyn77ab"),
    ("für das Vereinskonto Passwort ist hafen2020xy — bitte notieren", "hafen2020xy"),
    ("pour le compte de papa, mot de passe est tilleul88qr — garde-le", "tilleul88qr"),
]

# vouchers worth money, the code to get in, recovery codes as a block (every code redacted)
RED_MORE = [
    ("voucher code for the spa day worth £150: SPA-7XK2-99QM", "SPA-7XK2-99QM"),
    ("Gutschein für den Buchladen, Code: BUC-4K9Q-P2MX-8TRW, Wert 50 €", "BUC-4K9Q-P2MX-8TRW"),
    ("bon upominkowy do drogerii, kod 8KQ2-M7XP-41ZD, 100 zł", "8KQ2-M7XP-41ZD"),
    ("vale regalo de la librería, código VQ7-28KX-MP41", "VQ7-28KX-MP41"),
    ("chèque cadeau du magasin de sport, code CQ4-8XM2-91PL", "CQ4-8XM2-91PL"),
    ("ваучер на масаж, код VX4K-82MQ-7TPL", "VX4K-82MQ-7TPL"),
    ("the code to get in is 9032, I'm on the third floor", "9032"),
    ("kod żeby wejść na klatkę 7741", "7741"),
    ("der Code zum Reinkommen ist 5290", "5290"),
    ("el código para entrar es 6618, tercer piso", "6618"),
    ("le code pour entrer c'est 3307", "3307"),
    ("PUK von Papas altem Handy steht auf dem Zettel: 40718263, er hat sich ausgesperrt", "40718263"),
    ("PUK do karty SIM mamy, ten z plastiku: 91827364", "91827364"),
    ("the PUK for grandma's SIM is 55820417, she typed the PIN wrong three times", "55820417"),
    ("код PUK від сімки бабусі 73920184", "73920184"),
    ("код щоб зайти в під'їзд 4812", "4812"),
]
# a card's security code named by where it is printed; a Wi-Fi key of digits; "user X pass Y"
RED_PLACES = [
    ("the code on the back is 918 and the card expires in May", "918"),
    ("les 3 chiffres au dos de la carte : 918", "918"),
    ("trzy cyfry z tyłu karty 412", "412"),
    ("die drei Ziffern auf der Rückseite sind 771", "771"),
    ("los tres dígitos de atrás son 529", "529"),
    ("три цифри на звороті картки 384", "384"),
    ("klucz do wifi 84736291", "84736291"),
    ("code wifi : 84736291", "84736291"),
    ("пароль від вайфаю 84736291", "84736291"),
    ("WLAN-Passwort 84736291", "84736291"),
    ("the wifi pass is bluesky2020", "bluesky2020"),
    ("user jan pass kasia123", "kasia123"),
    ("code d'accès appli banque 66190", "66190"),
    ("Code reçu par SMS pour confirmer le paiement du loyer de mars : 803317, il expire vite ?", "803317"),
    ("the code I got by text to approve the payroll transfer for March: 290184", "290184"),
    ("kod, który przyszedł SMS-em do potwierdzenia przelewu wypłat za marzec: 661903", "661903"),
    ("kod dostępu do skrytki na dworcu 48213", "48213"),
    ("Zugangscode für das Schließfach am Bahnhof 730215", "730215"),
    ("access code for the parcel locker at the station 5510", "5510"),
]
# passwords after a bracket, a file name or filler words; keys of routers; account pairs; set codes;
# codes in pairs of digits; Discord and Twitch tokens; a WIF key of a paper wallet
RED_ROUND3 = [
    ("Hasło do terminala w sklepie (technik pytał): 73920184", "73920184"),
    ("Das Passwort dafür ist qRvLmKtwP8zXcB, das Zertifikat liegt im Ordner", "qRvLmKtwP8zXcB"),
    ("Mot de passe du portail ameli.fr pour ma mère : Tournesol$47K", "Tournesol$47K"),
    ("Contraseña del certificado (archivo .pfx): #8kLmQ2wzXp", "#8kLmQ2wzXp"),
    ("Пароль від каси (адмін): Lisova!77kP", "Lisova!77kP"),
    ("hasło do wifi u cioci żeby telewizor działał RtKWPoqzMNbv", "RtKWPoqzMNbv"),
    ("password for dad's bank app kestrel1958qr and the login is his email", "kestrel1958qr"),
    ("clave del router de la oficina 8KmT3qzXv0RpL2", "8KmT3qzXv0RpL2"),
    ("Clé wifi de la box chez papi : qWx4!LmZ8#pT", "qWx4!LmZ8#pT"),
    ("Steam-Account: kQ8mzlP / wolf7781 — nicht verkaufen", "wolf7781"),
    ("konto w grze: xNorbi / smok2291, nie graj rankingowych", "smok2291"),
    ("I set the safe code to 530718 and now it blinks red", "530718"),
    ("ustawiłem kod na 48213 w sejfie hotelowym i nie otwiera", "48213"),
    ("Ich habe den Code auf 60294 geändert, der Tresor geht nicht auf", "60294"),
    ("Bank przysłał SMS z kodem 48 13 09 do przelewu, nie zlecałem", "48 13 09"),
    ("j'ai reçu le code 3D Secure 52 71 86 par SMS sans rien acheter", "52 71 86"),
    ("código Bizum 730218 para pagar la cena", "730218"),
    ("un tipo me pidió el token de Discord: MTA4OTk3NzM5NTQ2NzEyNjg2.GkQ2xR.a8Zf1wPq7LmN3vB5tY9uXc2sD4eH6jK0oRi, ¿lo doy?",
     "MTA4OTk3NzM5NTQ2NzEyNjg2.GkQ2xR.a8Zf1wPq7LmN3vB5tY9uXc2sD4eH6jK0oRi"),
    ("the bot needs oauth:k2j8x0qz7w4m1n5b9v3c6l0p2r8t4y, chat says unauthorized", "k2j8x0qz7w4m1n5b9v3c6l0p2r8t4y"),
    ("stary papierowy portfel bitcoin, klucz pod QR: L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ",
     "L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ"),
    ("Kod e-skierowania do okulisty dla taty: 4071, i jego PESEL", "4071"),
    ("Код від складу на Оболоні: 5182*, сигналізація окремо", "5182*"),
    ("skrytka na klucze przy furtce, kod 8164, dla opiekunki", "8164"),
    ("hasło do wifi u wujka żeby konsola działała QzRMTyvbKLWp+", "QzRMTyvbKLWp+"),
    ("steam wallet pin 7302, buy the skin for me", "7302"),
    ("karta do bankomatu, pin 5819, nie mów nikomu", "5819"),
]
RECOVERY_BLOCKS = [
    ("recovery codes:\n8f2k-9x3m\n4h7p-2q8n\n7z5r-1w6t", ("8f2k-9x3m", "4h7p-2q8n", "7z5r-1w6t")),
    ("backup codes\n38291047\n55102938\n10293847\n56473829", ("38291047", "55102938", "10293847", "56473829")),
    ("kody zapasowe do poczty: 4829 1034, 5520 1947, 7731 0042, 9910 3385", ("4829 1034", "5520 1947", "9910 3385")),
    ("Wiederherstellungscodes:\nq7w2-k9x4\nm3p8-z6t1\nr5n2-h8c7", ("q7w2-k9x4", "m3p8-z6t1", "r5n2-h8c7")),
]

GREEN = [
    "discount voucher code SAVE-10-NOW at checkout",
    "the code on the back of the book is 978 something",
    "return the parcel, code on the back is for 2024 orders",
    "the card has a code on the back, 3 digits, where do I type it?",
    "user admin pass required for this page",
    "klucz do wifi ma 12 znaków",
    "the access code list for 2025 has 300 entries",
    "what's a sane password policy for a 20-person office, length over complexity?",
    "hasło do konta musi mieć 12-znakowe minimum i cyfrę",
    "I set the code to 4 digits but the app wants 6",
    "Discord token format explained: three parts separated by dots",
    "the password field accepts iPhoneXSMax as a test value",
    "pin the wallet post 2048 times? no, pin it once",
    "the PIN for the demo account is 0000",
    "PIN 1234 is the factory default, change it",
    "domyślny PIN karty SIM to 1111? A PIN 0000 działa?",
    "der Standard-PIN der Fritzbox ist 1234 ab Werk, werkseitig eingestellt",
    "kod błędu 0x80070005 przy aktualizacji Windows, co robić?",
    "Fehlercode 4032 beim Drucker, schon wieder",
    "código de error 5021 en la lavadora, ¿qué significa?",
    "commit 4f9a2c1 broke the build on main",
    "Gutschein-Aktion: Code HERBST-24-XL für 20% Rabatt",
    "the code to open the file is on line 4020 of the script",
    "the code to get in the game is in the email, no idea where",

    "pin this post to the top 2024 recap",
    "PIN changes since 2019 are logged",
    "the PIN for the till is 4821 in the manual, just a sample value",
    "the PIN pad of the terminal model 3300 is broken",
    "PIN reset for 4500 users in the bank app",
    "el PIN de la tarjeta tiene 4 dígitos, ¿verdad?",
    "hasło to 12 znaków minimum, tak mówi regulamin",
    "the password is 8 characters long at least",

    # promo codes, masks, prices and orders beside a gift word
    "Gift voucher codes look like XXXX-XXXX-XXXX, where do I type mine?",
    "promo code SUMMER2024 gives 20% off at checkout",
    "kod rabatowy JESIEN25 nie działa w koszyku",
    "Gutscheincode HERBST30 funktioniert bei dem Shop nicht",
    "How do Steam gift cards work when the wallet is in another currency?",
    "my Amazon order 4829-1173-9920 had a gift card inside, where is it?",
    "the Xbox gift card costs 25 EUR at the petrol station",
    "karta podarunkowa na 200 zł dla dziadka, jaki sklep polecasz?",
    # authenticators and Steam Guard talk
    "Authenticator apps show a new code every 30 seconds; can I move mine to a new phone?",
    "my authenticator app shows 6 accounts, how do I delete the old ones?",
    "Steam Guard is the 2FA of Steam, how do I switch it on?",
    # codes by their source that are not secrets
    "the error code the app sent me is 4031, what does it mean?",
    "SMS code sent to the number ending 4821, but my phone is dead",
    "the postal code they sent me is 00950, is that Warsaw?",
    # places, roles and quantities
    "the building code requires 1200 mm between the handrails",
    "kod do pokoju w Kahoot: 0907442, wchodźcie dzieci",
    "Kahoot game PIN: 4829173, join now class!",
    "Among Us lobby code QWERTZ, join fast",
    "Mein Elo in Schach ist 1450 — gut für Anfänger?",
    "my chess rating is 1830 on lichess, what should I study?",
    "mon classement Elo est 1620, c'est bien ?",
    "domofon 2-żyłowy czy cyfrowy, co lepsze do bloku?",
    "recepta na 2 opakowania czy na 100 tabletek?",
    "recepta na 2024 rok jest jeszcze ważna?",
    "the manager code of conduct has 12 pages",
    # password talk
    "password requirements for the team, as agreed: 12 characters minimum",
    "hasło do wifi, zgodnie z instrukcją: na naklejce pod routerem",
    "the password field is called userPassword in the form",
    "Passwort resetToken wird im Header gesendet",
    "passwords should mix capital letters, small letters, digits and an exclamation mark",
    "log in as admin, password protected pages only",
    "EUR / USD is at 1.0842 / 1.0851 today",
    # a key named at length that is public or a hash
    "the public key of the server 12: AAAAC3NzaC1lZDI1NTE5AAAAIB7mPq3R8xLw2Zt",
    "SHA-256 checksum of the key file v2: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "The AWS docs use AKIAIOSFODNN7EXAMPLE as the access key — is that why my CLI profile says InvalidClientTokenId?",
]


@pytest.mark.parametrize("text,secret", RED + RED_PINS + RED_MORE + RED_PLACES + RED_ROUND3)
def test_phrased_secret_is_red_and_redacted(text: str, secret: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert verdict.findings[0].kind.value == "secret", [(f.reason, text[f.start:f.end]) for f in verdict.findings]
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text", GREEN)
def test_phrased_look_alike_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


@pytest.mark.parametrize("text,codes", RECOVERY_BLOCKS)
def test_recovery_codes_are_redacted_as_a_block(text: str, codes: tuple[str, ...]) -> None:
    redacted = redact(text)
    assert detect(text).is_red
    assert not any(code in redacted for code in codes), redacted
