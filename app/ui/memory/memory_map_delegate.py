"""How the Memory Map's list paints a row (memory_map.py): a day heading, or a dialogue with its
title (and "Deleted"), its dates and how many messages it keeps. Painted, not a widget per row."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from app.core.memory.memory_map.reader import Dialogue

from app.ui.memory.memory_map_dialogue import span_text

DIALOGUE_ROLE = Qt.ItemDataRole.UserRole + 1     # the Dialogue, or None for a day heading
HEADING_ROLE = Qt.ItemDataRole.UserRole + 2      # True for a day heading
_GREEN = QColor("#2da44e")


class _Metrics:
    """Fonts and their metrics for one base font: built once, not on every paint."""

    def __init__(self, base: QFont) -> None:
        self.title = QFont(base)
        self.small = QFont(base)
        if base.pointSizeF() > 0:
            self.small.setPointSizeF(max(7.0, base.pointSizeF() * 0.88))
        self.heading = QFont(self.small)
        self.heading.setBold(True)
        self.title_fm = QFontMetrics(self.title)
        self.small_fm = QFontMetrics(self.small)
        self.row_height = self.title_fm.height() + self.small_fm.height() + 16


class DialogueDelegate(QStyledItemDelegate):
    """A day heading, or a dialogue: its title (and "Deleted"), then its dates and what it keeps.

    Painting is the cost of scrolling, so what does not change between paints (fonts, metrics, the
    dates line of each dialogue) is computed once."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._metrics: tuple[QFont, _Metrics] | None = None
        self._meta: dict[tuple, tuple[str, str, int]] = {}
        self._deleted = self.tr("Deleted")

    def metrics(self, font: QFont) -> _Metrics:
        cached = self._metrics
        if cached is None or cached[0] != font:
            cached = self._metrics = (QFont(font), _Metrics(font))
        return cached[1]

    def meta(self, d: Dialogue, m: _Metrics) -> tuple[str, str, int]:
        """(dates, "N remembered", width of the latter), cached per dialogue state."""
        key = (d.chat_id, d.first_at, d.last_at, d.remembered)
        found = self._meta.get(key)
        if found is None:
            if len(self._meta) > 20_000:
                self._meta.clear()
            kept = self.tr("%n remembered", "", d.remembered)
            found = self._meta[key] = (span_text(d.first_at, d.last_at), kept, m.small_fm.horizontalAdvance(kept))
        return found

    def sizeHint(self, option, index) -> QSize:
        return QSize(option.rect.width(), self.metrics(option.font).row_height)

    def title_rect(self, rect: QRect, option) -> QRect:
        return QRect(rect.left() + 14, rect.top() + 5, rect.width() - 28, self.metrics(option.font).title_fm.height() + 2)

    def updateEditorGeometry(self, editor, option, index) -> None:
        editor.setGeometry(self.title_rect(option.rect, option).adjusted(-4, -2, 4, 2))

    def paint(self, painter: QPainter, option, index) -> None:
        dialogue: Dialogue | None = index.data(DIALOGUE_ROLE)
        pal = option.palette
        m = self.metrics(option.font)
        rect = option.rect
        painter.save()
        if dialogue is None:
            painter.setFont(m.heading)
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(rect.adjusted(14, 0, -14, -6), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             index.data(Qt.ItemDataRole.DisplayRole))
            line = pal.color(QPalette.ColorRole.Mid)
            line.setAlpha(90)
            painter.fillRect(QRect(rect.left() + 14, rect.bottom() - 1, rect.width() - 28, 1), line)
            painter.restore()
            return
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected:
            painter.fillRect(rect, pal.color(QPalette.ColorRole.Highlight))
        elif option.state & QStyle.StateFlag.State_MouseOver:
            hover = QColor(pal.color(QPalette.ColorRole.Highlight))
            hover.setAlpha(28)
            painter.fillRect(rect, hover)
        text_colour = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        muted = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.PlaceholderText)
        title_rect = self.title_rect(rect, option)
        dates, kept, kept_w = self.meta(dialogue, m)

        # second line: dates on the left, what it keeps on the right
        painter.setFont(m.small)
        meta_rect = QRect(title_rect.left(), title_rect.bottom() + 2, title_rect.width(), m.small_fm.height() + 2)
        painter.setPen(muted)
        painter.drawText(meta_rect.adjusted(0, 0, -(kept_w + 22), 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, dates)
        painter.drawText(meta_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, kept)
        dot = 7
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_GREEN)
        painter.drawEllipse(meta_rect.right() - kept_w - dot - 6, meta_rect.center().y() - dot // 2 + 1, dot, dot)

        # first line: the title, then "Deleted"
        badge_w = m.small_fm.horizontalAdvance(self._deleted) + 16 if dialogue.deleted else 0
        room = title_rect.width() - (badge_w + 8 if badge_w else 0)
        title = m.title_fm.elidedText(dialogue.title, Qt.TextElideMode.ElideRight, room)
        painter.setFont(m.title)
        painter.setPen(text_colour)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        if badge_w:
            red = QColor("#ff8a80" if pal.color(QPalette.ColorRole.Base).lightness() < 128 else "#cf222e")
            if selected:
                red = text_colour
            x = title_rect.left() + m.title_fm.horizontalAdvance(title) + 8
            chip = QRect(x, title_rect.center().y() - m.small_fm.height() // 2 - 1, badge_w, m.small_fm.height() + 2)
            painter.setFont(m.small)
            painter.setPen(red)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(chip.adjusted(0, 0, -1, -1), chip.height() / 2, chip.height() / 2)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self._deleted)
        painter.restore()
