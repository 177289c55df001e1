"""What the window says about a privacy analysis a brain click started: one message at a time, and
true for the chat on screen."""
from __future__ import annotations

import pytest

from tests.ui.chat.test_privacy import chat_with, model, open_chat  # noqa: F401 - `model` is a fixture

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]   # menus popping up offscreen


def test_the_status_bar_says_one_thing_and_follows_the_chat_shown(qtbot, window, run_async, model):  # noqa: F811
    core = window.core
    chat = chat_with(core, "Work notes", "How do I profile a Python script?", "Use cProfile.")
    open_chat(qtbot, window, chat.id)
    window.panel.brain_button.click()
    menu = window.panel.privacy.menu
    qtbot.waitUntil(menu.isVisible)
    status = window.analysis_status
    qtbot.waitUntil(status.isVisible)
    assert status.label.text() == "Analysing this chat…"
    assert window.statusBar().currentMessage() == ""   # not a second sentence on the left
    assert menu.status_action.text() == "Analysing this chat now…"

    window.new_temporary_chat()   # "this chat" is now a temporary one, which nobody analyses
    assert status.label.text() == 'Analysing "Work notes"…'
    window.sidebar.select_chat(chat.id)
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == chat.id)
    assert status.label.text() == "Analysing this chat…"

    core.jobs.cancel(f"history_summary:{chat.id}")   # leaving the chat asked for its summary: not this test's
    run_async(core.runner.run_until_idle(), timeout=60_000)   # the first analysis loads the detector
    qtbot.waitUntil(lambda: status.label.text() == "Analysis finished.")
    assert window.statusBar().currentMessage() == ""
    assert menu.status_action.text() == "Analysis finished."   # the open menu stops saying it runs
    menu.close()


def test_a_click_with_nothing_left_to_analyse_says_it_is_finished(qtbot, window, run_async, model):  # noqa: F811
    core = window.core
    chat = chat_with(core, "Done already", "hello")
    open_chat(qtbot, window, chat.id)
    core.privacy.analyse_chat_now(chat.id)
    run_async(core.runner.run_until_idle(), timeout=60_000)   # the first analysis loads the detector
    window.panel.brain_button.click()
    menu = window.panel.privacy.menu
    qtbot.waitUntil(menu.isVisible)
    assert menu.status_action.text() == "Analysis finished."
    qtbot.waitUntil(lambda: window.analysis_status.label.text() == "Analysis finished.")
    menu.close()
