"""The Memory Map page (PRODUCT.md §5): every dialogue with remembered messages, newest first and
grouped by day like a browser history, with search; opening one shows it in the transcript
(memory_map_dialogue.py). The main window shows this page in place of the open chat.

Scale: the list is a model/view pair that fetches a page of dialogues at a time as the reader
scrolls (canFetchMore / fetchMore), each page a keyset query on indexes (core/memory/memory_map.py),
so opening costs the same for 50 or 5,000 dialogues. Rows have one height (uniform sizes) and are
painted by a delegate: no widget per row.
"""
from __future__ import annotations

import logging
from datetime import date, timedelta
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QKeySequence,
    QShortcut,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.memory.memory_map.reader import PAGE_SIZE, Dialogue

from app.ui.common.bridge import EventBridge
from app.ui.common.i18n import plural
from app.ui.common.operations import Operations
from app.ui.common.plain import PlainLabel, tooltip
from app.ui.common.widgets import MeasuredLabel
from app.ui.memory.memory_map_delegate import DIALOGUE_ROLE, HEADING_ROLE, DialogueDelegate
from app.ui.memory.memory_map_dialogue import DialogueView, ExclusionNotice, span_text

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

SEARCH_DELAY_MS = 150
REFRESH_DELAY_MS = 120


def day_label(day: date, today: date | None = None) -> str:
    """"Today", "Yesterday", else the date in full, as browser histories head their days."""
    today = today or date.today()
    if day == today:
        return QCoreApplication.translate("MemoryMap", "Today")
    if day == today - timedelta(days=1):
        return QCoreApplication.translate("MemoryMap", "Yesterday")
    pattern = "dddd, d MMMM" if day.year == today.year else "dddd, d MMMM yyyy"
    return QLocale().toString(QDate(day.year, day.month, day.day), pattern)


_DIALOGUE_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable
_TOOLTIP, _ACCESSIBLE = int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.AccessibleTextRole)
_HEADING = int(HEADING_ROLE)


class _DialogueItem(QStandardItem):
    """One dialogue of the list; its tooltip and spoken text are composed when asked for (a fetch
    builds a hundred of these at a time, while the reader scrolls)."""

    def __init__(self, dialogue: Dialogue) -> None:
        super().__init__(dialogue.title)
        self.dialogue = dialogue
        self.setData(dialogue, DIALOGUE_ROLE)
        self.setFlags(_DIALOGUE_FLAGS)

    def data(self, role=Qt.ItemDataRole.UserRole + 1):
        role = int(role)
        if role == _HEADING:
            return False
        if role == _TOOLTIP:
            return tooltip(self.dialogue.title)
        if role == _ACCESSIBLE:
            d = self.dialogue
            count = d.remembered  # a plain name: PySide's lupdate skips translate() whose count is `d.x`
            remembered = QCoreApplication.translate("MemoryMap", "%n remembered message(s)", "", count)
            parts = [d.title, QCoreApplication.translate("MemoryMap", "deleted") if d.deleted else "",
                     span_text(d.first_at, d.last_at), plural(remembered, d.remembered)]
            return ", ".join(p for p in parts if p)
        return super().data(role)


def _heading_item(text: str) -> QStandardItem:
    item = QStandardItem(text)
    item.setData(None, DIALOGUE_ROLE)
    item.setData(True, HEADING_ROLE)
    item.setFlags(Qt.ItemFlag.NoItemFlags)   # a heading: neither selected nor focused
    return item


