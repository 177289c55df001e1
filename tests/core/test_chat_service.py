"""The path of one message, against a real OpenAI-compatible server on 127.0.0.1."""
import asyncio

import pytest

from app.core.chat import ChatBusy, EmptyMessage
from app.core.context import WhiziCore
from app.core.domain import MessageStatus, Role
from tests.support import encrypted_db
from tests.support.openai_server import Reply


def run(coro):
    return asyncio.run(coro)


def test_reply_streams_token_by_token_and_is_stored(connected_core, openai_server):
    core = connected_core
    openai_server.queue_reply(Reply(content="Hello there, nice to meet you."))
    chat = core.chat.new_chat()
    deltas = []
    core.chat.message_changed.connect(lambda m: deltas.append(m.content) if m.role is Role.ASSISTANT else None)
    reply = run(core.chat.send(chat.id, "Hi! My name is Ada."))
    assert reply.status is MessageStatus.COMPLETE
    assert reply.content == "Hello there, nice to meet you."
    assert len(deltas) >= 5 and deltas[-1] == reply.content  # many growing deltas, not one blob
    stored = core.messages.list(chat.id)
    assert [(m.role, m.content, m.status) for m in stored] == [
        (Role.USER, "Hi! My name is Ada.", MessageStatus.COMPLETE),
        (Role.ASSISTANT, "Hello there, nice to meet you.", MessageStatus.COMPLETE),
    ]
    request = openai_server.chat_requests()[-1]
    assert request.body["stream"] is True and request.body["model"] == "test-chat"
    assert request.messages[-1] == {"role": "user", "content": "Hi! My name is Ada."}
    assert core.chats.get(chat.id).title == "Hi! My name is Ada."


def test_user_message_is_committed_before_the_request_is_sent(connected_core, openai_server):
    core = connected_core
    seen_in_db = []

    def responder(body):
        # Runs in the server thread when the request arrives: read the file like another process.
        con = encrypted_db.connect(core.layout.database)
        seen_in_db.extend(r[0] for r in con.execute("SELECT content FROM messages WHERE role='user'"))
        con.close()
        return None

    openai_server.responder = responder
    chat = core.chat.new_chat()
    run(core.chat.send(chat.id, "saved first"))
    assert seen_in_db == ["saved first"]


def test_conversation_history_and_system_prompt_are_sent(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    core.chats.set_system_prompt(chat.id, "Answer like a pirate.")
    run(core.chat.send(chat.id, "one"))
    run(core.chat.send(chat.id, "two"))
    messages = openai_server.chat_requests()[-1].messages
    assert messages == [
        {"role": "system", "content": "Answer like a pirate."},
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "Echo: one"},
        {"role": "user", "content": "two"},
    ]


def test_per_chat_model_overrides_the_provider_model(connected_core, openai_server):
    chat = connected_core.chat.new_chat()
    connected_core.chats.set_model(chat.id, "test-memory")
    run(connected_core.chat.send(chat.id, "hi"))
    assert openai_server.chat_requests()[-1].body["model"] == "test-memory"


@pytest.mark.parametrize("fault, kind_text", [
    (dict(status=401), "check your API key"),
    (dict(status=429, retry_after=7), "Try again in 7 s"),
    (dict(status=500), "server error (HTTP 500)"),
    (dict(status=503), "server error (HTTP 503)"),
    (dict(status=200, raw_body="<html><body>502 Bad Gateway</body></html>", content_type="text/html"),
     "could not read"),
    (dict(status=200, raw_body='{"choices": [', content_type="application/json"), "could not read"),
])
def test_provider_errors_become_a_clear_message_and_keep_the_user_message(connected_core, openai_server, fault, kind_text):
    core = connected_core
    openai_server.fail_next(path="/v1/chat/completions", **fault)
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "please answer"))
    assert reply.status is MessageStatus.ERROR
    assert kind_text in reply.error
    stored = core.messages.list(chat.id)
    assert stored[0].content == "please answer"
    assert stored[1].status is MessageStatus.ERROR and stored[1].error == reply.error

    again = run(core.chat.retry(chat.id))  # Retry replaces the failed reply
    assert again.status is MessageStatus.COMPLETE and again.content == "Echo: please answer"
    assert [m.content for m in core.messages.list(chat.id)] == ["please answer", "Echo: please answer"]


def test_timeout_and_server_down(connected_core, openai_server):
    core = connected_core
    core.settings.set("chat.request_timeout_s", 0.3)
    openai_server.queue_reply(Reply(content="late", delay=3))
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "are you there?"))
    assert reply.status is MessageStatus.ERROR and "did not answer in time" in reply.error

    openai_server.stop()
    reply = run(core.chat.send(chat.id, "hello?"))
    assert reply.status is MessageStatus.ERROR and "Cannot reach" in reply.error
    assert [m.content for m in core.messages.list(chat.id) if m.role is Role.USER] == ["are you there?", "hello?"]


