"""An organisation's reference read as a person's number (round 27): the finders' phone, account, card and code findings
that the words around them show to be a court's case number, an invoice's number, a company register's code, a
product's barcode or a charity's registration.

- a court's or a case's reference, which always holds a slash, read as a phone or an account: "номер справи в суді
  ... 754/18231/26", "номер дела 2-1534/2025", "sygn. akt I C 1284/25", "Az. 3 O 123/24", "RG n° 24/01234",
  "procedimiento 1234/2024" (a court, case or file word earlier in the sentence);
- an invoice's number after "рахунок" / "счёт" (the Ukrainian and Russian word for an invoice as well as for an
  account), read as a bank account: "Рахунок № 2026/1184 від ...": a year, a slash and a serial (no bank account
  holds a year and a slash);
- a company register's code read as a one-time code: "Постачальник дав свій код ЄДРПОУ 53483309", "код ЕГРПОУ",
  "kod REGON", "code SIREN" (the register's acronym right before the digits);
- a product's EAN-13 read as a 13-digit card: "w bazie GS1 ... z kodem 4827713393603", "Strichcode ..." (thirteen
  digits passing the EAN check, a barcode, GS1 or product word in the message; no card is issued with 13 digits now);
- (for the learned model) a charity's registration number: "registered charity number, 1104375", "numer KRS
  organizacji pożytku", "Vereinsregister VR 12345", "n° RNA W751234567".

Green limits, i.e. kept red: a slash-free phone in a court's sentence ("the court rang me on 07845 ..."), a German
phone written with a slash after its area code ("0171/1234567"), an account after "my" ("мій рахунок ..." holds no
slash), a one-time code after "код" with no register's name, a 16-digit card in a shop's sentence.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

_PHONE = "phone number"
_ACCOUNTS = frozenset(("bank account number", "customer account number"))
_CARD = "payment card number"
# a court, a case or a file said before the reference, in its sentence (lower-cased text)
_CASE_WORDS = re.compile(
    r"(?<![\w])(?:справ[аиуі]|справою|суд\w*|провадженн\w*|дел[оау]|делом|производств\w*|"
    r"sygn\w*|sygnatur\w*|spraw[aiyę]|sąd\w*|sad[uzie]\w*|wyrok\w*|postanowieni\w*|"
    r"aktenzeichen|az|gericht\w*|landgericht\w*|amtsgericht\w*|urteil\w*|verfahren\w*|"
    r"case|court|tribunal\w*|claim|judgment|judgement|hearing|"
    r"juzgado\w*|procedimiento\w*|expediente\w*|autos|sentencia\w*|demanda|"
    r"affaire|dossier|rg|jugement|arr[êe]t|audience|greffe)(?![\w])"
)
_SENTENCE_END = re.compile(r"[.!?\n]\s")
# an invoice's number: a year, a slash, a serial ("2026/1184"), or the number sign right before it
_YEAR_SERIAL = re.compile(r"(?:19|20)\d\d[/ ]\d{1,6}")
_NUMBER_SIGN = re.compile(r"(?<![\w])(?:№|no\.?|nr\.?|n[°º]|#)\s*\Z")
# a company register's acronym right before the value ("код ЄДРПОУ 53483309", "kod REGON: 123456785")
_REGISTER_BEFORE = re.compile(
    r"(?<![\w])(?:єдрпоу|едрпоу|егрпоу|[jy]?edrpou|окпо|okpo|regon|krs|siren|siret|hrb|cif|инн юр\w*|огрн)"
    r"(?:\s+(?:код|kod|code|номер|nr|no|n°))?\s*[:\-–№#]?\s*\Z"
)
_PRODUCT = re.compile(
    r"(?<![\w])(?:gs1|ean(?:-?13)?|gtin|barcode|bar code|kod\w* kreskow\w*|strichcode|barcode|c[óo]digo de barras|"
    r"code-?barres?|штрих-?код\w*|штрихкод\w*|producent\w*|produc\w*|hersteller\w*|fabricant\w*|fabrica\w*|виробник\w*|"
    r"производител\w*|товар\w*|artikel\w*|etykiet\w*|etiqueta\w*|[ée]tiquette\w*|etikett\w*|упаковк\w*|opakowani\w*|"
    r"verpackung\w*|emballage\w*|envase\w*|packaging|konfitur\w*|jar)(?![\w])"
)
# (a card's issuing country is asked the same way: "which country issued my card 4...?" stays a card)
_CARD_WORD = re.compile(r"(?<![\w])(?:cards?|karta|karty|kartę|karte|tarjeta|carte|картк\w*|карт[аыуе]|visa|mastercard|"
                        r"bank\w*|banc\w*|issu\w*|emit\w*|wydan\w*|ausgegeben|выпущ\w*|випущ\w*)(?![\w])")
# (round 36) the country a barcode's first digits stand for, asked about: "el código 4600899942281 del champú, ¿qué país
# indica?", "which country is 590...?", "z jakiego kraju jest kod ...", "welches Land bedeutet ...", "quel pays ...",
# "яку країну означає ...", "какая страна ..." - the GS1 prefix question, asked of a product's EAN-13 only
_ORIGIN_ASK = re.compile(
    r"(?<![\w])(?:(?:which|what) country|country (?:code|of origin|prefix)|made in|z jakiego kraju|jaki kraj|kraj\w* pochodzenia|"
    r"welche[sm]? land|aus welchem land|herkunftsland|länderpräfix|qu[ée] pa[ií]s|de qu[ée] pa[ií]s|pa[ií]s de origen|"
    r"prefijo|quel pays|de quel pays|pays d'origine|préfixe|prefix|prefiks|präfix|"
    r"як\w* краї?н\w*|з якої країни|країн\w* походження|префікс|как\w* стран\w*|из какой страны|стран\w* происхождения|"
    r"префикс)(?![\w])"
)


def drop_org_references(text: str, low: str, findings: list[Finding], reject: Callable[[int, int], None]) -> list[Finding]:
    """`findings` without the ones that are an organisation's reference (see the module's docstring); `reject(start,
    end)` receives each dropped span, so that the learned model does not score it either."""
    kept = []
    for f in findings:
        if _org_reference(text, low, f):
            reject(f.start, f.end)
        else:
            kept.append(f)
    return kept


def _org_reference(text: str, low: str, f: Finding) -> bool:
    value = text[f.start:f.end]
    if f.kind is Kind.IDENTIFIER and "/" in value and (f.reason == _PHONE or f.reason in _ACCOUNTS):
        first = value.split("/", 1)[0].strip()
        german_area = value.count("/") == 1 and (first.startswith(("+", "(")) or re.fullmatch(r"0\d{2,5}", first) is not None)
        if not german_area and _case_before(low, f.start):
            return True  # "номер справи ... 754/18231/26", "sygn. akt I C 1284/25"
    if f.reason in _ACCOUNTS and _YEAR_SERIAL.fullmatch(value) and _NUMBER_SIGN.search(low, max(0, f.start - 8), f.start):
        return True  # "Рахунок № 2026/1184 від ...": an invoice's number (normalise.py reads its slash as a space)
    if f.kind is Kind.SECRET and value.isdigit() and _REGISTER_BEFORE.search(low, max(0, f.start - 24), f.start):
        return True  # "код ЄДРПОУ 53483309": the register's code of a company
    if f.reason == _CARD:
        digits = re.sub(r"\D", "", value)
        if len(digits) == 13 and ck.ean13_ok(digits) and (
                _PRODUCT.search(low) or _ORIGIN_ASK.search(low) and not _CARD_WORD.search(low)):
            return True  # "z kodem 4827713393603 ... w bazie GS1", "... ¿qué país indica?": a product's EAN-13
    return False


def _case_before(low: str, start: int) -> bool:
    begin = max(0, start - 120)
    for stop in _SENTENCE_END.finditer(low, begin, start):
        begin = stop.end()
    return _CASE_WORDS.search(low, begin, start) is not None


# ---------------------------------------------------------------- for the learned model

_CHARITY = re.compile(
    r"(?:registered charity|charity (?:number|no\.?|reg\w*)|charity commission|numer\w* krs|krs (?:organizacji|fundacji|opp)|"
    r"vereinsregister|\bvr\b|registro de asociaciones|n[°º] rna|num[ée]ro rna|\brna\b|"
    r"реєстраційн\w* номер благодійн\w*|благодійн\w* фонд\w* (?:код|номер)|регистрационн\w* номер благотворительн\w*)"
    r"[^\d.!?\n]{0,24}?((?:[a-z]{1,2}\s?)?\d[\d ]{4,12}\d)(?![\w])"
)


def reject_charity_numbers(low: str, reject: Callable[[int, int], None]) -> None:
    """A charity's or an association's registration number named as such: not the learned model's to score."""
    for m in _CHARITY.finditer(low):
        reject(*m.span(1))



