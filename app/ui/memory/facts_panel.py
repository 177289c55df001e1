"""Settings → Memory, first section: saved memory ("What Whizi remembers"), with the exact texts
of PRODUCT.md §7, plus what the source product lacks: edit or delete one fact, undo the last change.

Everything it shows comes from `core.facts`; database work runs in a worker thread (a locked
database shows an error, it never freezes the window). Dialogs are opened with open().
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from app.core.memory.facts.model import FactRejected, MemoryStoreError

from app.ui.common.bridge import EventBridge
from app.ui.common.design import SPACING
from app.ui.common.errors import error_text
from app.ui.common.i18n import plural
from app.ui.common.operations import Operations
from app.ui.common.plain import PlainLabel, plain_box
from app.ui.common.widgets import Card, StatusLabel, scroll_into_view

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

__all__ = ["FactsSection", "FactsAlert"]


def _widen(box: QMessageBox, width: int = 380) -> None:
    """QMessageBox sizes itself to its text; short texts would wrap into a narrow column."""
    grid = box.layout()
    grid.addItem(QSpacerItem(width, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding),
                 grid.rowCount(), 0, 1, grid.columnCount())


class RowButton(QPushButton):
    """A settings row: a title on the left, a value and a chevron on the right, the whole row clickable."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(34)
        self.title = QLabel(title)
        self.value = PlainLabel()
        self.chevron = QLabel("›")
        for label in (self.title, self.value, self.chevron):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.value.setObjectName("rowValue")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.title, 1)
        layout.addWidget(self.value)
        layout.addWidget(self.chevron)
        self.setAccessibleName(title)

    def set_value(self, text: str, description: str = "") -> None:
        self.value.setText(text)
        self.setAccessibleDescription(description or text)

    def set_open(self, opened: bool) -> None:
        self.chevron.setText("⌄" if opened else "›")

    def sizeHint(self):
        return self.layout().sizeHint()


class FactsAlert(QDialog):
    """"What Whizi knows about me": the facts as bullets, Close, and a destructive "Forget everything"."""

    sig_forget_everything = Signal()

    def __init__(self, lines: list[str], parent: QWidget | None = None, extra: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What Whizi remembers"))
        self.setAccessibleName(self.tr("What Whizi remembers"))
        heading = QLabel(self.tr("What Whizi remembers"))
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        heading.setFont(font)
        if lines:
            text = "\n".join(f"•  {line}" for line in lines)
        else:
            text = self.tr("Nothing remembered yet. Facts you share in chats will appear here.")
        self.body = QLabel(text)
        self.body.setTextFormat(Qt.TextFormat.PlainText)  # facts are the user's words, never markup
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        content = self.body
        if extra is not None:  # the rest of what Whizi remembers (user insights), under the facts
            content = QWidget()
            column = QVBoxLayout(content)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(self.body)
            column.addWidget(extra)
            column.addStretch(1)
            self.body.setVisible(bool(lines))
        scroll.setWidget(content)
        scroll.setMinimumWidth(400)
        scroll.setMinimumHeight(min(360, max(self.body.heightForWidth(380), content.sizeHint().height()) + 8))
        self.buttons = QDialogButtonBox()
        self.close_button = self.buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.forget_button = self.buttons.addButton(self.tr("Forget everything"),
                                                    QDialogButtonBox.ButtonRole.DestructiveRole)
        self.forget_button.setProperty("danger", True)   # the theme's danger colour (design.stylesheet)
        self.forget_button.setAccessibleName(self.tr("Forget everything"))
        self.forget_button.setVisible(bool(lines) or extra is not None)
        self.close_button.setDefault(True)
        self.buttons.rejected.connect(self.reject)
        self.forget_button.clicked.connect(self.sig_forget_everything)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.buttons)
        self.resize(460, self.sizeHint().height())


