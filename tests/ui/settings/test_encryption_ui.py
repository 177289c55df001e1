"""Encryption at rest in the GUI (#17): the unlock dialog and the new-passphrase dialog on their own,
and the export's note that the file is not encrypted."""
from __future__ import annotations

import keyring
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.gui

PASSPHRASE = "otter lantern 47 quietly"


def no_keyring() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())


# ----- the dialogs on their own ---------------------------------------------------------------------
def test_the_unlock_dialog_checks_the_passphrase_off_the_ui_thread_and_keeps_the_focus(qtbot, data_dir):
    from app.core.store.encryption import create_key

    from app.ui.settings.unlock import UnlockDialog

    no_keyring()
    key = create_key(data_dir, passphrase=PASSPHRASE, use_keyring=False)
    dialog = UnlockDialog(data_dir)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.field.edit.echoMode() == dialog.field.edit.EchoMode.Password
    qtbot.mouseClick(dialog.field.toggle, Qt.MouseButton.LeftButton)   # Show
    assert dialog.field.edit.echoMode() == dialog.field.edit.EchoMode.Normal
    dialog.field.edit.setFocus()
    qtbot.keyClicks(dialog.field.edit, "otter lantern 47 loudly")
    with qtbot.waitSignal(dialog.sig_failed, timeout=10_000) as failed:
        qtbot.keyClick(dialog.field.edit, Qt.Key.Key_Return)
        assert not dialog.unlock_button.isEnabled()   # the check runs; the dialog still paints
    assert "not right" in failed.args[0] and dialog.status.text() == failed.args[0]
    assert dialog.isVisible() and dialog.field.edit.hasFocus()
    assert dialog.field.edit.selectedText() == "otter lantern 47 loudly"
    assert dialog.key is None and dialog.unlock_button.isEnabled()
    qtbot.keyClicks(dialog.field.edit, PASSPHRASE)   # types over the selection
    with qtbot.waitSignal(dialog.sig_unlocked, timeout=10_000):
        dialog.unlock_button.click()
    assert dialog.key == key and dialog.passphrase == PASSPHRASE and dialog.result() == dialog.DialogCode.Accepted
    assert dialog.field.edit.text() == ""


def test_a_new_passphrase_must_be_long_enough_and_typed_twice_the_same(qtbot):
    from app.ui.settings.passphrase import NewPassphraseDialog

    dialog = NewPassphraseDialog("Set a passphrase", "", "Save", "Cancel")
    qtbot.addWidget(dialog)
    dialog.show()
    fields = dialog.fields
    assert "lost for good" in fields.warning.text() and fields.warning.isVisible()
    fields.first.edit.setText("short")
    assert fields.strength.text().startswith("Too short")
    dialog.accept_button.click()
    assert dialog.isVisible() and "too short" in fields.problem.text()
    fields.first.edit.setText("password")
    assert fields.strength.text().startswith("Weak")
    fields.first.edit.setText(PASSPHRASE)
    assert fields.strength.text() == "Strong."
    fields.second.edit.setText(PASSPHRASE.upper())
    dialog.accept_button.click()
    assert dialog.isVisible() and "not the same" in fields.problem.text() and dialog.passphrase is None
    fields.second.edit.setText(PASSPHRASE)
    dialog.accept_button.click()
    assert not dialog.isVisible() and dialog.passphrase == PASSPHRASE


# ----- export ----------------------------------------------------------------------------------------
def test_the_export_says_the_file_is_not_encrypted(qtbot, qloop, core, tmp_path):
    from app.ui.settings.data_page import DataPage

    page = DataPage(core)
    qtbot.addWidget(page)
    page.show()
    assert page.export_note.isVisible() and "not encrypted" in page.export_note.text()
    page.transfer.export_to(str(tmp_path / "backup.json"))
    qtbot.waitUntil(lambda: not page.transfer.busy() and page.transfer.message_box is not None, timeout=20_000)
    box = page.transfer.message_box
    assert box.text().startswith("Exported") and "not encrypted" in box.informativeText()
    box.close()
