"""Round 31 (rident): a named person tied to their home inside a request to write or arrange something.
Sentences written for these tests, none taken from a benchmark file.

Classes (the mechanism in brackets):
- P  a recipient or sender word (for, para, für, pour, dla, від, from, od, von, de la part de), then a name nobody
  listed as a given name, then a street with a house number (role_homes.role_home);
- W  a role word (tenant, neighbour, patient, lodger; Mieter, inquilino, locataire, lokator, сусід) before the name,
  the home right after or after a verb of living, present or past ("who lived at", "qui habitait", "który mieszkał");
- T  a street named without its type after a third person's verb of living ("mieszka pod Jarzębinowa 5", "lives at
  Thornbury 14", "wohnt im Birkenhof 3") - role_homes.lived_streets, tied by the name before the verb;
- G  green twins: an organisation, a clinic, a shop or an office after the same words, a legal form by the address,
  placeholders, a street with no house number, a recipient word with no name.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # P: recipient or sender, an unlisted given name
    "Please book patient transport for Wilhelmina Ostrander, 27 Pelham Road, Gravesend DA11 0HZ, she uses a wheelchair.",
    "Draft a council tax appeal for Ottoline Fairweather, 3 Saxby Close, Melton, she is housebound.",
    "Can you write a short cover note from Percival Ambrose, 61 Redhill Avenue, to the water board?",
    "Zamów taksówkę dla Bożeny Wyrzykowskiej, ul. Modrzewiowa 14, Otwock, na jutro na ósmą.",
    "Napisz podanie od Zdzisława Kępińskiego, ul. Graniczna 7 m. 2, Mińsk Mazowiecki, o zwrot kaucji.",
    "Bitte einen Fahrdienst für Gerlinde Obermaier, Fliederweg 8, 83022 Rosenheim, organisieren.",
    "Schreib ein Begleitschreiben von Hiltrud Bräuninger, Amselstraße 31, an die Stadtwerke.",
    "Pide un taxi adaptado para Eustaquia Barrientos Lago, calle Olmo 23, 2ºA, 37002 Salamanca.",
    "Redacta una carta de parte de Leocadia Urrutia Pons, avenida del Cid 48, a la comunidad de vecinos.",
    "Réserve un transport médical pour Ghislaine Vautrin, 14 rue des Glycines, 21000 Dijon, elle ne marche plus.",
    "Rédige une lettre de la part de Berthe Lamoureux, 9 impasse du Moulin, pour le syndic.",
    "Викличте таксі для Ярослави Кушнірук, вул. Липова 15, кв. 7, Луцьк, вона на візку.",
    "Напиши заяву від Остапа Дзюбенка, вул. Гайова 4, Рівне, до ЖЕКу.",
    "Составь письмо от Феоктиста Журавлёва, ул. Заречная 11, кв. 9, Кострома, в управляющую компанию.",
    # W: a role word before the name, the home after it or after a verb of living
    "Write a reference for my lodger Cressida Wainwright who lived at 41 Elmstead Road until March.",
    "My neighbour Thaddeus Brinkworth, 18 Ferndale Close, keeps parking on my drive; help me write to him.",
    "Our patient Philippa Hargreave, who lives at 7 Ashcombe Lane, missed two visits - draft a letter.",
    "Wystaw zaświadczenie dla lokatorki Genowefy Sobczyk, która mieszkała przy ul. Lipowej 12 do maja.",
    "Sąsiadka Teodozja Marcinkiewicz mieszka na ul. Brzozowej 3, napisz jej list z przeprosinami.",
    "Bitte eine Mietbescheinigung für meinen Mieter Ansgar Wöllenstein, der wohnte in der Kirchgasse 6.",
    "Mi inquilina Petronila Caballero Ruiz, calle Mayor 17, 1ºB, no paga; redacta un burofax.",
    "Certificat pour mon locataire Anatole Bellegarde, qui habitait au 22 rue Pasteur, Angers.",
    "Довідка для орендаря Никифора Садовничого, який жив на вул. Зелена 9, кв. 4.",
    # T: a street without its type after a verb of living
    "Skarga na sąsiada: Bolesław Kurzawa mieszka pod Kalinowa 11, Grodzisk, i hałasuje w nocy.",
    "Napisz wezwanie, pan Ludwik Sroka mieszka pod Akacjowa 4/2, Legionowo.",
]

GREEN: list[str] = [
    # G: organisations, offices and shops after the same words
    "Please book a courier for Harbour Dental, 12 High Street, Whitby, to collect the moulds.",
    "Schreib eine Reklamation für Müller Bau GmbH, Industriestraße 5, 80331 München.",
    "Redacta una queja para Clínica Dental Sonrisa, calle Mayor 15, Madrid, por la factura.",
    "Écris une réclamation pour Boulangerie Martin, 4 rue de la Paix, sur la commande.",
    "Napisz reklamację dla Sklep Zielony Koszyk, ul. Polna 3, Kraków.",
    "Напиши скаргу для Аптека Здоров'я, вул. Шевченка 27, Тернопіль.",
    "I got a letter from Thames Water, 12 Clearwater Road, about my bill; write a reply.",
    # placeholders and no house number
    "Write a sample letter for John Doe, 123 Main St, Springfield, for my English class.",
    "Formularzu wzór: dla Jan Kowalski, ul. Przykładowa 1, 00-001 Warszawa.",
    "Musterbrief für Max Mustermann, Musterstraße 1, 12345 Musterstadt.",
    "Write a reference for my tenant Bethany who was always quiet and paid on time.",
    "Mi vecina Rosario vive en la calle Almendro, es muy simpática.",
    # characters a child writes to
    "Help my son write a letter for Santa Claus, 1 Reindeer Lane, North Pole.",
    "Escribe una carta para Sherlock Holmes, 221B Baker Street, Londres, para mi clase.",
    # a number after a verb of living that is no street
    "Sąsiad Ryszard Bąkowski mieszka pod Warszawą od 5 lat.",
    "Our tenant Glenys Abbott lives at the end of the road, 3 doors from the shop.",
]


@pytest.mark.parametrize("text", RED)
def test_named_homes_are_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", text
    assert any(f.reason in ("name with home address", "home address", "a relative's home address")
               for f in verdict.findings), (text, verdict.findings)


@pytest.mark.parametrize("text", GREEN)
def test_offices_placeholders_and_no_homes_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not any(f.kind.name == "IDENTITY" for f in verdict.findings), (text, verdict.findings)
