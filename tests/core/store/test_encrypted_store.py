"""A new data folder is encrypted (#17): whizi.db and its WAL hold no SQLite header and no text of
the user's after a real chat turn; the import's scratch database is encrypted too; a lost keyring
entry is named, with the passphrase as the way back; a plain folder of an older Whizi keeps opening."""
from __future__ import annotations

import asyncio
import json

import pytest

from app.core.context import WhiziCore
from app.core.data.progress import Progress
from app.core.store import encryption
from app.core.store.encryption import KeyMissing, NoKeyStore, PassphraseNeeded, WrongPassphrase
from tests.support import encrypted_db
from tests.support.encrypted_db import SQLITE_HEADER, files_containing, plain_folder
from tests.support.openai_server import Reply

MARKER_USER = "Quetzal-4471 lives on Okapi Lane"
MARKER_REPLY = "Noted, Zanzibar-9902 reply"


def _no_keyring():
    import keyring
    from keyring.backends import fail

    keyring.set_keyring(fail.Keyring())   # the autouse fixture puts the test keyring back


def test_a_chat_turn_leaves_no_header_and_no_text_in_the_database_or_its_wal(connected_core, openai_server):
    core = connected_core
    openai_server.queue_reply(Reply(content=MARKER_REPLY))
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, MARKER_USER))
    root = core.layout.root
    wal = root / "whizi.db-wal"
    assert wal.exists() and wal.stat().st_size > 0          # the turn is (also) in the WAL, while Whizi runs
    for marker in (MARKER_USER, MARKER_REPLY, "Quetzal", "Zanzibar"):
        assert files_containing(root, marker) == [], marker
    assert SQLITE_HEADER not in (root / "whizi.db").read_bytes()
    assert SQLITE_HEADER not in wal.read_bytes()
    core.close()
    assert SQLITE_HEADER not in (root / "whizi.db").read_bytes()
    assert all(files_containing(root, m) == [] for m in (MARKER_USER, MARKER_REPLY))
    # The folder's own key reads it: the text is there, only not in the clear.
    con = encrypted_db.connect(root)
    try:
        assert sorted(r[0] for r in con.execute("SELECT content FROM messages")) == [MARKER_REPLY, MARKER_USER]
    finally:
        con.close()
    assert encryption.status(root) == encryption.EncryptionStatus(encrypted=True, keyring=True, passphrase=False)


def test_the_import_scratch_database_is_encrypted_with_the_folders_key(core, tmp_path):
    export = tmp_path / "export.json"
    source = WhiziCore.open(tmp_path / "source")
    try:
        chat = source.chats.create("Trip to Quetzal-4471")
        from app.core.domain import Role

        source.messages.add(chat.id, Role.USER, MARKER_USER)
        source.data.export(export)
    finally:
        source.close()
    scratch = core.layout.root / "tmp"
    seen: list[bytes] = []

    def progress(p: Progress) -> None:
        if p.stage == "merge":   # everything read is in the staging file now, nothing merged yet
            seen.extend(f.read_bytes() for f in scratch.glob("import-*"))

    core.data.import_files(export, progress=progress)
    assert seen, "the staging file was not there to look at"
    assert all(SQLITE_HEADER not in data and MARKER_USER.encode() not in data for data in seen)
    assert [c.title for c in core.chats.list_visible()] == ["Trip to Quetzal-4471"]
    assert list(scratch.glob("import-*")) == []
    assert files_containing(core.layout.root, MARKER_USER) == []


