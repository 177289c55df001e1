"""The writer's own number beside words that usually mark somebody else's (round 20).

Each rule here overrides a look-alike or organisation veto when the text says the value is the writer's:
- `own_id_keyword`: "mój prywatny NIP ...", "my personal tax number", "meine Steuernummer": a tax or ID keyword with
  "my" (and an adjective such as private or own) right before it is the writer's, even beside a tax office;
- `own_account_named`: "needs my IBAN for the invoice, which is GB..", "mi cuenta para la factura es ES..": the
  writer's own account given for an invoice or an order is no invoice or order number;
- `paid_to_me`: "Hacienda me devuelve 412 € ... confirmar la cuenta", "urząd skarbowy zwróci mi nadpłatę na konto":
  the account an office pays the writer's refund into is the writer's, not the office's;
- `callback_before`: "the hotline promised to call me back on +33 6 ...": the hotline's short number does not make
  the writer's own number, given to be called back on, a public line.

All patterns read lower-cased text and are only run where the caller already has its keyword or veto.
"""
from __future__ import annotations

import re

_MY = (r"my|mine|mój|moj|moja|moje|mojego|mojej|moim|moją|mein|meine|meinen|meiner|meinem|mi|mis|mon|ma|mes|"
       r"мій|моя|моє|мого|моєї|мой|мое|моего|моей")
# what may stand between "my" and the keyword: private, personal, own, the number's word
_OWN_ADJ = (r"own|private|personal|prywatn\w*|osobist\w*|własn\w*|wlasn\w*|persönlich\w*|personlich\w*|privat\w*|"
            r"eigen\w*|propi[oa]s?|personal(?:es)?|personnel\w*|priv[ée]e?|propre|особист\w*|приватн\w*|власн\w*|"
            r"личн\w*|собствен\w*|number|numer|nr|nummer|n[uú]mero|num[ée]ro|номер")
# (not Polish "ma" = has, "mi" = to me: "firma ma NIP ...", "zweryfikuj mi REGON ...")
_MY_KW = _MY.replace("|mi|mis|", "|mis|").replace("|ma|mes|", "|mes|")
_OWN_KEYWORD = re.compile(rf"(?<!\w)(?:{_MY_KW})\s+(?:(?:{_OWN_ADJ})\.?\s+){{0,2}}$")


def own_id_keyword(low: str, kw_start: int) -> bool:
    """"my (private) NIP", "mein persönlicher Steuer-ID", "мій особистий ІПН": the keyword is the writer's."""
    return _OWN_KEYWORD.search(low, max(0, kw_start - 40), kw_start) is not None


_ACCOUNT_WORDS = (r"iban|account|bank details|konto|kontonummer|bankverbindung|rachun\w*|nrb|cuenta|compte|rib|"
                  r"рахун\w*|сч[её]т\w*|iban-?nummer")
_OWN_ACCOUNT = re.compile(rf"(?<!\w)(?:{_MY})\s+(?:(?:{_OWN_ADJ}|bank|business|ukrainian|uk|polish|german|spanish|french|"
                          rf"euro|eur|savings|current)\s+){{0,2}}(?:{_ACCOUNT_WORDS})(?!\w)"
                          # (not a tool for accounts: "my IBAN validator", "mein IBAN-Parser", "mi campo de cuenta")
                          r"(?![\s\-]+(?:valid\w*|walid\w*|check\w*|test\w*|pars\w*|field|feld|format\w*|generat\w*|regex|"
                          r"librar\w*|lib|modul\w*|script|code|kod|function|funkcj\w*|funktion))")
# the sentence goes on to another owner's account before the value: "my IBAN is fine, but the client's ..."
_OTHER_OWNER = re.compile(r"(?<!\w)(?:their|his|her|its|jego|jej|ich|sein\w*|ihr\w*|su|sus|leur|son|sa|його|її|їх|его|ее|их)"
                          r"\s+(?:\w+\s+)?(?:" + _ACCOUNT_WORDS + r")(?!\w)")


# (round 24) the writer's own invoice and the words that ask to be paid into the account: "my freelance invoice: pay to
# GB..", "auf meiner Rechnung: zahlbar an DE..", "en mi factura: pagar a ES..", "sur ma facture : à régler sur FR.."
_OWN_INVOICE_PAY = re.compile(
    rf"(?<!\w)(?:{_MY_KW}|meiner|meinen)\s+(?:[\w\-]+\s+){{0,2}}?(?:invoice|bill|rechnung|factura|facture|faktur\w*|"
    r"рахун\w*|сч[её]т\w*)(?!\w)[^.!?\n]{0,40}?(?:pay(?:able)?\s+(?:to|into)|payment\s+to|bank details|"
    r"zahlbar\s+(?:an|auf)|überweis\w*\s+(?:an|auf)|bankverbindung|pag(?:ar|ad|o)\s+(?:a|en)|transferencia\s+a|"
    r"(?:à\s+)?r[ée]gler\s+(?:sur|à)|payer\s+(?:sur|à)|virement\s+(?:sur|à)|wpłat\w*\s+na|płatn\w*\s+na|przelew\w*\s+na|"
    r"оплат\w*\s+на|сплат\w*\s+на)\s*:?\s*$"
)


