"""Numbers typed with separators no reader of ours expects: a middle dot or an underscore between a value's groups,
a Roman-numeral month in a birth date (round 38).

- A birth date after its cue with "_" or "·" between day, month and year ("nac. 21_06_1939", "нар. 17_02_1947",
  "d.o.b. 14·09·1951": a form's field typed on a phone, a date copied from a file name), or with its month in Roman
  numerals, as Poles, Ukrainians, Russians and the French still write it on paper ("ur. 12/IV/1958", "née le
  09/XII/1936", "род. 3.VII.1961", "geb. 5. X. 1940"): written as "dd.mm.yyyy", which identity.py's date reads.
  Only after a birth cue ("ur.", "geb.", "née le", "nac.", "d.o.b.", "нар.", "род." ...): a date of anything else
  ("Termin 12/IV/2026", "build_2024_05_12") is left as typed.
- Digit groups parted by middle dots ("612·54·42·25", "8·(912)·876·06·50", "06·76·20·50·65"): the dot read as the
  space a reader sees there, as normalise.py already reads it between a card's four-digit groups. Three groups at
  least and 7 to 15 digits in all; the phone reader then judges the digits as it judges them spaced (an amount's
  "2·3", a date's "14·09·2026" are not touched: too few groups or digits, or a date's shape).
"""
from __future__ import annotations

import re

# a birth cue ending just before the date, in the seven languages (the abbreviations with or without their dot)
_CUE = re.compile(
    r"(?i)(?:born|b\.|dob|d\.o\.b\.?|date of birth|ur\.?|urodzon\w*|urodził\w* się|data ur\.?|data urodzenia|geb\.?|"
    r"geboren|geburtsdatum|n[ée]e?|date de naissance|nac\.?|nacid[oa]|naci[óo]|fecha de nacimiento|нар\.?|народж\w*|"
    r"народи\w*|дата народження|род\.?|родил\w*|рожд[её]н\w*|дата рождения)"
    r"[ \t]*:?[ \t]*(?:(?:on|am|le|el|the|dnia|w dniu)[ \t]+)?\Z")
_ROMAN = {"I": "01", "II": "02", "III": "03", "IV": "04", "V": "05", "VI": "06", "VII": "07", "VIII": "08",
          "IX": "09", "X": "10", "XI": "11", "XII": "12"}
# day, month, year with "_" or "·" between them (the same mark twice), or a Roman month between any marks
_ODD_DATE = re.compile(
    r"(?<![\w·])([0-3]?\d)(?:([_·])([01]?\d)\2|(?:[ \t]*[./\-][ \t]*|[ \t]+)(X{0,1}(?:IX|IV|V?I{0,3}))"
    r"(?:[ \t]*[./\-][ \t]*|[ \t]+))((?:19|20)\d\d)(?![\w·])")
_DATE_GATE = re.compile(r"\d[_·]\d|\d[ \t]*[./\-]?[ \t]*[IVX]")
# digit groups (a group may stand in brackets) parted by middle dots, a space on either side at most
_DOTTED = re.compile(r"(?<![\w·])\+?\(?\d{1,5}\)?(?:[ \t]?·[ \t]?\(?\d{1,4}\)?){2,}(?![\w·])")
_DATE_SHAPE = re.compile(r"[0-3]?\d·[01]?\d·(?:\d\d|\d{4})")


def may_hold(t: str) -> bool:
    """The cheap gate: a middle dot or an underscore, or a capital I, V or X (a Roman month)."""
    return "·" in t or "_" in t or "I" in t or "V" in t or "X" in t


def separator_edits(t: str, edits: list[tuple[int, int, str]]) -> None:
    """Append the edits that write an odd birth date as "dd.mm.yyyy" and middle dots between digit groups as spaces."""
    if _DATE_GATE.search(t):
        for m in _ODD_DATE.finditer(t):
            roman = m.group(4)
            if roman is not None and roman not in _ROMAN:
                continue  # "" or a numeral that is no month
            if not _CUE.search(t, max(0, m.start() - 40), m.start()):
                continue  # not a birth date: left as typed
            month = _ROMAN[roman] if roman else m.group(3)
            edits.append((m.start(), m.end(), f"{m.group(1).zfill(2)}.{month.zfill(2)}.{m.group(5)}"))
    if "·" in t:
        for m in _DOTTED.finditer(t):
            run = m.group()
            digits = sum(c.isdigit() for c in run)
            if not 7 <= digits <= 15 or _DATE_SHAPE.fullmatch(run.replace(" ", "")):
                continue
            edits.extend((m.start() + i, m.start() + i + 1, " ") for i, c in enumerate(run) if c == "·")