class DialogueListModel(QStandardItemModel):
    """Day headings and dialogues, fetched a page at a time as the view asks for more.

    The rows live in C++ (QStandardItemModel): QListView asks a model for every row's index on each
    relayout, and a fetch relays out every row; answered in Python that costs a call per row
    (about 10 ms at 5,000 rows), answered here it costs nothing worth measuring."""

    sig_rename_requested = Signal(str, str)

    def __init__(self, core: WhiziCore, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        self.chat_ids: list[str] | None = None       # a search's matches; None: every dialogue
        self._dialogues: list[Dialogue] = []
        self._headings: list[str] = []
        self._rows: dict[str, int] = {}
        self._cursor = None
        self._more = False
        self._last_day: date | None = None
        self._today = date.today()

    # Qt interface
    def canFetchMore(self, parent=QModelIndex()) -> bool:  # noqa: B008 - Qt's default argument
        return not parent.isValid() and self._more

    def fetchMore(self, parent=QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or not self._more:
            return
        page = self.core.memory_map.page(self._cursor, PAGE_SIZE, self.chat_ids)
        self._cursor, self._more = page.next, page.next is not None
        items = []
        row = self.rowCount()
        for dialogue in page.dialogues:
            day = dialogue.order_at.astimezone().date()
            if day != self._last_day:
                label = day_label(day, self._today)
                items.append(_heading_item(label))
                self._headings.append(label)
                self._last_day = day
            self._rows[dialogue.chat_id] = row + len(items)
            items.append(_DialogueItem(dialogue))
            self._dialogues.append(dialogue)
        if items:
            self.invisibleRootItem().appendRows(items)   # one insertion, one relayout

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        """An inline rename: the core renames, and the list shows what the core then says."""
        d = index.data(DIALOGUE_ROLE) if index.isValid() else None
        if role != Qt.ItemDataRole.EditRole or d is None or not str(value).strip():
            return False
        self.sig_rename_requested.emit(d.chat_id, str(value))
        return True

    # Python interface
    def reload(self, chat_ids: list[str] | None = None, keep_rows: int = 0) -> None:
        """Start again from the newest (with a search's matches, or all); fetch at least one page,
        or as many as it takes to show `keep_rows` rows again (a refresh keeps the reader's place)."""
        self.clear()
        self.chat_ids = chat_ids
        self._dialogues, self._headings, self._rows = [], [], {}
        self._cursor, self._more, self._last_day = None, True, None
        self._today = date.today()
        self.fetchMore()
        while self._more and self.rowCount() < keep_rows:
            self.fetchMore()

    def dialogues(self) -> list[Dialogue]:
        return list(self._dialogues)

    def headings(self) -> list[str]:
        return list(self._headings)

    def row_of(self, chat_id: str) -> int:
        return self._rows.get(chat_id, -1)


class MemoryMapPage(QWidget):
    sig_back = Signal()                  # back to the open chat
    sig_open_chat = Signal(str)          # continue a dialogue in the chat panel
    sig_show_memory = Signal()           # Settings → Memory, the facts list
    sig_status = Signal(str)

    def __init__(self, core: WhiziCore, bridge, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        self.setAccessibleName(self.tr("Memory Map"))
        self._tasks = Operations(self)
        self._search_generation = 0
        self._dirty = False

        # the list of dialogues
        self.back_button = QToolButton()
        self.back_button.setText(self.tr("‹ Chats"))
        self.back_button.setAutoRaise(True)
        self.back_button.setToolTip(self.tr("Back to the chat (Ctrl+Shift+M)"))
        self.back_button.setAccessibleName(self.tr("Back to chats"))
        heading = QLabel(self.tr("Memory Map"))
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        heading.setFont(font)
        self.heading = heading
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the Memory Map"))
        self.search.setAccessibleName(self.tr("Search the Memory Map"))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(240)
        top = QHBoxLayout()
        top.setContentsMargins(8, 8, 12, 0)
        top.addWidget(self.back_button)
        top.addWidget(heading)
        top.addStretch(1)
        top.addWidget(self.search)
        self.blurb = QLabel(self.tr("Every dialogue Whizi keeps something from, newest first. Open one to see what it "
                                    "remembers, and to take messages out of its memory."))
        self.blurb.setWordWrap(True)
        self.blurb.setObjectName("mapBlurb")
        self.blurb.setContentsMargins(14, 0, 14, 4)
        self.why_banner = PlainLabel()  # it quotes a fact
        self.why_banner.setWordWrap(True)
        self.why_banner.setTextFormat(Qt.TextFormat.PlainText)
        self.why_banner.setContentsMargins(14, 4, 14, 4)
        self.why_banner.hide()

        self.model = DialogueListModel(core, self)
        self.list = QListView()
        self.list.setModel(self.model)
        self.delegate = DialogueDelegate(self.list)
        self.list.setItemDelegate(self.delegate)
        self.list.setUniformItemSizes(True)
        self._set_grid()
        self.list.setAccessibleName(self.tr("Dialogues in the Memory Map"))
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.setMouseTracking(True)
        self.empty = MeasuredLabel()   # a readable column in the middle, not the page's full width
        self.empty.setObjectName("mapEmpty")
        self.no_results = QLabel(self.tr("No dialogue matches."))
        for label in (self.empty, self.no_results):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.list_stack = QStackedWidget()
        for widget in (self.list, self.empty, self.no_results):
            self.list_stack.addWidget(widget)
        self.list_page = QWidget()
        list_layout = QVBoxLayout(self.list_page)
        list_layout.setContentsMargins(0, 0, 0, 0)
        list_layout.setSpacing(4)
        list_layout.addLayout(top)
        list_layout.addWidget(self.blurb)
        list_layout.addWidget(self.why_banner)
        list_layout.addWidget(self.list_stack, 1)

        # one dialogue
        self.dialogue = DialogueView(core)
        self.notice = ExclusionNotice()

        self.pages = QStackedWidget()
        self.pages.addWidget(self.list_page)
        self.pages.addWidget(self.dialogue)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.notice)
        self.setStyleSheet("#mapBlurb { color: palette(placeholder-text); }")

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self._run_search)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh)

        self.back_button.clicked.connect(self.sig_back)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.list.clicked.connect(self._open_index)
        self.list.activated.connect(self._open_index)
        self.list.customContextMenuRequested.connect(self._context_menu)
        # Queued: the model must not be reset while its editor is still committing.
        self.model.sig_rename_requested.connect(self.rename, Qt.ConnectionType.QueuedConnection)
        self.dialogue.sig_back.connect(self.show_list)
        self.dialogue.sig_open_chat.connect(self.sig_open_chat)
        self.dialogue.sig_exclude.connect(self.exclude)
        self.dialogue.sig_gone.connect(lambda _chat_id: self.show_list())
        self.dialogue.sig_status.connect(self.sig_status)
        self.dialogue.sig_opened.connect(lambda chat_id: self.notice.follow(
            chat_id if self.pages.currentWidget() is self.dialogue else None))
        self.notice.sig_undo.connect(self.undo)
        self.notice.sig_show_memory.connect(self.sig_show_memory)
        QShortcut(QKeySequence("Alt+Left"), self.dialogue, self.show_list,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

        self.watcher = EventBridge(self)   # core.memory_map's events; the window detaches it on close
        self.watcher.on(core.memory_map.changed, lambda _chat_id: self.refresh_soon())
        self.watcher.on(core.memory_map.exclusion_applied, self._exclusion_applied)
        bridge.on(core.privacy.remembered_changed, self._remembered_changed)
        bridge.on(core.privacy.changed, self.dialogue.privacy_changed)
        bridge.on(core.chat.message_added, self.dialogue.message_arrived)
        bridge.on(core.chat.message_changed, self.dialogue.message_arrived)
        bridge.on(core.chat.messages_removed, lambda item: self.dialogue.messages_removed(item[0], list(item[1])))
        bridge.on(core.chat.chat_changed, self._chat_changed)

    def _set_grid(self) -> None:
        # A grid of the row height: QListView then asks the model for its size once per row and
        # relayout, not twice (each ask is a call into Python; a fetch relays out every row).
        self.list.setGridSize(QSize(0, self.delegate.metrics(self.list.font()).row_height))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange and hasattr(self, "delegate"):
            self._set_grid()

    # ----- showing -----------------------------------------------------------------------------------
    def open_map(self) -> None:
        """Shown from the sidebar or Ctrl+Shift+M: the list, fresh, newest first."""
        self.why_banner.hide()
        self.pages.setCurrentWidget(self.list_page)
        self.notice.follow(None)
        self.refresh(keep_place=False)
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_list(self) -> None:
        self.pages.setCurrentWidget(self.list_page)
        self.notice.follow(None)
        if self._dirty:
            self.refresh()
        row = self.model.row_of(self.dialogue.chat_id or "")
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row, 0))
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def refresh(self, keep_place: bool = True) -> None:
        bar = self.list.verticalScrollBar()
        position = bar.value() if keep_place else 0
        keep = self.model.rowCount() if keep_place else 0
        current = self.list.currentIndex().data(DIALOGUE_ROLE) if keep_place else None
        self.model.reload(self.model.chat_ids if keep_place else self._filter_ids(), keep_rows=keep)
        if current is not None and self.model.row_of(current.chat_id) >= 0:
            self.list.setCurrentIndex(self.model.index(self.model.row_of(current.chat_id), 0))
        bar.setValue(position)
        self._dirty = False
        self._update_stack()

    def _filter_ids(self) -> list[str] | None:
        return None if not self.search.text().strip() else self.model.chat_ids

    def _update_stack(self) -> None:
        if self.model.rowCount():
            self.list_stack.setCurrentWidget(self.list)
        elif self.model.chat_ids is not None:
            self.list_stack.setCurrentWidget(self.no_results)
        else:
            self.empty.setText(self.empty_text())
            self.list_stack.setCurrentWidget(self.empty)

    def empty_text(self) -> str:
        """The empty map says how to start, for the analysis mode in use."""
        first = self.tr("Nothing in the Memory Map yet. Dialogues appear here once Whizi remembers something "
                        "from them.")
        if self.core.policy.settings_now().automatic:
            how = self.tr("Chats are analysed automatically: keep chatting, and what may be remembered shows up "
                          "here after each reply.")
        else:
            how = self.tr("Chats are analysed only when you ask: click the brain beside a chat (in the sidebar "
                          "or the chat's header) to let Whizi remember from it. To analyse every chat, choose "
                          "“Chats are automatically saved” in Settings → Memory.")
        return f"{first}\n\n{how}"

    def open_dialogue(self, chat_id: str, focus: list[str] | None = None) -> bool:
        if not self.dialogue.open(chat_id, focus=focus):
            self.sig_status.emit(self.tr("That dialogue is no longer in the Memory Map."))
            self.refresh_soon()
            return False
        self.pages.setCurrentWidget(self.dialogue)
        self.notice.follow(chat_id)
        return True

    def show_sources(self, fact: str) -> bool:
        """"Why does Whizi remember this?": the dialogue a fact came from, at the message. Returns
        False (and says so on the list) when none of its messages is stored any more."""
        text = next((f.text for f in self.core.facts.facts() if f.id == fact), fact)
        sources = self.core.memory_map.sources(fact)
        if sources and self.dialogue.show_sources(text, sources):
            self.pages.setCurrentWidget(self.dialogue)
            self.notice.follow(self.dialogue.chat_id)
            return True
        self.open_map()
        self.why_banner.setText(self.tr("Whizi no longer keeps the messages it learnt “%1” from.").replace("%1", text))
        self.why_banner.show()
        return False

    def _open_index(self, index: QModelIndex) -> None:
        dialogue = index.data(DIALOGUE_ROLE) if index.isValid() else None
        if dialogue is not None:
            self.open_dialogue(dialogue.chat_id)

    def _context_menu(self, pos) -> None:
        index = self.list.indexAt(pos)
        dialogue = index.data(DIALOGUE_ROLE) if index.isValid() else None
        if dialogue is None:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Open"), lambda: self.open_dialogue(dialogue.chat_id))
        menu.addAction(self.tr("Rename"), lambda: self.list.edit(index))
        if not dialogue.deleted:
            menu.addAction(self.tr("Open chat"), lambda: self.sig_open_chat.emit(dialogue.chat_id))
        self.context_menu = menu
        menu.popup(self.list.viewport().mapToGlobal(pos))

    # ----- search ------------------------------------------------------------------------------------
    def _run_search(self) -> None:
        text = self.search.text().strip()
        self._search_generation += 1
        generation = self._search_generation
        if not text:
            self.model.reload(None)
            self._update_stack()
            return

        def done(found) -> None:
            if generation == self._search_generation:
                self.model.reload(found)
                self._update_stack()

        self._tasks.run(self.core.memory_map.search, text, done=done,
                        failed=lambda error: log.warning("memory map search failed: %s", error))

    # ----- changes -----------------------------------------------------------------------------------
    def rename(self, chat_id: str, title: str) -> None:
        try:
            self.core.memory_map.rename(chat_id, title)
        except ValueError as exc:
            self.sig_status.emit(str(exc))

    def exclude(self, message_id: str) -> None:
        """"Do not remember" on a message of the open dialogue."""
        try:
            self.core.memory_map.exclude(message_id)
        except (KeyError, ValueError) as exc:
            self.sig_status.emit(str(exc).strip("'\""))
            return
        if self.core.memory_map.pending(message_id):
            orphans = [f.text for f in self.core.facts.orphaned_by([message_id])]
            self.notice.excluded(message_id, self.core.memory_map.undo_seconds(), orphans, self.dialogue.chat_id)

    def undo(self, message_ids: list[str]) -> None:
        failed = [m for m in message_ids if not self.core.memory_map.undo_exclude(m)]
        self.notice.undone(message_ids, failed)

    def _exclusion_applied(self, result) -> None:
        self.notice.applied(result)
        if result.dialogue_removed and self.dialogue.chat_id == result.chat_id:
            self.show_list()
        self.refresh_soon()

    def _remembered_changed(self, change) -> None:
        for message_id in change.remembered:
            self.notice.discard(message_id)
        self.refresh_soon()

    def _chat_changed(self, chat) -> None:
        self.dialogue.chat_changed(chat)
        self.refresh_soon()

    def refresh_soon(self) -> None:
        """Something listed may have changed: refresh the list soon if it is on screen, else when
        it is shown again."""
        self._dirty = True
        if self.isVisible() and self.pages.currentWidget() is self.list_page:
            self._refresh_timer.start()

    def cancel_tasks(self) -> None:
        self._tasks.cancel_all()
