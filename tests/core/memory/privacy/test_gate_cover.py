"""Hand-written word gates open for every text their rules were written to catch (session 41's gate audit).

`opens(t, GATE)` skips a finder when none of the words its author listed is in the text. Nothing derived those words
from the patterns behind them, and the gate tests compare gates on and off only on the development texts: a phrasing
those never held could be a side door - red with the gates off, green as the app ships. benchmarks/privacy_gate_audit.py
lists the regions whose gate may miss a pattern; the ones below were real, each a sentence the rule catches ungated.
The sentences are this session's own."""
from __future__ import annotations

import importlib
import re

import pytest

from app.core.memory.privacy.detector import gates, lazy, verdict
from app.core.memory.privacy.detector.sensitive_fields import GATE as FIELD_GATE
from tests.support.gate_cover import compiled, covers, uncovered

# (module, gate, the pattern a finding needs behind it): every match of the pattern must open the gate
TRIGGERS = [
    ("implied_bonds", "_WORSHIP_GATE", "_WORSHIP"),
    ("implied_bonds", "_MEMBER_GATE", "_CARD"),
    ("implied_bonds", "_MEMBER_GATE", "_UNION_NAMED"),
    ("implied_bonds", "_MEMBER_GATE", "_UNION_ROLE"),
    ("chat_relays", "_REPORT_GATE", "_REPORT"),
    ("kin_med_lists", "_GATE", "_LIST_WORD"),
    ("named_collections", "_GATE", "_COLLECT"),
    ("party_offices", "_GATE", "_PARTY"),
    ("party_offices", "_SINCE_GATE", "_SINCE"),
    ("sport_injuries", "_GATE", "_BODY"),
    ("bullied_children", "_GATE", "_SLAVIC_DONE"),
]

# green as shipped before session 41 (gates on), red with the gates off: the rules' own cases, behind a gate that
# lacked their word - or typed half plain ("ląkotkę", "ciaża": the folded pattern reads it, the gate held neither
# spelling's key)
SIDE_DOORS = [
    "mieszkamy w domu dla kobiet, maz nie zna adresu",
    "je porte un bracelet anti-rapprochement depuis mars, mon ex rôde encore",
    "tengo una pulsera antimaltrato desde enero y aun así me sigue",
    "on m'a donné un téléphone tgd la semaine dernière",
    "it was only a shoving, he does it again and again",
    "это был просто толчок, но он делает так постоянно",
    "i go to juma every friday at 1pm",
    "je suis chez SUD depuis cinq ans",
    "[21:04] Ola: MRI showed MS, I'm still shaking",
    "I was elected chair of the Lib Dems branch in our town last night",
    "I've been made secretary of the local SNP branch",
    "I had a PCL reconstruction last spring",
    "w marcu zerwałam ląkotkę na nartach, operacja w maju",
    "moja ciaża: 20 tydzień, termin na wrzesień",
    "мого сина в школі булили весь минулий рік, він досі боїться",
    "мою доньку Соню дражнили в класі через вагу",
    "моего сына обижали в школе весь год",
    "моего сына дразнили в классе из-за очков",
]


@pytest.fixture(scope="module", autouse=True)
def _compiled():
    # (a pattern compiled during a message registers its gate and leaves the rest of that message ungated: compile
    # them all first, as the app's warm-up does, so that the gates decide)
    lazy.compile_all()


@pytest.fixture
def gates_on():
    saved = gates.ENABLED
    gates.ENABLED = True
    yield
    gates.ENABLED = saved


@pytest.mark.parametrize(("module", "gate", "pattern"), TRIGGERS)
def test_every_match_of_a_trigger_opens_its_gate(module, gate, pattern):
    mod = importlib.import_module(f"app.core.memory.privacy.detector.{module}")
    bit, compiled_pattern = getattr(mod, gate), compiled(getattr(mod, pattern))
    assert covers(bit, compiled_pattern), f"{module}.{gate} stays shut on {uncovered(bit, compiled_pattern)}"


@pytest.mark.parametrize("text", SIDE_DOORS)
def test_side_doors_are_red_with_the_gates_on(text, gates_on):
    shipped = verdict.detect(text)
    assert shipped.label == "red", shipped
    gates.ENABLED = False
    assert verdict.detect(text).label == shipped.label


@pytest.mark.parametrize("word", ["ciąża", "ciaza", "ciaża", "CIAŻA", "ciąza"])
def test_a_word_typed_half_plain_opens_the_gate_of_its_spelling(word, gates_on):
    text = f"{word}: tak"
    gates.prepare(text)
    assert gates.opens(text, FIELD_GATE)


@pytest.mark.parametrize(("source", "text", "endpos"), [
    (r"(?<![^\W\d_])sud(?![^\W\d_])", "sudden news from the union", 3),
    (r"(?<![^\W\d_])(?:sud|fo)(?![^\W\d_])", "sudden forms", 3),
    (r"(?<![^\W\d_])(?:sud|fo)(?![^\W\d_])", "read the forms", 11),
])
def test_a_search_cut_short_inside_a_word_matches_as_the_pattern(source, text, endpos, gates_on):
    # (a whole-word gate reads the text's words: "sudden" is no "sud"; the pattern, told the text ends at `endpos`, sees
    # a word "sud" there)
    pattern = re.compile(source)
    gate = gates.gated(pattern)
    gates.prepare(text)
    expected = pattern.search(text, 0, endpos)
    assert expected is not None
    got = gate.search(text, 0, endpos)
    assert got is not None and got.span() == expected.span()
    assert [m.span() for m in gate.finditer(text, 0, endpos)] == [m.span() for m in pattern.finditer(text, 0, endpos)]
    assert gate.findall(text, 0, endpos) == pattern.findall(text, 0, endpos)
