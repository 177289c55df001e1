"""Light and dark: follow the system unless the user chose one in Settings."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


def dark_palette() -> QPalette:
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#202124", QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#17181a", QPalette.ColorRole.AlternateBase: "#26282b",
        QPalette.ColorRole.Text: "#e8eaed", QPalette.ColorRole.Button: "#2b2d30",
        QPalette.ColorRole.ButtonText: "#e8eaed", QPalette.ColorRole.Highlight: "#3b78e7",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#2b2d30",
        QPalette.ColorRole.ToolTipText: "#e8eaed", QPalette.ColorRole.PlaceholderText: "#9aa0a6",
        QPalette.ColorRole.Link: "#8ab4f8", QPalette.ColorRole.Mid: "#3c4043",
        QPalette.ColorRole.Dark: "#111214", QPalette.ColorRole.Light: "#5f6368",
        QPalette.ColorRole.BrightText: "#ffffff",
    }
    for role, color in roles.items():
        pal.setColor(role, QColor(color))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#80868b"))
    return pal


def apply_theme(choice: str) -> None:
    """"system", "light" or "dark". Uses the platform's colour scheme where it can be set (Qt ≥ 6.8
    on most desktops); where it cannot, sets an explicit palette so the choice still holds."""
    app = QApplication.instance()
    if app is None:
        return
    hints = QGuiApplication.styleHints()
    wanted = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(choice, Qt.ColorScheme.Unknown)
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(wanted)
    if wanted == Qt.ColorScheme.Unknown or hints.colorScheme() == wanted:
        app.setPalette(app.style().standardPalette())
        return
    app.setPalette(dark_palette() if wanted == Qt.ColorScheme.Dark else app.style().standardPalette())


def is_dark(palette: QPalette | None = None) -> bool:
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128
