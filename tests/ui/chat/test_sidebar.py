"""The sidebar in the real window: its width through a delete, empty state, search hits, plurals."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.core.domain import Role

pytestmark = pytest.mark.gui


def settle():
    """Let the posted layout requests run (a widget's new size hint reaches the splitter there)."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()

LONG = "A very long chat title about planning the whole family trip to the seaside in August next year"


def test_deleting_a_chat_never_widens_the_sidebar_and_the_undo_bar_elides_the_title(qtbot, window):
    core = window.core
    for i in range(3):
        core.chats.create(f"{LONG} {i}")
    window.sidebar.reload()
    settle()
    before = window.sidebar.width()
    assert before < 300

    doomed = window.sidebar.model.chats[0]
    window.sidebar.delete_chat(doomed.id)
    bar = window.sidebar.undo_bar
    qtbot.waitUntil(bar.isVisible)
    settle()
    assert window.sidebar.width() == before
    shown = QLabel.text(bar.label)   # what is on screen, not the whole text behind it
    assert shown.endswith("…") and len(shown) < len(LONG)
    assert LONG in bar.label.toolTip() or LONG in bar.label.accessibleName()
    assert bar.button.isVisible() and bar.geometry().right() <= window.sidebar.width()

    bar.hide()   # the undo time is over
    settle()
    assert window.sidebar.width() == before
    assert not window.sidebar.list.horizontalScrollBar().isVisible()


def test_an_empty_sidebar_says_how_to_start(qtbot, window):
    sidebar = window.sidebar
    assert sidebar.stack.currentWidget() is sidebar.no_chats and sidebar.no_chats.isVisible()
    assert "No chats yet" in sidebar.no_chats.text() and "Ctrl+N" in sidebar.no_chats.text()
    chat = window.core.chats.create("First")
    sidebar.reload()
    assert sidebar.stack.currentWidget() is sidebar.list
    sidebar.delete_chat(chat.id)   # the last one gone: the hint is back, and undo brings the list
    assert sidebar.stack.currentWidget() is sidebar.no_chats
    qtbot.mouseClick(sidebar.undo_bar.button, Qt.MouseButton.LeftButton)
    assert sidebar.stack.currentWidget() is sidebar.list


def test_search_results_say_who_wrote_the_hit_and_when(qtbot, window):
    from app.ui.chat.sidebar import friendly_time, snippet_html

    core = window.core
    chat = core.chats.create("Holiday plans")
    asked = core.messages.add(chat.id, Role.USER, "Is the aquarium in Gdynia open on Mondays?")
    answered = core.messages.add(chat.id, Role.ASSISTANT, "The aquarium opens at 10 every day.")
    window.sidebar.reload()
    qtbot.keyClicks(window.sidebar.search, "aquarium")
    results = window.sidebar.results_model
    qtbot.waitUntil(lambda: results.rowCount() == 2)
    texts = {results.hits[r].message_id: results.index(r).data() for r in range(2)}
    assert texts[asked.id].startswith(f"Holiday plans, You · {friendly_time(asked.created_at)}: Is the")
    assert texts[answered.id].startswith(f"Holiday plans, Whizi · {friendly_time(answered.created_at)}: The")
    html = snippet_html(results.hits[0], "#ff0")
    assert "Whizi" in html or "You" in html
    assert friendly_time(asked.created_at) in html
