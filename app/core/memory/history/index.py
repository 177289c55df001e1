"""The chat-history search index: remembered messages and conversation summaries.

The rows live in the database (rowstore.py, schema 12), encrypted at rest with it (#17): nothing of
the index is readable in the data folder. LanceDB is the BM25 engine, in memory (engine.py): a
table per kind and embedding model ("messages-<key>", "summaries-<key>") of ids, times and search
texts, built from the rows the first time a search needs it and then kept in step by `write`.
Vectors are never embedded again and never leave the database but for a search: the rows a read
searches (window.py: the recent window, every summary) are held in memory as a float32 matrix and
searched exactly; a search without a window scans the stored vectors a batch at a time. A change
of model writes new rows beside the old ones, which keep answering until the new ones are complete
(the model's state says so).

Everything here is blocking and runs in a worker thread (the service calls it through
asyncio.to_thread); LanceDB's sync API never runs on the event loop. BM25 reads only ids and scores
from LanceDB, through its async API from the event loop (`search_lexical_on_loop`), the one
exception to "blocking, in a worker thread". The window in memory is kept in step by `write`
(removed rows leave it before the database changes); the summaries are dropped by any write of
their kind and read again on next use.

Deleting is physical: a DELETE in the database (secure_delete zeroes the cells) and `purge`
truncates the WAL, where old page images would otherwise remain; in memory, old table versions are
dropped by the same purge.
"""
from __future__ import annotations

import asyncio
import copy
import hashlib
import logging
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.core.errors import StorageError
from app.core.memory.history import legacy
from app.core.memory.history.engine import COLUMNS as ENGINE_COLUMNS
from app.core.memory.history.engine import MemoryTables, arrow_rows, compact, ensure_indexes
from app.core.memory.history.lexical import lexical_form, lexical_words
from app.core.memory.history.rowstore import IndexStore
from app.core.memory.history.window import COLUMNS as WINDOW_COLUMNS
from app.core.memory.history.window import MARGIN_US, MAX_ROWS, RowSnapshot

if TYPE_CHECKING:
    from app.core.store.db import Database

log = logging.getLogger(__name__)

MESSAGES, SUMMARIES = "messages", "summaries"
EXCLUDE_MARGIN = 20   # extra rows fetched so that dropping the open chat's own still leaves `limit`
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?", re.UNICODE)


class IndexCorrupt(StorageError, RuntimeError):
    """The stored rows cannot be read as our index; the service rebuilds it from the messages."""

    code = "storage.index"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, params={"detail": detail})


@dataclass(frozen=True)
class Candidate:
    id: str
    chat_id: str
    ts: int               # microseconds since the epoch, UTC
    bm25: float = 0.0     # raw BM25 score, 0 when only the vector search found it
    cosine: float = 0.0   # with the query vector
    text: str = ""        # the policy's text when indexed (red spans already redacted)
    content_hash: str = ""  # of the message's raw content then: equal now means `text` still holds


def model_key(model_id: str) -> str:
    return hashlib.sha1(model_id.encode("utf-8")).hexdigest()[:12]


def bm25_words_query(text: str, max_terms: int = 48) -> str:
    """The words of a text as LanceDB's plain full-text (BM25) query, in the form `search_text` is
    stored in (lexical.py: stems, no punctuation, which would be query syntax to its parser). (The
    SQLite FTS5 expression of the sidebar is `store.search.prefix_match_query`.)"""
    return " ".join(lexical_words(text)[:max_terms])


def _matrix(blobs: list[bytes], dim: int):
    """float32 rows of `dim` from stored vectors; a blob of another size means damage."""
    import numpy as np

    if any(len(b) != dim * 4 for b in blobs):
        raise IndexCorrupt(f"a stored vector is not {dim} floats")
    return np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(blobs), dim)


