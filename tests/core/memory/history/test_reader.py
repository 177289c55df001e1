"""Reference chat history as the model sees it: the request a new chat sends (read off the test
server's log) carries the right quotes, summaries and session history, within the budget, and
nothing when the setting is off or the chat is temporary."""
from __future__ import annotations

import asyncio

import pytest

from app.core.memory.embedders import local_embedder
from app.core.memory.history.reader import QUOTES_HEADER, SESSION_HEADER, SUMMARIES_HEADER
from app.core.memory.history.service import SUMMARY
from app.core.providers.tokens import count_tokens
from tests.support.history import dated_chat, drain, files_containing, label, plain_folder, system_messages
from tests.support.openai_server import Reply

GARDEN_SUMMARY = "The user planned a raised vegetable garden with San Marzano tomatoes and basil."


@pytest.fixture
def plain_data_dir(data_dir):
    """Requested before `history_core`: its folder's database is plain SQLite, as an older Whizi's, so
    a byte scan of the folder shows what is on disk (an encrypted one would hide it either way)."""
    return plain_folder(data_dir)


@pytest.fixture
def history_core(connected_core):
    # The first read loads the local model; the foundation's 300 ms deadline is for warm reads.
    local_embedder().warm_up()
    connected_core.settings.set("memory.deadline_ms", 5000)
    drain(connected_core)
    return connected_core


def summarise(core, server, chat, text):
    server.queue_reply(Reply(content=text), model="test-memory")
    core.history.chat_left(chat.id)
    drain(core)


def send(core, chat_id, text):
    return asyncio.run(core.chat.send(chat_id, text))


def test_a_new_chat_request_carries_quotes_summaries_and_session_history(history_core, openai_server):
    core = history_core
    garden, _ = dated_chat(core, "Garden project", [
        ("user", "I want a raised bed for San Marzano tomatoes and basil."),
        ("assistant", "Use 30 cm deep beds with compost."),
    ], days_ago=40)
    summarise(core, openai_server, garden, GARDEN_SUMMARY)
    trip, trip_msgs = dated_chat(core, "Lisbon trip", [
        ("user", "I'm going to Lisbon in May with my sister Ana."),
        ("assistant", "Take tram 28 to Alfama and try pastéis de nata in Belém."),
    ], days_ago=3)
    packing, _ = dated_chat(core, "Packing", [("user", "Remind me to pack sunscreen and the travel adapter.")],
                            days_ago=0.05)
    secret, secret_msgs = dated_chat(core, "Bank", [("user", "My Lisbon hotel card is 4111 1111 1111 1111.")],
                                     days_ago=1, remembered=False)
    label(core, [m.id for m in secret_msgs], "red")
    drain(core)

    chat = core.chat.new_chat()
    send(core, chat.id, "Any tips for Lisbon, and how should I water my tomato garden?")

    request = openai_server.chat_requests("test-chat")[-1]
    blocks = system_messages(request)
    session = next(b for b in blocks if b.startswith(SESSION_HEADER))
    history = next(b for b in blocks if b.startswith(QUOTES_HEADER))
    assert "sunscreen" in session and '"Packing"' in session
    assert "Lisbon in May with my sister Ana" in history and '"Lisbon trip"' in history
    assert trip_msgs[0].created_at.astimezone().strftime("%Y-%m-%d") in history
    assert SUMMARIES_HEADER in history and "San Marzano" in history and '"Garden project"' in history
    # The garden chat is older than two weeks: summarised, not quoted.
    assert "30 cm deep beds" not in history
    assert "4111 1111" not in " ".join(blocks)
    # The block sits after any system prompt and before the conversation.
    assert request.messages[-1] == {"role": "user", "content": "Any tips for Lisbon, and how should I water my tomato garden?"}


def test_nothing_from_the_current_chat_is_repeated(history_core, openai_server):
    core = history_core
    chat, msgs = dated_chat(core, "Sourdough", [("user", "My sourdough starter is called Clint.")], days_ago=0.1)
    drain(core)
    send(core, chat.id, "How often should I feed my sourdough starter?")
    blocks = system_messages(openai_server.chat_requests("test-chat")[-1])
    assert not any("Clint" in b for b in blocks)


def test_the_budget_holds_for_both_blocks_together(history_core, openai_server):
    core = history_core
    core.settings.set("history.budget_tokens", 200)
    for i in range(6):
        dated_chat(core, f"Kayak {i}", [("user", f"Kayak trip {i}: " + "paddling along the fjord coast " * 20)],
                   days_ago=0.2 + i)
    drain(core)
    chat = core.chat.new_chat()
    send(core, chat.id, "Plan another kayak trip on the fjord")
    blocks = [b for b in system_messages(openai_server.chat_requests("test-chat")[-1])
              if b.startswith((SESSION_HEADER, QUOTES_HEADER))]
    assert blocks and sum(count_tokens(b) + 1 for b in blocks) <= 200


