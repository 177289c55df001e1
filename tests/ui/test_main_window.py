"""Click and type through the real main window, against the real test server."""
from PySide6.QtCore import Qt

from app.core.domain import MessageStatus, Role
from tests.support.openai_server import Reply


def type_and_send(qtbot, window, text):
    edit = window.panel.composer.edit
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def assistant_items(window):
    return [window.panel.model.item(r) for r in range(window.panel.model.rowCount())
            if window.panel.model.item(r).role == "assistant"]


def wait_idle(qtbot, window):
    qtbot.waitUntil(lambda: not window.panel.composer.is_busy() and not window.panel.busy_tasks(), timeout=10_000)


def test_typing_a_message_streams_a_reply_and_adds_the_chat_to_the_sidebar(qtbot, window, openai_server):
    openai_server.queue_reply(Reply(content="Hello **Ada**, how can I help?"))
    type_and_send(qtbot, window, "Hi, I am Ada")
    wait_idle(qtbot, window)
    [reply] = assistant_items(window)
    assert reply.content == "Hello **Ada**, how can I help?" and reply.status == "complete"
    assert window.panel.composer.text() == ""
    assert [c.title for c in window.sidebar.model.chats] == ["Hi, I am Ada"]
    assert window.sidebar.current_chat_id() == window.panel.chat.id
    assert window.panel.title.text() == "Hi, I am Ada"


def test_shift_enter_makes_a_new_line_instead_of_sending(qtbot, window, openai_server):
    edit = window.panel.composer.edit
    qtbot.keyClicks(edit, "line one")
    qtbot.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(edit, "line two")
    assert window.panel.composer.text() == "line one\nline two"
    assert openai_server.chat_requests() == []


def test_escape_stops_a_streaming_reply_and_keeps_it(qtbot, window, openai_server):
    openai_server.queue_reply(Reply(content="a reply that goes on and on", never_end=True))
    type_and_send(qtbot, window, "talk to me")
    qtbot.waitUntil(lambda: any(i.content.endswith("on and on") for i in assistant_items(window)), timeout=5000)
    assert window.panel.composer.is_busy()
    qtbot.keyClick(window.panel.composer.edit, Qt.Key.Key_Escape)
    wait_idle(qtbot, window)
    [reply] = assistant_items(window)
    assert reply.status == "partial" and reply.content == "a reply that goes on and on"
    stored = window.core.messages.get(reply.id)
    assert stored.status is MessageStatus.PARTIAL


def test_provider_error_shows_in_the_chat_and_retry_recovers(qtbot, window, openai_server):
    openai_server.fail_next(500, path="/v1/chat/completions")
    type_and_send(qtbot, window, "please work")
    wait_idle(qtbot, window)
    [failed] = assistant_items(window)
    assert failed.status == "error" and "server error" in failed.error
    window.panel.view.sig_retry_requested.emit(failed.id)
    wait_idle(qtbot, window)
    [reply] = assistant_items(window)
    assert reply.status == "complete" and reply.content == "Echo: please work"


def test_regenerate_and_edit_and_resend(qtbot, window, openai_server):
    type_and_send(qtbot, window, "first question")
    wait_idle(qtbot, window)
    openai_server.queue_reply(Reply(content="second take"))
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    wait_idle(qtbot, window)
    assert [i.content for i in assistant_items(window)] == ["second take"]

    user_id = window.panel.model.item(0).id
    window.panel.view.sig_edit_requested.emit(user_id)
    assert window.panel.composer.text() == "first question"
    window.panel.composer.edit.selectAll()
    qtbot.keyClicks(window.panel.composer.edit, "better question")
    qtbot.keyClick(window.panel.composer.edit, Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    contents = [window.panel.model.item(r).content for r in range(window.panel.model.rowCount())]
    assert contents == ["better question", "Echo: better question"]


def test_sidebar_search_finds_message_text_and_opens_the_chat(qtbot, window):
    core = window.core
    a = core.chats.create("Holiday plans")
    core.messages.add(a.id, Role.USER, "We should visit the aquarium in Gdynia")
    b = core.chats.create("Work")
    core.messages.add(b.id, Role.USER, "Quarterly report is due")
    window.sidebar.reload()
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.sidebar.search.hasFocus()
    qtbot.keyClicks(window.sidebar.search, "aquar")
    qtbot.waitUntil(lambda: window.sidebar.results_model.rowCount() == 1)
    hit = window.sidebar.results_model.hits[0]
    assert hit.chat_id == a.id and "\x02aquarium\x03" in hit.snippet
    qtbot.keyClick(window.sidebar.search, Qt.Key.Key_Return)
    assert window.panel.chat.id == a.id
    window.sidebar.search.clear()
    qtbot.waitUntil(lambda: window.sidebar.stack.currentWidget() is window.sidebar.list)


def test_rename_pin_and_delete_with_undo(qtbot, window):
    core = window.core
    older = core.chats.create("Older")
    newer = core.chats.create("Newer")
    core.chats.touch(newer.id)
    window.sidebar.reload()
    assert [c.title for c in window.sidebar.model.chats] == ["Newer", "Older"]

    window.sidebar.toggle_pin(older.id)
    assert [c.title for c in window.sidebar.model.chats] == ["Older", "Newer"]

    index = window.sidebar.model.index(window.sidebar.model.row_of(newer.id))
    window.sidebar.list.setCurrentIndex(index)
    window.sidebar.list.edit(index)
    editor = window.sidebar.list.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "Renamed chat")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: core.chats.get(newer.id).title == "Renamed chat")

    window.sidebar.delete_chat(newer.id)
    assert [c.title for c in window.sidebar.model.chats] == ["Older"]
    assert window.sidebar.undo_bar.isVisible()
    qtbot.mouseClick(window.sidebar.undo_bar.button, Qt.MouseButton.LeftButton)
    assert sorted(c.title for c in window.sidebar.model.chats) == ["Older", "Renamed chat"]
    assert core.jobs.pending("purge_chat") == 0


