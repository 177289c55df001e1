"""SQLite storage: the source of truth for everything Whizi keeps.

The names below load app.core.store.db (and SQLAlchemy with it) when first asked for, not when a
module of this package is imported: start-up reads the first screen through `encryption` and
`migrations` alone, before the storage stack is loaded (app/core/early_read.py, #15)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.core.store.db import CorruptDatabase, Database, NewerSchema, StorageUnavailable, move_aside

__all__ = ["CorruptDatabase", "Database", "NewerSchema", "StorageUnavailable", "move_aside"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from app.core.store import db

        return getattr(db, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
