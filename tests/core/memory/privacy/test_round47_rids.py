"""Round 47 (rids): identifiers and secrets of kinds nobody had written a rule for - a game platform's trade link with
its private token, a home's public IP address told as the writer's own, an energy supply-point number (CUPS, MPAN,
PDL/PRM, PPE, EIC) with its holder or as the writer's home's, a Steam Guard code under its gamers' spellings. The
sentences are this round's own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# trade_links.py: the trade-offer URL with its token, in every language the same
TRADE_RED = [
    "my trade url if you want the knife: https://steamcommunity.com/tradeoffer/new/?partner=123948571&token=Qw7rTz9p",
    "mój link do wymiany https://steamcommunity.com/tradeoffer/new/?partner=88123004&token=h4Xk-Lp2 wysyłaj",
    "Tradelink von mir: steamcommunity.com/tradeoffer/new/?partner=402911873&token=ZmQ81ab_ schick was",
    "mi enlace de intercambio es https://steamcommunity.com/tradeoffer/new/?partner=701223984&token=pL0oK9ji",
    "voilà mon lien d'échange https://steamcommunity.com/tradeoffer/new/?partner=55120394&amp;token=Rt5yU8iO",
    "ось моє трейд-посилання https://steamcommunity.com/tradeoffer/new/?partner=239847561&token=aB3dE6gH",
    "кидаю трейд ссылку https://steamcommunity.com/tradeoffer/new/?token=nM2bV5cX&partner=912834756",
]
TRADE_NOT_RED = [
    "where do I find my trade URL on steamcommunity.com? the tradeoffer page has no link for me",
    "a trade link looks like https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=XXXXXXXX",
    "Format: steamcommunity.com/tradeoffer/new/?partner=<id>&token=<token>",
    "Mein Profil: https://steamcommunity.com/tradeoffer/new/?partner=402911873 - ohne Token geht das?",
    "¿Es seguro pasar el trade link por Discord o me pueden robar la cuenta?",
]

# home_ips.py: a public IP of the writer's home - named as the writer's, or a home's camera reached on it from outside
HOME_IP_RED = [
    "my home IP is 84.23.117.9, can you write the firewall rule for the office to let it through?",
    "the NAS in the garage at 14 Birch Road answers on 81.102.33.47:5001 from outside, I forwarded the port",
    "Meine öffentliche IP ist 91.34.2.18, die Kamera im Haus ist über Portfreigabe erreichbar",
    "moje publiczne IP to 89.64.12.201, kamera w domu jest pod portem 8080",
    "mi IP pública es 88.27.154.3 y quiero ver la cámara del chalet desde fuera",
    "mon IP publique c'est 90.112.45.7, la caméra de la maison est en redirection de port",
    "мій білий IP 46.211.8.14, камера на дачі відкривається ззовні на порту 554",
    "мой внешний IP 95.24.173.60, камеры дома видно снаружи",
]
HOME_IP_NOT_RED = [
    "nginx on 10.0.4.17 proxies to 10.0.4.22:8080 but the house office VPN can't reach it",
    "La cámara de casa tiene la IP 192.168.1.64 y desde fuera no la veo, ¿abro el puerto?",
    "Nach dem Update auf 2.24.25.78 stürzt die App im Haus ständig ab",
    "docs example: the camera at home is reachable on 203.0.113.50:8443 from outside after port forwarding",
    "our game server runs on 135.125.4.18:27015, why do players time out?",
    "someone logged in to my mail from 45.137.22.9, who is that?",
    "set the DNS of the home router to 1.1.1.1 or 8.8.8.8?",
]

# supply_points.py: CUPS / MPAN / PDL with its holder or the writer's home
SUPPLY_RED = [
    "Soy el titular, Marcos Ibáñez, y el CUPS de mi piso es ES0031405018273645DT, ¿vale para subir la potencia?",
    "mi cups es ES 0021 0000 9341 7702 WW 0F, lo pongo en el formulario de la comercializadora?",
    "The new supplier asked for my MPAN, the core number on my bill is 16 0012 3456 785",
    "Je suis la titulaire du contrat, et mon PDL est 30001456789123, je change de fournisseur demain",
    "Numer PPE mojego mieszkania to 590543000012345678, umowa jest na mnie",
]
SUPPLY_NOT_RED = [
    "El CUPS de la factura es ES0026000071839254YN, ¿sirve para comparar tarifas?",
    "¿Qué es el CUPS ES0021000012345678AB que viene en el recibo?",
    "My MPAN starts with 22 00 - what does that say about the region?",
    "Le Linky affiche un PRM de 14 chiffres, 30001456789123 : c'est lequel pour le fournisseur ?",
    "My MPAN is 16 0012 3456 784, is that the right one?",  # (its check digit fails)
    "Mon PDL c'est 30001456789123, il sert à quoi pour la mise en service ?",  # (no holder: a PDL has no check)
]


@pytest.mark.parametrize("text", TRADE_RED + HOME_IP_RED + SUPPLY_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", TRADE_NOT_RED + HOME_IP_NOT_RED + SUPPLY_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text


# secret_phrasings._guard_said: a Steam Guard code with the code word as gamers spell "guard"
GUARD_RED = [
    "быстрее, код гуарда 7KD3M, заходи",
    "ось код зі стім гварда 9XQ4T, логінься",
    "kod ze steam guarda to M3K8P, wbijaj szybko",
    "Guard-Code ist 4TG7B, log dich ein",
    "el código del guard es 3RBK9, entra ya",
    "le code du guard c'est 8QWN4, vas-y",
    "the guard code is 6VJ2D, log in quick",
]
GUARD_NOT_RED = [
    "Guardia Civil 062 y el código postal 28015",
    "код гварда приходить на пошту чи в застосунок?",
    "the code for the guard booth is 24680",
    "¿El código del guard caduca en 30 segundos?",
]

# secret_phrasings._gift_codes: a prepaid voucher's PIN typed in groups after words about where it was bought
PREPAID_RED = [
    "hab ne paysafe für 25€ am kiosk gekauft: 3197 4480 1265 9923, wo löse ich die ein",
    "kupiłem paysafe za 50 zł w żabce: 4410 2289 7356 1190, jak doładować konto",
]
PREPAID_NOT_RED = [
    "paysafe PIN 0000 0000 0000 0000 steht im Beispiel auf der Webseite",
]

# alien_numbers.py: a SEVIS ID
SEVIS_RED = [
    "my SEVIS ID is N0031234871, does it go on the DS-160?",
    "numer SEVIS: N0029981234, termin w konsulacie w piątek",
    "номер SEVIS N0045512093, куди його вписувати?",
]
SEVIS_NOT_RED = [
    "where is the SEVIS ID printed on the I-20?",
    "SEVIS IDs look like N1234567890",
]

# reused_passwords.py: one password for several accounts, with no password word
REUSED_RED = [
    "ich benutze Maulwurf_42 für PayPal, Amazon und mein Mailkonto, schlimm?",
    "uso Tortilla#2019 para el banco, Instagram y el correo",
    "I use Bluebell_1987 for my bank, PayPal and Netflix, should I change it?",
    "j'utilise Raclette_2020 pour la banque, Amazon et mes mails",
    "używam Pierogi#2024 do banku, poczty i allegro",
    "використовую Varenyk_1990 для банку, пошти і стіму",
    "использую Pelmeni_77 для банка, почты и стима",
]
REUSED_NOT_RED = [
    "uso Windows10 para steam, el banco y el correo",  # (English "I use Windows11 ..." is the learned model's, before this round)
    "uso Bitwarden para el banco y el correo, ¿es seguro?",
    "I use python3 for my bank scripts and mail automation",
    "ich nutze Office365 für Mail und Bankbriefe",
]


@pytest.mark.parametrize("text", GUARD_RED + PREPAID_RED + SEVIS_RED + REUSED_RED)
def test_red_codes(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GUARD_NOT_RED + PREPAID_NOT_RED + SEVIS_NOT_RED + REUSED_NOT_RED)
def test_not_red_codes(text: str) -> None:
    assert detect(text).label != "red", text


# refund_accounts.py: money going back with no verb - "zurück auf", "back to": the writer's account, beside an office
BACK_TO_RED = [
    "Mail an die Hausverwaltung: die Kaution soll zurück auf DE59 1646 3617 6103 2195 55, Schlüssel sind abgegeben",
    "Write to the letting agency that the deposit should go back to GB98 LOYD 3099 1245 8712 03 by Friday",
]
BACK_TO_NOT_RED = [
    "Die Miete geht an die Hausverwaltung, IBAN DE59 1646 3617 6103 2195 55, steht auf dem Aushang",
]

# unknown_owners.py: a courier told to call the writer, and the writer's own number named after the value
CALL_ME_RED = [
    "напиши кур'єру, що я до сьомої на роботі, хай дзвонить +380 67 318 2047",
    "напиши курьеру, что я до шести на работе, пусть звонит на +7 912 345-67-81",
    "powiedz kurierowi, niech dzwoni na 512 384 920, jestem w pracy",
    "The bank app keeps texting +353 87 214 5530, which is my old number - how do I move it to the new SIM?",
    "Die App schickt ständig SMS an 0176 23456781, das ist meine alte Nummer, wie ändere ich das?",
]
CALL_ME_NOT_RED = [
    "Some number keeps texting me, +353 87 214 5530, no idea who it is",
    'SMS von +49 157 34518820: "Hi Papa, das ist meine neue Nummer". Keine Ahnung, wer das ist.',
    "Лист з +380 67 318 2047: «Мамо, це мій новий номер», не знаю хто це",
    "ktoś dzwoni do mnie z 512 384 920 i się rozłącza, nie wiem kto to",
]

# owner_ties.py: a relative named, then "her / his number" before the value, beside an alarm service's name
KIN_NUMBER_RED = [
    "Für den Hausnotruf von Oma haben wir ihre Nummer 0157 34518820 angegeben, ruft die Zentrale zuerst dort an?",
    "for Dad's alarm pendant we gave the service his number 07700 981234, will they ring it first?",
    "do opaski SOS babci wpisaliśmy jej numer 512 384 920, czy centrala dzwoni najpierw tam?",
]
KIN_NUMBER_NOT_RED = [
    "Die Notrufzentrale hat ihre Nummer 0800 1234567 auf der Webseite",
    "Mama sagt, die Hotline hat ihre Nummer 0800 111 0 111 geändert",
]


@pytest.mark.parametrize("text", BACK_TO_RED + CALL_ME_RED + KIN_NUMBER_RED)
def test_red_owned(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", BACK_TO_NOT_RED + CALL_ME_NOT_RED + KIN_NUMBER_NOT_RED)
def test_not_red_owned(text: str) -> None:
    assert detect(text).label != "red", text


# phones.py: a messenger's or a text's word glued to the number; whose_numbers.py: a price's "firm" is no company
GLUED_RED = [
    "selling my old desk, $45 firm, txt(754) 612-3098 after 5",
    "хто знайшов ключі біля під'їзду — пишіть у вайбер067 318 2047",
    "odkupię rower dla syna, pisz na whatsapp+48512384920",
    "couch for sale, 120 firm, text (754) 723-4969",
]
GLUED_NOT_RED = [
    "The cleaning firm gave us their number 0161 496 0732, is that a landline?",
    "my order reference is txt20240512, the shop says it's still processing",
]


@pytest.mark.parametrize("text", GLUED_RED)
def test_red_glued(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GLUED_NOT_RED)
def test_not_red_glued(text: str) -> None:
    assert detect(text).label != "red", text


# unknown_owners._LOGS_IN: the address the writer logs in with, whatever app the sentence names
LOGIN_MAIL_RED = [
    "El correo con el que entro en la app del gimnasio es lucia.ferrer.88@gmail.com y no me deja cambiarlo",
    "Mail, na który się loguję do aplikacji przychodni, to k.nowak84@wp.pl i nie przychodzą wyniki",
    "the email I log in to the council portal with is dan.hughes77@outlook.com but the reset never arrives",
]
LOGIN_MAIL_NOT_RED = [
    "Me ha escrito soporte@gimnasio-verifica.net diciendo que pague, no sé quién es",
]

# phones._FR_MOBILE: a French mobile typed in one run after its article
FR_MOBILE_RED = [
    "la mutuelle doit me rappeler, je leur ai laissé le 0743218890 hier",
    "dis au plombier de me joindre au 0612873405 demain matin",
]
FR_MOBILE_NOT_RED = [
    "Le 0743218890 m'écrit « c'est bien le numéro de Lucas ? », je réponds ou pas ?",
    "commande n° 0612345678 jamais arrivée, que faire ?",
    "mon numéro de client est le 0612345678, c'est sur la facture",
]

# entry_codes._BARE_INTERCOM: the intercom's word alone right before its code
INTERCOM_RED = [
    "для няні: домофон 27К3581, ключі під килимком",
    "dla opiekunki: domofon 41K27, klucze u sąsiadki",
    "pour la baby-sitter : interphone 2580#, 3e étage gauche",
    "для гостей: домофон 5519, квартира 12",
]
INTERCOM_NOT_RED = [
    "домофон 25, квартира на третьому поверсі",
    "domofon 2019 roku nie działa, kto naprawia?",
]


@pytest.mark.parametrize("text", LOGIN_MAIL_RED + FR_MOBILE_RED + INTERCOM_RED)
def test_red_more(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", LOGIN_MAIL_NOT_RED + FR_MOBILE_NOT_RED + INTERCOM_NOT_RED)
def test_not_red_more(text: str) -> None:
    assert detect(text).label != "red", text


# phones._ASK_ME_BEFORE: a note's contact for questions right before the number, beside a parcel word
NOTE_RED = [
    "Aushang: Paket für Frau Berger aus dem 3. Stock angenommen, bei Fragen 0157 34518820",
    "paczka dla sąsiada z 4 u mnie, w razie pytań 512 384 920",
    "Note for the lobby: parcel for flat 6 taken in, any questions 07700 981234",
]
NOTE_NOT_RED = [
    "mein Paket 01524 0631012 ist nicht angekommen, was tun?",
]


@pytest.mark.parametrize("text", NOTE_RED)
def test_red_note(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", NOTE_NOT_RED)
def test_not_red_note(text: str) -> None:
    assert detect(text).label != "red", text
