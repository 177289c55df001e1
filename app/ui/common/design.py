"""Whizi's design tokens: the one place that says how big, how far apart, how round and what colour.

Everything visual is built from these (docs/design.md explains them):

* a **type scale** in points, relative to the platform's font so the user's size setting holds:
  caption, body, reading (the transcript), title (a card's heading) and heading (a page's);
* **spacing** steps (4-px grid) and **radii**;
* the **colours** of each theme as named roles (``Colours``): light, dark, and high contrast in a
  light and a dark variant. The QPalette (theme.py) and the application stylesheet (``stylesheet``)
  are both made from them, so a widget never needs a colour of its own.

Object names the stylesheet knows (set them, do not restyle): ``card`` (a QFrame: a section on a
raised surface; widgets.Card makes one), ``cardHeading``, ``pageHeading``, ``caption`` (a QLabel in
the caption size), ``settingsNav`` (the settings dialog's section list), ``settingsPage``; a widget
with the property ``card`` set to true (widgets.make_card_page) looks like a card too. QGroupBox
gets the card look everywhere.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtGui import QColor, QFont, QGuiApplication

__all__ = ["Colours", "Radii", "Spacing", "TypeScale", "COLOURS", "RADII", "SPACING", "colours",
           "stylesheet", "type_scale", "TEXT_PAIRS"]


# ----- type scale ------------------------------------------------------------------------------
# Multiples of the body size. Body is the platform's font, never under MIN_BODY_PT: several
# desktops (and the offscreen platform) default to 9 pt, too small to read a conversation in.
MIN_BODY_PT = 10.0
_SCALE = {"caption": 0.85, "body": 1.0, "reading": 1.1, "title": 1.2, "heading": 1.45}


@dataclass(frozen=True)
class TypeScale:
    caption: float
    body: float
    reading: float   # the transcript's text: a conversation is read, not scanned
    title: float     # a card's heading
    heading: float   # a page's heading

    def font(self, step: str, base: QFont | None = None, bold: bool = False) -> QFont:
        font = QFont(base if base is not None else QGuiApplication.font())
        font.setPointSizeF(getattr(self, step))
        if bold:
            font.setWeight(QFont.Weight.DemiBold)
        return font


def type_scale(platform: QFont | None = None) -> TypeScale:
    """The scale for the platform font (the application's, by default)."""
    font = platform if platform is not None else QGuiApplication.font()
    size = font.pointSizeF()
    if size <= 0:  # a pixel-sized platform font: take it at 96 dpi
        size = font.pixelSize() * 0.75 if font.pixelSize() > 0 else MIN_BODY_PT
    body = max(MIN_BODY_PT, size)
    return TypeScale(**{step: round(body * factor * 2) / 2 for step, factor in _SCALE.items()})


# ----- spacing and radii -----------------------------------------------------------------------
@dataclass(frozen=True)
class Spacing:
    xxs: int = 2
    xs: int = 4
    s: int = 8
    m: int = 12
    l: int = 16   # noqa: E741 - the size name, read with the others
    xl: int = 24
    xxl: int = 32


@dataclass(frozen=True)
class Radii:
    small: int = 4     # chips, hover fills, inline code
    medium: int = 8    # code blocks, inputs, the settings list's items
    large: int = 14    # message bubbles, cards


SPACING = Spacing()
RADII = Radii()


# ----- colours ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Colours:
    """A theme's colours by role. Hex strings, so they read the same in QSS, HTML and QColor."""

    window: str            # chrome: the sidebar, toolbars, dialogs
    surface: str           # where content sits: the transcript, inputs, lists
    surface_raised: str    # cards and popups, on window or surface
    border: str            # card and field outlines, separators
    text: str
    text_muted: str        # times, captions, secondary text: still ≥ 4.5:1 (7:1 in high contrast)
    accent: str            # selection, the focus ring, the primary action
    on_accent: str         # text on accent
    link: str
    user_bubble: str       # the user's messages; the assistant's sit on surface, unboxed
    assistant_bubble: str  # a focused or remembered assistant message's faint fill
    code_background: str
    code_header: str
    danger: str            # error text on surface
    warning: str
    success: str
    privacy_green: str
    privacy_yellow: str
    privacy_red: str


COLOURS: dict[str, Colours] = {
    "light": Colours(
        window="#f4f5f7", surface="#ffffff", surface_raised="#ffffff", border="#d6dae0",
        text="#1f2328", text_muted="#5b636d", accent="#2458c6", on_accent="#ffffff", link="#1f57c3",
        user_bubble="#e9f0fd", assistant_bubble="#f6f7f9", code_background="#f6f8fa", code_header="#eaeef2",
        danger="#b3261e", warning="#8a5300", success="#1b7a3a",
        privacy_green="#2da44e", privacy_yellow="#d4a72c", privacy_red="#cf222e"),
    "dark": Colours(
        window="#18191c", surface="#202226", surface_raised="#2a2c31", border="#3d4046",
        text="#e8eaed", text_muted="#a9aeb6", accent="#3466cc", on_accent="#ffffff", link="#8ab4f8",
        user_bubble="#2c3a55", assistant_bubble="#26282d", code_background="#0d1117", code_header="#161b22",
        danger="#ff8a80", warning="#f0b64a", success="#5cc27a",
        privacy_green="#3fb950", privacy_yellow="#d29922", privacy_red="#f85149"),
    # High contrast: black on white or white on black; outlines carry the shapes, not shades.
    "high-contrast-light": Colours(
        window="#ffffff", surface="#ffffff", surface_raised="#ffffff", border="#000000",
        text="#000000", text_muted="#333333", accent="#0a3bb8", on_accent="#ffffff", link="#0a3bb8",
        user_bubble="#ececec", assistant_bubble="#ffffff", code_background="#f2f2f2", code_header="#ececec",
        danger="#8b0000", warning="#5c3b00", success="#0b5a1f",
        privacy_green="#0b7a2a", privacy_yellow="#a86f00", privacy_red="#c00000"),
    "high-contrast-dark": Colours(
        window="#000000", surface="#000000", surface_raised="#000000", border="#ffffff",
        text="#ffffff", text_muted="#d0d0d0", accent="#ffd400", on_accent="#000000", link="#8fd7ff",
        user_bubble="#1c1c1c", assistant_bubble="#000000", code_background="#0d0d0d", code_header="#1a1a1a",
        danger="#ff9e9e", warning="#ffd400", success="#7ee787",
        privacy_green="#56d364", privacy_yellow="#ffd400", privacy_red="#ff6b6b"),
}

# Every (text role, background role) pair the app draws text with; tests hold each to WCAG's 4.5:1
# (7:1 in the high contrast themes).
TEXT_PAIRS: tuple[tuple[str, str], ...] = (
    ("text", "window"), ("text", "surface"), ("text", "surface_raised"), ("text", "user_bubble"),
    ("text", "assistant_bubble"), ("text", "code_background"), ("text_muted", "window"),
    ("text_muted", "surface"), ("text_muted", "surface_raised"), ("text_muted", "code_header"),
    ("on_accent", "accent"), ("link", "surface"), ("link", "user_bubble"), ("link", "code_header"),
    ("danger", "surface"), ("warning", "surface"), ("success", "surface"),
)


def colours(dark: bool, high_contrast: bool = False) -> Colours:
    if high_contrast:
        return COLOURS["high-contrast-dark" if dark else "high-contrast-light"]
    return COLOURS["dark" if dark else "light"]


def qcolor(value: str) -> QColor:
    return QColor(value)


def as_dict(c: Colours) -> dict[str, str]:
    return {f.name: getattr(c, f.name) for f in fields(c)}


# ----- the application stylesheet ---------------------------------------------------------------
def stylesheet(c: Colours, scale: TypeScale, high_contrast: bool = False) -> str:
    """The one application-wide stylesheet. It only styles what Fusion has no look for (cards,
    headings, the settings list, tooltips) and sets the type scale where text is read; buttons and
    fields keep the platform's look (and theme.py's focus rings)."""
    border_width = 2 if high_contrast else 1
    s, r = SPACING, RADII
    return f"""
QToolTip {{ color: {c.text}; background-color: {c.surface_raised}; border: 1px solid {c.border};
    border-radius: {r.small}px; padding: {s.xs}px {s.s}px; }}
QFrame#card, QWidget[card="true"], QGroupBox {{ background-color: {c.surface_raised}; border: {border_width}px solid {c.border};
    border-radius: {r.large}px; }}
QFrame#card {{ padding: {s.xs}px; }}
QGroupBox {{ margin-top: {s.xl}px; padding: {s.m}px {s.s}px {s.s}px {s.s}px; font-size: {scale.title}pt;
    font-weight: 600; }}
QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: {s.xs}px;
    padding: 0 {s.xs}px; color: {c.text}; }}
QLabel#cardHeading {{ font-size: {scale.title}pt; font-weight: 600; color: {c.text}; }}
QLabel#cardHeading[danger="true"], QPushButton[danger="true"]:enabled {{ color: {c.danger}; }}
QLabel#pageHeading {{ font-size: {scale.heading}pt; font-weight: 600; color: {c.text}; }}
QLabel#caption {{ font-size: {scale.caption}pt; color: {c.text_muted}; }}
QListWidget#settingsNav {{ background-color: {c.window}; border: none; font-size: {scale.body}pt;
    outline: 0; }}
QListWidget#settingsNav::item {{ padding: {s.s}px {s.m}px; margin: 1px 0; border-radius: {r.medium}px;
    color: {c.text}; }}
QListWidget#settingsNav::item:hover {{ background-color: {c.surface_raised}; }}
QListWidget#settingsNav::item:selected {{ background-color: {c.accent}; color: {c.on_accent}; }}
QWidget#settingsPage {{ background-color: {c.window}; }}
Sidebar QListView {{ font-size: {scale.body}pt; }}
MessageListView {{ font-size: {scale.reading}pt; }}
"""
