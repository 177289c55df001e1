"""A failed reply's error is stored by code (schema 10), so a reply that failed in an earlier session
reads in the UI's language when Whizi is opened again; a row from before the codes keeps its
English sentence (issue #14 item 3)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt

from app.core.context import WhiziCore
from app.core.domain import MessageStatus, ProviderConfig

from app.ui.common.i18n import install_translators, remove_translators

pytestmark = pytest.mark.gui


def _fail_one_reply(data_dir, openai_server, run_async) -> tuple[str, str]:
    """Session one, in English: a chat whose reply the server refuses (unknown model). Returns the
    chat's id and the English sentence the core stored."""
    core = WhiziCore.open(data_dir)
    try:
        core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url,
                                           chat_model="test-chat", memory_model="test-memory",
                                           embedding_model="test-embed"))
        chat = core.chat.new_chat()
        openai_server.fail_next(404, path="/v1/chat/completions",
                                 error_message="The model `test-chat` does not exist")
        reply = run_async(core.chat.send(chat.id, "Hello there"))
        assert reply.status is MessageStatus.ERROR and reply.error
        return chat.id, str(reply.error)
    finally:
        core.close()


def _open_in_polish(qtbot, qapp, data_dir, chat_id):
    core = WhiziCore.open(data_dir)
    from app.ui.main_window import MainWindow

    window = MainWindow(core, onboarding=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.panel.open_chat(chat_id)
    model = window.panel.model
    [row] = [r for r in range(model.rowCount()) if model.item(r).role == "assistant"]
    item = model.item(row)
    rendered, _h = window.panel.view.itemDelegate().rendered(item, window.panel.view.viewport().width())
    spoken = model.data(model.index(row), Qt.ItemDataRole.AccessibleTextRole)
    return core, window, rendered.doc.toPlainText(), spoken


@pytest.fixture
def polish_later(qapp):
    """Installs Polish when the test calls it (after the English session); removes it at the end."""
    previous = QLocale()
    installed: list = []
    yield lambda: installed.extend(install_translators(qapp, "pl"))
    remove_translators(installed)
    QLocale.setDefault(previous)


def test_a_reply_that_failed_in_an_earlier_session_reads_in_polish(qtbot, qapp, qloop, data_dir, openai_server,
                                                                   run_async, polish_later):
    chat_id, english = _fail_one_reply(data_dir, openai_server, run_async)
    assert english.startswith("127.0.0.1") and 'does not know the model "test-chat"' in english

    polish_later()
    core, window, shown, spoken = _open_in_polish(qtbot, qapp, data_dir, chat_id)
    try:
        assert english not in shown and "does not know" not in shown, shown
        assert "Ponów" in shown                       # the Retry button beside it is Polish too
        # The sentence in Polish with its fields as they were: the host and the model's name.
        assert "nie zna modelu „test-chat”" in shown and "127.0.0.1" in shown, shown
        assert "does not know" not in spoken and "test-chat" in spoken
    finally:
        window.close()
        core.close()


def test_a_row_stored_before_error_codes_shows_its_english_sentence(qtbot, qapp, qloop, data_dir, openai_server,
                                                                    run_async, polish_later):
    chat_id, english = _fail_one_reply(data_dir, openai_server, run_async)
    core = WhiziCore.open(data_dir)
    with core.db.raw() as con:   # as a database upgraded from schema 9 has it: the sentence only
        con.execute("UPDATE messages SET error_code = NULL, error_params = NULL WHERE status = 'error'")
    core.close()

    polish_later()
    core, window, shown, _spoken = _open_in_polish(qtbot, qapp, data_dir, chat_id)
    try:
        assert english in shown      # never lost, never guessed at by reading the English back
    finally:
        window.close()
        core.close()
