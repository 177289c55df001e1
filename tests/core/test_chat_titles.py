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
