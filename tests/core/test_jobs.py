import asyncio
from datetime import timedelta

import pytest

from app.core.domain import utcnow
from app.core.jobs import DONE, FAILED, QUEUED, JobQueue, JobRunner, RetryLater
from app.core.store.db import Database


@pytest.fixture
def db(tmp_path):
    database = Database(tmp_path / "w.db")
    yield database
    database.close()


def test_handler_failures_retry_with_growing_backoff_then_succeed(db):
    queue = JobQueue(db)
    runner = JobRunner(queue)
    calls = []

    async def flaky(job):
        calls.append(job.attempts)
        if job.attempts < 3:
            raise RuntimeError("provider down")

    runner.register("flaky", flaky)
    job_id = queue.enqueue("flaky", {"n": 1})

    async def drive():
        await runner.run_until_idle()  # attempt 1 fails, the retry is scheduled in the future
        assert queue.status_of(job_id) == QUEUED
        first_wait = queue.next_due() - utcnow()
        for _ in range(2):  # pretend time passed: claim with a clock past the backoff
            job = queue.claim(now=utcnow() + timedelta(hours=1))
            try:
                await flaky(job)
            except RuntimeError as exc:
                queue.fail(job.id, str(exc))
                second_wait = queue.next_due() - utcnow()
                assert second_wait > first_wait
            else:
                queue.complete(job.id)

    asyncio.run(drive())
    assert calls == [1, 2, 3]
    assert queue.status_of(job_id) == DONE


def test_job_gives_up_after_max_attempts(db):
    queue = JobQueue(db)
    job_id = queue.enqueue("doomed", max_attempts=2)
    for _ in range(2):
        job = queue.claim(now=utcnow() + timedelta(days=1))
        queue.fail(job.id, "nope")
    assert queue.status_of(job_id) == FAILED
    assert queue.claim(now=utcnow() + timedelta(days=2)) is None


def test_dedupe_key_reuses_an_unfinished_job_and_is_freed_when_done(db):
    queue = JobQueue(db)
    first = queue.enqueue("facts", dedupe_key="facts:chat1")
    assert queue.enqueue("facts", dedupe_key="facts:chat1") == first
    queue.complete(queue.claim().id)
    assert queue.enqueue("facts", dedupe_key="facts:chat1") != first


def test_job_of_a_crashed_process_runs_again_after_restart(tmp_path):
    path = tmp_path / "w.db"
    db = Database(path)
    queue = JobQueue(db)
    job_id = queue.enqueue("index", {"message": "m1"})
    assert queue.claim() is not None  # claimed, then the process "dies" without completing
    db.close()

    db = Database(path)
    queue = JobQueue(db)
    assert queue.claim() is None  # still leased to the dead process...
    assert queue.recover() == 1   # ...until start-up recovery
    ran = []
    runner = JobRunner(queue)

    async def index(job):
        ran.append(job.payload["message"])

    runner.register("index", index)
    asyncio.run(runner.run_until_idle())
    assert ran == ["m1"] and queue.status_of(job_id) == DONE
    db.close()


def test_expired_lease_is_claimed_again(db):
    queue = JobQueue(db, lease_s=60)
    queue.enqueue("slow")
    first = queue.claim()
    assert queue.claim() is None
    again = queue.claim(now=utcnow() + timedelta(seconds=61))
    assert again.id == first.id and again.attempts == 2


def test_cancel_drops_a_queued_job(db):
    queue = JobQueue(db)
    queue.enqueue("purge_chat", {"chat_id": "c"}, dedupe_key="purge:c", delay_s=10)
    assert queue.cancel("purge:c") is True
    assert queue.pending() == 0


def test_background_runner_wakes_on_enqueue_and_honours_retry_later(db):
    queue = JobQueue(db)
    runner = JobRunner(queue)
    seen = []

    async def handler(job):
        seen.append(job.payload["i"])
        if job.payload["i"] == 0 and seen.count(0) == 1:
            raise RetryLater(0.01)

    runner.register("work", handler)

    async def drive():
        done = asyncio.Event()
        runner.job_finished.connect(lambda item: done.set() if len(seen) >= 3 else None)
        runner.start()
        queue.enqueue("work", {"i": 0})
        queue.enqueue("work", {"i": 1})
        await asyncio.wait_for(done.wait(), 5)
        await runner.stop()

    asyncio.run(drive())
    assert sorted(seen) == [0, 0, 1]
    assert queue.pending() == 0
