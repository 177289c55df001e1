"""Round 34 (rspeed): prose_disclosures' parts behind their alternatives' gates (gates.BranchGate).

A part's word gate (gates.gated) reads the words one of which EVERY match holds: for a long alternation, the union of
its alternatives' words ("after", "from", "my", "op"), met by most chat messages. A BranchGate keeps, per alternative,
all the key sets a match through it meets (word_bounds.alternative_sets, with `every`: each word of a literal) and
opens only for a text whose words meet all the sets of some alternative. These tests hold that it is exact (a text it
turns away matches nothing) over every development text and test string, LoCoMo's chat turns, texts made to trip it,
and random alternations and texts; and that it does turn most texts away.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest

from app.core.memory.privacy.detector import gates, prose_disclosures, word_bounds
from app.core.memory.privacy.detector.findings import lower_keep_length
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

pytestmark = pytest.mark.timeout(2400)

_TRIPS = (
    "I'm not out to my boss yet", "Im NOT OUT at work", "I haven't come out to my parents", "I haven’t come out",
    "After my knee surgery I can't walk", "post my op I rest", "I'm having a hernia operation on Thursday",
    "Mam w czwartek operację", "Po mojej operacji", "nach meiner OP", "Me van a hacer una cirugía", "je me fais opérer",
    "мене оперують завтра", "у меня химиотерапия", "out today, kidney stones again", "off today with a migraine",
    "dziś mnie nie będzie, migrena", "bin heute raus, Migräne", "hoy no voy, migraña", "сьогодні мене не буде, мігрень",
    "he took his own life", "odebrał sobie życie", "se quitó la vida", "mettre fin à ses jours", "покінчив з собою",
    "I was active in the opposition", "militaba en un sindicato", "j'étais militant syndical", "виступав проти влади",
    "nie jestem wyoutowany", "nicht geoutet", "no he salido del armario", "pas fait mon coming out",
    "не зробив камінг-аут", "I cut myself again", "my divorce hearing is on Monday", "rozprawa rozwodowa jutro",
    "after the operation on the database", "out of office", "what's up, not much", "from my point of view",
)


@lru_cache(maxsize=1)
def _texts() -> tuple[str, ...]:
    from benchmarks.privacy_speed import CHAT_FILE
    from benchmarks.privacy_speed import _texts as chat_texts
    chat = tuple(chat_texts(CHAT_FILE)) if CHAT_FILE.exists() else ()
    return tuple(normalise(t).text for t in development_texts() + _TRIPS + chat)


def test_every_part_has_an_alternatives_gate():
    assert all(isinstance(b, gates.BranchGate) for b in prose_disclosures._BRANCH_GATES)
    assert len(prose_disclosures._PART_GATES) == len(prose_disclosures._PARTS) == 5


def test_a_part_matches_nothing_where_its_alternatives_gate_closes():
    closed = [0] * len(prose_disclosures._PARTS)
    matched = 0
    for t in _texts():
        gates.prepare(t)
        low = lower_keep_length(t)
        for i, (part, gate) in enumerate(zip(prose_disclosures._PARTS, prose_disclosures._BRANCH_GATES)):
            assert gate is not None
            if not gate.opens(low):
                closed[i] += 1
                assert part.search(low) is None, (i, t)
            else:
                matched += part.search(low) is not None
    # every part's gate turns most texts away (else it is no gate), and the texts the parts match are checked too
    assert all(n > 0.8 * len(_texts()) for n in closed), closed
    assert matched > 50


def test_the_gate_opens_for_an_unprepared_text_and_when_the_gates_are_off():
    gate = prose_disclosures._BRANCH_GATES[0]
    assert gate is not None
    assert gate.opens("after my surgery, a text nobody prepared")
    text = "nothing to see here"
    gates.prepare(text)
    assert not gate.opens(text)
    gates.ENABLED = False
    try:
        assert gate.opens(text)
    finally:
        gates.ENABLED = True


def test_every_word_of_a_literal_is_a_set_of_its_own():
    pattern = re.compile(r"(?<![\w'])(?:(?:i'm|i am) not out to (?:my|the) boss|have not come out)(?![\w'])")
    plain = word_bounds.alternative_sets(pattern)
    every = word_bounds.alternative_sets(pattern, every=True)
    assert plain is not None and every is not None
    start, end = word_bounds.START, word_bounds.END
    assert frozenset({start + "out" + end}) in every[0] and frozenset({start + "not" + end}) in every[0]
    assert frozenset({start + "boss" + end}) in every[0]
    assert {start + "come" + end, start + "out" + end} <= {k for s in every[1] for k in s}
    assert sum(map(len, every)) > sum(map(len, plain))  # (the default, need_groups' WordBranches, is as it was)


@pytest.fixture()
def scratch_gates():
    """Gates made by a test are dropped afterwards (the detector's own stay as they were)."""
    tables = (gates._KEY_BITS, gates._KEY_LENGTHS, gates._CHAR_BITS, gates._CHAR_KEYS_USED, gates._EXACT_BITS,
              gates._PREFIX_BITS, gates._PREFIX_LENGTHS, gates._SET_BITS)
    saved = [table.copy() for table in tables], gates._next_bit[0]
    yield
    for table, copy in zip(tables, saved[0]):
        table.clear()
        table.update(copy)  # type: ignore[attr-defined]
    gates._next_bit[0] = saved[1]
    gates._WORD_MASKS.clear()
    gates._PREPARED.clear()


_WORDS = ("kot", "pies", "ko", "not", "out", "my", "łza", "sie", "i'm", "im", "ab", "Kot", "o")


def _random_alternative(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.5:
            parts.append(rng.choice(_WORDS) + rng.choice(["", " ", " ", "'", "-"]))
        elif roll < 0.7:
            parts.append(rng.choice([r"\w+ ", r"(?:\w+ ){0,2}?", r"\w*", "[kp]", r"\b", r" ?", "(?:x|y)?", r"\s+"]))
        else:
            parts.append("(?:" + "|".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 3))) + ")" + rng.choice(["", "?", " "]))
    return "".join(parts)


