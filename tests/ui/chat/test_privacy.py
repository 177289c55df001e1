"""The privacy analysis in the real window: digital brains, marks and their actions, settings."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip

from app.core.domain import AnalysisMode, PrivacyLabel, Role
from app.core.memory.privacy.state import BrainMode, BrainState
from tests.support.privacy_model import ClassifierModel

from app.ui.chat.transcript.model import MessageItem, MessageListModel
from app.ui.chat.transcript.view import MessageListView

pytestmark = pytest.mark.gui
# run_until_idle(timeout=60_000): the first analysis of a session loads the local detector, which
# takes seconds on a busy machine; the default 10 s wait made these tests fail under load.

BLUE, GREY, YELLOW = QColor("#1f6feb"), QColor("#8c959f"), QColor("#e3b341")


def rule(text: str):
    if "maybe" in text.lower():
        return "yellow", "Possible health issue"
    return None


@pytest.fixture
def model(openai_server):
    m = ClassifierModel(rule)
    openai_server.responder = m
    return m


def colour_count(image: QImage, colour: QColor, tolerance: int = 40) -> int:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if (pixel.alpha() > 200 and abs(pixel.red() - colour.red()) < tolerance
                    and abs(pixel.green() - colour.green()) < tolerance and abs(pixel.blue() - colour.blue()) < tolerance):
                count += 1
    return count


def brain_colours(widget) -> dict[str, int]:
    image = widget.grab().toImage()
    return {"blue": colour_count(image, BLUE), "grey": colour_count(image, GREY), "yellow": colour_count(image, YELLOW)}


def chat_with(core, title, *texts):
    chat = core.chats.create(title)
    for i, text in enumerate(texts):
        core.messages.add(chat.id, Role.USER if i % 2 == 0 else Role.ASSISTANT, text)
    return chat


def open_chat(qtbot, window, chat_id):
    window.sidebar.reload()
    window.sidebar.select_chat(chat_id)
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == chat_id
                    and window.panel.view.layout_ready)


def row_of(window, label):
    model = window.panel.model
    return next(r for r in range(model.rowCount()) if model.item(r).privacy_label == label)


def hover_and_click(qtbot, view, index, action):
    rect = view.visualRect(index)
    qtbot.mouseMove(view.viewport(), QPoint(rect.center().x(), rect.top() + 20))
    qtbot.waitUntil(lambda: action in view.action_rects(index) and view.hovered_id is not None)
    pos = view.action_rects(index)[action].center()
    qtbot.mouseMove(view.viewport(), pos)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


# ----- the digital brain ---------------------------------------------------------------------------
def test_header_brain_draws_each_state_and_the_yellow_dot_pulses(qtbot, window, run_async, model):
    core = window.panel.core
    core.privacy.set_analysis_level(True)
    chat = chat_with(core, "c", "Maybe I should sleep more")
    open_chat(qtbot, window, chat.id)
    button = window.panel.brain_button
    assert button.isVisible() and button.accessibleName() == "Digital brain"

    assert button.state == BrainState(BrainMode.OFF)
    off = brain_colours(button)
    assert off["grey"] > 20 and off["blue"] == 0 and off["yellow"] == 0
    assert "Not analysed" in button.toolTip() and button.accessibleDescription() == button.toolTip()

    core.privacy.analyse_chat_now(chat.id)
    run_async(core.runner.run_until_idle(), timeout=60_000)
    qtbot.waitUntil(lambda: button.state.mode is BrainMode.ONCE and button.state.pulsing)
    qtbot.waitUntil(lambda: button.pulse.opacity > 0.9)  # the dot at its brightest
    once = brain_colours(button)
    assert once["blue"] > 20 and once["grey"] > 20 and once["yellow"] > 5  # half and half, and the dot
    assert "1 message to confirm" in button.toolTip()
    assert button.pulse.running
    seen = {round(button.pulse.opacity, 1)}
    qtbot.waitUntil(lambda: seen.add(round(button.pulse.opacity, 1)) or len(seen) >= 3, timeout=3000)  # it breathes

    core.privacy.set_chat_automatic(chat.id, True)
    qtbot.waitUntil(lambda: button.state.mode is BrainMode.AUTO)
    [message] = core.messages.list(chat.id)
    core.privacy.ignore(message.id)
    qtbot.waitUntil(lambda: not button.state.pulsing)
    assert not button.pulse.running
    auto = brain_colours(button)
    assert auto["blue"] > 20 and auto["grey"] == 0 and auto["yellow"] == 0


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip shows all the same
def test_sidebar_rows_show_their_brains_with_tooltips(qtbot, window, run_async, model):
    core = window.panel.core
    core.privacy.set_analysis_level(True)
    off = chat_with(core, "untouched", "hello")
    once = chat_with(core, "once", "hello")
    auto = chat_with(core, "auto", "hello")
    pending = chat_with(core, "pending", "maybe a question")
    core.privacy.analyse_chat_now(once.id)
    core.privacy.analyse_chat_now(auto.id, automatic=True)
    core.privacy.analyse_chat_now(pending.id, automatic=True)
    run_async(core.runner.run_until_idle(), timeout=60_000)
    sidebar = window.sidebar
    sidebar.reload()  # the chats were made behind the window's back
    qtbot.waitUntil(lambda: sidebar.model.brains.get(pending.id, BrainState(BrainMode.OFF)).pulsing)
    assert {c.id: s for c, s in ((c, sidebar.model.brains[c.id]) for c in sidebar.model.chats)} == {
        off.id: BrainState(BrainMode.OFF), once.id: BrainState(BrainMode.ONCE),
        auto.id: BrainState(BrainMode.AUTO), pending.id: BrainState(BrainMode.AUTO, 1)}
    assert sidebar.brain_pulse.running

    index = sidebar.model.index(sidebar.model.row_of(pending.id))
    assert "analysed automatically, 1 awaiting confirmation" in index.data(Qt.ItemDataRole.AccessibleTextRole)
    from app.ui.chat.sidebar import brain_rect

    rect = brain_rect(sidebar.list.visualRect(index))
    qtbot.waitUntil(lambda: sidebar.brain_pulse.opacity > 0.9)  # the dot at its brightest
    image = sidebar.list.viewport().grab(rect).toImage()
    assert colour_count(image, BLUE) > 5 and colour_count(image, YELLOW) > 2
    off_rect = brain_rect(sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(off.id))))
    assert colour_count(sidebar.list.viewport().grab(off_rect).toImage(), BLUE) == 0

    event = QHelpEvent(QEvent.Type.ToolTip, rect.center(), sidebar.list.viewport().mapToGlobal(rect.center()))
    QApplication.sendEvent(sidebar.list.viewport(), event)
    qtbot.waitUntil(lambda: "to confirm." in QToolTip.text())
    QToolTip.hideText()

    core.privacy.set_analysis_level(False)  # Strict: no yellow shown, so no dot either
    qtbot.waitUntil(lambda: not sidebar.model.brains[pending.id].pulsing)
    assert not sidebar.brain_pulse.running


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_clicking_the_header_brain_analyses_now_and_offers_automatic(qtbot, window, run_async, model, openai_server):
    core = window.panel.core
    chat = chat_with(core, "c", "How do I profile a Python script?", "Use cProfile.")
    open_chat(qtbot, window, chat.id)
    window.panel.brain_button.click()
    menu = window.panel.privacy.menu
    qtbot.waitUntil(menu.isVisible)
    assert menu.automatic_action.text() == "Analyse this chat automatically from now on"
    assert not menu.automatic_action.isChecked()
    assert core.chats.get(chat.id).analysis_mode is AnalysisMode.ONCE
    run_async(core.runner.run_until_idle(), timeout=60_000)
    model_items = window.panel.model
    qtbot.waitUntil(lambda: [model_items.item(r).privacy_label for r in range(2)] == ["green", "green"])
    assert all(model_items.item(r).remembered for r in range(2))
    assert window.panel.brain_button.state.mode is BrainMode.ONCE

    menu.automatic_action.trigger()
    assert core.chats.get(chat.id).analysis_mode is AnalysisMode.AUTO
    qtbot.waitUntil(lambda: window.panel.brain_button.state.mode is BrainMode.AUTO)
    menu.close()


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_click_on_a_sidebar_brain_analyses_that_chat(qtbot, window, run_async, model):
    core = window.panel.core
    chat = chat_with(core, "from the sidebar", "hello")
    window.sidebar.reload()
    sidebar = window.sidebar
    from app.ui.chat.sidebar import brain_rect

    rect = brain_rect(sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(chat.id))))
    qtbot.mouseClick(sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: sidebar.brain_menu is not None and sidebar.brain_menu.isVisible())
    assert core.chats.get(chat.id).analysis_mode is AnalysisMode.ONCE
    run_async(core.runner.run_until_idle(), timeout=60_000)
    qtbot.waitUntil(lambda: sidebar.model.brains[chat.id].mode is BrainMode.ONCE)
    sidebar.brain_menu.close()


def test_temporary_chat_has_no_brain(qtbot, window):
    window.new_temporary_chat()
    assert not window.panel.brain_button.isVisible()


# ----- marks and their actions -----------------------------------------------------------------
def test_detailed_mode_confirming_a_yellow_message_puts_it_into_memory(qtbot, window, run_async, model):
    core = window.panel.core
    core.privacy.set_analysis_level(True)
    chat = chat_with(core, "health", "I think I need to lose weight, maybe", "A doctor can help with that.",
                     "My card is 4111 1111 1111 1111")
    core.privacy.analyse_chat_now(chat.id)
    run_async(core.runner.run_until_idle(), timeout=60_000)
    open_chat(qtbot, window, chat.id)
    view, items = window.panel.view, window.panel.model

    labels = [items.item(r).privacy_label for r in range(items.rowCount())]
    assert labels == ["yellow", "green", "red"]
    yellow = items.index(row_of(window, "yellow"))
    assert view.tooltip_at(view.privacy_rect(yellow).center()) == \
        "Not remembered unless you confirm it. Possible health issue"
    red = items.index(row_of(window, "red"))
    assert view.tooltip_at(view.privacy_rect(red).center()) == "Private: never remembered. payment card number"
    assert set(view.action_rects(red)) == {"copy", "edit"}  # nothing turns red into memory
    assert {"remember", "ignore"} <= set(view.action_rects(yellow))
    assert "forget" in view.action_rects(items.index(row_of(window, "green")))

    message_id = items.item(yellow.row()).id
    before = view.viewport().grab(view.visualRect(yellow)).toImage()
    hover_and_click(qtbot, view, yellow, "remember")

    # It takes effect: in the core, for every memory layer, and on screen (green highlight).
    stored = core.messages.get(message_id)
    assert stored.remembered and core.policy.memory_text(stored) == "I think I need to lose weight, maybe"
    qtbot.waitUntil(lambda: items.item(items.row_of(message_id)).remembered)
    item = items.item(items.row_of(message_id))
    assert item.privacy_label == "green" and "remember" not in item.privacy_actions
    assert "forget" in view.action_rects(items.index_of(message_id))
    after = view.viewport().grab(view.visualRect(items.index_of(message_id))).toImage()
    bubble = view._geometry(items.index_of(message_id)).bubble.translated(-view.visualRect(yellow).topLeft())
    spot = bubble.center() + QPoint(bubble.width() // 2 - 6, 0)  # inside the bubble, past the text
    was, now = before.pixelColor(spot), after.pixelColor(spot)
    assert now.green() > now.red() and (now.green() - now.red()) > (was.green() - was.red())
    assert not window.panel.brain_button.state.pulsing


def test_confirming_a_message_settles_the_yellow_reply_that_repeats_it(qtbot, window, run_async, model):
    """The assistant's yellow echo of a yellow message kept the brain's dot on after the user
    confirmed their own message: the user's decision settles the reply it caused, not later ones."""
    core = window.panel.core
    core.privacy.set_analysis_level(True)
    chat = chat_with(core, "echo", "Maybe I have asthma", "Maybe it is asthma; a doctor can tell.",
                     "Maybe I should run less", "Maybe, yes.")
    core.privacy.analyse_chat_now(chat.id)
    run_async(core.runner.run_until_idle(), timeout=60_000)
    open_chat(qtbot, window, chat.id)
    view, items = window.panel.view, window.panel.model
    ids = [items.item(r).id for r in range(items.rowCount())]
    assert [items.item(r).privacy_label for r in range(4)] == ["yellow"] * 4
    assert window.panel.brain_button.state.awaiting == 4

    hover_and_click(qtbot, view, items.index_of(ids[0]), "remember")
    qtbot.waitUntil(lambda: items.item(items.row_of(ids[1])).privacy_label == "green")
    assert core.messages.get(ids[1]).remembered and "remember" not in items.item(1).privacy_actions
    assert window.panel.brain_button.state.awaiting == 2   # the next exchange still asks
    hover_and_click(qtbot, view, items.index_of(ids[2]), "ignore")
    qtbot.waitUntil(lambda: items.item(items.row_of(ids[3])).privacy_label == "excluded")
    assert not core.messages.get(ids[3]).remembered
    qtbot.waitUntil(lambda: not window.panel.brain_button.state.pulsing)
    sidebar = window.sidebar
    qtbot.waitUntil(lambda: not sidebar.model.brains[chat.id].pulsing)


