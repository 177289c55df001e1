"""An imported chat title, fact or insight is text: never a heading, an image, a link or a table.

A Whizi export is written by another data folder and imported as a user would; the chat is opened
in the real main window (offscreen), and every visible label, tooltip, undo bar and menu showing it
is checked.
"""
from datetime import timedelta

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from app.core.context import WhiziCore
from app.core.domain import Role, utcnow
from tests.core.data.support import add_facts

from app.ui.common.plain import ElidedLabel, menu_text, plain_box, tooltip

HTML_TITLE = '<h1 style="color:red">X</h1><img src="/etc/x.png"><a href="https://evil.example/key">click</a>'
TABLE_TITLE = "<table><tr>" + "<td>a wide imported cell</td>" * 400 + "</tr></table>"
HTML_FACT = '<b style="color:red">Lives</b> in <a href="https://evil.example">Lisbon</a> &amp; sails'
HTML_INSIGHT = '<h2>Sailing</h2><img src="/etc/y.png">'


@pytest.fixture
def imported(tmp_path, connected_core):
    """Chats, a fact and an insight with HTML in them, imported from a Whizi export."""
    source = WhiziCore.open(tmp_path / "source")
    try:
        ids = {}
        for title in (HTML_TITLE, TABLE_TITLE):
            chat = source.chats.create(title)
            message = source.messages.add(chat.id, Role.USER, "What should I pack?")
            source.messages.add(chat.id, Role.ASSISTANT, "A rain jacket.")
            ids[title] = chat.id
        add_facts(source, [HTML_FACT])
        store = source.insights.store
        now = utcnow()
        store.write(epoch=store.epoch(), insight_id=None, centroid=[1.0, 0.0, 0.0], members=[(message.id, 1.0)],
                    quoted=[], fields={
                        "title": HTML_INSIGHT, "statement": HTML_FACT, "asked": "packing", "time_range": "May 2026",
                        "confidence": "high", "message_count": 1, "chat_count": 1, "cohesion": 0.9,
                        "first_message_at": now - timedelta(days=3), "last_message_at": now,
                        "embedding_model": "test-embed", "model": "test-memory"})
        source.data.export(tmp_path / "export.json")
    finally:
        source.close()
    connected_core.data.import_files(tmp_path / "export.json")
    return ids


def _rendered(rich: str) -> str:
    """What Qt shows for a tooltip string (it renders one as rich text when it looks like it)."""
    doc = QtGui.QTextDocument()
    if QtGui.Qt.mightBeRichText(rich):
        doc.setHtml(rich)
    else:
        doc.setPlainText(rich)
    return doc.toPlainText()


def _visible_labels(root: QWidget) -> list[QLabel]:
    return [w for w in root.findChildren(QLabel) if w.isVisible()]


def _assert_shown_as_text(root: QWidget, needle: str) -> list[QLabel]:
    """Every visible label that shows `needle` shows it as plain text; returns them."""
    showing = [label for label in _visible_labels(root) if needle in label.text()]
    for label in showing:
        assert label.textFormat() == Qt.TextFormat.PlainText, (label.objectName(), label.text()[:80])
    for widget in root.findChildren(QWidget):
        tip = widget.toolTip()
        assert needle not in tip or not QtGui.Qt.mightBeRichText(tip), (type(widget).__name__, tip[:80])
    return showing


def test_an_imported_html_title_is_plain_text_in_the_chat_header_and_tooltips(qtbot, imported, window):
    window.panel.open_chat(imported[HTML_TITLE])
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == imported[HTML_TITLE])
    header = _assert_shown_as_text(window, "<h1")
    assert window.panel.title in header
    assert window.panel.title.text() == HTML_TITLE  # the angle brackets are shown, literally
    assert window.panel.title.textFormat() == Qt.TextFormat.PlainText
    # The sidebar row's tooltip shows the title as written, too.
    model = window.sidebar.model
    row = next(r for r in range(model.rowCount()) if model.chats[r].id == imported[HTML_TITLE])
    assert _rendered(model.data(model.index(row), Qt.ItemDataRole.ToolTipRole)) == HTML_TITLE


def test_a_huge_table_title_does_not_stretch_the_window(qtbot, imported, window):
    screen = QGuiApplication.primaryScreen().availableGeometry()
    window.resize(min(900, screen.width()), min(600, screen.height()))
    window.panel.open_chat(imported[TABLE_TITLE])
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == imported[TABLE_TITLE])
    qtbot.wait(0)  # let the layout settle once (no timing: a single event-loop pass)
    _assert_shown_as_text(window, "<table>")
    # Neither what the window and its chat panel need nor what they ask for is wider than the screen
    # (the sidebar's splitter would otherwise squeeze or collapse a panel that needs 5,000 px).
    assert window.panel.minimumSizeHint().width() < screen.width()
    assert window.panel.sizeHint().width() < screen.width()
    assert window.minimumSizeHint().width() < screen.width()
    assert window.sizeHint().width() < screen.width()
    assert window.width() <= screen.width()
    assert window.panel.title.width() < screen.width()


def test_the_undo_bar_shows_a_deleted_html_title_as_text(qtbot, imported, window):
    window.sidebar.delete_chat(imported[HTML_TITLE])
    bar = window.sidebar.undo_bar
    qtbot.waitUntil(bar.isVisible)
    assert "<h1" in bar.label.text() and bar.label.textFormat() == Qt.TextFormat.PlainText


def test_helpers_make_text_literal():
    assert _rendered(tooltip(HTML_TITLE)) == HTML_TITLE
    assert _rendered(tooltip("two\nlines  and  spaces")) == "two\nlines  and  spaces"
    assert menu_text("Salt & Pepper\nchat") == "Salt && Pepper chat"
    box = QMessageBox()
    box.setText(HTML_TITLE)
    box.setInformativeText(HTML_FACT)
    plain_box(box)
    labels = [w for w in box.findChildren(QLabel) if w.text() in (HTML_TITLE, HTML_FACT)]
    assert len(labels) == 2 and all(w.textFormat() == Qt.TextFormat.PlainText for w in labels)
    label = ElidedLabel(TABLE_TITLE)
    label.resize(200, 30)
    assert label.text() == TABLE_TITLE and label.minimumSizeHint().width() < 100