def test_dropped_stream_keeps_the_partial_reply(connected_core, openai_server):
    core = connected_core
    openai_server.queue_reply(Reply(content="one two three four five six", disconnect_after_chunks=3))
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "count"))
    assert reply.status is MessageStatus.PARTIAL
    assert reply.content and "one two three four five six".startswith(reply.content)
    assert "dropped" in reply.error
    assert core.messages.get(reply.id).content == reply.content


def test_a_stream_that_never_ends_is_cut_by_its_idle_timeout(connected_core, openai_server):
    core = connected_core
    core.settings.set("chat.request_timeout_s", 0.5)
    openai_server.queue_reply(Reply(content="thinking", never_end=True))
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "go"))
    assert reply.status is MessageStatus.PARTIAL and reply.content == "thinking"
    assert "stopped sending" in reply.error


def test_stop_keeps_what_arrived_as_partial(connected_core, openai_server):
    core = connected_core
    openai_server.queue_reply(Reply(content="a long answer that keeps going", never_end=True))
    chat = core.chat.new_chat()

    async def scenario():
        arrived = asyncio.Event()
        core.chat.message_changed.connect(
            lambda m: arrived.set() if m.role is Role.ASSISTANT and m.content.endswith("going") else None)
        task = asyncio.ensure_future(core.chat.send(chat.id, "talk"))
        await asyncio.wait_for(arrived.wait(), 5)
        assert core.chat.is_busy(chat.id)
        with pytest.raises(ChatBusy):
            await core.chat.send(chat.id, "another")
        assert core.chat.stop(chat.id)
        return await task

    reply = run(scenario())
    assert reply.status is MessageStatus.PARTIAL and reply.error is None
    assert reply.content == "a long answer that keeps going"
    assert core.messages.get(reply.id).status is MessageStatus.PARTIAL


def test_regenerate_and_edit_and_resend_rewrite_the_tail(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    run(core.chat.send(chat.id, "first"))
    run(core.chat.send(chat.id, "second"))
    openai_server.queue_reply(Reply(content="a better answer"))
    run(core.chat.regenerate(chat.id))
    assert [m.content for m in core.messages.list(chat.id)] == ["first", "Echo: first", "second", "a better answer"]

    first = core.messages.list(chat.id)[0]
    run(core.chat.edit_and_resend(chat.id, first.id, "first, edited"))
    assert [m.content for m in core.messages.list(chat.id)] == ["first, edited", "Echo: first, edited"]


def test_empty_message_is_refused_and_nothing_is_stored(connected_core):
    chat = connected_core.chat.new_chat()
    with pytest.raises(EmptyMessage):
        run(connected_core.chat.send(chat.id, "  \n "))
    assert connected_core.messages.list(chat.id) == []


def test_one_megabyte_message_and_odd_characters_go_through(connected_core, openai_server):
    big = ("lorem ipsum dolor sit amet " * 40_000)[:1_000_000]
    openai_server.queue_reply(Reply(content="Got it: a long text."))
    chat = connected_core.chat.new_chat()
    reply = run(connected_core.chat.send(chat.id, big + "\x00 \ud83d end"))
    assert reply.status is MessageStatus.COMPLETE
    stored = connected_core.messages.list(chat.id)[0].content
    assert len(stored) > 999_000 and "\x00" not in stored and stored.endswith("? end")
    assert openai_server.chat_requests()[-1].messages[-1]["content"] == stored


def test_no_provider_gives_an_onboarding_message(core):
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "hello"))
    assert reply.status is MessageStatus.ERROR and "No provider" in reply.error
    assert core.messages.list(chat.id)[0].content == "hello"


def test_temporary_chat_never_touches_the_disk(connected_core, openai_server, data_dir):
    core = connected_core
    reads = []

    async def reader(query):
        reads.append(query)
        return "memory"

    core.chat.add_memory_reader("test", reader)
    chat = core.chat.new_chat(temporary=True)
    reply = run(core.chat.send(chat.id, "ephemeral-platypus-7781"))
    assert reply.content == "Echo: ephemeral-platypus-7781"
    assert reads == []
    assert all(m["content"] != "memory" for m in openai_server.chat_requests()[-1].messages)
    assert core.chats.list_visible() == []
    core.close()
    blob = b"".join(p.read_bytes() for p in data_dir.rglob("*") if p.is_file())
    assert b"ephemeral-platypus" not in blob


def test_turn_events_count_messages_for_memory_layers(connected_core):
    core = connected_core
    events = []
    core.chat.turn_completed.connect(events.append)
    chat = core.chat.new_chat()
    for text in ("a", "b", "c"):
        run(core.chat.send(chat.id, text))
    assert [e.turn_count for e in events] == [2, 4, 6]
    assert events[-1].user_text == "c" and not events[-1].temporary


