"""Secrets in terse replies: the user's short answer to a question asked in an earlier message, which
the detector never sees ("alarm 0942", "1887, el del cajero", "me ha llegado el 970396", "ось Fv4Zs…").

One message alone has to say what the value is, and in a short reply it says so with a word or two
right beside the value, not with a sentence. Each family here is such a word beside a value of the
right shape, in the six languages:

- a device or a place that opens with a code, then the number: "alarm 0942", "alarma: 868116",
  "phone unlock is 326299", "Entsperrung 4821", "pin's 5477" (the clitic 's as a connector);
- the number, then what it opens: "1887, el del cajero", "4821 for the cash machine", "858413 - blik",
  "172-229 aus der App", "552 910 z aplikacji";
- a code that has just arrived, with nothing else after it: "me ha llegado el 970396", "przyszedł
  37-27-54", "just got 482 913", "j'ai reçu 55-29-10", "прийшов 552910";
- a value handed over ("here's", "oto", "hier", "aquí tienes", "voilà", "ось") that is a random-looking
  password: mixed case and digits, not a word, a name in code, a path or a promo code.

Identifiers in short replies (`find_terse_identifiers`):

- a number wrapped over a line break, as a narrow field or a phone's copy leaves it ("ID: 76441" /
  "089522", an account's 12 digits then its 14), when the whole is a valid NRB, PESEL, Steuer-ID or NIR;
- a value that is the whole reply, but for a few short words ("ok, 576573367", "6405-1916-237",
  "n753zl57n3", "SL 2636512"): read by its own check digits or number plan in any grouping and case -
  a PESEL, a Steuer-ID, a German ID card or passport, a Polish passport or ID card, a Polish or Spanish
  mobile number (nine digits, no trunk prefix, so the phone finder waits for a word);
- a Spanish DNI written with thousands dots ("65.831.632-C"), anywhere.

Disclosures in short replies (`terse_personal`): "bipolar II, diagnosed last spring", "ADHS, nehme
Medikinet", "ПТСР, лікуюсь з 2023" have no "I" or "my", which the disclosure rules ask of a sentence
before a condition's name counts as the user's. A reply of a few words with no question that says since
when, how it is treated or that nobody knows is the user speaking of themselves.

What stays green: a time for an alarm clock ("alarm for 0630", "set the alarm 0645"), a year, an
amount or a count after the number ("got 15000 zł", "150 points in the app"), round numbers, a
number introduced as an order, ticket or version, a booking reference in capitals, a commit hash.
"""
from __future__ import annotations

import re
from collections.abc import Callable

import phonenumbers

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector import identity as base
from app.core.memory.privacy.detector import identity_noted as noted
from app.core.memory.privacy.detector.context import Claims, is_lookalike_context, lookalike_before, thing_before
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.mockup_persons import is_placeholder as is_placeholder_person
from app.core.memory.privacy.detector.sample_values import NOT_ID_SERIES
from app.core.memory.privacy.detector.secret_values import CODE_IDENTIFIER, is_placeholder, strong_password
from app.core.memory.privacy.detector.sentence_scope import after_spaces

Add = Callable[[str, int, int], None]

# a code's digits: 4-8 in one run, or the groups one-time codes come in (3-3, 2-2-2)
_VALUE = r"(?P<val>\d{3}[ \-]\d{3}|\d{2}[ \-]\d{2}[ \-]\d{2}|\d{4,8})(?![\w]|[.,/:]\d|[ \-]\d)"
_VALUE_START = r"(?<![\w.,/:\-+#])"
# an amount, a measure or a count right after the number: not a code
_UNIT_AFTER = re.compile(
    r"[^\S\n]?(?:mm|cm|m|km|kg|g|w|kw|v|mah|db|zł|zl|pln|eur|euro\w*|€|\$|usd|gbp|£|uah|грн|руб|%|h|hrs?|hours?|"
    r"min|uhr|godz\w*|horas?|heures?|год\w*|am|pm|rok|roku|lat|years?|jahre?|años?|ans?|x|px|gb|mb|points?|pts|"
    r"punkt\w*|puntos?|views?|steps?|kroków|schritte|pasos|pas|кроків|балів|subscribers?|followers?|likes?)(?![\w])"
)

