"""Where the sentence that holds a value begins, inside the few words read before it (round 28).

The look-alike test (context.lookalike_before) reads the forty characters before a value for a thing's word: "order",
"commande", "reserva", "paczka", "part". Across a full stop that word belongs to the sentence before: "Ma sœur a payé la
commande. C'est BE37 0445 ..." gives her account, not the order's number; "Brat oplatił zamówienie. Numer: UA46 ..."
the same. Only for values no thing's number looks like (an IBAN, a checked number in a later sentence): "I paid the
order. Number: 4471 2209 8831" is still the order's. The cut is at the last ".", "!" or "?" that ends a word of four letters or more and is followed by a space
and a capital or a digit - not an abbreviation's dot ("Bestell-Nr. 4471", "Order no. 12", "ref. 88", "sygn. akt").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# a word (4+ letters, or an acronym in capitals), its sentence's end, a space, then a capital or a digit (the next sentence's first word, or the
# value itself: "... the takeaway order. NL71 RABO ... is his account")
_STOP = re.compile(r"(?<![^\W\d_])([^\W\d_]{2,})[.!?]+[ \t\n]+(?=[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ0-9]|$)")
# abbreviations of 4+ letters that end with a dot before a value
_ABBREVIATIONS = frozenset("sygn sygnatura faks tel. poz zam rech best kont bestnr teln auftr vers ggfs tlf".split())


def last_sentence_start(window: str) -> int:
    """The offset in `window` (the text right before a value) where the value's sentence begins; 0 when it begins
    before the window."""
    cut = 0
    for m in _STOP.finditer(window):
        word = m.group(1)
        if len(word) < 4 and not word.isupper():
            continue  # "ref.", "Tel.", "nr." (but "... jaki mam NIP. To 633-...": an acronym ends its sentence)
        word = word.lower()
        if word in _ABBREVIATIONS or word.endswith("nr") or word in ("no", "ref", "tel", "nr", "art", "str", "fax", "nro"):
            continue
        cut = m.end()
    return cut


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
