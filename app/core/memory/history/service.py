"""Reference chat history (PRODUCT.md §3.2-3.3): keeps the search index in step with SQLite and the
memory policy, writes conversation summaries, and answers searches for the memory readers.

Every change goes through a job (durable, retried, never on the Qt thread): `history_sync` brings
one chat's rows in line with what the policy allows now, `history_purge` makes deletions physical,
`history_optimize` tidies the tables on a schedule, `history_rebuild` builds the index from SQLite
(on demand, when the index is missing or corrupt, or for a new embedding model), and
`history_summary` summarises a chat when it goes idle or the user leaves it.

    core.history.search_messages("trip to Lisbon")      # ranked remembered messages
    core.history.rebuild()                               # schedule a full rebuild

Over 600 lines on purpose: the five jobs and the searches share one index handle, the query-vector
cache and the damage/failure state; split apart, each part would reach into the others' state.
"""
from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from app.core.chat import ChatService
from app.core.domain import utcnow
from app.core.events import Event
from app.core.features import Feature
from app.core.jobs import Job, JobQueue, JobRunner, RetryLater
from app.core.memory.embedders import (
    LOCAL,
    LOCAL_MODEL_ID,
    PROVIDER,
    EmbedderUnavailable,
    choose_embedder,
    chosen_model_id,
    local_embedder,
)
from app.core.memory.history.index import MESSAGES, SUMMARIES, Candidate, HistoryIndex, IndexCorrupt
from app.core.memory.history.reader import HistoryReader, install_readers
from app.core.memory.history.rows import (
    FactSource,
    MessageDoc,
    content_hash,
    docs_for_chat,
    fact_provenance,
    from_us,
    row_hash,
    text_hash,
    to_us,
)
from app.core.memory.history.search import CANDIDATES, Ranked, fuse, relevant
from app.core.memory.history.summaries import SummaryStore, source_hash, write_summary
from app.core.memory.history.when import time_hint
from app.core.memory.policy import MemoryPolicy
from app.core.paths import DataLayout
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.manager import ProviderManager
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.messages import MessageRepository
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from app.core.context import WhiziCore
    from app.core.data.service import DataService
    from app.core.memory.facts.service import FactsService
    from app.core.memory.privacy.service import PrivacyService

log = logging.getLogger(__name__)

SYNC, PURGE, OPTIMIZE, REBUILD, SUMMARY = ("history_sync", "history_purge", "history_optimize",
                                            "history_rebuild", "history_summary")
OPTIMIZE_EVERY_S = 600.0
REBUILD_CHATS_PER_RUN = 100   # one write each; other jobs may run between
PLAN_CHATS = 20               # planned while the part before is embedded
QUERY_CACHE = 64


@dataclass(frozen=True)
class MessageHit:
    message_id: str
    chat_id: str
    chat_title: str
    role: str
    created_at: datetime
    text: str          # the policy's text now (red spans redacted), read from SQLite
    score: float


@dataclass(frozen=True)
class SummaryHit:
    chat_id: str
    chat_title: str
    last_message_at: datetime
    text: str
    score: float


@dataclass(frozen=True)
class EmbedderStatus:
    choice: str                   # LOCAL or PROVIDER, as set
    using_provider: bool          # the provider embeds (chosen, and it has an embedding model)
    provider_name: str | None
    provider_model: str | None    # the provider's embedding model ("" or None: none set)
    reindexing: bool              # a rebuild of the index is queued or under way


@dataclass(frozen=True)
class RebuildProgress:
    """How far "Rebuild search index" has come: chats indexed of all chats; then the summaries."""
    done: int
    total: int
    finished: bool = False


