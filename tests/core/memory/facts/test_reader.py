"""Injection: the saved list is its own system message; a failing or slow store costs nothing."""
from __future__ import annotations

import asyncio
import threading
import time

from app.core.domain import MessageStatus
from app.core.memory.facts.model import Cause
from app.core.memory.facts.reader import HEADER, READ_WAIT_S
from tests.support import encrypted_db


def seed(core, lines):
    core.facts.store.commit(lines, cause=Cause.PASS)


def sent_messages(openai_server):
    return openai_server.chat_requests("test-chat")[-1].messages


def test_the_list_goes_to_the_model_as_its_own_system_message_after_the_chat_prompt(connected_core, openai_server):
    core = connected_core
    seed(core, ["Name is Ann", "Lives in Oslo"])
    chat = core.chat.new_chat()
    core.chats.set_system_prompt(chat.id, "Be brief.")
    reply = asyncio.run(core.chat.send(chat.id, "hi"))
    assert reply.content == "Echo: hi"
    messages = sent_messages(openai_server)
    assert messages[0] == {"role": "system", "content": "Be brief."}
    assert messages[1] == {"role": "system", "content": f"{HEADER}\n- Name is Ann\n- Lives in Oslo"}


def test_no_facts_no_block_and_temporary_chats_get_none(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "hi"))
    assert all(HEADER not in m["content"] for m in sent_messages(openai_server))
    seed(core, ["Name is Ann"])
    temporary = core.chat.new_chat(temporary=True)
    asyncio.run(core.chat.send(temporary.id, "hi"))
    assert all(HEADER not in m["content"] for m in sent_messages(openai_server))


def test_a_failing_store_means_no_block_and_an_unaffected_reply(connected_core, openai_server):
    core = connected_core
    seed(core, ["Name is Ann"])
    with encrypted_db.connect(core.layout.database) as other:
        other.execute("ALTER TABLE facts RENAME TO facts_aside")     # the store is broken
    chat = core.chat.new_chat()
    reply = asyncio.run(core.chat.send(chat.id, "hi"))
    assert reply.status is MessageStatus.COMPLETE and reply.content == "Echo: hi"
    assert [m["role"] for m in sent_messages(openai_server)] == ["user"]


def test_a_slow_store_misses_the_deadline_and_the_reply_goes_without_it(connected_core, openai_server):
    """A write to the facts is in progress and takes long (as a clear scrubbing a large data
    folder does): the reply does not wait for it, and carries no memory block."""
    core = connected_core
    core.settings.set("memory.deadline_ms", 200)
    seed(core, ["Name is Ann"])
    chat = core.chat.new_chat()
    holding, release = threading.Event(), threading.Event()

    def long_write():
        with core.facts.store.lock:
            holding.set()
            release.wait(20)

    writer = threading.Thread(target=long_write)
    writer.start()
    holding.wait(5)

    async def send():
        started = time.monotonic()
        reply = await core.chat.send(chat.id, "hi")
        return reply, time.monotonic() - started

    try:
        reply, took = asyncio.run(send())
    finally:
        release.set()
        writer.join()
    assert reply.status is MessageStatus.COMPLETE and reply.content == "Echo: hi"
    assert [m["role"] for m in sent_messages(openai_server)] == ["user"]
    assert took < READ_WAIT_S                                  # the read was not waited for
    asyncio.run(core.chat.send(chat.id, "again"))              # the store is free: the block is back
    assert sent_messages(openai_server)[0]["content"].startswith(HEADER)


def test_the_facts_are_in_the_request_when_another_reader_is_late_even_right_after_a_restart(data_dir, openai_server):
    """Issue #13 §1.1: the chat-history reader waits for the query's embedding, which the provider
    answers slowly (a first run); the facts, and the session history (SQLite only), still go with
    the first reply after a start, and the reply does not wait for the late block."""
    from app.core.context import WhiziCore
    from app.core.domain import ProviderConfig
    from app.core.memory.history.reader import QUOTES_HEADER, SESSION_HEADER
    from tests.support.history import dated_chat, drain, system_messages

    first = WhiziCore.open(data_dir)
    try:
        first.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url,
                                            chat_model="test-chat", memory_model="test-memory",
                                            embedding_model="test-embed"))
        first.settings.set("chat.request_timeout_s", 5.0)
        first.settings.set("history.embedder", "provider")
        dated_chat(first, "Packing", [("user", "Remind me to pack sunscreen and the travel adapter.")],
                   days_ago=0.05)
        drain(first)                                   # the chat-history index is built and complete
        assert first.history.reading_model().endswith("#test-embed")
        seed(first, ["Name is Ann", "Lives in Oslo"])
    finally:
        first.close()

    core = WhiziCore.open(data_dir)                    # a restart
    try:
        assert core.settings.get("memory.deadline_ms") == 300
        openai_server.fail_next(200, delay=2.5, path="/v1/embeddings", times=10)   # slow, then answers
        chat = core.chat.new_chat()

        async def send(text):
            started = time.monotonic()
            reply = await core.chat.send(chat.id, text)
            assert reply.status is MessageStatus.COMPLETE
            return system_messages(openai_server.chat_requests("test-chat")[-1]), time.monotonic() - started

        # The first reply after the start, nothing warmed: the facts are there, the late block is not.
        blocks, took = asyncio.run(send("What should I pack for the trip?"))
        assert blocks[0] == f"{HEADER}\n- Name is Ann\n- Lives in Oslo"
        assert not any(b.startswith(QUOTES_HEADER) for b in blocks)     # the late block is left out
        assert took < 2.5                                               # ... and not waited for
        # Warmed as the app does once its window is up; the embedding endpoint is still slow: the
        # session history (SQLite only) no longer waits for it either.
        core.warm_memory()
        blocks, took = asyncio.run(send("And what about sandals for the trip?"))
        assert blocks[0] == f"{HEADER}\n- Name is Ann\n- Lives in Oslo"
        assert any(b.startswith(SESSION_HEADER) and "sunscreen" in b for b in blocks)
        assert not any(b.startswith(QUOTES_HEADER) for b in blocks)
        assert took < 2.5
    finally:
        core.close()
