"""The chat-history search index in LanceDB: remembered messages and conversation summaries.

Everything here is blocking and runs in a worker thread (the service calls it through
asyncio.to_thread); LanceDB's sync API never runs on the event loop. SQLite is the truth: this
folder can be deleted at any time and is rebuilt from the database.

Tables are named by kind and embedding model ("messages-<key>", "summaries-<key>"), so a change
of model builds new tables beside the old ones, which keep answering until the new ones are
complete (state.json says which are). Each row records the model of its vector.

Reads keep two things in memory (history_window.py): the message rows of the recent window every
read searches, kept in step by `write` (removed rows leave it before the table changes), and all
summary rows, dropped by any write of their table and read again on next use. Vector search over
them is a matrix product; BM25 stays LanceDB's and reads only ids and scores from it, through
LanceDB's async API from the event loop (`search_lexical_on_loop`), the one exception to "blocking,
in a worker thread".

Deleting is physical: `purge` rewrites a table from its live rows (an overwrite), rebuilds its
indexes and removes every older version's files, so a deleted row's text, tokens and vector are in
no file of the folder afterwards (tests scan the bytes). Plain compaction is not enough: it only
rewrites fragments with more than a tenth of their rows deleted.
"""
from __future__ import annotations

# Size: over 600 lines because writing, purging and searching share the table handles, the state
# file and the in-memory window that every write keeps in step before it touches a table.
import asyncio
import hashlib
import json
import logging
import os
import re
import shutil
import threading
import warnings
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from app.core.errors import StorageError
from app.core.heap import long_lived_imports
from app.core.memory.history.lexical import lexical_form, lexical_words
from app.core.memory.history.window import COLUMNS as WINDOW_COLUMNS
from app.core.memory.history.window import MARGIN_US, MAX_ROWS, RowSnapshot

log = logging.getLogger(__name__)

MESSAGES, SUMMARIES = "messages", "summaries"
STATE_FILE = "state.json"
# 2: `search_text` holds the stems of history/lexical.py (English and Polish); a folder of version 1
# is rebuilt from SQLite like any unreadable one.
SCHEMA_VERSION = 2
EXCLUDE_MARGIN = 20   # extra rows fetched so that dropping the open chat's own still leaves `limit`
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?", re.UNICODE)


class IndexCorrupt(StorageError, RuntimeError):
    """The folder cannot be read as our index; the service rebuilds it from SQLite."""

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


