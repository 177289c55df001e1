"""A card's PIN named in one sentence and handed over for safekeeping in a later one (round 23).

"J'oublie même le code de ma carte bleue. Retiens-le pour moi : 6258", "Ciągle zapominam PIN-u do karty ...
Zapisz proszę gdzieś: 5083", "I keep forgetting my debit card PIN. Please remember it for me: 7351": the PIN word
and the number stand sentences apart, so the finders that want them in one clause miss it. Here: a PIN word
(or a card's code: "code de ma carte", "kod do karty", "Geheimzahl", "pin de la tarjeta"), then, within 240
characters, a keep-it verb (remember, write down, note, save, keep - six languages and ru) and, a few words on,
a number of four to six digits - the value. Green limits: without the keep-it verb nothing is read ("How do I
change my PIN? 4 digits"); not a year or an amount ("Zapisz: 2019 r.", "note: 4500 €"); not the same digit
repeated or a sequence ("1234"); the verb must come after the PIN word (an instruction before it names no value).
"""
from __future__ import annotations

import re
from collections.abc import Callable

Add = Callable[[str, int, int], None]

# on lower-cased text
_PIN_WORD = re.compile(
    r"(?<![\w\-])(?:pin|pin-?u|pin-?code|pin-?kod\w*|pin-?nummer|geheimzahl|пін|пін-?код\w*|пин|пин-?код\w*)(?![\w])|"
    r"code (?:de |secret de )?(?:ma |la |sa )?(?:carte|cb)\b|kod\w* (?:do |od )?kart\w*|c[oó]digo (?:de (?:la |mi )?)?tarjeta|"
    r"код\w* (?:від |до |от )?картк\w*|код\w* (?:от |к )?карт\w*"
)
# the keep-it verb, then up to four words (or "pour moi", "somewhere", a comma), then the number
_KEEP_VALUE = re.compile(
    r"(?<![\w])(?:remember|memori[sz]e|write (?:it|this) down|note (?:it|this)(?: down)?|save (?:it|this)|keep (?:it|this)|"
    r"jot (?:it|this) down|store (?:it|this)|"
    r"retiens|note|notez|garde|gardez|m[ée]morise|[ée]cris|enregistre|"
    r"zapisz|zapamiętaj|zapamietaj|zanotuj|zachowaj|przechowaj|"
    r"merk|merke|notier|speicher|schreib|behalt|"
    r"ap[uú]nta\w*|gu[aá]rda\w*|recu[ée]rda\w*|memoriza\w*|an[oó]ta\w*|"
    r"запам'ятай|запамятай|запиши|збережи|занотуй|запомни|сохрани)(?![\w])"
    r"(?P<gap>[^\d\n.!?]{0,40}?)(?:[:=—–\-][^\S\n]*|[^\S\n]+)[\"'„“«(]?(?P<val>\d{4,6})(?![\w]|[.,:/]\d| ?(?:%|€|\$|£|zł|zl|pln|eur|km|kg|r\.|rok|year|jahr|año|an|грн|руб))"
)
_SEQUENCE = "0123456789 9876543210"


def find_kept_pins(low: str, add: Add) -> None:
    """Add the PINs of `low` (lower-cased text) handed over after their PIN word (see the module docstring)."""
    for pin in _PIN_WORD.finditer(low):
        for m in _KEEP_VALUE.finditer(low, pin.end(), min(len(low), pin.end() + 240)):
            value = m.group("val")
            if len(set(value)) == 1 or value in _SEQUENCE or len(value) == 4 and value[:2] in ("19", "20"):
                continue
            add("PIN code", *m.span("val"))
            return