class HistoryIndex:
    def __init__(self, db: Database, legacy_folder: Path | None = None) -> None:
        self.store = IndexStore(db)
        self.legacy_folder = legacy_folder   # an older version's on-disk index (`lancedb/`), if any
        self._memory = MemoryTables()
        self._lock = threading.RLock()   # one writer (or one table build) at a time; searches never take it
        self._models: dict[str, dict] | None = None   # the per-model state, as the database has it
        self._compacted: dict[str, int] = {}           # table name -> version left by the last optimize
        self._summary_rows_cache: dict[str, RowSnapshot] = {}   # model -> all its summary rows
        self._windows: dict[str, RowSnapshot] = {}              # model -> its recent message rows
        self._rows_lock = threading.Lock()   # reading rows into memory or changing them; never held by a write

    def adopt_legacy(self) -> int:
        """Move an older version's on-disk index into the database (once), then erase it."""
        folder = self.legacy_folder
        if folder is None or not folder.exists():
            return 0
        with self._lock:
            copied = legacy.adopt(folder, self.store, model_key)
            self._models = None
            return copied

    # ----- state -----------------------------------------------------------------------------------
    def state(self) -> dict:
        """{"models": {model: {"dim", "complete", "cursor", "key"}}}, kept in memory (read on every
        query); this index is the only writer of it."""
        models = self._models
        if models is None:
            models = self._models = self.store.models()
        return {"models": copy.deepcopy(models)}

    def complete_models(self) -> list[str]:
        return [m for m, info in self.state()["models"].items() if info.get("complete")]

    def update_model(self, model_id: str, **fields) -> dict:
        """Record facts about one model's rows (dim, complete, rebuild cursor)."""
        with self._lock:
            models = self.state()["models"]
            info = models.setdefault(model_id, {"dim": None, "complete": False, "key": model_key(model_id)})
            info.update(fields)
            self.store.set_model(model_id, info)
            self._models = models
            return dict(info)

    def model_info(self, model_id: str) -> dict:
        return dict(self.state()["models"].get(model_id, {}))

    def dim_of(self, model_id: str) -> int | None:
        dim = self.state()["models"].get(model_id, {}).get("dim")
        return int(dim) if dim else None

    @staticmethod
    def table_name(kind: str, model_id: str) -> str:
        return f"{kind}-{model_key(model_id)}"

    # ----- the search engine in memory ------------------------------------------------------------
    def engine_ready(self, kind: str, model_id: str) -> bool:
        return self._memory.loaded(self.table_name(kind, model_id))

    def engine_table(self, kind: str, model_id: str):
        """The LanceDB table in memory (None: no rows), built from the database on first use."""
        name = self.table_name(kind, model_id)
        if self._memory.loaded(name):
            return self._memory.get(name)
        with self._lock:
            if self._memory.loaded(name):
                return self._memory.get(name)
            rows = self.store.read(kind, model_id, ENGINE_COLUMNS)
            if not rows:
                self._memory.tables[name] = None
                return None
            return self._memory.build(name, arrow_rows(rows))

    def versions(self, model_id: str) -> dict[str, int]:
        """The versions of this model's tables in memory (every write adds one)."""
        out = {}
        for kind in (MESSAGES, SUMMARIES):
            table = self._memory.get(self.table_name(kind, model_id))
            if table is not None:
                out[kind] = table.version
        return out

    # ----- reading (any thread) ----------------------------------------------------------------------
    def has_table(self, kind: str, model_id: str) -> bool:
        return self.count(kind, model_id) > 0

    def count(self, kind: str, model_id: str) -> int:
        return self.store.count(kind, model_id)

    def row_hashes(self, kind: str, model_id: str, chat_ids: list[str] | None = None) -> dict[str, tuple[str, str, str]]:
        """id -> (row_hash, text_hash, chat_id) of the stored rows (of some chats, or all)."""
        if chat_ids is not None and not chat_ids:
            return {}
        return self.store.row_hashes(kind, model_id, chat_ids)

    def known_texts(self, model_id: str, chat_ids: list[str]) -> dict[str, tuple[str, str]]:
        """message id -> (content_hash, policy text) of the stored message rows of these chats: a
        message whose content is unchanged needs no second pass of the privacy detector."""
        return self.store.known_texts(MESSAGES, model_id, chat_ids) if chat_ids else {}

    def chats_with_facts(self, model_id: str) -> set[str]:
        """Chats that have a row expanded with saved facts."""
        return self.store.chats_with_facts(MESSAGES, model_id)

    def vectors(self, kind: str, model_id: str, ids: list[str]) -> dict:
        return self.store.vectors(kind, model_id, ids) if ids else {}

    @staticmethod
    def _condition(since_us, until_us) -> str | None:
        # The open chat is filtered out afterwards, in Python: a "chat_id !=" prefilter costs more
        # (measured: p95 of a 100k-row search 19 ms with it, 6 ms without) than a few extra rows.
        where = []
        if since_us is not None:
            where.append(f"ts >= {int(since_us)}")
        if until_us is not None:
            where.append(f"ts < {int(until_us)}")
        return " AND ".join(where) or None

    def search_lexical(self, kind: str, model_id: str, query_text: str, *, since_us: int | None = None,
                       until_us: int | None = None, exclude_chat: str | None = None,
                       limit: int = 50) -> list[tuple[Candidate, object]]:
        """BM25 candidates, each with its stored vector (for the fusion's cosine)."""
        text = bm25_words_query(query_text)
        if not text:
            return []
        rows = self.rows_in_memory(kind, model_id, since_us)
        if rows is not None and not rows.mask(since_us, until_us, exclude_chat).any():
            return []    # nothing the query could find: spare LanceDB the search
        table = self.engine_table(kind, model_id)
        if table is None:
            return []
        if rows is None:
            return self._lexical_from_table(table, kind, model_id, text, since_us, until_us, exclude_chat, limit)
        query = table.search(text, query_type="fts", fts_columns="search_text")
        condition = self._condition(since_us, until_us)
        if condition:
            query = query.where(condition, prefilter=True)
        data = query.select(["id", "_score"]).limit(limit + EXCLUDE_MARGIN).to_arrow()
        return self._lexical_candidates(rows, data, exclude_chat, limit)

    async def search_lexical_on_loop(self, kind: str, model_id: str, query_text: str, *, since_us: int | None = None,
                                   until_us: int | None = None, exclude_chat: str | None = None,
                                   limit: int = 50) -> list[tuple[Candidate, object]]:
        """`search_lexical` for the event loop: LanceDB's async API runs the BM25 query on its own
        threads, without a worker thread of ours holding the GIL while it waits, and two such
        queries (messages and summaries) overlap. A first read of the rows into memory, building
        the table in memory, or a window too large to hold, goes to a worker thread (the loop
        stays free; the search waits for it, and the chat's memory deadline bounds that wait)."""
        text = bm25_words_query(query_text)
        if not text:
            return []
        rows = self.cached_rows(kind, model_id, since_us)
        if rows is None:
            rows = await asyncio.to_thread(self.rows_in_memory, kind, model_id, since_us)
        if rows is None:
            return await asyncio.to_thread(self.search_lexical, kind, model_id, query_text, since_us=since_us,
                                           until_us=until_us, exclude_chat=exclude_chat, limit=limit)
        if not rows.mask(since_us, until_us, exclude_chat).any():
            return []
        if self.engine_ready(kind, model_id):
            table = self._memory.get(self.table_name(kind, model_id))
        else:
            table = await asyncio.to_thread(self.engine_table, kind, model_id)
        # LanceDB's async handle of the very same table in memory (a second connection to
        # "memory://" would be another, empty, store).
        handle = getattr(table, "_table", None)
        if handle is None:
            return []
        query = (await handle.search(text, query_type="fts", fts_columns="search_text"))
        condition = self._condition(since_us, until_us)
        if condition:
            query = query.where(condition)      # a prefilter, as in the sync API with prefilter=True
        data = await query.select(["id", "_score"]).limit(limit + EXCLUDE_MARGIN).to_arrow()
        return self._lexical_candidates(rows, data, exclude_chat, limit)

    def _lexical_candidates(self, rows: RowSnapshot, data, exclude_chat, limit) -> list[tuple[Candidate, object]]:
        found = []
        for mid, score in zip(data["id"].to_pylist(), data["_score"].to_pylist()):
            i = rows.position.get(mid)
            # Not in memory: written after this snapshot was taken (the next read finds it).
            if i is None or rows.chat_ids[i] == exclude_chat:
                continue
            found.append((self._candidate(rows, i, bm25=float(score or 0.0)), rows.matrix[i]))
        return found[:limit]

    def _lexical_from_table(self, table, kind, model_id, text, since_us, until_us, exclude_chat, limit):
        """BM25 without a window in memory: ids and scores from LanceDB, the rest of each candidate
        (its text and vector) from the database."""
        query = table.search(text, query_type="fts", fts_columns="search_text")
        condition = self._condition(since_us, until_us)
        if condition:
            query = query.where(condition, prefilter=True)
        data = query.select(["id", "_score"]).limit(limit + EXCLUDE_MARGIN).to_arrow()
        scored = list(zip(data["id"].to_pylist(), data["_score"].to_pylist()))
        stored = self.store.rows_by_id(kind, model_id, [mid for mid, _ in scored])
        dim = self.dim_of(model_id)
        found = []
        for mid, score in scored:
            row = stored.get(mid)
            if row is None or row[0] == exclude_chat:
                continue
            chat, ts, text, chash, blob = row
            vector = _matrix([blob], dim or len(blob) // 4)[0]
            found.append((Candidate(mid, chat, int(ts), float(score or 0.0), 0.0, text or "", chash or ""), vector))
        return found[:limit]

    def search_vector(self, kind: str, model_id: str, query_vector, *, since_us: int | None = None,
                      until_us: int | None = None, exclude_chat: str | None = None,
                      limit: int = 50) -> list[Candidate]:
        """Nearest rows by cosine, exact: from memory when the search has a window, else scanned."""
        import numpy as np

        if query_vector is None:
            return []
        vector = np.asarray(query_vector, dtype=np.float32)
        rows = self.rows_in_memory(kind, model_id, since_us)
        if rows is not None:
            nearest = rows.nearest(vector, rows.mask(since_us, until_us, exclude_chat), limit)
            return [self._candidate(rows, i, cosine=cosine) for i, cosine in nearest]
        return self._vector_from_database(kind, model_id, vector, since_us, until_us, exclude_chat, limit)

    def _vector_from_database(self, kind, model_id, vector, since_us, until_us, exclude_chat, limit):
        """Exact nearest rows without a window in memory: the stored vectors are scanned a batch
        at a time (a matrix product each), keeping the best; then the winners' texts are read."""
        import numpy as np

        dim = self.dim_of(model_id) or len(vector)
        if dim != len(vector):
            return []
        best: list[tuple[float, str]] = []
        for batch in self.store.scan_vectors(kind, model_id, since_us, until_us):
            batch = [row for row in batch if row[1] != exclude_chat]
            if not batch:
                continue
            scores = _matrix([row[2] for row in batch], dim) @ vector
            top = np.argpartition(-scores, limit)[:limit] if len(batch) > limit else np.arange(len(batch))
            best = sorted(best + [(float(scores[i]), batch[i][0]) for i in top], key=lambda p: -p[0])[:limit]
        stored = self.store.rows_by_id(kind, model_id, [mid for _, mid in best])
        return [Candidate(mid, row[0], int(row[1]), 0.0, cosine, row[2] or "", row[3] or "")
                for cosine, mid in best if (row := stored.get(mid)) is not None]

    @staticmethod
    def _candidate(rows: RowSnapshot, i: int, *, bm25: float = 0.0, cosine: float = 0.0) -> Candidate:
        return Candidate(rows.ids[i], str(rows.chat_ids[i]), int(rows.ts[i]), bm25, cosine, rows.texts[i],
                         rows.hashes[i])

    # ----- rows in memory --------------------------------------------------------------------------
    def cached_rows(self, kind: str, model_id: str, since_us: int | None) -> RowSnapshot | None:
        """What `rows_in_memory` would answer, if it needs no I/O to answer it; else None."""
        if kind == SUMMARIES:
            return self._summary_rows_cache.get(model_id)
        window = self._windows.get(model_id) if since_us is not None else None
        if window is not None and window.since_us <= since_us < window.since_us + 2 * MARGIN_US:
            return window
        return None

    def rows_in_memory(self, kind: str, model_id: str, since_us: int | None) -> RowSnapshot | None:
        """What a search reads from memory instead of LanceDB (read from the database the first
        time): every summary row, or the recent message rows when the search has a window. None:
        search LanceDB (no window, or a window too large to hold)."""
        if kind == SUMMARIES:
            return self._summary_rows(model_id)
        return self.recent_window(model_id, since_us) if since_us is not None else None

    def _snapshot(self, since_us: int, rows: list[tuple], model_id: str) -> RowSnapshot:
        dim = self.dim_of(model_id) or (len(rows[0][-1]) // 4 if rows else 0)
        return RowSnapshot.from_rows(since_us, rows, _matrix([r[-1] for r in rows], dim))

    def _summary_rows(self, model_id: str) -> RowSnapshot | None:
        """Summaries are few (one per chat): all of them, read again after any write of their kind."""
        rows = self._summary_rows_cache.get(model_id)
        if rows is not None:
            return rows
        with self._rows_lock:
            rows = self._summary_rows_cache.get(model_id)
            if rows is None:
                rows = self._snapshot(0, self.store.read(SUMMARIES, model_id, WINDOW_COLUMNS), model_id)
                self._summary_rows_cache[model_id] = rows
            return rows

    def recent_window(self, model_id: str, since_us: int) -> RowSnapshot | None:
        """The message rows with ts >= since_us, in memory: read from the database on first use (a
        day wider, so that it keeps covering a moving window), then kept in step by `write`. None
        when the window holds more than MAX_ROWS rows (LanceDB searches it then)."""
        window = self.cached_rows(MESSAGES, model_id, since_us)
        if window is not None:
            return window
        with self._rows_lock:
            window = self._windows.get(model_id)
            if window is None or window.since_us > since_us:
                window = self._load_window(model_id, since_us - MARGIN_US)
            elif since_us >= window.since_us + 2 * MARGIN_US:
                window = window.trimmed(since_us - MARGIN_US)   # rows older than any read asks for
            if window is not None:
                self._windows[model_id] = window
            return window

    def _load_window(self, model_id: str, since_us: int) -> RowSnapshot | None:
        if self.store.count_since(MESSAGES, model_id, since_us) > MAX_ROWS:
            return None
        return self._snapshot(since_us, self.store.read(MESSAGES, model_id, WINDOW_COLUMNS, since_us=since_us),
                              model_id)

    def _rows_written(self, kind: str, model_id: str, removed: list[str], rows: list[dict] = ()) -> None:
        """Keep memory in step with a write: the window drops removed rows and takes new ones; the
        summaries are read again on next use."""
        with self._rows_lock:
            if kind == SUMMARIES:
                self._summary_rows_cache.pop(model_id, None)
                return
            window = self._windows.get(model_id)
            if window is not None:
                self._windows[model_id] = window.without(removed).with_rows(list(rows))

    def _forget_rows_in_memory(self, model_id: str | None = None) -> None:
        with self._rows_lock:
            if model_id is None:
                self._windows.clear()
                self._summary_rows_cache.clear()
            else:
                self._windows.pop(model_id, None)
                self._summary_rows_cache.pop(model_id, None)

    # ----- writing (the worker thread) -------------------------------------------------------------
    def write(self, kind: str, model_id: str, dim: int, rows: list[dict], delete_ids: list[str], *,
              new_ids: frozenset[str] | set[str] = frozenset()) -> int:
        """Replace rows: delete `delete_ids` (and the ids being written, except `new_ids`, which the
        caller knows are not stored), then add `rows`: one transaction in the database, then the
        table in memory if one is loaded (else it is built from the database when a search needs
        it). Returns how many old rows were removed or replaced."""
        with self._lock:
            removed = list(dict.fromkeys([*delete_ids, *(r["id"] for r in rows if r["id"] not in new_ids)]))
            # Out of memory before out of the database: no read finds a removed row from here on.
            self._rows_written(kind, model_id, removed)
            name = self.table_name(kind, model_id)
            stored = [{**r, "search_text": lexical_form(r["search_text"])} for r in rows]
            try:
                removed_count = self.store.replace(kind, model_id, stored, removed)
                if self._memory.loaded(name):
                    self._memory.delete(name, removed)
                    if stored:
                        self._memory.add(name, arrow_rows([(r["id"], int(r["ts"]), r["search_text"]) for r in stored]))
            except BaseException:
                # Unsure what memory holds now: read it again from the database.
                self._forget_rows_in_memory(model_id)
                self._memory.forget(name)
                raise
            # Again: rows read into memory meanwhile may have been read before the delete.
            self._rows_written(kind, model_id, removed, rows)
            return removed_count

    def purge(self, kind: str, model_id: str) -> None:
        """Make deletions physical: old page images leave the WAL; in memory, old versions go."""
        self.optimize(kind, model_id)
        self.store.scrub()

    def strip_facts(self, model_id: str, row_hash_of) -> int:
        """Take every saved fact out of the message rows of one model, physically: the rows are
        rewritten without facts (their vectors stay: made from the message text alone), the WAL is
        truncated and the table in memory is built again on next use. `row_hash_of(row)` gives a
        stripped row its new hash. Returns how many rows carried facts. Blocking."""
        with self._lock:
            carried = self.store.with_facts(MESSAGES, model_id)
            if not carried:
                return 0
            changes = []
            for row in carried:
                row["facts"] = ""
                changes.append({"id": row["id"], "facts": "", "row_hash": row_hash_of(row), "search_text":
                                lexical_form("\n".join(part for part in (row["text"], row["context"]) if part))})
            self._forget_rows_in_memory(model_id)
            self._memory.forget(self.table_name(MESSAGES, model_id))
            self.store.set_fields(MESSAGES, model_id, changes)
            self.store.scrub()
            self._forget_rows_in_memory(model_id)
            return len(carried)

    def optimize(self, kind: str, model_id: str) -> None:
        """In memory: bring new rows into the indexes, drop old versions. Nothing to do (and
        LanceDB not loaded) when the table is not in memory or unchanged since the last pass."""
        name = self.table_name(kind, model_id)
        with self._lock:
            table = self._memory.get(name)
            if table is None or self._compacted.get(name) == table.version:
                return
            ensure_indexes(table)
            compact(table)
            self._compacted[name] = table.version

    def drop_model(self, model_id: str) -> None:
        with self._lock:
            self._forget_rows_in_memory(model_id)
            for kind in (MESSAGES, SUMMARIES):
                self._memory.forget(self.table_name(kind, model_id))
            self.store.drop_model(model_id)
            self.store.scrub()
            models = self.state()["models"]
            models.pop(model_id, None)
            self._models = models

    def drop_everything(self) -> None:
        """Remove every row of every model (damaged rows, or before a full rebuild)."""
        with self._lock:
            self._forget_handles()
            self.store.drop_all()
            self.store.scrub()
            self._models = None

    def close(self) -> None:
        """Let go of the tables in memory (the data is about to be deleted, or the core closes)."""
        with self._lock:
            self._forget_handles()

    def forget_handles(self) -> None:
        """Read the rows into memory again on next use (a search failed: the tables may be damaged)."""
        self._forget_handles()

    def _forget_handles(self) -> None:
        self._forget_rows_in_memory()
        self._memory.clear()
        self._compacted.clear()
        self._models = None