# ---------------------------------------------------------------- the thing that opens, then the number
# (a security alarm's keypad; a phone's or laptop's unlock; a cash machine; a code's word with the clitic 's)
_OPENER_THEN_CODE = re.compile(
    r"(?<![\w\-])(?P<kw>alarm|alarma|alarme|alarmu|alarmanlage|сигналізаці\w*|сигнализаци\w*|"
    r"(?:phone |screen |laptop |ipad |tablet )?unlock|odblokowani\w*|entsperr\w*|desbloqueo|d[ée]verrouillage|"
    r"розблокуванн\w*|разблокировк\w*|"
    r"atm|cashpoint|bankomat\w*|geldautomat\w*|cajero|distributeur|банкомат\w*|"
    r"pin['’]s|code['’]s|passcode['’]s|pin code['’]s)"
    r"(?![\w\-])(?:\s+(?:(?:del|du|de la|des|vom|the|my|mi|mon|ma|mój|mein|моєї|мого)\s+)?"
    r"(?:telefon\w*|phone|m[oó]vil|tel[eé]fono|t[ée]l[ée]phone|handys?|телефон\w*|laptop\w*|pc|ordenador|ordinateur))?"
    r"\s*(?:(?:is|was|to|jest|ist|es|est|c'est|це|это)\s+|[:=\-–—]\s*)?" + _VALUE_START + _VALUE
)
# an alarm clock's time, not a keypad: "set the alarm 0645", "alarm for 0630", "budzik", "Wecker"
_CLOCK_NEAR = re.compile(
    r"(?<![\w])(?:set|sets|setting|wake|wake-up|morning|ustaw\w*|budzik\w*|rano|stell\w*|wecker|weck\w*|"
    r"pon|poner|despertador|mañana|mets|mettre|réveil\w*|matin|постав\w*|будильник\w*|ранку|утра)(?![\w])"
)
_CLOCK_TIME = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")

# ---------------------------------------------------------------- the number, then what it opens
# a few small words between ("el del", "for the", "aus der", "z", "do", "pour le", "для")
_SMALL = (
    r"(?:(?:el|la|lo|los|las|del|de|des|du|le|l'|the|one|for|from|in|on|of|at|to|do|z|ze|w|we|na|od|aus|von|vom|"
    r"der|dem|den|die|das|für|im|in|pour|par|dans|sur|de la|для|з|із|зі|в|у|на|від|из|от|ten|ta|to|jest|es|ist|est|"
    r"it's|its|that's|c'est|es|el de|la de|un|una|une|ein|eine|mein|meine|my|mi|mon|ma|mój|moja|мій|моя)\s+){0,4}"
)
_CODE_THEN_OPENER = re.compile(
    _VALUE_START + _VALUE + r"\s*[,:\-–—(]?\s*" + _SMALL
    + r"(?P<kw>atm|cash ?machine|cashpoint|bankomat\w*|geldautomat\w*|cajero|distributeur|dab|банкомат\w*|"
    r"blik\w*|alarm\w*|сигналізаці\w*|сигнализаци\w*|"
    r"app|apps|apka|apki|apce|aplikacj\w*|authenticator\w*|authy|appli|l'appli|application|aplicaci[oó]n|"
    r"додат\w*|застосун\w*|приложени\w*)(?![\w\-])"
)

# ---------------------------------------------------------------- a code that has just arrived
_ARRIVED = re.compile(
    r"(?<![\w])(?P<kw>just got|i got|i've got|i just got|came through|came in|arrived|received|"
    r"przyszed[łl]|przysz[łl]o|przysz[łl]a|dosta[łl]em|dosta[łl]am|dosz[łl]o|doszed[łl]|"
    r"gekommen|angekommen|bekommen|erhalten|kam|"
    r"llegado|lleg[oó]|recib[íi]|recibido|"
    r"re[çc]u|arriv[ée]e?|"
    r"прийшов|прийшло|прийшла|отримав|отримала|пришел|пришло|пришла|получил|получила)"
    r"(?![\w])\s*(?::|,|-|–|—)?\s*(?:(?:el|le|la|the|ten|ta|der|den|code|kod|kodzik|código|codigo|код|de|d')\s*)?"
    + _VALUE_START + _VALUE + r"(?=\s*(?:$|[,.;!?)\n]|\s[-–—]))"
)

