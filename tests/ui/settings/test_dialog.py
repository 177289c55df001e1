"""The settings dialog against a real core and a real OpenAI-compatible server on 127.0.0.1."""
from __future__ import annotations

from pathlib import Path

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QMessageBox, QPushButton, QWidget

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig
from app.core.providers.secrets import SERVICE

from app.ui.common.widgets import StatusLabel
from app.ui.settings.dialog import SettingsDialog

pytestmark = pytest.mark.gui

SECRET = "sk-test-7f3a9c1e5b"


@pytest.fixture
def dialog(qtbot, qloop, core):
    d = SettingsDialog(core)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    yield d
    d.close()  # before the core closes: closing flushes pending settings and cancels checks


def fill(page, base_url: str, *, key: str = "", chat: str = "test-chat", qtbot=None) -> None:
    page.name_edit.setText("Test server")
    page.base_url_edit.clear()
    if qtbot is not None:
        qtbot.keyClicks(page.base_url_edit, base_url)  # as typed, so textEdited fires
    else:
        page.base_url_edit.setText(base_url)
    page.key_field.edit.setText(key)
    page.chat_model.setEditText(chat)


def wait_idle(qtbot, page) -> None:
    """Until the page's background check has finished and its buttons are back."""
    qtbot.waitUntil(lambda: not page.tasks.running() and page.test_button.isEnabled())


