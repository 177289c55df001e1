"""Numbers said in words read as the digits a reader hears, so the ordinary finders judge them (round 23).

Voice typing and people dictating write a value's digits as words, digit by digit, in pairs or as one number:
"the bank texted me nine four two nine seven four", "combinación diez cuarenta y uno", "Birkenweg dreizehn",
"twenty two Church Lane", "née le douze mai deux mille quinze", "pin to szescdziesiat piec siedemdziesiat trzy".
normalise.py writes long dictated runs as digits (an IBAN, a phone); the short ones stay words there, since most
are amounts, ages and times. Here, for a message the rules left green, `spoken_view` writes every run of number
words as one number - digit words and pairs side by side as their digits ("nine four two" 942, "two forty one"
241, "nineteen eighty-four" 1984), a run with "hundred"/"thousand" words as its value ("deux mille quinze"
2015, "mil novecientos sesenta" 1960), "double"/"triple" as repeated digits, "plus" before a run as "+" - with a
map back to what the user wrote. verdict.py reads that view with every finder and keeps only what they find on a
value that was said in words.

Green limits: the view is read only when a run could be a value (three number words or more, next to a value's digit
groups - "UA57 ... 8330 three", "07.53.78.07.sept trois" -, or a number next to a
capitalised word or a street's type - "calle", "rue", "Weg" - or a month); a finding must cover a number said in words; the finders keep their own
limits (an amount, an age, a time or a count is no identifier in digits either: "dwadzieścia trzy drzewa" -> "23
drzewa").
"""
from __future__ import annotations

import functools
import re

from app.core.memory.privacy.detector.normalise import HUNDREDS, WORD_DIGIT, Normalised, apply, saw_number_word
from app.core.memory.privacy.detector.spoken_identity import STREET_TYPE

_WORD = re.compile(r"[^\W\d_]+(?:['’ʼ\-][^\W\d_]+)*")
_MULTIPLIERS = {
    "hundred": 100, "hundert": 100, "cent": 100, "cents": 100, "cien": 100, "ciento": 100,
    "thousand": 1000, "tausend": 1000, "mille": 1000, "mil": 1000, "tysiąc": 1000, "tysiące": 1000, "tysięcy": 1000,
    "tysiac": 1000, "tysiace": 1000, "tysiecy": 1000, "тисяча": 1000, "тисячі": 1000, "тисяч": 1000, "тысяча": 1000,
    "тысячи": 1000, "тысяч": 1000,
}
_REPEAT = {"double": 2, "triple": 3, "doppel": 2, "doble": 2, "podwójne": 2, "podwojne": 2}
_PLUS = frozenset({"plus", "плюс", "más", "mas"})
# "one" and the articles that are "one" only inside a run; words that are other words first, in a run of their own
_CONTINUE_ONLY = frozenset({"un", "une", "ein", "eine", "oh", "one", "uno", "una"})
_AMBIGUOUS = frozenset({"try", "sim", "dos", "null", "nul", "nol", "six", "sept", "neuf", "once", "seize", "dva", "dvi",
                        "odna", "odyn", "visim", "mil", "cent", "cents"})
_MONTHS = re.compile(
    r"(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"stycz\w+|lut\w+|marc\w+|marzec|kwie\w+|maj[a]?|czerw\w+|lip\w+|sierp\w+|wrze\w+|pa[zź]dziern\w+|listopad\w*|"
    r"grud\w+|januar|februar|m[äa]e?rz|mai|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|"
    r"agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|juin|juillet|ao[uû]t|septembre|"
    r"octobre|novembre|d[ée]cembre|січ\w+|лют\w+|берез\w+|квіт\w+|трав\w+|черв\w+|лип\w+|серп\w+|верес\w+|жовт\w+|"
    r"листопад\w*|груд\w+|январ\w+|феврал\w+|март\w*|апрел\w+|ма[йя]|июн\w+|июл\w+|август\w*|сентябр\w+|"
    r"октябр\w+|ноябр\w+|декабр\w+)\b"
)


@functools.lru_cache(maxsize=1)
def _words() -> frozenset[str]:
    """Every single word that may be part of a number said in words (for the cheap test)."""
    out: set[str] = set()
    for w in WORD_DIGIT:
        out.update(w.split())
    out.update(_MULTIPLIERS)
    out.update(_REPEAT)
    for w in _ordinals():
        out.update(w.split())
    return frozenset(out - {"y", "et", "und"})


def may_hold_spoken(text: str) -> bool:
    """A number word in `text` at all (a set test on its lower-cased words)."""
    seen = saw_number_word(text)  # (the normaliser's own set test, when it read this very text: most messages)
    if seen is not None:
        return seen
    low = text.lower()
    if "-" in low:
        low = low.replace("-", " ")  # ("quarante-deux", "twenty-one": each part is a number word)
    return not _words().isdisjoint(low.replace(",", " ").replace(".", " ").split())


