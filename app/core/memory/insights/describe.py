"""What code, not the model, says about an insight: its time range and its confidence.

Time range, from the dates of the cluster's messages in the user's local time:
- "in March 2025"                              all in one month;
- "from January 2025 onwards"                  over several months and still going (a message in
                                               the last ACTIVE_DAYS days);
- "between March and May 2025"                 a closed span of up to SPAN_MONTHS months;
- "between November 2024 and February 2025"    the same across a new year;
- "from late 2024 through early 2025"          longer closed spans, by thirds of a year.
A few stray messages far from the rest (a one-off question that happens to land in the cluster)
would stretch the range: up to EDGE_SHARE of the messages at each end are left out when they are
isolated in time and weaker members of the cluster than its median.

Confidence, from three things measured on the cluster, each worth 0, 1 or 2 points:
size (messages), spread (distinct conversations) and cohesion (how clearly its messages sit
nearer their own centre than any other: mean simplified silhouette). 5-6 points: high;
3-4: medium; less: low.
"""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.core.memory.insights.model import Confidence

ACTIVE_DAYS = 31
SPAN_MONTHS = 6
EDGE_SHARE = 0.25
ISOLATED_DAYS = 45

SIZE_POINTS = ((30, 2), (10, 1))          # messages
SPREAD_POINTS = ((5, 2), (2, 1))          # conversations
COHESION_POINTS = ((0.30, 2), (0.15, 1))  # mean simplified silhouette
HIGH_POINTS, MEDIUM_POINTS = 5, 3

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def _local(when: datetime) -> datetime:
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone()


def core_span(times: list[datetime], similarities: list[float] | None = None) -> tuple[datetime, datetime]:
    """First and last time, leaving out strays at either end: up to EDGE_SHARE of the messages,
    separated from the rest by ISOLATED_DAYS or more, and (when similarities to the centroid are
    given) each a weaker member than the cluster's median, i.e. probably not the topic at all."""
    import statistics

    sims = list(similarities) if similarities is not None else [0.0] * len(times)
    pairs = sorted(zip(times, sims), key=lambda p: p[0])
    ordered = [t for t, _ in pairs]
    median = statistics.median(sims) if similarities is not None and sims else None
    weak = [median is None or s < median for _, s in pairs]
    limit = int(len(ordered) * EDGE_SHARE)
    gap = timedelta(days=ISOLATED_DAYS)
    start, end = 0, len(ordered) - 1
    # A prefix (suffix) goes only as a whole: every message in it weak, a gap after (before) it.
    for i in range(min(limit, len(ordered) - 1)):
        if not weak[i]:
            break
        if ordered[i + 1] - ordered[i] >= gap:
            start = i + 1
    for i in range(min(limit, len(ordered) - 1)):
        j = len(ordered) - 1 - i
        if not weak[j]:
            break
        if ordered[j] - ordered[j - 1] >= gap:
            end = j - 1
    if start > end:
        return ordered[0], ordered[-1]
    return ordered[start], ordered[end]


def _third(month: int) -> str:
    return "early" if month <= 4 else "mid" if month <= 8 else "late"


def time_range(first: datetime, last: datetime, now: datetime) -> str:
    a, b, today = _local(first), _local(last), _local(now)
    months = (b.year - a.year) * 12 + (b.month - a.month)
    if months == 0:
        return f"in {MONTHS[a.month - 1]} {a.year}"
    if today - b <= timedelta(days=ACTIVE_DAYS):
        return f"from {MONTHS[a.month - 1]} {a.year} onwards"
    if months < SPAN_MONTHS:
        if a.year == b.year:
            return f"between {MONTHS[a.month - 1]} and {MONTHS[b.month - 1]} {a.year}"
        return f"between {MONTHS[a.month - 1]} {a.year} and {MONTHS[b.month - 1]} {b.year}"
    if a.year == b.year:
        return f"between {MONTHS[a.month - 1]} and {MONTHS[b.month - 1]} {a.year}"
    return f"from {_third(a.month)} {a.year} through {_third(b.month)} {b.year}"


def _points(value: float, steps) -> int:
    return next((points for threshold, points in steps if value >= threshold), 0)


def confidence(messages: int, chats: int, cohesion: float) -> Confidence:
    total = _points(messages, SIZE_POINTS) + _points(chats, SPREAD_POINTS) + _points(cohesion, COHESION_POINTS)
    if total >= HIGH_POINTS:
        return Confidence.HIGH
    if total >= MEDIUM_POINTS:
        return Confidence.MEDIUM
    return Confidence.LOW
