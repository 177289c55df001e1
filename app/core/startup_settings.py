"""The few settings the window needs before its first frame, read without the storage stack.

Opening the database through SQLAlchemy (and loading the memory features) costs most of start-up.
The window frame is painted before that, and it has to be painted in the user's theme and language
already, or it would flash from light to dark.

An encrypted database (#17) cannot be read before the key is found, and finding it in the keyring
costs about half a second of imports before the first frame. So the two values are also kept in a
tiny plain file, ui.json, next to the database: the theme and the language and nothing else (no
chat text, no name, no provider). The core rewrites it whenever either setting changes
(`keep_in_step`). A folder without ui.json yet (written by an older Whizi) is read as before: a
read-only sqlite3 query, about a millisecond, which only works on a plain database. Anything
unusual (no file, damaged, locked, encrypted) just means "use the defaults": the real open that
follows reports problems properly.
"""
from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

STARTUP_KEYS = ("ui.theme", "ui.language")
UI_FILE = "ui.json"


def _strings(pairs) -> dict[str, Any]:
    return {key: value for key, value in pairs if key in STARTUP_KEYS and isinstance(value, str)}


def read_startup_settings(database: Path) -> dict[str, Any]:
    """The values of STARTUP_KEYS for the folder of `database`; missing or unreadable ones are left out."""
    try:
        kept = json.loads((database.parent / UI_FILE).read_bytes())
    except (OSError, ValueError):
        kept = None
    if isinstance(kept, dict):
        return _strings(kept.items())
    return _read_plain_database(database)


def _read_plain_database(database: Path) -> dict[str, Any]:
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
    values = []
    for key, raw in rows:
        try:
            values.append((key, json.loads(raw)))
        except (TypeError, ValueError):
            continue
    return _strings(values)


def write_startup_settings(root: Path, values: dict[str, Any]) -> None:
    """Keep `values` (only STARTUP_KEYS are written) in root/ui.json, replaced atomically; nothing
    is written when the file already says the same. A failure is no error: the window then opens
    in the default theme once."""
    wanted = _strings(values.items())
    target = root / UI_FILE
    try:
        if json.loads(target.read_bytes()) == wanted:
            return
    except (OSError, ValueError):
        pass
    temp = root / f".{UI_FILE}.{os.getpid()}.tmp"
    with contextlib.suppress(OSError):
        temp.write_text(json.dumps(wanted), encoding="utf-8")
        os.replace(temp, target)
    with contextlib.suppress(OSError):
        temp.unlink(missing_ok=True)


def keep_in_step(settings, root: Path) -> None:
    """Write ui.json from `settings` (a SettingsRepository) now and whenever one of its values changes."""
    from app.core.store.settings import DEFAULTS

    def current() -> dict[str, Any]:   # defaults are left out, as the database has no row for them
        values = {key: settings.get(key) for key in STARTUP_KEYS}
        return {key: value for key, value in values.items() if value != DEFAULTS[key]}

    write_startup_settings(root, current())

    def on_change(change) -> None:
        if change.key in STARTUP_KEYS:
            write_startup_settings(root, current())

    settings.changed.connect(on_change)
