"""Numbers an organisation publishes, told by the carrier and the words before them (round 14): the account on an
invoice's "pay to" block or a public office's letter, a shop's, surgery's or consulate's phone, the number in a
company's vCard.

- `org_account_before`: numbers.py asks it (beside its own lists) whether the account after `start` is an
  organisation's - a payee / seller block naming a company with its legal form ("Payee: Brightside Energy plc\\n
  Account: GB16 ..."; "Sprzedawca: Hydro-Instal Sp. z o.o. Rachunek sprzedawcy: ..."), or the words of public bodies,
  estate managers and collections its list lacks (ZUS, HMRC, Bundeskasse, ДПС, КП, Hausverwaltung, Kollekte).
  numbers.py keeps its own vetoes (a private account, "my", a refund paid out to somebody).
- `org_phone_before`: phones.py asks it whether the number at `start` is a business's or an office's line - the
  vCard of an organisation (ORG: and no person's N:, or TEL;TYPE=WORK), or a business named right before
  "tel." / "phone" / "Bestellungen unter" in the same clause (a pharmacy, a bakery, a surgery, a garage, a hotel's
  front desk, a consulate). A mobile number needs the vCard or a legal form: a plumber's own mobile stays his.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.org_persons import person_named

# (not "kg", "ag", "ug": kilograms and words first - "GmbH & Co. KG" has its GmbH)
_LEGAL = (r"sp\. ?z ?o\.? ?o\.?|s\.c\.|sp\. ?[jk]\.|s\.a\.|gmbh|ohg|e\.k\.|e\.v\.|ltd|limited|plc|llc|inc|"
          r"s\.l\.u?\.|s\.a\.u\.|s\.coop\.|sarl|sas|sasu|eurl|b\.v\.|тов|ооо|прат|пат")
_LEGAL_RE = re.compile(r"(?<![\w.])(?:" + _LEGAL + r")(?![\w])")
# the payee / seller block of an invoice, a remittance advice, a footer or a letterhead (lower-cased text)
_PAYEE = re.compile(
    r"\b(?:payee|beneficiary|pay to|remit to|supplier|seller|vendor|bill from|odbiorca|sprzedawca|wystawca|dostawca|"
    r"zahlungsempf[äa]nger|empf[äa]nger|beg[üu]nstigter|verk[äa]ufer|lieferant|rechnungssteller|beneficiario|"
    r"destinatario|proveedor|emisor|vendedor|pie de factura|b[ée]n[ée]ficiaire|fournisseur|[ée]metteur|vendeur|"
    r"en-t[êe]te|одержувач|отримувач|постачальник|получатель|поставщик|продавець|продавец)\b"
)
# public bodies, estate managers, collections and utilities the account lists of numbers.py lack
_ORG_ACCOUNT_WORDS = re.compile(
    r"\b(?:zus|krus|nfz|hmrc|irs|dvla|dvsa|bundeskasse|finanzkasse|landeskasse|amtskasse|gerichtskasse|kreiskasse|"
    r"landesoberkasse|bundesagentur|krankenkasse|aok|tgss|dgt|aeat|agencia tributaria|urssaf|cpam|caf|"
    r"дпс|казначейств\w*|пенсійн\w* фонд\w*|комунальн\w* підприємств\w*|кп|осбб|"
    r"hausverwaltung\w*|verwaltung|immobilien\w*|inmobiliari\w*|immobili[eè]r\w*|nieruchomo\w*|нерухом\w*|letting\w*|"
    r"estate agents?|kollekte|museum\w*|muzeum|mus[ée]e|museo|музе\w*|klub\w*|club|clubs|związ\w* zawodow\w*|"
    r"stadtwerke|wasserwerk\w*|wodociąg\w*|ciepłownic\w*|energie|energy|[ée]lectricit[ée]|теплоенерго\w*|"
    r"водоканал\w*|ліцей\w*|гімназі\w*|"
    # (round 19) a building's owners' body or its manager: "le syndicat des copropriétaires ... sur son compte"
    r"syndic|syndicat des copropri[ée]taires|copropri[ée]t[ée]|comunidad de propietarios|"
    r"wspólnot\w* mieszkaniow\w*|spółdzielni\w* mieszkaniow\w*|wohnungseigentümergemeinschaft|"
    r"wohnungsgenossenschaft|housing association|управляющ\w* компани\w*|керуюч\w* компані\w*)\b"
)
_OWNER = re.compile(
    r"\b(?:my|mine|our|moj\w*|mój|swoj\w*|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|"
    r"мій|моя|моє|мого|моєї|мой|мое|моего|моей|наш\w*|свій|свой)\b"
)
_PRIVATE = re.compile(
    r"\b(?:prywatn\w*|privat\w*|private|personal|perso|particular|приватн\w*|особист\w*|jdg|jednoosobow\w*|"
    r"sole trader|freelanc\w*|self-employed|einzelunternehm\w*|freiberuf\w*|aut[oó]nom[oa]|auto-?entrepreneu\w*|"
    r"micro-?entrepreneu\w*|фоп)\b"
)


def org_account_before(text: str, start: int, near: str) -> bool:
    """`near`: the lower-cased words of the sentence before the account (numbers.py cuts it)."""
    if _ORG_ACCOUNT_WORDS.search(near):
        return True
    # a payee / seller block may span lines and abbreviations ("Sp. z o.o.", "St. Martin"): read 200 characters
    wide = text[max(0, start - 200):start].lower()
    if not _PAYEE.search(wide) or _OWNER.search(wide) or _PRIVATE.search(wide):
        return False
    return bool(_LEGAL_RE.search(wide) or _ORG_ACCOUNT_WORDS.search(wide))


# ---------------------------------------------------------------- phones

_VCARD_ORG = re.compile(r"(?im)^ORG:\s*\S")
_VCARD_PERSON = re.compile(r"(?m)^N[:;]")
_VCARD_WORK_TEL = re.compile(r"(?i)TEL;[^:\n]*TYPE=[^:\n]*WORK[^:\n]*:\s*$")
# a business or an office named before the number in the same clause (lower-cased text)
_BUSINESS = re.compile(
    r"(?:\b(?:shop|store|pharmacy|chemist|bakery|surgery|clinic|practice|dental|dentist|garage|workshop|hotel|"
    r"hotel's|h[ôo]tel\w*|r[ée]ception|recepci[oó]n|rezeption|front desk|customer care|"
    # (round 18) an estate manager's office: "Die Hausverwaltung hat die Telefonnummer ...", "administrador de fincas"
    r"hausverwaltung\w*|property manage\w*|letting agen\w*|administrador de fincas|syndic|zarządc\w*|"
    r"administrador\w* de (?:la )?fincas?|administraci[oó]n de fincas|comunidad de propietarios|gestor[ií]a|"
    r"administracj\w* (?:budynku|osiedla)|керуюч\w* компані\w*|управляющ\w* компани\w*|customer support|airline|consulate|consular|reception|restaurant|cafe|salon|"
    r"sklep\w*|apte\w*|piekarni\w*|przychodni\w*|gabinet\w*|warsztat\w*|autoserwis\w*|serwis\w*|hotel\w*|"
    r"restauracj\w*|kwiaciarni\w*|\w*praxis|apotheke|b[äa]ckerei|werkstatt|autohaus|friseur\w*|laden|gesch[äa]ft|"
    r"zahnarzt\w*|arztpraxis|farmacia|panader[ií]a|cl[ií]nica|taller|consulado|peluquer[ií]a|tienda|"
    r"estaci[oó]n itv|itv|boulangerie|pharmacie|cabinet|garage|consulat|boutique|magasin|clinique|"
    r"contr[ôo]le technique|autosur|техогляд\w*|автосервіс\w*|аптек\w*|стоматолог\w*|клінік\w*|клиник\w*|"
    r"магазин\w*|перукарн\w*|готел\w*|консульств\w*|pannenhilfe|adac|roadside|breakdown service|pomoc\w* drogow\w*|"
    r"asistencia en carretera|d[ée]pannage|assistance routi[èe]re|евакуатор\w*|"
    # a health service's desk: "Регистратура поликлиники", "centro de salud", "rejestracja szpitala" (round 17)
    r"реєстратур\w*|регистратур\w*|поліклінік\w*|поликлиник\w*|лікарн\w*|больниц\w*|амбулатор\w*|"
    r"centro de salud|ambulatorio|consultorio|hospital|szpital\w*|krankenhaus\w*|klinik\w*|"
    r"h[ôo]pital|centre de sant[ée]|maison de sant[ée])\b|"
    r"(?<![\w.])(?:" + _LEGAL + r")(?![\w]))"
)
# the number introduced right after the business, in the same clause: "Farmacia Central, tel. ...",
# "Bäckerei Krause, Bestellungen unter ...", "Shop phone: Corner Books, ..."
# (read backwards: a line break, "!" or "?", or ". " before a capital - not the dot of "tel." or "Dr.")
_CLAUSE_END = re.compile(r"[\n!?|]|[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ] \.(?:[^\W_]{4}|\d)")
_PERSON_WORDS = re.compile(
    # (not Polish "ma" = has: "apteka na rogu ma numer ...", round 20)
    r"\b(?:my|me|mine|his|her|mój|moj\w*|mnie|jego|jej|mein\w*|mich|mir|sein\w*|ihr\w*|mi|su|mon|"
    r"ma(?! (?:numer|nr\b|telefon\w*|tel\b|nowy|nowe|now[ąa]|swój|swoj\w*|też|tez\b|tylko|już|juz\b|w |na |do |przy ))|moi|son|sa|"
    r"мій|моя|мене|мені|мой|меня|мне|його|її|его|ее|owner|właściciel\w*|inhaber\w*|dueñ[oa]|propri[ée]taire|"
    r"власник\w*|владел\w*|wife|husband|żon\w*|mąż|męża|frau|mann|mujer|marido|femme|mari|дружин\w*|чолов\w*|"
    r"pan|pani|panu|pana|herrn?|señora?|sra?|monsieur|madame|mme|пан|пані|пана|господин\w*|госпож\w*)\b"
)

# "my" of a place, not of a person: "el centro de salud de mi barrio", "the surgery in my area"
_PLACE_OWNED = re.compile(
    r"\b(?:my|mi|mon|mój|mojej|mojego|meine[rm]?|мого|моєму|моем|моём|моего)\s(?:barrio|zona|area|neighbourhood|"
    r"neighborhood|town|quartier|ville|okolic\w*|dzielnic\w*|osiedl\w*|mie[śs]cie|gegend|viertel|stadt|район\w*|"
    r"місті|городе)\b"
)


# a school's or a university's office (round 18): "Ліцей №3, ... тел.", "teléfono de conserjería", "Dziekanat, tel.";
# not a school the number is given for ("for the school trip: ...", "dla szkoły", "pour l'école") nor a home's line
_SCHOOL_OFFICE = re.compile(
    r"(?<!for )(?<!for the )(?<!to the )(?<!für die )(?<!für )(?<!zur )(?<!dla )(?<!do )(?<!para )(?<!para el )"
    r"(?<!para la )(?<!pour )(?<!pour l')(?<!à l')(?<!для )(?<!до )"
    r"\b(?:school|college|university|nursery|szkoł\w*|szkol\w*|przedszkol\w*|liceum|uczelni\w*|dziekanat\w*|"
    r"sekretariat\w*|schule|gymnasium|grundschule|kita|hochschule|universit[äa]t|colegio|escuela|instituto|ceip|ies|"
    r"conserjer[ií]a|secretar[ií]a|universidad|guarder[ií]a|[ée]cole|coll[èe]ge|lyc[ée]e|secr[ée]tariat|vie scolaire|"
    r"universit[ée]|cr[èe]che|школ\w*|ліце\w*|гімназі\w*|університет\w*|деканат\w*|лицей\w*|гимнази\w*|"
    r"университет\w*)\b"
)
# (round 41) a tutor's lessons or a level of schooling: the school word names the pupils taught, not an office
_LESSONS = re.compile(
    r"\b(?:niveau|level|nivel|poziom\w*|stufe|klasse[n]?|рівень|уровень|cours (?:de|particuliers?)|soutien scolaire|"
    r"lessons?|tutor\w*|tuition|korepetycj\w*|nachhilfe\w*|clases (?:de|particulares)|profesor particular|"
    r"репетитор\w*|уроки|заняття|занятия)\b"
)


def lessons_before(low: str, start: int) -> bool:
    """A tutor's lessons or a level of schooling in the 160 characters before `start` (lower-cased text)."""
    return _LESSONS.search(low, max(0, start - 160), start) is not None


