"""The chat-history index after a start, at 100,000 rows: how long until the first search answers,
what the process holds then, and how fast searches are afterwards. Compares an older checkout (the
index in an on-disk LanceDB folder) with this one (rows in the database, LanceDB in memory, built
from the rows when a search first needs it), alternated, each step in a fresh process.

    python benchmarks/index_memory_bench.py --compare /tmp/old-tree [--new /tmp/new-tree]
        [--rows 100000] [--rounds 3]

Setup (not timed): `rows` message rows of random unit vectors (384 floats, as the local model's)
and sentences of common words spread over a year, written through the tree's own
`HistoryIndex.write` in batches of 5,000, then optimised as the rebuild's end does. Then, in a new
process: open the index and run the first searches without a time window, BM25 then vector
("first_bm25_s" includes importing LanceDB in both layouts and building the table in memory in the
new one; the app's memory read needs this BM25 table, its vector search runs over the rows of the
14-day window held in memory), RSS after each; then 30 more searches of each kind (p50/p95). A
vector search without a window is made by benchmarks and tests, not by the app.
The data folder's size on disk is reported too. No embedding model runs: the vectors are random.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, emit, summary_ms

DIM = 384
MODEL = "local:bench"
WORDS = ("apple river garden python window memory travel kitchen budget project meeting music coffee train "
         "mountain report design server update family holiday recipe bread invoice weather football library "
         "teacher doctor planet bicycle camera concert market lantern orchard pottery telescope bakery canyon "
         "meadow chess kayak sauna marathon pepper quartz harbour violin glacier").split()


def _rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def _index(folder: Path):
    """The tree's HistoryIndex on `folder`: over a database (this layout) or a LanceDB folder (older)."""
    import inspect

    from app.core.memory.history.index import HistoryIndex

    if "db" in inspect.signature(HistoryIndex).parameters:
        from app.core.store.db import Database

        return HistoryIndex(Database(folder / "whizi.db")), "database"
    return HistoryIndex(folder / "lancedb" / "history"), "lancedb"


def fill(folder: Path, rows: int, seed: int) -> dict:
    import numpy as np

    from app.core.memory.history.index import MESSAGES

    rng = random.Random(seed)
    gen = np.random.default_rng(seed)
    index, layout = _index(folder)
    now_us = int(time.time() * 1e6)
    t0 = time.perf_counter()
    for start in range(0, rows, 5000):
        batch = []
        vectors = gen.standard_normal((min(5000, rows - start), DIM)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        for i, vector in enumerate(vectors):
            n = start + i
            text = " ".join(rng.choices(WORDS, k=rng.randint(6, 28))).capitalize() + "."
            batch.append({"id": f"m{n:07d}", "chat_id": f"c{n // 50:05d}", "ts": now_us - rng.randint(0, 365 * 86_400_000_000),
                          "role": "user" if n % 2 == 0 else "assistant", "context_id": "", "context": "",
                          "facts": "", "text": text, "search_text": text, "text_hash": f"t{n}", "row_hash": f"r{n}",
                          "content_hash": f"h{n}", "model": MODEL, "vector": vector})
        index.write(MESSAGES, MODEL, DIM, batch, [], new_ids={r["id"] for r in batch})
    index.update_model(MODEL, dim=DIM, complete=True, cursor="")
    index.optimize(MESSAGES, MODEL)
    return {"layout": layout, "fill_s": round(time.perf_counter() - t0, 1)}


def search(folder: Path, seed: int) -> dict:
    import numpy as np

    rss_start = _rss_mb()
    from app.core.memory.history.index import MESSAGES

    rng = random.Random(seed + 1)
    gen = np.random.default_rng(seed + 1)
    t0 = time.perf_counter()
    index, layout = _index(folder)

    def query():
        vector = gen.standard_normal(DIM).astype(np.float32)
        return " ".join(rng.choices(WORDS, k=4)), vector / np.linalg.norm(vector)

    text, vector = query()
    lexical = index.search_lexical(MESSAGES, MODEL, text, limit=50)
    first_bm25_s = time.perf_counter() - t0
    rss_after_bm25 = _rss_mb()
    t1 = time.perf_counter()
    dense = index.search_vector(MESSAGES, MODEL, vector, limit=50)
    first_vector_s = time.perf_counter() - t1
    first_s = time.perf_counter() - t0
    rss_after_first = _rss_mb()
    lex_times, vec_times = [], []
    for _ in range(30):
        text, vector = query()
        t = time.perf_counter()
        index.search_lexical(MESSAGES, MODEL, text, limit=50)
        lex_times.append(time.perf_counter() - t)
        t = time.perf_counter()
        index.search_vector(MESSAGES, MODEL, vector, limit=50)
        vec_times.append(time.perf_counter() - t)
    disk = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    return {"layout": layout, "first_search_s": round(first_s, 2), "first_bm25_s": round(first_bm25_s, 2),
            "first_vector_s": round(first_vector_s, 2), "found": [len(lexical), len(dense)],
            "rss_before_mb": rss_start, "rss_after_first_bm25_mb": rss_after_bm25,
            "rss_after_first_search_mb": rss_after_first, "rss_end_mb": _rss_mb(),
            "bm25": summary_ms(lex_times), "vector": summary_ms(vec_times), "folder_mb": round(disk / 2**20, 1)}


def _child(tree: Path, step: str, folder: Path, rows: int, seed: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--step", step, "--folder", str(folder),
           "--rows", str(rows), "--seed", str(seed), "--tree", str(tree)]
    out = subprocess.run(cmd, env=env, cwd=str(tree), capture_output=True, text=True, check=False)
    start = out.stdout.rfind("\n{")
    try:
        if out.returncode:
            raise ValueError(f"exit {out.returncode}")
        return json.loads(out.stdout[start + 1 if start >= 0 else 0:])
    except ValueError as exc:
        return {"error": f"{exc}: {out.stderr[-1500:]}"}


def compare(args) -> dict:
    work = Path(tempfile.mkdtemp(prefix="index-memory-bench-"))
    trees = {"old": args.compare, "new": args.new or ROOT}
    try:
        fills = {label: _child(tree, "fill", work / label, args.rows, args.seed) for label, tree in trees.items()}
        runs: dict[str, list[dict]] = {"old": [], "new": []}
        for r in range(args.rounds):
            for label in (("old", "new") if r % 2 == 0 else ("new", "old")):
                runs[label].append(_child(trees[label], "search", work / label, args.rows, args.seed + r))
                print(label, json.dumps(runs[label][-1].get("first_search_s")), file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {"benchmark": "index_memory", "rows": args.rows, "dim": DIM, "trees": {k: str(v) for k, v in trees.items()},
            "fill": fills, "runs": runs,
            "first_search_s": {k: [r.get("first_search_s") for r in v] for k, v in runs.items()},
            "first_bm25_s": {k: [r.get("first_bm25_s") for r in v] for k, v in runs.items()},
            "rss_after_first_search_mb": {k: [r.get("rss_after_first_search_mb") for r in v] for k, v in runs.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--compare", type=Path, help="an older checkout (PYTHONPATH)")
    parser.add_argument("--new", type=Path, help="with --compare: the newer checkout (default: this one)")
    parser.add_argument("--step", choices=("fill", "search"), help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--tree", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.tree:
        sys.path.insert(0, str(args.tree))
    if args.step == "fill":
        args.folder.mkdir(parents=True, exist_ok=True)
        emit(fill(args.folder, args.rows, args.seed))
    elif args.step == "search":
        emit(search(args.folder, args.seed))
    elif args.compare:
        emit(compare(args))
    else:
        parser.error("--compare is required")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
