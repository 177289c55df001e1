"""Literals at word edges: keys that a text's words must hold *as words*, not only somewhere inside one.

The need keys (need_groups.py) and word gates (gates.py) read a literal's letters as a substring of some word
of the text: "maz" (Polish "mąż", husband) is in "amazing", "por" in "support", "mari" in "summarize", "he" in
"the". Most disclosure patterns write their words between edges - "(?<!\\w)m[ąa][żz](?!\\w)", "my husband",
"\\s+" between words - so a match holds the word *starting* a run of letters ("maz..."), or *being* one ("he").
This module reads those edges from a pattern's parse and gives tagged keys:

- START + letters (at most KEY_MAX): some run of letters of the text starts with these letters;
- START + letters + END: some run of letters of the text is exactly these letters;
- plain letters (as need_groups' keys): some word of the text holds them.

`word_sets(pattern)` returns sets of such keys, every match of the pattern meeting a key of each set (as
findings.required_all, with edges); `run_keys(word)` gives the tagged keys a word of the text meets. Exact in
the same way as the literal needs: derived from the pattern's parse only (a part it cannot read adds nothing), so
a text none of whose words meets a key of some set cannot match, and the pattern need not run.

A run of letters is `[^\\W\\d_]+` (findings.WORD_TOKEN's words are such runs, two of them joined by an apostrophe).
A letter run's edge is any character that is not a letter: the literal's own space, apostrophe, hyphen or digit,
a look-behind or look-ahead that excludes every letter ("(?<!\\w)", "(?![^\\W_])"), \\b next to a letter, "^", or
an item that only matches characters that are not letters ("\\s+", "[,;]").
"""
from __future__ import annotations

import functools
import re
from collections.abc import Container, Iterable

START = "\x02"  # (characters no text the detector reads a key of holds: the tags cannot meet a plain key)
END = "\x03"
KEY_MAX = 6
_LETTER_RUN = re.compile(r"[^\W\d_]+")
_RUN_CLASS_MAX = 8  # a class of at most this many characters goes on a run of literals (as findings.required_all)
_WEIGHT = {1: 3.0, 2: 1.0, 3: 0.3, 4: 0.1, 5: 0.03}  # how often a key of so many letters is in a text's words, roughly


def _lower(s: str) -> str:
    """Lower case letter by letter, keeping the length (as text.lower_keep_length)."""
    low = s.lower()
    if len(low) == len(s):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in s)


@functools.lru_cache(maxsize=4096)
def _is_letter(ch: str) -> bool:
    """`ch` is a letter as `[^\\W\\d_]` reads it: \\w (alphanumeric, for the engine) but no decimal digit."""
    return ch.isalnum() and not ch.isdecimal()


def _c():
    return _CONSTANTS


try:
    from re import _constants as _CONSTANTS  # type: ignore[attr-defined]  # CPython 3.11+
except ImportError:  # another Python: word_sets finds no parse either (text._parse), and returns nothing
    _CONSTANTS = None


def _class_no_letters(av) -> bool:
    """An IN item's members hold no letter (so the character it matches is an edge of any run of letters)."""
    c = _c()
    for o, a in av:
        if o is c.LITERAL:
            if _is_letter(chr(a)):
                return False
        elif o is c.RANGE:
            if a[1] - a[0] > 256 or any(_is_letter(chr(x)) for x in range(a[0], a[1] + 1)):
                return False
        elif o is c.CATEGORY:
            if a not in (c.CATEGORY_DIGIT, c.CATEGORY_SPACE, c.CATEGORY_NOT_WORD, c.CATEGORY_LINEBREAK):
                return False
        else:  # NEGATE and the rest
            return False
    return True


def _class_all_letters(av) -> bool:
    """An IN item matches every letter ("\\w", "[\\w'-]", "[^\\W_]", "[^\\W\\d_]"): a look-around excluding it excludes
    letters."""
    c = _c()
    if av and av[0][0] is c.NEGATE:
        # [^\W...]: \w less the other members, each of them no letter
        rest = av[1:]
        if not any(o is c.CATEGORY and a is c.CATEGORY_NOT_WORD for o, a in rest):
            return False
        return all((o is c.CATEGORY and a in (c.CATEGORY_NOT_WORD, c.CATEGORY_DIGIT))
                   or (o is c.LITERAL and not _is_letter(chr(a))) for o, a in rest)
    return any(o is c.CATEGORY and a is c.CATEGORY_WORD for o, a in av)


def _excludes_letters(body) -> bool:
    """A negative look-around's body that is one character matching every letter."""
    c = _c()
    items = list(body)
    if len(items) != 1:
        return False
    op, av = items[0]
    return op is c.IN and _class_all_letters(av)


