"""Identifiers and secrets: the entry point of the pattern finders, plus e-mail addresses and a
user's own IP address.

The finders live in their own modules: privacy_secrets (passwords, codes, keys, tokens),
privacy_numbers (cards, IBANs, national IDs), privacy_phones (phone numbers). Every finder finds
candidates with precompiled regular expressions and then validates them (check digits via
python-stdnum, number plans via libphonenumber, context words in six languages) so that look-alikes
such as order numbers, versions, timestamps, hashes, prices and Luhn-invalid numbers stay out.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.abroad_values import may_have_application_ref, reject_application_refs
from app.core.memory.privacy.detector.alien_numbers import find_alien_numbers
from app.core.memory.privacy.detector.birth_certificates import GATE_WORDS as BIRTH_CERT_WORDS
from app.core.memory.privacy.detector.birth_certificates import find_birth_certificates
from app.core.memory.privacy.detector.blik_typos import find_blik_typos
from app.core.memory.privacy.detector.case_references import reject_case_references
from app.core.memory.privacy.detector.clabe import find_clabe
from app.core.memory.privacy.detector.code_keys import find_code_keys
from app.core.memory.privacy.detector.company_inn import company_inn_spans
from app.core.memory.privacy.detector.context import Claims, thing_before
from app.core.memory.privacy.detector.device_ids import find_device_ids
from app.core.memory.privacy.detector.device_pins import GATE_WORDS as DEVICE_PIN_WORDS
from app.core.memory.privacy.detector.device_pins import find_device_pins
from app.core.memory.privacy.detector.entry_codes import find_entry_codes
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length, speed_up
from app.core.memory.privacy.detector.fiscal_numbers import find_fiscal_numbers
from app.core.memory.privacy.detector.foreign_ids import find_foreign_ids
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.home_ips import find_home_ips
from app.core.memory.privacy.detector.household_ssns import find_household_ssns
from app.core.memory.privacy.detector.kept_codes import find_kept_codes
from app.core.memory.privacy.detector.land_parcels import find_land_parcels
from app.core.memory.privacy.detector.land_registers import find_land_registers
from app.core.memory.privacy.detector.later_passwords import find_later_passwords
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.loyalty_cards import find_loyalty_cards
from app.core.memory.privacy.detector.member_numbers import GATE_WORDS as MEMBER_WORDS
from app.core.memory.privacy.detector.member_numbers import find_member_numbers
from app.core.memory.privacy.detector.named_after import find_named_after
from app.core.memory.privacy.detector.national_numbers import GATE_WORDS as NATIONAL_WORDS
from app.core.memory.privacy.detector.national_numbers import find_national_numbers
from app.core.memory.privacy.detector.numbers import digit_stats, find_numbers, public_account
from app.core.memory.privacy.detector.org_context import reject_org_values
from app.core.memory.privacy.detector.org_references import (
    TRACKING_HINTS,
    drop_org_references,
    reject_charity_numbers,
    reject_tracking_values,
)
from app.core.memory.privacy.detector.owner_codes import find_owner_codes
from app.core.memory.privacy.detector.payment_handles import find_payment_handles
from app.core.memory.privacy.detector.payroll_rows import find_payroll_rows
from app.core.memory.privacy.detector.person_papers import find_named_rnokpp
from app.core.memory.privacy.detector.phones import default_region, find_phones
from app.core.memory.privacy.detector.pickup_codes import find_pickup_codes
from app.core.memory.privacy.detector.pickup_passwords import find_pickup_passwords
from app.core.memory.privacy.detector.place_codes import find_place_codes
from app.core.memory.privacy.detector.policy_numbers import find_policy_numbers, find_vehicle_policies
from app.core.memory.privacy.detector.portal_accounts import find_portal_accounts
from app.core.memory.privacy.detector.record_ids import GATE_WORDS as RECORD_ID_WORDS
from app.core.memory.privacy.detector.record_ids import find_record_ids
from app.core.memory.privacy.detector.reused_passwords import find_reused_passwords
from app.core.memory.privacy.detector.router_keys import find_router_keys
from app.core.memory.privacy.detector.sample_values import reject_postcodes
from app.core.memory.privacy.detector.secret_values import password_like
from app.core.memory.privacy.detector.secrets import find_secrets
from app.core.memory.privacy.detector.signing_codes import find_signing_codes
from app.core.memory.privacy.detector.spaced_ids import find_spaced_ids
from app.core.memory.privacy.detector.split_codes import find_split_codes
from app.core.memory.privacy.detector.spoken_codes import find_spoken_codes
from app.core.memory.privacy.detector.spoken_things import claim_spoken_things
from app.core.memory.privacy.detector.student_acronyms import find_student_acronyms
from app.core.memory.privacy.detector.supply_points import find_supply_points
from app.core.memory.privacy.detector.swiss_ahv import find_ahv
from app.core.memory.privacy.detector.terse import find_terse_identifiers
from app.core.memory.privacy.detector.totp_seeds import find_totp_seeds
from app.core.memory.privacy.detector.trade_links import find_trade_links
from app.core.memory.privacy.detector.trade_papers import claim_trade_papers
from app.core.memory.privacy.detector.trip_things import reject_trip_values
from app.core.memory.privacy.detector.utility_holders import find_utility_holders
from app.core.memory.privacy.detector.vehicle_papers import find_vehicle_papers
from app.core.memory.privacy.detector.work_badges import reject_badge_values
from app.core.memory.privacy.detector.work_values import reject_list_after, reject_work_values

# ---------------------------------------------------------------- e-mail

_EMAIL = re.compile(
    r"(?<![\w.%+\-])([\w][\w.%+\-]{0,63})@((?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){1,8}"
    r"[A-Za-z]{2,24})(?![\w\-]|\.[A-Za-z0-9])"
)
# Role addresses of businesses and institutions: published, not a person's.
_SERVICE_LOCALS = frozenset({
    "git", "noreply", "no-reply", "donotreply", "do-not-reply", "mailer-daemon", "postmaster",
    "notifications", "notification", "info", "kontakt", "contact", "contacto", "support", "help", "hello",
    "office", "biuro", "sekretariat", "sales", "service", "kundenservice", "servicio", "atencion",
    "atencionalcliente", "serviceclient", "press", "presse", "prensa", "media", "careers", "jobs", "karriere",
    "rekrutacja", "hr", "rodo", "privacy", "datenschutz", "dpo", "abuse", "security", "billing", "faktury",
    "invoices", "rechnung", "orders", "zamowienia", "reklamacje", "sklep", "shop", "webmaster", "marketing",
    "bok", "obsluga", "team", "admissions", "reception", "recepcja", "empfang", "accueil", "secretaria",
    "secretariat", "mairie", "info-ua", "zapytania", "anfrage", "consultas", "questions",
    # automatic senders: notices, alerts, newsletters
    "avisos", "aviso", "alertas", "alerts", "alert", "alertes", "notices", "newsletter", "powiadomienia",
    "benachrichtigung", "benachrichtigungen", "nepasrepondre", "ne-pas-repondre", "no_reply", "noreply-alerts",
    "bounce", "bounces", "robot", "mailer", "system", "monitoring", "status",
    # a company's billing sender: "e-faktura@orange.pl", "facturas@...", "facture@...", "rechnung@..."
    "faktura", "efaktura", "fakturaelektroniczna", "rachunki", "rozliczenia", "platnosci", "płatności", "factura",
    "facturas", "facturacion", "facturación", "facture", "factures", "facturation", "rechnungen", "rechnungsversand",
    "buchhaltung", "zahlungen", "invoice", "receipts", "receipt", "payments", "accounts", "recibos", "paiement",
    "comptabilite", "рахунки", "rahunky", "oplata", "оплата",
    # (round 23) a shop's or airline's advertising sender: "deals@...", "promo@...", "angebote@...", "ofertas@..."
    "deals", "deal", "offers", "offer", "promo", "promos", "promotion", "promotions", "promocje", "promocja", "promociones",
    "promocion", "ofertas", "oferta", "oferty", "okazje", "angebote", "angebot", "aktionen", "rabatte", "news", "newsletters",
    "noticias", "nouvelles", "actualites", "bonsplans", "bons-plans", "soldes", "rebajas", "descuentos", "sale", "sales-news",
    "specials", "updates", "mailing", "campaign", "campaigns", "rewards", "loyalty", "club", "members", "bookings",
    "booking", "reservations", "reservas", "rezerwacje", "buchung", "buchungen", "tickets", "bestellung", "bestellungen",
    "confirmation", "confirmations", "znyzhky", "akcii", "aktsii",
})
_PLACEHOLDER_LOCALS = frozenset({
    "user", "username", "name", "email", "e-mail", "mail", "test", "tester", "foo", "bar", "baz",
    "someone", "somebody", "me", "you", "your.name", "yourname", "your_name", "your-email",
    "youremail", "firstname.lastname", "first.last", "jane.doe", "john.doe", "johndoe", "janedoe",
    "admin", "example", "sample", "demo", "alice", "bob", "x", "abc", "address",
})
# the password of an "address:password" combo: no path, host or file after the colon, not a port
_COMBO_PASSWORD = re.compile(r"(?!\d+(?![^\s,;]))(?![^\s,;]*\.[A-Za-z]{1,5}(?![^\s,;]))([^\s/:@,;]{6,64})(?=$|[\s,;])")
_FILE_TLDS = frozenset({
    "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "js", "ts", "tsx", "jsx", "py", "rb",
    "rs", "java", "css", "scss", "html", "json", "yaml", "yml", "toml", "md", "txt", "lock",
    "sh", "exe", "dll", "so", "kt", "swift", "vue", "php", "cpp", "hpp",
})


# Addresses spelled out to dodge filters: "tom underscore b dot harlow at outlook dot com",
# "bartek_gorski(at)o2.pl", "jan.kowalski małpa wp kropka pl".
_DOT = r"(?:\s?\.\s?|\s?[\(\[\{]\s?(?:dot|kropka|punkt|punto|point|крапка|точка)\s?[\)\]\}]\s?|\s(?:dot|kropka|punkt|punto|point|крапка|точка)\s)"
# (round 38) and German's "(ät)", Russian's and Ukrainian's "(собачка)", "(собачку)": the "@" as people say it
_AT = r"(?:\s?[\(\[\{]\s?(?:at|ät|małpa|malpa|arroba|arobase|собака|собачка|собачку|равлик)\s?[\)\]\}]\s?|\s(?:at|ät|małpa|malpa|arroba|arobase|собака|собачка|собачку|равлик)\s)"
_OBFUSCATED_EMAIL = re.compile(
    r"(?i)(?<![\w.])[a-z0-9][\w.\-]{0,40}(?:\s(?:underscore|dot|kropka|podkreślnik|podkreslnik|punto|point|tiret|guion|bindestrich|"
    r"unterstrich|punkt|крапка|точка|підкреслення|подчеркивание)\s[\w\-]{1,30}){0,4}" + _AT + r"[a-z0-9][\w\-]{0,40}(?:" + _DOT + r"[a-z0-9][\w\-]{0,30}){0,2}" + _DOT
    + r"(?:com|net|org|pl|de|es|fr|ua|uk|eu|io|info|biz|ru|at|ch|be|nl|it|cz|co|me|onet|gmx)\b"
)
# (round 31) half-dictated: the "@" said, the domain typed ("jan.kowalski at gmail.com", "lena.vogel at gmx.de"), or
# the "@" typed and the dot said ("jan.kowalski@gmail dot com")
_EMAIL_TLDS = r"(?:com|net|org|pl|de|es|fr|ua|uk|eu|io|info|biz|ru|at|ch|be|nl|it|cz|co|me|onet|gmx)\b"
_HALF_SPOKEN_AT = re.compile(r"(?i) at [a-z0-9][\w\-]{0,40}(?:\.[a-z0-9][\w\-]{0,30}){0,2}\." + _EMAIL_TLDS)
_SIGN_SPOKEN_DOT = re.compile(
    r"(?i)(?<![\w.])[a-z0-9][\w.\-]{0,40}\s?@\s?[a-z0-9][\w\-]{0,40}(?:" + _DOT + r"[a-z0-9][\w\-]{0,30}){0,2}"
    r"\s(?:dot|kropka|punkt|punto|point|крапка|точка)\s" + _EMAIL_TLDS
)
# a plain " at " with every dot typed: the local part must look like one (a dot, an underscore, a hyphen or a digit
# in it: "jan.kowalski", "kasia_n", "jan85"), or an e-mail word stand before it - "arrived at amazon.com",
# "I work at google.com" are places
_DOC_EXTENSIONS = frozenset("pdf doc docx xls xlsx ppt pptx odt ods csv zip rar 7z gz tar mp3 mp4 mov avi wav heic "
                            "epub apk dmg iso bak log xml".split())
_PLAIN_AT = re.compile(r"(?i)\s(?:at)\s")
_SPOKEN_PART = re.compile(r"(?i)[\(\[\{]|\s(?:dot|kropka|punkt|punto|point|крапка|точка|underscore|podkreślnik|podkreslnik|"
                          r"tiret|guion|bindestrich|unterstrich|підкреслення|подчеркивание)\s")
_LOCAL_SHAPE = re.compile(r"(?i)(?=[\w.\-]*[a-z])[a-z0-9]+(?:[._\-][a-z0-9]+)+|[a-z]+\d+")
_MAIL_WORD_BEFORE = re.compile(
    r"(?i)(?:e-?mail\w*|mail\w*|correo|adres\w*|adresse|пошт\w*|почт\w*|імейл\w*|имейл\w*|емейл\w*|мейл\w*)\W[^.!?\n]{0,40}\Z")
_DOC_DOMAIN = re.compile(r"(?:^|\.)(?:(?:example|exemple|ejemplo|beispiel|przyklad|esempio|voorbeeld|pryklad|muster\w*|"
                         # (round 19) the word "domain" in a template: "nombre@dominio.es", "imie@domena.pl"
                         r"domain|dominio|domena|domaine|dom[äa]ne|domaene|домен)(?:\.[a-z]{2,6}){1,2}|[\w\-]+\.(?:example|test|invalid|localhost))$")
# the company in a code sample: "avisos@miempresa.es", "alerts@mycompany.com", "info@meinefirma.de"
_SAMPLE_COMPANY = re.compile(r"^(?:my|your|our|mi|tu|su|nuestra|mon|ma|votre|notre|mein|meine|deine|unsere|moja|twoja|nasza)-?"
                             r"(?:company|empresa|compania|entreprise|societe|firma|firme|domain|dominio|domaine|shop|tienda|"
                             r"boutique|sklep|app|startup)\.[a-z]{2,6}$")
_DOC_CONTEXT = re.compile(
    r"(?i)\b(?:docs?|documentation|sample|samples|placeholder|example|examples|e\.g\.|such as|validator|regex|test|"
    r"tests|testing|dummy|mock\w*|fake|muster\w*|fiktiv\w*|fictiv\w*|fictif\w*|ficticio\w*|fikcyjn\w*|"
    r"вигадан\w*|maquet\w*|makiet\w*|wireframe\w*|attrappe\w*|макет\w*|"
    # a template's filler ("w szablonie maila daj adres ...", "in der Vorlage", "en la plantilla", "шаблон листа")
    r"templates?|szablon\w*|vorlage\w*|plantilla\w*|gabarit\w*|шаблон\w*|przykład\w*|przyklad\w*|dokumentacj\w*|beispiel\w*|doku\w*|ejemplo\w*|"
    r"documentaci[oó]n|exemple\w*|приклад\w*|пример\w*|документаці\w*|"
    # synthetic or anonymised records: "Testdaten (synthetisch)", "datos de prueba", "jeu anonymisé", "згенеровані"
    r"synthetic|synthetisch\w*|sint[ée]tic\w*|synth[ée]tique\w*|syntetyczn\w*|синтетичн\w*|anonymi[sz]\w*|"
    r"anonimi[sz]\w*|анонімізован\w*|generated|generiert\w*|wygenerowan\w*|generad[oa]s?|g[ée]n[ée]r[ée]e?s?|"
    r"згенерован\w*|testdaten|prueba\w*|testowe)\b"
)
_OWN_EMAIL = re.compile(
    r"(?i)\b(?:my|mine|our|mój|moj|moje|mojego|mein\w*|mi|mon|ma|мій|моя|мой|here's|here is|reach me|write to me|"
    r"napisz do mnie|schreib mir|escríbeme|écris-moi)\b"
)

_MINE_AFTER = re.compile(
    r"(?i)\W{0,3}(?:mine\b|(?:is|to|ist|es|est|c'est|це)\s(?:mine|le mien|la mienne|m[ií][oa]|mój|moja|meine?|мій|моя)\b)")


# the spelled-out "at" of _OBFUSCATED_EMAIL as a whole word: the cheap gate before that pattern
_AT_WORDS = (" at ", " at\n", "\nat ", "at)", "at]", "at}", "ät)", "ät]", "ät}", "małpa", "malpa", "arroba", "arobase", "собака", "собачк",
             "равлик")
_EMAIL_HINT = re.compile(r" at \w+ (?:dot|punkt|kropka|punto|point) ")
_SPOKEN_DOTS = (" dot ", " punkt ", " kropka ", " punto ", " point ")
# (round 38) the at-word in brackets, as every language spells an address out: "jens.koehler (ät) gmx (punkt) de",
# "a.sokolova84 (собака) yandex (точка) ru", "taras.melnyk88 (собачка) ukr (крапка) net" - the substring tests above
# wanted "(at)" alone or the word between spaces
_BRACKETED_AT = re.compile(r"(?i)[\(\[\{]\s?(?:at|ät|małpa|malpa|собака|собачка|собачку|равлик)\s?[\)\]\}]")


def _has_email_hint(text: str) -> bool:
    """_EMAIL_HINT.search(text), cheaper: plain substring tests first (most of its branches begin
    with a space, so the pattern itself stops at every space)."""
    if "(at)" in text or "[at]" in text or "arroba" in text or "arobase" in text or " małpa " in text \
            or " malpa " in text or " собака " in text or " равлик " in text:
        return True
    if ("(" in text or "[" in text or "{" in text) and _BRACKETED_AT.search(text):
        return True  # (round 38) "(собака)", "(ät)", "[małpa]", "(равлик)": the at-word in brackets, any case
    if "@" in text and any(d in text for d in _SPOKEN_DOTS) and _SIGN_SPOKEN_DOT.search(text):
        return True  # "jan.kowalski@gmail dot com" (round 31)
    if " at " not in text and " At " not in text and " AT " not in text:
        return False
    low = text.lower()  # (German writes the dot as a noun: "anna Punkt kowalska at gmx Punkt de")
    return any(d in low for d in _SPOKEN_DOTS) and bool(_EMAIL_HINT.search(low)) or bool(_HALF_SPOKEN_AT.search(low))


def _half_spoken_place(text: str, m: re.Match[str]) -> bool:
    """A plain " at " and every dot typed, the local part no address's and no e-mail word before it: a place
    ("arrived at amazon.com", "I work at google.com", "report.pdf at dropbox.com"), not an address said aloud."""
    value = m.group()
    at = _PLAIN_AT.search(value)
    if at is None or _SPOKEN_PART.search(value):
        return False
    local = value[:at.start()]
    if not any(c.isalpha() for c in local):
        return True  # "pay £1.45 at royalmail-redeliver.info": an amount
    ext = local.rsplit(".", 1)[-1].lower() if "." in local else ""
    if _LOCAL_SHAPE.fullmatch(local) and ext not in _FILE_TLDS and ext not in _DOC_EXTENSIONS:
        return False
    return _MAIL_WORD_BEFORE.search(text, max(0, m.start() - 60), m.start()) is None


def _scan_emails(text: str, findings: list[Finding]) -> None:
    low = text.lower()
    if any(w in low for w in _AT_WORDS):
        for m in _OBFUSCATED_EMAIL.finditer(text):
            if "@" not in m.group() and not _half_spoken_place(text, m):
                findings.append(Finding(Kind.IDENTIFIER, "e-mail address", m.start(), m.end()))
    if "@" in text and any(d in low for d in _SPOKEN_DOTS):
        for m in _SIGN_SPOKEN_DOT.finditer(text):
            findings.append(Finding(Kind.IDENTIFIER, "e-mail address", m.start(), m.end()))
    for m in _EMAIL.finditer(text):
        local, domain = m.group(1).lower(), m.group(2).lower()
        if local in _SERVICE_LOCALS or local.removeprefix("e-") in _SERVICE_LOCALS or _SAMPLE_COMPANY.match(domain):
            continue
        if text[m.end():m.end() + 1] == ":" and text[m.end() + 1:m.end() + 2].strip():
            combo = _COMBO_PASSWORD.match(text, m.end() + 1)
            if combo is None or not password_like(combo.group(1), False, True):
                continue  # scp-style git remote "user@host:path"
            # a leaked or pasted "address:password" combo: both are private
            findings.append(Finding(Kind.SECRET, "password", *combo.span(1)))
        tld = domain.rsplit(".", 1)[-1]
        if tld in _FILE_TLDS and domain.count(".") == 1:
            continue  # "icon@2x.png"
        if _DOC_DOMAIN.search(domain) and _DOC_CONTEXT.search(text[:m.start()] + " " + text[m.end():]) \
                and not _OWN_EMAIL.search(text, max(0, m.start() - 60), m.start()) \
                and not _MINE_AFTER.match(text, m.end()):  # (not "..., does my CSV import take it?")
            continue  # "should the docs use user@example.com or something@example.org?"
        if local in _PLACEHOLDER_LOCALS and (
            domain.startswith("example.") or domain.endswith((".example", ".test", ".invalid", ".localhost"))
            or domain in ("domain.com", "email.com", "mail.com", "test.com", "foo.com", "bar.com", "company.com")
        ):
            continue
        findings.append(Finding(Kind.IDENTIFIER, "e-mail address", m.start(), m.end()))


# ---------------------------------------------------------------- entry point

_HAS_DIGIT = re.compile(r"\d")
_OWN_IP = re.compile(
    r"(?i)\b(?:my|our|mój|moje|nasze|mein\w*|unser\w*|mi|mon|ma|мій|моя|мой)\s+"
    r"(?:home |public |static |external |own |domowe |publiczne |öffentliche |pública |publique |домашн\w* )?"
    r"(?:ip|ip address|adres ip|ip-adresse|dirección ip|adresse ip|ip-адреса|ip-адрес)\b\W{0,8}"
    r"(?:is|to|ist|es|est|це|:)?\W{0,3}(\d{1,3}(?:\.\d{1,3}){3})\b"
)


# the words household_ssns.py needs, one of them (round 26)
_US_FORM_WORDS = ("tax", "1040", "w-2", "w2", "w-4", "irs", "fafsa", "joint", "itin", "social", "ssa", "1099", "depend",
                  "conjunta", "wspóln", "gemeinsam", "commune", "conjointe", "спільн", "совместн", "filer")
# the words fiscal_numbers.py needs, one of them (round 27)
_FISCAL_WORDS = ("fiscal", "spi", "imp", "tax", "podatkow", "steuernummer", "податков", "налогов")
# the words named_after.py needs, one of them (round 26)
_NAMED_AFTER_WORDS = ("pass", "pasz", "pasap", "паспорт", "ausweis", "dowod", "identit", "id ", "dni", "document", "fiscal", "tax", "steuer",
                      "podatk", "податк", "налог", "pesel", "посвідч", "удостовер", "secu", "sécu", "social", "sozial")


# the key words of the router test below, as a word gate: one look-up tells most messages hold none of them
_ROUTER_KEY_WORDS = word_gate("key", "klucz", "clave", "clé", "cle ", "schl", "ключ", "pass", "hasło", "haslo", "contrase",
                              "mdp", "пароль", "kennwort")


def find_identifiers(text: str, *, region: str | None = None, spoken: tuple[tuple[int, int], ...] = (),
                     rejected: list[tuple[int, int]] | None = None) -> list[Finding]:
    """Identifier and secret findings in (normalised) `text`; `region` is the user's phone region,
    by default the one set for the app or read from the system locale; `spoken`, the spans of digits
    the user dictated as words (Normalised.spoken); `rejected`, when given, receives the spans the
    finders read and decided are not private (for the learned model, which must not overrule them)."""
    findings: list[Finding] = []
    claimed = Claims()
    if rejected is not None:
        claimed.rejected = rejected
    if spoken:
        claim_spoken_things(text, claimed, spoken)  # a barcode or a parcel's number read aloud (spoken_things.py)
    low_text = lower_keep_length(text) if text.isascii() else text.lower()  # (on ASCII text the same: the cached copy)
    if _HAS_DIGIT.search(text):
        # "Soy la titular, ... el CUPS de mi casa es ES0022...AF0F", "they want my MPAN ... 11 2507 9564 218": before the
        # secrets' readers, whose contract numbers would take a PDL's fourteen digits (supply_points.py, round 47)
        find_supply_points(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "Kundennummer ..., Zählernummer 1ESY..., Wohnung <street> 44": a utility's number with its home's address, before
        # meter_numbers.py claims the meter's value as nobody's (utility_holders.py, round 51)
        find_utility_holders(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
    find_secrets(text, findings, claimed)
    if "(" in text or "crc" in low_text:  # '$mollie->setApiKey("live_...")', Przelewy24's '$crc = "..."' (code_keys.py, round 48)
        find_code_keys(text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
    find_spoken_codes(text, findings, claimed, spoken)  # "Türcode ist sechsundfünfzig, fünfundachtzig" (spoken_codes.py)
    # 'Hasło przy odbiorze Helenki ze świetlicy: "żółty parasol"': a child's pick-up password (pickup_passwords.py, round 48)
    find_pickup_passwords(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
    if _HAS_DIGIT.search(text):  # (its codes hold digits: on a message without any it reads nothing)
        # "Klingelcode 5519", "code d'entrée 482B": a building's code by another word (entry_codes.py, round 22)
        find_entry_codes(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        if any(w in low_text for w in DEVICE_PIN_WORDS):  # "Le code parental de la Switch, c'est 4926" (device_pins.py, round 40)
            find_device_pins(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "Zahlencode für den Laborschrank: 9-0-3-3": a safe's, locker's, key box's code (kept_codes.py, round 41)
        find_kept_codes(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "manager code on the till 5521", "Код від серверної 55-08-17", "bike lock combo 4729" (place_codes.py, round 44)
        find_place_codes(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "code de retrait Mondial Relay 482913", "kod odbioru paczki z paczkomatu 482913" (pickup_codes.py, round 46)
        find_pickup_codes(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "Priya Nair\tCW365082B\t£1,840.00", "García López, Ana · 308250761704": a payroll row's insurance number (payroll_rows.py, round 51)
        find_payroll_rows(text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "Payback-Karte 3083 1234 5678 9012 auf Herbert Maier": a store card's number with its holder (loyalty_cards.py, round 46)
        find_loyalty_cards(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "steamcommunity.com/tradeoffer/new/?partner=908208532&token=3zBKT4Uc": a trade link's token (trade_links.py, round 47)
        find_trade_links(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "the cameras at 27 Larkspur Way are reachable on 37.253.232.220:8443 from outside" (home_ips.py, round 47)
        find_home_ips(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "Ich nutze Kartoffelsalat_99 für Steam, PayPal und Mail": one password for several accounts (reused_passwords.py, round 47)
        find_reused_passwords(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "can you remember my gmail password so you can remind me later? it's wintersun_1987!!" (later_passwords.py, round 49)
        find_later_passwords(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "Дія просить код 6846 для підпису", "me ha llegado el cl@ve pin 940": a signing code, a Cl@ve PIN (signing_codes.py, round 50)
        find_signing_codes(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "Einrichtungsschlüssel für Aegis ist o2xl alsl l2eg ...": an authenticator's base32 seed (totp_seeds.py, round 44)
        find_totp_seeds(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        # "Sergio Villalba, NIU 1598234", "INE 0A4BC12345F": a student's number by its acronym (student_acronyms.py, round 41)
        find_student_acronyms(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "My USCIS A-number is A-214-593-871", "green card number SRC...": US immigration's file numbers (alien_numbers.py, round 42)
        find_alien_numbers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "government gateway user id is 4820 1937 5516", "Medicare card says 4R65N29FW13", "Postnummer 90731842",
        # "військовий квиток серія АВ 735219", "le code à 6 chiffres 581204", "іпн3184706512" (portal_accounts.py, round 45)
        find_portal_accounts(text, low_text, lambda reason, s, e: _claim(
            findings, claimed, Kind.SECRET if reason == "one-time code" else Kind.IDENTIFIER, reason, s, e))
    if opens(text, _ROUTER_KEY_WORDS) and ("key" in low_text or "klucz" in low_text or "clave" in low_text or "clé" in low_text or "cle " in low_text
            or "schl" in low_text or "ключ" in low_text or "pass" in low_text or "hasło" in low_text or "haslo" in low_text
            or "contrase" in low_text or "mdp" in low_text or "пароль" in low_text or "kennwort" in low_text) \
            and ("ssid" in low_text or "wi" in low_text or "wlan" in low_text or "rout" in low_text or "box" in low_text
                 or "net" in low_text or "sie" in low_text or "red" in low_text or "seau" in low_text or "мереж" in low_text
                 or "сет" in low_text or "роут" in low_text or "модем" in low_text or "fritz" in low_text):
        # "SSID TALKTALK-8E21C4, key PNVGBMTK": a router's letters-only key (router_keys.py, round 22)
        find_router_keys(text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
    if _HAS_DIGIT.search(text):
        find_split_codes(text, findings, claimed)  # "Code 3-7-1-5" (split_codes.py)
        stats = digit_stats(text)  # one pass over the digits decides which number finders can hit
        if stats[1] >= 3 and "b" in low_text:  # "bilk 730155": BLIK typed wrong (blik_typos.py, round 22)
            find_blik_typos(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.SECRET, reason, s, e))
        if stats[1] >= 4:
            claim_trade_papers(text, lower_keep_length(text), claimed)  # waybills, tariff codes ... (trade_papers.py)
        if stats[0] >= 6:  # "Numer mojej polisy ... to PL-ZDR-44719035", "PKV-Vertragsnummer KV-..." (policy_numbers.py, round 40)
            # (before find_numbers, whose "Vertragsnummer" is a provider's reference: a health insurer's is a membership)
            find_policy_numbers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if "evb" in low_text or "осаго" in low_text or "полис" in low_text:  # "eVB-Nummer von der HUK: 74K25CZ",
            # "полис ОСАГО ААС 7632059839" (policy_numbers.py, round 49)
            find_vehicle_policies(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 6:  # "número de bastidor VSSM34AV7KY700062 ... campaña de revisión", "моё ВУ 99 71 453990", "nr prawka
            # 23606/22/3064", "CA DL Y4627300": a car's papers by their other labels (vehicle_papers.py, round 49)
            find_vehicle_papers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[1] >= 8 and "/" in text:  # "Księga wieczysta mojego mieszkania to WA1M/00482715/1" (land_registers.py, round 40)
            find_land_registers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        # "Ділянка 3222486200:03:001:0458 належить сусіду ...", "parcelle AB 0417 ... celle de mon voisin", "Grundbuch von
        # Pankow, Blatt 12874, Eigentümer ...": a cadastral number with its owner (land_parcels.py, round 50)
        find_land_parcels(text, low_text, stats[1], lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if (stats[0] >= 10 and ("imei" in low_text or "sim" in low_text or "iccid" in low_text or "imsi" in low_text
                                or "meid" in low_text or "сім" in low_text or "сим" in low_text or "chip" in low_text)) \
                or "lpa:" in low_text:
            # "IMEI z pudełka: 35 807943 159602 4", "numer SIM-karty 8948...", "LPA:1$...": a phone's and a SIM's own
            # identifiers (device_ids.py, round 44)
            find_device_ids(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        find_numbers(text, findings, claimed, stats)
        if stats[0] >= 3 and any(w in low_text for w in BIRTH_CERT_WORDS):
            # "Свідоцтво про народження: серія І-КВ № 482915", "numer aktu urodzenia 1465/2019/A" (birth_certificates.py, round 44)
            find_birth_certificates(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 7 and any(w in low_text for w in NATIONAL_WORDS):
            # "NIF portugués, 154266884", "mijn rijksregisternummer ...", "rodné číslo", "CNP-ul meu" (national_numbers.py, round 44)
            find_national_numbers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 7:  # (round 26) "número fiscal alemán: ...", "niemiecki numer podatkowy to ..." (foreign_ids.py)
            find_foreign_ids(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 13 and any(w in low_text for w in _FISCAL_WORDS):  # (round 27) a numéro fiscal far from its name
            find_fiscal_numbers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 9 and any(w in low_text for w in _US_FORM_WORDS):  # "Hers is 177138651" on a joint return
            find_household_ssns(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 4 and any(w in low_text for w in _NAMED_AFTER_WORDS):  # "19AV48273 comme numéro de passeport"
            find_named_after(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[1] >= 4 and any(w in low_text for w in MEMBER_WORDS):
            # "Personalnummer 0041873 von Sabine Lorenz", "Soy ..., expediente UCM 2023..." (member_numbers.py, round 30)
            find_member_numbers(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[1] >= 10:  # "Петро Ткач 2387677085": a РНОКПП after its holder's name (person_papers.py)
            find_named_rnokpp(text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
            if "код" in low_text:  # "Дідусів код 6554910549" (owner_codes.py, round 28)
                find_owner_codes(text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 6 and any(w in low_text for w in RECORD_ID_WORDS):
            # (round 40) 'INSERT INTO clients (fio, inn) VALUES (...)', 'doc_no=ABS 116382 holder="..."', an HL7 PID: a
            # checked number under its key beside its person's name in a pasted record (record_ids.py)
            find_record_ids(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 18 and ("clabe" in low_text or "spei" in low_text):  # a Mexican account (clabe.py, round 28)
            find_clabe(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 13 and "756" in text:
            find_ahv(text, lower_keep_length(text), findings, claimed)  # Swiss AHV-Nr. (swiss_ahv.py)
        if stats[0] >= 9 and stats[0] >= 2 * stats[1] + 8:  # "2 2 3 6 6 5 0 2 7 9 це мій код" (spaced_ids.py, round 40)
            find_spaced_ids(text, low_text, lambda reason, s, e: _claim(findings, claimed, Kind.IDENTIFIER, reason, s, e))
        if stats[0] >= 7:  # a phone number has seven digits at least
            find_phones(text, findings, claimed, region if region is not None else default_region(), spoken)
        find_terse_identifiers(text, findings, claimed)  # wrapped and lone values of short replies (terse.py)
        if "ip" in text.lower():
            for m in _OWN_IP.finditer(text):
                if not claimed.overlaps(*m.span(1)):
                    findings.append(Finding(Kind.IDENTIFIER, "home IP address", *m.span(1)))
                    claimed.append(m.span(1))
    if "@" in text or _has_email_hint(text):
        _scan_emails(text, findings)
    if "@" in text or "$" in text or ".me/" in text or ".com/" in text or ".app/" in text:
        find_payment_handles(text, findings, claimed)  # "paypal.me/lucyfarrow88", "Revolut ... @ola_b93" (payment_handles.py)
    if findings:  # a case's, an invoice's, a register's number, a product's barcode (org_references.py, round 27)
        findings = drop_org_references(text, low_text, findings, claimed.reject)
    if "инн" in low_text or "кпп" in low_text or "огрн" in low_text or "інн" in low_text:
        # 'ООО "Северный ветер" ИНН 2698839839 КПП 770101001': a firm's numbers (company_inn.py, round 33)
        firm = company_inn_spans(lower_keep_length(text))
        if firm:
            findings = [f for f in findings if not any(s < f.end and f.start < e for s, e in firm)]
            for s, e in firm:
                claimed.reject(s, e)
    if not findings and rejected is not None and _HAS_DIGIT.search(text):
        _reject_things(text, claimed)
    return findings


def _claim(findings: list[Finding], claimed: Claims, kind: Kind, reason: str, start: int, end: int) -> None:
    if not claimed.overlaps(start, end):
        findings.append(Finding(kind, reason, start, end))
        claimed.append((start, end))


# a Spanish organisation's CIF: no person's NIF opens with these letters (a person's is a DNI or an NIE)
# (round 39) the writer's own company's CIF: "el CIF de mi sociedad H55761472", "mi CIF ...", "nuestro CIF", "CIF de
# nuestra empresa" - a one-person SL's or the writer's business number, as "NIP mojej firmy" and "USt-IdNr. meiner Firma"
# are read (owned_business_ids.py); a body's or another company's CIF stays rejected
_OWN_CIF = LazyPattern(r"(?<![^\W\d_])(?:(?:mi|mis|nuestr[oa]s?) (?:cif|nif)|(?:cif|nif) (?:de )?(?:mi|nuestr[oa]) (?:propia )?"
                      r"(?:sociedad|empresa|sl|s\.l\.|compañ[ií]a|negocio|firma|cooperativa|gestor[ií]a|tienda|academia))"
                      r"(?![^\W\d_])[^.!?\n]*$")
_ES_CIF = re.compile(r"(?<![\w\-])[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J](?![\w\-])")
# A value with a digit (an article number, a model or order code, a log's message id) and what names it
_THING_VALUE = re.compile(r"(?<![\w\-/])(?=[\w\-/]*\d)[^\W_][\w\-/]{3,30}")
_LOG_ID_BEFORE = re.compile(r"(?i)\b(?:message|msg|chat|thread|update|event|request|row|post|item|order|user)[_\-]?id\s?[=:]\s?$")


# Two products' model codes set against each other, each after its brand: "LG F2WV3S7S6E чи Samsung WW80AG6S24AW",
# "Bosch WAN28281GB or Miele WWD120WPS", "Dyson V15 czy Xiaomi G10": capitals and digits, no lower case
_MODEL_CODE = r"(?=[A-Z\-]*\d)(?=[0-9\-]*[A-Z])[A-Z0-9][A-Z0-9\-]{2,19}"
_MODEL_PAIR = re.compile(
    r"\b[A-Z][\w\-]+ (" + _MODEL_CODE + r")(?![\w\-]),? (?:or|vs\.?|versus|czy|albo|oder|o|ou|чи|або|или|или же) "
    r"[A-Z][\w\-]+ (" + _MODEL_CODE + r")(?![\w\-])"
)


def _reject_things(text: str, claimed: Claims) -> None:
    """Values the rules read as a thing's number ("Artikelnummer 3527893", "message_id=883201", two model codes
    compared): decided, so the learned model does not score them (detector/learned.py)."""
    for m in _THING_VALUE.finditer(text):
        if thing_before(text, m.start()) or _LOG_ID_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            claimed.reject(*m.span())
            reject_list_after(text, m.end(), claimed)  # "artículo 8430221 y 8430222"
    low_text = lower_keep_length(text)
    reject_work_values(text, claimed)
    reject_postcodes(text, claimed)  # "códigos postales: 28013, 08001" (sample_values.py)
    reject_badge_values(text, lower_keep_length(text), claimed)  # "Personalnummer 00482217", "code UAI" (work_badges.py)
    reject_org_values(text, claimed)
    if "charit" in low_text or "krs" in low_text or "rna" in low_text or "vr" in low_text or "vereinsreg" in low_text \
            or "asociaci" in low_text \
            or "благод" in low_text or "благот" in low_text:
        reject_charity_numbers(low_text, claimed.reject)  # "registered charity number, 1104375" (org_references.py)
    if any(w in low_text for w in TRACKING_HINTS):
        reject_tracking_values(low_text, claimed.reject)  # "The tracking number is JX 4829 1057 3GB" (org_references.py)
    if "CIF" in text or "NIF" in text or "cif" in low_text or "nif" in low_text:
        for m in _ES_CIF.finditer(text):  # (round 30) "El NIF de la Agencia Tributaria ... es Q2826000H": a body's CIF
            if ck.spanish_cif_ok(m.group()) and not _OWN_CIF.search(low_text, max(0, m.start() - 45), m.start()):
                claimed.reject(*m.span())
    reject_case_references(text, claimed)  # "Geschäftszeichen 99 B 2026-4471", "sygn. akt I C 12/26" (case_references.py)
    reject_trip_values(text, claimed, public_account)  # organisations' sort codes, authorisation numbers (trip_things.py)
    low = low_text
    if may_have_application_ref(low):  # "Antragsnummer für das US-Visum ist AA00BCD1EF" (abroad_values.py)
        reject_application_refs(text, low, claimed)
    for m in _MODEL_PAIR.finditer(text):
        claimed.reject(*m.span(1))
        claimed.reject(*m.span(2))
    if "5G" in text or "2.4G" in text or "2,4G" in text:
        for m in _BAND_SUFFIX.finditer(text):
            name = m.group(1)
            claimed.reject(*m.span())
            for other in re.finditer(r"(?<![\w\-])" + re.escape(name) + r"(?![\w])", text):
                claimed.reject(*other.span())  # the same network's other band: 'VM4829105' and 'VM4829105-5G'


# A Wi-Fi network's name with its band ("VM4829105-5G", "FunBox2-8A3C_5GHz", "UPC1234567 5G"): a network name
# the phone lists, not a secret
_BAND_SUFFIX = re.compile(r"(?<![\w\-])([A-Za-z][\w!\-]{3,30}?)[\-_ ](?:5G|5GHz|5 GHz|2\.4G|2\.4GHz|2,4GHz|2G)(?![\w])")


speed_up(globals())  # the same patterns, rewritten to open with a letter (see privacy_types.skip_ahead)
