"""The privacy analysis end to end: real SQLite, the real job queue, the real openai client over
HTTP to the test server playing the memory model."""
from __future__ import annotations

import asyncio
import json

import pytest
from sqlalchemy import text

from app.core.domain import AnalysisMode, PrivacyLabel, Role, UserDecision
from app.core.jobs import FAILED
from app.core.memory.privacy.service import ANALYSE_CHAT
from app.core.memory.privacy.state import BrainMode, BrainState
from app.core.providers.structured import forget_capabilities
from tests.support.openai_server import Reply
from tests.support.privacy_model import ClassifierModel, is_classification

CARD = "4111 1111 1111 1111"


@pytest.fixture(autouse=True)
def fresh_capabilities():
    forget_capabilities()
    yield
    forget_capabilities()


def rule(text: str):
    if "lose weight" in text:
        return "yellow", "Possible health issue"
    if "borrowing money" in text:
        return "red", "Family money matter"
    return None


@pytest.fixture
def model(openai_server):
    m = ClassifierModel(rule)
    openai_server.responder = m
    return m


def drain(core) -> int:
    return asyncio.run(core.runner.run_until_idle())


def record(event):
    seen = []
    event.connect(seen.append)
    return seen


def labels(core, chat_id):
    return [(m.content, m.privacy_label.value if m.privacy_label else None) for m in core.messages.list(chat_id)]


def classification_requests(server):
    return [r for r in server.chat_requests() if is_classification(r.body)]


def test_turns_in_an_automatic_chat_are_labelled_and_green_is_remembered(connected_core, openai_server, model):
    core = connected_core
    core.privacy.set_chat_analysis(True)
    remembered = record(core.privacy.remembered_changed)
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "I mostly code in Go and like climbing"))
    drain(core)
    asyncio.run(core.chat.send(chat.id, "I think I need to lose weight, maybe"))
    drain(core)

    msgs = core.messages.list(chat.id)
    assert [(m.role, m.privacy_label) for m in msgs] == [
        (Role.USER, PrivacyLabel.GREEN), (Role.ASSISTANT, PrivacyLabel.GREEN),
        (Role.USER, PrivacyLabel.YELLOW), (Role.ASSISTANT, PrivacyLabel.YELLOW),
    ]
    assert [m.remembered for m in msgs] == [True, True, False, False]
    assert msgs[2].privacy_reason == "Possible health issue"
    assert core.policy.memory_text(msgs[0]) == "I mostly code in Go and like climbing"
    assert core.policy.memory_text(msgs[2]) is None
    assert [set(c.remembered) for c in remembered] == [{msgs[0].id, msgs[1].id}]
    # Each turn's two messages went to the memory model in one request.
    requests = classification_requests(openai_server)
    assert len(requests) == 2 and all(r.model == "test-memory" for r in requests)


def test_locally_red_text_never_reaches_the_model(connected_core, openai_server, model):
    core = connected_core
    chat = core.chats.create("mixed")
    red = core.messages.add(chat.id, Role.USER, f"My card is {CARD}, expiry 04/27")
    core.messages.add(chat.id, Role.ASSISTANT, "Noted, I will not keep that.")
    core.messages.add(chat.id, Role.USER, "Also my password is Sloneczko#1987")
    core.messages.add(chat.id, Role.USER, "My sister keeps borrowing money and never returns it")
    core.privacy.analyse_chat_now(chat.id)
    drain(core)

    stored = core.messages.get(red.id)
    assert (stored.privacy_label, stored.privacy_reason) == (PrivacyLabel.RED, "payment card number")
    assert not stored.remembered and core.policy.memory_text(stored) is None
    assert labels(core, chat.id) == [
        (f"My card is {CARD}, expiry 04/27", "red"), ("Noted, I will not keep that.", "green"),
        ("Also my password is Sloneczko#1987", "red"),
        ("My sister keeps borrowing money and never returns it", "red"),
    ]
    with core.db.session() as s:
        sources = dict(s.execute(text(
            "SELECT content, privacy_source FROM messages")).all())
    assert sources[f"My card is {CARD}, expiry 04/27"] == "local"
    # Red if either says red: the detector found nothing here, the model did.
    assert sources["My sister keeps borrowing money and never returns it"] == "model"
    # Every request the server saw, byte for byte: no red text, locally red messages not at all.
    assert openai_server.requests
    for request in openai_server.requests:
        assert b"4111 1111" not in request.raw_body and b"Sloneczko" not in request.raw_body
    assert sorted(model.texts) == ["My sister keeps borrowing money and never returns it",
                                   "Noted, I will not keep that."]