def _is_edge_assert(op, av, direction: int) -> bool:
    """A look-around in `direction` (-1 behind, 1 ahead) saying the character there is no letter."""
    c = _c()
    if av[0] != direction:
        return False
    items = list(av[1])
    if op is c.ASSERT_NOT:
        return _excludes_letters(items)
    if op is c.ASSERT and len(items) == 1:
        o, a = items[0]
        return (o is c.IN and _class_no_letters(a)) or (o is c.LITERAL and not _is_letter(chr(a)))
    return False


def _skip_ahead_edge(av) -> bool:
    """"(?<!\\w.)": findings.skip_ahead's check moved behind a first character - the character before that one is no
    letter."""
    c = _c()
    if av[0] != -1:
        return False
    items = list(av[1])
    return len(items) == 2 and items[0][0] is c.IN and _class_all_letters(items[0][1]) and items[1][0] is c.ANY


def _ends_edge(op, av, before: bool) -> bool:
    """Whether the character before the position after the item is no letter (or there is none), `before` telling
    it of the position before the item."""
    c = _c()
    if op is c.LITERAL:
        return not _is_letter(chr(av))
    if op is c.IN:
        return _class_no_letters(av)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, _high, body = av
        body_end = _seq_ends(list(body), before)
        return body_end and (low >= 1 or before)
    if op is c.SUBPATTERN:
        return _seq_ends(list(av[3]), before)
    if op is c.BRANCH:
        return all(_seq_ends(list(alt), before) for alt in av[1])
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return before
    return False


def _seq_ends(items, before: bool) -> bool:
    edge = before
    for op, av in items:
        edge = _ends_edge(op, av, edge)
    return edge


def _item_starts(op, av, rest: bool) -> bool:
    """Whether the character at the position before the item is no letter, or none: the first character it consumes, or a
    look-ahead there, says so; `rest`, the same of what follows the item."""
    c = _CONSTANTS
    if op is c.LITERAL:
        return not _is_letter(chr(av))
    if op is c.IN:
        return _class_no_letters(av)
    if op in (c.ASSERT, c.ASSERT_NOT):
        return True if _is_edge_assert(op, av, 1) else rest
    if op is c.AT:
        return True if av in (c.AT_END, c.AT_END_STRING) else rest
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, _high, body = av
        return _seq_starts(body, rest) and (low >= 1 or rest)
    if op is c.SUBPATTERN:
        return _seq_starts(av[3], rest)
    if op is c.BRANCH:
        return all(_seq_starts(alt, rest) for alt in av[1])
    return False


def _seq_starts(items, after: bool) -> bool:
    edge = after
    for op, av in reversed(list(items)):
        edge = _item_starts(op, av, edge)
    return edge


def _starts_edges(items, after: bool) -> list[bool]:
    """Per i (and len(items)): whether the character at the position before items[i] is no letter, or none (what the rest
    of the sequence consumes first, or a look-ahead there, says so; `after`, what follows the sequence), in one pass from
    the end."""
    out = [after] * (len(items) + 1)
    for i in range(len(items) - 1, -1, -1):
        op, av = items[i]
        out[i] = _item_starts(op, av, out[i + 1])
    return out


def _best_key(s: str) -> tuple[str, float] | None:
    """The rarest-looking key a text holding the string `s` (with START / END marking edges) meets, and how common it
    looks; None when it has none."""
    best: tuple[str, float] | None = None
    n = len(s)
    for m in _LETTER_RUN.finditer(s):
        run = _lower(m.group())  # (the words the keys are met by are lower-cased: gates.prepare, find_disclosures)
        i, j = m.span()
        starts, ends = i > 0, j < n  # (a character before or after a maximal run of letters in `s` is no letter)
        options = []
        if starts and ends:
            options.append((START + run + END, _WEIGHT.get(len(run), 0.01) * 0.2))
        if starts and len(run) >= 2:
            options.append((START + run[:KEY_MAX], _WEIGHT.get(min(len(run), KEY_MAX), 0.01) * 0.5))
        if len(run) >= 2:
            options.append((run[:KEY_MAX], _WEIGHT.get(min(len(run), KEY_MAX), 0.01)))
        for key, weight in options:
            if best is None or weight < best[1]:
                best = (key, weight)
    return best


def _run_sets(s: str) -> list[tuple[frozenset[str], float]]:
    """A set of one key for each run of letters of the literal `s` (START / END marking its edges): a match holding `s`
    holds each of them, each with the characters next to it in `s` (_best_key of the run between its neighbours)."""
    out = []
    for m in _LETTER_RUN.finditer(s):
        got = _best_key(s[max(m.start() - 1, 0):m.end() + 1])
        if got is not None:
            out.append((frozenset((got[0],)), got[1]))
    return out


