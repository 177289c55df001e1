"""Word gates: a pattern whose every match needs one of a few words is not run on a text that has none.

Most of the detector's patterns are keyword lists or start from a keyword ("hasło", "lottery", "Steuer-ID",
"straße"). Run on a message without any of those words, each one still reads the whole message, and a
message goes through about fifty of them. A word gate decides the same thing from the message's words,
worked out once per message:

- When a module's patterns are compiled (`findings.speed_up`), `literal_factors` reads each pattern and
  finds a set of literal strings one of which every match contains ("password", "mot de passe", "wi-fi"),
  and from each literal its longest run of letters, lower-cased, cut to KEY_MAX letters: its *key*.
  A match of the pattern contains a literal, so the text contains the literal's letters, and those letters
  lie inside one of the text's words (`findings.WORD_TOKEN`: maximal runs of letters): some word of the
  text contains a key. Derived from the compiled pattern, never from data: a keyword a rule author adds
  gets its key with the rest.
- Each gated pattern owns one bit. A word's mask (the bits of the keys found among its substrings) is
  worked out once per word and process; a text's mask is the OR of its words' masks, once per text.
- `Gated.search(text)` returns None without running the pattern when the text's mask lacks its bit;
  otherwise, and for every other method, the pattern itself decides. The gate skips work, never a match:
  tests/core/memory/privacy/test_word_gates.py runs every line with the gates on and off.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Callable
from functools import reduce as _reduce
from operator import or_ as _or

from app.core.memory.privacy.detector import eager_gates as _eager
from app.core.memory.privacy.detector.folding import fold_word, plain_spellings
from app.core.memory.privacy.detector.text import WORD_TOKEN, has_digit, lower_keep_length, words_of
from app.core.memory.privacy.detector.word_bounds import END, START, alternative_sets, commonness, run_keys, word_sets

KEY_MAX = 6  # letters per key: a word of n letters has at most n * KEY_MAX substrings to look up
KEY_MIN = 2  # a pattern with a one-letter key is not gated: nearly every text has such a word
_MAX_LITERALS = 4000  # a finite language larger than this is not expanded

# Off only in tests: every pattern runs, and the findings must be the same.
ENABLED = True

_LETTER_RUN = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")


def _lower(s: str) -> str:
    """Lower case letter by letter, keeping the length (as findings.lower_keep_length)."""
    low = s.lower()
    if len(low) == len(s):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in s)


# ---------------------------------------------------------------- what every match contains

def _concat(a: frozenset[str], b: frozenset[str]) -> frozenset[str] | None:
    if len(a) * len(b) > _MAX_LITERALS:
        return None
    return frozenset(x + y for x in a for y in b)


def _score(found: frozenset[str]) -> tuple[int, int]:
    """How good a gate the literal set makes: its shortest key first, then fewer literals."""
    return (min(len(_key_of(s)) for s in found), -len(found))


# Characters a literal with too few letters is keyed by instead, rarest first (a key is one of them, or a
# run of letters). (The backtick: markup's code marks - "`", "\\d", "[0-9" - left a pattern ungated that ran on
# every message.)
_CHAR_KEYS = "`@\\|~{}<>$%^[]#&*=+_;:/!?\"()9876543210'-.,"


def _key_of(literal: str) -> str:
    runs = _LETTER_RUN.findall(literal)
    if runs:
        run = max(runs, key=len)
        if len(run) >= KEY_MIN:
            return _lower(run)[:KEY_MAX]
    return next((ch for ch in _CHAR_KEYS if ch in literal), "")


def _sequence(items, flags: int) -> tuple[frozenset[str] | None, frozenset[str] | None]:
    """(the exact set of strings the sequence matches if it is a finite set of literals, else None;
    a set of literals one of which every match contains, else None)."""
    best: frozenset[str] | None = None
    run: frozenset[str] | None = frozenset([""])  # the literals of the current stretch of exact items
    exact = True

    def offer(found: frozenset[str] | None) -> None:
        nonlocal best
        if found and "" not in found and all(_key_of(s) for s in found) \
                and (best is None or _score(found) > _score(best)):
            best = found

    for op, av in items:
        lang, factors = _item(op, av, flags)
        if lang is not None and run is not None:
            run = _concat(run, lang)
            if run is not None:
                continue
        offer(run)
        exact = False
        offer(factors)
        run = lang if lang is not None else frozenset([""])
    offer(run)
    return (run if exact else None), best


def _item(op, av, flags: int) -> tuple[frozenset[str] | None, frozenset[str] | None]:
    from re import _constants as c  # type: ignore[attr-defined]  # CPython 3.11+
    if op is c.LITERAL:
        return frozenset([chr(av)]), None
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return frozenset([""]), None  # zero-width: the text matched on either side stays contiguous
    if op is c.IN:
        chars = [chr(a) for o, a in av if o is c.LITERAL]
        if len(chars) == len(av) and len(chars) <= 8:
            return frozenset(chars), None
        return None, None
    if op is c.SUBPATTERN:
        if (av[1] | flags) & re.IGNORECASE and not av[2] & re.IGNORECASE:
            return None, None
        lang, factors = _sequence(av[3], flags)
        return lang, (lang or factors)
    if op is c.BRANCH:
        langs: set[str] | None = set()
        any_of: set[str] | None = set()
        for alt in av[1]:
            lang, factors = _sequence(alt, flags)
            if lang is None or langs is None:
                langs = None
            else:
                langs |= lang
            got = lang if lang is not None and "" not in lang else factors
            if got is None or any_of is None:
                any_of = None
            else:
                any_of |= got
        if langs is not None and len(langs) <= _MAX_LITERALS:
            return frozenset(langs), None
        return None, (frozenset(any_of) if any_of else None)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, high, body = av
        lang, factors = _sequence(body, flags)
        if lang is not None and high <= 2:
            out = frozenset([""]) if low == 0 else None
            power: frozenset[str] | None = frozenset([""])
            for n in range(1, high + 1):
                power = _concat(power, lang) if power is not None else None
                if power is None:
                    break
                if n >= low:
                    out = power if out is None else out | power
            if power is not None and out is not None:
                return out, None
        if low >= 1:
            return None, (lang if lang is not None and "" not in lang else factors)
        return None, None
    return None, None  # any character, a class of letters, a back-reference: no literal is sure


def literal_factors(pattern: re.Pattern[str]) -> frozenset[str]:
    """Literals one of which every match of `pattern` contains, each with a run of letters (empty if
    none are found, or the pattern ignores case)."""
    from app.core.memory.privacy.detector.text import _parse
    if pattern.flags & re.IGNORECASE:
        return frozenset()
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern: no gate
        return frozenset()
    flags = parsed.state.flags
    if flags & re.IGNORECASE:
        return frozenset()
    lang, factors = _sequence(list(parsed), flags)
    found = lang if lang is not None and "" not in lang else factors
    return found or frozenset()


def keys_of(pattern: re.Pattern[str]) -> frozenset[str]:
    """The gate's keys for `pattern`: per literal, its longest run of letters lower-cased (cut to KEY_MAX),
    or else one of its characters in _CHAR_KEYS (empty: no gate)."""
    keys = frozenset(_key_of(s) for s in literal_factors(pattern))
    return frozenset() if "" in keys else keys


def needs_digit(pattern: re.Pattern[str]) -> bool:
    """Whether every match of `pattern` contains a digit (a \\d, or a class of digits only)."""
    from app.core.memory.privacy.detector.text import _parse
    try:
        return _needs_digit(list(_parse(pattern.pattern, pattern.flags)))
    except Exception:  # another Python: no gate
        return False


def _needs_digit(items) -> bool:
    from re import _constants as c  # type: ignore[attr-defined]  # CPython 3.11+
    for op, av in items:
        if op is c.IN:
            if av and all((o is c.CATEGORY and a is c.CATEGORY_DIGIT) or (o is c.LITERAL and chr(a).isdigit())
                          or (o is c.RANGE and all(chr(x).isdigit() for x in range(a[0], a[1] + 1))) for o, a in av):
                return True
        elif op is c.LITERAL:
            if chr(av).isdigit():
                return True
        elif op is c.SUBPATTERN:
            if _needs_digit(av[3]):
                return True
        elif op is c.BRANCH:
            if all(_needs_digit(alt) for alt in av[1]):
                return True
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1 and _needs_digit(av[2]):
            return True
    return False


# ---------------------------------------------------------------- masks

_KEY_BITS: dict[str, int] = {}  # key (a run of letters) -> the bits of the patterns it opens
_KEY_LENGTHS: set[int] = set()
_CHAR_BITS: dict[str, int] = {}  # key (one character) -> the bits of the patterns it opens
_CHAR_KEYS_USED: set[str] = set()
# _CHAR_BITS's items, for `prepare`: [those of other characters, those of digits] (replaced, never changed)
_CHAR_ITEMS: list[tuple[tuple[str, int], ...]] = [(), ()]
# word_bounds' tagged keys (a run of letters that is these letters, or starts with them) -> the bits they open
_EXACT_BITS: dict[str, int] = {}
_PREFIX_BITS: dict[str, int] = {}
_PREFIX_LENGTHS: set[int] = set()
DIGIT_BIT = 1  # set in a text's mask when it has a digit
_next_bit = [2]


def register(keys: frozenset[str]) -> int:
    """A new gate's bit, opened by any of `keys`."""
    bit = _next_bit[0]
    _next_bit[0] <<= 1
    for k in keys:
        if k[:1] == START:
            if k.endswith(END):
                _EXACT_BITS[k] = _EXACT_BITS.get(k, 0) | bit
            else:
                _PREFIX_BITS[k] = _PREFIX_BITS.get(k, 0) | bit
                _PREFIX_LENGTHS.add(len(k) - 1)
        elif len(k) == 1 and not k.isalpha():
            _CHAR_BITS[k] = _CHAR_BITS.get(k, 0) | bit
            _CHAR_KEYS_USED.add(k)
            _CHAR_ITEMS[:] = (tuple(kv for kv in _CHAR_BITS.items() if not _DIGIT.match(kv[0])),
                              tuple(kv for kv in _CHAR_BITS.items() if _DIGIT.match(kv[0])))
        else:
            _KEY_BITS[k] = _KEY_BITS.get(k, 0) | bit
            _KEY_LENGTHS.add(len(k))
    _WORD_MASKS.clear()
    _PREPARED.clear()
    return bit


