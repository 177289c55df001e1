"""A durable job queue in SQLite and the asyncio runner that drains it.

Delivery is at-least-once: a job claimed by a process that then dies is claimed again once its
lease expires (or at the next start). Handlers must therefore be idempotent; a handler that must
not apply its effect twice records that it did, in the same transaction as the effect.
"""
from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, or_, select, update

from app.core.domain import utcnow
from app.core.events import Event
from app.core.store.db import Database
from app.core.store.models import JobRow

log = logging.getLogger(__name__)

QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"


@dataclass(frozen=True)
class Job:
    id: int
    kind: str
    payload: dict[str, Any]
    attempts: int
    max_attempts: int
    dedupe_key: str | None


class RetryLater(Exception):
    """A handler raises this to be retried after `delay` seconds without counting as a failure."""

    def __init__(self, delay: float, reason: str = "") -> None:
        super().__init__(reason or f"retry in {delay:.0f}s")
        self.delay = delay


# `JobRunner.drain`: RetryLater(0) answers one job may give in a run before it is backed off, and
# time-outs in a row (no job done in between) after which the provider is taken for unreachable.
YIELDS_PER_JOB = 100
TIMEOUTS_IN_A_ROW = 3


@dataclass
class DrainResult:
    attempts: int = 0          # jobs run, each retry counted
    done: int = 0              # attempts that finished their job
    timeouts: int = 0
    stopped: str | None = None  # why the run ended before the queue was idle, for the user; None: idle