# ---------------------------------------------------------------- a value handed over
_HANDED = re.compile(
    r"(?<![\w])(?P<kw>here(?:'s| is| you go| you are| it is)?|there you go|oto|masz|trzymaj|proszę|hier(?: ist| bitte)?|"
    r"bitte(?: schön| sehr)?|aquí(?: tienes| lo tienes| va| está)?|aqui(?: tienes)?|toma|voilà|voila|voici|tiens|"
    r"ось|от|вот|тримай|держи)"
    r"(?![\w])\s*[:,\-–—]?\s+(?P<val>[^\s\"'`]{8,64})(?=\s*(?:$|[,;!?)\n]|\.(?:\s|$)|\s[-–—(]))"
)
_PROMO_NEAR = re.compile(
    r"(?<![\w])(?:promo\w*|coupon\w*|voucher\w*|discount|rabat\w*|gutschein\w*|cup[oó]n\w*|descuento|réduction|"
    r"промокод\w*|знижк\w*|скидк\w*|ref|referral|invite|zaproszeni\w*|einladung\w*|invitaci[oó]n|parrainage)(?![\w])"
)


def _code_ok(value: str, text: str, end: int) -> bool:
    """A code's digits: not a year, one repeated digit, a round number or an amount."""
    digits = re.sub(r"\D", "", value)
    if len(set(digits)) == 1 or (len(digits) == 4 and digits[:2] in ("19", "20")) or digits.endswith("000"):
        return False
    return not _UNIT_AFTER.match(text, end)


def find_terse_codes(text: str, low: str, add: Add) -> None:
    """PINs, alarm codes and one-time codes in short replies; `low` is `text` lower-cased, same length."""
    for m in _OPENER_THEN_CODE.finditer(low):
        value = m.group("val")
        if not _code_ok(value, low, m.end("val")) or lookalike_before(low, m.start()):
            continue
        kw = m.group("kw")
        if kw.startswith(("alarm", "сигнал")):
            if _CLOCK_NEAR.search(low, max(0, m.start() - 40), min(len(low), m.end() + 30)):
                continue  # an alarm clock: "set the alarm 0645", "alarma 0630 mañana"
            if kw == "alarm" and _CLOCK_TIME.fullmatch(value) and "#" not in low and "code" not in low:
                continue  # "alarm 0630" in English may be a time; with the keypad's '#' it is a code
            add("door or alarm code", *m.span("val"))
        else:
            add("PIN code", *m.span("val"))
    for m in _CODE_THEN_OPENER.finditer(low):
        value = m.group("val")
        digits = re.sub(r"\D", "", value)
        if not _code_ok(value, low, m.end("val")) or lookalike_before(low, m.start()):
            continue
        kw = m.group("kw")
        if kw.startswith("blik"):
            if len(digits) == 6:
                add("one-time code", *m.span("val"))
        elif kw.startswith(("alarm", "сигнал")):
            if not _CLOCK_NEAR.search(low, max(0, m.start() - 40), min(len(low), m.end() + 30)) \
                    and not (_CLOCK_TIME.fullmatch(value) and "#" not in low):
                add("door or alarm code", *m.span("val"))
        elif kw in ("atm", "cash machine", "cashmachine", "cashpoint", "cajero", "distributeur", "dab") \
                or kw.startswith(("bankomat", "geldautomat", "банкомат")):
            if len(digits) in (4, 5, 6):
                add("PIN code", *m.span("val"))
        elif len(digits) >= 6:  # from the app: an authenticator's one-time code has six to eight digits
            add("one-time code", *m.span("val"))
    for m in _ARRIVED.finditer(low):
        value = m.group("val")
        digits = re.sub(r"\D", "", value)
        if len(digits) < 5 or not _code_ok(value, low, m.end("val")):
            continue
        add("one-time code", *m.span("val"))


def find_handed_values(text: str, low: str, add: Add) -> None:
    """A random-looking password handed over with "here's", "oto", "hier", "aquí tienes", "voilà", "ось"."""
    for m in _HANDED.finditer(low):
        start, end = m.span("val")
        value = text[start:end].rstrip(".,;:!?)")
        if not strong_password(value) or not any(c.isdigit() for c in value) or is_placeholder(value):
            continue
        if CODE_IDENTIFIER.match(re.sub(r"\d", "", value)) or re.fullmatch(r"[0-9a-fA-F]+", value):
            continue  # a name in code, a hash
        if "." in value or ":" in value or "=" in value or value[0] in "#@*&":
            continue  # a file, a host, an assignment, a tag: other finders read those
        if _PROMO_NEAR.search(low):
            continue  # "here's the promo code SummerSale24"
        add("password", start, start + len(value))


