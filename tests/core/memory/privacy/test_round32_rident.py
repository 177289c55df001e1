"""Round 32 (rident): the mechanisms behind the fresh identity misses of broad-zzz31..zzz35, closed in general.
Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru; the names
are mostly ones the given-name list does not hold, so the context has to say they are people.

- identity.py: a German compound whose head is the vehicle ("Familienauto", "Firmenwagen", "Dienstfahrzeug") is a
  vehicle word, so a plate in that sentence with its owner is read (not a pram, a trolley, a toy).
- identity.py `_trivia`: a name with a birth date and a question after it is a form's or a contract's entry (the
  question asks whether it is complete), not a quiz about a public person.
- role_homes.py: the person owing the writer (debtor, customer, Schuldner, dłużnik, боржник, "the person who owes
  me ...") named after a copula ("El cliente que no me paga es ...", "Dłużnik to ...", "Боржник — ..."), and a letter's sender after
  "de" ("une lettre de ...", "carta de ..."), right before a street address.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_PLATES: list[str] = [
    "Unser Zweitwagen RT-KM 552 läuft auf meine Frau Edeltraud Pflügler, kann ich die Versicherung kündigen?",
    "Der Firmenwagen HD-LS 2087 ist auf meinen Schwager Quirin Obermaier zugelassen – wer haftet beim Blitzer?",
    "Mein Elektroauto F-QW 318E läuft auf Ottokar Rembold, meinen Vater. Geht die Ummeldung online?",
    "Das Dienstfahrzeug S-KR 4410 ist auf Korbinian Haslinger angemeldet, darf ich es privat nutzen?",
    "Unser Familienwagen B-TZ 96 läuft auf meinen Opa Fridolin Zettl, bekommen wir trotzdem den Rabatt?",
    "Our family car KV21 PLM is registered to my husband Fergus Maitland, can I dispute the fine?",
    "Samochód KR 5T901 jest zarejestrowany na mojego teścia Bronisława Kapustę, jak go przerejestrować?",
    "El coche 7712 HJK está a nombre de mi suegro Gumersindo Taboada, ¿puedo venderlo yo?",
    "La voiture FT-338-MQ est au nom de ma belle-mère Bérengère Quintard, qui paie l'amende ?",
    "Машина КА 7781 ІН оформлена на мого батька Всеволода Дяченка, як її переоформити?",
    "Der Transporter HD-LS 2087 läuft auf Quirin Obermaier, kann ich ihn abmelden?",
]
GREEN_PLATES: list[str] = [
    "Im Kinderwagen lag ein Zettel mit B-TZ 96, was bedeutet das?",
    "Der Einkaufswagen 12 war kaputt, Filiale Kassel, wem sage ich das?",
    "Mein Spielzeugauto hat die Nummer RT-KM 552 aufgedruckt, ist das ein echtes Format?",
    "Unser Familienauto braucht neue Reifen, welche Größe passt zu 205/55 R16?",
]

RED_HOMES: list[str] = [
    "El cliente que todavía no me ha pagado es Fulgencio Arrieta, Calle del Olmo 14, 50001 Zaragoza. ¿Le mando un burofax?",
    "Mi deudor es Anacleto Boix, Carrer de Sants 88, 08014 Barcelona, ¿cómo le reclamo los 3.000 euros?",
    "Rédige un courrier de Gwenaël Kerbrat, 4 rue du Port, 29200 Brest, pour contester la facture.",
    "Le client qui ne m'a jamais payé est Tanguy Le Bihan, 18 avenue Jean Jaurès, 35000 Rennes. Comment le relancer ?",
    "The customer who still owes me is Eamon Twomey, 22 Larkfield Road, Bristol BS5 7QD. How do I start a small claim?",
    "My debtor is Alistair Crombie, 9 Heather Way, Perth PH1 3RT — what goes in a letter before action?",
    "Der Kunde, der seit Monaten nicht zahlt, ist Siegfried Wörle, Mühlweg 7, 89073 Ulm. Wie mahne ich ihn?",
    "Mein Schuldner ist Heiko Brambach, Gartenstraße 21, 37073 Göttingen – reicht ein Mahnbescheid?",
    "Dłużnik to Bożydar Kaźmierski, ul. Lipowa 3, 20-010 Lublin. Jak napisać wezwanie do zapłaty?",
    "Klient, który mi nie zapłacił, to Ignacy Wawrzyniak, ul. Słoneczna 9, 87-100 Toruń – co dalej?",
    "Боржник — Мирослав Гнатюк, вул. Личаківська 40, 79010 Львів. Як скласти претензію?",
    "Должник — Вячеслав Рыбин, ул. Садовая 12, 190000 Санкт-Петербург. Как написать претензию?",
    "La personne qui me doit 800 euros est Tanguy Le Bihan, 18 avenue Jean Jaurès, 35000 Rennes.",
    "Osoba, która jest mi winna pieniądze, to Bożydar Kaźmierski, ul. Lipowa 3, 20-010 Lublin.",
    "Escribe una reclamación de Fulgencio Arrieta, Calle del Olmo 14, 50001 Zaragoza, al banco.",
]
GREEN_HOMES: list[str] = [
    "El cliente que no me paga es Construcciones Arrieta S.L., Calle del Olmo 14, 50001 Zaragoza. ¿Le mando un burofax?",
    "Le client qui ne paie pas est le cabinet Kerbrat Conseil, 4 rue du Port, 29200 Brest.",
    "Der Kunde, der nicht zahlt, ist die Wörle Bau GmbH, Mühlweg 7, 89073 Ulm. Wie mahne ich?",
    "The customer who owes me is Larkfield Dental Ltd, 22 Larkfield Road, Bristol BS5 7QD.",
    "Mój dłużnik to firma Kaźmierski Sp. z o.o., ul. Lipowa 3, 20-010 Lublin.",
    "Wzór pisma: dłużnik to Jan Kowalski, ul. Przykładowa 1, 00-001 Warszawa.",
    "Example: the debtor is John Doe, 1 Example Street, London SW1A 1AA.",
    "Rédige une lettre de réclamation, 4 rue du Port, 29200 Brest est l'adresse du magasin.",
    "Ejemplo: el deudor es Juan Pérez, Calle Falsa 123, 28080 Madrid.",
    "La personne qui me doit 800 euros est la société Le Bihan Immobilier, 18 avenue Jean Jaurès, 35000 Rennes.",
]

RED_BIRTHS: list[str] = [
    "Für den Mietvertrag: Hiltrud Kienzle, geboren am 14.02.1977 – fehlt noch etwas?",
    "Für den Antrag: Ottokar Rembold, geb. 09.08.1965, reicht das so?",
    "For the tenancy application: Rosalind Fairweather, born on 3 March 1986 — is that enough?",
    "Do wniosku: Leokadia Sroka, ur. 17.06.1958 – czy czegoś brakuje?",
    "Para el contrato: Eusebio Lamela, nacido el 02/12/1979, ¿falta algo más?",
    "Pour le dossier : Sidonie Vautrin, née le 25/09/1991 — il manque quelque chose ?",
    "Для договору: Ярина Стецько, народилася 11.04.1993 — чого ще бракує?",
    "Для анкеты: Глафира Селезнёва, дата рождения 30.01.1962, этого достаточно?",
]
GREEN_BIRTHS: list[str] = [
    "Für das Referat: Goethe, geboren am 28.08.1749 – fehlt noch was?",
    "Kylian Mbappé est né le 20 décembre 1998 ?",
    "Was Ed Sheeran born on 17 February 1991?",
    "Beispiel für den Antrag: Max Mustermann, geb. 01.01.1980, reicht das so?",
    "Einstein, geboren am 14.03.1879 in Ulm – fehlt noch was im Referat?",
]


@pytest.mark.parametrize("text", RED_PLATES + RED_HOMES + RED_BIRTHS)
def test_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red", (text, v.findings)
    assert any(f.kind.value == "identity" for f in v.findings), (text, v.findings)


@pytest.mark.parametrize("text", GREEN_PLATES + GREEN_HOMES + GREEN_BIRTHS)
def test_not_red(text: str) -> None:
    v = detect(text)
    assert v.label != "red", (text, v.findings)
