"""carried_subjects' sentence split: a relative named in one sentence is carried into the next one's "he/she" even
when that next sentence is the message's last and ends the text with its full stop, and a long message with a
number like "3.5" in it keeps all its text (the pattern it replaced dropped what came before the number, and took
seconds to do it on 15,000 characters)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.carried_subjects import sentences
from app.core.memory.privacy.detector.verdict import detect


@pytest.mark.parametrize("text", [
    "Mi hermano vive en Sevilla. Tiene esquizofrenia.",
    "Mein Bruder wohnt in Köln. Er hat Schizophrenie.",
])
def test_the_last_sentence_ending_the_text_is_read(text):
    assert sentences(text)[-1][1] == len(text)
    assert detect(text).label == "red"


def test_a_number_with_a_dot_does_not_cut_its_sentence():
    text = "Version 3.5 is out. My sister tried it!\nThanks"
    assert [text[s:e] for s, e in sentences(text)] == ["Version 3.5 is out.", " My sister tried it!", "Thanks"]


def test_a_long_message_keeps_its_text_after_a_number_with_a_dot():
    # (the old pattern dropped the text before "3.5" and took about 5 s on this message; speed is benchmarks' business)
    text = "My sister called. She said " + "word " * 3000 + "version 3.5 is out"
    assert sentences(text) == [(0, 17), (17, len(text))]
