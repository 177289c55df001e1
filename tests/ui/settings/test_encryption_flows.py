"""Encryption at rest in the GUI (#17), end to end on real data folders: start-up with the unlock
dialog, the first start without a keyring, and Settings → Data → Encryption (the keyring toggle,
"Encrypt my data…" on an older plain folder)."""
from __future__ import annotations

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.context import WhiziCore
from app.core.store.encryption import KEY_FILE, KEYRING_SERVICE, status
from tests.core.data.support import populate

from app.ui.app import open_core_interactively

pytestmark = pytest.mark.gui

PASSPHRASE = "otter lantern 47 quietly"
SQLITE_HEADER = b"SQLite format 3\x00"


def no_keyring() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())


def make_folder(data_dir, *, passphrase: str | None, use_keyring: bool) -> None:
    """An encrypted folder with chats in it, made by the app itself; closed afterwards."""
    previous = keyring.get_keyring()
    if not use_keyring:
        no_keyring()
    try:
        core = WhiziCore.open(data_dir, passphrase=passphrase)
        try:
            populate(core)
        finally:
            core.close()
    finally:
        keyring.set_keyring(previous)


def when_modal(kind, step) -> None:
    """Call `step(widget)` once a modal widget of `kind` is up (start-up's dialogs block in exec())."""
    def look() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind) and widget.isVisible():
            step(widget)
        else:
            QTimer.singleShot(10, look)
    QTimer.singleShot(0, look)


def chat_titles(core) -> list[str]:
    return [c.title for c in core.chats.list_visible()]


# ----- start-up ------------------------------------------------------------------------------------
def test_a_wrong_passphrase_is_said_in_the_dialog_and_the_right_one_opens_the_window(qtbot, qloop, data_dir):
    from app.ui.main_window import MainWindow
    from app.ui.settings.unlock import UnlockDialog

    make_folder(data_dir, passphrase=PASSPHRASE, use_keyring=False)
    seen: dict = {}

    def second_try(dialog: UnlockDialog, text: str) -> None:
        seen.update(error=text, shown=dialog.status.isVisible(), shown_text=dialog.status.text(),
                    still_open=dialog.isVisible(), focus=QApplication.focusWidget() is dialog.field.edit,
                    selected=dialog.field.edit.selectedText())
        dialog.field.edit.setText(PASSPHRASE)
        dialog.unlock_button.click()

    def first_try(dialog: UnlockDialog) -> None:
        seen["echo"] = dialog.field.edit.echoMode()
        dialog.sig_failed.connect(lambda text: second_try(dialog, text))
        qtbot.keyClicks(dialog.field.edit, "otter lantern 47 loudly")
        qtbot.keyClick(dialog.field.edit, Qt.Key.Key_Return)

    when_modal(UnlockDialog, first_try)
    core = open_core_interactively(str(data_dir))
    assert core is not None
    try:
        assert seen["echo"] == seen["echo"].Password
        assert "not right" in seen["error"] and seen["shown"] and seen["still_open"]
        assert seen["focus"] and seen["selected"] == "otter lantern 47 loudly"   # typed over at once
        window = MainWindow(core, onboarding=False)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        assert "Trip to Lisbon" in [c.title for c in window.sidebar.model.chats]
        window.close()
    finally:
        core.close()


def test_quit_in_the_unlock_dialog_opens_nothing(qtbot, data_dir):
    from app.ui.settings.unlock import UnlockDialog

    make_folder(data_dir, passphrase=PASSPHRASE, use_keyring=False)
    before = (data_dir / KEY_FILE).read_bytes()
    when_modal(UnlockDialog, lambda dialog: dialog.quit_button.click())
    assert open_core_interactively(str(data_dir)) is None
    assert (data_dir / KEY_FILE).read_bytes() == before


def test_a_key_lost_from_the_keyring_is_put_back_after_the_passphrase(qtbot, data_dir, memory_keyring):
    from app.ui.settings.unlock import UnlockDialog

    make_folder(data_dir, passphrase=PASSPHRASE, use_keyring=True)
    assert status(data_dir).keyring and status(data_dir).passphrase
    memory_keyring.secrets.clear()   # the keyring was reset
    seen: dict = {}

    def unlock(dialog: UnlockDialog) -> None:
        seen.update(intro=dialog.intro.text(), restore=dialog.restore.isVisible() and dialog.restore.isChecked())
        dialog.field.edit.setText(PASSPHRASE)
        dialog.unlock_button.click()

    when_modal(UnlockDialog, unlock)
    core = open_core_interactively(str(data_dir))
    assert core is not None
    core.close()
    assert "no longer in your system keyring" in seen["intro"] and seen["restore"]
    assert [k for k in memory_keyring.secrets if k[0] == KEYRING_SERVICE]
    # The next start opens without asking: a dialog now would block until the test's timeout.
    core = open_core_interactively(str(data_dir))
    assert core is not None and "Trip to Lisbon" in chat_titles(core)
    core.close()


