"""Which patterns of a fixed group can match a text, told first from the text's words, then by their literals.

A strong disclosure pattern runs only on a text that contains one of the literals every match of it
contains (disclosures._need_of). Tested pattern by pattern, a message with "I" or "my" and a word of an
area makes some sixty such tests of a few substrings each, and that cost more than the patterns it let
run. Here each literal has a *key*: its longest run of letters, cut to KEY_MAX letters. A literal in the
text puts its key inside one of the text's words (findings.WORD_TOKEN: runs of letters, two of them
joined by an apostrophe, so every run of letters of the text lies in one), so a pattern none of whose
keys is inside a word of the text cannot match and is not tested further (the idea of gates.py, for
these patterns). The keys among a word's substrings are worked out once per word, a text's keys are the
union of its words'; a group looks up the entries of the keys it shares with the text and tests, of each,
only its literals filed under those keys (and its literals without a key): a literal whose key is in no
word of the text is not in the text. So it keeps exactly the patterns whose own test passes.

Keys are registered when a group is first used (its patterns' literals are known once they are
compiled); a registration starts a new table of words' keys (those worked out before may lack the new
keys), and a text's keys worked out from an older table are worked out again.
"""
from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Iterable
from typing import Any

from app.core.memory.privacy.detector.branch_needs import BranchTest, alternatives
from app.core.memory.privacy.detector.eager_gates import ANALYSIS, BRANCHES, json_derived
from app.core.memory.privacy.detector.word_bounds import (
    END,
    START,
    WordBranches,
    alternative_sets,
    commonness,
    run_keys,
    word_sets,
)

KEY_MAX = 6  # letters per key: a word of n letters has at most n * KEY_MAX substrings to look up
Need = str | tuple[str, ...] | None

_LETTER_RUN = re.compile(r"[^\W\d_]+")
_KEYS: set[str] = set()
_KEY_LENGTHS: list[int] = []
# word_bounds' tagged keys: a run of letters that is these letters (START + letters + END), or starts with them (START +
# letters); lengths: of the latter's letters
_EXACT: set[str] = set()
_PREFIXES: set[str] = set()
_PREFIX_LENGTHS: list[int] = []
_REGISTER = threading.Lock()


@functools.lru_cache(maxsize=1 << 14)
def _key_of(literal: str) -> str:
    """The literal's key, or "" when it has none (no run of two letters: one letter is in nearly every text)."""
    runs = _LETTER_RUN.findall(literal)
    key = max(runs, key=len)[:KEY_MAX] if runs else ""
    return key if len(key) >= 2 else ""


class _WordKeys(dict):
    """Word -> the registered keys among its substrings, worked out once per word (a new table replaces
    this one when keys are registered or it grows large)."""

    def __missing__(self, word: str) -> frozenset[str]:
        n = len(word)
        found = {word[i:i + size] for size in _KEY_LENGTHS for i in range(n - size + 1)}.intersection(_KEYS)
        if _EXACT or _PREFIXES:
            found.update(run_keys(word, _EXACT, _PREFIXES, _PREFIX_LENGTHS))
        got = self[word] = frozenset(found)
        return got


_WORD_KEYS = [_WordKeys()]


def _register(keys: list[str]) -> None:
    with _REGISTER:
        for k in keys:
            if k[:1] == START:
                if k.endswith(END):
                    _EXACT.add(k)
                else:
                    if len(k) - 1 not in _PREFIX_LENGTHS:
                        _PREFIX_LENGTHS.append(len(k) - 1)
                    _PREFIXES.add(k)
                continue
            if len(k) not in _KEY_LENGTHS:
                _KEY_LENGTHS.append(len(k))
            _KEYS.add(k)
        _WORD_KEYS[0] = _WordKeys()  # (after the keys are in: a table made now sees them all)


def _known(k: str) -> bool:
    return k in _KEYS or k in _EXACT or k in _PREFIXES


def register_needs(needs: Iterable[Need]) -> None:
    """Register the keys of `needs` now (the app's warm-up does, so that a later message starts no new table)."""
    keys = {_key_of(lit) for need in needs if need is not None
            for lit in ((need,) if isinstance(need, str) else need)} - {""}
    new = [k for k in keys if k not in _KEYS]
    if new:
        _register(new)


