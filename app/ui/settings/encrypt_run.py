"""Settings → Data → "Encrypt my data…": a plain folder from an older Whizi becomes an encrypted one.

encrypt_folder (app/core/store/encrypt_folder.py) works with the core closed, so this does what
"Delete all data" does (app/core/context.py delete_all_data, MainWindow._all_data_deleted): stop
replies and background jobs, close the core (encrypt_folder takes the folder's lock itself),
encrypt in a worker thread with a progress dialog, open the folder again and carry on in a fresh
window. If the encryption fails, the folder is left as it was (encrypt_folder's promise) and the
plain folder is opened again, with the reason said.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QProgressDialog, QWidget

from app.ui.common.errors import error_text
from app.ui.common.operations import Operations
from app.ui.common.plain import plain_box

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

STOP_REPLIES_S = 5
STEPS = 1000


async def encrypt_and_reopen(core: WhiziCore, passphrase: str | None, use_keyring: bool,
                             progress) -> tuple[WhiziCore, BaseException | None]:
    """Close `core`, encrypt its folder, open it again: (the new core, None), or (the plain folder
    opened again, the error) when encrypting failed. `progress(done, total)` is called from the
    worker thread."""
    from app.core.context import WhiziCore
    from app.core.store.encrypt_folder import encrypt_folder

    pending = core.chat.stop_all()
    if pending:
        await asyncio.wait(pending, timeout=STOP_REPLIES_S)
    await core.runner.stop()
    layout = core.layout
    core.close()   # encrypt_folder takes the folder's lock itself, at once
    failure: BaseException | None = None
    try:
        await asyncio.to_thread(encrypt_folder, layout.root, passphrase=passphrase, use_keyring=use_keyring,
                                progress=progress)
    except Exception as exc:
        log.error("encrypting the data folder failed", exc_info=exc)
        failure = exc
    fresh = WhiziCore.open(layout.root, passphrase=passphrase)
    return fresh, failure


class EncryptRun(QObject):
    """One "Encrypt my data" for a window: the progress dialog, the work, and the fresh core."""

    sig_done = Signal(object)        # the reopened core (encrypted, or plain again after a failure)
    sig_failed = Signal(str)         # what went wrong, as shown to the user

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self.operations = Operations(self)
        self.progress_dialog: QProgressDialog | None = None
        self.message_box: QMessageBox | None = None

    def busy(self) -> bool:
        return self.operations.running()

    def start(self, core: WhiziCore, passphrase: str | None, use_keyring: bool) -> None:
        if self.busy():
            return
        loop = asyncio.get_event_loop()
        dialog = QProgressDialog(self.tr("Encrypting your data…"), "", 0, STEPS, self._parent)
        label = QLabel(dialog.labelText())    # wraps: the text grows when a close has to wait (say_close_waits)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        dialog.setLabel(label)
        dialog.setMinimumWidth(440)
        dialog.setWindowTitle(self.tr("Whizi"))
        dialog.setCancelButton(None)   # stopping half-way would only leave the old folder: not offered
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setAccessibleName(self.tr("Encrypting your data…"))
        dialog.setValue(0)
        dialog.show()
        self.progress_dialog = dialog

        def relay(done: int, total: int) -> None:   # called in the worker thread
            loop.call_soon_threadsafe(self._show_progress, done, total)

        self.operations.run(encrypt_and_reopen(core, passphrase, use_keyring, relay),
                            done=self._done, failed=self._failed)

    def say_close_waits(self) -> None:
        """The window was asked to close while encrypting: say why it stays open."""
        if self.progress_dialog is not None:
            self.progress_dialog.setLabelText(self.tr(
                "Encrypting your data… Whizi can be closed when this is done; stopping half-way would leave "
                "your data unencrypted."))
            self.progress_dialog.adjustSize()

    def _show_progress(self, done: int, total: int) -> None:
        if self.progress_dialog is not None and total > 0:
            self.progress_dialog.setValue(int(min(done, total) / total * STEPS))

    def _close_progress(self) -> None:
        dialog, self.progress_dialog = self.progress_dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()

    def _done(self, outcome: tuple[WhiziCore, BaseException | None]) -> None:
        self._close_progress()
        fresh, failure = outcome
        self.sig_done.emit(fresh)
        if failure is not None:
            self._tell(self.tr("Your data was not encrypted (%1). It is as it was before; you can try again.")
                       .replace("%1", error_text(failure)))

    def _failed(self, error: BaseException) -> None:
        self._close_progress()
        log.error("encrypt my data failed", exc_info=error)
        self._tell(self.tr("Whizi could not open your data again (%1). Close Whizi and start it again.")
                   .replace("%1", error_text(error)))

    def _tell(self, text: str) -> None:
        self.sig_failed.emit(text)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Whizi"), text, QMessageBox.StandardButton.Ok)
        plain_box(box)   # an error may quote a path
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda *_: setattr(self, "message_box", None))
        self.message_box = box
        box.open()
