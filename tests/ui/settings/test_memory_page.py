"""Settings → Memory as a whole: where the facts' actions sit in a real Settings dialog (#16)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea

from app.core.domain import ProviderConfig, utcnow
from app.core.memory.facts.model import Cause
from tests.support.insights_history import plant
from tests.support.insights_model import InsightsModel

from app.ui.memory.facts_panel import FactsSection
from app.ui.settings.dialog import SettingsDialog
from app.ui.settings.memory_page import MemorySettingsPage

pytestmark = pytest.mark.gui


@pytest.fixture
def icore(core, openai_server):
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url, chat_model="test-chat",
                                       memory_model="test-memory", embedding_model="test-embed"))
    core.settings.set("history.embedder", "provider")
    openai_server.responder = InsightsModel()
    return core


def on_screen(widget, scroll: QScrollArea) -> bool:
    """The whole widget is inside the scroll area's visible part (no scrolling needed)."""
    top_left = widget.mapTo(scroll.viewport(), QPoint(0, 0))
    return widget.isVisible() and scroll.viewport().rect().contains(QRect(top_left, widget.size()))


def test_clear_memory_and_undo_sit_with_the_facts_above_insights_at_800x720(qtbot, qloop, icore, run_async):
    topics = plant(icore, now=utcnow())
    run_async(icore.insights.refresh_now(), timeout=60_000)
    icore.facts.store.commit(["Name is Ann", "Lives in Oslo", "Has a cat"], cause=Cause.PASS, chat_id=None,
                             message_ids=[], model="test-memory")
    dialog = SettingsDialog(icore)
    qtbot.addWidget(dialog)
    page = MemorySettingsPage(icore)
    dialog.add_page("Memory", page)
    dialog.resize(800, 720)
    dialog.show_page("Memory")
    dialog.show()
    qtbot.waitExposed(dialog)
    section = next(s for s in page.sections if isinstance(s, FactsSection))
    section.set_expanded(True)
    qtbot.waitUntil(lambda: section.list.count() == 3 and section.insights.list.count() == len(topics), timeout=5000)
    qtbot.waitUntil(lambda: section.undo_button.isVisible())
    scroll = page.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea) and scroll.verticalScrollBar().value() == 0
    for button in (section.clear_button, section.undo_button, section.edit_button, section.delete_button):
        assert on_screen(button, scroll), button.text()
    insights_top = section.insights.mapTo(page, QPoint(0, 0)).y()
    for button in (section.clear_button, section.undo_button):
        assert button.mapTo(page, QPoint(0, 0)).y() + button.height() <= insights_top
    dialog.close()


def test_rebuild_search_index_shows_a_bar_with_counts_then_says_it_is_done(qtbot, qloop, core, run_async):
    from tests.support.history import dated_chat

    from app.ui.settings.privacy_page import ReferenceHistorySection

    for i in range(30):
        dated_chat(core, f"Chat {i}", [("user", f"Note {i} about oolong tea")], days_ago=1)
    run_async(core.runner.run_until_idle(), timeout=120_000)
    while run_async(core.runner.run_until_idle(), timeout=120_000):
        pass
    section = ReferenceHistorySection(core)
    qtbot.addWidget(section)
    section.show()
    qtbot.waitExposed(section)
    assert not section.rebuild_row.isVisible()
    seen: list[tuple[int, int, str]] = []
    section.rebuild_bar.valueChanged.connect(
        lambda v: seen.append((v, section.rebuild_bar.maximum(), section.rebuild_label.text())))

    qtbot.mouseClick(section.rebuild_button, Qt.MouseButton.LeftButton)
    assert section.rebuild_row.isVisible() and section.rebuild_bar.maximum() == 0     # waiting: indeterminate
    assert section.rebuild_label.text() == "Rebuilding the search index…"
    while run_async(core.runner.run_until_idle(), timeout=120_000):
        pass
    qtbot.waitUntil(lambda: not section.rebuild_row.isVisible())
    # Each slice moved the bar, with the counts in words, up to all 30 chats.
    assert seen and seen[-1] == (30, 30, "Rebuilding the search index: 30 of 30 chats")
    assert all(text == f"Rebuilding the search index: {v} of 30 chats" and m == 30 for v, m, text in seen)
    assert [v for v, _m, _t in seen] == sorted(v for v, _m, _t in seen)
    assert section.rebuild_status.text() == "\u2713 Search index rebuilt from 30 chats."
    assert section.rebuild_button.isEnabled() and not core.history.rebuilding()


def card_of(widget):
    from app.ui.common.widgets import Card

    while widget is not None and not isinstance(widget, Card):
        widget = widget.parentWidget()
    return widget


def test_memory_and_data_pages_are_cards_with_headings_one_per_section(qtbot, qloop, core):
    """Like Providers (Connection / Models): each section is its own card under a heading, not one
    big card with bold sub-headings (#16)."""
    from app.ui.common.widgets import Card
    from app.ui.settings.data_page import DataPage
    from app.ui.settings.privacy_page import PrivacySection, ReferenceHistorySection

    dialog = SettingsDialog(core)
    qtbot.addWidget(dialog)
    memory, data = MemorySettingsPage(core), DataPage(core)
    dialog.add_page("Memory", memory)
    dialog.add_page("Data", data)
    dialog.show()
    qtbot.waitExposed(dialog)

    def headings(page) -> list[str]:
        return [card.heading.text() for card in page.findChildren(Card) if card.heading is not None]

    def top(widget) -> int:
        return widget.mapTo(widget.window(), QPoint(0, 0)).y()

    dialog.show_page("Memory")
    cards = sorted(memory.findChildren(Card), key=top)
    assert [c.heading.text() for c in cards] == ["Privacy analysis", "Saved memory", "Insights", "Chat history"]
    assert not memory.property("card")                  # the page itself is not one card around them all
    privacy, facts, history = (next(s for s in memory.sections if isinstance(s, kind))
                               for kind in (PrivacySection, FactsSection, ReferenceHistorySection))
    assert card_of(privacy.level) is cards[0] and card_of(history.embedder) is cards[3]
    # The facts, their actions and Clear memory in one card; insights in the next one.
    assert {card_of(w) for w in (facts.list, facts.edit_button, facts.undo_button, facts.clear_button)} == {cards[1]}
    assert card_of(facts.insights.refresh_button) is cards[2]

    dialog.show_page("Data")
    cards = sorted(data.findChildren(Card), key=top)
    assert [c.heading.text() for c in cards] == ["Encryption", "Export your data", "Import", "Delete all data"]
    assert not data.property("card")
    assert card_of(data.encryption.keyring_check) is cards[0]
    assert card_of(data.export_button) is cards[1] and card_of(data.chatgpt_button) is cards[2]
    assert card_of(data.delete_button) is cards[3] and card_of(data.confirm_edit) is cards[3]
    dialog.close()
