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
from dataclasses import dataclass
from datetime import datetime
from typing import Iterable

from app.core.domain import Message
from app.core.store.messages import MessageRepository
from app.core.store.search import fts_query
from app.core.titles import safe_title

PAGE_SIZE = 100

# The queries stand on two indexes of schema step 8 (store/migrations.py): ix_messages_remembered_chat
# (a chat's remembered messages, by seq) and ix_chats_recent (chats by updated_at, id).
_REMEMBERED = "EXISTS (SELECT 1 FROM messages m WHERE m.chat_id = c.id AND m.remembered_at IS NOT NULL)"
_COLUMNS = """c.id, c.title, c.updated_at, c.deleted_at,
    (SELECT created_at FROM messages WHERE chat_id = c.id ORDER BY seq LIMIT 1),
    (SELECT created_at FROM messages WHERE chat_id = c.id ORDER BY seq DESC LIMIT 1),
    (SELECT count(*) FROM messages WHERE chat_id = c.id AND remembered_at IS NOT NULL)"""


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


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
    def cursor(self) -> "Cursor":
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
    return Dialogue(chat_id, title, _dt(updated), _dt(first), _dt(last), int(remembered or 0), deleted is not None)


class MemoryMapQuery:
    def __init__(self, db) -> None:
        self.db = db

    # ----- dialogues ---------------------------------------------------------------------------
    def page(self, after: Cursor | None = None, limit: int = PAGE_SIZE,
             chat_ids: Iterable[str] | None = None) -> DialoguePage:
        """Up to `limit` dialogues after `after`, newest first; with `chat_ids`, only those (a search)."""
        where = [_REMEMBERED]
        params: dict = {"n": limit + 1}
        if after is not None:
            where.append("(c.updated_at < :at OR (c.updated_at = :at AND c.id < :id))")
            params.update(at=after.order_at, id=after.chat_id)
        if chat_ids is not None:
            where.append("c.id IN (SELECT value FROM json_each(:ids))")
            params["ids"] = json.dumps(list(chat_ids))
        sql = (f"SELECT {_COLUMNS} FROM chats c WHERE {' AND '.join(where)} "
               "ORDER BY c.updated_at DESC, c.id DESC LIMIT :n")
        with self.db.raw() as con:
            rows = con.execute(sql, params).fetchall()
        dialogues = [_dialogue(r) for r in rows[:limit]]
        more = len(rows) > limit
        return DialoguePage(dialogues, dialogues[-1].cursor if more and dialogues else None)

    def dialogue(self, chat_id: str) -> Dialogue | None:
        """One dialogue, listed or not (a fact's source may be in a chat with nothing remembered)."""
        with self.db.raw() as con:
            row = con.execute(f"SELECT {_COLUMNS} FROM chats c WHERE c.id = ?", (chat_id,)).fetchone()
        return _dialogue(row) if row else None

    def count(self, chat_ids: Iterable[str] | None = None) -> int:
        sql = f"SELECT count(*) FROM chats c WHERE {_REMEMBERED}"
        params: tuple = ()
        if chat_ids is not None:
            sql += " AND c.id IN (SELECT value FROM json_each(?))"
            params = (json.dumps(list(chat_ids)),)
        with self.db.raw() as con:
            return int(con.execute(sql, params).fetchone()[0])

    def search(self, text: str, limit: int = 5_000) -> list[str] | None:
        """Chats whose title, or one of whose remembered messages, has these words (the last one as a
        prefix, as the user types). None when the text has no words (no filter)."""
        query = fts_query(text)
        if query is None:
            return None
        found: dict[str, None] = {}
        with self.db.raw() as con:
            for (chat_id,) in con.execute(
                    "SELECT c.id FROM chats_fts JOIN chats c ON c.rowid = chats_fts.rowid "
                    "WHERE chats_fts MATCH ? LIMIT ?", (query, limit)):
                found[chat_id] = None
            # messages_fts shares its rowids with messages (the insert trigger copies them).
            for (chat_id,) in con.execute(
                    "SELECT DISTINCT m.chat_id FROM messages_fts f JOIN messages m ON m.rowid = f.rowid "
                    "WHERE messages_fts MATCH ? AND m.remembered_at IS NOT NULL LIMIT ?", (query, limit)):
                found[chat_id] = None
        return list(found)

    # ----- one dialogue's messages ------------------------------------------------------------------
    def messages(self, chat_id: str, *, remembered_only: bool = False, before_seq: int | None = None,
                 from_seq: int | None = None, limit: int | None = None) -> list[Message]:
        """Messages in order; with `limit`, the newest ones before `before_seq` (paging back)."""
        return MessageRepository(self.db).list(chat_id, remembered_only=remembered_only, before_seq=before_seq,
                                               from_seq=from_seq, limit=limit)

    def locate(self, message_ids: Iterable[str]) -> dict[str, tuple[str, int]]:
        """message id -> (chat id, seq), for the messages that still exist."""
        ids = list(dict.fromkeys(message_ids))
        out: dict[str, tuple[str, int]] = {}
        with self.db.raw() as con:
            for start in range(0, len(ids), 500):
                chunk = ids[start:start + 500]
                marks = ",".join("?" * len(chunk))
                for mid, chat_id, seq in con.execute(
                        f"SELECT id, chat_id, seq FROM messages WHERE id IN ({marks})", chunk):
                    out[mid] = (chat_id, seq)
        return out

    def settle_order(self, chat_id: str) -> None:
        """A deleted chat was purged: it now ends at its last kept message, and is listed there."""
        with self.db.raw() as con:
            con.execute(
                "UPDATE chats SET updated_at = (SELECT max(created_at) FROM messages WHERE chat_id = :id) "
                "WHERE id = :id AND deleted_at IS NOT NULL "
                "AND EXISTS (SELECT 1 FROM messages WHERE chat_id = :id)", {"id": chat_id})