@functools.lru_cache(maxsize=1)
def _ordinals() -> dict[str, str]:
    """English days of the month said as ordinals ("the fourth of June", "twenty-first"): word -> digits."""
    first = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
             "fifteenth sixteenth seventeenth eighteenth nineteenth").split()
    out = {w: str(i + 1) for i, w in enumerate(first)}
    out["twentieth"] = "20"
    out["thirtieth"] = "30"
    for i, w in enumerate(first[:9]):
        out[f"twenty-{w}"] = out[f"twenty {w}"] = f"2{i + 1}"
    out["thirty-first"] = out["thirty first"] = "31"
    return out


@functools.lru_cache(maxsize=1)
def _first_words() -> frozenset[str]:
    """The first word of every key `_value_at` looks up: at any other word it finds nothing."""
    return frozenset(k.split(" ")[0] for k in (*WORD_DIGIT, *_ordinals()))


@functools.lru_cache(maxsize=1)
def _run_starts() -> frozenset[str]:
    """The words a run of `_runs` can open with: a number word's first word, "plus", "double", "hundred" ..."""
    return _first_words() | _PLUS | frozenset(_REPEAT) | frozenset(_MULTIPLIERS)


def _value_at(low_tokens: list[str], i: int) -> tuple[str, int] | None:
    """The number word at low_tokens[i] (up to four words, the longest first) as (digits, words used)."""
    if low_tokens[i] not in _first_words():
        return None  # (most words: one set test, not four joins and look-ups)
    for k in (4, 3, 2, 1):
        if i + k <= len(low_tokens):
            key = " ".join(low_tokens[i:i + k])
            d = WORD_DIGIT.get(key) or (_ordinals().get(key) if k <= 2 else None)
            if d is not None:
                return d, k
    return None


