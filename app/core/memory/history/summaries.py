"""Conversation summaries: one per chat, written by the memory model from the chat's remembered
messages only (the policy's text), stored in SQLite (`chat_summaries`, schema version 5) and
indexed for retrieval once the chat is more than two weeks old.

A summary records the messages it was made from; when one of them stops being remembered the
summary is deleted at once and written anew from what is left (or not at all).
"""
from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, exists, func, literal, select
from sqlalchemy.dialects.sqlite import insert

from app.core.domain import utcnow
from app.core.memory.history.rows import MessageDoc
from app.core.providers.tokens import count_tokens, truncate_to_tokens
from app.core.store.models import ChatRow, ChatSummaryRow, MessageRow

_S = ChatSummaryRow.__table__     # this store's table, as Core expressions on its mapping

log = logging.getLogger(__name__)

TRANSCRIPT_TOKENS = 20_000     # the spec's transcript input cap for any memory pass
MESSAGE_TOKENS = 1_500         # one long reply must not crowd out the rest of the chat
SUMMARY_MAX_TOKENS = 300
SUMMARY_PROMPT = (
    "You summarise one past conversation between a user and an assistant, for the assistant's "
    "long-term memory. Write at most 120 words in plain prose (no lists, no headings), in the third "
    "person (\"The user ...\"). Say what the conversation was about, what the user asked, wanted, "
    "decided or shared about themselves, and what was concluded. Keep names, numbers and dates "
    "verbatim. Do not add anything that is not in the conversation. Text shown as [private] was "
    "withheld: never guess it."
)


@dataclass(frozen=True)
class Summary:
    chat_id: str
    summary: str
    message_ids: tuple[str, ...]
    source_hash: str
    first_message_at: datetime
    last_message_at: datetime
    model: str | None
    updated_at: datetime


def source_hash(docs: list[MessageDoc]) -> str:
    h = hashlib.sha1()
    for doc in docs:
        h.update(doc.id.encode())
        h.update(b"\x00")
        h.update(doc.text.encode("utf-8"))
        h.update(b"\x01")
    return h.hexdigest()


def transcript(docs: list[MessageDoc]) -> str:
    """The chat as the memory model may read it: newest kept when over the cap."""
    lines: list[str] = []
    budget = TRANSCRIPT_TOKENS
    for doc in reversed(docs):
        who = "User" if doc.role == "user" else "Assistant"
        line = f"{who}: {truncate_to_tokens(doc.text, MESSAGE_TOKENS)}"
        cost = count_tokens(line) + 1
        if cost > budget:
            break
        budget -= cost
        lines.append(line)
    lines.reverse()
    return "\n\n".join(lines)


class SummaryStore:
    def __init__(self, db) -> None:
        self.db = db

    @staticmethod
    def _row(r) -> Summary:
        return Summary(r.chat_id, r.summary, tuple(json.loads(r.message_ids or "[]")), r.source_hash,
                       r.first_message_at, r.last_message_at, r.model, r.updated_at)

    def get(self, chat_id: str) -> Summary | None:
        with self.db.session(read_only=True) as s:
            r = s.execute(select(_S).where(_S.c.chat_id == chat_id)).first()
            return self._row(r) if r else None

    def many(self, chat_ids: list[str]) -> dict[str, Summary]:
        if not chat_ids:
            return {}
        with self.db.session(read_only=True) as s:
            rows = s.execute(select(_S).where(_S.c.chat_id.in_(chat_ids))).all()
        return {r.chat_id: self._row(r) for r in rows}

    def offerable(self, chat_ids: list[str]) -> dict[str, tuple[str, str, datetime]]:
        """chat id -> (chat title, summary, last message time) of those of these chats' summaries that
        were written from messages all still remembered: one query, each source checked on the
        messages' primary key (`remembered_at` is the policy's stored answer)."""
        if not chat_ids:
            return {}
        chats, m = ChatRow.__table__, MessageRow.__table__.alias("m")
        source = func.json_each(_S.c.message_ids).table_valued("value").alias("source")
        gone = ~exists().where(m.c.id == source.c.value, m.c.remembered_at.is_not(None))
        query = (select(_S.c.chat_id, chats.c.title, _S.c.summary, _S.c.last_message_at)
                 .join_from(_S, chats, chats.c.id == _S.c.chat_id)
                 .where(_S.c.chat_id.in_(chat_ids), func.json_array_length(_S.c.message_ids) > 0,
                        ~exists(select(literal(1)).select_from(source).where(gone))))
        with self.db.session(read_only=True) as s:
            rows = s.execute(query).all()
        return {r.chat_id: (r.title, r.summary, r.last_message_at) for r in rows}

    def all(self) -> list[Summary]:
        with self.db.session(read_only=True) as s:
            return [self._row(r) for r in s.execute(select(_S).order_by(_S.c.chat_id)).all()]

    def save(self, chat_id: str, summary: str, docs: list[MessageDoc], model: str | None) -> Summary:
        now = utcnow()
        first = min(doc.ts for doc in docs)
        last = max(doc.ts for doc in docs)
        from app.core.memory.history.rows import from_us

        upsert = insert(_S).values(chat_id=chat_id, summary=summary, message_ids=json.dumps([d.id for d in docs]),
                                   source_hash=source_hash(docs), first_message_at=from_us(first),
                                   last_message_at=from_us(last), model=model, created_at=now, updated_at=now)
        replaced = ("summary", "message_ids", "source_hash", "first_message_at", "last_message_at", "model", "updated_at")
        with self.db.session() as s:
            s.execute(upsert.on_conflict_do_update(index_elements=[_S.c.chat_id],
                                                   set_={c: upsert.excluded[c] for c in replaced}))
        self.db.scrub()   # the old summary's text must not linger in the WAL
        return self.get(chat_id)

    def delete(self, chat_id: str) -> bool:
        with self.db.session() as s:
            gone = s.execute(delete(_S).where(_S.c.chat_id == chat_id)).rowcount
        if gone:
            self.db.scrub()
        return bool(gone)


async def write_summary(client, model: str, docs: list[MessageDoc], chat_title: str) -> str:
    """One memory-model pass over the chat's remembered messages; returns the summary text."""
    body = f"Conversation title: {chat_title}\n\n{transcript(docs)}"
    answer = await client.complete(
        [{"role": "system", "content": SUMMARY_PROMPT}, {"role": "user", "content": body}],
        model, max_tokens=SUMMARY_MAX_TOKENS)
    return " ".join(answer.split())
