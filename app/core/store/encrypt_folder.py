"""Encrypt a plain (legacy) data folder in place: "Encrypt my data" (#17).

The app's core is closed while it runs; this module holds the folder's instance lock itself. The
steps, and what a crash at each one leaves (`recover`, called by every open, decides by the files):

1. A scratch folder `encrypting/` is made next to whizi.db; a new data key is created into
   `encrypting/encryption.json` (and the keyring, under a new folder id).
2. sqlcipher3 opens the plain whizi.db read-only (a read-only connection never checkpoints or
   deletes the WAL, so the old -wal stays for us to overwrite later), ATTACHes
   `encrypting/whizi.db` with the key and runs `sqlcipher_export`; the schema version is copied,
   every table's row count compared, the new file re-opened with the key, checked, fsynced.
3. COMMIT POINT: `encrypting/encryption.json` is renamed to `encryption.json` and the folder
   fsynced. Before it, the folder is still the plain one: `recover` removes `encrypting/` and the
   staged keyring entry, and the old folder opens as it did. After it, the folder is encrypted:
   `recover` finishes the steps below.
4. The plaintext is erased: whizi.db-wal, -shm, -journal overwritten with zeros, fsynced, removed;
   whizi.db overwritten with zeros in place, then `encrypting/whizi.db` renamed over it; the old
   on-disk LanceDB folder and the import's scratch folder overwritten and removed (the history
   index is rebuilt from the database); `encrypting/` removed last, so its presence means "not
   finished".

Overwriting reaches the old blocks on ordinary disks and file systems; SSD wear levelling and
copy-on-write file systems may keep copies (docs/privacy.md).
"""
from __future__ import annotations

import contextlib
import logging
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from app.core.errors import StorageError
from app.core.store import encryption
from app.core.store.db import attach, connect
from app.core.store.shred import fsync_dir, shred, size_of, zero_file

log = logging.getLogger(__name__)

STAGING = "encrypting"
DATABASE = "whizi.db"
SIDE_FILES = ("whizi.db-wal", "whizi.db-shm", "whizi.db-journal")
# Plaintext that an older version kept beside the database: the on-disk search index, an
# import's scratch database.
PLAIN_FOLDERS = ("lancedb", "tmp")
# How often (SQLite VM steps) the export reports progress; a stat() each time.
_PROGRESS_STEPS = 2000
# The new file is written through a small page cache so it grows on disk as the export runs,
# which is what the progress is measured by.
_EXPORT_CACHE_PAGES = 64

Progress = Callable[[int, int], None]
Phase = Callable[[str], None]


