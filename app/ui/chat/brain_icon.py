"""The digital brain: drawn from SVG at whatever size and pixel ratio it is painted (so it stays
crisp at any scale), with a pulsing yellow dot while yellow messages await confirmation.

The core decides the state (`core.privacy.brain_state(chat)`); this module only draws it, words it
for tooltips and screen readers, and offers the click's small menu.
"""
from __future__ import annotations

import functools

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QMenu, QStyle, QStyleOptionToolButton, QToolButton, QWidget

from app.core.memory.privacy.state import BrainMode, BrainState
from app.core.paths import resource_path

from app.ui.common.i18n import plural
from app.ui.common.theme import paint_focus_ring

ICON_OF_MODE = {BrainMode.OFF: "brain-off", BrainMode.ONCE: "brain-once", BrainMode.AUTO: "brain-auto"}
DOT_ICON = "brain-dot"
DOT_SHARE = 0.4       # the dot's diameter as a share of the brain's
ONCE_BADGE_SHARE = 0.5   # the "analysed once" badge's diameter, likewise
ONCE_BLUE = "#1f6feb"    # the brain icons' blue
PULSE_MS = 1400       # one breath of the dot: bright, faint, bright
PULSE_LOW = 0.25


@functools.lru_cache(maxsize=8)
def _renderer(name: str) -> QSvgRenderer:
    data = resource_path("icons", f"{name}.svg").read_bytes()
    return QSvgRenderer(QByteArray(data))


def paint_brain(painter: QPainter, rect: QRectF, state: BrainState, dot_opacity: float = 1.0) -> None:
    """Draw the brain for `state` into `rect` (vector rendering: sharp at any device pixel ratio)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _renderer(ICON_OF_MODE[state.mode]).render(painter, QRectF(rect))
    if state.mode is BrainMode.ONCE:
        _paint_once_badge(painter, rect)
    if state.pulsing:
        size = rect.width() * DOT_SHARE
        painter.setOpacity(painter.opacity() * max(0.0, min(1.0, dot_opacity)))
        _renderer(DOT_ICON).render(painter, QRectF(rect.right() - size, rect.top(), size, size))
    painter.restore()


def _paint_once_badge(painter: QPainter, rect: QRectF) -> None:
    """A "1" in a blue disc at the bottom right: half blue, half grey alone read as the blue brain
    at sidebar size (and not at all without colour vision); the disc is a shape of its own."""
    size = rect.width() * ONCE_BADGE_SHARE
    disc = QRectF(rect.right() - size, rect.bottom() - size, size, size)
    painter.save()
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, size * 0.12)))
    painter.setBrush(QColor(ONCE_BLUE))
    painter.drawEllipse(disc)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(5, round(size * 0.78)))
    painter.setFont(font)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "1")
    painter.restore()


def brain_description(state: BrainState) -> str:
    """What the brain says (tooltip and accessible description)."""
    if state.mode is BrainMode.OFF:
        text = QCoreApplication.translate(
            "Brain", "Not analysed: Whizi learns nothing from this chat. Click to analyse it.")
    elif state.mode is BrainMode.ONCE:
        text = QCoreApplication.translate(
            "Brain", "Analysed once. New messages are not analysed until you click again.")
    else:
        text = QCoreApplication.translate(
            "Brain", "Analysed automatically: Whizi may remember what is marked green.")
    if state.pulsing:
        n = state.awaiting
        waiting = QCoreApplication.translate("Brain", "%n message(s) to confirm.", "", n)
        waiting = plural(waiting, n)
        text = f"{text} {waiting}"
    return text


def brain_short(state: BrainState) -> str:
    """A few words for a sidebar row read aloud."""
    if state.mode is BrainMode.OFF:
        text = QCoreApplication.translate("Brain", "not analysed")
    elif state.mode is BrainMode.ONCE:
        text = QCoreApplication.translate("Brain", "analysed once")
    else:
        text = QCoreApplication.translate("Brain", "analysed automatically")
    if state.pulsing:
        text += ", " + QCoreApplication.translate("Brain", "{0} awaiting confirmation").format(state.awaiting)
    return text


class Pulse(QObject):
    """The yellow dot's breathing: an endless opacity animation, running only while needed."""

    sig_changed = Signal(float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.opacity = 1.0
        self._animation = QVariantAnimation(self)
        self._animation.setDuration(PULSE_MS)
        self._animation.setStartValue(1.0)
        self._animation.setKeyValueAt(0.5, PULSE_LOW)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._animation.setLoopCount(-1)
        self._animation.valueChanged.connect(self._changed)

    def _changed(self, value) -> None:
        self.opacity = float(value)
        self.sig_changed.emit(self.opacity)

    def set_running(self, running: bool) -> None:
        if running and not self.running:
            self._animation.start()
        elif not running and self.running:
            self._animation.stop()
            self.opacity = 1.0

    @property
    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running


class BrainButton(QToolButton):
    """The brain in the chat header. Clicking it is the caller's business (see BrainMenu)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = BrainState(BrainMode.OFF)
        self.setAutoRaise(True)
        self.setIconSize(QSize(22, 22))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Digital brain"))
        self.pulse = Pulse(self)
        self.pulse.sig_changed.connect(lambda _v: self.update())
        self.set_state(self.state)

    def set_state(self, state: BrainState) -> None:
        self.state = state
        text = brain_description(state)
        self.setToolTip(text)
        self.setAccessibleDescription(text)
        self.pulse.set_running(state.pulsing and self.isVisible())
        self.update()

    def sizeHint(self) -> QSize:
        size = self.iconSize()
        return QSize(size.width() + 10, size.height() + 8)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.pulse.set_running(self.state.pulsing)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.pulse.set_running(False)  # nobody to see it: no repaints

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        flags = QStyle.StateFlag
        if option.state & (flags.State_MouseOver | flags.State_Sunken | flags.State_HasFocus):
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelButtonTool, option, painter, self)
        size = self.iconSize()
        rect = QRectF((self.width() - size.width()) / 2, (self.height() - size.height()) / 2,
                      size.width(), size.height())
        paint_brain(painter, rect, self.state, self.pulse.opacity)
        if option.state & flags.State_HasFocus:
            paint_focus_ring(painter, self.rect(), self.palette())
        painter.end()


class BrainMenu(QMenu):
    """Shown (non-modally, with popup()) after a click on a brain has started the analysis."""

    sig_automatic_toggled = Signal(bool)

    def __init__(self, *, automatic: bool, globally_automatic: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setToolTipsVisible(True)
        self.setAccessibleName(self.tr("Digital brain"))
        self.status_action = self.addAction(self.tr("Analysing this chat now…"))
        self.status_action.setEnabled(False)
        self.addSeparator()
        self.automatic_action = self.addAction(self.tr("Analyse this chat automatically from now on"))
        self.automatic_action.setCheckable(True)
        self.automatic_action.setChecked(automatic or globally_automatic)
        if globally_automatic:
            self.automatic_action.setEnabled(False)
            self.automatic_action.setToolTip(
                self.tr("Every chat is analysed automatically (Settings → Memory → Chat analysis)."))
        self.automatic_action.toggled.connect(self.sig_automatic_toggled)

    def set_finished(self) -> None:
        """The analysis the click started is over: the menu stops saying it is running."""
        self.status_action.setText(self.tr("Analysis finished."))
