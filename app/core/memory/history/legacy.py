"""An older version's on-disk index (the `lancedb/` folder: texts and vectors in the clear) moves into
the database once, without embedding anything again, and is then overwritten with zeros and removed.

Runs when the history service starts (like a schema upgrade: once per folder, before any job can
decide to rebuild). Crash-safe by order: the rows are committed to the database first; then the
state file goes first of all the old files, so a folder found again without it is known to be
adopted already (or to hold nothing usable) and is only erased. A folder that cannot be read is
erased too: the index is then rebuilt from the messages, as it always was for a damaged one.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
from pathlib import Path

from app.core.memory.history.engine import import_lancedb
from app.core.memory.history.rowstore import IndexStore

log = logging.getLogger(__name__)

STATE_FILE = "state.json"
SCHEMA_VERSION = 2    # of the old folder's state: `search_text` already holds lexical.py's stems
KINDS = ("messages", "summaries")
COPIED = ("id", "chat_id", "ts", "role", "context_id", "context", "facts", "content_hash", "text", "search_text",
          "text_hash", "row_hash", "vector")
BATCH = 5_000


def legacy_tables(folder: Path) -> bool:
    return folder.exists()


def adopt(folder: Path, store: IndexStore, model_key) -> int:
    """Copy the old folder's rows and model states into the database, then erase the folder.
    `folder` is the old `lancedb/` folder; `model_key(model)` names a model's tables. Returns how
    many rows were copied. Blocking."""
    if not folder.exists():
        return 0
    history = folder / "history"
    copied = 0
    try:
        state_path = history / STATE_FILE
        state = json.loads(state_path.read_text("utf-8")) if state_path.exists() else {}
        if state.get("version") == SCHEMA_VERSION and state.get("models"):
            copied = _copy(history, state["models"], store, model_key)
    except Exception:
        log.warning("the old chat-history index could not be read; it is rebuilt from the messages", exc_info=True)
    finally:
        erase(folder, first=history / STATE_FILE)
    if copied:
        log.info("moved %d chat-history index rows from the old index folder into the database", copied)
    return copied


def _copy(history: Path, models: dict, store: IndexStore, model_key) -> int:
    db = import_lancedb().connect(str(history))
    copied = 0
    for model, info in models.items():
        for kind in KINDS:
            name = f"{kind}-{model_key(model)}"
            if not (history / f"{name}.lance").exists():
                continue
            table = db.open_table(name)
            columns = [c for c in COPIED if c in table.schema.names]
            for batch in table.to_arrow().select(columns).to_batches(max_chunksize=BATCH):
                rows = _rows(batch)
                store.replace(kind, model, rows, [])
                copied += len(rows)
        kept = {k: info[k] for k in ("dim", "complete", "cursor", "key") if k in info}
        store.set_model(model, kept)
    return copied


def _rows(batch) -> list[dict]:
    """A batch of old rows as dicts, the vectors as float32 bytes straight from Arrow's buffer (a
    list of Python floats per row took most of the time at 100,000 rows)."""
    import numpy as np

    names = [n for n in batch.schema.names if n != "vector"]
    columns = {n: batch.column(n).to_pylist() for n in names}
    flat = batch.column("vector").flatten().to_numpy(zero_copy_only=False)
    matrix = np.asarray(flat, dtype=np.float32).reshape(batch.num_rows, -1)
    return [{**{n: columns[n][i] for n in names}, "vector": matrix[i].tobytes()} for i in range(batch.num_rows)]


def erase(folder: Path, *, first: Path | None = None) -> None:
    """Overwrite every file under `folder` with zeros (fsynced), unlink it, then remove the folder.
    `first`, when given, goes before all the others. Links are removed, never followed."""
    paths = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    if first is not None and first in paths:
        paths.remove(first)
        paths.insert(0, first)
    for path in paths:
        try:
            _zero(path)
            path.unlink()
        except OSError:
            log.warning("could not overwrite %s", path, exc_info=True)
    shutil.rmtree(folder, ignore_errors=True)


def _zero(path: Path) -> None:
    size = path.stat().st_size
    zeros = bytes(min(size, 1 << 20))
    fd = os.open(path, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        done = 0
        while done < size:
            done += os.write(fd, zeros[:min(len(zeros), size - done)])
        os.fsync(fd)
    finally:
        os.close(fd)
