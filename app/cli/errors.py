"""How a command fails: the exit codes, the one way an error is printed, and which of the core's
errors mean which exit code and sentence, kept here once so every command answers alike.

Nearly a leaf (of app.cli it imports only terminal.py): the command modules and the GUI's start-up
import it without importing the parser or each other, so no import cycle runs through it. The core's
exception classes are imported only when an error is being reported, so `whizi --help` does not
load the core.
"""
from __future__ import annotations

import sys
from enum import IntEnum


class Exit(IntEnum):
    """The process exit codes the README promises (scripts branch on them)."""

    OK = 0
    FAILED = 1      # the provider or the reply failed, or an export or import failed (a failed import changes nothing)
    USAGE = 2       # bad usage, or a value Whizi refuses
    DATA = 3        # the data folder cannot be used (locked, damaged, unwritable)
    NOT_FOUND = 4   # no such chat, setting or file
    PIPE = 141      # the reader of stdout went away, as a shell reports a program ended by SIGPIPE (128 + 13)


def say(message: str) -> None:
    """One line on stderr, `whizi: ...`. The message may quote a title, a path or a server's words:
    it is printed, never obeyed by the terminal."""
    from app.cli.terminal import printable

    print(f"whizi: {printable(message)}", file=sys.stderr)


def fail(message: str, code: Exit) -> Exit:
    """Say why, and give the exit code to return: `return fail("...", Exit.USAGE)`."""
    say(message)
    return code


def data_folder_errors() -> tuple[type[Exception], ...]:
    """Why a data folder cannot be opened: another Whizi holds it, it is not a usable folder, its
    database is damaged, newer than this Whizi, or cannot be written right now."""
    from app.core.instance_lock import AlreadyRunning
    from app.core.paths import DataDirError
    from app.core.store.db import CorruptDatabase, NewerSchema, StorageUnavailable

    return AlreadyRunning, DataDirError, CorruptDatabase, NewerSchema, StorageUnavailable


def explain(exc: Exception) -> tuple[Exit, str] | None:
    """The exit code and the sentence for one of the core's errors that any command may meet, or
    None for an error that is a bug (it propagates, with its traceback, as before).

    A command catches an error itself only where its sentence needs the command's own words (which
    setting, which folder, "couldn't clear memory")."""
    from app.core.chat import ChatBusy, EmptyMessage
    from app.core.data import DataTransferError, ImportFailed
    from app.core.memory.facts.model import MemoryStoreError
    from app.core.memory.insights.service import InsightsBusy
    from app.core.providers.errors import ProviderError

    if isinstance(exc, data_folder_errors()):
        return Exit.DATA, str(exc)
    if isinstance(exc, ProviderError):       # a provider Whizi refuses to save (bad URL, no model)
        return Exit.USAGE, exc.message
    if isinstance(exc, (EmptyMessage, ChatBusy)):
        return Exit.USAGE, str(exc)
    if isinstance(exc, ImportFailed):        # nothing was imported
        return Exit.FAILED, exc.user_message
    if isinstance(exc, DataTransferError):   # str() is a complete sentence for the user
        return Exit.FAILED, str(exc)
    if isinstance(exc, (MemoryStoreError, InsightsBusy)):
        return Exit.DATA, f"Memory is unavailable right now. Try again later. ({exc})"
    return None
