"""The sidebar: chats (pinned first, newest first), search over titles and text, rename, pin,
delete with undo. It calls the core for every change and redraws from what the core says.

At start-up it is shown before the core is loaded (#15), from the first-screen read: the chats and
their brains as the core would give them. What the user does meanwhile that needs the core (search,
rename, pin, delete, a brain's click) waits for `attach_core` and then happens."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.core.domain import Chat, SearchHit

from app.ui.chat.brain_icon import Pulse, brain_description, brain_short, paint_brain
from app.ui.chat.privacy import analyse_and_offer
from app.ui.chat.search_results import HIT_ROLE, SearchHitDelegate, SearchResultsModel, friendly_time, snippet_html
from app.ui.common.icons import icon
from app.ui.common.plain import ElidedLabel, tooltip

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.store.early_read import FirstScreen

__all__ = ["BRAIN_SIZE", "Sidebar", "brain_rect", "friendly_time", "snippet_html"]

CHAT_ROLE = Qt.ItemDataRole.UserRole + 1
BRAIN_ROLE = Qt.ItemDataRole.UserRole + 3   # the chat's BrainState (decided by the core)
BRAIN_SIZE = 18


class ChatListModel(QAbstractListModel):
    # Inline rename asks; the sidebar renames through the core and reloads from it.
    sig_rename_requested = Signal(str, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.chats: list[Chat] = []
        self.brains: dict = {}  # chat id -> BrainState

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.chats)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        chat = self.chats[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return chat.title
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(chat.title)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            brain = self.brains.get(chat.id)
            spoken = f", {brain_short(brain)}" if brain is not None else ""
            pinned = self.tr("pinned") + ", " if chat.pinned else ""
            return f"{chat.title}, {pinned}{friendly_time(chat.updated_at)}{spoken}"
        if role == CHAT_ROLE:
            return chat
        if role == BRAIN_ROLE:
            return self.brains.get(chat.id)
        return None

    def flags(self, index):
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or not str(value).strip():
            return False
        self.sig_rename_requested.emit(self.chats[index.row()].id, str(value))
        return True

    def set_chats(self, chats: list[Chat]) -> None:
        self.beginResetModel()
        self.chats = list(chats)
        self.endResetModel()

    def row_of(self, chat_id: str) -> int:
        for row, chat in enumerate(self.chats):
            if chat.id == chat_id:
                return row
        return -1

    def put(self, chat: Chat, brain) -> bool:
        """One chat's new state, moved to where the order puts it (pinned first, then the most
        recently updated): the other rows, the selection and the scroll position stay as they
        are. False if the chat has no row (the caller reloads)."""
        row = self.row_of(chat.id)
        if row < 0:
            return False
        if brain is None:
            self.brains.pop(chat.id, None)
        else:
            self.brains[chat.id] = brain
        others = self.chats[:row] + self.chats[row + 1:]
        key = _order(chat)
        target = next((i for i, other in enumerate(others) if _order(other) >= key), len(others))
        if target != row:
            # Qt counts the destination among the rows as they are before the move.
            self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), target if target < row else target + 1)
            self.chats = [*others[:target], chat, *others[target:]]
            self.endMoveRows()
        else:
            self.chats[row] = chat
        index = self.index(target)
        self.dataChanged.emit(index, index)
        return True


def _order(chat: Chat) -> tuple:
    """The sidebar's order as the store gives it (ChatRepository.list_visible)."""
    return (not chat.pinned, -chat.updated_at.timestamp())


