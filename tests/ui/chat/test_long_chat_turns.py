"""A new turn in a long chat the reader paged back through (#15, the streaming stall): the
transcript lets go of the pages read back, without asking the database on the window's thread,
and paging back afterwards brings every message again, in order, none twice."""
from __future__ import annotations

import threading

import pytest
from sqlalchemy import event

from app.core.domain import utcnow
from app.core.store.models import MessageRow
from tests.support.openai_server import Reply

from app.ui.chat.panel import PAGE

pytestmark = pytest.mark.gui

N = 1_000


def test_a_turn_after_paging_back_keeps_the_newest_page_and_paging_back_still_finds_everything(
        qtbot, window, openai_server):
    core = window.core
    chat = core.chats.create("Long")
    now = utcnow()
    with core.db.session() as s:
        s.add_all([MessageRow(id=f"m{i}", chat_id=chat.id, seq=i + 1, role="user" if i % 2 == 0 else "assistant",
                              content=f"message number {i}", created_at=now, status="complete") for i in range(N)])
    window.sidebar.reload()
    window.panel.open_chat(chat.id)
    model, view = window.panel.model, window.panel.view
    qtbot.waitUntil(view.is_at_bottom)

    def page_back_to_the_start():
        while model.item(0).content != "message number 0":
            top = model.item(0).id
            view.verticalScrollBar().setValue(0)
            qtbot.waitUntil(lambda top=top: model.item(0).id != top)
            qtbot.waitUntil(lambda: view.indexAt(view.viewport().rect().topLeft()).isValid())

    page_back_to_the_start()
    assert model.rowCount() == N
    on_loop: list[str] = []
    loop_thread = threading.get_ident()
    event.listen(core.db.engine, "before_cursor_execute",
                 lambda _c, _cur, statement, *_rest: on_loop.append(statement)
                 if threading.get_ident() == loop_thread else None)
    openai_server.queue_reply(Reply(content="Noted."))
    window.panel.send("One more question")
    assert on_loop == []       # letting go of the old pages read nothing from the database
    assert model.rowCount() == PAGE   # the newest page; the question is on its way to the store
    assert model.item(0).content == f"message number {N - PAGE}"
    qtbot.waitUntil(lambda: not window.panel.busy_tasks() and not window.panel.composer.is_busy(), timeout=10_000)
    assert model.rowCount() == PAGE + 2

    page_back_to_the_start()
    shown = [model.item(r).content for r in range(model.rowCount())]
    assert shown == [f"message number {i}" for i in range(N)] + ["One more question", "Noted."]
