
import pytest

from app.core.domain import MessageStatus, Role
from app.core.store.chats import ChatRepository
from app.core.store.db import CorruptDatabase, Database, move_aside
from app.core.store.messages import MessageRepository
from app.core.store.migrations import latest_version


def test_new_database_has_latest_schema_wal_and_foreign_keys(tmp_path):
    db = Database(tmp_path / "w.db")
    with db.raw() as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == latest_version()
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert con.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert con.execute("PRAGMA secure_delete").fetchone()[0] == 1
    db.close()


def test_database_written_by_schema_1_is_upgraded_with_its_data(tmp_path):
    path = tmp_path / "old.db"
    old = Database(path, target_version=1)
    with old.raw() as con:
        con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at) "
                    "VALUES ('c1', 'Old chat', 1, '2024-01-02T03:04:05.000000+00:00', '2024-01-02T03:04:05.000000+00:00')")
        con.execute("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status) "
                    "VALUES ('m1', 'c1', 1, 'user', 'written by version one', '2024-01-02T03:04:05.000000+00:00', 'complete')")
        assert con.execute("PRAGMA user_version").fetchone()[0] == 1
        columns = [r[1] for r in con.execute("PRAGMA table_info(messages)")]
        assert "privacy_label" not in columns
    old.close()

    db = Database(path)
    assert db.found_version == 1
    chats = ChatRepository(db).list_visible()
    assert [(c.title, c.pinned, c.created_at.year) for c in chats] == [("Old chat", True, 2024)]
    [msg] = MessageRepository(db).list("c1")
    assert msg.content == "written by version one" and msg.privacy_label is None and not msg.remembered
    with db.raw() as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == latest_version()
        assert con.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'version'").fetchone()[0] == 1
    db.close()


def test_corrupt_file_is_reported_and_left_untouched(tmp_path):
    path = tmp_path / "w.db"
    garbage = b"this is not a database at all" * 200
    path.write_bytes(garbage)
    with pytest.raises(CorruptDatabase) as info:
        Database(path)
    assert "damaged" in str(info.value)
    assert path.read_bytes() == garbage
    aside = move_aside(path)
    assert aside.read_bytes() == garbage and not path.exists()
    Database(path).close()  # a fresh database can be created in its place


def test_deleted_message_text_leaves_no_bytes_on_disk(tmp_path):
    db = Database(tmp_path / "w.db")
    chats, messages = ChatRepository(db), MessageRepository(db)
    chat = chats.create("Secrets")
    messages.add(chat.id, Role.USER, "keep this ordinary line")
    secret = messages.add(chat.id, Role.USER, "zanzibarquokka is my childhood nickname")
    messages.delete_after(chat.id, secret.seq - 1)
    db.close()
    blob = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.is_file())
    assert b"zanzibarquokka" not in blob
    assert b"ordinary line" in blob


def test_writers_on_two_threads_wait_for_each_other_instead_of_failing(tmp_path):
    # A background pass and a user edit both read and then write. In WAL mode a deferred
    # transaction that read before the other one committed fails at once with "database is
    # locked"; the user would see "Couldn't save the change".
    import threading

    from sqlalchemy import text

    db = Database(tmp_path / "w.db")
    ChatRepository(db).create("counter")
    errors: list[Exception] = []
    start = threading.Barrier(2)

    def bump(times: int) -> None:
        start.wait()
        for _ in range(times):
            try:
                with db.session() as s:
                    title = s.execute(text("SELECT title FROM chats")).scalar_one()
                    s.execute(text("UPDATE chats SET title = :t"), {"t": f"{title}+"})
            except Exception as exc:  # noqa: BLE001 - the failure under test
                errors.append(exc)

    threads = [threading.Thread(target=bump, args=(150,)) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with db.session(read_only=True) as s:
        title = s.execute(text("SELECT title FROM chats")).scalar_one()
    db.close()
    assert errors == []
    assert title == "counter" + "+" * 300        # no update was lost either


def test_database_written_by_schema_9_keeps_its_failed_replies_english_error(tmp_path):
    """Schema 10 adds a reply's error by code; a reply that failed before it keeps its sentence and
    has no code (the UI shows that sentence as it is)."""
    path = tmp_path / "nine.db"
    old = Database(path, target_version=9)
    with old.raw() as con:
        con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at) "
                    "VALUES ('c1', 'Old chat', 0, '2024-01-02T03:04:05.000000+00:00', '2024-01-02T03:04:05.000000+00:00')")
        con.execute("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status, error) "
                    "VALUES ('m1', 'c1', 1, 'assistant', 'half an', '2024-01-02T03:04:05.000000+00:00', 'partial', "
                    "'Reply interrupted.')")
        assert "error_code" not in [r[1] for r in con.execute("PRAGMA table_info(messages)")]
    old.close()

    db = Database(path)
    assert db.found_version == 9
    [msg] = MessageRepository(db).list("c1")
    assert (msg.content, msg.status.value, msg.error) == ("half an", "partial", "Reply interrupted.")
    assert msg.error_code is None and msg.error_params is None
    with db.raw() as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == latest_version()
    db.close()


def test_a_failed_replys_error_is_stored_with_its_code_and_fields(tmp_path):
    db = Database(tmp_path / "codes.db")
    with db.raw() as con:
        con.execute("INSERT INTO chats (id, title, pinned, created_at, updated_at) "
                    "VALUES ('c1', 'Chat', 0, '2024-01-02T03:04:05.000000+00:00', '2024-01-02T03:04:05.000000+00:00')")
    repo = MessageRepository(db)
    msg = repo.add("c1", Role.ASSISTANT, "")
    repo.update_content(msg.id, "", MessageStatus.ERROR, "h:1 had a server error (HTTP 502). Try again.",
                        error_code="provider.server", error_params={"host": "h:1", "status": 502})
    stored = repo.get(msg.id)
    assert stored.error == "h:1 had a server error (HTTP 502). Try again."
    assert (stored.error_code, stored.error_params) == ("provider.server", {"host": "h:1", "status": 502})
    with db.raw() as con:   # a row someone edited by hand: its sentence still shows, nothing breaks
        con.execute("UPDATE messages SET error_params = 'not json' WHERE id = ?", (msg.id,))
    assert repo.get(msg.id).error_params is None
    db.close()
