"""`whizi chats list [--json]`: the chats, newest first, pinned ones marked with `*`."""
from __future__ import annotations

import json

from app.cli.errors import Exit

NAME = "chats"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    chats = subparsers.add_parser("chats", help="list chats")
    csub = chats.add_subparsers(dest="action", required=True)
    clist = csub.add_parser("list")
    clist.add_argument("--json", action="store_true")


def run(args, core, stdin, out) -> int:
    chats = core.chats.list_visible()
    if args.json:
        print(json.dumps([{"id": c.id, "title": c.title, "pinned": c.pinned, "created_at": c.created_at.isoformat(),
                           "updated_at": c.updated_at.isoformat(), "model": c.model} for c in chats],
                         ensure_ascii=False, indent=2), file=out)
    else:
        for c in chats:
            print(f"{c.id}  {c.updated_at:%Y-%m-%d %H:%M}  {'* ' if c.pinned else ''}{c.title}", file=out)
    return Exit.OK
