"""First-run dialog: finding a local server, or testing and saving an online service."""
from __future__ import annotations

import socket

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton

from app.core.providers.secrets import SERVICE

from app.ui.common.widgets import StatusLabel
from app.ui.settings.onboarding import OnboardingDialog

pytestmark = pytest.mark.gui


def unused_port() -> int:
    # Bound then released: nothing listens there while the test runs.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def open_dialog(qtbot, qloop, core):
    dialogs = []

    def open_(candidates) -> OnboardingDialog:
        d = OnboardingDialog(core, candidates=candidates)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        dialogs.append(d)
        return d

    yield open_
    for d in dialogs:  # before the core closes
        d.close()


def wait_detected(qtbot, dialog: OnboardingDialog) -> None:
    qtbot.waitUntil(lambda: not dialog.detecting() and not dialog.tasks.running())


def wait_service(qtbot, dialog: OnboardingDialog) -> None:
    qtbot.waitUntil(lambda: not dialog.tasks.running() and not dialog.service_busy.isVisible())


def click(qtbot, button: QPushButton) -> None:
    assert button.isEnabled() and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


# ----- a local server --------------------------------------------------------------------------
def test_finds_a_local_server_and_uses_it(qtbot, open_dialog, core, openai_server):
    dialog = open_dialog((("Test server", openai_server.port),))
    assert dialog.detect_busy.isVisible()  # probing starts as the dialog opens
    assert dialog.detect_status.text() == "Looking for a model server on this computer…"
    assert not dialog.look_again_button.isEnabled()
    wait_detected(qtbot, dialog)

    assert not dialog.detect_busy.isVisible()
    assert dialog.server_list.count() == 1
    assert dialog.server_list.item(0).text() == f"Test server at {openai_server.base_url} — 3 models"
    model = dialog.local_model
    assert [model.itemText(i) for i in range(model.count())] == ["test-chat", "test-embed", "test-memory"]
    assert model.currentText() == "test-chat"
    model.setCurrentIndex(2)

    with qtbot.waitSignal(dialog.sig_provider_saved) as saved_signal:
        click(qtbot, dialog.use_button)
    saved = saved_signal.args[0]
    assert (saved.name, saved.base_url, saved.chat_model) == ("Test server", openai_server.base_url, "test-memory")
    assert core.providers.active() == saved
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()


def test_enter_uses_the_server_found(qtbot, open_dialog, core, openai_server):
    dialog = open_dialog((("Test server", openai_server.port),))
    wait_detected(qtbot, dialog)
    assert dialog.server_list.hasFocus()
    with qtbot.waitSignal(dialog.sig_provider_saved):
        qtbot.keyClick(dialog.server_list, Qt.Key.Key_Return)
    assert core.providers.active().base_url == openai_server.base_url


def test_nothing_found_says_so_and_look_again_retries(qtbot, open_dialog, core, openai_server):
    # The first probe is refused, as a server still starting up would be; the second succeeds.
    openai_server.fail_next(503, path="/v1/models")
    dialog = open_dialog((("Test server", openai_server.port),))
    wait_detected(qtbot, dialog)
    assert dialog.detect_status.isVisible()
    assert dialog.detect_status.text().startswith(
        "No local server found on this computer (Test server).")
    assert not dialog.server_list.isVisible() and not dialog.use_button.isEnabled()

    click(qtbot, dialog.look_again_button)
    assert dialog.detecting()
    wait_detected(qtbot, dialog)
    assert dialog.server_list.count() == 1 and dialog.use_button.isEnabled()


def test_nothing_listening_shows_no_local_server(qtbot, open_dialog, core):
    dialog = open_dialog((("Ollama", unused_port()), ("LM Studio", unused_port())))
    wait_detected(qtbot, dialog)
    assert "No local server found on this computer (Ollama, LM Studio)." in dialog.detect_status.text()
    assert dialog.look_again_button.isEnabled() and dialog.look_again_button.isVisible()
    assert core.providers.active() is None


# ----- an online service -----------------------------------------------------------------------
def test_service_defaults(open_dialog):
    dialog = open_dialog((("Nothing", unused_port()),))
    assert dialog.base_url_edit.text() == "https://api.openai.com/v1"
    assert dialog.model_edit.text() == "gpt-4o-mini"
    assert dialog.key_field.edit.echoMode() == dialog.key_field.edit.EchoMode.Password


