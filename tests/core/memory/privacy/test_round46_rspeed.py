"""Round 46 (rspeed): verdict.py's disclosure finders called by their gate bits (finder_dispatch.py) - exact.

- A finder's leading guard is read from its bytecode: which of its `opens(text, GATE)` / `has_digit(text)` tests, shut,
  send every path to its `return []`. Checked on written guards of each form and against every finder of the chain
  itself: wherever a clause is shut for a prepared text, the finder returns [].
- The chain with the skips gives what it gives calling every finder, and what the detector gives with the gates off, on
  random texts, texts built from the gates' own keys, and sentences written here.
"""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from app.core.memory.privacy.detector import finder_dispatch, gates, verdict
from app.core.memory.privacy.detector.finder_dispatch import FinderChain, guard_clauses
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.text import has_digit, lower_keep_length

_A = word_gate("zorblat")
_B = word_gate("quenfix")


def _one(text):
    if not opens(text, _A):
        return []
    return ["a"]


def _either_shut(t):
    if not opens(t, _A) or not opens(t, _B):
        return []
    return ["ab"]


def _both_shut(t):
    if not opens(t, _A) and not opens(t, _B):
        return []
    return ["a or b"]


def _digit_then_gate(text):
    if not has_digit(text) or not opens(text, _A):
        return []
    return ["1a"]


def _gate_then_other(t):
    if not opens(t, _A) or "!" in t:
        return []
    return ["a!"]


def _other_then_gate(t):
    if "\n" not in t or not opens(t, _A):
        return []
    return ["a\\n"]


_PATTERN = gates.gated(re.compile(r"(?<!\w)zorblat(?:s|ted)? (?:is|was) \d+"))
assert isinstance(_PATTERN, gates.Gated)


def _pattern_on_low(t):
    low = lower_keep_length(t)
    if not _PATTERN.search(low):
        return []
    return ["pattern"]


def _pattern_or_gate(t):
    low = lower_keep_length(t)
    if not _PATTERN.search(low) or not opens(t, _B):
        return []
    return ["pattern and b"]


def _no_guard(t):
    low = t.lower()
    if not opens(low, _A):
        return []
    return [low]


def _gate_on_another(t, other):
    if not opens(other, _A):
        return []
    return ["other"]


def _not_empty(t):
    if not opens(t, _A):
        return ["x"]
    return []


def _opens_it(t):
    if opens(t, _A):
        return []
    return ["shut"]


def test_guards_are_read_from_the_bytecode():
    assert guard_clauses(_one) == ((_A, False),)
    assert set(guard_clauses(_either_shut)) == {(_A, False), (_B, False)}
    assert guard_clauses(_both_shut) == ((_A | _B, False),)
    assert set(guard_clauses(_digit_then_gate)) == {(gates.DIGIT_BIT, False), (_A, False)}
    assert guard_clauses(_gate_then_other) == ((_A, False),)
    assert guard_clauses(_other_then_gate) == ((_A, False),)
    need = _PATTERN._all
    assert guard_clauses(_pattern_on_low) == ((need, True),)
    assert guard_clauses(_pattern_or_gate) == ((need, True), (_B, False)) or \
        set(guard_clauses(_pattern_or_gate)) == {(need, True), (_B, False)}


def test_what_is_not_a_leading_guard_is_always_called():
    for fn in (_no_guard, _gate_on_another, _not_empty, _opens_it, len, lambda t: [], print):
        assert guard_clauses(fn) == (), fn


def _prepared(text: str) -> str:
    t = normalise(text).text
    gates.prepare(t)
    return t


def test_a_chain_skips_exactly_where_the_guard_returns_nothing():
    chain = FinderChain([(_pattern_on_low, ()), (_either_shut, ()), (_one, ()), (_digit_then_gate, ())])
    for text, want in [("nothing here", []), ("a zorblat", ["a"]), ("zorblat and quenfix", ["ab"]),
                       ("ZORBLATS 12", ["a"]), ("quenfix 7", []), ("The zorblat was 12", ["pattern"]),
                       ("the zorblat was twelve", ["a"])]:
        t = _prepared(text)
        assert chain.first(t) == want, text
        assert (_pattern_on_low(t) or _either_shut(t) or _one(t) or _digit_then_gate(t)) == want, text


def test_a_text_the_masks_do_not_know_calls_every_finder():
    chain = FinderChain([(_one, ())])
    assert chain.steps[0][2:] == ((_A,), ())
    # (a text `prepare` never saw: `opens` opens for it, so the finder is called and finds "a" without its word)
    assert chain.first("never prepared, no such word " + "x" * 40) == ["a"]
    t = _prepared("plain words only")
    assert chain.first(t) == [] and _one(t) == []


def test_reading_the_guards_compiles_nothing():
    before = LazyPattern.compiled_count
    for fn, *_rest in verdict._TOLD_CHAIN.steps:
        guard_clauses(fn)
    assert LazyPattern.compiled_count == before