_HOME_LINE = re.compile(
    r"\b(?:home|house|domow\w*|dom|festnetz von|privat\w*|casa|maison|fixe des|mum'?s?|mom'?s?|dad'?s?|parents?|oma|opa|"
    r"grand\w*|babci\w*|dziadk\w*|rodzic\w*|eltern|abuel\w*|padres|mam[aá]|pap[aá]|мам\w*|тат\w*|батьк\w*|бабус\w*|"
    r"дід\w*|домашн\w*)\b"
)
_PERSON_ID_WORD = re.compile(r"\b(?:pesel|dni|nie|nir|ssn|nino|passport|paszport\w*|pasaporte|passeport|reisepass|паспорт\w*|"
                             r"рнокпп|іпн|steuer-?id)\b")


def org_phone_before(text: str, low: str, start: int, mobile: Callable[[], bool]) -> bool:
    """Is the number at `start` a business's or an office's line, by its vCard or the clause before it?"""
    line_start = text.rfind("\n", 0, start) + 1
    if "VCARD" in text and _VCARD_WORK_TEL.search(text, line_start, start):
        return True
    if "VCARD" in text and _VCARD_ORG.search(text) and not _VCARD_PERSON.search(text) \
            and text.startswith("TEL", line_start):
        return True
    w0 = max(0, start - 70)
    cut = _CLAUSE_END.search(text[w0:start][::-1])  # the last sentence end before the number
    clause = low[start - cut.start():start] if cut else low[w0:start]
    if _PERSON_WORDS.search(_PLACE_OWNED.sub(" ", clause)):  # (not "the clinic of my area")
        return False
    b = _BUSINESS.search(clause)
    if b is None and not _HOME_LINE.search(clause):
        b = _SCHOOL_OFFICE.search(clause)
        if b is not None and lessons_before(low, start):
            b = None  # (round 41) "Cours de maths niveau lycée, ..., Théo, 06 ...": the lessons' level, a tutor's own line
    if b is None or _PERSON_ID_WORD.search(clause):
        return False  # (round 18) "pesel Kuby do szkoły, ...": a person's number given for the school
    if person_named(text[start - len(clause) + b.end():start]):
        return False  # a customer's or a patient's number in the business's note: "bakery: ... for Rachel Stein, call ..."
    return bool(_LEGAL_RE.search(clause)) or not mobile()


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)


