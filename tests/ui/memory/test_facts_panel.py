"""Settings → Memory, saved memory: the texts of PRODUCT.md §7, one-fact edits, undo, clearing,
errors from a really broken store, and the chat's "Memory updated" notice."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from app.core.memory.facts.model import Cause
from tests.support import encrypted_db
from tests.support.facts_model import wire

from app.ui.memory.facts_panel import FactsSection
from app.ui.settings.memory_page import MemorySettingsPage

pytestmark = pytest.mark.gui

BLURB = ("Whizi remembers durable facts you share in conversations, such as your name, preferences and goals. "
         "It uses them across all your chats.")
EMPTY = "Nothing remembered yet. Facts you share in chats will appear here."
FACTS = ["Name is Ann", "Lives in Oslo", "Has a cat, Mruczek"]


def seed(core, lines=FACTS):
    core.facts.store.commit(lines, cause=Cause.PASS, chat_id=None, message_ids=[], model="test-memory")


@pytest.fixture
def page(qtbot, qloop, core):
    page = MemorySettingsPage(core)
    qtbot.addWidget(page)
    page.resize(700, 560)
    page.show()
    qtbot.waitExposed(page)
    yield page
    page.dialog_closing()


def section_of(page) -> FactsSection:
    return next(s for s in page.sections if isinstance(s, FactsSection))


def reloaded(qtbot, section):
    with qtbot.waitSignal(section.sig_loaded, timeout=5000):
        section.reload()
    return section


def button(box, text):
    return next(b for b in box.buttons() if b.text() == text)


def test_saved_memory_section_has_the_blurb_and_the_empty_state(qtbot, page):
    section = section_of(page)
    qtbot.waitUntil(lambda: section.empty.isVisible())
    assert section.blurb.text() == BLURB
    assert section.empty.text() == EMPTY
    assert not section.row.isVisible() and not section.details.isVisible()
    assert section.knows_row.title.text() == "What Whizi knows about me"


def has_colour(widget, colour, tolerance: int = 40) -> bool:
    """Some pixel of the widget as drawn is close to `colour` (anti-aliased text never is exact)."""
    image = widget.grab().toImage()
    return any(abs(p.red() - colour.red()) + abs(p.green() - colour.green()) + abs(p.blue() - colour.blue()) < tolerance
               for p in (image.pixelColor(x, y) for x in range(0, image.width(), 1) for y in range(image.height())))


def test_the_row_counts_the_facts_and_expands_to_the_list_with_a_red_clear(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    assert section.row.isVisible() and not section.empty.isVisible()
    assert section.row.title.text() == "What Whizi remembers" and section.row.value.text() == "3"
    assert not section.details.isVisible()
    qtbot.mouseClick(section.row, Qt.MouseButton.LeftButton)
    assert section.details.isVisible()
    assert [section.list.item(i).text() for i in range(section.list.count())] == FACTS
    assert section.clear_button.text() == "Clear memory"
    # Red in the theme's own danger colour, and still after a switch to dark (a colour picked once at
    # start-up stayed the light theme's red on a dark window).
    from app.ui.common import design
    from app.ui.common.theme import apply_theme

    try:
        for theme in ("light", "dark"):
            apply_theme(theme)
            danger = QColor(design.COLOURS[theme].danger)
            qtbot.waitUntil(lambda danger=danger: has_colour(section.clear_button, danger))
    finally:
        apply_theme("system")


def test_clear_memory_asks_first_and_confirms_when_done(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    section.set_expanded(True)

    qtbot.mouseClick(section.clear_button, Qt.MouseButton.LeftButton)
    box = section.confirm_box
    qtbot.waitUntil(box.isVisible)
    assert box.windowTitle() == "Clear Whizi's memory?"
    assert box.informativeText() == ("This permanently deletes everything Whizi remembers about you. "
                                     "This can't be undone.")
    button(box, "Cancel").click()
    qtbot.waitUntil(lambda: not box.isVisible())
    assert core.facts.lines() == FACTS                               # cancel keeps everything

    qtbot.mouseClick(section.clear_button, Qt.MouseButton.LeftButton)
    box = section.confirm_box
    qtbot.waitUntil(box.isVisible)
    assert box.buttonRole(button(box, "Clear memory")) == QMessageBox.ButtonRole.DestructiveRole
    with qtbot.waitSignal(section.sig_cleared, timeout=5000):
        button(box, "Clear memory").click()
    assert core.facts.lines() == []
    done = section.message_box
    qtbot.waitUntil(done.isVisible)
    assert done.windowTitle() == "Memory cleared"
    assert done.informativeText() == "Whizi no longer remembers anything about you."
    done.accept()
    qtbot.waitUntil(lambda: section.empty.isVisible())
    assert section.empty.text() == EMPTY


def test_what_whizi_knows_about_me_shows_the_facts_and_can_forget_everything(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    qtbot.mouseClick(section.knows_row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.alert is not None and section.alert.isVisible())
    alert = section.alert
    assert alert.windowTitle() == "What Whizi remembers"
    assert alert.body.text() == "\n".join(f"•  {line}" for line in FACTS)
    assert alert.close_button.text() == "Close" and alert.forget_button.text() == "Forget everything"
    assert alert.buttons.buttonRole(alert.forget_button) == QDialogButtonBox.ButtonRole.DestructiveRole
    alert.close_button.click()
    qtbot.waitUntil(lambda: section.alert is None)
    assert core.facts.lines() == FACTS

    qtbot.mouseClick(section.knows_row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.alert is not None and section.alert.isVisible())
    with qtbot.waitSignal(section.sig_cleared, timeout=5000):
        section.alert.forget_button.click()
    assert core.facts.lines() == []
    qtbot.waitUntil(lambda: section.message_box is not None and section.message_box.isVisible())
    assert section.message_box.windowTitle() == "Memory cleared"
    assert section.message_box.informativeText() == "Whizi no longer remembers anything about you."
    assert section.alert is None
    section.message_box.accept()


def test_a_store_that_cannot_be_read_says_so_deletes_nothing_and_offers_try_again(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    assert not section.retry_button.isVisible()
    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts RENAME TO facts_aside")       # the store breaks
    reloaded(qtbot, section)
    assert section.status.isVisible()
    assert section.status.text() == "Memory is unavailable right now."
    assert not section.row.isVisible() and not section.empty.isVisible()
    assert section.retry_button.isVisible() and section.retry_button.text() == "Try again"

    qtbot.mouseClick(section.knows_row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.message_box is not None and section.message_box.isVisible())
    assert section.message_box.windowTitle() == "Memory unavailable"
    assert section.message_box.informativeText() == "Memory is unavailable right now."
    assert button(section.message_box, "Try again") is not None
    section.message_box.accept()

    with qtbot.waitSignal(section.sig_loaded, timeout=5000):             # still broken: says so again
        qtbot.mouseClick(section.retry_button, Qt.MouseButton.LeftButton)
    assert section.load_failed and section.retry_button.isVisible() and section.retry_button.isEnabled()

    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts_aside RENAME TO facts")
    with qtbot.waitSignal(section.sig_loaded, timeout=5000):             # the store is back: Try again reads it
        qtbot.mouseClick(section.retry_button, Qt.MouseButton.LeftButton)
    assert not section.status.isVisible() and section.row.value.text() == "3"
    assert not section.retry_button.isVisible()
    assert core.facts.lines() == FACTS


def test_try_again_in_the_memory_unavailable_box_opens_the_alert_once_memory_is_back(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts RENAME TO facts_aside")
    qtbot.mouseClick(section.knows_row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.message_box is not None and section.message_box.isVisible())
    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts_aside RENAME TO facts")
    qtbot.mouseClick(button(section.message_box, "Try again"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.alert is not None and section.alert.isVisible())
    assert section.alert.body.text().startswith("•  Name is Ann")
    section.alert.reject()


def test_a_clear_that_fails_leaves_the_facts_and_says_so(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    section.set_expanded(True)
    other = encrypted_db.connect(core.layout.database, timeout=0)
    other.execute("BEGIN IMMEDIATE")                                    # another process holds the lock
    try:
        section._confirmed()
        qtbot.waitUntil(lambda: section.status.isVisible(), timeout=15000)
    finally:
        other.rollback()
        other.close()
    assert section.status.text() == "Couldn't clear memory. Try again."
    qtbot.waitUntil(lambda: section.list.count() == 3)
    assert core.facts.lines() == FACTS


def test_the_alert_says_when_forget_everything_failed(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    qtbot.mouseClick(section.knows_row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.alert is not None and section.alert.isVisible())
    other = encrypted_db.connect(core.layout.database, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    try:
        section.alert.forget_button.click()
        qtbot.waitUntil(lambda: section.message_box is not None and section.message_box.isVisible(), timeout=15000)
    finally:
        other.rollback()
        other.close()
    assert section.message_box.windowTitle() == "Couldn't clear memory"
    assert section.message_box.informativeText() == "Couldn't clear memory. Try again."
    assert core.facts.lines() == FACTS
    section.message_box.accept()
    section.alert.reject()


def test_one_fact_can_be_edited_or_deleted_and_the_last_change_undone(qtbot, page, core):
    seed(core)
    section = reloaded(qtbot, section_of(page))
    section.set_expanded(True)
    assert not section.undo_button.isHidden()      # the pass that wrote the list can be undone

    section.list.setCurrentRow(1)
    section.list.item(1).setText("Lives in Bergen")                    # what the inline editor does
    qtbot.waitUntil(lambda: core.facts.lines()[1] == "Lives in Bergen")
    qtbot.waitUntil(lambda: section.list.item(1).text() == "Lives in Bergen")

    section.list.setCurrentRow(2)
    qtbot.mouseClick(section.delete_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.list.count() == 2)
    assert core.facts.lines() == ["Name is Ann", "Lives in Bergen"]

    qtbot.mouseClick(section.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.list.count() == 3)
    assert core.facts.lines() == ["Name is Ann", "Lives in Bergen", "Has a cat, Mruczek"]

    section.list.setCurrentRow(0)
    section.list.item(0).setText("   ")                                 # an empty fact is refused
    qtbot.waitUntil(lambda: section.status.isVisible())
    assert section.status.text() == "A fact cannot be empty."
    qtbot.waitUntil(lambda: section.list.item(0).text() == "Name is Ann")


def test_memory_updated_in_the_chat_opens_the_list(qtbot, window, openai_server, run_async):
    core = window.core
    memory = wire(openai_server)
    memory.script(["Name is Ann"])
    window.panel.send("Remember that my name is Ann.")
    # The first turn after start imports the privacy detector in a worker (seconds on a loaded machine).
    qtbot.waitUntil(lambda: window.panel.busy_tasks() == 0 and not core.chat.is_busy(window.panel.chat.id), timeout=30_000)
    notice = window.panel.memory_notice
    assert not notice.isVisible()
    run_async(core.runner.run_until_idle())
    qtbot.waitUntil(notice.isVisible)
    assert notice.button.text().endswith("Memory updated")

    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window._settings_dialog is not None and window._settings_dialog.isVisible())
    dialog = window._settings_dialog
    assert dialog.current_page() is window.memory_page
    section = section_of(window.memory_page)
    qtbot.waitUntil(lambda: section.details.isVisible() and section.list.count() == 1)
    assert section.list.item(0).text() == "Name is Ann"
    assert not notice.isVisible()
    dialog.close()


def test_the_notice_is_only_for_passes_of_the_open_chat(qtbot, window, openai_server, run_async):
    core = window.core
    seed(core)
    window.panel.send("hello")
    qtbot.waitUntil(lambda: window.panel.busy_tasks() == 0, timeout=30_000)
    core.facts.edit(core.facts.facts()[0].id, "Name is Anna")           # the user's own edit
    assert not window.panel.memory_notice.isVisible()
