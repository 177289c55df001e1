"""Memory Map states that tell the truth (#16): a notice belongs to the dialogue it is about; the
empty map says how to start; a fact's source messages are marked. Real core, test server, offscreen."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.memory.facts.model import Cause
from tests.ui.memory.test_memory_map import analysed_chat, click_action, drain, mcore, open_row, show_map

pytestmark = pytest.mark.gui
__all__ = ["mcore"]   # the fixture, shared with test_memory_map.py


def test_a_notice_stays_with_its_dialogue_and_leaves_when_another_is_shown(qtbot, window, mcore, run_async):
    core = mcore
    first, (tea, _reply) = analysed_chat(core, run_async, "Tea", [("user", "I drink green tea every morning"),
                                                                  ("assistant", "Green tea is a fine habit")])
    other, _msgs = analysed_chat(core, run_async, "Boats", [("user", "I sail a small boat on weekends")])
    core.settings.set("memory_map.undo_s", 3600)
    page = show_map(qtbot, window)
    open_row(qtbot, page, first.id)
    click_action(qtbot, page.dialogue.view, tea.id, "forget")
    qtbot.waitUntil(lambda: page.notice.isVisible())
    assert "No saved fact came only from it." in page.notice.label.text()

    page.show_list()                                          # back to the list: not about the list
    assert not page.notice.isVisible()
    open_row(qtbot, page, other.id)                           # another dialogue: not about it either
    assert not page.notice.isVisible()
    open_row(qtbot, page, first.id) if page.model.row_of(first.id) >= 0 else page.open_dialogue(first.id)
    qtbot.waitUntil(lambda: page.dialogue.chat_id == first.id)
    assert page.notice.isVisible() and page.notice.undo_button.isVisible()   # its dialogue: Undo still there
    qtbot.mouseClick(page.notice.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: core.messages.get(tea.id).remembered)


def test_the_result_of_an_exclusion_is_shown_only_on_its_dialogue(qtbot, window, mcore, run_async):
    core = mcore
    first, (oslo, _reply) = analysed_chat(core, run_async, "About me", [("user", "I live in Oslo near the quayside"),
                                                                        ("assistant", "Oslo is lovely")])
    other, _msgs = analysed_chat(core, run_async, "Boats", [("user", "I sail a small boat on weekends")])
    core.facts.store.commit(["Lives in Oslo"], cause=Cause.PASS, message_ids=[oslo.id],
                            line_sources={"Lives in Oslo": [oslo.id]})
    page = show_map(qtbot, window)
    open_row(qtbot, page, first.id)
    click_action(qtbot, page.dialogue.view, oslo.id, "forget")
    qtbot.waitUntil(lambda: page.notice.isVisible())
    page.show_list()
    open_row(qtbot, page, other.id)
    drain(run_async, core)                                    # the rewrite runs while "Boats" is shown
    qtbot.waitUntil(lambda: page.notice.removed == ["Lives in Oslo"])
    assert core.facts.lines() == []
    assert not page.notice.isVisible()                        # "1 fact removed" is not about "Boats"


def test_the_empty_map_says_how_to_start_in_each_analysis_mode(qtbot, window, mcore):
    core = mcore
    core.privacy.set_chat_analysis(automatic=False)
    page = show_map(qtbot, window)
    assert page.list_stack.currentWidget() is page.empty and page.empty.isVisible()
    text = page.empty.text()
    assert text.startswith("Nothing in the Memory Map yet.")
    assert "click the brain beside a chat" in text and "Chats are automatically saved" in text

    core.privacy.set_chat_analysis(automatic=True)
    window.memory_map.open_map()
    text = page.empty.text()
    assert "click the brain" not in text
    assert "Chats are analysed automatically: keep chatting" in text
