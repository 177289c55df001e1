"""Start-up dialogs: a damaged database is reported and only moved aside when the user agrees."""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.instance_lock import InstanceLock

from app.ui.app import open_core_interactively


def answer_next_box(button, seen):
    """Click `button` on the next message box, recording its text."""
    def click():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text() + " " + box.informativeText())
        box.button(button).click()
    QTimer.singleShot(0, click)


def test_damaged_database_is_moved_aside_only_with_consent(qtbot, data_dir):
    db = data_dir / "whizi.db"
    db.write_bytes(b"definitely not sqlite" * 100)
    seen = []
    answer_next_box(QMessageBox.StandardButton.No, seen)
    assert open_core_interactively(str(data_dir)) is None
    assert "damaged" in seen[0] and db.read_bytes() == b"definitely not sqlite" * 100

    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    core = open_core_interactively(str(data_dir))
    try:
        assert core is not None and core.chats.list_visible() == []
        kept = [p for p in data_dir.iterdir() if p.name.startswith("whizi.db.damaged-")]
        assert len(kept) == 1 and kept[0].read_bytes() == b"definitely not sqlite" * 100
    finally:
        core.close()


def test_second_instance_is_told_plainly(qtbot, data_dir):
    seen = []
    with InstanceLock(data_dir / "whizi.lock"):
        answer_next_box(QMessageBox.StandardButton.Ok, seen)
        assert open_core_interactively(str(data_dir)) is None
    assert "already running" in seen[0]
