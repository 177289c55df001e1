"""Chat-history retrieval on LoCoMo-format data, through the app's own indexing and search.

Each conversation gets its own data folder: one chat per session (dated as in the data), one
message per turn ("<speaker>: <text>", plus "[shares <caption>]" for a shared image), labelled
green as the privacy analysis would. The index is built by the app's jobs (`history_rebuild`,
LanceDB, the local embedder) and every question with evidence is asked of
`core.history.search_messages` -- the same call the memory reader makes, without the 14-day window
(LoCoMo conversations span months). Prints JSON: turn R@5, R@10, NDCG@10, session R@5, per category,
and the latency of each search call (p50/p95).

Modes: `text` (message text only) and `observation` (LoCoMo's per-turn `observation` facts as the
saved facts learnt from each message: the app's fact key expansion).

    python benchmarks/locomo_eval.py --data ../shared/bench/data/locomo-dev.json [--window]
    python benchmarks/locomo_eval.py --mode text --data ../shared/bench/data/locomo-dev.json \
        benchmarks/data/retrieval/pl.json benchmarks/data/retrieval/en.json

Several files are evaluated one after another and reported per file (`files`), each with its
per-category figures; `turn_r5_text` sums up the headline figure of every file. Our own sets
(benchmarks/data/retrieval/: Polish and English conversations written for Whizi, SOURCES.md) have
no `observation` facts, so only `text` is run on them.

`--window` searches from a day before the conversation's first message (`since=`), the way the
reader searches its 14 days: the rows are then ranked from the window held in memory instead of
by LanceDB's vector search (the BM25 part is LanceDB's either way).
"""
from __future__ import annotations

import argparse
import asyncio
import hashlib
import math
import re
import shutil
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from _common import emit, summary_ms

CATEGORIES = {4: "single-hop", 1: "multi-hop", 2: "temporal", 3: "open-domain", 5: "adversarial"}
ANCHORS = {"bm25_turn_r5": 0.469, "bm25_observation_turn_r5": 0.575, "dragon_turn_r5": 0.567}
DEPTH = 50


def dia_ids(value) -> list[str]:
    """Evidence ids, cleaned of the file's quirks ("D8:6; D9:17", "D:11:26", "D30:05", a bare "D")."""
    values = value if isinstance(value, list) else [value]
    out = []
    for item in values:
        for part in re.split(r"[;,\s]+", str(item)):
            m = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
            if m:
                out.append(f"D{m.group(1)}:{m.group(2)}")
    return out


def session_time(text: str) -> datetime:
    for fmt in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y"):
        try:
            return datetime.strptime(text.strip(), fmt).replace(tzinfo=timezone.utc)
        except ValueError:
            continue
    raise ValueError(f"unreadable session date {text!r}")


def load(path: Path) -> list[dict]:
    import json

    samples = []
    for sample in json.loads(path.read_text("utf-8")):
        conv = sample["conversation"]
        sessions = sorted((int(m.group(1)), conv[k]) for k in conv
                          if (m := re.fullmatch(r"session_(\d+)", k)) and isinstance(conv[k], list))
        turns = []
        for number, items in sessions:
            start = session_time(conv[f"session_{number}_date_time"])
            for i, turn in enumerate(items):
                text = f"{turn['speaker']}: {turn['text']}"
                if turn.get("blip_caption"):
                    text += f" [shares {turn['blip_caption']}]"
                turns.append({"dia_id": turn["dia_id"], "session": number, "speaker": turn["speaker"],
                              "text": text, "at": start + timedelta(seconds=30 * i)})
        known = {t["dia_id"] for t in turns}
        observations: dict[str, list[str]] = {}
        for per_session in (sample.get("observation") or {}).values():
            for facts in per_session.values():
                for fact in facts:
                    if isinstance(fact, list) and len(fact) == 2:
                        for did in dia_ids(fact[1]):
                            observations.setdefault(did, []).append(str(fact[0]))
        questions = []
        for qa in sample.get("qa", []):
            evidence = sorted({d for e in qa.get("evidence", []) for d in dia_ids(e) if d in known})
            if evidence:   # four open-domain questions have none; two ids name turns that don't exist
                questions.append({"q": qa["question"], "evidence": evidence, "category": qa.get("category")})
        samples.append({"id": sample.get("sample_id", ""), "speaker_a": conv.get("speaker_a"),
                        "sessions": sessions, "turns": turns, "observations": observations, "questions": questions})
    return samples


async def build(core, sample) -> dict[str, dict]:
    """Write the conversation into SQLite as chats and messages; return message id -> turn."""
    from sqlalchemy import text

    from app.core.domain import Role

    by_id: dict[str, dict] = {}
    chats = {}
    for number, _items in sample["sessions"]:
        first = next(t for t in sample["turns"] if t["session"] == number)
        chats[number] = core.chats.create(f"Session {number}", created_at=first["at"])
    for turn in sample["turns"]:
        role = Role.USER if turn["speaker"] == sample["speaker_a"] else Role.ASSISTANT
        msg = core.messages.add(chats[turn["session"]].id, role, turn["text"], created_at=turn["at"])
        by_id[msg.id] = turn
    # What the privacy analysis would decide for this benign data: every message green, remembered.
    with core.db.session() as s:
        s.execute(text("UPDATE messages SET privacy_label = 'green', privacy_source = 'benchmark', "
                       "remembered_at = created_at, analysed_at = created_at"))
    return by_id


