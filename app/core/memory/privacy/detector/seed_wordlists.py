"""BIP-39 seed phrases in any of the standard Latin-script wordlists, however the words are joined.

secrets._scan_seed finds English phrases written as a plain run of words or a numbered list. A wallet
made in Spanish, French, Italian, Czech or Portuguese gives its owner words from that language's list
("ábaco abdomen abeja ..."), and people paste phrases as quoted words, JSON arrays or "..., x and y".
This finder reads the message's words (letters only: quotes, brackets, commas, numbering and line
breaks between them do not matter; "and", "y", "et", "e", "i", "und" between two listed words are
skipped), finds stretches of consecutive words that one list holds, and keeps a stretch's 12 to 24
words whose BIP-39 checksum holds - the same test the wallet applies, so ordinary prose in those
languages (never many listed words in a row, and then a checksum to pass) stays green.

Words are matched as written and without their accents (wallets accept "abaco" for "ábaco"; every
list stays unambiguous without them)."""
from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Sequence

from app.core.memory.privacy.detector.lazy import after_compile_all
from app.core.memory.privacy.detector.text import letter_runs

LANGUAGES = ("english", "spanish", "french", "italian", "czech", "portuguese")
_LENGTHS = (24, 21, 18, 15, 12)
_JOINERS = frozenset({"and", "y", "et", "e", "i", "und", "и", "і", "та"})
_WORD = re.compile(r"[^\W\d_]+")

_INDEX: dict[str, list[tuple[int, int]]] | None = None  # word -> [(language number, index in its list)]


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _index() -> dict[str, list[tuple[int, int]]]:
    global _INDEX
    if _INDEX is None:
        from mnemonic import Mnemonic

        index: dict[str, list[tuple[int, int]]] = {}
        for lang_no, lang in enumerate(LANGUAGES):
            for i, word in enumerate(Mnemonic(lang).wordlist):
                for form in {unicodedata.normalize("NFC", word), _plain(word)}:
                    index.setdefault(form, []).append((lang_no, i))
        _INDEX = index
    return _INDEX


def checksum_ok(indices: list[int]) -> bool:
    """BIP-39: 11 bits a word; the last len/3 bits are the first bits of SHA-256 of the rest."""
    n = len(indices)
    if n not in _LENGTHS:
        return False
    bits = 0
    for i in indices:
        bits = (bits << 11) | i
    cs = n // 3
    digest = hashlib.sha256((bits >> cs).to_bytes((n * 11 - cs) // 8, "big")).digest()
    return digest[0] >> (8 - cs) == bits & ((1 << cs) - 1)


def find_wordlist_phrases(low: str, add) -> None:
    """Report each seed phrase of `low` (the lower-cased message, same offsets as the original)."""
    if len(low) < 40:
        return
    index = _index()
    words = _letter_runs(low)
    if len(words) < 12:
        return
    # Fewer than twelve listed words in all: no phrase. Prose has listed words ("able", "about", "family"), seldom twelve in
    # a row. (On ASCII text the run first: one C-level pass that most messages fail, where the count passed a third of
    # them to a second pass; elsewhere the count first, the run being a Python loop there.)
    if low.isascii():
        if not twelve_in_a_row(words, index, ascii_words=True) or sum(map(index.__contains__, words)) < 12:
            return
    elif sum(map(index.__contains__, words)) < 12 or not twelve_in_a_row(words, index):
        return
    # per language: the current stretch of listed words, as (start, end, index in the list)
    stretches: list[list[tuple[int, int, int]]] = [[] for _ in LANGUAGES]
    listed = 0
    for m in _WORD.finditer(low):
        word = m.group()
        hits = index.get(word)
        if hits is None and not word.isascii():
            hits = index.get(_plain(word))
        if hits is None:
            if word in _JOINERS:
                continue
            for lang_no, stretch in enumerate(stretches):
                if len(stretch) >= 12:
                    _try(stretch, add)
                stretches[lang_no] = []
            continue
        listed += 1
        seen = set()
        for lang_no, i in hits:
            seen.add(lang_no)
            stretches[lang_no].append((m.start(), m.end(), i))
        for lang_no in range(len(LANGUAGES)):
            if lang_no not in seen and stretches[lang_no]:
                if len(stretches[lang_no]) >= 12:
                    _try(stretches[lang_no], add)
                stretches[lang_no] = []
    if listed >= 12:
        for stretch in stretches:
            if len(stretch) >= 12:
                _try(stretch, add)


def _letter_runs(low: str) -> Sequence[str]:
    """_WORD.findall(low), once per text (text.letter_runs: the learned model and the others read them too)."""
    return letter_runs(low)


def twelve_in_a_row(words: Sequence[str], index: dict, ascii_words: bool = False) -> bool:
    """Whether twelve words in a row could each belong to a stretch: listed, a joiner, or not ASCII (listed
    once its accents go). A stretch of twelve needs them, so without such a run there is no phrase. `ascii_words`: the
    caller knows every word is ASCII (the runs of an ASCII text), and the test per word is not made again."""
    if ascii_words or all(map(str.isascii, words)):  # (most messages: one flag a word, made and searched in C)
        return _TWELVE in bytes(map(_listed_or_joiner(index).__contains__, words))
    run = 0
    for w in words:
        if w in index or w in _JOINERS or not w.isascii():
            run += 1
            if run >= 12:
                return True
        else:
            run = 0
    return False


_TWELVE = bytes([1] * 12)


def _listed_or_joiner(index: dict) -> frozenset[str]:
    """The words of `index` and the joiners, as one set (worked out once per index)."""
    got = _LISTED.get(id(index))
    if got is None or got[0] is not index:
        got = _LISTED[id(index)] = (index, frozenset(index) | _JOINERS)
    return got[1]


_LISTED: dict[int, tuple[dict, frozenset[str]]] = {}


def _try(stretch: list[tuple[int, int, int]], add) -> None:
    """The longest phrase with a valid checksum inside a stretch of one list's words."""
    for n in _LENGTHS:
        for i in range(len(stretch) - n + 1):
            chunk = stretch[i:i + n]
            indices = [w[2] for w in chunk]
            if len(set(indices)) * 2 >= n and checksum_ok(indices):  # not a degenerate test vector
                add("wallet recovery phrase", chunk[0][0], chunk[-1][1])
                return


# the six lists take ~50 ms to load: the app's warm-up loads them, not the user's first long message
after_compile_all(_index)
