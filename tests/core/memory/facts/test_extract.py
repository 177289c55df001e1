"""Saved-memory passes end to end: a real core, the real openai client, the test server as the
memory model (tests/support/facts_model.py answers passes, the privacy classifier says green)."""
from __future__ import annotations

import asyncio
import json

import pytest

from app.core.context import WhiziCore
from app.core.domain import MessageStatus
from app.core.memory.facts.model import MAX_TOKENS, PASS_MAX_TOKENS, TRANSCRIPT_MAX_TOKENS, Cause
from app.core.memory.facts.prompts import EXTRACTION_SYSTEM
from app.core.memory.facts.service import FACTS_PASS
from app.core.memory.facts.triggers import ExplicitRequest
from app.core.providers.structured import forget_capabilities
from app.core.providers.tokens import count_message_tokens, count_tokens
from tests.support import encrypted_db
from tests.support.facts_model import current_list, kind_of, wire
from tests.support.openai_server import Reply


@pytest.fixture(autouse=True)
def fresh_capabilities():
    forget_capabilities()
    yield
    forget_capabilities()


@pytest.fixture
def memory(connected_core, openai_server):
    """Chats are analysed automatically (the classifier says green): what a pass may read."""
    connected_core.settings.set("memory.chat_analysis", "automatic")
    return wire(openai_server)


def say(core, chat_id, *texts):
    async def go():
        for text in texts:
            reply = await core.chat.send(chat_id, text)
            assert reply.status is MessageStatus.COMPLETE
            await core.runner.run_until_idle()
    asyncio.run(go())


def drain(core):
    return asyncio.run(core.runner.run_until_idle())


def extraction_text(body) -> str:
    return "\n".join(m["content"] for m in body["messages"] if m["role"] == "user")


# ----- when a pass runs, and what it reads --------------------------------------------------------
def test_facts_appear_after_the_sixth_turn_and_go_into_the_next_reply(connected_core, openai_server, memory):
    core = connected_core
    chat = core.chat.new_chat()
    core.chats.set_model(chat.id, "test-chat")
    say(core, chat.id, "Hi there", "My name is Ann.")
    assert core.facts.lines() == [] and memory.passes() == []          # turns 2 and 4: no pass yet
    say(core, chat.id, "I live in Oslo.")                               # turn 6
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]
    (request,) = memory.passes("extract")
    assert request["model"] == "test-memory"                            # the memory model, not the chat's
    sent = extraction_text(request)
    assert "User: My name is Ann." in sent and "Current saved memory: (empty)" in sent

    say(core, chat.id, "What should I cook tonight?")
    messages = openai_server.chat_requests("test-chat")[-1].messages
    assert messages[0]["role"] == "system"
    assert messages[0]["content"].endswith("- Name is Ann\n- Lives in Oslo")
    assert {"role": "user", "content": "Hi there"} in messages


def test_remember_runs_a_pass_at_once_even_where_chats_are_not_analysed(connected_core, openai_server):
    core = connected_core                       # "Chats are not automatically saved" (the default)
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    say(core, chat.id, "My name is Zed.", "Remember that my dog is Rex.")
    assert core.facts.lines() == ["Dog is Rex"]
    (request,) = memory.passes("extract")
    sent = extraction_text(request)
    # Only the request itself may be read in a chat memory does not analyse.
    assert "User: Remember that my dog is Rex." in sent and "Zed" not in sent and "Echo" not in sent
    assert "explicitly asked you to remember" in sent


