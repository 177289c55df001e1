"""Typed settings with defaults, stored as JSON values. API keys are never settings."""
from __future__ import annotations

import json
from typing import Any

from sqlalchemy import delete, select

from .db import Database
from .models import SettingRow

# Every setting a user or a script may change, with its default. Unknown keys are refused so a
# typo in `whizi settings set` is an error, not a silently ignored value.
DEFAULTS: dict[str, Any] = {
    "provider.active": "",
    "chat.default_system_prompt": "",
    "chat.auto_title": True,
    "chat.request_timeout_s": 60.0,
    "memory.deadline_ms": 300,
    "memory.chat_analysis": "manual",        # "manual" (default) or "automatic"
    "memory.analysis_level": "strict",       # "strict" (default) or "detailed"
    "memory.reference_history": True,
    "history.embedder": "local",             # chat-history search vectors: "local" or "provider"
    "history.summary_idle_minutes": 30,      # a chat quiet this long gets its summary
    "history.budget_tokens": 1500,           # the chat-history memory blocks, together
    "memory.facts_timeout_s": 90.0,          # one saved-memory pass call; late counts as failed
    "insights.budget_tokens": 800,           # the user-insights memory block
    "insights.refresh_days": 7,              # insights are refreshed this often (and on demand)
    "data.export_leave_out_red": False,      # exports leave out the text of red messages
    "memory_map.undo_s": 10,                 # "Do not remember" can be undone this long, then facts are rewritten
    "ui.theme": "system",                    # "system", "light" or "dark"
    "ui.language": "system",
    "ui.delete_undo_s": 10,
}

SECRET_WORDS = ("api_key", "apikey", "password", "secret", "token")


class UnknownSetting(KeyError):
    pass


class SettingsRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def get(self, key: str) -> Any:
        if key not in DEFAULTS:
            raise UnknownSetting(key)
        with self.db.session(read_only=True) as s:
            row = s.get(SettingRow, key)
            return json.loads(row.value) if row else DEFAULTS[key]

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise UnknownSetting(key)
        default = DEFAULTS[key]
        value = coerce(value, default)
        with self.db.session() as s:
            row = s.get(SettingRow, key)
            if row is None:
                s.add(SettingRow(key=key, value=json.dumps(value)))
            else:
                row.value = json.dumps(value)

    def all(self) -> dict[str, Any]:
        values = dict(DEFAULTS)
        with self.db.session(read_only=True) as s:
            for row in s.scalars(select(SettingRow)):
                if row.key in DEFAULTS:
                    values[row.key] = json.loads(row.value)
        return values

    def reset(self, key: str) -> None:
        with self.db.session() as s:
            s.execute(delete(SettingRow).where(SettingRow.key == key))


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
        try:
            return int(value)
        except (TypeError, ValueError):
            raise ValueError(f"expected a whole number, got {value!r}") from None
    if isinstance(default, float):
        try:
            return float(value)
        except (TypeError, ValueError):
            raise ValueError(f"expected a number, got {value!r}") from None
    return str(value)
