"""Round 38, rformat: values and persons typed in unusual formatting.

- Markdown's quote and bold markers (markdown_marks.py): a name and address block quoted line by line
  ("> **Name**" / "> street" / "> postcode city") is read as the plain block is; a firm's or an office's block, a
  template's placeholder person and bold around harmless figures stay green.
- Odd separators (odd_separators.py): a birth date after its cue with "_" or "·" between its parts or with a Roman
  month is a date of birth; digit groups parted by middle dots are read as spaced. Dates of anything else, and too
  few digits, stay as typed.
- A spelled-out e-mail whose at-word stands in brackets ("(ät)", "(собака)", "(собачка)") in every language.
"""

from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

QUOTED_BLOCKS = [
    "> **Zofia Wawrzyniak**\n> ul. Kasztanowa 22/5\n> 60-321 Poznań\nsformatuj jako nadawcę na paczkę",
    "> **Marek Dąbrowski**\n> ul. Polna 7\n> 05-500 Piaseczno\nzrób z tego ładną etykietę",
    "> **Jonathan Pryce-Evans**\n> 42 Thornbury Close\n> Bristol BS7 9QL\nturn this into a sender label",
    "> **Amelia Hartley**\n> Flat 2, 15 Quarry Lane\n> Sheffield S11 8AB\ncan you lay this out for an envelope?",
    "> **Claudia Neumann**\n> Ahornstraße 4\n> 79100 Freiburg\nals Absenderzeile formatieren, bitte",
    "> **Tobias Fenske**\n> Gartenstraße 31b\n> 04109 Leipzig\nmach daraus ein Adressetikett",
    "> **Lucía Orozco Serrano**\n> C/ Cerezo 18, 1º dcha.\n> 28039 Madrid\nponlo como remitente del sobre",
    "> **Mathilde Garnier**\n> 7 rue des Capucins\n> 31000 Toulouse\nmets ça en forme d'adresse d'expéditeur",
    "> **Коваленко Ірина Степанівна**\n> вул. Франка, 15, кв. 3\n> Тернопіль, 46001\nоформи як адресу відправника",
    "> **Петров Сергей Николаевич**\n> ул. Лесная, 9, кв. 41\n> Самара, 443011\nоформи как адрес отправителя",
]

QUOTED_GREEN = [
    "> **Bäckerei Sommer GmbH**\n> Hauptstraße 5\n> 80331 München\nbitte als Absender formatieren",
    "> **Acme Widgets Ltd**\n> Unit 4, 12 Harbour Road\n> Leeds LS6 2QT\nformat this as a return address",
    "> **Max Mustermann**\n> Musterstraße 1\n> 12345 Musterstadt\nist das Format so richtig?",
    "> **Jan Kowalski**\n> ul. Przykładowa 1\n> 00-000 Miasto\nto wzór z szablonu, popraw formatowanie",
    "> **Urząd Skarbowy Kraków-Krowodrza**\n> ul. Wrocławska 20\n> 30-006 Kraków\nsformatuj to jako adres urzędu",
    "The total was **1 250 €** and the **invoice 2024/17** is paid",
    "> **Note:** the meeting moved to 14:30 in room 12",
    "**Schritt 3:** 250 g Mehl und 2 Eier verrühren",
]

ODD_BIRTHS = [
    "para la abuela: Carmen Ruiz Prieto, nac. 04_08_1941 — ¿dónde lo pongo?",
    "wpisz tatę: Zdzisław Górski, ur. 27_01_1950, do której rubryki?",
    "wniosek dla babci: Irena Kaczmarczyk, ur. 3/VI/1939",
    "Antrag für Oma: Hildegard Sauer, geb. 19·05·1938 — wohin damit?",
    "Formular für meinen Vater: Rüdiger Holm, geb. 7.IX.1949",
    "for my mum: Patricia Doyle, d.o.b. 02_10_1955, which field?",
    "pour mon père : Bernard Lefèvre, né le 15/XI/1947 — quelle ligne ?",
    "для діда: Петро Семенович Гнатюк, нар. 11·03·1936 — куди вписати?",
    "анкета для деда: Виктор Ильич Соболев, дата рождения 23/VIII/1944",
]

ODD_DATES_GREEN = [
    "Spotkanie przełożone na 12/IV/2026, sala 3.",
    "Termin beim Amt am 03_11_2026 — was muss ich mitbringen?",
    "the file is called scan_03_11_1944.pdf, how do I rename it?",
    "Rechnung vom 14·09·2025 über 80 €",
    "Kapitel IV, Seite 12, Absatz 3",
]

DOTTED_PHONES = [
    "llámame al 655·31·27·84 cuando llegues",
    "appelle-moi au 07·81·44·62·19 ce soir",
    "позвони мне: 8·(916)·432·18·07",
    "ring me at 07911·123·456 tonight",
]

DOTTED_GREEN = [
    "the triangle's sides are 3·4·5",
    "the dish costs 12·50 at lunch",
    "Sitzung am 14·09·2026 um 10 Uhr",
]

