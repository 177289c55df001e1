"""What the chat-history index holds for a chat, derived from SQLite and the memory policy only.

A remembered message becomes one row: the policy's text of the message (red spans redacted), the
text of the message before it when that one may be remembered too (its context: a reply's words
rarely name what it replies to; on LoCoMo this document expansion lifts turn R@5 by eight points),
and the saved facts learnt from it, where the saved-memory layer records that (key expansion).
When the message before is a bare follow-up ("ile?", "which one?", "A kolano?": at most
SHORT_CONTEXT_WORDS words that BM25 sees), the message before that one is part of the context too:
the follow-up names nothing, the topic is a turn further back ("Byliśmy oglądać salę na wesele" /
"ile?" / "350 zł od osoby"). Nothing the policy refuses ever reaches a row, not even as another
row's context: the chain of context stops at a message that may not be remembered.
"""
from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Protocol

from app.core.domain import Message, MessageStatus, Role
from app.core.memory.history.lexical import lexical_words
from app.core.store.messages import content_hash

if TYPE_CHECKING:
    from app.core.memory.facts.service import FactsService
    from app.core.memory.policy import MemoryPolicy
    from app.core.store.chats import ChatRepository
    from app.core.store.messages import MessageRepository


class ChatSource(Protocol):
    """Where a chat's rows come from (the history service has these three)."""

    chats: ChatRepository
    messages: MessageRepository
    policy: MemoryPolicy

log = logging.getLogger(__name__)

CONTEXT_CHARS = 500        # a long previous reply would drown the message's own words
SHORT_CONTEXT_WORDS = 2    # a previous message this bare also brings the one before it
SHORT_CONTEXT_CHARS = 80   # (only a text this short is counted: stemming costs ~0.1 ms a text)
FACTS_CHARS = 1000

# message id -> the texts of saved facts learnt from it
FactSource = Callable[[], dict[str, list[str]]]


@dataclass(frozen=True)
class MessageDoc:
    id: str
    chat_id: str
    role: str
    ts: int
    text: str
    context_id: str
    context: str
    facts: str
    content_hash: str = ""

    @property
    def search_text(self) -> str:
        return "\n".join(part for part in (self.text, self.context, self.facts) if part)


def to_us(when: datetime) -> int:
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return int(when.timestamp() * 1_000_000)


def from_us(value: int) -> datetime:
    return datetime.fromtimestamp(value / 1_000_000, tz=UTC)


def text_hash(model_id: str, text: str) -> str:
    return hashlib.sha1(f"{model_id}\x00{text}".encode()).hexdigest()


def row_hash(model_id: str, doc: MessageDoc) -> str:
    parts = (model_id, doc.chat_id, doc.role, str(doc.ts), doc.text, doc.context_id, doc.context, doc.facts,
             doc.content_hash)
    return hashlib.sha1("\x00".join(parts).encode("utf-8")).hexdigest()


def indexable(message: Message) -> bool:
    return (message.role in (Role.USER, Role.ASSISTANT)
            and message.status in (MessageStatus.COMPLETE, MessageStatus.PARTIAL)
            and bool(message.content.strip()))


def docs_for_chat(core: ChatSource, chat_id: str, facts: dict[str, list[str]],
                  known: dict[str, tuple[str, str]] | None = None) -> list[MessageDoc]:
    """Every row the chat should have in the index now (blocking: call from a worker thread).
    `known`: id -> (content hash, policy text) already computed for unchanged messages."""
    chat = core.chats.get(chat_id)
    if chat is None or chat.temporary:
        return []
    docs: list[MessageDoc] = []
    previous: tuple[str, str] | None = None   # (id, text) of the message before, if rememberable
    before: str = ""                           # the text of the one before that, if rememberable too
    for message in core.messages.list(chat_id):
        if message.role is Role.SYSTEM:
            continue
        text = None
        if indexable(message) and core.policy.may_remember(message, chat):
            chash = content_hash(message.content)
            cached = (known or {}).get(message.id)
            text = cached[1] if cached and cached[0] == chash else core.policy.memory_text(message, chat)
        if text is not None and text.strip():
            context_id, context = previous if previous else ("", "")
            context = context[:CONTEXT_CHARS]
            if (before and len(context) <= SHORT_CONTEXT_CHARS
                    and len(lexical_words(context)) <= SHORT_CONTEXT_WORDS):
                context = f"{before[:CONTEXT_CHARS]}\n{context}"
            fact_text = core.policy.safe_text(" ".join(facts.get(message.id, ())))[:FACTS_CHARS]
            docs.append(MessageDoc(message.id, chat_id, message.role.value, to_us(message.created_at),
                                   text, context_id, context, fact_text, content_hash(message.content)))
            before = previous[1] if previous else ""
            previous = (message.id, text)
        else:
            previous, before = None, ""
    return docs


def fact_provenance(facts: FactsService | None) -> dict[str, list[str]]:
    """Saved facts by the message they were learnt from, when the saved-memory layer is there;
    empty otherwise. Optional by design: retrieval works without facts, and gets better with them."""
    if facts is None:
        return {}
    lister, sources_of = facts.facts, facts.sources_of
    out: dict[str, list[str]] = {}
    try:
        for fact in lister():
            for message_id in sources_of(fact.id):
                out.setdefault(message_id, []).append(fact.text)
    except Exception:  # a failing optional hook costs the expansion, never the index
        log.warning("fact provenance unavailable", exc_info=True)
        return {}
    return out
