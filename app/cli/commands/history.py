"""`whizi history rebuild`: rebuild the search index of remembered messages, and wait until it is done."""
from __future__ import annotations

from app.cli.commands.jobs import attempt_limit
from app.cli.errors import Exit, fail
from app.cli.terminal import counted

NAME = "history"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    history = subparsers.add_parser("history", help="the search index of remembered messages (Reference chat history)")
    hsub = history.add_subparsers(dest="action", required=True)
    hsub.add_parser("rebuild", help="rebuild the search index from the database now, and wait until it is done")


def run(args, core, stdin, out) -> int:
    """Rebuild the chat-history index from SQLite (the truth), as the background job does when the
    index is missing or damaged, but now and to the end. Other due jobs run on the way."""
    import asyncio

    history = core.history
    history.rebuild()
    # Bounded like `jobs run`: other due jobs that keep failing or asking to run again (a memory
    # model whose answers are not JSON) must not keep this command waiting for ever.
    result = asyncio.run(core.runner.drain(max_attempts=attempt_limit(core, None),
                                           done=lambda: not history.rebuilding()))
    if history.rebuilding():
        why = f" ({result.stopped})" if result.stopped else ""
        return fail(f"the rebuild could not finish now (is the embedding provider reachable?){why}. Whizi retries it "
                    "in the background; `whizi jobs run --until-idle` runs it again.", Exit.FAILED)
    counts = history.indexed_counts()
    print(f"Search index rebuilt: {counted(counts[0], 'remembered message')} and "
          f"{counted(counts[1], 'conversation summary', 'conversation summaries')} "
          f"indexed with {history.reading_model()}.", file=out)
    return Exit.OK
