"""A data folder that cannot be used gives a clear message and exit code, never a traceback."""
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_whizi(*args, preexec=None, env=None):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=60, preexec_fn=preexec, env=env)


def test_full_disk_at_start_up_is_a_clear_message(tmp_path):
    def no_room():
        # Every write past 0 bytes fails with EFBIG, as on a full disk.
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))

    result = run_whizi("--data-dir", str(tmp_path / "data"), "chats", "list", preexec=no_room)
    assert result.returncode == 3
    assert "cannot write to its data folder" in result.stderr
    assert "Traceback" not in result.stderr


def test_read_only_folder_at_start_up_is_a_clear_message(tmp_path):
    folder = tmp_path / "readonly"
    folder.mkdir()
    # A read-only bind mount in a private mount namespace: read-only even for root.
    script = ('mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"')
    probe = subprocess.run(["unshare", "-m", "sh", "-c", script, "sh", str(folder), "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("cannot make a read-only mount here (needs unshare and mount privileges)")
    result = subprocess.run(["unshare", "-m", "sh", "-c", script, "sh", str(folder), sys.executable,
                             str(ROOT / "main.py"), "--data-dir", str(folder), "chats", "list"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 3, result.stderr
    assert "cannot write to its data folder" in result.stderr
    assert "Traceback" not in result.stderr
