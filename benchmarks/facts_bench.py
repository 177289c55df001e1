"""Saved memory: what a pass costs, and how fast the facts are read for every message.

- tokens sent per pass (prompt + list + transcript, repairs and compaction included) and pass
  latency, against the test server from tests/support standing in for the memory model (its
  answers take no time, so the latency is Whizi's own work plus HTTP on 127.0.0.1);
- memory-read p95 with a full list (just under 2,000 tokens): the reader the chat awaits before
  every reply, through its worker thread. Target ≤ 5 ms.

    python benchmarks/facts_bench.py [--passes 30] [--reads 500]
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time

from _common import emit, summary_ms


def full_list(limit: int) -> list[str]:
    from app.core.memory.facts.budget import list_tokens

    lines: list[str] = []
    i = 0
    while True:
        line = f"Fact {i}: has a hobby, a place or a person worth remembering ({i * 7 % 97})"
        if list_tokens([*lines, line]) > limit:
            return lines
        lines.append(line)
        i += 1


async def run_passes(core, memory, chat, n: int) -> list[dict]:
    from app.core.memory.facts.model import Cause

    results = []
    core.facts.pass_finished.connect(results.append)
    # The pass's own time: the queue may run other features' jobs in the same drain.
    started: dict[int, float] = {}
    timings = []
    core.runner.job_started.connect(lambda job: started.__setitem__(job.id, time.perf_counter())
                                    if job.kind == "facts_pass" else None)
    core.runner.job_finished.connect(lambda item: timings.append(time.perf_counter() - started.pop(item[0].id))
                                     if item[0].id in started else None)
    topics = ["tea", "jazz", "climbing", "Oslo", "Python", "chess", "bread", "cats", "Spanish", "running"]
    for i in range(n):
        if i == n // 2:  # the second half runs against a nearly full list, the worst case per pass
            core.facts.store.commit(full_list(1_900), cause=Cause.IMPORT)
        await core.chat.send(chat.id, f"Remember that I like {topics[i % len(topics)]} number {i}.")
        await core.runner.run_until_idle()
    return [{"tokens": r.tokens_sent, "calls": r.calls, "seconds": t, "compacted": r.compacted, "outcome": r.outcome}
            for r, t in zip(results, timings)]


async def time_reads(core, chat_id: str, n: int) -> list[float]:
    from app.core.chat import MemoryQuery

    query = MemoryQuery(chat_id, "What should I cook tonight?", False, "")
    samples = []
    for _ in range(20):  # warm the thread pool and the connection pool
        await core.facts.reader(query)
    for _ in range(n):
        start = time.perf_counter()
        block = await core.facts.reader(query)
        samples.append(time.perf_counter() - start)
        assert block
    return samples


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--passes", type=int, default=30)
    parser.add_argument("--reads", type=int, default=500)
    args = parser.parse_args()
    import keyring

    from tests.support.memory_keyring import MemoryKeyring

    # A keyring in this process only: a new folder's key is kept there (#17), never the user's.
    keyring.set_keyring(MemoryKeyring())
    from app.core.context import WhiziCore
    from app.core.domain import ProviderConfig
    from app.core.memory.facts.budget import list_tokens
    from app.core.memory.facts.model import MAX_TOKENS, Cause
    from tests.support.facts_model import wire
    from tests.support.openai_server import OpenAIServer

    with OpenAIServer() as server, tempfile.TemporaryDirectory(prefix="whizi-facts-") as tmp:
        memory = wire(server, classifier=False)
        core = WhiziCore.open(tmp)
        try:
            core.providers.save(ProviderConfig(id="", name="Test", base_url=server.base_url,
                                               chat_model="test-chat", memory_model="test-memory"))
            chat = core.chat.new_chat()
            passes = asyncio.run(run_passes(core, memory, chat, args.passes))

            lines = full_list(MAX_TOKENS)
            core.facts.store.commit(lines, cause=Cause.IMPORT)
            reads = asyncio.run(time_reads(core, chat.id, args.reads))
            stored = core.facts.lines()
        finally:
            core.close()

    tokens = [p["tokens"] for p in passes]
    read = summary_ms(reads)
    emit({
        "benchmark": "facts",
        "passes": {
            "n": len(passes),
            "tokens_sent_mean": round(statistics.mean(tokens)),
            "tokens_sent_max": max(tokens),
            "tokens_sent_with_empty_list_mean": round(statistics.mean(tokens[: len(tokens) // 2])),
            "tokens_sent_with_full_list_mean": round(statistics.mean(tokens[len(tokens) // 2:])),
            "model_calls_mean": round(statistics.mean(p["calls"] for p in passes), 2),
            "compacted": sum(p["compacted"] for p in passes),
            "latency": summary_ms([p["seconds"] for p in passes]),
        },
        "memory_read": {
            "list_lines": len(stored),
            "list_tokens": list_tokens(stored),
            **read,
            "target_p95_ms": 5.0,
            "meets_target": read["p95_ms"] <= 5.0,
        },
    })


if __name__ == "__main__":
    main()