def test_test_and_continue_saves_the_service(qtbot, open_dialog, core, openai_server, memory_keyring):
    openai_server.require_api_key = "sk-right"
    dialog = open_dialog((("Nothing", unused_port()),))
    wait_detected(qtbot, dialog)
    dialog.base_url_edit.setText(openai_server.base_url)
    dialog.model_edit.setEditText("test-chat")

    dialog.key_field.edit.setText("sk-wrong")
    with qtbot.assertNotEmitted(dialog.sig_provider_saved):
        click(qtbot, dialog.test_button)
        assert not dialog.test_button.isEnabled() and dialog.service_busy.isVisible()
        wait_service(qtbot, dialog)
    assert dialog.service_status.kind == StatusLabel.ERROR
    assert "check your API key" in dialog.service_status.text()
    assert core.providers.repo.list() == [] and dialog.isVisible()

    dialog.key_field.edit.setText("sk-right")
    with qtbot.waitSignal(dialog.sig_provider_saved) as saved_signal:
        click(qtbot, dialog.test_button)
    saved = saved_signal.args[0]
    assert (saved.name, saved.base_url, saved.chat_model) == ("127.0.0.1", openai_server.base_url, "test-chat")
    assert core.providers.active() == saved
    assert memory_keyring.secrets[(SERVICE, saved.id)] == "sk-right"
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_model_the_service_lacks_is_reported_and_not_saved(qtbot, open_dialog, core, openai_server):
    dialog = open_dialog((("Nothing", unused_port()),))
    dialog.base_url_edit.setText(openai_server.base_url)  # the default model gpt-4o-mini isn't there
    click(qtbot, dialog.test_button)
    wait_service(qtbot, dialog)
    assert 'no model "gpt-4o-mini"' in dialog.service_status.text()
    assert dialog.model_edit.models() == ["test-chat", "test-embed", "test-memory"]
    assert core.providers.repo.list() == []
    assert dialog.test_button.isEnabled()


def test_a_malformed_url_is_explained_inline(qtbot, open_dialog, core, openai_server):
    dialog = open_dialog((("Nothing", unused_port()),))
    dialog.base_url_edit.setText("ftp://example.com")
    click(qtbot, dialog.test_button)
    assert "is not a valid base URL" in dialog.service_status.text()
    assert dialog.test_button.isEnabled() and not dialog.service_busy.isVisible()
    assert core.providers.repo.list() == []


def test_enter_in_the_service_form_tests_it_even_when_a_server_was_found(qtbot, open_dialog, core,
                                                                        openai_server):
    dialog = open_dialog((("Test server", openai_server.port),))
    wait_detected(qtbot, dialog)
    dialog.base_url_edit.setFocus()
    dialog.base_url_edit.setText("http://exa mple.com")  # so the service check fails inline, at once
    qtbot.keyClick(dialog.base_url_edit, Qt.Key.Key_Return)
    assert "is not a valid base URL" in dialog.service_status.text()
    assert core.providers.active() is None and dialog.isVisible()


def test_without_a_keyring_the_user_is_told_before_continuing(qtbot, open_dialog, core, data_dir, openai_server):
    keyring.set_keyring(keyring.backends.fail.Keyring())
    dialog = open_dialog((("Nothing", unused_port()),))
    dialog.base_url_edit.setText(openai_server.base_url)
    dialog.key_field.edit.setText("sk-session-only-42")
    dialog.model_edit.setEditText("test-chat")
    with qtbot.waitSignal(dialog.sig_provider_saved):
        click(qtbot, dialog.test_button)
    wait_service(qtbot, dialog)
    assert dialog.isVisible() and dialog.keyring_warning.isVisible()
    assert "No system keyring found" in dialog.keyring_warning.text()
    click(qtbot, dialog.continue_button)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert not [p for p in data_dir.rglob("*") if p.is_file() and b"sk-session-only-42" in p.read_bytes()]


def test_set_up_later_closes_without_saving(qtbot, open_dialog, core):
    dialog = open_dialog((("Nothing", unused_port()),))
    click(qtbot, dialog.later_button)
    assert dialog.result() == QDialog.DialogCode.Rejected
    qtbot.waitUntil(lambda: not dialog.tasks.running())
    assert core.providers.active() is None


def test_onboarding_says_which_model_memory_will_use(qtbot, open_dialog, openai_server):
    dialog = open_dialog((("Test server", openai_server.port),))
    wait_detected(qtbot, dialog)
    assert dialog.local_model.currentText() == "test-chat"
    note = dialog.local_memory_note
    assert note.isVisible()
    assert note.text() == ("Memory (what Whizi learns from your chats) will use test-chat too. You can choose a "
                           "smaller, cheaper memory model later in Settings → Providers.")
    dialog.local_model.setCurrentText("test-memory")                  # follows the chosen model
    assert "will use test-memory too" in note.text()
    assert "will use gpt-4o-mini too" in dialog.service_memory_note.text() and dialog.service_memory_note.isVisible()
    dialog.model_edit.setEditText("gpt-4.1")
    assert "will use gpt-4.1 too" in dialog.service_memory_note.text()
    # The note sits under the model it is about (in the field's own column): Alt+M / Alt+O still lead
    # to the model fields themselves.
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    assert {label.buddy() for label in labels} >= {dialog.local_model, dialog.model_edit}
