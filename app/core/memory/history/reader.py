"""The two chat-history memory blocks for a new user message, under one token budget:

- current-session history (reader order 30): the user's latest messages (fewer than ten) in other
  chats within the last day, as short quotes;
- conversation history (reader order 40): remembered messages from the last 14 days found by the
  hybrid search, and summaries of conversations older than 14 days.

Both blocks come from one assembly per user message (the readers run in parallel and share it), so
the budget is one budget and no quote appears twice. The session block needs SQLite only and never
waits for the searches (the retrieval block waits for it). Nothing from the current chat is repeated, and
every quote carries its date and its chat's title. "Reference chat history" off, or a temporary
chat: nothing is read.
"""
from __future__ import annotations

import asyncio
import functools
import logging
import re
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from app.core.chat import ChatService
from app.core.domain import Role, utcnow
from app.core.memory.history.index import MESSAGES, SUMMARIES
from app.core.memory.policy import MemoryPolicy
from app.core.providers.tokens import count_tokens, truncate_to_tokens
from app.core.store.db import Database
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    from app.core.domain import Chat
    from app.core.memory.history.service import HistoryService

log = logging.getLogger(__name__)

SESSION_ORDER, RETRIEVAL_ORDER = 30, 40
SESSION_WINDOW = timedelta(days=1)
SESSION_MAX = 9                       # "fewer than 10"
SESSION_QUOTE_TOKENS = 40             # short quotes
SESSION_SHARE = 0.25                  # of the budget, at most
QUOTE_WINDOW = timedelta(days=14)
QUOTE_TOKENS = 90
QUOTES_MAX = 8
SUMMARIES_MAX = 3
SUMMARY_SHARE = 0.35                  # of what the session block leaves, at most
CURRENT_CHAT_SCAN = 200               # recent messages of the open chat checked for repeats

SESSION_HEADER = ("Current-session history: the user's most recent messages in other chats today, "
                  "quoted (newest first).")
QUOTES_HEADER = ("Conversation history: earlier messages from the user's other chats that may be "
                 "relevant, quoted with their date and chat. Use them only if they help; they may be out of date.")
SUMMARIES_HEADER = "Summaries of older conversations that may be relevant:"


@dataclass(frozen=True)
class HistoryBlocks:
    session: str | None = None
    retrieval: str | None = None


