"""`whizi insights`: the user insights, for people and for scripts.

    whizi insights refresh            # cluster and write them now (progress on stderr)
    whizi insights show [--json]      # what Whizi has noticed about you, with time range and confidence
"""
from __future__ import annotations

import json
import sys

from app.cli.errors import Exit, fail
from app.cli.terminal import counted

NAME = "insights"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    insights = subparsers.add_parser("insights", help="user insights: topics Whizi noticed across your chats")
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


def run(args, core, stdin, out) -> int:
    """Memory that cannot be read, or a refresh already running, raises: exit 3, see errors.py."""
    if args.action == "show":
        return _show(core, args, out)
    return _refresh(core, out)


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
    return Exit.OK


def _refresh(core, out) -> int:
    import asyncio

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
        return fail(f"the insights could not be refreshed: {exc}", Exit.FAILED)
    finally:
        undo()
    print(file=sys.stderr)
    count = core.insights.count()
    print(f"{counted(count, 'insight')} from {counted(report.messages, 'remembered message')}: {report.created} new, "
          f"{report.updated} updated, {report.removed} removed.", file=out)
    if report.failed:
        return fail(f"{counted(report.failed, 'insight')} could not be written this time. {report.error}".strip(),
                    Exit.FAILED)
    return Exit.OK
