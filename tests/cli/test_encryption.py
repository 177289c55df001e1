"""`whizi encryption ...` and the export's note (#17), as a user types them: the installed `whizi`
script in a subprocess, on real folders. The subprocess's keyring is the test's own (tests/conftest.py
points PYTHON_KEYRING_BACKEND at it); "no keyring" is keyring's null backend, as on a machine
without one."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import Exit
from app.core.store import encryption
from tests.support.plain_folder import MARKERS, files, plain_folder, plaintext_in

ROOT = Path(__file__).resolve().parents[2]
WHIZI = shutil.which("whizi") or str(Path(sys.executable).with_name("whizi"))
NO_KEYRING = {"PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring"}


def whizi(data, *args, stdin: str = "", env: dict | None = None) -> subprocess.CompletedProcess:
    environment = dict(os.environ, **(env or {}))
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WHIZI_PASSPHRASE"):
        environment.pop(name, None)
    if env and "WHIZI_PASSPHRASE" in env:
        environment["WHIZI_PASSPHRASE"] = env["WHIZI_PASSPHRASE"]
    result = subprocess.run([WHIZI, "--data-dir", str(data), *args], env=environment, input=stdin,
                            capture_output=True, text=True, timeout=180, cwd=ROOT)
    assert "Traceback" not in result.stderr, result.stderr
    return result


def listed_titles(data, **kwargs) -> list[str]:
    result = whizi(data, "chats", "list", **kwargs)
    assert result.returncode == Exit.OK, result.stderr
    return sorted(line.split("  ", 2)[2] for line in result.stdout.splitlines())


# A dozen cold `whizi` processes (and scrypt in several): minutes on a loaded 2-core machine.
@pytest.mark.timeout(400)
def test_encrypt_turns_a_plain_folder_into_one_with_no_plaintext_and_the_chats_still_read(data_dir):
    plain_folder(data_dir, chats=3, index=True)
    titles = listed_titles(data_dir)
    assert len(titles) == 3 and plaintext_in(data_dir)
    assert whizi(data_dir, "encryption", "status").stdout.startswith("Not encrypted:")

    done = whizi(data_dir, "encryption", "encrypt")

    assert done.returncode == Exit.OK, done.stderr
    assert done.stdout.startswith(f"Encrypted the data folder {data_dir}; the key is kept in the system keyring.")
    assert "Encrypting… 100%" in done.stderr
    assert plaintext_in(data_dir) == []           # no marker and no SQLite header in any file
    assert whizi(data_dir, "encryption", "status").stdout == \
        f"Encrypted: {data_dir}. The key is kept in the system keyring.\n"
    assert listed_titles(data_dir) == titles
    rebuilt = whizi(data_dir, "history", "rebuild")   # every remembered message read back from the database
    assert rebuilt.stdout.startswith("Search index rebuilt: 6 remembered messages"), rebuilt.stderr
    assert plaintext_in(data_dir) == []
    again = whizi(data_dir, "encryption", "encrypt")
    assert again.returncode == Exit.OK and again.stdout.startswith("Already encrypted")


# A dozen cold `whizi` processes (and scrypt in several): minutes on a loaded 2-core machine.
@pytest.mark.timeout(400)
def test_without_a_keyring_encrypt_needs_a_passphrase_and_a_wrong_one_exits_3_changing_nothing(data_dir):
    plain_folder(data_dir, chats=2)
    titles = listed_titles(data_dir, env=NO_KEYRING)
    before = files(data_dir)

    refused = whizi(data_dir, "encryption", "encrypt", env=NO_KEYRING)   # stdin is no terminal: nothing to ask
    assert refused.returncode == Exit.USAGE
    assert "needs a passphrase here (there is no system keyring" in refused.stderr
    assert files(data_dir) == before

    done = whizi(data_dir, "encryption", "encrypt", "--new-passphrase-stdin", stdin="tide pool 7\n", env=NO_KEYRING)
    assert done.returncode == Exit.OK, done.stderr
    assert "under your passphrase only" in done.stdout
    assert "If you forget the passphrase, your data cannot be recovered." in done.stderr
    assert "tide pool 7" not in done.stdout + done.stderr
    assert plaintext_in(data_dir) == []
    encrypted = files(data_dir)

    wrong = whizi(data_dir, "chats", "list", env={**NO_KEYRING, "WHIZI_PASSPHRASE": "tide pool 8"})
    assert wrong.returncode == Exit.DATA
    assert "That passphrase does not open" in wrong.stderr and "tide pool 8" not in wrong.stderr
    assert files(data_dir) == encrypted
    assert listed_titles(data_dir, env={**NO_KEYRING, "WHIZI_PASSPHRASE": "tide pool 7"}) == titles
    piped = whizi(data_dir, "--passphrase-stdin", "chats", "list", stdin="tide pool 7\n", env=NO_KEYRING)
    assert piped.returncode == Exit.OK and len(piped.stdout.splitlines()) == 2


# A dozen cold `whizi` processes (and scrypt in several): minutes on a loaded 2-core machine.
@pytest.mark.timeout(400)
def test_passphrase_and_keyring_changes_rewrap_the_key_and_never_drop_the_last_way_in(data_dir):
    made = whizi(data_dir, "chats", "list")        # a new folder: encrypted, key in the (test) keyring
    assert made.returncode == Exit.OK, made.stderr
    state = lambda: whizi(data_dir, "encryption", "status").stdout   # noqa: E731
    assert state().endswith("kept in the system keyring.\n")

    assert whizi(data_dir, "encryption", "set-passphrase", "--new-passphrase-stdin", stdin="first one\n").stdout \
        == "Passphrase set.\n"
    assert state().endswith("in the system keyring, and a passphrase unlocks it too.\n")

    off = whizi(data_dir, "encryption", "keyring", "off")
    assert off.returncode == Exit.OK and off.stdout.startswith("The key was taken out of the system keyring")
    assert state().endswith("nowhere but under your passphrase (asked at every start).\n")
    asked = whizi(data_dir, "chats", "list")
    assert asked.returncode == Exit.DATA and "Enter its passphrase" in asked.stderr

    last = whizi(data_dir, "encryption", "remove-passphrase", env={"WHIZI_PASSPHRASE": "first one"})
    assert last.returncode == Exit.USAGE and "no way to unlock" in last.stderr
    assert state().endswith("nowhere but under your passphrase (asked at every start).\n")

    changed = whizi(data_dir, "--passphrase-stdin", "encryption", "set-passphrase", "--new-passphrase-stdin",
                    stdin="first one\nsecond one\n")
    assert changed.returncode == Exit.OK and changed.stdout == "Passphrase changed.\n"
    key_file = (data_dir / encryption.KEY_FILE).read_bytes()
    wrong = whizi(data_dir, "--passphrase-stdin", "encryption", "set-passphrase", "--new-passphrase-stdin",
                  stdin="first one\nthird one\n")
    assert wrong.returncode == Exit.DATA and "does not open" in wrong.stderr
    assert (data_dir / encryption.KEY_FILE).read_bytes() == key_file
    assert whizi(data_dir, "chats", "list", env={"WHIZI_PASSPHRASE": "first one"}).returncode == Exit.DATA
    assert whizi(data_dir, "chats", "list", env={"WHIZI_PASSPHRASE": "second one"}).returncode == Exit.OK

    assert whizi(data_dir, "encryption", "keyring", "on", env={"WHIZI_PASSPHRASE": "second one"}).returncode == 0
    assert whizi(data_dir, "chats", "list").returncode == Exit.OK
    removed = whizi(data_dir, "encryption", "remove-passphrase")
    assert removed.returncode == Exit.OK and removed.stdout.startswith("Passphrase removed")
    assert state().endswith("kept in the system keyring.\n")
    refused = whizi(data_dir, "encryption", "keyring", "off")
    assert refused.returncode == Exit.USAGE and "no way to unlock" in refused.stderr
    assert whizi(data_dir, "chats", "list").returncode == Exit.OK


def test_export_says_on_stderr_that_the_file_is_not_encrypted(data_dir, tmp_path):
    plain_folder(data_dir, chats=1)
    out = tmp_path / "backup.json"
    done = whizi(data_dir, "export", "--out", str(out))
    assert done.returncode == Exit.OK and done.stdout.startswith("Exported 1 chat")
    assert done.stderr == f"whizi: {out} is not encrypted: anyone who can open it can read your chats. " \
                          "Keep it somewhere safe.\n"
    assert MARKERS[0] in out.read_bytes()          # it is what it says: plain JSON


def _typed(data, args: list[str], answers: list[tuple[str, str]], env: dict) -> tuple[int, str]:
    """Run whizi on a real terminal (a pty that is its controlling terminal, where getpass reads)
    and type each answer once its prompt has appeared. Returns the exit code and all it showed."""
    import pty
    import select

    environment = dict(os.environ, **env)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WHIZI_PASSPHRASE"):
        environment.pop(name, None)
    pid, fd = pty.fork()
    if pid == 0:   # the child: exec at once
        os.chdir(ROOT)
        os.execve(WHIZI, [WHIZI, "--data-dir", str(data), *args], environment)
    shown, pending = b"", list(answers)
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], 120)
            assert ready, f"whizi waited for input: {shown!r}"
            try:
                chunk = os.read(fd, 4096)
            except OSError:        # the child closed the terminal
                break
            if not chunk:
                break
            shown += chunk
            if pending and shown.rstrip().endswith(pending[0][0].encode()):
                os.write(fd, (pending.pop(0)[1] + "\n").encode())
    finally:
        os.close(fd)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), shown.decode(errors="replace")


def test_on_a_terminal_encrypt_asks_for_the_new_passphrase_twice_without_echoing_it(data_dir):
    plain_folder(data_dir, chats=1)
    code, shown = _typed(data_dir, ["encryption", "encrypt", "--passphrase"],
                         [("New passphrase:", "harbour light"), ("Repeat the new passphrase:", "harbour light")], {})
    assert code == Exit.OK, shown
    assert "harbour light" not in shown                       # typed, never shown
    assert "the key is kept in the system keyring and under your passphrase" in shown
    assert whizi(data_dir, "encryption", "status").stdout.endswith("and a passphrase unlocks it too.\n")
    opened = whizi(data_dir, "chats", "list", env={**NO_KEYRING, "WHIZI_PASSPHRASE": "harbour light"})
    assert opened.returncode == Exit.OK and "QZVTITLE" in opened.stdout


def test_encrypt_refuses_while_whizi_has_the_folder_open_and_changes_nothing(data_dir):
    from app.core.context import WhiziCore

    plain_folder(data_dir, chats=1)
    core = WhiziCore.open(data_dir)                # the window, say
    try:
        before = files(data_dir)
        refused = whizi(data_dir, "encryption", "encrypt")
        assert refused.returncode == Exit.DATA and "already running" in refused.stderr
        assert files(data_dir) == before
    finally:
        core.close()
    assert whizi(data_dir, "encryption", "status").stdout.startswith("Not encrypted:")


def test_status_says_when_the_keyring_lost_the_key_and_the_passphrase_is_the_way_back(data_dir, memory_keyring):
    import json

    assert whizi(data_dir, "encryption", "set-passphrase", "--new-passphrase-stdin", stdin="spare key\n").returncode == 0
    folder_id = json.loads((data_dir / encryption.KEY_FILE).read_text())["folder_id"]
    memory_keyring.delete_password(encryption.KEYRING_SERVICE, folder_id)   # the keyring was reset, say

    said = whizi(data_dir, "encryption", "status").stdout
    assert said.endswith("But the system keyring no longer has it: open the folder with its passphrase.\n")
    back = whizi(data_dir, "encryption", "keyring", "on", env={"WHIZI_PASSPHRASE": "spare key"})
    assert back.returncode == Exit.OK, back.stderr
    assert whizi(data_dir, "encryption", "status").stdout.endswith("a passphrase unlocks it too.\n")
    assert whizi(data_dir, "chats", "list").returncode == Exit.OK


def test_a_damaged_encrypted_database_is_named_once_without_sqlciphers_own_log(tmp_path):
    data = tmp_path / "data"
    assert whizi(data, "chats", "list").returncode == Exit.OK          # a new folder: encrypted
    database = data / "whizi.db"
    raw = bytearray(database.read_bytes())
    raw[200:260] = bytes(60)                                           # page 1 no longer authenticates
    database.write_bytes(bytes(raw))
    result = whizi(data, "chats", "list")
    assert result.returncode == Exit.DATA
    assert "damaged" in result.stderr
    assert "ERROR CORE" not in result.stderr and "hmac check failed" not in result.stderr, result.stderr
    assert database.read_bytes() == bytes(raw)
