"""Checks for imported values, each failing with the path of the value and what was expected."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from app.core.data.errors import ImportFailed
from app.core.store.messages import clean_text

# A line number, or a function that finds it (counting lines costs time: only done for errors).
Line = int | Callable[[], int] | None


class Fields:
    """Reads fields of one JSON object, reporting problems as `path.field: reason (line N)`."""

    def __init__(self, obj: Any, path: str, line: Line = None) -> None:
        if not isinstance(obj, dict):
            raise ImportFailed(path, f"expected an object, found {kind_of(obj)}{_at(line)}")
        self.obj = obj
        self.path = path
        self.line = line

    def fail(self, name: str, reason: str) -> ImportFailed:
        return ImportFailed(f"{self.path}.{name}", reason + _at(self.line))

    def text(self, name: str, *, default: Any = ..., nullable: bool = False, allow_empty: bool = True) -> str | None:
        if name not in self.obj:
            if default is ...:
                raise self.fail(name, "missing")
            return default
        value = self.obj[name]
        if value is None and nullable:
            return None
        if not isinstance(value, str):
            raise self.fail(name, f"expected a text{' or null' if nullable else ''}, found {kind_of(value)}")
        if not allow_empty and not value.strip():
            raise self.fail(name, "must not be empty")
        return clean_text(value)

    def choice(self, name: str, choices: Iterable[str], *, default: Any = ..., nullable: bool = False) -> str | None:
        value = self.text(name, default=default, nullable=nullable)
        options = list(choices)
        if value is not None and value not in options:
            raise self.fail(name, f"expected {_or(options)}{' or null' if nullable else ''}, found {value!r}")
        return value

    def flag(self, name: str, *, default: bool = False) -> bool:
        value = self.obj.get(name, default)
        if value in (0, 1) and not isinstance(value, float):
            return bool(value)
        raise self.fail(name, f"expected true or false, found {kind_of(value)}")

    def when(self, name: str, *, default: Any = ..., nullable: bool = False) -> str | None:
        """An ISO-8601 date and time, returned as stored: UTC with microseconds."""
        value = self.text(name, default=default, nullable=nullable)
        if value is None or value is default:
            return value
        return iso_utc(value, lambda reason: self.fail(name, reason))


def iso_utc(value: str, fail) -> str:
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise fail(f"expected a date and time such as 2024-05-01T12:30:00+00:00, found {value[:40]!r}") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC).isoformat(timespec="microseconds")
    except (OverflowError, ValueError):
        raise fail(f"the date {value[:40]!r} is out of range") from None


def scalar(value: Any, path: str, line: Line = None) -> Any:
    if value is None or isinstance(value, (str, int, float, bool)):
        return clean_text(value) if isinstance(value, str) else value
    raise ImportFailed(path, f"expected a text, number, true/false or null, found {kind_of(value)}{_at(line)}")


def kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _or(options: list[str]) -> str:
    return options[0] if len(options) == 1 else ", ".join(options[:-1]) + " or " + options[-1]


def _at(line: Line) -> str:
    if callable(line):
        line = line()
    return f" (near line {line})" if line else ""
