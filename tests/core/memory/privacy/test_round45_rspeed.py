"""Round 45 (rspeed): structural speed-ups of the detector's machinery, each exact.

- text.parse_flags gives a plain int: sre's compiler tests a parse's flags some 900 times per pattern, and on a
  re.RegexFlag each test was a Python-level enum.__and__ (5-10 % of the warm-up's and of a first pass's CPU). The
  same patterns: test_compile_parsed.py checks every lazy pattern against re.compile's own.
"""
import re

from app.core.memory.privacy.detector.text import _parse, compile_parsed, parse_flags


def test_parse_flags_is_a_plain_int():
    for source, flags in [("abc", 0), ("(?i)abc", 0), ("(?a)\\w", 0), ("x", re.IGNORECASE), ("x", re.ASCII | re.MULTILINE)]:
        got = parse_flags(source, flags)
        assert type(got) is int, (source, flags)
        assert got == int(re.compile(source, flags).flags), (source, flags)


def test_a_compiled_parse_holds_int_flags_and_is_re_compiles_own():
    for source, flags in [("(?:foo|bar)\\s+\\d{2,}", 0), ("(?i)straße|hasło", 0), ("(?x) a  b # c", 0),
                          ("[a-z]+@[a-z]+", re.IGNORECASE), ("\\w+", re.ASCII)]:
        ours = compile_parsed(source, flags)
        assert ours == re.compile(source, flags) and ours.flags == re.compile(source, flags).flags
        assert type(_parse(source, parse_flags(source, flags)).state.flags) is int