def test_a_lost_key_without_a_passphrase_is_explained_and_nothing_opens(qtbot, data_dir, memory_keyring):
    make_folder(data_dir, passphrase=None, use_keyring=True)
    memory_keyring.secrets.clear()
    seen = []

    def read(box: QMessageBox) -> None:
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Ok).click()

    when_modal(QMessageBox, read)
    assert open_core_interactively(str(data_dir)) is None
    assert "no longer in the system keyring" in seen[0] and "no passphrase" in seen[0]


# ----- the first start ---------------------------------------------------------------------------------
def test_the_first_start_without_a_keyring_asks_for_a_passphrase_twice(qtbot, data_dir):
    from app.ui.settings.passphrase import NewPassphraseDialog

    no_keyring()
    seen: dict = {}

    def choose(dialog: NewPassphraseDialog) -> None:
        fields = dialog.fields
        seen["warning"] = fields.warning.text()
        qtbot.keyClicks(fields.first.edit, "short")
        seen["short"] = fields.strength.text()
        fields.first.edit.setText(PASSPHRASE)
        seen["strength"] = fields.strength.text()
        fields.second.edit.setText(PASSPHRASE + " typo")
        dialog.accept_button.click()
        seen["mismatch"] = fields.problem.text()
        seen["open_after_mismatch"] = dialog.isVisible()
        fields.second.edit.setText(PASSPHRASE)
        dialog.accept_button.click()

    when_modal(NewPassphraseDialog, choose)
    core = open_core_interactively(str(data_dir))
    assert core is not None
    core.close()
    assert "lost for good" in seen["warning"]
    assert "Too short" in seen["short"] and "Strong" in seen["strength"]
    assert "not the same" in seen["mismatch"] and seen["open_after_mismatch"]
    state = status(data_dir)
    assert state.encrypted and state.passphrase and not state.keyring
    assert not (data_dir / "whizi.db").read_bytes().startswith(SQLITE_HEADER)


def test_the_first_start_with_a_keyring_asks_nothing_and_the_data_page_says_where_the_key_is(
        qtbot, qloop, data_dir, memory_keyring):
    from app.ui.settings.data_page import DataPage

    asked = []

    def refuse_any_dialog() -> None:   # a dialog here would be the defect; close it so the test ends
        widget = QApplication.activeModalWidget()
        if widget is not None:
            asked.append(type(widget).__name__)
            widget.close()
    timer = QTimer()
    timer.timeout.connect(refuse_any_dialog)
    timer.start(20)
    try:
        core = open_core_interactively(str(data_dir))
    finally:
        timer.stop()
    assert core is not None and asked == []
    try:
        assert status(data_dir).keyring and not status(data_dir).passphrase
        page = DataPage(core)
        qtbot.addWidget(page)
        page.show()
        card = page.encryption
        assert card.state.text() == "Your data is encrypted. The key is kept in your system keyring."
        assert card.passphrase_button.text().replace("&", "") == "Set a passphrase…"
        assert not card.encrypt_button.isVisible() and card.keyring_check.isChecked()
    finally:
        core.close()


# ----- Settings → Data → Encryption ---------------------------------------------------------------
def test_the_keyring_toggle_refuses_to_remove_the_last_way_to_the_key(qtbot, qloop, core, memory_keyring):
    from app.ui.settings.data_page import DataPage

    root = core.layout.root
    page = DataPage(core)
    qtbot.addWidget(page)
    page.show()
    card = page.encryption
    before = (root / KEY_FILE).read_bytes()
    qtbot.mouseClick(card.keyring_check, Qt.MouseButton.LeftButton)
    assert card.keyring_check.isChecked() and card.status.kind == "error"
    assert "set a passphrase first" in card.status.text()
    assert (root / KEY_FILE).read_bytes() == before and status(root).keyring

    # With a passphrase set, the key may leave the keyring.
    qtbot.mouseClick(card.passphrase_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: card.passphrase_dialog is not None and card.passphrase_dialog.isVisible())
    dialog = card.passphrase_dialog
    dialog.fields.first.edit.setText(PASSPHRASE)
    dialog.fields.second.edit.setText(PASSPHRASE)
    dialog.accept_button.click()
    qtbot.waitUntil(lambda: card.status.kind == "ok", timeout=10_000)
    assert status(root).passphrase and card.passphrase_button.text().replace("&", "") == "Change passphrase…"
    qtbot.mouseClick(card.keyring_check, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not status(root).keyring and card.status.kind == "ok", timeout=10_000)
    assert not card.keyring_check.isChecked()
    assert card.state.text() == "Your data is encrypted and unlocked with your passphrase."
    assert not [k for k in memory_keyring.secrets if k[0] == KEYRING_SERVICE]
    # ...and now the passphrase is the last way: Remove passphrase is refused.
    qtbot.mouseClick(card.remove_button, Qt.MouseButton.LeftButton)
    assert card.status.kind == "error" and status(root).passphrase


