"""The first screen read without the storage stack (start-up, #15).

Loading SQLAlchemy, the ORM mappings and the services is about half of the CPU a start costs, and
the window needs none of it to show the user's chats. So the window is filled from one read-only
connection (sqlcipher3, or sqlite3 for a plain folder of an older Whizi) with the few queries its
first screen needs: the visible chats in the sidebar's order, their digital brains, the theme and
language, and whether a provider is set up (else onboarding, which the full path does). The core
loads afterwards and takes over; `key` hands it the folder's key, so the keyring is read and a
passphrase is derived (scrypt) once.

Anything unusual gives None and start-up takes the full path, which reports problems properly: no
database yet, an interrupted "encrypt my data", a key the keyring does not hold and no passphrase,
a wrong passphrase (`WrongKey`, so the passphrase is not tried a second time), a schema this code
does not know exactly, a damaged or locked file. Nothing here writes to the folder.

The queries restate what ChatRepository.list_visible, PrivacyService.brain_states and
SettingsRepository say; tests/core/store/test_early_read.py compares the two on the same folder.
"""
from __future__ import annotations

import json
import logging
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from app.core.domain import AnalysisMode, Chat, PrivacyLabel
from app.core.errors import StorageError
from app.core.memory.privacy.state import BrainMode, BrainState
from app.core.paths import DataDirError, DataLayout, resolve_data_dir
from app.core.store import encryption
from app.core.store.migrations import latest_version
from app.core.store.timestamps import parse_utc

log = logging.getLogger(__name__)

# encrypt_folder.STAGING: present while "encrypt my data" is unfinished (the core finishes or rolls it back).
ENCRYPTING = "encrypting"
# The settings the first screen reads, with their defaults (app/core/store/settings.py DEFAULTS).
SETTINGS = {"ui.theme": "system", "ui.language": "system", "memory.chat_analysis": "manual",
            "memory.analysis_level": "strict"}


class WrongKey(Exception):
    """The passphrase given does not open the folder: the full path asks for another one."""


@dataclass(frozen=True)
class FirstScreen:
    chats: list[Chat]                                   # the sidebar, in its order
    brains: dict[str, BrainState]                       # chat id -> its digital brain
    settings: dict[str, Any]                            # SETTINGS' keys, stored or default
    has_provider: bool                                  # False: onboarding (the full path)
    key: bytes | None = field(default=None, repr=False)   # what the core opens the folder with

    @property
    def encrypted(self) -> bool:
        return self.key is not None


def read_first_screen(data_dir: str | Path | None, passphrase: str | None = None) -> FirstScreen | None:
    """The first screen of the folder `data_dir` (resolved as WhiziCore.open does), or None when
    start-up should take the full path. Raises WrongKey when `passphrase` is wrong."""
    try:
        layout = DataLayout(resolve_data_dir(data_dir))
        database = layout.database
        if not database.is_file() or database.stat().st_size == 0 or (layout.root / ENCRYPTING).exists():
            return None
        key = _key(layout.root, passphrase)
        if key is False:
            return None
        return _read(database, key if isinstance(key, bytes) else None, layout.root)
    except WrongKey:
        raise
    except (DataDirError, OSError, sqlite3.Error, ValueError, KeyError, TypeError) as exc:
        log.debug("first screen not read early: %s", type(exc).__name__)
        return None
    except Exception as exc:   # sqlcipher3's own errors, a broken keyring: the full path reports them
        log.debug("first screen not read early: %s", type(exc).__name__)
        return None


def _key(root: Path, passphrase: str | None) -> bytes | None | bool:
    """The folder's key, None for a plain folder, False when it cannot be had here."""
    if not encryption.status(root).encrypted:
        return None
    try:
        return encryption.unlock(root, passphrase)
    except StorageError as exc:
        if exc.code == "storage.wrong_passphrase":
            raise WrongKey() from None
        return False


def _connect(database: Path, key: bytes | None, root: Path):
    uri = f"{database.resolve().as_uri()}?mode=ro"
    if key is None:
        return sqlite3.connect(uri, uri=True, timeout=0.2)
    import sqlcipher3.dbapi2 as sqlcipher

    con = sqlcipher.connect(uri, uri=True, timeout=0.2)
    try:
        con.execute("PRAGMA cipher_log_level = NONE")   # a wrong key is said by the full path, not on stderr
        con.execute(f"PRAGMA key = \"x'{key.hex()}'\"")
        for setting in encryption.CIPHERS[encryption.cipher_of(root)]:
            con.execute(f"PRAGMA {setting}")
    except BaseException:
        con.close()
        raise
    return con


def _read(database: Path, key: bytes | None, root: Path) -> FirstScreen | None:
    con = _connect(database, key, root)
    try:
        if con.execute("PRAGMA user_version").fetchone()[0] != latest_version():
            return None   # older (the core upgrades it) or newer (the core says so)
        stored = dict(con.execute(f"SELECT key, value FROM settings WHERE key IN ({','.join('?' * len(SETTINGS))})",
                                  tuple(SETTINGS)).fetchall())
        has_provider = con.execute("SELECT 1 FROM providers LIMIT 1").fetchone() is not None
        chats = [_chat(row) for row in con.execute(
            "SELECT id, title, created_at, updated_at, pinned, model, system_prompt, deleted_at, analysis_mode "
            "FROM chats WHERE deleted_at IS NULL ORDER BY pinned DESC, updated_at DESC")]
        settings = {name: json.loads(stored[name]) if name in stored else default
                    for name, default in SETTINGS.items()}
        awaiting: dict[str, int] = {}
        if settings["memory.analysis_level"] == "detailed" and chats:
            awaiting = dict(con.execute(
                "SELECT chat_id, count(*) FROM messages WHERE privacy_label = ? AND user_decision IS NULL "
                "GROUP BY chat_id", (PrivacyLabel.YELLOW.value,)).fetchall())
    finally:
        con.close()
    automatic = settings["memory.chat_analysis"] == "automatic"
    brains = {chat.id: BrainState(_mode(chat, automatic), awaiting.get(chat.id, 0)) for chat in chats}
    return FirstScreen(chats=chats, brains=brains, settings=settings, has_provider=has_provider, key=key)


def _chat(row: tuple) -> Chat:
    chat_id, title, created, updated, pinned, model, prompt, deleted, mode = row
    return Chat(id=chat_id, title=title, created_at=datetime.fromisoformat(created), updated_at=datetime.fromisoformat(updated),
                pinned=bool(pinned), model=model, system_prompt=prompt, deleted_at=parse_utc(deleted),
                analysis_mode=AnalysisMode(mode or "none"))


def _mode(chat: Chat, automatic: bool) -> BrainMode:
    """PrivacyService.brain_states for a stored, visible chat."""
    if chat.analysis_mode is AnalysisMode.AUTO or automatic:
        return BrainMode.AUTO
    if chat.analysis_mode is AnalysisMode.ONCE:
        return BrainMode.ONCE
    return BrainMode.OFF