def _norm(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def _when(value: datetime, with_time: bool) -> str:
    local = value.astimezone()
    return local.strftime("%Y-%m-%d %H:%M" if with_time else "%Y-%m-%d")


def _quote(text: str, tokens: int) -> str:
    flat = " ".join(text.split())
    cut = truncate_to_tokens(flat, tokens)
    return cut if cut == flat else cut.rstrip() + " …"


class _Budget:
    def __init__(self, tokens: int) -> None:
        self.left = tokens

    def take(self, line: str) -> bool:
        cost = count_tokens(line) + 1
        if cost > self.left:
            return False
        self.left -= cost
        return True


@dataclass(frozen=True)
class _Assembly:
    """The two parts of one assembly: the session block (SQLite only) and the retrieval block."""

    session: asyncio.Future      # -> (block or None, quoted texts, the open chat's texts)
    retrieval: asyncio.Future    # -> block or None

    def cancelled(self) -> bool:
        return self.session.cancelled() or self.retrieval.cancelled()

    def cancel(self) -> None:
        self.session.cancel()
        self.retrieval.cancel()


class HistoryReader:
    def __init__(self, db: Database, policy: MemoryPolicy, settings: SettingsRepository, service: HistoryService) -> None:
        self.db = db
        self.policy = policy
        self.settings = settings
        self.service = service
        self._pending: OrderedDict[tuple[str, str], _Assembly] = OrderedDict()
        self._safe_text = functools.lru_cache(maxsize=512)(policy.safe_text)

    # ----- the two readers ---------------------------------------------------------------------
    async def read_session(self, query) -> str | None:
        assembly = self._assembly(query)
        if assembly is None:
            return None
        # Each reader may be cancelled at its deadline; the shared assembly must survive that.
        block, _quoted, _seen = await asyncio.shield(assembly.session)
        return block

    async def read_retrieval(self, query) -> str | None:
        assembly = self._assembly(query)
        if assembly is None:
            return None
        return await asyncio.shield(assembly.retrieval)

    def _assembly(self, query) -> _Assembly | None:
        if query.temporary or not self.service.enabled():
            return None
        key = (query.chat_id, query.user_message_id or query.text)
        assembly = self._pending.get(key)
        if assembly is None or assembly.cancelled():
            assembly = self._start(query.chat_id, query.text)
            self._pending[key] = assembly
            while len(self._pending) > 8:
                self._pending.popitem(last=False)
        return assembly

    # ----- assembly -----------------------------------------------------------------------------
    async def build(self, chat_id: str, text: str, *, now: datetime | None = None) -> HistoryBlocks:
        assembly = self._start(chat_id, text, now=now)
        try:
            (session, _quoted, _seen), retrieval = await asyncio.gather(assembly.session, assembly.retrieval)
        except BaseException:
            assembly.cancel()
            raise
        return HistoryBlocks(session, retrieval)

    def _start(self, chat_id: str, text: str, *, now: datetime | None = None) -> _Assembly:
        """Start one assembly for a user message. The session block needs SQLite only and is ready
        as soon as that read is: it never waits for the searches (the query's embedding, on a first
        run a model loading or a provider answering, takes far longer). The retrieval block waits for
        both, so the budget stays one budget and no quote appears twice."""
        now = now or utcnow()
        budget = _Budget(int(self.settings.get("history.budget_tokens")))
        session = asyncio.ensure_future(self._session_part(chat_id, now, budget))
        retrieval = asyncio.ensure_future(self._retrieval_part(chat_id, text, now, budget, session))
        return _Assembly(session, retrieval)

    async def _session_part(self, chat_id: str, now: datetime, budget: _Budget):
        # Reads, the redaction and the token counts in one worker call: on a first run the privacy
        # detector compiles its patterns and the tokenizer loads, which must not stall the loop.
        return await asyncio.to_thread(self._session_in_thread, chat_id, now, budget)

    def _session_in_thread(self, chat_id: str, now: datetime, budget: _Budget):
        seen, session_rows = self._local_reads(chat_id, now)
        block, quoted = self._session_block(session_rows, seen, budget)
        return block, quoted, seen

    def warm(self) -> None:
        """Blocking, for a worker thread once the app is up: what the first read would otherwise
        load while the user waits (the database reads, the privacy detector, the tokenizer, for
        the local embedder its model, and the search's tables in memory)."""
        if not self.service.enabled():
            return
        try:
            self._session_in_thread("", utcnow(), _Budget(int(self.settings.get("history.budget_tokens"))))
            self.policy.safe_text("warm up")
            warm_up = getattr(self.service.embedder(), "warm_up", None)
            if warm_up is not None:
                warm_up()
            self._warm_search()
        except Exception:
            log.debug("warming the chat-history reader failed", exc_info=True)

    def _warm_search(self) -> None:
        """LanceDB's tables in memory, built from the index's rows in the database (seconds for a
        large history): the first read would otherwise wait for them. Nothing when there are none."""
        index = self.service.index
        complete = index.complete_models()
        model = self.service.embedder().model_id
        if model not in complete:
            model = complete[0] if complete else None
        if model is not None:
            for kind in (MESSAGES, SUMMARIES):
                index.engine_table(kind, model)

    async def _retrieval_part(self, chat_id: str, text: str, now: datetime, budget: _Budget,
                              session: asyncio.Future) -> str | None:
        model = self.service.reading_model()    # once for both searches
        # The query's embedding (a worker thread) and both BM25 searches (LanceDB's own threads) run
        # while the session part reads SQLite (a worker thread).
        hits_task = asyncio.ensure_future(self.service.search_messages(
            text, since=now - QUOTE_WINDOW, exclude_chat=chat_id, limit=QUOTES_MAX * 2, relevant_only=True,
            model=model))
        summaries_task = asyncio.ensure_future(self.service.search_summaries(
            text, before=now - QUOTE_WINDOW, exclude_chat=chat_id, limit=SUMMARIES_MAX, relevant_only=True,
            model=model))
        try:
            hits, summaries = await asyncio.gather(hits_task, summaries_task)
            _block, quoted, seen = await asyncio.shield(session)
        except BaseException:
            # The tasks, not their results: a cancel that lands in the shield above used to call
            # list.cancel() here and turn the cancellation into an AttributeError.
            for task in (hits_task, summaries_task):
                task.cancel()
            raise
        return self._retrieval_block(hits, summaries, seen | quoted, budget)

    def _local_reads(self, chat_id: str, now: datetime) -> tuple[set[str], list[tuple]]:
        """SQLite only, in one worker call and one read: the open chat's texts and today's messages
        elsewhere."""
        with self.db.session(read_only=True) as s:
            return self._current_chat_texts(s, chat_id), self._session_messages(s, chat_id, now)

    @staticmethod
    def _current_chat_texts(s, chat_id: str) -> set[str]:
        from sqlalchemy import select

        from app.core.store.models import MessageRow

        m = MessageRow.__table__
        query = select(m.c.content).where(m.c.chat_id == chat_id).order_by(m.c.seq.desc()).limit(CURRENT_CHAT_SCAN)
        return {_norm(content) for content in s.scalars(query) if content.strip()}

    def _session_messages(self, s, chat_id: str, now: datetime) -> list[tuple]:
        """(created_at, chat title, text) of the newest allowed user messages in other chats today."""
        from types import SimpleNamespace

        from sqlalchemy import select

        from app.core.store.chats import to_chat
        from app.core.store.messages import to_message
        from app.core.store.models import ChatRow, MessageRow

        m, c = MessageRow.__table__, ChatRow.__table__
        query = (select(m, *(column.label(f"chat__{column.name}") for column in c.c)).join(c, c.c.id == m.c.chat_id)
                 .where(m.c.role == Role.USER.value, m.c.created_at >= now - SESSION_WINDOW,
                        m.c.chat_id != chat_id, c.c.deleted_at.is_(None))
                 .order_by(m.c.created_at.desc()).limit(60))
        out = []
        chats: dict[str, Chat] = {}
        for row in s.execute(query):      # rows are read as needed: the first few usually suffice
            message = to_message(row)
            chat = chats.get(message.chat_id)
            if chat is None:
                fields = row._mapping
                chat = chats[message.chat_id] = to_chat(SimpleNamespace(  # type: ignore[arg-type]  # the row's fields
                    **{column.name: fields[f"chat__{column.name}"] for column in c.c}))
            # The same few messages come back on every read of the day: their redacted text is cached
            # (the policy still decides each time whether they may be used at all).
            text = self._safe_text(message.content) if self.policy.may_remember(message, chat) else None
            if text:
                out.append((message.created_at, self.policy.safe_title(chat.title), text))
            if len(out) >= SESSION_MAX:
                break
        return out

    def _session_block(self, rows: list[tuple], seen: set[str], budget: _Budget) -> tuple[str | None, set[str]]:
        share = _Budget(int(budget.left * SESSION_SHARE))
        lines: list[str] = []
        quoted: set[str] = set()
        if rows and share.take(SESSION_HEADER):
            for created_at, title, text in rows:
                norm = _norm(text)
                if norm in seen or norm in quoted:
                    continue
                line = f'- {_when(created_at, True)}, chat "{title}": "{_quote(text, SESSION_QUOTE_TOKENS)}"'
                if not share.take(line):
                    break
                lines.append(line)
                quoted.add(norm)
        if not lines:
            return None, quoted
        block = "\n".join([SESSION_HEADER, *lines])
        budget.left -= count_tokens(block) + 1
        return block, quoted

    def _retrieval_block(self, hits, summaries, seen: set[str], budget: _Budget) -> str | None:
        summary_budget = _Budget(int(budget.left * SUMMARY_SHARE)) if summaries else _Budget(0)
        summary_lines: list[str] = []
        if summaries and summary_budget.take(SUMMARIES_HEADER):
            for hit in summaries:
                line = f'- {_when(hit.last_message_at, False)}, chat "{hit.chat_title}": {" ".join(hit.text.split())}'
                if summary_budget.take(line):
                    summary_lines.append(line)
        if summary_lines:
            budget.left -= count_tokens("\n".join([SUMMARIES_HEADER, *summary_lines])) + 1
        quote_lines: list[str] = []
        for hit in hits:
            norm = _norm(hit.text)
            if norm in seen:
                continue
            if not quote_lines and not budget.take(QUOTES_HEADER):
                break
            who = "user" if hit.role == Role.USER.value else "assistant"
            line = f'- {_when(hit.created_at, False)}, chat "{hit.chat_title}", {who}: "{_quote(hit.text, QUOTE_TOKENS)}"'
            if not budget.take(line):
                continue
            quote_lines.append(line)
            seen.add(norm)
            if len(quote_lines) >= QUOTES_MAX:
                break
        parts = []
        if quote_lines:
            parts.append("\n".join([QUOTES_HEADER, *quote_lines]))
        if summary_lines:
            parts.append("\n".join([SUMMARIES_HEADER, *summary_lines]))
        return "\n\n".join(parts) or None


def install_readers(chat: ChatService, service: HistoryService) -> HistoryReader:
    """Session history (order 30) and retrieval (40), registered with the chat service."""
    reader = HistoryReader(service.db, service.policy, service.settings, service)
    chat.add_memory_reader("session_history", reader.read_session, SESSION_ORDER)
    chat.add_memory_reader("chat_history", reader.read_retrieval, RETRIEVAL_ORDER)
    return reader
