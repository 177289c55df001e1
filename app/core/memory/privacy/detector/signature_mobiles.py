"""A mobile labelled as one in a signature or an ad beside the office's switchboard and extension (round 37):
"centrala 22 590 00 00, komórka +48 512 336 391", "Zentrale 089 12345-0, Durchwahl -417, mobil +49 1572 ...",
"switchboard 020 7946 0000 ext. 4412, mobile +44 7487 ...", "centralita 91 123 45 00, ext. 2217, móvil +34 612 ...",
"standard 01 23 45 67 89, poste 4821, portable +33 6 30 ...".

phones.py drops a number with a switchboard, reception or hotline word in its window as the organisation's line. In a
signature the words are a list of labels, each naming the number right after it: the switchboard word names the
switchboard's number, and the next label - "mobile", "komórka", "Handy", "móvil", "portable", "мобільний" - names
the writer's own mobile, the one way to reach the person rather than the firm.

`labelled_apart` says so when the candidate has a mobile label right before it and every switchboard/hotline word in
its window is separated from it by another number (the one that word names) - or stands after it.

Green limits: the switchboard's own number keeps its word right before it and stays the firm's; a mobile label with
the hotline word straight before it ("Hotline mobil: 0800 ...", "service mobile 06 ...") stays the hotline's; a line
with no mobile label ("centrala 22 590 00 00, fax 22 590 00 01") is left as it was.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.lazy import LazyPattern

# a mobile's own label right before the number, lower-cased ("komórka +48 ...", "mobil: ...", "móvil ...", "моб. ...")
_MOBILE_LABEL = LazyPattern(  # (compiled on first use: lazy.py)
    r"(?<![^\W\d_])(?:kom[oó]rk\w*|kom\.|mobil\w*|mobile|mob\.|cell(?:phone)?|handy(?:nummer|nr\.?)?|m[oó]vil|"
    r"portable|port\.|gsm|мобільн\w*|мобильн\w*|моб\.|сотов\w*)\s?(?:nr\.?|no\.?|n[º°]|#)?\s?[:\-–]?\s?$"
)
_DIGITS = re.compile(r"\d{2}")


def labelled_apart(low: str, start: int, end: int, window: tuple[int, int], hotline: re.Pattern[str]) -> bool:
    """Is the candidate at [start, end) of lower-cased `low` labelled a mobile, with every `hotline` word of its
    `window` naming another number (one stands between the word and the candidate) or standing after it?"""
    if _MOBILE_LABEL.compiled.search(low, max(0, start - 16), start) is None:
        return False
    lo, hi = window
    for m in hotline.finditer(low, lo, hi):
        if m.start() >= end:
            continue  # after the candidate: the label of a number that follows
        if _DIGITS.search(low, m.end(), start) is None:
            return False  # the hotline word names this number
    return True
