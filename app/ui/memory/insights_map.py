"""The map of the user's insights: one circle per insight, where the core placed it (similar topics
near each other), sized by its messages, labelled with its title; hovering shows the insight.

Positions come from `core.insights.map_points()` in a box ASPECT times wider than tall; this
widget only scales (uniformly, so circles stay round) and paints.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.core.memory.insights.layout import ASPECT

from app.ui.common.plain import tooltip
from app.ui.common.theme import is_dark

# Fill colours by confidence (light, dark): the surer, the stronger.
_COLOURS = {
    "high": ("#3b82c4", "#5fa3e0"),
    "medium": ("#6aa7d8", "#4a86bd"),
    "low": ("#a9c6e0", "#3d5f80"),
}
MARGIN = 10


class InsightsMap(QWidget):
    sig_insight_clicked = Signal(str)     # insight id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list = []
        self.hovered: str | None = None
        self.selected: str | None = None
        self.setMouseTracking(True)
        self.setMinimumHeight(240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Map of insights"))
        self.setToolTipDuration(-1)

    def sizeHint(self) -> QSize:
        return QSize(420, 260)

    def set_points(self, points: list) -> None:
        self.points = list(points)
        ids = {p.insight_id for p in self.points}
        if self.hovered not in ids:
            self.hovered = None
        self.setAccessibleDescription("; ".join(
            self.tr("%1, %2 messages").replace("%1", p.title).replace("%2", str(p.message_count))
            for p in self.points))
        self.update()

    def set_selected(self, insight_id: str | None) -> None:
        self.selected = insight_id
        self.update()

    # ----- geometry ------------------------------------------------------------------------------
    def _frame(self) -> tuple[QPointF, float]:
        """Centre and scale (pixels per map unit) for the widget's current size."""
        w, h = self.width() - 2 * MARGIN, self.height() - 2 * MARGIN
        return QPointF(MARGIN + w / 2.0, MARGIN + h / 2.0), max(1.0, min(w / (2.0 * ASPECT), h / 2.0))

    def circle_of(self, point) -> tuple[QPointF, float]:
        centre, scale = self._frame()
        return QPointF(centre.x() + point.x * scale, centre.y() - point.y * scale), point.radius * scale

    def point_at(self, pos: QPointF):
        best = None
        for point in self.points:
            centre, radius = self.circle_of(point)
            d = ((pos.x() - centre.x()) ** 2 + (pos.y() - centre.y()) ** 2) ** 0.5
            if d <= radius and (best is None or radius < best[1]):
                best = (point, radius)
        return best[0] if best else None

    # ----- painting ------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        dark = is_dark(palette)
        background = QPainterPath()
        background.addRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.fillPath(background, palette.color(palette.ColorRole.Base))
        painter.setPen(QPen(palette.color(palette.ColorRole.Mid), 1))
        painter.drawPath(background)
        if not self.points:
            painter.setPen(palette.color(palette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No insights to map yet"))
            return
        # Biggest first, so small circles stay on top and clickable.
        for point in sorted(self.points, key=lambda p: -p.radius):
            centre, radius = self.circle_of(point)
            colour = QColor(_COLOURS.get(point.confidence.value, _COLOURS["low"])[1 if dark else 0])
            fill = QColor(colour)
            fill.setAlpha(150 if point.insight_id in (self.hovered, self.selected) else 95)
            painter.setBrush(fill)
            width = 2.5 if point.insight_id == self.selected else 1.5
            painter.setPen(QPen(colour.darker(130) if not dark else colour.lighter(130), width))
            painter.drawEllipse(centre, radius, radius)
        painter.setPen(palette.color(palette.ColorRole.Text))
        font = painter.font()
        for point in self.points:
            centre, radius = self.circle_of(point)
            box = QRectF(centre.x() - radius * 0.92, centre.y() - radius * 0.8, radius * 1.84, radius * 1.6)
            label_font, lines = _fit(point.title, font, box.width(), max(7.0, min(font.pointSizeF(), radius / 3.6)),
                                     point.insight_id in (self.hovered, self.selected))
            painter.setFont(label_font)
            metrics = QFontMetrics(label_font)
            height = metrics.height() * len(lines)
            top = centre.y() - height / 2.0
            for i, line in enumerate(lines):
                painter.drawText(QRectF(box.left(), top + i * metrics.height(), box.width(), metrics.height()),
                                 Qt.AlignmentFlag.AlignCenter, line)
        painter.setFont(font)

    # ----- the mouse -----------------------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        point = self.point_at(event.position())
        hovered = point.insight_id if point else None
        if hovered != self.hovered:
            self.hovered = hovered
            self.update()
        # The tooltip follows the circle under the mouse; Qt shows it after the usual pause.
        self.setToolTip(tooltip(point.text) if point is not None else "")
        if point is None:
            QToolTip.hideText()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        if self.hovered is not None:
            self.hovered = None
            self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:
        point = self.point_at(event.position())
        if point is not None and event.button() == Qt.MouseButton.LeftButton:
            self.set_selected(point.insight_id)
            self.sig_insight_clicked.emit(point.insight_id)
        super().mousePressEvent(event)


def _fit(text: str, font, width: float, largest: float, bold: bool):
    """The largest font (down to 7 pt) at which the title wraps into three lines without cuts."""
    size = largest
    while True:
        label = type(font)(font)
        label.setPointSizeF(size)
        label.setBold(bold)
        metrics = QFontMetrics(label)
        lines = _wrap(text, metrics, width)
        if size <= 7.0 or all(not line.endswith("…") for line in lines):
            return label, lines
        size = max(7.0, size - 0.5)


def _wrap(text: str, metrics: QFontMetrics, width: float, max_lines: int = 3) -> list[str]:
    """Words on lines no wider than `width`; the last line elided if the title is longer."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if metrics.horizontalAdvance(candidate) <= width or not current:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, int(width)) for line in lines]
