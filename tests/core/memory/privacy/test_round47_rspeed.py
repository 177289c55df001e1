"""Round 47 (rspeed): a finder's guard read by running its first instructions (finder_dispatch._run_guard) - exact.

- Guards whose tests are stored in names and tested after ("a, b = opens(t, A), opens(t, B); if not (a or b): return
  []", "x = ':' in t and opens(t, A)", "m = P.search(low); if m is None: return []") give clauses; guards that call
  anything else, loop, rewrite the text or return something on a shut path give none (always called).
- The running reader agrees with round 46's jump-graph reader wherever that one reads a clause, and reads more of the
  chain (a dozen finders).
- Wherever a clause is shut for a prepared text, the finder returns []; the chain answers what calling every finder
  answers, and what it answered with round 46's reader alone, on random texts, texts built from the gates' keys,
  development texts and sentences written here.
"""
from __future__ import annotations

import random
import re

import pytest

from app.core.memory.privacy.detector import finder_dispatch, gates, verdict
from app.core.memory.privacy.detector.finder_dispatch import FinderChain, guard_clauses
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.text import has_digit, lower_keep_length
from tests.core.memory.privacy.test_round46_rspeed import _dev_texts, _key_texts, _random_texts

_A = word_gate("brindlewick")
_B = word_gate("snorvaltic")
_C = word_gate("plexomund")
_P = gates.gated(re.compile(r"(?<!\w)brindlewicks? (?:owes|borrowed) \d+"))
assert isinstance(_P, gates.Gated)


def _stored(text):
    a, b, c = opens(text, _A), opens(text, _B), opens(text, _C)
    if not (a or b or c):
        return []
    return ["abc"]


def _stored_or(text):
    plain = opens(text, _A) or opens(text, _B)
    digit = has_digit(text)
    counted = digit and opens(text, _C)
    if not (plain or counted):
        return []
    return ["ab or 1c"]


def _substring_and(text):
    record = ":" in text and opens(text, _A)
    said = opens(text, _B)
    if not (record or said):
        return []
    return [":a or b"]


def _either_needs_digit(t):
    lent = opens(t, _A)
    if not lent or not has_digit(t):
        return []
    return ["a1"]


def _search_is_none(t):
    low = lower_keep_length(t)
    m = _P.search(low)
    if m is None:
        return []
    return ["p"]


def _search_inline(t):
    if _P.search(lower_keep_length(t)) is None:
        return []
    return ["p inline"]


def _open_path_first(t):
    a = opens(t, _A)
    if a:
        return _helper(t)  # (a path that may find something, met before the second test)
    if not opens(t, _B):
        return []
    return ["b"]


def _calls_another(t):
    a = opens(t, _A)
    if not a:
        return _helper(t)
    return ["a"]


def _helper(t):
    return ["helper"] if "!" in t else []


def _rewrites(t):
    low = lower_keep_length(t).replace("’", "'")
    if not _P.search(low):
        return []
    return ["p rewritten"]


def _returns_on_shut(t):
    a, b = opens(t, _A), opens(t, _B)
    if a or b:
        return []
    return ["none of them"]


def _loops(t):
    for _ in range(2):
        if not opens(t, _A):
            return []
    return ["loop"]


def _other_text(t, other):
    a = opens(other, _A)
    if not a:
        return []
    return ["other"]


def test_stored_guards_are_read():
    assert guard_clauses(_stored) == ((_A | _B | _C, False),)
    assert guard_clauses(_stored_or) == ((_A | _B | _C | gates.DIGIT_BIT, False),)
    assert guard_clauses(_substring_and) == ((_A | _B, False),)
    assert set(guard_clauses(_either_needs_digit)) == {(_A, False), (gates.DIGIT_BIT, False)}
    assert guard_clauses(_search_is_none) == ((_P._all, True),)
    assert guard_clauses(_search_inline) == ((_P._all, True),)
    assert guard_clauses(_open_path_first) == ((_A | _B, False),)  # (both tests read, though a path that fails is met first)


def test_what_may_find_something_when_shut_is_always_called():
    for fn in (_calls_another, _rewrites, _returns_on_shut, _loops, _other_text, lambda t: [], len):
        assert guard_clauses(fn) == (), fn.__name__


def _prepared(text: str) -> str:
    t = normalise(text).text
    gates.prepare(t)
    return t


@pytest.mark.parametrize("fn", [_stored, _stored_or, _substring_and, _either_needs_digit, _search_is_none, _search_inline,
                                _open_path_first])
