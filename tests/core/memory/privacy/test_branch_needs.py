"""branch_needs: a long alternation runs only on a text that meets one of its alternatives' needs. A pattern the
test rules out must never match the text (exact), and on ordinary development texts it should rule out most."""
from __future__ import annotations

import re

import pytest

from app.core.memory.privacy.detector import disclosures
from app.core.memory.privacy.detector.branch_needs import BranchTest, alternatives
from app.core.memory.privacy.detector.findings import lower_keep_length, words_of
from app.core.memory.privacy.detector.need_groups import TextKeys, _key_of, branches_of
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

# These tests run the detector over every development line and test string, twice where they compare:
# their work grows with the development sets (about 60,000 texts in session 23), beyond the suite's 120 s
# default on a loaded two-core machine.
pytestmark = pytest.mark.timeout(2400)


def _tested(pattern: str, text: str) -> bool:
    test = BranchTest(alternatives(re.compile(pattern)), _key_of)
    from app.core.memory.privacy.detector.need_groups import _register
    _register(sorted(test.keys))
    return test.may_match(text, TextKeys(set(words_of(text))).keys())


def test_alternatives_need_each_of_their_parts():
    assert set(alternatives(re.compile(r"(?:sleeping with|dating) (?:my )?(?:boss|manager)"))) == {
        (("boss",), ("sleeping with",)), (("manager",), ("sleeping with",)), (("boss",), ("dating",)), (("dating",), ("manager",))}
    assert alternatives(re.compile(r"(?:\w+|cat)s")) == ()  # an alternative that needs nothing readable
    assert alternatives(re.compile(r"(?i)boss")) == ()


def test_the_test_rules_out_only_what_cannot_match():
    pattern = r"(?<!\w)(?:sleeping with|dating|seeing) (?:my |our )?(?:boss|manager|married \w+)"
    assert not _tested(pattern, "i went to lunch with my boss")
    assert _tested(pattern, "i'm sleeping with my boss")
    assert _tested(pattern, "seeing our married neighbour")


def test_on_development_texts_a_ruled_out_pattern_never_matches():
    patterns = {id(e.regex): e.regex for table in (disclosures._INDEX.exact, disclosures._INDEX.stems,
                                                   disclosures._GATED.exact, disclosures._GATED.stems,
                                                   disclosures._ALWAYS_ENTRIES)
                for entries in table.values() for e in entries if e.regex is not None}
    tested = [(r.compiled, branches_of(r)) for r in patterns.values() if len(r.compiled.pattern) >= 2000]
    tested = [(p, t) for p, t in tested if t is not None]
    assert len(tested) >= 5
    ruled_out = 0
    for raw in development_texts()[::4]:
        low = lower_keep_length(normalise(raw).text).replace("’", "'").replace("ʼ", "'")
        keys = TextKeys(set(words_of(low))).keys()
        for pattern, test in tested:
            if not test.may_match(low, keys):
                ruled_out += 1
                assert pattern.search(low) is None, (pattern.pattern[:80], low)
    assert ruled_out > 1000
