"""User insights (PRODUCT.md §3.4) wired into WhiziCore: `core.insights`.

    core.insights.refresh()           # "Refresh insights": a durable job, now
    await core.insights.refresh_now() # the same, in this process (the CLI)
    core.insights.insights()          # what the panel lists; .deleted(), .sources(id), .map_points()

A refresh is one durable job in steps, so other background work (a new turn's privacy analysis,
a facts pass) is never stuck behind it:
1. the plan: read the remembered user messages and their vectors, cluster them, match the
   clusters to the stored insights, and store the plan in SQLite, all away from the event loop
   (planner.py: a child process for a large history, a worker thread for a small one);
2. write: a few insights per step (the memory model writes each one's sentences), saving the
   plan's progress after each, so a quit or a crash repeats no model call;
3. finish: drop the stored insights no topic matched any more, record the run.
Between steps the job yields (RetryLater(0)); jobs due meanwhile go first.

No churn: a cluster whose centroid is close to a stored insight's (cosine ≥ MATCH_COSINE), or
which holds most of the same messages (Jaccard ≥ MATCH_OVERLAP), updates that insight; its
sentences are written again only when most of the messages the model read have changed. A cluster
that matches an insight the user deleted stays suppressed (the deleted insight follows the topic,
restorable from "Deleted insights"). "Clear memory" (the facts list's clear) deletes every insight
for real, and later insights are learnt only from messages written after it.

When: weekly (the job stays queued and is due again `insights.refresh_days` after the last run;
at start-up when that has passed, once start-up has settled), after an import of at least
LARGE_IMPORT messages (once their privacy analysis is done), and on demand.
"""
from __future__ import annotations

# Over 600 lines on purpose: the refresh's steps (plan, write, finish) share one stored plan, its
# progress and the reader cache; split apart, they would hand the plan's internals to each other.
import asyncio
import logging
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING

from app.core.chat import ChatService
from app.core.domain import utcnow
from app.core.errors import UserError
from app.core.events import Event
from app.core.features import Feature
from app.core.jobs import Job, JobQueue, JobRunner, RetryLater
from app.core.memory.insights.cluster import MIN_CLUSTER
from app.core.memory.insights.describe import confidence as grade
from app.core.memory.insights.describe import time_range
from app.core.memory.insights.model import (
    INTERVAL_SETTING,
    Confidence,
    Insight,
    MapPoint,
    Phase,
    Progress,
    RunReport,
    Source,
    Status,
)
from app.core.memory.insights.planner import (
    NEAREST_FOR_QUOTES,
    PROGRESS_KEYS,
    member_ids,
)
from app.core.memory.insights.store import Cleared, InsightStore, unpack_vector
from app.core.memory.policy import MemoryPolicy
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.manager import ProviderManager
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.settings import SettingsRepository
from app.core.store.timestamps import parse_utc as dt
from app.core.store.timestamps import utc_text as ts

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.data.service import DataService
    from app.core.memory.facts.service import FactsService
    from app.core.memory.history.service import HistoryService
    from app.core.memory.privacy.service import PrivacyService

log = logging.getLogger(__name__)

JOB = "insights_refresh"
FORGET_JOB = "insights_forget"
CLEAR_JOB = "insights_clear"     # only when clearing with the facts failed (a locked database)
SCHEDULED_KEY, NOW_KEY, IMPORT_KEY = "insights:scheduled", "insights:now", "insights:import"
STARTUP_DELAY_S = 300.0      # a due refresh waits until start-up has settled
IMPORT_DELAY_S = 60.0
FORGET_REFRESH_DELAY_S = 60.0
PRIVACY_WAIT_S = 30.0
INDEX_WAIT_S = 60.0       # a background refresh waits this long at a time for a chat-history rebuild
LARGE_IMPORT = 100           # imported messages that call for a refresh
WRITES_PER_STEP = 2          # model calls per job step
TRANSIENT_RETRY_S = 120.0
MAX_TRANSIENT = 3
PLAN_MAX_AGE = timedelta(days=2)
SOURCES_LIMIT = 100
PERMANENT = (ErrorKind.NO_PROVIDER, ErrorKind.AUTH, ErrorKind.BAD_REQUEST)


class InsightsBusy(UserError, RuntimeError):
    """A refresh is already running in this process."""

    code = "insights.busy"


@dataclass
class ReaderCache:
    insights: list[Insight] = field(default_factory=list)
    centroids: dict[str, object] = field(default_factory=dict)
    model: str | None = None     # the embedding model most insights were made with


