"""Round 24 (ldisc4, session 21): the learned disclosure model retrained on the development sets up to broad-zzt, with
Cyrillic read in Latin letters (so that "U menja depressija" typed on a Latin keyboard reads as "У меня депрессия")
and a third twins file (twins-disclosure-c.jsonl: everyday lines, also Cyrillic typed in Latin letters, and topic
questions).

RED: disclosures the rules leave green and the session-18 model (resources/privacy/disclosure_model.npz at ee5b4b7)
missed; the retrained model catches them with the right kind. GREEN: topic questions and everyday lines (in Latin
letters too), green before and after.

All sentences here are written for these tests (none is taken from a benchmark file or the twins files).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import disclosure_model
from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.verdict import detect

RED: list[tuple[str, Kind]] = [
    ("U menja depressija uzhe god, p'ju antidepressanty, no na rabote ob etom ne znajut.", Kind.HEALTH),
    ("Ja gej, i v sem'e ob etom nikto ne znaet.", Kind.SEXUALITY),
    ("Muzh izmenjaet mne s kollegoj, ja nashla perepisku.", Kind.RELATIONSHIP),
]

GREEN: list[str] = [
    "Jak zagalom oformljujetsja rozluchennja v Chehiji, jaki dokumenty potribni?",
    "Shcho take diabet pershoho typu, pojasny dlja urocu biologiji.",
    "Kak voobshche lechat depressiju, obijasni dlja stat'i.",
    "Kakie dokumenty nuzhny, chtoby snjat' kvartiru v Prage?",
    "Ja pracjuju na skladi i hochu piti na kursy polskoji movy, de jih shukaty?",
    "How does a no-fault divorce work in Scotland, in general terms?",
    "Was passiert, wenn man als Mieter mit zwei Monatsmieten im Rückstand ist? Für eine Hausarbeit.",
    "Wie erkläre ich Kindern in der Grundschule, was Alkoholsucht ist?",
    "¿Cómo funciona la pensión de alimentos en España, en general?",
    "Napisz artykuł o tym, jak rozpoznać romans w serialu kryminalnym.",
]


@pytest.fixture
def rules_only():
    disclosure_model.set_enabled(False)
    yield
    disclosure_model.set_enabled(True)


@pytest.mark.parametrize(("text", "kind"), RED)
def test_the_retrained_model_catches_these(text: str, kind: Kind) -> None:
    assert detect(text).is_red, text
    # the model on its own (round 24's rules, merged after it, read two of these as Russian and catch them too)
    found = disclosure_model.find_disclosure_model(text)
    assert found, text
    assert found[0].kind is kind
    assert "learned message model" in found[0].reason


def test_the_rules_alone_leave_this_one_green(rules_only: None) -> None:
    # what only the model catches: a coming-out said in Russian typed in Latin letters
    text = RED[1][0]
    assert not detect(text).is_red, text
    disclosure_model.set_enabled(True)
    assert "learned message model" in detect(text).reason


@pytest.mark.parametrize("text", GREEN)
def test_topic_questions_stay_green(text: str) -> None:
    assert not detect(text).is_red, text


def test_cyrillic_is_read_in_latin_letters() -> None:
    # the same features whichever script the words were typed in (Russian и as i, Ukrainian as y)
    assert disclosure_model.features("У меня долг") == disclosure_model.features("U menja dolg")
    assert list(disclosure_model.words("Я вагітна, чоловік знає")) == ["ja", "vagitna", "cholovik", "znaje"]
    assert list(disclosure_model.words("Мы были в Житомире")) == ["my", "byli", "v", "zhitomire"]
    assert list(disclosure_model.words("Ми були в Житомирі")) == ["my", "buly", "v", "zhytomyri"]