# ---------------------------------------------------------------- identifiers in short replies
_WRAPPED = re.compile(r"(?<![\w.,/+\-])(\d[\d ]{2,24}\d)[ \t]*\n[ \t]*(\d[\d ]{2,24}\d)(?![\w]|[.,/\-]\d)")
# the reply's one value: digits in any grouping, or a document number of letters and digits
_LONE_DIGITS = re.compile(r"(?<![\w.,/+\-])\d(?:[ \-.]?\d){8,10}(?![\w]|[.,/\-]\d)")
_LONE_DOC = re.compile(r"(?<![\w\-])(?=[a-z]{1,3}[ \-]?[a-z0-9]*\d)[a-z]{1,3}[ \-]?[a-z0-9]{6,9}(?![\w\-])", re.IGNORECASE)
_DOTTED_DNI = re.compile(r"(?<![\w.,\-])(\d{1,2}\.\d{3}\.\d{3})[ \-.]?([A-Za-z])(?![\w\-])")
_REPLY_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_MOBILE_REGIONS = ("PL", "ES")


def _alone(text: str, start: int, end: int) -> bool:
    """The value is the reply: around it at most four short words, no other digit, one line or two."""
    rest = text[:start] + " " + text[end:]
    if any(c.isdigit() for c in rest) or rest.count("\n") > 1:
        return False
    words = _REPLY_WORD.findall(rest)
    return len(words) <= 4 and all(len(w) <= 8 for w in words)


def _decided(text: str, claimed: Claims, start: int, end: int) -> bool:
    """Another finder read the value and turned it down ("numer do przelewu 693417285"), or a word names a
    thing's number before it: not the reply's private value."""
    return any(s < end and start < e for s, e in claimed.rejected) or lookalike_before(text, start) \
        or thing_before(text, start)


# a phone word around a lone number: the phone finder read it with that word and decided ("... to nie telefon");
# a count's word: a quantity ("liczba 604 218 935")
_PHONE_OR_COUNT_WORD = re.compile(
    r"(?<![\w])(?:phone|tel|telefon\w*|handy|mobil\w*|m[oó]vil|tel[eé]fono|t[ée]l[ée]phone|portable|телефон\w*|"
    r"liczba|count|total|anzahl|summe|n[uú]mero de|nombre de|total|кількість|сума|population|ludność|einwohner|habitantes)(?![\w])"
)


def _lone_mobile(digits: str) -> bool:
    for region in _MOBILE_REGIONS:
        try:
            number = phonenumbers.parse(digits, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) == phonenumbers.PhoneNumberType.MOBILE:
            return True
    return False


