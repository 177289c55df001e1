"""The transcript's colours: bubble tints, privacy dots and muted text, derived from the palette.

Tints are for telling bubbles apart; each one gives way (moves toward the background or the text
colour) wherever text on it would fall below WCAG's contrast minimum, remembered or not.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

from app.ui.common.design import COLOURS
from app.ui.common.theme import HIGH_CONTRAST_RATIO, contrast_ratio, is_high_contrast

__all__ = ["PRIVACY_COLOURS", "REMEMBERED", "Colours", "make_colours", "mix", "remembered_fill"]


_LIGHT, _DARK = COLOURS["light"], COLOURS["dark"]
PRIVACY_COLOURS = {"green": _LIGHT.privacy_green, "yellow": _LIGHT.privacy_yellow, "red": _LIGHT.privacy_red}
REMEMBERED = QColor(_LIGHT.privacy_green)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way toward ``b``, opaque."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        1.0,
    )


_TEXT_CONTRAST = 4.5  # WCAG 2 AA for body text


def remembered_fill(fill: QColor) -> QColor:
    """A remembered message's bubble: its usual fill with a touch of green."""
    return mix(fill, REMEMBERED, 0.1)


def _legible_fill(fill: QColor, base: QColor, inks: tuple[QColor, ...], minimum: float) -> QColor:
    """``fill``, moved toward ``base`` until every ink reads at ``minimum`` contrast on it,
    remembered or not (``base`` itself if even that is needed)."""
    for step in range(11):
        candidate = mix(fill, base, step / 10)
        if all(contrast_ratio(ink, shade) >= minimum
               for ink in inks for shade in (candidate, remembered_fill(candidate))):
            return candidate
    return base


def _legible_ink(ink: QColor, strong: QColor, backgrounds: tuple[QColor, ...], minimum: float) -> QColor:
    """``ink``, moved toward ``strong`` until it reads at ``minimum`` contrast on each background."""
    for step in range(11):
        candidate = mix(ink, strong, step / 10)
        if all(contrast_ratio(candidate, background) >= minimum for background in backgrounds):
            return candidate
    return strong


@dataclass
class Colours:
    text: QColor
    muted: QColor
    link: QColor
    user: QColor
    assistant: QColor
    system: QColor
    focus: QColor
    error_bg: QColor
    error_border: QColor
    error_text: QColor
    outline: QColor | None = None   # every bubble's edge, in high contrast where tints are faint


def make_colours(pal: QPalette) -> Colours:
    """The transcript's colours for a palette: tints that keep every text legible on them."""
    base = pal.color(QPalette.ColorRole.Base)
    text = pal.color(QPalette.ColorRole.Text)
    link = pal.color(QPalette.ColorRole.Link)
    highlight = pal.color(QPalette.ColorRole.Highlight)
    dark_base = base.lightness() < 128
    red = QColor(_DARK.privacy_red if dark_base else _LIGHT.privacy_red)
    # Tints are for telling bubbles apart; they give way wherever text on them would drop
    # below WCAG's 4.5:1 (7:1 in high contrast), as a strong Highlight colour would make them.
    minimum = HIGH_CONTRAST_RATIO if is_high_contrast() else _TEXT_CONTRAST
    # Muted text: times and actions on the list's background, and system notes in their bubble.
    muted = _legible_ink(mix(text, base, 0.45), text, (base, remembered_fill(base)), minimum)
    error_bg = mix(base, red, 0.13)
    # On the design's own palettes the bubbles start from its roles; on any other palette (the
    # system's) from tints of its colours. Either way they give way to keep the text legible.
    roles = next((c for c in COLOURS.values() if QColor(c.surface) == base and QColor(c.text) == text), None)
    if roles is not None:
        user_tint, assistant_tint = QColor(roles.user_bubble), QColor(roles.assistant_bubble)
    else:
        user_tint = mix(base, highlight, 0.28 if dark_base else 0.15)
        assistant_tint = mix(base, text, 0.07 if dark_base else 0.045)
    return Colours(
        text=text,
        muted=muted,
        link=link,
        user=_legible_fill(user_tint, base, (text, link), minimum),
        assistant=_legible_fill(assistant_tint, base, (text, link), minimum),
        system=base,  # system notes are written in ``muted``, legible on it by construction
        focus=highlight,
        error_bg=error_bg,
        error_border=mix(base, red, 0.55),
        error_text=_legible_ink(mix(text, red, 0.75), text, (error_bg,), minimum),
        outline=muted if minimum >= HIGH_CONTRAST_RATIO else None,
    )
