"""A device's or an app's PIN, and a parental-control code, with the device named between the key word and the value
(round 40): "Le code parental de la Switch, c'est 4926", "PIN батьківського контролю на планшеті 3 8 1 7, дітям не
кажи", "PIN kontroli rodzicielskiej na konsoli 4926", "Родительский код на приставке 4926", "El código parental de la
Switch es 4926", "Der Code für die Kindersicherung am Fernseher ist 4926", "the parental control code on the Xbox is
4926".

The PIN finders read a value close to its key word ("PIN 4926", "the PIN is 4926"); a household's PIN is said with
its device and its purpose between ("PIN of the parental control on the tablet ..."), a parental lock's code with no
"PIN" at all ("code parental", "Elterncode", "kod rodzicielski", "батьківський код", "родительский код"). Such a code
keeps children out of purchases, films and settings: it is a secret like a card's PIN, and the writer hands it over
in the message.

Read: a parental-control key word, or a PIN word followed (within six words, no digit, in its clause) by a device's, a
console's, a TV's, an app's or parental control's word; then a copula or a colon and the value: four to eight digits,
or four to eight single digits spaced ("3 8 1 7"). Green limits: a default or factory code ("the default parental PIN
is 0000"), a length ("a 4-digit PIN", "4 цифри"), one digit repeated or a run (0000, 1234), a year after a time word,
a model number ("PlayStation 5"), an example. Gated on the key words' stems, then a digit.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "PIN code"

# the key words' stems (lower-cased text): one must be there
GATE_WORDS = ("pin", "пін", "пин", "parental", "parentale", "elterncode", "kindersicherung", "jugendschutz", "rodziciel",
              "батьківськ", "родительск")
# a parental lock's code, no "PIN" needed (every language; folded spellings too)
_PARENTAL = (
    r"code (?:du |de )?(?:contr[ôo]le )?parental|code parental|parental (?:control )?(?:code|pin|password|lock code)|"
    r"c[oó]digo (?:del |de )?(?:control )?parental|elterncode|kindersicherungs?-?(?:code|pin)|jugendschutz-?(?:code|pin)|"
    r"(?:code|pin) (?:der|für die|fuer die) (?:kindersicherung|jugendschutz\w*)|"
    r"kod\w* (?:kontroli |blokady )?rodzicielsk\w*|kod\w* rodzicielsk\w*|pin\w* rodzicielsk\w*|"
    r"батьківськ\w* (?:код|пін)\w*|код\w* батьківськ\w*|родительск\w* (?:код|пин)\w*|код\w* родительск\w*"
)
_PIN = r"pin(?:-?code|-?kod|-?код|-?nummer)?|пін(?:-?код)?|пин(?:-?код)?"
# what a PIN guards, between the key word and the value
_GUARDED = (
    r"parental|parentale?|rodziciel\w*|kontrol\w*|батьківськ\w*|родительск\w*|контрол\w*|kindersicherung|jugendschutz|"
    r"control|contr[ôo]le|tv|tele|télé|tele(?:visión|vision|visor)|telewizor\w*|fernseh\w*|телевізор\w*|телевизор\w*|"
    r"tablet\w*|tablette|планшет\w*|konsol\w*|consol[ae]|console|switch|playstation|ps[345]|xbox|nintendo|приставк\w*|"
    r"консол\w*|netflix\w*|disney\w*|youtube|prime|app|apps|aplikacj\w*|appli\w*|aplicaci[oó]n|додат\w*|застосун\w*|"
    r"приложени\w*|decoder|dekoder\w*|décodeur|receiver|box|kindle|ipad"
)
_KEY = LazyPattern(r"(?<![^\W\d_])(?:(?P<parental>" + _PARENTAL + r")|(?P<pin>" + _PIN + r"))(?![^\W\d_])")
_GUARD = LazyPattern(r"(?<![^\W\d_])(?:" + _GUARDED + r")(?![^\W\d_])")
# the value (the first digits after the key word): four to eight digits, or single digits spaced ("3 8 1 7")
_VALUE = LazyPattern(r"(?<![\w\-/.,])(\d{4,8}|\d(?:[ \-]\d){3,7})(?![\w\-/]|[.,]\d)")
_WORD = re.compile(r"[^\W\d_]+")
_BREAK_OR_NUMBER = re.compile(r"[.!?;\n]|(?<![^\W\d_])\d")
# a length, not a value ("4 цифри", "4-digit"), a unit
_LENGTH_AFTER = re.compile(r"[\s\-]?(?:digits?|chiffres?|ziffern?|stellig\w*|cyfr\w*|d[ií]gitos?|цифр\w*|знак\w*|"
                           r"zeichen|caract\w*|characters?|min\w*|€|zł|%|uhr|h\b)", re.IGNORECASE)
_DEFAULT = LazyPattern(r"default|factory|standard|domyśl\w*|domysl\w*|fabryczn\w*|par d[ée]faut|d['’]usine|por defecto|"
                       r"de f[aá]brica|voreingestellt|werks\w*|за замовчуванням|по умолчанию|заводськ\w*|заводск\w*|"
                       r"exampl|beispiel|ejemplo|exemple|przyk\w*|приклад|пример|e\.g\.")
_YEAR_BEFORE = re.compile(r"(?:since|seit|od|desde|depuis|з|с|from|in|im|en|w|в|у|year|jahr|rok|año|an|рік|год)\s*$")


def find_device_pins(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each device PIN or parental code told (see the module's doc)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for m in _KEY.compiled.finditer(low):
        v = _VALUE.compiled.search(text, m.end(), min(len(text), m.end() + 80))
        if v is None:
            continue
        between = low[m.end():v.start()]
        # (at most eight words between - the device, its purpose, a copula -, no other number - a model's "PS5" is a
        # word -, in the key's clause)
        if _BREAK_OR_NUMBER.search(between) or len(_WORD.findall(between)) > 8:
            continue
        if m.group("pin") and not _GUARD.compiled.search(between):
            continue  # a bare "PIN ... 4926": the PIN finders' (a device or a parental lock is wanted between)
        digits = re.sub(r"\D", "", v.group(1))
        if len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210":
            continue  # 0000, 1234: a default anyone knows
        if _LENGTH_AFTER.match(text, v.end()) or (len(digits) == 4 and digits[:2] in ("19", "20")
                                                  and _YEAR_BEFORE.search(low, max(0, v.start() - 12), v.start())):
            continue
        if _DEFAULT.compiled.search(low, max(0, m.start() - 40), v.start()):
            continue
        add(REASON, *v.span(1))
