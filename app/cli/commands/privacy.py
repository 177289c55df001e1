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

EXIT_OK, EXIT_USAGE, EXIT_NOT_FOUND = 0, 2, 4


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


def privacy_check(args, stdin, out, err) -> int:
    if (args.jsonl is None) == (args.text is None):
        err('give either TEXT or --jsonl FILE, e.g. whizi privacy check "my phone is 600 700 800"')
        return EXIT_USAGE
    if args.text is not None:
        text = stdin.read() if args.text == "-" else args.text
        result = verdict_json(text)
        print(json.dumps(result, ensure_ascii=False) if args.json else _human(result), file=out)
        return EXIT_OK

    if args.jsonl == "-":
        lines = stdin
    else:
        path = Path(args.jsonl)
        if not path.is_file():
            err(f"no such file: {args.jsonl}")
            return EXIT_NOT_FOUND
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            err(f"cannot read {args.jsonl}: {exc}")
            return EXIT_USAGE
    bad = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            text, extra = _text_of_line(line)
        except ValueError as exc:
            bad += 1
            err(f"line {number}: {exc}")
            print(json.dumps({"line": number, "error": str(exc)}), file=out)
            continue
        print(json.dumps({**extra, "line": number, **verdict_json(text)}, ensure_ascii=False), file=out)
    return EXIT_USAGE if bad else EXIT_OK
