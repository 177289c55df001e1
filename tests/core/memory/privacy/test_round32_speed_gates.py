"""Round 32 (rspeed): the cheap tests in front of round 30-31 scans that ran on every message skip only messages the
scan cannot match.

- gates.caseless_gate / opens_caseless: a case-insensitive pattern's word gate, closed only for an ASCII text;
- appositions.py: the reason clause behind its conjunctions' gate, the clipped "'s" behind its apostrophe scan, "As a"
  behind its opening words, the apposition gate behind two commas, the named opening behind a question;
- hurried_forms.py: the German words behind their gate, the rewrite skipped for a message it cannot change;
- secret_described.py: the password words behind their own word gates.
Each gate is checked against its pattern over every development text and test string (and a few made to trip it).
"""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from app.core.memory.privacy.detector import appositions, gates, hurried_forms, secret_described
from app.core.memory.privacy.detector.findings import lower_keep_length
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

pytestmark = pytest.mark.timeout(2400)

_TRIPS = (
    "WEIL ICH morgen frei brauche", "Sag ihm ab, weil ich Jude bin", "I can't come BECAUSE I'm sick", "bo ja tak chcę",
    "Bİn müde, weİl İch krank bin", "ſie ist da", "Write to my boss — I'm Jewish", "porque yo soy así, ya que yo sé",
    "Amelia's on methylphenidate for ADHD now", "Tom’s been taking insulin", "Life's been good", "It's on the table",
    "As a gay man on PrEP, how often should I get tested?", "Hello. As an ally, what can I do?", "Als gläubiger Muslim, "
    "wie soll ich fasten?", "x\nJako katoliczka, co mam zrobić?", "En tant que juive, je me demande", "has a car, sure",
    "My dad, Peter, has just been diagnosed with Parkinson's", "my sister Anna has cancer, how do I help her?",
    "hab eine affaere mit meinem nachbarn mein mann ahnt nichts", "DIE MUELLERS SIND DA", "estamos divorciándonos, la vista",
    "nous sommes en train de divorcer, que faire ?", "mein passwort ist blau 77", "my password is green frog, ok",
    "Passion fruit and a monkey key ring", "the wifi key is on the router", "Kennwort: Sommer",
)


@lru_cache(maxsize=1)
def _texts() -> tuple[str, ...]:
    return tuple(normalise(t).text for t in development_texts() + _TRIPS)


def test_a_caseless_gate_closes_only_for_an_ascii_text_without_its_words():
    pattern = re.compile(r"(?<!\w)(?:weil|denn)\s+ich(?!\w)", re.IGNORECASE)
    gate = gates.caseless_gate(pattern)
    for text, match in (("WEIL ICH gehe", True), ("x Denn ich", True), ("nothing here at all", False),
                        ("ein Weiler, ich", False), ("weİl İch", True), ("weıl ıch", True)):
        gates.prepare(text)
        assert bool(pattern.search(text)) is match, text
        if match:
            assert gates.opens_caseless(text, gate), text
    gates.prepare("nothing here at all")
    assert not gates.opens_caseless("nothing here at all", gate)
    assert gates.opens_caseless("never prepared, weil", gate)
    with pytest.raises(ValueError):
        gates.caseless_gate(re.compile(r"Weil ich", re.IGNORECASE))


def test_the_gated_scans_match_nothing_where_their_gates_close():
    closed = {"reason": 0, "clipped": 0, "as_a": 0, "commas": 0, "ask": 0, "german": 0, "rewrite": 0, "key": 0,
              "own_key": 0}
    for t in _texts():
        gates.prepare(t)
        if not gates.opens_caseless(t, appositions._REASON_GATE):
            closed["reason"] += 1
            assert appositions._REASON.search(t) is None, t
        if appositions._CLIPPED_GATE.search(t) is None:
            closed["clipped"] += 1
            assert appositions._CLIPPED.search(t) is None, t
        if not (appositions._AS_A_FIRST.match(t) or appositions._AS_A_LATER.search(t)):
            closed["as_a"] += 1
            assert appositions._AS_A.search(t) is None, t
        if t.count(",") < 2:
            closed["commas"] += 1
            assert appositions._GATE_APPOSITION.search(t) is None, t
        if appositions._ASK_AFTER.search(t) is None:
            closed["ask"] += 1
        if not gates.opens_caseless(t, hurried_forms._GERMAN_GATE):
            closed["german"] += 1
            assert hurried_forms._GERMAN.search(t) is None, t
        if ("," in t or "?" in t) and "en train de" not in t and ("nd" not in t or t.isascii()) and (
                not hurried_forms._may_umlaut(t)):
            closed["rewrite"] += 1
            assert hurried_forms._rewrite(t) == t, t
        low = lower_keep_length(t)
        for name, pattern in (("key", secret_described._KEY), ("own_key", secret_described._OWN_KEY)):
            assert isinstance(pattern, gates.Gated)
            if pattern.search(low) is None:
                closed[name] += 1
                assert re.compile(pattern.pattern, pattern.flags).search(low) is None, t
    # every gate closes for most texts (else it is no gate)
    assert all(n > 10_000 for n in closed.values()), closed


@pytest.mark.parametrize("text", [
    "Write to my boss that I need Friday off because I'm Jewish and it's Yom Kippur",
    "Napisz prośbę o wolne, bo jestem Żydem",
    "Напиши прохання про вихідний на Великдень, бо я грекокатолик і співаю в церковному хорі",
    "Amelia's on methylphenidate for ADHD now",
    "My dad, Peter, has just been diagnosed with Parkinson's, what should I ask?",
    "As a gay man on PrEP, how often should I get tested?",
    "hab eine affaere mit meinem nachbarn mein mann ahnt nichts",
    "im a paid member of the green party should i put that on my cv",
])
def test_the_gated_finders_still_find(text):
    from app.core.memory.privacy.detector.verdict import detect

    assert detect(text).label == "red"
