"""The Memory Map in the real window: reaching it, the list by day with lazy fetching and search,
renaming, a dialogue with its green highlight, the filter and "Do not remember" with Undo and its
result, deleted dialogues, and "Why does Whizi remember this?" from Settings → Memory. Real core,
real widgets, and the test server as the memory model's privacy classifier."""
from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from app.core.domain import Role, utcnow
from app.core.memory.facts.model import Cause
from tests.support.history import label
from tests.support.openai_server import Reply
from tests.support.privacy_model import ClassifierModel

from app.ui.memory.memory_map import DIALOGUE_ROLE, day_label

pytestmark = pytest.mark.gui

FILTER = "Show messages added to the memory map"


def rule(text: str):
    if "card" in text:
        return "red", "Card number"
    if "maybe" in text:
        return "yellow", "Vague"
    return None


@pytest.fixture
def mcore(window, openai_server):
    openai_server.responder = ClassifierModel(rule)
    window.core.settings.set("memory_map.undo_s", 0)
    window.core.settings.set("ui.delete_undo_s", 0)
    return window.core


def drain(run_async, core) -> None:
    while run_async(core.runner.run_until_idle(), timeout=30_000):
        pass


def analysed_chat(core, run_async, title, turns, *, days_ago=0.0, minutes_ago=0.0):
    at = utcnow() - timedelta(days=days_ago, minutes=minutes_ago)
    chat = core.chats.create(title, created_at=at)
    messages = [core.messages.add(chat.id, Role(role), text, created_at=at + timedelta(seconds=i))
                for i, (role, text) in enumerate(turns)]
    core.privacy.analyse_chat_now(chat.id)
    drain(run_async, core)
    return chat, [core.messages.get(m.id) for m in messages]


def show_map(qtbot, window):
    qtbot.mouseClick(window.sidebar.memory_map_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.memory_map is not None and window.content.currentWidget() is window.memory_map)
    return window.memory_map


def titles(page) -> list[str]:
    return [d.title for d in page.model.dialogues()]


def open_row(qtbot, page, chat_id):
    row = page.model.row_of(chat_id)
    index = page.model.index(row, 0)
    page.list.scrollTo(index)
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=page.list.visualRect(index).center())
    qtbot.waitUntil(lambda: page.pages.currentWidget() is page.dialogue and page.dialogue.chat_id == chat_id
                    and page.dialogue.view.layout_ready)


def items(page):
    model = page.dialogue.model
    return [model.item(r) for r in range(model.rowCount())]


def click_action(qtbot, view, message_id, action):
    index = view.model().index_of(message_id)
    view.scrollTo(index)
    rect = view.visualRect(index)
    qtbot.mouseMove(view.viewport(), QPoint(rect.center().x(), rect.top() + 20))
    qtbot.waitUntil(lambda: action in view.action_rects(index) and view.hovered_id == message_id)
    pos = view.action_rects(index)[action].center()
    qtbot.mouseMove(view.viewport(), pos)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def greenish(view, message_id) -> int:
    """Pixels of the message's bubble that lean green (the remembered highlight)."""
    index = view.model().index_of(message_id)
    rect = view.visualRect(index)
    image = view.viewport().grab(rect).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.green() > c.red() + 12 and c.green() > c.blue() + 4:
                count += 1
    return count


# ----- reaching it ---------------------------------------------------------------------------------
def test_the_sidebar_button_and_ctrl_shift_m_show_the_map_in_place_of_the_chat(qtbot, window, mcore, run_async):
    core = mcore
    chat, _ = analysed_chat(core, run_async, "Chess openings", [("user", "I play the Sicilian defence")])
    page = show_map(qtbot, window)
    assert window.sidebar.memory_map_button.text() == "Memory Map" and window.sidebar.memory_map_button.isChecked()
    assert titles(page) == ["Chess openings"] and not window.panel.isVisible()

    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.content.currentWidget() is window.panel and not window.sidebar.memory_map_button.isChecked()

    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.content.currentWidget() is page and page.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.content.currentWidget() is window.panel

    show_map(qtbot, window)
    window.sidebar.reload()
    window.sidebar.select_chat(chat.id)            # picking a chat in the sidebar goes back to chatting
    qtbot.waitUntil(lambda: window.content.currentWidget() is window.panel and window.panel.chat.id == chat.id)