SPELLED_MAILS = [
    "Sag dem Vermieter, er soll an sabine.kraus (ät) web (punkt) de schreiben",
    "пусть управляющая пишет на oleg.morozov71 (собака) mail (точка) ru",
    "нехай школа пише на olena.bondar (собачка) ukr (крапка) net",
    "нехай пишуть на ivan.hrytsenko (собака) gmail (крапка) com",
    "pisz na anna.wrona [małpa] onet (kropka) pl",
]

SPELLED_GREEN = [
    "Wie spricht man das (ät)-Zeichen auf Deutsch aus?",
    "Почему знак @ называют (собака)?",
]


@pytest.mark.parametrize("text", QUOTED_BLOCKS)
def test_a_quoted_name_and_address_block_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and any(f.reason == "name with home address" for f in v.findings), v


@pytest.mark.parametrize("text", QUOTED_GREEN)
def test_a_firm_a_placeholder_or_bold_figures_stay_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


@pytest.mark.parametrize("text", ODD_BIRTHS)
def test_a_birth_date_with_odd_separators_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and any("birth" in f.reason for f in v.findings), v


@pytest.mark.parametrize("text", ODD_DATES_GREEN)
def test_other_dates_with_odd_separators_stay_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


@pytest.mark.parametrize("text", DOTTED_PHONES)
def test_a_phone_with_middle_dots_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and any(f.reason == "phone number" for f in v.findings), v


@pytest.mark.parametrize("text", DOTTED_GREEN)
def test_few_digits_or_a_date_with_middle_dots_stay_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


@pytest.mark.parametrize("text", SPELLED_MAILS)
def test_an_email_with_its_at_word_in_brackets_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and any(f.reason == "e-mail address" for f in v.findings), v


@pytest.mark.parametrize("text", SPELLED_GREEN)
def test_the_at_word_talked_about_stays_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


def test_spans_stay_on_the_text_as_typed() -> None:
    text = "> **Zofia Wawrzyniak**\n> ul. Kasztanowa 22/5\n> 60-321 Poznań\nsformatuj jako nadawcę"
    f = next(f for f in detect(text).findings if f.reason == "name with home address")
    assert "Wawrzyniak" in text[f.start:f.end] and "Kasztanowa" in text[f.start:f.end]
    text = "llámame al 655·31·27·84 cuando llegues"
    f = next(f for f in detect(text).findings if f.reason == "phone number")
    assert text[f.start:f.end] == "655·31·27·84"


VALUE_THEN_LABEL = [
    "DE283640178 (meine USt-IdNr als Freiberufler) — muss die auf die Rechnung?",
    "FR40303265045 (mon numéro de TVA, auto-entrepreneur) — je le mets où ?",
    "PL5260250274 (mój NIP UE, jednoosobowa) — czy musi być na fakturze?",
    "GB123456782 (my VAT number, sole trader) — does it go on every invoice?",
]

VALUE_THEN_LABEL_GREEN = [
    "DE811569869 (USt-IdNr. von Siemens) — stimmt die?",
    "4006381333931 (EAN vom Joghurt) — was bedeutet das?",
    "iPhone 15 (128 GB, blue) — worth it?",
]


@pytest.mark.parametrize("text", VALUE_THEN_LABEL)
def test_a_value_named_after_it_in_brackets_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and v.findings[0].start == 0, v


@pytest.mark.parametrize("text", VALUE_THEN_LABEL_GREEN)
def test_a_firm_s_or_a_product_s_value_named_in_brackets_stays_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


CALLED_POLITELY = [
    "llamadnos al 655 312 784 cuando salgáis",
    "llamadnos al 655312784, estaremos en casa",
]

CALLED_GREEN = [
    "llamadme cuando lleguéis, el pedido es 612313420",
    "llámenme la atención si me equivoco en el paso 3",
]


@pytest.mark.parametrize("text", CALLED_POLITELY)
def test_a_number_after_a_plural_or_polite_call_is_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red" and any(f.reason == "phone number" for f in v.findings), v


@pytest.mark.parametrize("text", CALLED_GREEN)
def test_the_call_word_alone_leaves_an_order_number_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


SPACED_BARCODES = [  # (thin spaces, as copied from a label or a PDF)
    "código de la leche: 841\u2009127\u2009002\u2009613\u20093 — ¿qué significa el 841?",
    "kod z jogurtu: 590\u2009123\u2009412\u2009345\u20097 — co znaczy 590 na początku?",
]


@pytest.mark.parametrize("text", SPACED_BARCODES)
def test_a_spaced_barcode_named_as_a_code_stays_green(text: str) -> None:
    assert detect(text, region="ES").label == "green", detect(text, region="ES")


def test_a_phone_before_a_code_stays_red() -> None:
    assert detect("llámame al 612 345 678, el código del portal es 4 5", region="ES").label == "red"
