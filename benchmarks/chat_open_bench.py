"""Open a chat of 100 vs 10,000 messages in the real main window, offscreen, until painted.

Target: the 10,000-message chat opens within 3× the 100-message time. Prints JSON.

    python benchmarks/chat_open_bench.py [--runs 7]
"""
from __future__ import annotations

import argparse
import random
import tempfile
import time

from _common import emit, offscreen, sentence, summary_ms

offscreen()


def fill(core, title: str, count: int, rng) -> str:
    from app.core.domain import utcnow
    from app.core.store.models import MessageRow

    chat = core.chats.create(title)
    now = utcnow()
    rows = [MessageRow(id=f"{chat.id}-{i}", chat_id=chat.id, seq=i + 1, role="user" if i % 2 == 0 else "assistant",
                       content=sentence(rng, rng.randint(5, 60)), created_at=now, status="complete")
            for i in range(count)]
    with core.db.session() as s:
        s.add_all(rows)
    return chat.id


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    import keyring
    from PySide6.QtWidgets import QApplication

    from tests.support.memory_keyring import MemoryKeyring

    # A keyring in this process only: a new folder's key is kept there (#17), never the user's.
    keyring.set_keyring(MemoryKeyring())
    from app.core.context import WhiziCore

    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    core = WhiziCore.open(tempfile.mkdtemp(prefix="whizi-open-"))
    rng = random.Random(7)
    small = fill(core, "small", 100, rng)
    large = fill(core, "large", 10_000, rng)
    window = MainWindow(core, onboarding=False)
    window.resize(1100, 720)
    window.show()
    app.processEvents()

    def open_and_paint(chat_id: str) -> float:
        window.panel.show_chat(None)
        app.processEvents()
        start = time.perf_counter()
        window.panel.open_chat(chat_id)
        window.panel.view.viewport().repaint()
        app.processEvents()
        return time.perf_counter() - start

    results = {}
    for name, chat_id in (("100_messages", small), ("10000_messages", large)):
        open_and_paint(chat_id)  # warm caches once
        results[name] = summary_ms([open_and_paint(chat_id) for _ in range(args.runs)])
    ratio = results["10000_messages"]["p50_ms"] / max(0.01, results["100_messages"]["p50_ms"])
    emit({"benchmark": "open_chat", **results, "ratio_10000_vs_100": round(ratio, 2),
          "target_ratio": 3.0, "meets_target": ratio <= 3.0})
    window.close()
    core.close()


if __name__ == "__main__":
    main()
