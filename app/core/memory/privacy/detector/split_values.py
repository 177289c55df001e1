"""Values typed over several lines (round 18): a phone's keyboard or a narrow chat box breaks an IBAN, a NIE or a
card number where the writer pressed Enter or where the text was copied from a narrow column -
"mon iban\\nFR57 7933 5654 1\\n827 6976 8720 136", "NIE:\\nY154\\n4138R", "UA043423359521\\n606883963494994".

`split_findings` reads the message again with such line breaks as spaces (the same length, so spans stay put)
and keeps the identifiers that span a rewritten break and carry a check digit of their own (IBAN, national
IDs, PESEL, cards); other identifiers and secrets (phones, one-time codes, NINOs) only when the value is named on
its first line or on the line above it (round 22: a pasted SMS, an e-mail or a narrow chat column wraps
"kod BLIK 482\\n915", "llame al 668\\n82 05 93"): two lines of a list ("order 12345\\n67890") joined are no phone.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind

# a break between two pieces of one value: capitals or digits on both sides
_BREAK = re.compile(r"(?<=[0-9A-Z])[ \t]*\n[ \t]*(?=[0-9A-Z])")
# a line that is nothing but a piece of a value, with a digit in it
_PIECE = re.compile(r"[ \t]*(?=[^\n]*\d)[0-9A-Z][0-9A-Z \-]{1,40}[ \t]*")
# (loose) a group of a value ending a line and opening the next
_GROUP_END = re.compile(r"(?<![\w.,])\+?[0-9A-Z]{0,5}\d[0-9A-Z]{0,5}[ \t]*$")
_GROUP_START = re.compile(r"[ \t]*[0-9A-Z]{0,5}\d[0-9A-Z]{0,5}(?![\w.,]\d)")
# the findings that check themselves (a check digit or mod-97): joined pieces that pass are one value
_CHECKED = frozenset({
    "IBAN (bank account number)", "national ID number", "PESEL number", "payment card number",
    "social security / insurance number", "bank account number", "residence permit number",
})


def _line(text: str, pos: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return start, len(text) if end < 0 else end


def joined(text: str, loose: bool = False) -> tuple[str, list[int]] | None:
    """`text` with the line breaks inside a value made spaces, and the breaks' positions; None: none. `loose`: also
    a break between a line that ends in a group of digits and one that opens with one ("kod BLIK 482\\n915 dla")."""
    breaks: list[int] = []
    for m in _BREAK.finditer(text):
        nl = text.index("\n", m.start())
        before = _line(text, nl)
        after = _line(text, nl + 1)
        if _PIECE.fullmatch(text, *before) or _PIECE.fullmatch(text, *after) or (
                loose and _GROUP_END.search(text, before[0], before[1]) and _GROUP_START.match(text, after[0])):
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
    got = joined(text) or (text, [])
    flat, breaks = got
    found = [f for f in find(flat) if (f.kind is Kind.IDENTIFIER or f.kind is Kind.SECRET)
             and any(f.start < nl < f.end for nl in breaks)
             and (f.reason in _CHECKED or _wrapped(text, f.start, f.end))]
    if not found:
        loose = joined(text, loose=True)
        if loose is not None and len(loose[1]) > len(breaks):
            flat, breaks = loose
            found = [f for f in find(flat) if (f.kind is Kind.IDENTIFIER or f.kind is Kind.SECRET)
                     and any(f.start < nl < f.end for nl in breaks) and _wrapped(text, f.start, f.end)]
    return found


def _wrapped(text: str, start: int, end: int) -> bool:
    """Is text[start:end] one value wrapped over lines rather than a column of numbers (round 22)? Its first line
    opens with words (the keyword that names it: "llame al 668\n82 05 93", "kod BLIK 482\n915") or follows a
    line that ends in a keyword's colon ("Telefon:\n+48 601\n234 567"), and its last piece ends its line or is
    followed by words, not by another number."""
    first_line = text.rfind("\n", 0, start) + 1
    lead = text[first_line:start]
    if lead.strip():
        named = any(c.isalpha() for c in lead)
    else:  # the value opens its line: the line above names it
        above = text[text.rfind("\n", 0, max(0, first_line - 1)) + 1:max(0, first_line - 1)].rstrip()
        named = above.endswith((":", "-", "–", "—")) and any(c.isalpha() for c in above)
        lines = text[first_line:end].split("\n")
        if len(lines) >= 3 and all(len(line.split()) == 1 for line in lines):
            return False  # a column of numbers under a heading ("my expenses this week:\\n120\\n340\\n560")
    if not named:
        return False
    last_line_end = text.find("\n", end)
    tail = text[end:len(text) if last_line_end < 0 else last_line_end]
    if not tail.strip() and last_line_end >= 0:
        tail = text[last_line_end + 1:last_line_end + 4].lstrip(" \t-•*")  # a column goes on with another number
    return not any(c.isdigit() for c in tail[:3])


def unwrapped(text: str, findings: list[Finding]) -> str:
    """`text` with the line breaks inside an identifier's or a secret's span, and the one after a label's colon just
    before it, made spaces (the same length): the rules that tell whose a number is read "konto parafii: 46 1160 2202
    3842\\n3940 ..." and "Zentrale laut Website:\\n+47 ..." as one line (round 22)."""
    chars = None
    for f in findings:
        if f.kind is not Kind.IDENTIFIER and f.kind is not Kind.SECRET:
            continue
        if "\n" in text[f.start:f.end]:
            chars = chars or list(text)
            for i in range(f.start, f.end):
                if chars[i] == "\n":
                    chars[i] = " "
        before = text[:f.start].rstrip(" \t")
        if before.endswith("\n") and before[:-1].rstrip().endswith(":"):
            chars = chars or list(text)  # "Zentrale laut Website:\\n+47 23 27 54 00": the label's line goes on
            chars[len(before) - 1] = " "
    return text if chars is None else "".join(chars)


def drop_pieces(text: str, findings: list[Finding], find) -> list[Finding]:  # noqa: ANN001 - as split_findings
    """Drop the numbers read on a line that goes on with the previous line's value ("... DE21 0320 3996\\n5287 5928
    35" is no phone: the IBAN's tail) when the two lines read as one show no identifier there (round 22)."""
    loose = joined(text, loose=True)
    if loose is None:
        return findings
    flat, breaks = loose
    pieces = [f for f in findings if f.kind is Kind.IDENTIFIER and f.reason not in _CHECKED
              and any(nl < f.start and not text[nl + 1:f.start].strip() for nl in breaks)]
    if not pieces:
        return findings
    again = find(flat)
    return [f for f in findings if f not in pieces or any(g.start < f.end and f.start < g.end for g in again)]