def test_most_of_the_chain_is_gated():
    # (54 of the chain's 87 finders open with such a guard in round 46; a refactor that hides them shows up here)
    gated = [fn.__name__ for fn, _args, anys, alls in verdict._TOLD_CHAIN.steps if anys or alls]
    assert len(gated) >= 50, gated


# ---------------------------------------------------------------- texts: random, from the gates' keys, written here

_WRITTEN = [
    "My mum fell last night and was on the floor for four hours.",
    "Mi hermano milita en un partido y lo detuvieron en la manifestación.",
    "Mein Vater ist überzeugter Wähler dieser Partei, sagt er immer.",
    "Ma femme a découvert que j'allais chez une autre le jeudi.",
    "Бабушка упала ночью и пролежала до утра.",
    "Мій брат сидить за антивоєнні пости вже рік.",
    "Wczoraj szef znowu krzyczał na mnie przy wszystkich i grozi zwolnieniem.",
    "the ex wont sign the consent for our daughter to move abroad",
    "Przypomnij: 8:00 kwetiapina 25 mg, potem terapia",
    "we got the decree absolute today, finally divorced",
    "Mamas Medikationsplan:\nRamipril 5 mg\nMetformin 500",
    "I'm on a fast for ramadan so no lunch meeting please",
    "Our team lunch is on Friday at noon, bring a salad.",
    "Can you recommend a good book about the history of trade unions?",
    "zorblat quenfix 1234",
    "",
]


def _random_texts(n: int, seed: int = 46) -> list[str]:
    rng = random.Random(seed)
    alphabet = "abcdefghijklmnopqrstuvwxyz ÄÖÜäöüßąęłńóśźżйцукенгшщзхїфівапролджєячсмитьбю0123456789 .,:;!?'\"\n-()"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 120))) for _ in range(n)]


def _key_texts() -> list[str]:
    """For each clause of the chain's finders, texts holding a key of its gate (bare, inside a word, in capitals,
    beside a digit): the guards open, and the finder must still agree with itself."""
    by_bit: dict[int, list[str]] = {}
    for key, bits in list(gates._KEY_BITS.items()):
        b = bits
        while b:
            low = b & -b
            by_bit.setdefault(low, []).append(key)
            b ^= low
    out = []
    for _fn, _args, anys, alls in verdict._TOLD_CHAIN.steps:
        for clause in anys + alls:
            b = clause
            while b:
                low = b & -b
                for key in by_bit.get(low, [])[:2]:
                    out += [f"my {key} is 12", f"x{key}x and my mum", key.upper(), f"Mein {key}, mi {key}: 7"]
                b ^= low
    return out


def _dev_texts(limit: int = 400) -> list[str]:
    files = sorted((Path(__file__).resolve().parents[4] / "benchmarks" / "data" / "privacy").glob("broad-zzz10*.jsonl"))
    out = []
    for f in files:
        for line in f.read_text(encoding="utf-8").splitlines()[: limit // max(1, len(files))]:
            if line.strip():
                out.append(json.loads(line)["text"])
    return out


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _WRITTEN + _random_texts(300) + _key_texts() + _dev_texts()


def test_every_clause_is_the_finders_own(texts):
    # wherever a finder's clause is shut for a prepared text, the finder itself returns [] (its guard, read right)
    checked = 0
    for text in texts:
        t = _prepared(text)
        mask = gates.text_mask(t)
        assert mask is not None
        for fn, args, anys, alls in verdict._TOLD_CHAIN.steps:
            if any(not mask & c for c in anys) or any(mask & c != c for c in alls):
                assert fn(t, *args) == [], (fn.__name__, text)
                checked += 1
    assert checked > 1000


def test_the_chain_gives_what_calling_every_finder_gives(texts):
    chain = verdict._TOLD_CHAIN
    for text in texts:
        t = _prepared(text)
        called = []
        for fn, args, *_clauses in chain.steps:
            called = fn(t, *args)
            if called:
                break
        assert chain.first(t) == called, text


def test_the_chain_without_skips_calls_every_finder(texts, monkeypatch):
    chain = verdict._TOLD_CHAIN
    every = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps], skips=False)
    assert all(not anys and not alls for _fn, _args, anys, alls in every.steps)
    on = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(verdict, "_TOLD_CHAIN", every)
    assert [t for t, a in zip(texts, on) if verdict.detect(t) != a] == []


def test_detect_is_the_same_with_the_gates_off(texts, monkeypatch):
    on = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(gates, "ENABLED", False)
    off = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(gates, "ENABLED", True)
    assert [t for t, a, b in zip(texts, on, off) if a != b] == []


def test_rebind_keeps_the_clauses():
    chain = FinderChain([(_one, ())])

    def _one_wrapped(t):  # (a benchmark's timer around the finder of the same name)
        return _one(t)

    chain.rebind({"_one": _one_wrapped})
    fn, _args, anys, alls = chain.steps[0]
    assert fn is _one_wrapped and anys == (_A,) and alls == ()
    chain.rebind({"_one": _one})  # (and back, by the name it was made with)
    assert chain.steps[0][0] is _one


def test_module_doc_names_the_round():
    assert "Round 46 (rspeed)" in (finder_dispatch.__doc__ or "")