def _window_on_an_older_plain_folder(qtbot, data_dir):
    """The main window, shown, on a folder an older Whizi left: plain SQLite, with chats in it."""
    from app.core.paths import prepare_data_dir
    from app.core.store.db import Database

    from app.ui.main_window import MainWindow

    layout = prepare_data_dir(data_dir)
    legacy = WhiziCore(layout, Database(layout.database), None)
    populate(legacy)
    legacy.close()
    window = MainWindow(WhiziCore.open(data_dir), onboarding=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_encrypt_my_data_turns_a_plain_folder_into_an_encrypted_one_with_the_chats_kept(
        qtbot, qloop, data_dir, memory_keyring):
    window = _window_on_an_older_plain_folder(qtbot, data_dir)
    core = window.core
    assert (data_dir / "whizi.db").read_bytes().startswith(SQLITE_HEADER)
    window.open_settings()
    window._settings_dialog.show_page("Data")
    card = window.data_page.encryption
    assert card.state.text() == "Your data is not encrypted." and card.encrypt_button.isVisible()
    qtbot.mouseClick(card.encrypt_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: card.question is not None and card.question.isVisible())
    with qtbot.waitSignal(window.sig_replaced, timeout=30_000) as replaced:
        card.question.button(QMessageBox.StandardButton.Yes).click()
    fresh = replaced.args[0]
    qtbot.addWidget(fresh)
    try:
        qtbot.waitExposed(fresh)
        assert not window.isVisible() and fresh.core is not core
        assert fresh.statusBar().currentMessage() == "Your data is now encrypted."
        assert "Trip to Lisbon" in [c.title for c in fresh.sidebar.model.chats]
        state = status(data_dir)
        assert state.encrypted and state.keyring
        assert not (data_dir / "whizi.db").read_bytes().startswith(SQLITE_HEADER)
        for needle in (b"Plan 3 days in Lisbon", b"Lives in Krak"):
            assert not [p for p in data_dir.rglob("*") if p.is_file() and needle in p.read_bytes()], needle
    finally:
        fresh.close()
        fresh.core.close()
        QApplication.processEvents()


def test_encrypt_my_data_without_a_keyring_asks_for_a_passphrase_first(qtbot, qloop, data_dir):
    no_keyring()
    window = _window_on_an_older_plain_folder(qtbot, data_dir)
    window.open_settings()
    window._settings_dialog.show_page("Data")
    card = window.data_page.encryption
    qtbot.mouseClick(card.encrypt_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: card.passphrase_dialog is not None and card.passphrase_dialog.isVisible())
    dialog = card.passphrase_dialog
    assert "lost for good" in dialog.fields.warning.text()
    dialog.fields.first.edit.setText(PASSPHRASE)
    dialog.fields.second.edit.setText(PASSPHRASE)
    with qtbot.waitSignal(window.sig_replaced, timeout=30_000) as replaced:
        dialog.accept_button.click()
    fresh = replaced.args[0]
    qtbot.addWidget(fresh)
    try:
        assert "Trip to Lisbon" in [c.title for c in fresh.sidebar.model.chats]
        state = status(data_dir)
        assert state.encrypted and state.passphrase and not state.keyring
        assert not (data_dir / "whizi.db").read_bytes().startswith(SQLITE_HEADER)
    finally:
        fresh.close()
        fresh.core.close()
        QApplication.processEvents()
    # The next start asks for that passphrase.
    asked = []

    def unlock(dialog) -> None:
        asked.append(True)
        dialog.field.edit.setText(PASSPHRASE)
        dialog.unlock_button.click()

    from app.ui.settings.unlock import UnlockDialog

    when_modal(UnlockDialog, unlock)
    again = open_core_interactively(str(data_dir))
    assert again is not None and asked and "Trip to Lisbon" in chat_titles(again)
    again.close()


def test_closing_the_window_while_encrypting_waits_for_the_encryption_and_says_why(
        qtbot, qloop, data_dir, memory_keyring):
    window = _window_on_an_older_plain_folder(qtbot, data_dir)
    with qtbot.waitSignal(window.sig_replaced, timeout=30_000) as replaced:
        window.encrypt_data(None, True)            # what "Encrypt my data…" confirmed calls
        assert window.encrypt_run is not None and window.encrypt_run.busy()
        assert window.close() is False             # refused: the encryption goes on
        assert window.isVisible()
        assert "Whizi can be closed when this is done" in window.encrypt_run.progress_dialog.labelText()
    fresh = replaced.args[0]
    qtbot.addWidget(fresh)
    try:
        assert status(data_dir).encrypted
        assert not (data_dir / "whizi.db").read_bytes().startswith(SQLITE_HEADER)
        assert "Trip to Lisbon" in [c.title for c in fresh.sidebar.model.chats]
        assert fresh.close()                       # and afterwards it closes as usual
    finally:
        fresh.core.close()
        QApplication.processEvents()
