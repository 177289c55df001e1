"""`whizi privacy check`: the local privacy detector's verdicts, for people and for scripts.

    whizi privacy check "My card is 4111 1111 1111 1111"        # red: payment card number (...)
    whizi privacy check --json "text"                            # one JSON object
    whizi privacy check --jsonl messages.jsonl                   # one JSON verdict per input line

Nothing leaves the machine and no data folder is opened. The verdicts give the kind, the reason
and the character span of each finding, never the private text itself.
"""
from __future__ import annotations

import json
from pathlib import Path

from app.cli.errors import Exit, fail, say

NAME = "privacy"
NEEDS_DATA_FOLDER = False   # local and stateless: needs no data folder, works beside the GUI


def register(subparsers) -> None:
    privacy = subparsers.add_parser("privacy", help="the local privacy detector (runs on this machine only)")
    prsub = privacy.add_subparsers(dest="action", required=True)
    pcheck = prsub.add_parser("check", help="say whether text is red (never remembered) and why")
    pcheck.add_argument("--json", action="store_true", help="print the verdict as one JSON object")
    pcheck.add_argument("--jsonl", metavar="FILE",
                        help='check every line of FILE ("-" for stdin): a JSON string or an object with "text"; '
                             "prints one JSON verdict per line")
    pcheck.add_argument("text", nargs="?", help='the text to check; "-" reads it from standard input')


def verdict_json(text: str) -> dict:
    from app.core.memory.privacy.detector.verdict import detect

    verdict = detect(text)
    return {
        "label": verdict.label,
        "reason": verdict.reason,
        "findings": [{"kind": f.kind.value, "reason": f.reason, "start": f.start, "end": f.end}
                     for f in verdict.findings],
    }


def _human(result: dict) -> str:
    if result["label"] != "red":
        return "green: nothing private found"
    lines = []
    for i, f in enumerate(result["findings"]):
        where = f"characters {f['start'] + 1}-{f['end']}"
        lines.append(f"red: {f['reason']} ({where})" if i == 0 else f"  also: {f['reason']} ({where})")
    return "\n".join(lines)


def _text_of_line(line: str):
    """A JSONL line: a JSON string, or an object with a string "text" (other keys such as "id" are
    echoed back). Returns (text, extra) or raises ValueError with a message for the user."""
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg})") from None
    if isinstance(value, str):
        return value, {}
    if isinstance(value, dict) and isinstance(value.get("text"), str):
        return value["text"], {k: value[k] for k in ("id",) if k in value}
    raise ValueError('expected a JSON string or an object with a "text" string')


def run(args, core, stdin, out) -> int:
    """`core` is None: this command opens no data folder."""
    if (args.jsonl is None) == (args.text is None):
        return fail('give either TEXT or --jsonl FILE, e.g. whizi privacy check "my phone is 600 700 800"', Exit.USAGE)
    if args.text is not None:
        text = stdin.read() if args.text == "-" else args.text
        result = verdict_json(text)
        print(json.dumps(result, ensure_ascii=False) if args.json else _human(result), file=out)
        return Exit.OK

    if args.jsonl == "-":
        lines = stdin
    else:
        path = Path(args.jsonl)
        if not path.is_file():
            return fail(f"no such file: {args.jsonl}", Exit.NOT_FOUND)
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            return fail(f"cannot read {args.jsonl}: {exc}", Exit.USAGE)
    bad = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            text, extra = _text_of_line(line)
        except ValueError as exc:
            bad += 1
            say(f"line {number}: {exc}")
            print(json.dumps({"line": number, "error": str(exc)}), file=out)
            continue
        print(json.dumps({**extra, "line": number, **verdict_json(text)}, ensure_ascii=False), file=out)
    return Exit.USAGE if bad else Exit.OK
