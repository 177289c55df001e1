"""First run: connect a model in a few clicks, so a new user reaches a first reply within a minute.

Two ways in: a server already running on this computer (found by probing the usual ports as the
dialog opens), or an online service (URL, key, model; tested before anything is saved).
"""
from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlparse

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.domain import ProviderConfig
from app.core.providers.discovery import KNOWN_LOCAL_SERVERS, LocalServer, detect_local_servers
from app.core.providers.errors import ProviderError

from app.ui.common.errors import error_text
from app.ui.common.operations import Operations
from app.ui.common.plain import tooltip
from app.ui.common.widgets import (
    BusyBar,
    KeyringWarning,
    ModelCombo,
    SecretField,
    StatusLabel,
    env_api_key,
    field_with_notes,
    hint_label,
    set_busy,
)

if TYPE_CHECKING:
    from app.core.context import WhiziCore

DEFAULT_SERVICE_URL = "https://api.openai.com/v1"
DEFAULT_SERVICE_MODEL = "gpt-4o-mini"


def _is_chat_model(name: str) -> bool:
    # Servers list embedding models alongside chat ones; they cannot answer a chat.
    return "embed" not in name.lower()


def memory_note(model: str) -> str:
    """Which model Whizi's memory will use: the chat model, until a memory model is set."""
    model = model.strip()
    if not model:
        return ""
    return QCoreApplication.translate(
        "OnboardingDialog", "Memory (what Whizi learns from your chats) will use %1 too. You can choose a smaller, "
        "cheaper memory model later in Settings → Providers.").replace("%1", model)


