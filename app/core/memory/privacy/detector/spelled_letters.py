"""Letters spelled out over the phone, written back as the letter: "D wie Dora" -> "D", "P jak Paweł" -> "P",
"F comme François" -> "F", "G de Granada" / "G como Gerona" -> "G", "B as in Bravo" -> "B", "F як Франція" -> "F",
"Ф как Фёдор" -> "Ф", and the NATO alphabet among dictated digits ("November, Whiskey, six four, ..." -> "N, W,
six four, ..."). normalise.py then reads the letters with the digits around them, as it reads "D E null vier ...".

A spelling word must start with the letter it spells (Latin and Cyrillic read alike: "E як Еліна"); a NATO word
counts only next to another NATO word or a digit, capitalised ("Mike is coming at two" stays as it is).
"""
from __future__ import annotations

import re

_SAYS = r"wie|jak|comme|como|de|as in|for|like|як|как|от|від"
_SPELLED = re.compile(
    r"(?<![\w'’])(?P<letter>[A-ZÄÖÜА-ЯЄІЇҐ])[ \t]+(?:" + _SAYS + r")[ \t]+(?P<word>[A-ZÀ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][\w'’]+)"
)
_SAYS_HINTS = (" wie ", " jak ", " comme ", " como ", " de ", " as in ", " for ", " like ", " як ", " как ", " от ", " від ")
# Cyrillic capitals read as the Latin letter they sound like (and the other way round)
_SOUNDS = {
    "А": "A", "Б": "B", "В": "VW", "Г": "GH", "Д": "D", "Е": "E", "Є": "EJY", "Ж": "ZJ", "З": "Z", "И": "IY",
    "І": "I", "Ї": "IJY", "Й": "JY", "К": "KC", "Л": "L", "М": "M", "Н": "N", "О": "O", "П": "P", "Р": "R",
    "С": "SC", "Т": "T", "У": "U", "Ф": "F", "Х": "HX", "Ц": "CT", "Ч": "C", "Ш": "S", "Щ": "S", "Ю": "UJY",
    "Я": "JYA", "Ґ": "G", "Ё": "EJY",
}
_NATO = {
    w: w[0] for w in "Alfa Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Juliet Kilo Lima Mike "
    "November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey Whisky X-ray Xray Yankee Zulu".split()
}
_NATO_SET = frozenset(_NATO) | frozenset(w + "," for w in _NATO)
_NATO_WORD = re.compile(r"(?<![\w'’-])(?:" + "|".join(sorted(_NATO, key=len, reverse=True)) + r")(?![\w'’-])")
_NEXT_TO = re.compile(r"[ \t]*,?[ \t]*(?:(?:" + "|".join(_NATO) + r")(?![\w'’-])|\d)")


def _same_letter(letter: str, word: str) -> bool:
    first = word[0].upper()
    if first == letter:
        return True
    if first == "Ё" and letter == "Е":
        return True
    return letter in _SOUNDS.get(first, "") or first in _SOUNDS.get(letter, "")


def spelled_edits(t: str, edits: list[tuple[int, int, str]], nato: bool = True) -> None:
    """Add (start, end, letter) for every spelled letter in `t` (see the module's doc); NATO words only when `nato`
    (normalise.py: digits said as words are in the text)."""
    if any(h in t for h in _SAYS_HINTS):
        for m in _SPELLED.finditer(t):
            if _same_letter(m.group("letter"), m.group("word")):
                edits.append((m.start(), m.end(), m.group("letter")))
    if nato and not _NATO_SET.isdisjoint(t.split()):
        for m in _NATO_WORD.finditer(t):
            near_before = _BEFORE.search(t[max(0, m.start() - 12):m.start()]) is not None
            if _NEXT_TO.match(t, m.end()) or near_before or _DIGIT_NEXT.match(t, m.end()):
                edits.append((m.start(), m.end(), _NATO[m.group()]))


_DIGITS = "zero|one|two|three|four|five|six|seven|eight|nine|oh|double|triple|null|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun"
_DIGIT_NEXT = re.compile(r"[ \t]*,?[ \t]*(?:" + _DIGITS + r")(?![\w'’])", re.I)
_BEFORE = re.compile(r"(?i:\d|(?<![\w'’-])(?:" + "|".join(_NATO) + "|" + _DIGITS + r"))[ \t]*,?[ \t]*$")

# A word naming an ID or an account before a number said in pairs, each pair between commas ("ІПН ..., диктую:
# сорок п'ять, сімнадцять, дев'яносто шість, ..."): normalise.py writes such a run as digits (a list of numbers,
# "twelve, fifteen, nine, eleven, twenty", stays words), but does not report it as dictated.
ID_WORD_BEFORE = re.compile(
    r"(?i)(?:\b(?:id|ipn|іпн|рнокпп|инн|інн|pesel|nip|regon|iban|nrb|konto|konta|account|number|numer\w*|"
    r"nummer|n[uú]mero|num[ée]ro|номер\w*|рахун\w*|счет\w*|steuer-?id|dni|nie|nir|nino|ssn|card|karta|karte|tarjeta|"
    r"carte|картк\w*|карт\w*)\b)[^.!?\n]{0,50}$"
)
