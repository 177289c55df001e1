"""Values typed over several lines (round 18): a phone's keyboard or a narrow chat box breaks an IBAN, a NIE or a
card number where the writer pressed Enter or where the text was copied from a narrow column -
"mon iban\\nFR57 7933 5654 1\\n827 6976 8720 136", "NIE:\\nY154\\n4138R", "UA043423359521\\n606883963494994".

`split_findings` reads the message again with such line breaks as spaces (the same length, so spans stay put)
and keeps only the identifiers that span a rewritten break and carry a check digit of their own (IBAN, national
IDs, PESEL, cards): two lines of a list ("order 12345\\n67890") joined are no phone.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind

# a break between two pieces of one value: capitals or digits on both sides
_BREAK = re.compile(r"(?<=[0-9A-Z])[ \t]*\n[ \t]*(?=[0-9A-Z])")
# a line that is nothing but a piece of a value, with a digit in it
_PIECE = re.compile(r"[ \t]*(?=[^\n]*\d)[0-9A-Z][0-9A-Z \-]{1,40}[ \t]*")
# the findings that check themselves (a check digit or mod-97): joined pieces that pass are one value
_CHECKED = frozenset({
    "IBAN (bank account number)", "national ID number", "PESEL number", "payment card number",
    "social security / insurance number", "bank account number", "residence permit number",
})


def _line(text: str, pos: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return start, len(text) if end < 0 else end


def joined(text: str) -> tuple[str, list[int]] | None:
    """`text` with the line breaks inside a value made spaces, and the breaks' positions; None: none."""
    breaks: list[int] = []
    for m in _BREAK.finditer(text):
        nl = text.index("\n", m.start())
        before = _line(text, nl)
        after = _line(text, nl + 1)
        if _PIECE.fullmatch(text, *before) or _PIECE.fullmatch(text, *after):
            breaks.append(nl)
    if not breaks:
        return None
    chars = list(text)
    for nl in breaks:
        chars[nl] = " "
    return "".join(chars), breaks


def split_findings(text: str, find) -> list[Finding]:  # noqa: ANN001 - find: identifiers.find_identifiers
    """The checked identifiers of `text` read with its value-splitting line breaks as spaces."""
    if "\n" not in text or _BREAK.search(text) is None:
        return []
    got = joined(text)
    if got is None:
        return []
    flat, breaks = got
    return [f for f in find(flat) if f.kind is Kind.IDENTIFIER and f.reason in _CHECKED
            and any(f.start < nl < f.end for nl in breaks)]
