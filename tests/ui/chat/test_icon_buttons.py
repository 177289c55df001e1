"""Every icon-only button in the main window says what it does: a tooltip and an accessible name."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

pytestmark = pytest.mark.gui


def icon_only(button: QToolButton) -> bool:
    shows_text = bool(button.text().strip()) and button.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonIconOnly
    return not shows_text and button.objectName() != "qt_menubar_ext_button"   # Qt's own overflow arrow


def test_icon_only_buttons_have_a_tooltip_and_an_accessible_name(qtbot, window):
    window.sidebar.search.setText("x")   # the search field's clear button exists while there is text
    chat = window.core.chats.create("A chat")
    window.sidebar.reload()
    window.sidebar.select_chat(chat.id)
    buttons = [b for b in window.findChildren(QToolButton) if icon_only(b)]
    assert len(buttons) >= 5   # new temporary chat, search, clear search, brain, system prompt, send
    unnamed = [(b.toolTip(), b.accessibleName(), b.parent().metaObject().className()) for b in buttons
               if not b.toolTip().strip() or not b.accessibleName().strip()]
    assert unnamed == []
    names = {b.accessibleName() for b in buttons}
    assert {"New temporary chat", "System prompt", "Search chats", "Clear search", "Digital brain"} <= names
