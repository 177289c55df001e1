"""Pattern detectors for identifiers and secrets: cards, IBANs, phones, e-mails, national IDs,
passwords, PINs and API keys.

Every detector finds candidates with a precompiled regular expression and then validates them
(check digits, number plans, context words) so that look-alikes such as order numbers, versions,
timestamps, hashes, prices and Luhn-invalid numbers stay out.
"""
from __future__ import annotations

import bisect
import math
import re
from collections import Counter

from app.core.memory import privacy_checksums as ck
from app.core.memory.privacy_types import Finding, Kind, lower_keep_length

# ---------------------------------------------------------------- shared helpers

# Words that, right before a number, say it is a reference of some sort, not a person's:
# "order 123...", "invoice no. 123...", "build number is 123...".
_LOOKALIKE_WORDS = frozenset("""
order orders invoice ticket issue build version ver release isbn issn ean gtin upc sku serial
tracking shipment parcel case ref reference transaction txn pid port error errno commit hash
checksum uuid part item product batch lot barcode bestellnummer bestellung sendungsnummer
kundennummer request job run pr model sample example dummy fake random test user customer
kreskowy zlecenie zlecenia umowy umowa sha sha1 sha256 md5 crc artikel artikelnummer
placeholder mock fixture docs documentation seed
""".split())
_LOOKALIKE_STEMS = (
    "faktur", "zamówieni", "zamowieni", "przesyłk", "paczk", "rechnung", "auftrag", "bestell",
    "przykład", "beispiel", "testow", "fikcyjn", "fiktiv",
)
_EXAMPLE_WORDS = frozenset(
    "example sample dummy fake test testing fictional fictitious placeholder mock made random generated".split()
)
_EXAMPLE_STEMS = ("przykład", "testow", "testów", "fikcyjn", "beispiel", "fiktiv", "muster")
_CONNECTORS = frozenset("no nr number numer nummer id is was to ist jest # of code kod kodu like e g np z b".split())
_WINDOW_WORDS = re.compile(r"[^\W_]+|#")
_OWNER = frozenset("my our mój moj moja moje mojego mojej nasz nasza mein meine meinen meiner unser unsere".split())


def _lookalike_before(text: str, start: int) -> bool:
    """Is the number at `start` introduced as an order, invoice, version, hash ... number?"""
    words = _WINDOW_WORDS.findall(text[max(0, start - 32):start].lower())
    skipped = 0
    while words and words[-1] in _CONNECTORS and skipped < 3:
        words.pop()
        skipped += 1
    if not words:
        return False
    last = words[-1]
    if last in _LOOKALIKE_WORDS or last.startswith(_LOOKALIKE_STEMS):
        return True
    # "the sample PESEL ...", "an example IBAN: ...", "Twilio's test number ..." - unless it is
    # somebody's ("please test: my number is ...")
    near = words[-3:]
    if any(w in _OWNER for w in near):
        return False
    return any(w in _EXAMPLE_WORDS or w.startswith(_EXAMPLE_STEMS) for w in near)


_CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₹]|\b(?:USD|EUR|PLN|GBP|CHF|zł))\s?$")
_CURRENCY_AFTER = re.compile(
    r"^\s?(?:[$€£%‰]|(?i:zł|zl\b|złotych|pln|eur\b|euro|usd|gbp|chf|dollars|euros|pounds|k\b|mln|"
    r"tys|mio|million|billion|bn\b|users|rows|records|bytes|kb\b|mb\b|gb\b|ms\b|px\b))"
)


def _before(text: str, start: int, width: int = 30) -> str:
    return text[max(0, start - width):start]


def _is_lookalike_context(text: str, start: int, end: int) -> bool:
    if _lookalike_before(text, start):
        return True
    if _CURRENCY_BEFORE.search(_before(text, start, 6)) or _CURRENCY_AFTER.match(text[end:end + 10]):
        return True
    return False


