"""Letters OCR and typing put into a written value, read as the digits and spaces a reader sees (round 22).

Text copied from a screenshot, a scanned card or a photographed letter by OCR reads some digits as the letters
they look like: O for 0, l and I for 1, S for 5, B for 8 ("kod 4O8 1l2", "IBAN DE92 6160 8647 9B49 8551 8O",
"tel. 6O1 234 S67"). A reader still reads the digits; every value reader expects them. `glyph_edits` rewrites such
a letter as its digit inside a token made only of digits and those letters (so "ABS 123456", "WX12ABC", "S21"
next to no other digits stay as written; in a long run of capitals and digits - an IBAN typed without spaces - a
letter between two digits), where the token holds at least as many digits as letters and, with
the digit groups beside it, four digits or more; a short token opening with such a letter only after a group of digits
("6O1 234 S67", not "Galaxy S21 128 GB"). A lower-case "o" counts only between two digits ("1o5").

A message typed on a phone glues a value to the next word when a space is lost ("kod 4471dzięki", "IBAN ... 3198hat
aber", "0177 6755758die alte"): the value's last group of three digits or more followed by two lower-case letters or
more (a word: not hex letters alone, as in a hash) is read with the space put back.

Found by benchmarks/privacy_perturb.py (ocr_*, glued_next): at 18ccae9 a fifth to a third of the red values turned
green with one OCR letter in them, a quarter with the next word glued on.
"""
from __future__ import annotations

import re


def _spanish_cif(tok: str) -> bool:
    from stdnum.es import cif  # (only for a nine-character token opening with B or S: rare)

    return bool(cif.is_valid(tok))


_CONFUSED = {"O": "0", "o": "0", "l": "1", "I": "1", "S": "5", "B": "8"}
_GATE = re.compile(r"\d[OolISB]|[OolISB]\d")
# a token of digits and look-alike letters, not inside a word, a path or a token of other characters
# (a dash only between groups of digits: "4612-O398-0193", not "MX-5" or "B-52")
_TOKEN = re.compile(r"(?<![\w/@#.:])(?<![^\W\d_]-)[\dOolISB]{2,}(?![\w])(?![/@#.:]\w)(?!-[^\W\d_])")
# a long run of capitals and digits (an IBAN or an account typed without spaces): a look-alike between two digits
_LONG = re.compile(r"(?<![\w/@#.:])[0-9A-Zl]{12,34}(?![\w])")
_IBAN_HEAD = re.compile(r"[A-Z]{2}\d{2}")
_IBAN_BEFORE = re.compile(r"(?<![\w])(?<![\dOolISB][ \-])[A-Z]{2}\d{2}[ \-]?$")  # (the run's first group, not "37O4 OO44")
_LABELLED_IBAN_BEFORE = re.compile(r"(?i)\biban\b[^\n]{0,20}?\b[A-Z]{2}[\dOlIBS]{2}(?:[ ]?[0-9A-Z]{1,4}){0,8}[ ]?$")
_BETWEEN_DIGITS = re.compile(r"(?<=\d)[OlISB](?=\d)")
# the groups beside it: digits (or look-alikes) parted by one space, dash or dot
_NEIGHBOUR_LEFT = re.compile(r"([\dOolISB]{1,8})[ \-.]$")
_NEIGHBOUR_RIGHT = re.compile(r"[ \-.]([\dOolISB]{1,8})(?![\w])")

_CLEAN_LEFT = re.compile(r"(?<![\w])\d{2,8}[ \-.]$")
_CLEAN_RIGHT = re.compile(r"[ \-.]\d{2,8}(?![\w])")
_GLUE_GATE = re.compile(r"\d[^\W\d_]{2}")
# a value's last group glued to a lower-case word: "6755758die", "284 551por", "3198hat", "116816and", "5887 6кома"
_GLUED = re.compile(r"(?<![\w/@#.:])(?<![^\W\d_]-)((?:[0-9A-Z]*?)\d{3,}|(?<=\d[ \-])\d{1,2})([^\W\d_A-ZА-ЯЁІЇЄҐ]{2,})(?![\w])")
_HEX = frozenset("abcdef")


def _is_value_token(tok: str) -> bool:
    digits = sum(c.isdigit() for c in tok)
    letters = len(tok) - digits
    return 0 < letters <= digits