class TextKeys:
    """The keys in one text's words (`words`: findings.words_of of the text the patterns read), worked out
    on first need and again if keys were registered since."""

    __slots__ = ("_words", "_table", "_keys")

    def __init__(self, words: Iterable[str]) -> None:
        self._words = words
        self._table: _WordKeys | None = None
        self._keys: set[str] = set()

    def keys(self) -> set[str]:
        table = _WORD_KEYS[0]
        if table is not self._table:
            if len(table) >= 1 << 16:
                table = _WORD_KEYS[0] = _WordKeys()
            self._keys, self._table = set().union(*map(table.__getitem__, self._words)), table
        return self._keys


_SHARED: dict[tuple[int, ...], NeedGroup] = {}


def shared_group(entries) -> NeedGroup:
    """The NeedGroup of `entries`, one per list of patterns: words that reach the same patterns ("meine",
    "meinen", "meiner" through "mein*") share one group and its index, worked out once."""
    entries = list(entries)
    key = tuple(id(e.regex) for e in entries)
    group = _SHARED.get(key)
    if group is None:
        if len(_SHARED) >= 1 << 14:
            _SHARED.clear()
        group = _SHARED[key] = NeedGroup(entries)
    return group


class NeedGroup:
    """A fixed group of entries (objects with a `regex`), each pattern once, in the order given.

    Each entry's literals are filed under their keys: a text is tested only for the literals whose key is in
    one of its words (a literal in the text puts its key there, so the others cannot be in it), and for the
    few literals without a key. An area's merged pattern needs a hundred literals ("with", "chef", "n+1",
    ...); testing them all on every message of the area cost more than the patterns that passed."""

    __slots__ = ("entries", "_needs", "_by_key", "_keys", "_loose", "_also", "_branches", "_words", "_gate", "_free")

    def __init__(self, entries) -> None:
        seen: set[int] = set()
        kept = []
        for e in entries:
            if id(e.regex) not in seen:
                seen.add(id(e.regex))
                kept.append(e)
        self.entries = tuple(kept)
        self._needs: tuple[Need, ...] | None = None
        # key -> (entry, its literals with that key) for the entries one of whose literals has it
        self._by_key: dict[str, tuple[tuple[int, str | tuple[str, ...]], ...]] = {}  # (one literal: a str)
        self._keys: frozenset[str] = frozenset()  # the keys of `_by_key`
        # (entry, its literals without a key, or None when it needs nothing): tested on every text
        # (one literal: a str, as in _by_key, so that `passing` tests it without an any() and a map per text)
        self._loose: tuple[tuple[int, str | tuple[str, ...] | None], ...] = ()
        # entry -> the keys of more literal sets every match holds one of (also_of): a text none of whose words
        # has a key of one of them cannot match
        self._also: dict[int, tuple[frozenset[str], ...]] = {}
        # entry -> the test of its alternatives (branch_needs.py): a long alternation runs only on a text that meets
        # one of its alternatives' needs
        self._branches: dict[int, BranchTest] = {}
        # entry -> word_bounds.WordBranches of its long alternation: one alternative's words at their edges in the text
        self._words: dict[int, WordBranches] = {}
        # keys one of which a text's words hold when an entry may pass: of each entry, those of the one of its key-told
        # sets (the need, another set, a long alternation's first sets) that looks rarest; None when an entry has none
        self._gate: frozenset[str] | None = None
        # (entry, its need's literals or None) for the entries with no such set: tested on a text the gate turns away (an
        # area's patterns without an anchor word had a few, and the gate was None for the whole group: session 24)
        self._free: tuple[tuple[int, tuple[str, ...] | None], ...] = ()

    def _index(self, need_of: Callable[[Any], Need]) -> tuple[Need, ...]:
        # (each entry's part worked out once per pattern, _entry_index: a new word's group is mostly patterns other groups
        # indexed already - 112 groups first met on LoCoMo's chat after the warm-up each worked out their patterns'
        # clauses and commonness again)
        infos = [_entry_index(e.regex, need_of) for e in self.entries]
        needs = tuple(info[1] for info in infos)
        by_key: dict[str, list[tuple[int, str | tuple[str, ...]]]] = {}
        loose: list[tuple[int, str | tuple[str, ...] | None]] = []
        also: dict[int, tuple[frozenset[str], ...]] = {}
        also_keys: set[str] = set()
        branches = {}
        words = {}
        gate: set[str] = set()
        free: list[int] = []
        for i, (_, need, keyed, unkeyed, sets, test, by_words, extra_keys, clause) in enumerate(infos):
            if need is None:
                loose.append((i, None))
            else:
                if unkeyed is not None:
                    loose.append((i, unkeyed))
                for k, lits in keyed:
                    by_key.setdefault(k, []).append((i, lits))
            if sets:
                also[i] = sets
            if test is not None:
                branches[i] = test
            if by_words is not None:
                words[i] = by_words
            also_keys |= extra_keys
            if clause is None:
                free.append(i)
            else:
                gate |= clause
        new = [k for k in set(by_key) | also_keys if not _known(k)]
        if new:
            _register(new)
        self._by_key = {k: tuple(v) for k, v in by_key.items()}
        self._keys = frozenset(by_key)
        self._loose = tuple(loose)
        self._also = also
        self._branches = branches
        self._words = words
        self._gate = frozenset(gate) if len(free) < len(needs) else None
        self._free = tuple((i, None if needs[i] is None else (needs[i],) if isinstance(needs[i], str) else needs[i])  # type: ignore[misc]
                           for i in free)
        self._needs = needs  # (last: another thread reads the index once this is set)
        return needs

    def passing(self, text: str, keys: TextKeys, need_of: Callable[[Any], Need], gated: bool = True) -> list:
        """The entries whose need `text` meets (all of them when not `gated`), in no particular order."""
        # (plain loops, no comprehensions: this runs some six times a message, and most calls pass nothing; a
        # comprehension is a call of its own, and a call here was a fifth of the detector's time on ordinary chat)
        if not gated:
            return list(self.entries)
        if self._needs is None:
            self._index(need_of)
        text_keys = keys._keys if keys._table is _WORD_KEYS[0] else keys.keys()  # (keys(), without the call)
        gate = self._gate
        if gate is not None and gate.isdisjoint(text_keys):
            # (a third more of the calls end here than at the needs' keys alone: chat, session 22)
            return self._free_passing(text, text_keys) if self._free else []
        shared = self._keys & text_keys
        loose = self._loose
        has = text.__contains__
        passed: set[int] = set()
        if loose:
            for i, lits in loose:
                if lits is None or (has(lits) if lits.__class__ is str else any(map(has, lits))):
                    passed.add(i)
        elif not shared:
            return []
        if shared:
            by_key = self._by_key
            for k in shared:
                for i, keyed in by_key[k]:
                    if i not in passed and (has(keyed) if keyed.__class__ is str else any(map(has, keyed))):
                        passed.add(i)
        if not passed:
            return []
        entries = self.entries
        also = self._also
        branches = self._branches
        words = self._words
        if not also and not branches:
            return [entries[i] for i in passed]
        out = []
        for i in passed:
            # a key of each of its other sets in the text's words (else none of their literals is in the text), and of a
            # long alternation, one alternative's needs (branch_needs.py)
            if (i in also and any(map(text_keys.isdisjoint, also[i]))) or (
                    i in branches and not branches[i].may_match(text, text_keys)) or (
                    i in words and not words[i].may_match(text_keys)):
                continue
            out.append(entries[i])
        return out


    def _free_passing(self, text: str, text_keys: set[str]) -> list:
        """`passing` of the entries the gate does not read (the others cannot pass a text the gate turns away): their need
        (a literal of it in the text: as passing's loose and keyed tests together), other sets and alternatives."""
        has = text.__contains__
        also = self._also
        branches = self._branches
        words = self._words
        out = []
        for i, lits in self._free:
            if lits is not None and not any(map(has, lits)):
                continue
            if (i in also and any(map(text_keys.isdisjoint, also[i]))) or (
                    i in branches and not branches[i].may_match(text, text_keys)) or (
                    i in words and not words[i].may_match(text_keys)):
                continue
            out.append(self.entries[i])
        return out


