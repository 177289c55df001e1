"""Normalise a message once before the privacy detector's finders read it.

People paste identifiers from PDFs, banking apps and phones: full-width digits ("４１１１"),
zero-width spaces and soft hyphens inside numbers, non-breaking or thin spaces between digit
groups, Unicode hyphens and minus signs. `normalise` returns the text the finders read plus a map
from every position of that text back to the original, so spans (and redaction) always refer to
what the user typed.

    >>> n = normalise("PESEL: ４４０５１４０１３５９")
    >>> n.text
    'PESEL: 44051401359'

Size: just over 600 lines because the rewrites and their span map are one pass that must agree position by position;
the word-level rewrites live in their own modules (digit_gaps, elisions, glued_numbers, keyed_codes).
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from app.core.memory.privacy.detector.counted_words import counted_tail
from app.core.memory.privacy.detector.digit_gaps import gap_edits
from app.core.memory.privacy.detector.elisions import elision_edits
from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.glued_numbers import glued_edits
from app.core.memory.privacy.detector.glued_values import glued_value_edits
from app.core.memory.privacy.detector.keyed_codes import keyed_edits
from app.core.memory.privacy.detector.lazy import after_compile_all
from app.core.memory.privacy.detector.markdown_marks import markdown_edits, may_mark
from app.core.memory.privacy.detector.odd_separators import may_hold as may_hold_separators
from app.core.memory.privacy.detector.odd_separators import separator_edits
from app.core.memory.privacy.detector.spelled_letters import ID_WORD_BEFORE as _ID_WORD_BEFORE
from app.core.memory.privacy.detector.spelled_letters import spelled_edits
from app.core.memory.privacy.detector.text import has_digit, letter_runs, lower
from app.core.memory.privacy.detector.translit import translit_edits
from app.core.memory.privacy.detector.value_glyphs import glyph_edits
from app.core.memory.privacy.detector.value_marks import mark_edits

# Characters that carry nothing a reader sees: zero-width space/joiners, word joiner, BOM, soft
# hyphen, Mongolian vowel separator, invisible operators.
_DROP = frozenset("\u00ad\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff")
# Hyphens, dashes and minus signs that appear inside written numbers ("0170‑1234567").
_DASHES = {"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2212": "-", "\ufe63": "-", "\uff0d": "-"}
# Anything that could change: the invisible characters, the dashes, every space NFKC folds
# (no-break, en/em/thin/narrow spaces, ideographic space) and full-width ASCII.
_MAY_CHANGE = re.compile(
    "[\u00a0\u00ad\u180e\u2000-\u200d\u2010-\u2013\u202f\u205f\u2060-\u2064\u2212\u3000\ufe63\ufeff\uff01-\uff5e]"
)


@dataclass(frozen=True)
class Normalised:
    text: str
    # starts[i] / ends[i]: the original span of the character that produced text[i];
    # None when text is the original unchanged.
    starts: tuple[int, ...] | None = None
    ends: tuple[int, ...] | None = None
    # spans of `text` that hold digits the user dictated as words
    spoken: tuple[tuple[int, int], ...] = ()

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        if self.starts is None or self.ends is None:
            return start, end
        if start >= len(self.starts):
            return self.ends[-1], self.ends[-1]
        return self.starts[start], self.ends[max(start, end - 1)]


def _fold(cluster: str) -> str:
    out = []
    for ch in cluster:
        if ch in _DROP:
            continue
        out.append(_DASHES.get(ch, ch))
    s = "".join(out)
    if not s:
        return s
    try:
        return unicodedata.normalize("NFKC", s)
    except Exception:  # lone surrogates are left as they are
        return s


# One character for one character: spaces, dashes and full-width ASCII, so no index map is needed.
_ONE_TO_ONE = {ord(k): v for k, v in _DASHES.items()}
_ONE_TO_ONE.update({c: " " for c in (0x00A0, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007,
                                      0x2008, 0x2009, 0x200A, 0x202F, 0x205F, 0x3000)})
_ONE_TO_ONE.update({c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)})
_DROP_RE = re.compile("[" + "".join(sorted(_DROP)) + "]")


def normalise(text: str) -> Normalised:
    """NFKC, invisible characters dropped, dashes unified, numbers as written (see rewrite_numbers);
    cheap when nothing needs doing."""
    n = _fold_characters(text)
    if may_mark(n.text):  # "> **Name**" / "> street": Markdown's quote and bold markers dropped (markdown_marks.py, round 38)
        marks: list[tuple[int, int, str]] = []
        markdown_edits(n.text, marks)
        n = apply(n, marks, []) if marks else n
    n = rewrite_numbers(n)
    edits = translit_edits(n.text)  # Ukrainian typed in Latin letters, read in Cyrillic (translit.py)
    if not edits:
        edits = elision_edits(n.text)  # "jhabite", "mappelle": French without its apostrophes (elisions.py, round 23)
    return apply(n, edits, list(n.spoken)) if edits else n


def _fold_characters(text: str) -> Normalised:
    if text.isascii():
        return Normalised(text)
    if _MAY_CHANGE.search(text):
        folded = text.translate(_ONE_TO_ONE)
    else:
        folded = text
    try:
        already = unicodedata.is_normalized("NFKC", folded)
    except Exception:
        already = False
    if already and not _DROP_RE.search(folded):
        return Normalised(folded)
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = 0
    n = len(text)
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1  # a base character with its combining marks folds as one ("e" + U+0301 -> "é")
        folded = _fold(text[i:j])
        out.append(folded)
        starts.extend([i] * len(folded))
        ends.extend([j] * len(folded))
        i = j
    return Normalised("".join(out), tuple(starts), tuple(ends))


# ---------------------------------------------------------------- numbers as people write them
# A number read aloud or typed on a phone is still the number: digits dictated as words ("seis dos
# seis 2 dos uno", "нуль 6 6 1 7", "3 7 8 neun vier"), emoji typed between digit groups
# ("0628🙂5098😂36"), a number broken over lines ("5190 0403" / "7356 3209") and OCR's O for 0 and
# l for 1 among a value's digits (value_glyphs.py). `normalise` rewrites them as plain digits (spans still map
# to what the user typed) and reports where digits were dictated: a finder may read such a run as a
# number deliberately given (`Normalised.spoken`).

# Digit words of the six languages (with and without diacritics, Ukrainian also in Latin letters).
# Articles that double as "one" ("un", "une", "ein", "a") are left out: "un 2 3" is rare, "un" everywhere.
_DIGIT_WORDS = {
    "0": "zero oh zéro cero null nul nula нуль ноль nul' nol",
    "1": "one uno eins jeden jedna jedynka один одна odyn odna",
    "2": "two dos zwei zwo deux dwa dwie два дві dva dvi",
    "3": "three tres drei trois trzy три try",
    "4": "four cuatro vier quatre cztery чотири четыре chotyry",
    "5": "five cinco fünf fuenf funf cinq pięć piec п'ять пʼять п’ять пять p'yat' p'yat pyat",
    "6": "six seis sechs sześć szesc шість шесть shist' shist",
    "7": "seven siete sieben sept siedem сім семь sim",
    "8": "eight ocho acht huit osiem вісім восемь visim",
    "9": "nine nueve neun neuf dziewięć dziewiec дев'ять девʼять дев’ять девять dev'yat' dev'yat devyat",
}
WORD_DIGIT = {w: d for d, words in _DIGIT_WORDS.items() for w in words.split()}


def _two_digit_words() -> dict[str, str]:
    """Numbers from 10 to 99 as words, as French, Spanish, German, Polish, Ukrainian/Russian and English
    speakers read phone numbers out in pairs ("zéro six douze trente-quatre ...", "seis uno dos treinta y
    cuatro ...", "null eins sieben sechs vierunddreißig ...", "dwadzieścia trzy"): word -> two digits."""
    out: dict[str, str] = {}
    units = {
        "en": "one two three four five six seven eight nine", "pl": "jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
        "uk": "один два три чотири п'ять шість сім вісім дев'ять", "ru": "один два три четыре пять шесть семь восемь девять",
    }
    teens = {
        "en": "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen",
        "fr": "dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf",
        "es": "diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve",
        "de": "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
        "pl": "dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście "
              "dziewiętnaście",
        "uk": "десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять "
              "дев'ятнадцять",
        "ru": "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать "
              "девятнадцать",
    }
    tens = {
        "en": "twenty thirty forty fifty sixty seventy eighty ninety",
        "es": "veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
        "de": "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
        "pl": "dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt "
              "dziewięćdziesiąt",
        "uk": "двадцять тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто",
        "ru": "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто",
    }
    for words in teens.values():
        for i, w in enumerate(words.split()):
            out[w] = str(10 + i)
    for lang, words in tens.items():
        for i, w in enumerate(words.split()):
            t = i + 2
            out[w] = f"{t}0"
            if lang in units:  # "twenty one", "twenty-one", "dwadzieścia jeden", "двадцять один"
                for j, u in enumerate(units[lang].split()):
                    out[f"{w} {u}"] = f"{t}{j + 1}"
                    if lang == "en":
                        out[f"{w}-{u}"] = f"{t}{j + 1}"
    es_units = "uno dos tres cuatro cinco seis siete ocho nueve".split()
    for i, w in enumerate(tens["es"].split()[1:]):  # "treinta y cuatro"
        for j, u in enumerate(es_units):
            out[f"{w} y {u}"] = f"{i + 3}{j + 1}"
    for j, w in enumerate("veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho "
                          "veintinueve".split()):
        out[w] = f"2{j + 1}"
    de_units = "ein zwei drei vier fünf sechs sieben acht neun".split()
    for i, w in enumerate(tens["de"].split()):  # "vierunddreißig"
        for j, u in enumerate(de_units):
            out[f"{u}und{w}"] = f"{i + 2}{j + 1}"
    fr_units = "un deux trois quatre cinq six sept huit neuf".split()
    fr_teens = teens["fr"].split()
    for i, w in enumerate("vingt trente quarante cinquante soixante".split()):
        out[w] = f"{i + 2}0"
        out[f"{w}-et-un"] = out[f"{w} et un"] = f"{i + 2}1"
        for j, u in enumerate(fr_units[1:]):
            out[f"{w}-{u}"] = f"{i + 2}{j + 2}"
    out["soixante-dix"] = "70"
    out["soixante-et-onze"] = out["soixante et onze"] = "71"
    for j, teen in enumerate(fr_teens[2:]):
        out[f"soixante-{teen}"] = f"7{j + 2}"
    out["quatre-vingt"] = out["quatre-vingts"] = "80"
    for j, u in enumerate(fr_units):
        out[f"quatre-vingt-{u}"] = f"8{j + 1}"
    for j, teen in enumerate(fr_teens):
        out[f"quatre-vingt-{teen}"] = f"9{j}"
    for w in list(out):  # written without accents or hyphens, and the other apostrophes
        for variant in (w.replace("-", " "), w.replace("ś", "s").replace("ę", "e").replace("ą", "a").replace("é", "e")
                        .replace("ö", "o").replace("ü", "u").replace("ß", "ss"), w.replace("'", "’"), w.replace("'", "ʼ")):
            out.setdefault(variant, out[w])
    for w in list(out):  # (round 23) phone-typed: marks dropped ("piecdziesiat"), umlauts as two letters ("zwoelf")
        for variant in (w, w.replace("ü", "ue").replace("ö", "oe").replace("ä", "ae")):
            if variant.isascii() or not re.search("[\u0400-\u04ff]", variant):  # (Latin words only: "й" keeps its mark)
                variant = "".join(c for c in unicodedata.normalize("NFD", variant.replace("ł", "l").replace("ß", "ss"))
                                  if not unicodedata.combining(c))
            out.setdefault(variant, out[w])
    return out


# ("once" and "seize", Spanish 11 and French 16, are English words that follow numbers: "... 35134917 once the ...")
WORD_DIGIT.update({w: d for w, d in _two_digit_words().items() if w not in WORD_DIGIT and w not in ("once", "seize")})
# Hundreds, as Poles, Ukrainians, Russians and Spaniards read a mobile number out in threes ("sześćset
# czterdzieści dwa, trzysta ...", "seiscientos doce"): the hundreds digit, completed by the next word.
HUNDREDS = {w: str(i + 1) for words in (
    "sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset",
    "сто двісті триста чотириста п'ятсот шістсот сімсот вісімсот дев'ятсот",
    "сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот",
    "ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos",
    "ciento doscientas trescientas cuatrocientas quinientas seiscientas setecientas ochocientas novecientas",
    "sto dwiescie trzysta czterysta piecset szescset siedemset osiemset dziewiecset",
) for i, w in enumerate(words.split())}
HUNDREDS.update({w.replace("'", "’"): d for w, d in list(HUNDREDS.items())})
HUNDREDS.update({w.replace("'", "ʼ"): d for w, d in list(HUNDREDS.items())})
WORD_DIGIT.update({w: d + "00" for w, d in HUNDREDS.items() if w not in WORD_DIGIT})
# (as a trie: a thousand words, and the pattern is compiled when the first dictated number comes)
_WORD_ALT = literal_alternation(WORD_DIGIT)
# "double seven", "triple zero" (how the British read out phone numbers), "doppel", "doble", "podwójne"
_REPEAT = {"double": 2, "triple": 3, "doppel": 2, "doppelte": 2, "doble": 2, "podwójne": 2, "podwojne": 2}
_REPEAT_ALT = "|".join(_REPEAT)
_TOKEN = r"(?:(?:(?:" + _REPEAT_ALT + r")[ \t]+)?(?:\d|" + _WORD_ALT + r")(?![\w'’ʼ])|\d+)"
# A capital letter spelled out among the digits of an ID ("D H V osiem osiem ...", "N A zero nine ... B",
# "... dos uno Z", "... eins N null vier sechs"): part of the run when the run holds five digits at least.
_LETTER_TOKEN = r"(?-i:[A-Z])(?![\w'’ʼ])"
_MAX_LETTERS = 3
# A separator said between dictated digit groups ("three six seven dash seven one ...", "5104 comma 9074 comma
# ..."): written as the dash or the space it stands for.
_SEPARATOR_WORDS = {
    "dash": "-", "hyphen": "-", "myślnik": "-", "myslnik": "-", "bindestrich": "-", "strich": "-", "guion": "-",
    "guión": "-", "tiret": "-", "тире": "-", "дефіс": "-", "дефис": "-",
    "comma": " ", "przecinek": " ", "komma": " ", "coma": " ", "virgule": " ", "кома": " ", "запятая": " ",
}
_SEPARATOR_ALT = literal_alternation(_SEPARATOR_WORDS)
_SEPARATOR_TOKEN = r"(?:" + _SEPARATOR_ALT + r")(?![\w'’ʼ])"


@functools.lru_cache(maxsize=1)
def _spoken_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The run of digit tokens (three at least, one of them a word: checked after the match) and its parts;
    compiled on first use, since few messages hold a digit word (keeps the detector's import time)."""
    token = "(?:" + _LETTER_TOKEN + "|" + _SEPARATOR_TOKEN + "|" + _TOKEN + ")"
    # (each token once in the pattern: followed by spaces, by a comma and spaces - voice typing puts one between
    # the groups it hears: "three six seven, seven one, one seven one seven" - or by no letter at the run's end;
    # a run may so take the spaces after it, which its parts leave out)
    # (a hyphen between two digit words too, as German and Polish write a dictated group: "zwei-zwei-null-acht")
    run = re.compile(r"(?i)(?<![\w'’ʼ])(?:" + token + r"(?:[ \t]+|,[ \t]+|-(?=[^\W\d_])|(?![\w'’ʼ]))){3,}")
    part = re.compile(r"(?i)(?P<letter>" + _LETTER_TOKEN + r")|(?P<sep>" + _SEPARATOR_TOKEN + r")|(?:(?P<repeat>"
                      + _REPEAT_ALT + r")[ \t]+)?(?:\d+|(?:" + _WORD_ALT + r")(?![\w'’ʼ]))")
    return run, part


after_compile_all(_spoken_patterns)  # (by the app's warm-up: else the first message with a digit word waited 20-80 ms)
# (the "y" and "et" of "treinta y cuatro", "vingt et un" are everywhere: not in the set, passed over in a run)
_CONNECTORS = frozenset({"y", "et"})
_WORD_SET = (frozenset(WORD_DIGIT) | frozenset(_REPEAT) | frozenset(t for w in WORD_DIGIT for t in w.split())
             | frozenset(_SEPARATOR_WORDS)) - _CONNECTORS


# What a word of _WORD_SET that is one of `_may_be_spoken`'s tokens (split at spaces, commas, full stops and hyphens) puts
# among the message's runs of letters (text.letter_runs, read of the same text by translit.py next): its first run of
# letters, a whole run there too - the token's ends are separators, not letters. None of them among the runs: no such word.
# (A word that cannot be such a token - with a space, comma, full stop or hyphen in it - has none.)
_WORD_SET_RUNS = frozenset(re.findall(r"[^\W\d_]+", w)[0] for w in _WORD_SET if not re.search(r"[\s,.\-]", w))
assert all(re.search(r"[^\W\d_]", w) for w in _WORD_SET)  # (a word without a letter would have no run to find)

# Texts in which `_may_be_spoken` saw a number word (a hint shared by threads, as gates._PREPARED): for spoken_view.py
_SAW_WORD: dict[str, bool] = {}
saw_number_word = _SAW_WORD.get  # (text) -> whether it held a number word; None: the normaliser did not read it


def _may_be_spoken(text: str) -> bool:
    """Three digit tokens in a row, one of them a digit word: the cheap test before the spoken-run pattern (a set
    look-up for most messages, which hold no digit word)."""
    if len(_SAW_WORD) >= 32:
        _SAW_WORD.clear()
    given = text
    if _WORD_SET_RUNS.isdisjoint(letter_runs(lower(text))):
        _SAW_WORD[given] = False  # (most messages: the runs of letters, read once per text, hold no number word's)
        return False
    if "-" in text:
        text = text.replace("-", " ")  # "zwei-zwei-null-acht": a dictated group written with hyphens
    low = text.lower()
    bare = low.replace(",", " ").replace(".", " ")
    if _WORD_SET.isdisjoint(bare.split()):
        # (most messages, in one split: a word of _WORD_SET - lower case, no comma, full stop or space - that is a word
        # of `text` or of `low` is one of `bare`'s too, so none is in either, and the tests below answer False)
        _SAW_WORD[given] = False
        return False
    # ("Seis dos ...", "NULL EINS ...": rarer, and only then the lower-cased copy's words)
    if _WORD_SET.isdisjoint(text.split()) and (low == text or _WORD_SET.isdisjoint(low.split())):
        # (for spoken_view.py: "Birkenweg dreizehn, Kassel" - `bare`'s words hold one, as tested above)
        _SAW_WORD[given] = bare != low
        return False
    _SAW_WORD[given] = True
    tokens = low.split()
    run = words = 0
    for token in tokens:
        bare = token.rstrip(",.;:!?")
        if bare in _CONNECTORS and run:
            continue
        if bare.isdigit() or bare in _WORD_SET:
            run += 1
            words += not bare.isdigit()
            if run >= 3 and words:
                return True
            if len(bare) != len(token) and token[len(bare):] != ",":
                run = words = 0  # a full stop ends the run (a comma may part a dictated number's groups)
        else:
            run = words = 0
    return False
# emoji and pictographs between two digit groups (with a space on either side at most); one of the groups may
# be a single digit ("7 2 0 1 2 4 🎂 73138", an IBAN's last "🇺🇦 8")
_EMOJI = "[\u2190-\u21ff\u2300-\u23ff\u2460-\u24ff\u25a0-\u27bf\u2900-\u297f\u2b00-\u2bff\U0001f000-\U0001faff]"
_EMOJI_CHAR = re.compile(_EMOJI + "|[\u2022\u00b7\u2219\u22c5]")
_EMOJI_RUN = r"[ \t]?(?:" + _EMOJI + r"[\ufe0f\U0001f3fb-\U0001f3ff]?){1,3}[ \t]?"
_EMOJI_BETWEEN = re.compile(r"(?<=\d\d)" + _EMOJI_RUN + r"(?=\d)|(?<=\d)" + _EMOJI_RUN + r"(?=\d\d)")
# a bullet or middle dot between a card's four-digit groups, as wallets and notes print them ("5428 • 4983 • ..."):
# read as a space
_BULLET_BETWEEN = re.compile(r"(?<=(?<!\d)\d{4})[ \t]?[\u2022\u00b7\u2219\u22c5][ \t]?(?=\d{4}(?!\d))")
# a line that holds only a piece of a number ("5190 0403", "+48 881 ", "580226")
_LINE_GATE = re.compile(r"\d[ \t]*\n[ \t]*[+\d]")
_NUMBER_LINE = re.compile(r"[ \t]*\+?\d[\d \t]*")
_FOUR_DIGIT_LINE = re.compile(r"[ \t]*\d{4}[ \t]*")
_DIGIT = re.compile(r"\d")

# An article that doubles as "one" between two digit words is the digit: "zéro six trois un huit", "null
# eins vier ein sieben" (left out of the digit words, since "un", "une", "ein", "eine" are everywhere else).
_ARTICLE_ONE = re.compile(r"(?i)(?<![\w'’ʼ])(?:un|une|ein|eine)(?=,?[ \t]+\S)")


def _mask_articles(t: str) -> str:
    """`t` with every article between two digit words written as "1" and spaces (the same length)."""
    out = None
    for m in _ARTICLE_ONE.finditer(t):
        prev = t[:m.start()].rstrip(" \t").rsplit(None, 1)
        after = t[m.end():].lstrip(",").split(None, 1)  # ("zéro un, quatre-vingt-dix": a group's last digit)
        if prev and after and m.start() > len(t[:m.start()].rstrip(" \t")) \
                and _digit_word(prev[-1].rstrip(",")) and _digit_word(after[0].rstrip(",.;:!?")):
            out = (out if out is not None else t)
            if t.startswith(",", m.end()):  # "un, ..." -> "1, ...": the comma stays right after the digit
                out = out[:m.start()] + "1," + " " * (m.end() - m.start() - 1) + out[m.end() + 1:]
            else:
                out = out[:m.start()] + "1" + " " * (m.end() - m.start() - 1) + out[m.end():]
    return t if out is None else out


def _digit_word(token: str) -> bool:
    low = token.lower()
    return low.isdigit() or (low in WORD_DIGIT and len(WORD_DIGIT[low]) <= 2) or low in ("un", "une", "ein", "eine")


def _spoken_edits(t: str, edits: list[tuple[int, int, str]], spoken: list[tuple[int, int]]) -> None:
    spoken_run, spoken_part = _spoken_patterns()
    masked = _mask_articles(t) if (" un" in t or " ein" in t or " Un" in t or " Ein" in t) else t
    for m in spoken_run.finditer(masked):
        parts = _inner_separators(list(spoken_part.finditer(m.group())))
        if parts is None:
            continue
        parts = counted_tail(t, parts, m.start())  # "tarjeta 5542 3927 4684 8816 dos veces": a count (counted_words.py, round 39)
        separators = sum(bool(p.group("sep")) for p in parts)
        letters = sum(bool(p.group("letter")) for p in parts)
        if letters:
            trimmed = _trim_letters(parts)
            if trimmed is None:
                continue
            parts = trimmed
            letters = sum(bool(p.group("letter")) for p in parts)
        numerals = sum(p.group().isdigit() or bool(p.group("repeat")) for p in parts if not _marker(p))
        digit_parts = sum(not _marker(p) for p in parts)
        said = sum(len(WORD_DIGIT.get(p.group().lower(), "x")) for p in parts if not _marker(p))
        if (numerals == digit_parts and not separators) or (numerals == 0 and said < 9 and not letters):
            continue  # plain digit groups; a short run all in words is the secrets finder's (a PIN said aloud)
        commas = ["," in m.group()[a.end():b.start()] for a, b in zip(parts, parts[1:])]
        listed = any(commas) and all(commas)
        if listed and (said < 9 or not _ID_WORD_BEFORE.search(t, max(0, m.start() - 60), m.start())):
            continue  # "five, ten, fifteen, twenty chairs": a list of values, one each between the commas
        # (an ID's length said in pairs after an ID's word is written as digits, not reported as dictated: spelled_letters.py)
        if not letters and not separators and _counting(parts):
            continue  # "one two three ... nine ten": counting, not a number
        base = m.start()
        first = True
        prev_end = base
        for i, p in enumerate(parts):
            s, e = base + p.start(), base + p.end()
            if not first and s > prev_end:
                # the space between two dictated digits; a comma between them parts two groups
                # (not in an ID spelled with its letters: "cero tres ocho cuatro, 2526, P" is a DNI, 03842526P)
                edits.append((prev_end, s, " " if "," in t[prev_end:s] and not letters else ""))
            word = p.group()
            repeat = p.group("repeat")
            if masked is not t and t[s:e] != word:
                e = s + len(t[s:e + 3].split(None, 1)[0].rstrip(","))
                edits.append((s, e, word))  # an article read as "1"
            elif p.group("letter"):
                pass  # a spelled letter stays itself, only the spaces around it go
            elif p.group("sep"):
                edits.append((s, e, _SEPARATOR_WORDS[word.lower()]))
            elif repeat:
                word = word[len(repeat):].lstrip()
                digit = word if word.isdigit() else WORD_DIGIT[word.lower()]
                edits.append((s, e, digit * _REPEAT[repeat.lower()]))
            elif word.lower() in HUNDREDS:
                edits.append((s, e, _hundreds(word.lower(), parts[i + 1] if i + 1 < len(parts) else None)))
            elif not word.isdigit():
                edits.append((s, e, WORD_DIGIT[word.lower()]))
            prev_end = e
            first = False
        if not listed:
            spoken.append((base + parts[0].start(), base + parts[-1].end()))


def _marker(p: re.Match[str]) -> bool:
    """A spelled letter or a said separator: a part of a dictated run that is no digit."""
    return bool(p.group("letter") or p.group("sep"))


def _inner_separators(parts: list[re.Match[str]]) -> list[re.Match[str]] | None:
    """The run's parts with said separators only between digits (those at its edges dropped, and two in a row
    break it); None when nothing is left of the run."""
    while parts and parts[0].group("sep"):
        parts = parts[1:]
    while parts and parts[-1].group("sep"):
        parts = parts[:-1]
    if any(a.group("sep") and b.group("sep") for a, b in zip(parts, parts[1:])):
        return None
    if any(p.group("sep") for p in parts) and sum(not _marker(p) for p in parts) < 3:
        return None
    return parts or None


def _hundreds(word: str, nxt: re.Match[str] | None) -> str:
    """A hundreds word's digits: its digit alone before a two-digit word ("sześćset | czterdzieści dwa"), with
    a 0 before a unit word ("sześćset | dwa"), with 00 at the end of a group."""
    h = HUNDREDS[word]
    value = None
    if nxt is not None and not nxt.group("letter") and not nxt.group("repeat"):
        value = WORD_DIGIT.get(nxt.group().lower())
    if value is None or value.endswith("00"):
        return h + "00"
    if len(value) == 2:
        return h
    return h + "0" if value != "0" else h + "00"


def _counting(parts: list[re.Match[str]]) -> bool:
    """Do the parts count up or down by one ("one two three four ... ten", "10 9 8 7 ..."), or by the same step?"""
    values: list[int] = []
    for p in parts:
        word = p.group()
        if p.group("repeat"):
            return False
        pieces = word.lower().replace("-", " ").split()
        if len(pieces) > 1 and all(w in WORD_DIGIT for w in pieces):
            values.extend(int(WORD_DIGIT[w]) for w in pieces)  # "dix neuf huit": ten, nine, eight
            continue
        value = word if word.isdigit() else WORD_DIGIT.get(word.lower())
        if value is None:
            return False
        values.append(int(value))
    steps = {b - a for a, b in zip(values, values[1:])}
    # (or by the same step: "five, ten, fifteen, twenty" is a list of amounts)
    return steps == {1} or steps == {-1} or (len(values) >= 4 and len(steps) == 1 and 0 not in steps)


def _trim_letters(parts: list[re.Match[str]]) -> list[re.Match[str]] | None:
    """The run's parts when its spelled letters belong to an ID: letters at the edges are kept only next to a
    run of five digits or more, and three letters at most; None when the letters make no ID of it."""
    digits = [i for i, p in enumerate(parts) if not _marker(p)]
    if len(digits) < 5 or sum(bool(p.group("letter")) for p in parts) > _MAX_LETTERS:
        # too few digits for an ID: the digits alone, if they are a run (letters dropped at the edges)
        inner = parts[digits[0]:digits[-1] + 1] if digits else []
        if len(inner) >= 3 and not any(p.group("letter") for p in inner):
            return inner
        return None
    return parts


def _line_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Join a number split over two lines (three when it starts with + or 0: a phone wrapped twice), and a card's
    or an account's four-digit groups typed one under the other (three to seven lines of exactly four digits:
    "4330" / "2659" / "1943" / "1587"). Other columns of numbers are lists (amounts, scores), not one number."""
    pos = 0
    lines = []
    for line in t.split("\n"):
        ok = _NUMBER_LINE.fullmatch(line) is not None and sum(c.isdigit() for c in line) <= 10
        lines.append((pos, pos + len(line), ok))
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and lines[j][2]:
            j += 1
        run = lines[i:j]
        first = t[run[0][0]:run[0][1]].lstrip(" \t") if run else ""
        groups = 3 <= len(run) <= 7 and all(_FOUR_DIGIT_LINE.fullmatch(t, ps, pe) for ps, pe, _ in run)
        if len(run) == 2 or (len(run) == 3 and first.startswith(("+", "0"))) or groups:
            for (ps, pe, _), (s, e, _) in zip(run, run[1:]):
                prev, line = t[ps:pe], t[s:e]
                edits.append((ps + len(prev.rstrip(" \t")), s + (len(line) - len(line.lstrip(" \t"))), " "))
        i = max(j, i + 1)


def apply(n: Normalised, edits: list[tuple[int, int, str]], spoken: list[tuple[int, int]]) -> Normalised:
    """`n` with `edits` ((start, end, replacement) on n.text) made; maps composed back to the original."""
    edits.sort()
    t = n.text
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    shift: list[tuple[int, int]] = []  # (old position, new position) at each edit's start, for `spoken`
    pos = 0

    def orig(i: int) -> tuple[int, int]:
        return (n.starts[i], n.ends[i]) if n.starts is not None and n.ends is not None else (i, i + 1)

    new_len = 0
    for s, e, rep in edits:
        if s < pos:
            continue  # overlapping edits: the first one wins
        out.append(t[pos:s])
        for i in range(pos, s):
            a, b = orig(i)
            starts.append(a)
            ends.append(b)
        new_len += s - pos
        shift.append((s, new_len))
        if rep:
            a, b = orig(s)[0], orig(e - 1)[1]
            out.append(rep)
            starts.extend([a] * len(rep))
            ends.extend([b] * len(rep))
            new_len += len(rep)
        pos = e
        shift.append((e, new_len))
    out.append(t[pos:])
    for i in range(pos, len(t)):
        a, b = orig(i)
        starts.append(a)
        ends.append(b)

    def moved(i: int) -> int:
        best = i
        for old, new in shift:
            if old <= i:
                best = new + (i - old)
        return best

    return Normalised("".join(out), tuple(starts), tuple(ends),
                      tuple((moved(s), moved(e)) for s, e in spoken))


def rewrite_numbers(n: Normalised) -> Normalised:
    """Dictated digits, emoji between digit groups, numbers split over lines, OCR's O and l in a
    card group: written as plain digits (see above); `n` itself when there is none."""
    t = n.text
    edits: list[tuple[int, int, str]] = []
    spoken: list[tuple[int, int]] = []
    may, digit = _may_be_spoken(t), has_digit(t)  # (the digit once per text: it was searched twice)
    if may or digit:
        spelled_edits(t, edits, may)  # "D wie Dora", "P jak Paweł", NATO words among digits: the letter (spelled_letters.py)
        if edits:
            n = apply(n, edits, [])
            t = n.text
            edits = []
            may, digit = _may_be_spoken(t), has_digit(t)
    if may:
        _spoken_edits(t, edits, spoken)
    if "\n" in t and _LINE_GATE.search(t):
        _line_edits(t, edits)
    if not digit:
        return apply(n, edits, spoken) if edits else n
    if "\t" in t or "  " in t:
        gap_edits(t, edits)  # "DE52  8621  7659 ...", "318\t907": the one space a reader sees (digit_gaps.py)
    if not t.isascii() and _EMOJI_CHAR.search(t):
        for m in _EMOJI_BETWEEN.finditer(t):
            edits.append((m.start(), m.end(), ""))
        for m in _BULLET_BETWEEN.finditer(t):
            edits.append((m.start(), m.end(), " "))
    keyed_edits(t, edits)  # "kod 1 5 9 klucz 2": the digits before an intercom's key as one group (keyed_codes.py)
    glued_edits(t, edits)  # "llame al617228253 que": the space lost after the preposition (glued_numbers.py)
    glued_value_edits(t, edits)  # "compteFR76...", '"NIR2150..."': a value glued to its label or a word (glued_values.py)
    glyph_edits(t, edits)  # OCR's O, l, I, S, B among a value's digits; a value glued to a word (value_glyphs.py)
    mark_edits(t, edits)  # "kod BLIK 582.917", "NI MB/97/31/71/D": dots or slashes between groups (value_marks.py)
    if may_hold_separators(t):  # "nac. 21_06_1939", "ur. 12/IV/1958", "612·54·42·25" (odd_separators.py, round 38)
        separator_edits(t, edits)
    if not edits:
        return n
    return apply(n, edits, spoken)
