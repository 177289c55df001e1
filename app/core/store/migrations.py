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

# Version 3 (privacy analysis): the hash of the text a label was given for, so an edited message
# loses its stale label; and partial indexes for what the analysis asks often: the messages still
# to analyse, and the yellow ones awaiting the user's confirmation (the brain's yellow dot).
V3_PRIVACY_ANALYSIS = [
    "ALTER TABLE messages ADD COLUMN privacy_hash TEXT",
    "CREATE INDEX ix_messages_unanalysed ON messages (chat_id, seq) WHERE analysed_at IS NULL",
    "CREATE INDEX ix_messages_awaiting ON messages (chat_id) "
    "WHERE privacy_label = 'yellow' AND user_decision IS NULL",
]

# Version 4 (saved memory): each fact line keeps the messages it was learnt from; a revision
# can be marked undone; and one row per finished facts pass, written in the same transaction as its
# revision, so a pass whose job is delivered twice applies once.
V4_SAVED_MEMORY = [
    "ALTER TABLE facts ADD COLUMN sources TEXT NOT NULL DEFAULT '[]'",
    "ALTER TABLE fact_revisions ADD COLUMN undone_by INTEGER",
    """CREATE TABLE fact_passes (
        pass_key TEXT PRIMARY KEY,
        finished_at TEXT NOT NULL,
        outcome TEXT NOT NULL,
        revision_id INTEGER,
        model TEXT,
        tokens_sent INTEGER NOT NULL DEFAULT 0
    )""",
]