def _driver():
    import sqlcipher3.dbapi2 as driver

    return driver


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class _Export:
    """Step 2: the plain database copied into an encrypted file, with progress by bytes written."""

    def __init__(self, root: Path, target: Path, key: bytes, progress: Progress, expected: int, total: int) -> None:
        self.root, self.target, self.key = root, target, key
        self.progress, self.expected, self.total = progress, expected, total
        self.error: BaseException | None = None
        self.reported = -1

    def _tick(self) -> int:
        try:
            done = min(os.path.getsize(self.target), self.expected)
            if done != self.reported:
                self.reported = done
                self.progress(done, self.total)
        except BaseException as exc:   # stop the export; re-raised once SQLite has let go
            self.error = exc
            return 1
        return 0

    def run(self) -> None:
        driver = _driver()
        source = self.root / DATABASE
        absent = [self.root / name for name in SIDE_FILES if not (self.root / name).exists()]
        con = driver.connect(f"file:{source}?mode=ro", uri=True, isolation_level=None)
        try:
            version = con.execute("PRAGMA user_version").fetchone()[0]
            attach(con, self.target, "enc", self.key)      # of encryption.CIPHER, as encrypting/encryption.json says
            # A scratch file: a crash before the commit point throws it away, so no journal.
            con.execute("PRAGMA enc.journal_mode=OFF")
            con.execute(f"PRAGMA enc.cache_size={_EXPORT_CACHE_PAGES}")
            con.set_progress_handler(self._tick, _PROGRESS_STEPS)
            try:
                con.execute("SELECT sqlcipher_export('enc')").fetchall()
            except driver.Error:
                if self.error is not None:
                    raise self.error from None
                raise
            finally:
                con.set_progress_handler(None, 0)
            if self.error is not None:
                raise self.error
            con.execute(f"PRAGMA enc.user_version = {int(version)}")
            tables = [row[0] for row in con.execute(
                "SELECT name FROM main.sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'")]
            for table in tables:
                q = _quote(table)
                plain = con.execute(f"SELECT count(*) FROM main.{q}").fetchone()[0]
                copied = con.execute(f"SELECT count(*) FROM enc.{q}").fetchone()[0]
                if plain != copied:
                    raise StorageError(code="storage.unavailable", params={
                        "path": self.target, "detail": f"the encrypted copy of {table} has {copied} of {plain} rows"})
            con.execute("DETACH DATABASE enc")
        finally:
            con.close()
            _remove_empty_wal(self.root, absent)
        self._check()

    def _check(self) -> None:
        """Re-open the new file with the key alone, check it, and put it on disk."""
        con = connect(self.target, self.key, isolation_level=None)
        try:
            row = con.execute("PRAGMA quick_check(1)").fetchone()
        finally:
            con.close()
        if row is None or row[0] != "ok":
            raise StorageError(code="storage.unavailable",
                               params={"path": self.target, "detail": row[0] if row else "check failed"})
        with open(self.target, "rb+") as fh:
            os.fsync(fh.fileno())
        with open(self.target, "rb") as fh:
            if fh.read(16) == b"SQLite format 3\x00":
                raise StorageError(code="storage.unavailable",
                                   params={"path": self.target, "detail": "the new database is not encrypted"})


def _remove_empty_wal(root: Path, created: list[Path] | None = None) -> None:
    """A read-only connection leaves the -wal and -shm it had to create. With no writer (the lock is
    held) an empty -wal holds nothing, and it and the -shm can go: a failed migration leaves the
    folder's files exactly as they were. `created`: only these (else both, whoever made them)."""
    wal, shm = root / "whizi.db-wal", root / "whizi.db-shm"
    if not wal.exists() or wal.stat().st_size:
        return
    for path in (wal, shm):
        if created is None or path in created:
            path.unlink(missing_ok=True)


def _is_full(exc: BaseException) -> bool:
    import errno

    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT):
        return True
    text = str(exc).lower()
    return "disk is full" in text or "disk i/o error" in text


