"""Round 20 (ldisc2): the learned whole-message disclosure model (disclosure_model.py), switched on behind the rules.

It reads a message as a bag of words and adds red only where the rules found nothing. RED: disclosures in words the
rules do not read, each green on the code before this round (the rules alone: `set_enabled(False)` is that code's
behaviour, verdict.py only gained the call). GREEN: topic twins, the harmless neighbours of a disclosure (a gym or
a choir, a union in the news, a couple in neutral words, a condition asked about in general), which must stay green.

All sentences here are written for these tests (none is taken from a benchmark file or the twins file).
"""
from __future__ import annotations

import math

import pytest

from app.core.memory.privacy.detector import disclosure_model
from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.lived_acts import find_lived_acts
from app.core.memory.privacy.detector.verdict import detect

RED = [
    ("Meine Frau und ich leben seit dem Frühjahr getrennt, muss ich das dem Finanzamt melden?", Kind.RELATIONSHIP),
    ("Estoy en el paro desde marzo y ya no me llega para el alquiler.", Kind.FINANCE),
]

# Written for the model, then caught by round 20's rules too (vocab/lexicon.py, merged beside it): red either way.
RED_BY_BOTH = [
    "Ich habe eine bipolare Störung und nehme jeden Abend Lithium.",
    "Mi marido tiene otra familia en Zaragoza, con dos niños, y yo no sabía nada.",
    "Soy una mujer trans y mi jefe sigue usando mi nombre antiguo.",
    "My partner and I are two women and we want to adopt, where do we start?",
    "Чоловік має другу сім'ю в Одесі, я дізналася випадково.",
    # (round 38: a union named after "jestem w" is read by the rules, implied_bonds.py)
    "Jestem w Solidarności w zakładzie i kierownik chyba coś wie.",
]

GREEN = [
    "I'm a member of the bouldering gym, what chalk do you recommend?",
    "Jestem w chórze od czterech lat, w maju śpiewamy w katedrze.",
    "Ich bin seit 2015 im Schützenverein und wir planen das Sommerfest.",
    "Ich bin Mitglied im Kegelclub, wir suchen eine neue Bahn.",
    "The nurses' union held a press conference about the new rota this morning.",
    "Who founded the Christian Democratic Union and when?",
    "Estoy enamorado de esta ciudad, ¿qué barrio me recomiendas para vivir?",
    "My wife and I have been together for five years and we're planning a trip to Iceland.",
    "Mi novio trabaja en Valencia entre semana y los viernes vuelve a casa.",
    "Жінка думає, що я на роботі, а я купую їй квіти на річницю.",
    "What are the first signs of Parkinson's disease in general?",
    "How does the NHS decide which cancer drugs to fund?",
    "In the novel, the detective discovers the minister's affair.",
    "How long does a divorce take in France, roughly?",
    "Je suis infirmière de nuit en pédiatrie, quels en-cas pour tenir jusqu'au matin ?",
    "Je ne suis pas croyante mais j'aime chanter des chants grégoriens dans la chorale.",
    "My sister beat me at chess again, how do I defend against the Sicilian?",
    "My mum is a pharmacist and works Saturdays, what can I cook for her?",
    "Our book club is reading a memoir about a family's bankruptcy, suggest questions for the discussion.",
    # a question put as a condition is asked, not told (the model scored it above its threshold before)
    "Do I have to tell my insurer if I have diabetes?",
]


@pytest.fixture
def rules_only():
    disclosure_model.set_enabled(False)
    yield
    disclosure_model.set_enabled(True)


@pytest.mark.parametrize(("text", "kind"), RED)
def test_model_catches_what_the_rules_miss(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert verdict.findings[0].kind is kind
    assert "learned message model" in verdict.reason


@pytest.mark.parametrize(("text", "kind"), RED)
def test_those_reds_were_green_before(text: str, kind: Kind, rules_only: None) -> None:
    if find_lived_acts(text):  # a union membership said as "jestem w Solidarności": read by the rules since round 26
        assert detect(text).findings[0].kind is kind
        return
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", RED_BY_BOTH)
def test_reds_the_rules_now_catch_stay_red_with_the_model_on(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_topic_twins_stay_green(text: str) -> None:
    assert not detect(text).is_red, text


def test_model_loads_without_numpy_and_scores_in_order() -> None:
    model = disclosure_model.load()
    assert model is not None
    assert math.isfinite(model.threshold) and math.isfinite(model.gate)
    assert len(model.weights) > 10_000 and all(0 <= b < 1 << disclosure_model.BITS for b in list(model.weights)[:1000])
    told = model.score(RED[0][0])
    assert told >= model.threshold
    assert model.score(GREEN[0]) < model.threshold
    assert model.score("") == -math.inf


def test_a_denial_is_left_to_the_rules() -> None:
    model = disclosure_model.load()
    text = "I'm not bipolar, I just have a lot of energy in the mornings."
    assert disclosure_model.find_disclosure_model(text, model) == []


def test_switched_off_it_finds_nothing(rules_only: None) -> None:
    assert disclosure_model.find_disclosure_model(RED[0][0]) == []


def test_features_are_the_training_features() -> None:
    # the trainer (benchmarks/privacy_synth/disclosure_model.py) reads `hashed`: words, five-letter stems, pairs
    feats = disclosure_model.features("Żółć, Straße 12 déjà-vu")
    assert feats == ["wzolc", "wstrasse", "wdeja", "wvu", "pstras", "bzolc strasse", "bstrasse deja", "bdeja vu"]
    assert disclosure_model.hashed("a b") == [disclosure_model.bucket(g) for g in ("wa", "wb", "ba b")]
