"""Sidebar search over 100,000 messages in 1,000 chats: latency of the real search code.

Target: p95 ≤ 50 ms. Prints JSON.

    python benchmarks/search_bench.py [--messages 100000] [--queries 300]
"""
from __future__ import annotations

import argparse
import random
import tempfile
import time

from _common import WORDS, emit, sentence, summary_ms


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--chats", type=int, default=1_000)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()
    import keyring

    from tests.support.memory_keyring import MemoryKeyring

    # A keyring in this process only: a new folder's key is kept there (#17), never the user's.
    keyring.set_keyring(MemoryKeyring())
    from app.core.context import WhiziCore
    from app.core.domain import utcnow
    from app.core.store.models import MessageRow

    rng = random.Random(11)
    core = WhiziCore.open(tempfile.mkdtemp(prefix="whizi-search-"))
    per_chat = args.messages // args.chats
    t0 = time.perf_counter()
    now = utcnow()
    # Rare words make some queries selective, as real searches for a name or a place are.
    rare = [f"{w}{i}" for i in range(2000) for w in ("zeta",)]
    for c in range(args.chats):
        chat = core.chats.create(sentence(rng, 4).title())
        rows = []
        for i in range(per_chat):
            text = sentence(rng, rng.randint(8, 40))
            if rng.random() < 0.05:
                text += " " + rng.choice(rare)
            rows.append(MessageRow(id=f"{chat.id}-{i}", chat_id=chat.id, seq=i + 1, role="user" if i % 2 == 0 else "assistant",
                                   content=text, created_at=now, status="complete"))
        with core.db.session() as s:
            s.add_all(rows)
    build_s = time.perf_counter() - t0
    queries = []
    for _ in range(args.queries):
        kind = rng.random()
        if kind < 0.4:
            queries.append(rng.choice(WORDS))                      # a common word
        elif kind < 0.6:
            queries.append(rng.choice(WORDS)[:3])                  # a prefix while typing
        elif kind < 0.8:
            queries.append(f"{rng.choice(WORDS)} {rng.choice(WORDS)}")
        else:
            queries.append(rng.choice(rare))                       # a rare word
    core.search.search("warm up")
    samples, hits = [], 0
    for q in queries:
        start = time.perf_counter()
        hits += len(core.search.search(q))
        samples.append(time.perf_counter() - start)
    result = {"benchmark": "sidebar_search", "messages": per_chat * args.chats, "chats": args.chats,
              "build_s": round(build_s, 1), **summary_ms(samples), "target_p95_ms": 50,
              "mean_hits": round(hits / len(queries), 1)}
    result["meets_target"] = result["p95_ms"] <= 50
    emit(result)
    core.close()


if __name__ == "__main__":
    main()