def test_reference_history_off_reads_nothing(history_core, openai_server):
    core = history_core
    dated_chat(core, "Lisbon trip", [("user", "I'm going to Lisbon in May.")], days_ago=0.1)
    drain(core)
    core.settings.set("memory.reference_history", False)
    chat = core.chat.new_chat()
    send(core, chat.id, "Tips for Lisbon?")
    blocks = system_messages(openai_server.chat_requests("test-chat")[-1])
    assert not any(b.startswith((SESSION_HEADER, QUOTES_HEADER)) for b in blocks)


def test_temporary_chats_neither_read_nor_write(plain_data_dir, history_core, openai_server):
    core = history_core
    dated_chat(core, "Lisbon trip", [("user", "I'm going to Lisbon in May.")], days_ago=0.1)
    drain(core)
    temp = core.chat.new_chat(temporary=True)
    send(core, temp.id, "Tips for Lisbon? My zorblax code word is here.")
    blocks = system_messages(openai_server.chat_requests("test-chat")[-1])
    assert not any(b.startswith((SESSION_HEADER, QUOTES_HEADER)) for b in blocks)
    assert core.jobs.pending(SUMMARY) == 0
    drain(core)
    assert files_containing(core.layout.root, b"zorblax") == []


def test_a_chat_is_summarised_when_idle_from_its_remembered_messages_only(history_core, openai_server):
    core = history_core
    core.settings.set("history.summary_idle_minutes", 0)
    chat = core.chat.new_chat()
    send(core, chat.id, "I collect vintage Leica cameras.")
    msgs = core.messages.list(chat.id)
    label(core, [msgs[0].id], "green")
    label(core, [msgs[1].id], "red")          # the echo reply is treated as confidential here
    openai_server.queue_reply(Reply(content="The user collects vintage Leica cameras."), model="test-memory")
    drain(core)
    summary = core.history.summaries.get(chat.id)
    assert summary is not None and "Leica" in summary.summary
    assert summary.message_ids == (msgs[0].id,)
    memory_requests = openai_server.chat_requests("test-memory")
    assert len(memory_requests) == 1
    sent = memory_requests[0].messages[-1]["content"]
    assert "I collect vintage Leica cameras." in sent and "Echo:" not in sent
    # Nothing changed since: leaving the chat does not ask the model again.
    core.history.chat_left(chat.id)
    drain(core)
    assert len(openai_server.chat_requests("test-memory")) == 1


def test_a_chat_that_is_still_active_waits_for_its_summary(history_core, openai_server):
    core = history_core
    chat = core.chat.new_chat()
    send(core, chat.id, "Let's plan the climbing trip.")
    drain(core)
    assert core.jobs.pending(SUMMARY) == 1            # due in 30 minutes
    assert openai_server.chat_requests("test-memory") == []


def test_forgetting_a_message_withdraws_the_summary_made_from_it(plain_data_dir, history_core, openai_server):
    core = history_core
    chat, msgs = dated_chat(core, "Health", [
        ("user", "I run 10 km every Sunday morning."),
        ("user", "My knee hurts after the long runs."),
    ], days_ago=30)
    summarise(core, openai_server, chat, "The user runs 10 km on Sundays; knee pain zqvknee after long runs.")
    assert files_containing(core.layout.root, b"zqvknee")
    openai_server.queue_reply(Reply(content="The user runs 10 km every Sunday."), model="test-memory")
    core.privacy.forget(msgs[1].id)
    drain(core)
    assert core.history.summaries.get(chat.id).summary == "The user runs 10 km every Sunday."
    assert files_containing(core.layout.root, b"zqvknee") == []
    rewrite = openai_server.chat_requests("test-memory")[-1].messages[-1]["content"]
    assert "knee" not in rewrite


def test_a_summary_is_not_offered_once_a_message_it_was_made_from_is_not_remembered(history_core, openai_server):
    from datetime import timedelta

    from app.core.domain import utcnow

    core = history_core
    chat, msgs = dated_chat(core, "Boat", [
        ("user", "We are restoring a wooden sailing dinghy."),
        ("user", "The dinghy's mast is made of spruce."),
    ], days_ago=30)
    summarise(core, openai_server, chat, "The user restores a wooden sailing dinghy with a spruce mast.")

    def offered():
        two_weeks_ago = utcnow() - timedelta(days=14)
        found = asyncio.run(core.history.search_summaries("wooden dinghy restoration", before=two_weeks_ago))
        return [h.chat_id for h in found]

    assert offered() == [chat.id]
    label(core, [msgs[1].id], "red")          # SQLite says so; no job has run yet
    assert offered() == []
