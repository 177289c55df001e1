"""The transcript model and view, driven as real widgets (offscreen)."""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip

from app.ui.chat.transcript.model import MessageItem, MessageListModel, MessageRole
from app.ui.chat.transcript.view import MessageListView

pytestmark = pytest.mark.gui

T0 = datetime(2025, 3, 1, 9, 0)
CODE = "def greet(name):\n    return f'Hello, {name}!'"


def make_messages(n: int) -> list[MessageItem]:
    return [
        MessageItem(
            id=f"m{i}",
            role="user" if i % 2 == 0 else "assistant",
            content=f"Message {i}. " + "Some words that wrap the line now and then. " * (i % 7),
            status="complete",
            created_at=T0 + timedelta(seconds=i),
        )
        for i in range(n)
    ]


def tail_messages() -> list[MessageItem]:
    return [
        MessageItem("u-code", "user", "Show me a **function** please.", "complete", T0),
        MessageItem(
            "a-code",
            "assistant",
            f"Here it is:\n\n```python\n{CODE}\n```\n\nAnd a [link](https://example.com/docs).",
            "complete",
            T0,
            privacy_label="yellow",
            privacy_reason="Mentions a person's name",
        ),
        MessageItem("a-error", "assistant", "", "error", T0, error="Connection reset"),
    ]


def _at_bottom(view: MessageListView) -> bool:
    bar = view.verticalScrollBar()
    return view.layout_ready and bar.value() == bar.maximum()


@pytest.fixture
def model():
    return MessageListModel()


@pytest.fixture
def view(qtbot, model):
    view = MessageListView()
    view.setModel(model)
    view.resize(800, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def big_view(view, model, qtbot):
    model.set_messages(make_messages(10_000) + tail_messages())
    view.last_assistant_id = "a-error"
    qtbot.waitUntil(lambda: _at_bottom(view), timeout=10_000)
    return view


def index_of(model: MessageListModel, message_id: str) -> QModelIndex:
    return model.index(model.row_of(message_id), 0)


def click(qtbot, view: MessageListView, pos: QPoint) -> None:
    qtbot.mouseMove(view.viewport(), pos)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


# --- model ------------------------------------------------------------------------------------


def test_update_content_changes_exactly_one_row(model):
    model.set_messages(make_messages(10_000))
    changes = []
    model.dataChanged.connect(lambda tl, br, roles: changes.append((tl.row(), br.row())))
    resets = []
    model.modelReset.connect(lambda: resets.append(1))

    assert model.update_content("m5000", "new text", status="streaming") is True

    assert changes == [(5000, 5000)]
    assert not resets
    index = model.index(5000, 0)
    assert index.data(MessageRole.Content) == "new text"
    assert index.data(MessageRole.Status) == "streaming"
    assert model.item(5000).id == "m5000"
    assert model.update_content("missing", "x") is False


def test_row_of_follows_inserts_and_removals(model):
    model.set_messages(make_messages(5))
    assert model.row_of("m3") == 3 and model.row_of("nope") == -1
    model.remove("m1")
    assert model.rowCount() == 4 and model.row_of("m3") == 2 and model.row_of("m1") == -1
    model.append(MessageItem("new", "assistant", "hi", "complete", T0))
    assert model.row_of("new") == 4
    model.append(MessageItem("new", "assistant", "hi again", "complete", T0))  # known id: update
    assert model.rowCount() == 5 and model.item(4).content == "hi again"
    assert model.update(MessageItem("m0", "user", "edited", "complete", T0)) is True
    assert model.item(0).content == "edited"


def test_roles_and_accessible_text(model):
    items = make_messages(2)
    items.append(MessageItem("e", "assistant", "Partial answer", "error", T0, error="timeout", remembered=True))
    model.set_messages(items)
    user, assistant, failed = (model.index(r, 0) for r in range(3))
    assert user.data(Qt.ItemDataRole.AccessibleTextRole).startswith("You: Message 0.")
    assert assistant.data(Qt.ItemDataRole.DisplayRole).startswith("Assistant: Message 1.")
    assert "error: timeout" in failed.data(Qt.ItemDataRole.AccessibleTextRole)
    assert failed.data(MessageRole.Remembered) is True
    assert failed.data(MessageRole.Item) is model.item(2)
    assert model.roleNames()[int(MessageRole.PrivacyLabel)] == b"privacyLabel"


# --- view -------------------------------------------------------------------------------------


def test_ten_thousand_messages_open_at_the_bottom_and_paint(big_view, model):
    view = big_view
    assert view.accessibleName() == "Messages"
    last = index_of(model, "a-error")
    rect = view.visualRect(last)
    assert rect.isValid() and rect.bottom() <= view.viewport().height()
    assert rect.bottom() >= view.viewport().height() - 2  # flush with the bottom edge

    image: QImage = view.grab().toImage()
    assert not image.isNull() and image.width() >= 800
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 10  # bubbles and text, not a blank viewport

    # Only rows near the viewport are ever measured; the other ~9,700 heights are estimates.
    assert len(view._delegate._sizes) < 1_000


def test_scrolling_through_history_keeps_the_viewport_stable(big_view, model, qtbot):
    view = big_view
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    assert not view.is_at_bottom()
    top = view.indexAt(QPoint(10, 0))
    message_id, offset = model.item(top.row()).id, view.visualRect(top).top()
    view.grab()  # paint: rows measured for real may relayout, which must not move the view
    qtbot.waitUntil(lambda: not view._relayout_timer.isActive() and not view._measure_timer.isActive())
    assert view.visualRect(index_of(model, message_id)).top() == offset


def test_copy_action_of_hovered_message_copies_its_text(big_view, model, qtbot):
    view = big_view
    index = index_of(model, "u-code")
    rects = view.action_rects(index)
    assert set(rects) == {"copy", "edit"}
    QGuiApplication.clipboard().clear()
    with qtbot.waitSignal(view.sig_copy_requested) as blocker:
        click(qtbot, view, rects["copy"].center())
    assert blocker.args == ["u-code"]
    assert view.hovered_id == "u-code"
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == "Show me a **function** please.")


