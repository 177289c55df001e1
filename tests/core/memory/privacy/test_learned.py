"""The learned token model beside the rules (detector/learned.py): it ships with the package, loads
fast, adds red where the rules see nothing, keeps look-alikes green and reports spans on the text the
user typed. Sentences are written here, not taken from any data file."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.memory.privacy.detector import learned
from app.core.memory.privacy.detector.verdict import detect, redact
from app.core.paths import resource_path

ROOT = Path(__file__).resolve().parents[4]

# Values in shapes no rule knows, each after words that say what it is.
RED = [
    ("nowe hasełko do skrzynki: zaBawa77kot, zapisz gdzieś", "zaBawa77kot"),
    ("Kennung fürs Vereinskonto: Wz4!pLq9xx", "Wz4!pLq9xx"),
    ("token do drukarki: PrN-77ab-Qx21", "PrN-77ab-Qx21"),
    ("dostęp do routera: admin Kr0k0dyl!2", "Kr0k0dyl!2"),  # ("admin / X" is a rule's since round 9)
]
# Look-alikes of the same shapes that must stay green.
GREEN = [
    "Bestellung WX-3894-4489 ist seit Montag unterwegs, wann kommt sie?",
    "after the upgrade to 4.12.7-rc2 the build fails on arm64",
    "Lottozahlen vom Samstag: 4 11 19 27 38 45, haben wir was?",
]


@pytest.fixture(autouse=True)
def _model_on():
    """These tests are about the model: on for each of them, whatever the shipped default, then back."""
    before = learned.ENABLED
    learned.set_enabled(True)
    yield
    learned.set_enabled(before)


def test_the_model_file_is_a_small_resource_that_loads_in_under_a_second():
    path = resource_path(*learned.MODEL_FILE)
    assert path.is_file()
    assert path.stat().st_size < 3_000_000
    learned.load.cache_clear()
    start = time.process_time()  # CPU time: the shared test machine's load does not count against it
    model = learned.load()
    elapsed = time.process_time() - start
    assert model is not None
    assert 0.0 < model.threshold < 1.0
    assert elapsed < 1.0


def test_the_package_build_ships_the_model(tmp_path):
    """What `pip install .` installs: setup.py's build_py on a copy of the sources puts the model
    under app/resources/, where resource_path finds it in an installed package."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "app", src / "app", ignore=ignore)
    shutil.copytree(ROOT / "resources", src / "resources", ignore=ignore)
    out = tmp_path / "lib"
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(out)], cwd=src, check=True,
                   capture_output=True, timeout=300)
    shipped = out / "app" / "resources" / Path(*learned.MODEL_FILE)
    assert shipped.is_file()
    assert shipped.read_bytes() == resource_path(*learned.MODEL_FILE).read_bytes()


@pytest.mark.parametrize("text, value", RED)
def test_a_value_the_rules_miss_is_red_by_the_model(text, value):
    learned.set_enabled(False)
    assert not detect(text).is_red  # the rules alone see nothing here
    learned.set_enabled(True)
    verdict = detect(text)
    assert verdict.is_red
    found = [text[f.start:f.end] for f in verdict.findings]
    assert value in found
    assert value not in redact(text)


@pytest.mark.parametrize("text", GREEN)
def test_look_alikes_stay_green(text):
    assert not detect(text).is_red


# Values a rule read and decided are not private (a failing check digit, a number said to be a case
# number, fiction, a published development key), plus counts and listing numbers: the model does not
# overrule them. Each of these was red with the model on before the rules handed it their decisions.
DECIDED_GREEN = [
    "numer do sprawy 604112233 w sądzie rejonowym",                       # a case number, said so
    "In my short story the spy types the password «Odessa1994» into the safe",  # fiction
    "hardhat node: --private-key 0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    "Polish ID card check digit: ABC123455 fails",                         # failing check digit
    "SSN 666-45-1234 cannot be issued",                                   # never-issued area
    "my video has 482903117 views now",                                   # a count
    "Listing 7. Code 3318 runs fine now.",                                # a listing number
]


@pytest.mark.parametrize("text", DECIDED_GREEN)
def test_what_the_rules_decided_is_green_stays_green(text):
    assert not detect(text).is_red, [text[f.start:f.end] for f in detect(text).findings]


def test_the_rules_hand_the_model_the_values_they_rejected():
    """A public hotline is a value the phone finder read and turned down: its span reaches the model."""
    from app.core.memory.privacy.detector.identifiers import find_identifiers

    text = "Atención al cliente: 900 123 456"
    rejected: list[tuple[int, int]] = []
    assert find_identifiers(text, rejected=rejected) == []
    assert (text.index("900"), len(text)) in rejected
    assert learned.candidates(text, rejected) == []


def test_spans_are_on_the_text_the_user_typed():
    """Zero-width characters and full-width letters are folded before the model reads the text; the
    finding still points at the characters the user typed."""
    text = "dostęp\u200b do rou\u00adtera: admin / Ｋｒ０ｋ０ｄｙｌ!2, nie zgub"
    verdict = detect(text)
    assert verdict.is_red
    assert [text[f.start:f.end] for f in verdict.findings] == ["Ｋｒ０ｋ０ｄｙｌ!2"]
    assert redact(text) == "dostęp\u200b do rou\u00adtera: admin / [private], nie zgub"


def test_switched_off_it_adds_nothing():
    learned.set_enabled(False)
    assert all(not detect(text).is_red for text, _ in RED)


def test_a_message_without_candidates_is_not_scored():
    assert learned.candidates("just words here, nothing that looks like a value") == []


# Session 9: the corpus gained card and member numbers, gift and app codes, plates, local mobiles (red) and
# public codes, famous numbers, service lines, placeholder persons with sample numbers (green).
# Numbers on a card or in a member's file, said whose they are, in shapes no rule knows.
RED_MEMBER_NUMBERS = [
    ("Bibliotheksausweis von Opa: 00417729, bitte verlängern", "00417729"),
    ("carte de cantine de Léo n° 58820193, recharge-la stp", "58820193"),
    ("номер читацького квитка доньки 33019482, продовж його", "33019482"),
    ("la tarjeta de transporte de mi hija, nº 9921 0038 77, está bloqueada", "9921 0038 77"),
    ("NFZ: numer karty pacjenta babci 48213377, zapisz gdzieś", "48213377"),
]


@pytest.mark.parametrize("text, value", RED_MEMBER_NUMBERS)
def test_a_member_or_card_number_the_rules_miss_is_red_by_the_model(text, value):
    learned.set_enabled(False)
    assert not detect(text).is_red
    learned.set_enabled(True)
    assert value in [text[f.start:f.end] for f in detect(text).findings]


# Public codes and numbers asked about, and sample data in a guide: the first model turned these red.
PUBLIC_GREEN = [
    "is 4294967291 prime? my lecturer said so",
    "On the sample P60 in the guide: \"Employee: John Doe, NI number QQ 98 76 54 B\" — is QQ real?",
    "Le code ATC A10AB01, c'est l'insuline ?",
    "Le code ATC N02BE01, c'est bien le paracétamol ?",
    "Der ATC-Code C09AA05 — ist das Ramipril?",
    "Le formulaire 2044-SPE, c'est pour les revenus fonciers ?",
    "\"555-2368\" in the Ghostbusters ad — was that a real number?",
]


@pytest.mark.parametrize("text", PUBLIC_GREEN)
def test_public_codes_and_sample_numbers_stay_green(text):
    assert not detect(text).is_red, [text[f.start:f.end] for f in detect(text).findings]
