"""The mark on a fact's source messages in the Memory Map ("Why does Whizi remember this?"): a
bar at the left of each source message, an outline round it and a light tint, in the highlight
colour, so the messages a fact was learnt from stand out from the other remembered (green) ones.

It is a transparent layer over the transcript's viewport that paints where the view says the
source rows are; the transcript's own model and delegate stay as they are. Clicks pass through.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QAbstractItemView, QWidget

__all__ = ["SourceMarks", "BAR_WIDTH"]

BAR_WIDTH = 5


class SourceMarks(QWidget):
    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)          # a child of the scroll area, over its viewport: never scrolled with it
        self.view = view
        self.ids: frozenset[str] = frozenset()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.viewport().installEventFilter(self)
        view.verticalScrollBar().valueChanged.connect(lambda _v: self.update())
        self.hide()

    def set_sources(self, message_ids) -> None:
        """Mark these messages (an empty list: none)."""
        self.ids = frozenset(message_ids)
        self._follow_viewport()
        self.setVisible(bool(self.ids))
        self.raise_()
        self.update()

    def marked_rows(self) -> list[int]:
        """The rows of the model that carry the mark now (whether scrolled into view or not)."""
        model = self.view.model()
        if model is None or not self.ids:
            return []
        return sorted(r for r in (model.row_of(i) for i in self.ids) if r >= 0)

    def mark_rect(self, row: int) -> QRect:
        """Where a marked row's mark is drawn, in viewport coordinates."""
        return self.view.visualRect(self.view.model().index(row, 0)).adjusted(2, 1, -2, -1)

    def colour(self) -> QColor:
        return self.view.palette().color(QPalette.ColorRole.Highlight)

    # ----- Qt ----------------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.ids:
            self._follow_viewport()
        # A repaint of the viewport (rows laid out again, a row added above) repaints this layer
        # over it too: Qt repaints what lies on top of a changed region.
        return False

    def _follow_viewport(self) -> None:
        self.setGeometry(self.view.viewport().geometry())

    def paintEvent(self, event) -> None:
        if not self.ids:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = self.colour()
        tint = QColor(colour)
        tint.setAlpha(34)
        visible = self.rect()
        for row in self.marked_rows():
            rect = self.mark_rect(row)
            if not rect.isValid() or not rect.intersects(visible):
                continue
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(tint)
            painter.drawRoundedRect(QRectF(rect).adjusted(0.75, 0.75, -0.75, -0.75), 8, 8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(rect.left(), rect.top() + 4, BAR_WIDTH, rect.height() - 8), 2, 2)
        painter.end()