def test_a_branch_gate_turns_away_only_texts_the_alternation_cannot_match(scratch_gates):
    rng = random.Random(34)
    alphabet = list(_WORDS) + ["Not", "OUT", "kota", "piesek", " ", " ", " ", "'", "-", "1", "x", "y", "p", "sieć"]
    made = closed = matched = 0
    for _ in range(600):
        edges = rng.choice([(r"(?<![\w'])", r"(?![\w'])"), ("", ""), (r"\b", r"\b")])
        pattern = re.compile(edges[0] + "(?:" + "|".join(_random_alternative(rng) for _ in range(rng.randint(2, 5)))
                             + ")" + edges[1])
        gate = gates.branch_gate(pattern)
        if gate is None:
            continue
        made += 1
        for _ in range(40):
            text = "".join(rng.choice(alphabet) + rng.choice(" " * 6 + "'-x") for _ in range(rng.randint(0, 12)))
            gates.prepare(text)
            found = pattern.search(text)
            matched += found is not None
            if not gate.opens(text):
                closed += 1
                assert found is None, (pattern.pattern, text)
    assert made > 150 and closed > 1000 and matched > 500, (made, closed, matched)


@pytest.mark.parametrize("text", [
    "I'm having a hernia operation on Thursday, can you move my meetings?",
    "Po mojej operacji nie mogę dźwigać, napisz do szefa",
    "Nach meiner OP bin ich zwei Wochen krank",
    "Me van a hacer una cirugía de rodilla el lunes",
    "Je me fais opérer du genou mardi, préviens l'équipe",
    "Мене оперують у четвер, напиши керівнику",
    "My boyfriend and I want to relocate together, but I'm not out to my employer",
    "I haven't come out to my parents yet, how do I tell them?",
    "Nie jestem wyoutowany w pracy, pomóż mi z mailem",
    "out today, kidney stones again",
    "Mój syn próbował odebrać sobie życie",
    "Militaba en un sindicato en Venezuela y me amenazaron",
])
def test_the_gated_parts_still_find(text):
    from app.core.memory.privacy.detector.verdict import detect

    assert detect(text).label == "red"


@pytest.mark.parametrize("text", [
    "after my operation on the database schema the queries are fast",
    "from my point of view the plan works, not out of the question",
    "I'll be out for the day at the beach tomorrow",
])
def test_the_near_misses_stay_green(text):
    from app.core.memory.privacy.detector.verdict import detect

    assert detect(text).label == "green"