def test_temporary_chat_is_not_listed_or_stored(qtbot, window, openai_server):
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.panel.chat.temporary and window.panel.temp_badge.isVisible()
    type_and_send(qtbot, window, "off the record")
    wait_idle(qtbot, window)
    assert assistant_items(window)[0].content == "Echo: off the record"
    assert window.sidebar.model.chats == [] and window.core.chats.list_visible() == []
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.chat is None and window.panel.model.rowCount() == 0


def test_per_chat_model_choice_is_used_for_the_next_request(qtbot, window, openai_server):
    type_and_send(qtbot, window, "one")
    wait_idle(qtbot, window)
    box = window.panel.model_box
    box.setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "test-memory")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert window.core.chats.get(window.panel.chat.id).model == "test-memory"
    type_and_send(qtbot, window, "two")
    wait_idle(qtbot, window)
    assert openai_server.chat_requests()[-1].body["model"] == "test-memory"


def test_opening_a_ten_thousand_message_chat(qtbot, window):
    core = window.core
    chat = core.chats.create("Long")
    from app.core.domain import utcnow
    from app.core.store.models import MessageRow
    now = utcnow()
    with core.db.session() as s:
        s.add_all([MessageRow(id=f"m{i}", chat_id=chat.id, seq=i + 1, role="user" if i % 2 == 0 else "assistant",
                              content=f"message number {i}", created_at=now, status="complete") for i in range(10_000)])
    window.sidebar.reload()
    window.panel.open_chat(chat.id)
    model, view = window.panel.model, window.panel.view
    qtbot.waitUntil(lambda: view.is_at_bottom())
    assert model.item(model.rowCount() - 1).content == "message number 9999"
    assert model.rowCount() < 10_000  # only the newest page is loaded on open
    view.grab()

    # Scrolling up pages older messages in, keeping the message the reader was looking at in place.
    while model.item(0).content != "message number 0":
        top = model.item(0).id
        view.verticalScrollBar().setValue(0)
        qtbot.waitUntil(lambda top=top: model.item(0).id != top)
        qtbot.waitUntil(lambda: view.indexAt(view.viewport().rect().topLeft()).isValid())
        assert view.indexAt(view.viewport().rect().topLeft()).row() > 0
    assert model.rowCount() == 10_000
    assert [model.item(r).content for r in (0, 1, 9999)] == ["message number 0", "message number 1",
                                                             "message number 9999"]


def test_search_hit_far_back_in_a_long_chat_opens_there(qtbot, window):
    core = window.core
    chat = core.chats.create("Long")
    for i in range(600):
        core.messages.add(chat.id, Role.USER, "the lighthouse keeper" if i == 3 else f"filler {i}")
    window.sidebar.reload()
    qtbot.keyClicks(window.sidebar.search, "lighthouse")
    qtbot.waitUntil(lambda: window.sidebar.results_model.rowCount() == 1)
    qtbot.keyClick(window.sidebar.search, Qt.Key.Key_Return)
    row = window.panel.model.row_of(window.sidebar.results_model.hits[0].message_id)
    assert row >= 0 and window.panel.model.item(row).content == "the lighthouse keeper"
    qtbot.waitUntil(lambda: window.panel.view.visualRect(window.panel.model.index(row)).intersects(
        window.panel.view.viewport().rect()))


