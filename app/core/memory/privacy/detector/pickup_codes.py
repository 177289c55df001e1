"""Round 46 (rids): a parcel's pickup code with words between its name and the number - "code de retrait Mondial Relay
482913 pour mon colis", "kod odbioru paczki z paczkomatu 482913", "код отримання посилки в поштоматі Нової пошти
482913", "Abholcode für das Paket an der Packstation am Bahnhof 482913", "pickup code for the Amazon locker 482 913".

secrets.py reads such a code when the number follows its name, or after a copula ("kod odbioru: 482913", "mon code de
retrait est 482913"); people name the carrier, the locker or the parcel between the two. The code opens the locker
for whoever has it: a secret like a door code.

Read (gated on the names' stems): the code's name, then at most six words on the same sentence with no digit, then four
to eight digits (or two or three groups, "62 91 04", "482 913"). Green limits: a number word between ("colis n°
71829044", "numer przesyłki", "Sendungsnummer": the parcel's or the tracking number), an example or a sample in the
sentence, a question about how the codes work with no code of the writer's ("jak działa kod odbioru?" has no value).
Round 51 (rids): a Ukrainian or Russian parcel locker's code named by the locker ("Код для поштомату ... 4478").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "parcel pickup code"

# the names' stems (lower-cased text): without one, nothing is read
GATE_WORDS = ("odbior", "retrait", "retirer", "pickup", "pick-up", "collection code", "abhol", "recog", "отриман",
              "получен", "поштомат", "почтомат", "постамат")
# the few words, then the number (groups: the words between, the number)
_TAIL = (r"((?:[ \t]*[^\W\d][^\s\d.!?]*){0,6}?)[ \t]*[:\-–—]?[ \t]*"
         r"(?<![\w])(\d{4,8}|\d{2} \d{2} \d{2}|\d{3} \d{3})(?![\w]|[.,/:]\d| \d)")
_PICKUP = LazyPattern(
    r"(?<![^\W\d_])(?:kod\w* (?:do )?odbior\w*|pick-?up code|collection code|abhol-?code|abholnummer|"
    r"c[oó]digo (?:de|para) recog\w*|code (?:de |pour le |du )?retrait|code pour retirer|"
    r"код\w* (?:для )?отриманн?я|код\w* (?:для )?получени[ея])(?![^\W\d_])" + _TAIL
)
# Round 51 (rids): the code for a Ukrainian or Russian parcel locker, named by the locker - "Код для поштомату Нової
# пошти 4478, чоловік забере посилку", "код до поштомату: 4478", "код от постамата 4478" - right before its number too; a preposition
# before the locker ("код поштомату 4478" may be the locker's own number)
# (secrets.py reads no locker name; the Polish "kod do paczkomatu" is secret_forms.py's)
_LOCKER = LazyPattern(
    r"(?<![^\W\d_])код\w* (?:для |до |від |от |из |з )(?:поштомат\w*|почтомат\w*|постамат\w*)(?![^\W\d_])" + _TAIL
)
# a number word between: the parcel's own number, a tracking number
_NUMBERED = re.compile(r"(?<![^\W\d_])(?:n[uú]mero|num[ée]ro|numer\w*|nummer|number|nr|no|n°|nº|№|номер\w*|tracking|"
                       r"suivi|sendungs\w*|seguimiento|śledzeni\w*|trek\w*|трек\w*|ттн)(?![^\W\d_])|№|#")
_SAMPLE = re.compile(r"(?<![^\W\d_])(?:e\.g\.|example\w*|sample\w*|exemple\w*|ejemplo\w*|beispiel\w*|przyk[łl]ad\w*|"
                     r"приклад\w*|наприклад|пример\w*|например|fake|dummy|test\w*)(?![^\W\d_])")
_SEQUENCE = "0123456789 9876543210"


def find_pickup_codes(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each pickup code named with words before its number (`low`: lower-cased,
    the same length as `text`)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for pattern in (_PICKUP, _LOCKER):
        for m in pattern.finditer(low):
            _read(low, m, pattern is _LOCKER, add)


def _read(low: str, m: re.Match[str], locker: bool, add: Callable[[str, int, int], None]) -> None:
    gap = m.group(1)
    if not (gap.strip() or locker) or _NUMBERED.search(gap):
        return  # (a name right before its number is secrets.py's; a number word is the parcel's number)
    digits = m.group(2).replace(" ", "")
    if len(set(digits)) == 1 or digits in _SEQUENCE:
        return
    begin = max(low.rfind(". ", 0, m.start()), low.rfind("\n", 0, m.start()), 0)
    stop = low.find(". ", m.end())
    if _SAMPLE.search(low, begin, stop if stop >= 0 else len(low)):
        return
    add(REASON, *m.span(2))
