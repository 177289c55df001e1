"""ORM mappings of the tables the migrations create. The migrations, not these classes, own DDL."""
from __future__ import annotations

from datetime import datetime, timezone

from sqlalchemy import Integer, String, Text, TypeDecorator
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class UTCDateTime(TypeDecorator):
    """ISO-8601 text in UTC: sorts as text, reads back as an aware datetime."""

    impl = String
    cache_ok = True

    def process_bind_param(self, value, dialect):
        if value is None:
            return None
        if value.tzinfo is None:
            value = value.replace(tzinfo=timezone.utc)
        return value.astimezone(timezone.utc).isoformat(timespec="microseconds")

    def process_result_value(self, value, dialect):
        if value is None:
            return None
        return datetime.fromisoformat(value)


class Base(DeclarativeBase):
    pass


class ChatRow(Base):
    __tablename__ = "chats"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    title: Mapped[str] = mapped_column(Text)
    pinned: Mapped[bool] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
    system_prompt: Mapped[str | None] = mapped_column(Text, nullable=True)
    analysis_mode: Mapped[str] = mapped_column(String, default="none")


class MessageRow(Base):
    __tablename__ = "messages"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    chat_id: Mapped[str] = mapped_column(String)
    seq: Mapped[int] = mapped_column(Integer)
    role: Mapped[str] = mapped_column(String)
    content: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    status: Mapped[str] = mapped_column(String, default="complete")
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
    privacy_label: Mapped[str | None] = mapped_column(String, nullable=True)
    privacy_reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    privacy_source: Mapped[str | None] = mapped_column(String, nullable=True)
    user_decision: Mapped[str | None] = mapped_column(String, nullable=True)
    analysed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    remembered_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    privacy_hash: Mapped[str | None] = mapped_column(String, nullable=True)  # schema 3: text the label is for


class SettingRow(Base):
    __tablename__ = "settings"
    key: Mapped[str] = mapped_column(String, primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class ProviderRow(Base):
    __tablename__ = "providers"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    base_url: Mapped[str] = mapped_column(Text)
    chat_model: Mapped[str] = mapped_column(Text, default="")
    memory_model: Mapped[str] = mapped_column(Text, default="")
    embedding_model: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    reply_limit: Mapped[int] = mapped_column(Integer, default=4096)  # schema 9: max_tokens per reply (not "token": exports skip such names)
    structured_modes: Mapped[str] = mapped_column(Text, default="{}")          # schema 9: {model: form}


class JobRow(Base):
    __tablename__ = "jobs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String)
    payload: Mapped[str] = mapped_column(Text, default="{}")
    dedupe_key: Mapped[str | None] = mapped_column(String, nullable=True, unique=True)
    status: Mapped[str] = mapped_column(String, default="queued")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    max_attempts: Mapped[int] = mapped_column(Integer, default=5)
    run_after: Mapped[datetime] = mapped_column(UTCDateTime)
    locked_until: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class FactRow(Base):
    __tablename__ = "facts"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    position: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class FactRevisionRow(Base):
    __tablename__ = "fact_revisions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    cause: Mapped[str] = mapped_column(String)
    old_facts: Mapped[str] = mapped_column(Text)
    new_facts: Mapped[str] = mapped_column(Text)
    chat_id: Mapped[str | None] = mapped_column(String, nullable=True)
    message_ids: Mapped[str] = mapped_column(Text, default="[]")
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
