"""The input of a refresh: the user's remembered messages that the policy allows, with a vector each.

Vectors come, cheapest first, from
1. the chat-history index (LanceDB, `core.history`): it already holds a vector of every remembered
   message for the current embedding model; a row counts only if the message's content is still
   the one it was computed from (its content hash);
2. this feature's own cache (`insight_vectors`), for messages the index did not have;
3. the embedder itself (the same one the chat history uses), in batches, each batch cached at once
   so an interrupted refresh does not embed it again. The text embedded is the policy's
   (`memory_text`: red spans redacted), never the raw message.

Blocking functions run in worker threads; `embed_missing` awaits the embedder (which itself works
off the event loop).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from app.core.domain import Role
from app.core.heap import long_lived_imports
from app.core.store.messages import content_hash

if TYPE_CHECKING:
    from app.core.memory.history.service import HistoryService
    from app.core.memory.policy import MemoryPolicy
    from app.core.store.chats import ChatRepository
    from app.core.store.db import Database

log = logging.getLogger(__name__)


class MessageSource(Protocol):
    """Where the remembered messages are read from (the insights service has these three)."""

    db: Database
    chats: ChatRepository
    policy: MemoryPolicy

EMBED_BATCH = 128
FETCH_BATCH = 2_000


@dataclass(frozen=True)
class InputMessage:
    id: str
    chat_id: str
    created_at: datetime
    content_hash: str


def remembered_user_messages(core: MessageSource, since: datetime | None = None) -> list[InputMessage]:
    """Every user message the policy lets memory learn from (newer than `since`, the last time
    memory was cleared), oldest first. Blocking."""
    from sqlalchemy import select

    from app.core.store.messages import to_message
    from app.core.store.models import MessageRow

    m = MessageRow.__table__
    query = (select(m).where(m.c.role == Role.USER.value, m.c.remembered_at.is_not(None))
             .order_by(m.c.created_at, m.c.id))
    if since is not None:
        query = query.where(m.c.created_at > since)
    chats: dict[str, object] = {}
    out: list[InputMessage] = []
    with core.db.session(read_only=True) as s:
        # In batches: one fetch of every row would hold the interpreter lock for a long stretch.
        rows = [row for part in s.execute(query.execution_options(yield_per=FETCH_BATCH)).partitions()
                for row in part]
    for row in rows:
        message = to_message(row)
        if message.chat_id not in chats:
            chats[message.chat_id] = core.chats.get(message.chat_id)
        chat = chats[message.chat_id]
        # The stored flag is the policy's answer, kept in step by the privacy service; the policy
        # still has the last word.
        if chat is None or not message.content.strip() or not core.policy.may_remember(message, chat):
            continue
        out.append(InputMessage(message.id, message.chat_id, message.created_at, content_hash(message.content)))
    return out


def index_vectors(history: HistoryService | None, model_id: str, wanted: dict[str, str]) -> dict[str, object]:
    """Vectors of the chat-history index for `model_id`, for messages whose content is unchanged.
    Read with a connection of our own (read-only use); any failure means "none" (we embed)."""
    index = history.index if history is not None else None
    if index is None or not wanted:
        return {}
    from app.core.memory.history.index import MESSAGES, HistoryIndex

    name = HistoryIndex.table_name(MESSAGES, model_id)
    if not (index.root / f"{name}.lance").exists():
        return {}
    try:
        with long_lived_imports():
            import lancedb

        table = lancedb.connect(str(index.root)).open_table(name)
        data = (table.search().where("role = 'user'").select(["id", "content_hash", "vector"])
                .limit(None).to_arrow())
    except Exception as exc:   # being rewritten by a purge, or not there: embed instead
        log.info("insights: chat-history vectors unavailable (%s)", exc)
        return {}
    import numpy as np

    if not data.num_rows:
        return {}
    ids = data["id"].to_pylist()
    hashes = data["content_hash"].to_pylist()
    column = data["vector"].combine_chunks()
    # One flat float32 buffer, then a row view per message (no per-row conversion in C).
    matrix = np.asarray(column.flatten().to_numpy(zero_copy_only=False), dtype=np.float32).reshape(len(ids), -1)
    return {mid: matrix[i] for i, (mid, h) in enumerate(zip(ids, hashes)) if wanted.get(mid) == h}


def texts_for(core: MessageSource, message_ids: list[str]) -> dict[str, str]:
    """The policy's text of each message now (None and empty ones left out). Blocking."""
    from sqlalchemy import select

    from app.core.store.messages import to_message
    from app.core.store.models import MessageRow

    m = MessageRow.__table__
    out: dict[str, str] = {}
    chats: dict[str, object] = {}
    with core.db.session(read_only=True) as s:
        rows = []
        for start in range(0, len(message_ids), 500):
            rows.extend(s.execute(select(m).where(m.c.id.in_(message_ids[start:start + 500]))).all())
    for row in rows:
        message = to_message(row)
        if message.chat_id not in chats:
            chats[message.chat_id] = core.chats.get(message.chat_id)
        text = core.policy.memory_text(message, chats[message.chat_id])
        if text and text.strip():
            out[message.id] = text
    return out


async def embed_missing(core: MessageSource, embedder, store, missing: list[InputMessage], *, epoch: int,
                        progress: Callable[[int, int], None]) -> dict[str, object]:
    """Embed the policy's text of each message, batch by batch, caching every batch."""
    import asyncio

    out: dict[str, object] = {}
    total = len(missing)
    progress(0, total)
    for start in range(0, total, EMBED_BATCH):
        batch = missing[start:start + EMBED_BATCH]
        texts = await asyncio.to_thread(texts_for, core, [m.id for m in batch])
        batch = [m for m in batch if m.id in texts]
        if batch:
            vectors = await embedder.embed([texts[m.id] for m in batch])
            rows = [(m.id, m.content_hash, vectors[i]) for i, m in enumerate(batch)]
            await asyncio.to_thread(store.cache_vectors, embedder.model_id, rows, epoch=epoch)
            out.update((m.id, vectors[i]) for i, m in enumerate(batch))
        progress(min(total, start + EMBED_BATCH), total)
    return out
