"""A code shown as an example (round 15): "nigdy nie prosimy o kod BLIK, np. 123 456", "als Beispiel „TAN 123456“",
"nunca te pediremos un código como 000000", "a code such as 111111".

Banks' warnings and leaflets show what a code looks like with a value nobody holds: one digit repeated or a
straight run up or down (1234, 123 456, 000000, 987654). Such a value right after an example marker of the six
languages ("e.g.", "such as", "np.", "na przykład", "z. B.", "Beispiel", "por ejemplo", "como", "par exemple",
"comme", "напр.", "наприклад", "например", "типу", "вроде") is claimed and rejected, so that no secret finder
reads it. A real-looking value ("np. 482 913") stays for the finders: only the trivial runs are examples."""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import speed_up

# an example marker, then at most two words (a code's name: "TAN", "kod BLIK") and maybe a quote, then the value
_EXAMPLE_VALUE = re.compile(
    r"(?:\be\.g\.|\bsuch as|\blike|\bfor (?:example|instance)|\bexample|\bnp\.|\bna przykład|\bprzykład\w*|\bz\. ?b\."
    r"|\bbeispiel\w*|\betwa|\bpor ejemplo|\bp\. ?ej\.|\bejemplo|\bcomo|\bpar exemple|\bexemple|\bcomme|\bp\. ?ex\."
    r"|\bнапр\.|\bнаприклад|\bнапример|\bприклад|\bпример|\bтипу|\bвроде|\bтипа)"
    r"[\s:,]*[«„\"“'‘]?(?:[^\W\d_]{1,12}\s+){0,2}[«„\"“'‘]?(\d(?:[ \-]?\d){3,7})(?!\w|[.,]\d)"
)
_DIGITS = "0123456789"


def _trivial(digits: str) -> bool:
    """One digit repeated, or a straight run up or down (1234, 123456, 987654, 890123 does not count)."""
    return len(set(digits)) == 1 or digits in _DIGITS or digits in _DIGITS[::-1] or digits in "1234567890"


def claim_placeholder_codes(text: str, low: str, claimed: Claims) -> None:
    """Claim and reject the trivial example values after an example marker (see the module's docstring)."""
    for m in _EXAMPLE_VALUE.finditer(low):
        digits = m.group(1).replace(" ", "").replace("-", "")
        if _trivial(digits) and not claimed.overlaps(*m.span(1)):
            claimed.append(m.span(1))
            claimed.reject(*m.span(1))


speed_up(globals())
