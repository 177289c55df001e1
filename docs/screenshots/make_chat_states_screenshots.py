"""Screenshots of the chat area's first-time and passing states (#16): the empty sidebar, a new
temporary chat, the undo bar after deleting a long-titled chat, search hits with their author and
time, the analysis in the status bar, and the brain's four states.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_chat_states_screenshots.py

It runs the real app against the local test server (tests/support) in a throwaway data folder.
"""
from __future__ import annotations

from _shots import OUT, save, settle, shoot, wait_for  # first: it sets up the environment

from app.core.domain import Role

LONG = "Planning the whole family trip to the seaside in August, with the grandparents and the dog"


def _shoot(shots) -> None:
    from make_privacy_screenshots import brain_states_strip

    from app.ui.main_window import MainWindow

    app, core = shots.app, shots.core
    window = MainWindow(core, onboarding=False)
    window.resize(1000, 640)
    window.show()
    settle(app)
    save(window, "sidebar-empty.png")

    window.new_temporary_chat()
    settle(app)
    save(window, "temporary-chat.png")

    trip = core.chats.create(LONG)
    core.messages.add(trip.id, Role.USER, "Is the aquarium in Gdynia open on Mondays?")
    core.messages.add(trip.id, Role.ASSISTANT, "Yes: the aquarium in Gdynia opens at 10 every day in summer.")
    other = core.chats.create("Sourdough starter schedule")
    core.messages.add(other.id, Role.USER, "Feed it twice a day?")
    doomed = core.chats.create(LONG + " (an older draft)")
    window.sidebar.reload()
    window.new_chat()
    window.sidebar.delete_chat(doomed.id)
    wait_for(app, window.sidebar.undo_bar.isVisible)
    settle(app)
    save(window, "sidebar-undo.png")

    window.sidebar.search.setText("aquarium")
    wait_for(app, lambda: window.sidebar.results_model.rowCount() >= 2)
    settle(app)
    save(window.sidebar, "sidebar-search.png")

    brain_states_strip(OUT / "privacy-brain-states.png")
    window.close()

    # The temporary chat in Polish: its name comes from the UI's translation, not from the core.
    from PySide6.QtCore import QLocale

    from app.ui.common.i18n import install_translators, remove_translators

    previous = QLocale()
    translators = install_translators(app, "pl")
    polish = MainWindow(core, onboarding=False)
    polish.resize(1000, 640)
    polish.show()
    polish.new_temporary_chat()
    settle(app)
    save(polish, "temporary-chat-pl.png")
    polish.close()
    remove_translators(translators)
    QLocale.setDefault(previous)


if __name__ == "__main__":
    shoot(_shoot, provider="Ollama", models=("qwen2.5:7b", "llama3.2:3b"))