class HistoryService:
    def __init__(self, layout: DataLayout, db: Database, chat: ChatService, chats: ChatRepository,
                 messages: MessageRepository, policy: MemoryPolicy, settings: SettingsRepository,
                 providers: ProviderManager, jobs: JobQueue) -> None:
        self.db = db
        self.chat = chat
        self.chats = chats
        self.messages = messages
        self.policy = policy
        self.settings = settings
        self.providers = providers
        self.jobs = jobs
        # Optional: saved memory expands the index with the facts learnt from each message.
        self.facts: FactsService | None = None
        self.reader: HistoryReader   # the memory readers, set once built (reader.py)
        # The rows in the database; LanceDB searches them in memory. An older version's folder of
        # the index (`lancedb/`) is moved into the database when the service is installed.
        self.index = HistoryIndex(db, layout.vectors)
        self.summaries = SummaryStore(db)
        # The saved-memory layer's "which facts came from which message"; replaceable (benchmarks).
        self.fact_source: FactSource = lambda: fact_provenance(self.facts)
        self._query_vectors: OrderedDict[tuple[str, str], object] = OrderedDict()
        self._rebuilds_started: set[int] = set()
        self._failures = 0
        self._damaged = False     # set in worker threads; the loop schedules the rebuild
        # A rebuild's progress, after each slice and at its end (the settings page shows it).
        self.rebuild_progressed: Event[RebuildProgress] = Event()
        self.rebuild_progress: RebuildProgress | None = None   # the last one while a rebuild runs
        self._rebuild_finished = False   # its last slice is in; the job is closing

    # ----- settings ----------------------------------------------------------------------------
    def enabled(self) -> bool:
        return bool(self.settings.get("memory.reference_history"))

    def embedder(self):
        return choose_embedder(self.settings.get("history.embedder"), self.providers)

    def embedder_status(self) -> EmbedderStatus:
        """What Settings says about search vectors; cheap (no model is loaded, no index opened)."""
        choice = self.settings.get("history.embedder")
        config = self.providers.active()
        model = chosen_model_id(choice, self.providers)
        return EmbedderStatus(choice=choice, using_provider=model != LOCAL_MODEL_ID,
                              provider_name=config.name if config else None,
                              provider_model=config.embedding_model if config else None, reindexing=self.rebuilding())

    def indexed_counts(self) -> tuple[int, int]:
        """(messages, summaries) in the tables that answer queries now."""
        model = self.reading_model()
        if model is None:
            return 0, 0
        return self.index.count(MESSAGES, model), self.index.count(SUMMARIES, model)

    def user_message_vectors(self, model_id: str, wanted: Mapping[str, str]) -> dict[str, NDArray[np.float32]]:
        """The stored vectors of `model_id` for the user messages in `wanted` (message id -> content
        hash now) whose content is still the one the vector was computed from, so another feature
        (insights) reuses them instead of embedding again. Blocking: one read of the index's rows
        in the database (LanceDB is not needed); any failure means "none": the caller embeds."""
        if not wanted:
            return {}
        try:
            rows = self.index.store.read(MESSAGES, model_id, ["id", "content_hash", "vector"], where_role="user")
        except Exception as exc:   # the database busy or closing: the caller embeds
            log.info("chat-history vectors unavailable (%s)", exc)
            return {}
        import numpy as np

        out: dict[str, NDArray[np.float32]] = {}
        for mid, chash, blob in rows:
            if wanted.get(mid) == chash:
                out[mid] = np.frombuffer(blob, dtype=np.float32)
        return out

    def rebuilding(self) -> bool:
        """A rebuild of the index is queued or under way (not once its last slice is in)."""
        return self.jobs.pending(REBUILD) > 0 and not self._rebuild_finished

    def set_embedder(self, choice: str) -> None:
        """Choose who turns remembered messages into search vectors. A model without complete
        tables is indexed in the background at once; the old vectors answer until it is done."""
        if choice not in (LOCAL, PROVIDER):
            raise ValueError(f"unknown embedder {choice!r}: choose {LOCAL!r} or {PROVIDER!r}")
        self.settings.set("history.embedder", choice)
        if chosen_model_id(choice, self.providers) not in self.index.complete_models():
            self.schedule_rebuild()

    def _embedder_for(self, model_id: str):
        """An embedder able to embed queries for vectors of `model_id`, or None."""
        if model_id == LOCAL_MODEL_ID:
            return local_embedder()
        try:
            current = self.embedder()
        except Exception:
            return None
        return current if current.model_id == model_id else None

    def reading_model(self) -> str | None:
        """The model whose tables answer queries: the current one once complete, else the last
        complete one (while a new model's tables are being built)."""
        try:
            complete = self.index.complete_models()
        except IndexCorrupt:
            self.schedule_rebuild(corrupt=True)
            return None
        current = self.embedder().model_id
        if current in complete:
            return current
        # A new model (or none built yet): build it in the background, answer from the old meanwhile.
        self.schedule_rebuild()
        return complete[0] if complete else None

    # ----- scheduling (listeners only enqueue) ---------------------------------------------------
    def install(self, runner: JobRunner) -> None:
        runner.register(SYNC, self._sync_job)
        runner.register(PURGE, self._purge_job)
        runner.register(OPTIMIZE, self._optimize_job)
        runner.register(REBUILD, self._rebuild_job)
        runner.register(SUMMARY, self._summary_job)
        self.chat.turn_completed.connect(self._on_turn)
        self.chat.messages_removed.connect(lambda item: self.schedule_sync(item[0], summary=True))
        self.chat.message_changed.connect(self._on_message_changed)
        runner.job_finished.connect(self._on_job_finished)
        self._check_index()

    # The optional features (FEATURE below): their events, once both exist.
    def use_privacy(self, privacy: PrivacyService) -> None:
        privacy.remembered_changed.connect(self._on_remembered_changed)

    def use_data(self, data: DataService) -> None:
        data.before_delete_all.connect(lambda _=None: self.index.close())

    def use_facts(self, facts: FactsService) -> None:
        self.facts = facts
        facts.changed.connect(lambda _change: self.schedule_facts_sync())

    def _check_index(self) -> None:
        """At start-up: an older version's on-disk index moves into the database (once, without
        embedding again); an index that is missing, unreadable or of another model is rebuilt."""
        try:
            self.index.adopt_legacy()
        except Exception:   # its folder is erased whatever happens; the rows are rebuilt then
            log.warning("the old chat-history index could not be moved into the database", exc_info=True)
        try:
            model = self.embedder().model_id
            if model not in self.index.complete_models():
                self.schedule_rebuild()
        except IndexCorrupt:
            self.schedule_rebuild(corrupt=True)
        except Exception:   # no provider yet, say: the jobs will find out and retry
            log.warning("chat-history index check failed", exc_info=True)
        self.jobs.enqueue(OPTIMIZE, {}, dedupe_key=OPTIMIZE, delay_s=OPTIMIZE_EVERY_S)

    def _on_turn(self, event) -> None:
        if event.temporary:
            return
        self.schedule_sync(event.chat_id)
        idle_s = float(self.settings.get("history.summary_idle_minutes")) * 60.0
        self.jobs.enqueue(SUMMARY, {"chat_id": event.chat_id, "reason": "idle"},
                               dedupe_key=f"{SUMMARY}:{event.chat_id}", delay_s=idle_s)

    def set_user_busy(self, busy: bool) -> None:
        """The user types or a reply streams (True): indexing embeds on one core, so the window
        keeps the other; idle (False): on both. Applies from the next batch (a fraction of a second)."""
        local_embedder().set_user_busy(busy)

    def _on_message_changed(self, message) -> None:
        if message.role.value == "assistant":
            self.set_user_busy(message.status.value == "streaming")

    def _on_remembered_changed(self, change) -> None:
        self.schedule_sync(change.chat_id, summary=bool(getattr(change, "forgotten", ())))

    def _on_job_finished(self, item) -> None:
        job, error = item
        # A deleted chat's purge removed its unremembered messages: take them out of the index too.
        if job.kind == "purge_chat" and error is None:
            self.schedule_sync(job.payload.get("chat_id", ""), summary=True)

    def schedule_sync(self, chat_id: str, *, summary: bool = False) -> None:
        if not chat_id or chat_id.startswith("tmp-"):
            return
        self.jobs.enqueue(SYNC, {"chat_id": chat_id}, dedupe_key=f"{SYNC}:{chat_id}")
        if summary:
            self._summary_now(chat_id, "changed")

    def schedule_sync_all(self) -> None:
        self.jobs.enqueue(SYNC, {"all": True}, dedupe_key=f"{SYNC}:*")

    def schedule_facts_sync(self) -> None:
        """The facts list changed: re-expand the chats whose rows carry facts or whose messages
        facts now come from (not every chat: a facts pass runs every few turns)."""
        self.jobs.enqueue(SYNC, {"facts": True}, dedupe_key=f"{SYNC}:facts")

    def erase_facts(self) -> int:
        """"Clear memory": no saved fact stays in the index's files, now rather than at the next
        sync and purge (the command line returns at once). Every model's message rows lose their
        facts; their vectors are kept (they were made from the message text alone). Blocking: a
        worker thread in the app. Returns how many rows carried facts."""
        def new_hash(model: str):
            def of(row: dict) -> str:
                return row_hash(model, MessageDoc(row["id"], row["chat_id"], row["role"], row["ts"], row["text"],
                                                  row["context_id"], row["context"], "", row["content_hash"]))
            return of

        try:
            models = list(self.index.state()["models"])
        except IndexCorrupt:
            self.index.drop_everything()     # unreadable: nothing of it may stay; it is rebuilt from SQLite
            self.schedule_rebuild(corrupt=True)
            return 0
        return sum(self.index.strip_facts(model, new_hash(model)) for model in models)

    def schedule_rebuild(self, *, corrupt: bool = False) -> None:
        self._rebuild_finished = False
        self.jobs.enqueue(REBUILD, {"corrupt": corrupt}, dedupe_key=REBUILD)

    def rebuild(self) -> None:
        """A full rebuild from SQLite, on demand (the index is dropped first)."""
        self._rebuild_finished = False
        self.jobs.enqueue(REBUILD, {"fresh": True}, dedupe_key=REBUILD)

    def chat_left(self, chat_id: str | None) -> None:
        """The user left a chat (opened another one): summarise it now rather than at idle."""
        if chat_id and not chat_id.startswith("tmp-") and self.chats.get(chat_id) is not None:
            self._summary_now(chat_id, "left")

    def _summary_now(self, chat_id: str, reason: str) -> None:
        if reason == "changed":
            # Only a summary written from a message that is no longer remembered needs work now;
            # the idle schedule stays as it is.
            self.jobs.enqueue(SUMMARY, {"chat_id": chat_id, "reason": reason},
                                   dedupe_key=f"{SUMMARY}:changed:{chat_id}")
            return
        key = f"{SUMMARY}:{chat_id}"
        self.jobs.cancel(key)
        self.jobs.enqueue(SUMMARY, {"chat_id": chat_id, "reason": reason}, dedupe_key=key)

    # ----- indexing ------------------------------------------------------------------------------
    async def sync_chats(self, chat_ids: list[str] | None, *, model: str | None = None) -> int:
        """Bring the rows of these chats (None: every chat) in line with SQLite and the policy;
        returns how many rows were written or removed. The chats are planned in parts (SQLite
        reads and the privacy detector: Python, one core) while the part before is embedded (the
        model: native threads), and everything is written to the index in one write at the end."""
        embedder = self.embedder() if model is None else self._embedder_for(model)
        if embedder is None:
            raise RetryLater(600, "the embedding model of the index is not available")
        model = embedder.model_id
        embed = getattr(embedder, "embed_bulk", embedder.embed)
        delete_ids: list[str] = []
        if chat_ids is None:
            ids, delete_ids = await asyncio.to_thread(self._all_chats_and_orphans, model)
        else:
            ids = chat_ids
        parts = [ids[i:i + PLAN_CHATS] for i in range(0, len(ids), PLAN_CHATS)] or [[]]
        rows: list[dict] = []
        reuse: list[int] = []
        new_ids: set[str] = set()

        def plan_part(part: list[str]) -> asyncio.Future:
            future = asyncio.ensure_future(asyncio.to_thread(self._plan, part, model))
            future.add_done_callback(lambda f: f.cancelled() or f.exception())   # never "not retrieved"
            return future
        planned = plan_part(parts[0])
        try:
            for n in range(len(parts)):
                plan = await planned
                if n + 1 < len(parts):
                    planned = plan_part(parts[n + 1])
                if plan is None:
                    continue
                part_rows, part_deletes, to_embed, part_reuse, part_new = plan
                if to_embed:
                    vectors = await embed([part_rows[i]["text"] for i in to_embed])
                    for i, vector in zip(to_embed, vectors):
                        part_rows[i]["vector"] = vector
                reuse.extend(len(rows) + i for i in part_reuse)
                rows.extend(part_rows)
                delete_ids.extend(part_deletes)
                new_ids |= part_new
        finally:
            if not planned.done():
                planned.cancel()
        if not rows and not delete_ids:
            return 0
        return self._after_write(*await asyncio.to_thread(self._write, MESSAGES, model, rows, delete_ids, reuse,
                                                          new_ids))

    def _all_chats_and_orphans(self, model: str) -> tuple[list[str], list[str]]:
        """Every chat id, and the ids of stored rows whose chat is gone (blocking)."""
        chat_ids = self.chats.ids()
        alive = set(chat_ids)
        return chat_ids, [i for i, (_r, _t, chat) in self.index.row_hashes(MESSAGES, model).items() if chat not in alive]

    def _plan(self, chat_ids: list[str], model: str):
        """The rows to write for these chats, the ids to delete, which rows need a vector, which
        keep their stored one, and which ids are not in the table yet (blocking)."""
        if not chat_ids:
            return None
        existing = self.index.row_hashes(MESSAGES, model, chat_ids)
        facts = self.fact_source()
        known = self.index.known_texts(model, chat_ids) if existing else {}
        docs: list[MessageDoc] = []
        for chat_id in chat_ids:
            docs.extend(docs_for_chat(self, chat_id, facts, known))
        wanted = {d.id for d in docs}
        delete_ids = [i for i in existing if i not in wanted]
        rows, to_embed, reuse, new_ids = [], [], [], set()
        for doc in docs:
            rhash = row_hash(model, doc)
            old = existing.get(doc.id)
            if old is not None and old[0] == rhash:
                continue
            thash = text_hash(model, doc.text)
            rows.append({"id": doc.id, "chat_id": doc.chat_id, "ts": doc.ts, "role": doc.role,
                         "context_id": doc.context_id, "context": doc.context, "facts": doc.facts,
                         "text": doc.text, "search_text": doc.search_text, "text_hash": thash,
                         "content_hash": doc.content_hash,
                         "row_hash": rhash, "model": model, "vector": None})
            if old is None:
                new_ids.add(doc.id)
            if old is not None and old[1] == thash:
                reuse.append(len(rows) - 1)   # only context or facts changed: the vector still holds
            else:
                to_embed.append(len(rows) - 1)
        if not rows and not delete_ids:
            return None
        return rows, delete_ids, to_embed, reuse, new_ids

    def _write(self, kind: str, model: str, rows: list[dict], delete_ids: list[str], reuse: list[int],
               new_ids: set[str] | frozenset[str] = frozenset()) -> tuple[int, int]:
        if reuse:
            vectors = self.index.vectors(kind, model, [rows[i]["id"] for i in reuse])
            for i in reuse:
                rows[i]["vector"] = vectors.get(rows[i]["id"])
            missing = [r["id"] for r in rows if r["vector"] is None]
            if missing:   # should not happen; embed again next time rather than write a hole
                rows = [r for r in rows if r["vector"] is not None]
        dim = self._dim(model, rows)
        if dim is None:
            return 0, 0
        removed = self.index.write(kind, model, dim, rows, delete_ids, new_ids=new_ids)
        return len(rows), removed

    def _after_write(self, written: int, removed: int) -> int:
        if removed:
            # Old text is still in the table's files until the purge rewrites them.
            self.jobs.enqueue(PURGE, {}, dedupe_key=PURGE)
        return written + removed

    def _dim(self, model: str, rows: list[dict]) -> int | None:
        dim = self.index.dim_of(model)
        if dim is None and rows:
            dim = len(rows[0]["vector"])
            self.index.update_model(model, dim=dim)
        return dim

    async def _sync_job(self, job: Job) -> None:
        if not self._model_ready():
            return   # the rebuild that is queued will index everything
        if job.payload.get("all"):
            await self.sync_chats(None)
        elif job.payload.get("facts"):
            chat_ids = await asyncio.to_thread(self._chats_touched_by_facts)
            if chat_ids:
                await self.sync_chats(sorted(chat_ids))
        else:
            await self.sync_chats([job.payload["chat_id"]])

    def _chats_touched_by_facts(self) -> set[str]:
        from sqlalchemy import select

        from app.core.store.models import MessageRow

        chats = self.index.chats_with_facts(self.embedder().model_id)
        ids = list(self.fact_source())
        if ids:
            with self.db.session(read_only=True) as s:
                chats |= set(s.scalars(select(MessageRow.chat_id).where(MessageRow.id.in_(ids))))
        return chats

    def _model_ready(self) -> bool:
        try:
            if self.embedder().model_id in self.index.complete_models():
                return True
        except IndexCorrupt:
            self.schedule_rebuild(corrupt=True)
            return False
        self.schedule_rebuild()
        return False

    async def _purge_job(self, job: Job) -> None:
        def purge() -> None:
            for model in self.index.state()["models"]:
                for kind in (MESSAGES, SUMMARIES):
                    self.index.optimize(kind, model)
            self.index.store.scrub()    # the deleted rows' old page images leave the WAL
        await asyncio.to_thread(purge)

    async def _optimize_job(self, job: Job) -> None:
        """Merge small appends into the indexes and drop old versions; then again in ten minutes
        (the job stays queued: a schedule that survives restarts)."""
        def optimize() -> None:
            for model in self.index.state()["models"]:
                # Only tables in memory that changed since the last pass: an idle window whose
                # searches never built one does not load LanceDB (~170 MB) for this.
                for kind in (MESSAGES, SUMMARIES):
                    self.index.optimize(kind, model)
        try:
            await asyncio.to_thread(optimize)
        except IndexCorrupt:
            self.schedule_rebuild(corrupt=True)
        raise RetryLater(OPTIMIZE_EVERY_S, "next optimisation")

    async def _rebuild_job(self, job: Job) -> None:
        """Rebuild in slices, with RetryLater(0) between them, so that other jobs due meanwhile
        (a new turn's privacy analysis) are not held up behind a long rebuild."""
        embedder = self.embedder()
        model = embedder.model_id
        if job.id not in self._rebuilds_started:
            self._rebuilds_started.add(job.id)
            self._rebuild_finished = False
            if job.payload.get("corrupt"):
                await asyncio.to_thread(self.index.drop_everything)
            elif job.payload.get("fresh"):
                await asyncio.to_thread(self.index.drop_model, model)
            await asyncio.to_thread(self.index.update_model, model, complete=False, cursor="")
        if not await self.rebuild_slice(model):
            raise RetryLater(0, "rebuilding the chat-history index")
        self._rebuilds_started.discard(job.id)
        # No purge: a rebuild that removed rows has queued one (`_after_write`); a fresh one
        # started from dropped files.

    async def rebuild_slice(self, model: str, chats_per_run: int = REBUILD_CHATS_PER_RUN) -> bool:
        """Index the next slice of chats for `model`; True once every chat and summary is in."""
        info = await asyncio.to_thread(self.index.model_info, model)
        cursor = info.get("cursor", "")

        def next_chats() -> list[str]:
            return self.chats.ids(after=cursor, limit=chats_per_run)
        chat_ids = await asyncio.to_thread(next_chats)
        if chat_ids:
            await self.sync_chats(chat_ids, model=model)
            await asyncio.to_thread(self.index.update_model, model, cursor=chat_ids[-1])
            self._report_rebuild(*await asyncio.to_thread(self._rebuild_counts, chat_ids[-1]))
            return False
        await self.sync_summaries(model)
        await asyncio.to_thread(self._finish_rebuild, model)
        total = (await asyncio.to_thread(self._rebuild_counts, cursor))[1]
        self._report_rebuild(total, total, finished=True)
        return True

    def _rebuild_counts(self, cursor: str) -> tuple[int, int]:
        """(chats up to and including `cursor`, all chats): ids are walked in order."""
        ids = self.chats.ids()
        return sum(1 for chat_id in ids if chat_id <= cursor), len(ids)

    def _report_rebuild(self, done: int, total: int, *, finished: bool = False) -> None:
        progress = RebuildProgress(done, total, finished)
        self.rebuild_progress = None if finished else progress
        self._rebuild_finished = finished
        self.rebuild_progressed.emit(progress)

    def _finish_rebuild(self, model: str) -> None:
        # Once, at the end: a table in memory that took the slices' appends is compacted.
        for kind in (MESSAGES, SUMMARIES):
            self.index.optimize(kind, model)
        self.index.update_model(model, complete=True, cursor="")
        for other in list(self.index.state()["models"]):
            if other != model:
                self.index.drop_model(other)

    # ----- summaries -------------------------------------------------------------------------------
    async def sync_summaries(self, model: str | None = None, chat_ids: list[str] | None = None) -> None:
        embedder = self.embedder() if model is None else self._embedder_for(model)
        if embedder is None:
            return
        model = embedder.model_id

        def plan():
            summaries = self.summaries.all() if chat_ids is None else list(self.summaries.many(chat_ids).values())
            existing = self.index.row_hashes(SUMMARIES, model, None if chat_ids is None else chat_ids)
            titles = {s.chat_id: self._title(s.chat_id) for s in summaries}
            rows = []
            for s in summaries:
                text = f"{titles[s.chat_id]}: {s.summary}"
                thash = text_hash(model, text)
                rhash = text_hash(model, f"{thash}\x00{to_us(s.last_message_at)}")
                if existing.get(s.chat_id, ("",))[0] == rhash:
                    continue
                rows.append({"id": s.chat_id, "chat_id": s.chat_id, "ts": to_us(s.last_message_at), "text": text,
                             "search_text": text, "text_hash": thash, "row_hash": rhash, "model": model, "vector": None})
            wanted = {s.chat_id for s in summaries}
            return rows, [i for i in existing if i not in wanted]

        rows, delete_ids = await asyncio.to_thread(plan)
        if not rows and not delete_ids:
            return
        if rows:
            vectors = await embedder.embed([r["text"] for r in rows])
            for row, vector in zip(rows, vectors):
                row["vector"] = vector
        self._after_write(*await asyncio.to_thread(self._write, SUMMARIES, model, rows, delete_ids, []))

    def _title(self, chat_id: str) -> str:
        chat = self.chats.get(chat_id)
        return self.policy.safe_title(chat.title) if chat else ""

    async def _summary_job(self, job: Job) -> None:
        chat_id = job.payload["chat_id"]
        reason = job.payload.get("reason", "idle")
        chat = self.chats.get(chat_id)
        if chat is None:
            await self._drop_summary(chat_id)
            return
        docs = await asyncio.to_thread(docs_for_chat, self, chat_id, {})
        if reason == "idle" and docs:
            idle_s = float(self.settings.get("history.summary_idle_minutes")) * 60.0
            quiet_for = (utcnow() - from_us(max(d.ts for d in docs))).total_seconds()
            last_any = self.messages.list(chat_id, limit=1)
            if last_any:
                quiet_for = min(quiet_for, (utcnow() - last_any[-1].created_at).total_seconds())
            if quiet_for < idle_s:
                raise RetryLater(idle_s - quiet_for, "the chat is not idle yet")
        current = self.summaries.get(chat_id)
        stale = current is not None and not set(current.message_ids) <= {d.id for d in docs}
        if reason == "changed" and not stale:
            return   # nothing it was written from was withdrawn; the idle schedule does the rest
        if not docs:
            if current is not None:
                await self._drop_summary(chat_id)
            return
        if current is not None and current.source_hash == source_hash(docs):
            return   # nothing new to summarise
        if stale:
            # It was written from a message that is not remembered any more: gone before anything else.
            await self._drop_summary(chat_id)
        try:
            client = self.providers.client()
            model = client.config.memory_model or client.config.chat_model
            if not model:
                return
            summary = await write_summary(client, model, docs, self.policy.safe_title(chat.title))
        except ProviderError as err:
            if err.kind in (ErrorKind.NO_PROVIDER, ErrorKind.AUTH, ErrorKind.BAD_REQUEST):
                log.info("no conversation summary for now: %s", err.message)
                return
            raise RetryLater(300, err.message) from err
        summary = self.policy.safe_text(summary).strip()
        if not summary:
            return
        # The messages may have changed while the model wrote: save only if they still are the same.
        fresh = await asyncio.to_thread(docs_for_chat, self, chat_id, {})
        if source_hash(fresh) != source_hash(docs):
            raise RetryLater(0, "the chat changed while it was summarised")
        await asyncio.to_thread(self.summaries.save, chat_id, summary, docs, model)
        if self._model_ready():
            await self.sync_summaries(chat_ids=[chat_id])

    async def _drop_summary(self, chat_id: str) -> None:
        await asyncio.to_thread(self.summaries.delete, chat_id)
        if self._model_ready():
            await self.sync_summaries(chat_ids=[chat_id])

    # ----- searching -------------------------------------------------------------------------------
    async def query_vector(self, model: str, text: str):
        """The query's vector for `model`, embedded once per text even when both searches (messages
        and summaries) ask for it at the same moment."""
        key = (model, text)
        pending = self._query_vectors.get(key)
        if pending is None:
            embedder = self._embedder_for(model)
            if embedder is None:
                return None
            embed_sync = getattr(embedder, "embed_sync", None)
            if embed_sync is not None:
                # The local model, in a worker thread started now rather than at the loop's next
                # turn: the query's embedding is the longest step of a memory read.
                pending = asyncio.get_running_loop().run_in_executor(None, embed_sync, [text])
            else:
                pending = asyncio.ensure_future(embedder.embed([text]))
            self._query_vectors[key] = pending
            while len(self._query_vectors) > QUERY_CACHE:
                self._query_vectors.popitem(last=False)
        else:
            self._query_vectors.move_to_end(key)
        try:
            return (await asyncio.shield(pending))[0]
        except (EmbedderUnavailable, ProviderError) as exc:
            self._query_vectors.pop(key, None)
            log.info("query embedding unavailable (%s); lexical search only", exc)
            return None

    async def search_messages(self, text: str, *, since: datetime | None = None, exclude_chat: str | None = None,
                              limit: int = 10, relevant_only: bool = False,
                              model: str | None = None) -> list[MessageHit]:
        """Remembered messages ranked for `text` (hybrid), each re-checked against the policy now;
        with `relevant_only`, only those worth quoting (the benchmark wants the whole ranking).
        `model`: the reading model when the caller has just asked `reading_model()` already."""
        def finish(ranked):
            return self._message_hits(relevant(ranked) if relevant_only else ranked, limit)
        return await self._hybrid(MESSAGES, text, to_us(since) if since else None, None, exclude_chat, finish, model)

    async def search_summaries(self, text: str, *, before: datetime, exclude_chat: str | None = None,
                               limit: int = 3, relevant_only: bool = False,
                               model: str | None = None) -> list[SummaryHit]:
        """Summaries of chats whose last remembered message is older than `before`, ranked."""
        def finish(ranked):
            return self._summary_hits(relevant(ranked) if relevant_only else ranked, limit)
        return await self._hybrid(SUMMARIES, text, None, to_us(before), exclude_chat, finish, model)

    async def _hybrid(self, kind: str, text: str, since_us, until_us, exclude_chat, finish, model: str | None = None):
        """BM25 (LanceDB's async API) runs while the query is embedded (a worker thread); then, in
        one worker call, the vector search (in memory), the fusion and `finish` (the policy re-check
        in SQLite)."""
        model = model or self.reading_model()
        if model is None or not any(ch.isalnum() for ch in text):
            return []
        window = {"since_us": since_us, "until_us": until_us, "exclude_chat": exclude_chat, "limit": CANDIDATES}
        # The embedding is the longest part: started first.
        vector_task = asyncio.ensure_future(self.query_vector(model, text))
        lexical_task = asyncio.ensure_future(self._guarded_awaited(
            self.index.search_lexical_on_loop, kind, model, text, **window))
        try:
            vector = await vector_task
            lexical = await lexical_task
        finally:
            vector_task.cancel()
            lexical_task.cancel()

        def rest():
            dense = self._guarded(self.index.search_vector, kind, model, vector, **window) if vector is not None else []
            found: dict[str, Candidate] = {}
            for candidate, row_vector in lexical:
                cosine = (float(row_vector @ vector) if vector is not None and len(row_vector) == len(vector)
                          else 0.0)
                found[candidate.id] = replace(candidate, cosine=cosine)
            for candidate in dense:
                found.setdefault(candidate.id, candidate)
            return finish(fuse(list(found.values()), when=time_hint(text)))
        result = await asyncio.to_thread(rest)
        if self._damaged:
            self._damaged = False
            self.schedule_rebuild(corrupt=True)
        return result

    def _guarded(self, search, *args, **kwargs):
        try:
            found = search(*args, **kwargs)
        except Exception as exc:
            return self._search_failed(exc)
        self._failures = 0
        return found

    async def _guarded_awaited(self, search, *args, **kwargs):
        try:
            found = await search(*args, **kwargs)
        except Exception as exc:
            return self._search_failed(exc)
        self._failures = 0
        return found

    def _search_failed(self, exc: Exception) -> list:
        if isinstance(exc, IndexCorrupt):
            self._damaged = True
            return []
        # A table being rewritten by a purge right now, or damaged: no quotes this time; failing
        # again right after means damage, and the index is rebuilt from SQLite.
        log.warning("history search failed: %s", exc)
        self.index.forget_handles()
        self._failures += 1
        if self._failures >= 2:
            self._failures = 0
            self._damaged = True
        return []

    def _message_hits(self, ranked: list[Ranked], limit: int) -> list[MessageHit]:
        """SQLite and the policy decide: a hit whose message is gone or no longer allowed is
        dropped; a message whose text changed since it was indexed is read afresh. The best `limit`
        are read first and the rest of the top `3 * limit` only if some of those were dropped."""
        out: list[MessageHit] = []
        for batch in _first_then_rest(ranked[:limit * 3], limit):
            messages, chats = self._messages_by_id([r.candidate.id for r in batch])
            for r in batch:
                message = messages.get(r.candidate.id)
                if message is None:
                    continue
                chat = chats.get(message.chat_id)
                if chat is None or not self.policy.may_remember(message, chat):
                    continue
                if r.candidate.text and r.candidate.content_hash == content_hash(message.content):
                    text = r.candidate.text     # redacted when indexed, from this very content
                else:
                    text = self.policy.memory_text(message, chat)
                if not text:
                    continue
                out.append(MessageHit(message.id, message.chat_id, self.policy.safe_title(chat.title),
                                      message.role.value,
                                      message.created_at, text, r.score))
                if len(out) >= limit:
                    return out
        return out

    def _messages_by_id(self, ids: list[str]) -> tuple[dict, dict]:
        """The messages as SQLite has them now, and their chats: one read, two primary-key lookups."""
        from sqlalchemy import select

        from app.core.store.chats import to_chat
        from app.core.store.messages import to_message
        from app.core.store.models import ChatRow, MessageRow

        if not ids:
            return {}, {}
        m, c = MessageRow.__table__, ChatRow.__table__
        with self.db.session(read_only=True) as s:
            messages = {r.id: to_message(r) for r in s.execute(select(m).where(m.c.id.in_(ids)))}
            chat_ids = {message.chat_id for message in messages.values()}
            chats = {r.id: to_chat(r) for r in s.execute(select(c).where(c.c.id.in_(chat_ids)))} if chat_ids else {}
        return messages, chats

    def _summary_hits(self, ranked: list[Ranked], limit: int) -> list[SummaryHit]:
        """A summary is offered only while every message it was written from is still remembered
        (the privacy service keeps `remembered_at` equal to the policy's answer); otherwise it waits
        for its rewrite. SQLite checks that for a batch of candidates in one query."""
        out: list[SummaryHit] = []
        for batch in _first_then_rest(ranked[:limit * 3], limit):
            offerable = self.summaries.offerable([r.candidate.id for r in batch])
            for r in batch:
                found = offerable.get(r.candidate.id)
                if found is None:
                    continue
                title, summary, last_message_at = found
                out.append(SummaryHit(r.candidate.id, self.policy.safe_title(title), last_message_at, summary,
                                      r.score))
                if len(out) >= limit:
                    return out
        return out


def _first_then_rest(items: list, first: int):
    """The first `first` items, then (if the caller still wants more) the rest: the re-check reads
    only as many rows from SQLite as it usually needs."""
    if items[:first]:
        yield items[:first]
    if items[first:]:
        yield items[first:]


def _build(core: WhiziCore) -> HistoryService:
    """The service, its jobs and listeners, and its memory readers (orders 30 and 40)."""
    service = HistoryService(core.layout, core.db, core.chat, core.chats, core.messages, core.policy, core.settings,
                             core.providers, core.jobs)
    service.install(core.runner)
    service.reader = install_readers(core.chat, service)
    return service


# Privacy: sync a chat whose messages became (un)remembered. Data: close the index's files before
# "delete all data". Facts: index each message with the facts learnt from it.
FEATURE = Feature("history", _build, optional=("privacy", "data", "facts"),
                  on_available={"privacy": HistoryService.use_privacy, "data": HistoryService.use_data,
                                "facts": HistoryService.use_facts})
