"""Settings → Data → Encryption: the folder's encryption in words, and the ways to change it.

"Encrypt my data…" (a plain folder from an older Whizi) is only requested here: the main window
closes the core, encrypts the folder and opens it again (encrypt_run.py). Setting, changing or
removing the passphrase and moving the key into or out of the system keyring re-wrap the folder's
key (app/core/store/encryption.py) in a worker thread: scrypt takes about half a second, and a
keyring may take longer. Removing the last way to the key is refused with a sentence that says why.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from app.ui.common.errors import error_text
from app.ui.common.operations import Operations
from app.ui.common.plain import plain_box
from app.ui.common.widgets import BusyBar, Card, StatusLabel, hint_label
from app.ui.settings.passphrase import NewPassphraseDialog

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.store.encryption import EncryptionStatus


def core_key(core: WhiziCore) -> bytes | None:
    """The data key the open core was unlocked with (None: a plain folder)."""
    return getattr(core.db, "key", None)


class EncryptionCard(Card):
    sig_encrypt_requested = Signal(object, bool)   # the new passphrase (or None), keep the key in the keyring

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Encryption"), parent)
        self.core = core
        self.root = core.layout.root
        self.operations = Operations(self)
        self.passphrase_dialog: NewPassphraseDialog | None = None
        self.question: QMessageBox | None = None
        self._keyring_usable: bool | None = None

        self.state = QLabel()
        self.state.setObjectName("encryptionState")
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setWordWrap(True)
        self.explain = hint_label("")
        self.encrypt_button = QPushButton(self.tr("E&ncrypt my data…"))
        self.encrypt_button.clicked.connect(self.encrypt_clicked)
        self.passphrase_button = QPushButton()
        self.passphrase_button.clicked.connect(self.passphrase_clicked)
        self.remove_button = QPushButton(self.tr("Re&move passphrase"))
        self.remove_button.clicked.connect(self.remove_clicked)
        self.keyring_check = QCheckBox(self.tr("&Keep the key in the system keyring"))
        self.keyring_check.clicked.connect(self.keyring_clicked)
        self.busy = BusyBar()
        self.status = StatusLabel()

        row = QHBoxLayout()
        for button in (self.encrypt_button, self.passphrase_button, self.remove_button):
            row.addWidget(button)
        row.addStretch(1)
        self.body.addWidget(self.state)
        self.body.addWidget(self.explain)
        self.body.addWidget(self.keyring_check)
        self.body.addLayout(row)
        self.body.addWidget(self.busy)
        self.body.addWidget(self.status)
        self.refresh()

    # ----- the state in words --------------------------------------------------------------------
    def current(self) -> EncryptionStatus:
        from app.core.store.encryption import status

        return status(self.root)

    def keyring_usable(self) -> bool:
        if self._keyring_usable is None:
            from app.core.store.encryption import keyring_usable

            self._keyring_usable = keyring_usable()
        return self._keyring_usable

    def refresh(self) -> None:
        state = self.current()
        if not state.encrypted:
            self.state.setText(self.tr("Your data is not encrypted."))
            self.explain.setText(self.tr(
                "This data folder was made by an older Whizi. Anyone who can read it (a stolen laptop, a backup "
                "synced to a cloud drive) can read your chats. Encrypting it takes a moment; Whizi closes and "
                "reopens your chats while it works."))
        elif state.keyring and state.passphrase:
            self.state.setText(self.tr("Your data is encrypted. The key is kept in your system keyring, and your "
                                       "passphrase unlocks it too."))
            self.explain.setText(self.tr("Whizi opens without asking while the keyring has the key; if the key is "
                                         "ever lost from it, your passphrase opens your data."))
        elif state.keyring:
            self.state.setText(self.tr("Your data is encrypted. The key is kept in your system keyring."))
            self.explain.setText(self.tr("Whizi opens without asking. A passphrase is a second way in, for example "
                                         "if the keyring is reset or the folder moves to another computer."))
        else:
            self.state.setText(self.tr("Your data is encrypted and unlocked with your passphrase."))
            self.explain.setText(self.tr("Whizi asks for the passphrase each time it starts. If you forget it, "
                                         "your data is lost for good."))
        self.state.setAccessibleName(self.state.text())
        self.encrypt_button.setVisible(not state.encrypted)
        self.passphrase_button.setVisible(state.encrypted)
        self.passphrase_button.setText(self.tr("C&hange passphrase…") if state.passphrase
                                       else self.tr("&Set a passphrase…"))
        self.remove_button.setVisible(state.encrypted and state.passphrase)
        self.keyring_check.setVisible(state.encrypted)
        self.keyring_check.setChecked(state.keyring)

    def _set_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        for widget in (self.encrypt_button, self.passphrase_button, self.remove_button, self.keyring_check):
            widget.setEnabled(not busy)

    def _run(self, work, *args, done_text: str) -> None:
        """A key change off the UI thread; the card shows the new state or what went wrong."""
        self._set_busy(True)
        self.status.show_info(self.tr("Saving…"))
        self.operations.run(work, *args, done=lambda _r: self.status.show_ok(done_text),
                            failed=lambda error: self.status.show_error(error_text(error)),
                            finished=lambda _e: self._changed())

    def _changed(self) -> None:
        self._set_busy(False)
        self.refresh()

    def refuse(self, text: str) -> None:
        self.status.show_error(text)

    # ----- the passphrase ---------------------------------------------------------------------------
    def _ask_new_passphrase(self, title: str, intro: str, accept_text: str, then) -> None:
        dialog = NewPassphraseDialog(title, intro, accept_text, self.tr("Cancel"), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: then(dialog.passphrase))
        dialog.destroyed.connect(lambda *_: setattr(self, "passphrase_dialog", None))
        self.passphrase_dialog = dialog
        dialog.open()   # not exec(): a nested event loop would re-enter qasync's loop

    def passphrase_clicked(self) -> None:
        from app.core.store.encryption import set_passphrase

        key = core_key(self.core)
        if key is None:
            return
        changing = self.current().passphrase
        title = self.tr("Change passphrase") if changing else self.tr("Set a passphrase")
        intro = self.tr("Whizi will ask for the new passphrase whenever the system keyring cannot open your data.")
        done_text = self.tr("The passphrase was changed.") if changing else self.tr("The passphrase was set.")
        self._ask_new_passphrase(title, intro, self.tr("Save passphrase"),
                                 lambda chosen: self._run(set_passphrase, self.root, key, chosen, done_text=done_text))

    def remove_clicked(self) -> None:
        from app.core.store.encryption import set_passphrase

        key = core_key(self.core)
        if key is None:
            return
        if not self.current().keyring:
            self.refuse(self.tr("The passphrase is the only way to unlock your data: keep the key in the system "
                                "keyring first, then you can remove the passphrase."))
            return
        self._ask(self.tr("Remove the passphrase?"),
                  self.tr("Your data stays encrypted and opens with the key in your system keyring alone. If the "
                          "keyring loses the key, there is no other way to open your data."),
                  lambda: self._run(set_passphrase, self.root, key, None, done_text=self.tr("The passphrase was removed.")))

    # ----- the keyring ------------------------------------------------------------------------------
    def keyring_clicked(self, on: bool) -> None:
        from app.core.store.encryption import set_keyring

        key = core_key(self.core)
        state = self.current()
        self.keyring_check.setChecked(state.keyring)   # it shows the real state until the change is made
        if key is None or on == state.keyring:
            return
        if on and not self.keyring_usable():
            self.refuse(self.tr("There is no system keyring on this computer that Whizi can use."))
            return
        if not on and not state.passphrase:
            self.refuse(self.tr("The system keyring is the only way to unlock your data: set a passphrase first, "
                                "then you can take the key out of the keyring."))
            return
        done_text = (self.tr("The key is now kept in your system keyring.") if on
                     else self.tr("The key was taken out of your system keyring. Whizi will ask for your "
                                  "passphrase when it starts."))
        self._run(set_keyring, self.root, key, on, done_text=done_text)

    # ----- encrypting an older folder ----------------------------------------------------------------
    def encrypt_clicked(self) -> None:
        if self.current().encrypted:
            return
        if self.keyring_usable():
            self._ask(self.tr("Encrypt your data?"),
                      self.tr("Whizi closes your chats for a moment, encrypts this data folder and opens it again. "
                              "The key is kept in your system keyring. Replies being written are stopped first."),
                      lambda: self.sig_encrypt_requested.emit(None, True))
            return
        self._ask_new_passphrase(
            self.tr("Encrypt your data"),
            self.tr("There is no system keyring on this computer to keep the key in, so choose a passphrase. Whizi "
                    "closes your chats for a moment, encrypts this data folder and opens it again."),
            self.tr("Encrypt"), lambda chosen: self.sig_encrypt_requested.emit(chosen, False))

    def _ask(self, title: str, text: str, then) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        plain_box(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _r: then() if box.clickedButton() is yes else None)
        box.destroyed.connect(lambda *_: setattr(self, "question", None))
        self.question = box
        box.open()
