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
from collections.abc import Iterable

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from app.core.domain import new_id, utcnow
from app.core.memory.insights.model import Confidence, Insight, Status
from app.core.store.models import InsightRow, InsightSourceRow, InsightStateRow, InsightVectorRow, MessageRow
from app.core.store.timestamps import utc_text as ts

log = logging.getLogger(__name__)

CHUNK = 500

# The four tables of this store, reached only through it, as Core expressions on their mappings.
_I = InsightRow.__table__
_S = InsightSourceRow.__table__
_V = InsightVectorRow.__table__
_ST = InsightStateRow.__table__
_MESSAGE_ID = MessageRow.__table__.c.id


class Cleared(Exception):
    """Memory was cleared while a refresh was running: its results must not be written."""


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
        chat_count=row.chat_count, first_message_at=row.first_message_at, last_message_at=row.last_message_at,
        embedding_model=row.embedding_model, created_at=row.created_at, updated_at=row.updated_at,
        deleted_at=row.deleted_at, model=row.model)


def _chunks(items: list, size: int = CHUNK):
    for start in range(0, len(items), size):
        yield items[start:start + size]


_EPOCH = select(_ST.c.value).where(_ST.c.key == "epoch")


class InsightStore:
    def __init__(self, db) -> None:
        self.db = db
        self.lock = threading.RLock()   # writes, and the epoch check that guards them

    # ----- state ---------------------------------------------------------------------------------
    def state(self, key: str, default=None):
        with self.db.session(read_only=True) as s:
            value = s.execute(select(_ST.c.value).where(_ST.c.key == key)).scalar()
        return json.loads(value) if value is not None else default

    def set_state(self, key: str, value, *, epoch: int | None = None) -> None:
        with self.lock, self.db.session() as s:
            if epoch is not None:
                self._check_epoch(s, epoch)
            self._set_state(s, key, value)

    @staticmethod
    def _set_state(s, key: str, value) -> None:
        upsert = sqlite_insert(_ST).values(key=key, value=json.dumps(value))
        s.execute(upsert.on_conflict_do_update(index_elements=[_ST.c.key], set_={"value": upsert.excluded.value}))

    def epoch(self) -> int:
        return int(self.state("epoch", 0))

    @staticmethod
    def _check_epoch(s, epoch: int) -> None:
        now = s.execute(_EPOCH).scalar()
        if int(json.loads(now) if now is not None else 0) != epoch:
            raise Cleared()

    # ----- reading -------------------------------------------------------------------------------
    def insights(self, status: Status | None = None) -> list[Insight]:
        query = select(_I)
        if status is not None:
            query = query.where(_I.c.status == status.value)
        query = query.order_by(_I.c.message_count.desc(), _I.c.created_at, _I.c.id)
        with self.db.session(read_only=True) as s:
            return [_insight(r) for r in s.execute(query)]

    def get(self, insight_id: str) -> Insight | None:
        with self.db.session(read_only=True) as s:
            row = s.execute(select(_I).where(_I.c.id == insight_id)).one_or_none()
        return _insight(row) if row is not None else None

    def count(self, status: Status = Status.ACTIVE) -> int:
        with self.db.session(read_only=True) as s:
            return int(s.execute(select(func.count()).select_from(_I).where(_I.c.status == status.value)).scalar())

    def centroids(self, embedding_model: str | None = None) -> dict[str, object]:
        """id -> unit centroid of every insight (of one embedding model)."""
        query = select(_I.c.id, _I.c.centroid)
        if embedding_model is not None:
            query = query.where(_I.c.embedding_model == embedding_model)
        with self.db.session(read_only=True) as s:
            rows = s.execute(query).all()
        out = {}
        for insight_id, centroid in rows:
            try:
                out[insight_id] = unpack_vector(centroid)
            except (ValueError, TypeError):   # an imported row with a damaged centroid: never matched
                log.warning("insight %s has an unreadable centroid", insight_id)
        return out

    def members(self, insight_id: str) -> list[str]:
        with self.db.session(read_only=True) as s:
            return [r[0] for r in s.execute(
                select(_S.c.message_id).where(_S.c.insight_id == insight_id).order_by(_S.c.rank))]

    def member_sets(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        with self.db.session() as s:
            result = s.execute(select(_S.c.insight_id, _S.c.message_id).execution_options(yield_per=2_000))
            for part in result.partitions():   # in batches: no long stretch holding the interpreter lock
                for insight_id, message_id in part:
                    out.setdefault(insight_id, set()).add(message_id)
        return out

    def quoted(self, insight_id: str) -> list[str]:
        with self.db.session(read_only=True) as s:
            return [r[0] for r in s.execute(select(_S.c.message_id).where(
                _S.c.insight_id == insight_id, _S.c.quoted == 1).order_by(_S.c.rank))]

    def source_rows(self, insight_id: str, limit: int) -> list[tuple[str, float]]:
        with self.db.session(read_only=True) as s:
            return [(r[0], float(r[1])) for r in s.execute(select(_S.c.message_id, _S.c.similarity).where(
                _S.c.insight_id == insight_id).order_by(_S.c.rank).limit(limit))]

    # ----- writing -------------------------------------------------------------------------------
    def write(self, *, epoch: int, insight_id: str | None, fields: dict, centroid,
              members: list[tuple[str, float]], quoted: Iterable[str]) -> str:
        """Create or update one insight with its sources, in one transaction; `fields` are the
        columns besides id, centroid and dates. Raises Cleared when memory was cleared meanwhile."""
        quoted = set(quoted)
        now = utcnow()
        with self.lock, self.db.session() as s:
            self._check_epoch(s, epoch)
            values = dict(fields, centroid=pack_vector(centroid), updated_at=now)
            if isinstance(values.get("confidence"), Confidence):
                values["confidence"] = values["confidence"].value
            exists = insight_id is not None and s.execute(
                select(_I.c.id).where(_I.c.id == insight_id)).scalar() is not None
            if exists:
                s.execute(update(_I).where(_I.c.id == insight_id).values(**values))
            else:
                insight_id = insight_id or new_id()
                values.update(id=insight_id, created_at=now, status=values.get("status", Status.ACTIVE.value))
                s.execute(insert(_I).values(**values))
            s.execute(delete(_S).where(_S.c.insight_id == insight_id))
            rows = [{"insight_id": insight_id, "message_id": message_id, "rank": rank, "similarity": float(similarity),
                     "quoted": int(message_id in quoted)} for rank, (message_id, similarity) in enumerate(members)]
            # Only messages that still exist: the foreign key would refuse a purged one.
            for part in _chunks(rows):
                wanted = [r["message_id"] for r in part]
                alive = {r[0] for r in s.execute(select(_MESSAGE_ID).where(_MESSAGE_ID.in_(wanted)))}
                kept = [r for r in part if r["message_id"] in alive]
                if kept:
                    s.execute(insert(_S), kept)
        return insight_id

    def touch_stats(self, *, epoch: int, insight_id: str, fields: dict) -> None:
        with self.lock, self.db.session() as s:
            self._check_epoch(s, epoch)
            s.execute(update(_I).where(_I.c.id == insight_id).values(**fields))

    def remove(self, insight_ids: list[str], *, epoch: int | None = None) -> int:
        """Delete insights physically (their sources go with them)."""
        if not insight_ids:
            return 0
        with self.lock, self.db.session() as s:
            if epoch is not None:
                self._check_epoch(s, epoch)
            removed = 0
            for part in _chunks(list(insight_ids)):
                removed += s.execute(delete(_I).where(_I.c.id.in_(part))).rowcount or 0
        return removed

    def set_status(self, insight_id: str, status: Status) -> bool:
        with self.lock, self.db.session() as s:
            deleted_at = utcnow() if status is Status.DELETED else None
            result = s.execute(update(_I).where(_I.c.id == insight_id, _I.c.status != status.value)
                               .values(status=status.value, deleted_at=deleted_at))
            return bool(result.rowcount)

    def affected_by(self, message_ids: list[str]) -> dict[str, bool]:
        """Insights drawn from any of these messages -> whether one of them was quoted to the model."""
        out: dict[str, bool] = {}
        with self.db.session(read_only=True) as s:
            for part in _chunks(list(message_ids)):
                for insight_id, quoted in s.execute(select(_S.c.insight_id, func.max(_S.c.quoted))
                                                    .where(_S.c.message_id.in_(part)).group_by(_S.c.insight_id)):
                    out[insight_id] = out.get(insight_id, False) or bool(quoted)
        return out

    def drop_sources(self, message_ids: list[str]) -> None:
        """Messages that are no longer remembered leave every insight and the vector cache."""
        with self.lock, self.db.session() as s:
            for part in _chunks(list(message_ids)):
                s.execute(delete(_S).where(_S.c.message_id.in_(part)))
                s.execute(delete(_V).where(_V.c.message_id.in_(part)))

    def clear(self) -> None:
        """Every insight (deleted ones too), source, cached vector and plan, physically; a new epoch."""
        with self.lock:
            with self.db.session() as s:
                epoch = s.execute(_EPOCH).scalar()
                epoch = int(json.loads(epoch)) if epoch is not None else 0
                for table in (_S, _I, _V, _ST):
                    s.execute(delete(table))
                self._set_state(s, "epoch", epoch + 1)
                self._set_state(s, "cleared_at", ts(utcnow()))
            self.db.checkpoint()

    # ----- the vector cache ----------------------------------------------------------------------
    def cached_vectors(self, embedding_model: str, wanted: dict[str, str]) -> dict[str, object]:
        """message id -> vector, for the wanted ids whose cached content hash still matches."""
        import numpy as np

        out: dict[str, object] = {}
        if not wanted:
            return out
        # One pass over the model's rows (the cache holds little besides the input: each refresh
        # prunes it), in batches, instead of a query per few hundred ids.
        query = (select(_V.c.message_id, _V.c.content_hash, _V.c.vector)
                 .where(_V.c.embedding_model == embedding_model).execution_options(yield_per=2_000))
        with self.db.session(read_only=True) as s:
            for part in s.execute(query).partitions():
                for message_id, content_hash, vector in part:
                    if wanted.get(message_id) == content_hash:
                        out[message_id] = np.frombuffer(vector, dtype="<f4").astype(np.float32)
        return out

    def cache_vectors(self, embedding_model: str, rows: list[tuple[str, str, object]], *, epoch: int) -> None:
        import numpy as np

        with self.lock, self.db.session() as s:
            self._check_epoch(s, epoch)
            upsert = sqlite_insert(_V)
            s.execute(upsert.on_conflict_do_update(index_elements=[_V.c.message_id], set_={
                "embedding_model": upsert.excluded.embedding_model, "content_hash": upsert.excluded.content_hash,
                "vector": upsert.excluded.vector}),
                [{"message_id": m, "embedding_model": embedding_model, "content_hash": h,
                  "vector": np.asarray(v, dtype="<f4").tobytes()} for m, h, v in rows])

    def prune_vectors(self, keep: set[str]) -> int:
        """Drop cached vectors of messages that are no longer input (forgotten, or another model)."""
        with self.db.session() as s:
            stored = [r[0] for r in s.execute(select(_V.c.message_id))]
        gone = [m for m in stored if m not in keep]
        with self.lock, self.db.session() as s:
            for part in _chunks(gone):
                s.execute(delete(_V).where(_V.c.message_id.in_(part)))
        return len(gone)