def glyph_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append (start, end, replacement) edits for OCR letters among a value's digits and a value glued to the
    next word in `t` (cheap when `t` has neither)."""
    if _GATE.search(t):
        if _FOUR_DIGITS.search(t) and _CARD_OCR_GATE.search(t):
            _card_groups(t, edits)
        _ocr(t, edits)
    if _GLUE_GATE.search(t):
        for m in _GLUED.finditer(t):
            word = m.group(2)
            if set(word) <= _HEX:
                continue  # "3456deadbeef": a hash, not a word
            head = m.group(1)
            if any(c.isalpha() for c in head) and not re.fullmatch(r"[A-Z]{2}\d{2}[0-9A-Z]{8,30}", head):
                continue  # only an IBAN's capitals before the digits ("ES84...45esta"), not a product code
            edits.append((m.end(1), m.end(1), " "))


# (moved from normalise.py, unchanged) OCR: a card's four-digit group with O for 0 or l/I for 1, next to a clean group
_FOUR_DIGITS = re.compile(r"\d{4}")
_CARD_OCR_GATE = re.compile(r"\d[OolI]|[OolI]\d")
_OCR_GROUP = re.compile(r"(?<![\w])(?=[\dOolI]{4}(?![\w]))(?=\d*[OolI])(?:[\dOolI]{4})(?![\w])")
_CLEAN_GROUP_NEAR = re.compile(r"(?<![\w])\d{4}(?![\w])")
_OCR_FIX = str.maketrans("OolI", "0011")


def _card_groups(t: str, edits: list[tuple[int, int, str]]) -> None:
    """OCR groups next to a clean four-digit group, or next to such a group in a chain of them ("5538 23l6 64lO
    738l": every group of the card is read, the clean one vouches for its neighbours)."""
    fixed: list[tuple[int, int]] = []
    for m in _OCR_GROUP.finditer(t):
        group = m.group()
        if sum(c.isdigit() for c in group) < 2:
            continue
        window = t[max(0, m.start() - 6):m.start()] + " " + t[m.end():m.end() + 6]
        chained = bool(fixed) and 0 < m.start() - fixed[-1][1] <= 2 and not t[fixed[-1][1]:m.start()].strip()
        if chained or _CLEAN_GROUP_NEAR.search(window):
            edits.append((m.start(), m.end(), group.translate(_OCR_FIX)))
            fixed.append(m.span())


def _ocr(t: str, edits: list[tuple[int, int, str]]) -> None:
    for m in _LONG.finditer(t):
        run = m.group()
        if sum(c.isdigit() for c in run) >= 10 and not run.isdigit():
            for x in _BETWEEN_DIGITS.finditer(run):  # "UA23123990412891787485S6667621", "ES10761S4696..."
                if x.start() == 4 and _IBAN_HEAD.match(run):
                    continue  # the CIN letter of an Italian IBAN ("IT51I0503...")
                edits.append((m.start() + x.start(), m.start() + x.end(), _CONFUSED[x.group()]))
    for m in _TOKEN.finditer(t):
        tok = m.group()
        if tok.isdigit() or not any(c.isdigit() for c in tok):
            continue
        s, e = m.span()
        if not _is_value_token(tok) and not (_CLEAN_LEFT.search(t, max(0, s - 9), s) and _CLEAN_RIGHT.match(t, e)):
            continue  # more letters than digits: only between two groups of plain digits ("1090 1O9O 0712")
        digits = sum(c.isdigit() for c in tok)
        left = _NEIGHBOUR_LEFT.search(t, max(0, s - 9), s)
        right = _NEIGHBOUR_RIGHT.match(t, e)
        for side in (left, right):
            if side is not None and (side.group(1).isdigit() or _is_value_token(side.group(1))):
                digits += sum(c.isdigit() for c in side.group(1))
        if digits < 4:
            continue
        if tok[0].isalpha() and sum(c.isdigit() for c in tok) < 3 and (
                left is None or not any(c.isdigit() for c in left.group(1))):
            continue  # a model's name opens with its letter ("Galaxy S21 128 GB", "B58"): only a later group's
        if tok[-1].isalpha() and len(tok) >= 7 and sum(c.isdigit() for c in tok) == len(tok) - 1:
            continue  # a check letter after the digits: "NIF 76087281S", "PPS 7518650O", "DNI 12345678B"
        if tok[0] in "BS" and len(tok) == 9 and tok[1:].isdigit() and (left is None or not left.group(1).isdigit()) \
                and _spanish_cif(tok):
            continue  # (round 24) a Spanish company's CIF opens with its letter: "cif B58818501" is no "858818501"
        if (tok[:2].isalpha() or tok[-2:].isalpha()) and not (left is not None and right is not None and all(
                g.isdigit() or _is_value_token(g) for g in (left.group(1), right.group(1)))):
            continue  # a prefix or a suffix of letters ("SIS0093", "BO12"): only between two groups of a value
        if _LABELLED_IBAN_BEFORE.search(t, max(0, s - 60), s):
            continue  # a labelled IBAN with OCR letters is iban_ocr.py's (it reads the label and the country's length)
        if tok[0].isalpha() and _IBAN_BEFORE.search(t, max(0, s - 6), s):
            continue  # Italy's and San Marino's CIN letter after the IBAN's check digits ("IT57 B423 ...")
        if any(c == "o" and not (0 < i < len(tok) - 1 and tok[i - 1].isdigit() and tok[i + 1].isdigit())
               for i, c in enumerate(tok)):
            continue  # a lower-case o only between two digits ("1o5"), not "10o" or "o2"
        edits.append((s, e, "".join(_CONFUSED.get(c, c) for c in tok)))
