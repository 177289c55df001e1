"""`whizi memory show [--json] | clear --yes`: what Whizi remembers about you (saved memory)."""
from __future__ import annotations

import json

from app.cli.errors import Exit, fail

NAME = "memory"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    memory = subparsers.add_parser("memory", help="what Whizi remembers about you (saved memory)")
    msub = memory.add_subparsers(dest="action", required=True)
    mshow = msub.add_parser("show", help="print the saved facts")
    mshow.add_argument("--json", action="store_true", help='print {"memory": [...], "count": N, "tokens": N}')
    mclear = msub.add_parser("clear", help="permanently delete everything Whizi remembers")
    mclear.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")


def run(args, core, stdin, out) -> int:
    """Memory that cannot be read raises MemoryStoreError: exit 3, see errors.py."""
    if args.action == "show":
        lines = core.facts.lines()
        if args.json:
            print(json.dumps({"memory": lines, "count": len(lines), "tokens": core.facts.tokens()},
                             ensure_ascii=False, indent=2), file=out)
        elif lines:
            for line in lines:
                print(f"- {line}", file=out)
        else:
            print("Nothing remembered yet. Facts you share in chats will appear here.", file=out)
        return Exit.OK
    if not args.yes:
        return fail("this permanently deletes everything Whizi remembers about you and cannot be undone. "
                    "Add --yes to confirm.", Exit.USAGE)
    from app.core.memory.facts.model import MemoryStoreError

    try:
        core.facts.clear()
    except MemoryStoreError as exc:   # says what failed: the memory is as it was
        return fail(f"Couldn't clear memory. Try again. ({exc})", Exit.DATA)
    print("Memory cleared. Whizi no longer remembers anything about you.", file=out)
    return Exit.OK
