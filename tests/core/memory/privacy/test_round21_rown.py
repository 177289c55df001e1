"""Round 21 (rown): whose number is it - the person's (red) or an organisation's (green)?

RED: a sole trader's business number beside the trader's name or a "my small business"; a Russian personal INN (12
digits) on an office's notice; the addressee's account on a bill's direct debit ("cargo en su cuenta", "prélevé sur
votre compte", "von Ihrem Konto abgebucht") and new bank details reported to an office; the writer's own phone in an
order or a complaint ("mon GSM", "зв'язок зі мною"). GREEN: an office's, an insurer's, a utility's numbers - a
policy's or a receipt's number, a breakdown line, an account "our account" in the organisation's own words, an
employer identification number.

All sentences are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # a sole trader's number: the person named before it (a trade between), or the writer's micro business
    "Devis signé : Paul Girard, électricien, SIRET 732 829 320 00074, acompte 30 %. Tu relis ?",
    "Facture de Camille Roux, graphiste, SIRET 732 829 320 00074. Il manque les pénalités ?",
    "Ma facture de micro-entreprise : SIRET 732 829 320 00074. Il manque quoi ?",
    # a personal INN (12 digits), also on a tax office's notice
    "Налоговое уведомление на транспортный налог, ИНН 500100732259, срок до 1 декабря. Как оплатить?",
    "Из налоговой пришло письмо, там ИНН 772876543204 и сумма 3 100 ₽ за квартиру.",
    # the addressee's account on a bill's direct debit, new details given to an office
    "Factura de Iberdrola: «Cargo en su cuenta ES34 2038 1234 6660 0012 3456», 54,20 €. ¿Por qué tanto?",
    "Avis du Trésor public : prélevé sur votre compte FR08 2004 1010 0505 0001 3M02 617 le 15. C'est la taxe foncière ?",
    "Bescheid der Stadtkasse: der Betrag wird von Ihrem Konto DE47 3704 0044 0532 0130 77 abgebucht. Muss ich was tun?",
    "Utility company letter: the amount will be debited from your account GB15 NWBK 6016 1331 9268 77 on the 3rd.",
    "Changement de RIB à la CPAM : nouveau compte FR08 2004 1010 0505 0001 3M02 617. Quel formulaire ?",
    # the writer's own phone in an order or a complaint
    "Commande n° 55812 du canapé, livraison à Namur, mon GSM 0470 12 34 56. Tu corriges le mail ?",
    "Скарга на доставку замовлення 77120, зв'язок зі мною 067 123 4567. Допоможи скласти текст.",
    "Reklamacja paczki 600123456789, mój numer 604 218 993, proszę o kontakt. Popraw styl.",
]

GREEN = [
    # a policy's number
    "Póliza de coche 0660-52-117390, franquicia 300 €. ¿Cubre la luna rota?",
    # a utility's breakdown line
    "Iberdrola pone en la carta su teléfono de averías 955 123 456, ¿es gratis?",
    "Le numéro de dépannage d'Enedis 09 72 67 50 75 est-il gratuit ?",
    # the organisation's account in its own words ("our account")
    "Die Kurklinik schreibt: Anzahlung bitte auf unser Konto DE44 5001 0517 5407 3249 31. Geht das?",
    "La clinique écrit : merci de verser l'acompte sur notre compte FR08 2004 1010 0505 0001 3M02 617. Normal ?",
    # an employer identification number
    "My W-2 shows employer identification number 98-7654321. Where does it go?",
    # an office's line named right after the number
    "Czy pod numer 22 560 16 00 w ZUS-ie można dzwonić z zagranicy?",
    # the bank's line printed on the back of the card
    "The number on the back of my debit card, 0345 300 0000, is that the bank's own line?",
    "Die Nummer auf der Rückseite meiner Karte, 069 7447 0000, ist das die Bank?",
    # a flat's number on a service-charge bill, an invoice numbering scheme, a mutuelle's own code
    "Hausgeld 2025, Objekt-Nr. 0872/WE 04, Guthaben 37 €. Wann kommt das Geld?",
    "Heizkostenabrechnung: Liegenschaftsnr. 44187/WE 9, Verbrauch 8 400 kWh. Ist das viel?",
    "Meine Rechnungsnummern sehen so aus: RE-2025-0311. Darf ich mit 0001 anfangen?",
    "Sur ma carte de mutuelle : AMC n° 445566778. C'est à donner au pharmacien ?",
    # a bill's own number, its year first, after the account-or-bill word ("рахунок" is both)
    "У квитанції за газ стоїть «Рахунок № 2025-10-0033119». Це номер договору?",
]

# Already right before this round, kept so that the new rules do not undo them
GUARDS_RED = [
    "Mój numer 22 618 44 12 w ZUS-ie jest zapisany źle, jak zmienić?",
    "The code on the back of my card is 482, keep it for me.",
    "Mon numéro de commande 0612345678 n'arrive pas, mon portable est 06 12 34 56 78.",
    "Konto nr 61 1090 1014 0000 0712 1981 2874, przelej mi za bilety.",
]
GUARDS_GREEN = [
    "Mon numéro de commande 0612345678 n'arrive pas.",
    "La CAF a un nouveau compte FR12 3000 6000 0112 3456 7890 177 pour les remboursements ?",
    "На квитанции ИНН поставщика 5026024894, это их номер?",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    v = detect(text)
    assert not v.is_red, (text, v.findings)


@pytest.mark.parametrize("text", GUARDS_RED)
def test_guard_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GUARDS_GREEN)
def test_guard_green(text: str) -> None:
    assert not detect(text).is_red, text