class _WordMasks(dict):
    """Word (as found in a text, any case) -> the bits of the keys among its substrings; worked out once
    per word and process (cleared when it grows large, or a gate is added)."""

    def __missing__(self, word: str) -> int:
        if len(self) >= 1 << 16:
            self.clear()
        w = _lower(word)
        mask = _spelling_mask(w)
        # ...and of the word typed plain: a gate's literals are registered with and without their diacritics
        # (`plain_spellings`), but a word typed half plain ("ciaża", "nałog", "recupère") holds neither spelling's key
        # while the folded patterns behind the gates match it (session 41's audit). The plain word holds the plain key
        # of every literal the word holds (folding maps letter by letter): more gates open, never fewer.
        plain = fold_word(w)
        if plain != w:
            mask |= _spelling_mask(plain)
        self[word] = mask
        return mask


def _spelling_mask(w: str) -> int:
    """The bits of the keys among the substrings (and letter runs) of the lower-cased word `w`."""
    bits = _KEY_BITS
    mask = 0
    n = len(w)
    for size in _KEY_LENGTHS:
        for i in range(n - size + 1):
            mask |= bits.get(w[i:i + size], 0)
    if _EXACT_BITS or _PREFIX_BITS:
        for k in run_keys(w, _EXACT_BITS.keys(), _PREFIX_BITS.keys(), _PREFIX_LENGTHS):
            mask |= _EXACT_BITS.get(k, 0) | _PREFIX_BITS.get(k, 0)
    return mask