def test_forget_removes_lines_at_once_and_may_empty_the_list(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    say(core, chat.id, "Remember that my city is Oslo.")
    assert core.facts.lines() == ["City is Oslo"]
    memory.script([])
    say(core, chat.id, "Forget that my city is Oslo.")
    assert core.facts.lines() == []
    assert "explicitly asked you to forget" in extraction_text(memory.passes("extract")[-1])
    assert core.facts.revisions(1)[0].cause is Cause.PASS


def test_temporary_chats_never_reach_memory(connected_core, openai_server, memory):
    core = connected_core
    chat = core.chat.new_chat(temporary=True)
    say(core, chat.id, "Remember that my name is Ann.", "a", "b")
    assert memory.passes() == [] and core.facts.lines() == []
    assert core.jobs.pending(FACTS_PASS) == 0


def test_red_text_never_reaches_a_pass(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    memory.script(["Likes jazz"])
    say(core, chat.id, "Remember my card 4111 1111 1111 1111 and that I like jazz.")
    sent = extraction_text(memory.passes("extract")[0])
    assert "4111 1111" not in sent and "[private]" in sent and "I like jazz" in sent


def test_a_pass_reads_the_last_six_turns_only(connected_core, openai_server, memory):
    core = connected_core
    chat = core.chat.new_chat()
    say(core, chat.id, "one", "two", "three", "four", "five", "six")   # passes at turns 6 and 12
    first, second = memory.passes("extract")
    assert "User: one" in extraction_text(first)
    talk = extraction_text(second).split("<conversation>")[1]
    assert "User: four" in talk and "User: six" in talk and "User: three" not in talk
    assert talk.count("User: ") == 3 and talk.count("Assistant: ") == 3


def test_caps_transcript_20000_tokens_and_50000_per_pass(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    memory.script(["Likes long letters"])
    core.settings.set("chat.request_timeout_s", 30.0)
    openai_server.queue_reply(Reply(content="Noted."), model="test-chat")
    huge = "Remember this. " + " ".join(f"word{i} lorem ipsum" for i in range(12_000))
    say(core, chat.id, huge)
    request = memory.passes("extract")[0]
    talk = extraction_text(request).split("<conversation>\n")[1].split("\n</conversation>")[0]
    assert count_tokens(talk) <= TRANSCRIPT_MAX_TOKENS + 10
    assert count_tokens(talk) > TRANSCRIPT_MAX_TOKENS - 500            # it was cut, not dropped
    assert count_message_tokens(request["messages"]) <= PASS_MAX_TOKENS
    assert core.facts.lines() == ["Likes long letters"]


# ----- revisions, sources, undo --------------------------------------------------------------------
def test_every_change_is_a_revision_with_its_chat_messages_and_model(connected_core, openai_server):
    core = connected_core
    wire(openai_server)
    chat = core.chat.new_chat()
    say(core, chat.id, "Remember that my name is Ann.")
    (revision,) = core.facts.revisions()
    request_message = core.messages.list(chat.id)[0]
    assert revision.cause is Cause.PASS and revision.chat_id == chat.id and revision.model == "test-memory"
    assert [f.text for f in revision.old_facts] == [] and [f.text for f in revision.new_facts] == ["Name is Ann"]
    assert request_message.id in revision.message_ids
    assert core.facts.sources_of("Name is Ann") == [request_message.id]
    assert core.facts.sources_of(core.facts.facts()[0].id) == [request_message.id]
    assert core.facts.sources_of("Never said") == []

    core.facts.undo()
    assert core.facts.lines() == [] and core.facts.revisions(1)[0].cause is Cause.UNDO
    assert not core.facts.can_undo()


def test_a_reworded_line_keeps_its_id_and_its_sources(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    say(core, chat.id, "Remember that my name is Ann.")
    first_id = core.facts.facts()[0].id
    first_source = core.facts.sources_of(first_id)
    memory.script(["Name is Ann Kowalska", "Works as a nurse"])
    say(core, chat.id, "Remember that I am Ann Kowalska and I work as a nurse.")
    facts = core.facts.facts()
    assert facts[0].id == first_id and facts[0].text == "Name is Ann Kowalska"
    sources = core.facts.sources_of(first_id)
    assert sources[0] == first_source[0] and len(sources) == 2
    newest_request = core.messages.list(chat.id)[-2].id
    assert core.facts.sources_of("Works as a nurse") == [newest_request]


# ----- robustness -------------------------------------------------------------------------------
BAD_ANSWERS = {
    "malformed JSON": Reply(content='{"facts": ["Name is Ann", '),
    "a refusal": Reply(content="I'm sorry, but I can't help with that."),
    "an empty answer": Reply(content=""),
    "the wrong shape": Reply(content=json.dumps({"facts": "Name is Ann"})),
    "an empty list": Reply(content=json.dumps({"facts": []})),
}


@pytest.fixture
def remembered(connected_core, openai_server):
    """A chat and a memory that already holds two lines."""
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    memory.script(["Name is Ann", "Lives in Oslo"])
    say(core, chat.id, "Remember that my name is Ann and I live in Oslo.")
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]
    return core, memory, chat


@pytest.mark.parametrize("what", sorted(BAD_ANSWERS))
def test_a_bad_answer_is_retried_once_with_a_repair_note_then_the_list_is_kept(remembered, what):
    core, memory, chat = remembered
    revisions = len(core.facts.revisions())
    memory.script(BAD_ANSWERS[what])
    memory.script(BAD_ANSWERS[what])
    say(core, chat.id, "Remember that I like tea.")
    first, repair = memory.passes("extract")[-2:]
    assert "could not be used" not in json.dumps(first["messages"])
    assert "Your previous answer could not be used" in repair["messages"][-1]["content"]
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]
    assert len(core.facts.revisions()) == revisions
    assert core.jobs.pending(FACTS_PASS) == 0          # done with: a bad answer is not retried forever


def test_a_repaired_answer_is_used(remembered):
    core, memory, chat = remembered
    memory.script('{"facts": ["Name is Ann"')
    memory.script(["Name is Ann", "Lives in Oslo", "Likes tea"])
    say(core, chat.id, "Remember that I like tea.")
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo", "Likes tea"]


def test_a_timeout_is_retried_then_the_list_is_kept(remembered):
    core, memory, chat = remembered
    core.settings.set("memory.facts_timeout_s", 0.3)
    late = Reply(content=json.dumps({"facts": []}), delay=5)
    memory.script(late)
    memory.script(late)
    say(core, chat.id, "Remember that I like tea.")
    assert "took too long" in memory.passes("extract")[-1]["messages"][-1]["content"]
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]


def test_unchanged_after_remember_is_retried_but_a_scheduled_pass_may_change_nothing(remembered):
    core, memory, chat = remembered
    before = len(memory.passes("extract"))
    memory.script(["Name is Ann", "Lives in Oslo"])
    memory.script(["Name is Ann", "Lives in Oslo", "Likes tea"])
    say(core, chat.id, "Remember that I like tea.")
    assert len(memory.passes("extract")) == before + 2
    assert core.facts.lines()[-1] == "Likes tea"


def test_a_scheduled_pass_cannot_empty_memory(connected_core, openai_server, memory):
    core = connected_core
    chat = core.chat.new_chat()
    memory.script(["Name is Ann"])
    say(core, chat.id, "Remember that my name is Ann.")
    memory.script([])
    memory.script([])
    say(core, chat.id, "b", "c")                                   # turn 6: a scheduled pass
    assert [kind_of(b) for b in memory.passes()][-2:] == ["extract", "extract"]
    assert "would erase" in memory.passes()[-1]["messages"][-1]["content"]
    assert core.facts.lines() == ["Name is Ann"]


def test_a_pass_that_drops_most_lines_is_rejected(connected_core, openai_server, memory):
    core = connected_core
    chat = core.chat.new_chat()
    lines = ["Name is Ann", "Lives in Oslo", "Has a cat, Mruczek", "Works as a nurse", "Plays the violin",
             "Prefers tea to coffee", "Training for a marathon"]
    memory.script(lines)
    say(core, chat.id, "Remember all of that.")
    memory.script(["Name is Ann"])
    memory.script(["Lives in Oslo"])
    say(core, chat.id, "b", "c")
    assert "dropped 6 of the 7" in memory.passes()[-1]["messages"][-1]["content"]
    assert core.facts.lines() == lines


def test_provider_errors_leave_the_list_and_retry_the_job_later(remembered, openai_server):
    core, memory, chat = remembered
    # 503, the server down: a 500 to json_schema is taken for a refused format (llama-cpp-python).
    openai_server.fail_next(503, path="/v1/chat/completions", times=1)

    async def go():
        core.facts.schedule_pass(chat.id, core.messages.list(chat.id)[0].id, pass_key="manual:test",
                                 request=ExplicitRequest(remember=True))
        await core.runner.run_until_idle()

    asyncio.run(go())
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]
    assert core.jobs.pending(FACTS_PASS) == 1                      # queued again, with a backoff


