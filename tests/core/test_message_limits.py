"""A message has a size limit on send, and a huge old message (imported before the limit existed)
does not make every later turn of its chat slow: the history budget stops counting early."""
import asyncio
import base64
import os
import time

import pytest

from app.core.chat import EmptyMessage, MessageTooLong
from app.core.domain import Role
from app.core.providers.tokens import count_tokens
from app.core.textlimits import MAX_MESSAGE_CHARS, tokens_within
from tests.support.openai_server import Reply


def test_a_message_beyond_the_limit_is_refused_before_anything_is_stored_or_sent(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    with pytest.raises(MessageTooLong) as info:
        asyncio.run(core.chat.send(chat.id, "y" * (MAX_MESSAGE_CHARS + 1)))
    assert str(info.value) == ("This message has 2,000,001 characters; Whizi sends at most 2,000,000 characters. "
                               "Shorten it or send it in parts.")
    assert isinstance(info.value, EmptyMessage)   # the GUI and the CLI show it where they show "Type a message first."
    assert core.messages.list(chat.id) == [] and openai_server.chat_requests() == []
    # Editing a message into one beyond the limit is refused the same way.
    openai_server.queue_reply(Reply(content="ok"))
    asyncio.run(core.chat.send(chat.id, "short"))
    first = core.messages.list(chat.id)[0]
    with pytest.raises(MessageTooLong):
        asyncio.run(core.chat.edit_and_resend(chat.id, first.id, "z" * (MAX_MESSAGE_CHARS + 1)))
    assert core.messages.list(chat.id)[0].content == "short"


def test_a_huge_old_message_does_not_slow_the_next_turn(connected_core, openai_server):
    core = connected_core
    # The history budget alone: memory layers read the chat in their own time, under their deadlines.
    core.chat.memory_readers = []
    arrived = []
    openai_server.responder = lambda body: arrived.append(time.perf_counter())   # then the default reply

    def seconds_until_sent(chat_id: str) -> float:
        started = time.perf_counter()
        asyncio.run(core.chat.send(chat_id, "Summarise our chat"))
        return arrived[-1] - started

    # A first turn elsewhere pays the one-off costs (the SDK's import, the privacy detector's); a
    # second one in a small chat is the time a turn takes before its request leaves.
    seconds_until_sent(core.chat.new_chat().id)
    small = core.chat.new_chat()
    core.messages.add(small.id, Role.USER, "A short question")
    core.messages.add(small.id, Role.ASSISTANT, "That is a lot of text.")
    usual = seconds_until_sent(small.id)
    chat = core.chat.new_chat()
    # 24 MB of base64, as a pasted file: exact counting takes seconds on every turn.
    huge = base64.b64encode(os.urandom(18 << 20)).decode()
    core.messages.add(chat.id, Role.USER, huge)
    core.messages.add(chat.id, Role.ASSISTANT, "That is a lot of text.")
    waited = seconds_until_sent(chat.id)
    sent = openai_server.chat_requests()[-1].messages
    assert [m["content"] for m in sent] == ["That is a lot of text.", "Summarise our chat"]
    # Counting the old message exactly adds several seconds here; stopping early adds a fraction.
    assert waited - usual < 1.5, f"the request left {waited:.1f} s after Send (usually {usual:.1f} s)"


@pytest.mark.parametrize("text", ["", "hello world", "word " * 30_000, "x" * 500_000,
                                  base64.b64encode(bytes(range(256)) * 2000).decode()])
def test_tokens_within_is_exact_below_the_budget_and_over_it_above(text):
    exact = count_tokens(text)
    for budget in (10, 5_000, 24_000, 10**7):
        got = tokens_within(text, budget)
        assert got == exact if exact <= budget else got > budget