def _keys_of(strings: list[str]) -> tuple[frozenset[str], float] | None:
    keys = []
    total = 0.0
    for s in strings:
        got = _best_key(s)
        if got is None:
            return None
        keys.append(got[0])
        total += got[1]
    return frozenset(keys), total


def _sequence(items, before: bool, after: bool, limit: int, every: bool = False) -> list[tuple[frozenset[str], float]]:
    """Key sets (with how common each looks) such that every match of the item sequence meets a key of each: `before`,
    whether the character before the sequence is no letter; `after`, the one after it; `every`: a set for each run of
    letters of a literal ("not out": "not" and "out"), not only for its rarest-looking one."""
    c = _c()
    out: list[tuple[frozenset[str], float]] = []
    run: list[str] = [START if before else ""]
    edge = before  # the character before the current item is no letter

    starts = _starts_edges(items, after)

    def flush(end_edge: bool) -> None:
        if any(_LETTER_RUN.search(s) for s in run):
            if every and len(run) == 1:
                out.extend(_run_sets(run[0] + END if end_edge else run[0]))
                return
            got = _keys_of([r + END for r in run] if end_edge else run)
            if got is not None:
                out.append(got)

    for i, (op, av) in enumerate(items):
        if op is c.LITERAL:
            ch = chr(av)
            run = [r + ch for r in run]
            edge = not _is_letter(ch)
            continue
        if op is c.IN and len(av) <= _RUN_CLASS_MAX and len(run) * len(av) <= limit and all(o is c.LITERAL for o, _ in av):
            run = [r + chr(a) for r in run for _, a in av]
            edge = all(not _is_letter(chr(a)) for _, a in av)
            continue
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            at_start = all(not _LETTER_RUN.search(r) and not r.strip(START) for r in run)
            if op is c.AT:
                if av in (c.AT_BEGINNING, c.AT_BEGINNING_STRING, c.AT_BEGINNING_LINE) or (av is c.AT_BOUNDARY and at_start):
                    run = [r + START for r in run]  # (\b before a letter: none before it; before a non-letter, no run starts)
                    edge = True
                elif av is c.AT_BOUNDARY or av in (c.AT_END, c.AT_END_STRING, c.AT_END_LINE):
                    run = [r + END for r in run]  # (\b after a letter: none after it; after a non-letter, no run ends here)
            elif _is_edge_assert(op, av, -1):
                run = [r + START for r in run]
                edge = True
            elif _is_edge_assert(op, av, 1):
                run = [r + END for r in run]
            elif op is c.ASSERT_NOT and _skip_ahead_edge(av) and all(len(r.strip(START)) == 1 for r in run):
                run = [START + r.lstrip(START) for r in run]  # "f(?<!\w.)ather": no letter before the "f"
            continue  # zero-width: the text matched on either side stays contiguous
        flush(starts[i])
        after_item = starts[i + 1]
        if op is c.SUBPATTERN:
            if not av[1] & re.IGNORECASE:
                out += _sequence(list(av[3]), edge, after_item, limit, every)
        elif op is c.BRANCH:
            union: set[str] = set()
            weight = 0.0
            for alt in av[1]:
                sets = _sequence(list(alt), edge, after_item, limit, every)
                if not sets:
                    break
                best = min(sets, key=lambda kw: kw[1])
                union |= best[0]
                weight += best[1]
            else:
                if len(union) <= limit:
                    out.append((frozenset(union), weight))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
            # the first copy: after the same character as the item; followed by another copy or what follows the item
            out += _sequence(list(av[2]), edge, after_item if av[1] == 1 else False, limit, every)
        edge = _ends_edge(op, av, edge)
        run = [START if edge else ""]
    flush(after)
    return out


def word_sets(pattern: re.Pattern[str], limit: int = 400) -> tuple[frozenset[str], ...]:
    """Sets of keys (tagged START / END, or plain letters) such that every match of `pattern` meets a key of each set
    (at most `limit` keys a set); only the sets with a tagged key (the others are the plain literal needs again).
    Empty when the pattern ignores case or cannot be parsed."""
    from app.core.memory.privacy.detector.text import _parse
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern
        return ()
    if parsed.state.flags & re.IGNORECASE:
        return ()
    try:
        found = _sequence(list(parsed), False, False, limit)
    except RecursionError:
        return ()
    sets = {keys for keys, _ in found if any(k[:1] == START for k in keys)}
    return tuple(sorted((s for s in sets if not any(o < s for o in sets)), key=lambda s: (len(s), sorted(s))))