class TestMemoryBlock:
    def test_block_is_its_own_system_message_after_the_prompt(self, connected_core, openai_server):
        core = connected_core

        async def reader(query):
            return f"Known about the user: likes {query.text}"

        core.chat.add_memory_reader("test", reader)
        chat = core.chat.new_chat()
        core.chats.set_system_prompt(chat.id, "Be brief.")
        run(core.chat.send(chat.id, "tea"))
        messages = openai_server.chat_requests()[-1].messages
        assert messages[0] == {"role": "system", "content": "Be brief."}
        assert messages[1] == {"role": "system", "content": "Known about the user: likes tea"}

    def test_slow_memory_is_skipped_at_the_deadline_and_the_reply_is_unaffected(self, connected_core, openai_server):
        core = connected_core
        core.settings.set("memory.deadline_ms", 50)
        release = asyncio.Event()

        async def slow_reader(query):
            await release.wait()  # never released: a store that hangs
            return "too late"

        core.chat.add_memory_reader("slow", slow_reader)
        chat = core.chat.new_chat()
        reply = run(core.chat.send(chat.id, "hi"))
        assert reply.status is MessageStatus.COMPLETE and reply.content == "Echo: hi"
        assert [m["role"] for m in openai_server.chat_requests()[-1].messages] == ["user"]

    def test_each_layer_is_its_own_system_message_and_a_failing_one_loses_only_its_block(
            self, connected_core, openai_server):
        core = connected_core

        async def facts(query):
            return "Facts: the user is called Ada."

        async def quotes(query):
            return "Earlier: Ada asked about tea."

        async def broken(query):
            raise RuntimeError("index missing")

        core.chat.add_memory_reader("quotes", quotes, order=40)
        core.chat.add_memory_reader("broken", broken, order=20)
        core.chat.add_memory_reader("facts", facts, order=10)
        chat = core.chat.new_chat()
        run(core.chat.send(chat.id, "hi"))
        assert openai_server.chat_requests()[-1].messages[:2] == [
            {"role": "system", "content": "Facts: the user is called Ada."},
            {"role": "system", "content": "Earlier: Ada asked about tea."},
        ]

    def test_failing_memory_means_no_block(self, connected_core, openai_server):
        core = connected_core

        async def broken(query):
            raise OSError("store unavailable")

        core.chat.add_memory_reader("broken", broken)
        chat = core.chat.new_chat()
        reply = run(core.chat.send(chat.id, "hi"))
        assert reply.status is MessageStatus.COMPLETE
        assert [m["role"] for m in openai_server.chat_requests()[-1].messages] == ["user"]


def test_reply_cut_off_by_a_crash_is_kept_as_partial(data_dir):
    core = WhiziCore.open(data_dir)
    chat = core.chats.create("crash")
    core.messages.add(chat.id, Role.USER, "question")
    msg = core.messages.add(chat.id, Role.ASSISTANT, "half an ans", status=MessageStatus.STREAMING)
    core.close()  # the process dies here, mid-stream
    core = WhiziCore.open(data_dir)
    assert core.messages.get(msg.id).status is MessageStatus.PARTIAL
    assert core.messages.get(msg.id).content == "half an ans"
    core.close()


def test_deleted_chat_can_be_undone_then_is_purged_from_disk(connected_core, data_dir):
    core = connected_core
    chat = core.chat.new_chat()
    run(core.chat.send(chat.id, "the-secret-word-is-marmalade"))
    core.delete_chat(chat.id)
    assert core.chats.list_visible() == []
    core.undo_delete_chat(chat.id)
    assert [c.id for c in core.chats.list_visible()] == [chat.id]

    core.settings.set("ui.delete_undo_s", 0)
    core.delete_chat(chat.id)
    assert run(core.runner.run_until_idle()) >= 1
    assert core.chats.get(chat.id) is None
    core.close()
    blob = b"".join(p.read_bytes() for p in data_dir.rglob("*") if p.is_file())
    assert b"marmalade" not in blob


def test_purge_keeps_remembered_messages_of_a_deleted_chat(core):
    from app.core.domain import utcnow
    from app.core.store.models import MessageRow

    chat = core.chats.create("mixed")
    keep = core.messages.add(chat.id, Role.USER, "I live in Gdańsk")
    core.messages.add(chat.id, Role.ASSISTANT, "Nice city")
    with core.db.session() as s:
        s.get(MessageRow, keep.id).remembered_at = utcnow()
    core.settings.set("ui.delete_undo_s", 0)
    core.delete_chat(chat.id)
    run(core.runner.run_until_idle())
    assert [m.content for m in core.messages.list(chat.id)] == ["I live in Gdańsk"]
    assert core.chats.get(chat.id).is_deleted