_WORD_MASKS = _WordMasks()


def _word_mask(word: str) -> int:
    return _WORD_MASKS[word]


# The masks of the texts being classified: a text and its lower-cased copy (what the patterns read), put
# here by `prepare` before the finders run. A string not here (a slice, a rewritten copy) runs ungated.
# Shared by threads: a mask depends only on the text, and a lost entry only means an ungated search.
_PREPARED: dict[str, int] = {}
_prepared = _PREPARED.get  # (bound once: the gates read it some fifty times a message; the dict is cleared, never replaced)


def prepare(text: str) -> None:
    """Work out the mask of `text` (normalised, as the finders read it) and of its lower-cased copy."""
    if len(_PREPARED) >= 32:
        _PREPARED.clear()
    low = lower_keep_length(text)
    # (a substring test per key character, not a look-up per character of the text; the digits' only when the text has
    # one - most messages have none)
    mask = 0
    if has_digit(text):
        mask = DIGIT_BIT
        for ch, bits in _CHAR_ITEMS[1]:
            if ch in text:
                mask |= bits
    for ch, bits in _CHAR_ITEMS[0]:
        if ch in text:
            mask |= bits
    # the words' masks OR-ed in C, repeats and all (a set of the words first cost more than the look-ups it saved)
    _PREPARED[text] = _PREPARED[low] = _reduce(_or, map(_WORD_MASKS.__getitem__, words_of(low)), mask)


