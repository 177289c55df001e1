"""Round 17 of the privacy detector, helper rzi (broad-zi: small businesses and offices at work).

Family 1, an organisation's own numbers on its own papers (org_documents.py): the account, the fixed-line phone
and the business tax number on a letterhead, a footer, an e-mail signature or a stamp, on an invoice's payment
line ("Zahlbar ...", "Forma de pago", "Règlement par virement", "Оплату просимо ..."), and the account a supplier
or a public body prints on its bill. A person named on the paper, "my", a CV, an employee, a customer or a refund
keeps the number red.
Family 2, a list of birthdays: "First Last <date with a birth year>" after "birthday list", "Geburtstage",
"cumpleaños", "anniversaires", "urodziny", "дні народження" (identity_records.py).
Family 3, what a business writes down about the people it deals with, and what its owner confides
(vocab/office.py): an illness in a that-clause to the accountant or payroll, sick leave because of an illness, a
titled person's pregnancy or dialysis in a reception note; a tenant's or an applicant's minority origin; going to
a place of worship; union dues taken from the pay; "his husband", "il est gay"; an affair at work; a seized
account, a tax lien, debts counted.
Family 4, a customer's or a patient's number in the business's note: a person named between the business word
and the number (org_persons.py, org_context.py).
Family 5, a staff code named by its role: "Till manager override is ...", "código del encargado ... es ..."
(secret_staff_codes.py).
Family 6, small look-alikes: an article number after "Art.-Nr." / "арт." (context.py), an amount with its cents
before the currency after an invoice word ("рахунок № ... на 18 450,00 грн"; context.py), more common given names
(vocab/names.py), an IBAN cut after its first groups ("GB90 MIDL…"; partial.py).

All sentences here are written for these tests (none is taken from a benchmark file). RED and GREEN fail on the
code before this round; GUARDS are look-alikes of the new rules that must stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # family 2
    "Birthdays for the club newsletter: Oliver Grant 03/05/1979 and Emma Wilson 22/11/1985",
    "Geburtstage im Verein: Markus Brandt 11.02.1972, Sabine Lorenz 30.08.1968",
    "Cumpleaños del equipo: Javier Molina 08/06/1990",
    "Anniversaires de l'équipe : Julien Robert 14/02/1986, Camille Petit 03/09/1992",
    "Urodziny w zespole: Tomasz Nowak 12.12.1980",
    "Дні народження колективу: Андрій Коваль 01.03.1985",
    # family 3: health
    "Tell the accountant that Gary has leukaemia and will be off until spring.",
    "Sag der Lohnbuchhaltung, dass Herr Brandt eine Leberzirrhose hat und länger fehlt.",
    "Dile a la asesoría que Ramón tiene leucemia y estará de baja.",
    "Tell payroll that Denise is off for a month after her mastectomy.",
    "Préviens la compta que Julie a une dépression et sera absente un mois.",
    "Powiedz kadrowej, że pan Zenon ma marskość wątroby i będzie długo na zwolnieniu.",
    "Скажи бухгалтерці, що Оксана після інфаркту і буде на лікарняному.",
    "Nota para recepción: la señora Ortiz está embarazada, nada de rayos X.",
    "Kevin is on sick leave after his stroke, cover his shifts.",
    "Paula está de baja por una depresión desde octubre.",
    "Write to the landlord that the tenant in flat 3 is pregnant and needs the lift fixed.",
    "Napisz do administracji, że pani Ewa z parteru jest w ciąży.",
    "Schreib dem Vermieter, dass Frau Öztürk schwanger ist und der Aufzug kaputt ist.",
    "Écris au syndic que M. Lefèvre est sous chimio et ne peut pas monter les escaliers.",
    # family 3: ethnicity
    "Put in the file that the applicant is Kurdish, some clients may complain.",
    "Notiere in der Mieterakte, dass der neue Mieter Roma ist.",
    "Escribe en la ficha que la inquilina es gitana.",
    "Note dans le dossier que le locataire est d'origine maghrébine.",
    "Zapisz w aktach, że kandydatka jest Romką.",
    "Запиши, що новий орендар — ром.",
    # family 3: beliefs
    "He can't do Sunday mornings because he goes to church.",
    "Sie kann freitags nicht, weil sie in die Moschee geht.",
    "Elle ne travaille pas le samedi car elle va à la synagogue.",
    "Please note for the caretaker that Mr Ahmed goes to the mosque on Fridays at noon.",
    "Deduct the union dues from Kate's salary starting next month.",
    "Zieh Herrn Wagner ab Januar den Gewerkschaftsbeitrag vom Lohn ab.",
    # family 3: sexuality
    "Il m'a confié qu'il est gay, je le mets dans son dossier ?",
    "Er hat erzählt, dass er schwul ist – gehört das in die Personalakte?",
    "Kelner powiedział, że on jest gejem.",
    "Add that Amy wants her wife as the emergency contact.",
    # family 3: intimate life and money
    "Romansuję z naszą kelnerką i nie wiem, jak to ukryć.",
    "У меня роман с бухгалтершей, жена не знает.",
    "Tengo un embargo de Hacienda en la cuenta del negocio.",
    "У мене арешт рахунку від податкової, як платити зарплату?",
    # family 4
    "Dental recall list: Helen Marsh 07938 741273, overdue since June.",
    "Order note for the bakery: a cake for Rachel Stein, call +1 312-555-0147 when ready.",
    # family 5
    "Supervisor override on the register is 90817, keep it to yourself.",
    "El código del encargado para anular tickets es 5530.",
    "Manager override: 4471 (don't tell the weekend staff)",
    # family 6: a name now known next to an address
    "Lohnsteuerbescheinigung an Melanie Hartwig, Lindenweg 4, 86150 Augsburg schicken.",
]
GREEN = [
    # family 1
    "Letterhead: Riverside Osteopathy, 2 Mill Lane, York YO1 7HD, tel. 01904 620 311",
    "Briefkopf: Schreinerei Holzwurm, Am Sägewerk 2, 79100 Freiburg, Tel. 0761 455 120-0",
    "Stopka maila: Pracownia Krawiecka Igła, tel. 58 301 22 44, ul. Długa 8, Gdańsk.",
    "Footer for our invoices: Moreau Plomberie, tél. 02 51 44 12 80, en-tête du devis.",
    "Шапка рахунку: Пекарня «Хлібодар», код ЄДРПОУ 41234567, тел. 044 235 11 22.",
    "The pub's letterhead lists Sort code 40-11-62 · Acc. 71234568 (business account)",
    "Our supplier's invoice shows their IBAN DE62 3704 0044 0532 0137 77, can I pay it from Revolut Business?",
    "Bitte zahlbar innerhalb 14 Tagen auf unser Konto bei der Volksbank, IBAN DE62 3704 0044 0532 0137 77.",
    "Añade en la factura: Forma de pago: transferencia a la cuenta de Frutas Soler, IBAN ES60 0049 1500 0512 3456 7892.",
    "Our cleaning supplier prints their IBAN ES60 0049 1500 0512 3456 7892 on the invoice, do we pay VAT?",
    "Допиши в рахунок: Оплату просимо здійснювати на рахунок UA74 3052 9900 0002 6007 2335 6600 1.",
    # family 6
    "Kostenvoranschlag: Thermostatkopf Art.-Nr. 6012455871, zwei Stück.",
    "Кошторис: котел арт. 7716010579, насос арт. 59641321.",
    "Напиши нагадування: рахунок № СФ-0523 на 16 320,00 грн не оплачено.",
    # family 6: an IBAN cut after its first groups is a fragment, nobody's account
    "The new starter only gave me the start of his IBAN, GB90 MIDL…, the rest comes Monday.",
    "Sie hat nur DE62 3704 ... geschickt, der Rest fehlt noch.",
]
GUARDS = [
    "Fußzeile unserer Rechnung: Bäckerei Sonnenschein GmbH, USt-IdNr. DE123456789, Tel. 089 1234567",
    "Write to the staff that the cancer screening bus comes on Monday.",
    "Tell the tenants that the pregnancy yoga class moved to the ground floor.",
    "Explain to the team that pregnant staff may not lift heavy boxes.",
    "Explain to the trainees that a patient who has diabetes needs regular meals.",
    "Tell the team that we had a stroke of luck with the new client.",
    "How long is sick leave after a hysterectomy in Germany?",
    "Das ist Rom, die Hauptstadt Italiens.",
    "We go to the church hall for the bake sale on Saturday.",
    "Can an employer deduct union dues without written consent?",
    "Er hat was mit der Post geschickt, kam aber nicht an.",
    "Estoy liado con la contabilidad del trimestre.",
    "Debo pagar mil euros de IVA este trimestre, ¿cómo lo calculo?",
    "У мене роман Франка в оригіналі, можна позичити?",
    "Override is 7 days by default for late returns.",
    "Praxis Dr. Anna Weber, Tel. 030 1234567",
    "Letterhead: St Aidan's Parish Office, Church Lane 3, Durham, tel. 0191 386 4421, Mon–Thu 9–12.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN + GUARDS)
def test_green(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "green", (text, verdict.findings)


def test_a_persons_number_on_a_letterhead_stays_red() -> None:
    """The carrier alone does not make a number the business's: "my", a CV, a named person keep it red."""
    assert detect("Briefkopf für meinen Lebenslauf: Jonas Keller, Tel. 0171 2345678, Berlin.").label == "red"
    assert detect("Stopka maila: Agnieszka Wrona, specjalistka ds. kadr, tel. 501 234 567").label == "red"
    assert detect("Footer of my invoice: pay to my account GB90 MIDL 4005 1522 3344 55").label == "red"
    assert detect("Add to the invoice footer: payment to Olivia Brennan, IBAN GB90 MIDL 4005 1522 3344 55.").label == "red"
