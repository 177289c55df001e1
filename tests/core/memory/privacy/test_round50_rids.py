"""Round 50 (rids): identifiers and secrets the newest opened sets missed, by kind - the writer's own sentences (never a
data line) in the seven languages, each red one with its green or yellow twin: the same value in a listing, a purchase,
a public body's or a handbook's frame, or without its owner."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


# land_parcels.py: a cadastral or land register number with its owner (the writer, a relative, a neighbour, a named owner)
LAND_RED = [
    "Кадастровый номер моей дачи 50:21:0110114:2051, соседи говорят, что забор стоит не там",
    "la parcelle cadastrée ZA 112 de mes parents est en indivision depuis 2019",
    "referencia catastral de la casa de mis padres 3762955VK9021N6955PL, queremos hacer la herencia",
    "Flurstück 412/7 gehört meinem Vater, darf der Nachbar dort einfach eine Garage bauen?",
    "the title number of my mum's house is NGL123456, can I see who has a charge on it?",
    "działka nr 146/3 mojej mamy w Zabierzowie, sąsiad przesunął płot o metr",
    "ділянка 4624884200:02:005:0113 мого батька, сусід каже що межа не там",
    "Grundbuchblatt von Lindenthal, Blatt 4471, Eigentümerin Renate Vogt - wie beantrage ich die Löschung?",
    "moja ksiega wieczysta PO1P/00523871/2, czy bank widzi hipotekę?",
    "parcelle AC 0233, propriétaire M. Girard, il refuse le bornage avec nous",
]
LAND_GREEN = [
    "Działka nr 146/3 ma 1000 m2, ile kosztuje wycena?",
    "Mamy pytanie o działkę 12/4 w planie miejscowym",
    "The title number for the council depot is LN12345, where is the plan?",
    "Flurstück 211/7 - wem gehört das?",
    "Ділянка 3222486200:03:001:0458 - хто власник?",
    "В объявлении кадастровый номер 50:21:0110114:2051, как заказать выписку?",
    "Referencia catastral 3762955VK9021N6955PL de un piso en venta, ¿es fiable?",
    "Im Exposé: Grundbuch von Lindenthal, Blatt 4471 - was heißt das?",
    "ksiega wieczysta PO1P/00523871/2 z ogloszenia, jak sprawdzic hipoteke?",
    "parcelle AC 0233 à vendre près d'Annecy, constructible ?",
]


@pytest.mark.parametrize("text", LAND_RED)
def test_land_parcel_with_its_owner_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", LAND_GREEN)
def test_land_parcel_without_its_owner_is_not_red(text):
    assert detect(text).label != "red", _show(text)


# documents.py / owned_business_ids.py / whose_numbers.py: a business tax number the writer gave or received, the UK
# "VAT reg no." label, a Steuernummer with its slashes issued by the Finanzamt
TAX_RED = [
    "faktura za pompę ciepła ma być na mnie, podałam NIP 218-419-36-35 sprzedawcy, dobrze?",
    "Ich habe letzte Woche endlich eine USt-IdNr. bekommen: DE740934459. Wohin damit?",
    "sole trader here, VAT reg. no. GB274275836 - can I put it in my email footer?",
    "Steuernummer vom Finanzamt Köln: 186/125/85689, ich bin Einzelunternehmerin - wohin im Formular?",
    "I've been issued VAT no GB274275836 as a sole trader, what now?",
]
TAX_GREEN = [
    "VAT reg no. GB274275836 is on the supplier's invoice, can I reclaim it?",
    "Na fakturze od hurtowni jest NIP 985-015-29-59, podałem go księgowej",
    "Im Impressum vom Shop steht USt-IdNr. DE116670773, ist der seriös?",
    "Rechnung von der Firma Holzbau Meier GmbH: Steuernummer 186/125/85689, stimmt das Format?",
    "Unsere Firma hat die USt-IdNr. DE738617660 bekommen - muss die auf jede Rechnung?",
]


@pytest.mark.parametrize("text", TAX_RED)
def test_given_or_received_tax_number_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", TAX_GREEN)
def test_firms_tax_number_is_not_red(text):
    assert detect(text).label != "red", _show(text)


# signing_codes.py: a code an e-signature asks for, a Cl@ve PIN; secret_phrasings.py: "primes" as a name, not maths
CODE_RED = [
    "Дія просить код 5190 для підпису декларації, а я вже двічі ввела неправильно",
    "kod 4821 do podpisu umowy w mObywatelu nie przechodzi",
    "el pin de clave es 512, ¿me caduca a los diez minutos?",
    "me llegó el cl@ve pin 377 pero la sede no lo acepta",
    "code 73194 pour signer le bail dans l'appli, je te le donne ?",
    "Госуслуги прислали код 4417 для подписания заявления, это нормально?",
    "reçu le code 806512 par SMS pour un paiement sur un site « cadeaux-fidelite », je le donne ?",
]
CODE_GREEN = [
    "Дія просить код для підпису, але смс не приходить",
    "Is 558353 a prime number?",
    "Wie viele Zeichen hat der Code für die Unterschrift in der App?",
    "La clave pin tiene 3 dígitos, ¿dónde la pido?",
    "Подпись документа на 12 страницах, код ошибки 4012",
]


@pytest.mark.parametrize("text", CODE_RED)
def test_signing_code_with_its_value_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", CODE_GREEN)
def test_signing_code_without_a_value_is_not_red(text):
    assert detect(text).label != "red", _show(text)