@pytest.mark.parametrize("quirk, expected_format", [
    (None, "json_schema"), ("reject_json_schema", "json_object"), ("reject_response_format", None),
])
def test_classifier_falls_back_through_structured_output_forms(connected_core, openai_server, quirk,
                                                                expected_format):
    core = connected_core
    if quirk:
        setattr(openai_server, quirk, True)
    answers = []

    def respond(body):
        listing = json.loads(body["messages"][-1]["content"])
        answer = {"labels": [{"n": i["n"], "label": "green", "reason": "Work topic"} for i in listing]}
        text = json.dumps(answer)
        if expected_format is None:  # a server without response_format gets prose around its JSON
            text = f"Here you go:\n```json\n{text}\n```"
        answers.append(text)
        return Reply(content=text)

    openai_server.responder = respond
    chat = core.chats.create("c")
    core.messages.add(chat.id, Role.USER, "How do I rebase onto main?")
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    assert labels(core, chat.id) == [("How do I rebase onto main?", "green")]
    last = openai_server.chat_requests()[-1].body
    assert (last.get("response_format") or {}).get("type") == expected_format
    if expected_format == "json_schema":
        assert last["response_format"]["json_schema"]["schema"]["properties"]["labels"]


def test_a_failed_classification_leaves_messages_unlabelled_and_is_retried(connected_core, openai_server):
    core = connected_core
    chat = core.chats.create("c")
    core.messages.add(chat.id, Role.USER, "first message")
    core.messages.add(chat.id, Role.USER, f"card {CARD}")
    core.privacy.analyse_chat_now(chat.id)

    # 503, the server down (a 500 to json_schema is a refused format, as llama-cpp-python answers)
    openai_server.fail_next(503, path="/v1/chat/completions")
    drain(core)
    # The local verdict stands; the rest is unlabelled, not guessed, and not remembered.
    assert labels(core, chat.id) == [("first message", None), (f"card {CARD}", "red")]
    assert not any(m.remembered for m in core.messages.list(chat.id))
    assert core.jobs.pending(ANALYSE_CHAT) == 1  # scheduled again, after a back-off

    async def retried():
        labelled = asyncio.Event()
        core.privacy.changed.connect(lambda _c: labelled.set())
        core.runner.start()
        try:
            await asyncio.wait_for(labelled.wait(), timeout=15)  # the back-off is 2 s
        finally:
            await core.runner.stop()

    openai_server.responder = ClassifierModel()
    asyncio.run(retried())
    assert labels(core, chat.id) == [("first message", "green"), (f"card {CARD}", "red")]


def test_a_message_the_model_skips_stays_unlabelled(connected_core, openai_server):
    core = connected_core
    openai_server.responder = ClassifierModel(skip=lambda text: "skipped" in text)
    chat = core.chats.create("c")
    for body in ("one", "skipped two", "three"):
        core.messages.add(chat.id, Role.USER, body)
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    assert labels(core, chat.id) == [("one", "green"), ("skipped two", None), ("three", "green")]


