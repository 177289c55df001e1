"""User insights in Settings → Memory, under the saved facts of "What Whizi remembers", and in the
"What Whizi knows about me" alert: each insight with its time range and confidence, "Show
sources", delete (and restore from "Deleted insights"), "Refresh insights" with its progress, and
the map of the topics.

Everything shown comes from `core.insights` (database work in worker threads); the core computes,
this module draws. Dialogs are opened with open().
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.core.memory.insights.model import Phase

from app.ui.common.bridge import EventBridge
from app.ui.common.i18n import plural
from app.ui.common.operations import Operations
from app.ui.common.plain import tooltip
from app.ui.common.widgets import StatusLabel
from app.ui.memory.insights_map import InsightsMap
from app.ui.memory.insights_text import insight_item_text, insight_text

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

__all__ = ["InsightsSection", "InsightsAlertList", "SourcesDialog"]

_DOT = {"high": "#2e7d32", "medium": "#f0a000", "low": "#9e9e9e"}


def _date(when) -> str:
    local = when.astimezone()
    return QLocale().toString(QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat)


CARD_ROLE = Qt.ItemDataRole.UserRole + 1     # (title, sentences, numbers line, dot colour)


class InsightDelegate(QStyledItemDelegate):
    """One insight as a small card: a confidence dot, the title in bold, the sentences, and the
    confidence with the numbers in a muted line; wrapped to the view's width."""

    PAD, DOT, GAP = 7, 10, 3

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def _blocks(self, option, index):
        title, sentences, numbers, _colour = index.data(CARD_ROLE)
        base = QFont(option.font)
        bold = QFont(base)
        bold.setBold(True)
        small = QFont(base)
        small.setPointSizeF(base.pointSizeF() * 0.92)
        return [(bold, title, False), (base, sentences, False), (small, numbers, True)]

    def _text_width(self) -> int:
        return max(120, self.view.viewport().width() - self.DOT - 3 * self.PAD)

    def sizeHint(self, option, index) -> QSize:
        if index.data(CARD_ROLE) is None:
            return super().sizeHint(option, index)
        width = self._text_width()
        height = 2 * self.PAD + self.GAP * 2
        for font, text, _muted in self._blocks(option, index):
            height += QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000),
                                                      Qt.TextFlag.TextWordWrap, text).height()
        return QSize(width, height)

    def paint(self, painter: QPainter, option, index) -> None:
        if index.data(CARD_ROLE) is None:
            return super().paint(painter, option, index)
        panel = QStyleOptionViewItem(option)
        self.initStyleOption(panel, index)
        panel.text = ""
        style = panel.widget.style() if panel.widget is not None else self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, panel, painter, panel.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        text_colour = palette.color(palette.ColorRole.HighlightedText if selected else palette.ColorRole.Text)
        muted = QColor(text_colour)
        muted.setAlpha(170)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = option.rect
        x = rect.left() + self.PAD * 2 + self.DOT
        y = rect.top() + self.PAD
        width = self._text_width()
        blocks = self._blocks(option, index)
        first = QFontMetrics(blocks[0][0])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(index.data(CARD_ROLE)[3]))
        painter.drawEllipse(rect.left() + self.PAD, y + (first.height() - self.DOT) // 2, self.DOT, self.DOT)
        for font, text, is_muted in blocks:
            painter.setFont(font)
            painter.setPen(muted if is_muted else text_colour)
            box = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
            painter.drawText(QRect(x, y, width, box.height()), Qt.TextFlag.TextWordWrap, text)
            y += box.height() + self.GAP
        painter.restore()


def _bold(label: QLabel) -> QLabel:
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class SourcesDialog(QDialog):
    """The messages an insight was drawn from, the most typical first."""

    sig_loaded = Signal()

    def __init__(self, core: WhiziCore, insight, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.insight = insight
        self.tasks = Operations(self)
        self.setWindowTitle(self.tr("Sources of this insight"))
        self.setAccessibleName(self.tr("Sources of this insight"))
        heading = _bold(QLabel(insight.title))
        heading.setTextFormat(Qt.TextFormat.PlainText)
        self.summary = QLabel(insight_text(insight))
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.count = QLabel(self.tr("Loading the messages…"))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Source messages"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setMinimumSize(460, 260)
        self.list.setStyleSheet("QListWidget::item { padding: 4px 2px; }")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.count)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.finished.connect(lambda _r: self.tasks.cancel_all())
        self.tasks.start(self._load())

    async def _load(self) -> None:
        sources = await asyncio.to_thread(self.core.insights.sources, self.insight.id)
        self.list.clear()
        for source in sources:
            when = _date(source.created_at)
            item = QListWidgetItem(f"{when} · {source.chat_title}\n{source.text}")
            item.setData(Qt.ItemDataRole.UserRole, source.message_id)
            item.setToolTip(tooltip(source.text))
            self.list.addItem(item)
        shown = len(sources)
        chats = self.insight.chat_count
        if shown < self.insight.message_count:
            text = self.tr("The %1 most typical of %2 messages, from %n chat(s):", "", chats)
        else:
            text = self.tr("All %2 messages, from %n chat(s):", "", chats)
        self.count.setText(plural(text, chats).replace("%1", str(shown)).replace("%2", str(self.insight.message_count)))
        self.sig_loaded.emit()


class InsightsSection(QWidget):
    """The insights, in their own card under the saved facts' (the card and its heading are the facts
    section's): list, actions, progress, deleted ones, the map."""

    sig_loaded = Signal()
    sig_count_changed = Signal(int)

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.tasks = Operations(self)
        self.insights: list = []
        self.deleted: list = []
        self.points: list = []
        self.sources_dialog: SourcesDialog | None = None
        self._generation = 0
        self.setAccessibleName(self.tr("Insights"))

        self.blurb = QLabel(self.tr("Topics Whizi noticed across the messages it remembers, with when and how "
                                    "sure. Refreshed every week."))
        self.blurb.setWordWrap(True)
        self.empty = QLabel(self.tr("No insights yet. Whizi finds them in the messages it remembers."))
        self.empty.setWordWrap(True)
        self.empty.hide()

        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Insights"))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setItemDelegate(InsightDelegate(self.list))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setMinimumHeight(260)
        self.list.currentRowChanged.connect(lambda _r: self._current_changed())
        self.list.itemDoubleClicked.connect(lambda _i: self.show_sources())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list, self.delete_selected,
                  context=Qt.ShortcutContext.WidgetShortcut)

        self.sources_button = QPushButton(self.tr("Show sources"))
        self.sources_button.setAccessibleName(self.tr("Show the sources of the selected insight"))
        self.sources_button.clicked.connect(self.show_sources)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the selected insight"))
        self.delete_button.clicked.connect(self.delete_selected)
        self.refresh_button = QPushButton(self.tr("Refresh insights"))
        self.refresh_button.setAccessibleName(self.tr("Refresh insights"))
        self.refresh_button.clicked.connect(self.refresh)
        actions = QHBoxLayout()
        actions.setContentsMargins(0, 0, 0, 0)
        actions.addWidget(self.sources_button)
        actions.addWidget(self.delete_button)
        actions.addStretch(1)
        actions.addWidget(self.refresh_button)

        self.progress_label = QLabel()
        self.progress_bar = QProgressBar()
        self.progress_bar.setAccessibleName(self.tr("Refreshing insights"))
        self.progress_bar.setFixedHeight(8)
        self.progress_bar.setTextVisible(False)
        self.progress_row = QWidget()
        progress = QVBoxLayout(self.progress_row)
        progress.setContentsMargins(0, 0, 0, 0)
        progress.setSpacing(2)
        progress.addWidget(self.progress_label)
        progress.addWidget(self.progress_bar)
        self.progress_row.hide()
        self.status = StatusLabel()
        self.load_failed = False
        self.retry_button = QPushButton(self.tr("Try again"))     # "Memory unavailable": read the insights again
        self.retry_button.setAccessibleName(self.tr("Try reading the insights again"))
        self.retry_button.clicked.connect(self._retry)
        self.retry_button.hide()
        status_row = QHBoxLayout()
        status_row.setContentsMargins(0, 0, 0, 0)
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.retry_button, 0, Qt.AlignmentFlag.AlignTop)

        self.map_title = QLabel(self.tr("Map of your insights"))
        self.map_title.setToolTip(self.tr("Similar topics sit close together; bigger circles have more messages."))
        self.map = InsightsMap()
        self.map.sig_insight_clicked.connect(self._select)

        self.deleted_button = QPushButton()
        self.deleted_button.setFlat(True)
        self.deleted_button.setAccessibleName(self.tr("Deleted insights"))
        self.deleted_button.clicked.connect(self._toggle_deleted)
        self.deleted_list = QListWidget()
        self.deleted_list.setAccessibleName(self.tr("Deleted insights"))
        self.deleted_list.setWordWrap(True)
        self.deleted_list.setMaximumHeight(140)
        self.deleted_list.currentRowChanged.connect(lambda _r: self._update_buttons())
        self.restore_button = QPushButton(self.tr("Restore"))
        self.restore_button.setAccessibleName(self.tr("Restore the selected insight"))
        self.restore_button.clicked.connect(self.restore_selected)
        self.deleted_box = QWidget()
        deleted = QVBoxLayout(self.deleted_box)
        deleted.setContentsMargins(8, 0, 0, 0)
        deleted.addWidget(QLabel(self.tr("Deleted insights stay hidden, and their topics are not brought back "
                                         "by a refresh, until you restore them.")))
        deleted.itemAt(0).widget().setWordWrap(True)
        deleted.addWidget(self.deleted_list)
        restore_row = QHBoxLayout()
        restore_row.addWidget(self.restore_button)
        restore_row.addStretch(1)
        deleted.addLayout(restore_row)
        self.deleted_box.hide()
        self.deleted_button.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.blurb)
        layout.addWidget(self.empty)
        layout.addWidget(self.list)
        layout.addLayout(actions)
        layout.addWidget(self.progress_row)
        layout.addLayout(status_row)
        layout.addWidget(self.map_title)
        layout.addWidget(self.map)
        layout.addWidget(self.deleted_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.deleted_box)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        self.watcher = EventBridge(self)
        self.watcher.on(core.insights.changed, lambda _value: self.reload())
        self.watcher.on(core.insights.progress, self.show_progress)
        service = core.insights
        if service.last_progress.running:
            self.show_progress(service.last_progress)
        self._update_buttons()
        self.reload()

    # ----- loading -------------------------------------------------------------------------------
    def count(self) -> int:
        return len(self.insights)

    def reload(self) -> None:
        self._generation += 1
        self.tasks.start(self._load(self._generation))

    async def _load(self, generation: int) -> None:
        try:
            insights = await asyncio.to_thread(self.core.insights.insights)
            deleted = await asyncio.to_thread(self.core.insights.deleted)
            points = await asyncio.to_thread(self.core.insights.map_points)
        except Exception as exc:   # a locked or broken database: say so, delete nothing
            log.warning("insights could not be read: %s", exc)
            if generation == self._generation:
                self.load_failed = True
                self.status.show_error(self.tr("Memory is unavailable right now."))
                self.retry_button.setEnabled(True)
                self.retry_button.show()
                self.sig_loaded.emit()
            return
        if generation != self._generation:
            return
        if self.load_failed:      # read again: the error is no longer true
            self.load_failed = False
            self.status.clear_status()
            self.retry_button.hide()
        self._show(insights, deleted, points)
        self.sig_loaded.emit()

    def _retry(self) -> None:
        self.retry_button.setEnabled(False)     # until the answer; a new failure enables it again
        self.reload()

    def _show(self, insights: list, deleted: list, points: list) -> None:
        before = len(self.insights)
        selected = self.selected_insight()
        self.insights, self.deleted, self.points = insights, deleted, points
        self.list.clear()
        for insight in insights:
            text = insight_item_text(insight)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, insight.id)
            lines = text.split("\n")
            item.setData(CARD_ROLE, (lines[0], "\n".join(lines[1:-1]), lines[-1],
                                     _DOT.get(insight.confidence.value, "#9e9e9e")))
            item.setToolTip(tooltip(insight_text(insight)))
            self.list.addItem(item)
        self.empty.setVisible(not insights)
        self.list.setVisible(bool(insights))
        self.map_title.setVisible(bool(points))
        self.map.setVisible(bool(points))
        self.map.set_points(points)
        if insights:
            ids = [i.id for i in insights]
            self._select(selected.id if selected is not None and selected.id in ids else ids[0])
        self.deleted_list.clear()
        for insight in deleted:
            item = QListWidgetItem(f"{insight.title}\n{insight.statement}")
            item.setData(Qt.ItemDataRole.UserRole, insight.id)
            item.setToolTip(tooltip(insight_text(insight)))
            self.deleted_list.addItem(item)
        self.deleted_button.setVisible(bool(deleted))
        self.deleted_button.setText(self.tr("Deleted insights (%1) %2").replace("%1", str(len(deleted)))
                                    .replace("%2", "⌄" if self.deleted_box.isVisible() else "›"))
        if not deleted:
            self.deleted_box.hide()
        self._update_buttons()
        if len(insights) != before:
            self.sig_count_changed.emit(len(insights))

    # ----- one insight ---------------------------------------------------------------------------
    def selected_insight(self):
        item = self.list.currentItem()
        if item is None:
            return None
        insight_id = item.data(Qt.ItemDataRole.UserRole)
        return next((i for i in self.insights if i.id == insight_id), None)

    def _select(self, insight_id: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == insight_id:
                self.list.setCurrentRow(row)
                self.list.scrollToItem(self.list.item(row))
                break

    def _current_changed(self) -> None:
        insight = self.selected_insight()
        self.map.set_selected(insight.id if insight else None)
        self._update_buttons()

    def _update_buttons(self) -> None:
        has = self.selected_insight() is not None
        self.sources_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        self.restore_button.setEnabled(self.deleted_list.currentItem() is not None)
        self.refresh_button.setEnabled(not self.core.insights.running)

    def show_sources(self) -> None:
        insight = self.selected_insight()
        if insight is None:
            return
        dialog = SourcesDialog(self.core, insight, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r: setattr(self, "sources_dialog", None))
        self.sources_dialog = dialog
        dialog.open()

    def delete_selected(self) -> None:
        insight = self.selected_insight()
        if insight is not None:
            self._change(asyncio.to_thread(self.core.insights.delete, insight.id), self.tr("Couldn't delete the insight. Try again."))

    def restore_selected(self) -> None:
        item = self.deleted_list.currentItem()
        if item is not None:
            self._change(asyncio.to_thread(self.core.insights.restore, item.data(Qt.ItemDataRole.UserRole)),
                         self.tr("Couldn't restore the insight. Try again."))

    def _toggle_deleted(self) -> None:
        self.deleted_box.setVisible(not self.deleted_box.isVisible())
        self.deleted_button.setText(self.tr("Deleted insights (%1) %2").replace("%1", str(len(self.deleted)))
                                    .replace("%2", "⌄" if self.deleted_box.isVisible() else "›"))
        if self.deleted_box.isVisible() and self.deleted_list.count() and self.deleted_list.currentRow() < 0:
            self.deleted_list.setCurrentRow(0)

    def _change(self, coro, failed_text: str) -> None:
        self.status.clear_status()

        async def run() -> None:
            try:
                await coro
            except Exception as exc:
                log.warning("insights could not be changed: %s", exc)
                self.status.show_error(failed_text)
            self.reload()

        self.tasks.start(run())

    # ----- refreshing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """"Refresh insights": a durable job now; its progress arrives as events."""
        self.status.clear_status()
        try:
            self.core.insights.refresh()
        except Exception as exc:
            log.warning("could not schedule an insights refresh: %s", exc)
            self.status.show_error(self.tr("Memory is unavailable right now. Try again later."))
            return
        self.progress_label.setText(self.tr("Waiting to refresh insights…"))
        self.progress_bar.setRange(0, 0)
        self.progress_row.show()
        self.refresh_button.setEnabled(False)

    def show_progress(self, progress) -> None:
        phase = progress.phase
        if phase in (Phase.DONE, Phase.IDLE, Phase.FAILED):
            self.progress_row.hide()
            self.refresh_button.setEnabled(True)
            if phase is Phase.DONE:
                self.status.show_ok(self.tr("Insights updated"))
            elif phase is Phase.FAILED:
                self.status.show_error(self.tr("Couldn't refresh insights: %1").replace("%1", progress.message))
            return
        texts = {
            Phase.READING: self.tr("Reading the messages Whizi remembers…"),
            Phase.EMBEDDING: self.tr("Embedding messages: %1 of %2"),
            Phase.CLUSTERING: self.tr("Finding topics…"),
            Phase.WRITING: self.tr("Writing insights: %1 of %2"),
        }
        self.status.clear_status()
        self.progress_label.setText(texts[phase].replace("%1", str(progress.done)).replace("%2", str(progress.total)))
        if progress.total:
            self.progress_bar.setRange(0, progress.total)
            self.progress_bar.setValue(progress.done)
        else:
            self.progress_bar.setRange(0, 0)
        self.progress_row.show()
        self.refresh_button.setEnabled(False)

    def dialog_closing(self) -> None:
        self.tasks.cancel_all()
        self.watcher.detach()


class InsightsAlertList(QWidget):
    """The insights in the "What Whizi knows about me" alert: the three lines of each, and
    "Show sources"."""

    def __init__(self, core: WhiziCore, insights: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.insights = list(insights)
        self.sources_dialog: SourcesDialog | None = None
        self.setAccessibleName(self.tr("Insights"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        if self.insights:
            layout.addWidget(_bold(QLabel(self.tr("Insights"))))
        self.source_buttons: list[QPushButton] = []
        for insight in self.insights:
            text = QLabel("•  " + insight_text(insight).replace("\n", "\n    "))
            text.setTextFormat(Qt.TextFormat.PlainText)   # the model's words, never markup
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            button = QPushButton(self.tr("Show sources"))
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setAccessibleName(self.tr("Show the sources of “%1”").replace("%1", insight.title))
            button.clicked.connect(lambda _c=False, i=insight: self.show_sources(i))
            self.source_buttons.append(button)
            row = QHBoxLayout()
            row.setContentsMargins(16, 0, 0, 4)
            row.addWidget(button)
            row.addStretch(1)
            layout.addWidget(text)
            layout.addLayout(row)

    def show_sources(self, insight) -> None:
        dialog = SourcesDialog(self.core, insight, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _r: setattr(self, "sources_dialog", None))
        self.sources_dialog = dialog
        dialog.open()
