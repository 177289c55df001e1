"""The chat-history memory read at scale: retrieval + assembly of the blocks for one new user
message, with 1,000 and 100,000 remembered messages, the local embedder and the real LanceDB path.

Setup (not timed): chats of 50 messages spread over the last year, the newest ending now (the
14-day window holds about 4% of them at every size, as for a long-time user), every message
labelled green, a summary per chat older than two weeks; the app's own rebuild job embeds and
indexes everything. Then each read times `HistoryReader.build(chat, text)` -- session history,
hybrid search over the last 14 days, summaries older than 14 days, the policy re-check in SQLite,
the budgeted assembly -- for distinct queries from a fresh chat. Targets: p95 <= 50 ms at 100,000
and <= 3x the value at 1,000.

    python benchmarks/memory_read_bench.py [--sizes 1000,100000] [--queries 200]
        [--reuse-dir PATH] [--steps]

`--reuse-dir PATH` keeps each size's data folder in PATH/<size>: built (about 20 minutes for
100,000 messages) when missing or incomplete, otherwise only the reads are timed, as of the time
it was built (so the 14-day window holds the same rows on every run). `--steps` also times each
step of the read on its own, one after the other (they overlap in the real read).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta
from pathlib import Path

from _common import emit, summary_ms

PER_CHAT = 50
SPAN_DAYS = 365
BUILT_FILE = "readbench.json"      # in a kept data folder: its size and when it was built


def use_folder_keyring(folder: Path) -> None:
    """New data folders are encrypted (#17) and keep their key in a keyring: the benchmark's own, in
    files under the work folder, so that a folder kept by --reuse-dir opens again in a later run
    (the machine's keyring is never touched, and this shell may have none)."""
    import keyring

    from tests.support.memory_keyring import MemoryKeyring

    folder.mkdir(parents=True, exist_ok=True)
    keyring.set_keyring(MemoryKeyring(folder))


def vocabulary() -> list[str]:
    """Real English words: the whole-word entries of the local model's own vocabulary."""
    from app.core.memory.embedders import tokenizer_file

    vocab = json.loads(tokenizer_file().read_text("utf-8"))["model"]["vocab"]
    return [w for w, _ in sorted(vocab.items(), key=lambda kv: kv[1]) if w.isalpha() and len(w) >= 3][:15000]


def sentence(rng: random.Random, words: list[str], weights: list[float]) -> str:
    return " ".join(rng.choices(words, weights, k=rng.randint(6, 28))).capitalize() + "."


def populate(core, n: int, rng: random.Random, words, weights) -> None:
    """Bulk rows straight into SQLite (setup speed); the index is then built by the app's jobs."""
    from sqlalchemy import text

    from app.core.domain import utcnow
    from app.core.store.models import UTCDateTime

    stamp = UTCDateTime().process_bind_param
    now = utcnow()
    chats = max(1, n // PER_CHAT)
    rows, chat_rows, summaries = [], [], []
    for c in range(chats):
        chat_id = uuid.uuid4().hex
        start = now - timedelta(days=SPAN_DAYS * (1 - (c + 1) / chats)) - timedelta(hours=2)
        chat_rows.append({"id": chat_id, "title": " ".join(rng.choices(words, weights, k=3)).title(),
                          "at": stamp(start, None)})
        ids = []
        for i in range(PER_CHAT):
            at = stamp(start + timedelta(seconds=30 * i), None)
            mid = uuid.uuid4().hex
            ids.append(mid)
            rows.append({"id": mid, "chat": chat_id, "seq": i + 1, "role": "user" if i % 2 == 0 else "assistant",
                         "content": sentence(rng, words, weights), "at": at})
        if start < now - timedelta(days=15):
            summaries.append({"chat": chat_id, "s": " ".join(sentence(rng, words, weights) for _ in range(4)),
                              "m": json.dumps(ids), "f": stamp(start, None),
                              "l": stamp(start + timedelta(seconds=30 * PER_CHAT), None)})
    with core.db.session() as s:
        s.execute(text("INSERT INTO chats (id, title, pinned, created_at, updated_at, analysis_mode) "
                       "VALUES (:id, :title, 0, :at, :at, 'none')"), chat_rows)
        s.execute(text("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status, privacy_label, "
                       "privacy_source, analysed_at, remembered_at) VALUES (:id, :chat, :seq, :role, :content, :at, "
                       "'complete', 'green', 'benchmark', :at, :at)"), rows)
        s.execute(text("INSERT INTO chat_summaries (chat_id, summary, message_ids, source_hash, first_message_at, "
                       "last_message_at, model, created_at, updated_at) VALUES (:chat, :s, :m, 'bench', :f, :l, "
                       "'bench', :l, :l)"), summaries)


async def drain(core) -> None:
    while await core.runner.run_until_idle():
        pass


def built_at(folder: Path, n: int) -> datetime | None:
    """When the kept folder's data was built, if it holds a complete index of `n` messages."""
    try:
        info = json.loads((folder / BUILT_FILE).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return datetime.fromisoformat(info["built_at"]) if info.get("messages") == n else None


async def build_folder(core, n: int, rng: random.Random, words, weights) -> tuple[float, float]:
    started = time.perf_counter()
    populate(core, n, rng, words, weights)
    setup_s = time.perf_counter() - started
    started = time.perf_counter()
    core.history.rebuild()
    await drain(core)
    return setup_s, time.perf_counter() - started


async def time_steps(core, chat_id: str, texts: list[str], now: datetime) -> dict:
    """Each step of one read on its own, in the order the read depends on them."""
    from app.core.memory.history.index import MESSAGES, SUMMARIES
    from app.core.memory.history.reader import QUOTE_WINDOW, QUOTES_MAX, SUMMARIES_MAX
    from app.core.memory.history.rows import to_us
    from app.core.memory.history.search import CANDIDATES, fuse, relevant

    service, index = core.history, core.history.index
    model = service.reading_model()
    since = to_us(now - QUOTE_WINDOW)
    steps: dict[str, list[float]] = {}

    def timed(name, call, *args, **kwargs):
        t0 = time.perf_counter()
        result = call(*args, **kwargs)
        steps.setdefault(name, []).append(time.perf_counter() - t0)
        return result

    async def timed_async(name, call, *args, **kwargs):
        t0 = time.perf_counter()
        result = await call(*args, **kwargs)
        steps.setdefault(name, []).append(time.perf_counter() - t0)
        return result

    for text in texts:
        timed("reading_model", service.reading_model)
        vector = timed("query_embedding", service._embedder_for(model).embed_sync, [text])[0]
        lexical = await timed_async("bm25_messages", index.search_lexical_on_loop, MESSAGES, model, text,
                                    since_us=since, exclude_chat=chat_id, limit=CANDIDATES)
        dense = timed("vector_messages", index.search_vector, MESSAGES, model, vector, since_us=since,
                      exclude_chat=chat_id, limit=CANDIDATES)
        lexical_summaries = await timed_async("bm25_summaries", index.search_lexical_on_loop, SUMMARIES, model, text,
                                              until_us=since, exclude_chat=chat_id, limit=CANDIDATES)
        dense_summaries = timed("vector_summaries", index.search_vector, SUMMARIES, model, vector, until_us=since,
                                exclude_chat=chat_id, limit=CANDIDATES)
        timed("sqlite_recheck_messages", service._message_hits,
              relevant(fuse([c for c, _ in lexical] + dense)), QUOTES_MAX * 2)
        timed("sqlite_recheck_summaries", service._summary_hits,
              relevant(fuse([c for c, _ in lexical_summaries] + dense_summaries)), SUMMARIES_MAX)
        timed("session_and_open_chat", core.history.reader._local_reads, chat_id, now)
    return {name: summary_ms(samples) for name, samples in steps.items()}


async def run_size(n: int, queries: int, folder: Path, seed: int, *, keep: bool, steps: bool) -> dict:
    from app.core.context import WhiziCore
    from app.core.domain import utcnow
    from app.core.memory.embedders import LOCAL_MODEL_ID, local_embedder

    rng = random.Random(seed)
    words = vocabulary()
    weights = [1.0 / (rank + 10) for rank in range(len(words))]
    when = built_at(folder, n) if keep else None
    if when is None:
        shutil.rmtree(folder, ignore_errors=True)     # missing, or a build that did not finish
    core = WhiziCore.open(folder)
    try:
        await drain(core)
        setup_s = index_s = 0.0
        if when is None:
            setup_s, index_s = await build_folder(core, n, rng, words, weights)
            when = utcnow()
            if LOCAL_MODEL_ID in core.history.index.complete_models():
                (folder / BUILT_FILE).write_text(json.dumps({"messages": n, "built_at": when.isoformat()}), "utf-8")
        rng = random.Random(seed + 1)                  # the same queries whether built now or reused
        local_embedder().warm_up()
        here = core.chat.new_chat()
        texts = [sentence(rng, words, weights) for _ in range(queries)]
        for text in texts[:5]:                                 # warm caches the way a session would
            await core.history.reader.build(here.id, text + " warm", now=when)
        samples, blocks = [], 0
        for text in texts:
            t0 = time.perf_counter()
            result = await core.history.reader.build(here.id, text, now=when)
            samples.append(time.perf_counter() - t0)
            blocks += bool(result.retrieval)
        result = {"messages": n, "chats": max(1, n // PER_CHAT), "reused": index_s == 0.0,
                  "setup_s": round(setup_s, 1), "index_build_s": round(index_s, 1),
                  "embedded_per_s": round(n / index_s, 1) if index_s else None,
                  "read": summary_ms(samples), "reads_with_quotes": blocks}
        if steps:
            result["steps_one_by_one"] = await time_steps(core, here.id, texts, when)
        return result
    finally:
        core.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--reuse-dir", "--workdir", dest="reuse_dir", type=Path,
                        help="keep the data folders here: build once, then only time reads")
    parser.add_argument("--steps", action="store_true", help="also time each step of the read on its own")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    results = []
    workdir = args.reuse_dir or Path(tempfile.mkdtemp(prefix="whizi-readbench-"))
    use_folder_keyring(workdir / "keyring")
    try:
        for n in sizes:
            results.append(asyncio.run(run_size(n, args.queries, workdir / str(n), args.seed,
                                                keep=args.reuse_dir is not None, steps=args.steps)))
    finally:
        if args.reuse_dir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    small, large = results[0], results[-1]
    ratio = large["read"]["p95_ms"] / small["read"]["p95_ms"] if small["read"]["p95_ms"] else float("nan")
    emit({
        "benchmark": "memory_read",
        "load_average_1_5_15": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
        "embedder": "local:all-MiniLM-L6-v2-int8",
        "sizes": results,
        "p95_ratio_largest_to_smallest": round(ratio, 2),
        "targets": {"p95_ms_at_largest": 50, "ratio_max": 3},
        "meets_p95": large["read"]["p95_ms"] <= 50,
        "meets_ratio": ratio <= 3,
    })
    return 0


if __name__ == "__main__":
    sys.exit(main())
