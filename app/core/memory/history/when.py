"""Time expressions in a search ("in May", "last week", "w maju", "wczoraj", "w zeszłym tygodniu")
as the times a hit should come from.

The ranking gives a candidate from such a time a bonus (search.TIME_BONUS) instead of filtering the
others out: "what did I plan in May?" may be answered by a message written in April, and a wrong
reading of the expression must not hide the right message. A month without a year means that month
in any year (a year with it, only that year); relative expressions count back from `now` (the time
of the message being answered), by whole calendar days and weeks (Monday first).

English and Polish, with Polish months and relative words in any grammatical case and with or
without diacritics.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from app.core.memory.history.lexical import fold

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

# Lower-cased word -> month number. Polish: nominative, genitive, locative. A word typed without
# diacritics is looked up folded ("wrzesniu"); one with them as written, so that "mają" ("they
# have") is not "maja" (of May).
_MONTHS: dict[str, int] = {}
_MONTHS_FOLDED: dict[str, int] = {}
for _number, _forms in enumerate((
        "january jan styczeń stycznia styczniu",
        "february feb luty lutego lutym",
        "march mar marzec marca marcu",
        "april apr kwiecień kwietnia kwietniu",
        "may maj maja maju",
        "june jun czerwiec czerwca czerwcu",
        "july jul lipiec lipca lipcu",
        "august aug sierpień sierpnia sierpniu",
        "september sept sep wrzesień września wrześniu",
        "october oct październik października październiku",
        "november nov listopad listopada listopadzie",
        "december dec grudzień grudnia grudniu"), start=1):
    for _form in _forms.split():
        _MONTHS[_form] = _number
        _MONTHS_FOLDED[fold(_form)] = _number
# Short English forms, "may", "march" and the name Maja are ordinary words too: they count only
# beside a time word or a number.
_AMBIGUOUS = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "march",
              "maja"}
_MONTH_CONTEXT = {"in", "of", "since", "during", "early", "late", "mid", "last", "this", "until", "before", "after",
                  "end", "beginning", "start", "w", "we", "od", "do", "na", "koniec", "koncem", "poczatek",
                  "poczatku", "polowie", "polowa", "przed", "po", "zeszlego", "tego"}


@dataclass(frozen=True)
class TimeHint:
    """Times a hit should come from: month numbers (any year, or `year`), and/or one span."""
    months: frozenset[int] = frozenset()
    year: int | None = None
    start: datetime | None = None     # a span [start, end), UTC
    end: datetime | None = None

    def matches(self, ts_us: int) -> bool:
        when = datetime.fromtimestamp(ts_us / 1_000_000, tz=UTC)
        if self.start is not None and self.end is not None and self.start <= when < self.end:
            return True
        return when.month in self.months and (self.year is None or when.year == self.year)


def _day(now: datetime, days_back: int) -> tuple[datetime, datetime]:
    start = now.replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(days=days_back)
    return start, start + timedelta(days=1)


def _week(now: datetime, weeks_back: int) -> tuple[datetime, datetime]:
    monday = now.replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(days=now.weekday())
    start = monday - timedelta(weeks=weeks_back)
    return start, start + timedelta(weeks=1)


def _month(now: datetime, months_back: int) -> tuple[datetime, datetime]:
    year, month = now.year, now.month - months_back
    while month < 1:
        month += 12
        year -= 1
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)
    return start, end


def _relative(words: list[str], now: datetime) -> tuple[datetime, datetime] | None:
    text = " ".join(words)
    if re.search(r"\b(przedwczoraj|day before yesterday)\b", text):
        return _day(now, 2)
    if re.search(r"\b(wczoraj|wczorajs\w*|yesterday)\b", text):
        return _day(now, 1)
    if re.search(r"\b(dzis|dzisiaj|dzisiejs\w*|today|this morning|tonight)\b", text):
        return _day(now, 0)
    if re.search(r"\b(last|past|previous) week\b|\b(zeszl\w*|ostatni\w*|poprzedni\w*) (tydz\w*|tygodni\w*)\b", text):
        return _week(now, 1)
    if re.search(r"\bthis week\b|\bw tym tygodniu\b", text):
        return _week(now, 0)
    if re.search(r"\b(last|past|previous) month\b|\b(zeszl\w*|ostatni\w*|poprzedni\w*) (miesiac\w*)\b", text):
        return _month(now, 1)
    if re.search(r"\bthis month\b|\bw tym miesiacu\b", text):
        return _month(now, 0)
    return None


def time_hint(text: str, now: datetime | None = None) -> TimeHint | None:
    """What the text says about when, or None."""
    now = (now or datetime.now(UTC)).astimezone(UTC)
    raw = _WORD.findall(text)
    words = [fold(w.lower()) for w in raw]
    months = set()
    for i, word in enumerate(words):
        number = _MONTHS_FOLDED.get(word) if raw[i].isascii() else _MONTHS.get(raw[i].lower())
        if number is None:
            continue
        if word in _AMBIGUOUS:
            before = words[i - 1] if i else ""
            after = words[i + 1] if i + 1 < len(words) else ""
            capitalised = raw[i][:1].isupper() and i > 0
            if not (before in _MONTH_CONTEXT or after.isdigit() or before.isdigit()
                    or (capitalised and word != "may")):
                continue
        months.add(number)
    years = {int(w) for w in words if len(w) == 4 and w.isdigit() and 1990 <= int(w) <= 2100}
    span = _relative(words, now)
    if not months and span is None:
        return None
    return TimeHint(frozenset(months), years.pop() if len(years) == 1 and months else None,
                    span[0] if span else None, span[1] if span else None)