def brain_rect(row: QRect) -> QRect:
    """Where a row's digital brain sits: at the right end."""
    return QRect(row.right() - 10 - BRAIN_SIZE + 1, row.center().y() - BRAIN_SIZE // 2, BRAIN_SIZE, BRAIN_SIZE)


class ChatDelegate(QStyledItemDelegate):
    """Title on the left, elided; time, then the digital brain, on the right; a pin before pinned chats."""

    dot_opacity = 1.0  # the brain's pulsing dot, driven by the sidebar's animation

    def helpEvent(self, event, view, option, index) -> bool:
        brain = index.data(BRAIN_ROLE) if index.isValid() else None
        if event.type() == QEvent.Type.ToolTip and brain is not None and brain_rect(option.rect).contains(event.pos()):
            QToolTip.showText(event.globalPos(), brain_description(brain), view, brain_rect(option.rect))
            return True
        return super().helpEvent(event, view, option, index)

    def sizeHint(self, option, index) -> QSize:
        return QSize(option.rect.width(), option.fontMetrics.height() + 18)

    def paint(self, painter, option, index) -> None:
        chat: Chat = index.data(CHAT_ROLE)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pal = option.palette
        text_color = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect = option.rect.adjusted(10, 0, -10, 0)
        painter.save()
        brain = index.data(BRAIN_ROLE)
        if brain is not None:
            where = QRectF(brain_rect(option.rect))
            if selected:  # the blue brain would vanish into the selection colour: give it a backdrop
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(pal.color(QPalette.ColorRole.Base))
                painter.drawEllipse(where.adjusted(-2.5, -2.5, 2.5, 2.5))
            paint_brain(painter, where, brain, self.dot_opacity)
            rect.setRight(rect.right() - BRAIN_SIZE - 6)
        if chat.pinned:
            icon("pin", text_color).paint(painter, QRect(rect.left(), rect.center().y() - 7, 14, 14))
            rect.setLeft(rect.left() + 20)
        when = friendly_time(chat.updated_at)
        small = option.font
        small.setPointSizeF(max(7.0, option.font.pointSizeF() * 0.85))
        painter.setFont(small)
        time_width = painter.fontMetrics().horizontalAdvance(when) + 8
        faded = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.PlaceholderText)
        painter.setPen(faded)
        painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, when)
        painter.setFont(option.font)
        painter.setPen(text_color)
        title_rect = rect.adjusted(0, 0, -time_width, 0)
        title = painter.fontMetrics().elidedText(chat.title, Qt.TextElideMode.ElideRight, title_rect.width())
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        painter.restore()


