"""Round 31 (rid): identifiers and secrets missed, or look-alikes read as them, for a general reason (sentences
written for these tests, none taken from a benchmark file; names, values and wordings are new).

Classes:
- A the writer's own contact value inside a text to be written: a phone after a first-person cue of reaching
  ("kontakt do mnie", "mine is", "I can be reached on", "ich bin erreichbar unter", "je suis joignable au",
  "pueden localizarme en", "зі мною можна зв'язатися за", "со мной можно связаться по") beats the embassy, clinic or
  office the sentence names, in a foreign format too (own_contacts.py, owner_ties.py, phones.py);
- B a bank account in a letter to an institution: a refund, a credit or an overpayment sent onto the value is paid to
  the writer (given_accounts.py), every European country's IBAN length and grouping; a sole trader's NIP in the EU
  VAT form among "my data" for a contract (sole_traders.py, numbers.py);
- C a short code of a thing the writer owns, written as spaced or dashed single digits: a suitcase's or a bike's
  lock named with a code word, a car's immobiliser, single-digit groups are no date (secret_combinations.py);
- D look-alikes: a firm's ten-digit ИНН read with a legal form before it (numbers.py), a UUID that is a table's key
  (record_keys.py), a SIRET labelled with its owner between (numbers.py), a masked tail after "finit par ...",
  half-remembered PINs and passwords (half_remembered.py, abroad_values.py, partial.py) - these three are yellow in
  the sets, green here.

RED: green on the base (a1907fa), red now. GREEN: near-misses and look-alikes, green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A: the writer's own contact
    "Napisz pismo do konsulatu, że obecnie mieszkam w Dublinie i kontakt do mnie to +353 87 412 9034, podpisz Marta",
    "Napisz maila do urzędu skarbowego, że jestem osiągalny pod numerem +44 7823 540117 do końca miesiąca",
    "Mail do przychodni: można się ze mną kontaktować pod +49 1523 8841027, proszę o termin",
    "The surgery asked for a contact number for the referral, mine is (512) 884-2071, write the email for me",
    "Draft a note to the council saying I can be reached on 07823 540117 after 5pm",
    "Write to the embassy that I'm reachable at +48 601 377 920 while I'm abroad",
    "Schreib an die Botschaft, dass ich tagsüber erreichbar bin unter +44 7823 540117",
    "Brief ans Bürgeramt: ich bin ab Montag unter +33 6 71 28 40 93 erreichbar, bitte Rückruf",
    "Lettre à la CAF : je suis joignable au +44 7823 540117 en semaine, signe Claire",
    "Écris au consulat qu'on peut me joindre au +1 646 555 0187 pendant mon séjour",
    "Escribe a la clínica que pueden localizarme en el +44 7823 540117 por las tardes",
    "Carta al ayuntamiento: estoy localizable en el +49 1523 8841027, firma Andrés",
    "Напиши лист до посольства, що зі мною можна зв'язатися за номером +48 601 377 920",
    "Составь письмо в консульство: со мной можно связаться по +44 7823 540117, подпиши Олег",
    # B: refunds onto the writer's account, every grouping
    "Schreib an die Hausverwaltung in Salzburg, dass die Nebenkostengutschrift auf AT26 2015 4113 4568 4312 gehen soll.",
    "Write to the letting agency that the deposit refund should go to GB71 BUKB 3131 2666 6666 66",
    "Napisz do spółdzielni, żeby zwrot nadpłaty przelali na PL44 2101 2125 1111 1823 2092 3985",
    "Escribe a la comunidad que el reembolso vaya a IT85 X165 3922 2121 1111 1234 567",
    "Écris au syndic que le remboursement doit être fait sur FR41 3115 2121 1616 1112 4M13 717",
    "Напиши до ОСББ, що повернення переплати прошу на UA05 4334 2411 1113 7118 3446 7711 2",
    "Lettre au bailleur : merci de rembourser le dépôt de garantie sur LU56 1120 5117 5586 1111",
    # B: a sole trader's EU VAT number among the writer's data
    "Do umowy zlecenia wpisz moje dane: Agata Wrona, działalność gosp., NIP PL5213017228",
    "Na fakturę wpisz moje dane: Paweł Lis, jednoosobowa firma, NIP PL7251801126",
    # C: short codes of owned things
    "szyfr do walizki 4 0 9, zapisuję tutaj",
    "cadenas du vélo 1-9-4, au cas où j'oublie",
    "код на замке от велосипеда 2-8-4, запиши",
    "кодовий замок на рюкзаку 7-3-1, щоб не забути",
    "der Code der Wegfahrsperre an meinem Polo ist 3 6 0 8",
    "code anti-démarrage de ma Twingo 7 1 4 9, au cas où",
    "el código del inmovilizador de mi Seat es 5 2 9 0",
    "the combination on my luggage lock is 3-0-6",
]

GREEN: list[str] = [
    # A: an office's own line, the number denied mine
    "Write to the council that their helpline is 0300 123 4567",
    "Lettre à la mairie : la mairie est joignable au 01 42 76 40 40",
    "Brief an die Praxis: die Praxis ist erreichbar unter 030 1234567, bitte Termin",
    "the embassy's number, not mine: +44 20 7946 0000",
    # B: the office's account, a refund policy
    "Die Hausverwaltung bittet um Überweisung der Nachzahlung auf ihr Konto AT26 2015 4113 4568 4312",
    "Refund policy: the shop refunds to the original card, not to bank accounts",
    "Faktura od dostawcy: Hurtownia Alfa sp. z o.o., NIP PL5260250274",
    # C: dates, scores, prices, models
    "the Clio 2 came out in 1998",
    "score was 5-1-8 in the last frame",
    "buy a padlock for 5-8 euros",
    "el candado costó 9 euros, modelo 4-5-6",
    "my suitcase is 55 x 40 x 20 cm, fits as cabin luggage?",
    "rower ma 3 x 8 biegów, czy to dużo?",
    # D: look-alikes
    "ИНН поставщика-ООО 7707083893, как проверить его в ЕГРЮЛ?",
    "klucz główny 3c9d2b7e-0a41-4f6b-9d2e-71c8a5f04e13 powtarza się w dwóch tabelach",
    "la clave 3c9d2b7e-0a41-4f6b-9d2e-71c8a5f04e13 aparece duplicada en la tabla de pedidos",
    "Primärschlüssel 3c9d2b7e-0a41-4f6b-9d2e-71c8a5f04e13 kommt doppelt vor, wieso?",
    "ключ 3c9d2b7e-0a41-4f6b-9d2e-71c8a5f04e13 дублируется в таблице, почему?",
    "SIRET de la société cliente principale : 73282932000074, où le mettre sur la facture ?",
    "mon numéro de sécu finit par ...318 44, la mutuelle en a besoin ?",
    "PIN do telefonu mamy to chyba 4 9 coś coś, nie pamiętam reszty",
    "El pin de la tarjeta era 6-1-algo, no me acuerdo",
    "пін від картки, здається, починається на 5 2, решту не пам'ятаю",
    "hasło do routera było jakieś Lato..coś..2017, jak to zresetować?",
    "the wifi password was something like Harbor-something-2021, can I reset the router?",
    "Das Passwort war irgendwas wie Sonne-irgendwas-77, weiß ich nicht mehr",
]

# still red: the whole value given, a real card, a credential's UUID
STILL_RED: list[str] = [
    "hasło to Kot2018!, zapisz mi to",
    "my card PIN is 4471, I forgot to change it",
    "my API key is 3c9d2b7e-0a41-4f6b-9d2e-71c8a5f04e13, is it safe in the table config?",
    "ma carte bancaire 4970 1012 3456 7893 et le SIRET de la boîte",
    "мой ИНН 500100732259, нужно для налоговой",
    "Lettre à la mairie : mon numéro est le 06 71 28 40 93",
]


@pytest.mark.parametrize("text", RED + STILL_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


def _iban(country: str, bban: str) -> str:
    n = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    return f"{country}{98 - n % 97:02d}{bban}"


# every European country's IBAN, in groups of four: a BBAN of the country's shape (not the registry's example)
_BBANS = {
    "AT": "2015411345684312", "BG": "BNBG07722131456789", "CH": "11873122734963068",
    "CZ": "19111111203111256400", "DE": "481511551643124111", "DK": "11511551227354", "EE": "3311332131256796",
    "FI": "23456711111896", "GB": "BUKB31312666666666", "GR": "12212361111111234117069"[:23], "HR": "21121162974111271",
    "HU": "228841272222212911111111", "IE": "AIBK04226323456789", "IT": "X1653922212111111234567",
    "LT": "2111122212112111", "LU": "1120511755861111", "LV": "BANK1111546206112", "NL": "ABNA1528275411",
    "PL": "210121251111182320923985", "PT": "111312342345678901265", "RO": "RNCB0082044216950001",
    "SE": "61111111169409368577", "SI": "374411123140197", "SK": "23111111209853748652",
    "UA": "4334241111137118344677112",
}


@pytest.mark.parametrize("country", sorted(_BBANS))
def test_every_iban_grouping(country: str) -> None:
    compact = _iban(country, _BBANS[country])
    assert len(compact) == ck.IBAN_LENGTHS[country]
    if not ck.iban_ok(compact):
        pytest.skip(f"{country}: the BBAN's national check fails")
    grouped = " ".join(compact[i:i + 4] for i in range(0, len(compact), 4))
    text = f"Write to the landlord that the refund of my deposit should go to {grouped}, thanks"
    assert detect(text).label == "red", (grouped, detect(text))
