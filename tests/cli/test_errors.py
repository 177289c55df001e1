"""The CLI tells the core's errors apart by family in one place (app/cli/errors.py), with the same
exit codes and sentences as when it listed the classes."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from app.cli import Exit, run_cli
from app.cli.errors import explain


def _cases():
    from app.core.chat import ChatBusy, EmptyMessage, MessageTooLong
    from app.core.data.errors import DataTransferError, ExportFailed, ImportFailed
    from app.core.features import MissingFeature
    from app.core.instance_lock import AlreadyRunning
    from app.core.memory.facts.model import MemoryStoreError
    from app.core.memory.insights.service import InsightsBusy
    from app.core.memory.insights.worker import ClusteringFailed
    from app.core.paths import DataDirError
    from app.core.providers.errors import ErrorKind, ProviderError
    from app.core.store.db import CorruptDatabase, NewerSchema, StorageUnavailable

    folder = Path("/data")
    locked = AlreadyRunning(code="storage.already_running", params={"folder": folder})
    return [
        (locked, Exit.DATA, str(locked)),
        (DataDirError(code="storage.disk_full", params={"folder": folder}), Exit.DATA,
         "Whizi cannot write to its data folder /data (the disk is full). Free some space or choose another "
         "folder with --data-dir."),
        (CorruptDatabase(folder / "whizi.db", "malformed"), Exit.DATA, str(CorruptDatabase(folder / "whizi.db", "malformed"))),
        (NewerSchema(folder, 99), Exit.DATA, str(NewerSchema(folder, 99))),
        (StorageUnavailable(params={"path": folder, "detail": "read-only"}), Exit.DATA,
         "Whizi cannot open its database /data: read-only."),
        (ProviderError(ErrorKind.BAD_URL, code="provider.bad_url", params={"url": "http://x y"}), Exit.USAGE,
         '"http://x y" is not a valid base URL. It looks like https://api.openai.com/v1.'),
        (EmptyMessage(), Exit.USAGE, "Type a message first."),
        (MessageTooLong(params={"chars": "9", "limit": "8"}), Exit.USAGE,
         "This message has 9 characters; Whizi sends at most 8 characters. Shorten it or send it in parts."),
        (ChatBusy(), Exit.USAGE, "Whizi is still answering in this chat. Stop the reply or wait for it."),
        (ImportFailed("line 1, column 2", "not JSON", file="a.json"), Exit.FAILED,
         "The file was not imported: a.json: line 1, column 2: not JSON. Nothing was changed."),
        (ExportFailed(code="export.cannot_write", params={"target": "/x.zip", "reason": "Permission denied"}),
         Exit.FAILED, "Whizi cannot write /x.zip: Permission denied."),
        (DataTransferError("the archive is empty"), Exit.FAILED, "the archive is empty"),
        (MemoryStoreError("the facts list is being changed"), Exit.DATA,
         "Memory is unavailable right now. Try again later. (the facts list is being changed)"),
        (InsightsBusy(), Exit.DATA, "Memory is unavailable right now. Try again later. (a refresh is already running)"),
        # bugs keep their traceback
        (MissingFeature("facts", "history"), None, None),
        (ClusteringFailed("the clustering process stopped"), None, None),
        (RuntimeError("boom"), None, None),
    ]


@pytest.mark.parametrize("index", range(17))
def test_each_family_has_its_exit_code_and_sentence(index):
    exc, code, sentence = _cases()[index]
    found = explain(exc)
    if code is None:
        assert found is None
    else:
        assert found == (code, sentence)


def test_a_locked_data_folder_exits_3_with_the_sentence(data_dir, capsys):
    from app.core.instance_lock import InstanceLock

    with InstanceLock(data_dir / "whizi.lock"):
        code = run_cli(["--data-dir", str(data_dir), "chats", "list"], stdin=io.StringIO(), stdout=io.StringIO())
    assert code == Exit.DATA == 3
    assert capsys.readouterr().err == (f"whizi: Whizi is already running with the data folder {data_dir}. "
                                       "Switch to that window, or start this one with another --data-dir.\n")


def test_a_database_from_a_newer_whizi_exits_3(data_dir, capsys):
    import sqlite3

    con = sqlite3.connect(data_dir / "whizi.db")
    con.execute("PRAGMA user_version = 999")
    con.close()
    code = run_cli(["--data-dir", str(data_dir), "chats", "list"], stdin=io.StringIO(), stdout=io.StringIO())
    assert code == Exit.DATA
    assert "was written by a newer Whizi (schema 999" in capsys.readouterr().err
