"""Delete all data: afterwards no byte of the user's is left in the data folder, the keys are out
of the keyring, and Whizi starts fresh in the same folder."""
from __future__ import annotations

import asyncio
import logging

import pytest

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig, Role
from app.core.instance_lock import AlreadyRunning
from app.core.lifecycle import OWNED_NAMES, DataDeleted
from app.core.logs import setup_logging
from app.core.providers.secrets import SERVICE
from app.core.store import encryption
from tests.support.encrypted_db import connect, plain_folder

from .support import add_facts

PLANTED = {
    "chat": "zebra-title-5d1e",
    "message": "quokka-message-83af",
    "fact": "narwhal-fact-0c77",
    "setting": "axolotl-prompt-91b2",
    "log": "pangolin-log-6e4d",
    "vector": "okapi-vector-2f90",
    "key": "sk-delete-me-7a61",
}


def files_containing(root, needle: str) -> list:
    data = needle.encode()
    return [p for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def write_vectors(folder, text: str) -> None:
    """A real LanceDB table, as chat-history retrieval keeps its index."""
    import lancedb

    db = lancedb.connect(str(folder))
    db.create_table("messages", data=[{"id": "m1", "text": text, "vector": [0.1, 0.2, 0.3]}])


@pytest.fixture
def plain_core(data_dir):
    """A folder of an older, unencrypted Whizi: there the byte scan can see the text go."""
    c = WhiziCore.open(plain_folder(data_dir))
    yield c
    c.close()


def test_delete_all_leaves_nothing_of_the_user_and_starts_fresh(plain_core, memory_keyring):
    core = plain_core
    root = core.layout.root
    saved, in_keyring = core.providers.save(ProviderConfig(id="", name="Cloud", base_url="https://api.example.org/v1",
                                                           chat_model="gpt-4o-mini"), PLANTED["key"])
    assert in_keyring and memory_keyring.secrets[(SERVICE, saved.id)] == PLANTED["key"]
    other, _ = core.providers.save(ProviderConfig(id="", name="Other", base_url="https://other.example.org/v1",
                                                  chat_model="m"), "sk-other-provider", make_active=False)
    chat = core.chats.create(PLANTED["chat"])
    for i in range(200):  # enough text that SQLite spills into many pages and the WAL
        core.messages.add(chat.id, Role.USER, f"{PLANTED['message']} {i} " + "filler text " * 20)
    add_facts(core, [f"User's pet is {PLANTED['fact']}"])
    core.settings.set("chat.default_system_prompt", PLANTED["setting"])
    log_path = setup_logging(core.layout.logs)
    try:
        logging.getLogger("app.test").warning("a line the user would not want kept: %s", PLANTED["log"])
        write_vectors(core.layout.vectors, PLANTED["vector"])
        (root / "tmp").mkdir(exist_ok=True)
        (root / "tmp" / "import-leftover.sqlite").write_bytes(PLANTED["message"].encode())
        for needle in PLANTED.values():
            if needle != PLANTED["key"]:
                assert files_containing(root, needle), f"{needle} was not on disk to begin with"

        fresh = asyncio.run(core.data.delete_all())
        try:
            for name, needle in PLANTED.items():
                assert files_containing(root, needle) == [], f"{name} survived"
            assert not any(service == SERVICE for service, _user in memory_keyring.secrets)
            assert fresh.keys.get(saved.id) is None and fresh.keys.get(other.id) is None
            # What is left is Whizi's own (the new, empty database, a fresh log, the lock) and nothing else.
            assert {p.name for p in root.iterdir()} <= set(OWNED_NAMES) | {"whizi.lock"}
            assert fresh.chats.list_visible() == [] and fresh.providers.active() is None
            assert fresh.settings.get("chat.default_system_prompt") == ""
            assert fresh.facts.lines() == []
            # It works, and it still holds the folder: no second Whizi can open it meanwhile.
            fresh.chats.create("A new start")
            with pytest.raises(AlreadyRunning):
                WhiziCore.open(root)
            logging.getLogger("app.test").warning("after the reset")
            assert "after the reset" in log_path.read_text()
            # Whoever still holds the old core cannot write the old data back.
            with pytest.raises(DataDeleted):
                core.settings.set("chat.default_system_prompt", PLANTED["setting"])
            assert files_containing(root, PLANTED["setting"]) == []
        finally:
            fresh.close()
    finally:
        for handler in list(logging.getLogger().handlers):
            if getattr(handler, "baseFilename", "").startswith(str(root)):
                logging.getLogger().removeHandler(handler)
                handler.close()


def test_delete_all_only_touches_what_is_whizis(core):
    """--data-dir may point at a folder that holds other things: those stay."""
    mine = core.layout.root / "my-notes.txt"
    mine.write_text("not Whizi's")
    fresh = asyncio.run(core.data.delete_all())
    try:
        assert mine.read_text() == "not Whizi's"
    finally:
        fresh.close()


def test_delete_all_in_an_encrypted_folder_forgets_the_old_key(core, memory_keyring):
    """The old key leaves the keyring with the data; the fresh database has a key of its own."""
    root = core.layout.root
    core.chats.create(PLANTED["chat"])
    old_key = core.db.key
    old_id = encryption._read(root)["folder_id"]
    assert old_key is not None and memory_keyring.get_password(encryption.KEYRING_SERVICE, old_id) == old_key.hex()
    fresh = asyncio.run(core.data.delete_all())
    try:
        assert memory_keyring.get_password(encryption.KEYRING_SERVICE, old_id) is None
        assert fresh.db.key is not None and fresh.db.key != old_key
        assert encryption.unlock(root) == fresh.db.key
        assert {p.name for p in root.iterdir()} <= set(OWNED_NAMES) | {"whizi.lock", encryption.KEY_FILE}
        fresh.chats.create("A new start")
        con = connect(root)
        try:
            assert [r[0] for r in con.execute("SELECT title FROM chats")] == ["A new start"]
        finally:
            con.close()
    finally:
        fresh.close()
