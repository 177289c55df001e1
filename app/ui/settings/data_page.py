"""Settings → Data: export, import, and delete all data behind a typed confirmation.

The page holds no rules of its own: exports and imports go through DataTransfer (core.data in a
worker thread), and "Delete all data" is only requested here; the main window closes the dialog,
lets the core erase everything and opens a fresh window on the empty data folder.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.ui.common.design import SPACING
from app.ui.common.widgets import Card, StatusLabel, hint_label
from app.ui.settings.data_transfer import DataTransfer
from app.ui.settings.encryption_card import EncryptionCard

if TYPE_CHECKING:
    from app.core.context import WhiziCore


def _disconnect(connections) -> None:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)   # PySide warns when it was not connected
        for signal, slot in connections:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass   # the transfer went first (the page's own), or it was never connected


class DataPage(QWidget):
    sig_settings_changed = Signal()
    sig_delete_all_requested = Signal()
    sig_encrypt_requested = Signal(object, bool)   # EncryptionCard's: the main window encrypts the folder

    def __init__(self, core: WhiziCore, transfer: DataTransfer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.transfer = transfer or DataTransfer(core, self)
        self.setAccessibleName(self.tr("Your data"))

        # ----- export
        self.leave_out_red = QCheckBox(self.tr("Leave out the text of messages marked &red (private)"))
        self.leave_out_red.setChecked(bool(core.settings.get("data.export_leave_out_red")))
        self.leave_out_red.toggled.connect(self._leave_out_red_toggled)
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.setAccessibleName(self.tr("Export your data to a file"))
        self.export_button.clicked.connect(lambda: self.transfer.choose_export_file(self.leave_out_red.isChecked()))

        # ----- import
        self.import_button = QPushButton(self.tr("&Import…"))
        self.import_button.setAccessibleName(self.tr("Import a Whizi export"))
        self.import_button.clicked.connect(lambda: self.transfer.choose_import_files())
        self.chatgpt_button = QPushButton(self.tr("Import from &ChatGPT…"))
        self.chatgpt_button.setAccessibleName(self.tr("Import ChatGPT's data export"))
        self.chatgpt_button.clicked.connect(lambda: self.transfer.choose_import_files(chatgpt=True))

        # ----- delete everything
        self.confirm_word = self.tr("DELETE")
        self.confirm_edit = QLineEdit()
        self.confirm_edit.setAccessibleName(self.tr("Type %1 to confirm").replace("%1", self.confirm_word))
        self.confirm_edit.setPlaceholderText(self.confirm_word)
        self.confirm_edit.setMaximumWidth(180)
        self.confirm_edit.textChanged.connect(self._update_delete_button)
        self.delete_button = QPushButton(self.tr("Delete all data"))
        self.delete_button.setAccessibleName(self.tr("Delete all data"))
        self.delete_button.setProperty("danger", True)   # the theme's danger colour (design.stylesheet)
        self.delete_button.setEnabled(False)
        self.delete_button.clicked.connect(self._delete_clicked)
        self.confirm_edit.returnPressed.connect(self._delete_clicked)

        self.status = StatusLabel()

        # One card per task (docs/design.md): export, import, and the danger zone.
        export = Card(self.tr("Export your data"))
        export.body.addWidget(hint_label(self.tr(
            "Save all your chats, what Whizi remembers and your settings in one JSON file that you can keep, "
            "read or import on another computer. API keys are never included.")))
        # The export is plain JSON by the user's choice (#17): said where the choice is made.
        self.export_note = hint_label(self.tr(
            "The exported file is not encrypted: anyone who can open it can read your chats. Keep it somewhere "
            "safe."))
        self.export_note.setObjectName("exportNotEncrypted")
        export.body.addWidget(self.export_note)
        export.body.addWidget(self.leave_out_red)
        export.body.addLayout(self._row(self.export_button))
        imports = Card(self.tr("Import"))
        imports.body.addWidget(hint_label(self.tr(
            "Add chats and memory from a Whizi export, or from ChatGPT's data export (conversations.json or the "
            ".zip it came in). Nothing you already have is overwritten, and importing the same file again adds "
            "nothing.")))
        imports.body.addLayout(self._row(self.import_button, self.chatgpt_button))
        self.danger_card = Card(self.tr("Delete all data"))
        assert self.danger_card.heading is not None
        self.danger_card.heading.setProperty("danger", True)
        self.danger_card.body.addWidget(hint_label(self.tr(
            "Permanently deletes every chat, everything Whizi remembers, your settings, the search index, the logs "
            "and the API keys in your system keyring. This can't be undone: export your data first if you want "
            "a copy.")))
        prompt = QLabel(self.tr("Type %1 to confirm:").replace("%1", self.confirm_word))
        prompt.setBuddy(self.confirm_edit)
        confirm_row = QHBoxLayout()
        confirm_row.addWidget(prompt)
        confirm_row.addWidget(self.confirm_edit)
        confirm_row.addWidget(self.delete_button)
        confirm_row.addStretch(1)
        self.danger_card.body.addLayout(confirm_row)

        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(SPACING.l)
        self.encryption = EncryptionCard(core)
        self.encryption.sig_encrypt_requested.connect(self.sig_encrypt_requested)
        page.addWidget(self.encryption)
        page.addWidget(export)
        page.addWidget(imports)
        page.addWidget(self.danger_card)
        page.addWidget(self.status)
        page.addStretch(1)

        # The transfer usually belongs to the window and outlives this page (Settings is deleted
        # when it closes): every handler is disconnected when the page goes, or the next export
        # from the File menu would call into a deleted label.
        # (Plain functions, not the page's bound methods: those cannot be disconnected once the
        # page's C++ side is gone.)
        connections = [(self.transfer.sig_busy_changed, lambda busy: self._busy(busy)),
                       (self.transfer.sig_finished, lambda result: self._transfer_finished(result)),
                       (self.transfer.sig_failed, lambda text: self._transfer_failed(text)),
                       (self.transfer.sig_cancelled, lambda text: self._transfer_cancelled(text))]
        for signal, slot in connections:
            signal.connect(slot)
        self.destroyed.connect(lambda *_: _disconnect(connections))
        self._busy(self.transfer.busy())

    def _transfer_finished(self, result) -> None:
        self.status.show_ok(self.transfer.describe(result))

    def _transfer_failed(self, text: str) -> None:
        self.status.show_error(text)

    def _transfer_cancelled(self, _text: str) -> None:
        self.status.show_info(self.tr("Cancelled. Nothing was changed."))

    @staticmethod
    def _row(*buttons: QPushButton) -> QHBoxLayout:
        row = QHBoxLayout()
        for button in buttons:
            row.addWidget(button)
        row.addStretch(1)
        return row

    def _leave_out_red_toggled(self, on: bool) -> None:
        self.core.settings.set("data.export_leave_out_red", on)
        self.sig_settings_changed.emit()

    def confirmed(self) -> bool:
        return self.confirm_edit.text().strip() == self.confirm_word

    def _update_delete_button(self) -> None:
        self.delete_button.setEnabled(self.confirmed() and not self.transfer.busy())

    def _busy(self, busy: bool) -> None:
        for button in (self.export_button, self.import_button, self.chatgpt_button):
            button.setEnabled(not busy)
        self._update_delete_button()

    def _delete_clicked(self) -> None:
        if not self.confirmed() or self.transfer.busy():
            return
        self.delete_button.setEnabled(False)
        self.confirm_edit.setEnabled(False)
        self.status.show_info(self.tr("Deleting all data…"))
        self.sig_delete_all_requested.emit()
