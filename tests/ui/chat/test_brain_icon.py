"""The digital brain's states tell apart at the size the sidebar draws them, at 100 % and 200 %."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from app.core.memory.privacy.state import BrainMode, BrainState

from app.ui.chat.brain_icon import paint_brain
from app.ui.chat.sidebar import BRAIN_SIZE

pytestmark = pytest.mark.gui


def render(mode: BrainMode, ratio: float) -> QImage:
    image = QImage(round(BRAIN_SIZE * ratio), round(BRAIN_SIZE * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    paint_brain(painter, QRectF(0, 0, BRAIN_SIZE, BRAIN_SIZE), BrainState(mode))
    painter.end()
    return image


def luminance(colour: QColor) -> float:
    return 0.2126 * colour.red() + 0.7152 * colour.green() + 0.0722 * colour.blue()


def difference(a: QImage, b: QImage) -> float:
    """Share of the drawn pixels whose brightness differs clearly: what tells two icons apart
    without relying on hue (about one person in twelve sees blue and grey much alike)."""
    drawn = differing = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            if luminance(pa) < 235 or luminance(pb) < 235:
                drawn += 1
                if abs(luminance(pa) - luminance(pb)) > 60:
                    differing += 1
    return differing / max(1, drawn)


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_analysed_once_is_clearly_different_from_the_other_brains(qapp, ratio):
    off, once, auto = (render(mode, ratio) for mode in (BrainMode.OFF, BrainMode.ONCE, BrainMode.AUTO))
    # Before the "1" badge both were 0.0: half blue, half grey differed from either only in hue.
    assert difference(once, auto) > 0.15, "analysed once looks like analysed automatically"
    assert difference(once, off) > 0.15, "analysed once looks like not analysed"
