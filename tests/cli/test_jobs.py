"""`whizi jobs run --until-idle` and `whizi history rebuild` always end: a provider that never answers
trips a circuit breaker after a few time-outs, a job that keeps asking to run again is backed off, and
one run has an overall limit; each says why it stopped and exits 1. Attempts are counted, not seconds."""
from __future__ import annotations

import argparse
import io

import pytest

from app.cli import Exit, run_cli
from app.cli.commands import history, jobs
from app.core.context import WhiziCore
from app.core.jobs import RetryLater
from app.core.memory.history.service import SYNC
from tests.support.history import dated_chat, drain

JOBS = 19


def whizi(data_dir, *args):
    out = io.StringIO()
    return run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(""), stdout=out), out.getvalue()


@pytest.fixture
def backlog(data_dir, openai_server):
    """19 chats whose remembered messages wait to be indexed by the provider's embedding model, and a
    short time-out."""
    assert whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--embedding-model", "test-embed")[0] == Exit.OK
    assert whizi(data_dir, "settings", "set", "chat.request_timeout_s", "0.2")[0] == Exit.OK
    core = WhiziCore.open(data_dir)
    try:
        core.settings.set("history.embedder", "provider")
        drain(core)                       # nothing to index yet: the new model's index is complete
        for i in range(JOBS):
            dated_chat(core, f"Trip {i}", [("user", f"We sail to island {i} on Saturday.")], days_ago=1)
        assert core.jobs.pending(SYNC) == JOBS
    finally:
        core.close()
    return data_dir


def test_a_provider_that_never_answers_stops_the_run_after_a_few_timeouts(backlog, openai_server, capsys):
    openai_server.fail_next(500, times=10_000, delay=3600, path="/v1/embeddings")   # hangs until stopped

    code, out = whizi(backlog, "jobs", "run", "--until-idle")

    asked = [r for r in openai_server.requests if r.path == "/v1/embeddings"]
    assert code == Exit.FAILED
    assert len(asked) == 3                # one request per attempt, not one per job
    assert out.startswith("Ran 3 jobs; ")
    err = capsys.readouterr().err
    assert "did not answer in time 3 times in a row" in err and "whizi provider test" in err
    assert "Traceback" not in err


def _spinning(core, attempts: list) -> None:
    """A job that asks to run again at once, every time, making no progress (as a memory pass does
    whose model's answers are never JSON)."""
    async def spin(job):
        attempts.append(job.id)
        raise RetryLater(0, "more to do")

    core.runner.register("test_spin", spin)
    core.jobs.enqueue("test_spin", {})


@pytest.mark.timeout(120)
def test_a_job_that_keeps_asking_to_run_again_is_backed_off_and_the_run_ends(data_dir, capsys):
    core = WhiziCore.open(data_dir)
    try:
        attempts: list = []
        _spinning(core, attempts)
        code = jobs.run(argparse.Namespace(max_attempts=None), core, None, io.StringIO())
        assert code == Exit.OK                       # backed off: scheduled for later, not an error
        assert len(attempts) == 101                  # 100 yields at once, then it is backed off
        assert core.jobs.pending("test_spin") == 1   # still there for the background runner

        code = jobs.run(argparse.Namespace(max_attempts=5), core, None, io.StringIO())
        assert code == Exit.OK and len(attempts) == 101   # not due yet: nothing ran
    finally:
        core.close()


@pytest.mark.timeout(120)
def test_an_overall_limit_ends_a_run_with_a_clear_message(data_dir, capsys):
    core = WhiziCore.open(data_dir)
    try:
        attempts: list = []
        _spinning(core, attempts)
        out = io.StringIO()
        code = jobs.run(argparse.Namespace(max_attempts=7), core, None, out)
        assert code == Exit.FAILED and 1 <= len(attempts) <= 7
        assert out.getvalue().startswith("Ran 7 jobs; ")
        assert "stopped after 7 attempts, the limit for one run" in capsys.readouterr().err
    finally:
        core.close()


@pytest.mark.timeout(120)
def test_history_rebuild_is_not_kept_waiting_by_a_job_that_never_progresses(data_dir, openai_server, capsys):
    """The rebuild cannot finish now (its embedder times out); before, the command then ran the
    spinning job for ever (over 200 s in a real run) instead of saying so."""
    assert whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--embedding-model", "test-embed")[0] == Exit.OK
    assert whizi(data_dir, "settings", "set", "history.embedder", "provider")[0] == Exit.OK
    assert whizi(data_dir, "settings", "set", "chat.request_timeout_s", "0.2")[0] == Exit.OK
    core = WhiziCore.open(data_dir)
    try:
        dated_chat(core, "Boats", [("user", "I restore a wooden sailing dinghy.")], days_ago=2)
        openai_server.fail_next(503, times=10_000, path="/v1/embeddings")
        attempts: list = []
        _spinning(core, attempts)
        code = history.run(argparse.Namespace(), core, None, io.StringIO())
        assert code == Exit.FAILED
        assert len(attempts) <= 101
        assert "the rebuild could not finish now" in capsys.readouterr().err
    finally:
        core.close()