def score(ranked_turns: list[dict], evidence: list[str]) -> dict:
    ids = [t["dia_id"] for t in ranked_turns]
    ev = set(evidence)
    r5 = len(ev & set(ids[:5])) / len(ev)
    r10 = len(ev & set(ids[:10])) / len(ev)
    dcg = sum(1 / math.log2(i + 2) for i, d in enumerate(ids[:10]) if d in ev)
    idcg = sum(1 / math.log2(i + 2) for i in range(min(len(ev), 10)))
    sessions = []
    for t in ranked_turns:
        if t["session"] not in sessions:
            sessions.append(t["session"])
    ev_sessions = {int(d[1:].split(":")[0]) for d in ev}
    s5 = len(ev_sessions & set(sessions[:5])) / len(ev_sessions)
    return {"turn_r5": r5, "turn_r10": r10, "ndcg10": dcg / idcg, "session_r5": s5}


def aggregate(rows: list[dict]) -> dict:
    keys = ("turn_r5", "turn_r10", "ndcg10", "session_r5")
    out = {k: round(sum(r[k] for r in rows) / len(rows), 3) for k in keys} if rows else {}
    out["questions"] = len(rows)
    return out


async def evaluate(samples, modes: list[str], workdir: Path, window: bool = False) -> dict:
    from app.core.context import WhiziCore

    results = {m: [] for m in modes}
    latencies = {m: [] for m in modes}
    build_s = {m: 0.0 for m in modes}
    for sample in samples:
        folder = workdir / re.sub(r"\W", "_", sample["id"] or "conv")
        core = WhiziCore.open(folder)
        try:
            by_id = await build(core, sample)
            turn_ids = {t["dia_id"]: mid for mid, t in by_id.items()}
            for mode in modes:
                started = time.perf_counter()
                if mode == "observation":
                    facts = {turn_ids[d]: texts for d, texts in sample["observations"].items() if d in turn_ids}
                    core.history.fact_source = lambda facts=facts: facts
                    core.history.schedule_sync_all()
                else:
                    core.history.fact_source = lambda: {}
                    core.history.rebuild()
                while await core.runner.run_until_idle():
                    pass
                build_s[mode] += time.perf_counter() - started
                since = min(t["at"] for t in sample["turns"]) - timedelta(days=1) if window else None
                for qa in sample["questions"]:
                    t0 = time.perf_counter()
                    hits = await core.history.search_messages(qa["q"], limit=DEPTH, since=since)
                    latencies[mode].append(time.perf_counter() - t0)
                    row = score([by_id[h.message_id] for h in hits], qa["evidence"])
                    row["category"] = CATEGORIES.get(qa["category"], str(qa["category"]))
                    results[mode].append(row)
        finally:
            core.close()
    report = {}
    for mode in modes:
        rows = results[mode]
        report[mode] = {
            **aggregate(rows),
            "per_category": {c: aggregate([r for r in rows if r["category"] == c])
                             for c in sorted({r["category"] for r in rows})},
            "latency": summary_ms(latencies[mode]),
            "index_build_s": round(build_s[mode], 1),
        }
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, type=Path, nargs="+",
                        help="LoCoMo-format JSON files (each reported on its own)")
    parser.add_argument("--mode", choices=("text", "observation", "both"), default="both")
    parser.add_argument("--limit", type=int, default=0, help="only the first N conversations of each file")
    parser.add_argument("--window", action="store_true", help="search through the window held in memory")
    args = parser.parse_args(argv)
    modes = ["text", "observation"] if args.mode == "both" else [args.mode]
    started = time.perf_counter()
    files = {}
    for path in args.data:
        samples = load(path)
        if args.limit:
            samples = samples[:args.limit]
        # A file without `observation` facts (our own sets) has nothing to expand with.
        file_modes = [m for m in modes if m != "observation" or any(s["observations"] for s in samples)]
        workdir = Path(tempfile.mkdtemp(prefix="whizi-locomo-"))
        try:
            report = asyncio.run(evaluate(samples, file_modes, workdir, args.window))
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        files[path.name] = {
            "data": str(path),
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
            "conversations": len(samples),
            "questions_with_evidence": sum(len(s["questions"]) for s in samples),
            "modes": report,
        }
    from app.core.memory.embedders import LOCAL_MODEL_ID
    from app.core.memory.history.search import VECTOR_WEIGHT

    emit({
        "benchmark": "locomo_retrieval",
        "embedder": LOCAL_MODEL_ID,
        "fusion": {"bm25_over_max_plus_cosine_weight": VECTOR_WEIGHT},
        "vector_search": "window in memory" if args.window else "LanceDB",
        "files": files,
        "turn_r5_text": {name: f["modes"]["text"]["turn_r5"] for name, f in files.items() if "text" in f["modes"]},
        "anchors": ANCHORS,
        "target_turn_r5_text": {"english": 0.70, "polish": 0.60},
        "total_s": round(time.perf_counter() - started, 1),
    })
    return 0

if __name__ == "__main__":
    sys.exit(main())