@pytest.mark.parametrize("quirk", ["reject_json_schema", "reject_response_format"])
def test_works_with_json_object_only_and_with_plain_text(connected_core, openai_server, quirk):
    core = connected_core
    memory = wire(openai_server, classifier=False)
    setattr(openai_server, quirk, True)
    memory.script(Reply(content='Here you go:\n```json\n{"facts": ["Name is Ann"]}\n```'))
    chat = core.chat.new_chat()
    say(core, chat.id, "Remember that my name is Ann.")
    assert core.facts.lines() == ["Name is Ann"]
    sent = [r.body.get("response_format", {}).get("type") for r in openai_server.chat_requests("test-memory")]
    assert sent[-1] == ("json_object" if quirk == "reject_json_schema" else None)


# ----- budget ----------------------------------------------------------------------------------
def long_list(n: int, prefix: str = "Fact") -> list[str]:
    return [f"{prefix} {i}: enjoys a particular hobby with a long and detailed description of it" for i in range(n)]


def test_an_over_budget_rewrite_is_compacted(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    big = ["Name is Ann", *long_list(200)]
    memory.script(big)
    memory.compact_with(lambda lines: lines[:30])
    say(core, chat.id, "Remember everything I told you.")
    compaction = memory.passes("compact")[0]
    assert len(current_list(compaction)) == len(big)
    assert core.facts.lines() == big[:30]
    assert core.facts.tokens() <= MAX_TOKENS
    assert core.facts.revisions(1)[0].cause is Cause.COMPACTION


def test_compaction_that_drops_who_the_user_is_is_repaired(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    big = ["Name is Ann", "Has a daughter, Ola, born 2019", *long_list(200)]
    memory.script(big)
    memory.script(long_list(20))                                  # compaction without the identity lines
    memory.script([*big[:2], *long_list(20)])
    say(core, chat.id, "Remember everything I told you.")
    assert "about who the user is" in memory.passes("compact")[-1]["messages"][-1]["content"]
    assert core.facts.lines()[:2] == big[:2]


def test_when_compaction_fails_the_positional_trim_still_holds_the_budget(connected_core, openai_server):
    core = connected_core
    memory = wire(openai_server)
    chat = core.chat.new_chat()
    big = [*long_list(150), "Name is Ann", *long_list(150, "Other")]
    memory.script(big)
    memory.script("not json")
    memory.script("still not json")
    say(core, chat.id, "Remember everything I told you.")
    lines = core.facts.lines()
    assert core.facts.tokens() <= MAX_TOKENS and "Name is Ann" in lines
    assert lines[0] == big[0]
    assert core.facts.revisions(1)[0].cause is Cause.COMPACTION


# ----- durable and exactly once -------------------------------------------------------------------
def test_a_pass_delivered_twice_applies_once(remembered, data_dir):
    core, memory, chat = remembered
    calls = len(memory.passes())
    revisions = len(core.facts.revisions())
    # The process died after the pass applied and before the queue heard of it: the job runs again.
    with encrypted_db.connect(core.layout.database) as con:
        done = con.execute("SELECT COUNT(*) FROM jobs WHERE kind = ? AND status = 'done'", (FACTS_PASS,)).fetchone()[0]
        con.execute("UPDATE jobs SET status = 'queued', run_after = '2000-01-01T00:00:00.000000+00:00' "
                    "WHERE kind = ?", (FACTS_PASS,))
    assert done == 1
    assert drain(core) >= 1
    assert len(memory.passes()) == calls and len(core.facts.revisions()) == revisions


def test_quitting_mid_pass_reruns_it_at_the_next_start(data_dir, openai_server, connected_core):
    core = connected_core
    memory = wire(openai_server)
    memory.script(Reply(content=json.dumps({"facts": ["Too late"]}), delay=30))
    chat = core.chat.new_chat()

    async def quit_mid_pass():
        await core.chat.send(chat.id, "Remember that my name is Ann.")
        core.runner.start()
        await asyncio.to_thread(openai_server.wait_for_requests, 2, "/v1/chat/completions", 10)
        await core.runner.stop()                                   # the window closed mid-pass

    asyncio.run(quit_mid_pass())
    assert core.facts.lines() == [] and core.jobs.pending(FACTS_PASS) == 1
    core.close()

    again = WhiziCore.open(data_dir)
    try:
        drain(again)
        assert again.facts.lines() == ["Name is Ann"]
        assert len(again.facts.revisions()) == 1
        assert len(memory.passes("extract")) == 2
    finally:
        again.close()


def test_a_pass_that_finds_the_list_edited_rewrites_the_new_list(remembered, openai_server):
    core, memory, chat = remembered
    fact_id = core.facts.facts()[1].id
    edited = {"done": False}

    def edit_first(body):
        if kind_of(body) == "extract" and not edited["done"]:
            edited["done"] = True
            core.facts.store.edit(fact_id, "Lives in Bergen", lambda text: text, lambda text: True)
            return Reply(content=json.dumps({"facts": ["Name is Ann", "Lives in Oslo", "Likes tea"]}))
        return None

    memory.next = None
    openai_server.responder = lambda body: edit_first(body) or memory(body)
    say(core, chat.id, "Remember that I like tea.")
    assert core.facts.lines() == ["Name is Ann", "Lives in Bergen", "Likes tea"]
    assert current_list(memory.passes("extract")[-1]) == ["Name is Ann", "Lives in Bergen"]


def test_after_clear_nothing_said_before_it_is_learnt_again(remembered):
    core, memory, chat = remembered
    core.settings.set("memory.chat_analysis", "automatic")   # the earlier turns become readable
    core.facts.clear()
    say(core, chat.id, "Remember that I like tea.")
    talk = extraction_text(memory.passes("extract")[-1]).split("<conversation>")[1]
    assert "Oslo" not in talk and "I like tea" in talk
    assert core.facts.lines() == ["Likes tea"]


def test_a_pass_in_flight_when_memory_is_cleared_is_dropped(remembered, openai_server):
    core, memory, chat = remembered
    gate = __import__("threading").Event()

    def held(body):
        if kind_of(body) == "extract":
            gate.wait(10)
            return Reply(content=json.dumps({"facts": ["Name is Ann", "Lives in Oslo", "Likes tea"]}))
        return None

    openai_server.responder = held

    async def go():
        core.facts.schedule_pass(chat.id, core.messages.list(chat.id)[0].id, pass_key="manual:held",
                                 request=ExplicitRequest(remember=True))
        running = asyncio.ensure_future(core.runner.run_until_idle())
        await asyncio.to_thread(openai_server.wait_for_requests, len(openai_server.requests) + 1, None, 10)
        core.facts.clear()
        gate.set()
        await running

    asyncio.run(go())
    assert core.facts.lines() == []
    assert core.facts.store.pass_record("manual:held")["outcome"].startswith("superseded")


def test_the_extraction_prompt_carries_the_rules():
    for rule in ("would change how the assistant answers weeks", "the newest one", "verbatim",
                 "facts about Whizi itself", "health or financial details, unless the user explicitly asks",
                 "how the assistant should speak or format answers, unless the user explicitly",
                 "Returning the list unchanged is a normal", "1,500 tokens", "about 50 lines"):
        assert rule in EXTRACTION_SYSTEM


# ----- the privacy analysis feeds memory (issue #13 §1.2) ----------------------------------------
def run_delayed_jobs(core):
    """The analysed-pass job waits a few seconds to coalesce a chat's labels; make it due now (as
    time would) and run the queue."""
    from sqlalchemy import update

    from app.core.domain import utcnow
    from app.core.memory.facts.service import FACTS_ANALYSED
    from app.core.store.models import JobRow

    with core.db.session() as s:
        s.execute(update(JobRow).where(JobRow.status == "queued", JobRow.kind == FACTS_ANALYSED)
                  .values(run_after=utcnow()))
    return drain(core)


def test_clicking_the_brain_adds_what_the_newly_green_messages_say(connected_core, openai_server):
    from app.core.memory.facts.service import FACTS_ANALYSED

    core = connected_core
    memory = wire(openai_server)                          # manual analysis: nothing is labelled yet
    chat = core.chat.new_chat()
    say(core, chat.id, "My name is Ann.", "I live in Oslo.")
    assert core.facts.lines() == [] and memory.passes() == []
    core.privacy.analyse_chat_now(chat.id)                # the brain clicked
    drain(core)                                           # the messages are labelled green
    assert all(m.remembered_at is not None for m in core.messages.list(chat.id))
    assert core.jobs.pending(FACTS_ANALYSED) == 1         # one durable job for the chat
    run_delayed_jobs(core)
    assert core.facts.lines() == ["Name is Ann", "Lives in Oslo"]
    (request,) = memory.passes("extract")                 # one pass read every newly green message
    assert "User: My name is Ann." in extraction_text(request) and "User: I live in Oslo." in extraction_text(request)
    run_delayed_jobs(core)
    assert core.jobs.pending(FACTS_ANALYSED) == 0 and len(memory.passes("extract")) == 1   # nothing read twice


def test_switching_to_automatic_analysis_adds_to_memory_once_per_chat(connected_core, openai_server):
    from app.core.memory.facts.service import FACTS_ANALYSED

    core = connected_core
    memory = wire(openai_server)
    first, second = core.chat.new_chat(), core.chat.new_chat()
    say(core, first.id, "My name is Ann.")
    say(core, second.id, "I work as a nurse.", "I like jazz.")
    core.privacy.set_chat_analysis(True)                  # "Chats are automatically saved"
    drain(core)
    assert core.jobs.pending(FACTS_ANALYSED) == 2         # coalesced: one per chat, not per message
    run_delayed_jobs(core)
    assert set(core.facts.lines()) == {"Name is Ann", "Works as nurse", "Likes jazz"}
    assert len(memory.passes("extract")) == 2
    # From now on, new turns of analysed chats are the six-turn passes' business: no extra pass.
    say(core, first.id, "I live in Oslo.")
    drain(core)
    assert core.jobs.pending(FACTS_ANALYSED) == 0
