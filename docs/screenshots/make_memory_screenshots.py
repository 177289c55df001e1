"""Screenshots of saved memory ("What Whizi remembers") for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_memory_screenshots.py

A throwaway data folder, an in-memory keyring and the test server from tests/support standing in
for the memory model: the facts are learnt by a real pass over a real conversation.
"""
from __future__ import annotations

import asyncio
import os
import sqlite3
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

FACTS = [
    "Name is Marta Nowak; goes by Marta",
    "Lives in Gdańsk with her partner, Tomek",
    "Has a daughter, Ola, born 2019",
    "Works as a backend developer (Python, PostgreSQL)",
    "Prefers short answers with code first",
    "Vegetarian; allergic to peanuts",
    "Training for a half marathon in October 2025",
    "Learning Spanish; level A2",
    "Plays bass in a weekend jazz band",
]


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


async def _until(condition, timeout: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError("the window did not settle")
        await asyncio.sleep(0.02)


async def _settle() -> None:
    await asyncio.sleep(0.15)


def _grab(widget, name: str) -> None:
    widget.grab().save(str(OUT / name))
    print("wrote", OUT / name)


async def _shoot(data_dir: Path, server) -> None:
    from PySide6.QtWidgets import QApplication

    from app.core.context import WhiziCore
    from app.core.domain import ProviderConfig
    from app.ui.facts_panel import FactsSection
    from app.ui.main_window import MainWindow
    from tests.support.facts_model import FactsModel

    model = FactsModel()
    server.responder = model
    core = WhiziCore.open(data_dir)
    try:
        core.providers.save(ProviderConfig(id="", name="Ollama", base_url=server.base_url,
                                           chat_model="qwen2.5:7b", memory_model="llama3.2:3b"))
        window = MainWindow(core, onboarding=False)
        window.resize(1000, 660)
        window.show()

        # Empty state first.
        window.open_settings()
        dialog = window._settings_dialog
        dialog.resize(760, 600)
        dialog.show_page(dialog.tr("Memory"))
        section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
        await _until(lambda: section.empty.isVisible())
        await _settle()
        _grab(dialog, "memory-settings-empty.png")
        dialog.close()
        await _settle()

        # A conversation: "remember ..." runs a pass at once; the chat shows "Memory updated".
        chat = core.chat.new_chat()
        window.sidebar.reload(keep=chat.id)
        window.panel.open_chat(chat.id)
        model.script(FACTS)
        await core.chat.send(chat.id, "I play bass in a jazz band on weekends. Remember that, please.")
        await core.runner.run_until_idle()
        await _until(lambda: window.panel.memory_notice.isVisible())
        await _settle()
        _grab(window, "chat-memory-updated.png")

        window.open_memory_settings()
        dialog = window._settings_dialog
        dialog.resize(760, 600)
        section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
        await _until(lambda: section.details.isVisible() and section.list.count() == len(FACTS))
        await _settle()
        _grab(dialog, "memory-settings.png")

        section.ask_to_clear()
        await _until(lambda: section.confirm_box is not None and section.confirm_box.isVisible())
        await _settle()
        _grab(section.confirm_box, "memory-clear-confirm.png")
        section.confirm_box.reject()
        await _settle()

        section.show_alert()
        await _until(lambda: section.alert is not None and section.alert.isVisible())
        await _settle()
        _grab(section.alert, "memory-alert.png")
        section.alert.reject()
        await _settle()

        # The store breaks (its table is gone): the section says so and deletes nothing.
        con = sqlite3.connect(core.layout.database)
        con.execute("ALTER TABLE facts RENAME TO facts_aside")
        con.commit()
        section.reload()
        await _until(lambda: section.load_failed)
        await _settle()
        _grab(dialog, "memory-settings-unavailable.png")
        con.execute("ALTER TABLE facts_aside RENAME TO facts")
        con.commit()
        con.close()
        section.reload()
        await _until(lambda: not section.load_failed)

        section.tasks.start(section._clear(from_alert=False))
        await _until(lambda: section.message_box is not None and section.message_box.isVisible())
        await _settle()
        _grab(section.message_box, "memory-cleared.png")
        section.message_box.accept()
        dialog.close()
        window.close()
        QApplication.processEvents()
    finally:
        core.close()


def main() -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    from tests.support.openai_server import OpenAIServer

    keyring.set_keyring(_MemoryKeyring())
    app = QApplication(sys.argv)
    app.setStyle("Fusion")
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with OpenAIServer(models=("qwen2.5:7b", "llama3.2:3b")) as server, tempfile.TemporaryDirectory() as tmp:
        with loop:
            loop.run_until_complete(_shoot(Path(tmp) / "data", server))
    return 0


if __name__ == "__main__":
    sys.exit(main())
