"""Start-up for an encrypted data folder that the system keyring cannot open by itself: the
passphrase dialog, and the plain explanation when the key is gone for good.

The check runs before the app's event loop exists (start-up opens the folder first, then starts
asyncio), so app/ui/common/operations.py cannot carry it: the dialog runs the ~0.5 s scrypt check in
a short-lived worker thread of its own and hears the answer through a queued Qt signal, so the
dialog keeps painting while the passphrase is tried. Nothing here keeps or logs the passphrase.
"""
from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from app.ui.common.design import SPACING
from app.ui.common.errors import error_text
from app.ui.common.plain import plain_box
from app.ui.common.widgets import BusyBar, SecretField, StatusLabel, hint_label

log = logging.getLogger(__name__)


class _Answer(QObject):
    """Carries a worker thread's outcome to the Qt thread (a queued signal across threads)."""

    sig_done = Signal(object, object)   # key or None, error or None


def _check_in_thread(answer: _Answer, root: Path, passphrase: str) -> None:
    from app.core.store.encryption import unlock

    key, error = None, None
    try:
        key = unlock(root, passphrase)
    except BaseException as exc:   # delivered to the dialog, which says what it means
        error = exc
    try:
        answer.sig_done.emit(key, error)
    except RuntimeError:
        pass   # the dialog (and its relay) went away while the check ran: nobody is waiting


class UnlockDialog(QDialog):
    """Asks for the folder's passphrase until it is right, or the user quits.

    `key_missing`: the key was meant to be in the system keyring and is not there any more; the
    dialog says so and offers to put it back once unlocked. After `accept`, `key` and `passphrase`
    hold what opened the folder, and `restore_keyring` whether the user wants the key put back."""

    sig_failed = Signal(str)      # a wrong passphrase or another failure, as shown to the user
    sig_unlocked = Signal()

    def __init__(self, root: Path, *, key_missing: bool = False, can_restore: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.root = Path(root)
        self.key: bytes | None = None
        self.passphrase: str | None = None
        self._checking = False
        self._answer = _Answer(self)
        self._answer.sig_done.connect(self._checked)
        self.setWindowTitle(self.tr("Unlock Whizi"))
        self.setMinimumWidth(480)

        heading = QLabel(self.tr("Your data is locked"))
        heading.setObjectName("pageHeading")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        if key_missing:
            intro = self.tr("The key to your data is no longer in your system keyring. Enter your passphrase "
                            "to unlock your chats and memory.")
        else:
            intro = self.tr("Your chats and memory are encrypted with a passphrase. Enter it to open them.")
        self.intro = hint_label(intro)
        self.field = SecretField(self.tr("Passphrase"))
        self.field.edit.textEdited.connect(lambda _t: self.status.clear_status())
        self.field.edit.returnPressed.connect(self.try_unlock)
        self.busy = BusyBar()
        self.status = StatusLabel()
        self.restore = QCheckBox(self.tr("Put the key back into the system &keyring"))
        self.restore.setChecked(True)
        self.restore.setVisible(key_missing and can_restore)
        self.folder_note = hint_label(self.tr("Data folder: %1").replace("%1", str(self.root)))

        self.unlock_button = QPushButton(self.tr("&Unlock"))
        self.unlock_button.setDefault(True)
        self.unlock_button.clicked.connect(self.try_unlock)
        self.quit_button = QPushButton(self.tr("&Quit"))
        self.quit_button.setAutoDefault(False)
        self.quit_button.clicked.connect(self.reject)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("&Passphrase:"), self.field)
        form.labelForField(self.field).setBuddy(self.field.edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.quit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.unlock_button)
        column = QVBoxLayout(self)
        column.setSpacing(SPACING.m)
        column.addWidget(heading)
        column.addWidget(self.intro)
        column.addLayout(form)
        column.addWidget(self.busy)
        column.addWidget(self.status)
        column.addWidget(self.restore)
        column.addWidget(self.folder_note)
        column.addStretch(1)
        column.addLayout(buttons)
        self.field.edit.setFocus()

    @property
    def restore_keyring(self) -> bool:
        return not self.restore.isHidden() and self.restore.isChecked()   # asked for, and still wanted

    def try_unlock(self) -> None:
        passphrase = self.field.edit.text()
        if self._checking:
            return
        if not passphrase:
            self._say(self.tr("Enter your passphrase."))
            return
        self._set_checking(True)
        self.status.show_info(self.tr("Checking…"))
        threading.Thread(target=_check_in_thread, args=(self._answer, self.root, passphrase),
                         name="whizi-unlock", daemon=True).start()

    def _set_checking(self, on: bool) -> None:
        self._checking = on
        self.busy.setVisible(on)
        self.unlock_button.setEnabled(not on)
        self.field.edit.setReadOnly(on)

    def _checked(self, key: bytes | None, error: BaseException | None) -> None:
        if not isValid(self):
            return
        self._set_checking(False)
        from app.core.store.encryption import WrongPassphrase

        if isinstance(error, WrongPassphrase):
            self._say(self.tr("That passphrase is not right. Check it and try again."))
            return
        if error is not None:
            log.warning("unlock failed: %s", type(error).__name__)
            self._say(error_text(error))
            return
        self.key = key
        self.passphrase = self.field.edit.text()
        self.field.edit.clear()
        self.sig_unlocked.emit()
        self.accept()

    def _say(self, text: str) -> None:
        """A problem under the field; the field keeps the focus, its text selected to type over."""
        self.status.show_error(text)
        self.field.edit.selectAll()
        self.field.edit.setFocus()
        self.sig_failed.emit(text)


def ask_passphrase(root: Path, *, key_missing: bool = False, parent: QWidget | None = None) -> UnlockDialog | None:
    """The unlock dialog, modal; the accepted dialog (with `key`, `passphrase`, `restore_keyring`),
    or None when the user chose Quit."""
    from app.core.store.encryption import keyring_usable

    dialog = UnlockDialog(root, key_missing=key_missing, can_restore=key_missing and keyring_usable(), parent=parent)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    return dialog if accepted else None


def restore_keyring(root: Path, key: bytes) -> None:
    """Put the key back into the system keyring after a passphrase unlock; a refusal is said."""
    from app.core.store.encryption import set_keyring

    try:
        set_keyring(root, key, True)
    except Exception as exc:
        log.warning("the key could not be put back into the keyring: %s", type(exc).__name__)
        show_problem(QCoreApplication.translate("UnlockDialog", "The key could not be put back"),
                     QCoreApplication.translate(
                         "UnlockDialog", "Whizi could not put the key back into the system keyring. Your data "
                                         "is open; next time, unlock it with your passphrase again."))


def show_problem(title: str, text: str, parent: QWidget | None = None) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    plain_box(box)   # a folder path is not markup
    box.exec()


def explain_key_missing(error: BaseException, parent: QWidget | None = None) -> None:
    """The key is gone from the keyring and no passphrase was set: the data cannot be opened here."""
    show_problem(QCoreApplication.translate("UnlockDialog", "Whizi cannot open your data"), error_text(error), parent)
