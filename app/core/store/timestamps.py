"""How every table stores a moment: ISO-8601 text in UTC with microseconds.

Text in one fixed form sorts as time does, so SQL can compare and order it; one definition keeps
the repositories (ORM columns through `UTCDateTime`, Core statements through these two functions)
writing and reading exactly the same form.
"""
from __future__ import annotations

from datetime import UTC, datetime


def utc_text(value: datetime) -> str:
    """A moment as stored; a naive value is taken to be UTC already."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).isoformat(timespec="microseconds")


def parse_utc(value: str | None) -> datetime | None:
    """A stored moment read back as an aware datetime; None for no value."""
    return datetime.fromisoformat(value) if value else None
