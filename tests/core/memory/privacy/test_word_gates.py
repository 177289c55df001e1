"""The word gates (app/core/memory/privacy/detector/gates.py) skip searches, never a finding.

A gated pattern is not run on a message none of whose words holds one of its keys. The keys are derived
from the compiled patterns, so a keyword a rule author adds later is gated by construction; these tests
hold that promise on every line of the development sets and every text the privacy tests use, run with
the gates on and off, and on random patterns and texts."""
from __future__ import annotations

import random
import re

import pytest

from app.core.memory.privacy.detector import gates, verdict
from tests.support.privacy_texts import development_texts

# These tests run the detector over every development line and test string, twice where they compare:
# their work grows with the development sets (about 60,000 texts in session 23), beyond the suite's 120 s
# default on a loaded two-core machine.
pytestmark = pytest.mark.timeout(2400)


def _texts() -> tuple[str, ...]:
    return development_texts()


def _all_verdicts(on: bool) -> list:
    gates.ENABLED = on
    try:
        return [verdict.detect(t) for t in _texts()]
    finally:
        gates.ENABLED = True


def test_word_gates_change_no_verdict_and_no_finding():
    assert len(_texts()) > 5000
    gated, ungated = _all_verdicts(True), _all_verdicts(False)
    differ = [(t, g, u) for t, g, u in zip(_texts(), gated, ungated) if g != u]
    assert not differ, differ[:3]
    assert sum(v.is_red for v in ungated) > 3000  # the comparison covers many red messages


def test_the_gates_skip_most_searches_of_the_gated_patterns():
    # not a correctness promise: a drop here is a speed regression (a pattern that lost its gate)
    closed = opened = 0
    originals = {name: getattr(gates.Gated, name) for name in ("search", "finditer", "findall")}

    def counting(method):
        def counted(self, text, *args):
            nonlocal closed, opened
            shut = self._closed(text)
            closed += shut
            opened += not shut
            return method(self, text, *args)
        return counted

    for name, method in originals.items():
        setattr(gates.Gated, name, counting(method))
    try:
        for t in _texts()[:3000]:
            verdict.detect(t)
    finally:
        for name, method in originals.items():
            setattr(gates.Gated, name, method)
    assert closed > 0.35 * (closed + opened)
    assert gates._next_bit[0].bit_length() > 60  # dozens of patterns have a gate


@pytest.mark.parametrize(("pattern", "literals"), [
    (r"straße|strasse|gasse", {"straße", "strasse", "gasse"}),
    (r"r(?:[ée]seau|(?<!\wr)ed\b)", {"réseau", "reseau", "red"}),  # a trie, read back into its words
    (r"\bmy (?:passw|pin)\w*", {"my passw", "my pin"}),
    (r"(?:\d+ )?(?:pills|tablets)", {"pills", "tablets"}),
    (r"wi-?fi", {"wifi", "wi-fi"}),
    (r"(?:hasło|pass(?:wor)?d)\s*[:=]", {"hasło", "passd", "password"}),
    (r"x\d+(?:kot|pies)", {"kot", "pies"}),
    (r"(?:abc)?\w+", set()),  # nothing is sure
    (r"(?i)password", set()),  # ignores case: no gate
])
def test_literal_factors_finds_what_every_match_contains(pattern, literals):
    assert gates.literal_factors(re.compile(pattern)) == literals


@pytest.fixture
def scratch_gates():
    """Gates made by a test are dropped afterwards (the detector's own stay as they were)."""
    tables = (gates._KEY_BITS, gates._KEY_LENGTHS, gates._CHAR_BITS, gates._CHAR_KEYS_USED)
    saved = [table.copy() for table in tables], gates._next_bit[0]
    yield
    for table, copy in zip(tables, saved[0]):
        table.clear()
        table.update(copy)  # type: ignore[arg-type]
    gates._next_bit[0] = saved[1]
    gates._WORD_MASKS.clear()
    gates._PREPARED.clear()


def _random_pattern(rng: random.Random, depth: int = 0) -> str:
    parts = []
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.45 or depth > 2:
            parts.append(rng.choice(["kot", "pies", "ko", "ab", "łza", "sie", "kota ", "o p", "Kot", "a=", ":b", "@k", "7", "=", r"\d{2}"]))
        elif roll < 0.6:
            parts.append(rng.choice([r"\w", r"[ab]", "[kp]", ".", r"\s", r"\b", r"(?<!a)", r"(?=k)", r"\d", "[ óo]"]))
        elif roll < 0.8:
            alts = [_random_pattern(rng, depth + 1) for _ in range(rng.randint(1, 3))]
            parts.append("(?:" + "|".join(alts) + ")")
        else:
            parts.append("(?:" + _random_pattern(rng, depth + 1) + ")" + rng.choice(["?", "*", "+", "{2}", "{0,2}", "+?", "{1,2}"]))
    return "".join(parts)


def test_a_gated_pattern_finds_what_the_pattern_finds_on_random_texts(scratch_gates):
    rng = random.Random(10)
    alphabet = ["kot", "pies", "Kot", "KOTA", "sieć", "łza", "o", "p", " ", " ", "1", "ab", "-", "'", "ó", ":", "=", "@", "77"]
    checked = gated_count = 0
    for _ in range(1500):
        pattern = re.compile(_random_pattern(rng))
        gate = gates.gated(pattern)
        if not isinstance(gate, gates.Gated):
            continue
        gated_count += 1
        for _ in range(20):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 16)))
            gates.prepare(text)
            assert gates.text_mask(text) is not None
            expected = pattern.search(text)
            assert (gate.search(text) is None) == (expected is None), (pattern.pattern, text)
            assert [m.span() for m in gate.finditer(text)] == [m.span() for m in pattern.finditer(text)]
            checked += expected is not None
    assert gated_count > 200 and checked > 300
