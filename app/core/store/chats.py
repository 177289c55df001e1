"""Chats: create, list for the sidebar, rename, pin, soft-delete with undo, purge."""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import exists, func, select, update

from app.core.domain import AnalysisMode, Chat, new_id, utcnow
from app.core.store.db import Database
from app.core.store.models import ChatRow, MessageRow
from app.core.titles import safe_title


def to_chat(row: ChatRow) -> Chat:
    return Chat(
        id=row.id,
        title=row.title,
        created_at=row.created_at,
        updated_at=row.updated_at,
        pinned=bool(row.pinned),
        model=row.model,
        system_prompt=row.system_prompt,
        deleted_at=row.deleted_at,
        analysis_mode=AnalysisMode(row.analysis_mode or "none"),
    )


class ChatRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def create(self, title: str = "New chat", *, model: str | None = None,
               system_prompt: str | None = None, created_at: datetime | None = None,
               chat_id: str | None = None) -> Chat:
        now = created_at or utcnow()
        row = ChatRow(id=chat_id or new_id(), title=title, pinned=0, created_at=now, updated_at=now,
                      model=model, system_prompt=system_prompt, analysis_mode="none")
        with self.db.session() as s:
            s.add(row)
        return to_chat(row)

    def get(self, chat_id: str) -> Chat | None:
        with self.db.session(read_only=True) as s:
            row = s.get(ChatRow, chat_id)
            return to_chat(row) if row else None

    def list_visible(self) -> list[Chat]:
        """The sidebar: pinned first, then most recently updated. Deleted chats are hidden."""
        with self.db.session(read_only=True) as s:
            rows = s.scalars(
                select(ChatRow).where(ChatRow.deleted_at.is_(None))
                .order_by(ChatRow.pinned.desc(), ChatRow.updated_at.desc())
            ).all()
            return [to_chat(r) for r in rows]

    def ids(self, *, after: str = "", limit: int | None = None) -> list[str]:
        """Every chat's id, deleted ones too, in id order: those after `after`, at most `limit`
        (a pass over all chats a slice at a time)."""
        query = select(ChatRow.id).where(ChatRow.id > after).order_by(ChatRow.id).limit(limit)
        with self.db.session(read_only=True) as s:
            return list(s.scalars(query))

    def _set(self, chat_id: str, **values) -> None:
        with self.db.session() as s:
            s.execute(update(ChatRow).where(ChatRow.id == chat_id).values(**values))

    def rename(self, chat_id: str, title: str) -> None:
        title = " ".join(title.split()) or "New chat"
        self._set(chat_id, title=title[:200])

    def set_pinned(self, chat_id: str, pinned: bool) -> None:
        self._set(chat_id, pinned=int(pinned))

    def set_model(self, chat_id: str, model: str | None) -> None:
        self._set(chat_id, model=model or None)

    def set_system_prompt(self, chat_id: str, prompt: str | None) -> None:
        self._set(chat_id, system_prompt=(prompt or "").strip() or None)

    def set_analysis_mode(self, chat_id: str, mode: AnalysisMode) -> None:
        self._set(chat_id, analysis_mode=mode.value)

    def touch(self, chat_id: str, when: datetime | None = None) -> None:
        self._set(chat_id, updated_at=when or utcnow())

    def end_at_last_message(self, chat_id: str) -> None:
        """A deleted chat that was purged: its last activity becomes its last kept message (the
        Memory Map lists it there). A chat that is not deleted, or has no message left, is unchanged."""
        m = MessageRow.__table__.c
        last = select(func.max(m.created_at)).where(m.chat_id == chat_id).scalar_subquery()
        with self.db.session() as s:
            s.execute(update(ChatRow).where(ChatRow.id == chat_id, ChatRow.deleted_at.is_not(None),
                                            exists().where(m.chat_id == chat_id)).values(updated_at=last))

    def mark_deleted(self, chat_id: str) -> None:
        """Hide the chat at once; the purge job removes its text after the undo window."""
        self._set(chat_id, deleted_at=utcnow())

    def restore(self, chat_id: str) -> None:
        self._set(chat_id, deleted_at=None)

    def purge(self, chat_id: str) -> bool:
        """Physically delete a deleted chat's messages, except the remembered ones.

        A chat with remembered messages stays as a row (the Memory Map lists it as deleted) with its
        safe title (red spans redacted: the kept copy keeps nothing red); one without any goes
        entirely. Returns False when the chat was restored meanwhile.
        """
        with self.db.session() as s:
            row = s.get(ChatRow, chat_id)
            if row is None:
                return True
            if row.deleted_at is None:
                return False
            s.query(MessageRow).filter(
                MessageRow.chat_id == chat_id, MessageRow.remembered_at.is_(None)
            ).delete(synchronize_session=False)
            kept = s.scalar(select(func.count()).select_from(MessageRow).where(MessageRow.chat_id == chat_id))
            if not kept:
                s.delete(row)
            elif safe_title(row.title) != row.title:
                row.title = safe_title(row.title)
        self.db.scrub()
        return True