# ----- the list ------------------------------------------------------------------------------------
def test_dialogues_are_grouped_by_day_newest_first_and_fetched_as_the_list_scrolls(qtbot, window, mcore, run_async):
    core = mcore
    analysed_chat(core, run_async, "Old trip", [("user", "I visited Rome")], days_ago=12)
    analysed_chat(core, run_async, "Yesterday's bread", [("user", "I bake rye bread")], days_ago=1)
    # Today's three stay within today even when the test runs just after midnight.
    local_now = utcnow().astimezone()
    since_midnight = (local_now - local_now.replace(hour=0, minute=0, second=0, microsecond=0)).total_seconds() / 60
    step = min(10.0, since_midnight / 4)
    analysed_chat(core, run_async, "Morning run", [("user", "I run 5 km")], minutes_ago=3 * step)
    analysed_chat(core, run_async, "Nothing kept", [("user", "my card is 4111 1111 1111 1111")], minutes_ago=2 * step)
    analysed_chat(core, run_async, "Afternoon tea", [("user", "I like green tea")], minutes_ago=step)
    # Many older dialogues, labelled the way the classifier labels them (fast to set up).
    base = utcnow() - timedelta(days=40)
    for i in range(260):
        chat = core.chats.create(f"Archive {i:03d}", created_at=base - timedelta(hours=i))
        message = core.messages.add(chat.id, Role.USER, f"archived note {i}", created_at=base - timedelta(hours=i))
        label(core, [message.id])

    page = show_map(qtbot, window)
    model = page.model
    assert titles(page)[:4] == ["Afternoon tea", "Morning run", "Yesterday's bread", "Old trip"]
    today = utcnow().astimezone().date()
    assert model.headings()[:3] == ["Today", "Yesterday", day_label(today - timedelta(days=12), today)]
    assert model.index(0, 0).data() == "Today" and not (model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsSelectable)
    assert "Nothing kept" not in titles(page)
    assert len(titles(page)) < 264 and model.canFetchMore()       # one page so far, not all of them

    bar = page.list.verticalScrollBar()
    for _ in range(20):
        if not model.canFetchMore():
            break
        bar.setValue(bar.maximum())                                 # the reader reaches the end
        qtbot.waitUntil(lambda: bar.value() < bar.maximum() or not model.canFetchMore())
    shown = titles(page)
    assert len(shown) == 264 and len(set(shown)) == 264
    order = [d.order_at for d in model.dialogues()]
    assert order == sorted(order, reverse=True)


def test_search_filters_by_title_and_remembered_text_only(qtbot, window, mcore, run_async):
    core = mcore
    trip, _ = analysed_chat(core, run_async, "Holiday plans", [("user", "We fly to Lisbon in June"),
                                                                ("user", "maybe Porto afterwards")])
    analysed_chat(core, run_async, "Cooking", [("user", "Bake the bread at 230 degrees")])
    page = show_map(qtbot, window)
    assert sorted(titles(page)) == ["Cooking", "Holiday plans"]
    qtbot.keyClicks(page.search, "lisb")
    qtbot.waitUntil(lambda: titles(page) == ["Holiday plans"])
    page.search.clear()
    qtbot.keyClicks(page.search, "porto")            # yellow in Strict mode: not remembered, not found
    qtbot.waitUntil(lambda: page.list_stack.currentWidget() is page.no_results)
    assert page.no_results.text() == "No dialogue matches."
    page.search.clear()
    qtbot.waitUntil(lambda: len(titles(page)) == 2)


def test_a_dialogue_is_renamed_from_the_list_and_from_its_header(qtbot, window, mcore, run_async):
    core = mcore
    chat, _ = analysed_chat(core, run_async, "Untitled", [("user", "I keep bees on the roof")])
    page = show_map(qtbot, window)
    index = page.model.index(page.model.row_of(chat.id), 0)
    page.list.setCurrentIndex(index)
    page.list.edit(index)
    editor = page.list.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "Beekeeping")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: core.chats.get(chat.id).title == "Beekeeping" and titles(page) == ["Beekeeping"])
    assert [c.title for c in window.sidebar.model.chats] == ["Beekeeping"]       # the sidebar follows

    open_row(qtbot, page, chat.id)
    title = page.dialogue.title
    assert title.text() == "Beekeeping"
    title.setFocus()
    title.selectAll()
    qtbot.keyClicks(title, "Rooftop bees")
    qtbot.keyClick(title, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: core.chats.get(chat.id).title == "Rooftop bees")
    qtbot.mouseClick(page.dialogue.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: titles(page) == ["Rooftop bees"])


