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
from datetime import datetime, timezone

from sqlalchemy import text

from app.core.domain import utcnow
from app.core.providers.tokens import count_tokens, truncate_to_tokens
from app.core.memory.history.rows import MessageDoc

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


def _ts(value: datetime) -> str:
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).isoformat(timespec="microseconds")


def _dt(value: str) -> datetime:
    return datetime.fromisoformat(value)


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
                       _dt(r.first_message_at), _dt(r.last_message_at), r.model, _dt(r.updated_at))

    def get(self, chat_id: str) -> Summary | None:
        with self.db.session(read_only=True) as s:
            r = s.execute(text("SELECT * FROM chat_summaries WHERE chat_id = :c"), {"c": chat_id}).first()
            return self._row(r) if r else None

    def many(self, chat_ids: list[str]) -> dict[str, Summary]:
        if not chat_ids:
            return {}
        marks = ", ".join(f":c{i}" for i in range(len(chat_ids)))
        params = {f"c{i}": c for i, c in enumerate(chat_ids)}
        with self.db.session(read_only=True) as s:
            rows = s.execute(text(f"SELECT * FROM chat_summaries WHERE chat_id IN ({marks})"), params).all()
        return {r.chat_id: self._row(r) for r in rows}

    def offerable(self, chat_ids: list[str]) -> dict[str, tuple[str, str, datetime]]:
        """chat id -> (chat title, summary, last message time) of those of these chats' summaries that
        were written from messages all still remembered: one query, each source checked on the
        messages' primary key (`remembered_at` is the policy's stored answer)."""
        if not chat_ids:
            return {}
        marks = ", ".join(f":c{i}" for i in range(len(chat_ids)))
        params = {f"c{i}": c for i, c in enumerate(chat_ids)}
        query = text(
            "SELECT s.chat_id, c.title, s.summary, s.last_message_at FROM chat_summaries AS s "
            "JOIN chats AS c ON c.id = s.chat_id "
            f"WHERE s.chat_id IN ({marks}) AND json_array_length(s.message_ids) > 0 "
            "AND NOT EXISTS (SELECT 1 FROM json_each(s.message_ids) AS source WHERE NOT EXISTS ("
            "SELECT 1 FROM messages AS m WHERE m.id = source.value AND m.remembered_at IS NOT NULL))")
        with self.db.session(read_only=True) as s:
            rows = s.execute(query, params).all()
        return {r.chat_id: (r.title, r.summary, _dt(r.last_message_at)) for r in rows}

    def all(self) -> list[Summary]:
        with self.db.session(read_only=True) as s:
            return [self._row(r) for r in s.execute(text("SELECT * FROM chat_summaries ORDER BY chat_id")).all()]

    def save(self, chat_id: str, summary: str, docs: list[MessageDoc], model: str | None) -> Summary:
        now = utcnow()
        first = min(doc.ts for doc in docs)
        last = max(doc.ts for doc in docs)
        from app.core.memory.history.rows import from_us

        values = {"c": chat_id, "s": summary, "m": json.dumps([d.id for d in docs]), "h": source_hash(docs),
                  "f": _ts(from_us(first)), "l": _ts(from_us(last)), "model": model, "now": _ts(now)}
        with self.db.session() as s:
            s.execute(text(
                "INSERT INTO chat_summaries (chat_id, summary, message_ids, source_hash, first_message_at, "
                "last_message_at, model, created_at, updated_at) VALUES (:c, :s, :m, :h, :f, :l, :model, :now, :now) "
                "ON CONFLICT(chat_id) DO UPDATE SET summary = excluded.summary, message_ids = excluded.message_ids, "
                "source_hash = excluded.source_hash, first_message_at = excluded.first_message_at, "
                "last_message_at = excluded.last_message_at, model = excluded.model, updated_at = excluded.updated_at"
            ), values)
        self.db.scrub()   # the old summary's text must not linger in the WAL
        return self.get(chat_id)

    def delete(self, chat_id: str) -> bool:
        with self.db.session() as s:
            gone = s.execute(text("DELETE FROM chat_summaries WHERE chat_id = :c"), {"c": chat_id}).rowcount
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