def test_ignore_and_do_not_remember(qtbot, window, run_async, model):
    core = window.panel.core
    core.privacy.set_analysis_level(True)
    chat = chat_with(core, "c", "maybe I will move to Lisbon", "I like Rust")
    core.privacy.analyse_chat_now(chat.id)
    run_async(core.runner.run_until_idle(), timeout=60_000)
    open_chat(qtbot, window, chat.id)
    view, items = window.panel.view, window.panel.model
    yellow_id = items.item(row_of(window, "yellow")).id
    green_id = items.item(row_of(window, "green")).id

    hover_and_click(qtbot, view, items.index_of(yellow_id), "ignore")
    qtbot.waitUntil(lambda: items.item(items.row_of(yellow_id)).privacy_label == "excluded")
    assert not core.messages.get(yellow_id).remembered

    with qtbot.waitSignal(window.bridge.signal(window.core.privacy.remembered_changed)) as blocker:
        hover_and_click(qtbot, view, items.index_of(green_id), "forget")
    assert blocker.args[0].forgotten == (green_id,)
    assert not core.messages.get(green_id).remembered and core.policy.memory_text(core.messages.get(green_id)) is None
    qtbot.waitUntil(lambda: not items.item(items.row_of(green_id)).remembered)
    assert items.item(items.row_of(green_id)).privacy_actions == ("remember",)  # and it can be taken back


