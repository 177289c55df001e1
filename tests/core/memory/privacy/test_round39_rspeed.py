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
