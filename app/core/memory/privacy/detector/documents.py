"""Person identifiers the number scans of privacy_numbers do not read, each validated by its own check:

- a sole trader's own business numbers (VAT ID, SIRET/SIREN, NIP, REGON): a one-person business's number
  names the person ("Ich bin Einzelunternehmer, USt-IdNr. DE...", "mon SIRET c'est ...", "REGON mojej
  jednoosobowej firmy ...");
- the German social-insurance number (Sozialversicherungs-/Rentenversicherungsnummer), by its shape and
  check digit, anywhere;
- a French NIR written as on the health-insurance papers, its 13 digits and its key ("clé") apart;
- a German identity-card number as printed on the card (9 characters of the card's alphabet, no check
  digit) in the sentence after an ID-card word;
- a UK sort code followed by an account number.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.abroad_values import sample_talk
from app.core.memory.privacy.detector.context import Claims, is_lookalike_context, lookalike_before
from app.core.memory.privacy.detector.family_business import RELATIVE_BUSINESS, find_relative_eins
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.later_values import client_asks, later_value
from app.core.memory.privacy.detector.org_context import paper_number
from app.core.memory.privacy.detector.owned_business_ids import own_use_near, owned_business_number
from app.core.memory.privacy.detector.residence import find_residence
from app.core.memory.privacy.detector.sole_trader_ids import (
    find_bare_sole_numbers,
    may_have_bare,
    person_trading_before,
    sole_cue_in,
)
from app.core.memory.privacy.detector.sole_traders import own_data_before, trader_named_before


def _add(findings: list[Finding], claimed: Claims, reason: str, start: int, end: int) -> None:
    if start < end and not claimed.overlaps(start, end):
        findings.append(Finding(Kind.IDENTIFIER, reason, start, end))
        claimed.append((start, end))


# ---------------------------------------------------------------- a sole trader's business numbers

# The business is the writer's (or a named person's) one-person business. On lower-cased text.
_SOLE_TRADER = re.compile(
    r"jednoosobow\w*|\bjdg\b|działalnoś\w* gospodarcz\w*|sole trader|self-employed|freelancer|t/a\b|trading as|"
    # (round 24) the trade said as an adjective or a loanword - "selbstständiger Fliesenleger", "en tant que freelance",
    # "samozatrudniony", "travailleur indépendant" - and a firm with one person in it: "una sl pequeña, yo solo"
    r"selbstst[äa]ndig\w*|selbständig\w*|\bfreelance\b|samozatrudnion\w*|(?:travailleu\w*|profession\w*) ind[ée]pendant\w*|"
    r"yo sol[oa]\b|s[oó]lo yo\b|just me\b|only me\b|nur ich\b|moi seule?\b|tylko ja\b|тільки я\b|только я\b|"
    # (round 26) trading in one's own name: "artisan en nom propre", "en nombre propio", "in my own name", "im eigenen Namen"
    r"en (?:son |mon )?nom propre|en nombre propio|in (?:my|his|her|their) own name|im eigenen namen|auf eigenen namen|"
    r"we własnym imieniu|na własne nazwisko|від власного імені|на власне ім'я|от своего имени|на своё имя|на свое имя|"
    # (round 25) a tradesman said to work alone: "artisan seul", "works on his own", "pracuje sam", "arbeitet allein"
    r"artisan seule?\b|travaill\w* seule?\b|(?:est |être )?à son compte|works? (?:on (?:his|her|their) own|alone|by (?:him|her)self)|"
    r"one-(?:man|woman) band|(?:pracuje|działa) sam[a]?\b|arbeitet allein\w*|allein tätig|auf eigene rechnung|"
    r"trabaja sol[oa]\b|por su cuenta|працює сам\w*|работает сам\w*|"
    r"einzelunternehm\w*|freiberufl\w*|kleinunternehm\w*|aut[oó]nom[oa]s?\b|micro-?entrepreneu\w*|"
    # (round 38) a small trade registered in one's own name: "Ich bin Kleingewerbler, USt-IdNr. DE...", "sole
    # proprietor", "entrepreneur individuel", "trabajo por cuenta propia", "индивидуальный предприниматель"; (round 49,
    # rids) said short: "I'm a sole prop, EIN ..."
    r"kleingewerb\w*|gewerbetreibend\w*|nebengewerb\w*|einzelkauf\w*|sole proprietor\w*|sole[- ]props?\b|entrepreneu\w* individuel\w*|"
    r"por cuenta propia|индивидуальн\w* предпринимател\w*|самозанят\w*|"
    r"auto-?entrepreneu\w*|(?:auto|micro)-?entreprise|entreprise individuelle|\bei\b|фоп\b|фізичн\w* особ\w*-підприєм\w*|самозайнят\w*|"
    r"(?:my|mojej|moja|mojego|moją|mein\w*|mi|ma|mon|мого|моєї|моей|мой|моя)\s(?:own\s|własn\w*\s)?"
    # (round 22) a small or one-person firm, and the micro-entreprise said short: "my one-man firm", "ma micro"
    r"(?:(?:one-(?:man|woman|person)|small|little|tiny|kleine\w*|pequeñ[oa]|petite?|mał\w*|невелик\w*|маленьк\w*)\s)?"
    r"(?:firm\w*|działalno\w*|business|company|unternehmen|gewerbe\w*|empresa|negocio|entreprise|soci[ée]t[ée]|"
    r"sociedad|"  # (round 39) "el CIF de mi sociedad": the Spanish word for one's company, as "ma société"
    r"фірм\w*|бізнес\w*|micro|micro-?entreprise|auto-?entreprise|shop|sklep\w*|laden|tienda|boutique)\b|sous mon (?:propre )?nom|unter meinem namen|a mi nombre|на себе|na siebie"
)
# (round 26) the writer is the only member of a one-person company: "soy el único socio", "I'm the only shareholder",
# "je suis l'associé unique", "jestem jedynym wspólnikiem", "ich bin alleiniger Gesellschafter", "я єдиний учасник",
# "mi sociedad unipersonal" - its number names the writer, its legal form notwithstanding (not a third person's firm)
_ONE_PERSON_FIRM = re.compile(
    r"(?<![^\W\d_])(?:(?:soy|i'm|i am|je suis|jestem|ich bin|я)\s(?:\w+\s){0,2}?(?:el\s|la\s|the\s|l'|der\s|die\s)?"
    r"(?:únic[oa]|unic[oa]|sole|only|seule?|jedyn\w*|einzig\w*|allein\w*|єдин\w*|единствен\w*)\s(?:\w+\s)?"
    r"(?:socio|socia|shareholder|member|owner|director|associ[ée]e?|g[ée]rante?|wspólnik\w*|udziałowc\w*|gesellschafter\w*|"
    r"учасник\w*|участник\w*|засновник\w*|учредител\w*)|je suis (?:l'|la |le )?(?:associ[ée]e?|g[ée]rante?) unique|"
    r"(?:mi|my|ma|mon|moja|mein\w*|мо[яє]|мое)\s(?:\w+\s)?(?:sociedad unipersonal|sl unipersonal|one-(?:man|woman|person) "
    r"(?:company|ltd|limited|firm)|single[- ]member llc|jednoosobow\w* spółk\w*|ein-?personen-gmbh|одноосібн\w*))(?![^\W\d_])"
)
# A company with its legal form is no person, even when it is "my company": "moja firma to spółka z o.o."
LEGAL_ENTITY = re.compile(
    r"sp\. ?z ?o\.? ?o|\bz ?o\.o\b|spółk\w* z ograniczon\w*|spółk\w* akcyjn\w*|\bs\.a\.|\bgmbh\b|\bag\b|\bltd\b|\blimited\b|\bllc\b|"
    r"\binc\b|\bplc\b|\bs\.l\.|\bsarl\b|\bsas\b|\bsasu\b|\bsociedad limitada\b|\bтов\b|\bооо\b|"
    # (round 23) a partnership's forms: "Harbour Accounting LLP", "Weber & Sohn OHG", "Nowak i Wspólnicy sp.j.", "EURL"
    r"\bllp\b|\bohg\b|\bgbr\b|\beurl\b|\bsp\. ?j\.|\bsp\. ?k\.|\bs\.r\.l\.|\bb\.v\."
)
_BUSINESS_KEYWORD = re.compile(
    # (round 23) typed in a hurry, "ust id", and the Spanish "NIF-IVA" / "número de IVA" of an autónomo
    r"(?<![^\W\d_])(?:nip|regon|siret|siren|ust[- ]?id(?:nr)?\.?|ust-?identifikationsnummer|umsatzsteuer-?id\w*|"
    r"vat(?: reg(?:istration|\.)? ?(?:no\.?|nr\.?|number)| (?:no|number|reg\w*|id))?|tva(?: intracom\w*)?|n° tva|numéro de tva|steuernummer|utr|"
    r"nif[- ]iva|n[uú]mero de iva|iva intracomunitari\w*|cif)(?![^\W\d_])"
)
# Somebody else's business named right before the keyword: "faktura od Orlenu ma NIP ...", "the supplier's VAT"
_OTHER_BUSINESS = re.compile(
    r"faktur\w* od|invoice from|rechnung (?:von|der)|factura de|facture de|рахун\w* від|supplier\w*|vendor|seller|"
    r"dostawc\w*|sprzedawc\w*|kontrahent\w*|lieferant\w*|händler\w*|proveedor\w*|fournisseur\w*|vendeur|"
    r"постачальник\w*|sklep\w*|shop|store|laden|tienda|magasin|магазин\w*|"
    # (round 24) the writer's client or customer, whose number it is: "un client me donne son numéro de TVA ..."
    r"\bclients?\b|\bcustomers?\b|\bkunden?\b|\bclientes?\b|\bklien\w*|\bклієнт\w*|\bклиент\w*"
)
# (round 17) the writer says they trade alone, anywhere before the keyword: "Je suis micro-entrepreneuse (cours de
# yoga) et l'URSSAF me réclame ... Camille Perrin, SIRET ...", "I'm self-employed ... UTR", "soy autónoma ... NIF"
_SELF_SOLE_TRADER = re.compile(
    r"(?<!\w)(?:i'?m|i am|i work as|je suis|j'suis|je travaille en|ich bin|ich arbeite als|soy|estoy dad[oa] de alta como|"
    r"trabajo como|jestem|pracuję jako|prowadzę|я|працюю як)\s(?:\w+\s){0,2}?(?:a |an |un |une |una )?"
    r"(?:sole trader|self-employed|freelancer|micro-?entrepreneu\w*|auto-?entrepreneu\w*|en (?:micro|auto)-?entreprise|"
    r"einzelunternehm\w*|selbstst[äa]ndig\w*|freiberufl\w*|aut[oó]nom[oa]|na jdg|jednoosobow\w*|samozatrudnion\w*|"
    r"kleingewerb\w*|gewerbetreibend\w*|einzelkauf\w*|sole proprietor|entrepreneu\w* individuel\w*|"
    r"фоп|фізична особа-підприємець)(?!\w)"
)
def _other_business(low: str, start: int) -> bool:
    """Somebody else's business before the keyword - unless a sole trader's word follows it: "ma facture de
    micro-entrepreneuse : ..., SIRET" is the writer's own (round 21)."""
    other = _last_match(_OTHER_BUSINESS, low, max(0, start - 50), start)
    if other is not None and _CLIENT.match(other.group()) and client_asks(low, other.end(), start):
        return False  # (round 28) "Klientka pyta, jaki mam NIP": the client asks for the writer's (later_values.py)
    return other is not None and not _SOLE_TRADER.search(low, other.end(), start)


