"""Leaving a chat in the window is when its conversation summary is written."""
from __future__ import annotations

from app.core.memory.history.service import SUMMARY
from tests.support.history import dated_chat
from tests.support.openai_server import Reply


def test_opening_another_chat_summarises_the_one_left(qtbot, window, run_async, openai_server):
    core = window.core
    alps, _ = dated_chat(core, "Alps", [("user", "We hike the Haute Route in July.")], days_ago=0.01)
    other = core.chat.new_chat()
    window.panel.open_chat(alps.id)
    assert core.jobs.pending(SUMMARY) == 0
    openai_server.queue_reply(Reply(content="The user plans to hike the Haute Route in July."), model="test-memory")

    window.panel.open_chat(other.id)

    assert core.jobs.pending(SUMMARY) == 1
    run_async(core.runner.run_until_idle(), timeout=20_000)
    summary = core.history.summaries.get(alps.id)
    assert summary is not None and "Haute Route" in summary.summary
    assert "We hike the Haute Route in July." in openai_server.chat_requests("test-memory")[-1].messages[-1]["content"]
