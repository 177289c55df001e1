"""Round 50 (rspeed): chain finders that were called on every message get guards finder_dispatch reads.

- intimate_acts (its `_shut` helper called isinstance), church_leaving (a generator expression: cells in its helper),
  emergency_stays (the "ER" place behind a substring test and an ungated pattern), short_notes (a slice of the text's
  head), cover_lists (the heading read from a slice) now give guard terms; the chain reads 98 of its 102 finders (93 at
  round 49).
- The forms read: `Gated.shut` / `LazyPattern.shut` (True exactly where the search returns None unrun), bound once
  through `gates.shut_of`, and `text.isascii()` (True under the term's ASCII condition).
- Exactness: wherever a finder's term holds for a prepared text, the finder returns []; the chain answers what calling
  every finder answers; detect() is the same without the skips - on sentences written here (red, yellow and green of the
  five families, in several languages and registers), random texts and texts built from the gates' keys.
"""
from __future__ import annotations

import random
import re

import pytest

from app.core.memory.privacy.detector import (
    church_leaving,
    cover_lists,
    emergency_stays,
    finder_dispatch,
    gates,
    intimate_acts,
    short_notes,
    verdict,
)
from app.core.memory.privacy.detector.finder_dispatch import FinderChain, guard_terms
from app.core.memory.privacy.detector.gates import opens, shut_of
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.text import lower_keep_length
from tests.core.memory.privacy.test_round46_rspeed import _key_texts, _random_texts

_FIVE = (intimate_acts.find_intimate_acts, church_leaving.find_church_leaving, emergency_stays.find_emergency_stays,
         short_notes.find_short_notes, cover_lists.find_cover_lists)


def _prepared(text: str) -> str:
    t = normalise(text).text
    gates.prepare(t)
    return t


@pytest.mark.parametrize("finder", _FIVE, ids=lambda f: f.__name__)
def test_the_five_guards_are_read(finder):
    assert guard_terms(finder), finder.__name__


def test_the_chain_reads_more_of_its_finders():
    chain = verdict._TOLD_CHAIN
    read = {fn.__name__ for (fn, _args, anys, alls), terms in zip(chain.steps, chain.terms) if anys or alls or terms}
    assert {f.__name__ for f in _FIVE} <= read
    assert len(read) >= 98, (len(read), len(chain.steps))  # (round 49: 93 of 102)


# ---------------------------------------------------------------- the forms read

_WORD = gates.gated(re.compile(r"(?<!\w)plorvex(?!\w)"))
_OTHER = gates.word_gate("quandrel")
_WORD_SHUT = shut_of(_WORD)
assert isinstance(_WORD, gates.Gated)


def _shut_guard(t):
    low = lower_keep_length(t)
    if _WORD_SHUT(low):
        return []
    return ["plorvex"] if "plorvex" in low else []


def _ascii_guard(t):
    if not t.isascii() or opens(t, _OTHER):
        return ["may"]
    return []


def _ascii_guard_after(t):  # (isascii read on the lower-cased copy, behind a shut test)
    low = lower_keep_length(t)
    if _WORD_SHUT(low) and low.isascii():
        return []
    return ["may"]


def test_shut_and_isascii_give_terms():
    (literals, conds), = guard_terms(_shut_guard)
    assert literals == ((_WORD._all, True),) and conds == 0  # noqa: SLF001
    (literals, conds), = guard_terms(_ascii_guard)
    assert literals == ((_OTHER, False),) and conds & finder_dispatch._COND_ASCII
    (literals, conds), = guard_terms(_ascii_guard_after)
    assert literals == ((_WORD._all, True),) and conds & finder_dispatch._COND_ASCII  # noqa: SLF001


def test_a_pattern_without_a_gate_is_never_shut():
    plain = re.compile(r"\s")
    assert gates.gated(plain) is plain or isinstance(gates.gated(plain), gates.Gated)
    assert shut_of(plain)("anything at all") is False


@pytest.mark.parametrize("fn", [_shut_guard, _ascii_guard, _ascii_guard_after])
def test_written_guards_skip_exactly(fn):
    chain = FinderChain([(fn, ())])
    for text in ["nothing here", "plorvex", "PLORVEX today", "a quandrel", "ünïcode plorvex", "ünïcode only",
                 "quandrel’s plorvex", "x plorvexing", "два слова", "quandrel 7"]:
        t = _prepared(text)
        assert chain.first(t) == (fn(t) or []), (fn.__name__, text)


def test_shut_is_the_search_gate(texts):
    lazies = [p for p in cover_lists._STEPS if isinstance(p, LazyPattern)]
    assert lazies
    eager = [p for p in (intimate_acts._AFFAIR_WORDS, emergency_stays._ER_PLACE) if isinstance(p, gates.Gated)]
    assert len(eager) == 2
    for text in texts:
        t = _prepared(text)
        low = lower_keep_length(t)
        for p in lazies + eager:
            if p.shut(low):
                assert p.search(low) is None, text
    before = LazyPattern.compiled_count
    for p in lazies:
        p.shut("a text no one prepared")
    assert LazyPattern.compiled_count == before  # (the table's gate: nothing compiled)


