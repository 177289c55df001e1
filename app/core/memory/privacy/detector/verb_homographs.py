"""A German verb read as the noun it spells in lower case (round 26): "sucht" (sucht = searches) is "Sucht" (addiction).

The disclosure rules read lower-cased text, so "Unser Verein sucht einen Trainer", "Mein Sohn sucht einen
Ausbildungsplatz", "Unsere Spielerunde sucht ein Legacy-Spiel" told of an addiction. In German the noun is written
with its capital; the verb, after its subject, in lower case. `drop_verb_homographs` reads the message again with such
a verb masked and keeps a health finding only if it still holds.
Green limits: the noun keeps its finding - "eine Sucht", "meine Sucht nach ...", "seine sucht" typed in lower case
after a determiner, a message typed all in lower case ("hab ne sucht") -, and so does every other finding.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind

# "sucht" in lower case, not after a determiner or a preposition that would make it the noun
_VERB = re.compile(r"(?<=[^\W\d_]) sucht(?= (?:[^\W\d_]|\d))")
_NOUN_BEFORE = re.compile(
    r"(?i)(?:\b(?:eine|einer|keine|keiner|meine|meiner|deine|deiner|seine|seiner|ihre|ihrer|unsere|unserer|eure|"
    r"die|der|diese|dieser|jede|jeder|gegen|von|aus|mit|zur|ohne|und|oder)|[^\w\s]) ?$")


def drop_verb_homographs(t: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the health findings that only the verb "sucht" made."""
    if t.islower() or not any(f.kind is Kind.HEALTH for f in told):
        return told
    cuts = [m.start() + 1 for m in _VERB.finditer(t) if not _NOUN_BEFORE.search(t, max(0, m.start() - 12), m.start() + 1)]
    if not cuts:
        return told
    masked = list(t)
    for c in cuts:
        masked[c + 3] = "_"  # "such_": the same length, no word of any list
    again = find("".join(masked))
    return [f for f in told if f.kind is not Kind.HEALTH or any(
        g.kind is Kind.HEALTH and g.start < f.end and f.start < g.end for g in again)]