def _quote(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _in_list(column: str, values) -> str:
    return f"{column} IN ({', '.join(_quote(v) for v in values)})"


def schema(kind: str, dim: int):
    import pyarrow as pa

    fields = [
        pa.field("id", pa.string()),          # message id, or chat id for a summary
        pa.field("chat_id", pa.string()),
        pa.field("ts", pa.int64()),            # message time / the summarised chat's last message
        pa.field("text", pa.string()),         # what may be remembered (the policy's text)
        pa.field("search_text", pa.string()),  # text + context + facts: the BM25 field
        pa.field("text_hash", pa.string()),    # what the vector was computed from (with the model)
        pa.field("row_hash", pa.string()),     # everything in the row, to skip unchanged rows
        pa.field("model", pa.string()),        # the embedding model of `vector`
        pa.field("vector", pa.list_(pa.float32(), dim)),
    ]
    if kind == MESSAGES:
        fields[3:3] = [
            pa.field("role", pa.string()),
            pa.field("context_id", pa.string()),  # the message whose text is in `context`
            pa.field("context", pa.string()),     # the previous message's text (what this answers)
            pa.field("facts", pa.string()),       # saved facts learnt from this message
            pa.field("content_hash", pa.string()),  # of the raw message when its text was taken
        ]
    return pa.schema(fields)


class HistoryIndex:
    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._db = None
        self._tables: dict[str, object] = {}
        self._lock = threading.RLock()   # one writer at a time; readers never take it
        self._state_cache: tuple[int, str] | None = None
        self._summary_rows_cache: dict[str, RowSnapshot] = {}   # model -> all its summary rows
        self._windows: dict[str, RowSnapshot] = {}              # model -> its recent message rows
        self._rows_lock = threading.Lock()   # reading rows into memory or changing them; never held by a table write
        self._reader_db = None               # LanceDB's async API, for searches from the event loop
        self._reader_tables: dict[str, object] = {}

    # ----- state ---------------------------------------------------------------------------------
    def _state_path(self) -> Path:
        return self.root / STATE_FILE

    def state(self) -> dict:
        """The state file, cached while its modification time stays the same (read on every query)."""
        path = self._state_path()
        try:
            stamp = path.stat().st_mtime_ns
        except FileNotFoundError:
            return {"version": SCHEMA_VERSION, "models": {}}
        cached = self._state_cache
        if cached is not None and cached[0] == stamp:
            return json.loads(cached[1])
        try:
            raw = path.read_text("utf-8")
            data = json.loads(raw)
        except (OSError, ValueError) as exc:
            raise IndexCorrupt(f"unreadable index state: {exc}") from exc
        if not isinstance(data, dict) or data.get("version") != SCHEMA_VERSION:
            raise IndexCorrupt("index state of another version")
        data.setdefault("models", {})
        self._state_cache = (stamp, json.dumps(data))
        return data

    def _write_state(self, data: dict) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = self._state_path().with_suffix(".tmp")
        tmp.write_text(json.dumps(data), "utf-8")
        os.replace(tmp, self._state_path())

    def complete_models(self) -> list[str]:
        return [m for m, info in self.state()["models"].items() if info.get("complete")]

    def update_model(self, model_id: str, **fields) -> dict:
        """Record facts about one model's tables (dim, complete, rebuild cursor)."""
        with self._lock:
            data = self.state()
            info = data["models"].setdefault(model_id, {"dim": None, "complete": False, "key": model_key(model_id)})
            info.update(fields)
            self._write_state(data)
            return dict(info)

    def model_info(self, model_id: str) -> dict:
        return dict(self.state()["models"].get(model_id, {}))

    def dim_of(self, model_id: str) -> int | None:
        dim = self.state()["models"].get(model_id, {}).get("dim")
        return int(dim) if dim else None

    # ----- tables ----------------------------------------------------------------------------------
    def _connect(self):
        if self._db is None:
            lancedb = _import_lancedb()
            self.root.mkdir(parents=True, exist_ok=True)
            self._db = lancedb.connect(str(self.root))
        return self._db

    @staticmethod
    def table_name(kind: str, model_id: str) -> str:
        return f"{kind}-{model_key(model_id)}"

    def _table(self, kind: str, model_id: str, *, create_dim: int | None = None):
        name = self.table_name(kind, model_id)
        table = self._tables.get(name)
        if table is not None:
            return table
        if create_dim is None and not (self.root / f"{name}.lance").exists():
            return None   # never written: no need to load LanceDB (~170 MB) to learn that
        db = self._connect()
        try:
            table = db.open_table(name)
        except (FileNotFoundError, ValueError) as exc:
            if create_dim is None:
                return None
            if (self.root / f"{name}.lance").exists():
                raise IndexCorrupt(f"table {name} cannot be opened: {exc}") from exc
            table = db.create_table(name, schema=schema(kind, create_dim))
        except Exception as exc:
            raise IndexCorrupt(f"table {name} cannot be opened: {exc}") from exc
        self._tables[name] = table
        return table

    def has_table(self, kind: str, model_id: str) -> bool:
        return self._table(kind, model_id) is not None

    def count(self, kind: str, model_id: str) -> int:
        table = self._table(kind, model_id)
        return table.count_rows() if table is not None else 0

    def _ensure_indexes(self, table, kind: str) -> None:
        from lancedb.index import FTS, BTree

        names = {cfg.columns[0] for cfg in table.list_indices()} if table.count_rows() else set()
        if table.count_rows() == 0:
            return
        if "search_text" not in names:
            # English stemming and stop words: on LoCoMo this alone lifts turn R@5 from 0.47 to 0.55.
            table.create_index("search_text", config=FTS(), replace=True)
        if "ts" not in names:
            # The 14-day window is a prefilter; with this index it costs the window, not the table.
            table.create_index("ts", config=BTree(), replace=True)
        if kind == MESSAGES and "chat_id" not in names:
            table.create_index("chat_id", config=BTree(), replace=True)

    # ----- reading (any thread) ----------------------------------------------------------------------
    def row_hashes(self, kind: str, model_id: str, chat_ids: list[str] | None = None) -> dict[str, tuple[str, str, str]]:
        """id -> (row_hash, text_hash, chat_id) of the stored rows (of some chats, or all)."""
        table = self._table(kind, model_id)
        if table is None:
            return {}
        query = table.search().select(["id", "row_hash", "text_hash", "chat_id"])
        if chat_ids is not None:
            if not chat_ids:
                return {}
            query = query.where(_in_list("chat_id", chat_ids))
        data = query.limit(None).to_arrow()
        return {i: (r, t, c) for i, r, t, c in zip(data["id"].to_pylist(), data["row_hash"].to_pylist(),
                                                    data["text_hash"].to_pylist(), data["chat_id"].to_pylist())}

    def known_texts(self, model_id: str, chat_ids: list[str]) -> dict[str, tuple[str, str]]:
        """message id -> (content_hash, policy text) of the stored message rows of these chats: a
        message whose content is unchanged needs no second pass of the privacy detector."""
        table = self._table(MESSAGES, model_id)
        if table is None or not chat_ids:
            return {}
        data = (table.search().select(["id", "content_hash", "text"]).where(_in_list("chat_id", chat_ids))
                .limit(None).to_arrow())
        return {i: (h, t) for i, h, t in zip(data["id"].to_pylist(), data["content_hash"].to_pylist(),
                                             data["text"].to_pylist())}

    def chats_with_facts(self, model_id: str) -> set[str]:
        """Chats that have a row expanded with saved facts."""
        table = self._table(MESSAGES, model_id)
        if table is None or table.count_rows() == 0:
            return set()
        data = table.search().select(["chat_id"]).where("facts != ''").limit(None).to_arrow()
        return set(data["chat_id"].to_pylist())

    def vectors(self, kind: str, model_id: str, ids: list[str]) -> dict[str, list[float]]:
        table = self._table(kind, model_id)
        if table is None or not ids:
            return {}
        out: dict[str, list[float]] = {}
        for start in range(0, len(ids), 500):
            part = ids[start:start + 500]
            data = table.search().where(_in_list("id", part)).select(["id", "vector"]).limit(None).to_arrow()
            out.update(zip(data["id"].to_pylist(), data["vector"].to_numpy(zero_copy_only=False)))
        return out

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
        table = self._table(kind, model_id)
        text = bm25_words_query(query_text)
        if table is None or not text:
            return []
        rows = self.rows_in_memory(kind, model_id, since_us)
        if rows is None:
            return self._lexical_from_table(table, kind, text, since_us, until_us, exclude_chat, limit)
        if not rows.mask(since_us, until_us, exclude_chat).any():
            return []    # nothing the query could find: spare LanceDB the search
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
        queries (messages and summaries) overlap. Only a first read of the rows into memory, or a
        window too large to hold, goes to a worker thread."""
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
        table = await self._reader_table(kind, model_id)
        if table is None:
            return []
        query = (await table.search(text, query_type="fts", fts_columns="search_text"))
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

    def _lexical_from_table(self, table, kind, text, since_us, until_us, exclude_chat, limit):
        """BM25 with the rows' text and vectors read from LanceDB (no window in memory)."""
        if table.count_rows() == 0:
            return []
        query = table.search(text, query_type="fts", fts_columns="search_text")
        condition = self._condition(since_us, until_us)
        if condition:
            query = query.where(condition, prefilter=True)
        columns = ["id", "chat_id", "ts", "text", "vector", "_score"]
        if kind == MESSAGES:
            columns.insert(4, "content_hash")
        data = query.select(columns).limit(limit + EXCLUDE_MARGIN).to_arrow()
        if not data.num_rows:
            return []
        vectors = data["vector"].to_numpy(zero_copy_only=False)
        hashes = data["content_hash"].to_pylist() if kind == MESSAGES else [""] * data.num_rows
        found = [(Candidate(mid, chat, ts, float(score or 0.0), 0.0, text or "", chash), vectors[i])
                 for i, (mid, chat, ts, text, chash, score) in enumerate(zip(
                     data["id"].to_pylist(), data["chat_id"].to_pylist(), data["ts"].to_pylist(),
                     data["text"].to_pylist(), hashes, data["_score"].to_pylist()))
                 if chat != exclude_chat]
        return found[:limit]

    def search_vector(self, kind: str, model_id: str, query_vector, *, since_us: int | None = None,
                      until_us: int | None = None, exclude_chat: str | None = None,
                      limit: int = 50) -> list[Candidate]:
        """Nearest rows by cosine (exact: the time window keeps the scan small)."""
        import numpy as np

        table = self._table(kind, model_id)
        if table is None or query_vector is None:
            return []
        vector = np.asarray(query_vector, dtype=np.float32)
        rows = self.rows_in_memory(kind, model_id, since_us)
        if rows is not None:
            nearest = rows.nearest(vector, rows.mask(since_us, until_us, exclude_chat), limit)
            return [self._candidate(rows, i, cosine=cosine) for i, cosine in nearest]
        if table.count_rows() == 0:
            return []
        query = table.search(vector, vector_column_name="vector").distance_type("cosine")
        condition = self._condition(since_us, until_us)
        if condition:
            query = query.where(condition, prefilter=True)
        columns = ["id", "chat_id", "ts", "text", "_distance"]
        if kind == MESSAGES:
            columns.insert(4, "content_hash")
        data = query.select(columns).limit(limit + EXCLUDE_MARGIN).to_arrow()
        hashes = data["content_hash"].to_pylist() if kind == MESSAGES else [""] * data.num_rows
        return [Candidate(mid, chat, ts, 0.0, 1.0 - float(dist), text or "", chash)
                for mid, chat, ts, text, chash, dist in zip(
                    data["id"].to_pylist(), data["chat_id"].to_pylist(), data["ts"].to_pylist(),
                    data["text"].to_pylist(), hashes, data["_distance"].to_pylist())
                if chat != exclude_chat][:limit]

    @staticmethod
    def _candidate(rows: RowSnapshot, i: int, *, bm25: float = 0.0, cosine: float = 0.0) -> Candidate:
        return Candidate(rows.ids[i], str(rows.chat_ids[i]), int(rows.ts[i]), bm25, cosine, rows.texts[i],
                         rows.hashes[i])

    async def _reader_table(self, kind: str, model_id: str):
        """The table through LanceDB's async API, for searches from the event loop. Its connection
        checks for a newer version at every query (consistency interval 0), so it sees each write
        made through the sync handle at once."""
        name = self.table_name(kind, model_id)
        table = self._reader_tables.get(name)
        if table is None:
            # On the event loop: the first import (~0.5 s) goes to a worker, not the Qt thread.
            lancedb = await asyncio.to_thread(_import_lancedb)
            if self._reader_db is None:
                self._reader_db = await lancedb.connect_async(str(self.root), read_consistency_interval=timedelta(0))
            try:
                table = await self._reader_db.open_table(name)
            except (FileNotFoundError, ValueError):
                return None
            self._reader_tables[name] = table
        return table

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
        """What a search reads from memory instead of LanceDB (read from the table the first time):
        every summary row, or the recent message rows when the search has a window. None: search
        the table (no window, a window too large to hold, or no table yet)."""
        if kind == SUMMARIES:
            return self._summary_rows(model_id)
        return self.recent_window(model_id, since_us) if since_us is not None else None

    def _summary_rows(self, model_id: str) -> RowSnapshot | None:
        """Summaries are few (one per chat): all of them, read again after any write of the table."""
        rows = self._summary_rows_cache.get(model_id)
        if rows is not None:
            return rows
        with self._rows_lock:
            rows = self._summary_rows_cache.get(model_id)
            if rows is None:
                table = self._table(SUMMARIES, model_id)
                if table is None:
                    return None
                data = table.search().select(["id", "chat_id", "ts", "text", "vector"]).limit(None).to_arrow()
                rows = RowSnapshot.from_arrow(0, data, self.dim_of(model_id) or 0)
                self._summary_rows_cache[model_id] = rows
            return rows

    def recent_window(self, model_id: str, since_us: int) -> RowSnapshot | None:
        """The message rows with ts >= since_us, in memory: read from the table on first use (a day
        wider, so that it keeps covering a moving window), then kept in step by `write`. None when
        the window holds more than MAX_ROWS rows (LanceDB searches it then)."""
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
        table = self._table(MESSAGES, model_id)
        if table is None:
            return None
        condition = f"ts >= {int(since_us)}"
        if table.count_rows(condition) > MAX_ROWS:
            return None
        data = table.search().where(condition).select(WINDOW_COLUMNS).limit(None).to_arrow()
        if data.num_rows > MAX_ROWS:
            return None
        return RowSnapshot.from_arrow(since_us, data, self.dim_of(model_id) or 0)

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
        caller knows are not in the table), then add `rows` in one batch. Each delete and each add
        is a table version, so a write makes at most two, never one per row or per few rows.
        Returns how many old rows were removed."""
        import pyarrow as pa

        with self._lock:
            table = self._table(kind, model_id, create_dim=dim)
            removed = list(dict.fromkeys([*delete_ids, *(r["id"] for r in rows if r["id"] not in new_ids)]))
            # Out of memory before out of the table: no read finds a removed row from here on.
            self._rows_written(kind, model_id, removed)
            removed_count = 0
            try:
                if removed:
                    before = table.count_rows()
                    table.delete(" OR ".join(_in_list("id", removed[start:start + 1000])
                                             for start in range(0, len(removed), 1000)))
                    removed_count = before - table.count_rows()
                if rows:
                    stored = [{**r, "search_text": lexical_form(r["search_text"])} for r in rows]
                    table.add(pa.Table.from_pylist(stored, schema=schema(kind, dim)))
                    self._ensure_indexes(table, kind)
            except BaseException:
                self._forget_rows_in_memory(model_id)   # unsure what the table holds now: read it again
                raise
            # Again: rows read into memory meanwhile may have been read before the delete.
            self._rows_written(kind, model_id, removed, rows)
            return removed_count

    def purge(self, kind: str, model_id: str) -> None:
        """Make deletions physical: rewrite the table from its live rows, rebuild the indexes, and
        remove every file of older versions."""
        with self._lock:
            table = self._table(kind, model_id)
            if table is None:
                return
            live = table.to_arrow()
            table.add(live, mode="overwrite")     # new data files; indexes are dropped with the old ones
            self._ensure_indexes(table, kind)
            self._cleanup(table)

    def strip_facts(self, model_id: str, row_hash_of) -> int:
        """Take every saved fact out of the message rows of one model, physically: the table is
        read, dropped (every file of every version goes) and written again from its rows without
        facts, with their vectors. `row_hash_of(row)` gives a stripped row its new hash. Returns how
        many rows carried facts. Blocking (LanceDB's sync API): a worker thread, never the Qt one."""
        import pyarrow as pa

        with self._lock:
            table = self._table(MESSAGES, model_id)
            if table is None:
                return 0
            rows = table.to_arrow().to_pylist()
            carried = [row for row in rows if row.get("facts")]
            if not carried:
                return 0
            dim = len(rows[0]["vector"])
            for row in carried:
                row["facts"] = ""
                row["search_text"] = lexical_form("\n".join(part for part in (row["text"], row["context"]) if part))
                row["row_hash"] = row_hash_of(row)
            self._forget_rows_in_memory(model_id)
            name = self.table_name(MESSAGES, model_id)
            self._tables.pop(name, None)
            self._reader_tables.pop(name, None)
            db = self._connect()
            db.drop_table(name)
            shutil.rmtree(self.root / f"{name}.lance", ignore_errors=True)
            table = self._table(MESSAGES, model_id, create_dim=dim)
            table.add(pa.Table.from_pylist(rows, schema=schema(MESSAGES, dim)))
            self._ensure_indexes(table, MESSAGES)
            self._cleanup(table)
            self._forget_rows_in_memory(model_id)
            return len(carried)

    def optimize(self, kind: str, model_id: str) -> None:
        """Merge small appends, bring new rows into the indexes, drop old versions."""
        with self._lock:
            table = self._table(kind, model_id)
            if table is None or table.count_rows() == 0:
                return
            self._ensure_indexes(table, kind)
            self._cleanup(table)

    @staticmethod
    def _cleanup(table) -> None:
        with warnings.catch_warnings():
            # "removes every version except the latest": that is the point; our readers re-open.
            warnings.simplefilter("ignore", UserWarning)
            warnings.simplefilter("ignore", DeprecationWarning)
            table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
            # The first pass prunes before its own last commit; the second leaves one version.
            table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)

    def drop_model(self, model_id: str) -> None:
        with self._lock:
            self._forget_rows_in_memory(model_id)
            db = self._connect()
            for kind in (MESSAGES, SUMMARIES):
                name = self.table_name(kind, model_id)
                self._tables.pop(name, None)
                self._reader_tables.pop(name, None)
                try:
                    db.drop_table(name)
                except (FileNotFoundError, ValueError):
                    pass
                shutil.rmtree(self.root / f"{name}.lance", ignore_errors=True)
            data = self.state()
            data["models"].pop(model_id, None)
            self._write_state(data)

    def drop_everything(self) -> None:
        """Remove the whole folder (a corrupt index, or before a full rebuild)."""
        with self._lock:
            self._forget_handles()
            shutil.rmtree(self.root, ignore_errors=True)

    def close(self) -> None:
        """Let go of every table (the folder is about to be deleted)."""
        with self._lock:
            self._forget_handles()
            self._state_cache = None

    def forget_handles(self) -> None:
        """Re-open tables, and re-read what is kept in memory, on next use (another handle rewrote them)."""
        self._forget_handles()

    def _forget_handles(self) -> None:
        self._forget_rows_in_memory()
        self._tables.clear()
        self._db = None
        self._reader_tables.clear()
        self._reader_db = None


def _import_lancedb():
    with long_lived_imports():  # LanceDB, pyarrow and pydantic load here the first time
        import lancedb
    return lancedb