def encrypt_folder(root: Path, *, passphrase: str | None, use_keyring: bool,
                   progress: Progress | None = None, phase: Phase | None = None) -> bytes:
    """Turn the plain data folder `root` into an encrypted one and return its data key.

    The core must be closed (the folder's lock is taken here: AlreadyRunning otherwise). The key
    goes to the keyring (`use_keyring`, when usable) and/or is wrapped by `passphrase`; with
    neither, NoKeyStore before anything is written. `progress(done, total)` counts bytes: the copy
    first, then the erasing of the old files. `phase(name)` is told "export", "switch" (right before
    the commit point), "erase" (right after it) and "done". An error (a full disk, anything raised
    by a callback) before the commit point is raised and leaves the old folder as it was. After the
    commit point the folder is encrypted and the key is returned whatever happens: an error while
    erasing is logged and the next open (recover) finishes the erasing, so a caller that reopens
    the folder (as it must) ends with no plaintext either way.
    """
    from app.core.instance_lock import InstanceLock

    root = Path(root)
    report = progress or (lambda _done, _total: None)
    step = phase or (lambda _name: None)
    with InstanceLock(root / "whizi.lock"):
        recover(root)
        if (root / encryption.KEY_FILE).exists():
            raise FileExistsError(f"{root / encryption.KEY_FILE}: the folder is encrypted already")
        if not (root / DATABASE).exists():
            raise FileNotFoundError(f"{root / DATABASE}: no database to encrypt")
        if passphrase is None and not (use_keyring and encryption.keyring_usable()):
            raise encryption.NoKeyStore(root)
        expected = size_of(root / DATABASE) + size_of(root / "whizi.db-wal")
        erase = sum(size_of(root / name) for name in (DATABASE, *SIDE_FILES, *PLAIN_FOLDERS))
        total = expected + erase
        if shutil.disk_usage(root).free < expected + (expected >> 3) + (1 << 20):
            raise StorageError(code="storage.disk_full", params={"folder": root})
        staging = root / STAGING
        staging.mkdir(mode=0o700)
        try:
            fsync_dir(root)
            key = encryption.create_key(staging, passphrase=passphrase, use_keyring=use_keyring)
            step("export")
            report(0, total)
            _Export(root, staging / DATABASE, key, report, expected, total).run()
            report(expected, total)
            fsync_dir(staging)
            step("switch")
        except BaseException as exc:
            _roll_back(root)
            if isinstance(exc, Exception) and _is_full(exc):
                raise StorageError(code="storage.disk_full", params={"folder": root}) from exc
            raise
        # The commit point: from here on the folder is encrypted.
        os.replace(staging / encryption.KEY_FILE, root / encryption.KEY_FILE)
        fsync_dir(root)
        log.info("data folder encrypted; erasing the plain copy")
        erased = [expected]

        def written(count: int) -> None:
            erased[0] = min(erased[0] + count, total)
            report(erased[0], total)

        try:
            step("erase")
            _finish(root, written)
            report(total, total)
            step("done")
        except Exception:   # the folder IS encrypted now: say so; the next open finishes the erasing
            log.warning("the data folder is encrypted, but erasing its plain copy stopped; the next open "
                        "finishes it", exc_info=True)
        return key


def _roll_back(root: Path) -> None:
    """Before the commit point: forget the staged key, remove the scratch folder. The plain
    database was only read, so it is as it was."""
    staging = root / STAGING
    with contextlib.suppress(Exception):   # an unreadable staged key file: nothing to forget
        encryption.forget(staging)
    shutil.rmtree(staging, ignore_errors=True)
    _remove_empty_wal(root)                # left by an export's read-only connection that was killed
    fsync_dir(root)


def _finish(root: Path, written: Callable[[int], None] | None = None) -> None:
    """After the commit point: erase every plaintext file and put the encrypted database in place.
    Every step may be repeated after a crash."""
    staging = root / STAGING
    new = staging / DATABASE
    if new.exists():
        for name in SIDE_FILES:
            shred(root / name, written)
        if (root / DATABASE).exists():
            zero_file(root / DATABASE, written)
        os.replace(new, root / DATABASE)
        fsync_dir(root)
    for name in PLAIN_FOLDERS:
        shred(root / name, written)
    shred(staging, written)
    fsync_dir(root)


def recover(root: Path) -> str | None:
    """Called on every open of a data folder (with its lock held) before the database is opened:
    an interrupted "encrypt my data" is finished (the commit point was passed) or rolled back (it
    was not), and the temp file of an interrupted encryption.json rewrite (a passphrase or keyring
    change) is removed. Returns "finished", "rolled back" or None (nothing to do)."""
    root = Path(root)
    for stale in root.glob(f".{encryption.KEY_FILE}.*.tmp"):   # a key-file rewrite that never got renamed
        stale.unlink(missing_ok=True)
    staging = root / STAGING
    if not staging.exists():
        return None
    if (root / encryption.KEY_FILE).exists():
        _finish(root)
        log.info("finished encrypting the data folder after an interruption")
        return "finished"
    _roll_back(root)
    log.info("an interrupted encryption of the data folder was rolled back; the folder is unchanged")
    return "rolled back"
