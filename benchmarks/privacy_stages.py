"""Where the detector's CPU goes per message, stage by stage (each finder verdict.py calls), without cProfile.

    python benchmarks/privacy_stages.py [--chat] [--data FILE ...] [--top 40]

cProfile charges its own cost to every small call (a 560 us message reads as 3.8 ms under it, and the gates' one-line
`opens` calls look like a fifth of the time). This wraps only the functions verdict.py imports from other modules (the
stages: normalise, gates.prepare, find_identifiers, find_disclosures, each finder of the `told` chain ...) and reads
`time.thread_time_ns` around the outermost one (CPU of this thread: other work on the machine does not move it). A stage
called inside another (find_disclosures passed to a finder) counts for the outer one. The wrappers cost about a
microsecond a call, some 90 calls a message: compare stages with each other, and totals only with the unwrapped one
printed beside them. Also prints the floor: what `detect` costs on short messages that open no gate.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from privacy_speed import CHAT_FILE, _texts, default_files  # noqa: E402

FLOOR = ["ok", "sounds good", "haha yes", "see you tomorrow then"]



def _rebind(module) -> None:
    """Round 46 (rspeed): verdict.py calls its chain's finders from a table (finder_dispatch.py): point it at the names'
    current objects (a tree without the table: nothing to do)."""
    chain = getattr(module, "_TOLD_CHAIN", None)
    if chain is not None:
        chain.rebind(vars(module))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chat", action="store_true", help="the LoCoMo chat turns (default: the privacy sets)")
    ap.add_argument("--data", nargs="*", type=Path)
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args()
    from app.core.memory.privacy.detector import verdict
    files = args.data or ([CHAT_FILE] if args.chat else default_files())
    texts = [t for f in files for t in _texts(f)]
    clock = time.thread_time_ns
    for t in texts:
        verdict.detect(t)  # compiles, per-word caches: steady state from here
    start = clock()
    for t in texts:
        verdict.detect(t)
    plain = (clock() - start) / len(texts) / 1000
    floor = {}
    for s in FLOOR:
        start = clock()
        for _ in range(1000):
            verdict.detect(s)
        floor[s] = round((clock() - start) / 1000 / 1000, 1)

    spent: dict[str, int] = {}
    calls: dict[str, int] = {}
    depth = [0]

    def wrap(name: str, f):
        def timed(*a, **k):
            if depth[0]:
                return f(*a, **k)
            depth[0] += 1
            s = clock()
            try:
                return f(*a, **k)
            finally:
                spent[name] = spent.get(name, 0) + clock() - s
                calls[name] = calls.get(name, 0) + 1
                depth[0] -= 1
        return timed

    saved = dict(vars(verdict))
    try:
        for name, v in saved.items():
            if isinstance(v, types.FunctionType) and v.__module__ != verdict.__name__:
                setattr(verdict, name, wrap(name, v))
        _rebind(verdict)  # (round 46: the chain's finders are called from its table)
        start = clock()
        for t in texts:
            verdict.detect(t)
        wrapped = (clock() - start) / len(texts) / 1000
    finally:
        for name, v in saved.items():
            setattr(verdict, name, v)
        _rebind(verdict)
    n = len(texts)
    stages = sorted(spent.items(), key=lambda kv: -kv[1])[:args.top]
    print(json.dumps({
        "messages": n, "us_per_message": round(plain, 1), "us_per_message_wrapped": round(wrapped, 1),
        "us_in_stages": round(sum(spent.values()) / n / 1000, 1), "floor_us": floor,
        "stages_us_per_message": {k: [round(v / n / 1000, 1), round(calls[k] / n, 2)] for k, v in stages},
    }, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
