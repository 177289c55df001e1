import os

import pytest

from app.core.instance_lock import AlreadyRunning, InstanceLock
from app.core.paths import DataDirError, prepare_data_dir, resolve_data_dir


def test_data_dir_precedence(monkeypatch, tmp_path):
    monkeypatch.setenv("WHIZI_DATA_DIR", str(tmp_path / "env"))
    assert resolve_data_dir(str(tmp_path / "cli")) == tmp_path / "cli"
    assert resolve_data_dir(None) == tmp_path / "env"
    monkeypatch.delenv("WHIZI_DATA_DIR")
    assert "whizi" in str(resolve_data_dir(None)).lower()


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write to read-only folders")
def test_read_only_folder_gives_a_clear_message(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    with pytest.raises(DataDirError, match="cannot write"):
        prepare_data_dir(folder)


def test_unusable_folder_gives_a_clear_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(DataDirError, match="cannot create its data folder"):
        prepare_data_dir(blocker / "sub")


def test_second_instance_on_the_same_folder_is_refused(tmp_path):
    first = InstanceLock(tmp_path / "whizi.lock").acquire()
    with pytest.raises(AlreadyRunning, match="already running"):
        InstanceLock(tmp_path / "whizi.lock").acquire()
    first.release()
    InstanceLock(tmp_path / "whizi.lock").acquire().release()