class InsightsService:
    def __init__(self, db: Database, chat: ChatService, chats: ChatRepository, policy: MemoryPolicy,
                 settings: SettingsRepository, providers: ProviderManager, jobs: JobQueue) -> None:
        self.db = db
        self.chat = chat
        self.chats = chats
        self.policy = policy
        self.settings = settings
        self.providers = providers
        self.jobs = jobs
        # Optional features, set once built (FEATURE below): a refresh waits for their work.
        self.privacy: PrivacyService | None = None
        self.data: DataService | None = None
        self.history: HistoryService | None = None
        self.store = InsightStore(db)
        self.changed: Event[None] = Event()            # the list changed (a run, a delete, a clear)
        self.progress: Event[Progress] = Event()       # a refresh's phases, on the loop
        self.last_progress = Progress(Phase.IDLE)
        self.last_report: RunReport | None = None
        self._cache: ReaderCache | None = None
        self._stepping = False

    # ----- installing ----------------------------------------------------------------------------
    def install(self, runner: JobRunner) -> None:
        runner.register(JOB, self._job)
        runner.register(FORGET_JOB, self._forget_job)
        runner.register(CLEAR_JOB, self._clear_job)
        from app.core.memory.insights.reader import READER_NAME, READER_ORDER, InsightsReader

        self.chat.add_memory_reader(READER_NAME, InsightsReader(self.settings, self), READER_ORDER)
        self._schedule()

    # The optional features (FEATURE below), once both exist.
    def use_privacy(self, privacy: PrivacyService) -> None:
        self.privacy = privacy
        privacy.remembered_changed.connect(self._on_remembered_changed)

    def use_facts(self, facts: FactsService) -> None:
        facts.changed.connect(self._on_facts_changed)

    def use_data(self, data: DataService) -> None:
        self.data = data
        data.imported.connect(self._on_imported)

    def use_history(self, history: HistoryService) -> None:
        self.history = history

    def _interval_s(self) -> float:
        return max(1.0, float(self.settings.get(INTERVAL_SETTING))) * 86400.0

    def _since_last_run(self) -> float | None:
        last = dt(self.store.state("last_run_at"))
        return None if last is None else (utcnow() - last).total_seconds()

    def _schedule(self) -> None:
        """The weekly job: queued once and kept queued (each run re-arms it)."""
        elapsed = self._since_last_run()
        delay = STARTUP_DELAY_S if elapsed is None else max(STARTUP_DELAY_S, self._interval_s() - elapsed)
        self.jobs.enqueue(JOB, {"reason": "scheduled"}, dedupe_key=SCHEDULED_KEY, delay_s=delay)

    # ----- listeners (they only enqueue, or clear) -------------------------------------------------
    def _on_remembered_changed(self, change) -> None:
        forgotten = list(getattr(change, "forgotten", ()) or ())
        if forgotten:
            self.jobs.enqueue(FORGET_JOB, {"message_ids": forgotten})

    def _on_facts_changed(self, change) -> None:
        from app.core.memory.facts.model import Cause

        if getattr(change, "cause", None) is not Cause.CLEAR:
            return
        try:
            self.clear()
        except Exception:   # the facts are gone: the insights must follow, if not now then soon
            log.warning("insights could not be cleared with the facts; retrying as a job", exc_info=True)
            self.jobs.enqueue(CLEAR_JOB, {}, dedupe_key=CLEAR_JOB)

    def _on_imported(self, report) -> None:
        self._invalidate()   # a Whizi export may have brought insights along
        self.changed.emit(None)
        if getattr(report, "messages_added", 0) >= LARGE_IMPORT:
            self.jobs.enqueue(JOB, {"reason": "import", "requested_at": ts(utcnow())}, dedupe_key=IMPORT_KEY,
                                   delay_s=IMPORT_DELAY_S)

    # ----- reading -------------------------------------------------------------------------------
    def insights(self) -> list[Insight]:
        return self.store.insights(Status.ACTIVE)

    def deleted(self) -> list[Insight]:
        return self.store.insights(Status.DELETED)

    def count(self) -> int:
        return self.store.count(Status.ACTIVE)

    def get(self, insight_id: str) -> Insight | None:
        return self.store.get(insight_id)

    def sources(self, insight_id: str, limit: int = SOURCES_LIMIT) -> list[Source]:
        """The messages an insight was drawn from, nearest to its centre first (the policy's text
        now: a message no longer remembered is not shown)."""
        from sqlalchemy import select

        from app.core.store.messages import to_message
        from app.core.store.models import MessageRow

        rows = self.store.source_rows(insight_id, limit * 2)
        if not rows:
            return []
        m = MessageRow.__table__
        with self.db.session(read_only=True) as s:
            found = {r.id: to_message(r) for r in s.execute(select(m).where(m.c.id.in_([i for i, _ in rows]))).all()}
        chats: dict[str, object] = {}
        out: list[Source] = []
        for message_id, similarity in rows:
            message = found.get(message_id)
            if message is None:
                continue
            if message.chat_id not in chats:
                chats[message.chat_id] = self.chats.get(message.chat_id)
            chat = chats[message.chat_id]
            text = self.policy.memory_text(message, chat) if chat is not None else None
            if not text:
                continue
            out.append(Source(message.id, message.chat_id, self.policy.safe_title(chat.title), message.created_at,
                              text, similarity))
            if len(out) >= limit:
                break
        return out

    def map_points(self) -> list[MapPoint]:
        """The active insights on a 2-D map (PCA of their centroids), sized by message count."""
        from app.core.memory.insights.layout import layout

        insights = self.insights()
        centroids = self.store.centroids()
        usable = [i for i in insights if i.id in centroids]
        if not usable:
            return []
        # Centroids of different embedding models are not comparable: map the most common one.
        dims: dict[int, int] = {}
        for i in usable:
            dims[len(centroids[i.id])] = dims.get(len(centroids[i.id]), 0) + 1
        dim = max(dims, key=dims.get)
        usable = [i for i in usable if len(centroids[i.id]) == dim]
        placed = layout([centroids[i.id] for i in usable], [i.message_count for i in usable])
        return [MapPoint(i.id, i.title, i.text, x, y, r, i.message_count, i.confidence)
                for i, (x, y, r) in zip(usable, placed)]

    async def reader_cache(self) -> ReaderCache:
        if self._cache is None:
            self._cache = await asyncio.to_thread(self._load_cache)
        return self._cache

    def _load_cache(self) -> ReaderCache:
        insights = self.insights()
        centroids = self.store.centroids()
        models: dict[str, int] = {}
        for i in insights:
            models[i.embedding_model] = models.get(i.embedding_model, 0) + 1
        model = max(models, key=models.get) if models else None
        return ReaderCache(insights, {i.id: centroids[i.id] for i in insights if i.id in centroids}, model)

    # ----- changing ------------------------------------------------------------------------------
    def delete(self, insight_id: str) -> bool:
        """Hide an insight and keep its topic suppressed; restorable."""
        return self._after_change(self.store.set_status(insight_id, Status.DELETED))

    def restore(self, insight_id: str) -> bool:
        return self._after_change(self.store.set_status(insight_id, Status.ACTIVE))

    def clear(self) -> None:
        """Every insight, deleted ones included, their sources and cached vectors: physically."""
        self.store.clear()
        self.last_report = None
        self._set_progress(Progress(Phase.IDLE))
        self._after_change(True)

    def _after_change(self, changed: bool) -> bool:
        if changed:
            self._invalidate()
            self.changed.emit(None)
        return changed

    def _invalidate(self) -> None:
        self._cache = None

    # ----- refreshing ----------------------------------------------------------------------------
    def refresh(self, *, reason: str = "manual", delay_s: float = 0.0) -> int:
        """Schedule a refresh now (a durable job); returns the job id. A refresh already queued
        or running absorbs this one."""
        return self.jobs.enqueue(JOB, {"reason": reason, "requested_at": ts(utcnow())}, dedupe_key=NOW_KEY,
                                      delay_s=delay_s)

    @property
    def running(self) -> bool:
        return self._stepping or self.last_progress.running

    async def refresh_now(self) -> RunReport:
        """Run a whole refresh in this process (the CLI, tests). Raises InsightsBusy if one is
        already running here; provider failures leave the affected insights as they were."""
        if self._stepping:
            raise InsightsBusy()
        while not await self._step(in_job=False):
            pass
        return self.last_report or RunReport()

    async def _job(self, job: Job) -> None:
        reason = job.payload.get("reason", "manual")
        if self._stepping:
            raise RetryLater(5, "a refresh is already running")
        plan = await asyncio.to_thread(self.store.state, "plan_progress")   # small: set while a plan exists
        if reason == "scheduled":
            if plan is None:
                elapsed = await asyncio.to_thread(self._since_last_run)
                if elapsed is not None and elapsed < self._interval_s():
                    raise RetryLater(self._interval_s() - elapsed, "not due yet")
                if await asyncio.to_thread(self._nothing_to_refresh):
                    raise RetryLater(self._interval_s(), "nothing to refresh")
                self._wait_for_history_rebuild()
            try:
                finished = await self._step(in_job=True)
            except RetryLater:
                raise
            except Exception as exc:   # the weekly schedule must survive any failure
                log.warning("scheduled insights refresh failed: %s", exc)
                raise RetryLater(min(self._interval_s(), 3600.0), "insights refresh failed") from exc
            if not finished:
                raise RetryLater(0, "refreshing insights")
            raise RetryLater(self._interval_s(), "next scheduled refresh")
        if plan is None:
            requested = dt(job.payload.get("requested_at"))
            last = dt(await asyncio.to_thread(self.store.state, "last_run_at"))
            if requested is not None and last is not None and last >= requested:
                return   # another refresh ran since this one was asked for
            if reason == "import" and self._privacy_busy():
                raise RetryLater(PRIVACY_WAIT_S, "waiting for the imported chats' privacy analysis")
            if reason != "manual":
                self._wait_for_history_rebuild()
        if not await self._step(in_job=True):
            raise RetryLater(0, "refreshing insights")

    def _nothing_to_refresh(self) -> bool:
        """No insight stored and too few remembered messages for one: a refresh would load the
        clustering stack (~100 MB) to find nothing."""
        from app.core.memory.insights.planner import remembered_count

        return (self.store.count(Status.ACTIVE) + self.store.count(Status.DELETED) == 0
                and remembered_count(self.db, dt(self.store.state("cleared_at"))) < MIN_CLUSTER)

    def _wait_for_history_rebuild(self) -> None:
        """A refresh reuses the chat-history index's vectors; while that index is being rebuilt
        (a new embedding model, a damaged index) a background refresh would embed every message a
        second time, on the same two cores. It waits; one the user asked for does not."""
        history = self.history
        if history is not None and history.rebuilding():
            raise RetryLater(INDEX_WAIT_S, "waiting for the chat-history index to be rebuilt")

    def _privacy_busy(self) -> bool:
        """Imported chats are still waiting for, or in, the privacy analysis."""
        return bool((self.data is not None and self.data.handover_pending())
                    or (self.privacy is not None and self.privacy.analysis_pending()))

    async def _step(self, *, in_job: bool) -> bool:
        """One step of a refresh; True when the refresh is finished."""
        self._stepping = True
        try:
            epoch = await asyncio.to_thread(self.store.epoch)
            plan = await asyncio.to_thread(self._load_plan)
            if plan is not None and (plan.get("epoch") != epoch
                                     or utcnow() - (dt(plan.get("created_at")) or utcnow()) > PLAN_MAX_AGE):
                plan = None
            try:
                if plan is None:
                    plan = await self._make_plan(epoch)   # stored as it is made
                    if in_job and any(c["write"] for c in plan["clusters"]):
                        return False   # let other due jobs run before the model calls
                return await self._write_some(plan, epoch, in_job=in_job)
            except Cleared:
                self._set_progress(Progress(Phase.IDLE))
                return True
        except RetryLater:
            raise
        except Exception as exc:
            self._set_progress(Progress(Phase.FAILED, message=_reason(exc)))
            raise
        finally:
            self._stepping = False

    # ----- step 1: the plan ----------------------------------------------------------------------
    def _embedder(self):
        history = self.history
        if history is not None:
            return history.embedder()
        from app.core.memory.embedders import local_embedder

        return local_embedder()

    async def _make_plan(self, epoch: int) -> dict:
        """Read, embed what has no vector yet, cluster, match and store the plan, all of it off the
        event loop (planner.py: in a child process for a large history, else in a worker thread).
        The loop only answers the planner's questions (the chat history's vectors, embedding) and
        reports its progress."""
        from app.core.memory.insights.inputs import embed_missing, index_vectors
        from app.core.memory.insights.planner import local_link, plan_off_loop

        loop = asyncio.get_running_loop()
        self._set_progress(Progress(Phase.READING))
        embedder = self._embedder()
        model = embedder.model_id

        def embed(missing: list[tuple[str, str]]) -> dict:   # from the planner's thread
            def progress(done: int, total: int) -> None:
                self._set_progress(Progress(Phase.EMBEDDING, done, total))

            job = embed_missing(self, embedder, self.store, missing, epoch=epoch, progress=progress)
            return asyncio.run_coroutine_threadsafe(job, loop).result()

        link = local_link(lambda wanted: index_vectors(self.history, model, wanted), embed,
                          lambda p: loop.call_soon_threadsafe(self._set_progress, p))
        return await asyncio.to_thread(plan_off_loop, self.db, epoch, model, link, self)

    # ----- step 2: writing -----------------------------------------------------------------------
    async def _write_some(self, plan: dict, epoch: int, *, in_job: bool) -> bool:
        from app.core.memory.insights.writer import InsightUnwritable, pick_quotes, write
        from app.core.providers.structured import StructuredOutputError

        clusters = plan["clusters"]
        report = RunReport(**plan["report"])
        calls = 0
        client = model = None
        total = len(clusters)
        while plan["next"] < total:
            index = plan["next"]
            c = clusters[index]
            self._set_progress(Progress(Phase.WRITING, index, total))
            members = await asyncio.to_thread(self._still_remembered, c)
            if len(members) < MIN_CLUSTER:
                report.failed += c["action"] == "new"
                plan["next"] += 1
                continue
            stats = self._stats(c, members, plan["model"])
            if c["action"] == "suppress":
                quoted = await asyncio.to_thread(self.store.quoted, c["target"])
                await asyncio.to_thread(self.store.write, epoch=epoch, insight_id=c["target"], fields=stats,
                                        centroid=unpack_vector(c["centroid"]), members=members, quoted=quoted)
                report.suppressed += 1
            elif not c["write"]:
                quoted = await asyncio.to_thread(self.store.quoted, c["target"])
                await asyncio.to_thread(self.store.write, epoch=epoch, insight_id=c["target"], fields=stats,
                                        centroid=unpack_vector(c["centroid"]), members=members, quoted=quoted)
                report.updated += 1
            else:
                if in_job and calls >= WRITES_PER_STEP:
                    await asyncio.to_thread(self._save_plan, plan, report, epoch)
                    return False
                if client is None:
                    client, model = self._memory_client()
                    if client is None:
                        report.error = "No memory model is set up: set a provider in Settings → Providers."
                written = None
                quotes = []
                if client is not None:
                    texts = await asyncio.to_thread(_texts, self, [m for m, _ in members[:NEAREST_FOR_QUOTES]])
                    quotes = pick_quotes([m for m, _ in members[:NEAREST_FOR_QUOTES]], texts)
                if quotes:
                    calls += 1
                    try:
                        written = await write(client, model, [q for _, q in quotes], stats["message_count"],
                                              stats["chat_count"], self.policy.safe_text)
                    except ProviderError as err:
                        if err.kind not in PERMANENT and in_job and plan["transient"] < MAX_TRANSIENT:
                            plan["transient"] += 1
                            await asyncio.to_thread(self._save_plan, plan, report, epoch)
                            raise RetryLater(TRANSIENT_RETRY_S, err.message) from err
                        log.info("insight not written: %s", err.message)
                        report.error = err.message
                    except (StructuredOutputError, InsightUnwritable) as exc:
                        log.info("insight not written: %s", exc)
                        report.error = f"The memory model's answer could not be used ({exc})."
                if written is not None:
                    fields = dict(stats, title=written.title, statement=written.statement, asked=written.asked,
                                  model=model)
                    if c["action"] == "new":
                        fields["status"] = Status.ACTIVE.value
                    await asyncio.to_thread(self.store.write, epoch=epoch, insight_id=c["target"], fields=fields,
                                            centroid=unpack_vector(c["centroid"]), members=members,
                                            quoted=[m for m, _ in quotes])
                    if c["action"] == "new":
                        report.created += 1
                    else:
                        report.updated += 1
                        report.rewritten += 1
                elif c["action"] == "update":
                    # The model could not write it now: the insight keeps its sentences, with fresh numbers.
                    quoted = await asyncio.to_thread(self.store.quoted, c["target"])
                    await asyncio.to_thread(self.store.write, epoch=epoch, insight_id=c["target"], fields=stats,
                                            centroid=unpack_vector(c["centroid"]), members=members, quoted=quoted)
                    report.updated += 1
                    report.failed += 1
                else:
                    report.failed += 1
            plan["next"] += 1
            plan["transient"] = 0
            await asyncio.to_thread(self._save_plan, plan, report, epoch)
            self._after_change(True)
        report.removed = await asyncio.to_thread(self.store.remove, plan["remove"], epoch=epoch)
        await asyncio.to_thread(self._finish, report, epoch)
        self.last_report = report
        self._after_change(True)
        self._set_progress(Progress(Phase.DONE, total, total))
        log.info("insights refreshed: %s", report)
        return True

    def _memory_client(self):
        try:
            client = self.providers.client()
        except ProviderError as err:
            log.info("insights need a provider to be written: %s", err.message)
            return None, None
        model = client.config.memory_model or client.config.chat_model
        return (client, model) if model else (None, None)

    @staticmethod
    def _stats(c: dict, members: list[tuple[str, float]], embedding_model: str) -> dict:
        first, last = dt(c["first"]), dt(c["last"])
        return {"message_count": len(members), "chat_count": c["chats"], "cohesion": c["cohesion"],
                "first_message_at": first, "last_message_at": last,
                "time_range": time_range(first, last, utcnow()),
                "confidence": grade(len(members), c["chats"], c["cohesion"]).value,
                "embedding_model": embedding_model}

    def _still_remembered(self, c: dict) -> list[tuple[str, float]]:
        """The cluster's members (nearest first, with their similarity) still remembered now."""
        from app.core.store.messages import MessageRepository

        ids = member_ids(c)
        members = zip(ids, unpack_vector(c["sims"]).tolist())
        alive = MessageRepository(self.db).remembered_among(ids)
        return [(m, float(sim)) for m, sim in members if m in alive]

    def _load_plan(self) -> dict | None:
        progress = self.store.state("plan_progress")
        plan = self.store.state("plan") if progress is not None else None
        if plan is None:
            return None
        plan.update(progress)
        return plan

    def _save_plan(self, plan: dict, report: RunReport, epoch: int) -> None:
        plan["report"] = asdict(report)
        self.store.set_state("plan_progress", {k: plan[k] for k in PROGRESS_KEYS}, epoch=epoch)

    def _finish(self, report: RunReport, epoch: int) -> None:
        self.store.set_state("last_run_at", ts(utcnow()), epoch=epoch)
        self.store.set_state("last_report", asdict(report), epoch=epoch)
        self.store.set_state("plan_progress", None, epoch=epoch)
        self.store.set_state("plan", None, epoch=epoch)

    def _set_progress(self, progress: Progress) -> None:
        self.last_progress = progress
        self.progress.emit(progress)

    async def _clear_job(self, job: Job) -> None:
        await asyncio.to_thread(self.store.clear)
        self.last_report = None
        self._set_progress(Progress(Phase.IDLE))
        self._after_change(True)

    # ----- forgetting ----------------------------------------------------------------------------
    async def _forget_job(self, job: Job) -> None:
        """Messages stopped being remembered: an insight whose sentences the model wrote from one of
        them is withdrawn at once (and the topic refreshed soon); the others just lose the message."""
        ids = list(job.payload.get("message_ids", []))
        if not ids:
            return
        affected = await asyncio.to_thread(self.store.affected_by, ids)
        withdrawn = [i for i, quoted in affected.items() if quoted]
        await asyncio.to_thread(self.store.remove, withdrawn)
        await asyncio.to_thread(self.store.drop_sources, ids)
        if affected:
            self._after_change(True)
        if withdrawn:
            self.refresh(reason="forgotten", delay_s=FORGET_REFRESH_DELAY_S)


def _texts(source: InsightsService, message_ids: list[str]) -> dict[str, str]:
    from app.core.memory.insights.inputs import texts_for

    return texts_for(source, message_ids)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ProviderError):
        return exc.message
    text = str(exc).strip()
    return text.splitlines()[0][:300] if text else type(exc).__name__


def _build(core: WhiziCore) -> InsightsService:
    """The service, the jobs and the reader (order 20)."""
    service = InsightsService(core.db, core.chat, core.chats, core.policy, core.settings, core.providers, core.jobs)
    service.install(core.runner)
    return service


# Privacy: forgotten messages leave the insights. Facts: "Clear memory" clears them too. Data: an
# import refreshes them, after its chats' analysis. History: its vectors are reused, its rebuild awaited.
FEATURE = Feature("insights", _build, optional=("privacy", "facts", "data", "history"),
                  on_available={"privacy": InsightsService.use_privacy, "facts": InsightsService.use_facts,
                                "data": InsightsService.use_data, "history": InsightsService.use_history})


__all__ = ["InsightsService", "InsightsBusy", "FEATURE", "Confidence", "Insight", "MapPoint", "Phase",
           "Progress", "RunReport", "Source", "Status"]
