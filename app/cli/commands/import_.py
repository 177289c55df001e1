"""`whizi import FILE... [--format auto|whizi|chatgpt]`: merge a Whizi export, or ChatGPT's, into your data.

Named `import_` because `import` is a Python keyword; the command is `whizi import`.
"""
from __future__ import annotations

from app.cli.errors import Exit, fail

NAME = "import"
NEEDS_DATA_FOLDER = True


def register(subparsers) -> None:
    imp = subparsers.add_parser("import",
                                help="merge a Whizi export, or ChatGPT's export (json, zip or folder), into your data")
    imp.add_argument("files", nargs="+", help="the file to import; several only for ChatGPT's split conversations-NNN.json")
    imp.add_argument("--format", choices=("auto", "whizi", "chatgpt"), default="auto")


def run(args, core, stdin, out) -> int:
    """An import that fails changes nothing and raises ImportFailed: exit 1, see errors.py."""
    from pathlib import Path

    from app.core.data import ANALYSE_IMPORTED

    missing = [f for f in args.files if not Path(f).exists()]
    if missing:
        return fail(f"no such file: {missing[0]}", Exit.NOT_FOUND)
    report = core.data.import_files(args.files, format=args.format)
    print(report.summary(), file=out)
    for note in report.notes:
        print(note, file=out)
    if core.jobs.pending(ANALYSE_IMPORTED):
        # Durable jobs: they run in the background the next time Whizi is open.
        print('Memory will analyse the imported chats in the background ("whizi jobs run --until-idle" runs it now).',
              file=out)
    return Exit.OK