def test_the_er_place_is_read_as_before():
    # "(_PLACE_WORDS or _er) and _PLACE_RX" == "(_PLACE_WORDS or (_er and _ER_PLACE)) and _PLACE_RX"
    for text in ["mum is in the ER with a broken hip", "at er since 3am, they think its appendicitis", "in the er.",
                 "in er-2", "the error was mine", "in ergonomics class", "I'm at the ER", "we were in the era of disco",
                 "w szpitalu, in er", "at the ér now", "in the ER’s waiting room", "in er", "at era", "in the er\n"]:
        t = _prepared(text)
        low = lower_keep_length(t)
        old = (emergency_stays._PLACE_WORDS.search(low) is not None or emergency_stays._er(low)) \
            and emergency_stays._PLACE_RX.search(low) is not None
        new = (emergency_stays._PLACE_WORDS.search(low) is not None
               or (emergency_stays._er(low) and emergency_stays._ER_PLACE.search(low) is not None)) \
            and emergency_stays._PLACE_RX.search(low) is not None
        assert old == new, text


# ---------------------------------------------------------------- the five families, written here

_RED = [
    "He shoved me into the wardrobe door last night and I still have the bruise.",
    "my boyfriend slapped me again when I got home late",
    "Mein Mann hat mich gegen die Schranktür gestoßen.",
    "mi pareja me empujó contra la pared anoche",
    "Mon copain m'a poussée contre le mur hier soir.",
    "Чоловік штовхнув мене об стіну.",
    "My ex put an AirTag in my handbag, I found it yesterday.",
    "Llevo un año poniéndole los cuernos a mi marido.",
    "Scheidungstermin ist am 3. März, ich bin so nervös.",
    "I want to formally leave the Catholic Church, which office do I write to?",
    "Ich will aus der katholischen Kirche austreten.",
    "Quiero hacer la apostasía este año.",
    "aux urgences, fracture du bassin, ils m'opèrent demain",
    "jestem na SORze, wyszło zapalenie wyrostka",
    "30 тижнів, кровотеча, лежу в пологовому",
    "Had a miscarriage at 9 weeks, still processing it.",
    "started chemo on monday, round two next week",
    "Sertraline 50mg every morning, don't forget",
    "before Dan gets home: delete the chat, second phone in the gym bag, hotel receipt in the car bin",
    "bevor Tom heimkommt: Chat löschen, Hotelquittung weg, zweites Handy in die Sporttasche",
]
# (read by the exactness tests, no label asserted: green at round 49's end too - a recall gap of the STAY family, left to
# the rule owners; and a figurative push red there - a false red left to them)
_UNASSERTED = ["I'm in the ER with a broken hip, they're operating tomorrow", "He pushed me to apply for the job and I got it!"]
_GREEN_AND_YELLOW = [
    "the wave threw me onto the sand, what a day at the beach",
    "In the novel, the husband has an affair with his secretary.",
    "How does a divorce work in Spain in general?",
    "I'll leave the church at five and meet you at the cafe.",
    "Was kostet ein Kirchenaustritt eigentlich?",
    "the error was in the spreadsheet, in era terms it was minor",
    "We visited the hospital museum on our trip.",
    "Had a great time at the lake, thanks for coming!",
    "got the tickets, see you at the concert",
    "before mum gets home: tidy the room, do the dishes",
    "before Tom gets home: delete the chat with the plumber, buy milk",
    "Not sure if it's a sprain or something worse, my ankle hurts a bit.",
    "We went to the beach and had ice cream.",
    "Thanks! That’s a lovely picture of your garden.",
    "i cant believe its already december lol",
    "im at the er... just kidding, at the office",
]


def _family_texts(n: int, seed: int = 50) -> list[str]:
    rng = random.Random(seed)
    words = ["he", "she", "my", "husband", "ex", "shoved", "me", "into", "the", "door", "airtag", "affair", "divorce",
             "church", "leave", "faith", "kirche", "austreten", "in", "at", "er", "ER", "a&e", "hospital", "ward",
             "weeks", "bleeding", "had", "got", "started", "chemo", "mg", "before", "gets", "home:", "delete", "chat",
             "hotel", "receipt", "second", "phone", "’", "ʼ", "ünï", "на", "сорі", "12", "3am", ",", ".", "\n"]
    return [" ".join(rng.choice(words) for _ in range(rng.randint(1, 16))) for _ in range(n)]


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _RED + _UNASSERTED + _GREEN_AND_YELLOW + _family_texts(400) + _random_texts(150, seed=50) + _key_texts()[::4]


def test_every_term_of_the_five_is_the_finders_own(texts):
    chain = verdict._TOLD_CHAIN
    names = {f.__name__ for f in _FIVE}
    skipped = 0
    for text in texts:
        t = _prepared(text)
        mask = gates.text_mask(t)
        fails = 0 if t.isascii() else finder_dispatch._fails(t)
        for (fn, args, *_clauses), terms in zip(chain.steps, chain.terms):
            if fn.__name__ in names and terms and finder_dispatch._term_shut(terms, mask, fails):
                assert not fn(t, *args), (fn.__name__, text)
                skipped += 1
    assert skipped > 500


def test_the_chain_gives_what_calling_every_finder_gives(texts):
    chain = verdict._TOLD_CHAIN
    for text in texts:
        t = _prepared(text)
        called: list = []
        for fn, args, *_clauses in chain.steps:
            called = fn(t, *args)
            if called:
                break
        assert chain.first(t) == (called or []), text


def test_detect_is_the_same_without_skips(texts, monkeypatch):
    chain = verdict._TOLD_CHAIN
    every = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps], skips=False)
    on = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(verdict, "_TOLD_CHAIN", every)
    assert [t for t, a in zip(texts, on) if verdict.detect(t) != a] == []


@pytest.mark.parametrize("text", _RED)
def test_the_written_red_stay_red(text):
    assert verdict.detect(text).label == "red", text


def test_module_docs_name_the_round():
    for module in (church_leaving, cover_lists, emergency_stays, finder_dispatch, intimate_acts, short_notes):
        assert "Round 50 (rspeed)" in (module.__doc__ or ""), module.__name__