def own_account_named(near: str) -> bool:
    """The words before an IBAN (lower-cased, its sentence) name it the writer's own account."""
    ends = [m.end() for m in _OWN_ACCOUNT.finditer(near)]
    if ends and _OTHER_OWNER.search(near, ends[-1]) is None:
        return True
    return _OWN_INVOICE_PAY.search(near) is not None  # (read only for a valid IBAN a look-alike word stands before)


# An office or a company paying the writer (a refund, an overpayment, a benefit) into the account
_PAID_TO_ME = re.compile(
    # (round 45, rids) a clitic between and any person of the verb: "me la ingresen", "me lo devuelvan", "me la versent"
    r"(?<!\w)(?:me (?:l[oae]s?\s|l['’])?(?:devuelv\w*|devolver\w*|van a devolver|reembols\w*|ingres\w*|pag[ua]\w*|abon\w*|"
    r"transfier\w*|rembourse\w*|rembourser\w*|vers\w*|vire\w*|doit|doivent)|"
    r"(?:refund|repay|reimburse|pay|owe)s? me|(?:refund|repa|reimburs|pa)(?:id|ed) me|owes? me|"
    r"my (?:tax )?refund|zwr[oó]c\w* mi|odda\w* mi|wypłac\w* mi|m[oó]j zwrot|(?:erstatte\w*|überweis\w*|zahl\w*) mir|"
    r"meine (?:steuer)?erstattung|mi devoluci[oó]n|mon remboursement|"
    r"поверн\w* (?:мені|мне)|верн\w* (?:мені|мне)|моє повернення|мой возврат)(?!\w)"
)


def paid_to_me(near: str) -> bool:
    """The sentence before the account says it receives a payment owed to the writer."""
    return _PAID_TO_ME.search(near) is not None


# The number the writer gives to be called back on, or names as their own, beside a hotline
_CALLBACK = re.compile(
    # (the writer is the one called: "call me back on", not "you can call back on ...", "se puede llamar al ...")
    r"(?<!\w)(?:(?:call|ring|phone|text|reach|contact)(?:ed|ing|s)? me (?:back )?(?:on|at)|callback (?:on|to|at)|"
    r"(?:on|from|at) my (?:own )?(?:mobile|cell|phone|number)|"
    r"(?:un )?rappel (?:au|sur)|(?:me|m'|nous) ?rappel\w* (?:au|sur)|(?:me|nous) (?:joindre|recontacter) (?:au|sur)|"
    r"(?:sur|à|depuis|de) mon (?:portable|num[ée]ro|mobile|t[ée]l[ée]phone)|"
    r"oddzwoni\w* (?:do mnie )?(?:na|pod)|oddzwonienie (?:na|pod)|zadzwoni\w* do mnie (?:na|pod)|"
    r"(?:na|z|pod) (?:mój|moj|moją|moja) (?:numer|nr|komórk\w*|telefon)|"
    r"(?:rufen|ruft|erreichen|erreicht) mich (?:\w+ )?(?:unter|auf|an)|rückruf (?:\w+ )?(?:unter|auf) meine\w*|"
    r"(?:unter|auf|von) meine[mr]? (?:handy\w*|nummer|telefon\w*|mobil\w*)|"
    r"mich (?:\w+ )?(?:unter|auf)|"  # "will mich unter ... zurückrufen": the verb at the end
    r"(?:devolverme la llamada|me (?:devuelv\w*|devolver\w*) la llamada|llamarme|me llam\w*|volver a llamarme|contactarme) "
    r"(?:al|en el)|"
    r"(?:a|desde|en) mi (?:m[oó]vil|n[uú]mero|tel[eé]fono|celular)|"
    r"(?:передзвон|перезвон|перетелефон)\w* (?:мені |мне )?на|(?:дзвон|телефон|звон)\w* (?:мені|мне) на|"
    r"(?:на|з|с) (?:мій|мой) (?:номер|мобільний|мобильный|телефон)|"
    # the writer's own number named so right before it: "podaj jej mój numer ...", "give them my number ..."
    r"mi (?:n[uú]mero|m[oó]vil|tel[eé]fono)(?: es)?|"  # (not Polish "mi" = to me: "podaj mi numer ...")
    r"(?:my|mój|moj|mein(?:e)?|mon|мій|мой) (?:own |private |prywatny |privat\w* |personal\w* |особистий |личный )?"
    r"(?:phone |mobile |cell )?(?:number|numer|nr|nummer|handynummer|telefonnummer|n[uú]mero|num[ée]ro|номер)"
    r"(?: (?:is|to|ist|es|est|це|это))?)"
    r"\W{0,3}$"
)


