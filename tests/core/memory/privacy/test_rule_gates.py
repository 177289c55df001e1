"""gates.word_gate / gates.opens: a finder's own trigger words on the shared word masks. A closed gate must mean
that none of the words is in the text (in any case); most texts should close a gate of rare words."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.findings import lower_keep_length
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

# These tests run the detector over every development line and test string, twice where they compare:
# their work grows with the development sets (about 60,000 texts in session 23), beyond the suite's 120 s
# default on a loaded two-core machine.
pytestmark = pytest.mark.timeout(2400)

_WORDS = [("hasło", "passwort", "password"), ("pin", "пін"), ("wi-fi", "wifi"), ("straße",), ("@",), ("geburtsdatum", "dob")]
_GATES = [(words, gates.word_gate(*words)) for words in _WORDS]


def test_a_closed_word_gate_means_none_of_its_words_is_in_the_text():
    closed = 0
    for raw in development_texts()[::3]:
        t = normalise(raw).text
        gates.prepare(t)
        low = lower_keep_length(t)
        for words, gate in _GATES:
            for text in (t, low):
                if not gates.opens(text, gate):
                    closed += 1
                    assert not any(w in low for w in words), (words, t)
    assert closed > 1000


def test_a_string_not_prepared_always_opens():
    gate = _GATES[0][1]
    assert gates.opens("nothing prepared about this one", gate)


def test_a_word_without_a_key_is_refused():
    with pytest.raises(ValueError):
        gates.word_gate("a")