def text_mask(text: str) -> int | None:
    """The mask `prepare` worked out for `text`, or None."""
    return _PREPARED.get(text)


# ---------------------------------------------------------------- a finder's own trigger words
#
# A finder written as Python (`if "pin" in low or "пін" in low ...: for m in _PIN.finditer(text)`) can declare its
# trigger words to the same masks: one bit, set for a text when a word of it holds the key of one of them, worked out
# with the rest by `prepare`. `opens` is then one dict look-up and an AND, however many words the finder has:
#
#     _PIN_WORDS = word_gate("pin", "пін", "пин", "geheimzahl")      # at import
#     def find_pins(text, low, add):
#         if not opens(text, _PIN_WORDS):
#             return                                                 # none of the words is in the text
#
# Exact in the same way as a pattern's gate (a literal in the text puts its key in one of the text's words), for the
# text the finders read (normalised, and its lower-cased copy); any other string always opens.

def _gate_keys(literal: str) -> tuple[str, ...]:
    """`literal`'s keys for `word_gate`: its `_key_of`; but for one word of single letters joined by an apostrophe
    (Ukrainian "п'є", "б'є") the word itself, with either apostrophe, where `_key_of` gives "'" - a character nearly
    every English message holds ("it's", "don't": the gate opened on 1,847 of 2,760 LoCoMo turns). Exact as a letter
    run's key: WORD_TOKEN keeps "п'є" / "п’є" one word, so a text holding the literal has a word holding one of them."""
    key = _key_of(literal)
    if len(key) == 1 and len(literal) <= KEY_MAX and WORD_TOKEN.fullmatch(literal):
        low = _lower(literal)
        return (low.replace("’", "'"), low.replace("'", "’"))
    return (key,)


