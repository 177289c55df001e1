"""Round 45 (rids): identifiers of kinds no finder named - a national portal's login ID, a health scheme's card number,
a tax return's reference, a parcel account's customer number, a military or veteran's document, a one-time code
described by its length, and a РНОКПП glued to its word. Each after its own name, in the languages people write it
in, with the value's own shape:

- UK Government Gateway user ID: twelve digits (in groups too) after "government gateway (user) ID";
- US Medicare Beneficiary Identifier (MBI): eleven characters in CMS's positions (digit, letter, letter-or-digit,
  digit, letter, letter-or-digit, digit, letter, letter, digit, digit; no S, L, O, I, B, Z) after "Medicare" or
  "MBI" - its shape is the check; CMS's published sample (1EG4-TE5-MK73) is nobody's;
- Spain's Renta reference: six capitals and digits (one digit at least) after "referencia" in a message about the
  tax return (renta, Hacienda, AEAT, borrador, declaración), eight words at most between ("La referencia de la renta
  que me ha dado la app es EBOQ3W");
- DHL's Postnummer: six to ten digits after "Postnummer" (the customer number a Packstation asks for, not a parcel's);
- military and veterans' documents: "військовий квиток", "военный билет", "książeczka wojskowa", "посвідчення УБД /
  учасника бойових дій", "удостоверение ветерана", "service number", "military ID", "Truppenausweis",
  "Personenkennziffer", "carte du combattant", "tarjeta militar" - a series of two letters and six to eight digits, or
  six to ten digits;
- a one-time code described by its length: "le code à 6 chiffres 581204", "a 6-digit code 730519", "sześciocyfrowy
  kod 402917", "código de 6 dígitos 318806", "код з 6 цифр 594120" - the digits as many as said;
- a РНОКПП (ІПН) glued to its word: "іпн3184706512", "код5468713550" (its check digit; a firm's ЄДРПОУ has eight).

Green limits: a question about the format ("is it 12 digits?") has no value; a value after an example, a sample, a
placeholder or a guide's word ("e.g.", "приклад", "przykład"); an order's, a parcel's or a tracking number (the
value's own word is not these names); one digit repeated or a run.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.lazy import LazyPattern

# the names, each its own group (lower-cased text)
_GATEWAY = r"government gateway(?: user)? id|gateway user id|gateway id|government gateway(?: account)? number"
_MEDICARE = r"medicare(?: (?:card|number|id|beneficiary identifier|mbi|no\.?))*|mbi"
_RENTA = r"referencia(?: de (?:la |mi )?renta| de hacienda| del borrador| de la aeat)?"
_POSTNUMMER = r"post-?nummer|dhl-?kundennummer|packstation-?kundennummer"
_MILITARY = (
    r"військов\w* квит\w*|военн\w* билет\w*|książecz\w* wojskow\w*|ksiazecz\w* wojskow\w*|legitymacj\w* wojskow\w*|"
    r"посвідчен\w* (?:убд|учасника бойових дій|ветерана\w*(?: війни)?|офіцера|військовослужбовця)|"
    r"удостоверени\w* (?:ветерана\w*(?: боевых действий)?|участника боевых действий|офицера|военнослужащего)|"
    r"service number|military id(?: number)?|veteran id(?: number)?|veteran'?s card|reservist id|"
    r"truppenausweis\w*|personenkennziffer|carte du combattant|carte militaire|tarjeta (?:de identidad )?militar"
)
_COUNT = (r"(?P<n>[4-8]|six|six-|sechs|seis|sześcio|szescio|шести|шість|шесть|eight|huit|ocho|acht|vier|four|quatre|"
          r"cuatro|czter|чотир|четыр)")
_OTP = (r"code (?:à |a |de )?" + _COUNT + r" chiffres|" + _COUNT.replace("?P<n>", "?P<n2>") + r"[- ]?digit code|"
        + _COUNT.replace("?P<n>", "?P<n3>") + r"-?stellige\w* code|"
        r"c[oó]digo de " + _COUNT.replace("?P<n>", "?P<n4>") + r" d[ií]gitos|"
        + _COUNT.replace("?P<n>", "?P<n5>") + r"cyfrow\w* kod\w*|kod\w* (?:z )?" + _COUNT.replace("?P<n>", "?P<n6>")
        + r" cyfr|код (?:з |из |із )?" + _COUNT.replace("?P<n>", "?P<n7>") + r" цифр|"
        + _COUNT.replace("?P<n>", "?P<n8>") + r"значн\w* код\w*")
_RNOKPP_GLUED = r"(?:іпн|рнокпп|код|ипн|инн)(?P<glued>\d{10})(?!\d)"
# (round 46) the writer's own login name at a bank, a utility, a shop or a portal: "Mein Anmeldename bei der Sparkasse
# ist mueller_k1979", "my username for the council tax site is jharlow77", "мой логин в Госуслугах ivanov_1985" - the
# owner's word before the login word (a manual's "default login admin", a guide's "Benutzername: max.mustermann" have
# none)
_LOGIN = (r"(?:my|mein\w*|mój|moj\w*|mi|mon|ma|мій|моє|моя|мой|мое|моё)\s(?:(?!government|gateway|medicare)[^\W\d_]+\s){0,2}?"
          r"(?:user ?name|user[- ]?id|login(?:[- ]?name|[- ]?id)?|log-in|anmeldename\w*|benutzername\w*|"
          r"benutzerkennung|zugangskennung|nazw\w* u[żz]ytkownika|identyfikator\w*(?: logowania)?|usuario|"
          r"nombre de usuario|identifiant(?: de connexion)?|nom d'utilisateur|логін\w*|логин\w*|"
          r"ім'я користувача|имя пользователя)")
_NAMES = LazyPattern(
    r"(?<![^\W\d_])(?:(?P<gateway>" + _GATEWAY + r")|(?P<medicare>" + _MEDICARE + r")|(?P<renta>" + _RENTA
    + r")|(?P<postnummer>" + _POSTNUMMER + r")|(?P<military>" + _MILITARY + r")|(?P<otp>" + _OTP + r")|(?P<login>"
    + _LOGIN + r"))(?![^\W\d_])|"
    r"(?<![^\W\d_])" + _RNOKPP_GLUED
)
# the value within its name's sentence (45 characters; no digit and four words at most between)
_STOP = re.compile(r"[.!?](?:\s|$)|\n")
_GAP_WORDS = re.compile(r"[^\W\d_]+|[№:—–\-]")
_VALUES = {
    "gateway": re.compile(r"(?<![\w\-])(\d{4}[ \-]?\d{4}[ \-]?\d{4}|\d{2}(?: \d{2}){5})(?![\w\-]|[.,]\d)"),
    "medicare": re.compile(r"(?<![\w\-])([1-9][AC-HJKMNP-RT-Yac-hjkmnp-rt-y][AC-HJKMNP-RT-Yac-hjkmnp-rt-y0-9]\d-?"
                           r"[AC-HJKMNP-RT-Yac-hjkmnp-rt-y][AC-HJKMNP-RT-Yac-hjkmnp-rt-y0-9]\d-?"
                           r"[AC-HJKMNP-RT-Yac-hjkmnp-rt-y]{2}\d{2})(?![\w\-])"),
    "renta": re.compile(r"(?<![\w\-])((?=[A-Z]{0,5}\d)[A-Z0-9]{6})(?![\w\-])"),
    "postnummer": re.compile(r"(?<![\w\-])(\d{6,10})(?![\w\-]|[.,]\d)"),
    "military": re.compile(r"(?<![\w\-])((?:[A-ZА-ЯІЇЄҐ]{2}[ \-]?(?:(?:№|[Nn][OoRr]\.?) ?)?)?\d{6,10})(?![\w\-]|[.,]\d)"),
    "otp": re.compile(r"(?<![\w\-])(\d{4,8})(?![\w\-]|[.,]\d)"),
    # a handle of letters with digits, an underscore or a dot inside ("mueller_k1979", "jharlow77", "j.kowalski"), not an
    # e-mail's local part (the e-mail finder's) nor a number alone (the customer-number rules')
    "login": re.compile(r"(?<![\w\-@.])((?=[\w.\-]*[^\W\d_])(?=[^\W_][\w.\-]*?(?:\d|[_.][^\W_]))[^\W_][\w.\-]{2,38}"
                        r"[^\W_])(?![\w\-@]|\.\w)"),
}
_REASONS = {"gateway": "government portal user ID", "medicare": "health insurance number",
            "renta": "tax return reference", "postnummer": "customer account number",
            "military": "military or service ID number", "otp": "one-time code", "login": "account login name"}
# the series words between a military document and its value: "серія АВ 735219", "серия", "seria", "№", "nr"
_SERIES = re.compile(r"(?<![^\W\d_])(?:серія|серия|seria|series|serie|номер|numer|number|nummer|n[uú]mero|num[ée]ro|"
                     r"nr|no|№|is|was|es|era|est|était|ist|war|lautet|to|był|była|це|був|була|это|был|была|:|—|–|-)(?![^\W\d_])")
_COUNTS = {"4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "six": 6, "six-": 6, "sechs": 6, "seis": 6, "sześcio": 6,
           "szescio": 6, "шести": 6, "шість": 6, "шесть": 6, "eight": 8, "huit": 8, "ocho": 8, "acht": 8, "vier": 4,
           "four": 4, "quatre": 4, "cuatro": 4, "czter": 4, "чотир": 4, "четыр": 4}
# a tax return's message for the Renta reference (lower-cased)
# (not a rental: "renta de coches", Latin America's "renta" of a flat)
_RENTA_TOPIC = LazyPattern(r"(?<![^\W\d_])(?:(?:la|mi|tu|su|de|del|la) renta(?! de (?:coches|autos|carros|veh[ií]culos|"
                           r"casas?|pisos?|departamentos?|locales?))|renta ?web|hacienda|aeat|borrador|irpf|"
                           r"declaraci[oó]n de la renta)(?![^\W\d_])")
_SAMPLE = LazyPattern(r"(?<![^\W\d_])(?:e\.g\.|eg|example\w*|sample\w*|placeholder|dummy|fake|test\w*|format\w*|"
                      r"ejemplo\w*|exemple\w*|beispiel\w*|muster\w*|przyk[łl]ad\w*|приклад\w*|пример\w*|зраз\w*|"
                      r"образ[eе]ц\w*|ficticio|fictif|fiktiv\w*)(?![^\W\d_])")
# a "service number" is a soldier's only in a message about the forces
_FORCES = LazyPattern(r"(?<![^\W\d_])(?:army|military|veterans?|raf|navy|naval|marines?|regiment\w*|soldiers?|"
                      r"discharge\w*|dd ?214|mod|armed forces|forces|enlist\w*|deploy\w*|reserv\w*|national guard|"
                      r"service record|pension)(?![^\W\d_])")
_MBI_SAMPLES = frozenset(("1EG4TE5MK73",))
_LOGIN_PLACEHOLDER = re.compile(r"(?:user|admin|test|demo|guest|example|sample|name|username|login|your|tu|votre|ihr|dein|"
                                r"twoj|twój|usuario|nombre|nom|max\.mustermann|jan\.kowalski|john\.doe|jane\.doe|"
                                r"xxx|abc)[\d_.\-]*(?:\d+|name|nombre|nom|user)?$")
_UUID_LIKE = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-")
_SEQUENCE = "0123456789 9876543210"


def find_portal_accounts(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each value above named in `text` (`low`: lower-cased, the same length)."""
    for m in _NAMES.finditer(low):
        if m.group("glued") is not None:
            value = m.group("glued")
            if ck.ukrainian_rntrc_ok(value) and len(set(value)) > 2:
                add("tax identification number", *m.span("glued"))
            continue
        kind = next(k for k in _REASONS if m.group(k) is not None)
        reach = 60 if kind in ("renta", "login") else 45  # ("La referencia de la renta que me ha dado la app es EBOQ3W")
        stop = _STOP.search(text, m.end(), min(len(text), m.end() + reach))
        limit = stop.start() if stop else min(len(text), m.end() + reach)
        v = _VALUES[kind].search(text, m.end(), limit)
        if v is None or v.end(1) == limit < len(text) and kind == "login" and not stop:
            continue  # (a handle cut by the reach is no handle: "d.fair" of "d.fairbrother82")
        gap = low[m.end():v.start()]
        if any(c.isdigit() for c in gap) or len(gap.split()) > (8 if kind == "renta" else 6 if kind == "login" else 4):
            continue  # another number between, or the value too far from its name
        if kind == "military" and not all(_SERIES.fullmatch(w) for w in _GAP_WORDS.findall(gap)):
            continue  # only a series word or a copula between: "серія АВ 735219", "to AB 4826193"
        start, end = v.span(1)
        digits = re.sub(r"\D", "", v.group(1))
        if len(digits) >= 4 and (len(set(digits)) == 1 or digits in _SEQUENCE):
            continue  # "000000", "123456": nobody's
        if kind == "renta" and is_lookalike_context(text, start, end):
            continue  # "Referencia del pedido 7XK2LM": an order's (not read for the others: "в резерві" is no booking)
        if kind == "otp":
            n = next(m.group(g) for g in ("n", "n2", "n3", "n4", "n5", "n6", "n7", "n8") if m.group(g) is not None)
            if len(digits) != _COUNTS.get(n, 0):
                continue
        if kind == "login" and (_LOGIN_PLACEHOLDER.match(v.group(1).lower()) or _UUID_LIKE.match(v.group(1))):
            continue  # "my username is user_123", "mi usuario: tu_nombre", an error's UUID
        if kind == "medicare" and re.sub(r"-", "", v.group(1)).upper() in _MBI_SAMPLES:
            continue
        if kind == "renta" and _RENTA_TOPIC.search(low) is None:
            continue
        if kind == "military" and m.group("military").startswith("service") and _FORCES.search(low) is None:
            continue  # "the customer service number 1800123456": a helpline's, not a soldier's
        begin = max(low.rfind(". ", 0, m.start()), low.rfind("\n", 0, m.start()), m.start() - 60, 0)
        if _SAMPLE.search(low, begin, min(len(low), end + 30)) is not None:
            continue
        add(_REASONS[kind], start, end)
