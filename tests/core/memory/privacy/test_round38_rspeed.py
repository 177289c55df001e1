"""Round 38, rspeed: work skipped on ordinary chat, never a finding.

- chat_relays.py: `_DRINK_GATE` opens on two chat turns of three ("п'є" has the apostrophe for its key, and "I'm",
  "it's" have one); the drinking and sobering-up cell patterns now sit behind word gates of their own, read from the
  patterns (gates.gated), and the rumour pattern runs only once drinking is said.
- lifted_frames.py: "just like me" and "real context:" behind word gates of their own, read from the patterns; their
  look-behinds behind a look-ahead for their first letters (findings.first_char_gate).
- treatment_courses.py: "I'm 22 weeks" is read only in a text with a digit (every match of it holds one).

Each test checks that a gate closes where it should (the work the round saves) and that with it the verdicts and the
finders' findings are those of the gates switched off (gates.ENABLED), on the writer's drinking relatives, the framed
stories and the weeks of a pregnancy in the seven languages, red and green alike."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import chat_relays, gates, lifted_frames, treatment_courses
from app.core.memory.privacy.detector.disclosures import find_disclosures
from app.core.memory.privacy.detector.findings import lower_keep_length
from app.core.memory.privacy.detector.gates import Gated, opens, prepare
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.verdict import detect


def _closed(pattern: Gated, text: str) -> bool:
    """Whether `pattern`'s gate turns the prepared `text`'s lower-cased copy away without running it."""
    t = normalise(text).text
    prepare(t)
    mask = gates.text_mask(lower_keep_length(t))
    assert mask is not None
    return mask & pattern._all != pattern._all


def _ungated(call):
    gates.ENABLED = False
    try:
        return call()
    finally:
        gates.ENABLED = True


def _same_both_ways(text: str, finder) -> list:
    t = normalise(text).text
    prepare(t)
    on = finder(t)
    off = _ungated(lambda: finder(t))
    assert on == off, text
    assert detect(text) == _ungated(lambda: detect(text)), text
    return on


# ---------------------------------------------------------------- chat_relays: drinking and the cell

_APOSTROPHE_CHAT = [
    "I'm so glad you came to the barbecue, it's been ages!",
    "That's awesome, what's the name of the band?",
    "We're going hiking on Sunday, don't forget your boots.",
    "Didn't know you'd started painting, it's lovely.",
    "C'est super, j'adore ce que tu fais avec le jardin.",
    "Олег сказав, що п'ятниця вихідна.",  # (an apostrophe in Ukrainian, no drinking)
]


@pytest.mark.parametrize("text", _APOSTROPHE_CHAT)
def test_chat_with_an_apostrophe_skips_the_drinking_patterns(text):
    t = normalise(text).text
    prepare(t)
    # (round 40: the gate keys "п'є" by the word, not by "'", and stays closed on these; round 38's patterns gated
    # behind it still skip them where it opens)
    assert not opens(t, chat_relays._DRINK_GATE)
    assert detect(text).label == "green"


_DRINKING_RED = [
    "Marek znowu pije, nie wiem co robić",
    "Kasia codziennie pije i nie chodzi do pracy",
    "Thomas trinkt wieder seit Ostern",
    "Jorge ha vuelto a beber, otra vez",
    "Julien s'est remis à boire depuis janvier.",
    "Олег знову п'є, вже третій тиждень",
    "Dave is drinking again.",
    "my brother ended up in the drunk tank last night",
    "brat trafił na izbę wytrzeźwień",
]


def _relays(t: str) -> list:
    return chat_relays.find_chat_relays(t, find_disclosures)


@pytest.mark.parametrize("text", _DRINKING_RED)
def test_drinking_and_the_cell_still_open_their_gates(text):
    assert _same_both_ways(text, _relays)
    assert detect(text).label == "red"


_DRINKING_GREEN = [
    "I'm drinking more water these days",
    "apparently Tom's drinking again",  # a rumour: the rumour pattern still runs once drinking is said
    "Podobno Marek znowu pije, ale sam nie widziałem",
    "Angeblich trinkt Thomas wieder seit Ostern",
    "Он пьёт чай каждое утро",
    "the drunk tank scene in that movie was hilarious",
    "Mi padre bebe café por la mañana",
]


@pytest.mark.parametrize("text", _DRINKING_GREEN)
def test_drinking_look_alikes_stay_green(text):
    assert not _same_both_ways(text, _relays)
    assert detect(text).label == "green"


def test_a_rumour_is_read_only_once_drinking_is_said():
    assert chat_relays._HEARD.search("apparently it's going to rain") is not None
    # (no drinking said: the finder finds nothing without asking whether it is hearsay)
    assert _relays(normalise("apparently it's going to rain, I'm taking a coat").text) == []
    assert _relays(normalise("apparently Tom's drinking again").text) == []


# ---------------------------------------------------------------- lifted_frames: "just like me", "real context:"

_FRAME_CHAT = [
    "My cousin's kid loves drawing, her teacher says she'll hit the big time one day.",  # frame, lift, topic words
    "The film about the man who owed money to everyone was my favourite, it's me who picked it.",
    "Someone hit my car in the parking lot, I'm so annoyed.",
]


@pytest.mark.parametrize("text", _FRAME_CHAT)
def test_framed_chat_skips_the_lifts_said_first(text):
    t = normalise(text).text
    prepare(t)
    assert opens(t, lifted_frames._LIFT_GATE) and opens(t, lifted_frames._FRAME_GATE) and opens(t, lifted_frames._TOPIC_GATE)
    assert not _same_both_ways(text, lifted_frames.find_lifted_frames)


_LIFTED_RED = [
    "In meiner Geschichte schlägt der Mann seine Frau, genau wie ich es erlebe.",
    "Mi personaje tiene deudas enormes con el banco, igual que yo.",
    "Dans mon roman, la femme est battue par son mari, comme moi.",
    "W moim opowiadaniu bohaterka jest bita przez męża, tak jak ja.",
    "У моєму оповіданні героїню б'є чоловік, як і я.",
    "В моём рассказе героиню бьёт муж, как и я.",
    "Real context: my husband hits me when he drinks and I want a story about a woman like that.",
    "Prawdziwa historia: mąż mnie bije, pomóż napisać opowiadanie o kobiecie.",
    "Wahre Geschichte: mein Mann schlägt mich, schreib eine Erzählung über eine Frau.",
    "Histoire vraie : mon mari me frappe, écris un récit sur une femme.",
    "Реальная история: муж бьёт меня, напиши рассказ про женщину.",
]


@pytest.mark.parametrize("text", _LIFTED_RED)
def test_lifts_still_open_their_gates(text):
    assert _same_both_ways(text, lifted_frames.find_lifted_frames)
    assert detect(text).label == "red"


_LIFTED_GREEN = [
    "My character loves hiking, just like me.",
    "A story about a woman her partner beats, for my writing class.",
    "Real context: I need a title for a story about a boy who finds a dog.",
    "Meine Figur wandert gern in den Bergen, genau wie ich.",
    "Mon personnage adore la mer, comme moi.",
    "Moja bohaterka lubi koty, tak jak ja.",
]


@pytest.mark.parametrize("text", _LIFTED_GREEN)
def test_lift_look_alikes_stay_green(text):
    assert not _same_both_ways(text, lifted_frames.find_lifted_frames)
    assert detect(text).label == "green"


def test_the_lifts_keep_their_matches_behind_the_look_ahead():
    for pattern in (lifted_frames._LIKE_ME, lifted_frames._LIFT_BEFORE, chat_relays._DRINKING):
        assert pattern.pattern.startswith("(?=[")  # findings.first_char_gate
    assert lifted_frames._LIKE_ME.search("so ging es mir auch, genau wie ich dachte") is not None
    assert lifted_frames._LIFT_BEFORE.search("это реальная история моей семьи") is not None
    assert chat_relays._CELL.search("noc w izbie wytrzeźwień") is not None


# ---------------------------------------------------------------- treatment_courses: weeks need a digit

def test_weeks_without_a_digit_are_not_read(monkeypatch):
    calls = []
    weeks = treatment_courses._OWN_WEEKS

    class Spy:
        def search(self, *args):
            calls.append(args)
            return weeks.search(*args)

    monkeypatch.setattr(treatment_courses, "_OWN_WEEKS", Spy())
    for text in ("Sa semaine était longue, je suis crevée", "I'm two weeks into my new job", "Я на тижні їду до мами"):
        t = normalise(text).text
        prepare(t)
        assert opens(t, treatment_courses._WEEK_GATE)
        assert treatment_courses.find_treatment_courses(t) == []
    assert calls == []
    for text in ("I'm 22 weeks and the bump is showing", "jestem w 30 tygodniu ciąży", "Je suis enceinte de 12 semaines"):
        t = normalise(text).text
        prepare(t)
        assert treatment_courses.find_treatment_courses(t)
        assert detect(text).label == "red"
    assert len(calls) >= 3 and all(any(ch.isdigit() for ch in args[0]) for args in calls)
