"""Build benchmarks/data/privacy/twins-disclosure.jsonl from the hand-written lines beside this script.

    python benchmarks/data/privacy/sources/twins-disclosure/build.py

Each LANG.txt holds one message a line: "category | text" (green, kind benign: a sensitive topic's harmless
neighbour) or "!kind category | text" (red, a first-person disclosure of that kind). Lines starting with "#" are
comments. The order is kept (no shuffling, no random values): the build is deterministic. Checks: ids unique,
no duplicate texts (over all languages), no text that appears in a development set or in the privacy tests.
Prints the counts as JSON (kept in stats.json).
"""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[1]
ROOT = HERE.parents[4]
OUT = DATA / "twins-disclosure.jsonl"
LANGS = ("en", "pl", "de", "es", "fr", "uk", "ru")
KINDS = ("health", "sexuality", "beliefs", "ethnicity", "finance", "relationship")


def rows() -> list[dict]:
    out = []
    for lang in LANGS:
        path = HERE / f"{lang}.txt"
        if not path.exists():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            head, sep, text = line.partition(" | ")
            assert sep and text.strip(), f"{path.name}:{n}: no ' | '"
            head = head.strip()
            if head.startswith("!"):
                kind, category = head[1:].split()
                assert kind in KINDS, f"{path.name}:{n}: kind {kind}"
                label, note = "red", "first-person disclosure in everyday words"
            else:
                kind, category, label = "benign", head, "green"
                note = "sensitive topic without a personal disclosure (topic twin)"
            out.append({"lang": lang, "text": text.strip(), "label": label, "kind": kind, "category": category,
                        "note": note})
    for i, r in enumerate(out, 1):
        r["id"] = f"tdis-{i:04d}"
    return [{k: r[k] for k in ("id", "lang", "text", "label", "kind", "category", "note")} for r in out]


def main() -> int:
    items = rows()
    texts = Counter(r["text"] for r in items)
    dup = [t for t, c in texts.items() if c > 1]
    assert not dup, dup
    norm = lambda s: re.sub(r"\W+", " ", s.lower()).strip()  # noqa: E731
    mine = {norm(r["text"]) for r in items}
    seen = set()
    for path in sorted(DATA.glob("*.jsonl")):
        if path == OUT:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                seen.add(norm(json.loads(line)["text"]))
    tests = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "core" / "memory" / "privacy").glob("test_*.py"))
    tests = norm(tests)
    clash = sorted(t for t in mine if t in seen or (len(t) > 25 and t in tests))
    assert not clash, clash
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in items:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    stats = {"lines": len(items), "lang": dict(Counter(r["lang"] for r in items)),
             "label": dict(Counter(r["label"] for r in items)),
             "red_kind": dict(Counter(r["kind"] for r in items if r["label"] == "red")),
             "topic": dict(Counter(r["category"].split("-")[0] for r in items if r["label"] == "green")),
             "twin_type": dict(Counter(r["category"].split("-", 1)[-1] for r in items if r["label"] == "green"))}
    (HERE / "stats.json").write_text(json.dumps(stats, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(stats, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
