"""Whose number is this (round 20): an organisation's own numbers presented as such, and a person's numbers given
through an organisation.

People paste what their papers say and ask about it: "Le SIRET de l'employeur sur ma fiche de paie est ...", "Na
PIT-11 w części płatnik jest NIP ...", "Unsere Kanzlei ist unter 030 ... erreichbar", "Przychodnia ma nowy numer
rejestracji ...", "the court lists its payment account for fees as GB..", "la mutua, su cuenta es ES..",
"Лабораторія дала свій рахунок для оплати ...", "Номер Соцфонда 8-800-...". The number is the employer's, the
payer's, the clinic's, the law firm's, the court's, the insurer's or the hotline's: said so by an owner word in the
same clause before it (an organisation, not a person), or by the third party's possessive before the account word
("su cuenta", "son RIB", "ihr Konto", "its account", "їхній / свій рахунок" after an organisation).

A place people phone is read the same way for its line only: a vet, a bank's desk, a utility, a housing
co-operative, a library, a police station, a post office ("Der Tierarzt hat eine neue Nummer: ...").

The opposite class stays red: a person's number given through an organisation - the account a direct debit is drawn
from ("Lastschrift ... Mitglied Lena Krause, IBAN ...", "polecenie zapłaty ... konto córki", "domiciliación"), the
account a fund pays a pension or a benefit into ("Пенсійний фонд перераховує пенсію на ...", "ZUS przelewa emeryturę
taty na ..."), the employee's account beside the employer's numbers on a payslip or a contract ("pracownik Anna
Nowak, konto ..."), a number the organisation asks for ("Agencja pracy poprosiła o NIP ..."), a number said to be
"my" / a relative's / a named person's ("hat mich auf meinem Handy ... angerufen"), a contact number the writer gives
("proszę o kontakt pod nr ...").

- `drop_owned_numbers` (verdict.py): the finders' phone, tax-number, account and passport findings without the ones
  the message presents as an organisation's (or as a parcel's tracking number);
- `person_account` (numbers.py): the account before `start` is a person's given through an organisation, whatever
  organisation the sentence names.
Both are gated on cheap substring tests: a message without an owner word costs one scan of a short tuple.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.addressee_accounts import addressee_account
from app.core.memory.privacy.detector.documents import LEGAL_ENTITY as _LEGAL_ENTITY
from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.given_accounts import account_given
from app.core.memory.privacy.detector.org_context import lessons_before
from app.core.memory.privacy.detector.org_persons import LEGAL, person_named
from app.core.memory.privacy.detector.owned_business_ids import issued_by_tax_office, owned_business_number
from app.core.memory.privacy.detector.owner_ties import owner_tied
from app.core.memory.privacy.detector.phone_blocks import contact_me_before

_PHONE = "phone number"
_TAX = "tax identification number"
_ACCOUNTS = frozenset(("IBAN (bank account number)", "IBAN (bank account number, misread)", "bank account number"))
_PASSPORT = "passport number"
_SHORT_DOCUMENTS = frozenset((_PASSPORT, "identity card number"))
_DOCUMENTS = frozenset((_PASSPORT, "identity card number", "driving licence number", "residence permit number"))

# ---------------------------------------------------------------- the owner: an organisation (lower-cased text)

_ORG_STEMS = (
    "employ", "payer", "payeur", "pagador", "płatni", "platnik", "arbeitgeber", "empleador", "empresa", "entreprise",
    "pracodaw", "zakład", "zaklad", "роботодав", "работодател", "платник", "плательщик", "clinic", "klinik", "clínic",
    "clinic", "surgery", "practice", "praxis", "przychodni", "gabinet", "cabinet", "consultorio", "hospital", "hôpital",
    "szpital", "krankenhaus", "лікарн", "больниц", "поліклінік", "поликлиник", "клінік", "клиник", "lab", "лаборатор",
    "kanzlei", "kancelari", "law firm", "solicitor", "notar", "notaire", "notario", "bufete", "despacho", "avocat",
    "abogad", "нотаріус", "нотариус", "адвокат", "court", "tribunal", "gericht", "sąd", "sad ", "juzgado", "greffe",
    "суд", "fund", "fonds", "fondo", "fundusz", "фонд", "kasse", "kasa", "caisse", "caja", "insurer", "insurance",
    "versicher", "ubezpiecz", "aseguradora", "seguro", "mutua", "mutuelle", "assur", "страхов", "wholesal", "großhänd",
    "hurtowni", "mayorist", "grossiste", "оптов", "supplier", "lieferant", "dostawc", "proveedor", "fournisseur",
    "постачальн", "поставщик", "office", "amt", "urząd", "urzad", "oficina", "agenc", "bureau", "office", "відділен",
    "управлін", "податков", "налогов", "jobcenter", "arbeitsagentur", "zus", "krus", "nfz", "caf", "cpam", "urssaf",
    "sepe", "hmrc", "hmcts", "dwp", "соцфонд", "пфу", "пенсійн", "пенсион", "gestor", "steuerberat", "biuro rachun",
    "comptable", "księgow", "payroll", "human res", "personalabt", "kadr", "recursos hum", "ressources hum", "hotline", "helpline", "infolini", "гаряч", "горяч", "gmbh", "sp. z o", "ltd", "тов ",
    "ооо", "s.l.", "s.a.", "sarl", "sas ", "verwaltung", "administraci", "administrac", "адміністрац", "администрац",
    "regist", "rejestr", "реєстр", "реестр", "secretar", "sekretariat", "universit", "uczeln", "hochschul", "школ",
    "szkoł", "schule", "escuela", "école", "colegio", "hotel", "hôtel", "spf", "fod", "finances", "trésor", "hacienda",
    "tributaria", "aeat", "irs", "cliniq",
)
_ORG = (
    # an employer, the payer on a tax form, a business
    r"employer\w*|(?:the )?payer\w*|organisme payeur|payeur|employeur\w*|pagador\w*|empresa pagadora|płatnik\w*|platnik\w*|"
    r"arbeitgeber\w*|empleador\w*|pracodaw\w*|zakład\w* pracy|zaklad\w* pracy|роботодав\w*|работодател\w*|"
    r"податков\w* агент\w*|налогов\w* агент\w*|payroll(?: team| department| office)?|human resources|hr department|"
    r"personalabteilung|lohnbüro|dział\w* kadr|kadr[ay]|recursos humanos|ressources humaines|service (?:rh|paie)|"
    r"відділ\w* кадрів|відділ кадрів|отдел\w* кадров|бухгалтері\w*|бухгалтери\w*|"
    # a health service: a clinic, a surgery, a practice, a hospital, a lab
    r"clinic\w*|klinik\w*|cl[ií]nica\w*|clinique\w*|(?:gp |dental |doctor'?s? )?surgery|(?:the )?practice|\w*praxis|"
    r"przychodni\w*|gabinet\w*|consultorio\w*|centro de salud|centre de sant[ée]|maison de sant[ée]|hospital\w*|"
    r"h[ôo]pital\w*|szpital\w*|krankenhaus\w*|klinikum|\w+klinik\w*|h[ôo]tel\w*|лікарн\w*|больниц\w*|поліклінік\w*|поликлиник\w*|клінік\w*|"
    r"клиник\w*|lab|labs|laborator\w*|labor|labo|laboratoire|laboratori[oa]\w*|лаборатор\w*|"
    # a law firm, a notary, a tax adviser, an accountant
    r"\w*kanzlei\w*|kancelari\w*|law firm|solicitors?'?s?|lawyers?'?s?|notar\w*|notaire\w*|bufete|despacho|"
    r"cabinet(?: d'avocats?| comptable| notarial)?|[ée]tude notariale|abogad\w*|avocats?|нотаріус\w*|нотариус\w*|"
    r"адвокат\w*|gestor[ií]a|steuerberat\w*|biur\w* rachunkow\w*|accountants?'?s?|expert-comptable|"
    # a court and its registry
    r"courts?|tribunal\w*|hmcts|\w*gericht\w*|sąd\w*|juzgado\w*|greffe\w*|суд|суду|судом|суді|"
    # a fund, an insurer, a mutual
    r"(?:pension |social |health |insurance )?funds?|(?:kranken|pensions|ersatz|familien|justiz|landesjustiz|gerichts|"
    r"stadt|bundes|gemeinde|künstlersozial)kasse|kas[ay] chorych|caisse (?:d'allocations|primaire|nationale|de retraite|"
    r"d'assurance)\w*|caja de (?:pensiones|seguros|previsi[oó]n)|"
    r"fundusz\w*|фонд\w*|соцфонд\w*|пфу|insurer\w*|insurance(?: company)?|\w*versicherung\w*|ubezpieczyciel\w*|"
    r"towarzystw\w* ubezpiecze\w*|aseguradora\w*|mutua\w*|mutuelle\w*|assureur\w*|страхов\w* (?:компані\w*|компани\w*)|"
    r"страховик\w*|страховщик\w*|"
    # a supplier, a wholesaler
    r"wholesaler\w*|gro(?:ß|ss)händler\w*|hurtowni\w*|mayorista\w*|grossiste\w*|supplier\w*|lieferant\w*|dostawc\w*|"
    r"proveedor\w*|fournisseur\w*|постачальник\w*|поставщик\w*|"
    # a public office, a hotline
    r"(?:tax|benefits?|job|post|passport|registry|home|land registry|council|housing|citizens advice) office|(?:finanz|standes|bürger|einwohnermelde|sozial|"
    r"jugend|ordnungs|landrats|versorgungs|gesundheits|bezirks|haupt)?amt(?:es|s)?|urz[ąę]d\w*|oficina\w*|agenc\w*|"
    r"jobcenter|arbeitsagentur|zus|krus|nfz|caf|cpam|urssaf|sepe|hmrc|dwp|податков\w*|налогов\w*|"
    r"spf(?: finances)?|fod financi[ëe]n|finances publiques|tr[ée]sor public|hacienda|agencia tributaria|aeat|irs|"
    r"пенсійн\w* фонд\w*|пенсионн\w* фонд\w*|відділен\w*|управлін\w*|hotline|helpline|infolini\w*|"
    r"гаряч\w* лін\w*|горяч\w* лини\w*|sekretariat\w*|secretar[ií]a|secr[ée]tariat|"
    # a company by its legal form
    r"gmbh|sp\. z o\.o\.|ltd|тов|ооо|"
    # (round 41) a university, a school, an embassy or a consulate, an office's desk, whose numbers they publish: "Faktura
    # ma być na uczelnię: Politechnika Wrocławska, ..., NIP ...", "The British Embassy ... phone +34 ...", "Biuro
    # rekrutacji UJ, ..., tel. ...", "la secretaría de la facultad", "das Prüfungsamt der Hochschule"
    r"universit\w*|uniwersytet\w*|uczelni\w*|uczelnię|politechnik\w*|akademi[aię]\w*|hochschul\w*|universität\w*|"
    r"universidad\w*|facultad\w*|fakultät\w*|wydzia[łl]\w*|facult[ée]\w*|університет\w*|университет\w*|"
    r"факультет\w*|інститут\w*|институт\w*|instytut\w*|institut\w*|instituto\w*|"
    r"embass\w*|ambasad\w*|botschaft\w*|embajada\w*|ambassade\w*|посольств\w*|consulate\w*|konsulat\w*|"
    r"consulado\w*|consulat\w*|консульств\w*|"
    r"biur\w* (?:rekrutacj\w*|obsługi|podawcz\w*|karier\w*|przepustek)|dziekanat\w*|rektorat\w*|deanery|admissions?(?: office)?|"
    r"studierendensekretariat|immatrikulationsamt|prüfungsamt|oficina de (?:admisi[oó]n|informaci[oó]n|atenci[oó]n)|"
    r"service (?:de la )?scolarit[ée]|scolarit[ée]|деканат\w*|приймальн\w* комісі\w*|приемн\w* комисси\w*"
)
_ORG_RE = re.compile(r"(?<![\w])(?:" + _ORG + r")(?![\w])")
# (round 41) a number read on an organisation's website or page: "Na stronie Orlenu jest REGON ...", "on their website
# the number is ...", "auf der Webseite der Firma", "en la web de Iberia", "sur le site de la SNCF", "на сайті компанії"
# - published there by the organisation (not "na mojej stronie": the writer's own site)
_SITE_RE = re.compile(
    r"(?<![\w])(?:na (?:ich |jej |jego )?stronie|na stronie internetowej|on (?:the |their |its |the company's )?(?:website|web ?site|"
    r"web ?page|homepage|site)|(?:auf|laut) (?:der|ihrer|seiner) (?:website|webseite|homepage|internetseite|seite)|"
    r"en (?:la|su) (?:web|p[aá]gina(?: web)?)|sur (?:le|leur|son) site(?: web| internet)?|на (?:їхньому |их )?сайт\w*)"
    r"(?![\w])")
# places whose line people keep, whose accounts are not in question: a vet, a bank's desk, a utility, a housing
# co-operative, a library, a police station, a post office (phones only: "konto w banku" is a person's)
_LINE_ORG_RE = re.compile(
    r"(?<![\w])(?:tierarzt\w*|tierklinik\w*|tierpraxis|weterynarz\w*|lecznic\w*|veterinari[oa]\w*|v[ée]t[ée]rinaire\w*|"
    r"vets?|vet's|ветеринар\w*|ветклінік\w*|ветклиник\w*|bank|banks|bank's|banku|bankiem|banco|banque|банк|банку|банка|"
    r"sparkasse|volksbank|stadtwerke\w*|wasserwerk\w*|energieversorger\w*|energy supplier|electricity company|"
    r"dostawc\w* (?:prądu|gazu|wody)|elektrowni\w*|gazowni\w*|wodociąg\w*|compañía (?:eléctrica|de gas|del agua)|"
    r"fournisseur d'(?:énergie|électricité|gaz)|обленерго|водоканал\w*|газ(?:ова|ової|овий)? служб\w*|"
    r"spółdzielni\w*|wspólnot\w* mieszkaniow\w*|\w*genossenschaft\w*|comunidad de (?:vecinos|propietarios)|syndic|"
    r"осбб|кооператив\w*|bibliote\w*|library|bibliothek\w*|biblioth[èe]que\w*|бібліотек\w*|библиотек\w*|"
    r"police station|komisariat\w*|polizei\w*|comisar[ií]a\w*|commissariat\w*|поліці\w*|полици\w*|"
    r"post office|poczt\w*|postfiliale|correos|la poste|пошт\w*|почт\w*)(?![\w])"
)
# a company by the word alone, for its line (not "my company", "moja firma": a one-person business's line is its owner's)
# (round 47, rids: nor a price's "firm" - "$60 firm, pickup only, txt ...", "£40 firm", "price is firm": the seller's own ad)
_COMPANY_RE = re.compile(
    r"(?<![\w])(?<!my )(?<!our )(?<!mój )(?<!moja )(?<!moje )(?<!mojej )(?<!mein )(?<!meine )(?<!meiner )(?<!mi )"
    r"(?<!mon )(?<!ma )(?<!мій )(?<!моя )(?<!мой )"
    r"(?:firm[aąęy](?![\w])|(?<!\d )(?<![\d$€£] )(?<![\d$€£])(?<!price )(?<!price is )(?<!is )firms?(?! price| on (?:the )?price)|company|company's|companies|\w*unternehmen\w*|\w*gesellschaft\w*|empresa\w*|entreprise\w*|soci[ée]t[ée]\w*|"
    r"компані\w*|компани\w*|фірм\w*|фирм\w*|підприємств\w*|предприяти\w*)(?![\w])"
)
_LINE_ORG_STEMS = ("firm", "compan", "unternehm", "gesellschaft", "empresa", "entrepr", "socié", "societ", "компан", "фірм", "фирм",
                   "підприєм", "предприя", "tierarzt", "tierklinik", "tierpraxis", "weteryn", "lecznic", "veterin", "vétérin", "vet", "ветерин",
                   "ветклін", "ветклин", "bank", "banco", "banque", "банк", "sparkasse", "stadtwerke", "wasserwerk",
                   "energ", "electric", "dostawc", "elektrown", "gazown", "wodoci", "compañía", "fournisseur",
                   "обленерго", "водоканал", "газ", "spółdziel", "wspólnot", "genossenschaft", "comunidad", "syndic",
                   "осбб", "кооперат", "bibliot", "library", "бібліот", "библиот", "police", "komisariat", "polizei",
                   "comisar", "commissariat", "поліці", "полици", "post", "poczt", "correos", "пошт", "почт")

# ---------------------------------------------------------------- a person's

# a possessive of the writer's or a person's right before the number or its word: "my mobile", "mój numer",
# "meinem Handy", "mi cuenta", "mon portable", "мій рахунок", "to my account"
_OWN = re.compile(
    r"\b(?:my|mine|mój|moj[aeiu]?\w*|mein\w*|mi|mis|mon|mes|мій|моя|моє|мого|моєї|моїй|мой|мое|моего|моей|моем|моём)\s+(?:\w+\s+){0,2}?"
    r"(?:number|numer\w*|nummer|n[uú]mero|num[ée]ro|номер\w*|mobile|cell|phone|handy\w*|telefon\w*|tel[ée]fono|"
    r"m[oó]vil|portable|t[ée]l[ée]phone|kom[oó]rk\w*|account|konto\w*|kont[ao]|rachun\w*|cuenta|compte|rib|iban|"
    r"рахун\w*|сч[её]т\w*|телефон\w*|мобільн\w*|мобильн\w*)\b"
)
# the writer or a person called, written to or paid by the organisation: "hat mich ... angerufen", "a appelé ma mère"
_CALLED = re.compile(
    r"\b(?:called|rang|phoned|texted|zadzwoni\w*|dzwoni\w*|angerufen|anrufen|rief|llam[óo]|llamaron|appel[ée]\w*|"
    r"a appel[ée]|подзвони\w*|дзвони\w*|позвони\w*|звони\w*)\b"
)
# the writer or a person the organisation deals with, after the organisation: "die Klinik hat mir ... gegeben"
_PRONOUN = re.compile(r"\b(?:me|him|mich|mir|ihn|ihm|mnie|mi|go|mu|jemu|lui|мене|мені|меня|мне|йому|ему)\b")
# a relative (also in the genitive and dative: "konto córki", "Mamas Konto", "пенсію бабусі", "la cuenta de mi hijo")
_RELATIVE = re.compile(
    r"(?<![\w-])(?:mum'?s?|mom'?s?|mother'?s?|dad'?s?|father'?s?|son's|sons|daughter'?s?|wife'?s?|husband'?s?|"
    r"grand(?:ma|pa|mother|father|dad|mum|son|daughter)\w*|sister'?s?|brother'?s?|partner'?s?|aunt\w*|uncle'?s?|"
    r"mam[aąyieę]|mamusi|tat[aąyueę]|tacie|córk\w*|córc\w*|cork[aiąę]|syn|syna|synowi|synem|synu|synek|synka|żon\w*|"
    r"zon[aiyeę]|mąż|męż\w*|mez[aau]|babci\w*|dziad\w*|brat|brata|bratu|bratem|"
    r"siostr\w*|wnuk\w*|wnuczk\w*|teś\w*|teści\w*|"
    r"mama[s]?|papa[s]?|mutter|vater|sohn\w*|tochter|ehefrau|ehemann\w*|oma[s]?|opa[s]?|bruder\w*|schwester|enkel\w*|"
    r"madre|padre|hij[oa]s?|espos[oa]|marido|abuel[oa]s?|herman[oa]s?|nieto|nieta|"
    r"m[èe]re|p[èe]re|fils|fille|femme|mari|s(?:œ|oe)ur|fr[èe]re|grand-m[èe]re|grand-p[èe]re|"
    r"мам[аиіуо]|мамі|мамою|мати|матері|тат[аоуі]|татові|батьк(?:о|а|ові|у|ом)|син\w*|дон\w*|доч\w*|дружин\w*|чолов\w*|бабус\w*|бабц\w*|бабушк\w*|"
    r"дід\w*|дідус\w*|дедушк\w*|брат\w*|сестр\w*|онук\w*|внук\w*|отц\w*|отец|сын\w*|жен\w*|муж\w*)(?![\w-])"
)
# a member, a holder, a customer named: "Mitglied Lena Krause", "account holder", "titular", "член клубу"
_HOLDER = re.compile(
    r"\b(?:members?|membership no|mitglied\w*|członk\w*|członek|socios?|socias?|adh[ée]rent\w*|membres?|член\w*|"
    r"account holder|kontoinhaber\w*|inhaber\w*|titular\w*|titulaire\w*|właściciel\w* (?:konta|rachunku)|"
    r"posiadacz\w*|власник\w* рахунку|владел\w* сч[её]та|отримувач\w*|получател\w*|beneficiar\w*|empf[äa]nger\w*|"
    r"zahlungspflichtig\w*|kontoinhaberin|"
    # (a payslip's) the employee: "Arbeitnehmer Jan Becker, IBAN", "pracownik Anna Nowak, konto", "salarié Paul Martin"
    r"arbeitnehmer\w*|pracownik\w*|pracownic\w*|salari[ée]e?s?|trabajador\w*|emplead[oa]s?|employ[ée]e?s?|workers?|"
    r"працівни\w*|работник\w*|співробітни\w*|сотрудни\w*|"
    # a contract's other party: "zleceniobiorca Marta ...", "Auftragnehmerin ...", "the contractor ..."
    r"zleceniobiorc\w*|auftragnehmer\w*|contractors?|freelancers?|prestataire\w*|contratista\w*|виконав\w*|исполнител\w*)\b"
)
# a direct debit draws on the payer's own account (not the creditor's)
_DEBIT = re.compile(
    r"(?:lastschrift\w*|\w*lastschrift|einzugserm[äa]chtigung\w*|abbuchung\w*|sepa-?mandat\w*|direct debit\w*|"
    r"debit mandate|domiciliaci[oó]n\w*|domiciliar\w*|domiciliad[oa]s?|recibos? domiciliados?|pr[ée]l[èe]vement\w*|"
    r"mandat sepa|polecen\w* zapłaty|polecenie zaplaty|autoobciąż\w*|прям\w* дебет\w*|автосписан\w*|"
    r"автоматичн\w* списан\w*|безакцептн\w* списан\w*|списує\w*|списуют\w*|списыва\w*|списуват\w*)"
)
_CREDITOR = re.compile(r"\b(?:creditor|gläubiger\w*|acreedor\w*|cr[ée]ancier\w*|wierzyciel\w*|кредитор\w*)\b")
# a benefit, a pension or a salary paid into the account, the preposition right before it
_PAID_INTO = re.compile(
    r"(?:pension\w*|pensi[oó]n\w*|pensj\w*|rent(?:e|en|a|ę|y|ą)|emerytur\w*|zasił\w*|świadczeni\w*|allocation\w*|"
    r"retraite\w*|prestaci[oó]n\w*|subsidio\w*|paro|salary|wages?|gehalt\w*|lohn|(?:kranken|eltern|kinder|wohn|"
    r"bürger|arbeitslosen|pflege|mutterschafts|insolvenz)geld\w*|benefits?|universal credit|wynagrodzeni\w*|"
    r"salaire\w*|sueldo\w*|n[oó]mina\w*|rsa|aah|apl|пенсі\w*|пенси\w*|допомог\w*|субсиді\w*|зарплат\w*|"
    r"стипенді\w*|стипенди\w*|пособи\w*)"
    r"\b[^.!?\n]{0,40}?\b(?:into|onto|to|auf|aufs|na|en|a|sur|на)\s+"
    r"(?:(?:the|das|le|la|el|this|that|ten|to|це|цей|этот|dieses|ce|este)\s+)?"
    r"(?:(?:account|konto|rachunek|compte|cuenta|рахунок|сч[её]т|iban|rib|nrb)\s*:?\s*)?$"
)


def person_account(text: str, start: int, near: str) -> bool:
    """Is the account at `start` a person's given through an organisation? `near`: the lower-cased words of its
    sentence before it (numbers.py cuts it)."""
    after = text[start:start + 90].lower()
    if _DEBIT.search(near) and not _CREDITOR.search(near) and not _LEGAL_ENTITY.search(near) \
            and not _LEGAL_ENTITY.search(after):
        return True  # "Für den Lastschrifteinzug ...: Mitglied ..., IBAN", "domiciliación de la cuota en ..."
    if _PAID_INTO.search(near):
        return True  # "Пенсійний фонд перераховує пенсію на ...", "ZUS przelewa emeryturę taty na ..."
    if addressee_account(near, after):
        return True  # "Cargo en su cuenta ES..", "Changement de RIB à la CAF : nouveau compte FR.." (addressee_accounts.py)
    if _RELATIVE.search(near, max(0, len(near) - 30)):
        return True  # "konto córki: PL..", "з рахунку сина UA..", "la cuenta de mi hijo ES.."
    holder = _last(_HOLDER, near)
    if holder is not None and person_named(text[start - len(near) + holder.end():start]):
        return True  # "Mitglied Lena Krause, IBAN ...", "член клубу Олег Петренко, рахунок ..."
    return False


# ---------------------------------------------------------------- the organisation's own number

# the third party's account: "su cuenta", "son RIB", "ihr Konto", "its account", "their IBAN", "їхній / свій рахунок"
_THEIR_ACCOUNT = re.compile(
    r"\b(?:their|its|su|sus|son|leur|leurs|ihr\w*|dessen|deren|ich|swój|swoje|swoj\w*|jego|jej|їхн\w*|їх|свій|свої|"
    r"своє|свого|свою|своих|свой|свои|его|её|ее|их)\s+(?:\w+\s+){0,3}?"
    r"(?:payment account|account|accounts|bank details|iban|rib|konto\w*|bankverbindung|kontoverbindung|"
    r"cuenta|cuentas|compte|comptes|rachun\w*|numer\w* konta|рахун\w*|реквізит\w*|сч[её]т\w*|реквизит\w*)\b"
)
# (round 21) the organisation asks to be paid into its account, in its own words: "bitte ... auf unser Konto", "merci de
# verser ... sur notre compte", "please pay ... into our account", "prosimy o wpłatę na nasze konto", "ingrese en nuestra
# cuenta", "просимо сплатити на наш рахунок" (a request to the reader: not "the fund pays into our account")
_PAY_US = re.compile(
    r"\b(?:bitte|überweisen sie|zahlen sie|please|kindly|pay|merci de|veuillez|pri[èe]re de|prosimy|prosz[eę]|wpła[cć]\w*|"
    r"por favor|ingrese|ingresen|abone|transfiera|просимо|просим|оплатіть|оплатите|сплатіть|перерахуйте|переведите|"
    r"demande|verlangt|asks?|prosi|pide|просить|просит)\b[^.!?\n]{0,60}?"
    r"\b(?:auf|into|to|sur|na|en|a|на)\s+(?:unser\w*|our|notre|nasz\w*|nuestr[ao]|наш\w*)\s+(?:\w+\s+)?"
    r"(?:konto|account|bank account|compte|rachun\w*|cuenta|рахун\w*|сч[её]т\w*|iban|rib)\b[^.!?\n]{0,20}$"
)
# an account for paying the organisation: "for paying fees", "para pagar la tasa", "pour les honoraires", "do opłat"
_FOR_FEES = re.compile(
    r"\b(?:for (?:paying |the |your )?(?:fees?|charges?|dues|premiums?|contributions?|payments?)|payment account|"
    r"fees? account|für (?:\w+ )?(?:gebühren|beiträge|beitr[äa]ge|kosten|zahlungen)|beitragskonto|gebührenkonto|"
    r"para (?:pagar|el pago|abonar)|pour (?:payer|r[ée]gler|les honoraires|le paiement|les cotisations)|"
    r"do (?:opłat\w*|wpłat\w*|zapłaty)|na (?:opłat\w*|wpłat\w*)|opłat\w* (?:sądow\w*|skarbow\w*)|"
    r"для (?:оплати|сплати|оплаты|внесків|платежів|платежей))"
)
# the number word before a phone: "numer", "Telefonnummer", "number", "teléfono", "numéro", "номер"
_PHONE_WORD = re.compile(
    r"\b(?:number|phone|tel\.?|telephone|line|numer\w*|telefon\w*|nummer|rufnummer|tel[ée]fono|n[uú]mero|num[ée]ro|"
    r"номер\w*|телефон\w*|erreichbar|reachable|joignable|localizable)\b"
)
_TRACKING = re.compile(
    r"\b(?:tracking(?: number| no\.?| code| id)?|track(?:ing)? ?(?:number|no)|sendungs(?:nummer|verfolgung)|"
    r"sendung\w*|paketnummer|numer\w* (?:przesyłki|paczki|nadania)|numer śledzenia|n[uú]mero de (?:seguimiento|env[ií]o)|"
    r"c[oó]digo de seguimiento|num[ée]ro de suivi|num[ée]ro de colis|трек\w*|номер (?:відправлення|посилки|"
    r"отправления|посылки)|ттн)\b"
)
_BUSINESS_TAX = re.compile(r"\b(?:nip|regon|krs|siret|siren|ust\.?-?id\w*|vat|cif|nif|tva|єдрпоу|едрпоу|егрпоу|ein|"
                           r"steuernummer|st\.?-?nr|hrb|hra|пдв|ндс|inn|інн|инн)\b")
_PERSON_TAX = re.compile(r"\b(?:pesel|steuer-?id\w*|identifikationsnummer|idnr|рнокпп|іпн|dni|nie|nss|nir|ssn|nino|utr)\b")
# a school's or a university's word, which a tutor's advert uses for the level taught (org_context.lessons_before)
_SCHOOL_WORD = re.compile(r"universit\w*|uniwersytet\w*|uczelni\w*|uczelnię|politechnik\w*|akademi\w*|hochschul\w*|"
                          r"universidad\w*|facultad\w*|instytut\w*|institut\w*|instituto\w*|інститут\w*|институт\w*|"
                          r"університет\w*|университет\w*|school|schule|szkoł\w*|escuela|école|колледж\w*")
_OWN_SITE = re.compile(r"^\s*(?:my|mine|moj\w*|mein\w*|mi|mon|ma|мо\w*|our|nasz\w*|unser\w*|nuestr\w*|notre)\b")
_PERSON_INN = re.compile(r"\d{12}$")
_INN_WORD = re.compile(r"\b(?:inn|инн|інн)\b")
_OWN_TAX = re.compile(r"\b(?:my|mój|moj\w*|mein\w*|mi|mon|мій|мой|моя|мою|моего|мого)\s+(?:\w+\s+)?(?:nip|regon|siret|siren|inn|инн|іпн|"
                      r"ust\.?-?id\w*|vat|cif|nif|tva|steuernummer|tax)\b")
_PASSPORT_NUMBER = re.compile(r"\b(?:pass\w*nummer|passport (?:number|no)|numer\w* paszport\w*|n[uú]mero de pasaporte|"
                              r"num[ée]ro de passeport|номер\w* паспорт\w*|серія|серия|ausweisnummer|"
                              r"(?:id|identity) card (?:number|no)|numer\w* dowodu|n[uú]mero (?:del )?dni|"
                              r"num[ée]ro de (?:la )?carte d'identit[ée]|номер\w* (?:id-)?картк\w*)\b")
_GATE = _ORG_STEMS + _LINE_ORG_STEMS + ("uczel", "politechn", "akadem", "hochsch", "facult", "fakult", "wydzia", "інститут",
                                         "институт", "instytut", "institut", "embass", "ambasad", "ambass", "botschaft", "embajad",
                                         "посольств", "consul", "konsulat", "консульств", "dziekanat", "rektorat", "deaner",
                                         "admission", "prüfungsamt", "immatrikul", "scolarit", "деканат", "приймальн",
                                         "приемн", "biur", "stronie", "website", "web", "site", "seite", "homepage", "página",
                                         "pagina", "сайт", "siret", "siren", "track", "sendung", "przesył", "paczk", "seguimiento", "suivi", "трек",
                      "відправлен", "отправлен", "ттн", "800")
_CLAUSE_CUT = re.compile(r"[.!?;\n](?:\s|$)|\s[—–|]\s")  # (round 22: a table's cell, "Vet: ... Clinic | Neighbour Marcy: +1...")
# (round 41) an address's and a phone's abbreviations end no clause: "Biuro rekrutacji UJ, ul. Gołębia 24, tel. 12 ..."
_ABBREVIATION_DOT = re.compile(r"(?<![^\W\d_])(?:ul|al|pl|os|tel|tél|telf|nr|no|str|av|avda|bd|bld|st|rd|ave|ph|"
                               r"вул|пр|просп|тел|ул|д)\.\s$")


def _clause_before(low: str, start: int, width: int = 90) -> tuple[int, str]:
    w0 = max(0, start - width)
    seg = low[w0:start]
    cuts = [m.end() for m in _CLAUSE_CUT.finditer(seg) if not _ABBREVIATION_DOT.search(seg, max(0, m.start() - 6), m.end())]
    if cuts:
        w0 += cuts[-1]
    return w0, low[w0:start]


def _personal(text: str, low: str, f: Finding, c0: int, o0: int) -> bool:
    """A person's number by the message: a possessive before it, a relative, a named person, a call to a person.
    `c0`: where the clause starts; `o0`: where the owner word ends (a possessive before it is the place's: "our clinic")."""
    clause = low[o0:f.start]
    if _OWN.search(clause) or _CALLED.search(clause) or _PRONOUN.search(clause) or _RELATIVE.search(low, c0, f.start):
        return True
    if _FOR_ORG.search(low, c0, o0) or _ASKS_FOR.search(clause) and not _PAY_US.search(clause) \
            or _HOLDER.search(low, c0, o0):
        # given to the organisation, asked for by it, or said of a person before it ("Pracownica z działu kadr podała NIP")
        return True  # "для налоговой мой ИНН ...", "Agencja pracy poprosiła o NIP ..."
    after = low[f.end:f.end + 70]
    cut = _CLAUSE_CUT.search(after)
    after = after[:cut.start()] if cut else after
    if _OWN.search(after) or _RELATIVE.search(after) and not _WORKPLACE.search(after) or _HOLDER.search(after):
        return True  # "... 0171 ..., das ist die Nummer meiner Mutter", "..., получатель Артём Волков"
    return person_named(text[o0:f.start]) or person_named(text[f.end:f.end + len(after)])


# the number given to the organisation, not its own: "for the tax office", "для налоговой", "do umowy z dostawcą"
_FOR_ORG = re.compile(r"\b(?:for|für|dla|para|pour|для|z|with|mit|con|avec|з|с|do umowy z|w umowie z)\s+(?:the |die |der |"
                      r"den |la |el |le |l'|my |mein\w* |moj\w* |mi |mon |ma )?\S*$")
# the organisation asks for the number: it is the writer's or a client's ("Agencja pracy poprosiła o NIP: ...")
_ASKS_FOR = re.compile(
    r"\b(?:(?:po)?prosi\w* o|(?:za)?pyta\w* o|wymaga\w*|potrzebuj\w*|chc[eąi]\w*|ask\w*(?: me| us)? for|request\w*|"
    r"needs?|wants?|requires?|brauch\w*|verlang\w*|möchte\w*|will|wollen|fragt\w* nach|forder\w*|pid\w*|solicit\w*|"
    r"necesit\w*|exig\w*|demand\w*|r[ée]clam\w*|просить|просят|просит|попроси\w*|потрібе?н\w*|вимага\w*|"
    r"требу\w*|нуж[ен]\w*|хоч\w*|хотят|хочет)\b"
)
_WORKPLACE = re.compile(r"\b(?:pracy|de travail|del trabajo|arbeitgeber\w*|employer|роботи|работы)\b")


def _last(pattern: re.Pattern[str], s: str) -> re.Match[str] | None:
    found = None
    for found in pattern.finditer(s):  # noqa: B007 (the last one is wanted)
        pass
    return found


def _siret_ok(digits: str) -> bool:
    if len(digits) not in (9, 14):
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def _owned(text: str, low: str, f: Finding, mobile: Callable[[str], bool]) -> bool:
    c0, clause = _clause_before(low, f.start)
    if f.reason in _DOCUMENTS:
        # "passport is being returned with tracking number 1Z...", "Sendungsnummer meines Reisepasses ...": a parcel's
        # number (a passport's or an ID card's has at most ten characters, a UK licence's sixteen; UPS's open with "1Z")
        if f.reason in _SHORT_DOCUMENTS and len(re.sub(r"[\W_]", "", text[f.start:f.end])) > 12 \
                or low.startswith("1z", f.start):
            return True
        track = _last(_TRACKING, clause)
        # (the value right after the tracking word, no other number between: "..., mój dowód ABC..." is the card's)
        return track is not None and not _PASSPORT_NUMBER.search(clause, track.end()) \
            and not any(ch.isdigit() for ch in clause[track.end():])
    if f.reason == _PHONE and ("siret" in clause or "siren" in clause):
        run = re.match(r"[\d ]+", text[f.start:f.start + 20])
        digits = re.sub(r"\D", "", run.group()) if run else ""
        own = re.search(r"\b(?:mon|ma|my|mein\w*|mi|mój)\s+(?:n[°º] )?(?:siret|siren)\b", clause)
        return _siret_ok(digits) and own is None  # "Le SIRET de l'employeur ... est 855 090 957 04977"
    if f.reason == _PHONE and _toll_free(text[f.start:f.start + 24]):
        return not _OWN.search(clause)  # "8-800-100-00-01", "0 800 503 753": a free line, nobody's own
    org = _last(_ORG_RE, clause)
    if org is None and (f.reason == _PHONE or f.reason == _TAX):
        site = _last(_SITE_RE, clause)  # (round 41) read on the organisation's website: its published number
        if site is not None and not _OWN_SITE.search(clause, site.end(), min(len(clause), site.end() + 24)):
            org = site
    if f.reason == _PHONE:
        for line_org in (_last(_LINE_ORG_RE, clause), _last(_COMPANY_RE, clause)):
            if line_org is not None and (org is None or line_org.end() > org.end()):
                org = line_org  # "Der Tierarzt hat eine neue Nummer: ...", "Die Firma hat die Telefonnummer ..."
    if org is None and f.reason == _PHONE:
        after = _ORG_AFTER.match(low, f.end, f.end + 40)
        if after is not None and _ORG_RE.match(low, after.end()):
            org = after  # (round 21) "pod numer 22 11 22 111 w ZUS-ie", "the 0300 ... line at HMRC": the office's line
            o0 = c0  # (the whole clause before the number is read for "my", a relative, a name)
        else:
            return False
    elif org is None:
        return False
    else:
        o0 = c0 + org.end()
    if _personal(text, low, f, c0, o0) or (f.reason == _PHONE or f.reason in _ACCOUNTS) and owner_tied(low, f.start, f.end) \
            or f.reason in _ACCOUNTS and account_given(low, f.start, f.end):  # (round 29) given to the office (given_accounts.py)
        return False  # (round 26) "Mi número, por si la agencia te pregunta: ..." (owner_ties.py)
    if f.reason == _PHONE:
        if _SCHOOL_WORD.fullmatch(org.group()) and lessons_before(low, f.start):
            return False  # (round 41) "Clases particulares nivel instituto, Marta, 612 ...": a tutor's own line
        if contact_me_before(low, f.start):
            return False  # "w piśmie do spółdzielni dodaj, że proszę o kontakt pod nr ...": the writer's own
        if mobile(text[f.start:f.end]) and not LEGAL.search(clause):
            return False  # a mobile stays somebody's (a plumber's own), unless a legal form stands by it
        return True  # "Unsere Kanzlei ist unter 030 ... erreichbar", "Przychodnia ma nowy numer rejestracji ..."
    if f.reason == _TAX:
        if _PERSON_TAX.search(clause) or _OWN_TAX.search(clause):
            return False  # "Steuer-ID", "PESEL", "meine Steuernummer": a person's
        if _PERSON_INN.match(text, f.start, f.end) and _INN_WORD.search(clause):
            return False  # (round 21) a Russian INN of twelve digits is a person's (a firm's has ten), on any notice
        kw = _last(_BUSINESS_TAX, clause)
        if kw is None or owned_business_number(text, low, c0 + kw.start(), c0 + kw.end()) \
                or issued_by_tax_office(low, c0 + kw.end()):  # (round 50) "Steuernummer vom Finanzamt München: ..."
            return False  # "podałem swój NIP ... jako osoba prywatna" (owned_business_ids.py)
        return True  # "Pracodawca ma NIP ...", "jako płatnik widnieje NIP ...", "Hurtownia ... ma NIP ..."
    if f.reason in _ACCOUNTS:
        if _DEBIT.search(clause) or _PAID_INTO.search(clause) or _HOLDER.search(clause) \
                or addressee_account(clause, low[f.start:f.start + 90]):
            return False
        return bool(_THEIR_ACCOUNT.search(clause) or _FOR_FEES.search(clause) or _PAY_US.search(clause)
                    or _FOR_FEES.search(low, f.end, f.end + 50))
    return False


# (round 21) the office named right after its line: "w ZUS-ie", "at HMRC", "beim Finanzamt", "de la CAF", "в налоговой"
_ORG_AFTER = re.compile(r"\s*,?\s*(?:w|we|in|at|of|bei|beim|im|vom|von|der|des|en|del|de la|de l'|du|de|à la|au|à l'|"
                        r"в|у|во|від|от)\s+(?:(?:the|der|dem|la|el|le|les)\s+)?")
_TOLL = re.compile(r"8[\s\-]?\(?800\)?[\s\-]?\d{3}[\s\-]?\d{2}[\s\-]?\d{2}(?!\d)")


def _toll_free(value: str) -> bool:
    """Russia's and Kazakhstan's toll-free 8-800 lines (outside the regions libphonenumber reads here: phones.py reads
    the others' 0800 and 1-800 as business lines itself)."""
    return _TOLL.match(value) is not None


def drop_owned_numbers(text: str, findings: list[Finding], rejected: list[tuple[int, int]],
                       mobile: Callable[[str], bool]) -> list[Finding]:
    """The findings without the numbers the message presents as an organisation's own (see the module's doc); the
    dropped spans go to `rejected` so that the learned model does not score them again."""
    if not any(f.reason == _PHONE or f.reason == _TAX or f.reason in _ACCOUNTS or f.reason in _DOCUMENTS
               for f in findings):
        return findings
    low = text.lower()
    if not any(g in low for g in _GATE):
        return findings
    kept = []
    for f in findings:
        if (f.reason == _PHONE or f.reason == _TAX or f.reason in _ACCOUNTS or f.reason in _DOCUMENTS) \
                and _owned(text, low, f, mobile):
            rejected.append((f.start, f.end))
        else:
            kept.append(f)
    return kept
