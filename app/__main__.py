"""Entry point: `whizi` opens the window; `whizi <command>` runs a CLI command on the same core."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from app.core.paths import use_private_umask

    use_private_umask()  # before anything can create a file of the user's
    window, data_dir = _plain_window_start(argv)
    if not window:
        from app.cli import build_parser, is_cli_command

        if is_cli_command(argv):
            from app.cli import main as run_command

            return run_command(argv)
        data_dir = build_parser().parse_args(argv).data_dir
    # Qt is imported only here, so the CLI starts fast and works without a display.
    from app.ui.app import run_gui

    return run_gui(data_dir)


def _plain_window_start(argv: list[str]) -> tuple[bool, str | None]:
    """(True, the data folder or None) for the window's usual starts, `whizi` and `whizi --data-dir
    DIR`, which need neither the command parser nor its ~20 command modules (30-70 ms before the
    first frame, #15); (False, None) for anything else, which the parser reads as before."""
    if not argv:
        return True, None
    if len(argv) == 2 and argv[0] == "--data-dir" and not argv[1].startswith("-"):
        return True, argv[1]
    if len(argv) == 1 and argv[0].startswith("--data-dir="):
        return True, argv[0].removeprefix("--data-dir=")
    return False, None


if __name__ == "__main__":
    sys.exit(main())
