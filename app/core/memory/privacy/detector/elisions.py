"""French typed on a phone without its apostrophes, read with them (round 23).

"je mappelle Gaelle Morvan jhabite 9 rue des Tanneurs 35000 Rennes", "cest ladresse de ma mere": the rules'
French cues are written with the apostrophe ("je m'appelle", "j'habite", "c'est", "l'adresse"), so a message typed
without it said nothing to them. `elision_edits` puts the apostrophe back in the few elided forms whose glued
spelling is no word of the six languages: j+habite/habitais/habitons? (no: "nous habitons" needs none), m+appelle,
c+est, l+adresse, j+suis. Green limits: nothing else is touched (not "jai", a given name; not "dis", "lest");
the edit changes no verdict by itself, it lets the cues that need the apostrophe read the message.

    >>> [rep for _, _, rep in elision_edits("je mappelle Lea et jhabite ici")]
    ["m'appelle", "j'habite"]
"""
from __future__ import annotations

import re

_GLUED = re.compile(r"(?<![\w'’])(?:([jJ])(habite|habitais|habitait|suis)|([mM])(appelle|appelais)|([cC])(est)|([lL])(adresse))(?![\w'’])")


def elision_edits(t: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for each elided French form of `t` typed without its apostrophe, else []."""
    if "jhab" not in t and "ppel" not in t and "cest" not in t and "Cest" not in t and "ladresse" not in t \
            and "jsuis" not in t and "Jhab" not in t and "Ladresse" not in t and "Jsuis" not in t:
        return []  # (plain substring tests: most messages fail them all)
    out = []
    for m in _GLUED.finditer(t):
        letter, rest = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5, 7) if m.group(i))
        out.append((m.start(), m.end(), letter + "'" + rest))
    return out