def callback_before(low: str, start: int) -> bool:
    """"... promised to call me back on <number>", "rappel au <number>", "передзвонити на <number>"."""
    return _CALLBACK.search(low, max(0, start - 45), start) is not None


# ---------------------------------------------------------------- values that are the other party's

# A professional's invoice: "auf der Rechnung meines Steuerberaters ... seine Steuernummer", "the invoice from my
# accountant shows his tax number", "na fakturze od hydraulika jest NIP": the practice's or the trade's tax number
_INVOICE = r"rechnung\w*|invoice\w*|bill|faktur\w*|rachun\w*|factura\w*|facture\w*|рахун\w*|сч[её]т\w*|quittung|receipt|paragon\w*|recibo"
_PROFESSIONAL = (
    r"steuerberater\w*|\w*anwalt\w*|\w*anwält\w*|notar\w*|handwerker\w*|elektriker\w*|klempner\w*|installateur\w*|"
    r"architekt\w*|tierarzt\w*|zahnarzt\w*|hausarzt\w*|physiotherapeut\w*|übersetzer\w*|"
    r"accountant\w*|bookkeeper\w*|solicitor\w*|lawyer\w*|attorney\w*|notary|plumber\w*|electrician\w*|builder\w*|"
    r"architect\w*|vet|vets|dentist\w*|physio\w*|translator\w*|tutor\w*|decorator\w*|mechanic\w*|"
    r"księgow\w*|ksiegow\w*|biur\w* rachunkow\w*|adwokat\w*|radc\w* prawn\w*|notariusz\w*|hydraulik\w*|elektryk\w*|"
    r"mechanik\w*|architekt\w*|weterynarz\w*|dentyst\w*|stomatolog\w*|tłumacz\w*|fizjoterapeut\w*|"
    r"gestor\w*|asesor\w*|abogad\w*|notari[oa]|fontaner\w*|electricista\w*|arquitect\w*|veterinari\w*|dentista\w*|"
    r"traductor\w*|fisioterapeut\w*|comptable\w*|expert-comptable|avocat\w*|notaire\w*|plombier\w*|[ée]lectricien\w*|"
    r"v[ée]t[ée]rinaire\w*|dentiste\w*|traducteur\w*|kin[ée]\w*|"
    r"бухгалтер\w*|адвокат\w*|нотаріус\w*|нотариус\w*|юрист\w*|сантехнік\w*|сантехник\w*|електрик\w*|электрик\w*|"
    r"ветеринар\w*|стоматолог\w*|перекладач\w*|переводчик\w*"
)
_PROFESSIONAL_INVOICE = re.compile(
    r"(?<!\w)(?:" + _INVOICE + r")\s+(?:\w+\s+){0,3}?(?:" + _PROFESSIONAL + r")(?!\w)(?:[^.!?\n]{0,60})$"
)


def professional_invoice(low: str, kw_start: int) -> bool:
    """"Auf der Rechnung meines Steuerberaters stehen seine Steuernummer ...": the tax number on a professional's
    invoice is the practice's (a person named on it is read by person_papers.invoice_from_person first)."""
    return _PROFESSIONAL_INVOICE.search(low, max(0, kw_start - 110), kw_start) is not None \
        and not own_id_keyword(low, kw_start)


# The customer number quoted as a transfer's reference: "Verwendungszweck Kundennummer 4471023", "reference: customer
# number ...", "w tytule numer klienta ...", "concepto: número de cliente ...": the bill's reference for its payee
_REFERENCE = re.compile(
    r"(?<!\w)(?:verwendungszweck|zahlungsreferenz|referenz|(?:payment )?reference|ref\.?|tytułem|tytul\w*|tytuł\w*|"
    r"w tytule(?: przelewu)?|concepto|referencia|r[ée]f[ée]rence|libell[ée]|motif|призначення(?: платежу)?|"
    r"назначение(?: платежа)?)\s*(?:[:=\-–]\s*)?(?:(?:mit|with|z|con|avec|з|с|die|der|the|la|le|el|ihre|your|twój|tu|votre)\s+)?$"
)


def reference_before(low: str, kw_start: int) -> bool:
    return _REFERENCE.search(low, max(0, kw_start - 40), kw_start) is not None
