"""Opening the SQLite database: pragmas, corruption check and schema upgrades.

An encrypted folder's database (#17) is SQLCipher 4 through `sqlcipher3`, keyed with the folder's
raw 256-bit key (app/core/store/encryption.py) and set up as its encryption.json's "cipher" says
before anything else on every connection; a legacy
plain folder's is plain SQLite through `sqlite3`. `connect` is the one way to open either outside
SQLAlchemy (the corruption check, the import's staging database, the insights planner's child,
tests); DRIVER_ERRORS / DRIVER_DATABASE_ERRORS catch the errors of both drivers.
"""
from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlcipher3.dbapi2 as sqlcipher
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.orm import Session, sessionmaker

from app.core.store import encryption
from app.core.store.errors import CorruptDatabase, NewerSchema, StorageUnavailable
from app.core.store.migrations import latest_version, steps_between

log = logging.getLogger(__name__)

# sqlcipher3 is a fork of the sqlite3 module with exception classes of its own.
DRIVER_ERRORS = (sqlite3.Error, sqlcipher.Error)
DRIVER_DATABASE_ERRORS = (sqlite3.DatabaseError, sqlcipher.DatabaseError)
# ... and with OSError: what a scratch database may fail with.
FILE_OR_DRIVER_ERRORS = (OSError, sqlite3.Error, sqlcipher.Error)


def key_literal(key: bytes) -> str:
    """A raw 256-bit key as SQLCipher reads it (no key derivation): for PRAGMA key and ATTACH ... KEY."""
    return f"\"x'{key.hex()}'\""


def key_pragma(key: bytes) -> str:
    """The statement that keys a SQLCipher connection with a raw key."""
    return f"PRAGMA key = {key_literal(key)}"


def cipher_pragmas(cipher: str, *, default: bool = False) -> list[str]:
    """The statements that set a connection up for `cipher` (encryption.CIPHERS) after its key;
    with `default`, the ones that make it SQLCipher's process-wide default (what ATTACH ... KEY uses)."""
    prefix = "cipher_default_" if default else "cipher_"
    return [f"PRAGMA {prefix}{setting.removeprefix('cipher_')}" for setting in encryption.CIPHERS[cipher]]


def connect(path: Path, key: bytes | None, *, read_only: bool = False, timeout: float = 5.0,
            cipher: str | None = None, **kwargs) -> sqlite3.Connection:
    """A DB-API connection to `path`: SQLCipher keyed with `key`, or plain SQLite when `key` is
    None. `cipher` (a name in encryption.CIPHERS) defaults to what the folder holding `path` says
    in its encryption.json. `read_only` opens it with mode=ro (the file must exist)."""
    driver = sqlite3 if key is None else sqlcipher
    target = f"{path.resolve().as_uri()}?mode=ro" if read_only else str(path)
    con = driver.connect(target, uri=read_only, timeout=timeout, **kwargs)
    if key is not None:
        try:
            con.execute(key_pragma(key))
            for statement in cipher_pragmas(cipher or encryption.cipher_of(path.parent)):
                con.execute(statement)
        except BaseException:
            con.close()
            raise
    return con


def attach(con: sqlite3.Connection, path: Path, schema: str, key: bytes | None) -> None:
    """ATTACH `path` as `schema` to `con`, keyed with `key` (plain when None). SQLCipher reads an
    attached file with its process-wide defaults before any PRAGMA could name other settings, so an
    encrypted attached file is always of encryption.CIPHER, which this module makes the default."""
    if key is None:
        con.execute(f"ATTACH DATABASE ? AS {schema}", (str(path),))
    else:
        con.execute(f"ATTACH DATABASE ? AS {schema} KEY {key_literal(key)}", (str(path),))


def _set_up_sqlcipher() -> None:
    """Process-wide: encryption.CIPHER is the default (see attach), and SQLCipher's own log stays
    quiet: it wrote "hmac check failed for pgno=1" to the terminal next to the message that a
    folder cannot be opened, which says it for the user (the exception carries it)."""
    con = sqlcipher.connect(":memory:")
    try:
        con.execute("PRAGMA cipher_log_level = NONE")
        for statement in cipher_pragmas(encryption.CIPHER, default=True):
            con.execute(statement)
    finally:
        con.close()


_set_up_sqlcipher()


def _set_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA foreign_keys=ON")
    # Deleted text is overwritten with zeros instead of lingering in free pages: "delete"
    # has to mean gone from disk.
    cur.execute("PRAGMA secure_delete=ON")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.close()