_WEIGHT = {2: 1.0, 3: 0.3, 4: 0.1, 5: 0.03}  # how often a key of so many letters is in a text's words, roughly


def _commonness(keys: Iterable[str]) -> float:
    """How often a text's words hold one of `keys`, roughly: more keys and shorter ones, more often (a guess from the
    keys alone: it picks which necessary set a group's gate reads, never what passes)."""
    return sum(_WEIGHT.get(len(k), 0.01) if k[:1] != START else commonness((k,)) for k in keys)


def _clause_of(need: Need, sets: tuple[frozenset[str], ...], test: BranchTest | None) -> frozenset[str] | None:
    """Of one entry, the keys of the rarest-looking of the key sets one key of which a text must hold for it to pass (its
    need's keys when every literal of it has one; its other sets, `sets`; its long alternation's first keys when no
    alternative goes without), or None when it has no such set (then tested on every text: NeedGroup._free). A group's
    gate is the union of its entries' (None when no entry has one)."""
    clauses = list(sets)
    if need is not None:
        keys = frozenset(map(_key_of, (need,) if isinstance(need, str) else need))
        if "" not in keys:
            clauses.append(keys)
    if test is not None and not test.has_loose:
        clauses.append(test.first_keys)
    if not clauses:
        return None
    return min(clauses, key=_commonness)


