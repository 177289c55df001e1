"""A reply cut off by the server or by the length limit, as the window shows it, and the reply length
limit in Settings → Providers (issue #13 items 8 and 10), against the real test server."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.domain import MessageStatus
from tests.support.openai_server import Reply

from app.ui.settings.dialog import SettingsDialog

pytestmark = pytest.mark.gui


def send(qtbot, window, text):
    edit = window.panel.composer.edit
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.panel.composer.is_busy() and not window.panel.busy_tasks(), timeout=10_000)


def assistant_items(window):
    model = window.panel.model
    return [model.item(r) for r in range(model.rowCount()) if model.item(r).role == "assistant"]


def shown_text(window, item) -> str:
    rendered, _h = window.panel.view.itemDelegate().rendered(item, window.panel.view.viewport().width())
    return rendered.doc.toPlainText()


def test_a_reply_whose_stream_just_ends_shows_why_with_retry(qtbot, window, openai_server):
    openai_server.queue_reply(Reply(content="The beginning of an answer", omit_finish=True))
    send(qtbot, window, "tell me a story")
    [reply] = assistant_items(window)
    assert reply.status == "partial" and reply.content == "The beginning of an answer"
    shown = shown_text(window, reply)
    assert "The beginning of an answer" in shown
    assert "ended before it was complete" in shown and "Retry" in shown
    assert ("link", "retry:") in window.panel.view.menu_targets(reply.id)
    spoken = window.panel.model.data(window.panel.model.index(1), Qt.ItemDataRole.AccessibleTextRole)
    assert "reply interrupted: The reply from" in spoken

    window.panel.view.sig_retry_requested.emit(reply.id)
    qtbot.waitUntil(lambda: not window.panel.composer.is_busy() and not window.panel.busy_tasks(), timeout=10_000)
    [again] = assistant_items(window)
    assert again.status == "complete" and again.content == "Echo: tell me a story"


def test_a_reply_stopped_by_the_user_is_only_marked_interrupted(qtbot, window, openai_server):
    openai_server.queue_reply(Reply(content="on and on", never_end=True))
    edit = window.panel.composer.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "go")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(i.content.endswith("on and on") for i in assistant_items(window)), timeout=5000)
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.panel.composer.is_busy() and not window.panel.busy_tasks(), timeout=10_000)
    [reply] = assistant_items(window)
    shown = shown_text(window, reply)
    assert reply.status == "partial" and "Reply interrupted" in shown and "Retry" not in shown


def test_a_reply_cut_at_the_length_limit_says_so(qtbot, window, openai_server):
    core = window.core
    active = core.providers.active()
    core.providers.save(type(active)(**{**active.__dict__, "max_reply_tokens": 30}))
    openai_server.queue_reply(Reply(content="blah", endless=True))
    send(qtbot, window, "never stop")
    [reply] = assistant_items(window)
    assert reply.content.split() == ["blah"] * 30
    assert "cut off at the length limit (30 tokens)" in shown_text(window, reply)
    assert core.messages.get(reply.id).status is MessageStatus.PARTIAL


def test_the_reply_limit_is_set_in_settings_and_sent(qtbot, qloop, connected_core, openai_server):
    dialog = SettingsDialog(connected_core)
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.providers_page
    assert page.max_reply.value() == 4096
    page.max_reply.setValue(2000)
    with qtbot.waitSignal(dialog.sig_provider_saved):
        qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    assert connected_core.providers.active().max_reply_tokens == 2000
    dialog.close()

    again = SettingsDialog(connected_core)
    qtbot.addWidget(again)
    assert again.providers_page.max_reply.value() == 2000
    again.close()
