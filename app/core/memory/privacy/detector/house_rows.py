"""A British home in a row of houses named without a street word (round 36, the opened sets broad-zzz51..zzz55).

identity.py knows an English street by its type word ("Road", "Lane", "Close", "Mews", "Terrace"). Many British homes
are numbered in a named row or group instead, the street coming on the next line if at all: "9 Weir Cottages, Ashby
Lane, Kendal", "3 Mill Barns, Church Road, Ripon", "14 Station Villas, Hebden Bridge", "2 Albert Buildings, ...". A
sworn statement or a claim names its maker that way: "I'm Petra Holmgren of 9 Weir Cottages, Ashby Lane, Kendal.
Start my statutory declaration with that."

Read here: a house number, one to three capitalised words, then a row's word (Cottages, Villas, Barns, Buildings,
Almshouses, Mansions, Farm, Lodge, Mill, Parade, Yard, Wharf, Croft ...), then a comma and a capitalised word - the
next line of a postal address (its street or town). identity.find_identity adds these spans to the addresses it ties to
a person with its own rules (a self-introduction, "of", a relative, a label); a row named with no person stays green.
The comma and the next line are required: "12 Angry Men", "3 Little Pigs Farm Shop" or "2 Mill Lane" are no such row.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

_UP = "A-Z"
_LOW = "a-z'’\\-"
# the row's words, as the cheap gate on the lower-cased text (a message without one costs one scan)
_ROW_WORDS = ("cottage", "villas", "barn", "buildings", "almshouses", "mansions", "farm", "lodge", "mill", "parade",
              "yard", "wharf", "croft", "houses", "flats", "fold", "wynd", "steading", "chambers")
_ROW_GATE = re.compile("|".join(_ROW_WORDS))
_ROW = re.compile(
    rf"(?<![\w/.,:-])\d{{1,4}}[A-Za-z]?,?[ \t]+(?:[{_UP}][{_LOW}]+[ \t]+){{1,3}}"
    r"(?:Cottages|Cottage|Villas|Barns|Barn|Buildings|Almshouses|Mansions|Farm|Farmhouse|Lodge|Mill|Parade|Yard|Wharf|"
    r"Croft|Houses|Flats|Fold|Wynd|Steading|Chambers)"
    rf"(?=,[ \t]*[{_UP}][{_LOW}]+)"
)


def house_rows(text: str, low: str) -> list[tuple[int, int]]:
    """The spans of numbered homes in a named row (see the module's doc), the next address line not included."""
    if not _ROW_GATE.search(low):
        return []
    return [m.span() for m in _ROW.finditer(text)]


speed_up(globals())
