"""SVG icons from resources/, tinted to the palette's text colour so they hold in dark themes."""
from __future__ import annotations

import functools

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from app.core.paths import resource_path

_SOURCE_STROKE = "#5f6368"
_SIZES = (16, 20, 24, 32, 48, 64)


@functools.lru_cache(maxsize=128)
def _icon(name: str, color: str) -> QIcon:
    svg = resource_path("icons", f"{name}.svg").read_text(encoding="utf-8").replace(_SOURCE_STROKE, color)
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    icon = QIcon()
    for size in _SIZES:
        # Rendering every size from the vector source keeps the icon crisp at any scale factor.
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def icon(name: str, color: QColor | str | None = None) -> QIcon:
    if isinstance(color, QColor):
        color = color.name()
    return _icon(name, color or _SOURCE_STROKE)
