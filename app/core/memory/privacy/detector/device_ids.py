"""Round 44 (rids): a phone's and a SIM card's own identifiers - the IMEI (15 digits, Luhn; and the IMEISV's 16), the
SIM's ICCID (19 or 20 digits opening with 89, the telecom industry's prefix, Luhn), the subscriber's IMSI (a mobile
country and network code, python-stdnum's imsi), a CDMA phone's MEID (14 hexadecimal digits), and an eSIM's activation
code ("LPA:1$smdp.example.com$K2-3J1K-..."). Kinds the detector had never read: a stolen phone's IMEI "from the box",
the ICCID a carrier asks for to move a number to an eSIM - "IMEI z pudełka: 35 807943 159602 4", "l'IMEI sur la
facture est ...", "номер SIM-карти 8948...", "ICCID: 8938 8514 5488 6879 420".

Read only after their names, in the seven languages (IMEI, ICCID, IMSI, MEID; numer/karta SIM, SIM-Karte, tarjeta/
número de (la) SIM, carte SIM, SIM-карта / сим-карта) within the sentence before the value, or just after it ("...
is my IMEI"), and only when the check digit holds: a serial number, a model number or a MAC address is none of these
shapes, and a run failing Luhn stays unread.

Green limits: a demo unit's, a shop's or a guide's sample value ("demo", "example", "sample", "przykład", "Beispiel",
"ejemplo", "exemple", "приклад", "пример"...), a value failing its check digit, a partial value (too short to be
read), a run of one digit repeated.

Round 47 (rfr): the IMEI of a module inside a device - an alarm panel's GSM transmitter, a GPS tracker, a 4G modem or
router, read off its sticker or box to activate its SIM ("The 4G module in the alarm panel has IMEI ... on the
sticker", "Moduł GSM w centrali alarmowej ma IMEI ...", "Auf der Packung vom GPS-Tracker steht IMEI ...", "Le
transmetteur GSM de l'alarme a l'IMEI ...", "На GSM-модулі сигналізації IMEI ...") is green: a module in a device does
not tie to a person, a handset does. Such a device word near the value, and nowhere in the message a handset (phone,
Handy, móvil, телефон...), a theft or loss, the police, or a relative whose device it is ("my son's tracker"): those
keep the IMEI red as before ("Me robaron el móvil ... IMEI", "the GPS watch of my daughter ...").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from stdnum import imsi as _imsi
from stdnum import luhn as _luhn

from app.core.memory.privacy.detector.findings import speed_up

# the names, on lower-cased text; a SIM card's words in the seven languages
_SIM = (r"sim[\- ]?(?:card|karte|karty|kart[eę]|karta|kaart)|karty? sim|kart[eę] sim|tarjeta (?:de )?sim|"
        r"(?:n[uú]mero|numer|nummer|num[ée]ro|no\.?) (?:de (?:serie de )?(?:la |ma |mi )?|seryjny (?:mojej )?|de s[ée]rie de la )?"
        r"(?:carte |karty |tarjeta )?sim|carte sim|sim-?karten?nummer|"
        r"(?:сім|сим|sim)[\- ]?карт\w*|номер (?:моєї |моей |мого |моего )?(?:сім|сим|sim)\w*|esim|e-sim|"
        # (the SIM said short: "my sim number", "SIM-Nummer", "numer simki", "el número de mi chip")
        r"sim|simk[aiyę]|simce|sim-?nummer|simnummer|simcard|chip|симк\w*|сімк\w*")
_NAME = r"imeisv|imei|iccid|imsi|meid|" + _SIM
# the value: digits together or in groups ("35 807943 159602 4", "8938 8514 5488 6879 420"); 14 to 20 of them
_VALUE = r"(?<![\w\-/.,+])(\d(?:[ \-]?\d){13,19})(?![\w\-/]|[.,]\d)"
# a name, then (within its sentence, no other digits between) the value
_AFTER = re.compile(r"(?<![^\W\d_])(" + _NAME + r")(?![^\W\d_])(?:[ \-]?[12](?!\d))?[^\d\n!?]{0,70}?" + _VALUE)
# the value, then its name: "356881263403191 is my IMEI", "8949...: to numer karty SIM"
_BEFORE = re.compile(_VALUE + r"[^\d\n.!?]{0,30}?(?<![^\W\d_])(imeisv|imei|iccid|imsi|" + _SIM + r")(?![^\W\d_])")
# a MEID: 14 hexadecimal digits (with a letter; all digits is read as any number) after its name
_MEID = re.compile(r"(?<![^\W\d_])meid(?![^\W\d_])[^\n!?]{0,30}?(?<![\w\-])((?=[0-9a-f]*[a-f])[0-9a-f]{14})(?![\w\-])")
# an eSIM activation code: "LPA:1$<SM-DP+ address>$<matching id>"
_LPA = re.compile(r"(?<![\w])lpa:1\$[\w.\-]+\$[\w\-]{4,}")
# a demo unit's, a guide's, a shop's sample value; a test
_SAMPLE = re.compile(
    r"(?<![^\W\d_])(?:demo|example|sample|dummy|test|placeholder|"
    r"przyk[lł]ad\w*|testow\w*|beispiel\w*|muster\w*|vorf[uü]hr\w*|ejemplo\w*|muestra|prueba|exemple\w*|"
    r"factice|d[ée]mo\w*|приклад\w*|пример\w*|тестов\w*|демо\w*|"
    # a shop's display unit: "Telefon z ekspozycji", "Ausstellungsgerät", "móvil de exposición", "виставковий телефон"
    r"display|showroom|ekspozycj\w*|wystawow\w*|ausstellung\w*|vorf[uü]hrger[aä]t\w*|exposici[oó]n|exposition|"
    r"виставков\w*|выставочн\w*|вітрин\w*|витрин\w*|"
    # a phone for sale, its IMEI shown to buyers: "Selling a sealed iPhone, the IMEI on the box is ..."
    r"selling|for sale|sprzedaj\w*|sprzedam|verkaufe\w*|zu verkaufen|vendo|se vende|je vends|[àa] vendre|продаю|продам|"
    # a phone found, its owner unknown: "the phone I found on the bus", "znalazłem telefon", "Handy gefunden"
    r"found (?:a|an|the|someone'?s?) (?:phone|iphone|mobile|sim)|(?:phone|iphone|mobile|sim) (?:that )?i found|"
    r"znalaz\w* (?:telefon|kom[oó]rk|kart)|(?:handy|telefon|sim) gefunden|gefunden\w* (?:handy|telefon)|"
    r"encontr\w* (?:un|el|una) (?:m[oó]vil|tel[eé]fono|celular|sim)|trouv[ée]\w* (?:un|le|une) (?:t[ée]l[ée]phone|portable|"
    r"iphone|sim)|знайш\w* (?:телефон|мобільн|сім)|наш[её]л\w* (?:телефон|мобильн|сим))(?![^\W\d_])")


# (round 47) a module inside a device: an alarm's GSM transmitter, a tracker, a modem or router, a telematics box
_MODULE = re.compile(
    r"(?<![^\W\d_])(?:(?:gsm|gprs|gps|[2345]g|lte|nb-?iot|m2m|iot)[\- ]?(?:modul\w*|module|m[oó]dulo|модул\w*|tracker\w*|"
    r"трекер\w*|transmitter|sender|nadajnik\w*|transmetteur|transmisor|передавач\w*|передатчик\w*)|"
    r"modul\w*|module|m[oó]dulo|модул\w*|tracker\w*|трекер\w*|lokalizator\w*|localizador\w*|rastreador\w*|traceur|balise|"
    r"alarm\w*|alarme|centrala\w*|centrali|centrale|central de alarma|la central|сигналізаці\w*|сигнализаци\w*|"
    r"transmitter|nadajnik\w*|transmetteur|transmisor|передавач\w*|передатчик\w*|"
    r"modem\w*|m[oó]dem|модем\w*|router\w*|routeur|роутер\w*|gateway|telematics?|telematik\w*|obd)(?![^\W\d_])")
# a handset, a theft or loss, the police, a relative: the IMEI stays the person's
_HANDSET = re.compile(
    r"(?<![^\W\d_])(?:phone\w*|iphone|smartphone|mobile|cell|handy|telefon\w*|kom[oó]rk\w*|smartfon\w*|m[oó]vil|celular|"
    r"t[ée]l[ée]phone|portable|телефон\w*|смартфон\w*|мобільн\w*|мобильн\w*|"
    r"stolen|lost|robbed|theft|gestohlen|geklaut|verloren|diebstahl|ukrad\w*|zgubi\w*|kradzie\w*|robad[oa]|robaron|rob[oó]|"
    r"perd\w*|vol[ée]e?|vol|вкрал\w*|вкрад\w*|украл\w*|украд\w*|загуби\w*|втрати\w*|потерял\w*|"
    r"police|polizei|policj\w*|polic[ií]a|поліці\w*|полици\w*|"
    r"son|daughter|wife|husband|mum|mom|dad|grandma|grandpa|syn\w*|c[oó]rk\w*|żon\w*|mąż|męża|sohn\w*|tochter|"
    r"hij[oa]s?|fils|fille|син\w*|донь\w*|доньк\w*|дочк\w*|сын\w*|доч\w*)(?![^\W\d_])")


def _luhn_ok(digits: str) -> bool:
    return len(set(digits)) > 2 and _luhn.is_valid(digits)


def _kind(name: str, digits: str) -> str | None:
    """What `digits` named `name` is, or None if its shape or check digit does not hold."""
    n = len(digits)
    if name == "imeisv":
        return "phone's IMEI" if n == 16 and len(set(digits)) > 2 else None
    if name == "imsi":
        return "SIM subscriber identity (IMSI)" if n == 15 and _imsi.is_valid(digits) else None
    if n == 15 and name != "iccid" and _luhn_ok(digits):
        return "phone's IMEI"
    if n in (19, 20) and digits.startswith("89") and _luhn_ok(digits):
        return "SIM card number (ICCID)"
    return None


def find_device_ids(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each device or SIM identifier named in `text` (`low`: lower-cased, same
    length)."""
    for pattern, name_group, value_group in ((_AFTER, 1, 2), (_BEFORE, 2, 1)):
        for m in pattern.finditer(low):
            digits = m.group(value_group).replace(" ", "").replace("-", "")
            name = m.group(name_group)
            if name not in ("imeisv", "imsi", "iccid", "imei", "meid") and "imei" not in low[m.start():m.end()]:
                name = "iccid"  # a SIM's words name its ICCID (not a pet's microchip: "chip 9410001234...")
            reason = _kind(name if name in ("imeisv", "imsi", "iccid") else "", digits)
            if reason is None:
                continue
            start, end = m.span(value_group)
            if _sample(low, m.start(), end):
                continue
            if reason == "phone's IMEI" and _in_module(low, m.start(), end):
                continue
            add(reason, start, end)
    if "meid" in low:
        for m in _MEID.finditer(low):
            if not _sample(low, m.start(), m.end()):
                add("phone's MEID", *m.span(1))
    if "lpa:" in low:
        for m in _LPA.finditer(low):
            if not _sample(low, m.start(), m.end()):
                add("eSIM activation code", *m.span())


def _sample(low: str, start: int, end: int) -> bool:
    """A demo unit's or a guide's value: a sample word in the value's sentence (up to 80 characters before it)."""
    begin = max(low.rfind(". ", 0, start), low.rfind("\n", 0, start), start - 80, 0)
    stop = low.find(". ", end)
    return _SAMPLE.search(low, begin, min(end + 60, stop if stop >= 0 else len(low))) is not None


def _in_module(low: str, start: int, end: int) -> bool:
    """(round 47) An IMEI of a module in a device: a device word in the value's sentence (up to 80 characters before
    it), and no handset, theft or loss, police or relative anywhere in the message."""
    begin = max(low.rfind(". ", 0, start), low.rfind("\n", 0, start), start - 80, 0)
    stop = low.find(". ", end)
    return (_MODULE.search(low, begin, min(end + 60, stop if stop >= 0 else len(low))) is not None
            and _HANDSET.search(low) is None)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
