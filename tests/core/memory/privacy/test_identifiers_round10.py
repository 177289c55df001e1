"""Identifiers in the ways session 9's fresh sets showed we missed them (#12 round 10), each as a category
in several of the six languages, with the green look-alikes each change could catch by mistake.

Phones: a person named with a title beside the number ("Frau Krämer", "Mrs Patel", "pani Halina",
"señora Gil") or a private line ("prywatnie ...") beats a hotline or parcel word nearby; a number read
out with its country code and no plus is still a phone. Green: a whole number that is a toll-free,
shared-cost or non-geographic service line (none of its pieces is a phone either), a customer-service
line named as such, a company registration number that starts with 00."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_PHONES = [
    ("Notruf-Liste für Opa: Frau Krämer von nebenan, 0157 3348129", "0157 3348129"),
    ("the parcel goes to Mrs Patel next door, 07911 482 613, if I'm out", "07911 482 613"),
    ("paczkę odbierze pani Halina z parteru, 604 772 391", "604 772 391"),
    ("el paquete lo recoge la señora Gil, 612 448 903", "612 448 903"),
    ("sąsiadka z dołu, prywatnie 512 336 781, gdyby coś się działo", "512 336 781"),
    ("his mobile is four eight six zero one two two eight nine four seven",
     "four eight six zero one two two eight nine four seven"),
    ("ihre Handynummer ist vier neun eins sieben sechs zwei drei vier fünf sechs sieben acht neun",
     "vier neun eins sieben sechs zwei drei vier fünf sechs sieben acht neun"),
    ("mi móvil es tres cuatro seis uno dos tres cuatro cinco seis siete ocho",
     "tres cuatro seis uno dos tres cuatro cinco seis siete ocho"),
]

# A contact-list line: a relative (or a given name) right before the number, or a call word right after it
RED_PHONES += [
    ("babcia 604 218 935 dzwoń wieczorem", "604 218 935"),
    ("mon frère 07.81.23.45.67", "07.81.23.45.67"),
    ("tata 512 336 781", "512 336 781"),
    ("Jonas 01761234567", "01761234567"),
    ("604 218 935 zadzwoń po 18, to hydraulik", "604 218 935"),
]

GREEN_PHONES = [
    "the booking line is +44 344 800 4000, is it free from a mobile?",
    "llama al 901 200 345 para cambiar la cita del banco",
    "el teléfono de atención al viajero 912 432 343, ¿cierran de noche?",
    "company number 00445791 is on their letterhead, is it a real one?",
    "numéro vert 0805 200 300 pour les impôts",
    # "son" (Spanish "are"), amounts after a relative, counts before a call word
    "son 512 336 781 habitantes en total",
    "mama wydała 512 336 781 złotych",
    "liczba 604 218 935 to nie telefon",
]


def _red_values(text: str) -> list[str]:
    verdict = detect(text, region="US")
    return [text[f.start:f.end] for f in verdict.findings]


@pytest.mark.parametrize("text,value", RED_PHONES)
def test_a_named_persons_or_private_phone_is_red(text: str, value: str) -> None:
    assert value in _red_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN_PHONES)
def test_service_lines_and_registration_numbers_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict


# Identifiers after their keyword or by their own shape and check digits, read by a rule (the learned model may
# also call some of them red on today's code, by luck of its threshold: the rule is what these tests pin).
RED_IDS = [
    # student numbers
    ("my student number is 20394817, can you draft the email to the registry?", "20394817"),
    ("Matrikel-Nr. 4418273, bitte ans Prüfungsamt weiterleiten", "4418273"),
    ("mi número de expediente 7741203, para la secretaría", "7741203"),
    ("nr albumu 241187, zapytaj w dziekanacie o wpis", "241187"),
    # a driving licence named as somebody's, without the word "driving"
    ("His licence: 8842190775, issued in Ontario", "8842190775"),
    ("my licence no. 99120544, do I need a permit abroad?", "99120544"),
    # pension and health-insurance member numbers
    ("Numer świadczenia emerytalnego taty: 4410298837, oddział ZUS Kraków", "4410298837"),
    ("numéro de mutuelle de ma mère : 448120937, pour le remboursement", "448120937"),
    ("número de afiliación de mi abuelo 281234567840", "281234567840"),
    ("Rentennummer von Opa 65 170839 J 003 brauche ich für das Formular", "65 170839 J 003"),
    # health-card, benefits and insurance-certificate numbers; a licence word not mistaken for "my car"
    ("numéro allocataire CAF de ma soeur : 7654321, pour le dossier", "7654321"),
    ("номер страхового свідоцтва мами 123-456-789 01", "123-456-789 01"),
    ("my health card number 1234-567-890 for the clinic form", "1234-567-890"),
    ("mi carnet de conducir 45871236K caduca en marzo", "45871236K"),
    ("numéro de permis 120575100234, il faut le recopier sur le contrat de location", "120575100234"),
    ("mon permis n° 12AB34567, il expire bientôt", "12AB34567"),
    # a sole trader's own business number names the person
    ("Je suis auto-entrepreneur, SIREN 732 829 320, ça se met où ?", "732 829 320"),
    ("I'm a sole trader, VAT number GB 980 7806 84, should it be on my invoices?", "GB 980 7806 84"),
    ("Ich bin Freiberufler, meine USt-IdNr. lautet DE394324063", "DE394324063"),
    ("SIRET : 67620816871409, c'est mon auto-entreprise de couture", "67620816871409"),
    # the German social-insurance number by its shape and check digit, also with no keyword
    ("für den neuen Arbeitgeber: 65 170839 J 003, Steuerklasse 1", "65 170839 J 003"),
    # a French NIR with its key written apart, as on the insurance papers
    ("N° d'immatriculation 1 85 05 78 006 084 clé 91, c'est pour la CPAM", "1 85 05 78 006 084 clé 91"),
    # a German ID card number as printed (nine characters, no check digit) later in the sentence
    ("Personalausweis von meinem Vater, für die Bank und den Notar brauche ich: L01X00T47", "L01X00T47"),
    # a UK sort code with its account number
    ("pay my rent to 60-16-13, account 31926819, ref flat 2", "60-16-13, account 31926819"),
    ("sort code 40-47-84 and then 70872490 for the deposit please", "40-47-84 and then 70872490"),
    # an English word that is also a number word elsewhere ("once": Spanish 11) does not join the digits before it
    ("pay the deposit back to DE44 5001 0517 5407 3249 31 once the flat is checked", "DE44 5001 0517 5407 3249 31"),
    # an SSN glued to its keyword, as notes apps leave it
    ("mydaughterssn512473860 for the school form", "512473860"),
    ("SSN:512473860, the bank wants it again", "512473860"),
    # identifiers spelled out letter by letter and digit by digit
    ("my NI number is J G one two three four five six C", "J G one two three four five six C"),
    ("dowód babci: numer A B A dwa jeden dwa trzy cztery pięć", "A B A dwa jeden dwa trzy cztery pięć"),
    ("mi DNI es uno cero cuatro nueve dos ocho dos uno Z, apúntalo", "uno cero cuatro nueve dos ocho dos uno Z"),
    ("meine Sozialversicherungsnummer sechs fünf eins sieben null acht drei neun J null null drei",
     "sechs fünf eins sieben null acht drei neun J null null drei"),
]

GREEN_IDS = [
    # a French medicine's CIP code is not a health card
    "Le code CIP 3400 9 300 425 98 sur la boîte de Doliprane, c'est le bon ?",
    "la pharmacie me demande le code CIP 3400936557891, où il est ?",
    # a shop's or restaurant's tax number on its receipt
    "Restauracja wydrukowała NIP 526-025-09-95 na paragonie, czy mogę to odliczyć?",
    "Sklep internetowy podał NIP 7740001454 na paragonie, wystarczy do faktury?",
    # somebody else's business, even when the writer is a sole trader
    "Mam jednoosobową działalność, a faktura od Orlenu ma NIP 7740001454 — czy to dobrze?",
    # a company with its legal form is no person, even when it is "my company"; a shop's SIRET is no card
    "Moja firma to spółka z o.o., NIP 5260250995, co wpisać na fakturze?",
    "My company is a Ltd, VAT number GB 980 7806 84 — do I charge VAT to EU clients?",
    "SIRET de la boulangerie : 676 208 168 71409, c'est bien celui-là ?",
    "le SIREN de la mairie, 732 829 320, est sur le courrier",
    # a charity's or public body's published account
    "Fundacja ma na swojej stronie numer konta: 61 1090 1014 0000 0712 1981 2874, wpłacić tam?",
    "The food bank lists its account on their website: PL61 1090 1014 0000 0712 1981 2874",
    "numer konta fundacji 61 1090 1014 0000 0712 1981 2874, z ich strony, można wpłacać?",
    # specimen numbers of sample cards and forms
    "El modelo de solicitud trae 'DNI 12345678Z' de relleno, ¿lo borro?",
    "the sample form shows NIE X1234567L — what do the letters mean?",
    # a plate made up for a film or an advert
    "Für unseren Werbespot brauchen wir ein ausgedachtes Kennzeichen wie HH-AB 1234.",
    "For the advert we need a made-up number plate like AB12 CDE, is that one real?",
    # letters and number words that are no ID
    "Plan B: one two three, then we go",
    "Section A one two three of the manual",
]


def _rule_values(text: str) -> list[str]:
    verdict = detect(text, region="US")
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


@pytest.mark.parametrize("text,value", RED_IDS)
def test_identifiers_after_a_keyword_by_shape_or_spelled_out_are_red(text: str, value: str) -> None:
    assert value in _rule_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN_IDS)
def test_medicine_codes_shop_numbers_public_accounts_and_specimens_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict
