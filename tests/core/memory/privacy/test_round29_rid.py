"""Round 29 (rid): identifiers that stayed green because of whose they were taken to be (sentences written for these
tests, none taken from a benchmark file).

Classes:
- A a personal account given TO an organisation: the organisation asks for it, pays a salary, a pension or a
  refund onto it, or it is said to be "in my name" - while an agency, an employer or a company stands in the
  sentence (given_accounts.py; numbers.py read the organisation's word as the account's owner; "a firm but polite
  letter" read the adjective as a firm);
- B a sole trader's number: the seller named as a person's given name, surname and trade with no comma between
  (a header line, a YAML field, a JSON value), the one-person cue written as a field name or a regime
  ("entreprise_individuelle:", "ust_id:"), or the number given with no key word after the writer says they trade
  alone (a SIRET, a SIREN, a NIP by its check digits) (sole_trader_ids.py, documents.py);
- C phones: a number a named person or a relative gave the writer, written on a receipt, a ticket, a bill - the
  paper's word read as the number's thing (given_numbers.py); a Russian mobile in its 8-prefixed national form
  after "личный" (phones.py);

RED: green on the base (5af20ac), red now. GREEN: twins of the same surface (the organisation's own account,
presented as theirs), green on the base and now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A: asked for, for a salary or a refund, held "in my name"
    "The letting agency should only use GB84 BARC 3091 9453 6056 49, in my name, for the refund.",
    "The company wants the account for payroll: GB84 BARC 3091 9453 6056 49. Can you draft the email to HR?",
    "The agency keeps sending my refund elsewhere. Write them a firm letter: the only account to use is GB84 BARC 3091 9453 6056 49, in my name.",
    "La empresa nueva me pide la cuenta para la nómina: ES02 6043 2759 1406 8634 4944.",
    "La empresa necesita la cuenta para la nómina, es ES02 6043 2759 1406 8634 4944. ¿Cómo se lo digo a RRHH?",
    "La inmobiliaria debe usar solo ES02 6043 2759 1406 8634 4944, a mi nombre.",
    "Die Firma will die IBAN fürs Gehalt haben: DE74 5242 5186 2667 4925 34. Schreib mir bitte die Mail an die Personalabteilung.",
    "Die Agentur braucht eine Bankverbindung für die Lohnabrechnung: DE74 5242 5186 2667 4925 34.",
    "Die Agentur soll nur DE74 5242 5186 2667 4925 34 nutzen, auf meinen Namen. Schreib einen höflichen Brief.",
    "L'entreprise me demande un RIB pour la paie : FR36 2275 3103 4702 3120 6333 835.",
    "La société veut un IBAN pour le virement du salaire : FR36 2275 3103 4702 3120 6333 835.",
    "L'agence ne doit utiliser que FR36 2275 3103 4702 3120 6333 835, à mon nom. Écris une lettre ferme.",
    "Firma chce numer rachunku do wynagrodzenia: PL91 8159 9418 5660 0173 5175 9863, napisz maila do kadr.",
    "Kadry w firmie proszą o rachunek do pensji: PL91 8159 9418 5660 0173 5175 9863.",
    "Фірма просить рахунок для зарплати: UA31 7236 6983 8644 8367 8244 9769 1.",
    "Агенція має використовувати лише UA31 7236 6983 8644 8367 8244 9769 1, на моє ім'я.",
    "Нова компанія просить реквізити для зарплати: UA31 7236 6983 8644 8367 8244 9769 1.",
    # B: sole traders' numbers in headers, configs and sentences
    "Is this JSON fine for my invoicing app?\n{\"seller\": {\"name\": \"Oliver Grant Carpentry\", \"vat\": \"GB980780684\"}}",
    "Prowadzę JDG i wystawiam pierwszą fakturę, mój numer to 819-093-78-65. Co jeszcze musi się znaleźć na fakturze?",
    "Konfiguracja generatora faktur:\nwystawca:\n  nazwa: Joanna Wrona Tłumaczenia\n  nip: 555-979-71-14",
    "Popraw nagłówek, jestem na jednoosobowej działalności:\nSprzedawca: Marek Sowa Usługi Elektryczne\nNIP: 819-093-78-65",
    "Prüf mal die YAML für mein Rechnungsprogramm:\nabsender:\n  name: Lena Vogt Grafikdesign\n  ust_id: DE273900009",
    "Vérifie ma config :\nentreprise_individuelle:\n  nom: Claire Morel\n  siren: 393 363 387\n  regime: micro-BNC",
    "Je suis micro-entrepreneur depuis mars ; l'INSEE m'a envoyé mon numéro, 393 363 387. Je le mets où sur le devis ?",
    "Je suis auto-entrepreneuse (couture) et une cliente veut une facture. L'Urssaf m'a attribué 423 159 425 94724. Que mettre d'autre ?",
    # C: phones given by a named person or a relative on a paper, and "личный"
    "Сделай подпись короче:\nС уважением,\nОльга Петрова\nличный: 89161234578",
    "Мой личный 89129117108, рабочий не пиши.",
    "J'ai revu Camille au marché et elle m'a noté son numéro sur un ticket de caisse. 06 12 48 73 95. Rappelle-moi de l'appeler.",
    "Ma voisine m'a laissé son numéro au dos d'un ticket de métro : 06 12 48 73 95.",
    "Ran into Maria at the bakery and she wrote her number on the back of my receipt: 07700 912 345.",
    "Mi vecina me apuntó su número en el ticket de compra: 612 48 73 95.",
]

GREEN: list[str] = [
    # A2: the organisation asks for a payment onto its own account (the lead, after the merge: two development false reds)
    "Wspólnota mieszkaniowa prosi o przelew na rachunek wspólnoty PL67 1020 5561 1111 2222 3333 4444 do 10. dnia miesiąca.",
    "Магазин просить сплатити на рахунок UA74 3052 9900 0002 6007 2335 6600 1, одержувач ТОВ \"Світ\". Це нормально?",
    "The school asks for payment to the account PL67 1020 5561 1111 2222 3333 4444 before the trip.",
    # A: the organisation's account, presented as theirs
    "The agency sent their bank details: GB84 BARC 3091 9453 6056 49. Do I pay the deposit there?",
    "Our company account for client payments is GB84 BARC 3091 9453 6056 49.",
    "The firm's payroll account is DE74 5242 5186 2667 4925 34, salaries go out on the 25th.",
    "La empresa me pide que pague la formación en su cuenta ES02 6043 2759 1406 8634 4944.",
    "Die Firma hat uns ihre Bankverbindung geschickt: DE74 5242 5186 2667 4925 34, bitte bis Freitag zahlen.",
    "L'agence immobilière donne son RIB pour le dépôt de garantie : FR36 2275 3103 4702 3120 6333 835.",
    "Firma podała swój rachunek do przelewu za fakturę: PL91 8159 9418 5660 0173 5175 9863.",
    "Компанія надіслала свій рахунок для оплати: UA31 7236 6983 8644 8367 8244 9769 1.",
    # B: a company's number presented as the company's, or a thing's number beside a sole trader
    "Sprawdź YAML:\nsprzedawca:\n  nazwa: Wilk Design Sp. z o.o.\n  nip: 819-093-78-65",
    "Nagłówek faktury:\nBudmax Polska S.A.\nNIP 5559797114",
    "Is this JSON fine?\n{\"seller\": {\"name\": \"Grant Joinery Ltd\", \"vat\": \"GB980780684\"}}",
    "Prüf die YAML:\nabsender:\n  name: Vogt Medien GmbH\n  ust_id: DE273900009",
    "Vérifie :\nsociete:\n  nom: Morel Conseil SARL\n  siret: 423 159 425 94724",
    "Je suis micro-entrepreneur ; mon fournisseur Bricoplus SAS a le SIRET 423 159 425 94724.",
    "Je suis auto-entrepreneur, ma commande 423 159 425 94724 est partie hier.",
    "Prowadzę JDG, a zamówienie ma numer 819-093-78-65?",
    # C: the paper's own number, or nobody's
    "Un inconnu m'a laissé son numéro sur un ticket de caisse : 06 12 48 73 95.",
    "Le numéro du ticket de caisse est 06 12 48 73 95, c'est pour le remboursement.",
    "Numer paragonu to 512 759 002.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)
