"""Screenshots of Settings → Data and of an export in progress, for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_data_screenshots.py

Runs on a throwaway data folder with an in-memory keyring: it never touches real data or keys.
"""
from __future__ import annotations

import asyncio

from _shots import pause, save, shoot, until  # first: it sets up the environment


def _fill(core, messages: int) -> None:
    from benchmarks._common import sentence
    import random

    rng = random.Random(3)
    now = "2024-05-01T10:00:00.000000+00:00"
    with core.db.raw() as con:
        con.execute("BEGIN")
        for c in range(messages // 100):
            con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at, analysis_mode) "
                        "VALUES (?, ?, 0, ?, ?, 'none')", (f"c{c}", sentence(rng, 4).title(), now, now))
            con.executemany("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status) "
                            "VALUES (?, ?, ?, ?, ?, ?, 'complete')",
                            [(f"c{c}-{i}", f"c{c}", i + 1, "user" if i % 2 == 0 else "assistant",
                              sentence(rng, 60), now) for i in range(100)])
        con.execute("COMMIT")


async def _shoot(shots) -> None:
    from app.ui.main_window import MainWindow

    core, export_to = shots.core, shots.scratch / "whizi-export-2024-05-01.json"
    _fill(core, 60_000)
    window = MainWindow(core, onboarding=False)
    window.resize(1100, 720)
    window.show()
    window.open_settings()
    dialog = window._settings_dialog
    dialog.show_page("Data")
    page = window.data_page
    page.confirm_edit.setText("DELETE")
    from app.ui.common.widgets import scroll_into_view

    await pause(0.2)
    scroll_into_view(page.danger_card)   # the Encryption card (#17) is first; the typed word is the point here
    await pause(0.2)
    save(dialog, "settings-data.png")

    page.confirm_edit.clear()
    window.transfer.export_to(str(export_to))
    progress = window.transfer.progress_dialog
    await until(lambda: progress.value() >= 300)
    save(progress, "export-progress.png")
    await until(lambda: not window.transfer.busy())
    await asyncio.sleep(0.1)
    box = window.transfer.message_box
    save(box, "export-done.png")
    box.close()
    dialog.close()
    window.close()


if __name__ == "__main__":
    shoot(_shoot)
