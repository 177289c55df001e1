"""A lottery ticket's picks are nobody's number: the spans the learned model must not score (round 23, false red on
green lottery talk in broad-zzl).

phones.py already rejects a run of one- and two-digit numbers read as a phone when a lottery word is near it, the
draw's extra ball follows it ("..., bonus 7", "... and bonus 9", "... y estrellas 3 11"), six picks rise, or five rising
picks are asked about as a win ("did 4 11 23 35 42 win anything"). The learned identifier model reads candidates of
its own, so the same runs are handed to it as spans not to score ("my numbers this week: 3 14 22 35 41 and bonus 9").
Green limits: only runs of five or more numbers of at most two digits, each judged by phones.py's own tests; a run
with a phone's leading zero group ("06 12 19 33 41") is left to the phone rules unless a lottery word is near.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.phones import DRAW_AFTER, LOTTERY, SMALL_GROUPS, drawn_numbers, rising_win


def draw_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `text`'s lottery picks (see the module's doc)."""
    low = text.lower()
    if len(low) != len(text):
        return []
    spans = []
    for m in SMALL_GROUPS.finditer(low):
        start, end = m.span()
        cand = m.group()
        if (LOTTERY.search(low, max(0, start - 80), start) or DRAW_AFTER.match(low, end)
                or LOTTERY.search(low, end, end + 50) or drawn_numbers(cand) or rising_win(low, cand, end)):
            spans.append((start, end))
    return spans
