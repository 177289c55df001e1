"""Reading a data folder's database directly in a test (#17): new folders are SQLCipher-encrypted,
so `connect` opens whizi.db with the folder's own key (from the keyring the test uses, or from
`passphrase`), or as plain SQLite for a folder of an older Whizi. `plain_folder` makes such an
older, unencrypted folder for the tests about it."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from app.core.paths import DataLayout
from app.core.store import encryption
from app.core.store.db import Database
from app.core.store.db import connect as _connect
from tests.support.memory_keyring import SESSION_KEYRING_ENV, FileSecrets


def _database(path_or_layout) -> Path:
    if isinstance(path_or_layout, DataLayout):
        return path_or_layout.database
    path = Path(path_or_layout)
    return path / "whizi.db" if path.is_dir() else path


def key_of(path_or_layout, passphrase: str | None = None) -> bytes | None:
    """The data key of the folder (None for a plain one): from the test's keyring, or for a folder
    a module fixture made, from the session's (tests/conftest.py)."""
    root = _database(path_or_layout).parent
    try:
        return encryption.unlock(root, passphrase)
    except encryption.KeyMissing:
        session = os.environ.get(SESSION_KEYRING_ENV)
        folder_id = encryption._read(root)["folder_id"]   # type: ignore[index]
        value = FileSecrets(Path(session)).get((encryption.KEYRING_SERVICE, folder_id)) if session else None
        if value is None:
            raise
        return bytes.fromhex(value)


def connect(path_or_layout, *, passphrase: str | None = None, read_only: bool = False, **kwargs) -> sqlite3.Connection:
    """A DB-API connection to the folder's whizi.db (a DataLayout, the folder or the file),
    keyed with the folder's key when it is encrypted."""
    database = _database(path_or_layout)
    return _connect(database, key_of(database, passphrase), read_only=read_only, **kwargs)


def plain_folder(folder: Path) -> Path:
    """Make `folder` a data folder as an older Whizi left it: a plain SQLite whizi.db with the
    current schema and no encryption.json. WhiziCore.open keeps such a folder plain."""
    folder.mkdir(parents=True, exist_ok=True)
    Database(folder / "whizi.db").close()
    return folder


SQLITE_HEADER = b"SQLite format 3\x00"


def files_containing(root: Path, needle: bytes | str) -> list[Path]:
    """Every file under `root` whose bytes contain `needle`."""
    data = needle.encode() if isinstance(needle, str) else needle
    return [p for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def use_rows(con) -> None:
    """`con.row_factory = sqlite3.Row`, with the Row class of the connection's own driver."""
    import sqlcipher3.dbapi2 as sqlcipher

    con.row_factory = sqlcipher.Row if isinstance(con, sqlcipher.Connection) else sqlite3.Row
