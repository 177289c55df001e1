"""The small widgets the settings pages, the onboarding dialog and the memory panels share.

Status lines, error notes under form fields, busy indicators, a secret field with Show/Hide, an
editable model picker, and the plain-text hint label. Every one shows text as plain text: a
message can quote a server's reply, which must never be read as markup. Their strings share one
translation context, "Settings", wherever they appear.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.providers.secrets import ENV_KEY

from app.ui.common.design import RADII, SPACING
from app.ui.common.theme import current_colours

__all__ = ["StatusLabel", "BusyBar", "Card", "KeyringWarning", "SecretField", "ModelCombo", "env_api_key",
           "field_with_notes", "hint_label", "make_card_page", "scroll_into_view", "set_busy"]


def env_api_key() -> str | None:
    """The key KeyStore falls back to. Read here only to say where a key comes from."""
    return os.environ.get(ENV_KEY) or None


class StatusLabel(QLabel):
    """One line of feedback: busy, success (green tick) or error (red).

    Always plain text: a message can quote a server's reply, which must never be read as markup.
    """

    OK, ERROR, INFO = "ok", "error", "info"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def show_ok(self, text: str) -> None:
        self._show(self.OK, "\u2713 " + text)

    def show_error(self, text: str) -> None:
        self._show(self.ERROR, text)

    def show_info(self, text: str) -> None:
        self._show(self.INFO, text)

    def clear_status(self) -> None:
        self.kind = ""
        self.clear()
        self.hide()

    def _show(self, kind: str, text: str) -> None:
        self.kind = kind
        roles = current_colours()
        colour = {self.OK: roles.success, self.ERROR: roles.danger}.get(kind)
        self.setStyleSheet(f"color: {colour};" if colour else "")
        self.setText(text)
        self.setAccessibleDescription(text)
        self.show()


class BusyBar(QProgressBar):
    """A thin, indeterminate bar shown while something runs in the background."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, 0)
        self.setTextVisible(False)
        self.setFixedHeight(6)
        self.setAccessibleName(QCoreApplication.translate("Settings", "Working"))
        self.hide()