# ---------------------------------------------------------------- tax numbers of public bodies and trades

# a public body, a hospital or a craftsman's business named beside a tax keyword (lower-cased text): numbers.py
# lets the number go as it does for "firma", "GmbH" (and keeps its own vetoes: my business, a sole trader named)
_PUBLIC_BODY = re.compile(
    r"\b(?:gmin\w*|szpital\w*|urz[ąę]d\w*|zamawiając\w*|starostw\w*|powiat\w*|uczelni\w*|uniwersytet\w*|"
    r"hospital|council|municipality|university|krankenhaus|klinikum|gemeinde|stadt|landkreis|universit[äa]t|"
    r"\w*betrieb\w*|handwerk\w*|ayuntamiento|hospital|universidad|diputaci[oó]n|mairie|commune|h[ôo]pital|"
    r"universit[ée]|r[ée]gion|d[ée]partement|рад[аиі]|лікарн\w*|больниц\w*|університет\w*|университет\w*|"
    # a clinic's or a pharmacy's stamp (round 17): "Przychodnia ... ma REGON", "NIF del centro de salud"
    r"przychodni\w*|placówk\w*|ośrod\w* zdrowia|apte\w*|clinic|apotheke|cl[ií]nica|centro de salud|farmacia|"
    r"clinique|pharmacie|поліклінік\w*|поликлиник\w*|аптек\w*|клінік\w*|клиник\w*)\b"
)