# ----- one dialogue ----------------------------------------------------------------------------------
def test_remembered_messages_are_green_the_filter_shows_only_them_and_do_not_remember_can_be_undone(
        qtbot, window, mcore, run_async):
    core = mcore
    chat, (oslo, reply, card, vague) = analysed_chat(core, run_async, "About me", [
        ("user", "I live in Oslo near the quayside"),
        ("assistant", "Oslo is lovely near the quayside"),
        ("user", "my card is 4111 1111 1111 1111"),
        ("user", "maybe I should move"),
    ])
    core.facts.store.commit(["Lives in Oslo"], cause=Cause.PASS, message_ids=[oslo.id],
                            line_sources={"Lives in Oslo": [oslo.id]})
    core.settings.set("memory_map.undo_s", 3600)
    page = show_map(qtbot, window)
    open_row(qtbot, page, chat.id)
    view = page.dialogue.view
    assert [i.remembered for i in items(page)] == [True, True, False, False]
    assert greenish(view, oslo.id) > 3 * greenish(view, vague.id)         # the green highlight
    assert "edit" not in view.action_rects(view.model().index_of(oslo.id))  # reviewed here, not rewritten

    assert page.dialogue.filter.text() == FILTER and not page.dialogue.filter.isChecked()
    box = page.dialogue.filter
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))   # on the box
    qtbot.waitUntil(lambda: [i.id for i in items(page)] == [oslo.id, reply.id] and view.layout_ready)

    assert view.itemDelegate().action_labels["forget"] == "Do not remember"
    click_action(qtbot, view, oslo.id, "forget")
    qtbot.waitUntil(lambda: [i.id for i in items(page)] == [reply.id])      # out of the map at once
    assert not core.messages.get(oslo.id).remembered
    notice = page.notice
    assert notice.isVisible() and notice.undo_button.isVisible()
    assert "Lives in Oslo" in notice.label.text()                         # what the rewrite will drop

    qtbot.mouseClick(notice.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: [i.id for i in items(page)] == [oslo.id, reply.id])
    assert core.messages.get(oslo.id).remembered
    assert notice.label.text() == "Whizi remembers it again." and not notice.undo_button.isVisible()
    drain(run_async, core)
    assert core.facts.lines() == ["Lives in Oslo"]


def test_an_open_dialogue_follows_its_chat_as_a_reply_streams_in(qtbot, window, mcore, run_async, openai_server):
    core = mcore
    chat, (oslo, reply) = analysed_chat(core, run_async, "Oslo", [
        ("user", "I live in Oslo near the quayside"),
        ("assistant", "Oslo is lovely near the quayside"),
    ])
    answer = "Bergen is wetter than Oslo, but just as lovely in May."
    openai_server.responder.chain(lambda body: Reply(content=answer, chunk_delay=0.05))
    page = show_map(qtbot, window)
    open_row(qtbot, page, chat.id)
    assert [i.id for i in items(page)] == [oslo.id, reply.id]

    sent = asyncio.ensure_future(core.chat.send(chat.id, "What about Bergen?"))

    qtbot.waitUntil(lambda: len(items(page)) == 4 and items(page)[3].status == "streaming"
                    and 0 < len(items(page)[3].content) < len(answer))       # seen while it streams
    assert items(page)[2].content == "What about Bergen?" and page.pages.currentWidget() is page.dialogue
    qtbot.waitUntil(sent.done, timeout=10_000)
    qtbot.waitUntil(lambda: items(page)[3].content == answer and items(page)[3].status == "complete")

    page.dialogue.filter.setChecked(True)       # only what is remembered: new messages wait for analysis
    qtbot.waitUntil(lambda: [i.id for i in items(page)] == [oslo.id, reply.id])
    sent = asyncio.ensure_future(core.chat.send(chat.id, "And Stavanger?"))
    qtbot.waitUntil(sent.done, timeout=10_000)
    assert [i.id for i in items(page)] == [oslo.id, reply.id]


def test_after_the_undo_window_the_facts_only_it_taught_are_removed_and_the_user_is_told(
        qtbot, window, mcore, run_async):
    core = mcore
    chat, (oslo, tea) = analysed_chat(core, run_async, "About me", [
        ("user", "I live in Oslo near the quayside"), ("user", "I drink green tea every morning")])
    core.facts.store.commit(["Lives in Oslo", "Drinks green tea"], cause=Cause.PASS, message_ids=[oslo.id, tea.id],
                            line_sources={"Lives in Oslo": [oslo.id], "Drinks green tea": [tea.id]})
    page = show_map(qtbot, window)
    open_row(qtbot, page, chat.id)
    click_action(qtbot, page.dialogue.view, oslo.id, "forget")
    qtbot.waitUntil(page.notice.isVisible)
    drain(run_async, core)                                                # the rewrite runs
    qtbot.waitUntil(lambda: page.notice.label.text().startswith("1 fact removed"))
    assert "“Lives in Oslo”" in page.notice.label.text() and not page.notice.undo_button.isVisible()
    assert core.facts.lines() == ["Drinks green tea"]
    assert core.memory_map.undo_exclude(oslo.id) is False                  # too late now

    qtbot.mouseClick(page.notice.memory_button, Qt.MouseButton.LeftButton)   # "See saved memory"
    qtbot.waitUntil(lambda: window._settings_dialog is not None and window._settings_dialog.isVisible())
    window._settings_dialog.close()


