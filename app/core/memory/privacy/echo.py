"""Echoes of red text: a message that repeats a red span of an earlier message of its chat, even
partly ("... your card 4111 1111 ..."), is red too.

The local detector judges one text alone, and a partial echo is often nothing it would flag: eight
digits are not a card number, "Sloneczko#" alone is not a password. So the privacy analysis (and an
import) also compares each message with the red spans the detector found in the messages before it.

What counts as an echo of a span:
- mostly digits (cards, accounts, phone and ID numbers, PINs): a run of at least half its digits,
  and never fewer than six (or all of them when it has fewer), in one number of the message,
  whatever separates the digits there; so the first eight digits of a card count, its last four
  (printed on every receipt) do not;
- any other span (a password, an address, a disclosure): the span itself or a piece of it of at
  least half its length, and never fewer than six characters, ignoring case and spacing. Spans
  shorter than four characters are too common to follow.

Deterministic and Qt-free, like the detector it builds on.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable

REASON = "repeats private text from an earlier message"
MIN_DIGITS = 6
MIN_CHARS = 6
SHORTEST_SPAN = 4
_NUMBER = re.compile(r"\d(?:[\d \t.\-/]*\d)?")
_NON_DIGIT = re.compile(r"\D")


def _flat(text: str) -> str:
    return " ".join(text.casefold().split())


@functools.lru_cache(maxsize=1024)
def red_spans(text: str) -> tuple[str, ...]:
    """The red spans the local detector finds in `text` (cached: a chat's earlier messages are
    asked about at every turn)."""
    from app.core.memory.privacy.detector.verdict import detect

    if not text:
        return ()
    verdict = detect(text)
    return tuple(dict.fromkeys(text[f.start:f.end] for f in verdict.findings if f.end > f.start))


def _digit_piece(span: str) -> int:
    digits = _NON_DIGIT.sub("", span)
    letters = sum(c.isalpha() for c in span)
    if len(digits) < SHORTEST_SPAN or letters > len(digits):
        return 0
    return min(len(digits), max(MIN_DIGITS, len(digits) // 2))


def _pieces(value: str, size: int) -> Iterable[str]:
    return (value[i:i + size] for i in range(len(value) - size + 1))


def echoes(text: str, spans: Iterable[str]) -> bool:
    """Whether `text` repeats one of `spans`, or a substantial part of one (see the module)."""
    if not text:
        return False
    numbers: list[str] | None = None
    flat: str | None = None
    for span in spans:
        size = _digit_piece(span)
        if size:
            if numbers is None:
                numbers = [_NON_DIGIT.sub("", m.group()) for m in _NUMBER.finditer(text)]
            digits = _NON_DIGIT.sub("", span)
            if any(piece in number for number in numbers if len(number) >= size for piece in _pieces(digits, size)):
                return True
            continue
        target = _flat(span)
        if len(target) < SHORTEST_SPAN:
            continue
        if flat is None:
            flat = _flat(text)
        size = min(len(target), max(MIN_CHARS, (len(target) + 1) // 2))
        if any(piece in flat for piece in _pieces(target, size)):
            return True
    return False


def echoes_earlier(text: str, earlier: Iterable[str]) -> bool:
    """Whether `text` echoes a red span of any of the `earlier` texts."""
    spans = [span for previous in earlier for span in red_spans(previous)]
    return bool(spans) and echoes(text, spans)