def public_body_near(low: str, start: int, end: int) -> bool:
    return bool(_PUBLIC_BODY.search(low, start, end))


# ---------------------------------------------------------------- values the learned model need not score

_VCARD_FIELD = re.compile(r"(?m)^(?:TEL|ADR|URL|EMAIL|NOTE|LABEL)[^:\n]*:(.+)$")
# a reference, a tracking or a registry number, named right before the digits: "dossier CAF 9297482",
# "zgłoszenia awarii w Tauronie: 028861227", "Трек-номер Meest 146675218551", "HRB 494063, Steuer-Nr. 81/351/74548"
_REFERENCE = re.compile(
    r"(?i)(?<!\w)(?:dossier|expediente|aktenzeichen|vorgang\w*|sygnatur\w*|zgłoszeni\w*|zgloszeni\w*|reklamac\w*|"
    r"complaint|case|ticket|claim|order|zamówieni\w*|zamowieni\w*|commande|pedido|bestell\w*|tracking|sendung\w*|"
    r"przesyłk\w*|paczk\w*|colis|env[ií]o|трек\w*|ттн|накладн\w*|посилк\w*|посылк\w*|звернен\w*|заявк\w*|"
    r"провадженн\w*|справ\w*|hrb|hra|krs|regon|steuer-?nr\.?|steuernummer|[jyi]?edrpou|єдрпоу|едрпоу|егрпоу|siren|siret|cif)"
    r"(?:[\s:#№.\-]+(?:n[o°º]\.?|nr\.?|номер|number|numer|nummer|n[uú]mero|num[ée]ro)?){0,2}"
    r"(?:[\s:#№.\-]*(?:[^\W\d_]+[\s:,\-]+){0,3}?)(\d[\d/\-]{3,29}\d)(?![\w\-/])"
)
# a reference's owner or a secret's word before it: the user's own (also case_references.py)
REF_OWNER = re.compile(r"(?i)\b(?:my|mój|moj\w*|mein\w*|mi|mon|ma|мій|моя|мой|pin|hasł\w*|password|passwort|"
                       r"contraseña|mot de passe|пароль|kod|code|código|код)\b")


