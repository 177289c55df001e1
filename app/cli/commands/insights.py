"""`whizi insights`: the user insights, for people and for scripts.

    whizi insights refresh            # cluster and write them now (progress on stderr)
    whizi insights show [--json]      # what Whizi has noticed about you, with time range and confidence
"""
from __future__ import annotations

import asyncio
import json
import sys

EXIT_OK, EXIT_FAILED, EXIT_DATA = 0, 1, 3


def add_insights_parser(sub) -> None:
    insights = sub.add_parser("insights", help="user insights: topics Whizi noticed across your chats")
    isub = insights.add_subparsers(dest="action", required=True)
    isub.add_parser("refresh", help="find the topics of your remembered messages and write the insights now")
    ishow = isub.add_parser("show", help="print the insights")
    ishow.add_argument("--json", action="store_true",
                       help='print {"insights": [...], "deleted": [...], "count": N}')


def _as_json(insight) -> dict:
    return {"id": insight.id, "title": insight.title, "text": insight.text, "statement": insight.statement,
            "asked": insight.asked, "time_range": insight.time_range, "confidence": insight.confidence.value,
            "messages": insight.message_count, "chats": insight.chat_count,
            "first_message_at": insight.first_message_at.isoformat(),
            "last_message_at": insight.last_message_at.isoformat(), "updated_at": insight.updated_at.isoformat()}


def insights_command(core, args, out, err) -> int:
    from app.core.memory.facts.model import MemoryStoreError
    from app.core.memory.insights.service import InsightsBusy

    try:
        if args.action == "show":
            return _show(core, args, out)
        return _refresh(core, out, err)
    except (MemoryStoreError, InsightsBusy) as exc:
        err(f"Memory is unavailable right now. Try again later. ({exc})")
        return EXIT_DATA


def _show(core, args, out) -> int:
    insights = core.insights.insights()
    if args.json:
        print(json.dumps({"insights": [_as_json(i) for i in insights],
                          "deleted": [_as_json(i) for i in core.insights.deleted()], "count": len(insights)},
                         ensure_ascii=False, indent=2), file=out)
    elif insights:
        for i, insight in enumerate(insights):
            if i:
                print(file=out)
            print(f"{insight.title}", file=out)
            for line in insight.text.splitlines():
                print(f"  {line}", file=out)
    else:
        print("No insights yet. Whizi finds them in the messages it remembers (\"whizi insights refresh\").",
              file=out)
    return EXIT_OK


def _refresh(core, out, err) -> int:
    def show(progress) -> None:
        if progress.total:
            print(f"\r{progress.phase.value}: {progress.done}/{progress.total}", end="", file=sys.stderr, flush=True)
        else:
            print(f"\r{progress.phase.value}", end="", file=sys.stderr, flush=True)

    undo = core.insights.progress.connect(show)
    try:
        report = asyncio.run(core.insights.refresh_now())
    except Exception as exc:   # the embedder or the database: nothing was changed
        print(file=sys.stderr)
        err(f"the insights could not be refreshed: {exc}")
        return EXIT_FAILED
    finally:
        undo()
    print(file=sys.stderr)
    count = core.insights.count()
    print(f"{count} insight(s) from {report.messages} remembered message(s): {report.created} new, "
          f"{report.updated} updated, {report.removed} removed.", file=out)
    if report.failed:
        err(f"{report.failed} insight(s) could not be written this time. {report.error}".strip())
        return EXIT_FAILED
    return EXIT_OK
