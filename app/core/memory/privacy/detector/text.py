"""What several parts of the local privacy detector read of a message or a pattern: the lower-cased
text with its indexes kept, its words, and a pattern parsed by CPython's re parser. Apart from
findings.py so that the word gates (gates.py), which findings.speed_up applies, can use them without
an import cycle."""
from __future__ import annotations

import functools
import re


@functools.lru_cache(maxsize=8)
def lower(text: str) -> str:
    """text.lower(), once per text: several finders lower-case the same message (session 23: each made its own copy,
    and the gates' and caches' look-ups by it hashed each copy again). The same string object for the same text."""
    return text.lower()


@functools.lru_cache(maxsize=8)
def lower_keep_length(text: str) -> str:
    """text.lower(), except characters whose lower case is longer ("İ"), so that indexes into the
    result are indexes into `text`: patterns can run on the lower-cased copy and report spans."""
    low = lower(text)  # (the same object as `lower(text)` when no character grows)
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


# Words of a lower-cased message: runs of letters, two of them joined by one apostrophe ("l'huissier",
# "don't"). Several finders read the words of the same message: the list is made once (the cache is
# keyed by the text, so it holds only the last few messages).
WORD_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# WORD_TOKEN on ASCII text: its letters are A-Z and a-z (and "’" is not ASCII). The same matches, and the engine tests
# each character against one table instead of three Unicode categories (a third less time, on every message).
_ASCII_WORD_TOKEN = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


@functools.lru_cache(maxsize=32)
def words_of(low: str) -> tuple[str, ...]:
    return tuple((_ASCII_WORD_TOKEN if low.isascii() else WORD_TOKEN).findall(low))


_LETTER_RUN = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")
_ASCII_DIGITS = "0123456789"


def has_digit(s: str) -> bool:
    """Whether `s` holds a digit (`\\d`): on ASCII text ten substring tests (memchr), a third of the time of the
    pattern, which looks every character's category up."""
    return any(map(s.__contains__, _ASCII_DIGITS)) if s.isascii() else _DIGIT.search(s) is not None


@functools.lru_cache(maxsize=32)
def letter_runs(low: str) -> tuple[str, ...]:
    """The runs of letters of `low` (`[^\\W\\d_]+`, findall), once per text: the transliteration check, the seed
    phrases, the learned model and the disclosure model each read them of the same message (each ran its own
    findall). Without an apostrophe they are the words the gates read (words_of: cached too)."""
    if "'" in low or "’" in low:
        # (a word of words_of is one run of letters, or two joined by one apostrophe, and every run of letters is in
        # one of them: its words split at their apostrophes are the runs, in order - no second read of the message)
        return tuple(" ".join(words_of(low)).replace("'", " ").replace("’", " ").split())
    return words_of(low)


def _parse(pattern: str, flags: int):
    """A pattern parsed by CPython's re parser, shared by the analyses of findings.py and gates.py: a pattern is looked at
    by several of them in a row at import, and parsing the large word alternations is most of the
    detector's import time. The parsed tree is only read, never changed.

    (round 39) Looked up under one key per pattern (`parse_flags`): a lazy pattern's rewriting step read its source
    under flags 0 (findings.skip_ahead, first_char_gate) and `compile_parsed` under UNICODE a moment later, the same tree
    twice - half of the warm-up's parses. The flags added (UNICODE, the pattern's own leading global flags) change no
    tree: the parser reads only VERBOSE, which a leading "(?x)" turns on either way, and adds UNICODE itself."""
    if pattern.__class__ is str:
        canonical = parse_flags(pattern, flags)
        if canonical != flags:
            try:
                return _parse_cached(pattern, canonical)
            except Exception:  # (a pattern whose own flags conflict: parsed as asked, below, and raising as re would)
                pass
    return _parse_cached(pattern, flags)


@functools.lru_cache(maxsize=64)
def _parse_cached(pattern: str, flags: int):
    from re import _parser  # type: ignore[attr-defined]  # CPython 3.11+
    return _parser.parse(pattern, flags)


_GLOBAL_FLAGS = re.compile(r"\(\?([aimsux]+)\)")
_FLAG_LETTERS = {"a": re.ASCII, "i": re.IGNORECASE, "m": re.MULTILINE, "s": re.DOTALL, "u": re.UNICODE, "x": re.VERBOSE}


def parse_flags(pattern: str, flags: int) -> int:
    """The flags a str `pattern` ends up parsed under: `flags`, the pattern's leading global inline flags ("(?i)"), and
    UNICODE unless one of them says ASCII (what re.compile's Pattern.flags reports)."""
    lead = _GLOBAL_FLAGS.match(pattern)
    inline = sum(_FLAG_LETTERS[c] for c in set(lead.group(1))) if lead else 0
    # (round 45, rspeed: a plain int, never a re.RegexFlag - the parse keeps the flags it is given, and sre's compiler
    # tests them some 900 times per pattern: each `flags & X` on a RegexFlag is a Python-level enum.__and__, 5 % of a
    # warm-up's CPU; the same value, the same parse and code)
    return int(flags | inline | (0 if (flags | inline) & (re.ASCII | re.LOCALE) else re.UNICODE))


def compile_parsed(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(pattern, flags), from the parse `_parse` keeps: the analyses that read a pattern after compiling it
    (need_groups.py, gates.py, findings.required_*) find the same parse there, where re.compile would parse it once
    more for itself (parsing was a third of the app's warm-up). The same pattern object as re.compile's: equal
    (Pattern compares its source, flags and compiled code; test_compile_parsed.py)."""
    from re import _compiler  # type: ignore[attr-defined]  # CPython 3.11+

    try:
        # (parsed under the flags the compiled pattern reports, the key the analyses look the parse up by: its
        # global inline flags and, unless it says ASCII, UNICODE - they parse to the same tree)
        parsed = _parse(pattern, parse_flags(pattern, flags))
        code = _compiler._code(parsed, int(flags))  # (reads the parse, never changes it; an int: see parse_flags)
        groupindex = parsed.state.groupdict
        indexgroup = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        return _compiler._sre.compile(pattern, flags | parsed.state.flags, code, parsed.state.groups - 1,
                                      groupindex, tuple(indexgroup))
    except Exception:  # another Python's internals, or an error re.compile reports as it does
        return re.compile(pattern, flags)