def reject_org_values(text: str, claimed) -> None:  # noqa: ANN001 - context.Claims (no import cycle)
    """Spans the rules decide are an organisation's or a reference's, so that the learned model does not score them:
    the fields of an organisation's vCard, and digits named as a reference / tracking / registry number."""
    if "VCARD" in text and _VCARD_ORG.search(text) and not _VCARD_PERSON.search(text):
        for m in _VCARD_FIELD.finditer(text):
            claimed.reject(*m.span(1))
    if _THREE_DIGITS.search(text) is None:
        return  # (most messages: nothing to look at)
    if _FOUR_DIGITS.search(text) is not None:
        for m in _REFERENCE.finditer(text):
            if not REF_OWNER.search(text, m.start(), m.start(1)):
                claimed.reject(*m.span(1))
    for m in _SHORT_NUMBER.finditer(text):
        if SENDER_BEFORE.search(text, max(0, m.start() - 60), m.start()):
            claimed.reject(*m.span())  # "les SMS viennent du 38015": the sender's short code


_THREE_DIGITS = re.compile(r"\d\d\d")
_FOUR_DIGITS = re.compile(r"\d\d\d[\d/\-]\d")


_SHORT_NUMBER = re.compile(r"(?<![\w\-/.])\d{3,6}(?![\w\-/]|[.,]\d)")


_ABBREVIATION_END = re.compile(r"(?<![^\W\d_])(?:[^\W\d_]{1,3}|[^\W\d_](?:\.[^\W\d_])+)\. $")


