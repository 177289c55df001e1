"""A Polish land register's number said as the writer's home (round 40): "Księga wieczysta mojego mieszkania to
WA1M/00482715/1", "KW naszego domu: KR1P/00012347/2", "the land register of my flat in Gdańsk is GD1G/...".

A księga wieczysta's number (a court's code, eight digits, a check digit: checksums.polish_kw_ok) opens the register
of one flat or plot, with its owners' names and mortgages, to anyone who types it into the ministry's EKW site: given
as the writer's own home, it names the writer's address and debts. The same number of a flat for sale, a plot one is
looking at, a municipality's building, or a handbook's example stays green ("Księga wieczysta mieszkania, które chcemy
kupić, to WA4M/00284517/3"), as the development sets label them; so does a number whose check digit fails (invented).

Wanted: the number's shape and check, and the writer's possessive in its sentence before it ("mojego", "naszej",
"my", "meiner" ...). Gated on a slash and a digit.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "land register number"

_KW = LazyPattern(r"(?<![\w/])([A-Z]{2}\d[A-Z])\s?/\s?(\d{8})\s?/\s?(\d)(?![\w/])")
# the writer's (or the household's) possessive, in the value's sentence before it (lower-cased text; folded too)
_OWNER = LazyPattern(
    r"(?<![^\W\d_])(?:mój|moj\w*|nasz\w*|my|our|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|мій|моя|мо[єї]|мого|"
    r"моєї|наш\w*|мой|моей|моего)(?![^\W\d_])")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")
# an example's or a sample's word in the sentence ("Przykład z poradnika: KR1P/...")
_SAMPLE = LazyPattern(r"przyk|wz[oó]r|exampl|beispiel|ejempl|exempl|приклад|пример|format|fikcyj|zmyśl|sample")


def find_land_registers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each valid land register number of the writer's home (see the module's doc)."""
    for m in _KW.compiled.finditer(text):
        if not ck.polish_kw_ok(*m.groups()):
            continue  # a made-up number (its check digit fails)
        lo = 0
        for stop in _SENTENCE_END.finditer(low, max(0, m.start() - 160), m.start()):
            lo = stop.end()
        lo = max(lo, m.start() - 160)
        if _SAMPLE.compiled.search(low, lo, m.start()):
            continue
        if _OWNER.compiled.search(low, lo, m.start()):
            add(REASON, *m.span())
