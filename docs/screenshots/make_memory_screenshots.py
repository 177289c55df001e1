"""Screenshots of saved memory ("What Whizi remembers") for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_memory_screenshots.py

A throwaway data folder, an in-memory keyring and the test server from tests/support standing in
for the memory model: the facts are learnt by a real pass over a real conversation.
"""
from __future__ import annotations

import sqlite3

from _shots import pause, save, shoot, until  # first: it sets up the environment

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


async def _shoot(shots) -> None:
    core, server = shots.core, shots.server
    from PySide6.QtWidgets import QApplication

    from app.ui.memory.facts_panel import FactsSection
    from app.ui.main_window import MainWindow
    from tests.support.facts_model import FactsModel

    model = FactsModel()
    server.responder = model
    window = MainWindow(core, onboarding=False)
    window.resize(1000, 660)
    window.show()

    # Empty state first.
    window.open_settings()
    dialog = window._settings_dialog
    dialog.resize(760, 600)
    dialog.show_page(dialog.tr("Memory"))
    section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
    await until(lambda: section.empty.isVisible())
    await pause()
    save(dialog, "memory-settings-empty.png")
    dialog.close()
    await pause()

    # A conversation: "remember ..." runs a pass at once; the chat shows "Memory updated".
    chat = core.chat.new_chat()
    window.sidebar.reload(keep=chat.id)
    window.panel.open_chat(chat.id)
    model.script(FACTS)
    await core.chat.send(chat.id, "I play bass in a jazz band on weekends. Remember that, please.")
    await core.runner.run_until_idle()
    await until(lambda: window.panel.memory_notice.isVisible())
    await pause()
    save(window, "chat-memory-updated.png")

    window.open_memory_settings()
    dialog = window._settings_dialog
    dialog.resize(800, 720)   # the size #16 was measured at: the facts' actions fit without scrolling
    section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
    await until(lambda: section.details.isVisible() and section.list.count() == len(FACTS))
    await pause()
    save(dialog, "memory-settings.png")
    # The end of the page: "Reference chat history" and who makes the search vectors.
    from app.ui.common.widgets import scroll_into_view

    history = window.memory_page.sections[-1]
    scroll_into_view(history.rebuild_button)
    await pause()
    save(dialog, "memory-settings-history.png")
    scroll_into_view(window.memory_page.sections[0])

    section.ask_to_clear()
    await until(lambda: section.confirm_box is not None and section.confirm_box.isVisible())
    await pause()
    save(section.confirm_box, "memory-clear-confirm.png")
    section.confirm_box.reject()
    await pause()

    section.show_alert()
    await until(lambda: section.alert is not None and section.alert.isVisible())
    await pause()
    save(section.alert, "memory-alert.png")
    section.alert.reject()
    await pause()

    # The store breaks (its table is gone): the section says so and deletes nothing.
    con = sqlite3.connect(core.layout.database)
    con.execute("ALTER TABLE facts RENAME TO facts_aside")
    con.commit()
    section.reload()
    await until(lambda: section.load_failed)
    await pause()
    save(dialog, "memory-settings-unavailable.png")
    con.execute("ALTER TABLE facts_aside RENAME TO facts")
    con.commit()
    con.close()
    section.reload()
    await until(lambda: not section.load_failed)

    section.tasks.start(section._clear(from_alert=False))
    await until(lambda: section.message_box is not None and section.message_box.isVisible())
    await pause()
    save(section.message_box, "memory-cleared.png")
    section.message_box.accept()
    dialog.close()
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    shoot(_shoot, models=("qwen2.5:7b", "llama3.2:3b"), provider="Ollama")
