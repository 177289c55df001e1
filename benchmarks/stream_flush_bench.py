"""CPU of the Qt thread per flush of a streaming reply, by how long the reply already is (#15: the
streaming stall). A reply of 5 / 100 / 300 paragraphs (~300 / 6,000 / 18,000 words) streams a few
words per flush (every tenth flush a new paragraph) into the real transcript view (offscreen); each flush re-measures the row and
repaints the view, as the view's flush timer does. Prints JSON.

    python benchmarks/stream_flush_bench.py [--flushes 40]
    python benchmarks/stream_flush_bench.py --compare /tmp/old-tree [--rounds 3]

``--compare`` runs this script against the other checkout and this one in turns (a child process
each), so a noisy machine weighs on both alike.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = (5, 100, 300)
WORDS = "apple river garden window memory travel kitchen budget project meeting music coffee".split()


def reply(paragraphs: int) -> str:
    rng = random.Random(paragraphs)
    return "\n\n".join(" ".join(rng.choice(WORDS) for _ in range(60)) for _ in range(paragraphs))


def measure(flushes: int) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from datetime import datetime

    from PySide6.QtWidgets import QApplication

    from app.ui.chat.transcript.model import MessageItem, MessageListModel
    from app.ui.chat.transcript.view import MessageListView

    app = QApplication.instance() or QApplication([])
    out = {}
    for paragraphs in SIZES:
        text = reply(paragraphs)
        model = MessageListModel()
        model.set_messages([MessageItem("u", "user", "Tell me everything.", "complete", datetime(2025, 3, 1, 9)),
                            MessageItem("a", "assistant", text, "streaming", datetime(2025, 3, 1, 9, 1))])
        view = MessageListView()
        view.setModel(model)
        view.resize(800, 600)
        view.show()
        end = time.monotonic() + 10
        while not view.layout_ready and time.monotonic() < end:
            app.processEvents()
        rng = random.Random(7)
        samples = []
        for n in range(flushes):
            # A few words per flush; every tenth starts a new paragraph.
            text += ("\n\n" if n % 10 == 9 else " ") + " ".join(rng.choice(WORDS) for _ in range(4))
            model.update_content("a", text)
            started = time.thread_time()
            view._flush()            # what the view's flush timer runs
            view.viewport().grab()   # and the repaint that follows
            samples.append((time.thread_time() - started) * 1000)
        samples.sort()
        out[f"{paragraphs}_paragraphs"] = {"p50_ms": round(statistics.median(samples), 2),
                                           "p90_ms": round(samples[int(0.9 * (len(samples) - 1))], 2),
                                           "max_ms": round(samples[-1], 2)}
        view.close()
        view.deleteLater()
        app.processEvents()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--flushes", type=int, default=40)
    parser.add_argument("--tree", help=argparse.SUPPRESS)
    parser.add_argument("--compare", metavar="OLD_TREE", help="another checkout to measure in turns with this one")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    tree = Path(args.tree) if args.tree else HERE.parent
    if not args.compare:
        sys.path.insert(0, str(tree))
        print(json.dumps({"benchmark": "stream_flush", "tree": str(tree), "cpu_per_flush": measure(args.flushes)},
                         indent=2))
        return
    runs: dict[str, list] = {"old": [], "new": []}
    for _ in range(args.rounds):
        for name, other in (("old", args.compare), ("new", str(HERE.parent))):
            child = subprocess.run([sys.executable, __file__, "--tree", other, "--flushes", str(args.flushes)],
                                   capture_output=True, text=True, check=True, cwd=other)
            result = json.loads(child.stdout[child.stdout.index("{"):])["cpu_per_flush"]
            runs[name].append(result)
            print(name, json.dumps(result), file=sys.stderr, flush=True)
    print(json.dumps({"benchmark": "stream_flush", "old_tree": args.compare, "runs": runs}, indent=2))


if __name__ == "__main__":
    main()
