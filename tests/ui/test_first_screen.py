"""Start-up's first screen (#15): the window shows the user's chats and takes typing before the
core is loaded; what the user does meanwhile happens once it is, and nothing moves when it
arrives. Real widgets offscreen, a real encrypted data folder, the real test server.

The first reply of a process waits for its first-use imports (the privacy detector for the title:
seconds on a loaded machine), hence the long timeouts on the replies."""
from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.core.domain import Role, utcnow
from app.core.store.early_read import read_first_screen
from tests.support.openai_server import Reply

from app.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def _chats(core) -> list[str]:
    now = utcnow()
    ids = []
    for n, title in enumerate(["Budget for May", "<b>Not bold</b> &amp; plain", "Trip to Kraków"]):
        chat = core.chats.create(title, created_at=now - dt.timedelta(hours=5 - n))
        core.messages.add(chat.id, Role.USER, f"about {title}")
        ids.append(chat.id)
    core.chats.set_pinned(ids[0], True)
    return ids


@pytest.fixture
def early_window(qtbot, qloop, connected_core, data_dir):
    """The window as start-up shows it at "ready": the first screen read from the folder, no core."""
    _chats(connected_core)
    screen = read_first_screen(data_dir)
    assert screen is not None
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1000, 640)
    win.show()
    win.show_first_screen(screen)
    qtbot.waitUntil(lambda: win.ready, timeout=5000)
    yield win
    connected_core.chat.stop_all()


def _send_early(qtbot, window, openai_server, text: str, reply: str):
    """The user types `text` and presses Enter before the core is loaded; the server will answer `reply`."""
    openai_server.queue_reply(Reply(content=reply))
    edit = window.panel.composer.edit
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    return edit


def _row_rect(window, chat_id):
    return window.sidebar.list.visualRect(window.sidebar.model.index(window.sidebar.model.row_of(chat_id)))


def test_ready_shows_the_chats_in_order_as_plain_text_and_nothing_moves_when_the_core_arrives(
        qtbot, early_window, connected_core):
    window = early_window
    assert window.core is None
    titles = [window.sidebar.model.data(window.sidebar.model.index(r)) for r in range(window.sidebar.model.rowCount())]
    assert titles == [c.title for c in connected_core.chats.list_visible()]
    assert titles[0] == "Budget for May"                                  # pinned first
    assert titles[1] == "Trip to Kraków"                                  # then the newest
    assert window.sidebar.stack.currentWidget() is window.sidebar.list
    assert window.panel.composer.edit.hasFocus() or not window.isActiveWindow()
    window.panel.composer.edit.clearFocus()   # a text cursor, drawn or not, is not a move
    before = window.centralWidget().grab().toImage()
    window.attach(connected_core)
    window.panel.composer.edit.clearFocus()
    after = window.centralWidget().grab().toImage()
    assert after == before   # the same pixels: the real sidebar and chat panel took the places of the first screen's


def test_typing_and_sending_before_the_core_is_loaded_sends_once_it_is(qtbot, early_window, connected_core,
                                                                        openai_server):
    window = early_window
    edit = _send_early(qtbot, window, openai_server, "Hi before the core", "Hello from the server.")
    assert window.panel.composer.is_busy()           # the button says Stop: the message is on its way
    assert openai_server.chat_requests() == []
    qtbot.keyClicks(edit, "next one")                # the window still takes typing
    chats_before = len(connected_core.chats.list_visible())
    window.attach(connected_core)
    qtbot.waitUntil(lambda: window.panel.chat is not None and any(
        window.panel.model.item(r).content == "Hello from the server." for r in range(window.panel.model.rowCount())),
        timeout=30_000)
    sent = connected_core.chat.list_messages(window.panel.chat.id)
    assert [(m.role, m.content) for m in sent] == [(Role.USER, "Hi before the core"),
                                                   (Role.ASSISTANT, "Hello from the server.")]
    assert len(connected_core.chats.list_visible()) == chats_before + 1
    assert window.sidebar.current_chat_id() == window.panel.chat.id
    assert window.panel.composer.text() == "next one"   # what was typed after sending is still there
    qtbot.waitUntil(lambda: not window.panel.composer.is_busy(), timeout=30_000)


def test_a_chat_clicked_before_the_core_is_loaded_opens_once_it_is(qtbot, early_window, connected_core):
    window = early_window
    target = next(c for c in connected_core.chats.list_visible() if c.title == "Trip to Kraków")
    qtbot.mouseClick(window.sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=_row_rect(window, target.id).center())
    assert window.sidebar.current_chat_id() == target.id   # selected at once
    window.sidebar.search.setFocus()
    qtbot.keyClicks(window.sidebar.search, "Kra")           # typing in the search meanwhile
    window.attach(connected_core)
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == target.id, timeout=5000)
    assert window.panel.title.text() == "Trip to Kraków"
    assert [window.panel.model.item(r).content for r in range(window.panel.model.rowCount())] == [
        "about Trip to Kraków"]
    # The search runs once the core is there, and the typing stays where the user was.
    qtbot.waitUntil(lambda: window.sidebar.stack.currentWidget() is window.sidebar.results, timeout=5000)
    assert window.sidebar.search.text() == "Kra"
    assert QApplication.focusWidget() is window.sidebar.search or not window.isActiveWindow()


def test_pin_and_delete_before_the_core_is_loaded_happen_once_it_is(qtbot, early_window, connected_core):
    window = early_window
    chats = connected_core.chats.list_visible()
    trip = next(c for c in chats if c.title == "Trip to Kraków")
    window.sidebar.toggle_pin(trip.id)
    window.sidebar.delete_chat(chats[-1].id)
    assert [c.id for c in connected_core.chats.list_visible()] == [c.id for c in chats]   # waits for the core
    window.attach(connected_core)
    visible = connected_core.chats.list_visible()
    assert chats[-1].id not in {c.id for c in visible}
    assert next(c for c in visible if c.id == trip.id).pinned
    assert [c.id for c in window.sidebar.model.chats] == [c.id for c in visible]


def test_menu_shortcuts_before_the_core_is_loaded_run_once_it_is(qtbot, early_window, connected_core):
    window = early_window
    window.settings_action.trigger()
    assert window.core is None
    window.attach(connected_core)
    qtbot.waitUntil(lambda: window._settings_dialog is not None and window._settings_dialog.isVisible(), timeout=5000)
    window._settings_dialog.done(0)


def test_closing_right_after_sending_before_the_core_is_loaded_keeps_the_message(qtbot, early_window, connected_core,
                                                                               openai_server):
    # The composer said the message was going out; quitting in that moment must not lose it.
    window = early_window
    _send_early(qtbot, window, openai_server, "Remember to buy oat milk", "A reply nobody waits for.")
    closed = []
    window.sig_closed.connect(lambda: closed.append(True))
    window.close()
    assert window.isVisible() and not closed          # it waits for the core instead of dropping the message
    assert "Saving your message" in window.statusBar().currentMessage()
    chats_before = {c.id for c in connected_core.chats.list_visible()}
    window.attach(connected_core)
    qtbot.waitUntil(lambda: bool(closed), timeout=30_000)
    assert not window.isVisible()
    new = [c for c in connected_core.chats.list_visible() if c.id not in chats_before]
    assert len(new) == 1
    stored = connected_core.chat.list_messages(new[0].id)
    assert [(m.role, m.content) for m in stored][:1] == [(Role.USER, "Remember to buy oat milk")]