def test_edit_and_regenerate_actions(big_view, model, qtbot):
    view = big_view
    with qtbot.waitSignal(view.sig_edit_requested) as blocker:
        click(qtbot, view, view.action_rects(index_of(model, "u-code"))["edit"].center())
    assert blocker.args == ["u-code"]

    assert "regenerate" not in view.action_rects(index_of(model, "a-code"))
    view.last_assistant_id = "a-code"
    rects = view.action_rects(index_of(model, "a-code"))
    assert set(rects) == {"copy", "regenerate"}
    with qtbot.waitSignal(view.sig_regenerate_requested) as blocker:
        click(qtbot, view, rects["regenerate"].center())
    assert blocker.args == ["a-code"]


def test_code_block_copy_link_copies_that_block(big_view, model, qtbot):
    view = big_view
    links = view.link_rects(index_of(model, "a-code"))
    assert "copy:0" in links and "https://example.com/docs" in links
    QGuiApplication.clipboard().clear()
    with qtbot.waitSignal(view.sig_copy_code_requested) as blocker:
        click(qtbot, view, links["copy:0"].center())
    assert blocker.args == ["a-code", 0]
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == CODE)

    with qtbot.waitSignal(view.sig_link_activated) as blocker:
        click(qtbot, view, links["https://example.com/docs"].center())
    assert blocker.args == ["https://example.com/docs"]


def test_retry_link_on_error_message(big_view, model, qtbot):
    view = big_view
    links = view.link_rects(index_of(model, "a-error"))
    assert "retry:" in links
    with qtbot.waitSignal(view.sig_retry_requested) as blocker:
        click(qtbot, view, links["retry:"].center())
    assert blocker.args == ["a-error"]


def test_privacy_dot_tooltip_text(big_view, model):
    view = big_view
    index = index_of(model, "a-code")
    dot = view.privacy_rect(index)
    assert dot is not None and view.privacy_rect(index_of(model, "u-code")) is None
    assert view.tooltip_at(dot.center()) == "Mentions a person's name"
    assert view.tooltip_at(view.visualRect(index).center() + QPoint(0, 40)) != "Mentions a person's name"
    link = view.link_rects(index)["https://example.com/docs"]
    assert view.tooltip_at(link.center()) == "https://example.com/docs"


# The offscreen platform cannot raise windows; the tooltip itself still shows.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_privacy_dot_tooltip_is_shown(big_view, model, qtbot):
    view = big_view
    pos = view.privacy_rect(index_of(model, "a-code")).center()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(lambda: QToolTip.text() == "Mentions a person's name")
    QToolTip.hideText()