class FactsSection(QWidget):
    sig_loaded = Signal()          # the list (or the error) is on screen
    sig_cleared = Signal()
    sig_sources_requested = Signal(str)   # "Why does Whizi remember this?": a fact id, for the Memory Map

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.tasks = Operations(self)
        self.facts: list = []
        self.load_failed = False
        self.expanded = False
        self.confirm_box: QMessageBox | None = None
        self.message_box: QMessageBox | None = None
        self.alert: FactsAlert | None = None
        self._filling = False
        self._generation = 0
        self.setAccessibleName(self.tr("Saved memory"))

        self.blurb = QLabel(self.tr("Whizi remembers durable facts you share in conversations, such as your "
                                    "name, preferences and goals. It uses them across all your chats."))
        self.blurb.setWordWrap(True)

        self.row = RowButton(self.tr("What Whizi remembers"))
        self.row.clicked.connect(self.toggle)
        self.empty = QLabel(self.tr("Nothing remembered yet. Facts you share in chats will appear here."))
        self.empty.setWordWrap(True)
        self.empty.setObjectName("factsEmpty")
        self.empty.hide()

        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Saved facts"))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setMinimumHeight(160)
        self.list.setStyleSheet("QListWidget::item { padding: 3px 2px; }")
        self.list.itemChanged.connect(self._item_edited)
        self.list.currentRowChanged.connect(lambda _r: self._update_buttons())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list, self.delete_selected,
                  context=Qt.ShortcutContext.WidgetShortcut)
        self.edit_button = QPushButton(self.tr("Edit"))
        self.edit_button.setAccessibleName(self.tr("Edit the selected fact"))
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the selected fact"))
        self.delete_button.clicked.connect(self.delete_selected)
        self.why_button = QPushButton(self.tr("Why does Whizi remember this?"))
        self.why_button.setAccessibleName(self.tr("Why does Whizi remember the selected fact?"))
        self.why_button.setToolTip(self.tr("Show the messages this fact was learnt from, in the Memory Map"))
        self.why_button.clicked.connect(self.show_sources)
        self.clear_button = QPushButton(self.tr("Clear memory"))
        self.clear_button.setObjectName("clearMemory")
        self.clear_button.setAccessibleName(self.tr("Clear memory"))
        self.clear_button.setProperty("danger", True)
        self.clear_button.clicked.connect(self.ask_to_clear)
        self.undo_button = QPushButton(self.tr("Undo last change"))
        self.undo_button.setToolTip(self.tr("Put the list back as it was before its last change"))
        self.undo_button.setAccessibleName(self.tr("Undo last change"))
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.hide()
        # The facts, what acts on them (Edit, Delete, Why, Undo, Clear memory) together; insights under them.
        fact_actions = QHBoxLayout()
        fact_actions.setContentsMargins(0, 0, 0, 0)
        fact_actions.addWidget(self.edit_button)
        fact_actions.addWidget(self.delete_button)
        fact_actions.addStretch(1)
        fact_actions.addWidget(self.why_button)
        clear_row = QHBoxLayout()
        clear_row.setContentsMargins(0, 0, 0, 0)
        clear_row.addWidget(self.undo_button)
        clear_row.addStretch(1)
        clear_row.addWidget(self.clear_button)
        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.addWidget(self.list)
        details.addLayout(fact_actions)
        details.addLayout(clear_row)
        from app.ui.memory.insights_panel import InsightsSection  # user insights: their own card, under the facts'
        self.insights = InsightsSection(core)
        self.insights.sig_count_changed.connect(lambda _n: self._show_rows())
        self.details.hide()

        self.status = StatusLabel()
        # "Memory unavailable": retry opening memory at once instead of closing and reopening Settings.
        self.retry_button = QPushButton(self.tr("Try again"))
        self.retry_button.setAccessibleName(self.tr("Try opening memory again"))
        self.retry_button.clicked.connect(self.retry)
        self.retry_button.hide()
        status_row = QHBoxLayout()
        status_row.setContentsMargins(0, 0, 0, 0)
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.retry_button, 0, Qt.AlignmentFlag.AlignTop)
        self.knows_row = RowButton(self.tr("What Whizi knows about me"))
        self.knows_row.clicked.connect(self.show_alert)

        # Two cards (docs/design.md): the saved facts with everything that acts on them, then insights.
        saved = Card(self.tr("Saved memory"))
        for part in (self.blurb, self.row, self.empty, self.details):
            saved.body.addWidget(part)
        saved.body.addLayout(status_row)
        saved.body.addWidget(self.knows_row)
        self.insights_card = Card(self.tr("Insights"))
        self.insights_card.body.addWidget(self.insights)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING.l)
        layout.addWidget(saved)
        layout.addWidget(self.insights_card)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        self.watcher = EventBridge(self)
        self.watcher.on(core.facts.changed, lambda _change: self.reload())
        self.reload()

    # ----- loading -------------------------------------------------------------------------------
    def reload(self) -> None:
        self._generation += 1
        self.tasks.start(self._load(self._generation))

    async def _load(self, generation: int) -> None:
        try:
            facts = await asyncio.to_thread(self.core.facts.facts)
            can_undo = await asyncio.to_thread(self.core.facts.can_undo)
            failed = False
        except MemoryStoreError as exc:
            log.warning("saved memory could not be read: %s", exc)
            failed = True
        if generation != self._generation:
            return  # a newer reload is on its way: never show an older answer over it
        if failed:
            self._show_unavailable()
        else:
            self._show(facts, can_undo)
        self.sig_loaded.emit()

    def _show_unavailable(self) -> None:
        self.load_failed = True
        self.facts = []
        self.row.hide()
        self.empty.hide()
        self.details.hide()
        self.undo_button.hide()
        self.retry_button.setEnabled(True)
        self.retry_button.show()
        self.status.show_error(self.tr("Memory is unavailable right now."))

    def _show(self, facts: list, can_undo: bool) -> None:
        if self.load_failed:
            self.status.clear_status()
        self.load_failed = False
        self.retry_button.hide()
        self.facts = facts
        count = len(facts)
        self._show_rows()
        selected = self.list.currentRow()
        self._filling = True
        self.list.clear()
        for fact in facts:
            item = QListWidgetItem(fact.text)
            item.setData(Qt.ItemDataRole.UserRole, fact.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
        self._filling = False
        if facts:
            self.list.setCurrentRow(min(max(selected, 0), count - 1))
        self.undo_button.setVisible(can_undo)
        self._update_buttons()

    def _show_rows(self) -> None:
        """The row, the empty text and the details, for the facts and the insights together."""
        if self.load_failed:
            return
        count, insights = len(self.facts), self.insights.count()
        shown = count + insights
        self.row.setVisible(shown > 0)
        self.empty.setVisible(shown == 0)
        value = str(count) if not insights else \
            plural(self.tr("%1 · %n insight(s)", "", insights), insights).replace("%1", str(count))
        self.row.set_value(value, plural(self.tr("%n fact(s) saved", "", count), count))
        self.details.setVisible(shown > 0 and self.expanded)
        self.row.set_open(self.expanded and shown > 0)
        for widget in (self.list, self.edit_button, self.delete_button, self.why_button):
            widget.setVisible(count > 0)

    def _update_buttons(self) -> None:
        has = self.list.currentItem() is not None
        self.edit_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        self.why_button.setEnabled(has)

    def retry(self) -> None:
        """"Try again": read memory again now (the facts and the insights under them)."""
        self.retry_button.setEnabled(False)     # until the answer; a new failure enables it again
        self.reload()
        self.insights.reload()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.load_failed:
            self.reload()  # "Try again later": opening the page again is trying again

    # ----- the row -------------------------------------------------------------------------------
    def toggle(self) -> None:
        self.set_expanded(not self.expanded)

    def set_expanded(self, expanded: bool) -> None:
        self.expanded = expanded
        self._show_rows()

    def reveal(self) -> None:
        """Show the list (the chat's "Memory updated" leads here), scrolled into view."""
        self.set_expanded(True)
        self.reload()
        QTimer.singleShot(0, self._scroll_into_view)  # once the layout has taken in the list

    def _scroll_into_view(self) -> None:
        scroll_into_view(self.row)

    # ----- one fact ------------------------------------------------------------------------------
    def selected_fact(self):
        item = self.list.currentItem()
        if item is None:
            return None
        fact_id = item.data(Qt.ItemDataRole.UserRole)
        return next((f for f in self.facts if f.id == fact_id), None)

    def show_sources(self) -> None:
        fact = self.selected_fact()
        if fact is not None:
            self.sig_sources_requested.emit(fact.id)

    def edit_selected(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.list.editItem(item)

    def _item_edited(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        fact_id = item.data(Qt.ItemDataRole.UserRole)
        before = next((f.text for f in self.facts if f.id == fact_id), None)
        if before is None or item.text() == before:
            return
        self._change(asyncio.to_thread(self.core.facts.edit, fact_id, item.text()),
                     self.tr("Couldn't save the change. Try again."))

    def delete_selected(self) -> None:
        fact = self.selected_fact()
        if fact is not None:
            self._change(asyncio.to_thread(self.core.facts.delete, fact.id), self.tr("Couldn't delete the fact. Try again."))

    def undo(self) -> None:
        self._change(asyncio.to_thread(self.core.facts.undo), self.tr("Couldn't undo the last change. Try again."))

    def _change(self, coro, failed_text: str) -> None:
        self.status.clear_status()

        async def run() -> None:
            try:
                await coro
            except FactRejected as exc:
                self.status.show_error(error_text(exc))  # the core's sentence: "A fact cannot be empty." ...
            except MemoryStoreError as exc:
                log.warning("saved memory could not be changed: %s", exc)
                self.status.show_error(failed_text)
            self.reload()  # show what is stored, whatever happened

        self.tasks.start(run())

    # ----- clearing ------------------------------------------------------------------------------
    def ask_to_clear(self) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Clear Whizi's memory?"))
        box.setText(self.tr("Clear Whizi's memory?"))
        box.setInformativeText(self.tr("This permanently deletes everything Whizi remembers about you. "
                                       "This can't be undone."))
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        confirm = box.addButton(self.tr("Clear memory"), QMessageBox.ButtonRole.DestructiveRole)
        confirm.setProperty("danger", True)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        plain_box(box)  # the text may quote a store's error
        _widen(box)
        box.finished.connect(lambda _r: self._confirmed() if box.clickedButton() is confirm else None)
        self.confirm_box = box
        box.open()

    def _confirmed(self) -> None:
        self.tasks.start(self._clear(from_alert=False))

    async def _clear(self, *, from_alert: bool) -> None:
        try:
            await asyncio.to_thread(self.core.facts.clear)
        except MemoryStoreError as exc:
            log.warning("saved memory could not be cleared: %s", exc)
            text = self.tr("Couldn't clear memory. Try again.")
            if from_alert:
                self._message(self.tr("Couldn't clear memory"), text, QMessageBox.Icon.Warning)
            else:
                self.status.show_error(text)
            self.reload()  # the list is still there, exactly as it was
            return
        if self.alert is not None:
            self.alert.accept()
        self.status.clear_status()
        self._message(self.tr("Memory cleared"), self.tr("Whizi no longer remembers anything about you."),
                      QMessageBox.Icon.Information)
        self.sig_cleared.emit()

    def _message(self, title: str, text: str, kind: QMessageBox.Icon, retry=None) -> None:
        box = QMessageBox(self)
        box.setIcon(kind)
        box.setWindowTitle(title)
        box.setText(title)
        box.setInformativeText(text)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        if retry is not None:   # "Try again" opens memory again (the alert, once it can be read)
            again = box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
            box.setDefaultButton(again)
            box.finished.connect(lambda _r: retry() if box.clickedButton() is again else None)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        plain_box(box)  # the text may quote a store's error
        _widen(box)
        self.message_box = box
        box.open()

    # ----- "What Whizi knows about me" -----------------------------------------------------------
    def show_alert(self) -> None:
        self.tasks.start(self._open_alert())

    async def _open_alert(self) -> None:
        try:
            facts = await asyncio.to_thread(self.core.facts.facts)
        except MemoryStoreError as exc:
            log.warning("saved memory could not be read: %s", exc)
            self._message(self.tr("Memory unavailable"), self.tr("Memory is unavailable right now."),
                          QMessageBox.Icon.Warning, retry=self.show_alert)
            return
        alert = FactsAlert([f.text for f in facts], self, await self._insights_for_alert())
        alert.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        alert.sig_forget_everything.connect(lambda: self.tasks.start(self._clear(from_alert=True)))
        alert.finished.connect(lambda _r: setattr(self, "alert", None))
        self.alert = alert
        alert.open()

    async def _insights_for_alert(self):
        """The user insights under the facts in the alert (None when there are none)."""
        try:
            insights = await asyncio.to_thread(self.core.insights.insights)
        except Exception as exc:  # the facts still show; insights come back with the store
            log.warning("insights could not be read: %s", exc)
            return None
        if not insights:
            return None
        from app.ui.memory.insights_panel import InsightsAlertList

        return InsightsAlertList(self.core, insights)

    def dialog_closing(self) -> None:
        self.tasks.cancel_all()
        self.watcher.detach()
        self.insights.dialog_closing()
