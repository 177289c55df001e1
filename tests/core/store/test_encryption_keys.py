"""The data folder's key (#17): kept in the keyring and/or wrapped by a passphrase in
encryption.json, unlocked in that order, changed without touching the database."""
from __future__ import annotations

import json
import os
import stat

import pytest
from keyring.backends import fail

from app.core.store import encryption
from app.core.store.encryption import (
    KEY_FILE,
    KEYRING_SERVICE,
    EmptyPassphrase,
    KeyMissing,
    LastKey,
    NoKeyStore,
    PassphraseNeeded,
    WrongPassphrase,
)


def _folder_id(root):
    return json.loads((root / KEY_FILE).read_text())["folder_id"]


def test_a_new_folder_is_neither_encrypted_nor_keyed(tmp_path):
    assert encryption.status(tmp_path) == encryption.EncryptionStatus(False, False, False)
    assert encryption.unlock(tmp_path) is None
    assert encryption.keyring_usable()   # the tests' MemoryKeyring is a real store


def test_a_keyring_key_unlocks_without_a_passphrase_and_the_file_holds_no_secret(tmp_path, memory_keyring):
    key = encryption.create_key(tmp_path, passphrase=None, use_keyring=True)
    assert len(key) == 32
    assert encryption.status(tmp_path) == encryption.EncryptionStatus(True, True, False)
    assert encryption.unlock(tmp_path) == key
    raw = (tmp_path / KEY_FILE).read_bytes()
    assert key.hex().encode() not in raw and key not in raw
    assert stat.S_IMODE(os.stat(tmp_path / KEY_FILE).st_mode) == 0o600
    # The keyring entry is named by the folder's id, not its path: a moved folder still opens.
    assert memory_keyring.get_password(KEYRING_SERVICE, _folder_id(tmp_path)) == key.hex()
    moved = tmp_path.parent / (tmp_path.name + "-moved")
    tmp_path.rename(moved)
    assert encryption.unlock(moved) == key


def test_a_passphrase_key_needs_the_right_passphrase(tmp_path, memory_keyring):
    key = encryption.create_key(tmp_path, passphrase="correct horse", use_keyring=False)
    assert encryption.status(tmp_path) == encryption.EncryptionStatus(True, False, True)
    assert memory_keyring.secrets == {}
    with pytest.raises(PassphraseNeeded) as needed:
        encryption.unlock(tmp_path)
    assert needed.value.code == "storage.passphrase_needed" and str(tmp_path) in str(needed.value)
    before = (tmp_path / KEY_FILE).read_bytes()
    with pytest.raises(WrongPassphrase) as wrong:
        encryption.unlock(tmp_path, "correct hose")
    assert "correct hose" not in str(wrong.value) and "Nothing was changed" in str(wrong.value)
    assert (tmp_path / KEY_FILE).read_bytes() == before
    assert encryption.unlock(tmp_path, "correct horse") == key
    assert b"correct horse" not in before


def test_no_keyring_and_no_passphrase_is_refused(tmp_path):
    import keyring

    keyring.set_keyring(fail.Keyring())   # the autouse fixture restores it
    assert not encryption.keyring_usable()
    with pytest.raises(NoKeyStore):
        encryption.create_key(tmp_path, passphrase=None, use_keyring=True)
    assert not (tmp_path / KEY_FILE).exists()
    key = encryption.create_key(tmp_path, passphrase="only way", use_keyring=True)
    assert encryption.status(tmp_path) == encryption.EncryptionStatus(True, False, True)
    assert encryption.unlock(tmp_path, "only way") == key


def test_a_deleted_keyring_entry_is_named_and_the_passphrase_is_the_way_back(tmp_path, memory_keyring):
    key = encryption.create_key(tmp_path, passphrase=None, use_keyring=True)
    memory_keyring.delete_password(KEYRING_SERVICE, _folder_id(tmp_path))
    with pytest.raises(KeyMissing) as missing:
        encryption.unlock(tmp_path, "anything")
    assert not missing.value.passphrase_set
    assert "no longer in the system keyring" in str(missing.value) and "no passphrase" in str(missing.value)

    other = tmp_path / "other"
    other.mkdir()
    key2 = encryption.create_key(other, passphrase="way back", use_keyring=True)
    memory_keyring.delete_password(KEYRING_SERVICE, _folder_id(other))
    with pytest.raises(KeyMissing) as missing:
        encryption.unlock(other)
    assert missing.value.passphrase_set and "Enter the folder's passphrase" in str(missing.value)
    with pytest.raises(WrongPassphrase):
        encryption.unlock(other, "not it")
    assert encryption.unlock(other, "way back") == key2 != key


def test_changing_the_passphrase_and_the_keyring_rewraps_the_same_key(tmp_path, memory_keyring):
    key = encryption.create_key(tmp_path, passphrase=None, use_keyring=True)
    with pytest.raises(LastKey):
        encryption.set_keyring(tmp_path, key, False)   # the only way to the key
    with pytest.raises(EmptyPassphrase):
        encryption.set_passphrase(tmp_path, key, "")
    encryption.set_passphrase(tmp_path, key, "first")
    encryption.set_passphrase(tmp_path, key, "second")
    encryption.set_keyring(tmp_path, key, False)
    assert memory_keyring.secrets == {}
    assert encryption.status(tmp_path) == encryption.EncryptionStatus(True, False, True)
    with pytest.raises(WrongPassphrase):
        encryption.unlock(tmp_path, "first")
    assert encryption.unlock(tmp_path, "second") == key
    with pytest.raises(LastKey):
        encryption.set_passphrase(tmp_path, key, None)
    encryption.set_keyring(tmp_path, key, True)
    encryption.set_passphrase(tmp_path, key, None)
    assert encryption.status(tmp_path) == encryption.EncryptionStatus(True, True, False)
    assert encryption.unlock(tmp_path) == key
    # No temp file is left behind by the atomic rewrites.
    assert sorted(p.name for p in tmp_path.iterdir()) == [KEY_FILE]


def test_forget_removes_the_keyring_entry_and_the_file(tmp_path, memory_keyring):
    encryption.create_key(tmp_path, passphrase="p", use_keyring=True)
    encryption.forget(tmp_path)
    assert memory_keyring.secrets == {} and not (tmp_path / KEY_FILE).exists()
    assert encryption.status(tmp_path).encrypted is False
