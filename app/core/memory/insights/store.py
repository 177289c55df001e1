"""User insights in SQLite (schema step 7). Blocking: the service calls it from worker threads.

Tables:
- `insights`: one row per insight, active or deleted by the user (a deleted one keeps its
  centroid so that its topic stays suppressed, and its text so that it can be restored);
- `insight_sources`: the messages each insight was drawn from, nearest to the centroid first,
  marking those whose text the model read (`quoted`). Rows go with their message (foreign key,
  ON DELETE CASCADE), so a chat's physical purge takes them too;
- `insight_vectors`: vectors this feature computed itself for messages the chat-history index
  did not have, keyed by message, embedding model and content hash; also cascading;
- `insight_state`: small values: the last run, the clear epoch, a refresh's plan in progress.

"Clear memory" deletes all four physically (secure_delete zeroes the pages; the WAL is
checkpointed and truncated). A refresh that was running when the user cleared memory finds the
epoch changed and writes nothing (`Cleared`).
"""
from __future__ import annotations

import base64
import json
import logging
import threading
from datetime import datetime, timezone
from typing import Iterable

from sqlalchemy import text

from app.core.domain import new_id, utcnow
from app.core.memory.insights.model import Confidence, Insight, Status

log = logging.getLogger(__name__)

CHUNK = 500


class Cleared(Exception):
    """Memory was cleared while a refresh was running: its results must not be written."""


def ts(value: datetime) -> str:
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).isoformat(timespec="microseconds")


def dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def pack_vector(vector) -> str:
    import numpy as np

    return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode("ascii")


def unpack_vector(value: str | bytes):
    import numpy as np

    raw = base64.b64decode(value) if isinstance(value, str) else value
    return np.frombuffer(raw, dtype="<f4").astype(np.float32)


def _insight(row) -> Insight:
    return Insight(
        id=row.id, status=Status(row.status), title=row.title, statement=row.statement, asked=row.asked,
        time_range=row.time_range, confidence=Confidence(row.confidence), message_count=row.message_count,
        chat_count=row.chat_count, first_message_at=dt(row.first_message_at), last_message_at=dt(row.last_message_at),
        embedding_model=row.embedding_model, created_at=dt(row.created_at), updated_at=dt(row.updated_at),
        deleted_at=dt(row.deleted_at), model=row.model)


def _chunks(items: list, size: int = CHUNK):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _marks(values: list, prefix: str = "v") -> tuple[str, dict]:
    return ", ".join(f":{prefix}{i}" for i in range(len(values))), {f"{prefix}{i}": v for i, v in enumerate(values)}


