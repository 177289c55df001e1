"""A turn's events touch one sidebar row (#15, the streaming stall): the chat that was answered
moves to the top with its new time, the rest of the list is neither read again nor rebuilt, and a
reader browsing older chats in the sidebar while a reply streams keeps their place."""
from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtWidgets import QApplication
from sqlalchemy import event, update

from app.core.domain import utcnow
from app.core.store.models import ChatRow
from tests.support.openai_server import Reply

pytestmark = pytest.mark.gui


def _chats(core, n: int) -> list:
    """n chats, the first one newest, each a minute older than the one before."""
    chats = [core.chats.create(f"Chat number {i}") for i in range(n)]
    now = utcnow()
    with core.db.session() as s:
        for i, chat in enumerate(chats):
            s.execute(update(ChatRow).where(ChatRow.id == chat.id).values(updated_at=now - timedelta(minutes=i + 1)))
    return chats


def _statements(core) -> list[str]:
    seen: list[str] = []
    event.listen(core.db.engine, "before_cursor_execute",
                 lambda _c, _cur, statement, *_rest: seen.append(" ".join(statement.split())))
    return seen


def test_a_turn_moves_its_chat_to_the_top_and_leaves_the_rest_of_the_sidebar_alone(qtbot, window, openai_server):
    core = window.core
    chats = _chats(core, 60)
    sidebar = window.sidebar
    sidebar.reload()
    answered = chats[30]
    sidebar.select_chat(answered.id)          # opens it, as a click does
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == answered.id)
    bar = sidebar.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())               # the reader looks at the oldest chats meanwhile
    QApplication.processEvents()
    where = bar.value()
    resets = []
    sidebar.model.modelReset.connect(lambda: resets.append(1))
    statements = _statements(core)

    openai_server.queue_reply(Reply(content="A short answer, streamed word by word.", chunk_delay=0.01))
    window.panel.send("Tell me something")
    qtbot.waitUntil(lambda: not window.panel.busy_tasks() and not core.chat.is_busy(answered.id), timeout=10_000)
    QApplication.processEvents()

    assert sidebar.model.chats[0].id == answered.id            # answered just now: on top
    assert sidebar.model.chats[0].updated_at > chats[0].updated_at
    assert [c.id for c in sidebar.model.chats[1:]] == [c.id for c in chats if c.id != answered.id]
    assert sidebar.current_chat_id() == answered.id           # still the open chat
    assert bar.value() == where                               # the reader's place in the list is kept
    assert resets == []
    # The turn read neither the whole chat list nor the brains of all chats.
    listed = [s for s in statements if "FROM chats WHERE chats.deleted_at IS NULL ORDER BY" in s]
    assert listed == []


def test_a_renamed_chat_is_shown_by_its_new_title_in_its_place(qtbot, window):
    core = window.core
    chats = _chats(core, 5)
    window.sidebar.reload()
    core.chats.rename(chats[2].id, "Trip to Gdańsk")
    core.chat.chat_changed.emit(core.chats.get(chats[2].id))   # as the memory map's rename does
    qtbot.waitUntil(lambda: window.sidebar.model.chats[2].title == "Trip to Gdańsk")
    index = window.sidebar.model.index(2)
    assert index.data() == "Trip to Gdańsk"
    assert [c.id for c in window.sidebar.model.chats] == [c.id for c in chats]
