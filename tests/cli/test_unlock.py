"""Opening an encrypted data folder from the command line (#17), as a script or a person does it: the
installed `whizi` in a subprocess, with no keyring (keyring's fail backend, as on a machine without
one), the passphrase from WHIZI_PASSPHRASE, --passphrase-stdin or typed at a prompt."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from app.cli import Exit
from app.core.store import encryption
from tests.support.encrypted_db import SQLITE_HEADER

ROOT = Path(__file__).resolve().parents[2]
WHIZI = shutil.which("whizi") or str(Path(sys.executable).with_name("whizi"))
NO_KEYRING = {"PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
SECRET = "velvet anchor 42"


def whizi(data, *args, stdin: str = "", env: dict | None = None) -> subprocess.CompletedProcess:
    environment = dict(os.environ, **NO_KEYRING)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WHIZI_PASSPHRASE"):
        environment.pop(name, None)
    environment.update(env or {})
    result = subprocess.run([WHIZI, "--data-dir", str(data), *args], env=environment, input=stdin,
                            capture_output=True, text=True, timeout=180, cwd=ROOT)
    assert "Traceback" not in result.stderr, result.stderr
    return result


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def new_passphrase_folder(data: Path) -> None:
    made = whizi(data, "settings", "set", "chat.default_system_prompt", "Harbour plans",
                 env={"WHIZI_PASSPHRASE": SECRET})
    assert made.returncode == Exit.OK, made.stderr
    assert "key is kept only under the passphrase you gave. If you forget it, your data cannot be recovered." \
        in made.stderr
    assert SECRET not in made.stderr
    assert encryption.status(data) == encryption.EncryptionStatus(encrypted=True, keyring=False, passphrase=True)
    assert SQLITE_HEADER not in (data / "whizi.db").read_bytes()
    assert not [p for p in data.rglob("*") if p.is_file() and b"Harbour plans" in p.read_bytes()]


def test_without_a_keyring_a_new_folder_is_created_with_the_passphrase_and_refused_without_one(data_dir):
    refused = whizi(data_dir, "settings", "get", "chat.default_system_prompt")
    assert refused.returncode == Exit.DATA
    assert "there is no system keyring to keep the key in. Choose a passphrase" in refused.stderr
    assert "--passphrase-stdin or the WHIZI_PASSPHRASE environment variable" in refused.stderr
    assert not (data_dir / "whizi.db").exists() and not (data_dir / encryption.KEY_FILE).exists()
    new_passphrase_folder(data_dir)


def test_a_wrong_passphrase_exits_3_says_so_and_leaves_every_byte_of_the_folder(data_dir):
    new_passphrase_folder(data_dir)
    before = snapshot(data_dir)
    for way in ({"env": {"WHIZI_PASSPHRASE": "velvet anchor 43"}},
                {"args": ("--passphrase-stdin",), "stdin": "velvet anchor 43\n"}):
        wrong = whizi(data_dir, *way.get("args", ()), "settings", "get", "chat.default_system_prompt",
                      stdin=way.get("stdin", ""), env=way.get("env"))
        assert wrong.returncode == Exit.DATA
        assert wrong.stderr.startswith(f"whizi: That passphrase does not open the Whizi data folder {data_dir}. "
                                       "Nothing was changed.")
        assert "velvet anchor" not in wrong.stderr + wrong.stdout          # never echoed
        assert snapshot(data_dir) == before                                # the lock file too
    missing = whizi(data_dir, "settings", "get", "chat.default_system_prompt")                             # none given, no terminal
    assert missing.returncode == Exit.DATA
    assert "is encrypted. Enter its passphrase to open it." in missing.stderr
    assert "--passphrase-stdin" in missing.stderr
    assert snapshot(data_dir) == before


def test_the_passphrase_from_stdin_or_the_environment_opens_the_folder(data_dir):
    new_passphrase_folder(data_dir)
    listed = whizi(data_dir, "--passphrase-stdin", "settings", "get", "chat.default_system_prompt", stdin=SECRET + "\n")
    assert listed.returncode == Exit.OK and "Harbour plans" in listed.stdout
    listed = whizi(data_dir, "settings", "get", "chat.default_system_prompt", env={"WHIZI_PASSPHRASE": SECRET})
    assert listed.returncode == Exit.OK and "Harbour plans" in listed.stdout
    assert SECRET not in listed.stdout + listed.stderr


def _typed(data, args: list[str], answers: list[tuple[str, str]]) -> tuple[int, str]:
    """Run whizi with a pty as its controlling terminal (where getpass reads) and type each answer
    once its prompt is shown. Returns the exit code and everything the terminal showed."""
    import pty
    import select

    environment = dict(os.environ, **NO_KEYRING)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WHIZI_PASSPHRASE"):
        environment.pop(name, None)
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.execve(WHIZI, [WHIZI, "--data-dir", str(data), *args], environment)
    shown, pending, answered_at = b"", list(answers), 0
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], 120)
            assert ready, f"whizi waited for input: {shown!r}"
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
            # Only a prompt shown since the last answer asks for the next one.
            if pending and shown[answered_at:].rstrip().endswith(pending[0][0].encode()):
                os.write(fd, (pending.pop(0)[1] + "\n").encode())
                answered_at = len(shown)
    finally:
        os.close(fd)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), shown.decode(errors="replace")


def test_on_a_terminal_the_passphrase_is_asked_for_again_after_a_wrong_one(data_dir):
    new_passphrase_folder(data_dir)
    prompt = f"Passphrase for {data_dir}:"
    code, shown = _typed(data_dir, ["settings", "get", "chat.default_system_prompt"], [(prompt, "not it"), (prompt, SECRET)])
    assert code == Exit.OK, shown
    assert "That passphrase is not the right one." in shown and "Harbour plans" in shown
    assert SECRET not in shown and "not it" not in shown               # typed, never shown
