"""Command line: the same core as the GUI, for scripts and power users.

Exit codes (`Exit`, defined once in app/cli/errors.py): 0 success; 1 the provider or the reply
failed, or an export or import failed (an import that fails changes nothing); 2 bad usage; 3 the
data folder cannot be used (locked, damaged, unwritable); 4 no such chat, setting or file; 141 the
reader of stdout went away (`whizi chats list | head`).

Layout: this module holds the parser and the dispatch; app/cli/commands/ one module per command
(each `register(subparsers)` and `run(args, core, stdin, out)`); app/cli/errors.py which error
means which exit code and sentence; app/cli/terminal.py what makes output safe for a terminal.
"""
from __future__ import annotations

import argparse
import sys
from typing import TextIO, cast

from app.cli.errors import Exit, data_folder_errors, data_folder_text, explain, fail

__all__ = ["Exit", "build_parser", "commands", "is_cli_command", "main", "open_core", "run_cli"]


def commands() -> frozenset[str]:
    """Every command the parser knows, read from the parser itself so the entry point can never
    miss one (a hand-kept list once left out delete-all and history, which then opened the GUI)."""
    parser = build_parser()
    names: set[str] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            names.update(action.choices)
    return frozenset(names)


def is_cli_command(argv: list[str]) -> bool:
    return next(_positionals(argv), None) in commands()


def _positionals(argv: list[str]):
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg == "--data-dir":
            skip = True
            continue
        if arg.startswith("-"):
            continue
        yield arg


def build_parser() -> argparse.ArgumentParser:
    from app.cli.commands import ALL

    parser = argparse.ArgumentParser(prog="whizi", description="Whizi: a private chat client with a memory you control.")
    parser.add_argument("--data-dir", help="folder for Whizi's data (default: WHIZI_DATA_DIR or the platform's folder)")
    parser.add_argument("--passphrase-stdin", action="store_true",
                        help="read the data folder's passphrase from the first line of stdin "
                             "(else WHIZI_PASSPHRASE, else a prompt on a terminal)")
    sub = parser.add_subparsers(dest="command")
    for command in ALL:
        command.register(sub)
    return parser


def open_core(data_dir: str | None, args=None, stdin=None):
    """The core of the data folder, unlocked by the keyring or a passphrase (app/cli/unlock.py)."""
    from app.cli.unlock import open_unlocked

    return open_unlocked(data_dir, args, stdin if stdin is not None else sys.stdin)


def run_cli(argv: list[str], *, stdin=None, stdout=None) -> int:
    """Parse `argv`, open the data folder unless the command needs none, run the command, close the
    core. Returns the exit code; tests call it in-process with their own stdin and stdout."""
    from app.cli.commands import BY_NAME
    from app.cli.terminal import SafeOutput

    stdin = stdin or sys.stdin
    # Titles, facts, insights, replies and server messages are printed, never obeyed by the terminal.
    out = cast(TextIO, SafeOutput(stdout or sys.stdout))   # it passes on what a stream has
    from app.core.paths import use_private_umask

    use_private_umask()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return Exit.USAGE if exc.code else Exit.OK
    command = BY_NAME[args.command]
    if not command.NEEDS_DATA_FOLDER:   # e.g. `privacy check`: works beside the GUI, meets no core error
        return command.run(args, None, stdin, out)
    try:
        core = open_core(args.data_dir, args, stdin)
    except data_folder_errors() as exc:   # locked, damaged, newer, unwritable or locked by a key: exit 3
        return fail(data_folder_text(exc), Exit.DATA)
    try:
        return _run(command, args, core, stdin, out)
    finally:
        core.close()


def _run(command, args, core, stdin, out) -> int:
    """The command, with the core's errors it may meet turned into their exit code and sentence
    (app/cli/errors.py); any other error is a bug and keeps its traceback."""
    try:
        return command.run(args, core, stdin, out)
    except Exception as exc:
        known = explain(exc)
        if known is None:
            raise
        return fail(known[1], known[0])


def main(argv: list[str]) -> int:
    """`whizi <command> ...` as a process: run it, flush stdout here (a pipe's buffer is written now,
    so a closed reader shows up now), and stop quietly if the reader went away."""
    try:
        code = run_cli(argv)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        return _reader_went_away()


def _reader_went_away() -> int:
    """`whizi chats list | head`: the reader stopped reading. Stop quietly as command-line tools do,
    with no traceback; stdout is pointed at the null device so the final flush at exit cannot fail."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    return Exit.PIPE
