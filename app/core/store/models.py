"""ORM mappings of the tables the migrations create. The migrations, not these classes, own DDL."""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import Float, Integer, LargeBinary, String, Text, TypeDecorator
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from app.core.store.timestamps import parse_utc, utc_text


class UTCDateTime(TypeDecorator):
    """ISO-8601 text in UTC: sorts as text, reads back as an aware datetime."""

    impl = String
    cache_ok = True

    def process_bind_param(self, value, dialect):
        return None if value is None else utc_text(value)

    def process_result_value(self, value, dialect):
        return None if value is None else parse_utc(value)


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
    error_code: Mapped[str | None] = mapped_column(String, nullable=True)    # schema 10: `error` by code
    error_params: Mapped[str | None] = mapped_column(Text, nullable=True)    # schema 10: its fields, JSON
    edited_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)  # schema 11: edited and resent


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
    sources: Mapped[str] = mapped_column(Text, default="[]")              # schema 4: JSON list of message ids


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
    undone_by: Mapped[int | None] = mapped_column(Integer, nullable=True)  # schema 4


class FactPassRow(Base):
    """Schema 4: one row per finished facts pass, so that a pass delivered twice applies once."""

    __tablename__ = "fact_passes"
    pass_key: Mapped[str] = mapped_column(String, primary_key=True)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime)
    outcome: Mapped[str] = mapped_column(Text)
    revision_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
    tokens_sent: Mapped[int] = mapped_column(Integer, default=0)


class InsightRow(Base):
    """Schema 7: one insight, active or deleted by the user (kept so that its topic stays suppressed)."""

    __tablename__ = "insights"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    status: Mapped[str] = mapped_column(String, default="active")
    title: Mapped[str] = mapped_column(Text)
    statement: Mapped[str] = mapped_column(Text)
    asked: Mapped[str] = mapped_column(Text)
    time_range: Mapped[str] = mapped_column(Text)
    confidence: Mapped[str] = mapped_column(String)
    message_count: Mapped[int] = mapped_column(Integer, default=0)
    chat_count: Mapped[int] = mapped_column(Integer, default=0)
    cohesion: Mapped[float] = mapped_column(Float, default=0.0)
    first_message_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_message_at: Mapped[datetime] = mapped_column(UTCDateTime)
    centroid: Mapped[str] = mapped_column(Text)              # base64 of little-endian float32
    embedding_model: Mapped[str] = mapped_column(Text)
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class InsightSourceRow(Base):
    """Schema 7: a message an insight was drawn from (goes with its message: ON DELETE CASCADE)."""

    __tablename__ = "insight_sources"
    insight_id: Mapped[str] = mapped_column(String, primary_key=True)
    message_id: Mapped[str] = mapped_column(String, primary_key=True)
    rank: Mapped[int] = mapped_column(Integer)
    similarity: Mapped[float] = mapped_column(Float, default=0.0)
    quoted: Mapped[int] = mapped_column(Integer, default=0)


class InsightVectorRow(Base):
    """Schema 7: a vector the insights feature embedded itself, valid while the content hash holds."""

    __tablename__ = "insight_vectors"
    message_id: Mapped[str] = mapped_column(String, primary_key=True)
    embedding_model: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String)
    vector: Mapped[bytes] = mapped_column(LargeBinary)


class InsightStateRow(Base):
    """Schema 7: small JSON values of the insights job (last run, clear epoch, a refresh's plan)."""

    __tablename__ = "insight_state"
    key: Mapped[str] = mapped_column(String, primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class ChatSummaryRow(Base):
    """Schema 5: one conversation summary per chat, with the messages it was written from."""

    __tablename__ = "chat_summaries"
    chat_id: Mapped[str] = mapped_column(String, primary_key=True)
    summary: Mapped[str] = mapped_column(Text)
    message_ids: Mapped[str] = mapped_column(Text, default="[]")
    source_hash: Mapped[str] = mapped_column(String)
    first_message_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_message_at: Mapped[datetime] = mapped_column(UTCDateTime)
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class HistoryIndexRow(Base):
    """Schema 12: one row of the chat-history search index (a message or a conversation summary,
    for one embedding model), with its vector as float32 bytes. LanceDB searches a copy in memory."""

    __tablename__ = "history_index"
    model: Mapped[str] = mapped_column(Text, primary_key=True)
    kind: Mapped[str] = mapped_column(String, primary_key=True)      # "messages" or "summaries"
    id: Mapped[str] = mapped_column(String, primary_key=True)        # message id, or chat id of a summary
    chat_id: Mapped[str] = mapped_column(String)
    ts: Mapped[int] = mapped_column(Integer)                         # microseconds since the epoch, UTC
    role: Mapped[str] = mapped_column(String, default="")
    context_id: Mapped[str] = mapped_column(String, default="")
    context: Mapped[str] = mapped_column(Text, default="")
    facts: Mapped[str] = mapped_column(Text, default="")
    content_hash: Mapped[str] = mapped_column(String, default="")
    text: Mapped[str] = mapped_column(Text)
    search_text: Mapped[str] = mapped_column(Text)                   # the BM25 field, stemmed (lexical.py)
    text_hash: Mapped[str] = mapped_column(String)
    row_hash: Mapped[str] = mapped_column(String)
    vector: Mapped[bytes] = mapped_column(LargeBinary)


class HistoryIndexModelRow(Base):
    """Schema 12: what the index knows of one embedding model's rows (JSON: dim, complete, cursor)."""

    __tablename__ = "history_index_models"
    model: Mapped[str] = mapped_column(Text, primary_key=True)
    info: Mapped[str] = mapped_column(Text)
