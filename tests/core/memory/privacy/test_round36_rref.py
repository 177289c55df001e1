"""Round 36, rref: references, look-alikes and templates read as red (false red on green).

- a value labelled as an insurer's claim reference or a tracking number (its Ukrainian / Russian loan word "трек") is
  the file's or the parcel's, not a phone (phones.py's _ORDER_NEAR), unless a call word or "my mobile" claims it;
- a registered letter's number is the post's: not the learned model's to score (org_references.py's _TRACKING);
- a 13-digit EAN asked about for its country is a product's barcode, not a card - unless a card word is there;
- a textbook IBAN spoken of as a spec's or a manual's sample, the possessive the document's (numbers.py);
- Spanish, Polish and Latin-typed Russian mock-ups and their fillers (mockup_persons.py);
- a request for a general template tells nothing of the writer (template_requests.py);
- a bailiff's invoice names the bailiff's client, not a debtor (bailiff_clients.py).
Every GREEN line below was red before this round; the RED lines are the near-misses that must stay red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # a claim's reference
    "Allianz gave me claim number 0207 554 8812, how long do they usually take?",
    "Claim no. 0207 554 8812 - how long does it take?",
    "Mon assureur m'a attribué le n° de sinistre 0612 554 881, c'est long ?",
    "Numéro de sinistre 04 72 55 18 90 : l'expert passe quand ?",
    "Die Allianz hat mir die Schadennummer 0171 2234 5567 gegeben, wie lange dauert das?",
    "Schadennr. 030 4455 6678 – wann meldet sich der Gutachter?",
    "Schaden-Nr. 0171 2234 5567, wie geht es weiter?",
    "Mapfre me dio el número de siniestro 612 554 881, ¿cuánto tardan?",
    "Nr. szkody 601 234 567 - kiedy wypłata?",
    "Номер страхового випадку 0671234567, скільки чекати?",
    "Номер страхового случая 0671234567, сколько ждать?",
    # a registered letter's number
    "Polecony z urzędu ma numer 00659007712345678901, kiedy dojdzie?",
    "Mi carta certificada 00659007712345678901 no llega",
    # an EAN asked about for its country
    "el código 4600899942281 del champú, ¿qué país indica?",
    "kod 4007789136018 z jakiego kraju jest ten sok?",
    "quel pays pour le code 4826258784457 ?",
    "яку країну означає код 4602241430064?",
    "какая страна у кода 4602241430064?",
    # a textbook IBAN as a document's sample
    "the iban example in our spec is GB82 WEST 1234 5698 7654 32, is that a real format",
    "Unsere Spezifikation nennt GB82 WEST 1234 5698 7654 32 als Beispiel, ist das Format korrekt?",
    "nuestro manual usa ES91 2100 0418 4502 0005 1332 como ejemplo, ¿es una cuenta real?",
    # mock-ups' fillers
    "Para las maquetas usa siempre Juan Español, calle Mayor 1, 28001 Madrid.",
    "En la maqueta del formulario pon Juan Pérez, calle Mayor 12, 28013 Madrid.",
    "v makete formy ukazhi Ivan Ivanov, ul. Primernaya 1, Moskva",
    "dlya maketa: Ivan Petrov, ul. Lenina 10, Sankt-Peterburg",
    "Do makiety wpisz Jan Kowalski, ul. Długa 5, 00-238 Warszawa.",
    "Na makietę daj Jan Nowak, ul. Polna 3, 31-000 Kraków.",
    # a request for a general template
    "Daj mi ogólny wzór sprzeciwu od nakazu zapłaty.",
    "Gib mir eine allgemeine Vorlage für einen Widerspruch gegen einen Mahnbescheid.",
    "Ich brauche eine Vorlage für einen Einspruch gegen einen Vollstreckungsbescheid.",
    "Write me a template for a complaint about bailiffs.",
    "I need a template for replying to a CCJ.",
    "Je cherche un modèle de lettre pour contester une saisie sur salaire.",
    "Мне нужен образец жалобы на действия пристава.",
    # a bailiff's invoice
    "La facture F-2025-0612 de l'huissier inclut-elle les frais de signification ?",
    "La facture de l'huissier pour le constat est de 320 €, c'est normal ?",
    "Le devis du commissaire de justice pour un constat d'état des lieux me paraît cher.",
]

RED = [
    # a phone given for the claim
    "call me about claim 123 on 0612345678",
    "Claim no. 0207 554 8812 - call me on it please",
    "Numéro de sinistre 26-4471193, rappelez-moi au 06 12 34 56 78 svp",
    "Schadennummer 4471-2, meine Handynummer 0171 2345678",
    "numer szkody 0012345678, mój telefon 604 218 935",
    "Трек-номер 0500123456789, мій телефон 067 123 45 67",
    "El perito del siniestro me llamará al 612 345 678",
    "wyślij polecony, mój telefon 604 218 935",
    # a card's country asked about
    "my card 4600899942281 which country issued it?",
    # the writer's own account beside an example word
    "my IBAN is GB82 WEST 1234 5698 7654 32, for example",
    "mein Konto ist DE89 3704 0044 0532 0130 00, zum Beispiel für die Miete",
    "for example, our IBAN is GB29 NWBK 6016 1331 9268 19",
    "our spec example uses my own account GB33 BUKB 2020 1555 5555 55, replace it",
    # a placeholder name with a real home
    "Ivan Ivanov, ul. Lenina 5, Moskva - eto moy dyadya, otprav emu posylku",
    "Jan Kowalski, mieszkam naprawdę na ul. Długiej 5, 00-238 Warszawa, to mój adres",
    "Soy Juan Español y vivo en calle Mayor 1, 28001 Madrid, esa es mi dirección real.",
    "Juan Pérez vive en calle Mayor 12, 28013 Madrid, mándale el paquete.",
    # a template asked for beside the writer's own debt
    "Daj mi wzór sprzeciwu, dostałem nakaz zapłaty na 5 000 zł.",
    "Ich habe einen Mahnbescheid bekommen, gib mir eine Vorlage für den Widerspruch.",
    "Give me a template, there's a CCJ against me for £3,100.",
    "I need a template because bailiffs are coming to my house tomorrow.",
    "Me han embargado la cuenta, dame una plantilla de recurso.",
    "J'ai reçu une injonction de payer de 3 000 €, donne-moi un modèle de contestation.",
    "Мені прийшов судовий наказ, дай шаблон заяви про скасування.",
    # the bailiff pursuing the writer
    "J'ai reçu la facture de l'huissier pour la saisie sur salaire de mes 4 000 € de dettes.",
    "L'huissier est passé hier, j'ai trois loyers impayés.",
    # "рахунок" is the writer's account here, not a bill
    "Арешт мого рахунку від приватного виконавця, що робити?",
]


@pytest.mark.parametrize("text", GREEN)
def test_reference_or_sample_is_not_red(text: str) -> None:
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", RED)
def test_the_real_thing_stays_red(text: str) -> None:
    assert detect(text).label == "red"
