"""Helpers for chat-history tests: dated chats, remembered messages, draining jobs, byte scans."""
from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import text

from app.core.domain import Role, utcnow


def drain(core) -> int:
    """Run every due job, including those that become due as others finish."""
    async def run() -> int:
        total = 0
        while True:
            count = await core.runner.run_until_idle()
            if not count:
                return total
            total += count
    return asyncio.run(run())


def label(core, message_ids, value: str = "green") -> None:
    """What the privacy classifier writes for a message: green ones are remembered."""
    remembered = "created_at" if value == "green" else "NULL"
    with core.db.session() as s:
        for mid in message_ids:
            s.execute(text(f"UPDATE messages SET privacy_label = :l, privacy_source = 'test', "
                           f"analysed_at = created_at, remembered_at = {remembered} WHERE id = :id"),
                      {"l": value, "id": mid})


def dated_chat(core, title: str, turns: list[tuple[str, str]], *, days_ago: float,
               remembered: bool = True, now: datetime | None = None):
    """A chat whose messages were written `days_ago`; turns are (role, text). Returns (chat, messages)."""
    at = (now or utcnow()) - timedelta(days=days_ago)
    chat = core.chats.create(title, created_at=at)
    messages = []
    for i, (role, content) in enumerate(turns):
        messages.append(core.messages.add(chat.id, Role(role), content, created_at=at + timedelta(seconds=i)))
    if remembered:
        label(core, [m.id for m in messages])
    core.history.schedule_sync(chat.id)
    return chat, messages


def files_containing(folder: Path, needle: bytes) -> list[Path]:
    hits = []
    for path in Path(folder).rglob("*"):
        if path.is_file():
            try:
                if needle in path.read_bytes():
                    hits.append(path)
            except OSError:
                continue
    return hits


def system_messages(request) -> list[str]:
    return [m["content"] for m in request.messages if m.get("role") == "system"]


def index_rows_containing(core, needle: str) -> list[str]:
    """Ids of the chat-history index's stored rows (any model or kind) whose texts hold `needle`:
    what the index keeps, read through the app's own database (encrypted at rest or not)."""
    with core.db.session(read_only=True) as s:
        return list(s.scalars(text(
            "SELECT id FROM history_index WHERE instr(text, :n) OR instr(context, :n) OR instr(facts, :n) "
            "OR instr(search_text, :n)"), {"n": needle}))


def plain_folder(data_dir: Path) -> Path:
    """A data folder whose database is plain SQLite (as an older version's is), so that a byte scan
    of its files shows what a deletion leaves on disk; WhiziCore.open keeps such a folder plain."""
    from app.core.paths import DataLayout
    from app.core.store.db import Database

    Database(DataLayout(data_dir).database).close()
    return data_dir


def _old_schema(kind: str, dim: int):
    """The table schema of the on-disk index an older Whizi kept (before schema 12)."""
    import pyarrow as pa

    fields = [pa.field("id", pa.string()), pa.field("chat_id", pa.string()), pa.field("ts", pa.int64()),
              pa.field("text", pa.string()), pa.field("search_text", pa.string()), pa.field("text_hash", pa.string()),
              pa.field("row_hash", pa.string()), pa.field("model", pa.string()),
              pa.field("vector", pa.list_(pa.float32(), dim))]
    if kind == "messages":
        fields[3:3] = [pa.field("role", pa.string()), pa.field("context_id", pa.string()),
                       pa.field("context", pa.string()), pa.field("facts", pa.string()),
                       pa.field("content_hash", pa.string())]
    return pa.schema(fields)


def make_old_index_folder(core, *, version: int = 2) -> Path:
    """Turn the core's index into the on-disk folder an older Whizi kept (`lancedb/history/`: a
    LanceDB table per kind and model in the old schema with its full-text index, and state.json),
    written with lancedb directly, and take the rows out of the database, which had none then.
    Returns the `lancedb/` folder."""
    import json

    import lancedb
    import numpy as np
    import pyarrow as pa
    from lancedb.index import FTS

    from app.core.memory.history.index import model_key
    from app.core.memory.history.rowstore import FIELDS

    index = core.history.index
    folder = core.layout.vectors / "history"
    folder.mkdir(parents=True)
    db = lancedb.connect(str(folder))
    state = {"version": version, "models": {}}
    for model, info in index.state()["models"].items():
        for kind in ("messages", "summaries"):
            rows = index.store.read(kind, model, [*FIELDS, "vector"])
            if not rows:
                continue
            stored = [{**dict(zip(FIELDS, row[:-1])), "model": model,
                       "vector": np.frombuffer(row[-1], dtype=np.float32).tolist()} for row in rows]
            table = db.create_table(f"{kind}-{model_key(model)}",
                                    pa.Table.from_pylist(stored, schema=_old_schema(kind, info["dim"])))
            table.create_index("search_text", config=FTS(), replace=True)
        state["models"][model] = {**info, "key": model_key(model)}
    (folder / "state.json").write_text(json.dumps(state), "utf-8")
    with core.db.session() as s:
        s.execute(text("DELETE FROM history_index"))
        s.execute(text("DELETE FROM history_index_models"))
    core.db.checkpoint()
    return folder.parent