def word_gate(*literals: str) -> int:
    """A gate that opens for a text holding one of `literals` (in any case), for `opens`; call at import. Each
    literal needs a run of two letters, an apostrophe inside one word, or one of the characters in _CHAR_KEYS.
    Each literal typed plain opens it too ("związku" -> "zwiazku", "Königreich" -> "Konigreich", "Koenigreich"): the
    patterns behind most gates read folded text (folding.fold_letters), and a gate holding only the spelling with
    diacritics kept them shut on text typed without them (session 38: 8 of 45,844 development texts typed plain came
    out green gated and red ungated - "czlonek zwiazku: OPZZ", "Sali Krolestwa", "ciaza: tak, 20 tc.")."""
    keys = frozenset(k for s in plain_spellings(literals) for k in _gate_keys(s))
    if not literals or "" in keys:
        raise ValueError(f"no key for one of {literals!r}")
    return register(keys)


def whole_word_gate(*words: str) -> int:
    """A gate that opens for a text one of whose words (a run of letters, as word_bounds.run_keys reads them) is one of
    `words`, in any case; call at import. For a literal a pattern reads only as a whole word where its letters stand
    inside common words: "thing" of "has a thing with" (not "something", "anything"), Spanish "sin" (not "since")."""
    if not words or not all(w.isalpha() for w in words):
        raise ValueError(f"not words of letters only: {words!r}")
    return register(frozenset(START + _lower(w) + END for w in words))


def opens(text: str, gate: int) -> bool:
    """False only when `text` (as `prepare` saw it) holds none of the gate's literals."""
    mask = _prepared(text)
    return mask is None or mask & gate != 0 or not ENABLED


class Gated:
    """A compiled pattern behind its word gate: `search`, `finditer` and `findall` on a text without any
    of its keys return no match at once; everything else is the pattern's own."""

    __slots__ = ("_pattern", "_bit", "_need", "_all", "_search", "_finditer", "_findall", "match", "fullmatch", "sub", "subn",
                 "split", "pattern", "flags", "groups", "groupindex")

    def __init__(self, pattern: re.Pattern[str], bit: int, need: int = 0) -> None:
        self._pattern, self._bit, self._need = pattern, bit, need  # need: bits the text must all have
        # The bits a text's mask must all have for the gate to open (`bit` is one bit; `need`, DIGIT_BIT or none): its own
        # bit and `need`; `need` alone for a gate without a key (bit -1: any mask but 0 has one of its bits, and a mask of
        # 0 has no digit either). One AND and one comparison per search, where `_closed`'s two tests take three operations
        # on the mask (a Python int of some 400 bits: each result a new one). (`gated` makes no gate without a key or need.)
        self._all = (bit if bit > 0 else 0) | need
        self._search, self._finditer, self._findall = pattern.search, pattern.finditer, pattern.findall
        self.match, self.fullmatch, self.sub, self.subn, self.split = (
            pattern.match, pattern.fullmatch, pattern.sub, pattern.subn, pattern.split)
        self.pattern, self.flags, self.groups, self.groupindex = pattern.pattern, pattern.flags, pattern.groups, pattern.groupindex

    def _closed(self, text: str) -> bool:
        mask = _PREPARED.get(text)
        return mask is not None and (not mask & self._bit or self._need & ~mask != 0) and ENABLED

    def shut(self, text: str) -> bool:
        """Round 50 (rspeed): True where `search` returns None unrun (its test), a guard finder_dispatch reads."""
        return (mask := _prepared(text)) is not None and mask & self._all != self._all and ENABLED

    # (each method tests the gate itself, as `_closed` does, in one AND: a call fewer per search, and a message makes some
    # fifty)
    # A search cut short by `endpos` runs the pattern: a word cut there ends at `endpos` for the pattern (its word edges
    # match) but not in the text whose words made the mask ("sudden" holds no whole word "sud"; session 41).
    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and ENABLED and endpos >= len(string):
            return None
        return self._search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and ENABLED and endpos >= len(string):
            return iter(())
        return self._finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        mask = _prepared(string)
        if mask is not None and mask & self._all != self._all and ENABLED and endpos >= len(string):
            return []
        return self._findall(string, pos, endpos)

    def __repr__(self) -> str:
        return f"Gated({self._pattern!r})"


