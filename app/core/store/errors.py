"""The storage errors a data folder's database can raise (the UI and the CLI name each by its code).

Their own module so that `encryption.py` (an unreadable key file is a damaged folder) and `db.py`
(which opens the database with the key) both use them without importing each other.
"""
from __future__ import annotations

from pathlib import Path

from app.core.errors import StorageError
from app.core.store.migrations import latest_version


class CorruptDatabase(StorageError):
    """The database file is damaged. We never overwrite it; the user decides to move it aside."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(code="storage.corrupt", params={"path": path, "detail": detail})
        self.path = path


class StorageUnavailable(StorageError):
    """The database exists and is sound, but cannot be used right now (read-only, disk full)."""

    code = "storage.unavailable"


class NewerSchema(StorageError):
    def __init__(self, path: Path, version: int) -> None:
        super().__init__(code="storage.newer_schema", params={"path": path, "version": version,
                                                              "known": latest_version()})
