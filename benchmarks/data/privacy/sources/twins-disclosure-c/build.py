"""Build benchmarks/data/privacy/twins-disclosure-c.jsonl from the hand-written lines beside this script.

    python benchmarks/data/privacy/sources/twins-disclosure-c/build.py

green.txt: "lang|category|text" (kind benign): everyday first-person lines that share words with disclosures
without disclosing anything - what the writer drinks and eats, chores with a spouse or partner, a club supported
with a parent, hobbies, family visits, pets, the gym, work (session 38). A disclosure model retrained in session 37
without them turned "green tea", "black coffee", "painting the fence with my wife" and football fans with a
parent red. Ids continue twins-disclosure-b.jsonl's (tdis-1729 ...), in file order: deterministic. Checks: no
duplicate texts, none found in another development file or in the privacy tests. Prints the counts (kept in
stats.json).
"""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[1]
ROOT = HERE.parents[4]
OUT = DATA / "twins-disclosure-c.jsonl"
FIRST = 1729  # twins-disclosure-b.jsonl ends at tdis-1728
LANGS = ("en", "pl", "de", "es", "fr", "uk", "ru")


def rows() -> list[dict]:
    out = []
    for line in (HERE / "green.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, category, text = line.split("|", 2)
            assert lang in LANGS, line
            out.append({"lang": lang, "text": text.strip(), "label": "green", "kind": "benign", "category": category,
                        "note": "everyday first-person line without a disclosure (everyday twin, session 38)"})
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
             "category": dict(Counter(r["category"] for r in items))}
    (HERE / "stats.json").write_text(json.dumps(stats, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(stats, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