_EntryIndex = tuple[object, Need, tuple[tuple[str, str | tuple[str, ...]], ...], str | tuple[str, ...] | None,
                    tuple[frozenset[str], ...], BranchTest | None, WordBranches | None, frozenset[str], frozenset[str] | None]
_ENTRY_INDEX: dict[tuple[int, int], tuple[object, Callable[[Any], Need], _EntryIndex]] = {}


def _entry_index(regex, need_of: Callable[[Any], Need]) -> _EntryIndex:
    """One pattern's part of NeedGroup._index, once per pattern (and `need_of`): (regex, its need, its need's literals per
    key - a str for one literal - in the order met, its literals without a key or None, its other key sets, its
    alternatives' test, its words at their edges, the keys of those three, its gate clause)."""
    cached = _ENTRY_INDEX.get((id(regex), id(need_of)))
    if cached is not None and cached[0] is regex and cached[1] is need_of:
        return cached[2]
    # (each pattern's other sets right after its need: a pattern parsed for one is still in the parse cache for the
    # other, which a message that reaches a group first waits for)
    need = need_of(regex)
    also_of(regex)
    keyed: tuple[tuple[str, str | tuple[str, ...]], ...] = ()
    unkeyed: str | tuple[str, ...] | None = None
    if need is not None:
        per_key: dict[str, list[str]] = {}
        for lit in (need,) if isinstance(need, str) else need:
            per_key.setdefault(_key_of(lit), []).append(lit)
        loose = per_key.pop("", None)
        if loose:
            unkeyed = loose[0] if len(loose) == 1 else tuple(loose)
        keyed = tuple((k, lits[0] if len(lits) == 1 else tuple(lits)) for k, lits in per_key.items())
    need_set = frozenset(() if need is None else (need,) if isinstance(need, str) else need)
    sets = []
    extra: set[str] = set()
    for literal_set in also_of(regex):
        keys = frozenset(map(_key_of, literal_set))
        if "" in keys or (need_set and need_set <= literal_set):
            continue  # a literal without a key is not told from the words; met wherever the need is
        extra |= keys
        sets.append(keys)
    for keys in words_of_pattern(regex):  # (word_bounds.py: the literals' words at their edges)
        extra |= keys
        sets.append(keys)
    test = branches_of(regex)
    if test is not None:
        extra |= test.keys
    by_words = word_branches_of(regex)
    if by_words is not None:
        extra |= by_words.keys
    got: _EntryIndex = (regex, need, keyed, unkeyed, tuple(sets), test, by_words, frozenset(extra),
                        _clause_of(need, tuple(sets), test))
    _ENTRY_INDEX[(id(regex), id(need_of))] = (regex, need_of, got)
    return got


def index_entries(regexes: Iterable[Any], need_of: Callable[[Any], Need]) -> None:
    """Each pattern's part of a group's index (`_entry_index`) worked out now, and the keys it reads registered: the app's
    warm-up does, so that a group a later message meets first only puts its patterns' parts together (112 groups first met
    on LoCoMo's chat after the warm-up worked out their patterns' clauses - a fifth of their cost the commonness of their
    word sets - and each new key started a new table of the words' keys). The parts are what they would be later: a
    group's index, and what passes, are the same."""
    keys: set[str] = set()
    for regex in regexes:
        info = _entry_index(regex, need_of)
        keys.update(k for k, _ in info[2])
        keys |= info[7]
    new = [k for k in keys if not _known(k)]
    if new:
        _register(new)


_ALSO: dict[int, tuple[object, tuple[frozenset[str], ...], BranchTest | None, bool, tuple[frozenset[str], ...],
                       WordBranches | None]] = {}
# characters: a shorter pattern costs less to run than its alternatives to test. (Session 22 measured 600: -4.4 % of
# find_disclosures' instructions on chat - the 600-2000-character patterns ran on most chat messages for nothing - but
# ~21,000 more objects for the collector after the warm-up and 0.8-2.3 s more warm-up CPU; kept at 2000.)
BRANCHES_FROM = 2000
# literals per set of also_of: a set of a hundred medicines' names costs one isdisjoint of its keys with the text's (the
# patterns that name one of many drugs, wards or partners after a common word - "on", "ist", "my" - ran on most messages)
ALSO_MAX = 400


