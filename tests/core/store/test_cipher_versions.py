"""How a folder's pages are encrypted is named in its encryption.json (#17): new folders use
HMAC-SHA256 per page (cheaper to read than SQLCipher's default HMAC-SHA512), and a folder encrypted
before that change, with SQLCipher's defaults, keeps opening, searching and importing as it did."""
from __future__ import annotations

import json

import pytest
import sqlcipher3.dbapi2 as sqlcipher

from app.core.context import WhiziCore
from app.core.domain import Role
from app.core.errors import StorageError
from app.core.store import encryption
from app.core.store.db import CorruptDatabase, key_literal
from tests.support import encrypted_db


def _opens_with(database, key: bytes, hmac: str) -> bool:
    con = sqlcipher.connect(str(database))
    try:
        con.execute(f"PRAGMA key = {key_literal(key)}")
        con.execute(f"PRAGMA cipher_hmac_algorithm = {hmac}")
        con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return True
    except sqlcipher.DatabaseError:
        return False
    finally:
        con.close()


def _as_the_first_version_left_it(root) -> None:
    """Re-encrypt `root`'s database with SQLCipher 4's defaults (HMAC-SHA512) and name that
    cipher in encryption.json, as folders encrypted before "sqlcipher4-sha256" are."""
    key = encrypted_db.key_of(root)
    old = root / "old.db"
    con = encrypted_db.connect(root)
    try:
        con.execute(f"ATTACH DATABASE ? AS old KEY {key_literal(key)}", (str(old),))
        con.execute("PRAGMA old.cipher_hmac_algorithm = HMAC_SHA512")
        con.execute("SELECT sqlcipher_export('old')").fetchall()
        version = con.execute("PRAGMA user_version").fetchone()[0]
        con.execute(f"PRAGMA old.user_version = {version}")
        con.execute("DETACH DATABASE old")
    finally:
        con.close()
    for side in ("whizi.db-wal", "whizi.db-shm"):
        (root / side).unlink(missing_ok=True)
    old.replace(root / "whizi.db")
    data = json.loads((root / "encryption.json").read_text())
    data["cipher"] = "sqlcipher4"
    (root / "encryption.json").write_text(json.dumps(data))


def test_a_new_folder_authenticates_its_pages_with_hmac_sha256(tmp_path):
    core = WhiziCore.open(tmp_path / "data")
    try:
        core.chats.create("Trip to Lisbon")
        key = core.db.key
    finally:
        core.close()
    root = tmp_path / "data"
    assert json.loads((root / "encryption.json").read_text())["cipher"] == "sqlcipher4-sha256"
    assert _opens_with(root / "whizi.db", key, "HMAC_SHA256")
    assert not _opens_with(root / "whizi.db", key, "HMAC_SHA512")


def test_a_folder_encrypted_with_sqlciphers_defaults_keeps_working(tmp_path):
    root = tmp_path / "data"
    core = WhiziCore.open(root)
    try:
        chat = core.chats.create("Trip to Lisbon")
        core.messages.add(chat.id, Role.USER, "The ferry to Cacilhas leaves at nine")
    finally:
        core.close()
    _as_the_first_version_left_it(root)
    key = encrypted_db.key_of(root)
    assert _opens_with(root / "whizi.db", key, "HMAC_SHA512") and not _opens_with(root / "whizi.db", key, "HMAC_SHA256")

    export = tmp_path / "other.json"
    other = WhiziCore.open(tmp_path / "other")
    try:
        chat = other.chats.create("Recipes")
        other.messages.add(chat.id, Role.USER, "Pastel de nata needs puff pastry")
        other.data.export(export)
    finally:
        other.close()

    core = WhiziCore.open(root)
    try:
        assert [c.title for c in core.chats.list_visible()] == ["Trip to Lisbon"]
        assert [h.chat_title for h in core.search.search("ferry")] == ["Trip to Lisbon"]
        core.data.import_files(export)      # the staging file is attached to this older cipher's database
        assert sorted(c.title for c in core.chats.list_visible()) == ["Recipes", "Trip to Lisbon"]
        chat = core.chats.create("Later")
        core.messages.add(chat.id, Role.USER, "written after the upgrade")
    finally:
        core.close()
    assert json.loads((root / "encryption.json").read_text())["cipher"] == "sqlcipher4"   # not rewritten
    assert _opens_with(root / "whizi.db", key, "HMAC_SHA512")
    reopened = WhiziCore.open(root)
    try:
        assert [h.chat_title for h in reopened.search.search("upgrade")] == ["Later"]
    finally:
        reopened.close()


def test_a_cipher_this_version_does_not_know_is_named_and_not_taken_for_damage(tmp_path):
    root = tmp_path / "data"
    WhiziCore.open(root).close()
    data = json.loads((root / "encryption.json").read_text())
    data["cipher"] = "sqlcipher9-future"
    (root / "encryption.json").write_text(json.dumps(data))
    before = {p.name: p.read_bytes() for p in root.iterdir() if p.is_file()}
    with pytest.raises(StorageError) as caught:
        WhiziCore.open(root)
    assert not isinstance(caught.value, CorruptDatabase)       # the app would offer to move it aside
    assert "sqlcipher9-future" in str(caught.value) and "update Whizi" in str(caught.value)
    assert encryption.CIPHER in encryption.CIPHERS
    assert {p.name: p.read_bytes() for p in root.iterdir() if p.is_file()} == before