def move_aside(path: Path) -> Path:
    """Rename a damaged database (and its WAL/SHM) so a fresh one can be created next to it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    return target


def _check_readable(path: Path, key: bytes | None, cipher: str | None) -> None:
    if not path.exists() or path.stat().st_size == 0:
        return
    try:
        con = connect(path, key, read_only=True, cipher=cipher)
        try:
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
            # A plain file gets SQLite's quick check. An encrypted one does not: SQLCipher checks each
            # page's HMAC whenever the page is read, and decrypting every page at each start cost
            # 45 ms per MB (0.9 s for a 17 MB folder against 0.1 s plain; docs/benchmarks.md).
            row = ("ok",) if key is not None else con.execute("PRAGMA quick_check(1)").fetchone()
        finally:
            con.close()
    except DRIVER_DATABASE_ERRORS as exc:
        raise CorruptDatabase(path, str(exc)) from exc
    if row is None or row[0] != "ok":
        raise CorruptDatabase(path, row[0] if row else "integrity check failed")


def upgrade(raw: sqlite3.Connection, path: Path, target: int | None = None) -> int:
    """Bring the schema to `target` (default: the latest); returns the version found before."""
    target = latest_version() if target is None else target
    found = raw.execute("PRAGMA user_version").fetchone()[0]
    if found > latest_version():
        raise NewerSchema(path, found)
    for version, statements in steps_between(found, target):
        # One transaction per step: DDL is transactional in SQLite, so a failed step leaves the
        # database exactly as it was.
        raw.execute("BEGIN IMMEDIATE")
        try:
            for statement in statements:
                raw.execute(statement)
            raw.execute(f"PRAGMA user_version = {version}")
            raw.execute("COMMIT")
        except Exception:
            raw.execute("ROLLBACK")
            raise
        if found:
            log.info("database schema upgraded to version %d", version)
    return found


class Database:
    """The one SQLAlchemy engine of a data folder, with sessions for the repositories."""

    def __init__(self, path: Path, *, key: bytes | None = None, cipher: str | None = None,
                 target_version: int | None = None, check: bool = True) -> None:
        """`key`: the folder's data key for an encrypted (SQLCipher) database, None for a plain
        one; `cipher` how it is encrypted (encryption.CIPHERS; by default what the folder's
        encryption.json says). `check=False` skips the corruption check, for a second connection (a
        child process) to a database this app has just opened and checked."""
        self.path = path
        self.key = key
        self.cipher = (cipher or encryption.cipher_of(path.parent)) if key is not None else None
        if check:
            _check_readable(path, key, self.cipher)
        # The URL names the file (SQLAlchemy picks its pool by it); the connections come from
        # `connect`, so PRAGMA key is the first statement on each; `module` makes SQLAlchemy map
        # the driver's own exception classes (sqlcipher3's are not sqlite3's).
        self.engine: Engine = create_engine(
            f"sqlite:///{path}",
            module=sqlite3 if key is None else sqlcipher,
            creator=lambda: connect(path, key, cipher=self.cipher, check_same_thread=False),
        )
        event.listen(self.engine, "connect", _set_pragmas)
        # The sqlite3 driver opens transactions on its own; let SQLAlchemy's BEGIN be the only one.
        event.listen(self.engine, "connect", lambda c, _r: setattr(c, "isolation_level", None))
        event.listen(self.engine, "begin", self._begin)
        try:
            with self.engine.connect() as conn:
                self.found_version = upgrade(conn.connection.dbapi_connection, path, target_version)
        except (SADatabaseError, sqlite3.DatabaseError, sqlcipher.DatabaseError) as exc:
            self.engine.dispose()
            detail = str(getattr(exc, "orig", exc))
            if any(word in detail for word in ("malformed", "not a database", "encrypted")):
                raise CorruptDatabase(path, detail) from exc
            raise StorageUnavailable(params={"path": path, "detail": detail}) from exc
        except Exception:
            self.engine.dispose()
            raise
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    _mode = threading.local()

    def _begin(self, conn) -> None:
        # A deferred transaction that reads and then writes cannot wait for another writer in WAL
        # mode: SQLite answers "database is locked" at once instead of using busy_timeout. So every
        # session that may write takes the write lock up front (IMMEDIATE) and waits its turn;
        # only sessions declared read-only start deferred and never block anyone.
        read_only = getattr(self._mode, "read_only", False)
        conn.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

    @contextmanager
    def _begin_mode(self, read_only: bool) -> Iterator[None]:
        """How transactions begun on this thread inside the block start (see _begin)."""
        previous = getattr(self._mode, "read_only", False)
        self._mode.read_only = read_only
        try:
            yield
        finally:
            self._mode.read_only = previous

    @contextmanager
    def session(self, *, read_only: bool = False) -> Iterator[Session]:
        """A transaction; `read_only=True` for pure reads, which then never wait for writers."""
        with self._begin_mode(read_only), self._sessions() as session, session.begin():
            yield session

    @contextmanager
    def read_snapshot(self) -> Iterator[Connection]:
        """A Core connection inside one deferred transaction: a consistent view that blocks no writer."""
        with self._begin_mode(True), self.engine.connect() as conn, conn.begin():
            yield conn

    @contextmanager
    def raw(self) -> Iterator[sqlite3.Connection]:
        """The driver connection, for what SQLAlchemy has no words for. Tables are reached through
        their repository, as Core or ORM statements on the mappings in models.py; this is only for
        - the FTS5 tables (MATCH, highlight(), snippet(), 'optimize'): store/search.py and scrub();
        - pragmas (checkpoints, VACUUM) and ATTACH (the import's staging database, data/staging.py);
        - the facts read before every reply (FactStore.read_locked): one small query whose cost
          through SQLAlchemy would be several times its own.
        """
        with self.engine.connect() as conn:
            yield conn.connection.dbapi_connection

    def checkpoint(self) -> bool:
        """Copy the WAL into the main file and truncate it. False when a reader still holds an old
        snapshot (after waiting up to the busy timeout): the rest waits for the next checkpoint."""
        with self.raw() as con:
            busy, _log, _done = con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        return not busy

    def scrub(self) -> None:
        """Make deletions physical: merge FTS segments, then truncate the WAL.

        secure_delete already zeroes freed pages; 'optimize' rewrites the FTS b-trees so that the
        tokens of deleted rows are not left in old segments; the checkpoint copies the zeroed pages
        into the main file and empties the WAL, where old page images would otherwise remain.
        """
        with self.raw() as con:
            con.execute("INSERT INTO messages_fts(messages_fts) VALUES('optimize')")
            con.execute("INSERT INTO chats_fts(chats_fts) VALUES('optimize')")
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def vacuum(self) -> None:
        with self.raw() as con:
            con.execute("VACUUM")
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        try:
            with self.raw() as con:
                con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except Exception:  # closing must never raise on the way out
            log.debug("checkpoint on close failed", exc_info=True)
        self.engine.dispose()
