"""The data folder's files, for the core's lifecycle: what "delete all data" removes, and the seal.

WhiziCore.delete_all_data (in context.py) does the sequence: stop the work, forget the keys,
close the database, seal it, remove the files listed here, open a fresh core on the same folder.
The database is closed first (a file cannot be deleted from under an open SQLite connection on
every platform, and a late write would recreate it). The old core is sealed: anything still
holding it fails loudly instead of writing the old data back into the new database.
"""
from __future__ import annotations

import logging
import logging.handlers
import shutil
from pathlib import Path

from app.core.errors import StorageError
from app.core.store.db import Database

log = logging.getLogger(__name__)

# Everything Whizi keeps in its data folder, besides the lock that says the folder is in use.
# The folder may be one the user chose (--data-dir), so only what is ours is deleted, by name.
OWNED_NAMES = ("whizi.db", "whizi.db-wal", "whizi.db-shm", "whizi.db-journal", "lancedb", "logs", "cache", "tmp",
               ".write-test", "ui.json")
# encryption.json and the keyring entry go through encryption.forget (context.py), which knows the
# entry's name; a new key is made for the empty database.
OWNED_PATTERNS = ("whizi.db.damaged-*",)


class DataDeleted(StorageError, RuntimeError):
    def __init__(self) -> None:
        super().__init__(code="storage.deleted")


def owned_paths(root: Path) -> list[Path]:
    found = [root / name for name in OWNED_NAMES if (root / name).exists() or (root / name).is_symlink()]
    for pattern in OWNED_PATTERNS:
        found.extend(sorted(root.glob(pattern)))
    return found


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


def erase_owned(root: Path) -> None:
    """Blocking: remove every file and folder of ours in `root` (the lock stays)."""
    for path in owned_paths(root):
        _remove(path)


def detach_file_logs(root: Path) -> list[logging.Handler]:
    """Close our log files so they can be deleted; returns what was detached."""
    detached = []
    named = [lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)]
    for logger in (logging.getLogger(), *named):
        for handler in list(logger.handlers):
            filename = getattr(handler, "baseFilename", None)
            if filename and Path(filename).resolve().is_relative_to(root.resolve()):
                logger.removeHandler(handler)
                handler.close()
                detached.append(handler)
    return detached


def seal(db: Database) -> None:
    """Every later connection of `db` raises DataDeleted."""
    from sqlalchemy import event

    def refuse(_dbapi_conn, _record):
        raise DataDeleted()

    event.listen(db.engine, "connect", refuse)
