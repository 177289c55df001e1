"""Entry point: `whizi` opens the window; `whizi <command>` runs a CLI command on the same core."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from app.core.paths import use_private_umask

    use_private_umask()  # before anything can create a file of the user's
    from app.cli import build_parser, is_cli_command

    if is_cli_command(argv):
        from app.cli import run_cli

        try:
            code = run_cli(argv)
            sys.stdout.flush()  # a pipe's buffer is written here: a closed reader shows up now
            return code
        except BrokenPipeError:
            return _reader_went_away()
    args = build_parser().parse_args(argv)
    # Qt is imported only here, so the CLI starts fast and works without a display.
    from app.ui.app import run_gui

    return run_gui(args.data_dir)


# What a shell reports for a program stopped by SIGPIPE (128 + 13), as `cat file | head` does.
EXIT_PIPE_CLOSED = 141


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
    return EXIT_PIPE_CLOSED


if __name__ == "__main__":
    sys.exit(main())