def also_of(regex) -> tuple[frozenset[str], ...]:
    """Sets of literals every match of `regex` (a compiled pattern, or a lazy one with `.compiled`) holds one of
    each (findings.required_all), once per pattern."""
    return _analysed(regex)[1]


def branches_of(regex) -> BranchTest | None:
    """The test of branch_needs.alternatives of `regex` when it is long (BRANCHES_FROM) and has them, else None; once
    per pattern, with also_of (the pattern parsed once; the app's warm-up works them out)."""
    return _analysed(regex)[2]


def digit_needed(regex) -> bool:
    """Whether every match of `regex` holds a digit (gates.needs_digit: a \\d, or a class of digits only); once per
    pattern, with also_of."""
    return _analysed(regex)[3]


def words_of_pattern(regex) -> tuple[frozenset[str], ...]:
    """word_bounds.word_sets of `regex` (sets of keys, a key of each met by the words of every text it matches); once per
    pattern, with also_of, their keys registered."""
    return _analysed(regex)[4]


def word_branches_of(regex) -> WordBranches | None:
    """word_bounds.word_branches of `regex` when it is long (BRANCHES_FROM), else None; once per pattern, with also_of."""
    return _analysed(regex)[5]


def _analysed(regex) -> tuple[object, tuple[frozenset[str], ...], BranchTest | None, bool, tuple[frozenset[str], ...],
                              WordBranches | None]:
    got = _ALSO.get(id(regex))
    if got is None or got[0] is not regex:
        compiled = getattr(regex, "source", regex)  # (round 46, rfirst: a lazy pattern parsed, not compiled)
        # (round 47, rfirst: the analyses read from eager_gates' table when it holds them, else worked out: _analyses,
        # _branch_analyses - apart: a long alternation's alternatives run to megabytes, and the table holds only short ones)
        also, digit, words = json_derived(ANALYSIS, compiled.pattern, compiled.flags, lambda: _analyses(compiled),
                                          _analyses_json, _analyses_from_json, (_analyses,))
        alts, alt_sets = json_derived(BRANCHES, compiled.pattern, compiled.flags, lambda: _branch_analyses(compiled),
                                      _branches_json, _branches_from_json, (_branch_analyses,))
        test = BranchTest(alts, _key_of) if alts else None
        if test is not None and not test.keys <= _KEYS:
            _register([k for k in test.keys if k not in _KEYS])  # (now: at the warm-up, not at a later message)
        branching = WordBranches(alt_sets) if alt_sets else None  # (word_bounds.word_branches)
        new = {k for keys in words for k in keys if not _known(k)} | {
            k for k in (branching.keys if branching is not None else ()) if not _known(k)}
        if new:
            _register(list(new))
        got = _ALSO[id(regex)] = (regex, also, test, digit, words, branching)
    return got


_Analyses = tuple[tuple[frozenset[str], ...], bool, tuple[frozenset[str], ...]]
_Branches = tuple[tuple[tuple[tuple[str, ...], ...], ...], list[tuple[frozenset[str], ...]] | None]


def _analyses(compiled) -> _Analyses:
    """What _analysed reads from a pattern's parse: findings.required_all, gates.needs_digit, word_bounds.word_sets."""
    from app.core.memory.privacy.detector.findings import required_all
    from app.core.memory.privacy.detector.gates import needs_digit

    return required_all(compiled, ALSO_MAX), needs_digit(compiled), word_sets(compiled, ALSO_MAX)


def _branch_analyses(compiled) -> _Branches:
    """And of a long pattern: branch_needs.alternatives, and with them word_bounds.alternative_sets (word_branches' input)."""
    alts = alternatives(compiled) if len(compiled.pattern) >= BRANCHES_FROM else ()
    return alts, alternative_sets(compiled, ALSO_MAX) if alts else None


def _sets_json(sets) -> list[list[str]]:
    return [sorted(s) for s in sets]


def _analyses_json(got: _Analyses) -> list:
    also, digit, words = got
    return [_sets_json(also), digit, _sets_json(words)]


def _analyses_from_json(value: list) -> _Analyses:
    also, digit, words = value
    return tuple(map(frozenset, also)), digit, tuple(map(frozenset, words))


def _branches_json(got: _Branches) -> list:
    alts, alt_sets = got
    return [[[list(lits) for lits in alt] for alt in alts], None if alt_sets is None else [_sets_json(s) for s in alt_sets]]


def _branches_from_json(value: list) -> _Branches:
    alts, alt_sets = value
    return (tuple(tuple(tuple(lits) for lits in alt) for alt in alts),
            None if alt_sets is None else [tuple(map(frozenset, sets)) for sets in alt_sets])
