"""Build benchmarks/data/privacy/twins-disclosure-b.jsonl from the hand-written lines beside this script.

    python benchmarks/data/privacy/sources/twins-disclosure-b/build.py

red.txt: "lang|kind|category|text" (a first-person or named-relative disclosure of that kind); green.txt:
"lang|category|text" (kind benign: the same topic asked in general, about a public figure, in fiction, in history,
in an organisation's notice, from a job in the field, or in neutral words). Ids continue twins-disclosure.jsonl's
(tdis-1405 ...), reds first, in file order: deterministic. Checks: no duplicate texts, none found in another
development file (twins-disclosure.jsonl included) or in the privacy tests. Prints the counts (kept in stats.json).
"""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[1]
ROOT = HERE.parents[4]
OUT = DATA / "twins-disclosure-b.jsonl"
FIRST = 1405  # twins-disclosure.jsonl ends at tdis-1404
KINDS = ("health", "sexuality", "beliefs", "ethnicity", "finance", "relationship")
LANGS = ("en", "pl", "de", "es", "fr", "uk", "ru")


def rows() -> list[dict]:
    out = []
    for line in (HERE / "red.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, kind, category, text = line.split("|", 3)
            assert lang in LANGS and kind in KINDS, line
            out.append({"lang": lang, "text": text.strip(), "label": "red", "kind": kind, "category": category,
                        "note": "first-person or named-relative disclosure in everyday words (session 18, per kind)"})
    for line in (HERE / "green.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, category, text = line.split("|", 2)
            assert lang in LANGS, line
            out.append({"lang": lang, "text": text.strip(), "label": "green", "kind": "benign", "category": category,
                        "note": "sensitive topic without a personal disclosure (topic twin, session 18)"})
    for i, r in enumerate(out, FIRST):
        r["id"] = f"tdis-{i:04d}"
    return [{k: r[k] for k in ("id", "lang", "text", "label", "kind", "category", "note")} for r in out]


def main() -> int:
    items = rows()
    dup = [t for t, c in Counter(r["text"] for r in items).items() if c > 1]
    assert not dup, dup
    norm = lambda s: re.sub(r"\W+", " ", s.lower()).strip()  # noqa: E731
    mine = {norm(r["text"]) for r in items}
    seen = set()
    for path in sorted(DATA.glob("*.jsonl")):
        if path != OUT:
            seen |= {norm(json.loads(x)["text"]) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()}
    tests = norm("\n".join(p.read_text(encoding="utf-8")
                           for p in (ROOT / "tests" / "core" / "memory" / "privacy").glob("test_*.py")))
    clash = sorted(t for t in mine if t in seen or (len(t) > 25 and t in tests))
    assert not clash, clash
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in items:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    stats = {"lines": len(items), "lang": dict(Counter(r["lang"] for r in items)),
             "label": dict(Counter(r["label"] for r in items)),
             "red_kind": dict(Counter(r["kind"] for r in items if r["label"] == "red")),
             "red_category": dict(Counter(r["category"] for r in items if r["label"] == "red")),
             "green_twin_type": dict(Counter(r["category"].split("-", 1)[-1] for r in items if r["label"] == "green"))}
    (HERE / "stats.json").write_text(json.dumps(stats, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(stats, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
