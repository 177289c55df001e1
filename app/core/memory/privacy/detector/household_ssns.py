"""A spouse's or a child's US Social Security number given by a possessive on a US tax or aid form (round 26):
"it's asking for my wife's number separately. Hers is 177138651", "my husband's is 412-68-9073", "jej numer to ...",
"el suyo es ...", "le sien c'est ...", "його номер — ...".

A joint return asks for each person's number; the writer names whose it is by a pronoun or a relative, and the word
"SSN" stands nowhere near the value (or nowhere at all). Read here: a US tax or student-aid form in the message
(TurboTax, 1040, W-2, joint return, FAFSA, IRS ...), and nine digits right after a person's possessive and a copula,
passing the SSN's ranges (area not 000, 666 or 9xx; group and serial not zero) - or the ITIN's.

Green limits: the form's own numbers (a confirmation number, a submission ID, the IRS's phone line) have no person's
possessive before them; nine digits outside such a form are left to the other finders.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.findings import speed_up

# a US tax or student-aid form (lower-cased text)
_US_FORM = re.compile(
    r"(?<![^\W\d_])(?:turbo ?tax|taxact|h&r block|free ?file|1040\w*|w-?2s?|w-?4|1099\w*|irs|joint (?:tax )?returns?|"
    r"fil(?:e|ing) jointly|married filing|fafsa|ssa|social security|itin|primary filer|dependents?|"
    r"declaraci[oó]n conjunta|zeznani\w* wspóln\w*|gemeinsame\w* (?:steuer)?erkl[äa]rung|d[ée]claration (?:commune|conjointe)|"
    r"спільн\w* декларац\w*|совместн\w* декларац\w*)(?![^\W\d_])"
)
# whose: a third person's possessive or a relative's, and a copula or a dash, right before the value
_WHOSE = re.compile(
    r"(?<![^\W\d_])(?:hers|his|theirs|(?:her|his|their) (?:number|ssn|social)|"
    r"my (?:wife|husband|spouse|partner|son|daughter|kid|child|mum|mom|dad|mother|father)'s(?: (?:number|ssn|social))?|"
    r"el suyo|la suya|el de (?:ella|él|mi (?:mujer|esposa|marido|esposo|hijo|hija))|su n[uú]mero|"
    r"jej(?: numer)?|jego(?: numer)?|numer (?:żony|męża|syna|córki)|"
    r"ihre(?: nummer)?|seine(?: nummer)?|die (?:nummer )?(?:meiner frau|meines mannes)|"
    r"le sien|la sienne|son num[ée]ro|celui de (?:ma femme|mon mari|mon fils|ma fille)|"
    r"її(?: номер)?|його(?: номер)?|номер (?:дружини|чоловіка|сина|доньки)|её(?: номер)?|его(?: номер)?|номер (?:жены|мужа))"
    r"\s?(?:is|was|es|era|to|jest|ist|lautet|c'est|est|—|–|-|:)\s?(?:el |der |die |le )?$"
)
_VALUE = re.compile(r"(?<![\w\-])(\d{3})[ \-]?(\d{2})[ \-]?(\d{4})(?![\w\-]|[.,]\d)")


def find_household_ssns(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    if _US_FORM.search(low) is None:
        return
    for v in _VALUE.finditer(text):
        if _WHOSE.search(low, max(0, v.start() - 40), v.start()) is None:
            continue
        digits = "".join(v.groups())
        if ck.ssn_ok(*v.groups()) or ck.itin_ok(digits):
            add("social security / insurance number", *v.span())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
