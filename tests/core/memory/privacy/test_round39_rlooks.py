"""Round 39, rlooks: identifiers in unusual frames, and look-alikes the message says are invalid.

- a Telegram bot token in a README about to be published is the writer's bot, whatever "example" says (sample_mentions.py);
- a card's four groups followed by "two times" / "dos veces" is still the card: the count is no dictated digit
  (counted_words.py);
- a developer's validator or regex shown a value that REALLY fails its check, said so, is no one's (failed_checks.py,
  checked_values.py); one that passes stays red;
- a ten-digit ИНН of a non-profit (АНО, ТСЖ, фонд, товарищество) is an organisation's (numbers.py);
- the forms' filler address ("1 Any Street, Anytown") makes John Smith the form's sample (mockup_persons.py);
- a social-insurance number's key word names the document: a contract in the list item before it is no label of it
  (insurance_numbers.py); "el CIF de mi sociedad" is the writer's company's (documents.py, identifiers.py);
- an account typed INTO a site ("wpisanie konta ... na stronie", "auf der Seite eingeben") is the writer's (numbers.py).
All sentences are written for this test, not taken from the data files.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # bot tokens in a README or a config about to go public
    "Wrzucam repo na GitLaba, czy ten przykład konfiguracji jest czytelny?\nTG_TOKEN=7733519402:AAFq9kLmZ2xWv8RtYp3nBc6dHs1jKe4gQoU\nnode index.js",
    "Pushing my bot's README now, is the example section clear?\nTELEGRAM_BOT_TOKEN=6120984417:AAGx7pQ2mRk9LsV3tWz8yN1cB5dF4hJ6eKu",
    "Ich lade das README hoch, ist das Beispiel verständlich?\nBOT_TOKEN=5829104736:AAHw3eRt7yUi9oPa2sDf6gHj1kLz8xCv5bN",
    "Je publie le README, l'exemple est clair ?\nTELEGRAM_TOKEN=6482019374:AAJk2lZx5cVb8nMq1wEr4tYu7iOp3aSd6fG",
    # a card's groups and a count said after them
    "Reclamación: me cargaron en la tarjeta 4539 1488 0343 6467 dos veces la misma cuota.",
    "I was charged on card 4539 1488 0343 6467 two times for one ticket",
    "Die Karte 4539 1488 0343 6467 zwei mal belastet, bitte formulier die Beschwerde",
    "obciążyli kartę 4539 1488 0343 6467 dwa razy za ten sam bilet",
    "з картки 4539 1488 0343 6467 два рази списали за одне замовлення",
    "с карты 4539 1488 0343 6467 два раза списали за один заказ",
    "Avis : ils ont prélevé la carte 4539 1488 0343 6467 trois fois pour un seul billet.",
    # a value that passes its check stays red, whatever the message says of it
    "Mi validador acepta el DNI 59081935H aunque la letra no cuadra. ¿Dónde está el fallo?",
    "My validator lets NHS number 492 212 1676 through. It shouldn't, the check digit is wrong.",
    "Мой валидатор пропускает ИНН 666588527331, хотя контрольные цифры неверные.",
    "Mój walidator odrzuca mój PESEL 91062586008, cyfra kontrolna się nie zgadza?",
    # an ИНН said as one's own or a sole trader's
    "мой ИНН 9754390951, куда писать?",
    "ИНН ИП Петрова 9754390951",
    # a real person with a real address
    "My neighbour John Smith, 14 Elm Street, Bristol BS3 4QT, born 03/05/1980 needs a letter.",
    # a social-insurance number in a list item after a contract's
    "checklist nuevo empleo: contrato firmado, num de la seg social 28 4619073 52, foto carnet",
    "contrat signé, n° sécu 1 85 05 78 006 084 36, RIB pour le salaire",
    # the writer's own company's CIF
    "para la gestoría: facturas del trimestre, modelo 303, el CIF de mi sociedad B19487743, extractos del banco",
    # an account typed into a site
    "Czy wpisanie konta PL92 6029 0878 4241 5568 3042 6624 na stronie do zwrotu nadpłaty jest bezpieczne?",
    "Is it safe to enter the account DE67 3704 0044 5916 4961 03 on their website for the refund?",
    "Soll ich die IBAN DE67 3704 0044 5916 4961 03 auf der Seite für die Rückerstattung eingeben? Ist das sicher?",
]

GREEN = [
    # the Bot API docs' and a tutorial's sample tokens
    "sample token from the vendor docs: 110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
    "In the tutorial the example bot token is 987654321:AAGk3LmQ9pX2vR7tZ5wY8nB4cD6fH1jK3sA",
    # values a developer's code or a test set shows failing their check
    "Mi validador acepta el DNI 17784483Q aunque la letra no cuadra. ¿Dónde está el fallo?",
    "My validator lets NHS number 416 104 2648 through. It shouldn't, the check digit is wrong.",
    "Мой валидатор пропускает ИНН 643616565836, хотя контрольные цифры неверные.",
    "datos de prueba: el DNI 17784483Q tiene mal la letra y tiene que rechazarse",
    "test data for the clinic form: this invalid one 416 104 2648 must be rejected by the mod 11 check",
    # a non-profit's ИНН
    "ИНН нашего ТСЖ 9754390951, куда его вписать?",
    "ИНН нашей АНО «Рассвет» 9754390951",
    "ИНН садового товарищества 9754390951 для отчёта",
    # the form's filler person
    "On the sample application form it shows John Smith, 1 Any Street, Anytown AB1 2CD, born 01/01/1980. Fit it on A5.",
    "The leaflet shows Jane Smith, 12 Any Road, Anytown AN1 1AA as the member. Tidy the spacing.",
    # another company's CIF
    "el CIF del proveedor B19487743 para la factura",
    "el CIF de la empresa B19487743",
    # an organisation's published account
    "Fundacja ma na stronie konto PL92 6029 0878 4241 5568 3042 6624, można wpłacać.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green"


def test_count_after_card_is_not_a_digit() -> None:
    text = "Me cobraron en la tarjeta 4539 1488 0343 6467 dos veces el mismo billete."
    found = detect(text).findings
    assert [text[f.start:f.end] for f in found] == ["4539 1488 0343 6467"]
