"""The automatic title of a chat is made without holding up the event loop: it runs the privacy
detector (whose first use may import it, which takes seconds), so a long first message would freeze
the window while the chat was named."""
import asyncio
import time

from tests.support.openai_server import Reply

SENTENCE = "Call me on 604 218 935 after the meeting about the quarterly numbers, please. "


def _longest_gap_while(coro_factory) -> tuple[float, object]:
    async def run():
        gaps = [0.0]
        done = asyncio.Event()

        async def ticker():
            last = time.perf_counter()
            while not done.is_set():
                await asyncio.sleep(0.005)
                now = time.perf_counter()
                gaps.append(now - last)
                last = now

        tick = asyncio.create_task(ticker())
        await asyncio.sleep(0)
        try:
            result = await coro_factory()
        finally:
            done.set()
            await tick
        return max(gaps), result

    return asyncio.run(run())


def test_naming_a_chat_from_a_long_first_message_does_not_freeze_the_loop(connected_core, openai_server):
    core = connected_core
    core.chat.memory_readers = []
    # A first, short turn pays the one-off costs (the SDK's import, the detector's) outside the measurement.
    openai_server.queue_reply(Reply(content="ok"))
    asyncio.run(core.chat.send(core.chat.new_chat().id, "hello"))

    chat = core.chat.new_chat()
    text = "Notes for Anna\n" + SENTENCE * 20_000          # ~1.6 million characters, pasted
    openai_server.queue_reply(Reply(content="Noted."))
    gap, _ = _longest_gap_while(lambda: core.chat.send(chat.id, text))

    assert core.chats.get(chat.id).title == "Notes for Anna"
    # Scanning the whole paste on the loop took seconds; the opening is enough to name the chat.
    assert gap < 0.5, f"the event loop stalled {gap * 1000:.0f} ms while the chat was named"


def test_a_red_first_line_is_still_redacted_in_the_title(connected_core, openai_server):
    core = connected_core
    core.chat.memory_readers = []
    chat = core.chat.new_chat()
    openai_server.queue_reply(Reply(content="ok"))
    asyncio.run(core.chat.send(chat.id, "My card is 4111 1111 1111 1111, is it blocked?\n" + "x " * 5_000))
    title = core.chats.get(chat.id).title
    assert "4111" not in title and "[private]" in title


def test_the_first_reply_is_requested_while_the_chat_is_still_being_named(connected_core, openai_server, monkeypatch):
    """The title runs the privacy detector, whose first use in a session imports it (seconds): the
    first message sent right after start-up waited that long for its reply. The reply now starts at
    once and the title follows; `send` still returns with the chat named."""
    import threading

    import app.core.chat as chat_module

    core = connected_core
    core.chat.memory_readers = []
    streaming = threading.Event()
    core.chat.message_changed.connect(
        lambda m: streaming.set() if m.role.value == "assistant" and m.content else None)
    real = chat_module.title_from_message
    seen: list[bool] = []

    def slow_title(text: str) -> str:   # as a first use would be: done only after the reply streams
        seen.append(streaming.wait(timeout=10))
        return real(text)

    monkeypatch.setattr(chat_module, "title_from_message", slow_title)
    chat = core.chat.new_chat()
    openai_server.queue_reply(Reply(content="Lisbon in three days: Alfama, Belém, Sintra."))
    reply = asyncio.run(core.chat.send(chat.id, "Plan a short trip to Lisbon"))
    assert seen == [True], "the reply waited for the chat's title"
    assert reply.content.startswith("Lisbon in three days")
    assert core.chats.get(chat.id).title == "Plan a short trip to Lisbon"
