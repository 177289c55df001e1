"""Word lists, round 25: the writer on a dose of a medicine, said the chat way: "Currently on 75 mg venlafaxine, is it
safe to ...", "Still on 40 mg fluoxetine", "I've been on 20mg citalopram since March".

The dose and a drug's name (a word of five letters or more after the unit) with "currently / still / now / I'm / been
on": the writer takes it. Green limits: a leaflet's or a box's dose ("the recommended dose is 50 mg sertraline", "20 mg
citalopram per tablet": no "on" after a person's adverb).
"""
from __future__ import annotations

HEALTH_STRONG = [
    r"\b(?:currently|still|now|i'?m|i am|i'?ve been|been|back) on \d+(?:[.,]\d+)? ?(?:mg|mcg|µg) (?:of )?[a-z]{5,}\b",
]
HEALTH_TRIGGERS: list[str] = []

# (area, its words, its patterns): read by disclosures.py as vocab/told.py's areas (every match holds a unit)
AREAS = (("HEALTH", frozenset(("mg", "mcg", "µg")), tuple(HEALTH_STRONG)),)
