"""Round 20 (helper rzuw: identifiers and identity in everyday messages, typed fast or written at length).

- numbers.py: a card after an order or a purchase word, named by the card word in any case ("kartą", "картой");
- own_values.py: "my (private) NIP" beside a tax office; the writer's own IBAN given for an invoice; the account an
  office pays the writer's refund into; the number a hotline is to call the writer back on, or the
  writer's number named so beside a public body's line ("podaj im mój numer ...");
- identity.py: a birth abbreviation typed without its dot ("ur 14.03.1961", "geb 12.04.1949", "нар 05.06.1987");
- org_payee_accounts.py: an association's, a school's, a web host's account given for paying it;
- sample_mentions.py: an account or an ID the message calls an example; partial.py: "починається на +380 67";
- own_values.py: a professional's tax number on their invoice; a customer number quoted as a transfer's reference;
- phones.py: a public library's or post office's line; org_context.py: Polish "ma" (has) is no owner ("apteka ma numer");
- sample_figures.py: a sample budget for a class, a masked account number, a bet over a factual question.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    'zadzwoń do ZUS i podaj im mój numer 601 234 567 do kontaktu',
    'el ayuntamiento me llamará, mi número es 612 345 678',
    'Я оплатил заказ картой 5141 5920 6611 2579, деньги списали дважды',
    'ZUS pyta o mój prywatny NIP 2040654677, a ja mam też firmowy',
    'my client needs my IBAN for the invoice: DE16968664071975334756',
    'The Vodafone customer service line 191 promised to call me back on +44 7911 123456 today',
    'Die Hotline der Telekom will mich unter +49 151 23456789 zurückrufen',
    'el servicio de atención al cliente quedó en llamarme al +34 612 345 678',
    'горячая линия обещала перезвонить на +7 916 123-45-67',
    'tomasz nowak ur 03.11.1958 – dopisz do listy',
    'Klaus Becker geb 12.04.1949, bitte ins Formular',
    'Олена Коваль нар 05.06.1987, внеси в анкету',
    'maria lopez nac 21/09/1990, apúntala',
    'la hotline Orange au 3900 doit me rappeler au 06 12 34 56 78',
    'infolinia PKO 800 302 302 ma oddzwonić na mój numer 601 234 567',
    'гаряча лінія 0800 500 500 обіцяла передзвонити мені на 067 123 45 67',
]

GREEN = [
    'apteka na rogu ma numer 22 826 00 00',
    'Stadtbücherei Telefon 030 9018 3000, wann offen?',
    'biblioteka miejska tel. 22 555 66 77 – do której czynna?',
    'na rachunku od księgowej jest jej NIP 3286217707, czy faktura bez VAT jest ok?',
    'Auf der Rechnung meiner Anwältin steht ihre Steuernummer 143/815/08155 – muss das so sein?',
    'Stadtwerke: Verwendungszweck Kundennummer 5521873, Betrag 84 €',
    'tytułem: numer klienta 5521873 – przelew do gazowni',
    "For a workshop on money I'm writing a sample budget: £1,900 income, £700 rent, £250 food. Can you finish it?",
    'Für einen Kurs brauche ich ein Musterbudget: 2.400 € netto, 800 € Miete, 300 € Essen. Ergänze bitte den Rest.',
    'Ile goli strzelił Lewandowski w 2021? Kłócimy się z tatą.',
    'el colegio de mi hija nos da su cuenta ES7000491500010512345678 para la excursión',
    'our broadband provider asks us to pay into their account GB18NWBK55828140835638',
    'w dokumentacji API jest przykładowy rachunek 53 8472 2240 9125 4351 2441 2417, jak go zwalidować?',
    'Pour un cours je montre le NIR avec un exemple inventé, par exemple 2 69 05 49 588 157 80',
    'Хтось дзвонить з номера, що починається на +380 67, і кидає трубку',
    'iban de l asso des parents FR2903687366848949174527372 pr la kermesse',
    'la academia de mi hija da su cuenta ES7000491500010512345678 para la matrícula',
    'the IBAN of our football club GB18NWBK55828140835638 for subs',
    'our web host wants us to pay into their account GB18NWBK55828140835638',
    'w instrukcji jest przykładowy rachunek 53 8472 2240 9125 4351 2441 2417, jak go zwalidować?',
    'the tutorial uses a sample account 53 8472 2240 9125 4351 2441 2417',
]


@pytest.mark.parametrize("text", RED)
def test_round20_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_round20_green(text: str) -> None:
    assert not detect(text).is_red, text
