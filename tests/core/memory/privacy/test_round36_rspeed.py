"""Round 36 (rspeed): speed changes that must leave every answer as it was.

- spoken_dates.may_name_month: a birth date said in words needs a month's name; an ASCII message naming no month is
  not read for one, and the birth-hint trie (searched on nearly every chat turn) is not searched for it either.
- third_subjects._subject_rewrites: the clause openings are worked out only for a text with a role word or a title
  (_TITLE_WORDS): the patterns matched at them need one of the two.
- appositions._GATE_APPOSITION: scans for the comma and reads the letter before it behind it (the same texts match).

Each test checks what is skipped and that what must still be found is found (and near-misses stay as they were).
"""
from __future__ import annotations

import re

import pytest

from app.core.memory.privacy.detector import appositions, identity, third_subjects
from app.core.memory.privacy.detector.verdict import detect

# dates of birth said in words, in the seven languages: red, and read by the spoken-date finder
_SPOKEN_BIRTHS = (
    "my date of birth is the second of june nineteen seventy-nine",
    "urodziłam się dwudziestego maja osiemdziesiątego drugiego roku",
    "ich bin am dritten Oktober neunzehnhundertneunzig geboren",
    "nací el doce de agosto de mil novecientos ochenta",
    "je suis née le onze février mille neuf cent quatre-vingt-cinq",
    "я народилася двадцятого квітня тисяча дев'ятсот вісімдесят сьомого",
    "я родился первого декабря тысяча девятьсот восемьдесят первого",
)
# a birth hint and no month: green, and the spoken-date finder is not asked (ASCII: no month's name can be in it)
_NO_MONTH = (
    "I was born to be a dancer, honestly",
    "my son was born on a rainy night, what a story",
    "ich bin am Wochenende zuhause, ruf an",
    "ich wurde am Bahnhof abgeholt, alles gut",
    "happy birthday to my brother, he is turning forty",
    "nacimiento de mi sobrino fue ayer, todo bien",
    "anniversaire de mariage ce soir, on sort",
)


class _Count:
    def __init__(self, real):
        self.real, self.calls = real, 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.real(*args, **kwargs)


def test_a_message_naming_no_month_is_not_read_for_a_spoken_birth_date(monkeypatch):
    counted = _Count(identity.find_spoken_birth_dates)
    monkeypatch.setattr(identity, "find_spoken_birth_dates", counted)
    for text in _NO_MONTH:
        assert detect(text).label == "green", text
    assert counted.calls == 0  # (the base tree read every one of them: each holds a birth hint)
    for text in _SPOKEN_BIRTHS:
        verdict = detect(text)
        assert verdict.label == "red" and verdict.reason == "date of birth", text
    assert counted.calls >= len(_SPOKEN_BIRTHS)


@pytest.mark.parametrize("text", [
    "I was born in March",  # a month and no day or year: green, as before
    "nací en mayo, soy tauro",
    "je suis né en août",
    "I was born in May, a spring baby",
])
def test_a_month_alone_after_a_birth_hint_stays_green_and_is_still_read(monkeypatch, text):
    counted = _Count(identity.find_spoken_birth_dates)
    monkeypatch.setattr(identity, "find_spoken_birth_dates", counted)
    assert detect(text).label == "green"
    assert counted.calls >= 1  # (read: the month opens the gate; the finder itself says green)


def test_the_month_gate_holds_every_alternative_of_the_month_pattern():
    from app.core.memory.privacy.detector import spoken_dates

    assert spoken_dates._MONTH_STEMS  # (derived from MONTH: one literal per alternative)
    for stem in spoken_dates._MONTH_STEMS:
        low = f"i was born on the first of {stem}xx"
        assert spoken_dates.MONTH.pattern.count("|") + 1 == len(spoken_dates._MONTH_STEMS)
        if low.isascii():
            from app.core.memory.privacy.detector.gates import prepare

            prepare(low)
            assert spoken_dates.may_name_month(low), stem
    assert spoken_dates.may_name_month("він народився взимку")  # (not ASCII: always read)


class _Openings:
    """third_subjects.OPEN, counting its scans."""

    def __init__(self, real: re.Pattern[str]) -> None:
        self.real, self.calls = real, 0

    def finditer(self, text: str):
        self.calls += 1
        return self.real.finditer(text)


# a role word or a title: red through the third person's rewrite, openings read
_THIRD = (
    "Mi amiga Lucía milita en Podemos desde hace años",
    "Mon voisin Karim s'est converti à l'islam l'an dernier",
    "Моя подруга Віра має діабет першого типу",
    "Pan Oskar z parteru ma raka płuc",
)
# neither (ASCII: the role words' gate reads ASCII texts only - gates.caseless_gate - and any other text is scanned as
# before): no opening is worked out
_NO_SUBJECT = (
    "Went hiking with the dog yesterday, it was lovely",
    "We watched a film about the war, then cooked pasta",
    "Heute war es sonnig, wir sind am See gewesen",
    "Hoy fuimos al mercado y compramos fruta",
    "On a fait une balade au bord de la mer",
    "Wczoraj bylismy w kinie na komedii",
)


def test_clause_openings_are_read_only_with_a_role_word_or_a_title(monkeypatch):
    openings = _Openings(third_subjects.OPEN)
    monkeypatch.setattr(third_subjects, "OPEN", openings)
    for text in _NO_SUBJECT:
        assert detect(text).label == "green", text  # (detect prepares the gates' masks for the text first)
    assert openings.calls == 0
    for text in _THIRD:
        assert detect(text).label == "red", text
        assert third_subjects._subject_rewrites(text), text  # (the subject found at an opening and rewritten)
    assert openings.calls >= len(_THIRD)


def test_a_title_alone_opens_the_clause_scan(monkeypatch):
    openings = _Openings(third_subjects.OPEN)
    monkeypatch.setattr(third_subjects, "OPEN", openings)
    assert third_subjects._TITLE_WORDS and "Frau" in third_subjects._TITLE_WORDS and "Mr" in third_subjects._TITLE_WORDS
    rewrites = third_subjects._subject_rewrites("Frau Weber aus dem zweiten Stock hat Krebs")
    assert rewrites and "Frau Weber" not in rewrites[0]
    assert openings.calls == 1
    assert detect("Pan Oskar z parteru ma nowy samochód").label == "green"  # a title, nothing told


def test_the_apposition_gate_scans_for_the_comma_and_matches_the_same_texts():
    gate = appositions._GATE_APPOSITION
    assert gate.pattern.startswith(",")  # (a literal first: the engine looks for commas only)
    letter_first = re.compile(r"[^\W\d_],\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁЄІЇҐ][^\W\d_]+(?: [^\W\d_]+){0,2},\s")
    for text in ("My dad, Peter, has diabetes", "Hi, Peter, thanks", "7, Peter, 8", "list: 1, 2, 3",
                 "Mój tata, Zbigniew, ma cukrzycę", "Мій тато, Петро, має діабет", ", Anna, x", "a,Bob, c",
                 "Mi padre, José Luis, tiene", "well , Ann, ok", "x, Élodie Marie, y"):
        assert bool(gate.search(text)) == bool(letter_first.search(text)), text
    assert detect("My dad, Peter, has diabetes and I need recipes").label == "red"
    assert detect("Hi, Peter, thanks for the recipes").label == "green"