def test_written_guards_skip_exactly(fn):
    chain = FinderChain([(fn, ())])
    for text in ["nothing at all", "brindlewick", "snorvaltic: 12", "plexomund 3", "Brindlewick owes 40",
                 "a: brindlewick", "PLEXOMUND", "12 plexomund and snorvaltic", "x: y", "brindlewick!", "snorvaltic!"]:
        t = _prepared(text)
        assert chain.first(t) == fn(t), (fn.__name__, text)


def test_the_running_reader_agrees_with_the_jump_graph():
    # (round 46's reader, where it reads a clause from a test alone: the running reader reads the same ones)
    agreed = 0
    for fn, *_rest in verdict._TOLD_CHAIN.steps:
        got = finder_dispatch._tests(fn)
        if got is None:
            continue
        tests, returns, start = got
        old = {(bits, every) for pos, (bits, every, *_r) in tests.items()
               if bits and finder_dispatch._all_return(tests, returns, start, {pos})}
        if old:
            assert set(finder_dispatch._interpreted_clauses(fn)) == old, fn.__name__
            agreed += 1
    assert agreed >= 45


def test_more_of_the_chain_is_gated():
    # (round 46: 53 of 88 finders read; round 47's running reader adds work_matters, household_money, health_papers, ...)
    gated = {fn.__name__ for fn, _args, anys, alls in verdict._TOLD_CHAIN.steps if anys or alls}
    assert len(gated) >= 60, sorted(gated)
    assert {"find_work_matters", "find_household_money", "find_health_papers", "find_stated_conditions",
            "find_owned_conditions", "find_unpaid_wages", "find_bare_values", "find_named_origins"} <= gated


def test_reading_compiles_nothing():
    before = LazyPattern.compiled_count
    for fn, *_rest in verdict._TOLD_CHAIN.steps:
        finder_dispatch._interpreted_clauses(fn)
    assert LazyPattern.compiled_count == before


_WRITTEN = [
    "Mein Arbeitgeber zahlt seit drei Monaten kein Gehalt mehr, ich weiß nicht weiter.",
    "Dostaję od pracodawcy resztę pensji w kopercie, 2 400 zł.",
    "We only have about 1,400 a month coming into the house since he lost the job.",
    "La mutuelle refuse de rembourser mon opération du genou.",
    "Я на 28-й неделе, врач говорит про гестоз.",
    "i'm 31 weeks with twins and the hospital wants me in every week",
    "Party: none. Religion: none. Notes: vegan",
    "Zahlungserinnerung: 3 Monate Miete offen, 2.850 €",
    "Ma fille Lina a une contre-indication au vaccin à cause de son traitement.",
    "Our neighbours are a lovely Roma family, the kids play with ours.",
    "The quarterly report is due Friday; I booked the meeting room for 10:00.",
    "",
]


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _WRITTEN + _random_texts(300, seed=47) + _key_texts() + _dev_texts()


def test_every_new_clause_is_the_finders_own(texts):
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


def test_the_chain_answers_as_with_round_46s_reader_and_as_every_finder(texts, monkeypatch):
    chain = verdict._TOLD_CHAIN
    monkeypatch.setattr(finder_dispatch, "_interpreted_clauses", lambda fn: ())
    old = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps])
    monkeypatch.undo()
    assert sum(1 for s in chain.steps if s[2] or s[3]) > sum(1 for s in old.steps if s[2] or s[3])
    every = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps], skips=False)
    for text in texts:
        t = _prepared(text)
        assert chain.first(t) == old.first(t) == every.first(t), text


def test_detect_is_the_same_with_the_gates_off(texts, monkeypatch):
    sample = texts[::3]
    on = [verdict.detect(t) for t in sample]
    monkeypatch.setattr(gates, "ENABLED", False)
    off = [verdict.detect(t) for t in sample]
    monkeypatch.setattr(gates, "ENABLED", True)
    assert [t for t, a, b in zip(sample, on, off) if a != b] == []


def test_adversarial_texts_around_the_new_guards():
    # each new guard's gate words alone, together, in capitals, glued, with and without a figure
    rng = random.Random(4747)
    words = ["gehalt", "kopercie", "coming into the house", "rembourser", "неделе", "weeks", "party:", "miete",
             "vaccin", "roma", "lohn", "employer", "salary", "wage", "Religion:", "benefit"]
    chain = verdict._TOLD_CHAIN
    every = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps], skips=False)
    for _ in range(300):
        picked = rng.sample(words, rng.randint(1, 3))
        text = " ".join(w.upper() if rng.random() < 0.2 else w for w in picked)
        if rng.random() < 0.5:
            text += f" {rng.randint(1, 9999)}"
        if rng.random() < 0.3:
            text = text.replace(" ", "")
        t = _prepared("my " + text)
        assert chain.first(t) == every.first(t), text


def test_module_doc_names_the_round():
    assert "Round 47 (rspeed)" in (finder_dispatch.__doc__ or "")