class _Claims:
    """Disjoint spans already reported, so a later detector does not re-read them."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []

    def overlaps(self, start: int, end: int) -> bool:
        i = bisect.bisect_right(self.starts, start)
        if i and self.ends[i - 1] > start:
            return True
        return i < len(self.starts) and self.starts[i] < end

    def append(self, span: tuple[int, int]) -> None:
        start, end = span
        i = bisect.bisect_right(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)


def _overlaps(claims: _Claims, start: int, end: int) -> bool:
    return claims.overlaps(start, end)


def _entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


# ---------------------------------------------------------------- numbers in runs

# A maximal run of digit groups separated by single spaces or dashes ("4242 4242 4242 4242").
# (a comma or colon before it is fine - "1,Jan,87042341830", "tel:604218935" - unless it follows
# a digit: "1,299", "14:22")
_DIGIT_RUN = re.compile(r"(?<![\w./+\-])(?<!\d,)(?<!\d:)\d+(?:[ \-\u00a0]\d+)*(?![\w]|[.,]\d)")
_GROUP_SPLIT = re.compile(r"[ \-\u00a0]")
_CARD_WORDS = re.compile(r"\b(?:card|karta|karty|kartę|karte|kreditkarte|visa|mastercard|amex|maestro|debit|credit)\b")
_TEST_CONTEXT = re.compile(
    r"\b(?:test|tests|testing|sandbox|stripe|testow\w*|testów|testkarte|dummy|sample|example|przykład\w*|beispiel\w*)\b"
)
_OWN_CARD = re.compile(r"\b(?:my|mine|moja|mojej|moją|meine|meiner)\s+(?:\w+\s+)?(?:card|karta|karty|kartę|karte)\b")
_PUBLIC_TEST_CARDS = frozenset({
    "4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117",
    "4012888888881881", "4000000000000002", "2223003122003222", "5200828282828210",
    "3056930009020004", "36227206271667", "6011000990139424", "3566002020360505",
})


def _card_finding(text: str, digits: str, start: int, end: int) -> Finding | None:
    if not (ck.plausible_card_prefix(digits) and ck.luhn_ok(digits)):
        return None
    window = text[max(0, start - 80):end + 80]
    if digits in _PUBLIC_TEST_CARDS and _TEST_CONTEXT.search(text.lower()) and not _OWN_CARD.search(text.lower()):
        return None  # a published test number in test talk, not someone's card
    if _lookalike_before(text, start) and not _CARD_WORDS.search(window.lower()):
        return None
    if len(set(digits)) == 1:
        return None  # 0000 0000 ... style filler
    return Finding(Kind.IDENTIFIER, "payment card number", start, end)


def _glued_card(text: str, run: str, start: int, groups: list[str]) -> Finding | None:
    spans = [(start + g.start(), start + g.end()) for g in re.finditer(r"\d+", run)]
    k = len(spans)
    total = 0
    for j in range(k - 1):  # prefixes groups[0..j]
        total += len(groups[j])
        if total > 19:
            break
        if total >= 13:
            f = _card_finding(text, "".join(groups[:j + 1]), spans[0][0], spans[j][1])
            if f:
                return f
    total = 0
    for i in range(k - 1, 0, -1):  # suffixes groups[i..]
        total += len(groups[i])
        if total > 19:
            break
        if total >= 13:
            f = _card_finding(text, "".join(groups[i:]), spans[i][0], spans[-1][1])
            if f:
                return f
    return None


def _scan_digit_runs(text: str, findings: list[Finding], claimed: _Claims) -> None:
    for m in _DIGIT_RUN.finditer(text):
        start, end = m.span()
        if _overlaps(claimed, start, end):
            continue
        run = m.group()
        groups = _GROUP_SPLIT.split(run)
        digits = "".join(groups)
        n = len(digits)
        if n < 9:
            continue
        if n == 26 and ck.nrb_ok(digits):
            findings.append(Finding(Kind.IDENTIFIER, "bank account number", start, end))
            claimed.append((start, end))
            continue
        if 13 <= n <= 19:
            f = _card_finding(text, digits, start, end)
            if f:
                findings.append(f)
                claimed.append((start, end))
                continue
        if n > 13 and len(groups) > 1:
            # a card glued to a following or preceding number ("... 4242 08/27", "nr 1 4242 ...");
            # only windows that start or end the run, so this stays linear in the run's length
            found = _glued_card(text, run, start, groups)
            if found:
                findings.append(found)
                claimed.append((found.start, found.end))
                continue
        if n == 11 and len(groups) == 1 and ck.pesel_ok(digits) and not _is_lookalike_context(text, start, end):
            findings.append(Finding(Kind.IDENTIFIER, "PESEL number", start, end))
            claimed.append((start, end))


# ---------------------------------------------------------------- IBAN

_IBAN_CAND = re.compile(r"\b[A-Za-z]{2}\d{2}(?:[ \-]?[A-Za-z0-9]){11,34}")


def _scan_iban(text: str, findings: list[Finding], claimed: _Claims) -> None:
    for m in _IBAN_CAND.finditer(text):
        cand = m.group()
        country = cand[:2].upper()
        length = ck.IBAN_LENGTHS.get(country)
        if length is None:
            continue
        if cand[:2] != country and cand[:2] != cand[:2].lower():
            continue  # "De89" - mixed case is a word, not a country code
        count = 0
        end = None
        for i, ch in enumerate(cand):
            if ch.isalnum():
                count += 1
                if count == length:
                    end = i + 1
                    break
        if end is None:
            continue
        abs_end = m.start() + end
        if abs_end < len(text) and (text[abs_end].isalnum() or text[abs_end] == "_"):
            continue
        compact = re.sub(r"[ \-]", "", cand[:end]).upper()
        if claimed.overlaps(m.start(), abs_end):
            continue
        if ck.iban_ok(compact) and not _lookalike_before(text, m.start()):
            findings.append(Finding(Kind.IDENTIFIER, "IBAN (bank account number)", m.start(), abs_end))
            claimed.append((m.start(), abs_end))


# ---------------------------------------------------------------- national IDs

_SSN = re.compile(r"(?<![\w\-./])(\d{3})([- ])(\d{2})\2(\d{4})(?![\w\-]|[.,]\d)")
_NINO = re.compile(
    r"\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"
)
_PL_ID_CARD = re.compile(r"\b([A-Z]{3}) ?(\d{6})\b")
_ID_CONTEXT = re.compile(  # on lower-cased text
    r"(?:\bid\b|identity|identification|dow[oó]d\w*|ausweis\w*|personalausweis\w*|passport|"
    r"paszport\w*|\bnumer\b|\bnr\b|\bnumber\b|\bno\.|\bnummer\b|\bmy\b|\bmój\b|\bmoje\w*\b|\bmein\w*\b)"
)

_ID_KEYWORDS = re.compile(  # on lower-cased text
    r"\b(?P<passport>passport|paszport\w*|reisepass\w*|passnummer|pass-nr\.?|passeport|pasaporte|passaporto)"
    r"|\b(?P<idcard>id card|identity card|national id|personal id|my id|id-card|dow[oó]d\w*(?: osobist\w*)?|"
    r"personalausweis\w*|ausweisnummer|ausweis|carte d'identit[eé])"
    r"|\b(?P<licence>drivers?'?s? licen[cs]e|driving licen[cs]e|licen[cs]e number|prawo jazdy|prawa jazdy|"
    r"führerschein\w*)"
    r"|\b(?P<social>social security(?: number)?|sozialversicherungsnummer|rentenversicherungsnummer|"
    r"national insurance(?: number)?|nhs number|numer ubezpieczenia|insurance number|medicare number|"
    r"versichertennummer|krankenversicherungsnummer)"
    r"|\b(?P<tax>tax id|tax identification number|taxpayer id|steuer-?id|steuernummer|"
    r"identifikationsnummer|numer identyfikacji podatkowej)"
    r"|\b(?P<bank>account number|acct number|numer konta|numer rachunku|kontonummer|sort code|"
    r"routing number|bank account)"
    r"|\b(?P<student>student id|numer legitymacji|matrikelnummer|numer albumu)"
    r"|\b(?P<vehicle>licen[cs]e plate|number plate|registration number|numer rejestracyjny|tablic\w* rejestracyjn\w*|"
    r"kennzeichen|vin)\b"
)
_ID_ACRONYMS = re.compile(r"\b(?P<acronym>SSN|SIN|TIN|PESEL|NINO|IdNr|BSN|NIR|DNI|NIE|CPR)\b")
_PLATE_VALUE = re.compile(r"\b(?:[A-HJ-NPR-Z0-9]{17}|[A-Z]{1,3}[ \-]?[A-Z0-9]{2,5}(?: ?[A-Z0-9]{1,4})?)\b")
_ID_VALUE = re.compile(r"[A-Z]{0,3}[ \-]?\d(?:[\d \-/]{3,22}\d)?[A-Z]?\b|\b(?=[A-Z0-9]*\d)[A-Z0-9]{6,18}\b")
_ID_REASONS = {
    "passport": "passport number",
    "idcard": "identity card number",
    "licence": "driving licence number",
    "social": "social security / insurance number",
    "tax": "tax identification number",
    "bank": "bank account number",
    "student": "student ID number",
    "vehicle": "vehicle registration or VIN",
    "acronym": "national ID number",
}
_ID_ANCHORS = (
    "pass", "paszport", "dowod", "dowód", "ausweis", "id card", "id-card", "identity", "national id",
    "personal id", "my id", "licen", "prawo jazdy", "prawa jazdy", "führerschein", "social security",
    "versicherung", "insurance", "nhs", "ubezpieczenia", "medicare", "tax", "steuer", "identifikation",
    "podatkowej", "account", "acct", "konta", "rachunku", "kontonummer", "sort code", "routing",
    "student id", "legitymacji", "matrikel", "albumu", "carte d", "plate", "registration", "rejestracyjn",
    "kennzeichen", "vin",
)
_ID_ACRONYM_HINT = re.compile(r"SSN|SIN|TIN|PESEL|NINO|IdNr|BSN|NIR|DNI|NIE|CPR")
# end of the sentence that holds an ID value; "no." and "nr." are abbreviations, not full stops
_VALUE_STOP = re.compile(r"(?<![Nn][Oo])(?<![Nn][Rr])[.!?\n](?:\s|$)")
_DATE_LIKE = re.compile(r"^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{4})$")


def _checksum_consistent(group: str, keyword: str, value: str) -> bool:
    """Where the keyword names a document with a check digit, the value has to pass it."""
    kw = keyword.lower()
    if value.isdigit() and len(value) == 11 and "pesel" in kw:
        return ck.pesel_ok(value)
    ssn = re.fullmatch(r"(\d{3})(\d{2})(\d{4})", value)
    if ssn and ("ssn" in kw or "social security" in kw):
        return ck.ssn_ok(*ssn.groups())
    if group == "tax" and value.isdigit() and len(value) == 11 and ("steuer" in kw or "identifikation" in kw):
        return ck.german_tax_id_ok(value)
    if group == "idcard" and re.fullmatch(r"[A-Z]{3}\d{6}", value):
        return ck.polish_id_card_ok(value)
    if group == "passport" and re.fullmatch(r"[A-Z]{2}\d{7}", value) and "paszport" in kw:
        return ck.polish_passport_ok(value)
    return True


def _scan_national_ids(text: str, findings: list[Finding], claimed: _Claims) -> None:
    for m in _SSN.finditer(text):
        if _overlaps(claimed, *m.span()):
            continue
        area, group, serial = m.group(1), m.group(3), m.group(4)
        if m.group(2) == " " and not re.search(r"(?i)\b(?:ssn|social security)\b", _before(text, m.start(), 40)):
            continue  # "123 45 6789" only with an SSN keyword
        if ck.ssn_ok(area, group, serial) and not _is_lookalike_context(text, *m.span()):
            findings.append(Finding(Kind.IDENTIFIER, "US social security number", *m.span()))
            claimed.append(m.span())
    for m in _NINO.finditer(text):
        if not _overlaps(claimed, *m.span()) and not _is_lookalike_context(text, *m.span()):
            findings.append(Finding(Kind.IDENTIFIER, "UK national insurance number", *m.span()))
            claimed.append(m.span())
    for m in _PL_ID_CARD.finditer(text):
        if _overlaps(claimed, *m.span()):
            continue
        if ck.polish_id_card_ok(m.group(1) + m.group(2)) and _ID_CONTEXT.search(_before(text, m.start(), 48).lower()) \
                and not _lookalike_before(text, m.start()):
            findings.append(Finding(Kind.IDENTIFIER, "identity card number", *m.span()))
            claimed.append(m.span())
    low_text = lower_keep_length(text)
    has_acronym = bool(_ID_ACRONYM_HINT.search(text))
    if not (has_acronym or any(a in low_text for a in _ID_ANCHORS)):
        return
    keyword_hits = list(_ID_KEYWORDS.finditer(low_text))
    if has_acronym:
        keyword_hits += list(_ID_ACRONYMS.finditer(text))
    keyword_hits.sort(key=lambda k: k.start())
    for m in keyword_hits:
        group = m.lastgroup or "acronym"
        if _lookalike_before(text, m.start()):
            continue  # "the sample PESEL ...", "a fake passport number ..."
        # the value must follow within a few words, in the same sentence
        tail_start = m.end()
        tail = text[tail_start:tail_start + 48]
        stop = _VALUE_STOP.search(tail)
        if stop:
            tail = tail[:stop.start()]
        for v in (_PLATE_VALUE if group == "vehicle" else _ID_VALUE).finditer(tail):
            value = v.group().strip(" -")
            digits = sum(ch.isdigit() for ch in value)
            compact = re.sub(r"[ \-/]", "", value)
            min_digits = 2 if group == "vehicle" else 5
            if digits < min_digits or not 5 <= len(compact) <= 20 or _DATE_LIKE.match(value):
                continue
            if re.fullmatch(r"(?:19|20)\d\d", compact):
                continue
            if not _checksum_consistent(group, m.group(0), compact):
                break
            vs = tail_start + v.start() + (len(v.group()) - len(v.group().lstrip(" -")))
            ve = vs + len(value)
            if _CURRENCY_AFTER.match(text[ve:ve + 10]) or _CURRENCY_BEFORE.search(_before(text, vs, 6)):
                continue
            if not _overlaps(claimed, vs, ve):
                findings.append(Finding(Kind.IDENTIFIER, _ID_REASONS[group], vs, ve))
                claimed.append((vs, ve))
            break


# ---------------------------------------------------------------- phone numbers

_PHONE_CAND = re.compile(
    r"(?<![\w+\-./\\#$€£@=])(?<!\d,)(?<!\d:)"
    r"(?:\(\+\d{1,3}\)[ \u00a0]?|\+[ \u00a0]?|\b00)?"
    r"(?:\(\d{1,5}\)[ \u00a0]?|\d)"
    r"(?:\d|[ \u00a0.\-]{1,2}(?=[\d(])|\(\d{1,5}\)[ \u00a0]?){5,26}"
    r"(?<=[\d)])(?![\w]|[.,]\d|[/:]\d)"
)
_PHONE_KEYWORDS = re.compile(  # on lower-cased text
    r"(?:phone|\btel\b|\btel\.|telephone|mobile|\bcell\b|\bcall\b|\bcalls\b|text me|whats\s?app|\bsms\b|"
    r"\bsignal\b|telefon\w*|komórk\w*|komórę|dzwoń|zadzwo\w*|dzwonić|\bhandy\b|anruf\w*|\bruf\b|"
    r"erreichbar|kontakt|contact|reach me|\bfax\b|viber|telegram|\bdial\b|\bring\b|\btext\b|"
    r"\bnumber is\b|\bnumer to\b|\bnummer ist\b|"
    # "number" alone is everywhere; it counts when it is somebody's
    r"\b(?:my|mój|moj|mein|meine|his|her|jego|jej|sein|seine|ihr|ihre)\s+(?:\w+\s+)?(?:number|numer|nummer|nr)\b)"
)
_HOTLINE = re.compile(  # on lower-cased text
    r"(?:infolini\w*|hotline|helpline|customer service|support line|obsługa klienta|"
    r"obsługi klienta|kundenservice|service-?nummer|servicenummer|call cent\w*|emergency|"
    r"alarmowy|notruf|toll[- ]free|bezpłatn\w*|kostenlos\w*)"
)
# Whose number: a national-format number grouped only with spaces is also how thousands are
# written ("123 456 789 units"), so it needs a phone word or a first-person word nearby.
_OWNER_WORDS = re.compile(  # on lower-cased text
    r"\b(?:my|me|mine|our|us|his|her|mój|moj|moja|mojego|mnie|mi|nasz\w*|jego|jej|mein\w*|mich|mir|unser\w*|sein\w*|ihr\w*)\b"
)
_CODE_GROUPS_BEFORE = re.compile(r"\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4})* $|\b[A-Z0-9]*[A-Z][A-Z0-9]*\d[A-Z0-9]* $|\b[A-Z]{4} $")
_SSN_SHAPE = re.compile(r"^\d{3}-\d{2}-\d{4}$")
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_NATIONAL_REGIONS = ("PL", "US", "GB", "DE")
_SKIP_TYPES = None  # filled lazily (phonenumbers import is a few ms)


def _phonenumbers():
    global _SKIP_TYPES
    import phonenumbers

    if _SKIP_TYPES is None:
        t = phonenumbers.PhoneNumberType
        _SKIP_TYPES = {t.TOLL_FREE, t.PREMIUM_RATE, t.SHARED_COST, t.UAN, t.VOICEMAIL}
    return phonenumbers


def _thousands_like(cand: str) -> bool:
    """Grouped like a big number: 1-3 digits, then groups of exactly three, no leading zero."""
    groups = cand.split()
    return (not cand.startswith("0") and 1 <= len(groups[0]) <= 3
            and all(len(g) == 3 and g.isdigit() for g in groups[1:]))


def _phone_ok(candidate: str, international: bool, keyword: bool) -> bool:
    pn = _phonenumbers()
    regions = (None,) if international else _NATIONAL_REGIONS
    digits = re.sub(r"\D", "", candidate)
    for region in regions:
        if region in ("GB", "DE") and not digits.startswith("0"):
            continue  # domestic numbers there are always written with the trunk 0
        if region == "PL" and len(digits) != 9:
            continue
        if region == "US" and not (len(digits) == 10 or (len(digits) == 11 and digits[0] == "1")):
            continue
        try:
            num = pn.parse(candidate if not candidate.startswith("00") else "+" + candidate[2:], region)
        except Exception:
            continue
        valid = pn.is_valid_number(num)
        if not valid and not ((international or keyword) and pn.is_possible_number(num)):
            continue
        if valid and pn.number_type(num) in _SKIP_TYPES:
            return False  # toll-free / premium / shared-cost: a business line, not a person
        return True
    return False


def _scan_phones(text: str, findings: list[Finding], claimed: _Claims) -> None:
    for m in _PHONE_CAND.finditer(text):
        start, end = m.span()
        cand = m.group()
        digits = re.sub(r"\D", "", cand)
        if not 7 <= len(digits) <= 15 or _overlaps(claimed, start, end):
            continue
        if cand.startswith("(+"):
            cand_parse = "+" + re.sub(r"[()]", "", cand[2:], count=1)
        else:
            cand_parse = cand
        international = cand_parse.startswith("+") or cand_parse.startswith("00")
        before = _before(text, start, 40)
        keyword = bool(_PHONE_KEYWORDS.search(before.lower()))
        if _HOTLINE.search(text[max(0, start - 60):end + 30].lower()):
            continue
        if not international:
            if _is_lookalike_context(text, start, end) or _IPV4.match(cand) or _SSN_SHAPE.match(cand):
                continue
            if _CODE_GROUPS_BEFORE.search(text, max(0, start - 40), start):
                continue  # the tail of an account or reference code written in groups ("NL91 ABNA 0417 ...")
            separators = set(re.sub(r"\d", "", cand))
            if not separators and not keyword:
                continue  # a bare digit string is a phone only when introduced as one
            if separators <= {"."} and not keyword:
                continue  # dotted numbers are versions, IPs and dates unless introduced
            if separators <= {" ", "\u00a0"} and not keyword and _thousands_like(cand) and not _OWNER_WORDS.search(
                    text[max(0, start - 50):end + 30].lower()):
                continue  # "512 345 678" may be a count; "0151 2345678" or "415 555 0132" may not
            if len(digits) < 9:
                continue
            groups = [g for g in re.split(r"[ \u00a0.\-()]+", cand) if g]
            if sum(1 for g in groups if len(g) == 1) > 1 or (separators <= {"."} and min(map(len, groups)) < 2):
                continue  # "4 8 15 16 23 42", "20240315.4"
            if len(groups) > 1 and all(len(g) == 3 for g in groups[1:]) and groups[-1] == "000":
                continue  # round thousands: "500 000 000"
        elif _CURRENCY_AFTER.match(text[end:end + 10]) or _lookalike_before(text, start):
            continue
        # drop trailing groups that do not belong to the number ("+48 604 218 935 2 razy")
        attempt = cand_parse
        shift = len(cand) - len(cand_parse)
        ok = False
        for _ in range(3):
            if _phone_ok(attempt, international, keyword):
                ok = True
                break
            cut = max(attempt.rfind(" "), attempt.rfind("-"))
            if cut <= 2:
                break
            attempt = attempt[:cut].rstrip(" -.")
            if len(re.sub(r"\D", "", attempt)) < 7:
                break
        if ok:
            stop = start + len(attempt) + shift
            findings.append(Finding(Kind.IDENTIFIER, "phone number", start, stop))
            claimed.append((start, stop))


# ---------------------------------------------------------------- e-mail

_EMAIL = re.compile(
    r"(?<![\w.%+\-])([\w][\w.%+\-]{0,63})@((?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){1,8}"
    r"[A-Za-z]{2,24})(?![\w\-]|\.[A-Za-z0-9])"
)
_SERVICE_LOCALS = frozenset({
    "git", "noreply", "no-reply", "donotreply", "do-not-reply", "mailer-daemon", "postmaster",
    "notifications", "notification",
})
_PLACEHOLDER_LOCALS = frozenset({
    "user", "username", "name", "email", "e-mail", "mail", "test", "tester", "foo", "bar", "baz",
    "someone", "somebody", "me", "you", "your.name", "yourname", "your_name", "your-email",
    "youremail", "firstname.lastname", "first.last", "jane.doe", "john.doe", "johndoe", "janedoe",
    "admin", "example", "sample", "demo", "alice", "bob", "x", "abc", "address",
})
_FILE_TLDS = frozenset({
    "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "js", "ts", "tsx", "jsx", "py", "rb",
    "rs", "java", "css", "scss", "html", "json", "yaml", "yml", "toml", "md", "txt", "lock",
    "sh", "exe", "dll", "so", "kt", "swift", "vue", "php", "cpp", "hpp",
})


def _scan_emails(text: str, findings: list[Finding]) -> None:
    for m in _EMAIL.finditer(text):
        local, domain = m.group(1).lower(), m.group(2).lower()
        if local in _SERVICE_LOCALS:
            continue
        if text[m.end():m.end() + 1] == ":" and text[m.end() + 1:m.end() + 2].strip():
            continue  # scp-style git remote "user@host:path"
        tld = domain.rsplit(".", 1)[-1]
        if tld in _FILE_TLDS and domain.count(".") == 1:
            continue  # "icon@2x.png"
        if local in _PLACEHOLDER_LOCALS and (
            domain.startswith("example.") or domain.endswith((".example", ".test", ".invalid", ".localhost"))
            or domain in ("domain.com", "email.com", "mail.com", "test.com", "foo.com", "bar.com", "company.com")
        ):
            continue
        findings.append(Finding(Kind.IDENTIFIER, "e-mail address", m.start(), m.end()))


# ---------------------------------------------------------------- secrets

_KEY_SHAPES: list[tuple[str, re.Pattern[str], bool]] = [
    # (reason, pattern, needs a randomness check)
    ("API key", re.compile(r"\bsk-(?:proj-|ant-(?:api\d\d-)?|live-|svcacct-|or-v1-)?[A-Za-z0-9_\-]{20,}"), True),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})"), False),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b"), False),
    ("Slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}"), False),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_\-]{30,40}"), False),
    ("GitLab token", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), False),
    ("Stripe key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"), False),
    ("Hugging Face token", re.compile(r"\bhf_[A-Za-z0-9]{30,}"), True),
    ("npm token", re.compile(r"\bnpm_[A-Za-z0-9]{30,}"), True),
    ("SendGrid key", re.compile(r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"), False),
    ("JSON web token", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), False),
    ("private key", re.compile(
        # the whole block; a pasted block without its END line runs to the end of the base64 body
        r"-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,8000}?-----END (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"|[ \t]*\n?(?:[A-Za-z0-9+/=:\-,]+[ \t]*\n?){0,200})"
    ), False),
    ("webhook URL", re.compile(
        r"https://(?:hooks\.slack\.com/services|discord(?:app)?\.com/api/webhooks)/[A-Za-z0-9/_\-]{16,}"
    ), False),
    ("Telegram bot token", re.compile(r"\b\d{8,10}:AA[A-Za-z0-9_\-]{30,}"), False),
]
_KEY_PREFILTER = re.compile(
    r"sk-|gh[pousr]_|github_pat_|A[KSGIRN][IS]A|xox|AIza|glpat-|_live_|_test_|hf_|npm_|SG\.|eyJ|"
    r"-----BEGIN|hooks\.slack|webhooks|:AA"
)

_URL_CREDENTIALS = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,15}://[^\s:/@]{1,64}:([^\s@/]{3,128})@[^\s/]+")

_KEYED_SECRET = re.compile(
    r"(?i)(?<![a-z])(?:api[_\-\s]?key|apikey|access[_\-\s]?key(?:[_\-\s]?id)?|secret(?:[_\-\s]?(?:key|access[_\-\s]?key))?|"
    r"client[_\-\s]?secret|auth[_\-\s]?token|access[_\-\s]?token|refresh[_\-\s]?token|bearer|"
    r"private[_\-\s]?key|token|klucz(?:\s+api)?|schlüssel|api-schlüssel|credentials?)"
    r"[\"']?\s*(?P<conn>[:=]|=>|\bis\b|\bto\b|\bist\b|\blautet\b|\bjest\b)?\s*[\"'`]?"
    r"([A-Za-z0-9_\-+/=.~]{16,256})"
)
_BEARER = re.compile(r"\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/\-]{16,}=*)")
_ENV_SECRET = re.compile(
    r"\b([A-Z][A-Z0-9_]{0,40}?(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PWD|PASS|PW|CREDENTIALS?))"
    r"\s*[:=]\s*[\"']?([^\s\"',;]{4,256})"
)

_PASSWORD = re.compile(
    r"\b(?P<kw>password|passwort|passcode|passphrase|pass\s?word|passwd|pwd|pw|kennwort|"
    r"has(?:ło|lo|ła|la)|wifi\s?key|wi-fi\s?key|pin\s?code|(?<=\bmy )pass|"
    r"(?:wifi|wi-fi|door|alarm|gate|garage|safe|lock|locker|keypad|entry|building|intercom)\s?code|"
    r"kod (?:do|od) (?:drzwi|domofonu|alarmu|sejfu|bramy|furtki|garażu|klatki|wifi)|"
    r"(?:tür|alarm|tresor)code)\b"
    r"(?P<mid>\s+(?:to|for|do|od|na|für|zu|zum|zur|of|on|at|vom|von)\s+"
    r"(?:(?:my|the|our|mojego|mojej|moje|mein\w*|meiner|unser\w*)\s+)?[\w.@\-]+(?:\s+[\w.@\-]+){0,2}?)?"
    r"\s*(?P<conn>:|=|=>|\bis\b|\bwas\b|\bto\b|\bjest\b|\bbrzmi\b|\bist\b|\blautet\b|\bwar\b|"
    r"\bwill be\b|\bis now\b|\bset to\b|\bbrzmiało\b|\s-)"
    r"\s*[\"'“„‘`«]?(?P<val>[^\s\"'”“`»]{3,64})"
)
_SEED_PHRASE = re.compile(
    r"(?i)\b(?:seed phrase|recovery phrase|mnemonic(?: phrase)?|secret recovery phrase|fraza odzyskiwania|"
    r"wiederherstellungsphrase|seed)\b\W{0,6}(?:is|to|ist|:)?\W{0,3}((?:[a-z]{3,8} ){11,23}[a-z]{3,8})"
)
_SECURITY_ANSWER = re.compile(
    r"(?i)\b(?:mother'?s maiden name|nazwisko panieńskie (?:mojej )?matki|mädchenname meiner mutter|"
    r"first pet'?s name|security (?:question )?answer)\b\W{0,4}(?:is|was|to|ist|war|:)\W{0,3}([^\W\d_][\w'’\-]{1,30})"
)
_POSSESSIVE_BEFORE = re.compile(r"\b(?:my|our|mine|moje|mojego|mojej|mój|nasze|mein\w*|unser\w*|i|ich)\b[^.!?\n]{0,25}$")
_NOT_A_PASSWORD = frozenset("""
required incorrect wrong invalid correct weak strong too not the a an stored hashed encrypted
saved empty blank missing expired reset changed same different set ok okay fine long short
secure insecure visible hidden masked shown being still also now case sensitive field input
entered needed mandatory optional null none undefined true false prompted asked never always
only just very really being sent leaked compromised protected salted generated random
unique valid mine yours his hers ours theirs this that what which how where when why there
here forgotten forgot lost known unknown updated same changed rejected accepted ignored
bcrypt argon2 sha256 md5 plaintext plain managed handled used taken enough good bad easy
hard simple complex nie jest jest zbyt za bardzo inne takie same błędne poprawne nicht zu
falsch richtig gespeichert leer
""".split())
_CODE_IDENTIFIER = re.compile(r"^(?:[A-Za-z_]+(?:[._][A-Za-z_]+)+|[a-z]+[A-Z][A-Za-z]*|[a-z]+(?:-[a-z]+)+)$")

_PIN = re.compile(
    r"(?:\bPIN(?i:[\s\-]?(?:code|kod|number|nummer|numer|nr))?"
    r"|(?i:\b(?:my|mój|moj|mein|meine|card|karty|debit|credit|bank|sim|phone|karte)\s+pin(?:[\s\-]?(?:code|kod|number|nummer|numer))?"
    r"|\bkod(?:em|u)?\s+pin|\bpin[\s\-]?(?:code|kod|nummer)))"
    r"(?i:\s+(?:for|to|do|zu|für|of|on|zur)\s+(?:(?:my|the|mojej|mojego|meine?r?)\s+)?[\w\-]+(?:\s+[\w\-]+)?)?"
    r"(?i:\s*(?:is|to|:|=|-|ist|lautet|wynosi|jest|was|brzmi))?\s*[\"'„“]?(\d{4,8})\b(?![.,/:]\d)"
)
_CVV = re.compile(
    r"\b(?:CVV2?|CVC2?|CSC|(?i:cvv|cvc|kod\s+cvv|security code|kod zabezpieczający|prüfnummer|kartenprüfnummer))\b"
    r"(?:[^\S\n]+[^\W\d]+){0,4}?\W{0,4}(?i:(?:is|to|ist|lautet|jest|:)\W{0,3})?(\d{3,4})\b(?![.,/:]\d)"
)


def _looks_random(value: str) -> bool:
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    mixed_case = any(c.islower() for c in value) and any(c.isupper() for c in value)
    if not has_alpha:
        return False
    if len(value) >= 20 and _entropy(value) >= 3.5 and (has_digit or mixed_case):
        return True
    return has_digit and (mixed_case or len(value) >= 24) and _entropy(value) >= 3.0


def _is_placeholder(value: str) -> bool:
    low = value.lower()
    if value[:1] in "<{[$%*(#&" or value.endswith((">", "}", "]")):
        return True
    if len(set(value)) <= 2:
        return True
    if any(w in low for w in ("your", "xxx", "example", "placeholder", "redacted", "dummy", "<", "${", "{{",
                              "...", "***", "changeme", "change_me", "todo", "insert", "replace",
                              "os.environ", "getenv", "process.env", "env[", "secrets.", "settings.",
                              "config.", "request.", "input(", "private]")):
        return True
    return False


def _password_like(value: str, quoted: bool, possessive: bool) -> bool:
    value = value.rstrip(".,;:?)]}")
    if len(value) < 4 or _is_placeholder(value):
        return False
    low = value.lower()
    if low in _NOT_A_PASSWORD or _CODE_IDENTIFIER.match(value):
        return False
    if "(" in value or "=" in value[:1]:
        return False
    has_digit = any(c.isdigit() for c in value)
    has_symbol = any(not c.isalnum() for c in value)
    inner_upper = any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
    if has_digit or has_symbol or inner_upper or quoted:
        return True
    return possessive and len(value) >= 8


def _scan_secrets(text: str, findings: list[Finding], claimed: _Claims) -> None:
    def add(reason: str, start: int, end: int) -> None:
        if start < end and not _overlaps(claimed, start, end):
            findings.append(Finding(Kind.SECRET, reason, start, end))
            claimed.append((start, end))

    if _KEY_PREFILTER.search(text):
        for reason, pattern, check in _KEY_SHAPES:
            for m in pattern.finditer(text):
                body = m.group()
                if "EXAMPLE" in body.upper():
                    continue  # the documentation's own sample keys (AKIAIOSFODNN7EXAMPLE)
                if check and not _looks_random(body.split("-", 1)[-1] if reason == "API key" else body):
                    continue
                add(reason, *m.span())
    if "://" in text:
        for m in _URL_CREDENTIALS.finditer(text):
            if not _is_placeholder(m.group(1)) and m.group(1).lower() not in ("password", "pass", "pwd", "secret"):
                add("password in a URL", *m.span(1))
    low = lower_keep_length(text)
    if any(k in low for k in ("key", "token", "secret", "bearer", "basic", "klucz", "schlüssel", "credential")):
        for m in _KEYED_SECRET.finditer(text):
            value = m.group(2).rstrip(".,;:")
            if not m.group("conn") and (sum(c.isdigit() for c in value) < 0.12 * len(value) or _CODE_IDENTIFIER.match(value)):
                continue  # "token validationForTheUser1" is a name in code, not a token
            if _looks_random(value) and not _is_placeholder(value):
                add("secret key or token", m.start(2), m.start(2) + len(value))
        for m in _BEARER.finditer(text):
            if _looks_random(m.group(1)) and not _is_placeholder(m.group(1)):
                add("authorization token", *m.span(1))
    if "=" in text or ":" in text:
        for m in _ENV_SECRET.finditer(text):
            name, value = m.group(1), m.group(2).rstrip(".,;:")
            if _is_placeholder(value) or value.upper() == value and "_" in value and not any(c.isdigit() for c in value):
                continue
            if any(w in name for w in ("PASS", "PWD", "PW")):
                ok = _password_like(value, False, True)
            elif any(w in name for w in ("SECRET", "TOKEN", "API", "PRIVATE", "ACCESS", "AUTH", "CREDENTIAL")):
                ok = _looks_random(value) or (len(value) >= 8 and any(c.isdigit() for c in value)
                                              and any(c.isalpha() for c in value))
            else:  # SORT_KEY=created_at, CACHE_KEY=user42 - only clearly random values
                ok = _looks_random(value)
            if ok:
                add("secret in a configuration value", m.start(2), m.start(2) + len(value))
    if any(k in low for k in ("pass", "has", "pw", "kennwort", "key", "pin", "code", "kod")):
        for m in _PASSWORD.finditer(low):
            raw = text[m.start("val"):m.end("val")]
            quote_char = text[m.start("val") - 1] if m.start("val") > 0 else ""
            quoted = quote_char in "\"'“„‘`«"
            possessive = bool(_POSSESSIVE_BEFORE.search(_before(text, m.start(), 40).lower())) or bool(
                re.search(r"(?i)\b(?:my|moje|mojego|mein\w*)\b", m.group(0)))
            value = raw.rstrip(".,;:?)]}")
            if _password_like(value, quoted, possessive):
                add("password", m.start("val"), m.start("val") + len(value))
    if "seed" in low or "phrase" in low or "mnemonic" in low or "fraza" in low:
        for m in _SEED_PHRASE.finditer(text):
            words = m.group(1).split(" ")
            keep = max(n for n in (12, 15, 18, 21, 24) if n <= len(words))  # BIP-39 lengths
            add("wallet recovery phrase", m.start(1), m.start(1) + len(" ".join(words[:keep])))
    if "maiden" in low or "panieńsk" in low or "mädchen" in low or "security" in low or "pet" in low:
        for m in _SECURITY_ANSWER.finditer(text):
            add("security question answer", *m.span(1))
    if "pin" in low or "PIN" in text:
        for m in _PIN.finditer(text):
            add("PIN code", *m.span(1))
    if "cvv" in low or "cvc" in low or "csc" in low or "security code" in low:
        for m in _CVV.finditer(text):
            add("card security code", *m.span(1))


# ---------------------------------------------------------------- entry point

_HAS_DIGIT = re.compile(r"\d")


_OWN_IP = re.compile(
    r"(?i)\b(?:my|our|mój|moje|nasze|mein\w*|unser\w*)\s+(?:home |public |static |external |own |domowe |publiczne )?"
    r"(?:ip|ip address|adres ip|ip-adresse)\b\W{0,8}(?:is|to|ist|:)?\W{0,3}(\d{1,3}(?:\.\d{1,3}){3})\b"
)


def find_identifiers(text: str) -> list[Finding]:
    findings: list[Finding] = []
    claimed = _Claims()
    _scan_secrets(text, findings, claimed)
    if _HAS_DIGIT.search(text):
        _scan_iban(text, findings, claimed)
        _scan_digit_runs(text, findings, claimed)
        _scan_national_ids(text, findings, claimed)
        _scan_phones(text, findings, claimed)
        if "ip" in text.lower():
            for m in _OWN_IP.finditer(text):
                if not claimed.overlaps(*m.span(1)):
                    findings.append(Finding(Kind.IDENTIFIER, "home IP address", *m.span(1)))
                    claimed.append(m.span(1))
    if "@" in text:
        _scan_emails(text, findings)
    return findings
