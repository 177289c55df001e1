"""The transcript's design (#16): a centred column of comfortable width, the assistant's replies as
plain text under a name, a streaming indicator that runs only while a reply streams, and the
"edited" mark of a resent message."""
from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.support.openai_server import Reply

from app.ui.chat.transcript.delegate import MAX_MEASURE
from app.ui.chat.transcript.model import MessageItem, MessageListModel, accessible_text
from app.ui.chat.transcript.view import MessageListView

LONG = "A sentence long enough to fill a wide line of the transcript and then some more words. " * 12


def make_view(qtbot, width: int, items) -> tuple[MessageListView, MessageListModel]:
    model = MessageListModel()
    view = MessageListView()
    view.setModel(model)
    view.resize(width, 700)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    model.set_messages(items)
    qtbot.waitUntil(lambda: view.layout_ready)
    return view, model


def item(message_id: str, role: str, content: str, status: str = "complete", **extra) -> MessageItem:
    return MessageItem(id=message_id, role=role, content=content, status=status,
                       created_at=datetime.now(UTC), **extra)


def test_on_a_wide_window_the_text_keeps_to_a_centred_column_of_comfortable_width(qtbot):
    view, model = make_view(qtbot, 1600, [item("u", "user", LONG), item("a", "assistant", LONG)])
    centre = view.viewport().width() / 2
    for row in range(2):
        geo = view._geometry(model.index(row, 0))
        # Long messages fill the column, never more: a reader's eye need not travel 1,500 px.
        assert geo.text.width() <= MAX_MEASURE, (row, geo.text)
        assert geo.bubble.width() <= MAX_MEASURE
        assert abs(geo.column.center().x() - centre) <= 1, (row, geo.column, centre)
        assert geo.column.left() <= geo.bubble.left() and geo.bubble.right() <= geo.column.right()
    user, assistant = (view._geometry(model.index(r, 0)) for r in range(2))
    # The user's message sits at the column's right, the reply starts at its left: the two read
    # as a conversation in the middle of the window, not at its far edges.
    assert user.bubble.right() == user.column.right() and assistant.bubble.left() == assistant.column.left()
    assert assistant.bubble.left() > 300


def test_on_a_narrow_window_the_column_is_the_window(qtbot):
    view, model = make_view(qtbot, 520, [item("a", "assistant", LONG)])
    geo = view._geometry(model.index(0, 0))
    assert geo.column.left() < 40 and geo.column.right() > view.viewport().width() - 40


def test_the_assistants_reply_is_plain_text_under_its_name_and_the_users_is_a_bubble(qtbot):
    view, model = make_view(qtbot, 900, [item("u", "user", "Hello there"), item("a", "assistant", "Hi, how can I help?")])
    image = view.viewport().grab().toImage()
    base = view.palette().color(view.palette().ColorRole.Base)
    user, assistant = (view._geometry(model.index(r, 0)) for r in range(2))

    def fill_at(geo) -> QColor:  # just inside the bubble's corner, clear of the text
        return image.pixelColor(geo.bubble.left() + 4, geo.bubble.top() + geo.bubble.height() // 2)

    assert fill_at(user) != base               # the user's message is a tinted bubble
    assert fill_at(assistant) == base          # the reply sits on the surface itself
    assert assistant.label is not None and user.label is None
    assert assistant.label.bottom() < assistant.text.top()


def test_the_streaming_indicator_runs_while_a_reply_streams_and_stops_with_it(qtbot):
    view, model = make_view(qtbot, 800, [item("u", "user", "Tell me a story")])
    assert not view.pulsing   # nothing streams: no timer at all
    model.append(item("a", "assistant", "Once upon", status="streaming"))
    qtbot.waitUntil(lambda: view.pulsing)
    geo = view._geometry(model.index(1, 0))
    rendered, _h = view._delegate.rendered(model.item(1), view._delegate.layout_width)
    dot = view._delegate.pulse_rect(geo, rendered)
    assert geo.text.left() < dot.left() and dot.right() < view.viewport().width()

    def dot_painted() -> bool:
        image = view.viewport().grab(dot).toImage()
        base = view.palette().color(view.palette().ColorRole.Base)
        return any(image.pixelColor(x, y) != base for x in range(image.width()) for y in range(image.height()))

    qtbot.waitUntil(dot_painted)
    model.update_content("a", "Once upon a time.", status="complete")
    qtbot.waitUntil(lambda: not view.pulsing)


def test_a_reply_streaming_from_the_server_pulses_and_the_pulse_stops_when_it_ends(qtbot, window, openai_server):
    # About five seconds of streaming: the dot pulses all the while, and stops with the reply.
    openai_server.queue_reply(Reply(content="one two three four five six seven eight", chunk_delay=0.3))
    edit = window.panel.composer.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "count")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    model = window.panel.model
    qtbot.waitUntil(lambda: model.rowCount() == 2 and model.item(1).status == "streaming", timeout=30_000)
    qtbot.waitUntil(lambda: window.panel.view.pulsing)
    qtbot.waitUntil(lambda: model.item(1).status == "complete", timeout=30_000)
    qtbot.waitUntil(lambda: not window.panel.view.pulsing)


def test_an_edited_and_resent_message_is_marked_edited_and_stays_marked(qtbot, window, openai_server):
    panel = window.panel
    edit = panel.composer.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "first question")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.busy_tasks() and panel.model.rowCount() == 2, timeout=10_000)
    first = panel.model.item(0)
    assert not first.edited and "edited" not in panel.view._delegate.time_label(first)

    panel.view.sig_edit_requested.emit(first.id)
    panel.composer.edit.selectAll()
    qtbot.keyClicks(panel.composer.edit, "better question")
    qtbot.keyClick(panel.composer.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.busy_tasks() and panel.model.rowCount() == 2
                    and panel.model.item(1).content == "Echo: better question", timeout=10_000)
    edited = panel.model.item(0)
    assert edited.edited and edited.content == "better question"
    assert panel.view._delegate.time_label(edited).endswith("edited")
    assert "(edited)" in accessible_text(edited)
    # The reply is not marked: only what the user rewrote.
    assert "edited" not in panel.view._delegate.time_label(panel.model.item(1))

    # Stored, not just shown: reopening the chat (as after a restart) still marks it.
    chat_id = panel.chat.id
    assert window.core.messages.get(edited.id).edited_at is not None
    panel.open_chat(chat_id)
    qtbot.waitUntil(lambda: panel.view.layout_ready and panel.model.rowCount() == 2)
    assert panel.model.item(0).edited
