"""Plain types shared by every layer. No Qt, no SQL."""
from __future__ import annotations

import enum
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime


def utcnow() -> datetime:
    return datetime.now(UTC)


def new_id() -> str:
    return uuid.uuid4().hex


class Role(str, enum.Enum):
    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"


class MessageStatus(str, enum.Enum):
    COMPLETE = "complete"
    PARTIAL = "partial"      # cut off by Stop, a quit, a crash or a dropped stream
    ERROR = "error"          # the provider failed before any text arrived
    STREAMING = "streaming"  # only while a reply is arriving; a restart turns it into PARTIAL


class PrivacyLabel(str, enum.Enum):
    GREEN = "green"
    YELLOW = "yellow"
    RED = "red"


class UserDecision(str, enum.Enum):
    """What the user said about one message; it wins over any classifier, except that a
    "Remember" never makes red text remembered (red beats every decision)."""

    REMEMBER = "remember"
    IGNORE = "ignore"          # a yellow message the user chose not to keep
    DO_NOT_REMEMBER = "do_not_remember"


class AnalysisMode(str, enum.Enum):
    """A chat's own setting for the digital brain (global settings may still apply)."""

    NONE = "none"
    ONCE = "once"
    AUTO = "auto"


@dataclass
class Chat:
    id: str
    title: str
    created_at: datetime
    updated_at: datetime
    pinned: bool = False
    model: str | None = None
    system_prompt: str | None = None
    deleted_at: datetime | None = None
    analysis_mode: AnalysisMode = AnalysisMode.NONE
    temporary: bool = False   # never stored; lives only in memory

    @property
    def is_deleted(self) -> bool:
        return self.deleted_at is not None


@dataclass
class Message:
    id: str
    chat_id: str
    role: Role
    content: str
    created_at: datetime
    status: MessageStatus = MessageStatus.COMPLETE
    error: str | None = None          # the English sentence (CLI, logs, rows from before codes)
    model: str | None = None
    seq: int = 0
    privacy_label: PrivacyLabel | None = None
    privacy_reason: str | None = None
    user_decision: UserDecision | None = None
    remembered_at: datetime | None = None
    # What `error` says as a code and its fields (app/core/errors.py), for the UI to translate;
    # None for a message without an error, or one stored before errors had codes.
    error_code: str | None = None
    error_params: dict[str, object] | None = None
    # When the user last edited this message and sent it again (schema 11); None if never.
    edited_at: datetime | None = None

    @property
    def remembered(self) -> bool:
        return self.remembered_at is not None


@dataclass(frozen=True)
class SearchHit:
    chat_id: str
    chat_title: str
    message_id: str | None   # None when the hit is the chat's title
    snippet: str             # with the matched words wrapped in HIT_OPEN / HIT_CLOSE
    updated_at: datetime
    role: Role | None = None           # a message hit: who wrote it, and when
    created_at: datetime | None = None


HIT_OPEN = "\x02"
HIT_CLOSE = "\x03"


DEFAULT_MAX_REPLY_TOKENS = 4096
MAX_REPLY_TOKENS_RANGE = (16, 1_000_000)


@dataclass(frozen=True)
class ProviderConfig:
    """A provider as the user configured it. The API key is never part of it."""

    id: str
    name: str
    base_url: str
    chat_model: str = ""
    memory_model: str = ""
    embedding_model: str = ""
    # The longest reply Whizi asks for (sent as max_tokens on every chat request): a model that
    # never stops is stopped by its server, and a reply cut there is kept and marked as cut off.
    max_reply_tokens: int = DEFAULT_MAX_REPLY_TOKENS


@dataclass
class TurnEvent:
    """Emitted after a reply is stored; memory layers subscribe to it to schedule their work."""

    chat_id: str
    user_message_id: str
    assistant_message_id: str | None
    turn_count: int          # messages (user + assistant) in the chat after this turn
    temporary: bool
    status: MessageStatus
    user_text: str = field(repr=False, default="")
