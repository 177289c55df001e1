"""The Memory Map wired into WhiziCore: `core.memory_map` (PRODUCT.md §5, seed 003 §4).

    page = core.memory_map.page()                        # dialogues with remembered messages
    core.memory_map.rename(chat_id, "Trip to Lisbon")
    core.memory_map.exclude(message_id)                  # "Do not remember"
    core.memory_map.undo_exclude(message_id)             # until the facts rewrite has run

"Do not remember" (here, in the open chat or from the command line: it is the privacy service's
`forget`) takes a message out of memory at once: the policy stops allowing it (so insights never
read it) and the chat-history index drops it. The facts rewrite waits: a `memory_map_exclude` job,
delayed by `memory_map.undo_s` under a dedupe key, so that Undo can cancel it. When it runs it
removes the saved facts learnt only from that message (`core.facts.drop_sources`); in a deleted
dialogue it also deletes the message itself, physically, and the chat row with the last one.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.core.chat import ChatService
from app.core.domain import Chat, Message, UserDecision
from app.core.events import Event
from app.core.features import Feature
from app.core.jobs import Job, JobQueue, JobRunner
from app.core.memory.memory_map.reader import PAGE_SIZE, Cursor, Dialogue, DialoguePage, MemoryMapQuery
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.memory.facts.service import FactsService
    from app.core.memory.history.service import HistoryService
    from app.core.memory.privacy.service import PrivacyService

log = logging.getLogger(__name__)

EXCLUDE = "memory_map_exclude"
_PURGE_CHAT = "purge_chat"      # WhiziCore's job that purges a deleted chat


def exclusion_key(message_id: str) -> str:
    return f"memory_map:exclude:{message_id}"


@dataclass(frozen=True)
class ExclusionResult:
    """The facts rewrite after "Do not remember" has run."""

    message_id: str
    chat_id: str
    removed_facts: tuple[str, ...]     # the lines that came only from this message
    dialogue_removed: bool = False     # it was the last remembered message of a deleted dialogue


@dataclass(frozen=True)
class FactSource:
    chat_id: str
    message_id: str


class MemoryMapService:
    def __init__(self, db: Database, chat: ChatService, chats: ChatRepository, settings: SettingsRepository,
                 jobs: JobQueue, privacy: PrivacyService, facts: FactsService) -> None:
        self.db = db
        self.chat = chat
        self.chats = chats
        self.settings = settings
        self.jobs = jobs
        self.privacy = privacy
        self.facts = facts
        # Optional: a removed message's rows leave the chat-history index (set once it is built).
        self.history: HistoryService | None = None
        self.query = MemoryMapQuery(db)
        self.exclusion_applied: Event[ExclusionResult] = Event()
        # A dialogue's line changed outside the privacy events: renamed, purged, removed. Chat id.
        self.changed: Event[str] = Event()

    def install(self, runner: JobRunner) -> None:
        runner.register(EXCLUDE, self._exclude_job)
        self.privacy.remembered_changed.connect(self._on_remembered_changed)
        runner.job_finished.connect(self._on_job_finished)

    def use_history(self, history: HistoryService) -> None:
        self.history = history

    # ----- reading (blocking; one page is a few index look-ups) ---------------------------------------
    def page(self, after: Cursor | None = None, limit: int = PAGE_SIZE,
             chat_ids: Iterable[str] | None = None) -> DialoguePage:
        return self.query.page(after, limit, chat_ids)

    def dialogue(self, chat_id: str) -> Dialogue | None:
        return self.query.dialogue(chat_id)

    def count(self, chat_ids: Iterable[str] | None = None) -> int:
        return self.query.count(chat_ids)

    def search(self, text: str) -> list[str] | None:
        """Chat ids whose title or remembered text matches (None: no words, no filter)."""
        return self.query.search(text)

    def messages(self, chat_id: str, *, remembered_only: bool = False, before_seq: int | None = None,
                 from_seq: int | None = None, limit: int | None = None) -> list[Message]:
        """A dialogue's messages. A deleted dialogue only ever shows its remembered ones (its other
        messages are gone, or about to be when the undo window of the delete closes)."""
        chat = self.chats.get(chat_id)
        remembered_only = remembered_only or (chat is not None and chat.is_deleted)
        return self.query.messages(chat_id, remembered_only=remembered_only, before_seq=before_seq,
                                   from_seq=from_seq, limit=limit)

    def sources(self, fact: str) -> list[FactSource]:
        """"Why does Whizi remember this?": the stored messages a fact (id or text) was learnt from,
        in the order it learnt them."""
        ids = self.facts.sources_of(fact)
        found = self.query.locate(ids)
        return [FactSource(found[m][0], m) for m in ids if m in found]

    # ----- changing --------------------------------------------------------------------------------
    def rename(self, chat_id: str, title: str) -> Chat | None:
        if not title.strip():
            raise ValueError("A title cannot be empty.")
        self.chats.rename(chat_id, title)
        chat = self.chats.get(chat_id)
        if chat is not None:
            self.chat.chat_changed.emit(chat)   # the sidebar and the open chat show the new title
            self.changed.emit(chat_id)
        return chat

    def exclude(self, message_id: str) -> Message:
        """"Do not remember". KeyError for an unknown message, ValueError when it is not remembered."""
        return self.privacy.forget(message_id)   # the listener below schedules the facts rewrite

    def undo_seconds(self) -> float:
        return max(0.0, float(self.settings.get("memory_map.undo_s")))

    def pending(self, message_id: str) -> bool:
        """True while the facts rewrite of an exclusion has not started (Undo is still possible)."""
        return self.jobs.unfinished(exclusion_key(message_id))

    def undo_exclude(self, message_id: str) -> bool:
        """Take back "Do not remember" while its rewrite is still waiting: the message is remembered
        again and no fact is touched. False once the rewrite has started or run."""
        if not self.jobs.cancel(exclusion_key(message_id)):
            return False
        try:
            self.privacy.remember(message_id)
        except (KeyError, ValueError):
            log.info("an excluded message could not be remembered again; its rewrite goes ahead")
            message = next(iter(self.privacy.messages([message_id])), None)
            if message is not None:
                self._schedule(message)
            return False
        return True

    # ----- listeners (they only schedule or cancel; the work is in the job) ---------------------------
    def _on_remembered_changed(self, change) -> None:
        for message_id in change.remembered:
            # Remembered again before the rewrite ran ("Remember" on the excluded message): no rewrite.
            self.jobs.cancel(exclusion_key(message_id))
        if change.forgotten:
            for message in self.privacy.messages(change.forgotten):
                if message.user_decision is UserDecision.DO_NOT_REMEMBER:
                    self._schedule(message)

    def _schedule(self, message: Message) -> None:
        self.jobs.enqueue(EXCLUDE, {"message_id": message.id, "chat_id": message.chat_id},
                               dedupe_key=exclusion_key(message.id), delay_s=self.undo_seconds())

    def _on_job_finished(self, item) -> None:
        job, error = item
        if job.kind == _PURGE_CHAT and error is None:
            chat_id = job.payload.get("chat_id", "")
            # A purged chat keeps only its remembered messages: list it at the last of them.
            self.query.settle_order(chat_id)
            self.changed.emit(chat_id)

    # ----- the job ---------------------------------------------------------------------------------
    async def _exclude_job(self, job: Job) -> None:
        message_id, chat_id = job.payload["message_id"], job.payload.get("chat_id", "")
        message = next(iter(await asyncio.to_thread(self.privacy.messages, [message_id])), None)
        if message is not None and message.remembered:
            return  # taken back meanwhile: nothing to rewrite
        chat_id = message.chat_id if message is not None else chat_id
        # The pass key makes a job delivered twice apply once.
        revision = await asyncio.to_thread(self.facts.drop_sources, [message_id], chat_id=chat_id,
                                           pass_key=f"exclude:{job.id}:{message_id}")
        removed_dialogue = await asyncio.to_thread(self._purge_deleted, chat_id)
        history = self.history
        if history is not None:
            history.schedule_sync(chat_id, summary=True)  # makes a removed message's rows physically gone
        self.changed.emit(chat_id)
        self.exclusion_applied.emit(ExclusionResult(message_id, chat_id, tuple(revision.removed) if revision else (),
                                                    removed_dialogue))

    def _purge_deleted(self, chat_id: str) -> bool:
        """In a deleted dialogue an excluded message goes for good, and the dialogue with its last
        remembered message. Returns True when the chat row is gone. A chat still inside the undo
        window of its delete is left to its own purge (undoing the delete restores everything)."""
        chat = self.chats.get(chat_id)
        if chat is None or not chat.is_deleted or self._purge_pending(chat_id):
            return False
        self.chats.purge(chat_id)     # deletes what is not remembered, scrubs FTS and the WAL
        if self.chats.get(chat_id) is None:
            return True
        self.query.settle_order(chat_id)
        return False

    def _purge_pending(self, chat_id: str) -> bool:
        return self.jobs.unfinished(f"purge:{chat_id}", running_too=True)


def _build(core: WhiziCore) -> MemoryMapService:
    service = MemoryMapService(core.db, core.chat, core.chats, core.settings, core.jobs, core.privacy, core.facts)
    service.install(core.runner)
    return service


# "Do not remember" is the privacy service's `forget`, and its rewrite drops saved facts: both
# required. The chat-history index is told to drop the message's rows when it is there.
FEATURE = Feature("memory_map", _build, requires=("privacy", "facts"), optional=("history",),
                  on_available={"history": MemoryMapService.use_history})
