"""Screenshots of Settings → Data and of an export in progress, for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_data_screenshots.py

Runs on a throwaway data folder with an in-memory keyring: it never touches real data or keys.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("OPENAI_API_KEY", None)

import keyring  # noqa: E402
import keyring.backend  # noqa: E402


class _MemoryKeyring(keyring.backend.KeyringBackend):
    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict = {}

    def get_password(self, service, username):
        return self.secrets.get((service, username))

    def set_password(self, service, username, password):
        self.secrets[(service, username)] = password

    def delete_password(self, service, username):
        self.secrets.pop((service, username), None)


async def _until(condition, timeout: float = 20.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError("the window did not settle")
        await asyncio.sleep(0.01)


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


async def _shoot(data_dir: Path, export_to: Path) -> None:
    from app.core.context import WhiziCore
    from app.ui.main_window import MainWindow

    core = WhiziCore.open(data_dir)
    try:
        _fill(core, 60_000)
        window = MainWindow(core, onboarding=False)
        window.resize(1100, 720)
        window.show()
        window.open_settings()
        dialog = window._settings_dialog
        dialog.show_page("Data")
        page = window.data_page
        page.confirm_edit.setText("DELETE")
        await asyncio.sleep(0.2)
        dialog.grab().save(str(OUT / "settings-data.png"))

        page.confirm_edit.clear()
        window.transfer.export_to(str(export_to))
        progress = window.transfer.progress_dialog
        await _until(lambda: progress.value() >= 300)
        progress.grab().save(str(OUT / "export-progress.png"))
        await _until(lambda: not window.transfer.busy())
        await asyncio.sleep(0.1)
        box = window.transfer.message_box
        box.grab().save(str(OUT / "export-done.png"))
        box.close()
        dialog.close()
        window.close()
    finally:
        core.close()


def main() -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    keyring.set_keyring(_MemoryKeyring())
    app = QApplication(sys.argv)
    app.setStyle("Fusion")  # as app/ui/app.py does
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as tmp:
        with loop:
            loop.run_until_complete(_shoot(Path(tmp) / "data", Path(tmp) / "whizi-export-2024-05-01.json"))
    print(f"wrote {OUT / 'settings-data.png'}, {OUT / 'export-progress.png'} and {OUT / 'export-done.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
