""""Encrypt my data" (#17): a plain legacy folder becomes an encrypted one, with no plaintext left
and a commit point a crash cannot blur. Real files throughout: a plain folder written by the app's
own core, the real sqlcipher3, real keyring entries (the in-memory test keyring), real processes
killed with SIGKILL and a real write limit (RLIMIT_FSIZE) for a full disk."""
from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from app.core.context import WhiziCore
from app.core.errors import StorageError
from app.core.store import encryption
from app.core.store.encrypt_folder import STAGING, encrypt_folder, recover
from tests.support.plain_folder import files, plain_folder, plaintext_in

ROOT = Path(__file__).resolve().parents[3]


def titles(root: Path, passphrase: str | None = None) -> list[tuple[str, list[str]]]:
    """Every chat's title and messages, as the app reads them."""
    core = WhiziCore.open(root, passphrase=passphrase) if passphrase else WhiziCore.open(root)
    try:
        return sorted((c.title, [m.content for m in core.messages.list(c.id)]) for c in core.chats.list_visible())
    finally:
        core.close()


def key_entries(keyring) -> list:
    return [k for k in keyring.secrets if k[0] == encryption.KEYRING_SERVICE]


def test_encrypting_leaves_no_plaintext_anywhere_and_keeps_every_chat(data_dir, memory_keyring):
    plain_folder(data_dir, chats=3, index=True)
    before = titles(data_dir)
    # What an older version left beside the database: its on-disk index, an import's scratch file.
    for scratch in (data_dir / "lancedb" / "messages.lance" / "data" / "0.lance", data_dir / "tmp" / "staging.db"):
        scratch.parent.mkdir(parents=True, exist_ok=True)
        scratch.write_bytes(b"SQLite format 3\x00 QZVUSER1 QZVREPLY " * 100)
    assert plaintext_in(data_dir)                 # the markers are really there to be found
    seen: list = []

    encrypt_folder(data_dir, passphrase=None, use_keyring=True, progress=lambda d, t: seen.append((d, t)),
                   phase=seen.append)

    assert plaintext_in(data_dir) == []
    assert not any((data_dir / name).exists() for name in (STAGING, "lancedb", "tmp", "whizi.db-wal"))
    assert encryption.status(data_dir) == encryption.EncryptionStatus(encrypted=True, keyring=True, passphrase=False)
    assert titles(data_dir) == before             # opened with the key from the keyring
    core = WhiziCore.open(data_dir)
    try:                                          # the search index came along, inside the database
        hits = asyncio.run(core.history.search_messages("dinghy QZVUSER1 varnish", limit=3))
        assert hits and "QZVUSER1 " in hits[0].text
    finally:
        core.close()
    steps = [s for s in seen if isinstance(s, str)]
    assert steps == ["export", "switch", "erase", "done"]
    counts = [s for s in seen if not isinstance(s, str)]
    assert counts[-1][0] == counts[-1][1] and len(counts) > 3
    assert [d for d, _ in counts] == sorted(d for d, _ in counts)


def test_a_passphrase_alone_opens_the_encrypted_folder(data_dir, memory_keyring):
    plain_folder(data_dir, chats=3)
    before = titles(data_dir)
    encrypt_folder(data_dir, passphrase="correct horse", use_keyring=False)
    assert key_entries(memory_keyring) == []
    assert encryption.status(data_dir).passphrase and not encryption.status(data_dir).keyring
    with pytest.raises(encryption.PassphraseNeeded):
        WhiziCore.open(data_dir)
    assert titles(data_dir, passphrase="correct horse") == before


class Stop(Exception):
    pass


def _raise_mid_export():
    def progress(done, total):
        if 0 < done < total // 3:
            raise Stop()
    return {"progress": progress}


def _raise_at(name):
    def phase(step):
        if step == name:
            raise Stop()
    return {"phase": phase}


@pytest.mark.parametrize("where", ["mid-export", "before-commit"])
def test_an_error_before_the_commit_point_leaves_the_plain_folder_as_it_was(data_dir, memory_keyring, where):
    plain_folder(data_dir)
    before_titles = titles(data_dir)
    before = files(data_dir)
    hooks = _raise_mid_export() if where == "mid-export" else _raise_at("switch")

    with pytest.raises(Stop):
        encrypt_folder(data_dir, passphrase=None, use_keyring=True, **hooks)

    assert files(data_dir) == before              # byte for byte: nothing added, nothing changed
    assert key_entries(memory_keyring) == []      # the staged key is forgotten
    assert encryption.status(data_dir).encrypted is False
    assert titles(data_dir) == before_titles


