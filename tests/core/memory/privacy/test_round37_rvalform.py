"""Round 37 (rvalform): values written in unusual forms, and numbers among other numbers.

Each case pairs a message that must be red (missed before round 37) with a near miss that must keep its verdict, so
that every case fails on the round-36 tree. The sentences are written for these tests, not taken from the data sets.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _check(red: str, other: str, other_label: str = "green") -> None:
    assert detect(red).label == "red", red
    assert detect(other).label == other_label, other


# spaced_digits.py: a mobile typed digit by digit after a contact cue; no cue (a story's code, a counting exercise,
# bib numbers) stays green
@pytest.mark.parametrize(("red", "green"), [
    ("For my dating bio: 'text me on 0 7 9 1 1 1 2 3 4 5 6' - too forward?",
     "In chapter three the vault code was 0 7 9 1 1 1 2 3 4 5 6 and the thief guessed it."),
    ("Do ogłoszenia: rower miejski, 450 zł, kontakt 5 0 1 2 3 4 5 6 7.",
     "Dyktando cyfr dla klasy: 5 0 1 2 3 4 5 6 7, policz ich sumę."),
    ("Kleinanzeige: Sofa, 80 €, Abholung. Ruf an unter 0 1 7 6 2 3 4 5 6 7 8 9.",
     "Zählübung für die Kinder: 0 1 7 6 2 3 4 5 6 7 8 9 laut vorlesen."),
    ("bio: me flipa la montaña, escríbeme al 6 1 7 2 8 4 3 9 5 ¿muy directo?",
     "los dorsales de la salida fueron 6 1 7 2 8 4 3 9 5 en ese orden"),
    ("annonce : poussette, 90 €, écris-moi au 0 7 8 1 2 3 4 5 6 7.",
     "dans le roman, le code du coffre est 0 7 8 1 2 3 4 5 6 7, devine-le."),
    ("оголошення: велосипед, 3000 грн, вайбер 0 6 7 4 5 6 1 2 3 4.",
     "рахуємо разом на уроці: 0 6 7 4 5 6 1 2 3 4"),
    ("поправь, мой номер: 8 9 1 6 5 5 5 1 2 3 4 — вставь в ответ",
     "в задаче дана последовательность 8 9 1 6 5 5 5 1 2 3 4, найди закономерность"),
    ("call me: 0-7-9-1-1-1-2-3-4-5-6 after six",
     "the scores this season: 7 8 6 9 7 8 8 9"),
])
def test_digit_by_digit_mobile(red: str, green: str) -> None:
    _check(red, green)


# glued_numbers.py / glued_values.py / own_contacts.py: a number glued to a copula, a word glued after an IBAN,
# the writer "at" a number
@pytest.mark.parametrize(("red", "green"), [
    ("Korrektur: meine Nummer ist01761234567, bitte eintragen",
     "Korrektur: die Version ist202403151 und der Build läuft"),
    ("devolución de 3 libros a la cuentaES2021000418424502193847gracias, redáctalo formal",
     "el código del lote esAB2021000418424502193848gracias"),
    ("jakby co jestem pod 600123456 do wieczora, mąż w pracy",
     "jestem pod wrażeniem, na sali było 600 osób"),
    ("si hay algún problema estoy en el 612345678 toda la tarde",
     "estoy en el capítulo 12 del libro, página 345"),
])
def test_glued_and_bare_values(red: str, green: str) -> None:
    _check(red, green)


# self_roles.py: a paper's role filled by the writer ("Sprzedawca: ja", "kontoinhaber ich selbst")
@pytest.mark.parametrize(("red", "green"), [
    ("Faktura na 4 500 zł netto, VAT 23%. Sprzedawca: ja, NIP 527-318-49-06. Policz brutto.",
     "Faktura na 4 500 zł netto, VAT 23%. Sprzedawca: Hurtownia Lux sp. z o.o., NIP 527-318-49-06. Policz brutto."),
    ("bitte in den vereinsantrag: iban de16370400441318609139 kontoinhaber ich selbst",
     "bitte in den vereinsantrag: iban de16370400441318609139 kontoinhaber der verein"),
])
def test_self_roles(red: str, green: str) -> None:
    _check(red, green)


# signature_mobiles.py: a mobile labelled apart from the switchboard it follows; the switchboard alone stays green
@pytest.mark.parametrize(("red", "green"), [
    ("Signature: Accounts, room 2.11, switchboard 020 7946 0000 ext. 318, mobile +44 7911 123456.",
     "Signature: Accounts, room 2.11, switchboard 020 7946 0000 ext. 318."),
    ("Stopka: Dział Kadr, pok. 12, centrala 22 590 00 00, wewn. 214, komórka +48 501 234 567.",
     "Stopka: Dział Kadr, pok. 12, centrala 22 590 00 00, wewn. 214."),
    ("Signatur: Vertrieb, Zentrale 089 12345-0, Durchwahl -233, Handy +49 176 23456789.",
     "Signatur: Vertrieb, Zentrale 089 12345-0, Durchwahl -233."),
    ("Firma: Dpto. Ventas, centralita 91 123 45 00, ext. 310, móvil +34 654 32 10 98.",
     "Firma: Dpto. Ventas, centralita 91 123 45 00, ext. 310."),
    ("Signature : Service achats, standard 01 23 45 67 89, poste 212, portable +33 7 81 23 45 67.",
     "Signature : Service achats, standard 01 23 45 67 89, poste 212."),
])
def test_signature_mobiles(red: str, green: str) -> None:
    _check(red, green)


# documented.py: firstname.lastname@ patterns are no one's address; a name at the same domain stays red
@pytest.mark.parametrize(("green", "red"), [
    ("W szablonie podpisu jest imie.nazwisko@firma.pl, zamień na coś ogólniejszego.",
     "W podpisie jest jan.wrobel@firma.pl, zamień na coś ogólniejszego."),
    ("Im Vorlagentext steht vorname.nachname@firma.de - bitte neutraler formulieren.",
     "Im Vorlagentext steht sabine.krause@firma.de - bitte neutraler formulieren."),
    ("Le modèle met prenom.nom@entreprise.fr, rends-le plus neutre.",
     "Le modèle met claire.fabre@entreprise.fr, rends-le plus neutre."),
    ("En la plantilla pone nombre.apellido@empresa.es, cámbialo por algo neutro.",
     "En la plantilla pone lucia.serrano@empresa.es, cámbialo por algo neutro."),
])
def test_pattern_addresses(green: str, red: str) -> None:
    _check(red, green)


# failed_checks.py: a number shown to FAIL its check in a lesson is nobody's; "my ..." keeps it
@pytest.mark.parametrize(("green", "red"), [
    ("En clase vemos que el DNI 12345678A tiene la letra mal. Explica el módulo 23.",
     "Mi DNI es 12345678A, ponlo en la solicitud."),
    ("In class we show that NINO AB123456Z fails the check. Explain why.",
     "My NINO is AB123456Z, put it on the form."),
    ("En cours on vérifie que le NIR 185057800608491 n'est pas valide. Explique la clé.",
     "Mon NIR est 185057800608491, mets-le dans le formulaire."),
    ("На занятии проверяем, что ИНН 500100732259 не проходит проверку контрольных цифр. Распиши.",
     "Мой ИНН 500100732259, впиши в заявление."),
])
def test_failed_checks(green: str, red: str) -> None:
    _check(red, green)