# (round 17) a sum's currency code ends a sentence: "Krankenkasse 412 CHF. Auszahlungen bitte auf sein Konto ..."
_AMOUNT_END = re.compile(r"(?i)\d\s?(?:chf|eur|usd|gbp|pln|uah|czk|sek|nok|dkk|huf|rub|ron|cad|aud)\. $")


def sentence_end(near: str) -> int:
    """The index of the last ". " that ends a sentence in `near` (-1: none): not the dot of an abbreviation
    ("Sp. z o.o. Rachunek", "pw. św. Anny", "ГУ ДПС у м. Києві", "St. Martin", "S.L. ·")."""
    i = near.rfind(". ")
    while i >= 0 and _ABBREVIATION_END.search(near, max(0, i - 12), i + 2) and not _AMOUNT_END.search(near, max(0, i - 12), i + 2):
        i = near.rfind(". ", 0, i)
    return i


# ---------------------------------------------------------------- senders and things, not codes

# the number a text comes from: "die TAN-SMS kommen von 82000", "les SMS viennent du 38015", "SMS-y przychodzą z
# numeru 8082", "they come from 32665" - a sender's short code, not the code the text carries
SENDER_BEFORE = re.compile(
    r"(?i)(?:\b(?:come|comes|coming|sent|arrive|arrives)\s+from|\bfrom\s+(?:the\s+)?(?:short\s*code|number)|"
    r"\b(?:kommen|kommt|gesendet|geschickt)\s+(?:von|aus)|\bvon\s+der\s+(?:nummer|kurzwahl)|"
    r"\b(?:viennent|vient|arrivent|envoy[ée]s?)\s+(?:du|de|depuis)|\b(?:llegan|vienen|viene|llega|env[ií]an?)\s+(?:del|de|desde)|"
    r"\bprzychodz\w*\s+(?:z|od)|\b(?:wysyłan\w*|wysylan\w*)\s+z|\bприход\w*\s+(?:з|с|від|от)|\bнадход\w*\s+(?:з|від))"
    r"[^\d.!?\n]{0,20}$"
)
# the value after a code word is the thing's number the code is for: "the locker code for parcel 8902...",
# "kod odbioru do paczki nr ...", "Abholcode für Sendung ..."
THING_BEFORE = re.compile(
    r"(?i)\b(?:for|of|to|do|dla|für|zu|de|du|del|pour|para|для|до)\s+(?:the\s+|la\s+|le\s+|el\s+|die\s+|der\s+)?"
    # (round 42: not "paczkomat" - "kod odbioru do paczkomatu: 483920" names the locker the code opens, no parcel's number)
    r"(?:parcel|package|shipment|order|przesyłk\w*|przesylk\w*|paczk(?!omat)\w*|zamówieni\w*|paket\w*|sendung\w*|bestellung|"
    r"colis|commande|envoi|pedido|paquete|env[ií]o|посилк\w*|посылк\w*|замовленн\w*|заказ\w*)"
    r"\s*(?:no\.?|nr\.?|number|numer|nummer|n[°º]|#|№)?\s*:?\s*$"
)


# ---------------------------------------------------------------- keyword numbers that are papers' numbers

# "Рахунок №42448 від 01.12.2026", "счёт № 118 от 02.11.2026": the word for an account is the word for an invoice,
# and an invoice has a number and a date
_DATED_AFTER = re.compile(r"[\s,]*(?:від|вiд|от|from|vom|du|del|z dnia|dated|dat\.?)\s+\d{1,2}[./\-]\d{1,2}[./\-]\d{2,4}")
_NUMBER_SIGN_BEFORE = re.compile(r"(?:№|#|n[°º]|nr\.?|no\.?)\s*$", re.IGNORECASE)
# a court's or an office's file: "número de expediente ... en el juzgado", "expediente del tribunal"
_COURT = re.compile(
    r"\b(?:juzgad\w*|tribunal\w*|audiencia|court|sąd\w*|gericht\w*|суд\w*|ayuntamiento|hacienda|extranjer[ií]a|"
    r"seguridad social|dgt|registro civil|notar[ií]\w*|abogad\w*|procurador\w*|"
    # (round 18) a complaint's file with an airline, an insurer or a shop: "expediente de la reclamación a Iberia"
    r"reclamaci[oó]n\w*|queja\w*|denuncia\w*|equipaje|vuelos?|aerol[ií]ne\w*|aseguradora\w*)\b"
)


