"""Settings pages that write simple settings as soon as they change: Chat and Appearance.

Each is one card (app/ui/common/widgets.py Card); the settings dialog (dialog.py) lists them.
"""
from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QPlainTextEdit, QSpinBox, QVBoxLayout, QWidget

from app.ui.common.bridge import on
from app.ui.common.design import SPACING
from app.ui.common.widgets import Card, field_with_notes, hint_label

__all__ = ["ChatPage", "AppearancePage", "card_form"]


def card_form() -> QFormLayout:
    """A form inside a card: labels beside their fields, spaced by the design's steps."""
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    form.setHorizontalSpacing(SPACING.m)
    form.setVerticalSpacing(SPACING.s + 2)
    return form


# ----- Chat ------------------------------------------------------------------------------------
class ChatPage(QWidget):
    sig_settings_changed = Signal()

    def __init__(self, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings

        self.system_prompt = QPlainTextEdit()
        self.system_prompt.setAccessibleName(self.tr("Default system prompt"))
        self.system_prompt.setPlaceholderText(self.tr("For example: Answer briefly. I write Python on Linux."))
        self.system_prompt.setTabChangesFocus(True)  # Tab must leave the box for keyboard users
        self.system_prompt.setMinimumHeight(90)
        self.system_prompt.setMaximumHeight(200)
        self.system_prompt.setPlainText(str(settings.get("chat.default_system_prompt")))
        # Writing on every keystroke is wasteful; write after a pause, and when the dialog closes.
        self._prompt_timer = QTimer(self)
        self._prompt_timer.setSingleShot(True)
        self._prompt_timer.setInterval(600)
        self._prompt_timer.timeout.connect(self.flush)
        self.system_prompt.textChanged.connect(self._prompt_timer.start)

        self.auto_title = QCheckBox(self.tr("Give new chats a title &automatically"))
        self.auto_title.setChecked(bool(settings.get("chat.auto_title")))
        self.auto_title.toggled.connect(lambda on: self._write("chat.auto_title", on))

        self.timeout = QSpinBox()
        self.timeout.setAccessibleName(self.tr("Request timeout in seconds"))
        self.timeout.setRange(5, 600)
        self.timeout.setSuffix(self.tr(" s"))
        self.timeout.setKeyboardTracking(False)  # one write when the number is complete
        self.timeout.setValue(round(float(settings.get("chat.request_timeout_s"))))
        self.timeout.setMaximumWidth(self.timeout.sizeHint().width() + 40)
        self.timeout.valueChanged.connect(lambda v: self._write("chat.request_timeout_s", float(v)))

        form = card_form()
        form.addRow(self.tr("Default system &prompt:"),
                    field_with_notes(self.system_prompt, hint_label(self.tr("Applies to new chats."))))
        form.addRow("", self.auto_title)
        form.addRow(self.tr("Request &timeout:"),
                    field_with_notes(self.timeout, hint_label(
                        self.tr("How long to wait for a provider before showing an error."))))
        form.labelForField(self.system_prompt.parentWidget()).setBuddy(self.system_prompt)
        form.labelForField(self.timeout.parentWidget()).setBuddy(self.timeout)
        card = Card(self.tr("Conversations"))
        card.body.addLayout(form)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)  # the dialog's own margins frame the page
        page.addWidget(card)
        page.addStretch(1)

    def _write(self, key: str, value) -> None:
        if self.settings.get(key) != value:
            self.settings.set(key, value)
            self.sig_settings_changed.emit()

    def flush(self) -> None:
        self._prompt_timer.stop()
        self._write("chat.default_system_prompt", self.system_prompt.toPlainText().strip())

    def dialog_closing(self) -> None:
        self.flush()


# ----- Appearance ------------------------------------------------------------------------------
class AppearancePage(QWidget):
    sig_settings_changed = Signal()

    def __init__(self, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings

        self.theme = QComboBox()
        self.theme.setAccessibleName(self.tr("Theme"))
        for text, value in ((self.tr("System"), "system"), (self.tr("Light"), "light"), (self.tr("Dark"), "dark"),
                            (self.tr("High contrast"), "high-contrast")):
            self.theme.addItem(text, value)
        self._select(self.theme, settings.get("ui.theme"))
        self.theme.currentIndexChanged.connect(lambda _i: self._write("ui.theme", self.theme.currentData()))

        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        # Language names are written in their own language, so anyone can find theirs.
        for text, value in ((self.tr("System"), "system"), ("English", "en"), ("Polski", "pl")):
            self.language.addItem(text, value)
        self._select(self.language, settings.get("ui.language"))
        self.language.currentIndexChanged.connect(lambda _i: self._write("ui.language", self.language.currentData()))
        on(settings.changed, self._follow, owner=self)   # a change from the command line or an import shows here

        form = card_form()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("&Theme:"), self.theme)
        restart_note = hint_label(self.tr("A new language applies after Whizi restarts."))
        # One short line: wrapped, a field kept at its size hint would get too little height for it.
        restart_note.setWordWrap(False)
        form.addRow(self.tr("&Language:"), field_with_notes(self.language, restart_note))
        form.labelForField(self.language.parentWidget()).setBuddy(self.language)
        card = Card(self.tr("Look and language"))
        card.body.addLayout(form)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)  # the dialog's own margins frame the page
        page.addWidget(card)
        page.addStretch(1)

    def _follow(self, change) -> None:
        combo = {"ui.theme": self.theme, "ui.language": self.language}.get(change.key)
        if combo is not None and combo.currentData() != change.new:
            combo.blockSignals(True)   # showing the stored value is not a new write
            self._select(combo, change.new)
            combo.blockSignals(False)

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        if index < 0:  # a value set from the command line that this list doesn't know: keep it
            combo.addItem(str(value), value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    def _write(self, key: str, value) -> None:
        if self.settings.get(key) != value:
            self.settings.set(key, value)
            self.sig_settings_changed.emit()