# Version 5 (chat-history retrieval): one conversation summary per chat, written from its remembered
# messages (which it lists, so it can be withdrawn when one of them stops being remembered); and an
# index for "the user's messages of the last day", read for every new message.
V5_CHAT_HISTORY = [
    """CREATE TABLE chat_summaries (
        chat_id TEXT PRIMARY KEY REFERENCES chats(id) ON DELETE CASCADE,
        summary TEXT NOT NULL,
        message_ids TEXT NOT NULL DEFAULT '[]',
        source_hash TEXT NOT NULL,
        first_message_at TEXT NOT NULL,
        last_message_at TEXT NOT NULL,
        model TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    "CREATE INDEX ix_messages_role_created ON messages (role, created_at)",
]

# Version 7 (user insights): the insights (active, or deleted by the user and kept so that their
# topic stays suppressed), the messages each was drawn from (going with their message), vectors the
# feature embedded itself (same), and a few values of its job (last run, the clear epoch, a plan).
V7_INSIGHTS = [
    """CREATE TABLE insights (
        id TEXT PRIMARY KEY,
        status TEXT NOT NULL DEFAULT 'active',
        title TEXT NOT NULL,
        statement TEXT NOT NULL,
        asked TEXT NOT NULL,
        time_range TEXT NOT NULL,
        confidence TEXT NOT NULL,
        message_count INTEGER NOT NULL DEFAULT 0,
        chat_count INTEGER NOT NULL DEFAULT 0,
        cohesion REAL NOT NULL DEFAULT 0,
        first_message_at TEXT NOT NULL,
        last_message_at TEXT NOT NULL,
        centroid TEXT NOT NULL,
        embedding_model TEXT NOT NULL,
        model TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        deleted_at TEXT
    )""",
    "CREATE INDEX ix_insights_status ON insights (status)",
    """CREATE TABLE insight_sources (
        insight_id TEXT NOT NULL REFERENCES insights(id) ON DELETE CASCADE,
        message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        rank INTEGER NOT NULL,
        similarity REAL NOT NULL DEFAULT 0,
        quoted INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (insight_id, message_id)
    ) WITHOUT ROWID""",
    "CREATE INDEX ix_insight_sources_message ON insight_sources (message_id)",
    """CREATE TABLE insight_vectors (
        message_id TEXT PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
        embedding_model TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        vector BLOB NOT NULL
    )""",
    "CREATE TABLE insight_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
]

# Version 8 (Memory Map): the dialogues with remembered messages, newest first, a page at a time:
# per chat, its remembered messages in order (also "has it any?"), and chats by last activity, the
# keyset the pages are cut on.
V8_MEMORY_MAP = [
    "CREATE INDEX ix_messages_remembered_chat ON messages (chat_id, seq) WHERE remembered_at IS NOT NULL",
    "CREATE INDEX ix_chats_recent ON chats (updated_at, id)",
]

# Version 9 (replies and servers): each provider's reply length limit (max_tokens on every chat
# request), and the structured-output form each of its models accepted, learnt once: {model: form}.
V9_PROVIDER_LIMITS = [
    "ALTER TABLE providers ADD COLUMN reply_limit INTEGER NOT NULL DEFAULT 4096",
    "ALTER TABLE providers ADD COLUMN structured_modes TEXT NOT NULL DEFAULT '{}'",
]

# Version 10 (errors by code): a failed or cut-off reply keeps the code and fields of its error next to
# the English sentence in `error`, so the UI shows it in the user's language in any later session.
# Rows from before this step have only the sentence, which the UI shows as it is.
V10_ERROR_CODES = [
    "ALTER TABLE messages ADD COLUMN error_code TEXT",
    "ALTER TABLE messages ADD COLUMN error_params TEXT",   # JSON object of the code's fields
]

# Version 11 (edited messages): when the user edited a message and sent it again, so the transcript
# can mark it "edited". Rows from before this step were never marked.
V11_EDITED_MESSAGES = [
    "ALTER TABLE messages ADD COLUMN edited_at TEXT",
]

# Version 12 (encryption at rest, #17): the chat-history search index lives in the database, so nothing
# of it is readable in the folder. One row per indexed message or conversation summary and embedding
# model: the texts the index needs and the vector as a float32 blob (LanceDB searches a copy in
# memory, built from these rows at start without embedding again); and per model the state of its
# rows (dimension, complete, a rebuild's cursor) as JSON.
V12_HISTORY_INDEX = [
    """CREATE TABLE history_index (
        model TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        chat_id TEXT NOT NULL,
        ts INTEGER NOT NULL,
        role TEXT NOT NULL DEFAULT '',
        context_id TEXT NOT NULL DEFAULT '',
        context TEXT NOT NULL DEFAULT '',
        facts TEXT NOT NULL DEFAULT '',
        content_hash TEXT NOT NULL DEFAULT '',
        text TEXT NOT NULL,
        search_text TEXT NOT NULL,
        text_hash TEXT NOT NULL,
        row_hash TEXT NOT NULL,
        vector BLOB NOT NULL,
        PRIMARY KEY (model, kind, id)
    )""",
    "CREATE INDEX ix_history_index_chat ON history_index (model, kind, chat_id)",
    "CREATE INDEX ix_history_index_ts ON history_index (model, kind, ts)",
    "CREATE TABLE history_index_models (model TEXT PRIMARY KEY, info TEXT NOT NULL)",
]

# Versions are numbered explicitly so features developed side by side can each own one; all steps
# live in this file so the whole schema is known before the database opens.
# Reserved: 3 privacy analysis, 4 saved memory, 5 chat-history retrieval, 6 data import/export,
# 7 insights, 8 memory map. Every version from 1 to LATEST_VERSION must exist before a release.
MIGRATIONS: dict[int, list[str]] = {
    1: V1_INITIAL,
    2: V2_MEMORY_READY,
    3: V3_PRIVACY_ANALYSIS,
    4: V4_SAVED_MEMORY,
    5: V5_CHAT_HISTORY,
    # Reserved for data import/export, which turned out to need no schema of its own; the empty
    # step keeps versions contiguous for the steps after it.
    6: [],
    7: V7_INSIGHTS,
    8: V8_MEMORY_MAP,
    9: V9_PROVIDER_LIMITS,
    10: V10_ERROR_CODES,
    11: V11_EDITED_MESSAGES,
    12: V12_HISTORY_INDEX,
}


def latest_version() -> int:
    return max(MIGRATIONS)


def steps_between(found: int, target: int) -> list[tuple[int, list[str]]]:
    missing = [v for v in range(found + 1, target + 1) if v not in MIGRATIONS]
    if missing:
        raise RuntimeError(f"schema steps missing: {missing}")
    return [(v, MIGRATIONS[v]) for v in range(found + 1, target + 1)]
