"""A streaming reply is written to the database off the event loop (#15, the streaming stall):
the loop is the window's thread, so a write there per streamed chunk is a stall the user sees.
What the store holds is unchanged: the text so far while it streams (what a crash leaves, kept
as partial at the next start), all of it when the reply ends."""
import asyncio
import threading

from sqlalchemy import event

from app.core.chat import PARTIAL_SAVE_INTERVAL_S
from app.core.chat_writes import ReplyWriter
from app.core.domain import MessageStatus, Role
from tests.support.openai_server import Reply

WORDS = " ".join(f"word{i}" for i in range(60))


def _writes_by_thread(core):
    """(thread id, statement) of every INSERT/UPDATE the core's engine runs, from now on."""
    seen: list[tuple[int, str]] = []

    def before(_conn, _cursor, statement, _params, _context, _many):
        verb = statement.lstrip().split(" ", 1)[0].upper()
        if verb in ("INSERT", "UPDATE"):
            seen.append((threading.get_ident(), statement))

    event.listen(core.db.engine, "before_cursor_execute", before)
    return seen


def test_no_message_is_written_on_the_event_loop_while_a_turn_streams(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    # ~1.2 s of streaming: the reply's row is saved a few times on the way, not only at the end.
    openai_server.queue_reply(Reply(content=WORDS, chunk_delay=0.02))
    writes = _writes_by_thread(core)
    loop_thread: list[int] = []
    stored_midway: list[tuple[str, MessageStatus]] = []

    async def turn():
        loop_thread.append(threading.get_ident())
        grown = asyncio.Event()

        def on_change(msg):
            if msg.role is Role.ASSISTANT and "word40" in msg.content:
                grown.set()

        core.chat.message_changed.connect(on_change)
        task = asyncio.ensure_future(core.chat.send(chat.id, "talk to me"))
        await grown.wait()
        # What a crash would leave now: the text so far, still marked as streaming.
        reply = next(m for m in core.messages.list(chat.id) if m.role is Role.ASSISTANT)
        stored_midway.append((reply.content, reply.status))
        return await task

    reply = asyncio.run(turn())
    assert reply.status is MessageStatus.COMPLETE and reply.content == WORDS
    on_loop = [sql for thread, sql in writes if thread == loop_thread[0] and (" messages" in sql or " chats" in sql)]
    assert on_loop == [], f"written on the event loop: {on_loop}"
    partial_updates = [sql for _thread, sql in writes if sql.lstrip().upper().startswith("UPDATE MESSAGES")]
    assert len(partial_updates) >= 2   # saved while streaming, and once more at the end
    text, status = stored_midway[0]
    assert status is MessageStatus.STREAMING
    assert text and WORDS.startswith(text) and len(text) < len(WORDS)
    stored = core.messages.get(reply.id)
    assert (stored.content, stored.status) == (WORDS, MessageStatus.COMPLETE)
    assert [m.content for m in core.messages.list(chat.id)] == ["talk to me", WORDS]


def test_quitting_mid_reply_keeps_the_text_so_far(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    openai_server.queue_reply(Reply(content=WORDS, chunk_delay=0.02))

    async def quit_midway():
        grown = asyncio.Event()
        core.chat.message_changed.connect(
            lambda m: grown.set() if m.role is Role.ASSISTANT and "word20" in m.content else None)
        task = asyncio.ensure_future(core.chat.send(chat.id, "talk to me"))
        await grown.wait()
        pending = core.chat.stop_all()   # what the app does when its window closes
        await asyncio.wait(pending, timeout=5)
        return await task

    reply = asyncio.run(quit_midway())
    [_user, stored] = core.messages.list(chat.id)
    assert stored.status is MessageStatus.PARTIAL and stored.content == reply.content
    assert "word20" in stored.content and WORDS.startswith(stored.content)


def test_the_finished_reply_is_never_overwritten_by_a_partial_save_still_running(connected_core):
    core = connected_core
    chat = core.chat.new_chat()
    user_and_reply = []

    async def setup():
        user_and_reply.append(await core.chat._add(chat, Role.USER, "hi", MessageStatus.COMPLETE))
        user_and_reply.append(await core.chat._add(chat, Role.ASSISTANT, "", MessageStatus.STREAMING))

    asyncio.run(setup())
    reply = user_and_reply[1]
    gate = threading.Event()
    entered = threading.Event()

    def slow_store(msg):
        if msg.status is MessageStatus.STREAMING:
            entered.set()
            gate.wait(10)   # a partial write that takes long: the reply ends meanwhile
        core.chat._store(msg)

    from dataclasses import replace

    async def race():
        writer = ReplyWriter(slow_store)
        writer.save_soon(replace(reply, content="Hello"))
        await asyncio.to_thread(entered.wait, 10)
        writer.save_soon(replace(reply, content="Hello wor"))   # waits behind the slow one
        final = asyncio.ensure_future(writer.save_final(replace(reply, content="Hello world",
                                                                status=MessageStatus.COMPLETE)))
        await asyncio.sleep(0.05)
        gate.set()
        await final
        writer.save_soon(replace(reply, content="Hello wo"))     # a straggler after the end
        await asyncio.sleep(0.05)
        return writer

    writer = asyncio.run(race())
    stored = core.messages.get(reply.id)
    assert (stored.content, stored.status) == ("Hello world", MessageStatus.COMPLETE)
    assert writer.writes == 1   # the first partial only; the rest came too late to matter


def test_partial_saves_are_spaced_by_the_interval(connected_core, openai_server):
    """About one write per PARTIAL_SAVE_INTERVAL_S of streaming, not one per chunk."""
    core = connected_core
    chat = core.chat.new_chat()
    openai_server.queue_reply(Reply(content=WORDS, chunk_delay=0.02))
    writes = _writes_by_thread(core)
    started = []

    async def turn():
        loop = asyncio.get_running_loop()
        started.append(loop.time())
        reply = await core.chat.send(chat.id, "talk to me")
        started.append(loop.time())
        return reply

    asyncio.run(turn())
    updates = [sql for _thread, sql in writes if sql.lstrip().upper().startswith("UPDATE MESSAGES")]
    seconds = started[1] - started[0]
    assert 2 <= len(updates) <= seconds / PARTIAL_SAVE_INTERVAL_S + 2 < 60
