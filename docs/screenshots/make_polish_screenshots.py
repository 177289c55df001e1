"""Screenshots of the Polish UI: the main window and Settings → Memory.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_polish_screenshots.py [--all DIR]

The real window in Polish (the translation from resources/translations/, as `ui.language = "pl"`
loads it), a throwaway data folder, an in-memory keyring and the test server from tests/support
standing in for both models: the saved facts are learnt by a real pass over a real conversation.
--all DIR also saves every settings page, the onboarding dialog and the hover actions into DIR,
to look for clipped Polish text (Polish runs longer than English).
"""
from __future__ import annotations

import argparse
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

FACTS = [
    "Ma na imię Marta; mieszka w Gdańsku z partnerem Tomkiem",
    "Ma córkę Olę, urodzoną w 2019 roku",
    "Pracuje jako programistka backendu (Python, PostgreSQL)",
    "Woli krótkie odpowiedzi, najpierw kod",
    "Wegetarianka; uczulona na orzeszki ziemne",
    "Trenuje do półmaratonu w październiku 2025",
    "Uczy się hiszpańskiego, poziom A2",
]
REPLY = """Oto prosta funkcja, która ponawia wywołanie z **wykładniczym opóźnieniem**:

```python
import time

def ponawiaj(fn, proby=5, baza=0.5):
    for i in range(proby):
        try:
            return fn()
        except OSError:
            time.sleep(baza * 2 ** i)
    raise RuntimeError("poddaję się")
```

Każda kolejna próba czeka dwa razy dłużej niż poprzednia."""


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


def _grab(widget, path: Path) -> None:
    widget.grab().save(str(path))
    print("wrote", path)


async def _shoot(data_dir: Path, server, extra: Path | None) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from app.core.context import WhiziCore
    from app.core.domain import ProviderConfig, Role
    from app.ui.facts_panel import FactsSection
    from app.ui.i18n import install_translators
    from app.ui.main_window import MainWindow
    from tests.support.facts_model import FactsModel
    from tests.support.openai_server import Reply

    app = QApplication.instance()
    translators = install_translators(app, "pl")  # noqa: F841 - kept alive while the widgets live
    model = FactsModel()
    core = WhiziCore.open(data_dir)
    try:
        core.settings.set("ui.language", "pl")
        core.providers.save(ProviderConfig(id="", name="Ollama", base_url=server.base_url,
                                           chat_model="qwen2.5:7b", memory_model="llama3.2:3b"))
        for title in ("Plan treningowy na półmaraton", "Wycieczka do Krakowa w maju", "Zakwas na chleb"):
            chat = core.chats.create(title)
            core.messages.add(chat.id, Role.USER, f"Notatki: {title.lower()}")
        core.chats.set_pinned(core.chats.list_visible()[-1].id, True)
        window = MainWindow(core, onboarding=False)
        window.resize(1180, 760)
        window.show()
        window.sidebar.reload()

        # A conversation; "zapamiętaj" runs a memory pass at once and the chat says so.
        chat = core.chat.new_chat()
        window.sidebar.reload(keep=chat.id)
        window.panel.open_chat(chat.id)
        model.script(FACTS)
        server.responder = model
        await core.chat.send(chat.id, "Jestem Marta i wolę krótkie odpowiedzi. Zapamiętaj to, proszę.")
        await core.runner.run_until_idle()
        server.responder = None
        server.queue_reply(Reply(content=REPLY))
        window.panel.send("Jak ponowić zawodne wywołanie sieciowe w Pythonie?")
        await _until(lambda: not window.panel.busy_tasks())
        window.sidebar.reload(keep=chat.id)
        await _until(lambda: window.panel.view.is_at_bottom())
        await _settle()
        # Hover the reply, so its actions (Kopiuj, Wygeneruj ponownie) show.
        view = window.panel.view
        last = view.model().index(view.model().rowCount() - 1, 0)
        view.hovered_id = view.model().item(last.row()).id
        view.viewport().update()
        await _settle()
        _grab(window, OUT / "main-window-pl.png")

        window.open_memory_settings()
        dialog = window._settings_dialog
        dialog.resize(780, 1060)   # tall enough for the whole Memory page, Clear memory included
        section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
        await _until(lambda: section.details.isVisible() and section.list.count() == len(FACTS))
        dialog.show_page(dialog.page_titles().index(next(t for t in dialog.page_titles()
                                                         if dialog.page(t) is window.memory_page)))
        await _settle()
        _grab(dialog, OUT / "settings-memory-pl.png")

        if extra is not None:
            extra.mkdir(parents=True, exist_ok=True)
            dialog.resize(760, 620)   # the usual size: where clipped text would show
            for index, title in enumerate(dialog.page_titles()):
                dialog.show_page(index)
                await _settle()
                _grab(dialog, extra / f"settings-{index}-{title}.png")
            section.ask_to_clear()
            await _until(lambda: section.confirm_box is not None and section.confirm_box.isVisible())
            await _settle()
            _grab(section.confirm_box, extra / "clear-confirm.png")
            section.confirm_box.reject()
            section.show_alert()
            await _until(lambda: section.alert is not None and section.alert.isVisible())
            await _settle()
            _grab(section.alert, extra / "alert.png")
            section.alert.reject()
            dialog.close()
            await _settle()
            window.sidebar.brain_clicked(chat.id, window.sidebar.mapToGlobal(QPoint(40, 80)))
            await _settle()
            if window.sidebar.brain_menu is not None:
                _grab(window.sidebar.brain_menu, extra / "brain-menu.png")
                window.sidebar.brain_menu.close()
            from app.ui.onboarding import OnboardingDialog

            onboarding = OnboardingDialog(core, window, candidates=())
            onboarding.show()
            await _until(lambda: not onboarding.detecting())
            await _settle()
            _grab(onboarding, extra / "onboarding.png")
            onboarding.reject()
            window.show_memory_map()
            await _settle()
            _grab(window, extra / "memory-map.png")
            window.memory_map.open_dialogue(chat.id)
            await _settle()
            _grab(window, extra / "memory-map-dialogue.png")
        else:
            dialog.close()
        window.close()
        QApplication.processEvents()
    finally:
        core.close()


def main() -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    from tests.support.openai_server import OpenAIServer

    parser = argparse.ArgumentParser()
    parser.add_argument("--all", type=Path, help="also save every settings page and dialog into this folder")
    args = parser.parse_args()
    keyring.set_keyring(_MemoryKeyring())
    app = QApplication(sys.argv)
    app.setStyle("Fusion")
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with OpenAIServer(models=("qwen2.5:7b", "llama3.2:3b")) as server, tempfile.TemporaryDirectory() as tmp:
        with loop:
            loop.run_until_complete(_shoot(Path(tmp) / "data", server, args.all))
    return 0


if __name__ == "__main__":
    sys.exit(main())