def test_strict_mode_shows_green_and_red_only_and_detailed_reveals_yellow(qtbot, window, run_async, model):
    core = window.panel.core
    chat = chat_with(core, "c", "maybe I am allergic to cats", "I use Vim", "My PESEL is 44051401458")
    core.privacy.analyse_chat_now(chat.id)
    run_async(core.runner.run_until_idle(), timeout=60_000)
    open_chat(qtbot, window, chat.id)
    view, items = window.panel.view, window.panel.model
    assert [items.item(r).privacy_label for r in range(3)] == [None, "green", "red"]
    assert view.privacy_rect(items.index(0)) is None
    assert set(view.action_rects(items.index(0))) == {"copy", "edit"}
    assert core.messages.list(chat.id)[0].privacy_label is PrivacyLabel.YELLOW  # stored all the same
    assert not window.panel.brain_button.state.pulsing

    core.privacy.set_analysis_level(True)
    qtbot.waitUntil(lambda: items.item(0).privacy_label == "yellow")
    assert view.privacy_rect(items.index(0)) is not None
    assert window.panel.brain_button.state.pulsing


def test_new_turns_in_an_automatic_chat_get_marks_as_they_are_labelled(qtbot, window, run_async, model, openai_server):
    core = window.panel.core
    core.privacy.set_chat_analysis(True)
    window.panel.send("Tell me about Kotlin coroutines")
    qtbot.waitUntil(lambda: not window.panel.busy_tasks(), timeout=10_000)
    items = window.panel.model
    assert [items.item(r).privacy_label for r in range(2)] == [None, None]  # not labelled yet
    run_async(core.runner.run_until_idle(), timeout=60_000)
    qtbot.waitUntil(lambda: [items.item(r).privacy_label for r in range(2)] == ["green", "green"])
    assert window.panel.brain_button.state.mode is BrainMode.AUTO


