"""Whose car a VIN is (round 16): a vehicle identification number is red only when tied to a person, as a plate is.

A VIN identifies a car, not its owner: people paste one to decode it, to check a used car's history before buying,
to match a part ("VIN WBA3... - a European model?", "VIN JTD4M... - jak sprawdzić historię w CEPiK?"). It becomes a
person's identifier when the sentence says whose car it is: a possessive or an owner word ("my car's VIN", "mój VIN",
"owner ..., belongs to ..."; identity.py's _PLATE_OWNER), a relative ("auto mojego brata"), or a person's name (a
known given name and a surname, not a placeholder person). numbers.py asks `vin_owned` for the keyword "VIN"."""
from __future__ import annotations


def vin_owned(text: str, low: str, start: int, end: int) -> bool:
    """Whether the sentence around text[start:end] (the keyword and its value) ties the car to a person."""
    from app.core.memory.privacy.detector import identity as base
    from app.core.memory.privacy.detector.mockup_persons import is_placeholder

    ss = max(text.rfind(". ", 0, start), text.rfind("? ", 0, start), text.rfind("\n", 0, start), start - 160) + 1
    ends = [x for x in (text.find(". ", end), text.find("? ", end), text.find("\n", end)) if x >= 0]
    se = min(ends + [end + 160, len(text)])
    if base._PLATE_OWNER.search(text, ss, se) or base._RELATIVE.search(text, ss, se):
        return True
    if base._OWN_HINT.search(low, max(ss, start - 30), start + 4):
        return True  # "my VIN", "mein VIN", "VIN mojego auta": the user's own car (not "our API" later on)
    for n in base._NAME_IN_SENTENCE.finditer(text, ss, se):
        first, last = n.group("first"), n.group("last")
        if base._given_name(first) and base._is_person_name(first, last) and not is_placeholder(text, first + " " + last, None):
            return True
    return False
