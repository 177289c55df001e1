"""The Memory Map's reading side: which dialogues have remembered messages, newest first, page by
page, and the messages of one dialogue. Qt-free and blocking (the UI calls it for one page at a
time, which is a few index look-ups, or from a worker thread for a search).

A dialogue is listed while it has at least one remembered message (`messages.remembered_at`, kept
equal to the memory policy's answer by the privacy service). Deleted chats are listed too: the purge
keeps their remembered messages, and only those (PRODUCT.md §5).

Order: newest first by the chat's last activity (`chats.updated_at`: every message touches it, and
the Memory Map sets it to the last kept message once a deleted chat has been purged), then by id, so
a page ends at a (updated_at, id) cursor and the next one starts right after it: the cost of a page
does not grow with the number of dialogues before it.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import String, exists, func, select, type_coerce

from app.core.domain import Message
from app.core.store.chats import ChatRepository
from app.core.store.messages import MessageRepository
from app.core.store.models import ChatRow, MessageRow
from app.core.store.search import SearchRepository
from app.core.titles import safe_title

PAGE_SIZE = 100

# The queries stand on two indexes of schema step 8 (store/migrations.py): ix_messages_remembered_chat
# (a chat's remembered messages, by seq) and ix_chats_recent (chats by updated_at, id). Core
# expressions on the store's mapped tables, read in one deferred snapshot that blocks no writer.
_C = ChatRow.__table__.c
_M = MessageRow.__table__.c
_REMEMBERED = exists().where(_M.chat_id == _C.id, _M.remembered_at.is_not(None))
_COLUMNS = (
    _C.id, _C.title, _C.updated_at, _C.deleted_at,
    select(_M.created_at).where(_M.chat_id == _C.id).order_by(_M.seq).limit(1).scalar_subquery(),
    select(_M.created_at).where(_M.chat_id == _C.id).order_by(_M.seq.desc()).limit(1).scalar_subquery(),
    select(func.count()).select_from(MessageRow.__table__)
    .where(_M.chat_id == _C.id, _M.remembered_at.is_not(None)).scalar_subquery(),
)
_ORDER_AT = type_coerce(_C.updated_at, String)   # compared as the stored text, like the cursor holds it


def _among(chat_ids: Iterable[str]):
    """`chats.id IN` these ids, passed as one JSON value: a search may name thousands."""
    listed = func.json_each(json.dumps(list(chat_ids))).table_valued("value")
    return _C.id.in_(select(listed.c.value))


@dataclass(frozen=True)
class Dialogue:
    """One line of the map."""

    chat_id: str
    title: str
    order_at: datetime             # last activity: what the map sorts and groups by
    first_at: datetime | None      # first and last message kept
    last_at: datetime | None
    remembered: int                # remembered messages
    deleted: bool                  # the user deleted the chat; only remembered messages are kept

    @property
    def cursor(self) -> Cursor:
        return Cursor(self.order_at.isoformat(timespec="microseconds"), self.chat_id)


@dataclass(frozen=True)
class Cursor:
    """Where a page ended: the next page starts after (order_at, chat_id)."""

    order_at: str
    chat_id: str


@dataclass(frozen=True)
class DialoguePage:
    dialogues: list[Dialogue]
    next: Cursor | None            # None: this was the last page


def _dialogue(row) -> Dialogue:
    """A deleted dialogue is Whizi's kept copy, not the user's chat any more: it shows the safe title
    (the purge stores that one too)."""
    chat_id, title, updated, deleted, first, last, remembered = row
    if deleted is not None:
        title = safe_title(title)
    return Dialogue(chat_id, title, updated, first, last, int(remembered or 0), deleted is not None)


class MemoryMapQuery:
    def __init__(self, db) -> None:
        self.db = db

    # ----- dialogues ---------------------------------------------------------------------------
    def page(self, after: Cursor | None = None, limit: int = PAGE_SIZE,
             chat_ids: Iterable[str] | None = None) -> DialoguePage:
        """Up to `limit` dialogues after `after`, newest first; with `chat_ids`, only those (a search)."""
        query = select(*_COLUMNS).where(_REMEMBERED)
        if after is not None:
            query = query.where((_ORDER_AT < after.order_at)
                                | ((_ORDER_AT == after.order_at) & (_C.id < after.chat_id)))
        if chat_ids is not None:
            query = query.where(_among(chat_ids))
        query = query.order_by(_C.updated_at.desc(), _C.id.desc()).limit(limit + 1)
        with self.db.read_snapshot() as con:
            rows = con.execute(query).all()
        dialogues = [_dialogue(r) for r in rows[:limit]]
        more = len(rows) > limit
        return DialoguePage(dialogues, dialogues[-1].cursor if more and dialogues else None)

    def dialogue(self, chat_id: str) -> Dialogue | None:
        """One dialogue, listed or not (a fact's source may be in a chat with nothing remembered)."""
        with self.db.read_snapshot() as con:
            row = con.execute(select(*_COLUMNS).where(_C.id == chat_id)).first()
        return _dialogue(row) if row else None

    def count(self, chat_ids: Iterable[str] | None = None) -> int:
        query = select(func.count()).select_from(ChatRow.__table__).where(_REMEMBERED)
        if chat_ids is not None:
            query = query.where(_among(chat_ids))
        with self.db.read_snapshot() as con:
            return int(con.execute(query).scalar_one())

    def search(self, text: str, limit: int = 5_000) -> list[str] | None:
        """Chats whose title, or one of whose remembered messages, has these words (the last one as a
        prefix, as the user types). None when the text has no words (no filter)."""
        return SearchRepository(self.db).chats_remembering(text, limit)

    # ----- one dialogue's messages ------------------------------------------------------------------
    def messages(self, chat_id: str, *, remembered_only: bool = False, before_seq: int | None = None,
                 from_seq: int | None = None, limit: int | None = None) -> list[Message]:
        """Messages in order; with `limit`, the newest ones before `before_seq` (paging back)."""
        return MessageRepository(self.db).list(chat_id, remembered_only=remembered_only, before_seq=before_seq,
                                               from_seq=from_seq, limit=limit)

    def locate(self, message_ids: Iterable[str]) -> dict[str, tuple[str, int]]:
        """message id -> (chat id, seq), for the messages that still exist."""
        return {mid: (ref.chat_id, ref.seq) for mid, ref in MessageRepository(self.db).refs(message_ids).items()}

    def settle_order(self, chat_id: str) -> None:
        """A deleted chat was purged: it now ends at its last kept message, and is listed there."""
        ChatRepository(self.db).end_at_last_message(chat_id)