class KeyringWarning(QLabel):
    """The plain, persistent notice that a key could not reach the OS keyring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Shared widgets use one translation context, "Settings", wherever they appear.
        super().__init__(QCoreApplication.translate(
            "Settings",
            "No system keyring found: your API key is kept only until Whizi closes. It was not written to disk."),
            parent)
        self.setObjectName("keyringWarning")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        # Translucent amber reads as a warning on light and dark palettes alike.
        self.setStyleSheet("#keyringWarning { background: rgba(240, 170, 0, 45); "
                           f"border: 1px solid rgba(200, 140, 0, 170); border-radius: {RADII.small}px; "
                           f"padding: {SPACING.xs + 2}px {SPACING.s}px; }}")
        self.setAccessibleName(QCoreApplication.translate("Settings", "Warning"))
        self.setAccessibleDescription(self.text())
        self.hide()


class SecretField(QWidget):
    """A password-style line edit with a Show/Hide toggle reachable from the keyboard."""

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QLineEdit(self)
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setAccessibleName(accessible_name)
        # A secret: input methods must not learn it, predict it or keep it in their history.
        self.edit.setInputMethodHints(Qt.InputMethodHint.ImhHiddenText | Qt.InputMethodHint.ImhNoPredictiveText
                                      | Qt.InputMethodHint.ImhSensitiveData)
        self.toggle = QToolButton(self)
        self.toggle.setCheckable(True)
        self.toggle.setText(QCoreApplication.translate("Settings", "Show"))
        self.toggle.setAccessibleName(QCoreApplication.translate("Settings", "Show the key"))
        self.toggle.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.toggle.toggled.connect(self._toggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.toggle)
        self.setFocusProxy(self.edit)

    def _toggled(self, shown: bool) -> None:
        self.edit.setEchoMode(QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password)
        if shown:
            self.toggle.setText(QCoreApplication.translate("Settings", "Hide"))
            self.toggle.setAccessibleName(QCoreApplication.translate("Settings", "Hide the key"))
        else:
            self.toggle.setText(QCoreApplication.translate("Settings", "Show"))
            self.toggle.setAccessibleName(QCoreApplication.translate("Settings", "Show the key"))

    def text(self) -> str:
        return self.edit.text().strip()


class ModelCombo(QComboBox):
    """An editable model picker: the server's list when known, any name typed otherwise."""

    def __init__(self, accessible_name: str, placeholder: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(18)
        self.setAccessibleName(accessible_name)
        self.lineEdit().setPlaceholderText(placeholder)
        # Servers list dozens of models; typing any part of a name should find it.
        self.completer().setFilterMode(Qt.MatchFlag.MatchContains)
        self.completer().setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def set_models(self, models, keep_text: bool = True) -> None:
        text = self.currentText()
        self.clear()
        self.addItems(list(models))
        self.setEditText(text if keep_text else (models[0] if models else ""))

    def models(self) -> list[str]:
        return [self.itemText(i) for i in range(self.count())]

    def text(self) -> str:
        return self.currentText().strip()


def field_with_notes(field: QWidget, *notes: QWidget) -> QWidget:
    """A form field with lines under it (an error, a hint) that take no room while hidden."""
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(4)
    column.addWidget(field)
    for note in notes:
        column.addWidget(note)
    box.setFocusProxy(field)
    return box


def scroll_into_view(widget: QWidget) -> None:
    """Scroll the settings page (the nearest scroll area around `widget`) until `widget` shows."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is not None:
        area.ensureWidgetVisible(widget, 0, 0)


def hint_label(text: str) -> QLabel:
    """Secondary text: smaller, in the normal text colour (greyed text is hard to read)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    return label


def set_busy(button: QPushButton, busy: bool, busy_text: str = "") -> None:
    """Disable a button while its work runs and say so on its face."""
    if busy:
        button.setProperty("idleText", button.text())
        button.setText(busy_text)
    elif button.property("idleText"):
        button.setText(button.property("idleText"))
    button.setEnabled(not busy)


class Card(QFrame):
    """A section of a page: a rounded, raised surface with a heading (the design's card look comes
    from the application stylesheet, object names "card" and "cardHeading"). Put the section's
    widgets and layouts in ``body``."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACING.l, SPACING.m, SPACING.l, SPACING.l)
        column.setSpacing(SPACING.s)
        self.heading: QLabel | None = None
        if title:
            self.heading = QLabel(title)
            self.heading.setObjectName("cardHeading")
            self.heading.setTextFormat(Qt.TextFormat.PlainText)
            self.heading.setAccessibleName(title)
            column.addWidget(self.heading)
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(SPACING.s)
        column.addLayout(self.body)


def make_card_page(page: QWidget) -> None:
    """Give a settings page built without cards the card look as a whole: the raised surface,
    border and padding (the settings dialog does this for every such page)."""
    page.setProperty("card", True)
    page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    layout = page.layout()
    if layout is not None:
        layout.setContentsMargins(SPACING.l, SPACING.l, SPACING.l, SPACING.l)


class MeasuredLabel(QLabel):
    """A word-wrapped paragraph kept to a readable measure: on a wide page its lines are at most
    `chars` average characters long (and never wider than the transcript's column), centred in
    the space it has, instead of running the page's full width."""

    MAX_WIDTH = 780   # the transcript's column (chat/transcript/delegate.MAX_MEASURE)

    def __init__(self, text: str = "", chars: int = 64, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.chars = chars
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def measure(self) -> int:
        return min(self.MAX_WIDTH, self.fontMetrics().averageCharWidth() * self.chars)

    def resizeEvent(self, event) -> None:
        side = max(0, (event.size().width() - self.measure()) // 2)
        if self.contentsMargins().left() != side:
            self.setContentsMargins(side, 0, side, 0)   # the margins change, the label's size does not
        super().resizeEvent(event)
