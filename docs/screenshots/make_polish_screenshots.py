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
from pathlib import Path

from _shots import pause, save, shoot, until  # first: it sets up the environment

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


async def _shoot(shots, extra: Path | None) -> None:
    core, server = shots.core, shots.server
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from app.core.domain import Role
    from app.ui.memory.facts_panel import FactsSection
    from app.ui.common.i18n import install_translators
    from app.ui.main_window import MainWindow
    from tests.support.facts_model import FactsModel
    from tests.support.openai_server import Reply

    app = QApplication.instance()
    translators = install_translators(app, "pl")  # noqa: F841 - kept alive while the widgets live
    model = FactsModel()
    core.settings.set("ui.language", "pl")
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
    await until(lambda: not window.panel.busy_tasks())
    window.sidebar.reload(keep=chat.id)
    await until(lambda: window.panel.view.is_at_bottom())
    await pause()
    # Hover the reply, so its actions (Kopiuj, Wygeneruj ponownie) show.
    view = window.panel.view
    last = view.model().index(view.model().rowCount() - 1, 0)
    view.hovered_id = view.model().item(last.row()).id
    view.viewport().update()
    await pause()
    save(window, "main-window-pl.png")

    window.open_memory_settings()
    dialog = window._settings_dialog
    dialog.resize(780, 1060)   # tall enough for the whole Memory page, Clear memory included
    section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
    await until(lambda: section.details.isVisible() and section.list.count() == len(FACTS))
    dialog.show_page(dialog.page_titles().index(next(t for t in dialog.page_titles()
                                                     if dialog.page(t) is window.memory_page)))
    await pause()
    save(dialog, "settings-memory-pl.png")

    if extra is not None:
        extra.mkdir(parents=True, exist_ok=True)
        dialog.resize(760, 620)   # the usual size: where clipped text would show
        for index, title in enumerate(dialog.page_titles()):
            dialog.show_page(index)
            await pause()
            save(dialog, f"settings-{index}-{title}.png", extra)
        section.ask_to_clear()
        await until(lambda: section.confirm_box is not None and section.confirm_box.isVisible())
        await pause()
        save(section.confirm_box, "clear-confirm.png", extra)
        section.confirm_box.reject()
        section.show_alert()
        await until(lambda: section.alert is not None and section.alert.isVisible())
        await pause()
        save(section.alert, "alert.png", extra)
        section.alert.reject()
        dialog.close()
        await pause()
        window.sidebar.brain_clicked(chat.id, window.sidebar.mapToGlobal(QPoint(40, 80)))
        await pause()
        if window.sidebar.brain_menu is not None:
            save(window.sidebar.brain_menu, "brain-menu.png", extra)
            window.sidebar.brain_menu.close()
        from app.ui.settings.onboarding import OnboardingDialog

        onboarding = OnboardingDialog(core, window, candidates=())
        onboarding.show()
        await until(lambda: not onboarding.detecting())
        await pause()
        save(onboarding, "onboarding.png", extra)
        onboarding.reject()
        window.show_memory_map()
        await pause()
        save(window, "memory-map.png", extra)
        window.memory_map.open_dialogue(chat.id)
        await pause()
        save(window, "memory-map-dialogue.png", extra)
    else:
        dialog.close()
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--all", type=Path, help="also save every settings page and dialog into this folder")
    extra = parser.parse_args().all
    shoot(lambda shots: _shoot(shots, extra), models=("qwen2.5:7b", "llama3.2:3b"), provider="Ollama")