def test_view_emits_the_privacy_action_signals(qtbot):
    from datetime import datetime

    model = MessageListModel()
    view = MessageListView()
    view.setModel(model)
    view.resize(700, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    model.set_messages([
        MessageItem("y", "user", "maybe", "complete", datetime(2025, 1, 1), privacy_label="yellow",
                    privacy_reason="Unsure", privacy_actions=("remember", "ignore")),
        MessageItem("g", "assistant", "fine", "complete", datetime(2025, 1, 1), privacy_label="green",
                    remembered=True, privacy_actions=("forget",)),
    ])
    qtbot.waitUntil(lambda: view.layout_ready)
    for message_id, action, signal in (("y", "remember", view.sig_remember_requested),
                                       ("y", "ignore", view.sig_ignore_requested),
                                       ("g", "forget", view.sig_forget_requested)):
        with qtbot.waitSignal(signal) as blocker:
            hover_and_click(qtbot, view, model.index_of(message_id), action)
        assert blocker.args == [message_id]
    assert view.tooltip_at(view.action_rects(model.index_of("g"))["forget"].center()) == \
        "Take this message out of what Whizi remembers"


# ----- settings ------------------------------------------------------------------------------------
def test_memory_settings_section(qtbot, window, run_async, model):
    core = window.panel.core
    for i in range(3):
        chat_with(core, f"old {i}", *[f"old message {i}.{j}" for j in range(4)])
    window.open_settings()
    dialog = window._settings_dialog
    dialog.show_page("Memory")
    from app.ui.settings.privacy_page import PrivacySection, ReferenceHistorySection

    sections = window.memory_page.sections
    section = sections[0]
    assert isinstance(section, PrivacySection) and isinstance(sections[-1], ReferenceHistorySection)
    combo_texts = lambda combo: [combo.itemText(i) for i in range(combo.count())]  # noqa: E731
    assert combo_texts(section.analysis) == ["Chats are not automatically saved", "Chats are automatically saved"]
    assert combo_texts(section.level) == ["Strict", "Detailed"]
    assert section.analysis.currentIndex() == 0 and section.level.currentIndex() == 0  # the defaults
    assert section.analysis.accessibleName() == "Chat analysis"
    assert section.level.accessibleName() == "Level of analysis"
    reference = sections[-1].reference_history
    assert reference.text() == "Reference chat history" and reference.isChecked()
    assert not section.progress.isVisible()

    with qtbot.waitSignal(dialog.sig_settings_changed):
        section.analysis.setCurrentIndex(1)
    assert core.settings.get("memory.chat_analysis") == "automatic"
    # The background analysis has started, and says how far it is, here and in the status bar.
    assert section.progress.isVisible() and section.progress.bar.maximum() == 12
    assert section.progress.label.text() == "Analysing your chats: 0 of 12 messages"
    qtbot.waitUntil(window.analysis_status.isVisible)  # the status bar appears (a queued show)
    assert window.analysis_status.label.text() == "Analysing your chats: 0 of 12 messages"
    run_async(core.runner.run_until_idle(), timeout=60_000)
    qtbot.waitUntil(lambda: section.progress.label.text() == "Analysis finished.")
    assert not section.progress.bar.isVisible()
    assert all(m.privacy_label for c in core.chats.list_visible() for m in core.messages.list(c.id))
    assert {s.mode for s in window.sidebar.model.brains.values()} == {BrainMode.AUTO}

    with qtbot.waitSignal(dialog.sig_settings_changed):
        section.level.setCurrentIndex(1)
    assert core.settings.get("memory.analysis_level") == "detailed"
    assert "you choose to remember or ignore" in section.level_hint.text()
    with qtbot.waitSignal(dialog.sig_settings_changed):
        reference.click()
    assert core.settings.get("memory.reference_history") is False
    dialog.close()


def test_choosing_who_makes_search_vectors_says_where_the_text_goes(qtbot, window, run_async, model):
    from tests.support.history import label

    core = window.panel.core
    dogs = chat_with(core, "Dogs", "We adopted a greyhound called Biscuit.")
    label(core, [m.id for m in core.messages.list(dogs.id)])     # remembered: it belongs in the index
    window.open_settings()
    dialog = window._settings_dialog
    dialog.show_page("Memory")
    section = window.memory_page.sections[-1]
    combo, note = section.embedder, section.embedder_note
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "The model on this computer", "The provider's embedding model"]
    assert combo.currentIndex() == 0 and combo.accessibleName() == "Search memory with"
    assert note.text().startswith("Private: search vectors are made on this computer")

    with qtbot.waitSignal(dialog.sig_settings_changed):
        combo.setCurrentIndex(1)
    assert core.settings.get("history.embedder") == "provider"
    assert note.text().startswith("Remembered messages (only what the analysis allows) are sent to Test to be "
                                  "turned into search vectors with test-embed.")
    assert "Re-indexing your remembered messages in the background" in note.text()
    run_async(core.runner.run_until_idle(), timeout=60_000)
    dialog.close()
    window.open_settings()                     # shown again: the note says how things stand now
    dialog = window._settings_dialog
    dialog.show_page("Memory")
    section = window.memory_page.sections[-1]
    assert section.embedder.currentIndex() == 1 and "Re-indexing" not in section.embedder_note.text()

    assert section.rebuild_button.text() == "Rebuild search index" and section.rebuild_button.isEnabled()
    qtbot.mouseClick(section.rebuild_button, Qt.MouseButton.LeftButton)
    assert core.history.rebuilding() and not section.rebuild_button.isEnabled()
    assert section.embedder_note.text().endswith("Re-indexing your remembered messages in the background.")
    run_async(core.runner.run_until_idle(), timeout=60_000)
    assert not core.history.rebuilding()
    assert core.history.indexed_counts() == (1, 0)          # the one remembered message, indexed again
    dialog.close()
