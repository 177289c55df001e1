"""An organisation's own numbers on its own papers (round 17): the account, the phone and the tax number printed on a
letterhead, a footer, an e-mail signature or a stamp, the "pay to" line of an invoice being drafted, and the account
a supplier or a public body prints on its bill.

Small businesses ask for their papers to be drafted or checked: "Briefkopf: Physiotherapie am Markt, ... Tel. 0761
292 114-0", "Popraw stopkę faktury: ... NIP 794-245-05-34", "Ergänze auf der Rechnung: Zahlbar ... auf unser Konto
..., IBAN DE08 ...", "Forma de pago: transferencia a la cuenta de Panadería La Espiga, IBAN ES69 ...", "Our supplier
lists their IBAN ... on the invoice", "Hurtownia ma na fakturze rachunek ...". The carrier says whose numbers they
are, whatever "our" / "unser" stands near them (the business's, not the writer's private ones).

`drop_org_numbers` removes such findings (an account, a fixed-line phone, a business tax number) from the finders'
list, unless the message ties the number to a person: "my" (not "our"), a private or personal account, an
employee, a tenant, a customer, a patient, a salary or a refund. A mobile number needs a legal form beside it (a
plumber's own mobile on his letterhead stays his). Identity numbers (PESEL, Steuer-ID, RNOKPP, SSN ...) are never
dropped: only the findings whose reasons are listed below.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.org_persons import LEGAL as _LEGAL
from app.core.memory.privacy.detector.org_persons import person_named

_ACCOUNT_REASONS = frozenset(("IBAN (bank account number)", "IBAN (bank account number, misread)", "bank account number"))
_PHONE = "phone number"
_TAX = "tax identification number"

# the cheap gate: a word every carrier below contains (lower-cased text)
_GATE = ("head", "foot", "letter", "signat", "stamp", "brief", "zeile", "impressum", "stempel", "stopk", "stopc", "nagłów",
         "firmow", "pieczątk", "membrete", "pie de", "encabezado", "sello", "en-t", "pied", "tampon", "шапк", "шапц",
         "колонтитул", "бланк", "печатк", "штамп", "zahlbar", "payable", "pay to", "pago", "virement", "оплат",
         "wpłat", "płatn", "pay", "zahl", "überweis", "faktur", "invoice", "rechnung", "factur", "фактур", "накладн", "сплат",
         "счет", "счёт")

# the organisation's own block: a letterhead, a header or footer, an e-mail signature, a stamp (lower-cased text)
_HEAD = re.compile(
    r"\b(?:letterhead|(?:page |invoice |e-?mail )?(?:header|footer)s?|e-?mail signature|signature block|rubber stamp|"
    r"company stamp|briefkopf\w*|fu(?:ß|ss)zeile\w*|kopfzeile\w*|impressum|e-?mail-signatur\w*|signatur\w*|"
    r"firmenstempel\w*|stempel\w*|stopk\w*|stopc[eę]|nagłów\w*|papier\w* firmow\w*|pieczątk\w*|membrete\w*|"
    r"pie de (?:factura|p[aá]gina|firma|correo)|encabezado\w*|firma del correo|sello\w*|en-t[êe]te\w*|"
    r"pied de page|pied de facture|signature (?:de |du )?(?:mail|courriel|e-mail)|tampon\w*|шапк\w*|шапц\w*|"
    r"колонтитул\w*|бланк\w*|підпис\w* (?:листа|листів|пошти)|подпис\w* (?:письма|почты)|печатк\w*|штамп\w*)"
)
# the payment line an invoice prints: "Zahlbar ... auf", "payable to", "Forma de pago", "Règlement par virement"
_PAY_LINE = re.compile(
    r"\b(?:zahlbar\w*|bitte (?:überweisen|zahlen) sie|payable (?:to|within|by)|please (?:pay|remit)|payment details|"
    r"forma de pago|transferencia a (?:la cuenta|nuestra cuenta)|r[èe]glement (?:par virement|à)|"
    r"paiement par virement|à régler par virement|prosimy o (?:wpłatę|płatność|przelew)|płatne (?:przelewem|na)|"
    r"należność prosimy|оплату просимо|просимо (?:сплатити|оплатити|перерахувати)|оплату просим|просим оплатить|"
    r"просим перечислить)"
)
# a supplier, a wholesaler or a public body that prints the account on its bill ...
_PAYEE = re.compile(
    r"\b(?:suppliers?|wholesaler\w*|vendor\w*|lieferant\w*|gro(?:ß|ss)händler\w*|proveedor\w*|mayorista\w*|"
    r"fournisseur\w*|grossiste\w*|dostawc\w*|hurtowni\w*|постачальник\w*|поставщик\w*|оптовик\w*|"
    r"city council|town hall|gmin\w*|urz[ąęe]d\w*|finanzamt|stadtkasse|ayuntamiento|hacienda|mairie|"
    r"міськрад\w*|міськ\w* рад\w*|мері\w*|казначейств\w*|горсовет\w*|мэри\w*)"
)
# ... and a bill in the message: "on the invoice", "the supplier's invoice shows", "na fakturze", "у фактурі"
_ON_BILL = re.compile(
    r"\b(?:invoice\w*|bills?|rechnung\w*|factur\w*|faktur\w*|фактур\w*|рахун\w*-фактур\w*|сч[её]т\w*-фактур\w*|"
    r"накладн\w*|в сч[её]те|у рахунку|в рахунку|для сплати)\b"
)
# the number tied to a person: "my" (not "our"), a private account, an employee, a tenant, a customer, a salary,
# a refund, a sole trader named as a person
_PERSONAL = re.compile(
    r"\b(?:my|mine|mój|moj\w*|mein|meine|meinem|meinen|meiner|mi|mis|(?:mon|mes) (?:compte|rib|iban|num[ée]ro|portable|t[ée]l[ée]phone)|мій|моя|моє|мого|моєї|мой|моего|моей|"
    r"mir|mich|mnie|мені|мне|"
    r"private|personal|privat\w*|prywatn\w*|particular\w*|priv[ée]\w*|приватн\w*|особист\w*|частн\w*|"
    r"freelanc\w*|self-employed|sole trader|freiberufl\w*|einzelunternehm\w*|jdg|jednoosobow\w*|aut[óo]nom[oa]s?|"
    r"auto-?entrepreneu\w*|micro-?entrepreneu\w*|"
    r"employee\w*|staff|worker\w*|tenant\w*|customer\w*|client\w*|patient\w*|applicant\w*|landlord\w*|salary|"
    r"salaries|wages?|payroll|refund\w*|pracownik\w*|pracownic\w*|najemc\w*|klient\w*|pacjent\w*|wynagrodze\w*|"
    r"pensj\w*|zwrot\w*|wynajmując\w*|mitarbeiter\w*|angestellt\w*|aushilf\w*|mieter\w*|kund\w*|gehalt\w*|"
    r"erstatt\w*|vermieter\w*|emplead\w*|trabajador\w*|inquilin\w*|cliente\w*|paciente\w*|n[óo]mina\w*|sueldo\w*|"
    r"salario\w*|devoluci\w*|reembols\w*|arrendador\w*|salari[ée]\w*|employ[ée]\w*|locataire\w*|salaire\w*|"
    r"rembours\w*|bailleur\w*|працівник\w*|працівниц\w*|співробітник\w*|орендар\w*|орендодав\w*|клієнт\w*|"
    r"пацієнт\w*|зарплат\w*|повернен\w*|сотрудник\w*|арендатор\w*|арендодател\w*|клиент\w*|возврат\w*)\b"
)
# the words of a business's tax or registry number (not a person's: PESEL, Steuer-ID, RNOKPP, DNI ...)
_BUSINESS_TAX = re.compile(
    r"\b(?:nip|regon|krs|steuernummer|st\.?-?nr\.?|ust\.?-?id\w*|vat(?: (?:no|number|reg\w*))?|cif|nif(?:-iva)?|"
    r"siret|siren|tva|n° tva|ein|utr|єдрпоу|едрпоу|егрпоу|іпн платника пдв|інн платника пдв|ипн плательщика ндс|"
    r"код (?:за )?єдрпоу|пдв|ндс)\b[^\n\d]{0,24}$"
)
_PERSON_TAX = re.compile(r"\b(?:pesel|steuer-?id\w*|identifikationsnummer|idnr|рнокпп|dni|nie|nss|nir|ssn|nino)\b")
_CV = re.compile(r"\b(?:cv|lebenslauf\w*|r[ée]sum[ée]|resume|curriculum|currículum|bewerbung\w*|candidature|"
                 r"application|aplikacj\w*|резюме)\b")


def _carrier(low: str) -> tuple[bool, bool]:
    """(the message is an organisation's letterhead / footer / signature, the account is an invoice's payee's)."""
    head = _HEAD.search(low) is not None
    pay = head or _PAY_LINE.search(low) is not None or (
        _PAYEE.search(low) is not None and _ON_BILL.search(low) is not None)
    return head, pay


# (round 23) a line labelled a mobile in a person's signature: "mob. 07457 519953", "kom. 601 ...", "Handy: 0151 ..."
# (the label says what the number is, whichever country's plan reads its digits as a landline)
_MOBILE_LABEL = re.compile(r"(?<!\w)(?:mob|mobile|cell|handy|kom|komórka|tel\. kom|móvil|movil|portable|port|моб|мобільний|"
                           r"мобильный)\b\.?:?\s*$")


def drop_org_numbers(text: str, findings: list[Finding], rejected: list[tuple[int, int]],
                     mobile: Callable[[str], bool]) -> list[Finding]:
    """The findings without the organisation's own numbers (see the module's doc); the dropped spans go to `rejected`
    (so that the learned model does not take them up again). `mobile(number)`: is it a mobile number?"""
    if not any(f.reason in _ACCOUNT_REASONS or f.reason == _PHONE or f.reason == _TAX for f in findings):
        return findings
    low = text.lower()
    if not any(g in low for g in _GATE):
        return findings
    head, pay = _carrier(low)
    if not pay or _PERSONAL.search(low) or _CV.search(low) or person_named(text):
        return findings
    kept = []
    for f in findings:
        if f.reason in _ACCOUNT_REASONS:
            drop = True
        elif f.reason == _PHONE:
            drop = head and (_LEGAL.search(low) is not None or not mobile(text[f.start:f.end])) \
                and not _MOBILE_LABEL.search(low, max(0, f.start - 14), f.start)
        elif f.reason == _TAX:
            digit = next((i for i in range(f.start, f.end) if low[i].isdigit()), f.start)
            before = low[max(0, f.start - 60):digit]  # (the finding may open with its keyword: "ПДВ 4012...")
            drop = head and _BUSINESS_TAX.search(before) is not None \
                and not _PERSON_TAX.search(before)
        else:
            drop = False
        if drop:
            rejected.append((f.start, f.end))
        else:
            kept.append(f)
    return kept


def phone_is_mobile(cand: str, region: str | None, text: str) -> bool:
    """Is the phone number `cand` (a finding's text) a mobile, or of unknown type? (phones.py's test)"""
    from app.core.memory.privacy.detector.phones import default_region, is_mobile

    c = cand.strip()
    if c.startswith("(+"):
        c = "+" + re.sub(r"[()]", "", c[2:], count=1)
    return is_mobile(c, c.startswith(("+", "00")), region or default_region(), text.lower())
