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
    database is damaged, newer than this Whizi, or cannot be written right now. All of them are the
    core's StorageError family (app/core/errors.py)."""
    from app.core.errors import StorageError

    return (StorageError,)


# The key errors of an encrypted folder (#17) that a passphrase gets past: their sentence plus how
# a script passes one (app/cli/unlock.py).
_PASSPHRASE_CODES = ("storage.passphrase_needed", "storage.key_missing_passphrase", "storage.no_key_store",
                     "storage.wrong_passphrase")
_PASSPHRASE_HINT = "For scripts: pass it with --passphrase-stdin or the WHIZI_PASSPHRASE environment variable."


def data_folder_text(exc: Exception) -> str:
    """The sentence for a data folder that cannot be opened (exit 3). It never holds a passphrase:
    the core's key errors name only the folder."""
    code = getattr(exc, "code", "")
    return f"{exc} {_PASSPHRASE_HINT}" if code in _PASSPHRASE_CODES else str(exc)


# Which of the core's UserError codes mean which exit code, by the code's family (the part before
# the dot); a code listed in full wins over its family. str(err) is the sentence, unless noted.
_BY_CODE: dict[str, Exit] = {
    "provider": Exit.USAGE,        # a provider Whizi refuses to save (bad URL, no model), or refused
    "chat": Exit.USAGE,            # an empty or too long message, a chat still answering
    "import": Exit.FAILED,         # nothing was imported (the sentence is `english`, which frames where)
    "export": Exit.FAILED,
    "transfer": Exit.FAILED,
}
_MEMORY = "Memory is unavailable right now. Try again later. ({detail})"


def explain(exc: Exception) -> tuple[Exit, str] | None:
    """The exit code and the sentence for one of the core's errors that any command may meet, or
    None for an error that is a bug (it propagates, with its traceback, as before).

    The core's errors are told apart by family (app/core/errors.py): a StorageError means the data
    folder (exit 3), a UserError is told by its code, anything else is a bug. A command catches an
    error itself only where its sentence needs the command's own words (which setting, which
    folder, "couldn't clear memory")."""
    from app.core.errors import StorageError, UserError

    if isinstance(exc, StorageError):
        if exc.code == "storage.memory":          # saved memory is locked or being changed
            return Exit.DATA, _MEMORY.format(detail=exc)
        return Exit.DATA, str(exc)
    if not isinstance(exc, UserError):
        return None
    if exc.code == "insights.busy":           # memory is being refreshed by another command
        return Exit.DATA, _MEMORY.format(detail=exc)
    if exc.code == "import.bad_file":
        return Exit.FAILED, exc.english
    code = _BY_CODE.get(exc.code, _BY_CODE.get(exc.code.split(".")[0]))
    if code is None:   # known but met by no command on its own (a setting's name, a fact): said, exit 1
        return Exit.FAILED, exc.english
    return code, str(exc)