# a parcel's tracking number named by its word or its carrier, then the value in groups of capitals and digits
# ("The tracking number is JX 4829 1057 3GB", "numer przesyłki InPost 6200 1234 5678", "трек-номер Нової пошти ...")
TRACKING_HINTS = ("track", "sendung", "przesył", "paczk", "śledzen", "nadani", "seguimiento", "suivi", "трек", "ттн",
                  "відправлен", "отправлен", "посилк", "посылк",
                  "royal mail", "parcelforce", "inpost", "dhl", "dpd", "gls", "ups", "fedex", "hermes", "evri", "correos",
                  "colissimo", "chronopost", "пошт", "почт", "сдэк", "meest",
                  # (round 36) registered mail by its own word: "Polecony do sądu ma numer 0065...", "Einschreiben ..."
                  "polecon", "einschreib", "recommand", "certificad", "registered", "recorded delivery", "рекомендован",
                  "заказн")
_TRACKING = re.compile(
    r"(?<![\w])(?:tracking|track(?:ing)? (?:number|no\.?|code|id)|sendungs?(?:nummer|verfolgung\w*)|numer\w* (?:przesyłki|paczki|"
    r"śledzenia|nadania)|n[uú]mero de seguimiento|num[ée]ro de suivi|трек-?номер\w*|трек|ттн|"
    r"номер\w* (?:відправлення|посилки|отправления|посылки)|royal mail|parcelforce|inpost|dhl|dpd|gls|ups|fedex|hermes|"
    r"evri|correos|colissimo|chronopost|нов\w* пошт\w*|укрпошт\w*|почт\w* росси\w*|сдэк|meest|"
    # (round 36) a registered letter's number: the post office's, as a parcel's ("list polecony nr 0065...",
    # "Einschreiben RT 1234 5678 9DE", "lettre recommandée n° 1A...", "carta certificada", "заказное письмо")
    r"polecon\w*|einschreiben\w*|recommand[ée]e?s?|certificad[oa]s?|registered (?:mail|letter|post)|recorded delivery|"
    r"рекомендован\w*|заказн\w* (?:лист\w*|письм\w*))(?![^\W\d_])"
    r"[^\d.!?\n]{0,30}?((?:[a-z]{1,3} ?)?\d[\da-z]*(?: [\da-z]{2,6}){0,5})(?![\w])"
)


# a code's or a secret's word between the carrier and the value: "Dein DHL-Anmeldecode lautet 904116" is a login code
_SECRET_BETWEEN = re.compile(r"code|kod|код|c[óo]digo|pin|pass|hasł|парол|contrase|login|otp|tan\b")


def reject_tracking_values(low: str, reject: Callable[[int, int], None]) -> None:
    """A parcel's tracking number named as such or by its carrier: not the learned model's to score."""
    for m in _TRACKING.finditer(low):
        if not _SECRET_BETWEEN.search(low, m.start(), m.start(1)):
            reject(*m.span(1))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
