"""Round 48 (rids): identifiers and secrets the newest opened sets still missed - a child's pick-up password, a locker's
code after the locker's own number, an entrance's code after an adjective and the hours it is for, a payment gateway's
key handed to a setter in code, the writer's own callback number and notification mailbox, England's Unique Pupil Number,
a seller's ad whose inch ("20 Zoll") read as customs, a German refund noun's compound. The sentences are this
round's own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# pickup_passwords.py: the password whoever picks the child up must give, named with the child and the place
PICKUP_RED = [
    'Pick-up password for Oscar at the after-school club: "orange submarine". Grandpa needs it on Friday',
    "the password to collect Ruby from nursery: purple otter",
    'Hasło do odbioru Zosi z przedszkola to "srebrny kogut", przekaż cioci',
    "haslo przy odbiorze kuby ze swietlicy: zielony traktor",
    'Kennwort für die Abholung von Lena aus der Kita: "blaue Eule", bitte Oma sagen',
    'El santo y seña... bueno, la palabra clave para recoger a Hugo de la guardería es "luna naranja"',
    "la contraseña para recoger a mateo en el cole: pez globo",
    "Le mot de passe pour récupérer Jules à la crèche : « renard rouge ». Mamie doit le connaître",
    'Пароль, щоб забрати Марка зі школи: "синій трамвай", скажи бабусі',
    "Кодовое слово, чтобы забрать Сашу из садика — «жёлтый зонт»",
]
PICKUP_NOT_RED = [
    "The nursery wants every parent to set a pick-up password, how do people choose one?",
    'What is a good password for picking up kids from school? Something like "happy hippo"?',
    "przedszkole prosi o hasło do odbioru dziecka, jak to działa?",
    "Die Kita fragt nach einem Abholpasswort - ist das üblich?",
    "la palabra clave para recoger a los niños: pregunta en secretaría",
    "In my story the password to collect the boy is \"red fox\" and the villain learns it",
    "Пароль, щоб забрати дитину з садка, вигадуємо разом із вихователькою",
]

# kept_codes.py: a locker's code after the locker's own number
LOCKER_RED = [
    "locker 47 at the climbing gym, combo 5182 - don't let me forget it",
    "szafka nr 12 na basenie, szyfr 4821",
    "Spind 14 im Fitnessstudio, Code 3391",
    "taquilla 28 del gimnasio, código 7604",
    "casier 27 à la piscine, code 5820",
    "шафка 63 у спортзалі, код 2947",
    "шкафчик 19 в бассейне, код 6038",
]
LOCKER_NOT_RED = [
    "locker 112 costs 5 euros a month at the leisure centre",
    "taquilla 63, código por defecto 0000",
    "Schrank 12 ist 1800 mm breit, Code 4412",
    "locker 12 at the gym, code 2019",
]

# entry_codes.py: an adjective before the door, the hours between the name and the code, the code typed digit by digit
ENTRY_RED = [
    "код від бокового входу в басейн після 22:00 — 3 9 1 7 і решітка",
    "код від службового входу 5274",
    "код от запасного выхода после 22:00 - 5 8 1 3",
    "kod do tylnego wejścia po 22: 4 8 1 9",
]
ENTRY_NOT_RED = [
    "код від чорного входу відкривається з 6:00",
    "kod do tylnego wejścia zmieniają co miesiąc, zapytaj recepcję",
]

# code_keys.py: a gateway's secret handed to its setter; Przelewy24's CRC key beside the gateway's name
CODE_KEY_RED = [
    'Stripe keeps failing:\n$client->setApiKey("rk9Xq2LmP4vB7nT1wZ8yK3hD6");\nwhy?',
    'webhook 401 again - mollie.setApiKey("live_Qm38Hd92kLs0Pw7Xv1Bn4Zt6Yc");',
    "Przelewy24 sandbox nie działa:\n'crc' => 'a91c4e7f03b2d58e',\n'merchant_id' => 10234,",
    'config.withSecretKey("Uv7Ke2Lm9Qp4Rs1Tx8Wz3Ab6")',
]
CODE_KEY_NOT_RED = [
    'Mollie docs example: $mollie->setApiKey("test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM");',
    '$mollie->setApiKey("YOUR_API_KEY_HERE_PLEASE");',
    "crc32 of the file: 6c770f647eb8e851, does it match?",
    "P24 pyta o klucz CRC, gdzie go znajdę w panelu?",
]

# unknown_owners.py: the writer's callback number and the mailbox notices are sent to are the writer's own
OWN_CONTACT_RED = [
    "The bank's fraud desk said they'd call me back within the hour on 07381 604219, is that normal?",
    "No me llegan las notificaciones del colegio al correo lucia.ferrer.m@gmail.com, ¿estará mal puesto?",
    "Die Benachrichtigungen der Kita-App kommen nicht an die Adresse jana.brandt84@web.de an, woran liegt das?",
    "Nie dochodzą maile ze szkoły na adres marta.kos.91@wp.pl, co robię źle?",
]
OWN_CONTACT_NOT_RED = [
    "Some number keeps calling me, 07381 604219 - who is it?",
    "Me llegan correos de aviso-banco@seguridad-clientes.net, ¿será timo?",
    "I got a text from 07381 604219 claiming to be my bank, scam?",
]

# student_acronyms.py: England's Unique Pupil Number, its check letter valid
UPN_RED = [
    "The new school wants Theo's UPN - the letter from his old school gives it as A825724918757",
    "her unique pupil number is A825724918757, can you fill the transfer form?",
]
UPN_RED += [  # member_numbers.py: a bare expediente beside a study named
    "Soy Lucía Prieto, expediente 40917326, máster en Traducción; ¿cómo pido el título?",
    "soy marcos ruiz, expediente 71220459 de la facultad de derecho, ¿cómo pido la convalidación?",
]
UPN_NOT_RED = [
    "El juzgado abrió el expediente 40917326 por la herencia de mi tío",
    "Expediente 40917326 del ayuntamiento sobre la licencia de obra, ¿cuánto tarda?",
    "UPN A825724918758 on the form - is that the right format?",  # (the check letter fails)
    "What is a UPN and where do I find my son's?",
    "example UPN: A825724918757",
]

# trip_things.py / refund_accounts.py: a private seller's inch is no customs office; a refund noun's compound
ACCOUNT_RED = [
    "Anzeige: Jugendbett 90 x 200, Monitor 24 Zoll dazu, 60 €, Überweisung vorab an DE14 9410 9439 3529 1819 80",
    "Schreib der Hausverwaltung, dass die Kautionsrückzahlung auf DE14 9410 9439 3529 1819 80 gehen soll",
]
ACCOUNT_NOT_RED = [
    "Hausverwaltung Müller GmbH, Nebenkostenabrechnung, Konto DE14 9410 9439 3529 1819 80",
    "Der Zoll will die Einfuhrabgaben auf DE14 9410 9439 3529 1819 80 überwiesen haben",
]


@pytest.mark.parametrize("text", UPN_RED + ACCOUNT_RED)
def test_red_numbers(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", UPN_NOT_RED + ACCOUNT_NOT_RED)
def test_not_red_numbers(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", PICKUP_RED + LOCKER_RED + ENTRY_RED + CODE_KEY_RED + OWN_CONTACT_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", PICKUP_NOT_RED + LOCKER_NOT_RED + ENTRY_NOT_RED + CODE_KEY_NOT_RED + OWN_CONTACT_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