def is_timeout(exc: BaseException) -> bool:
    """Whether a job failed because something did not answer in time (a provider's time-out,
    however the handler wrapped it)."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, (TimeoutError, asyncio.TimeoutError)):
            return True
        if getattr(getattr(exc, "kind", None), "value", None) == "timeout":
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def backoff(attempt: int, base: float = 2.0, cap: float = 600.0) -> float:
    return min(cap, base * (2 ** max(0, attempt - 1)))


class JobQueue:
    def __init__(self, db: Database, *, lease_s: float = 300.0) -> None:
        self.db = db
        self.lease = timedelta(seconds=lease_s)
        self.changed: Event[None] = Event()

    def enqueue(self, kind: str, payload: dict | None = None, *, dedupe_key: str | None = None,
                delay_s: float = 0.0, max_attempts: int = 5) -> int:
        """Add a job; with a dedupe_key, an unfinished job with the same key is reused."""
        now = utcnow()
        with self.db.session() as s:
            if dedupe_key is not None:
                existing = s.scalar(select(JobRow).where(JobRow.dedupe_key == dedupe_key))
                if existing is not None:
                    return existing.id
            row = JobRow(kind=kind, payload=json.dumps(payload or {}), dedupe_key=dedupe_key, status=QUEUED,
                         attempts=0, max_attempts=max_attempts, run_after=now + timedelta(seconds=delay_s),
                         created_at=now, updated_at=now)
            s.add(row)
            s.flush()
            job_id = row.id
        self.changed.emit(None)
        return job_id

    def claim(self, now: datetime | None = None) -> Job | None:
        now = now or utcnow()
        with self.db.session() as s:
            row = s.scalar(
                select(JobRow).where(
                    or_(
                        (JobRow.status == QUEUED) & (JobRow.run_after <= now),
                        (JobRow.status == RUNNING) & (JobRow.locked_until < now),
                    )
                ).order_by(JobRow.run_after, JobRow.id).limit(1)
            )
            if row is None:
                return None
            row.status = RUNNING
            row.attempts += 1
            row.locked_until = now + self.lease
            row.updated_at = now
            return Job(row.id, row.kind, json.loads(row.payload), row.attempts, row.max_attempts, row.dedupe_key)

    def complete(self, job_id: int) -> None:
        with self.db.session() as s:
            # The key is released so the same work can be scheduled again later.
            s.execute(update(JobRow).where(JobRow.id == job_id).values(
                status=DONE, dedupe_key=None, locked_until=None, updated_at=utcnow(), last_error=None))
        self.changed.emit(None)

    def fail(self, job_id: int, error: str, *, retry_in: float | None = None, count_attempt: bool = True) -> None:
        now = utcnow()
        with self.db.session() as s:
            row = s.get(JobRow, job_id)
            if row is None:
                return
            if not count_attempt:
                row.attempts = max(0, row.attempts - 1)
            row.last_error = error[:2000]
            row.locked_until = None
            row.updated_at = now
            if row.attempts >= row.max_attempts:
                row.status = FAILED
                row.dedupe_key = None
                log.warning("job %s (%s) failed for good: %s", row.id, row.kind, error[:200])
            else:
                row.status = QUEUED
                delay = retry_in if retry_in is not None else backoff(row.attempts)
                row.run_after = now + timedelta(seconds=delay)
        self.changed.emit(None)

    def postpone(self, job_id: int, delay_s: float) -> None:
        """Make a queued job due `delay_s` from now (its attempts and state unchanged)."""
        with self.db.session() as s:
            s.execute(update(JobRow).where(JobRow.id == job_id, JobRow.status == QUEUED).values(
                run_after=utcnow() + timedelta(seconds=delay_s), updated_at=utcnow()))
        self.changed.emit(None)

    def cancel(self, dedupe_key: str) -> bool:
        """Drop a job that has not started yet (e.g. the purge of a chat the user restored)."""
        with self.db.session() as s:
            row = s.scalar(select(JobRow).where(JobRow.dedupe_key == dedupe_key, JobRow.status == QUEUED))
            if row is None:
                return False
            s.delete(row)
        self.changed.emit(None)
        return True

    def unfinished(self, dedupe_key: str, *, running_too: bool = False) -> bool:
        """Whether a job with this key is still waiting to start (with `running_too`: or running).
        Features ask this instead of reading the `jobs` table."""
        statuses = (QUEUED, RUNNING) if running_too else (QUEUED,)
        with self.db.session(read_only=True) as s:
            return s.scalar(select(JobRow.id).where(JobRow.dedupe_key == dedupe_key,
                                                    JobRow.status.in_(statuses)).limit(1)) is not None

    def recover(self) -> int:
        """At start-up no job can be running: whoever ran it is gone. Make them due again."""
        with self.db.session() as s:
            result = s.execute(update(JobRow).where(JobRow.status == RUNNING).values(
                status=QUEUED, locked_until=None, run_after=utcnow()))
            return result.rowcount or 0

    def pending(self, kind: str | None = None) -> int:
        with self.db.session(read_only=True) as s:
            q = select(func.count()).select_from(JobRow).where(JobRow.status.in_((QUEUED, RUNNING)))
            if kind:
                q = q.where(JobRow.kind == kind)
            return s.scalar(q) or 0

    def next_due(self) -> datetime | None:
        with self.db.session(read_only=True) as s:
            return s.scalar(select(func.min(JobRow.run_after)).where(JobRow.status == QUEUED))

    def status_of(self, job_id: int) -> str | None:
        with self.db.session(read_only=True) as s:
            row = s.get(JobRow, job_id)
            return row.status if row else None

    def prune(self, older_than_days: int = 7) -> None:
        cutoff = utcnow() - timedelta(days=older_than_days)
        with self.db.session() as s:
            s.query(JobRow).filter(JobRow.status.in_((DONE, FAILED)), JobRow.updated_at < cutoff).delete()


Handler = Callable[[Job], Awaitable[None]]


class JobRunner:
    """Runs due jobs one at a time on the asyncio loop; sleeps until the next one is due."""

    def __init__(self, queue: JobQueue) -> None:
        self.queue = queue
        self.handlers: dict[str, Handler] = {}
        self.job_started: Event[Job] = Event()
        self.job_finished: Event[tuple[Job, str | None]] = Event()  # (job, error or None)
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._stopping = False
        queue.changed.connect(lambda _=None: self._wake.set())

    def register(self, kind: str, handler: Handler) -> None:
        self.handlers[kind] = handler

    async def run_one(self) -> bool:
        job = self.queue.claim()
        if job is None:
            return False
        await self._run(job)
        return True

    async def _run(self, job: Job) -> BaseException | None:
        """Run a claimed job and record the outcome; returns what it raised (None: done)."""
        handler = self.handlers.get(job.kind)
        if handler is None:
            # Written by a newer version or a feature not loaded: keep it for later, don't burn it.
            self.queue.fail(job.id, f"no handler for {job.kind}", retry_in=3600, count_attempt=False)
            return None
        self.job_started.emit(job)
        try:
            await handler(job)
        except asyncio.CancelledError:
            self.queue.fail(job.id, "interrupted", retry_in=0, count_attempt=False)
            raise
        except RetryLater as exc:
            self.queue.fail(job.id, str(exc), retry_in=exc.delay, count_attempt=False)
            self.job_finished.emit((job, str(exc)))
            return exc
        except Exception as exc:
            log.warning("job %s (%s) attempt %d failed: %s", job.id, job.kind, job.attempts, exc)
            self.queue.fail(job.id, f"{type(exc).__name__}: {exc}")
            self.job_finished.emit((job, str(exc)))
            return exc
        self.queue.complete(job.id)
        self.job_finished.emit((job, None))
        return None

    async def run_until_idle(self) -> int:
        """Run every job that is due now (and those that become due as a result); return the count."""
        count = 0
        while await self.run_one():
            count += 1
        return count

    async def drain(self, *, max_attempts: int, yields_per_job: int = YIELDS_PER_JOB,
                    timeouts_in_a_row: int = TIMEOUTS_IN_A_ROW,
                    done: Callable[[], bool] | None = None) -> DrainResult:
        """Like `run_until_idle`, for a command that must end: at most `max_attempts` attempts; a job
        that asks to run again at once (RetryLater(0)) more than `yields_per_job` times is backed off
        (scheduled later, with growing delays) so it cannot spin; and after `timeouts_in_a_row`
        time-outs with no job done in between the provider is taken for unreachable and the run
        stops (a circuit breaker: a server that never answers costs a few time-outs, not one per
        job). `done()` True ends the run early (the caller's goal was reached)."""
        result = DrainResult()
        yields: dict[int, int] = {}
        timeouts = 0
        while not (done is not None and done()):
            if result.attempts >= max_attempts:
                result.stopped = (f"stopped after {result.attempts} attempts, the limit for one run; "
                                  f"{self.queue.pending()} job(s) are still queued. Run it again to go on.")
                return result
            job = self.queue.claim()
            if job is None:
                return result
            result.attempts += 1
            outcome = await self._run(job)
            if outcome is None:
                result.done += 1
                timeouts = 0
                continue
            if is_timeout(outcome):
                timeouts += 1
                result.timeouts += 1
                if timeouts >= timeouts_in_a_row:
                    result.stopped = (f"the provider did not answer in time {timeouts} times in a row, so the "
                                      f"run stopped; {self.queue.pending()} job(s) stay queued. Check that the "
                                      f"provider is running (whizi provider test) and run it again.")
                    return result
            if isinstance(outcome, RetryLater) and outcome.delay <= 0:
                yields[job.id] = yields.get(job.id, 0) + 1
                over = yields[job.id] - yields_per_job
                if over > 0:   # a job that keeps asking to run again at once: back it off
                    self.queue.postpone(job.id, backoff(over))
        return result

    def start(self) -> None:
        if self._task is None:
            self._stopping = False
            self._task = asyncio.ensure_future(self._loop())

    async def stop(self) -> None:
        self._stopping = True
        self._wake.set()
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                pass
            self._task = None

    async def _loop(self) -> None:
        while not self._stopping:
            self._wake.clear()
            try:
                await self.run_until_idle()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("job runner error")
            due = self.queue.next_due()
            timeout = None
            if due is not None:
                timeout = max(0.05, (due - utcnow()).total_seconds())
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=timeout)
            except TimeoutError:
                pass
