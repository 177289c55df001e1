"""Round 15 of the privacy detector (broad-zd: scams, account recovery and care).

Family 1, a code the user handed over, told in the first person: "he asked for the gate code and I told him
7391", "j'ai dicté 58 2047", "я продиктувала 6142" - a verb of saying, sending or typing, a few words, a run of
4-8 digits, in a message that names a code, PIN or TAN (secret_handed_codes.py).
Family 2, an organisation's account as its own bill presents it: "the invoice from the water company gives their
IBAN ..." (invoice_accounts.py).
Family 3, a trivial example code after an example marker: "e.g. 123456", "como 111111" (placeholder_codes.py).
Family 4, a person named by how the user knows them, then "from"/"z"/"de la"/"aus der"/"з" and an address: "my
neighbour Grace Holt from 12 Elm Road" (identity_homes.known_from_home).
Family 6, a Ukrainian UNZR named as such ("УНЗР", "запис у демографічному реєстрі") with a valid date and a
mistyped check digit (residence.py).
Family 5, the user a member of a congregation: "я парафіянин", "I'm a parishioner", "soy feligresa" (vocab/people.py).

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # family 1: the code word a clause or two before the number
    "Un supuesto amigo me pidió que le reenviara un código que me llegó por error, y le mandé 731942 enseguida.",
    "Un « cousin » voulait le code arrivé chez moi par erreur, je lui ai envoyé 603512 sans réfléchir.",
    "Знайомий попросив переслати код, який нібито прийшов мені помилково, я переслала 481205 і втратила акаунт.",
    "Какой-то парень попросил переслать код, пришедший якобы по ошибке, я отправила 739018 и потеряла вайбер.",
    "The guy asked for the code to the building's front door, I said 7#3915 and packages went missing.",
    # family 4
    "Mein Nachbar Herr Klaus Berger aus der Lindenstraße 14 in Kassel hat 2.000 € an falsche Polizisten gegeben.",
    "Moja znajoma Teresa Wilk z ul. Lipowej 9 w Kielcach dała oszustom 5 tys. zł.",
    "Ma voisine Mme Odile Perrin, du 14 rue des Lilas à Tours, a donné sa carte à un faux policier.",
    "Мой сосед Пётр Ильич Соколов с ул. Лесной 8 в Самаре перевёл деньги мошенникам.",
    "Our neighbour Grace Holt from 12 Elm Road, Leeds lost £900 to a fake courier.",
    # family 6
    "Мій номер УНЗР 19900412-03417, його просили в чаті «Дії».",
    "Запис у демографічному реєстрі: 19770101-00517, це безпечно давати?",
    "Я назвала дзвінку з «банку» свій УНЗР 19881105-00413.",
    # family 5
    "Я прихожанка РПЦ, мне угрожают после комментария.",
    "I'm a parishioner at St Mary's and someone cloned my card.",
    "Jestem parafianką u św. Anny, ksiądz prosi o dane.",
    "Soy feligresa de la parroquia de San Juan y me llaman estafadores.",
    "Je suis paroissienne à Lyon et on me harcèle.",
]
GREEN = [
    # family 1 look-alikes: an amount, a postal code
    "I sent 2500 to the fake buyer before the code arrived, can the bank stop it?",
    "Le dije el código postal 28013 al repartidor.",
    "Wysłałam 1500 zł i kod się nie zgadza, oszustwo?",
    # family 4 look-alikes: no person's name, an office
    "My friend from Calle Mayor 5 in Madrid told me about the scam.",
    "Mi amiga de la calle Mayor 5 me contó la estafa.",
    # family 5 look-alikes: a congregation talked about, not joined
    "The parishioners of St Mary's collect for the roof.",
    "Парафіяни зібрали гроші на ремонт.",
    # family 6 look-alikes: an order number shaped like it, an impossible date
    "Замовлення 19900412-03417 доставлено.",
    "UNZR: 20010230-12345",
    # family 2
    "The invoice from Severn Water lists their IBAN GB85 NWBK 6016 1348 1293 70, but an email gives another one.",
    "La facture de Veolia indique leur IBAN FR35 3000 4012 3448 1293 7046 157, un SMS en donne un autre.",
    "Na fakturze od Tauronu jest ich rachunek 61 1090 1014 0000 0712 1981 2874, a SMS podaje inny.",
    # family 3
    "Die App zeigt als Beispiel „PIN 1234“, ist das gefährlich?",
    "Le SMS dit : « ne communiquez jamais un code comme 000000 », c'est normal ?",
]
# guards: these pass on the old code too and must keep passing (a private account, a real code after "np.")
STILL_RED = [
    "My invoice to the client has my IBAN GB85 NWBK 6016 1348 1293 70 on it.",
    "Na fakturze jest mój rachunek 61 1090 1014 0000 0712 1981 2874, przelej mi.",
    "Mój kod BLIK np. 482913 podałam oszustowi.",
]


@pytest.mark.parametrize("text", RED + STILL_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", detect(text)
