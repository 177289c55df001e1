"""Settings → Memory, user insights: under the facts of "What Whizi remembers" with time range,
confidence and "Show sources"; delete and restore; "Refresh insights" with its progress; the map;
the alert; and "Clear memory" taking the insights too. Real core, test server, offscreen widgets."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QTextDocument

from app.core.domain import ProviderConfig, utcnow
from app.core.memory.facts.model import Cause
from tests.support.insights_history import expected_range, plant
from tests.support.insights_model import InsightsModel

from app.ui.memory.facts_panel import FactsSection
from app.ui.settings.memory_page import MemorySettingsPage

pytestmark = pytest.mark.gui


@pytest.fixture
def icore(core, openai_server):
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url, chat_model="test-chat",
                                       memory_model="test-memory", embedding_model="test-embed"))
    core.settings.set("history.embedder", "provider")
    openai_server.responder = InsightsModel()
    return core


@pytest.fixture
def planted(icore, run_async):
    now = utcnow()
    topics = plant(icore, now=now)
    run_async(icore.insights.refresh_now(), timeout=60_000)
    return now, topics


@pytest.fixture
def page(qtbot, qloop, icore):
    page = MemorySettingsPage(icore)
    qtbot.addWidget(page)
    page.resize(760, 900)
    page.show()
    qtbot.waitExposed(page)
    yield page
    page.dialog_closing()


def facts_section(page) -> FactsSection:
    return next(s for s in page.sections if isinstance(s, FactsSection))


def shown(qtbot, page, count):
    section = facts_section(page)
    section.set_expanded(True)
    qtbot.waitUntil(lambda: section.insights.list.count() == count, timeout=5000)
    return section, section.insights


def test_insights_are_listed_under_the_facts_with_time_range_and_confidence(qtbot, planted, page, icore):
    now, topics = planted
    section, insights = shown(qtbot, page, len(topics))
    # Only insights, no facts: the row still shows, the facts list does not.
    assert section.row.isVisible() and not section.empty.isVisible()
    assert section.row.value.text() == f"0 · {len(topics)} insights"
    assert section.details.isVisible() and not section.list.isVisible() and insights.isVisible()
    texts = [insights.list.item(i).text() for i in range(insights.list.count())]
    assert {next(r for r in (expected_range(now, t.months) for t in topics.values()) if r in text) for text in texts} \
        == {expected_range(now, t.months) for t in topics.values()}
    assert all(any(f"Confidence: {level}" in t for level in ("high", "medium", "low")) for t in texts)
    assert insights.sources_button.text() == "Show sources" and insights.refresh_button.text() == "Refresh insights"
    # Facts come first, insights under them.
    icore.facts.store.commit(["Name is Ann"], cause=Cause.PASS, chat_id=None, message_ids=[], model="m")
    section.reload()
    qtbot.waitUntil(lambda: section.list.isVisible() and section.list.count() == 1)
    assert section.row.value.text() == f"1 · {len(topics)} insights"
    assert section.list.mapTo(section, QPoint(0, 0)).y() < insights.mapTo(section, QPoint(0, 0)).y()


def test_show_sources_lists_the_messages_an_insight_came_from(qtbot, planted, page, icore):
    _now, topics = planted
    section, insights = shown(qtbot, page, len(topics))
    insights.list.setCurrentRow(0)
    chosen = insights.selected_insight()
    qtbot.mouseClick(insights.sources_button, Qt.MouseButton.LeftButton)
    dialog = insights.sources_dialog
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.list.count() > 0)
    assert dialog.windowTitle() == "Sources of this insight"
    members = set(icore.insights.store.members(chosen.id))
    shown_ids = {dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())}
    assert shown_ids <= members and len(shown_ids) == min(len(members), 100)
    first = icore.messages.get(dialog.list.item(0).data(Qt.ItemDataRole.UserRole))
    assert first.content in dialog.list.item(0).text()
    dialog.reject()


def test_delete_then_restore_from_deleted_insights(qtbot, planted, page, icore, run_async):
    _now, topics = planted
    section, insights = shown(qtbot, page, len(topics))
    insights.list.setCurrentRow(1)
    gone = insights.selected_insight()
    assert not insights.deleted_button.isVisible()
    qtbot.mouseClick(insights.delete_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: insights.list.count() == len(topics) - 1)
    assert gone.id not in {insights.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(insights.list.count())}
    assert insights.deleted_button.isVisible() and insights.deleted_button.text().startswith("Deleted insights (1)")
    # A refresh does not bring it back.
    run_async(icore.insights.refresh_now(), timeout=60_000)
    qtbot.waitUntil(lambda: insights.list.count() == len(topics) - 1)

    qtbot.mouseClick(insights.deleted_button, Qt.MouseButton.LeftButton)
    assert insights.deleted_box.isVisible() and insights.deleted_list.count() == 1
    insights.deleted_list.setCurrentRow(0)
    qtbot.mouseClick(insights.restore_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: insights.list.count() == len(topics))
    assert not insights.deleted_button.isVisible()


def test_refresh_insights_shows_its_progress(qtbot, icore, page, run_async):
    plant(icore, now=utcnow())
    icore.facts.store.commit(["Name is Ann"], cause=Cause.PASS, chat_id=None, message_ids=[], model="m")
    section = facts_section(page)
    section.reload()
    section.set_expanded(True)
    insights = section.insights
    qtbot.waitUntil(lambda: insights.isVisible() and insights.empty.isVisible())
    seen = []
    insights.watcher.on(icore.insights.progress, lambda p: seen.append((p.phase.value, insights.progress_row.isVisible(),
                                                                 insights.progress_label.text())))
    qtbot.mouseClick(insights.refresh_button, Qt.MouseButton.LeftButton)
    assert insights.progress_row.isVisible() and not insights.refresh_button.isEnabled()
    run_async(icore.runner.run_until_idle(), timeout=60_000)
    qtbot.waitUntil(lambda: insights.list.count() == 4)
    phases = [s[0] for s in seen]
    assert phases[0] == "reading" and phases[-1] == "done" and "clustering" in phases and "writing" in phases
    writing = next(s for s in seen if s[0] == "writing")
    assert writing[1] and writing[2].startswith("Writing insights:")
    assert not insights.progress_row.isVisible() and insights.refresh_button.isEnabled()
    assert insights.status.text().endswith("Insights updated")
    assert section.row.isVisible()


def test_the_map_draws_each_insight_and_shows_it_on_hover(qtbot, planted, page, icore):
    _now, topics = planted
    section, insights = shown(qtbot, page, len(topics))
    page.resize(760, 1400)
    themap = insights.map
    qtbot.waitUntil(lambda: themap.isVisible() and len(themap.points) == len(topics))
    assert {p.insight_id for p in themap.points} == {i.id for i in icore.insights.insights()}
    point = max(themap.points, key=lambda p: p.message_count)
    centre, radius = themap.circle_of(point)
    assert radius == max(themap.circle_of(p)[1] for p in themap.points)
    assert themap.rect().contains(centre.toPoint())
    qtbot.mouseMove(themap, centre.toPoint())
    qtbot.waitUntil(lambda: themap.hovered == point.insight_id)
    hover_text = QTextDocument()
    hover_text.setHtml(themap.toolTip())                 # a tooltip is rich text: the insight's words are escaped
    assert hover_text.toPlainText() == point.text        # what the hover shows: the insight's three lines
    qtbot.mouseClick(themap, Qt.MouseButton.LeftButton, pos=centre.toPoint())
    assert insights.selected_insight().id == point.insight_id
    assert themap.point_at(QPointF(1, 1)) is None
    image = themap.grab().toImage()
    assert image.pixelColor(centre.toPoint()) != image.pixelColor(QPoint(2, themap.height() // 2))


def test_the_alert_shows_the_insights_and_forget_everything_clears_them(qtbot, planted, page, icore):
    _now, topics = planted
    section = facts_section(page)
    qtbot.waitUntil(lambda: section.insights.list.count() == len(topics))
    qtbot.mouseClick(section.knows_row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: section.alert is not None and section.alert.isVisible())
    alert = section.alert
    from app.ui.memory.insights_panel import InsightsAlertList

    block = alert.findChild(InsightsAlertList)
    assert block is not None and len(block.source_buttons) == len(topics)
    assert alert.forget_button.isVisible()           # no facts, but insights: there is something to forget
    block.source_buttons[0].click()
    qtbot.waitUntil(lambda: block.sources_dialog is not None and block.sources_dialog.list.count() > 0)
    block.sources_dialog.reject()
    with qtbot.waitSignal(section.sig_cleared, timeout=5000):
        alert.forget_button.click()
    assert icore.insights.insights() == [] and icore.insights.deleted() == []
    qtbot.waitUntil(lambda: section.insights.list.count() == 0 and section.empty.isVisible())
    section.message_box.accept()


def test_clear_memory_takes_the_insights_too(qtbot, planted, page, icore):
    _now, topics = planted
    section, insights = shown(qtbot, page, len(topics))
    icore.insights.delete(icore.insights.insights()[0].id)
    qtbot.waitUntil(lambda: insights.deleted_button.isVisible())
    section.ask_to_clear()
    box = section.confirm_box
    qtbot.waitUntil(box.isVisible)
    confirm = next(b for b in box.buttons() if b.text() == "Clear memory")
    with qtbot.waitSignal(section.sig_cleared, timeout=5000):
        confirm.click()
    qtbot.waitUntil(lambda: insights.list.count() == 0 and not insights.deleted_button.isVisible())
    assert icore.insights.insights() == [] and icore.insights.deleted() == []
    section.message_box.accept()


def test_insights_that_cannot_be_read_say_so_and_try_again_reads_them(qtbot, planted, page, icore):
    from tests.support import encrypted_db

    _now, topics = planted
    section, insights = shown(qtbot, page, len(topics))
    with encrypted_db.connect(icore.layout.database) as other:
        other.execute("ALTER TABLE insights RENAME TO insights_aside")    # the store breaks
    with qtbot.waitSignal(insights.sig_loaded, timeout=5000):
        insights.reload()
    assert insights.status.isVisible() and insights.status.text() == "Memory is unavailable right now."
    assert insights.retry_button.isVisible() and insights.retry_button.text() == "Try again"
    with encrypted_db.connect(icore.layout.database) as other:
        other.execute("ALTER TABLE insights_aside RENAME TO insights")
    with qtbot.waitSignal(insights.sig_loaded, timeout=5000):
        qtbot.mouseClick(insights.retry_button, Qt.MouseButton.LeftButton)
    assert not insights.status.isVisible() and not insights.retry_button.isVisible()
    assert insights.list.count() == len(topics)