def commonness(keys) -> float:
    """How often a text's words meet one of `keys`, roughly (a guess that picks among necessary sets, never what
    passes)."""
    total = 0.0
    for k in keys:
        letters = k.strip(START + END)
        w = _WEIGHT.get(min(len(letters), KEY_MAX), 0.01)
        total += w * (0.2 if k.endswith(END) else 0.5 if k[:1] == START else 1.0)
    return total


def run_keys(word: str, exact: Container[str], prefixes: Container[str], prefix_lengths: Iterable[int]) -> list[str]:
    """The tagged keys among `exact` and `prefixes` that the runs of letters of `word` (a findings.WORD_TOKEN match:
    one run, or two joined by an apostrophe) meet."""
    got = []
    runs = (word,) if "'" not in word and "’" not in word else tuple(word.replace("’", "'").split("'"))
    for run in runs:
        if not run:
            continue
        k = START + run + END
        if k in exact:
            got.append(k)
        n = len(run)
        for size in prefix_lengths:
            if size <= n:
                k = START + run[:size]
                if k in prefixes:
                    got.append(k)
    return got


def _top_alternatives(items, before: bool, after: bool, limit: int, every: bool = False):
    """The key sets of each alternative of the pattern's outermost alternation (the one every match goes through), or
    None when it has none, or one of its alternatives has no set."""
    c = _c()
    consuming = [(i, op, av) for i, (op, av) in enumerate(items) if op not in (c.AT, c.ASSERT, c.ASSERT_NOT)]
    if len(consuming) != 1:
        return None
    at, op, av = consuming[0]
    edge = before
    for o, a in items[:at]:  # the edges the zero-width items before it say
        if (o is c.AT and a in (c.AT_BEGINNING, c.AT_BEGINNING_STRING, c.AT_BEGINNING_LINE, c.AT_BOUNDARY)) \
                or (o in (c.ASSERT, c.ASSERT_NOT) and _is_edge_assert(o, a, -1)):
            edge = True  # (\b before a letter: none before it; an alternative starting with no letter gains nothing from it)
    after_it = _starts_edges(items, after)[at + 1]
    if op is c.SUBPATTERN and not av[1] & re.IGNORECASE:
        return _top_alternatives(list(av[3]), edge, after_it, limit, every)
    if op is not c.BRANCH:
        return None
    out = []
    for alt in av[1]:
        sets = _sequence(list(alt), edge, after_it, limit, every)
        if not sets:
            return None
        out.append(tuple(keys for keys, _ in sets))
    return out


class WordBranches:
    """A long alternation's alternatives, each the key sets every match through it meets: a text whose words meet all the
    sets of no alternative cannot match. Each alternative is filed under the keys of its rarest-looking set."""

    __slots__ = ("_by_key", "keys")

    def __init__(self, alts: list[tuple[frozenset[str], ...]]) -> None:
        by_key: dict[str, list[tuple[frozenset[str], ...]]] = {}
        keys: set[str] = set()
        for sets in alts:
            first = min(sets, key=commonness)
            rest = tuple(s for s in sets if s is not first)
            for k in first:
                by_key.setdefault(k, []).append(rest)
            for s in sets:
                keys |= s
        self._by_key = {k: tuple(dict.fromkeys(v)) for k, v in by_key.items()}
        self.keys = frozenset(keys)  # (to register with need_groups)

    def may_match(self, text_keys: set[str] | frozenset[str]) -> bool:
        by_key = self._by_key
        for k in by_key.keys() & text_keys:
            for rest in by_key[k]:
                for s in rest:
                    if s.isdisjoint(text_keys):
                        break
                else:
                    return True
        return False


def alternative_sets(pattern: re.Pattern[str], limit: int = 400, every: bool = False
                     ) -> list[tuple[frozenset[str], ...]] | None:
    """The key sets of each alternative of `pattern`'s outermost alternation (every match through an alternative meets a
    key of each of its sets), or None (no such alternation, an alternative with no key set, case ignored, no parse);
    `every`: a set for each run of letters of a literal (_sequence)."""
    from app.core.memory.privacy.detector.text import _parse
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except Exception:  # another Python, or a bytes pattern
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    try:
        return _top_alternatives(list(parsed), False, False, limit, every) or None
    except RecursionError:
        return None


def word_branches(pattern: re.Pattern[str], limit: int = 400) -> WordBranches | None:
    """WordBranches of `pattern`'s outermost alternation, or None (no such alternation, an alternative with no key set, case
    ignored, no parse)."""
    alts = alternative_sets(pattern, limit)
    return WordBranches(alts) if alts else None
