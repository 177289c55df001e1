"""A data folder as an older Whizi left it (plain SQLite, before #17), and byte scans for the
plaintext that encrypting it must leave nowhere."""
from __future__ import annotations

import os
from pathlib import Path

from app.core.context import WhiziCore
from app.core.store import encryption
from app.core.store.db import Database
from tests.support.history import dated_chat, drain

MARKERS = (b"QZVTITLE", b"QZVUSER", b"QZVREPLY")
SQLITE_HEADER = b"SQLite format 3\x00"


def plain_folder(root: Path, chats: int = 60, *, index: bool = False) -> None:
    """A plain whizi.db (created without a key, so the app opens it as a legacy folder) holding
    chats whose titles and messages carry marker strings, and (`index`) their history index (the
    local embedder: ~0.3 s a message on a loaded machine, so only where it matters)."""
    root.mkdir(parents=True, exist_ok=True)
    Database(root / "whizi.db").close()
    core = WhiziCore.open(root)
    try:
        for i in range(chats):
            dated_chat(core, f"Boat {i} QZVTITLE", [("user", f"My dinghy QZVUSER{i} needs varnish. " * 12),
                                                   ("assistant", "Thin coats, QZVREPLY sanding between. " * 12)],
                       days_ago=2)
        if index:
            drain(core)
    finally:
        core.close()
    assert encryption.status(root).encrypted is False


def files(root: Path) -> dict[str, bytes]:
    """Every file's bytes but the lock's (which holds the pid of the last process to open it)."""
    found = {}
    for folder, _dirs, names in os.walk(root):
        for name in names:
            path = Path(folder) / name
            if name != "whizi.lock":
                found[str(path.relative_to(root))] = path.read_bytes()
    return found


def plaintext_in(root: Path) -> list[str]:
    """Every file that holds a marker string or an unencrypted SQLite header."""
    return sorted(name for name, data in files(root).items()
                  if SQLITE_HEADER in data or any(m in data for m in MARKERS))