def click(qtbot, button: QPushButton) -> None:
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def files_containing(root: Path, needle: str) -> list[Path]:
    data = needle.encode()
    return [p for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def visible_texts(widget: QWidget) -> list[str]:
    texts = [w.text() for w in widget.findChildren(QLineEdit)]
    texts += [w.text() for w in widget.findChildren(QLabel)]
    return texts


# ----- Test connection / Refresh models -----------------------------------------------------------
def test_test_connection_succeeds_and_shows_a_busy_state(qtbot, dialog, openai_server):
    page = dialog.providers_page
    fill(page, openai_server.base_url, qtbot=qtbot)
    click(qtbot, page.test_button)
    # The check runs on the event loop; until it answers, the buttons say so.
    assert not page.test_button.isEnabled() and not page.refresh_button.isEnabled()
    assert page.busy.isVisible()
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.OK, page.status.text()
    assert page.status.text().startswith("\u2713")
    assert f"Connected to 127.0.0.1:{openai_server.port}" in page.status.text()
    assert "3 models available" in page.status.text()
    assert page.test_button.isEnabled() and page.test_button.text() == "&Test connection"
    assert not page.busy.isVisible()
    # A test fills the model pickers too, and keeps what the user typed.
    assert page.chat_model.models() == ["test-chat", "test-embed", "test-memory"]
    assert page.chat_model.text() == "test-chat"
    assert [r.path for r in openai_server.requests] == ["/v1/models"]
    assert page.core.providers.repo.list() == []  # testing saves nothing


def test_test_connection_shows_the_rejection_for_a_wrong_key(qtbot, dialog, openai_server):
    openai_server.require_api_key = "sk-right"
    page = dialog.providers_page
    fill(page, openai_server.base_url, key="sk-wrong")
    click(qtbot, page.test_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.ERROR, page.status.text()
    assert "check your API key" in page.status.text()
    assert page.status.isVisible()
    assert openai_server.requests[-1].headers["authorization"] == "Bearer sk-wrong"

    page.key_field.edit.setText("sk-right")
    click(qtbot, page.test_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.OK, page.status.text()


def test_test_connection_reports_a_missing_chat_model(qtbot, dialog, openai_server):
    page = dialog.providers_page
    fill(page, openai_server.base_url, chat="no-such-model")
    click(qtbot, page.test_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.ERROR, page.status.text()
    assert 'no model "no-such-model"' in page.status.text()


def test_refresh_models_fills_the_pickers(qtbot, dialog, openai_server):
    page = dialog.providers_page
    fill(page, openai_server.base_url, chat="")
    click(qtbot, page.refresh_button)
    assert page.refresh_button.text() == "Refreshing…"
    qtbot.waitUntil(lambda: page.refresh_button.isEnabled())
    for combo in (page.chat_model, page.memory_model, page.embedding_model):
        assert combo.models() == ["test-chat", "test-embed", "test-memory"]
    assert page.status.text() == "3 models found."
    page.embedding_model.setCurrentIndex(1)
    assert page.form_config().embedding_model == "test-embed"


def test_refresh_models_shows_a_server_error_inline(qtbot, dialog, openai_server):
    page = dialog.providers_page
    fill(page, openai_server.base_url)
    openai_server.fail_next(503, path="/v1/models")
    click(qtbot, page.refresh_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.ERROR, page.status.text()
    assert "HTTP 503" in page.status.text()
    assert page.chat_model.models() == []


def test_closing_the_dialog_cancels_a_running_check(qtbot, dialog, openai_server):
    page = dialog.providers_page
    fill(page, openai_server.base_url)
    openai_server.fail_next(500, delay=30, path="/v1/models")  # a server that never answers in time
    click(qtbot, page.test_button)
    qtbot.waitUntil(lambda: any(r.path == "/v1/models" for r in openai_server.requests))
    dialog.close()
    qtbot.waitUntil(lambda: not page.tasks.running())
    assert page.status.kind != StatusLabel.ERROR


# ----- Saving --------------------------------------------------------------------------------------
def test_save_persists_the_provider_and_keeps_the_key_off_disk(qtbot, dialog, core, data_dir, openai_server,
                                                                memory_keyring):
    page = dialog.providers_page
    fill(page, openai_server.base_url + "/", key=SECRET)
    page.memory_model.setEditText("test-memory")
    page.embedding_model.setEditText("test-embed")
    with qtbot.waitSignal(dialog.sig_provider_saved) as saved_signal:
        click(qtbot, page.save_button)
    saved = saved_signal.args[0]
    assert isinstance(saved, ProviderConfig)
    assert saved.base_url == openai_server.base_url  # normalised by the core
    assert core.providers.active() == saved
    assert (saved.name, saved.chat_model, saved.memory_model, saved.embedding_model) == \
        ("Test server", "test-chat", "test-memory", "test-embed")
    assert memory_keyring.secrets[(SERVICE, saved.id)] == SECRET

    # The form now shows the saved provider without ever showing the key.
    assert page.key_field.edit.text() == ""
    assert page.key_status.text() == "•••• saved in the system keyring"
    assert page.key_status.isVisible() and page.forget_key_button.isVisible()
    assert not page.keyring_warning.isVisible()
    assert page.save_status.kind == StatusLabel.OK
    assert page.provider_combo.currentText() == "Test server (in use)"
    assert not any(SECRET in text for text in visible_texts(dialog))

    dialog.close()
    assert files_containing(data_dir, SECRET) == []
    again = WhiziCore.open(data_dir, lock=False)
    try:
        assert again.providers.active() == saved
    finally:
        again.close()
    assert files_containing(data_dir, SECRET) == []


def test_enter_in_the_form_saves(qtbot, dialog, core, openai_server):
    page = dialog.providers_page
    fill(page, openai_server.base_url)
    page.base_url_edit.setFocus()
    with qtbot.waitSignal(dialog.sig_provider_saved):
        qtbot.keyClick(page.base_url_edit, Qt.Key.Key_Return)
    assert core.providers.active().base_url == openai_server.base_url
    assert dialog.isVisible()  # Enter saved the provider; it did not close the dialog


def test_a_malformed_url_shows_the_core_message_and_saves_nothing(qtbot, dialog, core, openai_server):
    page = dialog.providers_page
    fill(page, "http://exa mple.com/v1", key=SECRET, qtbot=qtbot)
    with qtbot.assertNotEmitted(dialog.sig_provider_saved):
        click(qtbot, page.save_button)
    assert page.url_error.isVisible() and page.url_error.kind == StatusLabel.ERROR
    assert "is not a valid base URL" in page.url_error.text()
    assert core.providers.repo.list() == []
    assert core.keys.get("") is None

    # Test connection refuses it the same way, without a request.
    page.url_error.clear_status()
    click(qtbot, page.test_button)
    assert "is not a valid base URL" in page.url_error.text()
    assert page.test_button.isEnabled()
    assert openai_server.requests == []

    # Editing the URL clears the message.
    qtbot.keyClicks(page.base_url_edit, "x")
    assert not page.url_error.isVisible()


def test_without_a_keyring_the_key_is_session_only_and_the_user_is_told(qtbot, dialog, core, data_dir,
                                                                        openai_server):
    keyring.set_keyring(keyring.backends.fail.Keyring())
    page = dialog.providers_page
    fill(page, openai_server.base_url, key=SECRET)
    with qtbot.waitSignal(dialog.sig_provider_saved) as saved_signal:
        click(qtbot, page.save_button)
    warning = page.keyring_warning
    assert warning.isVisible()
    assert warning.text() == ("No system keyring found: your API key is kept only until Whizi closes. "
                              "It was not written to disk.")
    assert core.keys.is_session_only(saved_signal.args[0].id)
    assert page.key_status.text() == "•••• kept in memory until Whizi closes"
    # Still there after other actions: the warning is persistent, not a toast.
    click(qtbot, page.test_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.OK, page.status.text()
    assert warning.isVisible()
    assert files_containing(data_dir, SECRET) == []


# ----- The key of a saved provider -----------------------------------------------------------------
def test_a_stored_key_is_described_never_shown_and_replaced_only_when_typed(qtbot, qloop, core, memory_keyring,
                                                                           openai_server):
    saved, _ = core.providers.save(ProviderConfig(id="", name="Saved", base_url=openai_server.base_url,
                                                  chat_model="test-chat"), SECRET)
    dialog = SettingsDialog(core)
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.providers_page
    assert page.name_edit.text() == "Saved"
    assert page.key_field.edit.text() == ""
    assert page.key_status.text() == "•••• saved in the system keyring"
    assert not any(SECRET in text for text in visible_texts(dialog))

    # Test connection uses the stored key without it ever reaching the form.
    openai_server.require_api_key = SECRET
    click(qtbot, page.test_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.OK, page.status.text()

    # Saving without typing keeps the stored key; typing replaces it.
    click(qtbot, page.save_button)
    assert memory_keyring.secrets[(SERVICE, saved.id)] == SECRET
    page.key_field.edit.setText("sk-new")
    click(qtbot, page.save_button)
    assert memory_keyring.secrets[(SERVICE, saved.id)] == "sk-new"

    click(qtbot, page.forget_key_button)
    assert (SERVICE, saved.id) not in memory_keyring.secrets
    assert not page.key_status.isVisible()
    dialog.close()


def test_a_key_from_the_environment_is_named_and_used(qtbot, dialog, core, openai_server, monkeypatch,
                                                      memory_keyring):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    openai_server.require_api_key = "sk-from-env"
    page = dialog.providers_page
    page.load(None)
    assert page.key_status.text() == "Key from OPENAI_API_KEY"
    fill(page, openai_server.base_url)
    click(qtbot, page.test_button)
    wait_idle(qtbot, page)
    assert page.status.kind == StatusLabel.OK, page.status.text()
    click(qtbot, page.save_button)
    assert page.key_status.text() == "Key from OPENAI_API_KEY"
    assert not page.forget_key_button.isVisible()
    # The environment's key is not copied into the keyring (the data folder's key is there since #17).
    assert [k for k in memory_keyring.secrets if k[0] == SERVICE] == []


def test_the_chooser_switches_between_saved_providers(qtbot, qloop, core, openai_server):
    first, _ = core.providers.save(ProviderConfig(id="", name="First", base_url="http://127.0.0.1:1/v1"))
    second, _ = core.providers.save(ProviderConfig(id="", name="Second", base_url=openai_server.base_url,
                                                   chat_model="test-chat"))
    dialog = SettingsDialog(core)
    qtbot.addWidget(dialog)
    page = dialog.providers_page
    combo = page.provider_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["First", "Second (in use)", "New provider…"]
    assert page.name_edit.text() == "Second"
    combo.setCurrentIndex(0)
    combo.activated.emit(0)
    assert (page.provider_id, page.base_url_edit.text()) == (first.id, "http://127.0.0.1:1/v1")
    combo.setCurrentIndex(2)
    combo.activated.emit(2)
    assert (page.provider_id, page.name_edit.text(), page.base_url_edit.text()) == ("", "", "")
    dialog.close()


def test_removing_the_provider_in_use_forgets_its_key_and_hands_over(qtbot, qloop, core, memory_keyring):
    first, _ = core.providers.save(ProviderConfig(id="", name="First", base_url="http://127.0.0.1:1/v1"),
                                   api_key="sk-first")
    second, _ = core.providers.save(ProviderConfig(id="", name="Second", base_url="http://127.0.0.1:2/v1"),
                                    api_key="sk-second")
    dialog = SettingsDialog(core)
    qtbot.addWidget(dialog)
    page = dialog.providers_page
    assert page.name_edit.text() == "Second" and page.remove_button.isEnabled()
    page.ask_to_remove()
    box = page.confirm_box
    assert box.text() == "Remove Second?"
    box.button(QMessageBox.StandardButton.Cancel).click()          # Cancel changes nothing
    assert core.providers.repo.get(second.id) is not None and core.keys.get(second.id) == "sk-second"

    page.ask_to_remove()
    with qtbot.waitSignal(page.sig_provider_saved) as saved:
        next(b for b in page.confirm_box.buttons() if b.text() == "Remove").click()
    assert core.providers.repo.get(second.id) is None and core.keys.get(second.id) is None
    assert saved.args[0].id == first.id and core.providers.active().id == first.id
    combo = page.provider_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["First (in use)", "New provider…"]
    assert page.name_edit.text() == "First" and "First" in page.save_status.text()

    page.ask_to_remove()                                              # the last one: nothing in use
    next(b for b in page.confirm_box.buttons() if b.text() == "Remove").click()
    assert core.providers.active() is None and core.keys.get(first.id) is None
    assert page.provider_id == "" and not page.remove_button.isEnabled()
    dialog.close()


# ----- Chat and Appearance pages ---------------------------------------------------------------------
def test_chat_settings_apply_and_notify(qtbot, dialog, core):
    chat = dialog.chat_page
    dialog.show_page("Chat")
    assert dialog.current_page() is chat
    with qtbot.waitSignal(dialog.sig_settings_changed):
        chat.auto_title.click()
    assert core.settings.get("chat.auto_title") is False
    with qtbot.waitSignal(dialog.sig_settings_changed):
        chat.timeout.setValue(30)
    assert core.settings.get("chat.request_timeout_s") == 30.0

    chat.system_prompt.setFocus()
    qtbot.keyClicks(chat.system_prompt, "Answer in Polish.")
    with qtbot.waitSignal(dialog.sig_settings_changed):  # written after a pause in typing
        pass
    assert core.settings.get("chat.default_system_prompt") == "Answer in Polish."
    chat.system_prompt.setPlainText("Be brief.")
    dialog.close()  # closing writes what the pause has not written yet
    assert core.settings.get("chat.default_system_prompt") == "Be brief."


def test_appearance_settings_apply_and_notify(qtbot, dialog, core):
    page = dialog.appearance_page
    dialog.show_page("Appearance")
    assert [page.theme.itemText(i) for i in range(page.theme.count())] == ["System", "Light", "Dark", "High contrast"]
    assert [page.language.itemText(i) for i in range(page.language.count())] == ["System", "English", "Polski"]
    with qtbot.waitSignal(dialog.sig_settings_changed):
        page.theme.setCurrentIndex(2)
    assert core.settings.get("ui.theme") == "dark"
    with qtbot.waitSignal(dialog.sig_settings_changed):
        page.language.setCurrentIndex(2)
    assert core.settings.get("ui.language") == "pl"
    assert any("after Whizi restarts" in text for text in visible_texts(page))


def test_pages_can_be_added_and_reached_from_the_keyboard(qtbot, dialog):
    extra = QWidget()
    button = QPushButton("Extra action", extra)
    index = dialog.add_page("Memory", extra)
    assert index == 3 and dialog.page_titles() == ["Providers", "Chat", "Appearance", "Memory"]
    assert dialog.page("Memory") is extra
    dialog.show_page("Memory")
    assert dialog.current_page() is extra and button.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert dialog.current_page() is dialog.providers_page


def test_inputs_have_accessible_names(dialog):
    page = dialog.providers_page
    for widget in (page.provider_combo, page.name_edit, page.base_url_edit, page.key_field.edit,
                   page.key_field.toggle, page.chat_model, page.memory_model, page.embedding_model,
                   dialog.chat_page.system_prompt, dialog.chat_page.timeout,
                   dialog.appearance_page.theme, dialog.appearance_page.language):
        assert widget.accessibleName(), widget
    assert page.key_field.edit.echoMode() == QLineEdit.EchoMode.Password
    page.key_field.toggle.click()
    assert page.key_field.edit.echoMode() == QLineEdit.EchoMode.Normal
    assert page.key_field.edit.placeholderText() == "Not needed for local servers"
