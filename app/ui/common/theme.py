"""Light, dark and high contrast: follow the system unless the user chose one in Settings.

The colours are design.py's roles: each theme sets a QPalette made from them and the one
application stylesheet (cards, headings, the type scale), again on every theme change.

Also the app's style: Fusion, plus a focus ring on the buttons Fusion draws without one (tool
buttons and flat push buttons), so keyboard focus is visible on every control.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOptionButton

from app.ui.common import design
from app.ui.common.design import Colours

FOCUS_RING_WIDTH = 2.0
# WCAG 2 AAA asks 7:1 for body text; high contrast palettes meet it for every text role.
HIGH_CONTRAST_RATIO = 7.0

_state = {"choice": "system", "high_contrast": False, "watching": False}


def _token_palette(c: Colours, disabled: str, placeholder: str | None = None) -> QPalette:
    """A QPalette from a theme's colour roles (design.py), so unstyled widgets match the styled."""
    role = QPalette.ColorRole
    outline = c.border
    return _palette({
        role.Window: c.window, role.WindowText: c.text, role.Base: c.surface,
        role.AlternateBase: c.assistant_bubble, role.Text: c.text, role.Button: c.surface_raised,
        role.ButtonText: c.text, role.Highlight: c.accent, role.HighlightedText: c.on_accent,
        role.ToolTipBase: c.surface_raised, role.ToolTipText: c.text,
        role.PlaceholderText: placeholder or c.text_muted, role.Link: c.link, role.LinkVisited: c.link,
        role.Mid: outline, role.Dark: outline, role.Shadow: outline if c.border in ("#000000", "#ffffff")
        else c.window, role.Light: c.surface_raised, role.Midlight: c.surface_raised,
        role.BrightText: c.on_accent,
    }, disabled=disabled)


def light_palette() -> QPalette:
    return _token_palette(design.colours(dark=False), disabled="#8c939c")


def dark_palette() -> QPalette:
    return _token_palette(design.colours(dark=True), disabled="#80868b")


def high_contrast_palette(dark: bool) -> QPalette:
    """Black on white or white on black; every text colour ≥ 7:1 on the backgrounds it sits on."""
    c = design.colours(dark, high_contrast=True)
    pal = _token_palette(c, disabled="#b0b0b0" if dark else "#4d4d4d")
    # Frames and separators in the text colour: outlines carry the shapes, not shades.
    for role in (QPalette.ColorRole.Mid, QPalette.ColorRole.Dark, QPalette.ColorRole.Shadow):
        pal.setColor(role, QColor(c.text))
    pal.setColor(QPalette.ColorRole.BrightText, QColor(c.accent))
    return pal


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
            _apply_stylesheet(app)
            return
        dark = wanted == Qt.ColorScheme.Dark or (wanted == Qt.ColorScheme.Unknown
                                                  and hints.colorScheme() == Qt.ColorScheme.Dark)
        app.setPalette(high_contrast_palette(dark))
        _apply_stylesheet(app)
        return
    _state["high_contrast"] = False
    if wanted == Qt.ColorScheme.Unknown:
        dark = hints.colorScheme() == Qt.ColorScheme.Dark or is_dark(app.style().standardPalette())
    else:
        dark = wanted == Qt.ColorScheme.Dark
    app.setPalette(dark_palette() if dark else light_palette())
    _apply_stylesheet(app)


def current_colours() -> Colours:
    """The colour roles of the theme that applies now (design.py)."""
    return design.colours(is_dark(), _state["high_contrast"])


def _apply_stylesheet(app: QApplication) -> None:
    """The design's one stylesheet, for the palette just set; again on every theme change."""
    sheet = design.stylesheet(current_colours(), design.type_scale(), _state["high_contrast"])
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)


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
