"""Where one sentence of a message starts and ends, for cues that speak of their own sentence (session 22, rctx).

Several vetoes read a cue over the whole message, or over a window of characters that reaches into the sentence before:
"En mi novela policiaca un personaje ..." after "El PIN de la tarjeta ... es 6840" made the PIN a character's; "...
działu obsługi klienta. numer do pani z biura podróży prywatny +48 ..." made the number a customer-service line. A real
message is often a question, then a story, then another request: a cue about a value has to stand in the value's own
sentence (or frame the whole message from its first sentence, as "Für meinen Krimi: ..." does).

A sentence ends at . ! ? … before a space and a letter, not after a digit ("zu seinem 70. Geburtstag", "Tel. 0800 ...")
nor after an abbreviation ("Tel.", "ul.", "Nr.", "Dr."), or at a line break.

Round 49 (rtidy): `stop_span` / `stop_bounds` (the cruder span between the nearest . ! ? or line break on either side)
and `stop_finding` (a finding over that span) are the one copy of a helper that chat_relays, implied_orientations,
psychiatric_stays, recovery_milestones, telling_treatments, treatment_courses, partner_control, watched_partners,
hurried_forms, life_troubles, implied_bonds, kept_fasts, hidden_spending, named_collections, named_origins,
intimate_acts and kin_abuse each wrote out (the same spans to the character: see test_round49_rtidy.py);
`sentence_matches` (each match of a pattern with its sentence's bounds) and `after_spaces` the loop and the lead
own_convictions, scam_losses and taken_drugs (twice) each wrote out.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length

# a full stop after a word of two letters at least (not an abbreviation: "Tel.", "ul.", "Nr.", "Dr.") or a closing quote
# or bracket, or ! ?, then a space and a letter; or a line break
_END = re.compile(r"(?:(?<=[^\W\d_]{2})|(?<=[\"'»”)]))[.…]+(?=\s+(?:[^\W\d_]|[¿¡«\"„“]))|[!?]+(?=\s+(?:[^\W\d_]|[¿¡«\"„“]))|\n")
_ABBREVIATIONS = frozenset(
    "tel nr no ul dr str mr mrs ms st vs ca bzw etc np al os pl ks prof art ggf evtl usw sr sra av avda mme mlle hr fr "
    "ing inż mgr jr sen ref reg tlf ст вул буд кв ул пр тел".split())
_LAST_WORD = re.compile(r"([^\W\d_]+)$")


def _ends(text: str, lo: int, hi: int):
    """The sentence ends in text[lo:hi] (see _END), less a stop after an abbreviation."""
    for m in _END.finditer(text, lo, hi + 3):  # (the look-ahead reads the letter after the space)
        if m.end() > hi:
            return
        if m.group()[0] in ".…":
            w = _LAST_WORD.search(text, max(0, m.start() - 8), m.start())
            if w is not None and w.group(1).lower() in _ABBREVIATIONS:
                continue
        yield m


def sentence_start(text: str, pos: int, floor: int = 0) -> int:
    """The start of the sentence holding text[pos] (not before `floor`)."""
    start = floor
    for m in _ends(text, floor, pos):
        start = m.end()
    return start


def sentence_bounds(text: str, pos: int) -> tuple[int, int]:
    """(start, end) of the sentence holding text[pos]: end is where the next sentence starts (or the text's end)."""
    start = sentence_start(text, pos)
    m = next(_ends(text, pos, len(text)), None)
    return start, (m.end() if m else len(text))


def first_sentence_end(text: str) -> int:
    m = next(_ends(text, 0, len(text)), None)
    return m.end() if m else len(text)


_WORD = re.compile(r"[^\W\d_]{2,}")


def own_window(text: str, start: int, end: int, before: int, after: int) -> tuple[int, int]:
    """The window of `before` characters before a value at text[start:end] and `after` after it, kept inside the value's
    sentence - or its sentence and the one before, when the value's sentence has fewer than four words before it
    ("Hotline der Telekom. Tel. 0800 ...", "Kundenservice:\\n0800 ...")."""
    floor = max(0, start - before)
    lo = sentence_start(text, start, floor)
    if lo > floor and len(_WORD.findall(text, lo, start)) < 4:
        lo = sentence_start(text, lo - 1, floor)
    m = next(_ends(text, end, end + after), None)
    return lo, (m.start() if m else end + after)


def stop_bounds(text: str, start: int, end: int, before: str = ".!?\n", after: str = ".!?\n") -> tuple[int, int]:
    """From just after the last of `before` ahead of `start` to the first of `after` from `end` on (or the text's
    end): the clause or sentence a finder reads around a hit, its spaces kept."""
    a = max(text.rfind(c, 0, start) for c in before) + 1
    ends = [i for i in (text.find(c, end) for c in after) if i >= 0]
    return a, min(ends) if ends else len(text)


def stop_span(text: str, start: int, end: int, end_stops: str = ".!?\n") -> tuple[int, int]:
    """The stretch of text around text[start:end] between the nearest . ! ? or line break before it and the nearest of
    `end_stops` after it, its leading spaces left out: the cruder span some disclosure finders give their finding (a
    full stop after an abbreviation or a number ends it too; the span only shows the user where the finding is)."""
    a, b = stop_bounds(text, start, end, after=end_stops)
    while a < b and text[a].isspace():
        a += 1
    return a, max(b, end)


def stop_finding(kind: Kind, reason: str, text: str, start: int, end: int, end_stops: str = ".!?\n") -> Finding:
    """A finding of `kind` and `reason` over stop_span(text, start, end, end_stops): from the sentence's start (after
    the last . ! ? or line break before `start`, its leading spaces skipped) to the first of `end_stops` from `end` on
    (or the text's end)."""
    return Finding(kind, reason, *stop_span(text, start, end, end_stops))


def after_spaces(text: str, start: int, end: int) -> int:
    """Where text[start:end] starts once its leading spaces are skipped (`end` when it is all spaces)."""
    return start + len(text[start:end]) - len(text[start:end].lstrip())


def sentence_matches(pattern, t: str) -> Iterator[tuple[str, re.Match[str], int, int]]:
    """(low, match, start, end) for each match of `pattern` in `low` - normalised `t` lower-cased (lower_keep_length),
    its apostrophes "’" and "ʼ" written "'" - with the bounds of the match's sentence (sentence_bounds). Nothing when the
    pattern does not match `t` lower-cased as it is (the one search a text without the pattern's words costs)."""
    low = lower_keep_length(t)
    if pattern.search(low) is None:
        return
    low = low.replace("’", "'").replace("ʼ", "'")
    for m in pattern.finditer(low):
        a, b = sentence_bounds(low, m.start())
        yield low, m, a, b
