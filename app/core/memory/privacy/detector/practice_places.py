"""A GP's surgery is a place, not an operation (round 35): "How do you normally book a doctor's appointment online?
Our surgery has a new system." (zzz50) was red as health - "my/our surgery" read as the writer's operation.

In British English "the surgery" is the doctor's practice: booking, cancelling or moving an appointment there, its
new system, its phone line, its opening hours tell no condition. `drop_practice_places` reads the message again with
each such "surgery" as a plain place's word ("library", the same length: spans stay) and keeps the health findings
only when the finder still finds one - a condition or a treatment named as well ("my appointment for chemo at the
surgery") stays red.

A "surgery" reads as the place when
- a preposition or a call verb leads to it: "at/to/from/in the surgery", "rang the surgery", "call our GP surgery";
- the place's nouns follow it: "surgery reception", "surgery's website", "the surgery app", "surgery opening hours";
- "my/our/the surgery" then a place's verb: "has a new system", "is closed", "opens", "uses", "sent me a text",
  "switched to", "won't let me".
Not: "I have surgery on my knee", "my surgery is on Tuesday", "after my surgery", "surgery went well" (an operation).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

_QUAL = r"(?:(?:local|gp'?s?|doctors?'?s?|dental|dentist'?s?|vet'?s?|new|old|usual) )?"
_PLACE_SURGERY = re.compile(
    r"(?i)(?:(?<!\w)(?:at|to|from|in|into|rang|ring|call|called|phone|phoned|contact|contacted|email|emailed|"
    r"visit|visited|register(?:ed)? with|registered at|join|joined|with) (?:the|my|our|your|a|this|that) " + _QUAL +
    r"(surgery)(?!\w)"
    r"|(?<!\w)(?:my|our|the|your|this|that) " + _QUAL + r"(surgery)(?='s|’s| (?:has|have|had|is (?:closed|open|shut|"
    r"rubbish|great|useless|busy|switching|changing|moving)|opens|closes|uses|used|sent|texts|texted|emails|emailed|"
    r"says|said|switched|changed|moved|won'?t|doesn'?t|does not|only|now|still|just|never|always|wants|asks|asked|"
    r"requires|told|gave|offers|runs|went online|website|app|system|reception\w*|phone|number|portal|"
    r"opening|hours|staff|manager|car park|booking)(?!\w))"
    r"|(?<!\w)(surgery)(?= (?:reception\w*|website|app|system|portal|opening hours|phone line|staff|car park|"
    r"booking)(?!\w)))")
_PLACE_WORD = "library"  # the same length as "surgery": the findings' spans need no mapping


def drop_practice_places(text: str, told: list[Finding], find: Callable[[str], Sequence[Finding]]) -> list[Finding]:
    """`told` without its health findings when they rest on "surgery" meaning a doctor's practice (see the
    module's doc); `find` is the disclosure finder read again on the message so rewritten."""
    if not any(f.kind is Kind.HEALTH for f in told):
        return told
    spans = [(m.start(g), m.end(g)) for m in _PLACE_SURGERY.finditer(text) for g in (1, 2, 3) if m.start(g) >= 0]
    if not spans:
        return told
    chars = list(text)
    for s, e in spans:
        chars[s:e] = _PLACE_WORD
    if any(f.kind is Kind.HEALTH for f in find("".join(chars))):
        return told
    return [f for f in told if f.kind is not Kind.HEALTH]


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