class OnboardingDialog(QDialog):
    sig_provider_saved = Signal(object)

    def __init__(self, core: WhiziCore, parent: QWidget | None = None, candidates=KNOWN_LOCAL_SERVERS) -> None:
        super().__init__(parent)
        self.core = core
        self.candidates = tuple(candidates)
        self.servers: list[LocalServer] = []
        self.saved_provider: ProviderConfig | None = None
        self.tasks = Operations(self)
        self._remote_touched = False  # once the user types in the service form, focus stays there
        self._watching_focus = False
        self.setWindowTitle(self.tr("Welcome to Whizi"))
        self.setMinimumWidth(580)

        title = QLabel(self.tr("Welcome to Whizi"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        intro = QLabel(self.tr("Connect a language model to start chatting. "
                               "You can change this later in Settings (Ctrl+,)."))
        intro.setWordWrap(True)

        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        outer.addWidget(title)
        outer.addWidget(intro)
        outer.addWidget(self._build_local())
        outer.addWidget(self._build_service())

        self.keyring_warning = KeyringWarning()
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.clicked.connect(self.accept)
        self.continue_button.hide()
        self.later_button = QPushButton(self.tr("Set up &later"))
        self.later_button.setAutoDefault(False)
        self.later_button.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.later_button)
        bottom.addStretch(1)
        bottom.addWidget(self.continue_button)
        outer.addWidget(self.keyring_warning)
        outer.addStretch(1)  # spare height goes below the content, not between its lines
        outer.addLayout(bottom)

        self.look_again()

    # ----- a server on this computer ---------------------------------------------------------
    def _build_local(self) -> QGroupBox:
        self.local_group = QGroupBox(self.tr("A model server on this computer"))
        hint = hint_label(self.tr("Free, and your chats never leave this computer."))

        self.detect_busy = BusyBar()
        self.detect_status = StatusLabel()
        self.server_list = QListWidget()
        self.server_list.setAccessibleName(self.tr("Servers found"))
        self.server_list.setStyleSheet("QListWidget::item { padding: 4px 2px; }")
        self.server_list.currentRowChanged.connect(self._server_chosen)
        self.server_list.itemDoubleClicked.connect(lambda _item: self.use_selected())
        self.server_list.hide()

        self.local_model = QComboBox()
        self.local_model.setAccessibleName(self.tr("Model to chat with"))
        self.local_model.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.local_model.setMinimumContentsLength(20)
        self.local_model.currentIndexChanged.connect(lambda _i: self._update_use_button())
        # Which model memory will use (no memory model is set here: it falls back to the chat model).
        self.local_memory_note = hint_label("")
        self.local_model.currentTextChanged.connect(
            lambda name: self.local_memory_note.setText(memory_note(name)))
        self.model_row = QWidget()
        model_form = QFormLayout(self.model_row)
        model_form.setContentsMargins(0, 0, 0, 0)
        # The note sits right under the model it is about (a row of its own left a gap above it).
        model_form.addRow(self.tr("&Model:"), field_with_notes(self.local_model, self.local_memory_note))
        model_form.labelForField(self.local_model.parentWidget()).setBuddy(self.local_model)
        self.model_row.hide()

        self.look_again_button = QPushButton(self.tr("Look &again"))
        self.look_again_button.clicked.connect(self.look_again)
        self.use_button = QPushButton(self.tr("&Use this"))
        self.use_button.setEnabled(False)
        self.use_button.clicked.connect(self.use_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(self.look_again_button)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)

        column = QVBoxLayout(self.local_group)
        column.addWidget(hint)
        column.addWidget(self.detect_busy)
        column.addWidget(self.detect_status)
        column.addWidget(self.server_list)
        column.addWidget(self.model_row)
        column.addLayout(buttons)
        return self.local_group

    def look_again(self) -> None:
        """Probe the candidate ports (loopback only); the result replaces the list."""
        self.tasks.cancel_all()
        self.servers = []
        self.server_list.clear()
        self.server_list.hide()
        self.model_row.hide()
        self._update_use_button()
        self.detect_busy.show()
        self.detect_status.show_info(self.tr("Looking for a model server on this computer…"))
        set_busy(self.look_again_button, True, self.tr("Looking…"))
        self.tasks.start(self._detect(), self._detection_finished)

    def detecting(self) -> bool:
        return self.detect_busy.isVisible() or not self.look_again_button.isEnabled()

    async def _detect(self) -> None:
        self._show_servers(await detect_local_servers(self.candidates))

    def _detection_finished(self, error: BaseException | None) -> None:
        self.detect_busy.hide()
        set_busy(self.look_again_button, False)
        if error is not None:
            self.detect_status.show_error(self.tr("Looking for local servers failed: {error}")
                                          .format(error=type(error).__name__))

    def _show_servers(self, servers: list[LocalServer]) -> None:
        self.servers = list(servers)
        self._update_use_button()
        if not self.servers:
            names = ", ".join(name for name, _port in self.candidates)
            # Not an error: most people have no local server. Said plainly, with the way on.
            found = (self.tr("No local server found on this computer ({names}).").format(names=names) if names
                     else self.tr("No local server found on this computer."))
            self.detect_status.show_info(found + "\n" + self.tr("Start one and press Look again, or connect a "
                                                                 "service below."))
            return
        self.detect_status.show_ok(self.tr("Found on this computer:"))
        for server in self.servers:
            item = QListWidgetItem(self._describe(server))
            item.setToolTip(tooltip(server.base_url))
            self.server_list.addItem(item)
        rows = min(len(self.servers), 4)
        self.server_list.setFixedHeight(self.server_list.sizeHintForRow(0) * rows
                                        + 2 * self.server_list.frameWidth())
        self.server_list.show()
        self.model_row.show()
        self.server_list.setCurrentRow(0)
        if not self._remote_touched:
            self.server_list.setFocus()
            self.use_button.setDefault(True)

    def _describe(self, server: LocalServer) -> str:
        count = len(server.models)
        if count == 0:
            models = self.tr("no models yet")
        elif count == 1:
            models = self.tr("1 model")
        else:
            models = self.tr("%n models", "", count)
        return self.tr("{name} at {url} — {models}").format(name=server.name, url=server.base_url, models=models)

    def selected_server(self) -> LocalServer | None:
        row = self.server_list.currentRow()
        return self.servers[row] if 0 <= row < len(self.servers) else None

    def _server_chosen(self, _row: int) -> None:
        server = self.selected_server()
        self.local_model.clear()
        if server is not None:
            models = list(server.models)
            self.local_model.addItems(models)
            preferred = next((m for m in models if _is_chat_model(m)), models[0] if models else "")
            self.local_model.setCurrentText(preferred)
            if not models:
                self.detect_status.show_error(self.tr("{name} has no models yet. Add one to it, then press "
                                                      "Look again.").format(name=server.name))
        self.local_model.setEnabled(self.local_model.count() > 0)
        self._update_use_button()

    def _update_use_button(self) -> None:
        self.use_button.setVisible(bool(self.servers))  # nothing to use: no dead button either
        self.use_button.setEnabled(self.selected_server() is not None and bool(self.local_model.currentText()))

    def use_selected(self) -> None:
        server = self.selected_server()
        model = self.local_model.currentText()
        if server is None or not model:
            return
        # Local servers need no key, and the server was just listed: nothing to test first.
        saved, in_keyring = self.core.providers.save(
            ProviderConfig(id="", name=server.name, base_url=server.base_url, chat_model=model))
        self._finish(saved, in_keyring)

    # ----- an online service -------------------------------------------------------------------
    def _build_service(self) -> QGroupBox:
        self.service_group = QGroupBox(self.tr("OpenAI or another service"))
        self.base_url_edit = QLineEdit(DEFAULT_SERVICE_URL)
        self.base_url_edit.setAccessibleName(self.tr("Base URL"))
        self.key_field = SecretField(self.tr("API key"))
        env = env_api_key()
        self.key_field.edit.setPlaceholderText(self.tr("Using OPENAI_API_KEY from the environment") if env
                                               else self.tr("Paste your API key"))
        self.model_edit = ModelCombo(self.tr("Model"))
        self.model_edit.setEditText(DEFAULT_SERVICE_MODEL)
        self.service_memory_note = hint_label(memory_note(DEFAULT_SERVICE_MODEL))
        self.model_edit.editTextChanged.connect(lambda name: self.service_memory_note.setText(memory_note(name)))
        for edit in (self.base_url_edit, self.key_field.edit, self.model_edit.lineEdit()):
            edit.textEdited.connect(self._service_edited)

        self.service_busy = BusyBar()
        self.service_status = StatusLabel()
        self.test_button = QPushButton(self.tr("&Test and continue"))
        self.test_button.clicked.connect(self.test_and_continue)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Base &URL:"), self.base_url_edit)
        form.addRow(self.tr("API &key:"), self.key_field)
        form.labelForField(self.key_field).setBuddy(self.key_field.edit)
        form.addRow(self.tr("M&odel:"), field_with_notes(self.model_edit, self.service_memory_note))
        form.labelForField(self.model_edit.parentWidget()).setBuddy(self.model_edit)
        button_row = QHBoxLayout()
        button_row.addStretch(1)
        button_row.addWidget(self.test_button)
        column = QVBoxLayout(self.service_group)
        column.addLayout(form)
        column.addWidget(field_with_notes(self.service_busy, self.service_status))
        column.addLayout(button_row)
        return self.service_group

    def _service_edited(self, _text: str) -> None:
        self._remote_touched = True
        self.service_status.clear_status()

    def test_and_continue(self) -> None:
        typed_key = self.key_field.text() or None
        draft = ProviderConfig(id="", name="", base_url=self.base_url_edit.text().strip(),
                               chat_model=self.model_edit.text())
        try:
            # Not saved yet, so the core cannot look a key up: pass the environment's ourselves.
            client = self.core.providers.client_for_test(draft, typed_key or env_api_key())
        except ProviderError as err:
            self.service_status.show_error(error_text(err))
            self.base_url_edit.setFocus()
            return
        config = ProviderConfig(id="", name=self._service_name(client.base_url), base_url=client.base_url,
                                chat_model=draft.chat_model)
        set_busy(self.test_button, True, self.tr("Testing…"))
        self.service_busy.show()
        self.service_status.show_info(self.tr("Testing the connection…"))
        self.tasks.start(self._test_service(client, config, typed_key), self._service_finished)

    async def _test_service(self, client, config: ProviderConfig, typed_key: str | None) -> None:
        try:
            report = await client.test_connection()
        finally:
            await client.aclose()
        if report.models:
            self.model_edit.set_models(report.models)
        if not report.ok:
            self.service_status.show_error(error_text(report.message))
            return
        self.service_status.show_ok(error_text(report.message))
        # A key that came from the environment stays there: only a typed key goes to the keyring.
        saved, in_keyring = self.core.providers.save(config, typed_key)
        self._finish(saved, in_keyring)

    def _service_finished(self, error: BaseException | None) -> None:
        self.service_busy.hide()
        if self.saved_provider is None:
            set_busy(self.test_button, False)
        if error is not None:
            self.service_status.show_error(self.tr("Something went wrong: {error}").format(error=type(error).__name__))

    def _service_name(self, base_url: str) -> str:
        host = urlparse(base_url).hostname or base_url
        return "OpenAI" if host == "api.openai.com" else host

    # ----- done ---------------------------------------------------------------------------------
    def _finish(self, saved: ProviderConfig, in_keyring: bool | None) -> None:
        self.saved_provider = saved
        self.sig_provider_saved.emit(saved)
        if in_keyring is False:
            # The user must see this before going on: stay open until they press Continue.
            self.local_group.setEnabled(False)
            self.service_group.setEnabled(False)
            self.later_button.hide()
            self.keyring_warning.show()
            self.continue_button.show()
            self.continue_button.setDefault(True)
            self.continue_button.setFocus()
            return
        self.accept()

    # ----- Enter presses the button of the part the user is in -----------------------------------
    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or not self.isAncestorOf(new) or self.saved_provider is not None:
            return
        if self.service_group.isAncestorOf(new):
            self.test_button.setDefault(True)
        elif self.local_group.isAncestorOf(new) and self.use_button.isEnabled():
            self.use_button.setDefault(True)

    def showEvent(self, event) -> None:
        if not self._watching_focus:
            QApplication.instance().focusChanged.connect(self._focus_moved)
            self._watching_focus = True
        super().showEvent(event)

    def hideEvent(self, event) -> None:
        if self._watching_focus:
            QApplication.instance().focusChanged.disconnect(self._focus_moved)
            self._watching_focus = False
        super().hideEvent(event)

    def done(self, result: int) -> None:
        self.tasks.cancel_all()
        super().done(result)


def first_passphrase_dialog(parent: QWidget | None = None):
    """The first start's passphrase step (see ask_first_passphrase), not yet shown."""
    from app.ui.settings.passphrase import NewPassphraseDialog

    translate = QCoreApplication.translate
    dialog = NewPassphraseDialog(
        translate("OnboardingDialog", "Protect your data"),
        translate("OnboardingDialog", "Whizi keeps your chats and what it remembers encrypted on this computer. "
                                      "This computer has no system keyring to keep the key in, so choose a "
                                      "passphrase: Whizi will ask for it each time it starts."),
        translate("OnboardingDialog", "&Continue"), translate("OnboardingDialog", "&Quit"), parent)
    dialog.setObjectName("firstPassphraseDialog")
    return dialog


def ask_first_passphrase(parent: QWidget | None = None) -> str | None:
    """The first start on a computer without a system keyring: Whizi encrypts the new data folder
    and needs a passphrase to keep its key. Returns the passphrase, or None when the user quits.
    (With a keyring nothing is asked: the key goes there, and Settings → Data says so.)"""
    dialog = first_passphrase_dialog(parent)
    return dialog.passphrase if dialog.exec() == QDialog.DialogCode.Accepted else None
