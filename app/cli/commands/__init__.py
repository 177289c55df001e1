"""One module per top-level command, each the same shape (see `Command`).

Adding a command is adding a module here and to `ALL`: the parser, `whizi --help` and the entry
point's choice between the CLI and the window all read this list.
"""
from __future__ import annotations

from typing import Protocol, TextIO

from app.cli.commands import (
    chat,
    chats,
    delete_all,
    encryption,
    export,
    history,
    import_,
    insights,
    jobs,
    memory,
    privacy,
    provider,
    settings,
)


class Command(Protocol):
    """What every module in this package provides."""

    NAME: str                 # the word typed after `whizi`
    NEEDS_DATA_FOLDER: bool   # False: run() gets core=None and the data folder is never opened

    def register(self, subparsers) -> None:
        """Add this command's parser (and its actions) to `whizi`'s subparsers."""

    def run(self, args, core, stdin: TextIO, out: TextIO) -> int:
        """Do it; print results to `out`, problems to stderr; return the exit code. Errors listed in
        app.cli.errors.explain may propagate: the caller turns them into their code and sentence."""


# In the order `whizi --help` lists them.
ALL: tuple[Command, ...] = (provider, settings, chat, chats, jobs, privacy, memory, insights, export, import_,
                            history, encryption, delete_all)
BY_NAME: dict[str, Command] = {command.NAME: command for command in ALL}
