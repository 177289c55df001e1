"""Round 21 (ldisc3): the learned disclosure model retrained with per-kind red twins (twins-disclosure-b.jsonl), and a
kind head that names the kind right or, unsure, names none.

RED: disclosures the rules leave green that the session-17 model (resources/privacy/disclosure_model.npz at 74f32b2)
also missed; the retrained model catches them. KIND: model reds whose reason named the wrong kind before. GREEN
(guards, green before too): the same topics without a disclosure, which stay green.

All sentences here are written for these tests (none is taken from a benchmark file or the twins files).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import disclosure_model
from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.verdict import detect

RED: list[tuple[str, Kind]] = [
    ("Я дванадцять років очолював профком на шахті, а тепер мене не беруть на роботу.", Kind.BELIEFS),
    ("My dad drowned in front of me when I was nine and I still can't go near the sea.", Kind.RELATIONSHIP),
]

# red before too, but the reason named another kind (health, sexuality)
KIND: list[tuple[str, Kind]] = [
    ("I send 250 a month to my parents in Lagos and live on rice and beans myself.", Kind.FINANCE),
]

# written for the model, then caught by round 21's rules (rdisc3) once both were merged: red, with the right kind,
# whichever of them decides
BOTH: list[tuple[str, Kind]] = [
    ("J'ai été élue CGT au comité d'entreprise pendant douze ans, ça m'a coûté ma promotion.", Kind.BELIEFS),
    ("Mi hija no me habla desde hace cinco años y no conozco a mi nieto.", Kind.RELATIONSHIP),
    ("I pay my cleaner Marta £14 an hour and she wants £16, I honestly can't stretch to it.", Kind.FINANCE),
    # round 42 (rrel): a child taken abroad by the writer's ex is read by taken_children.py too
    ("Moja była zabrała syna do Anglii bez mojej zgody i nie daje mi z nim rozmawiać.", Kind.RELATIONSHIP),
]

# guards: green before and after
GREEN: list[str] = [
    "Ile osób liczy komisja zakładowa Solidarności w typowej szkole?",
    "My wife Helen and I have been married for nine years, any ideas for a weekend in Wales?",
    "Mein Mitbewohner Lukas und ich suchen eine größere Wohnung in Köln.",
    "¿Cómo se reconstruye la relación con un hijo adulto después de años sin hablar?",
    "Dans le film, l'homme voit une autre femme et son épouse le découvre à Noël.",
    "What's the cheapest way to send money to Nigeria from the UK?",
    "What should I say if a friend tells me they don't want to wake up anymore?",
]


@pytest.fixture
def rules_only():
    disclosure_model.set_enabled(False)
    yield
    disclosure_model.set_enabled(True)


@pytest.mark.parametrize(("text", "kind"), RED)
def test_the_retrained_model_catches_these(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert "learned message model" in verdict.reason
    assert verdict.findings[0].kind is kind


@pytest.mark.parametrize(("text", "kind"), RED + KIND)
def test_the_rules_alone_leave_them_green(text: str, kind: Kind, rules_only: None) -> None:
    assert not detect(text).is_red, text


@pytest.mark.parametrize(("text", "kind"), KIND)
def test_the_reason_names_the_right_kind(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert verdict.findings[0].kind is kind
    assert verdict.reason.startswith(f"{kind.value} disclosure"), verdict.reason


@pytest.mark.parametrize(("text", "kind"), BOTH)
def test_rules_or_model_name_the_right_kind(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert verdict.findings[0].kind is kind


@pytest.mark.parametrize("text", GREEN)
def test_topic_twins_stay_green(text: str) -> None:
    assert not detect(text).is_red, text


def test_an_unsure_kind_head_names_no_kind() -> None:
    model = disclosure_model.load()
    assert model is not None
    text = "Meine Frau und ich leben seit dem Frühjahr getrennt, muss ich das dem Finanzamt melden?"  # round 20's red
    kind, p = model.kind(text)
    assert kind is Kind.RELATIONSHIP and 0.0 < p <= 1.0
    saved = model.kind_min
    try:
        model.kind_min = 1.01  # no probability reaches it
        (finding,) = disclosure_model.find_disclosure_model(text, model)
        assert finding.reason == "sensitive personal disclosure (learned message model)"
        assert finding.kind is Kind.RELATIONSHIP
        model.kind_min = 0.0
        (finding,) = disclosure_model.find_disclosure_model(text, model)
        assert finding.reason == "relationship disclosure (learned message model)"
    finally:
        model.kind_min = saved
