"""Round 46 (rspeed): verdict.py's disclosure chain dispatched by gate bits (finder_dispatch.py) - what it skips. Prints JSON.

    python benchmarks/privacy_dispatch.py [--chat] [--data FILE ...] [--limit N] [--rounds 3]

In one process (this tree): each finder of the chain, whether a guard was read from it (its clauses), and over the texts
how often the chain reached it and how often it was called (the rest skipped by the message's mask); then the steady
microseconds per message with the skips and without them (every finder called, as before round 46), best of `--rounds`
passes each, alternating, and whether every verdict is the same both ways.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.privacy_speed import CHAT_FILE, DEV_FILE, _texts  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chat", action="store_true", help="the LoCoMo chat turns (default when no --data)")
    ap.add_argument("--data", nargs="*", default=[])
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    files = [Path(f) for f in args.data] or [CHAT_FILE if args.chat or not DEV_FILE.exists() else DEV_FILE]
    texts = [t for f in files for t in _texts(f)]
    if args.limit:
        texts = texts[:args.limit]

    from app.core.memory.privacy.detector import gates  # noqa: PLC0415
    from app.core.memory.privacy.detector import verdict as v  # noqa: PLC0415

    chain = v._TOLD_CHAIN
    steps = chain.steps
    reached = [0] * len(steps)
    called = [0] * len(steps)

    class Counting:
        """The chain's `first`, counting what it reaches and what it calls (the same skips)."""

        def first(self, t):
            mask = gates.text_mask(t) if gates.ENABLED else None
            for i, (fn, a, anys, alls) in enumerate(steps):
                reached[i] += 1
                if mask is not None and (any(not mask & b for b in anys) or any(mask & b != b for b in alls)):
                    continue
                called[i] += 1
                told = fn(t, *a)
                if told:
                    return told
            return []

    v._TOLD_CHAIN = Counting()
    try:
        for t in texts:
            v.detect(t)
    finally:
        v._TOLD_CHAIN = chain

    def timed() -> tuple[float, list]:
        cpu = time.process_time()
        out = [v.detect(t) for t in texts]
        return (time.process_time() - cpu) / len(texts) * 1e6, out

    from app.core.memory.privacy.detector.finder_dispatch import FinderChain  # noqa: PLC0415

    every = FinderChain([(fn, a) for fn, a, _anys, _alls in steps], skips=False)
    on_us, off_us, same = [], [], True
    for _ in range(args.rounds):
        us, on = timed()
        on_us.append(us)
        v._TOLD_CHAIN = every
        try:
            us, off = timed()
        finally:
            v._TOLD_CHAIN = chain
        off_us.append(us)
        same = same and on == off
    print(json.dumps({
        "texts": len(texts), "files": [f.name for f in files],
        "finders": len(steps), "finders_with_a_guard": sum(bool(s[2] or s[3]) for s in steps),
        "us_per_message_skips_on": round(min(on_us), 1), "us_per_message_every_finder_called": round(min(off_us), 1),
        "same_verdicts": same,
        "per_finder": {fn.__name__: {"clauses": len(anys) + len(alls), "reached": reached[i], "called": called[i]}
                       for i, (fn, _a, anys, alls) in enumerate(steps)},
    }, indent=1))


if __name__ == "__main__":
    main()