def test_the_staging_file_on_disk_is_sqlcipher_keyed_like_the_folder(core):
    """What an import writes to tmp/ before the merge, committed to disk as the merge finds it."""
    from app.core.data.folder import DataFolder
    from app.core.data.staging import Staging

    staging = Staging(DataFolder(core.layout, core.db))
    try:
        staging.con.execute("CREATE TABLE probe (t TEXT)")
        staging.con.executemany("INSERT INTO probe VALUES (?)", [(f"{MARKER_USER} {i}",) for i in range(500)])
        staging.con.execute("COMMIT")
        data = staging.path.read_bytes()
        assert len(data) > 10_000
        assert SQLITE_HEADER not in data and MARKER_USER.encode() not in data
        other = encrypted_db._connect(staging.path, core.db.key)   # the folder's key reads it
        try:
            assert other.execute("SELECT count(*) FROM probe").fetchone()[0] == 500
        finally:
            other.close()
    finally:
        staging.discard()
    assert not staging.path.exists()


def test_a_lost_keyring_entry_is_named_and_the_passphrase_opens_the_folder(data_dir, memory_keyring):
    core = WhiziCore.open(data_dir)
    core.chats.create("kept")
    encryption.set_passphrase(data_dir, core.db.key, "sea glass 12")
    core.close()
    folder_id = json.loads((data_dir / encryption.KEY_FILE).read_text())["folder_id"]
    memory_keyring.delete_password(encryption.KEYRING_SERVICE, folder_id)
    with pytest.raises(KeyMissing) as missing:
        WhiziCore.open(data_dir)
    assert missing.value.passphrase_set
    assert str(missing.value) == (f"The key to the encrypted Whizi data folder {data_dir} is no longer in the "
                                  "system keyring. Enter the folder's passphrase to open it.")
    with pytest.raises(WrongPassphrase):
        WhiziCore.open(data_dir, passphrase="sea glass 13")
    core = WhiziCore.open(data_dir, passphrase="sea glass 12")
    try:
        assert [c.title for c in core.chats.list_visible()] == ["kept"]
    finally:
        core.close()


def test_a_lost_keyring_entry_without_a_passphrase_says_the_data_cannot_be_opened(data_dir, memory_keyring):
    WhiziCore.open(data_dir).close()
    memory_keyring.secrets.clear()
    with pytest.raises(KeyMissing) as missing:
        WhiziCore.open(data_dir, passphrase="anything")
    assert not missing.value.passphrase_set and "cannot be opened" in str(missing.value)


def test_without_a_keyring_a_new_folder_needs_a_passphrase(data_dir):
    _no_keyring()
    with pytest.raises(NoKeyStore):
        WhiziCore.open(data_dir)
    assert sorted(p.name for p in data_dir.iterdir()) == ["whizi.lock"]   # no key file, no database
    WhiziCore.open(data_dir, passphrase="lamp post").close()
    assert encryption.status(data_dir) == encryption.EncryptionStatus(encrypted=True, keyring=False, passphrase=True)
    with pytest.raises(PassphraseNeeded):
        WhiziCore.open(data_dir)
    assert SQLITE_HEADER not in (data_dir / "whizi.db").read_bytes()


def test_a_plain_folder_of_an_older_whizi_keeps_opening_unencrypted(data_dir):
    plain_folder(data_dir)
    core = WhiziCore.open(data_dir)
    try:
        core.chats.create("old and plain")
        assert core.db.key is None and core.encryption.encrypted is False
    finally:
        core.close()
    assert (data_dir / "whizi.db").read_bytes().startswith(SQLITE_HEADER)
    assert not (data_dir / encryption.KEY_FILE).exists()


def test_the_key_the_unlock_dialog_derived_opens_the_folder_without_the_passphrase_again(data_dir):
    """The start-up dialog derives the key from the passphrase in a worker (scrypt, 0.5-2 s); the open
    that follows takes that key instead of deriving it a second time on the UI thread."""
    _no_keyring()
    core = WhiziCore.open(data_dir, passphrase="harbour light 7")
    core.chats.create("behind a passphrase")
    core.close()
    key = encryption.unlock(data_dir, "harbour light 7")
    core = WhiziCore.open(data_dir, key=key)
    try:
        assert [c.title for c in core.chats.list_visible()] == ["behind a passphrase"]
    finally:
        core.close()
