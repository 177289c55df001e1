"""Entry point: `whizi` opens the window; `whizi <command>` runs a CLI command on the same core."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from app.core.paths import use_private_umask

    use_private_umask()  # before anything can create a file of the user's
    from app.cli import build_parser, is_cli_command

    if is_cli_command(argv):
        from app.cli import main as run_command

        return run_command(argv)
    args = build_parser().parse_args(argv)
    # Qt is imported only here, so the CLI starts fast and works without a display.
    from app.ui.app import run_gui

    return run_gui(args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
