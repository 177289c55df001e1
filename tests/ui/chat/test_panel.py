"""The open chat's header and empty states in the real window: temporary chats, the model picker."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor

from app.ui.common.i18n import install_translators, remove_translators

pytestmark = pytest.mark.gui


@pytest.fixture
def polish_window(qtbot, qloop, qapp, connected_core):
    from app.ui.main_window import MainWindow

    previous = QLocale()
    translators = install_translators(qapp, "pl")
    win = MainWindow(connected_core, onboarding=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    connected_core.chat.stop_all()
    remove_translators(translators)
    QLocale.setDefault(previous)


def pixels_like(image, colour: QColor, tolerance: int = 30) -> int:
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            p = image.pixelColor(x, y)
            if all(abs(a - b) < tolerance for a, b in ((p.red(), colour.red()), (p.green(), colour.green()),
                                                       (p.blue(), colour.blue()))):
                count += 1
    return count


def test_temporary_chat_is_named_in_the_users_language_everywhere_it_shows(qtbot, polish_window):
    window = polish_window
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.panel.chat.temporary
    assert window.panel.title.text() == "Czat tymczasowy"
    assert window.windowTitle() == "Czat tymczasowy — Whizi"
    assert "Temporary" not in window.panel.title.text() + window.windowTitle()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.windowTitle() == "Whizi"


def test_a_stored_chat_puts_its_title_in_the_window_title(qtbot, window):
    chat = window.core.chats.create("Trip [*] plans")
    window.sidebar.reload()
    window.sidebar.select_chat(chat.id)
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == chat.id)
    assert window.windowHandle().title() == "Trip [*] plans — Whizi"   # "[*]" is text, not Qt's marker
    window.core.chats.rename(chat.id, "Trip to Hel")
    window.core.chat.chat_changed.emit(window.core.chats.get(chat.id))
    qtbot.waitUntil(lambda: window.windowHandle().title() == "Trip to Hel — Whizi")


def test_a_temporary_chat_explains_itself_with_a_visible_badge(qtbot, window):
    window.new_temporary_chat()
    panel = window.panel
    assert panel.stack.currentWidget() is panel.temp_empty and panel.temp_empty.isVisible()
    text = panel.temp_empty.text()
    assert "Nothing of this chat is saved" in text and "remembers nothing" in text
    assert "go to your provider" in text   # what does leave the machine, too
    badge = panel.temp_badge
    assert badge.isVisible() and badge.text() == "Temporary: not saved, not remembered"
    header_bg = window.panel.header.grab().toImage().pixelColor(2, 2)
    image = badge.grab().toImage()
    accent = badge.palette().color(badge.palette().ColorRole.Highlight)
    # The badge is a shape of its own, outlined in the accent colour, not words lost in the header.
    assert pixels_like(image, accent) > image.width()
    assert image.pixelColor(image.width() // 2, 3) != header_bg


def test_default_model_names_the_model_it_means(qtbot, window):
    chat = window.core.chats.create("Models")
    window.sidebar.reload()
    window.sidebar.select_chat(chat.id)
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == chat.id)
    box = window.panel.model_box
    assert box.itemText(0) == "Default model (test-chat)"
    assert box.currentText() == "Default model (test-chat)"


def test_counts_take_the_plural_form_of_each_language(qapp):
    from app.core.memory.privacy.state import AnalysisProgress, BrainMode, BrainState

    from app.ui.chat.analysis_progress import progress_text
    from app.ui.chat.brain_icon import brain_description

    assert brain_description(BrainState(BrainMode.ONCE, 1)).endswith(" 1 message to confirm.")
    assert brain_description(BrainState(BrainMode.ONCE, 3)).endswith(" 3 messages to confirm.")
    assert progress_text(AnalysisProgress(done=0, total=1, running=True)) == "Analysing your chats: 0 of 1 message"
    assert progress_text(AnalysisProgress(total=4, failed=1)).startswith(
        "Analysis finished. 1 message could not be analysed")


def test_polish_counts_use_polish_plural_forms(qtbot, polish_window):
    from app.core.memory.privacy.state import AnalysisProgress, BrainMode, BrainState

    from app.ui.chat.analysis_progress import progress_text
    from app.ui.chat.brain_icon import brain_description

    said = {n: brain_description(BrainState(BrainMode.ONCE, n)) for n in (1, 3, 5, 22)}
    assert said[1].endswith(" 1 wiadomość do potwierdzenia.")
    assert said[3].endswith(" 3 wiadomości do potwierdzenia.")
    assert said[5].endswith(" 5 wiadomości do potwierdzenia.")
    assert said[22].endswith(" 22 wiadomości do potwierdzenia.")
    assert "nie zostanie zapamiętana" in progress_text(AnalysisProgress(total=4, failed=1))
    assert "nie zostaną zapamiętane" in progress_text(AnalysisProgress(total=4, failed=2))