def _runs(text: str) -> list[tuple[int, int, str, int]]:
    """Each run of number words in `text` as (start, end, its digits, how many number words)."""
    tokens = [(m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(text)]
    low = [t[0] for t in tokens]
    out = []
    i = 0
    n = len(tokens)
    starts = _run_starts()
    while i < n:
        if low[i] not in starts:
            i += 1  # (no run opens here: the loop below would find no piece and move on by one)
            continue
        start_i = i
        plus = low[i] in _PLUS
        if plus:
            i += 1
        pieces: list[tuple[str, str]] = []  # (kind, digits): "v" a value, "m" a multiplier
        words = 0
        j = i
        while j < n:
            if pieces and text[tokens[j - 1][2]:tokens[j][1]].strip(" \t-"):
                break  # only spaces or a hyphen between the words of one run
            w = low[j]
            if w in _REPEAT and j + 1 < n:
                got = _value_at(low, j + 1)
                if got is not None and len(got[0]) == 1:
                    pieces.append(("v", got[0] * _REPEAT[w]))
                    words += 1
                    j += 1 + got[1]
                    continue
            if w in _MULTIPLIERS and (pieces or (_MULTIPLIERS[w] == 1000 and j + 1 < n and _value_at(low, j + 1))):
                pieces.append(("m", str(_MULTIPLIERS[w])))  # ("mille neuf cent ...", "mil novecientos ...": one thousand)
                words += 1
                j += 1
                continue
            if w in ("un", "une", "ein", "eine") and pieces:
                pieces.append(("v", "1"))
                words += 1
                j += 1
                continue
            got = _value_at(low, j)
            if got is None or (not pieces and w in _CONTINUE_ONLY and (j + 1 >= n or _value_at(low, j + 1) is None)):
                break
            pieces.append(("h" if w in HUNDREDS else "v", got[0]))
            words += 1
            j += got[1]
        if not pieces or ((words == 1 and low[i] in _AMBIGUOUS) or all(low[k] in _AMBIGUOUS for k in range(i, j))) \
                and not _beside_digits(text, tokens[start_i][1], tokens[j - 1][2]):
            i = start_i + 1
            continue  # ("null", "six", "dos" alone are words first; after a value's digits they are its last digits)
        digits = _compose(pieces)
        out.append((tokens[start_i][1], tokens[j - 1][2], ("+" if plus else "") + digits, words))
        i = j
    return out


_DIGITS_BEFORE = re.compile(r"\d[ ./\-]{0,2}$")
_DIGITS_AFTER = re.compile(r"[ ./\-]{0,2}\d")


def _beside_digits(text: str, s: int, e: int) -> bool:
    """Is the run a value's last or first digits, next to its other groups ("8330 three", "07.53.78.07.sept trois")?"""
    return _DIGITS_BEFORE.search(text, max(0, s - 3), s) is not None or _DIGITS_AFTER.match(text, e) is not None


def _digit_by_digit(pieces: list[tuple[str, str]]) -> bool:
    """A run dictated digit by digit: two single digits side by side, or a digit group led by a zero ("oh seven",
    "double oh"). There "hundred" and "thousand" are the zeros a reader hears ("oh seven seven hundred nine double oh
    one two three four" 077009001234, as British phone numbers are read), not a sum."""
    for (k1, d1), (k2, d2) in zip(pieces, pieces[1:]):
        if k1 == k2 == "v" and (len(d1) == len(d2) == 1 or d1[0] == "0" or d2[0] == "0"):
            return True
    return False


def _trailing_zeros(d: str) -> int:
    return len(d) - len(d.rstrip("0")) if d.strip("0") else 0


def _groups(pieces: list[tuple[str, str]]) -> str:
    """A digit-by-digit run with hundreds in it: each number a group of its own, side by side - a multiplier scales
    the group before it, a later number fills the zeros it left ("oh seven seven hundred nine" 07709, "zéro quatre
    cent douze" 0412, "one eight hundred" 1800); a number led by a zero ("oh", "double oh") is its digits only."""
    groups: list[list] = []  # [value, zeros a later number may fill]
    for kind, d in pieces:
        if kind == "m":
            if groups and groups[-1][0] > 0:
                groups[-1][0] *= int(d)
                groups[-1][1] = _trailing_zeros(str(groups[-1][0]))
            else:
                groups.append([int(d), len(d) - 1])
        elif d[0] != "0" and groups and groups[-1][1] >= len(d):
            groups[-1][0] += int(d)
            groups[-1][1] = _trailing_zeros(d)
        elif d[0] == "0":
            groups.append([d, 0])  # (a literal: "00" stays two digits)
        else:
            groups.append([int(d), _trailing_zeros(d) if kind == "h" or len(d) == 2 else 0])
    return "".join(str(v) for v, _ in groups)


def _compose(pieces: list[tuple[str, str]]) -> str:
    """A run's digits: side by side, or added up when it has hundreds or thousands."""
    if not any(k in ("m", "h") for k, _ in pieces):
        return "".join(d for _, d in pieces)
    if _digit_by_digit(pieces):
        return _groups(pieces)
    total = cur = 0
    for kind, d in pieces:
        v = int(d)
        if kind == "m" and v == 1000:
            total += (cur or 1) * 1000
            cur = 0
        elif kind == "m":
            cur = (cur or 1) * v
        else:
            cur += v
    return str(total + cur)


@functools.lru_cache(maxsize=1)
def _digit_words() -> frozenset[str]:
    """The single words that are one digit ("four", "vier", "cztery", "чотири", "oh", "zéro")."""
    return frozenset(w for w, d in WORD_DIGIT.items() if len(d) == 1 and " " not in w)


_LISTED = re.compile(r"[^\S\n]*,[^\S\n]*")


def _uncomma(text: str) -> str:
    """`text` with the commas between four or more digit words said one by one made spaces (the same length): a PIN
    dictated digit by digit ("ocho, dos, cero, cinco", "vier, drei, zwei, eins") is one run; counting ("one, two,
    three") and lists of three are left as written (round 35)."""
    if "," not in text:
        return text
    digits = _digit_words()
    tokens = [(m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(text)]
    out = None
    i = 0
    while i < len(tokens):
        if tokens[i][0] not in digits:
            i += 1
            continue
        j = i
        commas = []
        while j + 1 < len(tokens) and tokens[j + 1][0] in digits:
            gap = text[tokens[j][2]:tokens[j + 1][1]]
            if gap.strip(" \t-") and not _LISTED.fullmatch(gap):
                break
            if "," in gap:
                commas.append(tokens[j][2] + gap.index(","))
            j += 1
        if commas and j - i + 1 >= 4:
            if out is None:
                out = list(text)
            for c in commas:
                out[c] = " "
        i = j + 1
    return text if out is None else "".join(out)


def spoken_view(text: str) -> tuple[Normalised, list[tuple[int, int]]] | None:
    """`text` with its runs of number words written as digits (a map back to the original) and the spans of the
    view that were said, when one of them could be a value; None otherwise."""
    runs = _runs(_uncomma(text))
    if not runs:
        return None
    keep = []
    for s, e, digits, words in runs:
        month = _MONTHS.search(text, max(0, s - 30), e + 30) is not None
        if not month and all(w in _ordinals() for w in _WORD.findall(text[s:e].lower())):
            continue  # "winning first place": an ordinal is a day only beside a month
        before = text[max(0, s - 40):s].split()
        after = text[e:e + 40].split()
        # a street's name beside the number ("Birkenweg dreizehn", "twenty two Church Lane"), not a sentence's end
        near_cap = bool(after and after[0][:1].isupper()) or bool(
            before and before[-1][:1].isupper() and before[-1][-1:].isalpha() and len(before[-1]) > 2)
        street = STREET_TYPE.search(text, max(0, s - 40), min(len(text), e + 15)) is not None  # "avenida de américa ..."
        if words >= 3 or len(digits.lstrip("+")) >= 3 or near_cap or month or street or _beside_digits(text, s, e):
            keep.append((s, e, digits))
    if not keep:
        return None
    edits = [(s, e, d) for s, e, d in keep]
    view = apply(Normalised(text), edits, [])
    said = []
    shift = 0
    for s, e, d in keep:
        said.append((s + shift, s + shift + len(d)))
        shift += len(d) - (e - s)
    return view, said
