"""The Memory Map at scale: 5,000 dialogues and 200,000 messages, in the real main window, offscreen.

Measures, and prints as JSON:
- open: from the sidebar's "Memory Map" (MainWindow.show_memory_map) until the list is painted —
  the first open (the page is built then) and every later open (the list is read afresh each time);
  target p95 ≤ 300 ms;
- scroll: one page-down step of the list until painted, through every dialogue to the end, with the
  steps that fetched the next page from SQLite counted apart (smooth: within a 60 Hz frame budget);
- query: one page of dialogues straight from the core, and a search over titles and remembered text;
- open a dialogue from the list.

    python benchmarks/memory_map_bench.py [--dialogues 5000] [--messages 200000] [--runs 20]
"""
from __future__ import annotations

import argparse
import random
import tempfile
import time
from datetime import timedelta

from _common import emit, offscreen, percentile, sentence, summary_ms

offscreen()


def fill(core, dialogues: int, messages: int, rng: random.Random) -> dict:
    """Chats over two years, each message labelled the way the privacy analysis stores it: about a
    third remembered; one chat in ten has nothing remembered; one in twenty is deleted (purged)."""
    from app.core.domain import utcnow

    now = utcnow()
    per_chat = messages // dialogues
    chats, rows = [], []
    listed = deleted = 0
    for c in range(dialogues):
        chat_id = f"chat{c:05d}"
        start = now - timedelta(minutes=rng.randint(0, 2 * 365 * 24 * 60))
        nothing_kept = rng.random() < 0.1
        is_deleted = not nothing_kept and rng.random() < 0.05
        kept = 0
        for i in range(per_chat):
            at = start + timedelta(minutes=2 * i)
            remembered = not nothing_kept and rng.random() < 0.33
            if is_deleted and not remembered:
                continue   # a purged deleted chat keeps only its remembered messages
            kept += remembered
            stamp = at.isoformat(timespec="microseconds")
            rows.append((f"{chat_id}-{i}", chat_id, i + 1, "user" if i % 2 == 0 else "assistant",
                         sentence(rng, rng.randint(6, 40)), stamp, "complete",
                         "green" if remembered else "red", stamp, stamp if remembered else None))
        last = (start + timedelta(minutes=2 * per_chat)).isoformat(timespec="microseconds")
        chats.append((chat_id, f"Dialogue {c}: {sentence(rng, rng.randint(2, 6))}", start.isoformat(
            timespec="microseconds"), last, last if is_deleted else None))
        listed += kept > 0
        deleted += is_deleted and kept > 0
    with core.db.raw() as con:
        con.execute("BEGIN")
        con.executemany("INSERT INTO chats (id, title, pinned, created_at, updated_at, deleted_at) "
                        "VALUES (?, ?, 0, ?, ?, ?)", chats)
        con.executemany("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status, "
                        "privacy_label, analysed_at, remembered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        con.execute("COMMIT")
        con.execute("ANALYZE")
    return {"dialogues": dialogues, "messages": len(rows), "listed": listed, "deleted_listed": deleted}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dialogues", type=int, default=5_000)
    parser.add_argument("--messages", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    import keyring
    from PySide6.QtWidgets import QApplication

    from tests.support.memory_keyring import MemoryKeyring

    # A keyring in this process only: a new folder's key is kept there (#17), never the user's.
    keyring.set_keyring(MemoryKeyring())
    from app.core.context import WhiziCore

    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    core = WhiziCore.open(tempfile.mkdtemp(prefix="whizi-map-"))
    rng = random.Random(11)
    started = time.perf_counter()
    data = fill(core, args.dialogues, args.messages, rng)
    data["fill_s"] = round(time.perf_counter() - started, 1)

    window = MainWindow(core, onboarding=False)
    window.resize(1100, 720)
    window.show()
    app.processEvents()

    def open_map() -> float:
        window.show_chat_panel()
        app.processEvents()
        start = time.perf_counter()
        window.show_memory_map()
        window.memory_map.list.viewport().repaint()
        app.processEvents()
        return time.perf_counter() - start

    first_open = open_map()
    opens = [open_map() for _ in range(args.runs)]
    page = window.memory_map
    assert page.model.rowCount() > 0

    # Scrolling: page down through the whole list.
    bar = page.list.verticalScrollBar()
    plain, fetching = [], []
    while True:
        rows_before = page.model.rowCount()
        if bar.value() >= bar.maximum() and not page.model.canFetchMore():
            break
        start = time.perf_counter()
        bar.setValue(bar.value() + bar.pageStep())
        page.list.viewport().repaint()
        app.processEvents()
        elapsed = time.perf_counter() - start
        (fetching if page.model.rowCount() != rows_before else plain).append(elapsed)
    shown = len(page.model.dialogues())
    all_steps = plain + fetching

    # The core's queries on their own.
    pages, cursor = [], None
    for _ in range(10):
        start = time.perf_counter()
        result = core.memory_map.page(cursor)
        pages.append(time.perf_counter() - start)
        cursor = result.next
    searches = []
    for word in ("garden", "river", "dialogue 42", "zzzz"):
        start = time.perf_counter()
        core.memory_map.page(chat_ids=core.memory_map.search(word))
        searches.append(time.perf_counter() - start)

    # Opening a dialogue from the list.
    dialogue_opens = []
    for d in page.model.dialogues()[:: max(1, shown // args.runs)][: args.runs]:
        page.show_list()
        app.processEvents()
        start = time.perf_counter()
        page.open_dialogue(d.chat_id)
        page.dialogue.view.viewport().repaint()
        app.processEvents()
        dialogue_opens.append(time.perf_counter() - start)

    open_summary = summary_ms(opens)
    emit({
        "benchmark": "memory_map",
        "data": data,
        "open_first_ms": round(first_open * 1000, 2),
        "open": open_summary,
        "target_open_ms": 300,
        "meets_open_target": open_summary["p95_ms"] <= 300 and first_open * 1000 <= 300,
        "scroll": {
            "steps": len(all_steps), "dialogues_reached": shown,
            "all_steps": summary_ms(all_steps),
            "steps_without_fetch": summary_ms(plain) if plain else None,
            "steps_with_fetch": summary_ms(fetching) if fetching else None,
            "p99_ms": round(percentile([s * 1000 for s in all_steps], 99), 2),
            "frame_budget_ms": 16.7,
        },
        "query_page": summary_ms(pages),
        "query_search": summary_ms(searches),
        "open_dialogue": summary_ms(dialogue_opens),
    })
    window.close()
    core.close()


if __name__ == "__main__":
    main()
