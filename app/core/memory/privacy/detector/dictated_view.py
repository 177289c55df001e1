"""A value read out or dictated digit by digit, read by the ordinary finders as the one value it is (round 43).

People copy a document's number a digit at a time - reading it off the card or the letter, dictating it over the phone,
or typing what a voice keyboard gave them: "te lo leo del carné: 0 7 4 7 7 7 6 2 W", "hab sie vom Brief abgelesen:
4 9 1 6 5 6 6 8 2 0 2", "podałam mu swój pesel: 8 4 ...", "la IBAN me la dictó así: E S 9 1 2 1 ...", "my NI is
Q Q 1 2 ...". spaced_ids.py reads a named, owned national number typed so, spaced_digits.py a mobile; every other
value (a DNI with its letter, a Steuer-ID with no name, a PESEL dictated "przez telefon" - the phone word that keeps
spaced_ids.py out -, a card, an IBAN) was left to nobody: each finder expects the value's own groups. Here, for a
message the rules left not red, every run of single digits parted by one space, dot or hyphen (six digits at least,
a letter after it taken along: the DNI's) is written joined, with a map back, and verdict.py reads that view with
every finder - the same way spoken_view.py reads digits said in words.

Green limits: only runs of ONE digit per group (lotto picks "4 8 15 16 23 42", scores, dates and times have groups of
two), six digits at least; a finding must cover a joined run and be a rule's (the learned model's guess on a joined
run is no evidence: "1 2 3 4 5 6" joined is any number); a phone number is not taken from a joined run (a mobile
has no check digit, and spaced_digits.py reads one typed so with a contact's words: "the vault code was 0 7 9 1 1 1
2 3 4 5 6" in a story is no one's phone); the finders keep their own limits - a checksum that fails
(an exercise, a counting row "1 2 3 4 5 6 7 8 9"), no owner or name where the finder wants one, a sample's word.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.lazy import LazyPattern

# six single digits parted by one separator: the cheap gate (most messages have no such run)
_GATE = LazyPattern(r"\d[ .\-]\d[ .\-]\d[ .\-]\d[ .\-]\d[ .\-]\d")
# the whole run: single digits, one separator each (the same separator or mixed), a capital letter after it kept (the
# DNI's), two capitals or an X/Y/Z before it kept (an IBAN's country "E S 9 1 ...", a NIE's "X 1 2 ...")
_RUN = LazyPattern(r"(?<![\w.,\-/])(?:[A-Z][ .\-][A-Z][ .\-]|[XYZ][ .\-])?\d(?:[ .\-]\d){5,33}(?: [A-Z](?![\w.\-]| \d))?(?![\w\-/]|[.,]\d|[ .\-]\d)")


def may_hold_dictated(text: str) -> bool:
    """Could the message hold a value typed digit by digit (the cheap test verdict.py asks first)?"""
    return _GATE.compiled.search(text) is not None


class DictatedView:
    """The message with each digit-by-digit run joined; `runs` are the joined runs' spans in the view, with the
    original spans they came from."""

    __slots__ = ("text", "runs")

    def __init__(self, text: str, runs: list[tuple[int, int, int, int]]) -> None:
        self.text, self.runs = text, runs

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original text's span of a view span (a run's edges widen to the run's original edges)."""
        return self._map(start), self._map(end)

    def _map(self, pos: int) -> int:
        shift = 0
        for vs, ve, os_, oe in self.runs:
            if pos < vs:
                break
            if pos <= ve:  # inside a run: its edges are the run's edges, a digit inside is two characters on
                return os_ if pos == vs else oe if pos == ve else min(os_ + (pos - vs) * 2, oe)
            shift = oe - ve
        return pos + shift


def dictated_view(text: str) -> DictatedView | None:
    """The message with its digit-by-digit runs joined, or None when it has none."""
    parts: list[str] = []
    runs: list[tuple[int, int, int, int]] = []
    last = 0
    size = 0
    for m in _RUN.compiled.finditer(text):
        joined = "".join(c for c in m.group() if c.isalnum())
        parts.append(text[last:m.start()])
        size += m.start() - last
        runs.append((size, size + len(joined), m.start(), m.end()))
        parts.append(joined)
        size += len(joined)
        last = m.end()
    if not runs:
        return None
    parts.append(text[last:])
    return DictatedView("".join(parts), runs)


# identifiers only (round 43 merge): a joined run read as a code or a password ("the safe code was 0 7 7 0 ...") is any
# six digits in a row - a story's, a game's -, while an ID number joined must still pass its check digit
_KINDS = (Kind.IDENTIFIER,)


def dictated_findings(text: str, find: Callable[[str], Sequence[Finding]]) -> list[Finding]:
    """The rules' identifier and secret findings (`find`: every finder) on a joined digit-by-digit run, in the
    original message's spans."""
    view = dictated_view(text)
    if view is None:
        return []
    return [Finding(f.kind, f.reason, *view.original_span(f.start, f.end)) for f in find(view.text)
            if f.kind in _KINDS and "learned" not in f.reason and f.reason != "phone number" and any(s < f.end and f.start < e for s, e, _, _ in view.runs)]
