"""Round 51 (rutil): the numbers a household holds with a utility, a telecom or a landlord, written with the home they
belong to - the writer's own sentences (never a data line) in the seven languages, each red one with its green or
yellow twin: the same number alone, for business premises, on a building's common meter, a previous tenant's, a
reading, a bill's number (utility_holders.py, supply_points.py, land_parcels.py)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


# utility_holders.py: a customer number, a contract account, a meter's serial with the home's street address
HELD_RED = [
    "Moving out on Friday: gas account number 7731940268, meter serial K19E04417, flat 2, 14 Marlow Road, Bristol BS7 8QT."
    " Can you write the closing letter?",
    "our electricity customer number is 55018342967 for 8 Hawthorn Close, Norwich NR4 6TY, they billed us twice",
    "kundennummer 6620148837, zahlernummer 1APA4471920385, wohnung lindenstr. 12, 04109 leipzig - bitte kündigung schreiben",
    "Vertragskonto 400918273645 für die Wohnung in der Körnerstraße 9, 01099 Dresden, die Abschläge sind doppelt",
    "numer klienta 4410938275, mieszkanie przy Ogrodowej 5/12 w Krakowie - napisz wypowiedzenie umowy na gaz",
    "licznik gazu nr 90817733, nowy adres ul. Polna 3/7, 31-222 Kraków, jak zgłosić przepisanie?",
    "особовий рахунок 2208461937 за світло, адреса вул. Франка 21, кв. 5, Тернопіль — напиши заяву на переоформлення",
    "лічильник газу № 04417720, квартира на Стуса 12/40, Рівне — передаю показники перед виїздом",
    "лицевой счёт за воду 3109472850, адрес ул. Гагарина 7, кв. 19, Самара — помоги с заявлением",
    "référence client 30118842761, logement au 9 rue Victor Hugo, 69002 Lyon : rédige la résiliation",
    "número de cliente 00471183920 de la luz, vivo en Calle Mayor 17, 2ºB, 28013 Madrid, ¿me redactas la baja?",
]
HELD_NOT_RED = [
    # the number alone: the provider's reference, the installation's serial
    "Meine Zählernummer 1APA4471920385 steht anders auf der Rechnung, ist das schlimm?",
    "numer klienta 4410938275 - gdzie go znajdę na fakturze?",
    "особовий рахунок 2208461937 за світло — як подати показники онлайн?",
    "référence client 30118842761 : c'est sur quelle page de la facture ?",
    "what's the difference between my customer number 7731940268 and the meter serial K19E04417?",
    # business premises
    "Kundennummer 6620148837 für unser Büro in der Lindenstraße 12, 04109 Leipzig - wer kündigt das?",
    # a building's common meter, a previous tenant's number
    "Aushang: Hauptzähler Strom Nr. 1APA4471920385 im Keller der Lindenstraße 12, Ablesung am Montag",
    "Affiche : relève du compteur général n° 0241F88799 au 9 rue Victor Hugo le 3 mars, faut-il être présent ?",
    "letters for the previous tenant keep coming to 14 Marlow Road, Bristol BS7 8QT, one shows customer number 7731940268",
    # a reading, a bill's number
    "Zählerstand 284173 kWh beim Auszug aus der Wohnung Lindenstr. 12 - wie trage ich das ein?",
    "Rechnungsnummer 2026-4471920 für die Lindenstraße 12, 04109 Leipzig — wann ist die fällig?",
    "numer faktury FV/2026/118273 za mieszkanie przy Ogrodowej 5/12 — co to za opłata?",
]


@pytest.mark.parametrize("text", HELD_RED)
def test_utility_number_with_its_home_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", HELD_NOT_RED)
def test_utility_number_without_its_home_is_not_red(text):
    assert detect(text).label != "red", _show(text)


# supply_points.py: a CUPS, a PDL with the home's street address (no possessive, no holder's word)
POINT_RED = [
    "Pour la mise en service au 4 rue des Lilas, 35000 Rennes, on me demande le PDL : sur le compteur il y a 21453718902297",
    "alta de la luz en el piso nuevo (c/ Alcalá 120, 4ºA, Madrid): me piden el CUPS y en el contrato pone ES0031405963214008RZ",
]
POINT_NOT_RED = [
    "on me demande le PDL : sur le compteur il y a 21453718902297, c'est bien ça ?",
    "¿Qué es el CUPS ES0031405963214008RZ que pone en el contrato?",
    "alta de la luz en c/ Alcalá 120, Madrid: el CUPS de prueba ES0031405963214008AB no pasa la validación",
]


@pytest.mark.parametrize("text", POINT_RED)
def test_supply_point_with_its_home_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", POINT_NOT_RED)
def test_supply_point_without_its_home_is_not_red(text):
    assert detect(text).label != "red", _show(text)


# land_parcels.py: the Spanish referencia catastral with its blocks spaced, with its owner
CADASTRE_RED = [
    "el notario pide la referencia catastral de la casa de mi abuela: 4821907 VK4742S 0013 HT",
    "la referencia catastral de mi piso es 4821907 VK4742S 0013 HT, ¿la pongo en la declaración?",
]
CADASTRE_NOT_RED = [
    "en el anuncio del piso en venta pone 4821907 VK4742S 0013 HT, ¿cómo miro los metros?",
    "¿qué significa cada bloque de una referencia catastral como 4821907 VK4742S 0013 HT?",
]


@pytest.mark.parametrize("text", CADASTRE_RED)
def test_spaced_cadastral_reference_with_its_owner_is_red(text):
    assert detect(text).label == "red", _show(text)


@pytest.mark.parametrize("text", CADASTRE_NOT_RED)
def test_spaced_cadastral_reference_without_its_owner_is_not_red(text):
    assert detect(text).label != "red", _show(text)
