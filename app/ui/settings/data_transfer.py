"""Running an export or an import from the GUI: file dialogs, a non-modal progress dialog with
Cancel, and the result as a message. The work itself is the core's (`core.data`), in a worker
thread; its progress reports are carried to the Qt thread here.
"""
from __future__ import annotations

import asyncio
import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QSizePolicy, QSpacerItem, QWidget
from shiboken6 import isValid

from app.core.data import CancelToken, DataTransferError, ExportReport, ImportReport, Progress, TransferCancelled

from app.ui.common.errors import error_text
from app.ui.common.i18n import plural
from app.ui.common.operations import Operations

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

STEPS = 1000


def _number(n: int) -> str:
    """A count as the user's locale writes it (12,345 or 12 345)."""
    return QLocale().toString(int(n))


class DataTransfer(QObject):
    """One export or import at a time for a window. Owners listen to the signals; the user sees
    the progress dialog and, at the end, a message saying what happened."""

    sig_busy_changed = Signal(bool)
    sig_finished = Signal(object)      # ExportReport or ImportReport
    sig_failed = Signal(str)           # the message shown to the user
    sig_cancelled = Signal(str)

    def __init__(self, core: WhiziCore, parent: QWidget) -> None:
        super().__init__(parent)
        self.core = core
        self._parent = parent
        self.progress_dialog: QProgressDialog | None = None
        self.file_dialog: QFileDialog | None = None
        self.message_box: QMessageBox | None = None
        self._token: CancelToken | None = None
        self._task: asyncio.Future | None = None
        self._operations = Operations(self)
        self._kind = ""

    def busy(self) -> bool:
        return self._task is not None

    # ----- choosing files ---------------------------------------------------------------------
    def choose_export_file(self, leave_out_red: bool | None = None) -> None:
        if self._refuse_if_busy():
            return
        from datetime import date

        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        dialog = self._file_dialog(self.tr("Export your data"), QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([self.tr("JSON files (*.json)")])
        dialog.setDefaultSuffix("json")
        dialog.selectFile(str(Path(folder) / f"whizi-export-{date.today().isoformat()}.json"))
        dialog.fileSelected.connect(lambda path: self.export_to(path, leave_out_red))
        dialog.open()

    def choose_import_files(self, chatgpt: bool = False) -> None:
        if self._refuse_if_busy():
            return
        title = self.tr("Import from ChatGPT") if chatgpt else self.tr("Import data")
        dialog = self._file_dialog(title, QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        filters = [self.tr("ChatGPT export (conversations*.json *.zip)")] if chatgpt else \
            [self.tr("Whizi or ChatGPT export (*.json *.zip)")]
        dialog.setNameFilters(filters + [self.tr("All files (*)")])
        dialog.filesSelected.connect(lambda paths: self.import_from(list(paths)))
        dialog.open()

    def _file_dialog(self, title: str, mode: QFileDialog.AcceptMode) -> QFileDialog:
        dialog = QFileDialog(self._parent, title)
        dialog.setAcceptMode(mode)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: setattr(self, "file_dialog", None))
        self.file_dialog = dialog
        return dialog

    # ----- running ----------------------------------------------------------------------------
    def export_to(self, path: str, leave_out_red: bool | None = None) -> None:
        if self._refuse_if_busy():
            return
        if leave_out_red is None:
            leave_out_red = bool(self.core.settings.get("data.export_leave_out_red"))
        self._start("export", self.tr("Exporting your data…"),
                    lambda progress, cancel: partial(
                        self.core.data.export, path, leave_out_red=leave_out_red, progress=progress, cancel=cancel))

    def import_from(self, paths: list[str], fmt: str = "auto") -> None:
        if self._refuse_if_busy() or not paths:
            return
        self._start("import", self.tr("Importing…"),
                    lambda progress, cancel: partial(self.core.data.import_files, paths, format=fmt,
                                                                     progress=progress, cancel=cancel))

    def cancel(self) -> None:
        if self._token is not None:
            self._token.cancel()
            if self.progress_dialog is not None:
                self.progress_dialog.setLabelText(self.tr("Cancelling…"))

    def _start(self, kind: str, label: str, work) -> None:
        self._kind = kind
        loop = asyncio.get_event_loop()
        self._token = token = CancelToken()
        dialog = QProgressDialog(label, self.tr("Cancel"), 0, STEPS, self._parent)
        dialog.setWindowTitle(self.tr("Whizi"))
        # Non-modal: the user can keep reading chats while a large file is written or read.
        dialog.setWindowModality(Qt.WindowModality.NonModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setValue(0)
        dialog.setAccessibleName(label)
        dialog.canceled.connect(self.cancel)
        self.progress_dialog = dialog
        dialog.show()

        def relay(progress: Progress) -> None:  # called in the worker thread
            loop.call_soon_threadsafe(self._show_progress, token, progress)

        self._task = self._operations.run(work(relay, token), done=lambda result: self._done(result, None),
                                          failed=lambda error: self._done(None, error))
        self.sig_busy_changed.emit(True)

    def _show_progress(self, token: CancelToken, progress: Progress) -> None:
        if not isValid(self):  # the window went while the worker was still reporting
            return
        dialog = self.progress_dialog
        if dialog is None or token is not self._token or token.cancelled:
            return
        if progress.stage == "merge":
            dialog.setLabelText(self.tr("Saving into your data…"))
            dialog.setRange(0, 0)   # quick and not measurable: a busy bar
            return
        fraction = progress.fraction
        if fraction is not None:
            dialog.setValue(int(fraction * STEPS))
        if progress.stage == "export" and progress.total:
            dialog.setLabelText(self.tr("Exporting your data… %1 of %2 messages")
                                .replace("%1", _number(progress.done)).replace("%2", _number(progress.total)))

    def _done(self, result, error: BaseException | None) -> None:
        # Operations delivers only while this object lives: a closed window hears nothing.
        self._task = None
        self._token = None
        dialog, self.progress_dialog = self.progress_dialog, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()
        self.sig_busy_changed.emit(False)
        if isinstance(error, TransferCancelled):
            self.sig_cancelled.emit(error_text(error))
            return
        if isinstance(error, DataTransferError):
            text = error_text(error)
            self._message(self.tr("Import failed") if self._kind == "import" else self.tr("Export failed"),
                          text, QMessageBox.Icon.Warning)
            self.sig_failed.emit(text)
            return
        if error is not None:
            log.error("data transfer failed", exc_info=error)
            text = self.tr("Something went wrong: %1. Nothing was changed.").replace("%1", type(error).__name__)
            self._message(self.tr("Whizi"), text, QMessageBox.Icon.Warning)
            self.sig_failed.emit(text)
            return
        # Plain JSON by the user's choice (#17): the file is readable by anyone who has it.
        note = self.tr("The file is not encrypted: keep it somewhere safe.") if isinstance(result, ExportReport) else ""
        self._message(self.tr("Whizi"), self.describe(result), QMessageBox.Icon.Information, note)
        self.sig_finished.emit(result)

    def describe(self, result) -> str:
        if isinstance(result, ExportReport):
            text = self.tr("Exported %1, %2 and %3 to %4.") \
                .replace("%1", self._chats(result.chats)).replace("%2", self._messages(result.messages)) \
                .replace("%3", self._lines(result.memory_lines)).replace("%4", str(result.path))
            if result.red_left_out:
                red = result.red_left_out
                text += " " + plural(self.tr("The text of %n message(s) marked red was left out.", "", red), red)
            return text
        if isinstance(result, ImportReport):
            if not result.changed_anything:
                text = self.tr("Nothing new to import: everything in the file is already here.")
            else:
                text = self.tr("Imported %1, %2 and %3.") \
                    .replace("%1", self._chats(result.chats_added)).replace("%2", self._messages(result.messages_added)) \
                    .replace("%3", self._lines(result.memory_added))
                if result.chats_extended:
                    extended = result.chats_extended
                    text += " " + plural(self.tr("%n chat(s) you already had got new messages.", "", extended), extended)
            return " ".join([text, *(error_text(note) for note in result.notes)])
        return str(result)

    # Counts in the locale's digits (%Ln: 12,345 or 12 345) and the language's plural forms.
    def _chats(self, n: int) -> str:
        return plural(self.tr("%Ln chat(s)", "", n), n)

    def _messages(self, n: int) -> str:
        return plural(self.tr("%Ln message(s)", "", n), n)

    def _lines(self, n: int) -> str:
        return plural(self.tr("%Ln memory line(s)", "", n), n)

    def _message(self, title: str, text: str, icon: QMessageBox.Icon, note: str = "") -> None:
        box = QMessageBox(self._parent)
        box.setIcon(icon)
        box.setWindowTitle(title)
        box.setText(text)
        if note:
            box.setInformativeText(note)
        box.setTextFormat(Qt.TextFormat.PlainText)   # a file name or a path in a message is not markup
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        # QMessageBox sizes itself to its text: a long path would wrap into a narrow column.
        grid = box.layout()
        grid.addItem(QSpacerItem(460, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding),
                     grid.rowCount(), 0, 1, grid.columnCount())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda *_: setattr(self, "message_box", None))
        self.message_box = box
        box.open()

    def _refuse_if_busy(self) -> bool:
        if self.busy():
            if self.progress_dialog is not None:
                self.progress_dialog.raise_()
            return True
        return False