def test_the_users_decision_overrides_the_classifier(connected_core, model):
    core = connected_core
    core.privacy.set_analysis_level(True)
    chat = core.chats.create("c")
    yellow = core.messages.add(chat.id, Role.USER, "I should lose weight, maybe")
    green = core.messages.add(chat.id, Role.USER, "I like jazz")
    red = core.messages.add(chat.id, Role.USER, f"card {CARD}")
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    changes = record(core.privacy.remembered_changed)

    confirmed = core.privacy.remember(yellow.id)
    assert confirmed.user_decision is UserDecision.REMEMBER and confirmed.remembered
    assert confirmed.privacy_label is PrivacyLabel.YELLOW  # what the classifier said is kept
    assert core.policy.memory_text(confirmed) == "I should lose weight, maybe"
    excluded = core.privacy.forget(green.id)
    assert excluded.user_decision is UserDecision.DO_NOT_REMEMBER and not excluded.remembered
    assert [(c.remembered, c.forgotten) for c in changes] == [((yellow.id,), ()), ((), (green.id,))]
    again = core.privacy.remember(green.id)  # taken back
    assert again.remembered

    with pytest.raises(ValueError):
        core.privacy.remember(red.id)  # red is never remembered
    with pytest.raises(KeyError):
        core.privacy.forget("no-such-message")
    core.privacy.set_analysis_level(False)
    other = core.messages.add(chat.id, Role.USER, "Maybe I need to lose weight")
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    with pytest.raises(ValueError):
        core.privacy.remember(other.id)  # Strict: yellow is not shown, so not confirmable
    assert core.messages.get(other.id).privacy_label is PrivacyLabel.YELLOW  # but stored


def test_brain_states(connected_core, model):
    core = connected_core
    chat = core.chats.create("c")
    core.messages.add(chat.id, Role.USER, "Maybe I should lose weight")
    state = core.privacy.brain_state
    assert state(core.chats.get(chat.id)) == BrainState(BrainMode.OFF)
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    assert state(core.chats.get(chat.id)) == BrainState(BrainMode.ONCE, 0)  # Strict: no yellow dot
    core.privacy.set_analysis_level(True)
    assert state(core.chats.get(chat.id)) == BrainState(BrainMode.ONCE, 1)
    assert state(core.chats.get(chat.id)).pulsing
    core.privacy.set_chat_automatic(chat.id, True)
    assert state(core.chats.get(chat.id)) == BrainState(BrainMode.AUTO, 1)
    [msg] = core.messages.list(chat.id)
    core.privacy.ignore(msg.id)
    assert state(core.chats.get(chat.id)) == BrainState(BrainMode.AUTO, 0)
    core.privacy.set_chat_automatic(chat.id, False)
    assert state(core.chats.get(chat.id)).mode is BrainMode.ONCE

    other = core.chats.create("untouched")
    assert state(other).mode is BrainMode.OFF
    core.privacy.set_chat_analysis(True)  # every chat is analysed automatically now
    assert {c.title: s.mode for c, s in ((c, core.privacy.brain_states()[c.id]) for c in core.chats.list_visible())} \
        == {"c": BrainMode.AUTO, "untouched": BrainMode.AUTO}
    assert state(core.chat.new_chat(temporary=True)).mode is BrainMode.OFF
    with pytest.raises(ValueError):
        core.privacy.analyse_chat_now(core.chat.new_chat(temporary=True).id)


def test_a_chat_analysed_once_does_not_analyse_later_turns_an_automatic_one_does(connected_core, openai_server,
                                                                                 model):
    core = connected_core
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "first"))
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    assert core.chats.get(chat.id).analysis_mode is AnalysisMode.ONCE
    asyncio.run(core.chat.send(chat.id, "second"))
    drain(core)
    assert [label for _t, label in labels(core, chat.id)] == ["green", "green", None, None]
    assert core.policy.awaiting_label(core.messages.list(chat.id)[2]) is False

    core.privacy.analyse_chat_now(chat.id, automatic=True)
    drain(core)
    asyncio.run(core.chat.send(chat.id, "third"))
    drain(core)
    assert [label for _t, label in labels(core, chat.id)] == ["green"] * 6