def test_system_prompt_dialog_sets_the_chat_prompt(qtbot, window, openai_server):
    type_and_send(qtbot, window, "hello")
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.panel.prompt_button, Qt.MouseButton.LeftButton)
    dialog = window.panel.prompt_dialog
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.edit, "Answer in French.")
    dialog.accept()
    assert window.core.chats.get(window.panel.chat.id).system_prompt == "Answer in French."
    type_and_send(qtbot, window, "again")
    wait_idle(qtbot, window)
    assert openai_server.chat_requests()[-1].messages[0] == {"role": "system", "content": "Answer in French."}


def test_settings_open_with_ctrl_comma_and_onboarding_without_a_provider(qtbot, qloop, core):
    from app.ui.main_window import MainWindow

    win = MainWindow(core)  # no provider configured: onboarding opens by itself
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.onboarding_dialog is not None and win.onboarding_dialog.isVisible())
    win.onboarding_dialog.reject()
    assert win.settings_action.shortcut().toString() == "Ctrl+,"
    win.settings_action.trigger()
    qtbot.waitUntil(lambda: win._settings_dialog is not None and win._settings_dialog.isVisible())
    win._settings_dialog.reject()
    qtbot.waitUntil(lambda: win._settings_dialog is None)


def test_pasting_a_megabyte_into_the_composer_sends_it(qtbot, window, openai_server):
    from PySide6.QtGui import QGuiApplication

    big = "0123456789abcdef" * 65_536  # 1 MiB
    QGuiApplication.clipboard().setText(big)
    window.panel.composer.edit.setFocus()
    window.panel.composer.edit.paste()
    assert len(window.panel.composer.text()) == len(big)
    openai_server.queue_reply(Reply(content="received"))
    qtbot.keyClick(window.panel.composer.edit, Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert window.core.messages.list(window.panel.chat.id)[0].content == big
    assert assistant_items(window)[0].content == "received"


def test_dark_theme_choice_recolours_the_window_and_transcript(qtbot, window):
    from app.ui.common.theme import apply_theme, is_dark

    type_and_send(qtbot, window, "hello")
    wait_idle(qtbot, window)
    try:
        window.core.settings.set("ui.theme", "dark")
        window._settings_changed()
        qtbot.waitUntil(lambda: window.panel.view._delegate.dark)
        assert is_dark(window.palette())
        assert window.grab().toImage().pixelColor(600, 400).lightness() < 128
    finally:
        # The setting too: the window follows it, and a change still queued would bring dark back
        # after this test (into the next one).
        window.core.settings.set("ui.theme", "system")
        apply_theme("system")
    qtbot.waitUntil(lambda: not window.panel.view._delegate.dark)
    assert not is_dark(window.palette())


def test_a_theme_set_on_the_core_without_the_dialog_recolours_the_window(qtbot, window):
    """An import (or any core service) writes settings in a worker thread, with no Settings dialog
    open: the window follows the core's settings change event itself."""
    import threading

    from app.ui.common.theme import apply_theme, is_dark

    assert window._settings_dialog is None and not is_dark(window.palette())
    try:
        writer = threading.Thread(target=window.core.settings.set, args=("ui.theme", "dark"))
        writer.start()
        writer.join()
        qtbot.waitUntil(lambda: window.panel.view._delegate.dark)
        assert is_dark(window.palette())
    finally:
        window.core.settings.set("ui.theme", "system")
        apply_theme("system")
    qtbot.waitUntil(lambda: not window.panel.view._delegate.dark)


def test_start_up_frame_is_filled_in_place_with_the_chats(qtbot, qloop, connected_core):
    from app.ui.main_window import MainWindow

    connected_core.chats.create("Trip to Bergen")
    frame = MainWindow(onboarding=False)
    qtbot.addWidget(frame)
    frame.show()
    qtbot.waitUntil(lambda: frame.painted)
    menus = [a.text() for a in frame.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&Chat", "&Memory"]
    assert not any(a.isEnabled() for a in frame.menuBar().actions())   # nothing to act on yet
    splitter_sizes = frame.centralWidget().sizes()
    with qtbot.waitSignal(frame.sig_first_paint, timeout=5000):       # deferred work waits for content
        frame.attach(connected_core)
    assert [c.title for c in frame.sidebar.model.chats] == ["Trip to Bergen"]
    assert [a.text() for a in frame.menuBar().actions()] == menus
    assert all(a.isEnabled() for a in frame.menuBar().actions())
    assert frame.centralWidget().sizes() == splitter_sizes              # nothing moved
    frame.close()
