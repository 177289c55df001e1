"""Delete all data: the database, the search indexes, caches, logs and the API keys, for real.

The running core closes its database first (a file cannot be deleted from under an open SQLite
connection on every platform, and a late write would recreate it), the files go, and a fresh
core opens an empty database in the same folder. The old core is sealed: anything still
holding it fails loudly instead of writing the old data back into the new database.
"""
from __future__ import annotations

import asyncio
import logging
import logging.handlers
import shutil
from pathlib import Path

log = logging.getLogger(__name__)

# Everything Whizi keeps in its data folder, besides the lock that says the folder is in use.
# The folder may be one the user chose (--data-dir), so only what is ours is deleted, by name.
OWNED_NAMES = ("whizi.db", "whizi.db-wal", "whizi.db-shm", "whizi.db-journal", "lancedb", "logs", "cache", "tmp",
               ".write-test")
OWNED_PATTERNS = ("whizi.db.damaged-*",)


class DataDeleted(RuntimeError):
    def __init__(self) -> None:
        super().__init__("All data of this Whizi folder was deleted; this connection is closed.")


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


def _detach_file_logs(root: Path) -> list[logging.Handler]:
    """Close our log files so they can be deleted; returns what was detached."""
    detached = []
    for logger in (logging.getLogger(), *[l for l in logging.Logger.manager.loggerDict.values() if isinstance(l, logging.Logger)]):
        for handler in list(logger.handlers):
            filename = getattr(handler, "baseFilename", None)
            if filename and Path(filename).resolve().is_relative_to(root.resolve()):
                logger.removeHandler(handler)
                handler.close()
                detached.append(handler)
    return detached


def _seal(db) -> None:
    from sqlalchemy import event

    def refuse(_dbapi_conn, _record):
        raise DataDeleted()

    event.listen(db.engine, "connect", refuse)


async def delete_all_data(core):
    """Erase everything of the user's in `core`'s folder; returns a fresh core on that folder.

    `core` is unusable afterwards. Features holding files of their own listen to
    `core.data.before_delete_all` to close them.
    """
    from app.core.context import WhiziCore
    from app.core.logs import setup_logging
    from app.core.store.db import Database

    core.data.before_delete_all.emit(None)
    pending = core.chat.stop_all()
    if pending:
        await asyncio.wait(pending, timeout=5)
    await core.runner.stop()

    keys = core.keys
    provider_ids = {p.id for p in core.providers.repo.list()}
    provider_ids |= set(getattr(keys, "_session", {}))  # keys typed this session, saved nowhere else
    for provider_id in provider_ids:
        keys.delete(provider_id)

    layout = core.layout
    # Keep holding the folder while it is emptied, so no second Whizi opens it half-deleted.
    lock, core._lock = core._lock, None
    core.close()
    _seal(core.db)
    had_logs = bool(_detach_file_logs(layout.root))

    def erase() -> None:
        for path in owned_paths(layout.root):
            _remove(path)

    await asyncio.to_thread(erase)
    log.info("all data deleted")
    try:
        fresh = WhiziCore(layout, Database(layout.database), lock, keys)
    except Exception:
        if lock is not None:
            lock.release()
        raise
    if had_logs:
        setup_logging(layout.logs)
    return fresh
