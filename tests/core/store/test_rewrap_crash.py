"""Changing the passphrase or taking the key out of the keyring only rewrites encryption.json,
atomically (#17): a process killed (SIGKILL) right where the new file would replace the old one
leaves the old passphrase, and the keyring, working."""
from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from app.core.context import WhiziCore
from app.core.store import encryption

ROOT = Path(__file__).resolve().parents[3]

# The child does the change with os.replace stopped dead at encryption.json: the temp file is
# written and fsynced, the rename never happens. The key comes on stdin, never in argv.
_CHILD = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from app.core.store import encryption
    root, action, crash = Path(sys.argv[1]), sys.argv[2], sys.argv[3] == "crash"
    key = bytes.fromhex(sys.stdin.readline().strip())
    real = os.replace
    def replace(src, dst, *args, **kwargs):
        if crash and Path(dst).name == encryption.KEY_FILE:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(src, dst, *args, **kwargs)
    os.replace = replace
    if action == "change":
        encryption.set_passphrase(root, key, "new words")
    else:
        encryption.set_keyring(root, key, False)
""")


def child(root: Path, key: bytes, action: str, crash: bool) -> int:
    return subprocess.run([sys.executable, "-c", _CHILD, str(root), action, "crash" if crash else "finish"],
                          input=key.hex() + "\n", capture_output=True, text=True, cwd=ROOT, timeout=120).returncode


def folder(root: Path, *, keyring: bool) -> bytes:
    core = WhiziCore.open(root, passphrase="old words")
    try:
        core.chats.create("Tide tables")
        key = core.db.key
    finally:
        core.close()
    encryption.set_passphrase(root, key, "old words")
    if not keyring:
        encryption.set_keyring(root, key, False)
    return key


def titles(root: Path, passphrase: str | None) -> list[str]:
    core = WhiziCore.open(root, passphrase=passphrase)
    try:
        return [c.title for c in core.chats.list_visible()]
    finally:
        core.close()


@pytest.mark.parametrize("crash", [True, False])
def test_a_crash_while_changing_the_passphrase_leaves_the_old_one_working(data_dir, crash):
    key = folder(data_dir, keyring=False)
    code = child(data_dir, key, "change", crash)

    if crash:
        assert code == -signal.SIGKILL
        assert encryption.unlock(data_dir, "old words") == key
        with pytest.raises(encryption.WrongPassphrase):
            encryption.unlock(data_dir, "new words")
        assert titles(data_dir, "old words") == ["Tide tables"]
        assert sorted(p.name for p in data_dir.iterdir() if "encryption" in p.name) == [encryption.KEY_FILE]
    else:                                             # the same child, not killed: the change is made
        assert code == 0
        assert encryption.unlock(data_dir, "new words") == key
        assert titles(data_dir, "new words") == ["Tide tables"]


def test_a_crash_while_taking_the_key_out_of_the_keyring_leaves_it_opening_without_a_passphrase(data_dir):
    key = folder(data_dir, keyring=True)
    assert child(data_dir, key, "keyring-off", crash=True) == -signal.SIGKILL

    assert encryption.status(data_dir).keyring
    assert titles(data_dir, None) == ["Tide tables"]
    assert encryption.unlock(data_dir, "old words") == key
