"""Round 33 (rspeedB): speed changes that must leave every answer as it was.

- seed_wordlists.twelve_in_a_row is told when its words are the runs of an ASCII text (find_wordlist_phrases knows it
  from the text) and does not test each word again: the same answer as when it tests them.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.seed_wordlists import _index, find_wordlist_phrases, twelve_in_a_row
from app.core.memory.privacy.detector.text import letter_runs

_TEXTS = (
    "my wallet words: legal winner thank year wave sausage worth useful legal winner thank yellow thanks",
    "I was able to find about a dozen old photos of the family, and then we spent the whole evening looking at them",
    "abandon ability able about above absent absorb abstract absurd abuse access accident",
    "abandon ability able about above absent absorb abstract absurd abuse access",  # eleven: no run of twelve
    "seed: zoo wrong zoo wrong zoo wrong zoo wrong and zoo wrong zoo wrong",  # "and" joins
)


def test_ascii_runs_give_the_same_answer_without_the_per_word_test():
    index = _index()
    answers = []
    for text in _TEXTS:
        words = letter_runs(text.lower())
        assert text.isascii()
        answers.append(twelve_in_a_row(words, index, ascii_words=True))
        assert answers[-1] == twelve_in_a_row(words, index), text
    assert answers == [True, False, True, False, True]


def test_a_phrase_is_found_in_an_ascii_text_and_in_one_with_accents():
    phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
    for opening in ("my wallet words: ", "las palabras de mi cartera (código de respaldo): "):
        found: list[tuple] = []
        text = opening + phrase + " thanks"
        find_wordlist_phrases(text.lower(), lambda *a, found=found: found.append(a))
        assert found == [("wallet recovery phrase", len(opening), len(opening) + len(phrase))], text
