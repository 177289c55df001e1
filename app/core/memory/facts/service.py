"""Saved memory wired into WhiziCore: `core.facts` (built from FEATURE, below).

- schedules a pass (a durable job) when a chat crosses a multiple of six turns, and at once when
  the user asks to remember or to forget something;
- registers the job handler and the memory reader (order 10);
- is the one API the UI, the CLI and other features use: list, edit, delete, undo, clear, where a
  line came from, and `changed` (every change, with its cause) for "Memory updated".

The methods block on the database; the GUI runs them in a worker thread (Operations: a locked
database must not freeze the window), and `changed` still reaches its listeners on the event loop
(app/core/events.py).
"""
from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Iterable
from datetime import UTC
from typing import TYPE_CHECKING

from app.core.chat import ChatService
from app.core.domain import TurnEvent
from app.core.events import Event
from app.core.features import Feature
from app.core.jobs import JobQueue
from app.core.memory.facts.budget import list_tokens, normalise, positional_trim
from app.core.memory.facts.extract import FactsPassRunner, PassRequest, PassResult
from app.core.memory.facts.model import MAX_TOKENS, Cause, Fact, FactsChange, Revision
from app.core.memory.facts.reader import DEADLINE_MS, READER_NAME, READER_ORDER, FactsReader
from app.core.memory.facts.store import FactStore
from app.core.memory.facts.triggers import ExplicitRequest, crosses_boundary, detect_request
from app.core.memory.policy import MemoryPolicy
from app.core.providers.manager import ProviderManager
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.messages import MessageRepository
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.memory.history.service import HistoryService
    from app.core.memory.privacy.service import PrivacyService

log = logging.getLogger(__name__)

FACTS_PASS = "facts_pass"
# A pass over messages the privacy analysis newly made remembered (the brain clicked, automatic
# analysis switched on, a "Remember"): one durable job per chat, coalescing every change of that
# chat until it runs, a few seconds after the first (a backfill labels a chat batch by batch).
FACTS_ANALYSED = "facts_analysed_pass"
ANALYSED_DELAY_S = 3.0
ANALYSED_CHUNK = 40          # messages per pass; a longer backlog goes on in the next run
# Compaction after an import merged lines in its own transaction and left the list over budget.
FACTS_FIT = "facts_fit_budget"


