"""Round 50, rlinks: a person tied to a child's school, an address, a plate - in the writer's own sentences (not the
data's) in the seven languages, with their green twins.

- child_schools.py: the school run told in passing - the child named before the writer's verb of taking (Polish,
  Ukrainian, Russian word order), a German clause with its verb at the end, "<name>'s at <school>", a verb of taking
  with a child's given name or pet form and no clock time, a German compound school with its town;
- identity.py: a name and an address in a letter heading or an imprint joined by "·" or "•", a sole trader's trade
  between them, an East Slavic town before the street without "м." / "г."; the writer's company car and "la furgo".
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

SCHOOL_RUN_RED = [
    "the plumber can come after 9, i drop Alfie at Oakfield Primary first",
    "Ok so Poppy's at St Mary's C of E Primary till 3, can you plan my errands around that?",
    "Kubę odwożę do SP nr 12 na Ursynowie, więc spotkanie dopiero od 9",
    "rano Olę zawoże do przedszkola nr 44, potem jestem wolna",
    "Tymka odbieram z SP 340 na Bemowie, więc ekipa musi skończyć wcześniej",
    "Марійку забираю з садочка №112 на Троєщині, тож майстри до обіду",
    "Сашка відвожу в школу №57 на Позняках, тому після дев'ятої",
    "Машу отвожу в школу № 1520 на Соколе, поэтому ремонт с десяти",
    "я вожу Петю в гимназию № 5, потом свободна",
    "dass ich Leni jeden Morgen in die Grundschule am Lindenplatz bringe, weiß der Chef",
    "weil ich Emma um acht zur Kita Regenbogen fahre, erst ab neun",
    "unser Sohn Paul geht auf die Freie Waldorfschule Lindau, kann ich das Schulgeld absetzen?",
    "llevo a Lucas al colegio San José y vuelvo enseguida, que el fontanero venga después",
    "dejo a Martina en el CEIP Cervantes cada mañana, ¿a qué hora cito al electricista?",
    "je dépose Léa à l'école Jules-Ferry le matin, le plombier peut venir après ?",
    "j'emmène Noé à la crèche Les Lutins puis je suis libre",
]
SCHOOL_RUN_GREEN = [
    "Codziennie zawożę dzieci do SP nr 58, ułóż plan",
    "Щодня вожу дітей до школи №5, склади розклад",
    "Kita Sonnenblume sucht Erzieher, ich bringe Kuchen mit",
    "Is St Bede's Primary good? Ofsted says it's outstanding",
    "The school run is a nightmare, St Bede's Primary on Gresley Road has no parking",
    "Granny's at St Bede's Primary for the fete",
    "I take Year 6 to St Mary's Primary for the concert at 2pm",
    "we drive Mum to St Anne's Primary for the fete at 10",
    "Collect Tesco vouchers for St Mary's Primary by Friday",
    "wenn ich Sie morgen in die Kita Regenbogen bringe",
    "Сьогодні забираю речі зі школи №5",
    "Завтра відвожу документи в ліцей №142",
    "Mrs Hale's at St Bede's Primary on Mondays, she teaches Year 2",
    "Hogwarts: Harry's at St Bede's Primary in my story",
    "I pick up John Doe from Example Primary School.",
    "Die Freie Waldorfschule Bochum hat einen Tag der offenen Tür",
]

ADDRESS_RED = [
    "Briefkopf bitte: Lena Vogt · Kastanienallee 9 · 10435 Berlin, der Rest kommt von mir",
    "Cabecera: Marta Ibáñez Ruiz • C/ Olivo 7, 2º B • 41003 Sevilla, el texto lo pongo yo",
    "Impressum: Anna Nowak, Tłumaczenia, ul. Lipowa 5, 26-600 Radom",
    "Aviso legal: Lucía Pardo, Fotografía, C/ Mayor 3, 28013 Madrid",
    "Mentions légales : Julie Martin, Photographie, 12 rue des Lilas, 69003 Lyon",
    "У ветпаспорті: Ткаченко Ірина, Вінниця, вул. Соборна 12, кв. 4 — що ще заповнити?",
]
ADDRESS_GREEN = [
    "Магазин Ромашка, Москва, ул. Ленина 5 - работает ли в воскресенье?",
    "Аптека Здоров'я, Київ, вул. Хрещатик 22 — коли відкрита?",
    "Hotel Maria · ul. Lipowa 9 · Radom - czy mają parking?",
    "Max Mustermann · Musterstraße 1 · 12345 Musterstadt",
    "Собор Святої Софії, Київ, вул. Володимирська 24 — години роботи?",
    "Ayuntamiento de Málaga · Av. de Cervantes 4 · 29016 Málaga: ¿horario de registro?",
    "Hotel Sonnenhof • Seestraße 12 • 83700 Rottach-Egern, hat jemand Erfahrungen?",
    "Mairie de Lyon · 1 place de la Comédie · 69001 Lyon",
    "Impressum: Max Mustermann, Fotografie, Musterstraße 1, 12345 Musterstadt – ist das so richtig?",
    "Studio Licht, Fotografie, Hufelandstraße 22, 10407 Berlin – gute Bewertungen?",
]

PLATE_RED = [
    "mi furgo 7310 KLD, ¿puedo desgravar el seguro?",
    "firmowe auto KR 5521T, Toyota, czy mogę odliczyć leasing?",
    "auto w firmie PO 7712C, Opel, jak rozliczyć paliwo?",
    "службове авто АА 4721 КМ — чи можна заправляти за свої?",
    "el coche de empresa 9672 XGW lo conduzco yo, ¿la multa a mi nombre?",
    "ma voiture de fonction AB-123-CD a pris une amende",
]
PLATE_GREEN = [
    "la furgo 4821 LMB lleva tres días aparcada en mi calle, ¿de quién será?",
    "Na parkingu firmowym od tygodnia stoi WW 238JF, nie wiem czyj to samochód",
    "company car policy: plates like AB12 CDE must be logged, what's a template?",
    "furgo de alquiler 1234 BCD, ¿cuánto cuesta al día?",
]


@pytest.mark.parametrize("text", SCHOOL_RUN_RED + ADDRESS_RED + PLATE_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SCHOOL_RUN_GREEN + ADDRESS_GREEN + PLATE_GREEN)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