class UndoBar(QFrame):
    sig_undo = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # It quotes the chat's title, elided to the width the sidebar has: a long title never
        # widens the sidebar (the whole sentence is in the tooltip and the accessible name).
        self.label = ElidedLabel(self.tr("Chat deleted."))
        self.button = QPushButton(self.tr("Undo"))
        self.button.setAccessibleName(self.tr("Undo delete"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self._chat_id = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.button.clicked.connect(self._undo)
        self.hide()

    def offer(self, chat_id: str, title: str, seconds: float) -> None:
        self._chat_id = chat_id
        self.label.setText(self.tr('Deleted "{0}".').format(title))
        self.show()
        self._timer.start(int(max(1.0, seconds) * 1000))

    def _undo(self) -> None:
        self._timer.stop()
        self.hide()
        self.sig_undo.emit(self._chat_id)


class Sidebar(QWidget):
    sig_chat_selected = Signal(str, str)   # chat id, message id to scroll to ("" for none)
    sig_new_chat_requested = Signal()
    sig_temporary_chat_requested = Signal()
    sig_chat_deleted = Signal(str)
    sig_status = Signal(str)               # a short message for the status bar
    sig_memory_map_requested = Signal()    # the "Memory Map" button
    sig_analysis_started = Signal(str, str, object)   # a brain clicked: chat id, title, its menu

    def __init__(self, core: WhiziCore | None, parent=None, *, first_screen: FirstScreen | None = None) -> None:
        """With `core` None, the chats of `first_screen` until `attach_core`."""
        super().__init__(parent)
        self.core = core
        self._first_screen = first_screen
        self._waiting: list[Callable[[], None]] = []   # what the user asked for before the core was loaded
        self._core_view: tuple[list[Chat], dict] | None = None
        self.setAccessibleName(self.tr("Chats"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search chats (Ctrl+K)"))
        self.search.setAccessibleName(self.tr("Search chats"))
        self.search.setClearButtonEnabled(True)
        self.search_icon = self.search.addAction(icon("search"), QLineEdit.ActionPosition.LeadingPosition)
        self._name_search_buttons()

        self.new_button = QToolButton()
        self.new_button.setText(self.tr("New chat"))
        self.new_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.new_button.setToolTip(self.tr("New chat (Ctrl+N)"))
        self.temp_button = QToolButton()
        self.temp_button.setToolTip(self.tr("Temporary chat: not saved, not remembered (Ctrl+Shift+N)"))
        self.temp_button.setAccessibleName(self.tr("New temporary chat"))

        self.model = ChatListModel(self)
        self.list = QListView()
        self.list.setModel(self.model)
        self.delegate = ChatDelegate(self.list)
        self.list.setItemDelegate(self.delegate)
        self.list.setAccessibleName(self.tr("Chat list"))
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.setUniformItemSizes(True)
        # Rows elide to the width they get: sideways scrolling would only hide the times and brains.
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.results_model = SearchResultsModel(self)
        self.results = QListView()
        self.results.setModel(self.results_model)
        self.results.setItemDelegate(SearchHitDelegate(self.results))
        self.results.setAccessibleName(self.tr("Search results"))
        self.results.setWordWrap(True)
        self.no_results = QLabel(self.tr("No chats match."))
        self.no_results.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The first run: say how to start instead of an empty box.
        self.no_chats = QLabel(self.tr("No chats yet.\n\nPress New chat or Ctrl+N, or just type a message: "
                                       "a chat is kept from its first message."))
        self.no_chats.setTextFormat(Qt.TextFormat.PlainText)
        self.no_chats.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_chats.setWordWrap(True)
        self.no_chats.setMargin(12)
        self.no_chats.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.stack = QStackedWidget()
        self.stack.addWidget(self.list)
        self.stack.addWidget(self.results)
        self.stack.addWidget(self.no_results)
        self.stack.addWidget(self.no_chats)
        self.undo_bar = UndoBar()
        # The Memory Map: every dialogue Whizi keeps something from (shown in place of the chat).
        self.memory_map_button = QToolButton()
        self.memory_map_button.setText(self.tr("Memory Map"))
        self.memory_map_button.setCheckable(True)
        self.memory_map_button.setAutoRaise(True)
        self.memory_map_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.memory_map_button.setToolTip(self.tr("What Whizi remembers, dialogue by dialogue (Ctrl+Shift+M)"))
        self.memory_map_button.setAccessibleName(self.tr("Memory Map"))
        self.memory_map_button.clicked.connect(lambda: self.sig_memory_map_requested.emit())

        top = QHBoxLayout()
        top.addWidget(self.new_button, 1)
        top.addWidget(self.temp_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.search)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.undo_bar)
        layout.addWidget(self.memory_map_button)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(120)
        self._search_timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.search.returnPressed.connect(self._open_first_hit)
        self.new_button.clicked.connect(self.sig_new_chat_requested)
        self.temp_button.clicked.connect(self.sig_temporary_chat_requested)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        self.list.customContextMenuRequested.connect(self._context_menu)
        self.results.clicked.connect(self._open_hit)
        self.results.activated.connect(self._open_hit)
        # Queued: the model must not be reset while its editor is still committing.
        self.model.sig_rename_requested.connect(self.rename_chat, Qt.ConnectionType.QueuedConnection)
        self.undo_bar.sig_undo.connect(self.undo_delete)
        # The digital brains: a click on one analyses that chat; yellow dots breathe.
        self.brain_pulse = Pulse(self)
        self.brain_pulse.sig_changed.connect(self._pulse)
        self.list.viewport().installEventFilter(self)
        self.brain_menu = None

        delete = QAction(self.tr("Delete chat"), self.list)
        delete.setShortcut(QKeySequence.StandardKey.Delete)
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete.triggered.connect(lambda: self.delete_chat(self.current_chat_id()))
        self.list.addAction(delete)
        self._selecting = False
        self._tint_icons()
        self.reload()

    def _name_search_buttons(self) -> None:
        """The search field's icon-only buttons (the magnifier, Qt's clear button) say what they do
        in a tooltip and to a screen reader."""
        self.search_icon.setText(self.tr("Search chats"))
        clear = self.search.findChild(QAction, "_q_qlineeditclearaction")
        if clear is not None:
            clear.setText(self.tr("Clear search"))
        for button in self.search.findChildren(QToolButton):
            action = button.defaultAction()
            if action is not None and action.text():
                button.setToolTip(action.text())
                button.setAccessibleName(action.text())

    def _tint_icons(self) -> None:
        color = self.palette().color(QPalette.ColorRole.ButtonText)
        self.new_button.setIcon(icon("new-chat", color))
        self.temp_button.setIcon(icon("temporary", color))
        self.search_icon.setIcon(icon("search", self.palette().color(QPalette.ColorRole.PlaceholderText)))
        self.memory_map_button.setIcon(icon("memory-map", color))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self._tint_icons()

    # ----- data ------------------------------------------------------------------------------
    def set_core_view(self, chats: list[Chat], brains: dict) -> None:
        """The chats and brains as the core gives them, read in a worker as it loaded (attach_core
        then runs no query on the window's thread when they are what is shown)."""
        self._core_view = (chats, brains)

    def attach_core(self, core: WhiziCore) -> None:
        """The core is loaded: read from it from now on, and do what the user asked meanwhile."""
        self.core = core
        self._first_screen = None
        chats, brains = self._core_view or (core.chats.list_visible(), None)
        self._core_view = None
        if chats == self.model.chats:   # as at start-up: the rows, the selection and the scroll stay
            self.model.brains = brains if brains is not None else core.privacy.brain_states(chats)
            self.refresh_rows()
        else:
            self.reload()
        waiting, self._waiting = self._waiting, []
        for action in waiting:
            action()
        if self.search.text().strip():
            self.run_search()

    def _when_core(self, action: Callable[[], None]) -> bool:
        """False, with `action` kept for `attach_core`, while the core is not loaded yet."""
        if self.core is not None:
            return True
        self._waiting.append(action)
        return False

    def reload(self, keep: str | None = None) -> None:
        keep = keep if keep is not None else self.current_chat_id()
        self._selecting = True
        if self.core is not None:
            chats = self.core.chats.list_visible()
            self.model.brains = self.core.privacy.brain_states(chats)
        else:
            chats = list(self._first_screen.chats) if self._first_screen is not None else []
            self.model.brains = dict(self._first_screen.brains) if self._first_screen is not None else {}
        self.model.set_chats(chats)
        self._update_pulse()
        if keep:
            self.select_chat(keep, emit=False)
        self._selecting = False
        if self.search.text().strip():
            self.run_search()
        else:
            self.stack.setCurrentWidget(self._list_or_empty())

    def chat_changed(self, chat: Chat | None) -> None:
        """The core's chat_changed (a turn started or ended, a title, a mode): that chat's row
        only. Reading every chat and every brain again on each turn was work on the window's
        thread in proportion to the number of chats, and a model reset that lost the list's
        scroll position; a chat that is new, deleted or gone is still a whole reload."""
        if chat is None or chat.temporary:
            return
        if chat.is_deleted or self.model.row_of(chat.id) < 0:
            self.reload()
            return
        self.model.put(chat, self.core.privacy.brain_states([chat]).get(chat.id))
        self._update_pulse()
        if self.search.text().strip():
            self.run_search()   # the results may name this chat, by its new title or words

    def set_memory_map_shown(self, shown: bool) -> None:
        """The button stays pressed while the Memory Map is on screen."""
        self.memory_map_button.setChecked(shown)

    def current_chat_id(self) -> str:
        index = self.list.currentIndex()
        chat = index.data(CHAT_ROLE) if index.isValid() else None
        return chat.id if chat else ""

    def select_chat(self, chat_id: str, emit: bool = True) -> None:
        row = self.model.row_of(chat_id)
        was = self._selecting
        self._selecting = not emit
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
        else:
            self.list.clearSelection()
            self.list.setCurrentIndex(QModelIndex())
        self._selecting = was

    def _current_changed(self, current, _previous) -> None:
        if self._selecting or not current.isValid():
            return
        self.sig_chat_selected.emit(current.data(CHAT_ROLE).id, "")

    # ----- search ----------------------------------------------------------------------------
    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def run_search(self) -> None:
        text = self.search.text().strip()
        if not text:
            self.stack.setCurrentWidget(self._list_or_empty())
            self.results_model.set_hits([])
            return
        if self.core is None:   # attach_core searches for what the field says then
            return
        hits = self.core.search.search(text)
        self.results_model.set_hits(hits)
        self.stack.setCurrentWidget(self.results if hits else self.no_results)

    def _list_or_empty(self) -> QWidget:
        return self.list if self.model.rowCount() else self.no_chats

    def _open_hit(self, index) -> None:
        hit: SearchHit = index.data(HIT_ROLE)
        if hit is not None:
            self.select_chat(hit.chat_id, emit=False)
            self.sig_chat_selected.emit(hit.chat_id, hit.message_id or "")

    def _open_first_hit(self) -> None:
        if self.results_model.rowCount():
            self._open_hit(self.results_model.index(0))

    # ----- actions ---------------------------------------------------------------------------
    def _context_menu(self, pos) -> None:
        index = self.list.indexAt(pos)
        if not index.isValid():
            return
        chat: Chat = index.data(CHAT_ROLE)
        menu = QMenu(self)
        menu.addAction(self.tr("Rename"), lambda: self.list.edit(index))
        menu.addAction(self.tr("Unpin") if chat.pinned else self.tr("Pin"), lambda: self.toggle_pin(chat.id))
        # The brain's click, for keyboard users too (the context-menu key).
        menu.addAction(self.tr("Analyse this chat now"),
                       lambda: self.brain_clicked(chat.id, self.list.viewport().mapToGlobal(pos)))
        menu.addSeparator()
        menu.addAction(self.tr("Delete"), lambda: self.delete_chat(chat.id))
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def rename_chat(self, chat_id: str, title: str) -> None:
        if not self._when_core(lambda: self.rename_chat(chat_id, title)):
            return
        self.core.chats.rename(chat_id, title)
        self.reload(keep=chat_id)

    def toggle_pin(self, chat_id: str) -> None:
        if not self._when_core(lambda: self.toggle_pin(chat_id)):
            return
        chat = self.core.chats.get(chat_id)
        if chat:
            self.core.chats.set_pinned(chat_id, not chat.pinned)
            self.reload(keep=chat_id)

    def delete_chat(self, chat_id: str) -> None:
        if not chat_id or not self._when_core(lambda: self.delete_chat(chat_id)):
            return
        chat = self.core.chats.get(chat_id)
        if chat is None:
            return
        row = self.model.row_of(chat_id)
        self.core.delete_chat(chat_id)
        self.sig_chat_deleted.emit(chat_id)
        self.reload(keep="")
        # Keep the keyboard where it was: select the neighbour of the deleted chat.
        if self.model.rowCount():
            self.list.setCurrentIndex(self.model.index(min(max(row, 0), self.model.rowCount() - 1)))
        self.undo_bar.offer(chat_id, chat.title, float(self.core.settings.get("ui.delete_undo_s")))

    def undo_delete(self, chat_id: str) -> None:
        self.core.undo_delete_chat(chat_id)
        self.reload(keep=chat_id)
        self.sig_chat_selected.emit(chat_id, "")

    # ----- digital brains ----------------------------------------------------------------------
    def refresh_brains(self) -> None:
        """Redraw every row's brain from the core (labels, decisions or a setting changed)."""
        self.model.brains = self.core.privacy.brain_states()  # fresh chats: a mode may have changed
        self.refresh_rows()

    def refresh_rows(self) -> None:
        """Redraw every row's brain from the model's."""
        if self.model.chats:
            self.model.dataChanged.emit(self.model.index(0), self.model.index(len(self.model.chats) - 1),
                                        [BRAIN_ROLE, Qt.ItemDataRole.AccessibleTextRole])
        self._update_pulse()

    def _update_pulse(self) -> None:
        self.brain_pulse.set_running(any(state.pulsing for state in self.model.brains.values()))
        self.delegate.dot_opacity = self.brain_pulse.opacity

    def _pulse(self, opacity: float) -> None:
        self.delegate.dot_opacity = opacity
        for row, chat in enumerate(self.model.chats):
            state = self.model.brains.get(chat.id)
            if state is not None and state.pulsing:
                self.list.viewport().update(brain_rect(self.list.visualRect(self.model.index(row))))

    def eventFilter(self, watched, event) -> bool:
        if (watched is self.list.viewport() and event.type() == QEvent.Type.MouseButtonRelease
                and event.button() == Qt.MouseButton.LeftButton):
            pos = event.position().toPoint()
            index = self.list.indexAt(pos)
            if index.isValid() and brain_rect(self.list.visualRect(index)).contains(pos):
                self.brain_clicked(index.data(CHAT_ROLE).id, self.list.viewport().mapToGlobal(pos))
        return super().eventFilter(watched, event)

    def brain_clicked(self, chat_id: str, global_pos) -> None:
        if not self._when_core(lambda: self.brain_clicked(chat_id, global_pos)):
            return
        self.brain_menu = analyse_and_offer(self.core, chat_id, self, global_pos, self.sig_status.emit,
                                            self.sig_analysis_started.emit)