_CLIENT = re.compile(r"client|customer|kund|klien|клієнт|клиент")


def _last_match(pattern: re.Pattern[str], s: str, a: int, b: int) -> re.Match[str] | None:
    found = None
    for found in pattern.finditer(s, a, b):  # noqa: B007 (the last one is wanted)
        pass
    return found


# (round 24: a Spanish company's CIF, a letter, seven digits and a check character - "B12345674", "E83865584")
# (round 50) and a Steuernummer with its slashes, "186/125/85689" (after "Steuernummer" only: see _scan_sole_trader)
_BUSINESS_VALUE = re.compile(r"(?<![\w])(?:\d{2,5}/\d{3,4}/\d{4,5}(?![\d/])|(?:(?:de|fr|gb|pl|DE|FR|GB|PL) ?)?\d[\d \-.]{7,18}\d|(?:es|ES) ?[\dXYZ]\d{7}[A-Z]|"
                             r"(?:es|ES)? ?[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J])(?![\w])")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")


def _scan_sole_trader(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    for kw in _BUSINESS_KEYWORD.finditer(low):
        owned = owned_business_number(text, low, kw.start(), kw.end())  # "mon SIRET", "jego REGON" (round 19)
        if owned == "own" or (owned == "theirs" and not _OTHER_BUSINESS.search(low, max(0, kw.start() - 50), kw.start())):
            if LEGAL_ENTITY.search(low, max(0, kw.start() - 60), min(len(low), kw.end() + 40)) and not _ONE_PERSON_FIRM.search(low):
                continue
        elif not (_SOLE_TRADER.search(low, max(0, kw.start() - 90), min(len(low), kw.end() + 70))
                or RELATIVE_BUSINESS.search(low, max(0, kw.start() - 90), min(len(low), kw.end() + 40))  # (round 18)
                or _SELF_SOLE_TRADER.search(low, 0, kw.start()) or _ONE_PERSON_FIRM.search(low, 0, kw.start())
                or trader_named_before(text, kw.start())
                # (round 29) "entreprise_individuelle:", "regime: micro-BNC"; "nazwa: Joanna Krawiec Tłumaczenia" (sole_trader_ids.py)
                or sole_cue_in(low, max(0, kw.start() - 160), min(len(low), kw.end() + 120))
                or person_trading_before(text, kw.start())
                or own_data_before(low, kw.start())
                # (round 50) "podałem NIP ...", "eine USt-IdNr. bekommen, DE...", "muss die auf jede Rechnung?" (owned_business_ids.py)
                or own_use_near(low, kw.start(), kw.end())) \
                or _other_business(low, kw.start()) and not trader_named_before(text, kw.start()) \
                and not person_trading_before(text, kw.start()) \
                or LEGAL_ENTITY.search(low, max(0, kw.start() - 60), min(len(low), kw.end() + 40)) \
                and not _ONE_PERSON_FIRM.search(low):  # (round 26) "soy el único socio de una SL": the firm is the writer
            continue
        end = min(len(text), kw.end() + 80)
        stop = _SENTENCE_END.search(text, kw.end(), end)
        if stop:
            end = stop.start()
        for v in _BUSINESS_VALUE.finditer(text, kw.end(), end):
            compact = re.sub(r"[ \-.]", "", v.group())
            if ck.business_number_ok(compact) if "/" not in compact else (
                    kw.group().startswith("steuer") and ck.german_tax_number_ok(compact)):
                _add(findings, claimed, "tax identification number", *v.span())
                break
        else:  # (round 28) "... jaki mam NIP. To 633-498-10-99.": given in a later sentence (later_values.py)
            later = later_value(text, kw.end(), _BUSINESS_VALUE, ck.business_number_ok, _BUSINESS_KEYWORD)
            if later:
                _add(findings, claimed, "tax identification number", *later)


# ---------------------------------------------------------------- German social-insurance number

_SVNR = re.compile(r"(?<![\w\-])\d{2} ?\d{6} ?[A-Z] ?\d{3}(?![\w\-])")


def _scan_svnr(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _SVNR.finditer(text):
        if ck.german_svnr_ok(m.group()) and not is_lookalike_context(text, *m.span()):
            _add(findings, claimed, "social security / insurance number", *m.span())


# ---------------------------------------------------------------- French NIR with its key apart

# "N° d'immatriculation : 2650867338019  Clé : 07", "numéro de sécu 1 85 05 78 006 084 clé 36"
_NIR_KEYED = re.compile(
    r"(?<![\w\-])([12](?:[ .]?\d{2}){2}[ .]?(?:\d{2}|2[AB])[ .]?\d{3}[ .]?\d{3})\W{0,6}(?i:cl[ée]|key|klucz)\W{0,4}(\d{2})(?!\d)"
)


def _scan_keyed_nir(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _NIR_KEYED.finditer(text):
        if ck.french_nir_ok(re.sub(r"[ .]", "", m.group(1)) + m.group(2)) and not lookalike_before(text, m.start()):
            _add(findings, claimed, "social security / insurance number", m.start(1), m.end(2))


# ---------------------------------------------------------------- German ID card number as printed

# The card's alphabet: digits and C F G H J K L M N P R T V W X Y Z (no vowels: no word fits it)
_DE_CARD_WORD = re.compile(r"(?i)personalausweis\w*|ausweisnummer|\bausweis\b|\bperso\b|reisepass\w*|passnummer")
_DE_CARD_NUMBER = re.compile(r"(?<![\w\-])(?=[CFGHJ-NPR-TV-Z0-9]*\d)(?=[0-9]*[CFGHJ-NPR-TV-Z])[CFGHJ-NPR-TV-Z][CFGHJ-NPR-TV-Z0-9]{8}(?![\w\-])")


def _scan_de_card(text: str, findings: list[Finding], claimed: Claims) -> None:
    for kw in _DE_CARD_WORD.finditer(text):
        end = min(len(text), kw.end() + 120)
        stop = _SENTENCE_END.search(text, kw.end(), end)
        if stop:
            end = stop.start()
        m = _DE_CARD_NUMBER.search(text, kw.end(), end)
        if m and sample_talk(text.lower()) and paper_number("passport", text.lower(), kw.start(), m.start(), m.end()):
            claimed.reject(*m.span())
            continue  # (round 18) Erika Mustermann's specimen passport in a sample visa form (org_context.py)
        if m and not lookalike_before(text, kw.start()):
            passport = "pass" in kw.group().lower()
            _add(findings, claimed, "passport number" if passport else "identity card number", *m.span())


# ---------------------------------------------------------------- UK sort code and account number

_SORT_CODE_ACCOUNT = re.compile(r"(?<![\w\-])\d{2}-\d{2}-\d{2}(?![\w\-])[^\d\n]{1,24}?(?<![\w\-])(\d{8})(?![\w\-])")
_BANK_WORDS = re.compile(r"(?i)\bsort|\bacc(?:oun)?t?\b|\ba/c\b|\bbank|\bpayee|\bpay(?:ment)?s?\b|\btransfer|\bbacs\b")


def _scan_sort_code(text: str, findings: list[Finding], claimed: Claims, public: Callable[[str, int], bool]) -> None:
    for m in _SORT_CODE_ACCOUNT.finditer(text):
        if len(set(m.group(1))) <= 1 or public(text, m.start()):
            claimed.append(m.span())  # a form's filler ("00-00-00, account 00000000"), a charity's published account
            claimed.reject(*m.span())
            continue
        if _BANK_WORDS.search(text, max(0, m.start() - 80), m.end()) and not is_lookalike_context(text, *m.span()):
            _add(findings, claimed, "bank account number", m.start(), m.end())


# ---------------------------------------------------------------- German tax ID as a payslip prints it

# "43/271/690/955 – so steht meine IdNr auf der Lohnsteuerbescheinigung": 11 digits in groups, before or after
# the keyword anywhere in the message, with the ID's own check digit and digit-repetition rule.
_TAX_ID_GROUPED = re.compile(r"(?<![\w/\-])\d{2,3}(?:[/ \-.]\d{3}){2}[/ \-.]\d{2,3}(?![\w/\-]|[.,]\d)")


def _scan_grouped_tax_id(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _TAX_ID_GROUPED.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if ck.german_tax_id_ok(digits) and not lookalike_before(text, m.start()):
            _add(findings, claimed, "tax identification number", *m.span())


# ---------------------------------------------------------------- entry

def _sole_hint(low: str) -> bool:
    """Could `low` hold one of _BUSINESS_KEYWORD's words (plain substring tests, most messages fail them all)?"""
    return ("nip" in low or "regon" in low or "sire" in low or "ust-i" in low or "ustid" in low or "ust i" in low
            or "umsatzst" in low or "nif" in low or "de iva" in low or "iva intra" in low
            or "vat " in low or "vat:" in low or "vat-" in low or "vat." in low or "vat\"" in low or "tva" in low or "steuernummer" in low
            or "utr" in low or "cif" in low)


def _never_public(text: str, start: int) -> bool:
    return False


def find_documents(text: str, low: str, findings: list[Finding], claimed: Claims, total_digits: int,
                   longest: int, public: Callable[[str, int], bool] = _never_public) -> None:
    """The identifiers above in `text` (`low`: its lower-cased copy, same length; `total_digits`: how many
    digits it holds, `longest`: its longest run of digits; `public(text, start)`: is an account at `start`
    presented as a charity's, a public body's or a company's)."""
    if total_digits >= 8:  # (an ES NIF-IVA has eight digits)
        keyed = low.replace("_", " ") if "_" in low else low  # (round 29) a config's "ust_id:", "entreprise_individuelle:"
        if _sole_hint(keyed):
            _scan_sole_trader(text, keyed, findings, claimed)
    if total_digits >= 9 and may_have_bare(low):  # "Je suis auto-entrepreneuse ... m'a attribué 341 821 247 91225" (round 29)
        find_bare_sole_numbers(text, low, lambda reason, s, e: _add(findings, claimed, reason, s, e))
    if total_digits >= 9:
        find_relative_eins(text, low, findings, claimed, _SOLE_TRADER, LEGAL_ENTITY, _ONE_PERSON_FIRM)  # (family_business.py)
    if total_digits >= 11:
        if longest >= 6:  # (the birth date's six digits are written together)
            _scan_svnr(text, findings, claimed)
        if "cl" in low or "key" in low or "klucz" in low:
            _scan_keyed_nir(text, findings, claimed)
    if total_digits >= 1 and ("ausweis" in low or "perso" in low or "reisepass" in low or "passnummer" in low):
        _scan_de_card(text, findings, claimed)
    if total_digits >= 14 and "-" in text:
        _scan_sort_code(text, findings, claimed, public)
    if total_digits >= 11 and ("idnr" in low or "steuer-id" in low or "steuerid" in low or "identifikationsnummer" in low):
        _scan_grouped_tax_id(text, findings, claimed)
    find_residence(text, low, findings, claimed, total_digits, longest)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