def shut_of(pattern: re.Pattern[str] | Gated) -> Callable[[str], bool]:
    """Round 50 (rspeed): `gated`'s result's bound Gated.shut; for a pattern left without a gate, a test never shut."""
    return pattern.shut if isinstance(pattern, Gated) else _never_shut


def _never_shut(text: str) -> bool:
    return False


_WORDS_FROM = 0.1  # how common (word_bounds.commonness) a gate's keys look for the words at their edges to be read too


def gate_bits(source) -> tuple[int, int] | None:
    """(bit, need) of the word gate derived from `source` (a compiled pattern, or anything `keys_of` reads), or None
    when it has none; bit -1: every mask has one of its bits (a gate of `need` alone)."""
    return register_parts(gate_parts(source))


GateParts = tuple[frozenset[str], bool, frozenset[str] | None]


def gate_parts(source) -> GateParts | None:
    """What `gate_bits` registers for `source`, worked out without registering anything: (its keys, whether every match
    needs a digit, the rarest-looking set of its words at their edges when that reads rarer than the keys), or None when
    it has no gate. Round 46 (rfirst): lazy_gates.py ships these for every lazy pattern, worked out ahead of time, so
    that a message tells a lazy pattern's gate without compiling or analysing it. Round 47 (rfirst): a compiled pattern's
    parts are read from eager_gates' table when it holds them (the import's eager patterns), else derived here."""
    if source.__class__ is re.Pattern and source.pattern.__class__ is str:
        return _eager.gate_parts(source, _derived_parts)
    return _derived_parts(source)


def _derived_parts(source) -> GateParts | None:
    """gate_parts, worked out from the pattern's parse."""
    keys = keys_of(source)
    digit = needs_digit(source)
    # (and the rarest-looking set of its words at their edges, word_bounds.py: "(?<!\w)(?:he|she|...)(?!\w)" needs the
    # word "he", where its key "he" is in nearly every English text's "the")
    # (only where the keys look common - a short one, or many: the analysis is the gates' share of the import)
    plain = commonness(keys) if keys else None
    words = word_sets(source) if plain is None or plain > _WORDS_FROM else ()
    best = None
    if words:
        best = min(words, key=commonness)
        if plain is not None and commonness(best) >= plain:
            best = None
    if not keys and not digit and best is None:
        return None
    return keys, digit, best


def register_parts(parts: GateParts | None) -> tuple[int, int] | None:
    """(bit, need) of a gate of `gate_parts`, its keys registered now (see gate_bits)."""
    if parts is None:
        return None
    keys, digit, best = parts
    need = DIGIT_BIT if digit else 0
    if best is not None:
        need |= register(best)
    if not keys and not need:
        return None
    return (register(keys) if keys else -1), need


def gated(pattern: re.Pattern[str], source: re.Pattern[str] | None = None) -> re.Pattern[str] | Gated:
    """`pattern` behind a word gate, or `pattern` itself when no gate can be derived from it; `source`, a
    pattern with the same matches to derive the gate from (the one as written, already parsed)."""
    got = gate_bits(source if source is not None else pattern)
    return pattern if got is None else Gated(pattern, *got)


_ = WORD_TOKEN  # the words a gate reads are findings.words_of's: WORD_TOKEN's matches


# ---------------------------------------------------------------- a case-insensitive pattern's gate, for ASCII texts
#
# `gated` derives no gate from a pattern under IGNORECASE: the engine's case folding is not `str.lower` ("ı" and "İ"
# match "i", "ſ" matches "s"), so a word of the text, lower-cased, need not hold the pattern's key. In an ASCII text it
# does: an ASCII character matches a lower-case ASCII letter under IGNORECASE exactly when its lower case is that
# letter, and no other letter of a pattern matches an ASCII character at all. So a pattern written in lower case (any
# capital is an escape's: \W, \S, \d) matches an ASCII text under IGNORECASE where its case-sensitive copy matches the
# text's lower-cased copy, at the same places, and the copy's keys - read from its parse as `gated` reads them - are
# in the text's words. A text with any other character always opens.