def test_streaming_keeps_the_view_pinned_to_the_bottom(big_view, model, qtbot):
    view = big_view
    model.append(MessageItem("s", "assistant", "", "streaming", T0))
    qtbot.waitUntil(lambda: _at_bottom(view) and view.visualRect(index_of(model, "s")).isValid())
    text = ""
    for i in range(60):
        text += f"Streaming sentence number {i} adds a few more words to the reply. "
        if i % 10 == 9:
            text += "\n\n"
        model.update_content("s", text)
        if i % 15 == 0:
            qtbot.waitUntil(lambda: _at_bottom(view))
    model.update_content("s", text, status="complete")
    index = index_of(model, "s")

    def settled() -> bool:
        rect = view.visualRect(index)
        height = view._delegate.height_for(model.item(index.row()), view.viewport().width(), exact=True)
        return _at_bottom(view) and rect.height() == height and rect.bottom() <= view.viewport().height()

    qtbot.waitUntil(settled)
    assert view.is_at_bottom()


def test_streaming_does_not_yank_a_reader_who_scrolled_up(big_view, model, qtbot):
    view = big_view
    model.append(MessageItem("s", "assistant", "start", "streaming", T0))
    qtbot.waitUntil(lambda: _at_bottom(view))
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() - 3000)
    top = view.indexAt(QPoint(10, 0))
    message_id, offset = model.item(top.row()).id, view.visualRect(top).top()
    old_maximum = bar.maximum()
    model.update_content("s", "start " + "and it goes on and on, line after line.\n\n" * 40)
    qtbot.waitUntil(lambda: bar.maximum() > old_maximum)
    assert not view.is_at_bottom()
    assert view.visualRect(index_of(model, message_id)).top() == offset


def test_remove_and_set_dark_rerender(big_view, model, qtbot):
    view = big_view
    model.remove("a-error")
    qtbot.waitUntil(lambda: _at_bottom(view) and view.visualRect(index_of(model, "a-code")).isValid())
    view.set_dark(True)
    qtbot.waitUntil(lambda: not view._relayout_timer.isActive())
    assert view._delegate.dark is True
    assert not view.grab().isNull()


def test_keyboard_copy_of_current_message(view, model, qtbot):
    model.set_messages(make_messages(3))
    qtbot.waitUntil(lambda: view.layout_ready)
    view.setFocus()
    view.setCurrentIndex(model.index(1, 0))
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == model.item(1).content)


def test_resizing_relayouts_and_stays_at_the_bottom(big_view, model, qtbot):
    view = big_view
    before = view.visualRect(index_of(model, "m9999")).height()
    view.resize(420, 600)
    qtbot.waitUntil(lambda: view._delegate.layout_width == view.viewport().width() and _at_bottom(view))
    qtbot.waitUntil(lambda: view.visualRect(index_of(model, "m9999")).height() > before)
    last = view.visualRect(index_of(model, "a-error"))
    assert last.bottom() <= view.viewport().height() and last.right() <= view.viewport().width()


def test_scroll_to_a_message_while_the_chat_opens(view, model, qtbot):
    """Opening a chat at a search hit: scrollTo() right after set_messages() must land there."""
    model.set_messages(make_messages(10_000))
    target = index_of(model, "m2500")
    view.setCurrentIndex(target)
    view.scrollTo(target, MessageListView.ScrollHint.PositionAtCenter)
    qtbot.waitUntil(lambda: view.layout_ready)
    qtbot.waitUntil(lambda: not view._relayout_timer.isActive() and not view._measure_timer.isActive())
    rect = view.visualRect(target)
    assert view.viewport().rect().contains(rect.center())
    assert not view.is_at_bottom()
    view.scroll_to_bottom()
    assert _at_bottom(view)


# --- keyboard access to the actions ------------------------------------------------------------


@pytest.fixture
def short_view(view, model, qtbot):
    model.set_messages(make_messages(4) + tail_messages())
    view.last_assistant_id = "a-code"
    qtbot.waitUntil(lambda: _at_bottom(view))
    return view


def current_id(view: MessageListView) -> str:
    return view.model().item(view.currentIndex().row()).id


def menu_entries(view: MessageListView) -> list[tuple[str, tuple[str, str]]]:
    return [(a.text(), a.data()) for a in view.context_menu.actions() if not a.isSeparator()]


