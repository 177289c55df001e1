"""Where a phone number stands, for the phone finder (phones.py) to weigh what its words before it do not say.

- `contact_block`: a number alone on its line under a person's name, as an e-mail signature, a business card or a
  contact list prints it ("Wiktoria Sowa / księgowa / 619 041 857"): somebody's line, with no phone word.
- `contact_me_before`: "proszę o kontakt pod nr ...", "contact me at", "rufen Sie mich an unter", "contácteme al",
  "contactez-moi au", "зв'яжіться зі мною за": whatever the number's type (a shared-cost 801 line), it is the
  writer's own.
- `masked_number`: a number that goes on with placeholders ("+380 00 000 00 0X", "+48 600 000 0XX") or stops in
  dots after a lone digit ("+44 7700 9...", "+380 67 4.. .. .."): a mock-up's or a remembered fragment, not a
  number anybody can dial.
"""
from __future__ import annotations

import re
import unicodedata

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

_UP = name_letters.UP
_LOW = name_letters.LOW
_BULLET = r"[ \t]*(?:[*\-•·>|–—]+[ \t]*|\d{1,2}[.)][ \t]+)?"
# the number's own line: a bullet at most before it, a few words at most after it ("pon-pt 8-16" is the next line's)
_LINE_BEFORE = re.compile(_BULLET + r"$")
_LINE_AFTER = re.compile(r"[ \t]*(?:\([^\d\n]{0,20}\)|[,;|][^\d\n]{0,20})?[ \t]*(?:\n|$)")
# a line that is a person's name: two or three capitalised words, a role or a company after a comma at most
_NAME_LINE = re.compile(
    _BULLET + rf"(?P<first>[{_UP}][{_LOW}]+)(?:[ \t]+[{_UP}][{_LOW}'’\-]+){{1,2}}[ \t]*(?:[,|–—\-][^\d\n]{{0,40}})?$"
)


def _plain(word: str) -> str:
    """The word without accents ("Lucía" -> "Lucia")."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


# a one-line signature's parts: "Wiktoria Sowa · księgowa · 619 041 857 · pon-pt 8-16"
_PART_SEP = re.compile(r"[^\S\n]*[·•|][^\S\n]*")
_PART_BEFORE = re.compile(r"[·•|][^\S\n]*$")
_PART_AFTER = re.compile(r"[^\S\n]*(?:[·•|]|\n|$)")
_NAME_PART = re.compile(rf"(?:[^:\n]{{0,40}}:[^\S\n]*)?(?P<first>[{_UP}][{_LOW}]+)(?:[ \t]+[{_UP}][{_LOW}'’\-]+){{1,2}}")


def _named_part(text: str, line_start: int, start: int, end: int) -> bool:
    """The number is one part of a line split by '·', '•' or '|', and one of the parts before it is a person's name."""
    if not _PART_BEFORE.search(text, line_start, start) or not _PART_AFTER.match(text, end):
        return False
    for part in _PART_SEP.split(text[line_start:start])[:3]:
        m = _NAME_PART.fullmatch(part.strip())
        if m and (m.group("first") in FIRST_NAMES or _plain(m.group("first")) in FIRST_NAMES):
            return True
    return False


def contact_block(text: str, start: int, end: int) -> bool:
    """The number at start:end is alone on its line, and one of the three lines above it names a person (or it is
    a part of a one-line signature whose earlier part names one)."""
    line_start = text.rfind("\n", 0, start) + 1
    if _named_part(text, line_start, start, end):
        return True
    if not _LINE_BEFORE.fullmatch(text, line_start, start) or not _LINE_AFTER.match(text, end):
        return False
    pos = line_start - 1
    for _ in range(3):
        if pos <= 0:
            return False
        prev = text.rfind("\n", 0, pos) + 1
        m = _NAME_LINE.fullmatch(text, prev, pos)
        if m and (m.group("first") in FIRST_NAMES or _plain(m.group("first")) in FIRST_NAMES):
            return True
        pos = prev - 1
    return False


_CONTACT_ME = re.compile(fold_letters(  # on lower-cased text, the words right before the number
    r"(?<!\w)(?:prosz[eę] o (?:pilny )?kontakt|prosimy o kontakt|kontakt(?:u)? ze mn[aą]|skontaktuj(?:cie)? si[eę] ze mn[aą]|"
    r"skontaktuj(?:e|ą) si[eę] ze mn[aą]|zadzwo[nń](?: do mnie|cie do mnie)|dzwo[nń](?:cie)? do mnie|"
    r"contact me|reach me|call me|text me|ring me|get (?:hold of|in touch with) me|"
    r"kontaktieren sie mich|erreichen sie mich|ruf(?:en sie)? mich an|ich bin erreichbar|"
    r"cont[aá]cte(?:me|nos)|cont[aá]ctame|ll[aá]m(?:ame|eme|enme)|pueden? (?:contactarme|llamarme)|"
    r"contactez-moi|contacte-moi|appelez-moi|appelle-moi|me joindre|me contacter|"
    r"зв['’ʼ]?яжіться зі мною|зателефонуйте мені|подзвоніть мені|дзвоніть мені|телефонуйте мені|"
    r"свяжитесь со мной|позвоните мне|звоните мне|"
    # the writer's new number (round 18): "mam nowy numer +48 801 ...", "my new number is 0800 ..."
    r"mam nowy numer|m[oó]j nowy numer|my new (?:phone |mobile )?number|(?:ich habe|hab|habe) (?:eine )?neue nummer|"
    r"meine neue (?:handy)?nummer|mi (?:nuevo n[uú]mero|n[uú]mero nuevo)|tengo (?:un )?n[uú]mero nuevo|mon nouveau num[ée]ro|"
    r"j'ai (?:un )?nouveau num[ée]ro|мій новий номер|у мене новий номер|мой новый номер|у меня новый номер)\b[^\d\n]{0,25}$"
))


def contact_me_before(low: str, start: int) -> bool:
    return _CONTACT_ME.search(low, max(0, start - 60), start) is not None


_MASK_AFTER = re.compile(r"[ \-.]?\d{0,3}[Xx*#]")
_DOTS_AFTER = re.compile(r"\.{2,}|…")
_COUNTRY_CODES = ("380", "44", "48", "49", "33", "34", "1")


def masked_number(text: str, digits: str, end: int) -> bool:
    """The number goes on with placeholders, is zeros after its country code, or stops in dots after one digit."""
    if _MASK_AFTER.match(text, end):
        return True
    plain = digits[2:] if digits.startswith("00") else digits
    if any(plain.startswith(cc) and len(plain) > len(cc) + 3 and set(plain[len(cc):]) == {"0"} for cc in _COUNTRY_CODES):
        return True
    if _DOTS_AFTER.match(text, end):
        last = re.split(r"\D+", text[max(0, end - 4):end])[-1]
        return len(last) == 1 or len(plain) < 10
    return False


speed_up(globals())
