"""Light, dark and high contrast: follow the system unless the user chose one in Settings.

Also the app's style: Fusion, plus a focus ring on the buttons Fusion draws without one (tool
buttons and flat push buttons), so keyboard focus is visible on every control.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOptionButton

FOCUS_RING_WIDTH = 2.0
# WCAG 2 AAA asks 7:1 for body text; high contrast palettes meet it for every text role.
HIGH_CONTRAST_RATIO = 7.0

_state = {"choice": "system", "high_contrast": False, "watching": False}


def dark_palette() -> QPalette:
    return _palette({
        QPalette.ColorRole.Window: "#202124", QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#17181a", QPalette.ColorRole.AlternateBase: "#26282b",
        QPalette.ColorRole.Text: "#e8eaed", QPalette.ColorRole.Button: "#2b2d30",
        QPalette.ColorRole.ButtonText: "#e8eaed", QPalette.ColorRole.Highlight: "#3b78e7",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#2b2d30",
        QPalette.ColorRole.ToolTipText: "#e8eaed", QPalette.ColorRole.PlaceholderText: "#9aa0a6",
        QPalette.ColorRole.Link: "#8ab4f8", QPalette.ColorRole.Mid: "#3c4043",
        QPalette.ColorRole.Dark: "#111214", QPalette.ColorRole.Light: "#5f6368",
        QPalette.ColorRole.BrightText: "#ffffff",
    }, disabled="#80868b")


def high_contrast_palette(dark: bool) -> QPalette:
    """Black on white or white on black; every text colour ≥ 7:1 on the backgrounds it sits on."""
    if dark:
        ink, paper, soft, accent, on_accent, link, placeholder, disabled = (
            "#ffffff", "#000000", "#1c1c1c", "#ffd400", "#000000", "#8fd7ff", "#d0d0d0", "#b0b0b0")
    else:
        ink, paper, soft, accent, on_accent, link, placeholder, disabled = (
            "#000000", "#ffffff", "#ececec", "#0a3bb8", "#ffffff", "#0a3bb8", "#333333", "#4d4d4d")
    return _palette({
        QPalette.ColorRole.Window: paper, QPalette.ColorRole.WindowText: ink,
        QPalette.ColorRole.Base: paper, QPalette.ColorRole.AlternateBase: soft,
        QPalette.ColorRole.Text: ink, QPalette.ColorRole.Button: paper,
        QPalette.ColorRole.ButtonText: ink, QPalette.ColorRole.Highlight: accent,
        QPalette.ColorRole.HighlightedText: on_accent, QPalette.ColorRole.ToolTipBase: paper,
        QPalette.ColorRole.ToolTipText: ink, QPalette.ColorRole.PlaceholderText: placeholder,
        QPalette.ColorRole.Link: link, QPalette.ColorRole.LinkVisited: link,
        # Frames and separators in the text colour: outlines carry the shapes, not shades.
        QPalette.ColorRole.Mid: ink, QPalette.ColorRole.Dark: ink, QPalette.ColorRole.Shadow: ink,
        QPalette.ColorRole.Light: paper, QPalette.ColorRole.Midlight: paper,
        QPalette.ColorRole.BrightText: accent,
    }, disabled=disabled)


def _palette(roles: dict, disabled: str) -> QPalette:
    pal = QPalette()
    for role, color in roles.items():
        pal.setColor(role, QColor(color))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return pal


def system_wants_high_contrast() -> bool:
    """The platform's accessibility setting (Qt 6.10+; False where Qt cannot tell)."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if accessibility is None:
        return False
    return accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast


def apply_theme(choice: str) -> None:
    """"system", "light", "dark" or "high-contrast". Uses the platform's colour scheme where it can
    be set (Qt ≥ 6.8 on most desktops); where it cannot, sets an explicit palette so the choice
    still holds. A system that asks for high contrast gets it whatever the choice, in the chosen
    lightness, unless the platform's own palette already has that contrast."""
    app = QApplication.instance()
    if app is None:
        return
    _state["choice"] = choice
    _watch_contrast_preference()
    hints = QGuiApplication.styleHints()
    wanted = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(choice, Qt.ColorScheme.Unknown)
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(wanted)
    if choice == "high-contrast" or system_wants_high_contrast():
        _state["high_contrast"] = True
        platform = app.style().standardPalette()
        if choice != "high-contrast" and wanted in (Qt.ColorScheme.Unknown, hints.colorScheme()) \
                and text_contrast(platform) >= HIGH_CONTRAST_RATIO:
            app.setPalette(platform)  # the system's own high contrast theme: keep the user's colours
            return
        dark = wanted == Qt.ColorScheme.Dark or (wanted == Qt.ColorScheme.Unknown
                                                  and hints.colorScheme() == Qt.ColorScheme.Dark)
        app.setPalette(high_contrast_palette(dark))
        return
    _state["high_contrast"] = False
    if wanted == Qt.ColorScheme.Unknown or hints.colorScheme() == wanted:
        app.setPalette(app.style().standardPalette())
        return
    app.setPalette(dark_palette() if wanted == Qt.ColorScheme.Dark else app.style().standardPalette())


def _watch_contrast_preference() -> None:
    """Turning high contrast on or off in the system applies at once, not at the next start."""
    accessibility = getattr(QGuiApplication.styleHints(), "accessibility", None)
    if _state["watching"] or accessibility is None:
        return
    _state["watching"] = True
    accessibility().contrastPreferenceChanged.connect(lambda _preference: apply_theme(_state["choice"]))


def is_dark(palette: QPalette | None = None) -> bool:
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def is_high_contrast() -> bool:
    """True while a high contrast palette applies (chosen in Settings or asked for by the system)."""
    return _state["high_contrast"]


# ----- contrast arithmetic (WCAG 2) --------------------------------------------------------------
def relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """1 (none) to 21 (black on white); WCAG asks 4.5 for text, 7 for enhanced contrast."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_contrast(palette: QPalette) -> float:
    """The weakest contrast of the text/background pairs the widgets draw."""
    role = QPalette.ColorRole
    pairs = ((role.Text, role.Base), (role.WindowText, role.Window), (role.ButtonText, role.Button),
             (role.HighlightedText, role.Highlight))
    return min(contrast_ratio(palette.color(fg), palette.color(bg)) for fg, bg in pairs)


# ----- visible keyboard focus ---------------------------------------------------------------------
def paint_focus_ring(painter: QPainter, rect: QRect, palette: QPalette) -> None:
    """A ring in the highlight colour just inside ``rect``: focus seen on any background."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), FOCUS_RING_WIDTH))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = FOCUS_RING_WIDTH / 2 + 0.5
    painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 4, 4)
    painter.restore()


class FocusRingStyle(QProxyStyle):
    """Fusion draws no focus on tool buttons and flat push buttons; this style adds a ring."""

    def drawComplexControl(self, control, option, painter, widget=None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_ToolButton and option.state & QStyle.StateFlag.State_HasFocus:
            paint_focus_ring(painter, option.rect, option.palette)

    def drawControl(self, element, option, painter, widget=None) -> None:
        super().drawControl(element, option, painter, widget)
        if (element == QStyle.ControlElement.CE_PushButtonBevel
                and option.state & QStyle.StateFlag.State_HasFocus
                and isinstance(option, QStyleOptionButton)
                and option.features & QStyleOptionButton.ButtonFeature.Flat):
            paint_focus_ring(painter, option.rect, option.palette)


def install_style(app: QApplication) -> None:
    """Fusion with focus rings, for the whole application (the app takes ownership)."""
    app.setStyle(FocusRingStyle("Fusion"))
