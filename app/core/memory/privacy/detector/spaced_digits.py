"""A phone number typed digit by digit: "escríbeme al 6 1 2 0 6 3 2 1 1", "Schreib mir: 0 1 5 5 1 8 9 4 4 9 1 9",
"Contact : 0 6 3 8 4 1 1 8 5 4", "номер был неверный: 8 9 1 2 4 7 7 8 5 4 2", "call me on 0-7-4-5-...", (round 37).

People write their number one digit at a time where they do not want a scraper to read it - a dating profile, a
classified ad - or because a voice keyboard or a form put a space after every keystroke. A reader still reads one
number. phones.py drops a candidate holding several one-digit groups ("4 8 15 16 23 42": numbers listed, picks,
scores); before that rule (and before its order, price and look-alike tests: an ad's prices around "Telefon 0 1 5 0
..." do not make it a price), `spaced_mobile` takes a candidate whose EVERY group is one digit when the digits joined are
a valid MOBILE number of the message's language's country, the user's, or one of the seven regions in its national
shape. phones.py asks it only when a phone or contact cue, or "my number", introduces the digits (its `keyword`).

Green limits: a mobile only (a fixed line, a toll-free or a service number typed so is left alone - the brief's
company switchboards), all groups single digits (a list of scores "7 8 10 9 ..." or lotto picks keeps phones.py's
rule), the cue required (a safe's code told in a story, a counting exercise "1 2 3 4 5 6 7 8 9" have none - and are no
valid mobile either), and the finders before it still judge the candidate (hotline, lottery, placeholder digits).
"""
from __future__ import annotations

from typing import Any


def digit_by_digit(cand: str, digits: str) -> bool:
    """Every group of `cand` one digit (one separator between each two), nine digits at least (a national mobile's
    shortest length among the seven regions)."""
    return len(digits) >= 9 and len(cand) == 2 * len(digits) - 1 and all(c.isdigit() for c in cand[::2])


def spaced_mobile(digits: str, international: bool, regions: tuple[str | None, ...], pn: Any) -> bool:
    """Are `digits` (joined from a digit-by-digit candidate) a valid mobile number in one of `regions` (`pn`: the
    phonenumbers module)? The message's language's region comes first, but a short ad's few words may not say it:
    "Contact : 0 6 3 8 ..." is a German fixed line and a French mobile, and is read as the mobile. `international`:
    typed after a "+" (its country code leads). US numbers do not say mobile or fixed (FIXED_LINE_OR_MOBILE): taken
    as a mobile there."""
    types = pn.PhoneNumberType
    for r in ((None,) if international else regions):
        try:
            num = pn.parse(("+" + digits) if international else digits, r)
        except Exception:
            continue
        if not pn.is_valid_number(num):
            continue
        kind = pn.number_type(num)
        if kind == types.MOBILE or (kind == types.FIXED_LINE_OR_MOBILE and pn.region_code_for_number(num) == "US"):
            return True
    return False