class InsightStore:
    def __init__(self, db) -> None:
        self.db = db
        self.lock = threading.RLock()   # writes, and the epoch check that guards them

    # ----- state ---------------------------------------------------------------------------------
    def state(self, key: str, default=None):
        with self.db.session(read_only=True) as s:
            value = s.execute(text("SELECT value FROM insight_state WHERE key = :k"), {"k": key}).scalar()
        return json.loads(value) if value is not None else default

    def set_state(self, key: str, value, *, epoch: int | None = None) -> None:
        with self.lock, self.db.session() as s:
            if epoch is not None:
                self._check_epoch(s, epoch)
            self._set_state(s, key, value)

    @staticmethod
    def _set_state(s, key: str, value) -> None:
        s.execute(text("INSERT INTO insight_state (key, value) VALUES (:k, :v) "
                       "ON CONFLICT(key) DO UPDATE SET value = excluded.value"), {"k": key, "v": json.dumps(value)})

    def epoch(self) -> int:
        return int(self.state("epoch", 0))

    @staticmethod
    def _check_epoch(s, epoch: int) -> None:
        now = s.execute(text("SELECT value FROM insight_state WHERE key = 'epoch'")).scalar()
        if int(json.loads(now) if now is not None else 0) != epoch:
            raise Cleared()

    # ----- reading -------------------------------------------------------------------------------
    def insights(self, status: Status | None = None) -> list[Insight]:
        query = "SELECT * FROM insights"
        params: dict = {}
        if status is not None:
            query += " WHERE status = :s"
            params["s"] = status.value
        query += " ORDER BY message_count DESC, created_at, id"
        with self.db.session(read_only=True) as s:
            return [_insight(r) for r in s.execute(text(query), params)]

    def get(self, insight_id: str) -> Insight | None:
        with self.db.session(read_only=True) as s:
            row = s.execute(text("SELECT * FROM insights WHERE id = :i"), {"i": insight_id}).one_or_none()
        return _insight(row) if row is not None else None

    def count(self, status: Status = Status.ACTIVE) -> int:
        with self.db.session(read_only=True) as s:
            return int(s.execute(text("SELECT COUNT(*) FROM insights WHERE status = :s"), {"s": status.value}).scalar())

    def centroids(self, embedding_model: str | None = None) -> dict[str, object]:
        """id -> unit centroid of every insight (of one embedding model)."""
        query = "SELECT id, centroid FROM insights"
        params: dict = {}
        if embedding_model is not None:
            query += " WHERE embedding_model = :m"
            params["m"] = embedding_model
        with self.db.session(read_only=True) as s:
            rows = s.execute(text(query), params).all()
        out = {}
        for insight_id, centroid in rows:
            try:
                out[insight_id] = unpack_vector(centroid)
            except (ValueError, TypeError):   # an imported row with a damaged centroid: never matched
                log.warning("insight %s has an unreadable centroid", insight_id)
        return out

    def members(self, insight_id: str) -> list[str]:
        with self.db.session(read_only=True) as s:
            return [r[0] for r in s.execute(text(
                "SELECT message_id FROM insight_sources WHERE insight_id = :i ORDER BY rank"), {"i": insight_id})]

    def member_sets(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        with self.db.session() as s:
            result = s.execute(text("SELECT insight_id, message_id FROM insight_sources")
                               .execution_options(yield_per=2_000))
            for part in result.partitions():   # in batches: no long stretch holding the interpreter lock
                for insight_id, message_id in part:
                    out.setdefault(insight_id, set()).add(message_id)
        return out

    def quoted(self, insight_id: str) -> list[str]:
        with self.db.session(read_only=True) as s:
            return [r[0] for r in s.execute(text(
                "SELECT message_id FROM insight_sources WHERE insight_id = :i AND quoted = 1 ORDER BY rank"),
                {"i": insight_id})]

    def source_rows(self, insight_id: str, limit: int) -> list[tuple[str, float]]:
        with self.db.session(read_only=True) as s:
            return [(r[0], float(r[1])) for r in s.execute(text(
                "SELECT message_id, similarity FROM insight_sources WHERE insight_id = :i ORDER BY rank LIMIT :n"),
                {"i": insight_id, "n": limit})]

    # ----- writing -------------------------------------------------------------------------------
    def write(self, *, epoch: int, insight_id: str | None, fields: dict, centroid,
              members: list[tuple[str, float]], quoted: Iterable[str]) -> str:
        """Create or update one insight with its sources, in one transaction; `fields` are the
        columns besides id, centroid and dates. Raises Cleared when memory was cleared meanwhile."""
        quoted = set(quoted)
        now = ts(utcnow())
        with self.lock, self.db.session() as s:
            self._check_epoch(s, epoch)
            values = dict(fields, centroid=pack_vector(centroid), updated_at=now)
            for key in ("first_message_at", "last_message_at"):
                values[key] = ts(values[key])
            if isinstance(values.get("confidence"), Confidence):
                values["confidence"] = values["confidence"].value
            exists = insight_id is not None and s.execute(
                text("SELECT 1 FROM insights WHERE id = :i"), {"i": insight_id}).scalar() is not None
            if exists:
                sets = ", ".join(f"{key} = :{key}" for key in values)
                s.execute(text(f"UPDATE insights SET {sets} WHERE id = :id"), dict(values, id=insight_id))
            else:
                insight_id = insight_id or new_id()
                values.update(id=insight_id, created_at=now, status=values.get("status", Status.ACTIVE.value))
                columns = ", ".join(values)
                s.execute(text(f"INSERT INTO insights ({columns}) VALUES ({', '.join(':' + c for c in values)})"), values)
            s.execute(text("DELETE FROM insight_sources WHERE insight_id = :i"), {"i": insight_id})
            rows = [{"i": insight_id, "m": message_id, "r": rank, "s": float(similarity), "q": int(message_id in quoted)}
                    for rank, (message_id, similarity) in enumerate(members)]
            # Only messages that still exist: the foreign key would refuse a purged one.
            for part in _chunks(rows):
                marks, params = _marks([r["m"] for r in part])
                alive = {r[0] for r in s.execute(text(f"SELECT id FROM messages WHERE id IN ({marks})"), params)}
                kept = [r for r in part if r["m"] in alive]
                if kept:
                    s.execute(text("INSERT INTO insight_sources (insight_id, message_id, rank, similarity, quoted) "
                                   "VALUES (:i, :m, :r, :s, :q)"), kept)
        return insight_id

    def touch_stats(self, *, epoch: int, insight_id: str, fields: dict) -> None:
        with self.lock, self.db.session() as s:
            self._check_epoch(s, epoch)
            sets = ", ".join(f"{key} = :{key}" for key in fields)
            s.execute(text(f"UPDATE insights SET {sets} WHERE id = :id"), dict(fields, id=insight_id))

    def remove(self, insight_ids: list[str], *, epoch: int | None = None) -> int:
        """Delete insights physically (their sources go with them)."""
        if not insight_ids:
            return 0
        with self.lock, self.db.session() as s:
            if epoch is not None:
                self._check_epoch(s, epoch)
            removed = 0
            for part in _chunks(list(insight_ids)):
                marks, params = _marks(part)
                removed += s.execute(text(f"DELETE FROM insights WHERE id IN ({marks})"), params).rowcount or 0
        return removed

    def set_status(self, insight_id: str, status: Status) -> bool:
        with self.lock, self.db.session() as s:
            deleted_at = ts(utcnow()) if status is Status.DELETED else None
            result = s.execute(text("UPDATE insights SET status = :s, deleted_at = :d WHERE id = :i AND status != :s"),
                               {"s": status.value, "d": deleted_at, "i": insight_id})
            return bool(result.rowcount)

    def affected_by(self, message_ids: list[str]) -> dict[str, bool]:
        """Insights drawn from any of these messages -> whether one of them was quoted to the model."""
        out: dict[str, bool] = {}
        with self.db.session(read_only=True) as s:
            for part in _chunks(list(message_ids)):
                marks, params = _marks(part)
                for insight_id, quoted in s.execute(text(
                        f"SELECT insight_id, MAX(quoted) FROM insight_sources WHERE message_id IN ({marks}) "
                        "GROUP BY insight_id"), params):
                    out[insight_id] = out.get(insight_id, False) or bool(quoted)
        return out

    def drop_sources(self, message_ids: list[str]) -> None:
        """Messages that are no longer remembered leave every insight and the vector cache."""
        with self.lock, self.db.session() as s:
            for part in _chunks(list(message_ids)):
                marks, params = _marks(part)
                s.execute(text(f"DELETE FROM insight_sources WHERE message_id IN ({marks})"), params)
                s.execute(text(f"DELETE FROM insight_vectors WHERE message_id IN ({marks})"), params)

    def clear(self) -> None:
        """Every insight (deleted ones too), source, cached vector and plan, physically; a new epoch."""
        with self.lock:
            with self.db.session() as s:
                epoch = s.execute(text("SELECT value FROM insight_state WHERE key = 'epoch'")).scalar()
                epoch = int(json.loads(epoch)) if epoch is not None else 0
                s.execute(text("DELETE FROM insight_sources"))
                s.execute(text("DELETE FROM insights"))
                s.execute(text("DELETE FROM insight_vectors"))
                s.execute(text("DELETE FROM insight_state"))
                self._set_state(s, "epoch", epoch + 1)
                self._set_state(s, "cleared_at", ts(utcnow()))
            with self.db.raw() as con:
                con.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    # ----- the vector cache ----------------------------------------------------------------------
    def cached_vectors(self, embedding_model: str, wanted: dict[str, str]) -> dict[str, object]:
        """message id -> vector, for the wanted ids whose cached content hash still matches."""
        import numpy as np

        out: dict[str, object] = {}
        ids = list(wanted)
        with self.db.session(read_only=True) as s:
            for part in _chunks(ids):
                marks, params = _marks(part)
                params["model"] = embedding_model
                for message_id, content_hash, vector in s.execute(text(
                        f"SELECT message_id, content_hash, vector FROM insight_vectors "
                        f"WHERE embedding_model = :model AND message_id IN ({marks})"), params):
                    if wanted.get(message_id) == content_hash:
                        out[message_id] = np.frombuffer(vector, dtype="<f4").astype(np.float32)
        return out

    def cache_vectors(self, embedding_model: str, rows: list[tuple[str, str, object]], *, epoch: int) -> None:
        import numpy as np

        with self.lock, self.db.session() as s:
            self._check_epoch(s, epoch)
            s.execute(text("INSERT INTO insight_vectors (message_id, embedding_model, content_hash, vector) "
                           "VALUES (:m, :e, :h, :v) ON CONFLICT(message_id) DO UPDATE SET "
                           "embedding_model = excluded.embedding_model, content_hash = excluded.content_hash, "
                           "vector = excluded.vector"),
                      [{"m": m, "e": embedding_model, "h": h, "v": np.asarray(v, dtype="<f4").tobytes()}
                       for m, h, v in rows])

    def prune_vectors(self, keep: set[str]) -> int:
        """Drop cached vectors of messages that are no longer input (forgotten, or another model)."""
        with self.db.session() as s:
            stored = [r[0] for r in s.execute(text("SELECT message_id FROM insight_vectors"))]
        gone = [m for m in stored if m not in keep]
        with self.lock, self.db.session() as s:
            for part in _chunks(gone):
                marks, params = _marks(part)
                s.execute(text(f"DELETE FROM insight_vectors WHERE message_id IN ({marks})"), params)
        return len(gone)
