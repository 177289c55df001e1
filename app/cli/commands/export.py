"""`whizi export --out FILE [--leave-out-red]`: all your data in one JSON file, never API keys."""
from __future__ import annotations

from app.cli.errors import Exit, say
from app.cli.terminal import counted

NAME = "export"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    export = subparsers.add_parser("export", help="write all your data to one JSON file (never API keys)")
    export.add_argument("--out", required=True, help="the file to write")
    export.add_argument("--leave-out-red", action="store_true", help="leave out the text of messages marked red")


def run(args, core, stdin, out) -> int:
    """An export that fails raises DataTransferError: exit 1 with its sentence, see errors.py."""
    report = core.data.export(args.out, leave_out_red=args.leave_out_red)
    left_out = f" (text of {counted(report.red_left_out, 'red message')} left out)" if report.red_left_out else ""
    print(f"Exported {counted(report.chats, 'chat')}, {counted(report.messages, 'message')} and "
          f"{counted(report.memory_lines, 'memory line')} to {report.path}{left_out}.", file=out)
    # The export is plain JSON by the user's choice (#17); said where a script's log will keep it.
    say(f"{report.path} is not encrypted: anyone who can open it can read your chats. Keep it somewhere safe.")
    return Exit.OK
