"""Round 48 (rspeed): guard terms (finder_dispatch.guard_terms) - the chain's finders whose guards test lazy patterns, a
copy of the text with its curly apostrophes replaced, a digit by "re.compile(r'\\d').search", or several tests all shut.

- Written guards of each form give the terms expected; guards that call anything else, loop, or replace a character an
  ASCII text may hold give none (always called, as before).
- Wherever a term holds for a prepared text (its literals shut, its conditions met), the finder returns []; the chain
  answers what calling every finder answers, on random texts (curly apostrophes, Cyrillic, digits), texts built from the
  gates' keys, development texts and sentences written here - and the detector's verdicts are those with the gates off.
- Reading the terms compiles nothing; the chain reads more finders than round 47 (63 of 91).
"""
from __future__ import annotations

import random
import re

import pytest

from app.core.memory.privacy.detector import finder_dispatch, gates, verdict
from app.core.memory.privacy.detector.finder_dispatch import FinderChain, guard_clauses, guard_terms
from app.core.memory.privacy.detector.gated_lazy import GatedLazyPattern
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.text import lower_keep_length
from tests.core.memory.privacy.test_round46_rspeed import _dev_texts, _key_texts, _random_texts

_P = gates.gated(re.compile(r"(?<!\w)quorvant (?:owes|lent) \d+"))
_Q = gates.gated(re.compile(r"(?<!\w)zelbrine(?!\w)"))
_DIGIT = re.compile(r"\d").search
_DASHED = re.compile(r"\d")
assert isinstance(_P, gates.Gated) and isinstance(_Q, gates.Gated)


def _replaced(t):
    low = lower_keep_length(t).replace("’", "'")
    if not _P.search(low):
        return []
    return ["p on the copy"]


def _replaced_if(t):
    low = lower_keep_length(t)
    if "’" in low or "ʼ" in low:
        low = low.replace("’", "'").replace("ʼ", "'")
    m = _P.search(low)
    if m is None:
        return []
    return ["p maybe on the copy"]


def _both_shut(t):
    low = lower_keep_length(t)
    if _P.search(low):
        return ["p"]
    if _Q.search(low) is not None:
        return ["q"]
    return []


def _digit_and_pattern(t):
    low = lower_keep_length(t)
    if not _DIGIT(t):
        if _Q.search(low):
            return ["q without a digit"]
        return []
    if _DASHED.search(low) is None:
        return []
    return ["digit"]


def _ascii_replaced(t):  # (a replaced ASCII character: no term - an ASCII text may hold it)
    low = lower_keep_length(t).replace("-", " ")
    if not _P.search(low):
        return []
    return ["p dashed"]


def _calls_another(t):
    low = lower_keep_length(t).replace("’", "'")
    if _helper(low):
        return ["helper"]
    if not _P.search(low):
        return []
    return ["p"]


def _helper(s):
    return "!" in s


def _helped(t):  # a guard through the module's helpers: each returns a false value when its pattern is shut
    low = lower_keep_length(t)
    found = _first_helper(low) or _second_helper(t, low)
    return [found] if found else []


def _first_helper(low):
    for m in _P.finditer(low):
        return m.group()
    return None


def _second_helper(t, low, rx=_Q):
    if rx.search(low) is None:
        return ""
    return t


def _helper_may_find(t):  # (a helper that may answer whatever the gates say: no term)
    low = lower_keep_length(t)
    if _helper(low):
        return ["!"]
    return _second_helper(t, low) or []


def test_written_guards_give_their_terms():
    p, q = (_P._all, True), (_Q._all, True)
    apostrophe = finder_dispatch._ABSENT["’"]
    assert guard_clauses(_replaced) == ()
    assert guard_terms(_replaced) == (((p,), apostrophe),)
    assert guard_terms(_replaced_if) == (((p,), apostrophe | finder_dispatch._ABSENT["ʼ"]),) or \
        guard_terms(_replaced_if) == (((p,), 0),)
    assert guard_terms(_both_shut) == (((p, q), 0),) or guard_terms(_both_shut) == (((q, p), 0),)
    (literals, conds), = guard_terms(_digit_and_pattern)
    assert set(literals) == {(gates.DIGIT_BIT, False), q} and conds == 0
    (literals, conds), = guard_terms(_helped)
    assert set(literals) == {p, q} and conds == 0
    for fn in (_ascii_replaced, _calls_another, _helper_may_find):
        assert guard_terms(fn) == (), fn.__name__


def _prepared(text: str) -> str:
    t = normalise(text).text
    gates.prepare(t)
    return t


@pytest.mark.parametrize("fn", [_replaced, _replaced_if, _both_shut, _digit_and_pattern, _ascii_replaced, _calls_another,
                                _helped, _helper_may_find])
def test_written_guards_skip_exactly(fn):
    chain = FinderChain([(fn, ())])
    for text in ["nothing at all", "quorvant owes 12", "Quorvant’s friend owes 4", "quorvant’ lent 7", "zelbrine",
                 "ZELBRINE ’ 5", "a zelbrine! 3", "quorvant owes 3 zelbrine", "kein ʼ hier 9", "x-y quorvant lent 1"]:
        t = _prepared(text)
        assert chain.first(t) == (fn(t) or []), (fn.__name__, text)


