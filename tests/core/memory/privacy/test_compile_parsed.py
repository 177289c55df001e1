"""text.compile_parsed compiles from the shared parse: every lazy pattern is the pattern re.compile makes of it."""
import re

from app.core.memory.privacy.detector import lazy, verdict  # noqa: F401 - (imports every lazy pattern)
from app.core.memory.privacy.detector.text import compile_parsed


def test_every_lazy_pattern_is_re_compiles_own():
    lazy.compile_all()
    checked = 0
    for pattern in lazy._ALL:
        source = pattern._source
        for step in pattern._steps:
            source = step(source)
        ours, theirs = pattern.compiled, re.compile(source)
        assert ours == theirs, source[:200]  # (Pattern equality: source, flags and the compiled code)
        assert (ours.flags, ours.groups, ours.groupindex) == (theirs.flags, theirs.groups, theirs.groupindex)
        checked += 1
    assert checked > 1000


def test_inline_flags_groups_and_errors_as_re_compile():
    for source, flags in [(r"(?i)ab(?P<x>c)|d", 0), (r"(?x) a  b # note", 0), (r"(?a)\w+", 0), (r"(?ims)^a.b$", 0),
                          (r"\w+(?=\d)", re.IGNORECASE), (r"[a-z]{2,}", re.ASCII), (r"(a)(b)?(?P<n>c)", 0)]:
        ours, theirs = compile_parsed(source, flags), re.compile(source, flags)
        assert ours == theirs and ours.flags == theirs.flags and ours.groupindex == theirs.groupindex, source
        assert [m.span() for m in ours.finditer("AB c aBc a\nb 12ab3")] == [m.span() for m in theirs.finditer("AB c aBc a\nb 12ab3")]
    for bad in (r"(unclosed", r"(?a)(?u)x"):
        try:
            re.compile(bad)
        except (re.error, ValueError) as e:
            expected = (type(e), str(e))
        try:
            compile_parsed(bad)
        except (re.error, ValueError) as e:
            assert (type(e), str(e)) == expected
        else:
            raise AssertionError(bad)


def test_every_module_pattern_speed_up_rewrote_is_re_compiles_own():
    """findings.speed_up compiles a rewritten pattern from the parse its skip-ahead test read (session 26): each module
    pattern, gated or not, is the pattern re.compile makes of its source."""
    import sys  # noqa: PLC0415

    from app.core.memory.privacy.detector import deferred_gates  # noqa: PLC0415
    from app.core.memory.privacy.detector.findings import skip_ahead  # noqa: PLC0415
    from app.core.memory.privacy.detector.gates import Gated  # noqa: PLC0415

    checked = rewritten = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith("app.core.memory.privacy.detector"):
            continue
        for value in list(vars(module).values()):
            ours = deferred_gates.compiled(value) if isinstance(value, Gated) else value if isinstance(value, re.Pattern) else None
            if ours is None or not isinstance(ours.pattern, str):
                continue
            flags = ours.flags & ~re.UNICODE if ours.flags & re.ASCII else ours.flags
            theirs = re.compile(ours.pattern, flags)
            assert ours == theirs, ours.pattern[:200]
            assert (ours.flags, ours.groups, ours.groupindex) == (theirs.flags, theirs.groups, theirs.groupindex)
            checked += 1
            rewritten += ours.pattern.startswith("(?=[")
    assert checked > 1000 and rewritten > 50
    # the skip-ahead test reads the pattern under the flags it is compiled with, and answers as under none
    for source in (r"(?<!\w)(?:pin|kod)\b", r"\b(?:haslo|password)\s*:", r"(?<![\d])(?:\d{4})"):
        assert skip_ahead(source, re.UNICODE) == skip_ahead(source) == skip_ahead(source, re.UNICODE | re.MULTILINE)
