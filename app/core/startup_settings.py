"""The few settings the window needs before its first frame, read without the storage stack.

Opening the database through SQLAlchemy (and loading the memory features) costs most of start-up.
The window frame is painted before that, and it has to be painted in the user's theme and language
already, or it would flash from light to dark. A read-only sqlite3 query gets those two values in
about a millisecond; anything unusual (no database yet, damaged, locked) just means "use the
defaults": the real open that follows reports problems properly.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

STARTUP_KEYS = ("ui.theme", "ui.language")


def read_startup_settings(database: Path) -> dict[str, Any]:
    """The values of STARTUP_KEYS stored in `database`; missing or unreadable ones are left out."""
    if not database.is_file():
        return {}
    try:
        con = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True, timeout=0.2)
        try:
            rows = con.execute(
                f"SELECT key, value FROM settings WHERE key IN ({','.join('?' * len(STARTUP_KEYS))})",
                STARTUP_KEYS).fetchall()
        finally:
            con.close()
    except sqlite3.Error:
        return {}
    values: dict[str, Any] = {}
    for key, raw in rows:
        try:
            value = json.loads(raw)
        except (TypeError, ValueError):
            continue
        if isinstance(value, str):
            values[key] = value
    return values
