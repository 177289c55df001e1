"""`whizi jobs run --until-idle [--max-attempts N]`: run the queued background jobs now, then exit."""
from __future__ import annotations

from app.cli.errors import Exit, fail
from app.cli.terminal import counted

NAME = "jobs"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    jobs = subparsers.add_parser("jobs", help="background work")
    jsub = jobs.add_subparsers(dest="action", required=True)
    jrun = jsub.add_parser("run", help="run the queued background jobs")
    jrun.add_argument("--until-idle", action="store_true", required=True, help="run every due job, then exit")
    jrun.add_argument("--max-attempts", type=int, metavar="N",
                      help="stop after N job attempts (default: 200 + 20 per queued job); exit 1 if work is left")


def attempt_limit(core, asked: int | None) -> int:
    """The most job attempts one command runs: enough for a backlog to be worked through, never
    endless (a job that keeps asking to run again must not keep the command going)."""
    return asked if asked is not None else 200 + 20 * core.jobs.pending()


def run(args, core, stdin, out) -> int:
    import asyncio

    result = asyncio.run(core.runner.drain(max_attempts=attempt_limit(core, args.max_attempts)))
    left = core.jobs.pending()
    print(f"Ran {counted(result.attempts, 'job')}; {left} scheduled for later.", file=out)
    if result.stopped:
        return fail(result.stopped, Exit.FAILED)
    return Exit.OK
