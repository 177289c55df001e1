"""The UI translates the core's errors by code (app/ui/common/errors.py): every code has a template
with the core's source string and a finished Polish translation, and the start-up errors, which
once showed in English, read in Polish."""
from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.errors import ENGLISH

from app.ui.common.errors import CONTEXT, TEMPLATES, error_text
from app.ui.common.i18n import install_translators, remove_translators

ROOT = Path(__file__).resolve().parents[3]


def _polish_messages() -> dict[str, dict]:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from update_translations import messages, ts_path
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return {m["source"]: m for m in messages(ts_path("pl")) if m["context"] == CONTEXT}


def test_every_core_code_has_a_ui_template_with_the_same_source():
    assert TEMPLATES.keys() == ENGLISH.keys()
    differ = [code for code in ENGLISH if TEMPLATES[code] != ENGLISH[code]]
    assert differ == [], "the UI's template must be the core's sentence, or its translation is never found"


def test_every_core_code_has_a_finished_polish_translation():
    polish = _polish_messages()
    untranslated = [code for code, source in TEMPLATES.items()
                    if source not in polish or polish[source]["state"] in ("unfinished", "vanished", "obsolete")
                    or not polish[source]["translation"]]
    assert untranslated == []


@pytest.fixture
def polish(qapp):
    previous = QLocale()
    translators = install_translators(qapp, "pl")
    yield
    remove_translators(translators)
    QLocale.setDefault(previous)


def _read_next_box(seen: list[str]) -> None:
    """Record the next message box's text and close it (start-up boxes are modal: exec())."""
    def read():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, read)
            return
        seen.append(box.windowTitle() + "\n" + box.text())
        box.reject()   # Escape: "No" to the damaged database's question
    QTimer.singleShot(0, read)


def test_a_second_instance_is_told_in_polish(qtbot, polish, data_dir):
    from app.core.instance_lock import InstanceLock

    from app.ui.app import open_core_interactively

    seen: list[str] = []
    with InstanceLock(data_dir / "whizi.lock"):
        _read_next_box(seen)
        assert open_core_interactively(str(data_dir)) is None
    assert f"Whizi już działa z folderem danych {data_dir}." in seen[0]
    assert "already running" not in seen[0]


def test_a_database_from_a_newer_whizi_is_told_in_polish(qtbot, polish, data_dir):
    from app.ui.app import open_core_interactively

    con = sqlite3.connect(data_dir / "whizi.db")
    con.execute("PRAGMA user_version = 999")
    con.close()
    seen: list[str] = []
    _read_next_box(seen)
    assert open_core_interactively(str(data_dir)) is None
    assert seen[0].startswith("Nie można uruchomić Whizi\n")
    assert f"Baza danych w {data_dir / 'whizi.db'} została zapisana przez nowszą wersję Whizi (schemat 999" in seen[0]


def test_a_damaged_database_is_told_in_polish(qtbot, polish, data_dir):
    from app.ui.app import open_core_interactively

    (data_dir / "whizi.db").write_bytes(b"definitely not sqlite" * 100)
    seen: list[str] = []
    _read_next_box(seen)
    assert open_core_interactively(str(data_dir)) is None   # closing the question is "No"
    assert f"Baza danych Whizi w {data_dir / 'whizi.db'} jest uszkodzona" in seen[0]
    assert (data_dir / "whizi.db").read_bytes() == b"definitely not sqlite" * 100


def test_an_error_without_a_known_code_is_shown_as_it_is(polish):
    assert error_text(RuntimeError("boom")) == "boom"
    assert error_text(KeyError("chat-1")) == "chat-1"
    assert error_text(None) == ""
