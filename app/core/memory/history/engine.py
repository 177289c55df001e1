"""LanceDB, in memory, as the chat-history search engine for BM25 over `search_text`.

The rows live in the database (rowstore.py, encrypted at rest); LanceDB holds a copy in memory
(`lancedb.connect("memory://")`), so it writes no file. A table is built from the database the first
time a search needs it (in a worker thread: the memory reader awaits it without blocking the event
loop; `HistoryReader.warm` starts it when the user starts typing) and then kept in step by the
index's writes. Nothing is embedded again: the vectors stay the stored ones, in the database.

A table in memory keeps only what BM25 needs: id, ts (the time filter) and the stemmed
`search_text`. Vectors are searched exactly as a float32 matrix product (index.py): measured at
100,000 rows x 384 floats, a LanceDB table in memory holding the vectors too took ~650 MB more
(the encoded copy beside the Arrow buffers it keeps) where this table and its FTS index take ~70 MB
(benchmarks/index_memory_bench.py; docs/architecture.md).
"""
from __future__ import annotations

import os
import warnings
from datetime import timedelta
from typing import Any

from app.core.heap import long_lived_imports

COLUMNS = ["id", "ts", "search_text"]


def import_lancedb():
    # Its Rust log says "No existing dataset at memory://..., it will be created" on stderr for
    # every table built in memory: only errors, unless the user asked for more.
    os.environ.setdefault("LANCEDB_LOG", "error")
    with long_lived_imports():  # LanceDB, pyarrow and pydantic load here the first time
        import lancedb
    return lancedb


def schema():
    import pyarrow as pa

    return pa.schema([
        pa.field("id", pa.string()),           # message id, or chat id for a summary
        pa.field("ts", pa.int64()),             # the time filters' column (a prefilter)
        pa.field("search_text", pa.string()),  # text + context + facts, stemmed: the BM25 field
    ])


def arrow_rows(rows: list[tuple]):
    """An Arrow table of COLUMNS from database rows."""
    import pyarrow as pa

    ids, ts, search = zip(*rows) if rows else ((), (), ())
    return pa.Table.from_arrays([pa.array(list(ids), pa.string()), pa.array(list(ts), pa.int64()),
                                 pa.array(list(search), pa.string())], schema=schema())


class MemoryTables:
    """The in-memory LanceDB tables, by name. Not thread-safe by itself: the index's lock guards
    every change; searches read whichever table object they took."""

    def __init__(self) -> None:
        self._db = None
        self.tables: dict[str, Any] = {}   # name -> table, or None: loaded, and empty

    def loaded(self, name: str) -> bool:
        return name in self.tables

    def get(self, name: str):
        return self.tables.get(name)

    def _connect(self):
        if self._db is None:
            self._db = import_lancedb().connect("memory://")
        return self._db

    def build(self, name: str, data) -> Any:
        """A table of `data` (an Arrow table of COLUMNS) with its indexes; None when it is empty."""
        if not data.num_rows:
            self.tables[name] = None
            return None
        table = self._connect().create_table(name, data, mode="overwrite")
        ensure_indexes(table)
        self.tables[name] = table
        return table

    def add(self, name: str, data) -> None:
        """Add rows to a loaded table (creating it when it was empty)."""
        table = self.tables.get(name)
        if table is None:
            self.build(name, data)
            return
        table.add(data)
        ensure_indexes(table)

    def delete(self, name: str, ids: list[str]) -> None:
        table = self.tables.get(name)
        if table is None or not ids:
            return
        for start in range(0, len(ids), 1000):
            table.delete(in_list("id", ids[start:start + 1000]))

    def forget(self, name: str) -> None:
        """Drop a table from memory (the next search builds it again from the database)."""
        if self.tables.pop(name, None) is not None and self._db is not None:
            try:
                self._db.drop_table(name)
            except (FileNotFoundError, ValueError):
                pass

    def clear(self) -> None:
        for name in list(self.tables):
            self.forget(name)
        self._db = None


def quote(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def in_list(column: str, values) -> str:
    return f"{column} IN ({', '.join(quote(v) for v in values)})"


def ensure_indexes(table) -> None:
    from lancedb.index import FTS, BTree

    if table.count_rows() == 0:
        return
    names = {cfg.columns[0] for cfg in table.list_indices()}
    if "search_text" not in names:
        # English stemming and stop words: on LoCoMo this alone lifts turn R@5 from 0.47 to 0.55.
        table.create_index("search_text", config=FTS(), replace=True)
    if "ts" not in names:
        # The 14-day window is a prefilter; with this index it costs the window, not the table.
        table.create_index("ts", config=BTree(), replace=True)


def compact(table) -> None:
    """Bring new rows into the indexes and drop older versions (each add or delete makes one,
    and in memory an old version holds its rows until it is dropped)."""
    with warnings.catch_warnings():
        # "removes every version except the latest": that is the point; nothing else holds them.
        warnings.simplefilter("ignore", UserWarning)
        warnings.simplefilter("ignore", DeprecationWarning)
        table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
        table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