class FactsService:
    def __init__(self, db: Database, chat: ChatService, chats: ChatRepository, messages: MessageRepository,
                 policy: MemoryPolicy, providers: ProviderManager, settings: SettingsRepository, jobs: JobQueue) -> None:
        self.db = db
        self.chat = chat
        self.chats = chats
        self.messages = messages
        self.policy = policy
        self.providers = providers
        self.jobs = jobs
        # Optional: "Clear memory" also takes the facts out of its index (set once it is built).
        self.history: HistoryService | None = None
        self.store = FactStore(db)
        self.passes = FactsPassRunner(self.store, chat, messages, policy, providers, settings, jobs)
        self.reader = FactsReader(self.store)
        self.changed: Event[FactsChange] = Event()
        self.pass_finished: Event[PassResult] = Event()
        # Messages of turns in analysed chats: the six-turn passes read them (they wait for their
        # labels), so their becoming remembered needs no pass of its own. In memory: after a
        # restart the worst case is one more pass.
        self._turn_messages: dict[str, set[str]] = {}
        # Every change announced (an import writes the table in its own transaction, then announces
        # here): the reader's copy of the list is read again.
        self.changed.connect(lambda _change: self.store.invalidate())

    # ----- scheduling ----------------------------------------------------------------------------
    def on_turn(self, event: TurnEvent) -> None:
        """Turn listener: only enqueues (the work happens in the job)."""
        if event.temporary:
            return
        if self.policy.chat_is_analysed(self.chats.get(event.chat_id)):
            owned = self._turn_messages.setdefault(event.chat_id, set())
            owned.update((event.user_message_id, event.assistant_message_id))
            if len(owned) > 200:
                owned.clear()
        request = detect_request(event.user_text)
        if request:
            chat = self.chat.get_chat(event.chat_id)
            if self.policy.may_take_explicit_request(chat):
                digest = hashlib.sha256(event.user_text.encode("utf-8", "replace")).hexdigest()[:16]
                self.schedule_pass(event.chat_id, event.user_message_id, event.assistant_message_id,
                                   request=request, pass_key=f"explicit:{event.user_message_id}:{digest}")
                return
        if crosses_boundary(event.turn_count):
            self.schedule_pass(event.chat_id, event.user_message_id, event.assistant_message_id,
                               pass_key=f"turns:{event.chat_id}:{event.turn_count}:{event.user_message_id}")

    def schedule_pass(self, chat_id: str, user_message_id: str, anchor_message_id: str | None = None, *,
                      request: ExplicitRequest = ExplicitRequest(), pass_key: str | None = None) -> int:
        pass_key = pass_key or f"manual:{chat_id}:{user_message_id}"
        payload = {"pass_key": pass_key, "chat_id": chat_id, "user_message_id": user_message_id,
                   "anchor_message_id": anchor_message_id, "remember": request.remember, "forget": request.forget}
        return self.jobs.enqueue(FACTS_PASS, payload, dedupe_key=f"facts:{pass_key}")

    def on_remembered(self, change) -> None:
        """Privacy listener (`remembered_changed`): messages became remembered outside a turn's
        own analysis; queue a pass for their chat (coalesced, a durable job)."""
        owned = self._turn_messages.get(change.chat_id, set())
        new = [m for m in change.remembered if m not in owned]
        owned.difference_update(change.remembered)
        if not new:
            return
        chat = self.chats.get(change.chat_id)
        if chat is None or chat.temporary or chat.is_deleted:
            return
        self.jobs.enqueue(FACTS_ANALYSED, {"chat_id": change.chat_id},
                               dedupe_key=f"facts:analysed:{change.chat_id}", delay_s=ANALYSED_DELAY_S)

    async def handle_analysed_job(self, job) -> None:
        """Read the chat's messages remembered since its last such pass (oldest first, a chunk per
        run); the pass key carries how far it read, so the next run starts after it."""
        from app.core.jobs import RetryLater

        chat_id = job.payload.get("chat_id", "")
        chat = self.chats.get(chat_id)
        if chat is None or chat.temporary or chat.is_deleted:
            return
        pending = await asyncio.to_thread(self._remembered_since_last_pass, chat_id)
        if not pending:
            return
        chunk = pending[:ANALYSED_CHUNK]
        upto = _stamp(chunk[-1].remembered_at)
        ordered = sorted(chunk, key=lambda m: m.seq)
        result = await self.passes.run(PassRequest(
            pass_key=f"analysed:{chat_id}:{upto}", chat_id=chat_id, user_message_id=ordered[-1].id,
            anchor_message_id=ordered[-1].id, message_ids=tuple(m.id for m in ordered)))
        log.info("facts pass after analysis: %s%s (%d message(s), %d call(s))", result.outcome,
                 f" ({result.reason})" if result.reason else "", len(chunk), result.calls)
        self._announce(result.revision)
        self.pass_finished.emit(result)
        if len(pending) > len(chunk):
            raise RetryLater(0, "more newly remembered messages")

    def _remembered_since_last_pass(self, chat_id: str) -> list:
        """The chat's remembered messages newer (by when they became remembered) than what its
        last analysis pass read, oldest first."""
        last = self.store.last_pass_key(f"analysed:{chat_id}:")
        since = last.rsplit(":", 1)[-1] if last else ""
        # (the stamp has no colon: see _stamp)
        messages = [m for m in self.messages.list(chat_id, remembered_only=True)
                    if m.remembered_at is not None and _stamp(m.remembered_at) > since]
        return sorted(messages, key=lambda m: (m.remembered_at, m.seq))

    async def handle_job(self, job) -> None:
        p = job.payload
        result = await self.passes.run(PassRequest(
            pass_key=p["pass_key"], chat_id=p["chat_id"], user_message_id=p["user_message_id"],
            anchor_message_id=p.get("anchor_message_id"),
            request=ExplicitRequest(remember=bool(p.get("remember")), forget=bool(p.get("forget")))))
        log.info("facts pass: %s%s (%d call(s), %d tokens sent)", result.outcome,
                 f" ({result.reason})" if result.reason else "", result.calls, result.tokens_sent)
        self._announce(result.revision)
        self.pass_finished.emit(result)

    # ----- reading -------------------------------------------------------------------------------
    def facts(self) -> list[Fact]:
        return self.store.facts()

    def lines(self) -> list[str]:
        return [f.text for f in self.store.facts()]

    def count(self) -> int:
        return self.store.count()

    def tokens(self) -> int:
        return list_tokens(self.lines())

    def can_undo(self) -> bool:
        return self.store.last_undoable() is not None

    def revisions(self, limit: int = 50) -> list[Revision]:
        return self.store.revisions(limit)

    def sources_of(self, fact: str) -> list[str]:
        """Ids of the messages a line was learnt from ("Why does Whizi remember this?"), oldest
        first. `fact` is a line's id or its text; [] when no such line is remembered."""
        facts = self.store.facts()
        match = next((f for f in facts if f.id == fact), None) or next(
            (f for f in facts if f.text.casefold() == fact.strip().casefold()), None)
        return self.store.sources(match.id) if match else []

    def orphaned_by(self, message_ids: Iterable[str]) -> list[Fact]:
        """The lines learnt only from these messages (rule: facts_provenance.py)."""
        from app.core.memory.facts.provenance import learnt_only_from, source_states

        dropped = set(message_ids)
        facts = self.store.facts()
        sources = self.store.all_sources()
        states = source_states(self.db, {m for f in facts for m in sources.get(f.id, [])})
        return [f for f in facts if learnt_only_from(sources.get(f.id, []), dropped, states)]

    def drop_sources(self, message_ids: Iterable[str], *, chat_id: str | None = None,
                     pass_key: str | None = None) -> Revision | None:
        """"Do not remember" on messages: remove the lines learnt only from them, as one revision
        (cause user_edit, so "Undo last change" can bring them back). With `pass_key`, applies at
        most once (a job delivered twice). Returns the revision, or None when nothing came only
        from these messages."""
        return self._announce(self._drop_sources(list(dict.fromkeys(message_ids)), chat_id, pass_key))

    def _drop_sources(self, ids: list[str], chat_id: str | None, pass_key: str | None) -> Revision | None:
        from app.core.memory.facts.store import Conflict

        for _ in range(3):
            snapshot = self.store.snapshot()
            orphans = {f.id for f in self.orphaned_by(ids)}
            if not orphans:
                if pass_key:
                    self.store.record_pass(pass_key, "unchanged: no line came only from these messages")
                return None
            kept = [f.text for f in snapshot.facts if f.id not in orphans]
            try:
                return self.store.commit(kept, cause=Cause.USER_EDIT, base_head=snapshot.head, chat_id=chat_id,
                                         message_ids=ids, pass_key=pass_key)
            except Conflict:
                continue  # a pass or an edit landed in between: look again at the new list
        return None

    # ----- changing ------------------------------------------------------------------------------
    def edit(self, fact_id: str, text: str) -> Revision | None:
        return self._announce(self.store.edit(fact_id, text, normalise, _fits))

    def delete(self, fact_id: str) -> Revision | None:
        return self._announce(self.store.delete(fact_id))

    def undo(self) -> Revision | None:
        return self._announce(self.store.undo())

    def clear(self) -> Revision:
        """Forget everything, physically (revisions included), and take the facts out of the chat-
        history index's files before returning. Raises MemoryStoreError, with the list untouched,
        when the database cannot be written. Blocking: the app runs it in a worker."""
        return self._announce(self._clear_everywhere())

    def _clear_everywhere(self) -> Revision:
        revision = self.store.clear()
        history = self.history
        if history is not None:
            try:
                history.erase_facts()
            except Exception:   # the sync after the announcement still removes them, and purges
                log.warning("saved facts could not be taken out of the chat-history index now", exc_info=True)
        return revision

    async def merge(self, lines: Iterable[str], *, cause: Cause = Cause.IMPORT) -> Revision | None:
        """Add lines (an import from another machine or profile) without duplicates. Over budget,
        the compaction pass shortens the merged list (positional trim without a provider)."""
        current = self.store.snapshot()
        merged = normalise([*current.lines, *lines])
        if list_tokens(merged) > MAX_TOKENS:
            try:
                client = self.providers.client()
                model = client.config.memory_model or client.config.chat_model
                merged, _ = await self.passes.fit(client, model, merged, PassResult("import", model=model))
            except Exception as exc:  # no provider, or it failed: the safeguard still holds
                log.info("compacting an import failed (%s); trimming by position", type(exc).__name__)
                merged = positional_trim(merged)
        revision = await asyncio.to_thread(self.store.commit, merged, cause=cause)
        return self._announce(revision)

    def announce_import(self) -> None:
        """An import merged lines into the list in its own transaction: say so the way every change
        is said (what shows the list refreshes), and bring the list back under budget after it."""
        revision = self.revisions(1)[0]
        self.changed.emit(FactsChange(revision_id=revision.id, cause=revision.cause, chat_id=None,
                                      count=len(revision.new_facts), added=tuple(revision.added),
                                      removed=tuple(revision.removed)))
        self.schedule_fit()

    def schedule_fit(self) -> None:
        """Queue the compaction when the list is over budget (an import may have made it so)."""
        if self.tokens() > MAX_TOKENS:
            self.jobs.enqueue(FACTS_FIT, {}, dedupe_key=FACTS_FIT)

    def _announce(self, revision: Revision | None) -> Revision | None:
        if revision is not None:
            self.changed.emit(FactsChange(
                revision_id=revision.id, cause=revision.cause, chat_id=revision.chat_id,
                count=len(revision.new_facts), added=tuple(revision.added), removed=tuple(revision.removed)))
        return revision


