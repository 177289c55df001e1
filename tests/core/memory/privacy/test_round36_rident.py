"""Round 36 (rident): a person's name with a birth date or a home address, without "my" before the name.

1. A name and a bare birth date on a line written for a form, a report, a claim or a delivery, with only a space, a
   dash or a colon between them ("Szymon Lis 19.10.1993 - dane do zgłoszenia"; form_births.py), and a row's date with
   two dashes ("Alba Rincón, 23-08-1999"; identity_records.py).
2. A relative's role beside the name before their home: before it with a comma ("do babci, Stanisława Gołąb, Wrzosowa
   2, Olsztyn"; fragment_homes.py) or after it, in parentheses or between commas ("Margery Tillotson (my nan), 7 ...";
   kin_appositions.py, fragment_homes.py).
3. A template asked for the writer's relative is the form, not a mock-up ("... DOB ... — that's my nephew, I need a
   permission slip template for him"; mockup_persons._KIN_CLAIM).
4. A residence clause in a claim or a deed: "con domicilio en", "zam. w Olsztynie przy ...", the town before the street
   ("demeurant à Dijon, 4 impasse ..."; identity._LIVE_VERBS, _CONNECTOR_BEFORE_ADDRESS, _LIVES_ON_STREET).
5. A British home in a named row of houses: "of 9 Weir Cottages, Ashby Lane, Kendal" (house_rows.py).
6. The Ukrainian and Russian birth label typed in Latin letters: "data narodzhennya", "data rozhdeniya" (identity._BORN).
The near-misses stay green: placeholder people, firms' and offices' addresses, a firm's registered office, public and
historical persons, a date that is another event's or too recent for a birth, a role that is no relative, a street or
a row of houses with nobody named, a template filled with made-up data.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_FORM_BIRTHS = [
    "Kacper Wrona 07.03.1991 - dane do zawiadomienia o kradzieży roweru, czy coś jeszcze?",
    "Halina Sowa-Kurek 22.11.1958 – wniosek o kartę parkingową, sprawdź proszę",
    "Ewelina Dąb: 14.05.1987 - formularz ubezpieczenia, czego brakuje?",
    "Stefan Lindqvist 02.12.1979 - für die Verlustanzeige bei der Polizei, fehlt noch was?",
    "Sabine Osterhagen 30.01.1984 – Daten für den Antrag auf Wohngeld",
    "Rhys Pemberton 11/09/1983 - details for the police report about the stolen bike, anything missing?",
    "Nadia Achebe-Ross 04-06-1990 — insurance claim form, check it please",
    "Lucía Goñi Lasa 15/07/1986 - datos para la denuncia por robo, ¿falta algo?",
    "Fermín Ochoa 02-10-1977 - para el formulario del seguro, revísalo",
    "Clémence Aubry 23/03/1992 - pour la plainte au commissariat, il manque quelque chose ?",
    "Julien Vidal 08/08/1981 – infos pour le formulaire de l'assurance",
    "Оксана Бойко 19.04.1989 - дані для заяви в поліцію, чи все є?",
    "Тарас Ткачук 03.08.1975 — для страхової заяви, перевір",
    "Ирина Аверина 27.02.1969 - данные для заявления в полицию, проверь",
    "Сергей Сорокин 12.12.1980 — для формы страховки, всё ли есть?",
]
RED_DASHED_ROWS = [
    "para el formulario: Carmen Arrieta, 14-02-1988, ¿está completo?",
    "do formularza: Roksana Kruk, 21-06-1994",
    "Angaben: Greta Vollmer, 09-10-1972 - prüf das bitte",
]
RED_KIN_HOMES = [
    "zanieś to do dziadka, Bogumił Żak, Sosnowa 11, Ełk - napisz wiadomość dla kuriera",
    "wyślij kwiaty do cioci Genowefy Mróz, Polna 3, Nysa",
    "Bronisława Kotek (babcia), Lipowa 17, Sanok - potrzebuję etykiety na paczkę",
    "Zdzisław Puchała, mój dziadek, Leśna 4, Biłgoraj - wypisz list przewozowy",
    "llévaselo a la abuela, Remedios Pla, Olmo 3, Alcoy - escribe al repartidor",
    "Ingeborg Seidl (meine Oma), Lindenstraße 9, 29221 Celle - Paketschein ausfüllen",
    "the parcel is for my gran, Winifred Oakes, Holly Bank 12, Settle - text for the courier please",
    "Dorothy Fairbairn (my nan), 22 Larch Grove, Hexham - fill in the delivery slip",
    "Amparo Lozano, mi abuela, C/ Olivo 9, Cuenca - rellena la etiqueta del envío",
    "Germaine Roux (ma grand-mère), 3 impasse des Noyers, Vienne - remplis le bordereau",
    "Марія Ничипорук, моя бабуся, вул. Лісова 4, Ковель - заповни накладну",
    "Зоя Белкина (бабушка), ул. Лесная 8, Вологда - заполни накладную",
]
RED_TEMPLATE_KIN = [
    "Oskar Lindgren-Baptiste, DOB 09/05/2016 — he's my grandson, I need a school trip consent template for him",
    "Martina Olaizola, nacida el 04/05/2015 — es mi sobrina, necesito una plantilla de autorización para ella",
    "Соломія Гнатюк, дата народження 04.05.2015 — це моя племінниця, потрібен шаблон згоди для неї",
]
RED_RESIDENCE = [
    "Demandante: Ciriaco Villalba Orue, con domicilio en calle Pizarro 7, 2.º C, 10003 Cáceres. Redacta la demanda.",
    "Arrendador: Eusebio Marcos Tirado, con residencia en avenida del Puerto 3, 46021 Valencia",
    "Pozwany: Mirosław Gąska, zam. w Elblągu przy Ogrodowej 14 - dokończ pozew",
    "Wnioskodawczyni: Jadwiga Pióro, zam. w Tczewie przy Kwiatowej 3, napisz wniosek",
    "Demandeur : Anatole Brisset, demeurant à Angers, 6 impasse des Mimosas - rédige l'assignation",
    "Kläger: Detlef Ronneburg, wohnhaft in Gera, Lindenstraße 12 - schreib die Klage",
]
RED_HOUSE_ROWS = [
    "I'm Rowena Tillbrook of 4 Mill Cottages, Beck Lane, Sedbergh. Start my witness statement with that.",
    "Claimant: Ambrose Kettlewell of 12 Station Villas, Hebden Bridge. Finish the claim form.",
    "Margaret Scargill, 3 Abbey Barns, Priory Road, Malton - fill in the council tax form",
    "I, Tobias Wreford, of 2 Albert Buildings, Mill Street, Todmorden, make this statutory declaration",
]
RED_LATIN_LABEL = [
    "Oksana Hnatiuk, data narodzhennya 14.05.1992, zapovny anketu",
    "Andrii Bondar, data narodzhennya 02.09.1986 - dlia zaiavy",
    "Yevhen Moroz, data narodzhennja 02.09.1986, zapovnit formu",
    "Sergey Volkov, data rozhdeniya 05.04.1985, zapolni anketu",
]

GREEN = [
    # placeholders, samples and made-up data
    "Max Mustermann 01.01.1980 - Daten für das Formular, nur ein Beispiel",
    "John Doe 01/01/1990 - sample data for the claim form",
    "Juan Pérez, con domicilio en calle Falsa 123, Madrid - ejemplo de demanda",
    "Oskar Lindgren, DOB 09/05/2016 - it's a template example, fill it with fake data",
    # public, historical and fictional persons
    "Fryderyk Chopin 01.03.1810 - dane do referatu",
    "Daniel Craig 02.03.1968 - actor, born in Chester, data for the quiz form",
    "Hermione Granger 19.09.1979 - fill the Hogwarts form for the fanfic",
    "Marie Curie, née le 7 novembre 1867, remplis la fiche de lecture",
    # another event's date, or one too recent for a birth
    "Anna Nowak, 12.05 meeting about the insurance form",
    "Anna Nowak 12.05.2024 - termin zgłoszenia",
    "Jonas Berger 04.07.2021 - Termin für die Anzeige",
    "Rhys Pemberton 11/09/2019 - details for the police report",
    "Anna Nowak 12.05.1999 - ślub, życzenia do kartki",
    "Carmen Ruiz 03-05-1998 - reunión sobre el formulario",
    # firms, offices, shops and a firm's registered office
    "Demandada: Construcciones Lucena SL, con domicilio social en calle Almendro 12, 46011 Valencia. Completa la demanda.",
    "Biuro Rachunkowe Nowak, Wrzosowa 2, Olsztyn - wyślij fakturę",
    "zawieź to do babci, Pizzeria Roma, Długa 5, Gdańsk",
    "Acme Widgets Ltd of 9 Weir Cottages, Ashby Lane, Kendal - draft the invoice",
    "The office is at 2 Albert Buildings, Leeds - send the contract there",
    "the shop's delivery address is 4 Mill Yard, Kendal, please tell the courier",
    # a role that is no relative, a street or a row of houses with nobody named
    "Anna Nowak, księgowa, Wrzosowa 2, Olsztyn - wyślij fakturę",
    "idę do mamy, Kasztanowa 5, Olsztyn",
    "We stayed at 3 Mill Barns, Ripon for the holiday, lovely place",
    "Book club at 2 Albert Buildings, Leeds next week",
    "Ashby Lane in Kendal is closed for works, can you write to the council",
    "Dane do zgłoszenia: Szymon Lis, wiek 30 lat, zgubił portfel",
]

RED = (RED_FORM_BIRTHS + RED_DASHED_ROWS + RED_KIN_HOMES + RED_TEMPLATE_KIN + RED_RESIDENCE + RED_HOUSE_ROWS
       + RED_LATIN_LABEL)


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", text
    assert any(f.kind.value == "identity" for f in verdict.findings), text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text


def test_house_rows_need_the_next_line() -> None:
    from app.core.memory.privacy.detector.house_rows import house_rows
    text = "I'm Rowena Tillbrook of 4 Mill Cottages, Beck Lane, Sedbergh"
    assert house_rows(text, text.lower()) == [(text.index("4 Mill"), text.index(", Beck"))]
    for text in ("12 Angry Men", "3 Little Pigs Farm Shop opens at nine", "the row at 4 Mill Cottages."):
        assert house_rows(text, text.lower()) == [], text