def find_terse_identifiers(text: str, findings: list[Finding], claimed: Claims) -> None:
    """Numbers wrapped over a line, lone values of a short reply, dotted DNIs (see the module's doc)."""

    def add(reason: str, start: int, end: int) -> None:
        if not claimed.overlaps(start, end):
            findings.append(Finding(Kind.IDENTIFIER, reason, start, end))
            claimed.append((start, end))

    if "\n" in text:
        for m in _WRAPPED.finditer(text):
            digits = re.sub(r"\D", "", m.group())
            if min(len(re.sub(r"\D", "", m.group(1))), len(re.sub(r"\D", "", m.group(2)))) < 4 \
                    or lookalike_before(text, m.start()) or is_lookalike_context(text, m.start(), m.end()):
                continue
            if len(digits) == 26 and ck.nrb_ok(digits):
                add("bank account number", *m.span())
            elif len(digits) == 11 and ck.pesel_ok(digits):
                add("PESEL number", *m.span())
            elif len(digits) == 11 and ck.german_tax_id_ok(digits):
                add("tax identification number", *m.span())
            elif len(digits) == 15 and digits[0] in "12" and ck.french_nir_ok(digits):
                add("social security / insurance number", *m.span())
    if "." in text:
        for m in _DOTTED_DNI.finditer(text):
            if ck.spanish_dni_ok(m.group(1).replace(".", "") + m.group(2)) and not lookalike_before(text, m.start()):
                add("national ID number", *m.span())
    if len(text) > 60:
        return  # (a reply of one value and a few words is short)
    for m in _LONE_DIGITS.finditer(text):
        if not _alone(text, *m.span()) or _decided(text, claimed, *m.span()) or _UNIT_AFTER.match(text.lower(), m.end()):
            continue  # (not "609 736 846 views")
        digits = re.sub(r"\D", "", m.group())
        if len(digits) == 11 and ck.pesel_ok(digits):
            add("PESEL number", *m.span())
        elif len(digits) == 11 and ck.german_tax_id_ok(digits):
            add("tax identification number", *m.span())
        elif len(digits) == 9 and not ("." in m.group() or "-" in m.group()) and _lone_mobile(digits) \
                and not _PHONE_OR_COUNT_WORD.search(text.lower()):
            add("phone number", *m.span())
    for m in _LONE_DOC.finditer(text):
        if not _alone(text, *m.span()) or _decided(text, claimed, *m.span()):
            continue
        code = re.sub(r"[ \-]", "", m.group()).upper()
        if len(code) == 10 and code[0] in "CFGHJKLMNPRTVWXYZ" and sum(c.isdigit() for c in code) >= 4 \
                and ck.german_id_card_ok(code):
            add("identity card number", *m.span())
        elif len(code) == 9 and code[:2].isalpha() and code[2:].isdigit() and ck.polish_passport_ok(code):
            add("passport number", *m.span())
        elif len(code) == 9 and code[:3].isalpha() and code[3:].isdigit() and ck.polish_id_card_ok(code) \
                and code[:3].lower() not in NOT_ID_SERIES:
            add("identity card number", *m.span())


# ---------------------------------------------------------------- a short reply about oneself
# since when, confirmed, how it is treated, who does not know: the facts of one's own condition or life
_TERSE_MARKER = re.compile(
    r"(?<![\w])(?:since|seit|desde|depuis|(?:od|від|з|с)\s(?:\d|dzieck\w*|dzieciństwa|urodzenia|lat|дитинства|детства|"
    r"народження|рождения|років|лет)|diagnosed|zdiagnozowan\w*|diagnostiziert|diagnosticad[oa]s?|"
    r"diagnostiqu[ée]e?s?|діагностува\w*|confirmed|potwierdzon\w*|bestätigt|confirmad[oa]|confirm[ée]e?|підтверд\w*|"
    r"(?:on|sous)\s[^\W\d]+\W*$|nehme|biorę|tomo|prends|приймаю|лікуюсь|лечусь|every (?:morning|evening|day|night)|codziennie|"
    r"jeden (?:morgen|tag|abend)|cada (?:mañana|día|noche)|chaque (?:matin|jour|soir)|щодня|щоранку|"
    r"(?:doesn't|don't|does not|do not) know|nobody knows|no one knows|nikt (?:jeszcze )?nie wie|nie wiedzą|"
    r"weiß (?:es )?niemand|niemand weiß|wissen (?:es )?nicht|nadie (?:lo )?sabe|no lo saben?|personne ne (?:le )?sait|"
    r"ne sai(?:t|ent) (?:rien|pas)|ніхто не знає|не знає|не знають|никто не знает)(?![\w])"
)
_TERSE_WORD = re.compile(r"[^\W_]+")
_TERSE_BREAK = re.compile(r"[,.;:]\s|\s[-–—]\s")


def terse_personal(text: str, low: str) -> int:
    """A short reply that names something, then says since when, how it is treated or who does not know
    ("bipolar II, diagnosed last spring"): the end of its head (where the naming part stops), else -1.
    No question; the marker after the break, so "ADHD medication on shortage since October" stays news."""
    if len(text) > 120 or "?" in text or text.count("\n") > 1:
        return -1
    brk = _TERSE_BREAK.search(low, 0, 48)
    if brk is None or len(_TERSE_WORD.findall(low, 0, brk.start())) > 4 or len(_TERSE_WORD.findall(low)) > 14:
        return -1
    return brk.start() if _TERSE_MARKER.search(low, brk.end()) is not None else -1


_LONG_NUMBER = re.compile(r"\d{5}")