def test_lazy_patterns_read_from_the_table():
    # a lazy pattern the table holds gives a literal of its entry's bits; one it lacks gives none
    lazy = [x for x in finder_dispatch.__dict__.values()]  # (nothing of the module's own)
    assert not any(isinstance(x, LazyPattern) for x in lazy)
    fresh = GatedLazyPattern(r"(?<!\w)vorpalinth(?!\w)")
    assert finder_dispatch._rich_test(fresh, "search", [("low",)], 0) is None  # (not in the table)


_WRITTEN = [
    "I’m Eritrean and my asylum claim is still pending, they said six more months.",
    "Mój mąż rozbił mi telefon podczas kłótni.",
    "my husband smashed my phone and the bathroom door last night",
    "Я проиграл на ставках всю зарплату, 40 тысяч.",
    "Fracture du poignet en vélo, opérée avec une plaque, j’ai six semaines de plâtre.",
    "I told the nurse I fell down the stairs, but it was my boyfriend.",
    "Ich mache seit März eine Alkoholentwöhnung in der Tagesklinik.",
    "Ich nehme seit zwei Wochen Sertralin, 50 mg.",
    "age 34, bi, looking for friends",
    "we’re going to the lake on saturday, want to come?",
    "The invoice number is 2025-0411, can you check it?",
    "Thanks! That’s a lovely picture of your garden.",
    "Моя сестра ходить до школи № 12.",
]


def _curly_texts(n: int, seed: int = 48) -> list[str]:
    rng = random.Random(seed)
    words = ["I’m", "i'm", "my", "husband", "owes", "lent", "smashed", "phone", "fell", "asylum", "betting", "lost",
             "mg", "sertraline", "ʼ", "’", "пін", "на", "ставках", "зарплату", "fracture", "ASCII", "7", "2 400 €",
             "quorvant", "zelbrine", "rehab", "clinic", "weeks", "bi", "age", "34", "gambling", "injury"]
    return [" ".join(rng.choice(words) for _ in range(rng.randint(1, 14))) for _ in range(n)]


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _WRITTEN + _curly_texts(300) + _random_texts(100, seed=48) + _key_texts()[::3] + _dev_texts(200)


def test_every_term_is_the_finders_own(texts):
    chain = verdict._TOLD_CHAIN
    checked = 0
    for text in texts:
        t = _prepared(text)
        mask = gates.text_mask(t)
        fails = 0 if t.isascii() else finder_dispatch._fails(t)
        for (fn, args, *_clauses), terms in zip(chain.steps, chain.terms):
            if terms and finder_dispatch._term_shut(terms, mask, fails):
                assert not fn(t, *args), (fn.__name__, text)  # (the chain reads an answer by its truth)
                checked += 1
    assert checked > 2000


def test_the_chain_gives_what_calling_every_finder_gives(texts):
    chain = verdict._TOLD_CHAIN
    for text in texts:
        t = _prepared(text)
        called = []
        for fn, args, *_clauses in chain.steps:
            called = fn(t, *args)
            if called:
                break
        assert chain.first(t) == (called or []), text


def test_detect_is_the_same_with_the_gates_off(texts, monkeypatch):
    on = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(gates, "ENABLED", False)
    off = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(gates, "ENABLED", True)
    assert [t for t, a, b in zip(texts, on, off) if a != b] == []


def test_detect_is_the_same_without_skips(texts, monkeypatch):
    chain = verdict._TOLD_CHAIN
    every = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps], skips=False)
    assert not any(every.terms)
    on = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(verdict, "_TOLD_CHAIN", every)
    assert [t for t, a in zip(texts, on) if verdict.detect(t) != a] == []


def test_more_of_the_chain_is_read():
    chain = verdict._TOLD_CHAIN
    read = {fn.__name__ for (fn, _args, anys, alls), terms in zip(chain.steps, chain.terms) if anys or alls or terms}
    assert len(read) >= 82, sorted(read)  # (round 47: 63 of 91 read)
    assert {"find_abuse_forms", "find_covered_blows", "find_named_drugs", "find_gaming_losses", "find_origin_status",
            "find_addiction_care", "find_claimed_injuries", "find_smashed_things", "find_pasted_records",
            "find_profile_orientations", "find_prose_disclosures", "find_own_shortfalls", "find_passing_mentions",
            "find_treatment_courses", "find_implied_orientations", "find_chat_relays", "find_estate_matters",
            "find_implied_bonds", "find_party_support"} <= read


def test_reading_the_terms_compiles_nothing():
    before = LazyPattern.compiled_count
    for fn, *_rest in verdict._TOLD_CHAIN.steps:
        guard_terms(fn)
    assert LazyPattern.compiled_count == before


def test_rebind_keeps_the_terms():
    chain = FinderChain([(_replaced, ())])

    def _replaced_wrapped(t):
        return _replaced(t)

    chain.rebind({"_replaced": _replaced_wrapped})
    assert chain.steps[0][0] is _replaced_wrapped and chain.terms[0] == guard_terms(_replaced)
    chain.rebind({"_replaced": _replaced})


def test_module_doc_names_the_round():
    assert "Round 48 (rspeed)" in (finder_dispatch.__doc__ or "") or "Round 48 (rspeed)" in (FinderChain.__doc__ or "")
