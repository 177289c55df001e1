"""A pupil named by the teacher (round 17): a data subject as much as a named colleague.

A teacher writes about a pupil by a given name and the class, without a possessive: "Lukas aus der 6b hat ADHS",
"Uczeń Filip z 7c ma cukrzycę", "Une élève de 3e, Chloé, est suivie pour anorexie", "Учень Максим з 6-А має астму".
disclosures.py reads such a sentence as about a person (who = 1, as a relative named without "my"): a health word
in it is red. A pupil without a name ("a pupil with ADHD: how do I adapt the lesson?") stays a general question.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.vocab.people import PERSON_FIRST

_FIRST = r"(?:" + literal_alternation(sorted(PERSON_FIRST)) + r")(?![\w'’])"
_PUPIL = (r"(?i:pupil|student|schüler(?:in)?|uczeń|uczennica|ucznia|uczennicy|élève|alumn[oa]|учень|учениця|учня|"
          r"ученик|ученица|ученика|школяр\w*|школьни\w*)")
# a class: "6b", "7C", "3e", "5e", "6-А", "3ºB", "10a", "Year 8", "klasy 4"
_CLASS = r"(?:\d{1,2}[ºª°]?[\-\s]?(?:[a-zA-Zа-яА-ЯіїєІЇЄ]|e|ème)|(?i:year|grade|klas\w*|klasse|class)\s\d{1,2})(?![\w])"
_NAMED_PUPIL = LazyPattern(  # (compiled on first use: a thousand given names cost import time)
    # "Uczeń Filip", "Une élève de 3e, Chloé", "Un élève de ma classe de 5e, Mathis", "pupil Josh"
    r"(?<![\w])" + _PUPIL + r"(?:[\s,]+[\w'’ºª°\-]+){0,5}?[\s,]+" + _FIRST
    # "Lukas aus der 6b", "Filip z 7c", "Максим з 6-А", "Lucía, de 3ºB", "Josh in 7C"
    + r"|(?<![\w])" + _FIRST + r",?\s(?:aus der|aus|from|in|z|ze|de|du|en|з|із|из|в)\s(?:der\s|klasy\s|class\s|la\s)?"
    + _CLASS
)


def named_pupil(text: str, start: int, end: int) -> bool:
    """Is a pupil named in text[start:end] (see the module's doc)?"""
    return _NAMED_PUPIL.search(text, start, end) is not None
