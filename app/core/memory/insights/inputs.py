"""The input of a refresh: the user's remembered messages that the policy allows, with a vector each.

Vectors come, cheapest first, from
1. the chat-history index (its rows in the database), asked through the history service
   (`core.history.user_message_vectors`): it already holds a vector of every remembered message
   for the current embedding model; a row counts only if the message's content is still the one it
   was computed from (its content hash);
2. this feature's own cache (`insight_vectors`), for messages the index did not have;
3. the embedder itself (the same one the chat history uses), in batches, each batch cached at once
   so an interrupted refresh does not embed it again. The text embedded is the policy's
   (`memory_text`: red spans redacted), never the raw message.

Blocking functions run in worker threads; `embed_missing` awaits the embedder (which itself works
off the event loop).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from app.core.domain import Chat, Role
from app.core.store.messages import content_hash

if TYPE_CHECKING:
    from app.core.memory.policy import MemoryPolicy
    from app.core.store.chats import ChatRepository
    from app.core.store.db import Database


class MessageSource(Protocol):
    """Where the remembered messages are read from (the insights service has these three)."""

    db: Database
    chats: ChatRepository
    policy: MemoryPolicy


class StoredVectors(Protocol):
    """What a refresh asks of the chat history (its service, `HistoryService.user_message_vectors`):
    the vectors it already holds for messages whose content hash is still the given one."""

    def user_message_vectors(self, model_id: str, wanted: Mapping[str, str]) -> Mapping[str, object]: ...


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
    out: list[InputMessage] = []
    with core.db.session(read_only=True) as s:
        # In batches: one fetch of every row would hold the interpreter lock for a long stretch.
        rows = [row for part in s.execute(query.execution_options(yield_per=FETCH_BATCH)).partitions()
                for row in part]
    chats = chats_by_id(core.db, {row.chat_id for row in rows})
    for row in rows:
        message = to_message(row)
        chat = chats.get(message.chat_id)
        # The stored flag is the policy's answer, kept in step by the privacy service; the policy
        # still has the last word.
        if chat is None or not message.content.strip() or not core.policy.may_remember(message, chat):
            continue
        out.append(InputMessage(message.id, message.chat_id, message.created_at, content_hash(message.content)))
    return out


def chats_by_id(db: Database, chat_ids: set[str]) -> dict[str, Chat]:
    """The chats with these ids (deleted ones too: as ChatRepository.get), a few queries in all
    instead of one per chat. Blocking."""
    from sqlalchemy import select

    from app.core.store.chats import to_chat
    from app.core.store.models import ChatRow

    c = ChatRow.__table__
    ids = sorted(chat_ids)
    out: dict[str, Chat] = {}
    with db.session(read_only=True) as s:
        for start in range(0, len(ids), 500):
            for row in s.execute(select(c).where(c.c.id.in_(ids[start:start + 500]))):
                out[row.id] = to_chat(row)
    return out


def index_vectors(history: StoredVectors | None, model_id: str, wanted: dict[str, str]) -> dict[str, object]:
    """Vectors of the chat-history index for `model_id`, for messages whose content is unchanged,
    asked of the history service (the optional feature, set once built); without it, none (we
    embed). Blocking."""
    if history is None or not wanted:
        return {}
    return dict(history.user_message_vectors(model_id, wanted))


def texts_for(core: MessageSource, message_ids: list[str]) -> dict[str, str]:
    """The policy's text of each message now (None and empty ones left out). Blocking."""
    from sqlalchemy import select

    from app.core.store.messages import to_message
    from app.core.store.models import MessageRow

    m = MessageRow.__table__
    out: dict[str, str] = {}
    with core.db.session(read_only=True) as s:
        rows = []
        for start in range(0, len(message_ids), 500):
            rows.extend(s.execute(select(m).where(m.c.id.in_(message_ids[start:start + 500]))).all())
    chats = chats_by_id(core.db, {row.chat_id for row in rows})
    for row in rows:
        message = to_message(row)
        text = core.policy.memory_text(message, chats.get(message.chat_id))
        if text and text.strip():
            out[message.id] = text
    return out


async def embed_missing(core: MessageSource, embedder, store, missing: list[tuple[str, str]], *, epoch: int,
                        progress: Callable[[int, int], None]) -> dict[str, object]:
    """Embed the policy's text of each message (id, content hash), batch by batch, caching every batch."""
    import asyncio

    out: dict[str, object] = {}
    total = len(missing)
    progress(0, total)
    for start in range(0, total, EMBED_BATCH):
        batch = missing[start:start + EMBED_BATCH]
        texts = await asyncio.to_thread(texts_for, core, [m for m, _ in batch])
        batch = [(m, h) for m, h in batch if m in texts]
        if batch:
            vectors = await embedder.embed([texts[m] for m, _ in batch])
            rows = [(m, h, vectors[i]) for i, (m, h) in enumerate(batch)]
            await asyncio.to_thread(store.cache_vectors, embedder.model_id, rows, epoch=epoch)
            out.update((m, vectors[i]) for i, (m, _) in enumerate(batch))
        progress(min(total, start + EMBED_BATCH), total)
    return out
