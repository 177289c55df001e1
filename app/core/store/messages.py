"""Messages of a chat, in order. The user's message is committed before any request is sent."""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import NamedTuple

from sqlalchemy import func, select, update

from app.core.domain import Message, MessageStatus, PrivacyLabel, Role, UserDecision, new_id, utcnow
from app.core.store.db import Database
from app.core.store.models import ChatRow, MessageRow


def clean_text(text: str) -> str:
    """SQLite and the SDK both choke on NUL and lone surrogates; keep everything else verbatim."""
    if "\x00" in text:
        text = text.replace("\x00", "")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text


def content_hash(content: str) -> str:
    """A message's raw content as a short fingerprint: the chat-history index stores it with each row
    and the insights' vector cache with each vector, and both compare it with the message as it is
    now, so both must compute it here, the one way."""
    return hashlib.sha1(content.encode("utf-8")).hexdigest()


def params_json(params: Mapping[str, object] | None) -> str | None:
    """An error's fields as stored in `messages.error_params` (a value JSON cannot hold is kept as its
    text, which is what the sentence shows of it anyway)."""
    return None if params is None else json.dumps(dict(params), ensure_ascii=False, default=str)


def params_from_json(text: str | None) -> dict[str, object] | None:
    """`messages.error_params` back as a dict; anything that is not a JSON object (a hand-edited or
    imported row) as None, so the stored English sentence is shown instead."""
    if not text:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def to_message(row) -> Message:
    """From an ORM object or a plain row with the same column names."""
    return Message(
        id=row.id,
        chat_id=row.chat_id,
        role=Role(row.role),
        content=row.content,
        created_at=row.created_at,
        status=MessageStatus(row.status),
        error=row.error,
        model=row.model,
        seq=row.seq,
        privacy_label=PrivacyLabel(row.privacy_label) if row.privacy_label else None,
        privacy_reason=row.privacy_reason,
        user_decision=UserDecision(row.user_decision) if row.user_decision else None,
        remembered_at=row.remembered_at,
        error_code=row.error_code,
        error_params=params_from_json(row.error_params),
        edited_at=row.edited_at,
    )


class MessageRef(NamedTuple):
    """Where a message is and who wrote it, without its text."""

    id: str
    chat_id: str
    seq: int
    role: str
    user_decision: str | None


_REF_CHUNK = 500    # ids per IN (...) list: far below SQLite's limit on bound values


class MessageRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def add(self, chat_id: str, role: Role, content: str, *, status: MessageStatus = MessageStatus.COMPLETE,
            model: str | None = None, created_at: datetime | None = None, message_id: str | None = None,
            error: str | None = None, error_code: str | None = None,
            error_params: Mapping[str, object] | None = None) -> Message:
        now = created_at or utcnow()
        with self.db.session() as s:
            seq = (s.scalar(select(func.max(MessageRow.seq)).where(MessageRow.chat_id == chat_id)) or 0) + 1
            row = MessageRow(id=message_id or new_id(), chat_id=chat_id, seq=seq, role=role.value,
                             content=clean_text(content), created_at=now, status=status.value,
                             model=model, error=error, error_code=error_code,
                             error_params=params_json(error_params))
            s.add(row)
            s.execute(update(ChatRow).where(ChatRow.id == chat_id).values(updated_at=now))
        return to_message(row)

    def get(self, message_id: str) -> Message | None:
        with self.db.session(read_only=True) as s:
            row = s.get(MessageRow, message_id)
            return to_message(row) if row else None

    def list(self, chat_id: str, *, before_seq: int | None = None, limit: int | None = None,
             from_seq: int | None = None, remembered_only: bool = False) -> list[Message]:
        """Messages in order; with `limit`, only the newest ones (before `before_seq`), for paging.
        `from_seq` starts at a message; `remembered_only` keeps the ones Whizi remembers.

        Reads plain rows rather than ORM objects: building 10,000 tracked instances costs more than
        the query itself, and nothing here is modified through the session.
        """
        table = MessageRow.__table__
        query = select(table).where(table.c.chat_id == chat_id)
        if remembered_only:
            query = query.where(table.c.remembered_at.is_not(None))
        if before_seq is not None:
            query = query.where(table.c.seq < before_seq)
        if from_seq is not None:
            query = query.where(table.c.seq >= from_seq)
        if limit is not None:
            query = query.order_by(table.c.seq.desc()).limit(limit)
        else:
            query = query.order_by(table.c.seq)
        with self.db.session(read_only=True) as s:
            rows = s.execute(query).all()
        if limit is not None:
            rows.reverse()
        return [to_message(r) for r in rows]

    def refs(self, message_ids: Iterable[str]) -> dict[str, MessageRef]:
        """message id -> its MessageRef, for those of these messages that still exist."""
        ids = list(dict.fromkeys(message_ids))
        c = MessageRow.__table__.c
        out: dict[str, MessageRef] = {}
        with self.db.session(read_only=True) as s:
            for start in range(0, len(ids), _REF_CHUNK):
                query = select(c.id, c.chat_id, c.seq, c.role, c.user_decision).where(
                    c.id.in_(ids[start:start + _REF_CHUNK]))
                for row in s.execute(query):
                    out[row[0]] = MessageRef(*row)
        return out

    def remembered_among(self, message_ids: Iterable[str]) -> set[str]:
        """Those of these messages that exist and are remembered (`remembered_at` is the memory
        policy's stored answer)."""
        ids = list(dict.fromkeys(message_ids))
        c = MessageRow.__table__.c
        out: set[str] = set()
        with self.db.session(read_only=True) as s:
            for start in range(0, len(ids), _REF_CHUNK):
                out.update(s.scalars(select(c.id).where(c.id.in_(ids[start:start + _REF_CHUNK]),
                                                        c.remembered_at.is_not(None))))
        return out

    def count(self, chat_id: str) -> int:
        with self.db.session(read_only=True) as s:
            return s.scalar(select(func.count()).select_from(MessageRow).where(MessageRow.chat_id == chat_id)) or 0

    def update_content(self, message_id: str, content: str, status: MessageStatus,
                       error: str | None = None, *, error_code: str | None = None,
                       error_params: Mapping[str, object] | None = None,
                       edited_at: datetime | None = None) -> None:
        """The reply's text and state; a failed or cut-off reply's error both as its English sentence
        and as its code and fields, so a later session shows it in the user's language. `edited_at`
        marks a message the user edited and resent (None leaves the mark as it is)."""
        values: dict[str, object] = dict(content=clean_text(content), status=status.value, error=error,
                                         error_code=error_code, error_params=params_json(error_params))
        if edited_at is not None:
            values["edited_at"] = edited_at
        with self.db.session() as s:
            s.execute(update(MessageRow).where(MessageRow.id == message_id).values(**values))

    def delete_after(self, chat_id: str, seq: int) -> list[str]:
        """Remove every message after `seq` (regenerate and edit-and-resend rewrite the tail)."""
        with self.db.session() as s:
            ids = list(s.scalars(select(MessageRow.id).where(MessageRow.chat_id == chat_id, MessageRow.seq > seq)))
            if ids:
                s.query(MessageRow).filter(MessageRow.id.in_(ids)).delete(synchronize_session=False)
        if ids:
            self.db.scrub()
        return ids

    def recover_interrupted(self) -> int:
        """A reply still 'streaming' at start-up was cut off by a quit or crash: keep it as partial."""
        with self.db.session() as s:
            result = s.execute(update(MessageRow).where(MessageRow.status == MessageStatus.STREAMING.value)
                               .values(status=MessageStatus.PARTIAL.value))
            return result.rowcount or 0
