"""The detector's speed gates skip work, never a finding.

A gate decides, from what a message contains (a literal a pattern needs, a word of an area's
vocabulary, a candidate shape), that a rule or the learned model cannot fire on it and need not run.
Gates are derived from the patterns when they are compiled, so a keyword another rule adds is gated
by construction; these tests hold that promise on every line of the development sets and every text
the privacy tests use, run with the gates on and off."""
from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest

from app.core.memory.privacy.detector import disclosures
from app.core.memory.privacy.detector.findings import required_any
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

# These tests run the detector over every development line and test string, twice where they compare:
# their work grows with the development sets (about 60,000 texts in session 23), beyond the suite's 120 s
# default on a loaded two-core machine.
pytestmark = pytest.mark.timeout(2400)


@lru_cache(maxsize=1)
def _texts() -> tuple[str, ...]:
    texts = list(development_texts())
    texts += [
        "I take 20 mg of sertraline every morning",
        "biorę dwie tabletki dziennie od roku",
        "my wife has been on antidepressants for a year",
        "Je prends un comprimé par jour depuis mon diagnostic",
        "я приймаю таблетки від тиску щодня",
    ]
    return tuple(texts)


def test_the_sets_are_read():
    assert len(_texts()) > 5000


def _all_disclosures(on: bool) -> list:
    disclosures.GATED = on
    try:
        return [disclosures.find_disclosures(normalise(t).text) for t in _texts()]
    finally:
        disclosures.GATED = True


def test_disclosure_gates_change_no_finding():
    gated, ungated = _all_disclosures(True), _all_disclosures(False)
    differ = [(t, g, u) for t, g, u in zip(_texts(), gated, ungated) if g != u]
    assert not differ, differ[:3]
    assert sum(map(bool, ungated)) > 1000  # the comparison covers many red messages


def test_most_disclosure_patterns_have_a_gate():
    # not a correctness promise: a pattern without one still runs; a drop here is a speed regression
    entries = [e for index in (disclosures._INDEX, disclosures._GATED) for table in (index.exact, index.stems)
               for entries in table.values() for e in entries if e.regex is not None]
    patterns = {id(e.regex) for e in entries}
    assert len({id(e.regex) for e in entries if disclosures._need_of(e.regex)}) >= 0.9 * len(patterns)


@pytest.mark.parametrize(("pattern", "literals"), [
    (r"abc", {"abc"}),
    (r"(?:\d+|a|an) (?:\w+ )?(?:pills|tablets)", {"pills", "tablets"}),
    (r"(?:i take|we're on) (?:\w+ )?(?:pills|tablets|capsules)", {"i take", "we're on"}),  # the smaller set
    (r"a?bcd", {"bcd"}),
    (r"(?:foo)+bar", {"foo"}),
    (r"(?:ab|)cde", {"cde"}),
    (r"x(?<!\w.)yz", {"xyz"}),  # a look-behind between letters: the matched text is still "xyz"
    (r"(?:abc|abcdef|xyz)\d", {"abc", "xyz"}),  # "abcdef" contains "abc": the shorter is enough
    (r"(?i)abc", set()),  # ignores case: no literal is sure
    (r"\d+", set()),
    (r"(?:abc)?\w+", set()),
])
def test_required_any_finds_what_every_match_contains(pattern, literals):
    assert required_any(re.compile(pattern)) == literals


def _random_pattern(rng: random.Random, depth: int = 0) -> str:
    parts = []
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.45 or depth > 2:
            parts.append(rng.choice(["a", "b", "ab", "ba", "abb", " a", "bab"]))
        elif roll < 0.6:
            parts.append(rng.choice([r"\w", r"[ab]", ".", r"\s", r"\b", r"(?<!a)", r"(?=b)"]))
        elif roll < 0.8:
            alts = [_random_pattern(rng, depth + 1) for _ in range(rng.randint(1, 3))]
            parts.append("(?:" + "|".join(alts) + ")")
        else:
            parts.append("(?:" + _random_pattern(rng, depth + 1) + ")" + rng.choice(["?", "*", "+", "{2}", "{0,2}", "+?"]))
    return "".join(parts)


def test_required_any_holds_on_random_patterns_and_texts():
    rng = random.Random(12)
    checked = 0
    for _ in range(3000):
        pattern = re.compile(_random_pattern(rng))
        need = required_any(pattern)
        if not need:
            continue
        for _ in range(30):
            text = "".join(rng.choice("aab b") for _ in range(rng.randint(0, 14)))
            if pattern.search(text):
                checked += 1
                assert any(w in text for w in need), (pattern.pattern, need, text)
    assert checked > 2000