def test_a_deleted_dialogue_shows_only_what_is_remembered_and_goes_with_its_last_exclusion(
        qtbot, window, mcore, run_async):
    core = mcore
    chat, (a, b, card) = analysed_chat(core, run_async, "Garden diary", [
        ("user", "I grow tomatoes on the balcony"),
        ("assistant", "Tomatoes like six hours of sun"),
        ("user", "my card is 4111 1111 1111 1111 for the seeds"),
    ], days_ago=2)
    window.sidebar.reload()
    window.sidebar.delete_chat(chat.id)
    drain(run_async, core)                                                # purged: the card message is gone
    page = show_map(qtbot, window)
    row = page.model.row_of(chat.id)
    assert page.model.index(row, 0).data(DIALOGUE_ROLE).deleted
    assert "deleted" in page.model.index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole)

    open_row(qtbot, page, chat.id)
    dialogue = page.dialogue
    assert dialogue.deleted_badge.isVisible() and not dialogue.open_button.isVisible()
    assert dialogue.filter.isChecked() and not dialogue.filter.isEnabled()
    assert [i.id for i in items(page)] == [a.id, b.id] and core.messages.get(card.id) is None

    click_action(qtbot, dialogue.view, a.id, "forget")
    qtbot.waitUntil(lambda: [i.id for i in items(page)] == [b.id])
    drain(run_async, core)
    assert core.messages.get(a.id) is None                                 # excluded in a deleted dialogue: gone
    click_action(qtbot, dialogue.view, b.id, "forget")
    qtbot.waitUntil(lambda: dialogue.stack.currentWidget() is dialogue.empty)
    drain(run_async, core)
    qtbot.waitUntil(lambda: page.pages.currentWidget() is page.list_page)
    qtbot.waitUntil(lambda: page.model.row_of(chat.id) < 0)
    assert core.chats.get(chat.id) is None
    assert "The deleted dialogue had nothing else remembered and is gone." in page.notice.label.text()
    assert page.list_stack.currentWidget() is page.empty


# ----- "Why does Whizi remember this?" ---------------------------------------------------------------
def test_why_does_whizi_remember_this_opens_the_source_messages_in_the_map(qtbot, window, mcore, run_async):
    core = mcore
    first, (bees, _x) = analysed_chat(core, run_async, "Bees", [("user", "I keep bees on the roof"),
                                                                ("assistant", "Bees need water nearby")],
                                      days_ago=3)
    other, (honey,) = analysed_chat(core, run_async, "Honey", [("user", "My bees made 12 kg of honey")])
    core.facts.store.commit(["Keeps bees on the roof", "Likes jazz"], cause=Cause.PASS,
                            message_ids=[bees.id, honey.id],
                            line_sources={"Keeps bees on the roof": [bees.id, honey.id], "Likes jazz": []})
    window.open_memory_settings()
    qtbot.waitUntil(lambda: window._settings_dialog is not None and window._settings_dialog.isVisible())
    from app.ui.memory.facts_panel import FactsSection

    section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
    qtbot.waitUntil(lambda: section.list.count() == 2)
    section.list.setCurrentRow(0)
    assert section.why_button.text() == "Why does Whizi remember this?" and section.why_button.isEnabled()
    qtbot.mouseClick(section.why_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: window._settings_dialog is None and window.memory_map is not None
                    and window.content.currentWidget() is window.memory_map)
    page = window.memory_map
    dialogue = page.dialogue
    qtbot.waitUntil(lambda: page.pages.currentWidget() is dialogue and dialogue.chat_id == first.id
                    and dialogue.view.layout_ready)
    assert dialogue.view.currentIndex() == dialogue.model.index_of(bees.id)
    assert dialogue.sources_banner.isVisible() and "Keeps bees on the roof" in dialogue.sources_label.text()
    assert "(1 of 2)" in dialogue.sources_label.text()
    qtbot.mouseClick(dialogue.next_source, Qt.MouseButton.LeftButton)      # the other dialogue it came from
    qtbot.waitUntil(lambda: dialogue.chat_id == other.id and dialogue.view.layout_ready)
    assert dialogue.view.currentIndex() == dialogue.model.index_of(honey.id)

    # A fact whose messages are gone says so instead.
    jazz = next(f for f in core.facts.facts() if f.text == "Likes jazz")
    window.show_fact_sources(jazz.id)
    assert page.pages.currentWidget() is page.list_page and page.why_banner.isVisible()
    assert "Likes jazz" in page.why_banner.text()