def terse_sentence(text: str, low: str, start: int, end: int) -> int:
    """terse_personal of one sentence, text[start:end], of a longer message (session 22): the short reply written among
    other sentences - a question before it, a request after it - is still the writer's fact ("Welche Dübel für
    Porenbeton? MS, seit 2021 diagnostiziert. Was ist ...?"). The sentence is read by the same rule as a whole reply;
    not when its naming part holds a long number ("DHL-Sendungsnummer 00340434161094215083 – das Paket mit den
    Medikamenten ist seit ...": a parcel, an order, an account named). The end of the naming part, else -1."""
    if start == 0 and end >= len(text.rstrip()):
        return -1  # the whole message: terse_personal read it
    s = after_spaces(text, start, end)
    head = terse_personal(text[s:end], low[s:end])
    return s + head if head >= 0 and _LONG_NUMBER.search(text, s, s + head) is None else -1


# ---------------------------------------------------------------- a home address or a birth date as the reply
# the address, then the words that say it is home: "..., M20 6TQ - that's home", "..., tam mieszkam", "..., chez moi"
_HOME_AFTER = re.compile(
    r"(?:[^.!?\n]|(?<=[^\W\d_]{2})\.(?=\s?\d)){0,48}?(?:[,;:(]|\s[-–—])\s*(?:that's (?:my )?home|that's where (?:i|we) live|(?:i|we) live (?:there|here)|"
    r"home sweet home|(?:tam|tu) mieszkam(?:y)?|mieszkam(?:y)? (?:tam|tu)|to mój adres|(?:ich )?wohne(?:n)? (?:da|dort|hier)|"
    r"da wohne ich|mein zuhause|(?:ahí|allí|aquí) vivo|vivo (?:ahí|allí|aquí)|es mi casa|chez moi|j'habite (?:là|ici)|"
    r"c'est chez moi|(?:я )?живу (?:там|тут)|(?:я |ми )?(?:там|тут) (?:живу|живемо)|це моя адреса)(?![\w])"
)
# a full name and a full date, the whole reply: "22/07/1984, Karen Holloway", "Ірина Коваль, 05.11.1988"
_NUMERIC_DATE = r"(?P<date>\d{1,2}[./\-]\d{1,2}[./\-](?P<year>(?:19|20)\d{2}))(?![\d./\-])"
_NAME_AND_DATE = re.compile(
    rf"^\W*(?:[{base._LOW}]+,?\s+)?(?:(?P<first>{base._NAME_WORD})\s+(?P<last>{base._NAME_WORD})(?:\s+{base._NAME_WORD})?\s*[,;:\-–—]?\s*{_NUMERIC_DATE}"
    rf"|{_NUMERIC_DATE.replace('?P<date>', '?P<date2>').replace('?P<year>', '?P<year2>')}\s*[,;:\-–—]?\s*"
    rf"(?P<first2>{base._NAME_WORD})\s+(?P<last2>{base._NAME_WORD})(?:\s+{base._NAME_WORD})?)\W*$"
)


def find_terse_identity(text: str) -> list[Finding]:
    """The user's home address with "that's home" after it; a full name and a full date as the whole reply."""
    found: list[Finding] = []
    if len(text) > 160 or not _HAS_DIGIT.search(text):
        return found
    low = text.lower()
    for a_start, a_end in noted._addresses(text, low) if _HOME_CUE.search(low) else ():
        if _HOME_AFTER.match(low, a_end) and not is_placeholder_person(text, None, (a_start, a_end)):
            found.append(Finding(Kind.IDENTITY, "home address", a_start, a_end))
    m = _NAME_AND_DATE.match(text)
    if m:
        first, last = m.group("first") or m.group("first2"), m.group("last") or m.group("last2")
        year = int(m.group("year") or m.group("year2"))
        if 1920 <= year <= _NEWEST_BIRTH_YEAR and base._given_name(first) and base._is_person_name(first, last) \
                and not is_placeholder_person(text, first + " " + last, None):
            found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
    return found


_HAS_DIGIT = re.compile(r"\d")
# the words of _HOME_AFTER's cues, looked for before the addresses are read (most short messages have none)
_HOME_CUE = re.compile(r"home|live|mieszka|wohne|zuhause|vivo|casa|chez moi|habite|живу|живемо|адреса")
# (a date in the years just gone is more often a booking or an appointment than a birthday given in reply)
_NEWEST_BIRTH_YEAR = 2016


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
