"""Round 51 (rspeed): the cost every chat message paid in the chain's unread finders, made exact.

- third_subjects opens with a guard finder_dispatch reads: a title as a word (`_TITLE_WORD`, a gated pattern), the role
  words, the owner before a verb of finding and a colleague (`work_subjects.may_work`) all shut leave `_subject_rewrites`
  nothing to rewrite. The chain reads 106 of its 110 finders (105 at round 50); two chat turns in three skip the finder.
- appositions' `_APPOSITION` starts with "(?=[\\w -]*,)": every character its kin alternation matches is a word
  character, a space or a hyphen, and a comma follows - the engine tests that before the two hundred alternatives at
  each word's start (~150 us a scan, 85 of 2,760 chat turns; a tenth of that now).
- Exactness: the guard against `_subject_rewrites` and the finder on sentences written here (the families in several
  languages, titles and look-alikes: "M." in "I'm", "Don" in "don't"), random texts and the gates' keys; the chain
  against calling every finder; the new `_APPOSITION` against the old one on every development text with a comma,
  and on written and random texts.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from app.core.memory.privacy.detector import (
    appositions,
    finder_dispatch,
    gates,
    hurried_forms,
    own_budgets,
    third_subjects,
    verdict,
)
from app.core.memory.privacy.detector.finder_dispatch import FinderChain, guard_terms
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.text import lower_keep_length
from app.core.memory.privacy.detector.work_subjects import may_work
from tests.core.memory.privacy.test_round46_rspeed import _key_texts, _random_texts
from tests.support.privacy_texts import development_texts


def _prepared(text: str) -> str:
    t = normalise(text).text
    gates.prepare(t)
    return t


@pytest.mark.parametrize("finder", [third_subjects.find_third_subjects, own_budgets.find_own_budgets],
                         ids=lambda f: f.__name__)
def test_the_guards_are_read(finder):
    assert guard_terms(finder), finder.__name__


def test_the_chain_reads_more_of_its_finders():
    chain = verdict._TOLD_CHAIN
    read = {fn.__name__ for (fn, _args, anys, alls), terms in zip(chain.steps, chain.terms) if anys or alls or terms}
    assert {"find_third_subjects", "find_own_budgets"} <= read
    assert len(read) >= 107, (len(read), len(chain.steps))  # (round 50: 105 of 110)


# ---------------------------------------------------------------- sentences written here

_RED = [
    "Mein Umsatz 2024 lag bei 68.000 €, ich bin Kleinunternehmer.",
    "przychód 2024: 96 000 zł, jestem na ryczałcie",
    "hab eine affaere mit meinem nachbarn mein mann ahnt nichts",
    "estamos divorciándonos, la vista es en enero",
    "Mi amigo Íñigo milita en un partido independentista.",
    "Pan Oskar z parteru jest po udarze i ma cukrzycę.",
    "My neighbour Tom was diagnosed with leukaemia last week.",
    "Frau Weber aus dem 2. Stock hat Multiple Sklerose.",
    "У подруги Веры нашли лимфому.",
    "My dad, Peter, has just been diagnosed with Parkinson's, what should I ask?",
    "Mi suegro, Ismael, es musulmán practicante.",
    "Mein Bruder, Jonas, ist seit Jahren HIV-positiv.",
    "ma sœur, Claire, est sous chimio depuis mars",
]
# (read by the exactness tests, no label asserted; the first green at round 50's end too - a recall gap left to the rule
# owners)
_OTHER = [
    "The company's revenue 2024 was 3 million euros.",
    "Netto 2.380 €, MwSt 452 €",
    "the blue shoes do fit, i think is it ok",
    "WAS SOLL ICH TUN ich bin so muede",
    "Is It True That The Queue Was Long",
    "Sr. Campos, del 2ºA, tiene cáncer de pulmón.",
    "I'm so tired. Don't wait for me, ok?",
    "I'm at the pan shop. M. is a letter.",
    "don't forget the milk, Mr. Bean is on at nine",
    "Dr. Who was great last night, I'm hooked.",
    "M. Dupont est passé hier, il va bien.",
    "Mme Leroy, la voisine, a un nouveau chat.",
    "the company has a new boss, Anna, she's nice",
    "Our landlord says rent is going up again.",
    "My friend, Sam, loved the concert.",
    "Hey Mel, how was the trip? I'm back home, Jo said hi.",
    "we went hiking, then Caroline, my best friend, made dinner",
    "Herr Müller hat angerufen, er kommt morgen.",
    "Господин Петров, наш сосед, купил машину.",
    "I went to a LGBTQ support group yesterday and it was so powerful.",
    "What a day, honestly, Melanie, you would have loved it.",
]


def _family_texts(n: int, seed: int = 51) -> list[str]:
    rng = random.Random(seed)
    words = ["Pan", "pan", "Pani", "Sr.", "Sra.", "M.", "Mme", "Mr", "Mr.", "Mrs", "Dr.", "Don", "don't", "I'm", "Herr",
             "Frau", "Господин", "пані", "friend", "neighbour", "colleague", "amigo", "vecina", "sąsiadka", "сусід",
             "dev", "QA", "from", "our", "new", "my", "dad", ",", ".", ":", "\n", "-", "—", "Tom", "Anna", "Íñigo",
             "has", "cancer", "wurde", "нашли", "у", "bei", "meiner", "Nachbarin", "diagnosed", "hiv", "milita", "en",
             "best", "mejor", "amiga", "son-in-law", "compañero de trabajo", "’s", "'s", "on", "as", "a", "gay", "man"]
    out = []
    for _ in range(n):
        k = rng.randint(1, 14)
        out.append(" ".join(rng.choice(words) for _ in range(k)).replace(" ,", ",").replace(" .", "."))
    return out


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _RED + _OTHER + _family_texts(600) + _random_texts(150, seed=51) + _key_texts()[::4]


def _guard_shut(t: str) -> bool:
    return third_subjects._TITLE_SHUT(t) and not gates.opens_caseless(t, third_subjects._ROLE_GATE) \
        and not gates.opens_caseless(t, third_subjects._OWNER_GATE) and not may_work(t)


def test_the_guard_leaves_nothing_to_rewrite(texts):
    shut = 0
    for text in texts:
        t = _prepared(text)
        if _guard_shut(t):
            assert third_subjects._subject_rewrites(t) == [], text
            shut += 1
    assert shut > 100


def test_the_terms_are_the_finders_own(texts):
    chain = verdict._TOLD_CHAIN
    skipped = {third_subjects.find_third_subjects: 0, own_budgets.find_own_budgets: 0}
    for text in texts:
        t = _prepared(text)
        mask = gates.text_mask(t)
        fails = 0 if t.isascii() else finder_dispatch._fails(t)
        for (fn, args, *_clauses), terms in zip(chain.steps, chain.terms):
            if fn in skipped and terms and finder_dispatch._term_shut(terms, mask, fails):
                assert not fn(t, *args), (fn.__name__, text)
                skipped[fn] += 1
                if fn is third_subjects.find_third_subjects:
                    assert third_subjects._subject_rewrites(t) == [], text
                else:  # (sentence_matches' own search: nothing to read)
                    assert own_budgets._FIGURE.search(lower_keep_length(t)) is None, text
    assert min(skipped.values()) > 100, skipped


def test_the_chain_gives_what_calling_every_finder_gives(texts):
    chain = verdict._TOLD_CHAIN
    for text in texts:
        t = _prepared(text)
        called: list = []
        for fn, args, *_clauses in chain.steps:
            called = fn(t, *args)
            if called:
                break
        assert chain.first(t) == (called or []), text


def test_detect_is_the_same_without_skips(texts, monkeypatch):
    chain = verdict._TOLD_CHAIN
    every = FinderChain([(fn, args) for fn, args, *_clauses in chain.steps], skips=False)
    on = [verdict.detect(t) for t in texts]
    monkeypatch.setattr(verdict, "_TOLD_CHAIN", every)
    assert [t for t, a in zip(texts, on) if verdict.detect(t) != a] == []


# ---------------------------------------------------------------- _APPOSITION's look-ahead

_OLD_APPOSITION = re.compile(r"(?<![\w'])(?i:" + fold_letters(appositions.KIN, True) + r")(,)\s+" + appositions._NAME
                             + r"(,)\s+(?=[^\W\d_])")


def _spans(p: re.Pattern[str], t: str) -> list[tuple[int, int, int, int]]:
    return [(m.start(), m.end(), m.start(1), m.start(2)) for m in p.finditer(t)]


def test_apposition_matches_as_before(texts):
    extra = ["My dad, Peter, has cancer", "mi suegro, Ismael, es", "my best friend, Anna Maria, is", "x,my son-in-law, "
             "Tom, has", "moja teściowa, Halina, ma", "у тата, Віктора, знайшли", "compañero de trabajo, Luis, tiene",
             "grand-mère, Odile, a", "KIN, Name, x", "дядя, Олег, болеет", "ſon, Tom, has", "İnigo's uncle, Bob, is"]
    for t in texts + extra:
        assert _spans(appositions._APPOSITION, t) == _spans(_OLD_APPOSITION, t), t


def test_apposition_matches_as_before_on_development_texts():
    seen = 0
    for t in development_texts():
        if t.count(",") > 1:
            assert _spans(appositions._APPOSITION, t) == _spans(_OLD_APPOSITION, t), t
            seen += 1
    assert seen > 1000


# ---------------------------------------------------------------- hurried_forms' rewrite words, case as written

def test_the_rewrite_words_are_lower_case():
    src = hurried_forms._REWRITE_WORDS
    assert not any(c.isupper() and src[i - 1:i] != "\\" for i, c in enumerate(src))


def test_the_rewrite_words_match_as_before(texts):
    rng = random.Random(51)
    alphabet = "aeoudnsiAEOUDNSIcwhlkmtr \t\n,.?-'"
    made = ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40))) for _ in range(3000)]
    spelled = [" Should ", "x SHALL y", "a\tIs\tb", "dOeS", "AE", "Est-Ce que", " Dois-Je ", " JE ", "queue", "En Train De"]
    seen = 0
    for t in texts + made + spelled + list(development_texts()):
        if t.isascii():
            old = hurried_forms._GATE_REWRITE.search(t)
            new = hurried_forms._GATE_REWRITE_LOW.search(t.lower())
            assert (old and old.span()) == (new and new.span()), t
            seen += 1
    assert seen > 5000


@pytest.mark.parametrize("text", _RED)
def test_the_written_red_stay_red(text):
    assert verdict.detect(text).label == "red", text


def test_module_docs_name_the_round():
    for module in (appositions, hurried_forms, own_budgets, third_subjects):
        src = Path(module.__file__).read_text(encoding="utf-8")
        assert "Round 51 (rspeed)" in src or "round 51, rspeed" in src, module.__name__
