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