_SCHOOL_FILE = re.compile(
    r"\b(?:alumn\w*|estudiant\w*|colegio|escuela|instituto|universi\w*|facultad|matr[ií]cula|acad[ée]mic\w*|"
    r"escolar\w*|notas|curso|selectividad|evau|ebau|bachillerato|grado|m[áa]ster|beca\w*|secretar[ií]a)\b"
)


_APPLICATION_FILE = re.compile(r"[a-z]{2,8}[\-/ ](?:19|20)\d\d[\-/ ]\d{3,8}(?![\w\-/])")


# the numbers printed on the specimen German identity cards and passports (Erika Mustermann's)
SPECIMEN_DOCUMENTS = frozenset({"T22000129", "T220001293", "L01X00T47", "L01X00T471", "C01X00T47", "C01X00T478",
                                 "C01X0006H", "C01X0006H1"})


_YEAR_FIRST = re.compile(r"(?:19|20)\d\d[-/.]\d")


def paper_number(group: str, low: str, kw_start: int, value_start: int, value_end: int) -> bool:
    """A keyword's value that is an invoice's or a court file's number, or a specimen document's, not the person's
    (numbers.py asks)."""
    if group in ("idcard", "passport") and re.sub(r"[ \-]", "", low[value_start:value_end]).upper() in SPECIMEN_DOCUMENTS:
        return not _OWNER.search(low, max(0, kw_start - 40), value_start)
    if group == "bank":
        # "Rechnung Nr. ... vom 3.11.", or (round 21) a number opening with its year: "Рахунок № 2026-11-0478331"
        return bool(_NUMBER_SIGN_BEFORE.search(low, max(0, value_start - 5), value_start)
                    and (_DATED_AFTER.match(low, value_end) or _YEAR_FIRST.match(low, value_start)))
    if group == "student" and "expediente" in low[kw_start:value_start + 1]:
        # (round 18) an office's file ("expediente de dependencia", "... de extranjería"): a student's only at school
        # (round 41) an application's file, its reference made of the office's letters and the year: "Mi solicitud de
        # beca tiene el número de expediente BEC-2025-104882" - the grant office's, not the student's record
        return bool(_COURT.search(low)) or not _SCHOOL_FILE.search(low) \
            or bool(_APPLICATION_FILE.match(low, value_start)) and "acad" not in low[kw_start:value_start]
    return False


# a mock-up, a template or a sample form (lower-cased text): its phone may be the prefix and zeros ("06 00 00 00 00")
_MOCKUP = re.compile(
    r"maquet\w*|makiet\w*|makiec\w*|mock-?ups?|wireframe\w*|template|placeholder|szablon\w*|vorlage\w*|muster\w*|"
    r"plantilla\w*|mod[èe]le|макет\w*|шаблон\w*|зраз\w*|образ[ец]\w*"
)


def mockup_filler(digits: str, low: str) -> bool:
    """The country's or trunk prefix, one digit, then only zeros - in a mock-up or a template. (Round 45, rfr: also the
    Russian "+7 900 000-00-00" and a mobile or area code before seven zeros, "+7 999 000 00 00", "+49 170 0000000".)"""
    core = digits.lstrip("0")
    for cc in ("380", "48", "49", "44", "33", "34", "7"):
        if core.startswith(cc) and len(core) >= len(cc) + 9:
            core = core[len(cc):].lstrip("0")
            break
    return len(digits) >= 9 and (set(core[1:]) <= {"0"} or len(core) >= 9 and set(core[-7:]) <= {"0"}) \
        and bool(_MOCKUP.search(low))
