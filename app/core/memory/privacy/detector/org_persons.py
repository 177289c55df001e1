"""A person named in a business's text (round 17): "Please pay ... to Harriet Quayle Design", "payment to T.
Abernathy", "Dental recall list: Helen Marsh 07938 ...". org_documents.py and org_context.py ask it whether the
number beside a business's words is somebody's: a known given name and a surname, or an initial and a surname;
not a saint's name ("St Aidan's"), not the name a practice or an office carries after a title ("Praxis Dr. Anna
Weber", "Kancelaria mec. Jan Nowak"), not a company named after its founder ("Hartley Plumbing Ltd")."""
from __future__ import annotations

import re

LEGAL = re.compile(r"(?<![\w.])(?:sp\. ?z ?o\.? ?o\.?|s\.c\.|s\.a\.|gmbh|ohg|e\.k\.|e\.v\.|ltd|limited|plc|llc|inc|"
                    r"s\.l\.u?\.|s\.a\.u\.|sarl|sas|sasu|eurl|b\.v\.|тов|ооо|прат|пат)(?!\w)")

# a person's name on the paper: "Please pay ... to Harriet Quayle Design", "payment to T. Abernathy", a CV's header
_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ"
_LOWER = "a-zß-öø-ÿąćęłńóśźżа-яєіїґё"
_NAME_PAIR = re.compile(rf"(?<![\w.])(?<!St )(?<!St\. )(?<!Saint )(?<!San )(?<!Santa )(?<!Sankt )"
                        rf"(?P<first>[{_UP}][{_LOWER}]+|[{_UP}]\.)\s(?P<last>[{_UP}][{_LOWER}'’]+)(?![\w])")
_TITLE_BEFORE = re.compile(r"(?:\b(?:dr|prof|lek|mgr|in[żz]|mec|adw|mag|me|ma[îi]tre|dott|lic|dra|notar\w*)\.?|"
                           r"\b(?:rechtsanw[äa]lt\w*|steuerberater\w*|notaire|abogad[oa]|avocat\w*))\s$", re.IGNORECASE)


def person_named(text: str) -> bool:
    """Does `text` name a person (a known given name and a surname, or an initial and a surname)?"""
    from app.core.memory.privacy.detector import identity as base

    for m in _NAME_PAIR.finditer(text):
        first, last = m.group("first"), m.group("last")
        if _TITLE_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # the practice's or the office's name: "Praxis Dr. Anna Weber", "Kancelaria mec. Jan Nowak"
        if LEGAL.search(text[m.end():m.end() + 24].lower()):
            continue  # a company named after its founder: "Hartley Plumbing Ltd", "Weber & Söhne GmbH"
        if first.endswith(".") or (base._given_name(first) and base._is_person_name(first, last)):
            return True
    return False
