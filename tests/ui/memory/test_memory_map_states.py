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


def test_the_empty_maps_explanation_keeps_to_a_readable_column_in_the_middle(qtbot, window, mcore):
    """On a wide window the how-to is a centred column of comfortable lines (at most the transcript's
    780 px), not one line from edge to edge."""
    window.resize(1600, 800)
    page = show_map(qtbot, window)
    label = page.empty
    qtbot.waitUntil(lambda: label.isVisible() and label.width() > 1100)
    image = label.grab().toImage()
    text = label.palette().color(label.foregroundRole())
    inked = [x for x in range(image.width()) for y in range(0, image.height(), 2)
             if abs(image.pixelColor(x, y).lightness() - text.lightness()) < 60]
    left, right = min(inked), max(inked)
    assert right - left <= 780
    assert abs(left - (image.width() - 1 - right)) < 80         # centred: about as much room either side
    assert len(label.text()) > 200                              # long enough that it would run the full width


def test_the_source_messages_of_a_fact_are_marked_in_the_dialogue(qtbot, window, mcore, run_async):
    from PySide6.QtGui import QColor, QImage

    from app.ui.memory.source_marks import BAR_WIDTH

    core = mcore
    chat, (bees, reply, other) = analysed_chat(core, run_async, "Bees", [
        ("user", "I keep bees on the roof"), ("assistant", "Bees need water nearby"),
        ("user", "Also, the roof garden has lavender")])
    core.facts.store.commit(["Keeps bees on the roof"], cause=Cause.PASS, message_ids=[bees.id],
                            line_sources={"Keeps bees on the roof": [bees.id]})
    page = show_map(qtbot, window)
    fact = core.facts.facts()[0]
    assert page.show_sources(fact.id)
    dialogue = page.dialogue
    qtbot.waitUntil(lambda: dialogue.chat_id == chat.id and dialogue.view.layout_ready)
    marks = dialogue.source_marks
    model = dialogue.model
    assert marks.isVisible() and marks.marked_rows() == [model.row_of(bees.id)]

    def pixel(message_id) -> QColor:
        """The colour where the mark's bar is drawn, on the screen's image of the dialogue."""
        rect = marks.mark_rect(model.row_of(message_id))
        at = marks.mapTo(dialogue, rect.center())
        image = dialogue.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
        return image.pixelColor(at.x() - rect.width() // 2 + BAR_WIDTH // 2, at.y())

    highlight = marks.colour()
    assert pixel(bees.id) == highlight                          # the source message carries the bar
    assert pixel(other.id) != highlight and pixel(reply.id) != highlight

    # Opening the dialogue from the list (not from a fact) shows no mark.
    page.show_list()
    page.open_dialogue(chat.id)
    qtbot.waitUntil(lambda: dialogue.view.layout_ready)
    assert not marks.isVisible() and marks.marked_rows() == []
