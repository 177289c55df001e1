"""SQL for the privacy analysis: which messages still need a label, storing labels and the user's
decisions together with the remembered state they imply, and the counts the brain icons show."""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import and_, func, select, update

from app.core.domain import Message, MessageStatus, PrivacyLabel, Role, UserDecision
from app.core.store.db import Database
from app.core.store.messages import to_message
from app.core.store.models import ChatRow, JobRow, MessageRow

_M = MessageRow.__table__.c
# Mirrors policy.is_analysable, in SQL.
ANALYSABLE = and_(
    _M.role.in_((Role.USER.value, Role.ASSISTANT.value)),
    _M.status.in_((MessageStatus.COMPLETE.value, MessageStatus.PARTIAL.value)),
    func.trim(_M.content) != "",
)


def text_hash(text: str) -> str:
    """Identifies the text a label was given for: an edit changes it and the label goes."""
    return hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=12).hexdigest()


class PrivacyStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    # ----- reading -------------------------------------------------------------------------------
    def messages(self, ids: Iterable[str]) -> list[Message]:
        ids = list(dict.fromkeys(ids))
        if not ids:
            return []
        out: list[Message] = []
        with self.db.session(read_only=True) as s:
            for start in range(0, len(ids), 500):  # SQLite caps bound parameters
                rows = s.execute(select(MessageRow.__table__).where(_M.id.in_(ids[start:start + 500]))).all()
                out.extend(to_message(r) for r in rows)
        order = {mid: i for i, mid in enumerate(ids)}
        return sorted(out, key=lambda m: order[m.id])

    def hashes(self, ids: Iterable[str]) -> dict[str, str | None]:
        ids = list(ids)
        with self.db.session(read_only=True) as s:
            return dict(s.execute(select(_M.id, _M.privacy_hash).where(_M.id.in_(ids))).all()) if ids else {}

    def next_unanalysed(self, chat_id: str, limit: int) -> list[Message]:
        """The oldest messages of a chat that still need a label."""
        query = (select(MessageRow.__table__).where(_M.chat_id == chat_id, _M.analysed_at.is_(None), ANALYSABLE)
                 .order_by(_M.seq).limit(limit))
        with self.db.session(read_only=True) as s:
            return [to_message(r) for r in s.execute(query).all()]

    def unanalysed_counts(self, chat_ids: Iterable[str] | None = None) -> dict[str, int]:
        """Per stored, not deleted chat: messages still needing a label (chats with none omitted)."""
        query = (select(_M.chat_id, func.count()).join(ChatRow, ChatRow.id == _M.chat_id)
                 .where(_M.analysed_at.is_(None), ANALYSABLE, ChatRow.deleted_at.is_(None))
                 .group_by(_M.chat_id))
        if chat_ids is not None:
            chat_ids = list(chat_ids)
            if not chat_ids:
                return {}
            query = query.where(_M.chat_id.in_(chat_ids))
        with self.db.session(read_only=True) as s:
            return dict(s.execute(query).all())

    def awaiting_counts(self, chat_ids: Iterable[str] | None = None) -> dict[str, int]:
        """Per chat: yellow messages nobody has decided on yet."""
        query = (select(_M.chat_id, func.count())
                 .where(_M.privacy_label == PrivacyLabel.YELLOW.value, _M.user_decision.is_(None))
                 .group_by(_M.chat_id))
        if chat_ids is not None:
            query = query.where(_M.chat_id.in_(list(chat_ids)))
        with self.db.session(read_only=True) as s:
            return dict(s.execute(query).all())

    def pending_job_chats(self, kind: str) -> set[str]:
        """Chats with an analysis job queued or running (read-only look at the job table)."""
        with self.db.session() as s:
            payloads = s.scalars(select(JobRow.payload).where(JobRow.kind == kind,
                                                              JobRow.status.in_(("queued", "running"))))
            chats = set()
            for payload in payloads:
                try:
                    chats.add(json.loads(payload)["chat_id"])
                except (ValueError, KeyError, TypeError):
                    continue
            return chats

    # ----- writing -------------------------------------------------------------------------------
    def apply_labels(self, labels: list[tuple[Message, PrivacyLabel, str, str, bool]], now: datetime) -> list[str]:
        """Store classifications (message, label, reason, source, remembered) in one transaction,
        each only while its message is unanalysed and still has the text that was classified.
        Returns the ids applied: a re-run job, or a message edited meanwhile, applies nothing."""
        applied: list[str] = []
        with self.db.session() as s:
            for message, label, reason, source, remembered in labels:
                result = s.execute(update(MessageRow).where(
                    MessageRow.id == message.id, MessageRow.analysed_at.is_(None),
                    MessageRow.content == message.content,
                ).values(privacy_label=label.value, privacy_reason=reason[:300], privacy_source=source,
                         analysed_at=now, privacy_hash=text_hash(message.content),
                         remembered_at=(message.remembered_at or now) if remembered else None))
                if result.rowcount:
                    applied.append(message.id)
        return applied

    def set_decision(self, message: Message, decision: UserDecision, remembered: bool, now: datetime) -> None:
        with self.db.session() as s:
            s.execute(update(MessageRow).where(MessageRow.id == message.id).values(
                user_decision=decision.value, privacy_source="user",
                remembered_at=(message.remembered_at or now) if remembered else None))

    def clear(self, message_id: str) -> bool:
        """Forget the analysis of one message (its text changed). Returns whether it had one."""
        with self.db.session() as s:
            result = s.execute(update(MessageRow).where(
                MessageRow.id == message_id,
                (MessageRow.analysed_at.is_not(None)) | (MessageRow.user_decision.is_not(None))
                | (MessageRow.remembered_at.is_not(None)),
            ).values(privacy_label=None, privacy_reason=None, privacy_source=None, user_decision=None,
                     analysed_at=None, remembered_at=None, privacy_hash=None))
            return bool(result.rowcount)
