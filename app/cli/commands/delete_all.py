"""`whizi delete-all --yes`: the CLI twin of Settings → Data → "Delete all data"."""
from __future__ import annotations

from app.cli.errors import Exit, fail

NAME = "delete-all"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    wipe = subparsers.add_parser("delete-all",
                                 help="permanently delete all your data in the data folder, and saved API keys")
    wipe.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")


def run(args, core, stdin, out) -> int:
    """The same core call as the dialog, confirmed by --yes (a script cannot type the confirmation
    the dialog asks for)."""
    import asyncio

    folder = core.layout.root
    if not args.yes:
        return fail(f"this permanently deletes all your chats, everything Whizi remembers, your settings, logs and "
                    f"saved API keys in {folder}. It cannot be undone. Add --yes to confirm.", Exit.USAGE)
    try:
        fresh = asyncio.run(core.data.delete_all())
    except OSError as exc:   # the sentence names the folder, so it is said here
        return fail(f"couldn't delete everything in {folder}: {exc.strerror or exc}. Close Whizi and try again.",
                    Exit.DATA)
    fresh.close()
    print(f"All your data in {folder} was deleted. Whizi starts fresh.", file=out)
    return Exit.OK
