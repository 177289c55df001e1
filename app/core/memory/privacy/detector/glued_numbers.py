"""A phone number typed on a phone without the space after the word before it: "que me llame al617228253 que",
"rappelle-moi au0611862163quand", "дзвони на0508676167бо", "ring me on07457123987", "unter01761234567 anrufen".

Phone keyboards and dictation drop spaces; a reader still sees the preposition, then the number. `glued_edits` puts
the space back between a short preposition of the six languages (and Russian) that comes before a number one is
called on - "al", "au", "à", "on", "at", "an", "unter", "na", "pod", "на", "за", "по", "до" ... -, a phone word
("tel", "mob", "тел") or a copula giving the number ("ist", "is", "es", "est", "jest", "це", "это": round 37) and a run of 9 to 13 digits (a + before them allowed), and after the run when a word is glued
there too. The phone finder then judges the digits as it would have with the spaces: a tracking number or a date
glued to "au" stays what its shape says.

Green limits: only these words (a product's or a ticket's letters glued to digits - "SKU123456789", "no123456789" -
are left as written), only 9 to 13 digits (a year or an order number of fewer digits is not touched).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

_GATE = re.compile(r"[^\W\d_]\+?\d{9}")
_BEFORE = re.compile(
    r"(?i)(?<![\w'’])(al|au|à|a|on|at|to|en|el|an|unter|auf|na|pod|do|pode|на|за|по|до|під|под|tel|tél|telf|тел|mob|"
    # (round 37) a copula, as a correction gives the number: "richtig ist015748875978", "the right one is07...",
    # "correcto es612...", "le bon est0612...", "poprawny jest512...", "правильный это8912..." (the finder judges it)
    r"is|ist|es|est|jest|це|это)"
    r"(\+?\d{9,13})(?!\d)([^\W\d_]{2,})?"
)


# Round 45 (rphones): a given name glued to the number, as a note to a courier is typed - "або дзвоніть
# Наталі0986019671", "Kasia604218935": the space put back when the word is a known given name (also in the dative or
# genitive a note gives it: "Наталі", "Олені", "Kasi")
_NAME_BEFORE = re.compile(r"(?<![^\W\d_])([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]{2,})(\+?\d{9,13})(?!\d)")


def _given(word: str) -> bool:
    return any(f in FIRST_NAMES for f in (word, word[:-1] + "a", word[:-1] + "а", word[:-1] + "я", word[:-1] + "ія",
                                           word + "a"))


def glued_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append (start, end, " ") insertions around a phone-length digit run glued to the preposition before it."""
    if not _GATE.search(t):
        return
    for m in _BEFORE.finditer(t):
        edits.append((m.end(1), m.end(1), " "))
        if m.group(3):
            edits.append((m.end(2), m.end(2), " "))
    for m in _NAME_BEFORE.finditer(t):
        if _given(m.group(1)):
            edits.append((m.end(1), m.end(1), " "))
