"""Entry point: `whizi` opens the window; `whizi <command>` runs a CLI command on the same core."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from .core.paths import use_private_umask

    use_private_umask()  # before anything can create a file of the user's
    from .cli import build_parser, is_cli_command

    if is_cli_command(argv):
        from .cli import run_cli

        return run_cli(argv)
    args = build_parser().parse_args(argv)
    # Qt is imported only here, so the CLI starts fast and works without a display.
    from .ui.app import run_gui

    return run_gui(args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