def _stamp(value) -> str:
    """A sortable UTC time without colons (it ends a pass key split on ':')."""

    return value.astimezone(UTC).strftime("%Y%m%dT%H%M%S%f")


def _fits(lines: list[str]) -> bool:
    return list_tokens(lines) <= MAX_TOKENS


def _build(core: WhiziCore) -> FactsService:
    """The service, its job handlers, the reader (order 10) and the turn listener."""
    service = FactsService(core.db, core.chat, core.chats, core.messages, core.policy, core.providers,
                           core.settings, core.jobs)
    core.runner.register(FACTS_PASS, service.handle_job)
    core.runner.register(FACTS_FIT, lambda job: service.merge([]))  # compaction, then the trim
    core.chat.add_memory_reader(READER_NAME, service.reader, READER_ORDER, deadline_ms=DEADLINE_MS)
    core.chat.turn_completed.connect(service.on_turn)
    core.runner.register(FACTS_ANALYSED, service.handle_analysed_job)
    service.reader.load()   # one small query: the first reply after a start finds the list in memory
    return service


def _use_privacy(service: FactsService, privacy: PrivacyService) -> None:
    privacy.remembered_changed.connect(service.on_remembered)


def _use_history(service: FactsService, history: HistoryService) -> None:
    service.history = history


# Privacy: a pass over messages it newly made remembered. History: "Clear memory" takes the facts
# out of its index at once (history itself listens to `changed`, so it comes later, not first).
FEATURE = Feature("facts", _build, optional=("privacy", "history"),
                  on_available={"privacy": _use_privacy, "history": _use_history})
