"""Typed settings with defaults, stored as JSON values. API keys are never settings.

Every change (a write from the Settings dialog or the command line, a reset, an import) is
announced once on `SettingsRepository.changed` as a `SettingChange(key, old, new)`, so whatever
shows a setting follows it without pages telling each other."""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, select

from app.core.errors import UserError
from app.core.events import Event
from app.core.store.db import Database
from app.core.store.models import SettingRow


@dataclass(frozen=True)
class Setting:
    """One setting, declared once: its type comes from the default; `choices` or `low`..`high`
    say which values are allowed. Every write (the command line, the Settings dialog, an import)
    goes through `validate`, so a value Whizi would misread is refused instead of stored."""

    key: str
    default: Any
    choices: tuple[str, ...] | None = None
    low: float | None = None
    high: float | None = None
    note: str = ""

    def allowed(self) -> str:
        """The allowed values, in words: shown by `settings get` and in every refusal."""
        if self.choices is not None:
            return "one of " + ", ".join(self.choices)
        if isinstance(self.default, bool):
            return "true or false"
        if isinstance(self.default, (int, float)):
            kind = "a whole number" if isinstance(self.default, int) else "a number"
            return f"{kind} from {_plain(self.low)} to {_plain(self.high)}"
        return "any text"

    def validate(self, value: Any) -> Any:
        value = coerce(value, self.default)
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{value!r} is not allowed; expected {self.allowed()}")
        if (isinstance(value, (int, float)) and not isinstance(value, bool)
                and (not math.isfinite(value) or not (self.low <= value <= self.high))):
            raise ValueError(f"{_plain(value)} is out of range; expected {self.allowed()}")
        return value


def _plain(number: Any) -> str:
    return f"{number:g}" if isinstance(number, float) else str(number)


_REGISTRY: tuple[Setting, ...] = (
    Setting("provider.active", ""),
    Setting("chat.default_system_prompt", ""),
    Setting("chat.auto_title", True),
    Setting("chat.request_timeout_s", 60.0, low=0.1, high=3600.0, note="seconds to wait for the provider"),
    Setting("memory.deadline_ms", 300, low=0, high=60_000, note="how long a reply waits for memory"),
    Setting("memory.chat_analysis", "manual", choices=("manual", "automatic")),
    Setting("memory.analysis_level", "strict", choices=("strict", "detailed")),
    Setting("memory.reference_history", True),
    Setting("history.embedder", "local", choices=("local", "provider"), note="chat-history search vectors"),
    Setting("history.summary_idle_minutes", 30, low=0, high=7 * 24 * 60, note="a chat quiet this long gets its summary"),
    Setting("history.budget_tokens", 1500, low=0, high=100_000, note="the chat-history memory blocks, together"),
    Setting("memory.facts_timeout_s", 90.0, low=0.1, high=3600.0, note="one saved-memory pass call; late counts as failed"),
    Setting("insights.budget_tokens", 800, low=0, high=100_000, note="the user-insights memory block"),
    Setting("insights.refresh_days", 7, low=1, high=365, note="insights are refreshed this often (and on demand)"),
    Setting("data.export_leave_out_red", False, note="exports leave out the text of red messages"),
    Setting("memory_map.undo_s", 10, low=0, high=3600, note='"Do not remember" can be undone this long'),
    Setting("ui.theme", "system", choices=("system", "light", "dark", "high-contrast")),
    Setting("ui.language", "system", choices=("system", "en", "pl")),
    Setting("ui.delete_undo_s", 10, low=0, high=3600, note="a deleted chat can be restored this long"),
)

# Every setting a user or a script may change. Unknown keys are refused so a typo in
# `whizi settings set` is an error, not a silently ignored value.
SETTINGS: dict[str, Setting] = {s.key: s for s in _REGISTRY}
DEFAULTS: dict[str, Any] = {s.key: s.default for s in _REGISTRY}


def validate(key: str, value: Any) -> Any:
    """`value` as the type `key` stores, or UnknownSetting / ValueError saying what is allowed."""
    setting = SETTINGS.get(key)
    if setting is None:
        raise UnknownSetting(key)
    return setting.validate(value)


class UnknownSetting(UserError, KeyError):
    """str() stays KeyError's quoted key, as callers print it; `english` is the sentence."""

    def __init__(self, key: str) -> None:
        super().__init__(key, code="settings.unknown", params={"key": key})


@dataclass(frozen=True)
class SettingChange:
    key: str
    old: Any
    new: Any


class SettingsRepository:
    def __init__(self, db: Database) -> None:
        self.db = db
        # After each write that changed a value, on the thread that wrote it (the UI hears it
        # through its bridge, on the UI thread). A write of the value already stored says nothing.
        self.changed: Event[SettingChange] = Event()

    def get(self, key: str) -> Any:
        if key not in DEFAULTS:
            raise UnknownSetting(key)
        with self.db.session(read_only=True) as s:
            row = s.get(SettingRow, key)
            return json.loads(row.value) if row else DEFAULTS[key]

    def set(self, key: str, value: Any) -> None:
        value = validate(key, value)
        with self.db.session() as s:
            row = s.get(SettingRow, key)
            old = json.loads(row.value) if row else DEFAULTS[key]
            if row is None:
                s.add(SettingRow(key=key, value=json.dumps(value)))
            else:
                row.value = json.dumps(value)
        self._announce(key, old, value)

    def all(self) -> dict[str, Any]:
        values = dict(DEFAULTS)
        with self.db.session(read_only=True) as s:
            for row in s.scalars(select(SettingRow)):
                if row.key in DEFAULTS:
                    values[row.key] = json.loads(row.value)
        return values

    def reset(self, key: str) -> None:
        old = self.get(key)
        with self.db.session() as s:
            s.execute(delete(SettingRow).where(SettingRow.key == key))
        self._announce(key, old, DEFAULTS[key])

    def announce_changes(self, before: dict[str, Any]) -> None:
        """After a write that bypassed `set` (an import merges settings in its own transaction):
        announce every value that differs from `before` (a snapshot from `all()`)."""
        after = self.all()
        for key, value in after.items():
            self._announce(key, before.get(key, DEFAULTS[key]), value)

    def _announce(self, key: str, old: Any, new: Any) -> None:
        if old != new:
            self.changed.emit(SettingChange(key, old, new))


def coerce(value: Any, default: Any) -> Any:
    """Turn text from the command line into the type of the default, or explain why not."""
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise ValueError(f"expected true or false, got {value!r}")
    if isinstance(default, int):
        if isinstance(value, float) and not value.is_integer():
            raise ValueError(f"expected a whole number, got {value!r}")
        try:
            return int(value)
        except (TypeError, ValueError, OverflowError):
            raise ValueError(f"expected a whole number, got {value!r}") from None
    if isinstance(default, float):
        try:
            return float(value)
        except (TypeError, ValueError):
            raise ValueError(f"expected a number, got {value!r}") from None
    return str(value)
