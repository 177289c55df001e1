"""Which patterns of a fixed group can match a text, told first from the text's words, then by their literals.

A strong disclosure pattern runs only on a text that contains one of the literals every match of it
contains (disclosures._need_of). Tested pattern by pattern, a message with "I" or "my" and a word of an
area makes some sixty such tests of a few substrings each, and that cost more than the patterns it let
run. Here each literal has a *key*: its longest run of letters, cut to KEY_MAX letters. A literal in the
text puts its key inside one of the text's words (findings.WORD_TOKEN: runs of letters, two of them
joined by an apostrophe, so every run of letters of the text lies in one), so a pattern none of whose
keys is inside a word of the text cannot match and is not tested further (the idea of gates.py, for
these patterns). Each key owns one bit; a word's mask (the bits of the keys among its substrings) is
worked out once per word, a text's mask is the OR of its words' masks. The entries that pass the mask
are tested for their literals as before, so a group keeps exactly the patterns whose own test passes.

Keys are registered when a group is first used (its patterns' literals are known once they are
compiled); a registration invalidates the word masks worked out before it (`_VERSION`).
"""
from __future__ import annotations

import functools
import operator
import re
import threading
from collections.abc import Callable, Iterable
from typing import Any

KEY_MAX = 6  # letters per key: a word of n letters has at most n * KEY_MAX substrings to look up
Need = str | tuple[str, ...] | None

_LETTER_RUN = re.compile(r"[^\W\d_]+")
_KEY_BITS: dict[str, int] = {}  # key -> its bit
_KEY_LENGTHS: list[int] = []
_VERSION = [0]  # bumped after every registration: masks worked out before it may lack the new bits
_WORD_MASKS: dict[str, tuple[int, int]] = {}  # word -> (version it was worked out at, mask)
_REGISTER = threading.Lock()  # a key's bit, once set, never changes


def _key_of(literal: str) -> str:
    runs = _LETTER_RUN.findall(literal)
    return max(runs, key=len)[:KEY_MAX] if runs else ""


def _bits_of(need: Need) -> int:
    """The bits of the keys of `need`'s literals, registering new keys; 0 when one of them has no key
    (no letters: the entry cannot be told from the words and is always tested)."""
    literals = () if need is None else (need,) if isinstance(need, str) else need
    keys = [_key_of(lit) for lit in literals]
    if not keys or "" in keys:
        return 0
    if any(k not in _KEY_BITS for k in keys):
        with _REGISTER:
            for k in keys:
                if k not in _KEY_BITS:
                    if len(k) not in _KEY_LENGTHS:
                        _KEY_LENGTHS.append(len(k))
                    _KEY_BITS[k] = 1 << len(_KEY_BITS)
            _VERSION[0] += 1  # (after the keys are in: a mask worked out at the new version has their bits)
    bits = 0
    for k in keys:
        bits |= _KEY_BITS[k]
    return bits


def _word_mask(word: str, version: int) -> int:
    got = _WORD_MASKS.get(word)
    if got is not None and got[0] == version:
        return got[1]
    if len(_WORD_MASKS) >= 1 << 16:
        _WORD_MASKS.clear()
    bits = _KEY_BITS
    mask = 0
    n = len(word)
    for size in _KEY_LENGTHS:
        for i in range(n - size + 1):
            mask |= bits.get(word[i:i + size], 0)
    _WORD_MASKS[word] = (version, mask)
    return mask


class TextKeys:
    """The mask of one text's words (`words`: findings.words_of of the text the patterns read), worked out
    on first need and again if keys were registered since."""

    __slots__ = ("_words", "_version", "_mask")

    def __init__(self, words: Iterable[str]) -> None:
        self._words = words
        self._version = -1
        self._mask = 0

    def mask(self) -> int:
        version = _VERSION[0]
        if version != self._version:
            mask = 0
            for w in self._words:
                mask |= _word_mask(w, version)
            self._mask, self._version = mask, version
        return self._mask


class NeedGroup:
    """A fixed group of entries (objects with a `regex`), each pattern once, in the order given."""

    __slots__ = ("entries", "_items", "_unkeyed", "_any")

    def __init__(self, entries) -> None:
        seen: set[int] = set()
        kept = []
        for e in entries:
            if id(e.regex) not in seen:
                seen.add(id(e.regex))
                kept.append(e)
        self.entries = tuple(kept)
        self._items: tuple[tuple[Any, Need, int], ...] | None = None
        self._unkeyed: tuple[tuple[Any, Need, int], ...] = ()  # the entries a key cannot tell
        self._any = 0  # the bits of all the group's keys

    def passing(self, text: str, keys: TextKeys, need_of: Callable[[Any], Need], gated: bool = True) -> list:
        """The entries whose need `text` meets (all of them when not `gated`)."""
        if not gated:
            return list(self.entries)
        items = self._items
        if items is None:
            needs = [need_of(e.regex) for e in self.entries]
            keyed = tuple((e, need, _bits_of(need)) for e, need in zip(self.entries, needs))
            self._unkeyed = tuple(item for item in keyed if item[1] is None or not item[2])
            self._any = functools.reduce(operator.or_, (item[2] for item in keyed), 0)
            items = self._items = keyed
        mask = keys.mask()  # (after the group's keys are registered)
        if not mask & self._any:
            items = self._unkeyed  # no key of the group in the text's words: only the entries without one
        has = text.__contains__
        return [e for e, need, bits in items
                if need is None or ((not bits or mask & bits) and (has(need) if need.__class__ is str else any(map(has, need))))]
