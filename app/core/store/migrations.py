"""Schema versions. Each step is plain SQL run in one transaction, then PRAGMA user_version.

Never edit a released step: add a new one. Tests open a database written by step 1 and check
that the upgrade keeps its data.
"""
from __future__ import annotations

V1_INITIAL = [
    """CREATE TABLE chats (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        pinned INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        deleted_at TEXT,
        model TEXT,
        system_prompt TEXT
    )""",
    "CREATE INDEX ix_chats_sidebar ON chats (deleted_at, pinned, updated_at)",
    """CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        chat_id TEXT NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        role TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'complete',
        error TEXT,
        model TEXT
    )""",
    "CREATE INDEX ix_messages_chat_seq ON messages (chat_id, seq)",
    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE providers (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        base_url TEXT NOT NULL,
        chat_model TEXT NOT NULL DEFAULT '',
        memory_model TEXT NOT NULL DEFAULT '',
        embedding_model TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
    )""",
    """CREATE TABLE jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL DEFAULT '{}',
        dedupe_key TEXT UNIQUE,
        status TEXT NOT NULL DEFAULT 'queued',
        attempts INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL DEFAULT 5,
        run_after TEXT NOT NULL,
        locked_until TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    "CREATE INDEX ix_jobs_ready ON jobs (status, run_after)",
    # Full-text search keeps its own copy of the text (not external content) so that deleting a
    # message deletes its tokens too; 'optimize' later rewrites the segments without them.
    """CREATE VIRTUAL TABLE messages_fts USING fts5(
        content, chat_id UNINDEXED, message_id UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2'
    )""",
    """CREATE VIRTUAL TABLE chats_fts USING fts5(
        title, chat_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2'
    )""",
    """CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
        INSERT INTO messages_fts (rowid, content, chat_id, message_id)
        VALUES (new.rowid, new.content, new.chat_id, new.id);
    END""",
    """CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
        DELETE FROM messages_fts WHERE rowid = old.rowid;
    END""",
    """CREATE TRIGGER messages_au AFTER UPDATE OF content ON messages BEGIN
        UPDATE messages_fts SET content = new.content WHERE rowid = new.rowid;
    END""",
    """CREATE TRIGGER chats_ai AFTER INSERT ON chats BEGIN
        INSERT INTO chats_fts (rowid, title, chat_id) VALUES (new.rowid, new.title, new.id);
    END""",
    """CREATE TRIGGER chats_ad AFTER DELETE ON chats BEGIN
        DELETE FROM chats_fts WHERE rowid = old.rowid;
    END""",
    """CREATE TRIGGER chats_au AFTER UPDATE OF title ON chats BEGIN
        UPDATE chats_fts SET title = new.title WHERE rowid = new.rowid;
    END""",
]

# Version 2 makes room for memory: privacy labels and the user's decisions per message, the
# "remembered" state, a chat's own analysis mode, and the facts list with its revisions.
V2_MEMORY_READY = [
    "ALTER TABLE chats ADD COLUMN analysis_mode TEXT NOT NULL DEFAULT 'none'",
    "ALTER TABLE messages ADD COLUMN privacy_label TEXT",
    "ALTER TABLE messages ADD COLUMN privacy_reason TEXT",
    "ALTER TABLE messages ADD COLUMN privacy_source TEXT",
    "ALTER TABLE messages ADD COLUMN user_decision TEXT",
    "ALTER TABLE messages ADD COLUMN analysed_at TEXT",
    "ALTER TABLE messages ADD COLUMN remembered_at TEXT",
    "CREATE INDEX ix_messages_remembered ON messages (remembered_at) WHERE remembered_at IS NOT NULL",
    """CREATE TABLE facts (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    """CREATE TABLE fact_revisions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        cause TEXT NOT NULL,
        old_facts TEXT NOT NULL,
        new_facts TEXT NOT NULL,
        chat_id TEXT,
        message_ids TEXT NOT NULL DEFAULT '[]',
        model TEXT
    )""",
]

# Versions are numbered explicitly so features developed side by side can each own one; all steps
# live in this file so the whole schema is known before the database opens.
# Reserved: 3 privacy analysis, 4 saved memory, 5 chat-history retrieval, 6 data import/export,
# 7 insights, 8 memory map. Every version from 1 to LATEST_VERSION must exist before a release.
MIGRATIONS: dict[int, list[str]] = {
    1: V1_INITIAL,
    2: V2_MEMORY_READY,
}


def latest_version() -> int:
    return max(MIGRATIONS)


def steps_between(found: int, target: int) -> list[tuple[int, list[str]]]:
    missing = [v for v in range(found + 1, target + 1) if v not in MIGRATIONS]
    if missing:
        raise RuntimeError(f"schema steps missing: {missing}")
    return [(v, MIGRATIONS[v]) for v in range(found + 1, target + 1)]
