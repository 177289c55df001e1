"""Settings: one page per topic in a left-hand list; more pages plug in with add_page().

Each page shows under its title as a heading and is grouped in cards (app/ui/common/widgets.py
Card; a page without cards becomes one card as a whole); the look is the design's stylesheet.

Simple settings (chat defaults, appearance) apply as soon as they change. A provider is a record
whose fields only make sense together, so it has its own explicit Save. Every check (is this URL
valid, does the server answer) is the core's: this module only shows what the core says. The small
widgets the pages are built from are shared with other windows (app/ui/common/widgets.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.domain import DEFAULT_MAX_REPLY_TOKENS, MAX_REPLY_TOKENS_RANGE, ProviderConfig
from app.core.providers.errors import ProviderError

from app.ui.common.bridge import on
from app.ui.common.design import SPACING
from app.ui.common.errors import error_text
from app.ui.common.operations import Operations
from app.ui.common.plain import plain_box
from app.ui.common.widgets import (
    BusyBar,
    Card,
    KeyringWarning,
    ModelCombo,
    SecretField,
    StatusLabel,
    env_api_key,
    field_with_notes,
    hint_label,
    make_card_page,
    set_busy,
)
from app.ui.settings.simple_pages import AppearancePage, ChatPage, card_form

if TYPE_CHECKING:
    from app.core.context import WhiziCore

__all__ = ["SettingsDialog", "ProvidersPage", "ChatPage", "AppearancePage"]


# ----- Providers -------------------------------------------------------------------------------
class ProvidersPage(QWidget):
    sig_provider_saved = Signal(object)

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.tasks = Operations(self)
        self.provider_id = ""  # "" while the form describes a provider that is not saved yet

        intro = hint_label(self.tr("Whizi talks to any OpenAI-compatible server: one on this computer "
                                   "(Ollama, LM Studio, llama.cpp) or a service such as OpenAI."))

        self.provider_combo = QComboBox()
        self.provider_combo.setAccessibleName(self.tr("Provider to edit"))
        self.provider_combo.activated.connect(self._provider_chosen)

        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("Provider name"))
        self.name_edit.setPlaceholderText(self.tr("For example: Ollama"))

        self.base_url_edit = QLineEdit()
        self.base_url_edit.setAccessibleName(self.tr("Base URL"))
        self.base_url_edit.setPlaceholderText("http://127.0.0.1:11434/v1")
        self.base_url_edit.textEdited.connect(lambda _t: self.url_error.clear_status())
        self.url_error = StatusLabel()

        self.key_field = SecretField(self.tr("API key"))
        self.key_field.edit.setPlaceholderText(self.tr("Not needed for local servers"))
        self.key_status = QLabel()
        self.key_status.setTextFormat(Qt.TextFormat.PlainText)
        self.key_status.setWordWrap(True)
        self.forget_key_button = QPushButton(self.tr("&Forget key"))
        self.forget_key_button.setAccessibleName(self.tr("Forget the saved API key"))
        self.forget_key_button.clicked.connect(self.forget_key)
        key_status_row = QWidget()
        row = QHBoxLayout(key_status_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.key_status, 1)
        row.addWidget(self.forget_key_button)
        self._key_status_row = key_status_row
        self.keyring_warning = KeyringWarning()

        self.chat_model = ModelCombo(self.tr("Chat model"), self.tr("The model that answers in chats"))
        self.memory_model = ModelCombo(self.tr("Memory model"), self.tr("Optional: a small, cheap model"))
        self.embedding_model = ModelCombo(self.tr("Embedding model"), self.tr("Optional: for searching memory"))

        self.max_reply = QSpinBox()
        self.max_reply.setAccessibleName(self.tr("Longest reply in tokens"))
        self.max_reply.setRange(*MAX_REPLY_TOKENS_RANGE)
        self.max_reply.setSingleStep(1024)
        self.max_reply.setSuffix(self.tr(" tokens"))
        self.max_reply.setValue(DEFAULT_MAX_REPLY_TOKENS)
        self.max_reply.setMaximumWidth(self.max_reply.sizeHint().width() + 40)

        self.refresh_button = QPushButton(self.tr("&Refresh models"))
        self.refresh_button.setAccessibleDescription(self.tr("Ask the server which models it has"))
        self.refresh_button.clicked.connect(self.refresh_models)
        self.test_button = QPushButton(self.tr("&Test connection"))
        self.test_button.clicked.connect(self.test_connection)
        self.busy = BusyBar()
        self.status = StatusLabel()
        actions = QWidget()
        action_row = QHBoxLayout(actions)
        action_row.setContentsMargins(0, 0, 0, 0)
        action_row.addWidget(self.refresh_button)
        action_row.addWidget(self.test_button)
        action_row.addStretch(1)

        self.save_button = QPushButton(self.tr("&Save provider"))
        self.save_button.clicked.connect(self.save)
        self.remove_button = QPushButton(self.tr("Remo&ve provider"))
        self.remove_button.setAccessibleDescription(self.tr("Forget this provider and its saved API key"))
        self.remove_button.clicked.connect(self.ask_to_remove)
        self.confirm_box: QMessageBox | None = None
        self.save_status = StatusLabel()

        # Two cards: where the server is, then which of its models do what.
        form = card_form()
        form.addRow(self.tr("&Provider:"), self.provider_combo)
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("Base &URL:"), field_with_notes(self.base_url_edit, self.url_error))
        form.addRow(self.tr("API &key:"), field_with_notes(self.key_field, key_status_row, self.keyring_warning))
        connection = Card(self.tr("Connection"))
        connection.body.addWidget(intro)
        connection.body.addLayout(form)
        models_form = card_form()
        form.labelForField(self.base_url_edit.parentWidget()).setBuddy(self.base_url_edit)
        form.labelForField(self.key_field.parentWidget()).setBuddy(self.key_field.edit)
        form = models_form
        form.addRow(self.tr("&Chat model:"), self.chat_model)
        form.addRow(self.tr("&Memory model:"), self.memory_model)
        form.addRow(self.tr("&Embedding model:"), self.embedding_model)
        form.addRow(self.tr("&Longest reply:"), field_with_notes(self.max_reply, hint_label(
            self.tr("A reply is cut off here, so a model that never stops cannot run on."))))
        form.addRow("", field_with_notes(actions, self.busy, self.status))
        # addRow() made the containers the buddies; screen readers want the inputs themselves.
        form.labelForField(self.max_reply.parentWidget()).setBuddy(self.max_reply)
        models = Card(self.tr("Models"))
        models.body.addLayout(form)

        save_row = QHBoxLayout()
        save_row.addWidget(self.save_status, 1)
        save_row.addStretch(0)
        save_row.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        save_row.addWidget(self.save_button, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)

        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)  # the dialog's own margins frame the page
        page.setSpacing(SPACING.l)
        page.addWidget(connection)
        page.addWidget(models)
        page.addStretch(1)
        page.addLayout(save_row)

        active = core.providers.active()
        self._fill_chooser(active.id if active else "")
        self.load(active)

    # ----- which provider the form shows ---------------------------------------------------
    def _fill_chooser(self, select_id: str) -> None:
        active = self.core.providers.active()
        self.provider_combo.clear()
        for config in self.core.providers.repo.list():
            label = config.name
            if active is not None and config.id == active.id:
                label = self.tr("{name} (in use)").format(name=config.name)
            self.provider_combo.addItem(label, config.id)
        self.provider_combo.addItem(self.tr("New provider…"), "")
        index = self.provider_combo.findData(select_id)
        self.provider_combo.setCurrentIndex(index if index >= 0 else self.provider_combo.count() - 1)

    def _provider_chosen(self, index: int) -> None:
        provider_id = self.provider_combo.itemData(index) or ""
        self.load(self.core.providers.repo.get(provider_id) if provider_id else None)

    def load(self, config: ProviderConfig | None) -> None:
        """Show a saved provider, or an empty form for a new one."""
        self.tasks.cancel_all()
        self._end_busy(None)
        self.provider_id = config.id if config else ""
        self.name_edit.setText(config.name if config else "")
        self.base_url_edit.setText(config.base_url if config else "")
        self.key_field.edit.clear()
        for combo, value in ((self.chat_model, config.chat_model if config else ""),
                             (self.memory_model, config.memory_model if config else ""),
                             (self.embedding_model, config.embedding_model if config else "")):
            combo.clear()
            combo.setEditText(value)
        self.max_reply.setValue(config.max_reply_tokens if config else DEFAULT_MAX_REPLY_TOKENS)
        for label in (self.url_error, self.status, self.save_status):
            label.clear_status()
        self.remove_button.setEnabled(bool(self.provider_id))  # nothing to remove before it is saved
        self._show_key_state()

    def form_config(self) -> ProviderConfig:
        return ProviderConfig(id=self.provider_id, name=self.name_edit.text().strip(),
                              base_url=self.base_url_edit.text().strip(), chat_model=self.chat_model.text(),
                              memory_model=self.memory_model.text(), embedding_model=self.embedding_model.text(),
                              max_reply_tokens=self.max_reply.value())

    # ----- the key: never shown, only described ---------------------------------------------
    def _show_key_state(self) -> None:
        keys = self.core.keys
        session_only = bool(self.provider_id) and keys.is_session_only(self.provider_id)
        stored = keys.get(self.provider_id) if self.provider_id else None
        env = env_api_key()
        forgettable = False
        if session_only:
            text = self.tr("•••• kept in memory until Whizi closes")
            forgettable = True
        elif stored and stored == env:
            # KeyStore falls back to the environment when the keyring holds nothing.
            text = self.tr("Key from OPENAI_API_KEY")
        elif stored:
            text = self.tr("•••• saved in the system keyring")
            forgettable = True
        elif env:
            text = self.tr("Key from OPENAI_API_KEY")
        else:
            text = ""
        if text and forgettable:
            self.key_field.edit.setAccessibleDescription(self.tr("A key is saved. Type a new one to replace it."))
        else:
            self.key_field.edit.setAccessibleDescription("")
        self.key_status.setText(text)
        self.forget_key_button.setVisible(forgettable)
        self._key_status_row.setVisible(bool(text))
        self.keyring_warning.setVisible(session_only)

    def forget_key(self) -> None:
        if self.provider_id:
            self.core.keys.delete(self.provider_id)
        self._show_key_state()
        self.save_status.show_info(self.tr("The saved key was removed."))

    def _key_for_check(self, config: ProviderConfig) -> str | None:
        # For a saved provider the core finds the stored key itself. A new one has no id to
        # look up yet, so the environment key it will use once saved is passed explicitly.
        return self.key_field.text() or (None if config.id else env_api_key())

    # ----- checks against the server --------------------------------------------------------
    def _client(self):
        """A throwaway client built from the form, or None after showing why it can't be built."""
        config = self.form_config()
        try:
            return self.core.providers.client_for_test(config, self._key_for_check(config))
        except ProviderError as err:
            self.url_error.show_error(error_text(err))
            self.base_url_edit.setFocus()
            return None

    def test_connection(self) -> None:
        client = self._client()
        if client is None:
            return
        self._begin_busy(self.test_button, self.tr("Testing…"), self.tr("Testing the connection…"))
        self.tasks.start(self._run_test(client), self._end_busy)

    async def _run_test(self, client) -> None:
        try:
            report = await client.test_connection()
        finally:
            await client.aclose()
        if report.models:
            self._offer_models(report.models)
        if report.ok:
            self.status.show_ok(error_text(report.message))
        else:
            self.status.show_error(error_text(report.message))

    def refresh_models(self) -> None:
        client = self._client()
        if client is None:
            return
        self._begin_busy(self.refresh_button, self.tr("Refreshing…"), self.tr("Asking the server for its models…"))
        self.tasks.start(self._run_refresh(client), self._end_busy)

    async def _run_refresh(self, client) -> None:
        try:
            models = await client.list_models()
        except ProviderError as err:
            self.status.show_error(error_text(err))
            return
        finally:
            await client.aclose()
        self._offer_models(models)
        if models:
            self.status.show_info(self.tr("1 model found.") if len(models) == 1
                                  else self.tr("%n models found.", "", len(models)))
        else:
            self.status.show_error(self.tr("The server has no models yet."))

    def _offer_models(self, models) -> None:
        for combo in (self.chat_model, self.memory_model, self.embedding_model):
            combo.set_models(models)

    def _begin_busy(self, button: QPushButton, button_text: str, status_text: str) -> None:
        self.url_error.clear_status()
        self.refresh_button.setEnabled(False)
        self.test_button.setEnabled(False)
        set_busy(button, True, button_text)
        self.busy.show()
        self.status.show_info(status_text)

    def _end_busy(self, error: BaseException | None) -> None:
        for button in (self.refresh_button, self.test_button):
            set_busy(button, False)
        self.busy.hide()
        if error is not None:
            self.status.show_error(self.tr("Something went wrong: {error}").format(error=type(error).__name__))

    # ----- saving ---------------------------------------------------------------------------
    def save(self) -> bool:
        self.save_status.clear_status()
        try:
            saved, in_keyring = self.core.providers.save(self.form_config(), self.key_field.text() or None)
        except ProviderError as err:
            self.url_error.show_error(error_text(err))
            self.base_url_edit.setFocus()
            return False
        self._fill_chooser(saved.id)
        self.provider_id = saved.id
        self.name_edit.setText(saved.name)
        self.base_url_edit.setText(saved.base_url)
        self.key_field.edit.clear()
        self.url_error.clear_status()
        self._show_key_state()
        if in_keyring is False:
            self.keyring_warning.show()
        self.save_status.show_ok(self.tr("Saved. New chats use {name}.").format(name=saved.name))
        self.sig_provider_saved.emit(saved)
        return True

    # ----- removing -------------------------------------------------------------------------
    def ask_to_remove(self) -> None:
        config = self.core.providers.repo.get(self.provider_id) if self.provider_id else None
        if config is None:
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Remove {name}?").format(name=config.name))
        box.setText(self.tr("Remove {name}?").format(name=config.name))
        box.setInformativeText(self.tr("Whizi forgets this provider and its saved API key. "
                                       "Your chats and memory stay."))
        plain_box(box)  # the provider's name is the user's (or a server's) text
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        confirm = box.addButton(self.tr("Remove"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _r: self.remove(config.id) if box.clickedButton() is confirm else None)
        self.confirm_box = box
        box.open()  # not exec(): no nested event loop under qasync

    def remove(self, provider_id: str) -> None:
        in_use = self.core.providers.remove(provider_id)
        self._fill_chooser(in_use.id if in_use else "")
        self.load(in_use)
        if in_use is None:
            self.save_status.show_info(self.tr("Provider removed. Add one to keep chatting."))
        else:
            self.save_status.show_ok(self.tr("Provider removed. Chats use {name}.").format(name=in_use.name))
        self.sig_provider_saved.emit(in_use)

    def dialog_closing(self) -> None:
        self.tasks.cancel_all()
        self._end_busy(None)


# ----- the dialog ------------------------------------------------------------------------------
class SettingsDialog(QDialog):
    """Opened with Ctrl+, by the main window. `sig_settings_changed` follows the core's settings
    change event while the dialog is open, whoever wrote the setting (a page, the command line, an
    import); pages may define `dialog_closing()` (called when the dialog closes, to flush or cancel
    their work)."""

    sig_provider_saved = Signal(object)
    sig_settings_changed = Signal()

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.setWindowTitle(self.tr("Settings"))
        self._pages: list[tuple[str, QWidget]] = []
        on(core.settings.changed, lambda _change: self.sig_settings_changed.emit(), owner=self)

        self._nav = QListWidget()
        self._nav.setObjectName("settingsNav")  # its look is the design's stylesheet (design.py)
        self._nav.setAccessibleName(self.tr("Settings sections"))
        self._nav.setFixedWidth(170)
        self._stack = QStackedWidget()
        self._nav.currentRowChanged.connect(self._stack.setCurrentIndex)

        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._buttons.rejected.connect(self.reject)
        self._close_button = self._buttons.button(QDialogButtonBox.StandardButton.Close)
        self._close_button.setAutoDefault(False)

        body = QHBoxLayout()
        body.setSpacing(SPACING.xl)
        body.addWidget(self._nav)
        body.addWidget(self._stack, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(body, 1)
        outer.addWidget(self._buttons)

        self.providers_page = ProvidersPage(core)
        self.providers_page.sig_provider_saved.connect(self.sig_provider_saved)
        self.chat_page = ChatPage(core.settings)
        self.appearance_page = AppearancePage(core.settings)
        self.add_page(self.tr("Providers"), self.providers_page)
        self.add_page(self.tr("Chat"), self.chat_page)
        self.add_page(self.tr("Appearance"), self.appearance_page)
        # Enter in the provider form saves it; the dialog only honours a visible default button,
        # so Enter does nothing on the other pages.
        self.providers_page.save_button.setDefault(True)

        QShortcut(QKeySequence("Ctrl+PgDown"), self, lambda: self._step_page(1))
        QShortcut(QKeySequence("Ctrl+PgUp"), self, lambda: self._step_page(-1))

        self._nav.setCurrentRow(0)
        self.resize(820, 620)

    def add_page(self, title: str, widget: QWidget) -> int:
        """Append a page; returns its index. The widget scrolls if the window is too small, under the
        page's title as a heading. A page made of cards (widgets.Card) keeps them; any other page
        becomes one card as a whole, so every page has the design's grouped look."""
        if not widget.findChildren(Card):
            make_card_page(widget)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(widget)
        scroll.setViewportMargins(0, 0, SPACING.xs, 0)  # the cards' right edge clear of the scroll bar
        scroll.viewport().setAutoFillBackground(False)
        widget.setAutoFillBackground(False)
        heading = QLabel(title.replace("&", ""))
        heading.setObjectName("pageHeading")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        container = QWidget()
        container.setObjectName("settingsPage")
        column = QVBoxLayout(container)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(SPACING.m)
        column.addWidget(heading)
        column.addWidget(scroll, 1)
        self._stack.addWidget(container)
        self._nav.addItem(title)
        self._pages.append((title, widget))
        # Pages added later were created after the Close button: keep Close last in the Tab chain.
        focusable = [w for w in widget.findChildren(QWidget)
                     if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.window() is self]  # not popups
        if focusable:
            QWidget.setTabOrder(focusable[-1], self._close_button)
        return len(self._pages) - 1

    def page_titles(self) -> list[str]:
        return [title for title, _ in self._pages]

    def page(self, title: str) -> QWidget | None:
        return next((widget for t, widget in self._pages if t == title), None)

    def show_page(self, page: int | str) -> None:
        index = page if isinstance(page, int) else self.page_titles().index(page)
        self._nav.setCurrentRow(index)

    def current_page(self) -> QWidget:
        return self._pages[self._nav.currentRow()][1]

    def _step_page(self, step: int) -> None:
        self._nav.setCurrentRow((self._nav.currentRow() + step) % len(self._pages))

    def done(self, result: int) -> None:
        for _title, widget in self._pages:
            closing = getattr(widget, "dialog_closing", None)
            if closing is not None:
                closing()
        super().done(result)
