"""Round 49 (rspeed): work_subjects.WORK_GATE as whole words (`may_work`), where round 40's substring gate opened on nearly
every chat turn ("po" in "report", "pm" in "5pm", "hr" in "three") and with it third_subjects' scan of every clause opening.

- Wherever `may_work` is False for a prepared text, `work_subject` finds no colleague at any of its clause openings
  (third_subjects.OPEN: where third_subjects reads one - never inside a run of letters): random texts
  (Cyrillic, Polish, hyphens, apostrophes, digits), texts built from the roles and teams (inside words, glued to digits
  and hyphens, in capitals), the characters sre folds to a team's letter that lower() does not ("ſ", "ı", "İ", "ᲂ"),
  development texts and sentences written here.
- A colleague named by role or team opens it; ordinary chat with a role's letters inside other words does not.
- find_third_subjects and the detector answer the same with the gates on and off.
"""
from __future__ import annotations

import random

import pytest

from app.core.memory.privacy.detector import gates, verdict
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.third_subjects import OPEN, find_third_subjects
from app.core.memory.privacy.detector.work_subjects import FOLDED, ROLES, TEAMS, may_work, work_subject
from tests.core.memory.privacy.test_round46_rspeed import _dev_texts, _random_texts

# colleagues by role or team, in the seven languages (written for this test)
_COLLEAGUES = [
    "Sprint update: our new junior Tobiah is off for chemo from Monday, please cover his tickets.",
    "Fyi Marisol from QA has epilepsy, keep the flashing test screens away from her desk.",
    "Notre nouvelle stagiaire Ysaline est enceinte de quatre mois, on adapte son planning.",
    "Unsere Werkstudentin Leonie aus der IT-Abteilung ist zum Islam konvertiert.",
    "Nasza nowa programistka Oliwia ma stwardnienie rozsiane, jak jej ułatwić pracę zdalną?",
    "La nueva de backend, Valentina, es una mujer trans y quiere que usemos su nombre.",
    "Наша тестувальниця Мирослава — трансгендерна жінка, як оновити її профіль?",
    "Наш новый разработчик Тимофей состоит в профсоюзе, это нормально?",
    "Kasia z księgowości choruje na depresję, zastąpię ją w piątek.",
    "Jamie from sales is in rehab again, who takes his accounts?",
]
# ordinary chat holding a role's or team's letters inside other words (the old gate opened for each)
_CHAT = [
    "I'll send the report at five, then we can go for three rounds of mini golf.",
    "Honestly the weather with all this rain is depressing, but the hiking trip was devoted fun.",
    "Did you see the qualifier? What an opening act, the band played with their oldest song.",
    "We baked a cake with the kids and the kitchen looked like a disaster zone afterwards.",
]
_WRITTEN = _COLLEAGUES + _CHAT + [
    "Jamie from ſales is off sick",  # long s: sre matches the team "sales" under IGNORECASE, lower() keeps "ſ"
    "Mira from İT is off",  # dotted capital I: lower-case "i" for sre, "i̇" for str.lower
    "Оля из отдела прᲂдаж",  # the old Cyrillic "о" (U+1C82)
    "dev-team Tobiah is off", "the devs Tobiah and Anna", "support's Tobiah", "QA2 Tobiah", "Tobiah from QA-ops is out",
]


def _role_texts() -> list[str]:
    """Each role and team bare, inside a word, glued to digits, hyphens and apostrophes, in capitals, before a name."""
    rng = random.Random(49)
    words = sorted(ROLES | frozenset(TEAMS))
    out = []
    for w in words:
        for form in (w, w.upper(), w.title(), "x" + w, w + "x", w + "2", "2" + w, w + "-x", "x-" + w, w + "'s", "l'" + w):
            out.append(f"Fyi {form} Tobiah is off today")
            out.append(f"Tobiah from {form} is off today")
        out.append(" ".join(rng.choice(words) for _ in range(rng.randint(1, 6))) + " Tobiah said hi")
    return out


def _fold_texts() -> list[str]:
    """Teams and roles with one letter replaced by each character sre folds to it."""
    out = []
    for w in sorted(frozenset(TEAMS) | ROLES):
        for i, ch in enumerate(w):
            for alt in FOLDED:
                if alt.lower() == ch or alt.lower() != alt and alt.lower()[:1] == ch or (alt, ch) in (
                        ("ſ", "s"), ("ı", "i"), ("İ", "i"), ("ᲀ", "в"), ("ᲁ", "д"), ("ᲂ", "о"), ("ᲃ", "с"), ("ᲄ", "т"),
                        ("ᲅ", "т")):
                    out.append(f"Tobiah from {w[:i] + alt + w[i + 1:]} is off today")
    return out


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _WRITTEN + _random_texts(300, seed=49) + _role_texts() + _fold_texts() + _dev_texts(300)


def _openings(t: str) -> list[int]:
    """Where third_subjects reads a work subject: each clause opening (OPEN), after the start, a sentence mark, a colon
    or semicolon, a line break or a dash - never inside a run of letters."""
    return [m.end() for m in OPEN.finditer(t)]


def test_shut_gate_means_no_work_subject(texts):
    shut = 0
    for raw in texts:
        t = normalise(raw).text
        gates.prepare(t)
        if may_work(t):
            continue
        shut += 1
        assert all(work_subject(t, at) is None for at in _openings(t)), t
    assert shut > len(texts) // 4


def test_colleagues_open_and_chat_stays_shut():
    for raw in _COLLEAGUES:
        t = normalise(raw).text
        gates.prepare(t)
        assert may_work(t), raw
    for raw in _CHAT:
        t = normalise(raw).text
        gates.prepare(t)
        assert not may_work(t), raw


def test_folded_characters_open():
    assert FOLDED and {"ſ", "ı", "İ"} <= set(FOLDED)
    t = normalise("Jamie from ſales is off sick").text
    gates.prepare(t)
    assert work_subject(t, 0) is not None and may_work(t)


def test_third_subjects_and_verdicts_same_with_gates_off(texts):
    sample = _WRITTEN + texts[len(_WRITTEN):len(_WRITTEN) + 400]
    on = []
    for raw in sample:
        t = normalise(raw).text
        gates.prepare(t)
        on.append((find_third_subjects(t, verdict._third_find), verdict.detect(raw)))
    gates.ENABLED = False
    try:
        off = []
        for raw in sample:
            t = normalise(raw).text
            gates.prepare(t)
            off.append((find_third_subjects(t, verdict._third_find), verdict.detect(raw)))
    finally:
        gates.ENABLED = True
    assert on == off
