"""The chat-history index's rows in the database (schema 12): the source of truth of the index.

Each row is one remembered message or conversation summary for one embedding model: the texts the
index needs and the vector as float32 bytes. The database is encrypted at rest (#17), so nothing of
the index is readable in the folder; LanceDB searches a copy in memory built from these rows
(engine.py). Deleting is a DELETE: secure_delete zeroes the freed cells and `scrub` truncates the WAL,
where old page images would otherwise remain.

Blocking: called from worker threads (the index's writer, the jobs), never from the Qt thread.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, cast

from sqlalchemy import Table, and_, delete, func, insert, select, update

from app.core.store.models import HistoryIndexModelRow, HistoryIndexRow

if TYPE_CHECKING:
    import numpy as np

    from app.core.store.db import Database

ROWS = cast(Table, HistoryIndexRow.__table__)
MODELS = cast(Table, HistoryIndexModelRow.__table__)
CHUNK = 500          # ids per IN (...) list: far below SQLite's limit on bound parameters
# The columns a stored row has besides model, kind and vector (summaries leave the message ones empty).
FIELDS = ("id", "chat_id", "ts", "role", "context_id", "context", "facts", "content_hash", "text", "search_text",
          "text_hash", "row_hash")


def vector_bytes(vector) -> bytes:
    if isinstance(vector, bytes):    # already float32 bytes
        return vector
    import numpy as np

    return np.asarray(vector, dtype=np.float32).tobytes()


def vector_of(blob: bytes) -> np.ndarray:
    import numpy as np

    return np.frombuffer(blob, dtype=np.float32)


def _driver_cursor(conn):
    """A cursor of the driver's own connection under a SQLAlchemy connection (its transaction)."""
    raw = conn.connection.dbapi_connection
    if raw is None:
        raise RuntimeError("the database connection is closed")
    return raw.cursor()


def _count(result) -> int:
    return int(getattr(result, "rowcount", 0) or 0)


def _chunks(values: list[str]) -> Iterable[list[str]]:
    for start in range(0, len(values), CHUNK):
        yield values[start:start + CHUNK]


class IndexStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def _of(self, kind: str, model: str):
        return and_(ROWS.c.model == model, ROWS.c.kind == kind)

    # ----- per model -------------------------------------------------------------------------------
    def models(self) -> dict[str, dict]:
        with self.db.session(read_only=True) as s:
            return {model: json.loads(info) for model, info in s.execute(select(MODELS.c.model, MODELS.c.info))}

    def set_model(self, model: str, info: dict) -> None:
        with self.db.session() as s:
            s.execute(delete(MODELS).where(MODELS.c.model == model))
            s.execute(insert(MODELS).values(model=model, info=json.dumps(info)))

    def drop_model(self, model: str) -> None:
        with self.db.session() as s:
            s.execute(delete(ROWS).where(ROWS.c.model == model))
            s.execute(delete(MODELS).where(MODELS.c.model == model))

    def drop_all(self) -> None:
        with self.db.session() as s:
            s.execute(delete(ROWS))
            s.execute(delete(MODELS))

    # ----- reading -----------------------------------------------------------------------------------
    def count(self, kind: str, model: str) -> int:
        with self.db.session(read_only=True) as s:
            return int(s.scalar(select(func.count()).select_from(ROWS).where(self._of(kind, model))) or 0)

    def row_hashes(self, kind: str, model: str, chat_ids: list[str] | None = None) -> dict[str, tuple[str, str, str]]:
        """id -> (row_hash, text_hash, chat_id) of the stored rows (of some chats, or all)."""
        query = select(ROWS.c.id, ROWS.c.row_hash, ROWS.c.text_hash, ROWS.c.chat_id).where(self._of(kind, model))
        out: dict[str, tuple[str, str, str]] = {}
        with self.db.session(read_only=True) as s:
            if chat_ids is None:
                out.update((i, (r, t, c)) for i, r, t, c in s.execute(query))
            else:
                for part in _chunks(chat_ids):
                    out.update((i, (r, t, c)) for i, r, t, c in s.execute(query.where(ROWS.c.chat_id.in_(part))))
        return out

    def known_texts(self, kind: str, model: str, chat_ids: list[str]) -> dict[str, tuple[str, str]]:
        """message id -> (content_hash, policy text) of the stored rows of these chats."""
        query = select(ROWS.c.id, ROWS.c.content_hash, ROWS.c.text).where(self._of(kind, model))
        out: dict[str, tuple[str, str]] = {}
        with self.db.session(read_only=True) as s:
            for part in _chunks(chat_ids):
                out.update((i, (h, t)) for i, h, t in s.execute(query.where(ROWS.c.chat_id.in_(part))))
        return out

    def chats_with_facts(self, kind: str, model: str) -> set[str]:
        with self.db.session(read_only=True) as s:
            return set(s.scalars(select(ROWS.c.chat_id).where(self._of(kind, model), ROWS.c.facts != "").distinct()))

    def vectors(self, kind: str, model: str, ids: list[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        with self.db.session(read_only=True) as s:
            for part in _chunks(ids):
                query = select(ROWS.c.id, ROWS.c.vector).where(self._of(kind, model), ROWS.c.id.in_(part))
                out.update((i, vector_of(blob)) for i, blob in s.execute(query))
        return out

    def read(self, kind: str, model: str, columns: list[str], *, since_us: int | None = None,
             where_role: str | None = None) -> list[tuple]:
        """The rows as tuples of `columns` (vector: the raw bytes), in one read. Bulk: the driver's
        own tuples (100,000 rows through SQLAlchemy's row objects took twice as long)."""
        names = [ROWS.c[name].name for name in columns]     # known columns only
        sql = f"SELECT {', '.join(names)} FROM history_index WHERE model = ? AND kind = ?"
        params: list = [model, kind]
        if since_us is not None:
            sql += " AND ts >= ?"
            params.append(int(since_us))
        if where_role is not None:
            sql += " AND role = ?"
            params.append(where_role)
        with self.db.read_snapshot() as conn:
            cursor = _driver_cursor(conn)
            try:
                return cursor.execute(sql, params).fetchall()
            finally:
                cursor.close()

    def rows_by_id(self, kind: str, model: str, ids: list[str]) -> dict[str, tuple]:
        """id -> (chat_id, ts, text, content_hash, vector bytes) of these rows."""
        out: dict[str, tuple] = {}
        columns = (ROWS.c.id, ROWS.c.chat_id, ROWS.c.ts, ROWS.c.text, ROWS.c.content_hash, ROWS.c.vector)
        with self.db.session(read_only=True) as s:
            for part in _chunks(ids):
                out.update((row[0], tuple(row[1:])) for row in s.execute(
                    select(*columns).where(self._of(kind, model), ROWS.c.id.in_(part))))
        return out

    def scan_vectors(self, kind: str, model: str, since_us: int | None, until_us: int | None,
                     batch: int = 10_000) -> Iterator[list[tuple]]:
        """(id, chat_id, vector bytes) of the rows in the time range, a batch at a time (a search
        without a window holds one batch in memory, not the whole index)."""
        sql = "SELECT id, chat_id, vector FROM history_index WHERE model = ? AND kind = ?"
        params: list = [model, kind]
        if since_us is not None:
            sql += " AND ts >= ?"
            params.append(int(since_us))
        if until_us is not None:
            sql += " AND ts < ?"
            params.append(int(until_us))
        with self.db.read_snapshot() as conn:
            cursor = _driver_cursor(conn)
            try:
                cursor.execute(sql, params)
                while part := cursor.fetchmany(batch):
                    yield list(part)
            finally:
                cursor.close()

    def count_since(self, kind: str, model: str, since_us: int) -> int:
        with self.db.session(read_only=True) as s:
            return int(s.scalar(select(func.count()).select_from(ROWS)
                                .where(self._of(kind, model), ROWS.c.ts >= int(since_us))) or 0)

    # ----- writing -----------------------------------------------------------------------------------
    def replace(self, kind: str, model: str, rows: list[dict], delete_ids: list[str]) -> int:
        """In one transaction: delete `delete_ids`, then insert or replace `rows`. Returns how many
        stored rows were deleted or replaced."""
        removed = 0
        with self.db.session() as s:
            for part in _chunks(delete_ids):
                removed += _count(s.execute(delete(ROWS).where(self._of(kind, model), ROWS.c.id.in_(part))))
            written = [r["id"] for r in rows]
            for part in _chunks([i for i in written if i not in set(delete_ids)]):
                removed += _count(s.execute(delete(ROWS).where(self._of(kind, model), ROWS.c.id.in_(part))))
            if rows:
                s.execute(insert(ROWS), [self._stored(kind, model, r) for r in rows])
        return removed

    @staticmethod
    def _stored(kind: str, model: str, row: dict) -> dict:
        out = {name: row.get(name) or ("" if name != "ts" else 0) for name in FIELDS}
        out["ts"] = int(row["ts"])
        out.update(model=model, kind=kind, vector=vector_bytes(row["vector"]))
        return out

    def with_facts(self, kind: str, model: str) -> list[dict]:
        """The rows expanded with saved facts, as dicts of FIELDS."""
        query = select(*(ROWS.c[name] for name in FIELDS)).where(self._of(kind, model), ROWS.c.facts != "")
        with self.db.session(read_only=True) as s:
            return [dict(row._mapping) for row in s.execute(query)]

    def set_fields(self, kind: str, model: str, changes: list[dict]) -> None:
        """Update some fields of stored rows: each change has "id" and the new values."""
        if not changes:
            return
        with self.db.session() as s:
            for change in changes:
                values = {k: v for k, v in change.items() if k != "id"}
                s.execute(update(ROWS).where(self._of(kind, model), ROWS.c.id == change["id"]).values(**values))

    def scrub(self) -> None:
        """Old page images of deleted or rewritten rows leave the WAL (secure_delete zeroed the pages)."""
        self.db.checkpoint()