def open_menu_with_key(qtbot, view: MessageListView, key, modifier=Qt.KeyboardModifier.NoModifier):
    view.context_menu = None
    qtbot.keyClick(view, key, modifier)
    qtbot.waitUntil(lambda: view.context_menu is not None and view.context_menu.isVisible())
    return view.context_menu


@pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen: no keyboard grab, no raise
def test_tabbing_in_starts_at_the_newest_message_and_the_menu_key_offers_its_actions(short_view, model, qtbot):
    view = short_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    assert current_id(view) == "a-error"  # what is on screen, not the oldest message far above
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert current_id(view) == "a-code"

    menu = open_menu_with_key(qtbot, view, Qt.Key.Key_Menu)
    assert menu_entries(view) == [
        ("Copy", ("action", "copy")),
        ("Regenerate", ("action", "regenerate")),
        ("Copy code block 1", ("link", "copy:0")),
        ("Open link: https://example.com/docs", ("link", "https://example.com/docs")),
    ]
    # An assistant's message cannot be edited: the menu offers what the row shows, no more.
    assert set(view.action_rects(view.currentIndex())) == {"copy", "regenerate"}
    assert menu.geometry().intersects(QRect(view.viewport().mapToGlobal(QPoint(0, 0)), view.viewport().size()))

    with qtbot.waitSignal(view.sig_regenerate_requested) as blocker:
        qtbot.keyClick(menu, Qt.Key.Key_Down)   # Copy
        qtbot.keyClick(menu, Qt.Key.Key_Down)   # Regenerate
        qtbot.keyClick(menu, Qt.Key.Key_Return)
    assert blocker.args == ["a-code"]
    qtbot.waitUntil(lambda: not menu.isVisible())


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_context_menu_event_from_the_keyboard_edits_a_users_message(short_view, model, qtbot):
    view = short_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    view.setCurrentIndex(index_of(model, "u-code"))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(5, 5), view.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(view, event)
    assert event.isAccepted() and view.context_menu.isVisible()
    entries = menu_entries(view)
    assert [target for _text, target in entries] == [("action", "copy"), ("action", "edit")]
    edit = next(a for a in view.context_menu.actions() if a.data() == ("action", "edit"))
    with qtbot.waitSignal(view.sig_edit_requested) as blocker:
        edit.trigger()
    assert blocker.args == ["u-code"]
    view.context_menu.close()


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_shift_f10_offers_retry_and_enter_the_code_copy(short_view, model, qtbot):
    view = short_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert current_id(view) == "a-error"
    menu = open_menu_with_key(qtbot, view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert [target for _text, target in menu_entries(view)] == [("action", "copy"), ("link", "retry:")]
    retry = next(a for a in menu.actions() if a.data() == ("link", "retry:"))
    assert retry.text() == "Retry"
    with qtbot.waitSignal(view.sig_retry_requested) as blocker:
        retry.trigger()
    assert blocker.args == ["a-error"]
    menu.close()

    # Enter on a row opens its menu too, and activates nothing by itself.
    qtbot.keyClick(view, Qt.Key.Key_Up)
    activated = []
    view.activated.connect(lambda index: activated.append(index.row()))
    menu = open_menu_with_key(qtbot, view, Qt.Key.Key_Return)
    assert activated == []
    QGuiApplication.clipboard().clear()
    copy_code = next(a for a in menu.actions() if a.data() == ("link", "copy:0"))
    with qtbot.waitSignal(view.sig_copy_code_requested) as blocker:
        copy_code.trigger()
    assert blocker.args == ["a-code", 0]
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == CODE)
    menu.close()


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_right_click_menu_offers_the_privacy_actions_the_core_decided(view, model, qtbot):
    model.set_messages([MessageItem("y", "user", "My neighbour Anna is ill.", "complete", T0,
                                    privacy_label="yellow", privacy_actions=("remember", "ignore"))])
    qtbot.waitUntil(lambda: view.layout_ready)
    view.allows_edit = False   # as in the Memory Map
    pos = view.visualRect(index_of(model, "y")).center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    assert view.context_menu.isVisible() and current_id(view) == "y"
    assert menu_entries(view) == [("Copy", ("action", "copy")), ("Remember", ("action", "remember")),
                                  ("Ignore", ("action", "ignore"))]
    with qtbot.waitSignal(view.sig_remember_requested) as blocker:
        view.context_menu.actions()[1].trigger()
    assert blocker.args == ["y"]
    view.context_menu.close()
