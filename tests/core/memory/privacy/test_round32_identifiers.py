"""Round 32 (rid): the mechanisms behind the fresh identifier and secret misses and identifier false reds of
broad-zzz31..zzz35, closed in general. Sentences written for these tests (none taken from a benchmark file), in en, pl,
de, es, fr and uk/ru.

- insurance_numbers.py: social-insurance numbers behind short, misspelt or lower-case key words ("seg social",
  "nº SS", "rentenvers", "sv nr", "n° ss", "nr ubezp.", "снілс") in their spaced and dashed groupings.
- secret_recalled.py: a 4-6 digit number the writer "remembered" in a story about a card, a till or a lock.
- secrets.py: a token word in French or inflected ("jeton", "tokenem", "токеном", "ключом") before a hex token.
- own_contacts.py / phones.py: the writer's reachability, also without a subject after a heading, overrides an office
  named before the number ("Für die Agentur: erreichbar unter ...").
- look-alikes: a NIP/REGON looked up in the registers, a BLZ named as such, a helpline said to be free or anonymous,
  an employee number in a template's dummy data.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.verdict import detect

RED_INSURANCE: list[str] = [
    "mi num de la seg social 08 5512904 37, me lo piden en la gestoría",
    "Mi nº SS es 41 27730196 05, ¿lo pongo en el contrato?",
    "el número de afiliación 46 10293847 66 me lo pidió la empresa nueva",
    "rentenvers nummer 12 150385 M 013 brauch ich fürs Formular",
    "meine sv nr ist 53 020791 K 408, reicht das?",
    "Sozialvers.-Nr.: 24 311288 B 527 für die Lohnabrechnung",
    "mon n° ss 1 85 05 78 006 084 91 pour la mutuelle",
    "Mon num secu c'est 2 91 11 75 112 034, la clé je sais plus",
    "mój nr ubezp. to 85010212342, wpisz go proszę",
    "nr ubezpieczenia 850102 12342 do formularza w pracy",
    "мій снілс 112-233-445 95 треба для роботи",
    "мой снилс 112 233 445 95, впиши в анкету",
    "страх. номер 112-233-445 95 для відділу кадрів",
    "my soc sec no is 512-47-3860, put it on the form",
]
GREEN_INSURANCE: list[str] = [
    "Deutsche Rentenversicherung Servicetelefon 0800 1000 4800, kostenlos.",
    "Rentenversicherung: 0800 1000 4800 ist kostenlos.",
    "la seguridad social tiene el 901 16 65 65 y el 915 42 11 31",
    "Número de seguridad social de ejemplo para el formulario: 28 12345678 40",
    "Beispiel einer Rentenversicherungsnummer: 65 170839 W 512 (fiktiv)",
    "Sozialversicherung: Beitrag 2024 waren 18 6 Prozent",
]

RED_RECALLED: list[str] = [
    "At the ATM I froze, then it came back to me: 4729. So embarrassing.",
    "The padlock on the shed wouldn't open until I remembered 3917.",
    "My mind went blank at the self-checkout, then I recalled it: 7302. Any tricks?",
    "Przy bankomacie miałam pustkę w głowie, po chwili przypomniałam sobie: 4720.",
    "Na stacji benzynowej zapomniałem PIN-u, po trzeciej próbie przypomniałem sobie 8163.",
    "An der Kasse war die PIN weg, dann ist sie mir wieder eingefallen: 6471.",
    "En el cajero me quedé en blanco y al tercer intento me acordé: 8351, el de siempre.",
    "À la caisse, trou noir avec ma carte, puis je m'en suis souvenu : 5182.",
    "Біля банкомата забув пін, потім згадав — 7394.",
    "У банкомата забыл пин, потом вспомнил: 2846.",
]
GREEN_RECALLED: list[str] = [
    "At the checkout I remembered it cost 2499 euros last year.",
    "At the ATM I remembered I had 2000 left on the card.",
    "I remembered the card arrived in 2019 and expired.",
    "En el cajero me acordé de que mi piso es el 2045.",
    "At the till I remembered it was 1234, the default.",
    "I remembered it took 3000 steps to the ATM.",
    "An der Kasse fiel mir ein, dass ich 2015 schon mal dort war.",
]

RED_TOKENS: list[str] = [
    "Notre script renvoie 401 avec le jeton 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80, il a expiré ?",
    "L'API me répond 403 : jeton d'accès 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80 refusé.",
    "Skrypt zwraca 401 z tokenem 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80, czy wygasł?",
    "Скрипт повертає 401 з токеном 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80, він протух?",
    "Скрипт отдает 403 с ключом 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80",
    "Mein Skript bekommt 401 mit dem Token 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80",
    "Para la API uso la clave de acceso 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80 y da 401",
]
GREEN_TOKENS: list[str] = [
    "Le hash md5 du fichier est 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80, il correspond ?",
    "Le commit 9f2c7a61e0b84d3a5c1f7e2d9b6a4c80 casse le build.",
    "Les jetons de ce jeu de société sont en bois.",
]

RED_CONTACT: list[str] = [
    "Für die Agentur: erreichbar unter +49 1512 3456789, am besten nachmittags.",
    "Für die Hausverwaltung – erreichbar unter 0171 4839221, am besten abends.",
    "For the agency: reachable on +44 7911 123456, mornings best.",
    "Pour l'agence : joignable au 06 12 34 56 78, plutôt le matin.",
    "Para la agencia: localizable en el 612 345 678, mejor por la mañana.",
    "Dla agencji: jestem pod numerem 512 836 708, najlepiej rano.",
    "Для агентства: на связи по номеру +7 912 527 41 75, лучше утром.",
]
GREEN_CONTACT: list[str] = [
    "Die Arbeitsagentur ist erreichbar unter 0800 4 5555 00.",
    "L'agence est joignable au 01 42 68 53 00 du lundi au vendredi.",
    "Agentur für Arbeit: Servicenummer 0800 4 5555 00, kostenlos.",
]

GREEN_LOOKALIKES: list[str] = [
    "Jak sprawdzić w GUS, czy REGON 492707333 należy do tej hurtowni?",
    "Dostawca podaje NIP 526-10-00-645. Gdzie sprawdzić, czy firma jest czynnym podatnikiem VAT?",
    "Ist die BLZ 10020030 die von der Commerzbank? Ich brauche nur die Bankleitzahl.",
    "Je lui ai donné le 3919, qui est gratuit et anonyme, mais elle hésite.",
    "I gave her 116123, which is free and anonymous, but she hasn't called yet.",
    "Make an invoice template with dummy data: Jane Doe, 1 High St, employee no. 004512.",
    "Erstelle eine Gehaltsabrechnung mit Dummydaten: Max Mustermann, Personalnummer 004512.",
]
RED_NEAR_LOOKALIKES: list[str] = [
    "Mój NIP to 774-14-54-755, czy jestem czynnym podatnikiem VAT?",
    "Le code de ma carte, c'est 3919, gratuit à changer.",
    "Mon code PIN est 4821.",
]


def _kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings}


@pytest.mark.parametrize("text", RED_INSURANCE)
def test_insurance_numbers_spaced_behind_short_keywords_are_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red" and Kind.IDENTIFIER in _kinds(text), (text, verdict)


@pytest.mark.parametrize("text", RED_RECALLED + RED_TOKENS)
def test_recalled_pins_and_foreign_token_words_are_secrets(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red" and Kind.SECRET in _kinds(text), (text, verdict)


@pytest.mark.parametrize("text", RED_CONTACT + RED_NEAR_LOOKALIKES)
def test_own_contact_and_near_lookalikes_stay_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", (text, verdict)


@pytest.mark.parametrize("text", GREEN_INSURANCE + GREEN_RECALLED + GREEN_TOKENS + GREEN_CONTACT + GREEN_LOOKALIKES)
def test_lookalikes_stay_green(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "green", (text, verdict)
