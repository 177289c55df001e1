"""The memory block of a reply, as the chat assembles it: how long the assembly takes, cold (the
first reply after a start: no embedding model loaded, no index open) and warm, and how often the
saved facts were missing from the request the provider received (issue #13 §1.1: a late chat-history
reader used to drop the facts with it).

Setup (not timed): a data folder with a facts list of about 40 lines and remembered chats over
the last 30 days (some today, for the session block), indexed by the app's own jobs. Each cold
sample is a fresh process that opens the folder and sends one message; the warm samples follow in
the last of those processes. Every message is a real turn against the test server from
tests/support (its answers take no time), with the default deadline (300 ms) unless told.

    python benchmarks/memory_block_bench.py [--cold 5] [--warm 40] [--embedder local|provider]
        [--embed-delay SECONDS] [--warm-up]

`--warm-up` warms the readers (core.warm_memory) before the first reply, as the app does in a
worker once its window is painted; without it the cold reply is the worst case (a message sent
the moment the app is up, or from the command line).

`--embed-delay` makes the provider's embedding endpoint answer that late for the first requests
of each process (with `--embedder provider`): the slow first run of the issue, on demand.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import subprocess
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from _common import ROOT, emit, sentence, summary_ms

FACT_LINES = 40
CHATS = 60
PER_CHAT = 6


def connect(core, server, embedder: str) -> None:
    from app.core.domain import ProviderConfig

    active = core.providers.active()
    config = ProviderConfig(id=active.id if active else "", name="Bench", base_url=server.base_url,
                            chat_model="test-chat", memory_model="test-memory", embedding_model="test-embed")
    core.providers.save(config)
    core.settings.set("history.embedder", embedder)


def drain(core) -> None:
    async def run():
        while await core.runner.run_until_idle():
            pass
    asyncio.run(run())


def build(folder: Path, embedder: str) -> None:
    from sqlalchemy import text

    from app.core.context import WhiziCore
    from app.core.domain import Role, utcnow
    from app.core.memory.facts.model import Cause
    from tests.support.openai_server import OpenAIServer

    rng = random.Random(13)
    with OpenAIServer() as server:
        core = WhiziCore.open(folder)
        try:
            connect(core, server, embedder)
            now = utcnow()
            for c in range(CHATS):
                at = now - timedelta(days=30 * c / CHATS, minutes=30)
                chat = core.chats.create(f"Chat {c}", created_at=at)
                for i in range(PER_CHAT):
                    role = Role.USER if i % 2 == 0 else Role.ASSISTANT
                    core.messages.add(chat.id, role, sentence(rng), created_at=at + timedelta(seconds=i))
                core.history.schedule_sync(chat.id)
            with core.db.session() as s:
                s.execute(text("UPDATE messages SET privacy_label = 'green', privacy_source = 'bench', "
                               "analysed_at = created_at, remembered_at = created_at"))
            core.facts.store.commit([f"Fact {i}: likes {sentence(rng, 4)}" for i in range(FACT_LINES)],
                                    cause=Cause.IMPORT)
            drain(core)
        finally:
            core.close()


def measure(folder: Path, embedder: str, warm: int, embed_delay: float, warm_up: bool) -> dict:
    """One process: the first reply (cold), then `warm` more. Returns the samples."""
    from app.core.context import WhiziCore
    from app.core.memory.facts.reader import HEADER
    from tests.support.openai_server import OpenAIServer

    samples = []
    with OpenAIServer() as server:
        core = WhiziCore.open(folder)
        try:
            connect(core, server, embedder)
            if warm_up:
                core.warm_memory()          # what the app does in a worker once its window is up
            if embed_delay:
                server.fail_next(200, delay=embed_delay, path="/v1/embeddings", times=2)
            chat_service = core.chat
            read = chat_service._read_memory
            timing: list[float] = []

            async def timed(*args):
                started = time.perf_counter()
                try:
                    return await read(*args)
                finally:
                    timing.append(time.perf_counter() - started)

            chat_service._read_memory = timed   # the chat's own assembly, timed from outside
            rng = random.Random(7)
            chat = core.chat.new_chat()
            for _ in range(1 + warm):
                timing.clear()
                asyncio.run(core.chat.send(chat.id, sentence(rng, 10) + "?"))
                system = [m["content"] for m in server.chat_requests("test-chat")[-1].messages
                          if m.get("role") == "system"]
                samples.append({"assembly_s": timing[0] if timing else None,
                                "facts": any(b.startswith(HEADER) for b in system), "blocks": len(system)})
        finally:
            core.close()
    return {"samples": samples}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cold", type=int, default=5)
    parser.add_argument("--warm", type=int, default=40)
    parser.add_argument("--embedder", choices=("local", "provider"), default="local")
    parser.add_argument("--embed-delay", type=float, default=0.0)
    parser.add_argument("--warm-up", action="store_true",
                        help="warm the memory readers before the first reply, as the app does after its first paint")
    parser.add_argument("--measure", help=argparse.SUPPRESS)     # one child process
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(Path(args.measure), args.embedder, args.warm, args.embed_delay, args.warm_up)))
        return
    with tempfile.TemporaryDirectory(prefix="whizi-blockbench-") as tmp:
        folder = Path(tmp) / "data"
        started = time.perf_counter()
        build(folder, args.embedder)
        setup_s = time.perf_counter() - started
        cold, warm = [], []
        for n in range(args.cold):
            out = subprocess.run(
                [sys.executable, __file__, "--measure", str(folder), "--embedder", args.embedder,
                 "--embed-delay", str(args.embed_delay), "--warm", str(args.warm if n == args.cold - 1 else 0),
                 *(["--warm-up"] if args.warm_up else [])],
                cwd=ROOT, capture_output=True, text=True, check=True)
            samples = json.loads(out.stdout.strip().splitlines()[-1])["samples"]
            cold.append(samples[0])
            warm.extend(samples[1:])

    def report(samples: list[dict]) -> dict:
        times = [s["assembly_s"] for s in samples if s["assembly_s"] is not None]
        return {"assembly": summary_ms(times) if times else None,
                "facts_missing": sum(not s["facts"] for s in samples), "replies": len(samples),
                "blocks_per_reply_min": min((s["blocks"] for s in samples), default=0)}

    emit({"bench": "memory_block", "embedder": args.embedder, "embed_delay_s": args.embed_delay,
          "warm_up": args.warm_up,
          "facts_lines": FACT_LINES, "remembered_messages": CHATS * PER_CHAT, "setup_s": round(setup_s, 1),
          "cold": report(cold), "warm": report(warm)})


if __name__ == "__main__":
    main()