def test_an_error_after_the_commit_point_still_encrypts_and_the_next_open_finishes_erasing(data_dir, memory_keyring):
    plain_folder(data_dir)
    before = titles(data_dir)
    key = encrypt_folder(data_dir, passphrase=None, use_keyring=True, **_raise_at("erase"))
    # The caller is told the truth: encrypted (the key), with the plain copy not yet erased.
    assert key and encryption.status(data_dir).encrypted and (data_dir / STAGING).exists()

    assert titles(data_dir) == before             # the open finishes the switch first
    assert not (data_dir / STAGING).exists()
    assert plaintext_in(data_dir) == []
    assert recover(data_dir) is None


def test_a_folder_with_too_little_room_fails_before_anything_changes(data_dir, memory_keyring):
    """A real full disk: the migration runs in a process whose files may not grow past 128 KiB
    (RLIMIT_FSIZE), so writing the encrypted copy fails with EFBIG as on a full volume."""
    plain_folder(data_dir)
    assert (data_dir / "whizi.db").stat().st_size > 2 * 128 * 1024
    before, before_titles = files(data_dir), titles(data_dir)
    script = textwrap.dedent(f"""
        import resource, signal, sys
        from pathlib import Path
        from app.core.errors import StorageError
        from app.core.store.encrypt_folder import encrypt_folder
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (128 * 1024, resource.RLIM_INFINITY))
        try:
            encrypt_folder(Path({str(data_dir)!r}), passphrase="pw", use_keyring=False)
        except StorageError as exc:
            print(exc.code)
            sys.exit(0)
        sys.exit(5)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "storage.disk_full"
    assert files(data_dir) == before
    assert titles(data_dir) == before_titles


# A migration in a child process killed with SIGKILL at a chosen point: no clean-up code runs.
_KILLED = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from app.core.store.encrypt_folder import encrypt_folder
    root, where = Path(sys.argv[1]), sys.argv[2]
    seen = {"erase": False}
    def die():
        os.kill(os.getpid(), signal.SIGKILL)
    def progress(done, total):
        if where == "mid-export" and 0 < done < total // 3:
            die()
        if where == "mid-erase" and seen["erase"]:   # the old whizi.db zeroed, the new one not yet in place
            die()
    def phase(step):
        if step == "erase":
            seen["erase"] = True
        if step == where:
            die()
    encrypt_folder(root, passphrase="pw", use_keyring=False, progress=progress, phase=phase)
    sys.exit(7)
""")


@pytest.mark.parametrize("where, committed", [("mid-export", False), ("switch", False), ("erase", True),
                                              ("mid-erase", True)])
def test_a_crash_at_any_step_is_rolled_back_or_finished_by_the_next_open(data_dir, where, committed):
    plain_folder(data_dir)
    before, before_titles = files(data_dir), titles(data_dir)
    killed = subprocess.run([sys.executable, "-c", _KILLED, str(data_dir), where], capture_output=True,
                            text=True, cwd=ROOT, timeout=120)
    assert killed.returncode == -signal.SIGKILL, killed.stderr

    if committed:
        assert titles(data_dir, passphrase="pw") == before_titles
        assert plaintext_in(data_dir) == []
    else:
        # The plain database was only read: byte for byte as it was. (The killed export's read-only
        # connection may leave an empty -wal and its -shm; SQLite ignores an empty WAL.)
        after = files(data_dir)
        assert after["whizi.db"] == before["whizi.db"]
        assert set(after) - set(before) <= {"whizi.db-wal", "whizi.db-shm"} | {k for k in after if k.startswith(STAGING)}
        assert titles(data_dir) == before_titles
        assert encryption.status(data_dir).encrypted is False
        assert set(files(data_dir)) == set(before)
    assert not (data_dir / STAGING).exists()


def test_an_open_folder_is_not_encrypted_from_under_its_core(data_dir, memory_keyring):
    plain_folder(data_dir, chats=1)
    core = WhiziCore.open(data_dir)
    try:
        with pytest.raises(StorageError) as raised:
            encrypt_folder(data_dir, passphrase="pw", use_keyring=False)
        assert raised.value.code == "storage.already_running"
    finally:
        core.close()
    assert encryption.status(data_dir).encrypted is False
