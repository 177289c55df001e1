"""told_needs.py: a told-chain finder's declared precondition skips it only where its body would find nothing.

Every declared finder runs on every development text (and its lower-cased and plain-typed copies: the patterns read
folded text too) with the precondition and without it (its body, `__wrapped__`): the findings must be the same."""
from __future__ import annotations

import inspect
import unicodedata

import pytest

from app.core.memory.privacy.detector import gates, told_needs, verdict
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

pytestmark = pytest.mark.timeout(2400)


def _plain(s: str) -> str:
    s = s.replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def _declared() -> list:
    found = [getattr(verdict, n) for n in dir(verdict) if getattr(getattr(verdict, n), "shut", None) is not None]
    assert found, "no told-chain finder declares a precondition"
    assert {id(f) for f in found} <= {id(f) for f in told_needs.DECLARED}
    return found


def _call(f, t: str):
    extra = len(inspect.signature(f.__wrapped__).parameters) - 1
    return f(t, *[verdict.find_disclosures] * extra)


def _body(f, t: str):
    extra = len(inspect.signature(f.__wrapped__).parameters) - 1
    return f.__wrapped__(t, *[verdict.find_disclosures] * extra)


def _variants(raw: str) -> set[str]:
    return {raw, raw.lower(), _plain(raw), _plain(raw).lower()}


def test_declared_preconditions_change_no_finding_on_any_development_text():
    finders = _declared()
    texts = development_texts()
    assert len(texts) > 5000
    skipped = {f.__name__: 0 for f in finders}
    found = {f.__name__: 0 for f in finders}
    differ = []
    for raw in texts:
        for v in _variants(raw):
            t = normalise(v).text
            gates.prepare(t)
            for f in finders:
                with_need, body = _call(f, t), _body(f, t)
                if with_need != body:
                    differ.append((f.__name__, t, with_need, body))
                found[f.__name__] += bool(body)
                # (skipped: the declaration closed - the body was not needed; counted by asking it directly)
                mask = gates.text_mask(t)
                skipped[f.__name__] += mask is not None and not with_need and not body and _closed(f, t)
    assert not differ, differ[:3]
    for name in found:
        assert found[name] > 0, name  # each declared finder finds something on the development texts ...
        assert skipped[name] > len(texts) // 4, (name, skipped[name])  # ... and its declaration closes on many


def _closed(f, t: str) -> bool:
    """The declaration alone says `t` cannot give a finding."""
    return f.shut(t)


@pytest.mark.parametrize("text", [
    "ok", "sounds good", "see you tomorrow then", "Ça marche, à demain !", "Dzięki, do jutra", "Bis morgen dann",
    "Hasta mañana", "Дякую, до завтра", "Спасибо, до завтра",
])
def test_short_chat_closes_every_declaration_and_stays_green(text):
    t = normalise(text).text
    gates.prepare(t)
    for f in _declared():
        assert _closed(f, t), (f.__name__, text)
    assert verdict.detect(text).label == "green"


@pytest.mark.parametrize("text", [
    "Seit wir im Frauenhaus sind, schläft meine Tochter wieder durch",
    "Od marca mieszkamy w domu dla kobiet, mąż nie zna adresu",
    "Nous les Maghrébins, on se serre les coudes au foyer",
    "We finally got a protection order against him, the kids and I are at my sister's",
])
def test_a_text_opening_a_declared_gate_still_reaches_the_finder(text):
    t = normalise(text).text
    gates.prepare(t)
    f = verdict.find_implied_bonds
    assert not _closed(f, t), text
    assert _call(f, t) == _body(f, t)


def test_a_string_never_prepared_always_runs_the_finder():
    calls = []
    finder = told_needs.needs(lambda: (gates.word_gate("zzqqxx"),))(lambda t: calls.append(t) or [])
    try:
        finder("not prepared anywhere at all")
        assert calls == ["not prepared anywhere at all"]
        t = normalise("prepared, and without the word").text
        gates.prepare(t)
        finder(t)
        assert len(calls) == 1  # prepared and closed: skipped
        gates.ENABLED = False
        finder(t)
        assert len(calls) == 2  # the gates off (the gate tests): the finder runs
    finally:
        gates.ENABLED = True
        told_needs.DECLARED.pop()


def test_a_plain_pattern_or_a_gate_less_alternative_always_opens():
    assert told_needs._resolve((0,)) is None
    assert told_needs._resolve((object(),)) is None
    assert told_needs._resolve((told_needs.All(6), 8)) == (8, (6,))