def caseless_gate(pattern: re.Pattern[str]) -> int:
    """A gate (for `opens_caseless`) that closes only for an ASCII text which `pattern` (IGNORECASE, written in lower
    case) cannot match; call at import. Raises ValueError when no key can be read from the pattern."""
    src = pattern.pattern
    if any(c.isupper() and src[i - 1:i] != "\\" for i, c in enumerate(src)):
        raise ValueError(f"a capital letter in {src!r}")
    cased = re.compile(src, pattern.flags & ~re.IGNORECASE)
    candidates = [k for k in (keys_of(cased),) if k] + list(word_sets(cased))
    if not candidates:
        raise ValueError(f"no key for {src!r}")
    return register(min(candidates, key=commonness))


def opens_caseless(text: str, gate: int) -> bool:
    """False only when `text` (as `prepare` saw it) is ASCII and holds none of the keys of `caseless_gate`'s pattern."""
    return not text.isascii() or opens(text, gate)


# ---------------------------------------------------------------- a long alternation's gate, alternative by alternative
#
# `gated` reads what EVERY match of a pattern holds: for a long alternation, the union of its alternatives' words
# ("after", "from", "my", "op", "work", "them" in prose_disclosures' parts), which nearly every chat message meets. Each
# alternative alone needs more: "(?:after|before|since|post|from) my (?:\w+ ){0,2}?(?:operation|surgery|...)" a word of
# each of three sets. A BranchGate holds, per alternative, the bits of all its sets (word_bounds.alternative_sets: each
# set a key every match through the alternative meets, plain or at word edges, as `gated`'s word sets) and opens for a
# text whose mask has all the bits of some alternative. Exact as the other gates: a text that meets no alternative's
# sets cannot match through any, so the alternation cannot match.

_SET_BITS: dict[frozenset[str], int] = {}  # a key set -> its bit, registered once for every gate that needs it


def _set_bit(keys: frozenset[str]) -> int:
    bit = _SET_BITS.get(keys)
    if bit is None:
        bit = _SET_BITS[keys] = register(keys)
    return bit


def _usable(keys: frozenset[str]) -> bool:
    """A set the masks can tell: tagged keys, and plain keys of KEY_MIN to KEY_MAX letters (as `_key_of`'s)."""
    return all(k[:1] == START or KEY_MIN <= len(k) <= KEY_MAX for k in keys)


class BranchGate:
    """`opens(text)`: False only when `text` (as `prepare` saw it) meets all the key sets of none of the alternatives."""

    __slots__ = ("_first", "_needs")

    def __init__(self, first: int, needs: tuple[int, ...]) -> None:
        self._first = first  # one bit of each alternative's own (its rarest-looking set's): no bit of it, no alternative
        self._needs = needs  # per alternative, the bits its sets give, all of which a text's mask must have

    def opens(self, text: str) -> bool:
        mask = _prepared(text)
        if mask is None or not ENABLED:
            return True
        if not mask & self._first:
            return False
        for need in self._needs:
            if mask & need == need:
                return True
        return False


def branch_gate(pattern: re.Pattern[str], limit: int = 400) -> BranchGate | None:
    """The BranchGate of `pattern`'s outermost alternation, or None when one of its alternatives has no set the masks can
    tell (it might match any text) or the pattern has no such alternation; call at import."""
    alts = alternative_sets(pattern, limit, every=True)  # (every word of a literal: "not out" needs "not" and "out")
    if not alts:
        return None
    first = 0
    needs: dict[int, None] = {}
    for sets in alts:
        usable = [s for s in sets if s and _usable(s)]  # (leaving a set out only opens the gate more often)
        if not usable:
            return None
        rarest = min(usable, key=commonness)
        first |= _set_bit(rarest)
        needs[_reduce(_or, map(_set_bit, usable), 0)] = None
    return BranchGate(first, tuple(needs))

