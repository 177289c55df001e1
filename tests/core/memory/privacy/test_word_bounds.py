"""word_bounds: keys a text's words must meet as words (a run of letters that is, or starts with, the letters).

The keys are necessary conditions derived from a pattern's parse: every text a pattern matches meets a key of each
set. Checked here on small patterns whose sets are known, and as a property over the detector's own disclosure
patterns and texts that match them."""
from __future__ import annotations

import re

import pytest

from app.core.memory.privacy.detector.text import words_of
from app.core.memory.privacy.detector.word_bounds import END, START, run_keys, word_sets


def _met(text: str, keys: frozenset[str]) -> bool:
    """Whether the words of `text` (lower-cased, as the gates read them) meet a key of `keys`."""
    exact = {k for k in keys if k[:1] == START and k.endswith(END)}
    prefixes = {k for k in keys if k[:1] == START and not k.endswith(END)}
    lengths = {len(k) - 1 for k in prefixes}
    plain = keys - exact - prefixes
    return any(run_keys(word, exact, prefixes, lengths) or any(k in word for k in plain) for word in words_of(text.lower()))


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"(?<!\w)(?:he|she)(?!\w)", [{START + "he" + END, START + "she" + END}]),
    (r"(?<!\w)my (?:\w+ )?(?:husband|m[ąa][żz])(?!\w)",
     [{START + "my" + END}, {START + "husband" + END, START + "mąż" + END, START + "maż" + END, START + "mąz" + END,
                             START + "maz" + END}]),
    (r"i\s+have\s+diabetes", [{START + "diabet"}, {START + "have" + END}]),
    (r"f(?<!\w.)ather|d(?<!\w.)ad", [{START + "dad", START + "father"}]),  # (findings.skip_ahead's form)
    (r"\bpor\b|\bsupport", [{START + "por" + END, START + "suppor"}]),
])
def test_sets_of_small_patterns(pattern: str, expected: list[set[str]]) -> None:
    assert sorted(map(sorted, word_sets(re.compile(pattern)))) == sorted(map(sorted, expected))


@pytest.mark.parametrize("pattern", [
    r"abc\b",  # no edge before the letters: a substring of a longer word
    r"(?:ab|cd)\w*",  # idem
    r"(?i)(?<!\w)husband",  # case ignored: not read
])
def test_no_sets_without_a_starting_edge(pattern: str) -> None:
    assert word_sets(re.compile(pattern)) == ()


def test_keys_are_words_not_substrings() -> None:
    sets = word_sets(re.compile(r"(?<!\w)m[ąa][żz](?!\w)"))
    assert sets
    assert not any(_met("That was amazing, thanks for the support!", s) for s in sets)
    assert all(_met("Mój mąż wrócił.", s) for s in sets)
    assert all(_met("l'maz-x", s) for s in sets)  # (an apostrophe and a hyphen are edges of a run of letters)


def test_every_match_meets_every_set() -> None:
    """The detector's own strong disclosure patterns on texts built to match them: each text a pattern matches meets a key
    of each of its sets."""
    from app.core.memory.privacy.detector import disclosures
    from app.core.memory.privacy.detector.lazy import LazyPattern

    texts = [
        "Mój mąż mnie bije od lat.", "My husband hits me when he drinks.", "I have diabetes and take insulin.",
        "Ich bin seit Jahren in der Gewerkschaft.", "Je suis enceinte de trois mois.", "Tengo una deuda enorme con el banco.",
        "Я вагітна, але ніхто не знає.", "I'm gay and my parents don't know.", "We're behind on rent for two months.",
        "My wife has been seeing someone else.", "I've been diagnosed with depression last year.",
        "Mein Mann trinkt jeden Abend.", "I filed for bankruptcy in March.", "i'm on antidepressants since may",
    ]
    checked = 0
    patterns = [p for p in disclosures._ALWAYS.values() for p in p] + [
        e.regex for t in (disclosures._INDEX.exact, disclosures._INDEX.stems, disclosures._GATED.exact)
        for es in t.values() for e in es if e.regex is not None and e.tier == disclosures._TIER_STRONG]
    seen: set[int] = set()
    for lazy in patterns:
        if id(lazy) in seen or not isinstance(lazy, LazyPattern):
            continue
        seen.add(id(lazy))
        compiled = lazy.compiled
        sets = word_sets(compiled)
        for text in texts:
            low = text.lower().replace("’", "'")
            if compiled.search(low):
                checked += 1
                assert all(_met(low, s) for s in sets), (compiled.pattern[:120], text)
    assert checked >= 10
