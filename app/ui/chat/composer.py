"""The composer: Enter sends, Shift+Enter starts a new line; the button turns into Stop while a
reply streams. In edit mode it resends an earlier message of the user's."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import icon

# Qt lays out one unbreakable line in time that grows with the square of its length (a 1 MB line
# took over a minute); without wrapping it takes under a second. Such pastes scroll sideways.
LONG_LINE = 5_000


def longest_line(text: str) -> int:
    return max((len(line) for line in text.split("\n")), default=0)


class ComposerEdit(QPlainTextEdit):
    sig_submit = Signal()
    sig_escape = Signal()

    def insertFromMimeData(self, source) -> None:
        if source.hasText() and longest_line(source.text()) > LONG_LINE:
            self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        super().insertFromMimeData(source)

    def setPlainText(self, text: str) -> None:
        long = longest_line(text) > LONG_LINE
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap if long else QPlainTextEdit.LineWrapMode.WidgetWidth)
        super().setPlainText(text)

    def clear(self) -> None:
        super().clear()
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)

    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (mods & Qt.KeyboardModifier.ShiftModifier):
            event.accept()
            self.sig_submit.emit()
            return
        if key == Qt.Key.Key_Escape:
            event.accept()
            self.sig_escape.emit()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        # Grow with the text up to about eight lines, then scroll.
        lines = min(8, max(1, self.document().blockCount()))
        return QSize(super().sizeHint().width(), self.fontMetrics().lineSpacing() * lines + 16)


class Composer(QWidget):
    sig_send = Signal(str)
    sig_edit_send = Signal(str, str)   # message id, new text
    sig_stop = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.edit = ComposerEdit()
        self.edit.setPlaceholderText(self.tr("Message Whizi… (Enter to send, Shift+Enter for a new line)"))
        self.edit.setAccessibleName(self.tr("Message"))
        self.edit.setTabChangesFocus(True)
        self.button = QToolButton()
        self.button.setIconSize(QSize(22, 22))
        self.button.setMinimumSize(QSize(40, 40))
        self.banner = QFrame()
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner_label = QLabel(self.tr("Editing your message: Enter resends it, Esc cancels."))
        cancel = QPushButton(self.tr("Cancel"))
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.setContentsMargins(8, 2, 8, 2)
        banner_layout.addWidget(self.banner_label, 1)
        banner_layout.addWidget(cancel)
        self.banner.hide()

        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 10)
        layout.addWidget(self.banner)
        layout.addLayout(row)

        self._editing_id = ""
        self._busy = False
        self.edit.sig_submit.connect(self.submit)
        self.edit.sig_escape.connect(self._escape)
        self.edit.textChanged.connect(self._text_changed)
        self.button.clicked.connect(self._button_clicked)
        cancel.clicked.connect(self.cancel_edit)
        self.set_busy(False)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self._update_button()

    def _text_changed(self) -> None:
        self.edit.updateGeometry()
        self._update_button()

    def _update_button(self) -> None:
        if self._busy:
            self.button.setIcon(icon("stop", self.palette().text().color()))
            self.button.setToolTip(self.tr("Stop the reply (Esc)"))
            self.button.setAccessibleName(self.tr("Stop"))
            self.button.setEnabled(True)
        else:
            self.button.setIcon(icon("send", self.palette().text().color()))
            self.button.setToolTip(self.tr("Send (Enter)"))
            self.button.setAccessibleName(self.tr("Send"))
            self.button.setEnabled(bool(self.edit.toPlainText().strip()))

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self._update_button()

    def is_busy(self) -> bool:
        return self._busy

    def text(self) -> str:
        return self.edit.toPlainText()

    def set_text(self, text: str) -> None:
        self.edit.setPlainText(text)
        cursor = self.edit.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.edit.setTextCursor(cursor)

    def focus(self) -> None:
        self.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def submit(self) -> None:
        text = self.edit.toPlainText()
        if not text.strip() or self._busy:
            return
        if self._editing_id:
            message_id = self._editing_id
            self.cancel_edit(clear=False)
            self.edit.clear()
            self.sig_edit_send.emit(message_id, text)
            return
        self.edit.clear()
        self.sig_send.emit(text)

    def start_edit(self, message_id: str, text: str) -> None:
        self._editing_id = message_id
        self.banner.show()
        self.set_text(text)
        self.focus()

    def cancel_edit(self, clear: bool = True) -> None:
        if self._editing_id and clear:
            self.edit.clear()
        self._editing_id = ""
        self.banner.hide()

    def _escape(self) -> None:
        if self._busy:
            self.sig_stop.emit()
        elif self._editing_id:
            self.cancel_edit()

    def _button_clicked(self) -> None:
        if self._busy:
            self.sig_stop.emit()
        else:
            self.submit()
