"""Round 39, rspeed: what makes the detector's warm-up and per-message dispatch cheaper without changing a verdict.

1. One parse per lazy pattern (text._parse): a lazy pattern's rewriting step (findings.skip_ahead, first_char_gate) read
   its source under flags 0 and `compile_parsed` under UNICODE a moment later - the same tree parsed twice, half of the
   warm-up's parses. The parse is now looked up under the flags the pattern ends up with (text.parse_flags).
"""
import re

from app.core.memory.privacy.detector import lazy, text, verdict  # noqa: F401 - (imports every lazy pattern)
from app.core.memory.privacy.detector.findings import skip_ahead


def _count_parses(run):
    from re import _parser  # noqa: PLC0415
    calls = []
    orig = _parser.parse

    def counting(pattern, flags=0, state=None):
        calls.append((pattern, flags))
        return orig(pattern, flags) if state is None else orig(pattern, flags, state)

    _parser.parse = counting
    try:
        run()
    finally:
        _parser.parse = orig
    return calls


def test_one_parse_under_flags_zero_and_unicode():
    source = r"(?<![\w'])(?:zqxr|zqxw|zqxv)\w{0,3}(?![\w'])round39"
    assert text._parse(source, 0) is text._parse(source, re.UNICODE)
    lead = r"(?i)zqxr(?:alpha|beta)round39"  # a leading global flag: the key the compiled pattern reports
    assert text._parse(lead, 0) is text._parse(lead, re.IGNORECASE | re.UNICODE)
    # and a pattern that says ASCII, or whose own flags conflict, is parsed (or refused) as re does
    ascii_lead = r"(?a)\w+round39"
    assert text._parse(ascii_lead, 0).state.flags & re.ASCII
    assert text.compile_parsed(ascii_lead) == re.compile(ascii_lead)
    for source, flags in [(ascii_lead, re.UNICODE), (r"(?a)(?u)round39", 0)]:
        try:
            re.compile(source, flags)
        except (re.error, ValueError) as e:
            expected = (type(e), str(e))
        else:
            expected = None
        try:
            text.compile_parsed(source, flags)
            got = None
        except (re.error, ValueError) as e:
            got = (type(e), str(e))
        assert got == expected, source
    try:
        text._parse(ascii_lead, re.UNICODE)
    except ValueError:
        pass
    else:
        raise AssertionError("(?a) under UNICODE parsed")


def test_a_lazy_pattern_with_a_rewriting_step_is_parsed_once():
    source = r"(?<!\w)(?:zqxa|zqxb|zqxc) round39 (?:one|two)(?!\w)"

    pattern = lazy.LazyPattern(source, skip_ahead)
    lazy._ALL.remove(pattern)  # (not left among the app's patterns)
    parses = _count_parses(lambda: pattern.compiled)
    assert parses and len({p for p, _ in parses}) == len(parses), parses  # no source parsed twice
    assert pattern.compiled == re.compile(skip_ahead(source))


# ---------------------------------------------------------------- 2. a hot lazy pattern behind its own word gate
#
# lazy.LazyPattern: after HOT_AFTER searches a pattern runs behind gates.gated's word gate (the literals every match
# holds), so that a message without its words costs a mask test instead of a scan. The gate must skip a text that cannot
# match, never one that can, and never a string the gates have not prepared.

def _fresh(source: str) -> lazy.LazyPattern:
    pattern = lazy.LazyPattern(source)
    lazy._ALL.remove(pattern)  # (not left among the app's patterns)
    return pattern


def test_a_lazy_pattern_is_gated_once_hot_and_skips_only_texts_without_its_words():
    from app.core.memory.privacy.detector import gates  # noqa: PLC0415
    pattern = _fresh(r"(?<![\w'])(?:zqxsober|zqxclean) (?:for|since) \d+ days")
    hit, miss = "zqxsober for 40 days now", "sober for 40 days now, all good"
    for _ in range(lazy.HOT_AFTER + 1):
        assert pattern.search(hit).span() == (0, 20)
    assert isinstance(pattern._runs, gates.Gated)  # hot: behind its gate
    gates.prepare(miss)
    gates.prepare(hit)
    assert pattern.search(miss) is None and list(pattern.finditer(miss)) == []
    assert pattern.search(hit).span() == (0, 20) and [m.span() for m in pattern.finditer(hit)] == [(0, 20)]
    assert pattern.search(hit, 1) is None and pattern.search("x " + hit).span() == (2, 22)  # (positions and a copy
    # the gates never saw, as the pattern itself)


def test_a_cold_lazy_pattern_runs_as_compiled():
    from app.core.memory.privacy.detector import gates  # noqa: PLC0415
    pattern = _fresh(r"(?<![\w'])zqxrare(?![\w'])")
    assert pattern.search("a zqxrare word").span() == (2, 9)
    assert pattern._runs is pattern.compiled and not isinstance(pattern._runs, gates.Gated)


# Own sentences in the seven languages, red and their green near-misses, some typed without diacritics: the verdict with
# every lazy pattern hot (gated) is the verdict with the gates off, and the one expected.
_SENTENCES = {
    "212 days clean today and my sponsor took me out for pancakes": "red",
    "Picked up my one year coin at the meeting last night, still shaking": "red",
    "Did you see the game last night? Unbelievable finish": "green",
    "Dzis mija rok od mojego ostatniego kieliszka, dostalem medalik na mityngu": "red",
    "Mija rok od ostatniej wyplaty premii, szef obiecal podwyzke": "green",
    "Seit meinem letzten Glas sind es heute 90 Tage, ich bin so stolz": "red",
    "Seit meinem letzten Urlaub sind 90 Tage vergangen": "green",
    "Llevo cuarenta dias limpio y mi padrino dice que voy bien": "red",
    "Llevo cuarenta dias sin vacaciones, estoy agotado": "green",
    "Ca fait 90 jours sans boire et je vais enfin au mariage de ma soeur": "red",
    "Ca fait 90 jours sans pluie dans le jardin": "green",
    "Сегодня девять месяцев, как я вышел из ребцентра": "red",
    "Каждое утро езжу за дозой метадона в диспансер": "red",
    "I paid the hotel in cash so my wife never sees it on the statement": "red",
    "I paid the hotel in cash because the card machine was broken": "green",
    "what is methadone used for in general?": "green",
    "my clients on buprenorphine often ask about take-home doses": "green",
    "Wife and I went hiking last weekend, she loved the views": "green",
}


def test_hot_lazy_gates_never_change_a_verdict():
    from app.core.memory.privacy.detector import gates  # noqa: PLC0415
    for pattern in lazy._ALL:
        if pattern._left < 1 << 61:
            pattern._runs = pattern.compiled
            pattern._left = 1  # the next search makes it hot
    for sentence in _SENTENCES:
        verdict.detect(sentence)
    hot = [p for p in lazy._ALL if isinstance(p._runs, gates.Gated)]
    assert len(hot) > 20
    for sentence, label in _SENTENCES.items():
        gated = verdict.detect(sentence)
        gates.ENABLED = False
        try:
            plain = verdict.detect(sentence)
        finally:
            gates.ENABLED = True
        assert gated == plain, sentence
        assert gated.label == label, sentence
