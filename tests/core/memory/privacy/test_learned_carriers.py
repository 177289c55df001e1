"""Session 12: the learned model on carriers its corpus gained (benchmarks/privacy_synth/carriers.py): a terse
reply under the question it answers, a value in a table or JSON row, digits split by spaces; keyword families
across languages; and look-alikes of goods, logistics, banks, logs and configuration that stay green.
Sentences written here, not taken from any data file; each RED one is green by the rules alone."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import learned
from app.core.memory.privacy.detector.verdict import detect


@pytest.fixture(autouse=True)
def _model_on():
    before = learned.ENABLED
    learned.set_enabled(True)
    yield
    learned.set_enabled(before)


RED = [
    ("[Ola] a kod do skrytki?\n7 3 0 5 👍", "7 3 0 5"),                                       # split digits, terse
    ("| konto | login | hasło |\n|---|---|---|\n| NAS | ola | Tr4wa-9kQp-Lm2x |", "Tr4wa-9kQp-Lm2x"),  # a table row
    ('{"service": "nas", "user": "ola", "secret": "Tr4wa-9kQp-Lm2x"}', "Tr4wa-9kQp-Lm2x"),     # JSON
]


@pytest.mark.parametrize("text, value", RED)
def test_a_value_in_a_new_carrier_is_red_by_the_model(text, value):
    learned.set_enabled(False)
    assert not detect(text).is_red
    learned.set_enabled(True)
    verdict = detect(text)
    assert verdict.is_red
    assert value in [text[f.start:f.end] for f in verdict.findings]


def test_a_password_replied_under_its_question_is_red_by_the_rules():
    # (round 27: a password alone in the line after the one naming it - secret_distances.py - no longer needs the model)
    learned.set_enabled(False)
    text = "> jakie jest hasło do NAS-a?\nKsiezyc!Pole47"
    verdict = detect(text)
    assert verdict.is_red
    assert "Ksiezyc!Pole47" in [text[f.start:f.end] for f in verdict.findings]


GREEN = [
    "Typenschild: Seriennummer 7KX21984LM, welches Baujahr hat das Gerät?",
    "HS code 8471 30 00 for the laptop on the customs form, right?",
    "BIC COBADEFFXXX und BLZ 200 400 00 — wo trage ich das ein?",
    "traceId=4bf92f3577b34da6a3ce929d0e0e4736 status=502, why?",
    "SORT_KEY=updated_at and LED_PIN=13 in the firmware config",
    "Chapter 4. Code 5521 compiles fine now.",
    "container MSKU7730142 arrives in Rotterdam on Monday",
    "| order | status |\n|---|---|\n| WX-3894-4489 | shipped |",
    "> which version are you on?\n4.12.7",
]


@pytest.mark.parametrize("text", GREEN)
def test_look_alikes_in_new_carriers_stay_green(text):
    assert not detect(text).is_red, [text[f.start:f.end] for f in detect(text).findings]


def test_capital_letter_groups_are_scored_but_hyphenated_words_are_not():
    """A recovery key of capital-letter groups is a candidate; a hyphenated word or acronym pair is not."""
    text = "klucz: KQWN-PLMT-ZRXA-BVCD, a to well-known NATO-EU"
    found = [text[c.start:c.end] for c in learned.candidates(text)]
    assert found == ["KQWN-PLMT-ZRXA-BVCD"]


def test_keyword_families_pool_the_six_languages():
    fam = learned._family
    assert fam("hasełko") == fam("passwort") == fam("паролем") == fam("contraseña") == "pw"
    assert fam("geheimzahl") == fam("digicode") == "pin"
    assert fam("bestellnummer") == fam("zamówienie") == "order"
    assert fam("the") == "" and fam("x") == ""
