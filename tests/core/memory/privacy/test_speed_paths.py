"""The detector's fast paths compute what the plain code computes (session 13's speed work).

- learned.py scores a candidate from its own features' buckets cached per candidate text and the
  message's words' buckets cached per word; the model was trained on `features()` and `message_words()`,
  so the cached sets must equal those hashed;
- need_groups.py keeps, of a group of strong disclosure patterns, those whose needed literals the text holds
  (every match's other literal sets too), and none whose need it misses (the gates on/off comparison of
  test_gates.py covers the findings; this pins the group);
- seed_wordlists.py skips its stretch scan without twelve listable words in a row, and still finds a phrase.
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from app.core.memory.privacy.detector import disclosures, learned
from app.core.memory.privacy.detector.findings import lower_keep_length, words_of
from app.core.memory.privacy.detector.need_groups import (
    NeedGroup,
    TextKeys,
    also_of,
    branches_of,
    word_branches_of,
    words_of_pattern,
)
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.seed_wordlists import find_wordlist_phrases
from tests.support.privacy_texts import development_texts

# These tests run the detector over every development line and test string, twice where they compare:
# their work grows with the development sets (about 60,000 texts in session 23), beyond the suite's 120 s
# default on a loaded two-core machine.
pytestmark = pytest.mark.timeout(2400)


@lru_cache(maxsize=1)
def _texts() -> tuple[str, ...]:
    return tuple(normalise(t).text for t in development_texts()) + (
        "Thanks! See you at 10am, Maria!", "token do drukarki: PrN-77ab-Qx21", "I'm pregnant and my wife's ok")


def test_the_learned_models_cached_buckets_are_the_features_hashed():
    scored = 0
    for t in _texts():
        low = lower_keep_length(t)
        assert learned._message_indexes(low) == learned._hashed(learned.message_words(low)), t
        for c in learned.candidates(t)[:4]:
            own, cls, kind = learned._token_buckets(t[c.start:c.end])
            assert own | learned._hashed(learned._context_features(t, low, c, cls, kind)) == learned._hashed(
                learned.features(t, low, c)), (t, c)
            scored += 1
    assert scored > 1000


def test_a_need_group_keeps_the_patterns_whose_literals_the_text_holds_and_only_those_whose_need_it_meets():
    entries = [e for table in (disclosures._GATED.exact, disclosures._GATED.stems) for es in table.values() for e in es]
    entries += [e for es in disclosures._ALWAYS_ENTRIES.values() for e in es]
    group = NeedGroup(entries)
    checked = dropped = 0
    for t in _texts()[::7]:
        low = lower_keep_length(t)
        keys = TextKeys(set(words_of(low)))
        kept = {id(e.regex) for e in group.passing(low, keys, disclosures._need_of)}
        for e in group.entries:
            need = disclosures._need_of(e.regex)
            meets = need is None or (need in low if isinstance(need, str) else any(n in low for n in need))
            holds = meets and all(any(n in low for n in lits) for lits in also_of(e.regex))  # every match's other sets
            branches = branches_of(e.regex)  # and, of a long alternation, one alternative's (branch_needs.py)
            holds = holds and (branches is None or branches.may_match(low, keys.keys()))
            # and the words at the edges (word_bounds.py): a key of each set, and of a long alternation one alternative's
            holds = holds and all(not s.isdisjoint(keys.keys()) for s in words_of_pattern(e.regex))
            by_words = word_branches_of(e.regex)
            holds = holds and (by_words is None or by_words.may_match(keys.keys()))
            assert (id(e.regex) in kept) <= meets and holds <= (id(e.regex) in kept), (t, e.regex.pattern, need)
            assert id(e.regex) in kept or e.regex.search(low) is None, (t, e.regex.pattern)
            dropped += meets and id(e.regex) not in kept
            checked += 1
    assert checked > 10000
    assert dropped > 100  # the other sets do turn patterns away


def test_a_seed_phrase_is_still_found_after_the_run_check():
    found = []
    phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
    find_wordlist_phrases("my wallet words: " + phrase + " thanks", lambda *a: found.append(a))
    assert found and found[0][0] == "wallet recovery phrase"
    found.clear()
    prose = ("I was able to find about a dozen old photos of the family, and then we spent the whole evening "
             "looking at them with a glass of wine and some music in the garden before the rain")
    find_wordlist_phrases(prose.lower(), lambda *a: found.append(a))  # many listed words, never twelve in a row
    assert not found
