"""A value the message itself calls an example (round 20).

context.lookalike_before reads "the sample PESEL ..." when the example word stands in the last words before the
value. Two common phrasings escaped it:
- a bank account read by its checksum alone (an NRB has no keyword finder): "jest przykładowy rachunek 61 1090 ...";
- the example word between the number's keyword and the value: "le format du NIR avec un exemple fictif, du genre
  2 69 05 ...", "the NINO format, for example QQ...", "Steuer-ID, zum Beispiel ...".
Either is nobody's number unless a possessive says whose ("przykład: mój PESEL ...").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import EXAMPLE_STEMS, EXAMPLE_WORDS, OWNER

_WORD = re.compile(r"[^\W\d_]+")
_MORE_EXAMPLE = frozenset("e.g eg np przykładowo przykladowo beispielsweise z.b zb ejemplo p.ej ex par exemple".split())


def _example_words(words: list[str]) -> bool:
    return any(w in EXAMPLE_WORDS or w.startswith(EXAMPLE_STEMS) for w in words) and not any(w in OWNER for w in words)


def example_before(text: str, start: int) -> bool:
    """An example word among the last three words before `start`, and no possessive among them."""
    words = _WORD.findall(text[max(0, start - 40):start].lower())[-3:]
    return bool(words) and _example_words(words)


def example_between(low: str, kw_end: int, value_start: int) -> bool:
    """"NIR avec un exemple fictif, du genre 2 69 ...": the example word between a keyword and its value."""
    if value_start - kw_end < 4:
        return False
    return _example_words(_WORD.findall(low[kw_end:value_start]))
