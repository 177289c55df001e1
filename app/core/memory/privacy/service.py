"""The privacy analysis: labels messages green / yellow / red and keeps "remembered" in step.

    core.privacy.analyse_chat_now(chat_id)             # the brain clicked: this chat, once
    core.privacy.analyse_chat_now(chat_id, automatic=True)   # "... automatically from now on"
    core.privacy.set_chat_analysis(automatic=True)     # every chat, old and new, in the background
    core.privacy.remember(message_id) / ignore(...) / forget(...)   # the user's decisions
    core.privacy.brain_state(chat), progress(), mark(message)

How one message is labelled (a job, `privacy_analyse_chat`, one batch per run):
1. the local detector reads it on this machine; if it says red, the message is red ("local") and
   its text goes nowhere;
   a message that repeats a red span of an earlier message of its chat, even partly (a reply
   quoting the first digits of a card), is red ("local") as well (privacy_echo);
2. otherwise the memory model labels it with the other unlabelled messages of the batch ("model");
   a message the model does not answer for stays unlabelled and the job is retried, never guessed;
3. the user's decision ("user") overrides both, whenever it comes.
Each label is stored with the remembered state the policy derives from it, in one transaction and
only once (a job re-run after a crash applies nothing twice), and announced: `changed` for what is
shown, `remembered_changed` for the memory layers.
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from app.core.chat import ChatService
from app.core.domain import AnalysisMode, Chat, Message, PrivacyLabel, Role, UserDecision, utcnow
from app.core.errors import UserError
from app.core.events import Event
from app.core.features import Feature
from app.core.jobs import Job, JobQueue, JobRunner, RetryLater
from app.core.memory.policy import FORGET, IGNORE, REMEMBER, MemoryPolicy, MessageMark
from app.core.memory.privacy.classifier import BATCH_SIZE, classify, make_batches
from app.core.memory.privacy.echo import REASON as ECHO_REASON
from app.core.memory.privacy.state import AnalysisProgress, BrainMode, BrainState, PrivacyChange, RememberedChange
from app.core.memory.privacy.store import PrivacyStore, text_hash
from app.core.providers.manager import ProviderManager
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.messages import MessageRepository
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

ANALYSE_CHAT = "privacy_analyse_chat"
SOURCE_LOCAL, SOURCE_MODEL, SOURCE_USER = "local", "model", "user"
# Texts longer than this are scanned off the event loop, so a pasted book never stalls the UI.
_THREAD_SCAN_CHARS = 50_000
# How far back a message is compared with earlier red text (about what a reply's request carries).
ECHO_SCAN = 200
# How many messages after a user's message may be its replies (regenerated ones are replaced).
ECHO_REPLIES = 8


class TemporaryChat(UserError, ValueError):
    """Asked to analyse a temporary chat, which is never analysed or remembered."""

    code = "privacy.temporary"


class IncompleteAnswer(UserError):
    """The memory model left some messages of a batch without a label; the job tries again."""

    code = "model.bad_output"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, params={"detail": detail})


def _dedupe(chat_id: str) -> str:
    return f"privacy:chat:{chat_id}"


class PrivacyService:
    def __init__(self, db: Database, chat: ChatService, chats: ChatRepository, messages: MessageRepository,
                 policy: MemoryPolicy, settings: SettingsRepository, providers: ProviderManager, jobs: JobQueue) -> None:
        self.policy = policy
        self.chat = chat
        self.chats = chats
        self.settings = settings
        self._messages = messages     # the repository (`messages()` below reads labelled ones)
        self.providers = providers
        self.jobs = jobs
        self.store = PrivacyStore(db)
        self.changed: Event[PrivacyChange] = Event()
        self.remembered_changed: Event[RememberedChange] = Event()
        self.progress_changed: Event[AnalysisProgress] = Event()
        # The run the user is watching: chat id -> messages it had to analyse when scheduled.
        self._scope: dict[str, int] = {}

    def install(self, runner: JobRunner) -> None:
        runner.register(ANALYSE_CHAT, self._analyse_job)
        runner.job_finished.connect(self._on_job_finished)
        self.chat.turn_completed.connect(self._on_turn)
        self.chat.message_changed.connect(self._on_message_changed)
        self.chat.messages_removed.connect(self._on_messages_removed)
        # A run interrupted by a quit or crash goes on (its jobs are durable); show its progress.
        pending = self.store.pending_job_chats(ANALYSE_CHAT)
        if pending:
            self._scope = self.store.unanalysed_counts(pending)
        # Automatic mode switched on from the command line, or chats imported: catch up.
        if self.policy.settings_now().automatic:
            self.schedule_backfill(announce=False)

    def analysis_pending(self) -> bool:
        """Chats are queued for (or in) the analysis."""
        return bool(self.jobs.pending(ANALYSE_CHAT))

    # ----- settings --------------------------------------------------------------------------------
    def set_chat_analysis(self, automatic: bool) -> None:
        """"Chats are automatically saved" (True) or "... not automatically saved" (False).
        Switching it on analyses every existing chat in the background."""
        value = "automatic" if automatic else "manual"
        if self.settings.get("memory.chat_analysis") == value:
            return
        self.settings.set("memory.chat_analysis", value)
        if automatic:
            self.schedule_backfill()
        self.changed.emit(PrivacyChange(None))

    def set_analysis_level(self, detailed: bool) -> None:
        """"Detailed" shows yellow messages and their Remember / Ignore actions; "Strict" hides them."""
        value = "detailed" if detailed else "strict"
        if self.settings.get("memory.analysis_level") == value:
            return
        self.settings.set("memory.analysis_level", value)
        self.changed.emit(PrivacyChange(None))

    def set_reference_history(self, on: bool) -> None:
        self.settings.set("memory.reference_history", bool(on))

    def detailed(self) -> bool:
        return self.settings.get("memory.analysis_level") == "detailed"

    # ----- scheduling ----------------------------------------------------------------------------
    def schedule_backfill(self, *, announce: bool = True) -> int:
        """Queue analysis for every stored chat with unlabelled messages; returns how many chats."""
        counts = self.store.unanalysed_counts()
        for chat_id, count in counts.items():
            self._schedule(chat_id, count)
        if announce and counts:
            self._emit_progress()
        return len(counts)

    def _schedule(self, chat_id: str, count: int) -> None:
        self.jobs.enqueue(ANALYSE_CHAT, {"chat_id": chat_id}, dedupe_key=_dedupe(chat_id))
        if count and chat_id not in self._scope:
            self._scope[chat_id] = count

    def analyse_chat_now(self, chat_id: str, *, automatic: bool | None = None) -> None:
        """The brain clicked: analyse this chat's unlabelled messages now. `automatic` True makes
        the chat analysed automatically from now on, False makes it a one-time analysis; None
        keeps an automatic chat automatic and makes any other chat analysed once."""
        chat = self.chat.get_chat(chat_id)
        if chat is None or chat.is_deleted:
            raise KeyError(f"no chat {chat_id}")
        if chat.temporary:
            raise TemporaryChat()
        if automatic is None:
            mode = AnalysisMode.AUTO if chat.analysis_mode is AnalysisMode.AUTO else AnalysisMode.ONCE
        else:
            mode = AnalysisMode.AUTO if automatic else AnalysisMode.ONCE
        if mode is not chat.analysis_mode:
            self.chats.set_analysis_mode(chat_id, mode)
        self._schedule(chat_id, self.store.unanalysed_counts([chat_id]).get(chat_id, 0))
        self.changed.emit(PrivacyChange(chat_id))
        self._emit_progress()

    def set_chat_automatic(self, chat_id: str, automatic: bool) -> None:
        """The brain's "Analyse this chat automatically from now on", on or off. Off leaves the
        chat analysed once: what was labelled keeps its label."""
        if automatic:
            self.analyse_chat_now(chat_id, automatic=True)
            return
        chat = self.chats.get(chat_id)
        if chat is not None and chat.analysis_mode is AnalysisMode.AUTO:
            self.chats.set_analysis_mode(chat_id, AnalysisMode.ONCE)
            self.changed.emit(PrivacyChange(chat_id))

    # ----- what the UI shows -----------------------------------------------------------------------
    def brain_state(self, chat: Chat | None) -> BrainState:
        if chat is None:
            return BrainState(BrainMode.OFF)
        return self.brain_states([chat]).get(chat.id, BrainState(BrainMode.OFF))

    def brain_states(self, chats: list[Chat] | None = None) -> dict[str, BrainState]:
        """Brain states of many chats at once (the sidebar): two queries, whatever the count."""
        chats = self.chats.list_visible() if chats is None else chats
        settings = self.policy.settings_now()
        stored = [c.id for c in chats if not c.temporary]
        awaiting = self.store.awaiting_counts(stored) if settings.detailed and stored else {}
        states = {}
        for chat in chats:
            if chat.temporary:
                mode = BrainMode.OFF
            elif self.policy.chat_is_analysed(chat, settings):
                mode = BrainMode.AUTO
            elif chat.analysis_mode is AnalysisMode.ONCE:
                mode = BrainMode.ONCE
            else:
                mode = BrainMode.OFF
            states[chat.id] = BrainState(mode, awaiting.get(chat.id, 0))
        return states

    def mark(self, message: Message, detailed: bool | None = None) -> MessageMark:
        return self.policy.mark(message, self.detailed() if detailed is None else detailed)

    def messages(self, ids) -> list[Message]:
        """Current state of these messages (after a `changed` event, to redraw them)."""
        return self.store.messages(ids)

    def progress(self) -> AnalysisProgress:
        if not self._scope:
            return AnalysisProgress()
        total = sum(self._scope.values())
        remaining = sum(self.store.unanalysed_counts(self._scope).values())
        running = bool(self.store.pending_job_chats(ANALYSE_CHAT) & self._scope.keys())
        done = max(0, total - remaining)
        return AnalysisProgress(done=min(done, total), total=total, running=running,
                                failed=0 if running else min(remaining, total))

    def _emit_progress(self) -> None:
        if not self._scope:
            return
        progress = self.progress()
        if not progress.running:
            self._scope = {}  # the run is over; the next one counts from zero
        self.progress_changed.emit(progress)

    # ----- the user's decisions --------------------------------------------------------------------
    def remember(self, message_id: str) -> Message:
        """"Remember": a yellow message confirmed, or an excluded one taken back."""
        return self.act(message_id, REMEMBER)

    def ignore(self, message_id: str) -> Message:
        """"Ignore": a yellow message stays out of memory."""
        return self.act(message_id, IGNORE)

    def forget(self, message_id: str) -> Message:
        """"Do not remember": a remembered message leaves memory (the layers drop it)."""
        return self.act(message_id, FORGET)

    def act(self, message_id: str, action: str) -> Message:
        """Apply one of the actions the message's mark offers; KeyError for an unknown message,
        ValueError for an action it does not offer. Returns the message as stored now."""
        [message] = self.store.messages([message_id]) or [None]
        if message is None:
            raise KeyError(f"no message {message_id}")
        decision = self.policy.decision_for(message, action, self.detailed())
        return self._decide(message, decision)

    def _decide(self, message: Message, decision: UserDecision) -> Message:
        chat = self.chats.get(message.chat_id)
        decided = [message, *self._echoes_of(message, decision)]
        now, kept = utcnow(), set()
        for target in decided:
            if self.policy.may_remember(replace(target, user_decision=decision), chat):
                kept.add(target.id)
            self.store.set_decision(target, decision, target.id in kept, now)
        self._announce(message.chat_id, [m.id for m in decided], decided, kept)
        return self.store.messages([message.id])[0]

    def _echoes_of(self, message: Message, decision: UserDecision) -> list[Message]:
        """The replies a user's yellow message made yellow: confirming or ignoring the message
        settles them too (the user's decision wins over the classifier, and a reply that only
        repeats what they said must not keep asking). Only the undecided yellow replies up to the
        user's next message; a red reply stays red whatever is decided."""
        if (message.role is not Role.USER or message.privacy_label is not PrivacyLabel.YELLOW
                or decision not in (UserDecision.REMEMBER, UserDecision.IGNORE)):
            return []
        after = self._messages.list(message.chat_id, from_seq=message.seq + 1, before_seq=message.seq + 1 + ECHO_REPLIES)
        replies = []
        for other in after:
            if other.role is Role.USER:
                break
            if other.role is Role.ASSISTANT and other.privacy_label is PrivacyLabel.YELLOW and other.user_decision is None:
                replies.append(other)
        return self.store.messages([m.id for m in replies]) if replies else []

    # ----- announcing ------------------------------------------------------------------------------
    def _announce(self, chat_id: str, changed_ids: list[str], before: list[Message], now_remembered: set[str]) -> None:
        if not changed_ids:
            return
        was = {m.id for m in before if m.remembered}
        remembered = tuple(i for i in changed_ids if i in now_remembered and i not in was)
        forgotten = tuple(i for i in changed_ids if i in was and i not in now_remembered)
        self.changed.emit(PrivacyChange(chat_id, tuple(changed_ids)))
        if remembered or forgotten:
            self.remembered_changed.emit(RememberedChange(chat_id, remembered, forgotten))

    # ----- core events (listeners only schedule or correct state; the work is in the job) -----------
    def _on_turn(self, event) -> None:
        if event.temporary:
            return
        chat = self.chats.get(event.chat_id)
        if self.policy.chat_is_analysed(chat):
            self._schedule(chat.id, 0)

    def _on_message_changed(self, message: Message) -> None:
        # Streamed replies have no label yet; only a labelled message whose text changed (edit and
        # resend) matters: its label was for other words, so it goes, and the turn analyses anew.
        if message.privacy_label is None and message.user_decision is None and message.remembered_at is None:
            return
        stored = self.store.hashes([message.id]).get(message.id)
        if stored is not None and stored == text_hash(message.content):
            return
        before = self.store.messages([message.id])
        if self.store.clear(message.id):
            self._announce(message.chat_id, [message.id], before, set())

    def _on_messages_removed(self, item) -> None:
        chat_id, ids = item
        chat = self.chat.get_chat(chat_id)
        if chat is None or chat.temporary or not ids:
            return
        # They are gone from the database already; whichever were remembered are not any more.
        self.changed.emit(PrivacyChange(chat_id, tuple(ids)))
        self.remembered_changed.emit(RememberedChange(chat_id, (), tuple(ids)))

    def _on_job_finished(self, item) -> None:
        job, _error = item
        if job.kind == ANALYSE_CHAT:
            self._emit_progress()

    # ----- the job ---------------------------------------------------------------------------------
    async def _analyse_job(self, job: Job) -> None:
        """One batch of one chat per run; then RetryLater(0) if more remain, so a long backfill
        yields to the jobs of new turns (they are due earlier) instead of holding the queue."""
        chat = self.chats.get(job.payload.get("chat_id", ""))
        if chat is None or chat.is_deleted:
            return
        if not (self.policy.chat_is_analysed(chat) or chat.analysis_mode is AnalysisMode.ONCE):
            return  # automatic analysis was switched off meanwhile, and nobody clicked this chat
        pending = self.store.next_unanalysed(chat.id, BATCH_SIZE)
        if not pending:
            return
        await self._label_batch(chat, pending)
        if self.store.next_unanalysed(chat.id, 1):
            raise RetryLater(0, "more messages to analyse")

    async def _label_batch(self, chat: Chat, pending: list[Message]) -> None:
        # 1. On this machine. A red message ends here: its text is never sent anywhere.
        from app.core.memory.privacy.detector.verdict import (
            detect,  # compiles its patterns on first use, not at start-up
        )

        if sum(len(m.content) for m in pending) > _THREAD_SCAN_CHARS:
            verdicts = await asyncio.to_thread(lambda: [detect(m.content) for m in pending])
        else:
            verdicts = [detect(m.content) for m in pending]
        local = [(m, PrivacyLabel.RED, v.reason, SOURCE_LOCAL) for m, v in zip(pending, verdicts) if v.is_red]
        to_model = [m for m, v in zip(pending, verdicts) if not v.is_red]
        # A reply that repeats a red span of an earlier message, even partly, is red too.
        echoing = await asyncio.to_thread(self._echoes, chat, to_model) if to_model else set()
        local += [(m, PrivacyLabel.RED, ECHO_REASON, SOURCE_LOCAL) for m in to_model if m.id in echoing]
        to_model = [m for m in to_model if m.id not in echoing]
        self._store_labels(chat, local)
        if not to_model:
            return

        # 2. The memory model, for what the detector found nothing in.
        client = self.providers.client()
        model = client.config.memory_model or client.config.chat_model
        batch = make_batches([(m.id, m.role.value, m.content) for m in to_model])[0]
        answers = await classify(client, model, batch)
        # The text may have been edited or deleted while the model thought: re-read, apply to the
        # unchanged messages only (apply_labels checks the text again in its transaction).
        asked = {key for key, _role, _text in batch}
        current = {m.id: m for m in self.store.messages(asked)}
        results = []
        for message in to_model:
            verdict = answers.get(message.id)
            now = current.get(message.id)
            if verdict is None or now is None or now.content != message.content:
                continue
            results.append((now, verdict.label, verdict.reason, SOURCE_MODEL))
        self._store_labels(chat, results)
        missing = asked - answers.keys()
        if missing:
            raise IncompleteAnswer(f"the memory model left {len(missing)} message(s) without a label")

    def _echoes(self, chat: Chat, messages: list[Message]) -> set[str]:
        """Ids of `messages` that echo a red span of one of the ECHO_SCAN messages before them
        (blocking: a worker thread)."""
        from app.core.memory.privacy.echo import echoes_earlier

        newest = max(m.seq for m in messages)
        context = self._messages.list(chat.id, before_seq=newest, limit=ECHO_SCAN + len(messages))
        out = set()
        for message in messages:
            earlier = [c.content for c in context if message.seq - ECHO_SCAN <= c.seq < message.seq]
            if echoes_earlier(message.content, earlier):
                out.add(message.id)
        return out

    def _store_labels(self, chat: Chat, results: list[tuple[Message, PrivacyLabel, str, str]]) -> None:
        if not results:
            return
        rows = []
        keep: set[str] = set()
        for message, label, reason, source in results:
            remembered = self.policy.may_remember(replace(message, privacy_label=label), chat)
            if remembered:
                keep.add(message.id)
            rows.append((message, label, reason, source, remembered))
        applied = self.store.apply_labels(rows, utcnow())
        before = [m for m, *_ in results if m.id in applied]
        self._announce(chat.id, applied, before, keep)
        if self._scope:
            self._emit_progress()


def _build(core: WhiziCore) -> PrivacyService:
    """`core.privacy`, its job handler and its listeners."""
    service = PrivacyService(core.db, core.chat, core.chats, core.messages, core.policy, core.settings,
                             core.providers, core.jobs)
    service.install(core.runner)
    return service


# First of the memory features: it labels messages, and the others learn only what it allows.
FEATURE = Feature("privacy", _build)
