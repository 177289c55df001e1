"""A message the user edits and sends again is recorded as edited (schema 11), so the transcript
can mark it, in this session and after a restart; nothing else is marked."""
from __future__ import annotations

import asyncio

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig, Role
from app.core.store.migrations import MIGRATIONS
from tests.support import encrypted_db


def test_edit_and_resend_marks_the_message_edited_and_the_mark_survives_a_restart(data_dir, openai_server):
    core = WhiziCore.open(data_dir)
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url, chat_model="test-chat"))
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "first"))
    first, reply = core.messages.list(chat.id)
    assert first.edited_at is None and reply.edited_at is None   # sending is not editing
    asyncio.run(core.chat.edit_and_resend(chat.id, first.id, "first, better"))
    edited, new_reply = core.messages.list(chat.id)
    assert edited.id == first.id and edited.content == "first, better" and edited.edited_at is not None
    assert new_reply.edited_at is None
    core.close()

    core = WhiziCore.open(data_dir)
    try:
        assert core.messages.get(first.id).edited_at == edited.edited_at
    finally:
        core.close()


def test_a_database_from_before_the_mark_opens_with_nothing_marked(data_dir):
    core = WhiziCore.open(data_dir)
    chat = core.chats.create("old")
    message = core.messages.add(chat.id, Role.USER, "written before schema 11")
    db_file = core.layout.database
    core.close()
    # Back to schema 10, as an older Whizi left it.
    with encrypted_db.connect(db_file) as con:
        con.execute("ALTER TABLE messages DROP COLUMN edited_at")
        for table in ("history_index", "history_index_models"):   # what schema 12 adds
            con.execute(f"DROP TABLE IF EXISTS {table}")
        con.execute("PRAGMA user_version = 10")
    assert 11 in MIGRATIONS
    core = WhiziCore.open(data_dir)
    try:
        upgraded = core.messages.get(message.id)
        assert upgraded.content == "written before schema 11" and upgraded.edited_at is None
    finally:
        core.close()
