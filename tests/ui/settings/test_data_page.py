"""Your data in the GUI: File menu and Settings → Data, the progress dialog with Cancel, and
"Delete all data" behind a typed confirmation, on the real window and a real data folder."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog

from app.core.domain import Role
from app.core.store.encryption import KEYRING_SERVICE
from tests.core.data.support import SECRET_KEY, dump, populate

pytestmark = pytest.mark.gui

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "chatgpt"


def menu_texts(window) -> list[str]:
    file_menu = window.menuBar().actions()[0].menu()
    return [a.text() for a in file_menu.actions() if not a.isSeparator()]


def choose(qtbot, transfer, *paths) -> None:
    """Pick files in the (non-native, offscreen) file dialog the action opened."""
    qtbot.waitUntil(lambda: transfer.file_dialog is not None and transfer.file_dialog.isVisible())
    dialog: QFileDialog = transfer.file_dialog
    dialog.selectFile(" ".join(f'"{p}"' for p in paths) if len(paths) > 1 else str(paths[0]))
    dialog.accept()


def wait_done(qtbot, transfer) -> QMessageBox:
    qtbot.waitUntil(lambda: not transfer.busy() and transfer.message_box is not None, timeout=20_000)
    box = transfer.message_box
    assert box.isVisible()
    return box


def open_data_page(qtbot, window):
    window.open_settings()
    dialog = window._settings_dialog
    qtbot.waitExposed(dialog)
    dialog.show_page("Data")
    assert dialog.current_page() is window.data_page
    return dialog, window.data_page


def test_file_menu_and_settings_offer_export_import_and_the_data_page(qtbot, window):
    assert {"Export data…", "Import data…", "Import from ChatGPT…"} <= set(menu_texts(window))
    dialog, page = open_data_page(qtbot, window)
    assert "Data" in dialog.page_titles()
    assert page.export_button.isEnabled() and page.import_button.isEnabled()
    assert not page.delete_button.isEnabled()
    dialog.close()


def test_export_from_the_file_menu_shows_progress_and_writes_the_file(qtbot, window, tmp_path):
    populate(window.core)
    target = tmp_path / "my-backup.json"
    window.export_action.trigger()
    choose(qtbot, window.transfer, target)
    progress = window.transfer.progress_dialog
    assert isinstance(progress, QProgressDialog) and progress.isVisible()
    assert progress.windowModality() == Qt.WindowModality.NonModal     # the app stays usable
    assert progress.labelText().startswith("Exporting")
    box = wait_done(qtbot, window.transfer)
    assert box.text() == f"Exported 4 chats, 9 messages and 3 memory lines to {target}."
    assert window.transfer.progress_dialog is None
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["format"] == "whizi-export" and SECRET_KEY not in target.read_text(encoding="utf-8")
    box.close()


def test_the_leave_out_red_option_is_remembered_and_used(qtbot, window, tmp_path):
    populate(window.core)
    dialog, page = open_data_page(qtbot, window)
    page.leave_out_red.click()
    assert window.core.settings.get("data.export_leave_out_red") is True
    target = tmp_path / "shareable.json"
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    choose(qtbot, window.transfer, target)
    box = wait_done(qtbot, window.transfer)
    assert "The text of 1 message marked red was left out." in box.text()
    assert "4111 1111" not in target.read_text(encoding="utf-8")
    assert page.status.kind == page.status.OK
    box.close()
    dialog.close()


def test_import_chatgpt_from_the_data_page_fills_the_sidebar(qtbot, window):
    dialog, page = open_data_page(qtbot, window)
    qtbot.mouseClick(page.chatgpt_button, Qt.MouseButton.LeftButton)
    choose(qtbot, window.transfer, FIXTURES / "chatgpt-export.zip")
    assert not page.import_button.isEnabled()        # one transfer at a time
    box = wait_done(qtbot, window.transfer)
    assert box.text() == ("Imported 4 chats, 17 messages and 0 memory lines. "
                          "1 conversation had no messages to show and was left out.")
    assert page.import_button.isEnabled()
    titles = [c.title for c in window.sidebar.model.chats]
    assert titles == ["Haiku", "Chart of my expenses", "Trip to Lisbon", "Sourdough starter"]
    box.close()
    dialog.close()


def test_a_bad_file_shows_where_it_is_wrong_and_changes_nothing(qtbot, window, tmp_path):
    populate(window.core)
    bad = tmp_path / "bad.json"
    content = '{"format": "whizi-export", "schema_version": 1, "chats": [{"id": "x", "title": "t"'
    bad.write_text(content)
    before = dump(window.core.layout.database)
    window.import_action.trigger()
    choose(qtbot, window.transfer, bad)
    box = wait_done(qtbot, window.transfer)
    assert box.windowTitle() == "Import failed" and box.icon() == QMessageBox.Icon.Warning
    assert box.text() == (f"The file was not imported: line 1, column {len(content) + 1}: unexpected end of file. "
                          "Nothing was changed.")
    assert dump(window.core.layout.database) == before
    box.close()


def test_cancel_in_the_progress_dialog_changes_nothing(qtbot, window, tmp_path):
    # A file large enough that the import is still reading when Cancel is pressed.
    source = window.core.chats.create("Long chat")
    for i in range(300):
        window.core.messages.add(source.id, Role.USER, f"message {i} " + "words " * 50)
    export = tmp_path / "big.json"
    window.core.data.export(export)
    doc = json.loads(export.read_text())
    for chat in doc["chats"]:
        chat["id"] += "-copy"
        for m in chat["messages"]:
            m["id"] += "-copy"
    export.write_text(json.dumps(doc, indent=1))
    before = dump(window.core.layout.database)

    dialog, page = open_data_page(qtbot, window)
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    choose(qtbot, window.transfer, export)
    progress = window.transfer.progress_dialog
    cancel = next(b for b in progress.findChildren(type(page.export_button)) if b.text() == "Cancel")
    with qtbot.waitSignal(window.transfer.sig_cancelled, timeout=20_000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert dump(window.core.layout.database) == before
    assert page.status.text() == "Cancelled. Nothing was changed."
    assert window.transfer.message_box is None
    dialog.close()


def test_delete_all_needs_the_typed_word_then_starts_fresh_at_onboarding(qtbot, window, memory_keyring):
    core = window.core
    root = core.layout.root
    populate(core)
    core.settings.set("chat.default_system_prompt", "capybara-prompt-31f7")
    window.sidebar.reload()
    dialog, page = open_data_page(qtbot, window)

    for attempt in ("delete", "DELET", "DELETE!", "remove"):
        page.confirm_edit.setText(attempt)
        assert not page.delete_button.isEnabled(), attempt
    page.confirm_edit.clear()
    qtbot.keyClicks(page.confirm_edit, "DELETE")
    assert page.delete_button.isEnabled()

    old_data_key = {k for k in memory_keyring.secrets if k[0] == KEYRING_SERVICE}
    with qtbot.waitSignal(window.sig_replaced, timeout=20_000) as replaced:
        qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    fresh = replaced.args[0]
    qtbot.addWidget(fresh)
    try:
        assert window._settings_dialog is None and not window.isVisible()   # the dialog closed first
        qtbot.waitExposed(fresh)
        qtbot.waitUntil(lambda: fresh.onboarding_dialog is not None and fresh.onboarding_dialog.isVisible())
        assert fresh.core is not core and fresh.sidebar.model.chats == []
        assert fresh.core.providers.active() is None
        for needle in ("capybara-prompt-31f7", "Plan 3 days in Lisbon", "Lives in Krak", SECRET_KEY):
            assert not [p for p in root.rglob("*") if p.is_file() and needle.encode() in p.read_bytes()], needle
        # The API keys are gone; the only entry left is the new, empty folder's data key (#17).
        assert [k for k in memory_keyring.secrets if k[0] != KEYRING_SERVICE] == []
        assert fresh.core.encryption.encrypted and old_data_key and not old_data_key & set(memory_keyring.secrets)
    finally:
        if fresh.onboarding_dialog is not None:
            fresh.onboarding_dialog.close()
        fresh.close()
        fresh.core.close()
        QApplication.processEvents()


def test_the_confirmation_word_follows_the_language(qtbot, qloop, core):
    """In Polish the word to type is "USUŃ" (whatever the translation says), not the English one."""
    from PySide6.QtCore import QTranslator

    from app.ui.settings.data_page import DataPage

    class Polish(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return {"DELETE": "USUŃ", "Delete all data": "Usuń wszystkie dane"}.get(source, "") \
                if context == "DataPage" else ""

        def isEmpty(self):
            return False

    translator = Polish()
    QApplication.installTranslator(translator)
    try:
        page = DataPage(core)
        qtbot.addWidget(page)
        assert page.delete_button.text() == "Usuń wszystkie dane"
        page.confirm_edit.setText("DELETE")
        assert not page.delete_button.isEnabled()
        page.confirm_edit.setText("USUŃ")
        assert page.delete_button.isEnabled()
        assert page.confirm_edit.placeholderText() == "USUŃ"
    finally:
        QApplication.removeTranslator(translator)


def test_export_from_the_file_menu_after_settings_was_opened_and_closed(qtbot, window, tmp_path):
    """Issue #13 §2.7: the Data page listened to the window's transfer with handlers that outlived
    it; the next export called into its deleted status label and wrote a crash report."""
    import shiboken6

    populate(window.core)
    dialog, page = open_data_page(qtbot, window)
    status = page.status
    dialog.close()                                        # deleted on close, with its pages
    qtbot.waitUntil(lambda: not shiboken6.isValid(status))
    target = tmp_path / "after-settings.json"
    window.export_action.trigger()
    choose(qtbot, window.transfer, target)
    box = wait_done(qtbot, window.transfer)               # no RuntimeError from a deleted label
    assert box.text() == f"Exported 4 chats, 9 messages and 3 memory lines to {target}."
    assert json.loads(target.read_text(encoding="utf-8"))["format"] == "whizi-export"
    box.close()
    # And the page opened again works with the same transfer.
    dialog, page = open_data_page(qtbot, window)
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    choose(qtbot, window.transfer, tmp_path / "again.json")
    wait_done(qtbot, window.transfer).close()
    assert page.status.kind == page.status.OK
    dialog.close()


def test_transfer_results_count_in_real_plural_forms(qapp, core):
    """#16 lazy plurals: "1 chat", "1 message", never "1 chats"; Polish one/few/many forms."""
    from pathlib import Path

    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QWidget

    from app.core.data.exporter import ExportReport
    from app.core.data.staging import ImportReport

    from app.ui.common.i18n import install_translators, remove_translators
    from app.ui.settings.data_transfer import DataTransfer

    holder = QWidget()
    transfer = DataTransfer(core, holder)
    one = ExportReport(path=Path("/tmp/x.json"), chats=1, messages=1, memory_lines=1, red_left_out=1, sections=())
    assert transfer.describe(one) == ("Exported 1 chat, 1 message and 1 memory line to /tmp/x.json. "
                                      "The text of 1 message marked red was left out.")
    added = ImportReport(format="whizi", chats_added=2, messages_added=5, memory_added=1, chats_extended=1)
    assert transfer.describe(added) == ("Imported 2 chats, 5 messages and 1 memory line. "
                                        "1 chat you already had got new messages.")
    previous = QLocale()
    translators = install_translators(qapp, "pl")
    try:
        some = ExportReport(path=Path("/tmp/x.json"), chats=1, messages=3, memory_lines=22, red_left_out=5,
                            sections=())
        assert transfer.describe(some) == ("Wyeksportowano 1 czat, 3 wiadomości i 22 linie pamięci do pliku "
                                           "/tmp/x.json. Pominięto treść 5 wiadomości oznaczonych na czerwono.")
    finally:
        remove_translators(translators)
        QLocale.setDefault(previous)