def test_editing_a_message_drops_its_label_and_analyses_the_new_text(connected_core, openai_server, model):
    core = connected_core
    core.privacy.set_chat_analysis(True)
    changes = record(core.privacy.remembered_changed)
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "I like tea"))
    drain(core)
    user = core.messages.list(chat.id)[0]
    assert user.remembered
    asyncio.run(core.chat.edit_and_resend(chat.id, user.id, f"I like tea, card {CARD}"))
    # Right after the edit, before any job ran: the old label is gone with the old text.
    edited = core.messages.get(user.id)
    assert edited.privacy_label is None and not edited.remembered
    assert user.id in changes[-1].forgotten or any(user.id in c.forgotten for c in changes)
    drain(core)
    edited = core.messages.get(user.id)
    assert edited.privacy_label is PrivacyLabel.RED and not edited.remembered
    assert not any(CARD.encode() in r.raw_body for r in classification_requests(openai_server))


def test_switching_to_automatic_analyses_old_chats_with_progress(connected_core, openai_server, model):
    core = connected_core
    chats = []
    for c in range(3):
        chat = core.chats.create(f"old {c}")
        for i in range(10):
            core.messages.add(chat.id, Role.USER if i % 2 == 0 else Role.ASSISTANT, f"chat {c} message {i}")
        chats.append(chat)
    deleted = core.chats.create("deleted")
    core.messages.add(deleted.id, Role.USER, "gone soon")
    core.chats.mark_deleted(deleted.id)
    assert core.privacy.progress().total == 0

    seen = record(core.privacy.progress_changed)
    core.privacy.set_chat_analysis(True)
    start = core.privacy.progress()
    assert (start.done, start.total, start.running) == (0, 30, True)
    drain(core)

    done = [p.done for p in seen]
    assert done == sorted(done) and done[-1] == 30  # it only moves forward, to the end
    assert len(seen) >= 4  # batches of 8: the user sees it move
    assert seen[-1].running is False and seen[-1].failed == 0
    assert core.privacy.progress().total == 0  # the run is over
    assert all(label == "green" for chat in chats for _t, label in labels(core, chat.id))
    assert labels(core, deleted.id) == [("gone soon", None)]
    # Three chats of ten messages in batches of at most eight: at most two requests per chat.
    assert len(classification_requests(openai_server)) == 6


def test_new_turns_are_not_stuck_behind_a_long_backfill(connected_core, openai_server, model):
    core = connected_core
    old = core.chats.create("old")
    for i in range(40):
        core.messages.add(old.id, Role.USER, f"old message {i}")
    core.privacy.set_chat_analysis(True)
    chat = core.chat.new_chat()
    order = []
    core.privacy.changed.connect(lambda change: order.append(change.chat_id))

    async def go():
        await core.runner.run_one()  # the backfill starts: one batch of the old chat
        await core.chat.send(chat.id, "a new question")
        await core.runner.run_until_idle()

    asyncio.run(go())
    assert order.index(chat.id) < len(order) - 1 and order[-1] == old.id


def test_regenerate_forgets_the_removed_reply(connected_core, model):
    core = connected_core
    core.privacy.set_chat_analysis(True)
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "hello"))
    drain(core)
    old_reply = core.messages.list(chat.id)[1]
    assert old_reply.remembered
    changes = record(core.privacy.remembered_changed)
    asyncio.run(core.chat.regenerate(chat.id))
    assert any(old_reply.id in c.forgotten for c in changes)


def test_a_job_that_gives_up_leaves_the_messages_unlabelled_and_says_so(connected_core, openai_server):
    core = connected_core
    chat = core.chats.create("c")
    core.messages.add(chat.id, Role.USER, "something")
    core.privacy.analyse_chat_now(chat.id)
    openai_server.queue_reply(Reply(content="I'd rather not answer in JSON."))
    seen = record(core.privacy.progress_changed)
    kind = {"k": ANALYSE_CHAT}
    with core.db.session() as s:  # a queue that tries once, to reach "failed for good" now
        s.execute(text("UPDATE jobs SET max_attempts = 1 WHERE kind = :k"), kind)
    drain(core)
    assert labels(core, chat.id) == [("something", None)]
    assert seen[-1].running is False and seen[-1].failed == 1
    with core.db.session() as s:
        assert [r[0] for r in s.execute(text("SELECT status FROM jobs WHERE kind = :k"), kind)] == [FAILED]
