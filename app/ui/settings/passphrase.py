"""Choosing a passphrase for the data folder: typed twice, with a strength hint and the plain warning
that a forgotten passphrase means the data is gone for good.

Used by the first start on a computer without a system keyring (onboarding.ask_first_passphrase)
and by Settings → Data ("Set a passphrase…", "Change passphrase…", "Encrypt my data…"). The
passphrase never leaves these widgets except to the caller: it is not logged or stored.
"""
from __future__ import annotations

import math
import string

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.ui.common.design import RADII, SPACING
from app.ui.common.widgets import SecretField, StatusLabel, field_with_notes, hint_label

MIN_LENGTH = 8
# Rough guessing cost in bits (length × log2 of the alphabet used): below WEAK_BITS a passphrase
# falls to an offline guesser quickly, above STRONG_BITS it holds even against a large one.
WEAK_BITS = 45
STRONG_BITS = 70


def strength_bits(passphrase: str) -> float:
    """A rough estimate of how hard the passphrase is to guess, in bits. Repeated characters count
    once per run, so "aaaaaaaaaaaa" is not mistaken for a long passphrase."""
    if not passphrase:
        return 0.0
    alphabet = 0
    if any(c in string.ascii_lowercase for c in passphrase):
        alphabet += 26
    if any(c in string.ascii_uppercase for c in passphrase):
        alphabet += 26
    if any(c in string.digits for c in passphrase):
        alphabet += 10
    if any(not c.isalnum() or not c.isascii() for c in passphrase):
        alphabet += 33
    runs = 1 + sum(1 for a, b in zip(passphrase, passphrase[1:]) if a != b)
    distinct = len(set(passphrase))
    length = min(runs, distinct * 3)   # "abababab" is not eight characters' worth either
    return length * math.log2(max(alphabet, 2))


class NewPassphrase(QWidget):
    """Two password fields (with Show), a strength hint, the loss warning and the problem, if any."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.first = SecretField(self.tr("New passphrase"))
        self.second = SecretField(self.tr("Repeat the passphrase"))
        self.strength = hint_label("")
        self.strength.setObjectName("passphraseStrength")
        self.problem = StatusLabel()
        self.warning = QLabel(self.tr(
            "Write the passphrase down and keep it somewhere safe. If you forget it, your chats and everything "
            "Whizi remembers are lost for good: nobody can unlock them, not even Whizi."))
        self.warning.setObjectName("passphraseWarning")
        self.warning.setTextFormat(Qt.TextFormat.PlainText)
        self.warning.setWordWrap(True)
        # The amber of the keyring notice (widgets.KeyringWarning): a warning on every palette.
        self.warning.setStyleSheet("#passphraseWarning { background: rgba(240, 170, 0, 45); "
                                   f"border: 1px solid rgba(200, 140, 0, 170); border-radius: {RADII.small}px; "
                                   f"padding: {SPACING.xs + 2}px {SPACING.s}px; }}")
        self.warning.setAccessibleName(self.tr("Warning"))
        self.warning.setAccessibleDescription(self.warning.text())

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("&Passphrase:"), field_with_notes(self.first, self.strength))
        form.labelForField(self.first.parentWidget()).setBuddy(self.first.edit)
        form.addRow(self.tr("&Repeat:"), field_with_notes(self.second, self.problem))
        form.labelForField(self.second.parentWidget()).setBuddy(self.second.edit)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(SPACING.s)
        column.addLayout(form)
        column.addWidget(self.warning)
        self.first.edit.textChanged.connect(self._edited)
        self.second.edit.textChanged.connect(self._edited)
        self.setFocusProxy(self.first.edit)
        self._edited()

    def _edited(self, _text: str = "") -> None:
        self.problem.clear_status()
        self.strength.setText(self.describe_strength(self.first.edit.text()))
        self.sig_changed.emit()

    def describe_strength(self, passphrase: str) -> str:
        if not passphrase:
            return self.tr("Use at least %1 characters. A few unrelated words are long and easy to remember.") \
                .replace("%1", str(MIN_LENGTH))
        if len(passphrase) < MIN_LENGTH:
            return self.tr("Too short: use at least %1 characters.").replace("%1", str(MIN_LENGTH))
        bits = strength_bits(passphrase)
        if bits < WEAK_BITS:
            return self.tr("Weak: easy to guess. Make it longer, for example with a few more words.")
        if bits < STRONG_BITS:
            return self.tr("Fair. A few more words would make it strong.")
        return self.tr("Strong.")

    def passphrase(self) -> str | None:
        """The passphrase when both fields agree and it is long enough; else None, with the problem
        said under the fields and the focus where it is to be fixed. Taken as typed (spaces count)."""
        first, second = self.first.edit.text(), self.second.edit.text()
        if len(first) < MIN_LENGTH:
            self.problem.show_error(self.tr("The passphrase is too short: use at least %1 characters.")
                                    .replace("%1", str(MIN_LENGTH)))
            self.first.edit.setFocus()
            return None
        if first != second:
            self.problem.show_error(self.tr("The two passphrases are not the same. Type it again."))
            self.second.edit.selectAll()
            self.second.edit.setFocus()
            return None
        return first


class NewPassphraseDialog(QDialog):
    """Asks for a new passphrase. `passphrase` holds it once the dialog is accepted."""

    def __init__(self, title: str, intro: str, accept_text: str, reject_text: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.passphrase: str | None = None
        self.setWindowTitle(title)
        self.setMinimumWidth(520)
        heading = QLabel(title)
        heading.setObjectName("pageHeading")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        self.intro = hint_label(intro)
        self.fields = NewPassphrase()
        self.accept_button = QPushButton(accept_text)
        self.accept_button.setDefault(True)
        self.accept_button.clicked.connect(self._accept_clicked)
        self.reject_button = QPushButton(reject_text)
        self.reject_button.setAutoDefault(False)
        self.reject_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reject_button)
        buttons.addStretch(1)
        buttons.addWidget(self.accept_button)
        column = QVBoxLayout(self)
        column.setSpacing(SPACING.m)
        column.addWidget(heading)
        column.addWidget(self.intro)
        column.addWidget(self.fields)
        column.addStretch(1)
        column.addLayout(buttons)
        self.fields.setFocus()

    def _accept_clicked(self) -> None:
        chosen = self.fields.passphrase()
        if chosen is None:
            return
        self.passphrase = chosen
        self.accept()
