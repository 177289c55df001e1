"""The data folder and everything in it are the user's alone, whatever the umask Whizi starts with.

The real programs (the installed `whizi` script and the window) run as processes started under a
permissive umask; the folder is walked after chatting, indexing, background work and exporting.
"""
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.context import WhiziCore
from tests.support.history import dated_chat

ROOT = Path(__file__).resolve().parent.parent
WHIZI = shutil.which("whizi") or str(Path(sys.executable).with_name("whizi"))

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


def _env(**extra):
    # The test's own keyring (tests/conftest.py) is inherited: never this machine's.
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", **extra)


def _run(args, *, umask, timeout=120, env=None):
    """Run a program as the user would start it from a shell whose umask is `umask`."""
    result = subprocess.run(args, env=env or _env(), capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                            preexec_fn=lambda: os.umask(umask))
    assert "Traceback" not in result.stderr, result.stderr
    return result


def _loose(folder: Path) -> list[str]:
    """Everything under `folder` (itself included) that is not 0700 (folders) or 0600 (files)."""
    found = []
    for path in [folder, *folder.rglob("*")]:
        mode = stat.S_IMODE(path.lstat().st_mode)
        if path.is_symlink():
            continue
        wanted = 0o700 if path.is_dir() else 0o600
        if mode != wanted:
            found.append(f"{path.relative_to(folder.parent)} {oct(mode)}")
    return found


def test_data_folder_and_exports_are_private_whatever_the_umask(tmp_path, openai_server):
    umask = 0o022
    data = tmp_path / "data"
    outside = tmp_path / "documents"
    outside.mkdir()
    cli = [WHIZI, "--data-dir", str(data)]
    assert _run([*cli, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--memory-model", "test-memory", "--embedding-model", "test-embed"], umask=umask).returncode == 0
    assert _run([*cli, "settings", "set", "history.embedder", "provider"], umask=umask).returncode == 0
    assert _run([*cli, "chat", "Remember that I keep my boat in Cascais."], umask=umask).returncode == 0
    # Remembered messages, as the privacy classifier would label them (the history tests' helper),
    # written by a process that never asked for private files: the next start must tighten them.
    previous = os.umask(umask)
    try:
        core = WhiziCore.open(data)
        dated_chat(core, "Boats", [("user", "I restore a wooden sailing dinghy called Puffin."),
                                   ("assistant", "Keep the varnish thin.")], days_ago=1)
        core.close()
    finally:
        os.umask(previous)
    ran = _run([*cli, "jobs", "run", "--until-idle"], umask=umask)  # indexing: the index writes its rows
    assert ran.returncode == 0, ran.stderr
    assert _run([*cli, "export", "--out", str(data / "inside.json")], umask=umask).returncode == 0
    assert _run([*cli, "export", "--out", str(outside / "export.json")], umask=umask).returncode == 0
    # The window: its log and its own start-up work.
    gui = _run([sys.executable, str(ROOT / "main.py"), "--data-dir", str(data)], umask=umask,
               env=_env(WHIZI_REPORT_FIRST_PAINT="1"))
    assert gui.returncode == 0, gui.stderr

    # What was walked is real: a database with its WAL (the search index's rows too), the log, the export.
    names = {p.name for p in data.rglob("*")}
    assert {"whizi.db", "whizi.log", "inside.json"} <= names
    assert not (data / "lancedb").exists()     # the search index's rows are in the database (#17)
    assert _loose(data) == []
    assert stat.S_IMODE((outside / "export.json").stat().st_mode) == 0o600
    assert "Cascais" in (outside / "export.json").read_text(encoding="utf-8")


def test_a_data_folder_made_loose_by_hand_is_tightened_at_the_next_start(tmp_path):
    data = tmp_path / "data"
    assert _run([WHIZI, "--data-dir", str(data), "chats", "list"], umask=0o002).returncode == 0
    os.chmod(data, 0o755)
    for path in data.rglob("*"):
        os.chmod(path, 0o755 if path.is_dir() else 0o644)
    (data / "notes.txt").write_text("left by an older version")
    os.chmod(data / "notes.txt", 0o664)
    assert _run([WHIZI, "--data-dir", str(data), "chats", "list"], umask=0o002).returncode == 0
    assert _loose(data) == []


CRASHING_EXPORT = """
import os, sys
from app.core.context import WhiziCore
core = WhiziCore.open(sys.argv[1])
def die(*args, **kwargs):
    os._exit(9)  # the process dies mid-export, as in a crash or a power cut
core.data.export(sys.argv[2], progress=die)
"""


def test_the_part_file_of_an_export_cut_short_by_a_crash_is_removed_at_the_next_start(tmp_path):
    data = tmp_path / "data"
    target = tmp_path / "documents" / "export.json"
    target.parent.mkdir()
    crashed = subprocess.run([sys.executable, "-c", CRASHING_EXPORT, str(data), str(target)], env=_env(),
                             capture_output=True, text=True, timeout=120, cwd=ROOT,
                             preexec_fn=lambda: os.umask(0o022))
    assert crashed.returncode == 9, crashed.stderr
    part = target.with_name("export.json.part")
    assert part.exists() and not target.exists()  # what a crash leaves behind
    assert stat.S_IMODE(part.stat().st_mode) == 0o600
    assert _run([WHIZI, "--data-dir", str(data), "chats", "list"], umask=0o022).returncode == 0
    assert not part.exists()
    assert list(target.parent.iterdir()) == []
