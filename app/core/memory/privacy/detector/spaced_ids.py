"""A national, tax or insurance number typed digit by digit, with its name or the writer's "my code" in its sentence
(round 40): "для податкової треба 2 2 3 6 6 5 0 2 7 9 це мій код", "mój PESEL: 4 4 0 5 1 4 0 1 3 5 9", "my NHS number
is 9 4 3 4 7 6 5 9 1 9", "meine Steuer-ID 8 6 0 9 5 7 4 2 7 1 9".

spaced_digits.py reads a MOBILE number typed a digit at a time (a voice keyboard, a form, a wish not to be scraped);
the same habit gives an ID's digits one by one, and no keyword finder reads them (their values are digit groups, not
ten single digits). Joined, such digits are read here when one of the checks their length can carry passes
(checked_values.really_fails: the checks the sentence names, else every one the shape allows) and the sentence names
the document or the writer's own code or number ("мій код", "my number", "mój numer"): one in ten random runs passes a
mod-11 check, and a bare run of digits is a count, a puzzle or a lottery row.

Green limits: nine to fifteen single digits (a phone is spaced_digits.py's: a phone's words in the sentence leave it
there), a failing check (an exercise, a typo), no name and no owner, an example's word.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.checked_values import really_fails
from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "national ID number"

_RUN = LazyPattern(r"(?<![\w.,\-])\d(?: \d){8,14}(?![\w\-]| \d|[.,]\d)")
# the document's name, or the writer's own code or number (lower-cased text)
_NAMED = LazyPattern(
    r"(?<![^\W\d_])(?:pesel|nip|dni|nie|nif|nhs|ssn|nino|steuer-?id|idnr|nir|s[ée]cu\w*|inn|инн|інн|іпн|ипн|рнокпп|"
    r"снілс|снилс|ідентифікац\w*|идентификац\w*|податков\w*|налогов\w*|tax|personal ?id|id)(?![^\W\d_])|"
    r"(?<![^\W\d_])(?:мій|мой|мо[єї]|my|mój|moj\w*|mein\w*|mi|mon|ma)\s(?:\w+\s)?(?:код\w*|номер\w*|code|number|numer\w*|"
    r"nummer|n[uú]mero|num[ée]ro|c[oó]digo)(?![^\W\d_])|"
    r"(?<![^\W\d_])(?:код\w*|номер\w*|code|number|numer\w*|nummer|n[uú]mero|num[ée]ro|c[oó]digo)\s(?:\w+\s)?"
    r"(?:мій|мой|моє|my|mój|moj\w*|mein\w*|mi|mon|ma)(?![^\W\d_])|"
    r"(?:це|это|c['’]est|it['’]s|that['’]s|to|ist|es) (?:мій|мой|my|mój|moj\w*|mein\w*|mi|mon|ma) (?:код|номер|code|number|numer|nummer|n[uú]mero|num[ée]ro)")
# a phone's, a lottery's, an example's words in the sentence: not a document's number
_NOT = LazyPattern(r"tel\w*|phone|телефон\w*|mobil\w*|handy|m[óo]vil|portable|комórk|komórk|komork|дзвон\w*|звон\w*|"
                   r"call|llam\w*|appel\w*|anruf\w*|lott\w*|loto|лото|тираж|exampl|beispiel|ejemplo|exemple|przyk\w*|"
                   r"приклад|пример|sudoku|puzzle|zagadk\w*|rätsel")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")


def find_spaced_ids(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each ID typed digit by digit, named or owned (see the module's doc)."""
    for m in _RUN.compiled.finditer(text):
        lo = 0
        for stop in _SENTENCE_END.finditer(low, max(0, m.start() - 120), m.start()):
            lo = stop.end()
        lo = max(lo, m.start() - 120)
        end = _SENTENCE_END.search(low, m.end())
        hi = min(end.start() if end else len(low), m.end() + 80)
        sentence = low[lo:hi]
        if _NOT.compiled.search(sentence) or not _NAMED.compiled.search(sentence):
            continue
        if really_fails(m.group().replace(" ", ""), sentence) is False:  # (None: no check fits; True: every one fails)
            add(REASON, *m.span())
