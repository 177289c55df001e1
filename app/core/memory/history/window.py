"""Rows of the chat-history index held in memory: the recent message rows (the 14-day window every
read searches) and all summary rows (one per chat).

A LanceDB vector query costs 5-20 ms of fixed overhead whatever it scans; a few thousand unit
vectors in one float32 matrix are scanned exactly with one matrix product in well under a
millisecond, and the rows' text and vectors also spare the BM25 query from reading them. The
database holds the index's rows (rowstore.py): a snapshot mirrors its rows with `ts >= since_us`.
The message window is read from the database once and then kept in step by `HistoryIndex.write`
(the only writer of rows), which drops removed rows from it before it touches the database, so it
never holds a row the index no longer has; the summaries' snapshot is dropped by every write of
their kind and read again on next use.

A `RowSnapshot` is immutable: a change makes a new one and readers keep whichever they took.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

# numpy is imported where it is used: this module is imported at start-up, numpy is not needed
# until the first memory read.
if TYPE_CHECKING:
    import numpy as np

DAY_US = 86_400 * 1_000_000
# Loaded a day wider than asked, so the window keeps covering a moving "last 14 days" for a day
# before it is trimmed (in memory, no I/O).
MARGIN_US = DAY_US
# Above this many rows the window stays on disk and LanceDB scans it (a window that large means
# thousands of messages a day; 20,000 x 384 floats is 30 MB).
MAX_ROWS = 20_000
COLUMNS = ["id", "chat_id", "ts", "text", "content_hash", "vector"]


@dataclass(frozen=True)
class RowSnapshot:
    since_us: int                # every row of the table with ts >= since_us is here
    ids: list[str]
    chat_ids: np.ndarray         # str
    ts: np.ndarray               # int64, microseconds
    texts: list[str]
    hashes: list[str]            # content_hash of each row
    matrix: np.ndarray           # float32 (rows, dim), unit rows
    position: dict[str, int] = field(default_factory=dict)

    @classmethod
    def build(cls, since_us: int, ids, chat_ids, ts, texts, hashes, matrix) -> RowSnapshot:
        import numpy as np
        ids = list(ids)
        return cls(int(since_us), ids, np.asarray(list(chat_ids), dtype=str), np.asarray(ts, dtype=np.int64),
                   list(texts), list(hashes), matrix, {mid: i for i, mid in enumerate(ids)})

    @classmethod
    def from_rows(cls, since_us: int, rows: list[tuple], matrix) -> RowSnapshot:
        """From a database read of COLUMNS (the vectors already as the float32 `matrix`)."""
        if not rows:
            return cls.build(since_us, [], [], [], [], [], matrix)
        ids, chats, ts, texts, hashes, _blobs = zip(*rows)
        return cls.build(since_us, ids, chats, ts, [t or "" for t in texts], [h or "" for h in hashes], matrix)

    def __len__(self) -> int:
        return len(self.ids)

    def _subset(self, keep: np.ndarray, since_us: int | None = None) -> RowSnapshot:
        import numpy as np
        rows = np.flatnonzero(keep)
        return RowSnapshot.build(self.since_us if since_us is None else since_us,
                                  [self.ids[i] for i in rows], self.chat_ids[rows], self.ts[rows],
                                  [self.texts[i] for i in rows], [self.hashes[i] for i in rows],
                                  self.matrix[rows])

    def without(self, ids) -> RowSnapshot:
        import numpy as np
        gone = {i for i in ids if i in self.position}
        if not gone:
            return self
        return self._subset(np.array([mid not in gone for mid in self.ids], dtype=bool))

    def trimmed(self, since_us: int) -> RowSnapshot:
        return self._subset(self.ts >= since_us, since_us)

    def with_rows(self, rows: list[dict]) -> RowSnapshot:
        """Plus the rows (as written to the table) that fall inside the window; replaces same ids."""
        import numpy as np
        rows = [r for r in rows if int(r["ts"]) >= self.since_us]
        base = self.without([r["id"] for r in rows])
        if not rows:
            return base
        added = np.stack([np.asarray(r["vector"], dtype=np.float32) for r in rows])
        return RowSnapshot.build(
            base.since_us, [*base.ids, *(r["id"] for r in rows)], [*base.chat_ids, *(r["chat_id"] for r in rows)],
            np.concatenate([base.ts, np.asarray([int(r["ts"]) for r in rows], dtype=np.int64)]),
            [*base.texts, *(r["text"] or "" for r in rows)],
            [*base.hashes, *(r.get("content_hash") or "" for r in rows)],
            np.concatenate([base.matrix.reshape(-1, added.shape[1]), added]))

    def mask(self, since_us: int | None, until_us: int | None, exclude_chat: str | None) -> np.ndarray:
        import numpy as np
        keep = np.ones(len(self.ids), dtype=bool)
        if since_us is not None:
            keep &= self.ts >= int(since_us)
        if until_us is not None:
            keep &= self.ts < int(until_us)
        if exclude_chat:
            keep &= self.chat_ids != exclude_chat
        return keep

    def nearest(self, vector: np.ndarray, keep: np.ndarray, limit: int) -> list[tuple[int, float]]:
        """(row, cosine) of the `limit` rows closest to `vector` among `keep`, best first (exact)."""
        import numpy as np
        rows = np.flatnonzero(keep)
        if not len(rows) or self.matrix.shape[1] != len(vector):
            return []
        scores = (self.matrix @ vector)[rows]
        if len(rows) > limit:
            top = np.argpartition(-scores, limit)[:limit]
        else:
            top = np.arange(len(rows))
        top = top[np.argsort(-scores[top], kind="stable")]
        return [(int(rows[i]), float(scores[i])) for i in top]
