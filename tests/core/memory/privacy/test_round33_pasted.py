"""Round 33 (rpaste): sensitive records pasted as structured text to be formatted, sorted or shortened
(pasted_records.py). Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and
uk/ru.

Mechanisms: an abstinence tracker's count ("day N without X", "N days clean") for alcohol, drugs or gambling; a
medication table (medicine and dose per line or cell) with an owner word anywhere ("mine", "son míos", "alles meins",
"це мої") or a reminder made for the writer; the writer's debt table (my debts / what I owe with creditors, arrears
or sums); a dated log of violent acts kept for a lawyer or as a diary. Green: a campaign's or a novel's count,
cigarettes and sugar, a price list, a leaflet's dosage table, a ward's stock list, a budgeting template, a sample,
a story outline, dated lists of ordinary events.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.pasted_records import find_pasted_records
from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # trackers
    "my tracker: \"day 112 without alcohol\" - make it a chart",
    "streak sheet:\nday 14 no gambling\nday 15 no gambling\nplease turn it into a table",
    "45 days clean today, can you log it in my spreadsheet?",
    "dziennik: \"dzień 30 bez alkoholu\" - zrób z tego tabelkę",
    "tabela: tydzień 6 bez hazardu, sformatuj ładnie",
    "Tag 200 ohne Alkohol – kannst du mir eine Grafik basteln?",
    "Mein Kalender: 60 Tage nüchtern, bitte als Liste",
    "hoja de seguimiento: \"semana 8 sin apuestas\" - dale formato",
    "contador: día 15 sin alcohol, ¿me haces una gráfica?",
    "journal : « jour 21 sans cocaïne » - fais-moi un tableau",
    "suivi: 3 mois sans alcool, mets en page",
    "трекер: \"день 45 без алкоголю\" - зроби графік",
    "таблица: неделя 5 без казино, оформи красиво",
    "счётчик: 100 дней трезвости... день 100 без алкоголя - оформи",
    # medication tables with an owner
    "medication | dose\nsertraline | 100 mg\nlamotrigine | 200 mg\nthese are mine, make a schedule",
    "make me a reminder:\nquetiapine 25 mg 22:00\nlithium 400 mg 08:00",
    "moje leki, ułóż w tabelę:\nkwetiapina 50 mg\nlit 250 mg",
    "przypomnij mi o lekach:\nmetformina;500mg;8:00\natorwastatyna;20mg;20:00",
    "Bitte als Tabelle, das sind meine:\nVenlafaxin 75 mg\nLamotrigin 100 mg",
    "mach mir eine Erinnerung:\nL-Thyroxin 50 µg 6:30\nRamipril 5 mg 8:00",
    "mis medicamentos, ponlos en tabla:\nsertralina 50 mg\nlorazepam 1 mg",
    "recordatorio para mí:\ninsulina glargina 18 unidades\nmetformina 850 mg",
    "mes médicaments, mets-les en tableau :\nlévothyrox 75 µg\nsertraline 50 mg",
    "fais-moi un planning :\nlithium 400 mg matin\nolanzapine 10 mg soir",
    "мої ліки, зроби таблицю:\nсертралін 50 мг\nкветіапін 25 мг",
    "сделай мне напоминание:\nинсулин 12 ед\nметформин 1000 мг",
    # debt tables
    "my debts, which first?\ncreditor | amount\nVanquis | 2,300 overdue\nCapital One | 900",
    "here is what I owe:\nHMRC 4,100 (overdue)\nOctopus Energy 620 (arrears)",
    "moje długi, pomóż ułożyć plan:\nwierzyciel;kwota\nProvident;4500 zł\nczynsz;3 miesiące zaległości",
    "meine Schulden, bitte sortieren:\nGläubiger | Betrag\nSparkasse | 7.800 € überfällig",
    "mis deudas para ordenar:\nacreedor | importe\nCofidis | 3.200 € impagado",
    "nos dettes, classe-les :\nFranfinance 2 400 € en retard\nEDF 380 € impayé",
    "мої борги, допоможи скласти план:\nкредитор | сума\nПриватБанк | 18 000 грн прострочено",
    "мои долги, отсортируй:\nкредитор | сумма\nТинькофф | 45 000 ₽ просрочка",
    # a faith or a party entered in a form's field
    "on the visa form, in the religion box I put Catholic - is that needed?",
    "w ankiecie w polu wyznanie wpisałam prawosławne, muszę?",
    "im Fragebogen hab ich bei Religion angegeben: muslimisch - ist das Pflicht?",
    "en la ficha del cole puse \"religión: evangélica\", ¿lo pueden pedir?",
    "dans le formulaire, champ « appartenance », j'ai mis La France insoumise - traduis",
    "в анкеті в графі віросповідання вказала православна - це обов'язково?",
    "ficha de inscripción: \"religión de la familia: católica\" ¿es legal?",
    "анкета: \"вероисповедание: мусульманин\" - переведи",
    # a medical record in JSON for the writer
    "summarise this for me: {\"patient\": \"self\", \"dx\": \"type 1 diabetes\", \"meds\": [\"insulin glargine 20u\"]}",
    "{\"paciente\": \"yo\", \"dx\": \"trastorno bipolar\"} - pásalo a texto",
    # incident logs
    "my diary for the police:\n03/02 he pushed me into the door\n10/02 threatened to take the kids",
    "Protokoll für die Anwältin:\n02.03. er stieß mich gegen die Wand\n09.03. drohte mir mit dem Messer",
    "notatki dla prawnika: 12.01 popchnął mnie, 20.01 groził że zabierze dzieci - uporządkuj",
    "registro para la abogada:\n4/5 me empujó contra la pared\n11/5 amenazó con quitarme a los niños",
    "journal pour l'avocate : 02/04 il m'a poussée, 09/04 il m'a menacée - mets en ordre",
    "дневник для адвоката: 03.02 толкнул, 10.02 угрожал - оформи",
]

GREEN: list[str] = [
    # a campaign, a story, harmless abstinence
    "poster for our campaign: \"30 days without alcohol\" - make the font bigger",
    "novel outline: chapter 3, day 40 without heroin, the character relapses",
    "day 10 without sugar, make me a table",
    "Tag 5 ohne Handy – mach eine Tabelle",
    "dzień 12 bez kawy, zrób tabelkę",
    "jour 30 sans réseaux sociaux, fais un tableau",
    # medication lists that are no one's
    "pharmacy price list:\nibuprofen 400 mg | 4.99\nparacetamol 500 mg | 2.49\nformat as a table",
    "from the leaflet: adults 500 mg every 6 hours, children 10 mg/kg - put into a table",
    "Packungsbeilage:\nErwachsene: 400 mg\nKinder: 200 mg\nbitte als Tabelle",
    "ward stock list:\nmorphine 10 mg\nparacetamol 500 mg\nsort alphabetically",
    "sample schedule:\nmetformin 500 mg\nlisinopril 10 mg\nformat it",
    "ibuprofeno 400 mg\nparacetamol 1 g\n¿cuál es más fuerte?",
    # budgets without debts
    "my monthly budget:\nrent | 900\nfood | 300\nsavings | 200\nmake a chart",
    "budżet domowy: czynsz 2500 zł, jedzenie 1200 zł - zrób wykres",
    "what I owe you for the pizza is 12, right?",
    # forms without a filled-in value, values not in a form
    "what does the field \"religion:\" on the visa form mean?",
    "Fragebogen: Religion: ____ - muss ich das ausfüllen?",
    "in the form I put my new address - is that ok?",
    "dx = x2 - x1\ndy = y2 - y1\nfix my code",
    "{\"patient\": \"John Doe\", \"dx\": \"asthma\", \"test\": true} - sample fixture for unit tests",
    # dated lists of ordinary events
    "my diary:\n03/02 he brought flowers\n10/02 we went to the cinema",
    "Protokoll der Sitzung: 02.03. Kassenbericht, 09.03. Wahl des Vorstands",
    "journal : 02/04 il a appelé, 09/04 il a envoyé le devis - mets en ordre",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", GREEN)
def test_module_stays_silent_on_green(text: str) -> None:
    assert find_pasted_records(text) == [], text


def test_finding_kinds() -> None:
    assert find_pasted_records("día 40 sin alcohol - mi tabla")[0].kind.value == "health"
    assert find_pasted_records("mis deudas:\nacreedor | importe\nCofidis | 3.200 € impagado")[0].kind.value == "finance"
    assert find_pasted_records("log for my lawyer:\n01/02 he hit me\n08/02 he threatened me")[0].kind.value == "relationship"
