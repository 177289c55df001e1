"""Text from a chat, a file or a server is shown as it is written, never as markup.

Qt guesses: a QLabel (Qt.AutoText), a tooltip or a message box whose text looks like HTML renders
it — a red heading, an image from disk, a link asking for the API key — and an `&` in a menu
item is a mnemonic. Every place that shows a title, fact, insight, file name or server text uses
these helpers:

    plain(label)                 # this label never renders markup (returns it)
    PlainLabel(text)             # a new such label
    ElidedLabel(text)            # one line, elided to the width it gets: a huge title cannot
                                 # stretch the window
    tooltip(text)                # a tooltip that shows `text` literally
    menu_text(text)              # a QAction/QMenu text that shows `text` literally
    plain_box(box)               # a QMessageBox whose texts are plain
"""
from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

# A heading that wide is already more than anyone reads at a glance; the rest is elided.
_ELIDED_PREFERRED_CHARS = 60


def plain(label: QLabel, text: str | None = None) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setOpenExternalLinks(False)
    if text is not None:
        label.setText(text)
    return label


class PlainLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self, text)


class ElidedLabel(QLabel):
    """A one-line plain-text label that elides what does not fit, with the whole text in its tooltip.

    `text()` (from Python) and the accessible name keep the whole text."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 preferred_chars: int = _ELIDED_PREFERRED_CHARS) -> None:
        super().__init__(parent)
        plain(self)
        self._full = ""
        self.preferred_chars = preferred_chars   # how wide it asks to be, at most (it can be given more)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = " ".join((text or "").split())  # one line: newlines and tabs are spaces
        self.setToolTip(tooltip(self._full) if self._full else "")
        self.setAccessibleName(self._full)
        self._elide()
        self.updateGeometry()

    def text(self) -> str:
        return self._full

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width())
        super().setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event) -> None:  # noqa: N802 - a new font or style elides differently
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._elide()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.fontMetrics().horizontalAdvance("…") * 3, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = self.fontMetrics()
        wanted = min(metrics.horizontalAdvance(self._full), metrics.averageCharWidth() * self.preferred_chars)
        margins = self.contentsMargins()
        return QSize(wanted + margins.left() + margins.right() + 2, super().sizeHint().height())


def tooltip(text: str | None) -> str:
    """A tooltip showing `text` literally (Qt renders a tooltip as rich text when it looks like it)."""
    if not text:
        return ""
    return "<p style='white-space:pre-wrap'>" + html.escape(text, quote=False) + "</p>"


def menu_text(text: str | None) -> str:
    """`text` for a menu item or button: `&` is not a mnemonic, and one line."""
    return " ".join((text or "").split()).replace("&", "&&")


def plain_box(box: QMessageBox) -> QMessageBox:
    """The message box's text and informative text are plain (set before or after the texts)."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    for label in box.findChildren(QLabel):
        if label.objectName() in ("qt_msgbox_label", "qt_msgbox_informativelabel"):
            label.setTextFormat(Qt.TextFormat.PlainText)
    return box
