"""Red text reaches no memory pass and leaves the machine for none, through whichever door: chat
titles, the search query sent to the provider's embedding model, replies that echo it, decisions
stored in an imported file, and the index files left behind by "Clear memory" (issue #12 §2).

Real parts throughout: a SQLite file, a LanceDB folder, the openai client over HTTP to the local
test server, which records every request it gets."""
from __future__ import annotations

import asyncio
import json

from app.core.domain import Role
from tests.support.history import dated_chat, drain

CARD = "4111 1111 1111 1111"
RED_FIRST = f"My card number is {CARD}, which shop did I order the lamp from?"


def bodies(server, path: str) -> list[str]:
    """Every request the server got at `path`, as the JSON text that travelled."""
    return [json.dumps(r.body, ensure_ascii=False) for r in server.requests if r.path == path]


# ----- 2. the search query sent to the provider's embedding model ----------------------------------
def test_a_red_query_reaches_the_providers_embedding_model_without_its_red_spans(connected_core, openai_server):
    core = connected_core
    core.settings.set("memory.reference_history", True)
    core.settings.set("history.embedder", "provider")
    dated_chat(core, "Lamp", [("user", "I ordered the brass lamp from Lumenhaus.")], days_ago=2)
    drain(core)
    assert "test-embed" in core.history.reading_model()
    openai_server.requests.clear()

    asyncio.run(core.history.reader.build("another-chat", RED_FIRST))

    sent = bodies(openai_server, "/v1/embeddings")
    assert sent, "the query was embedded by the provider"
    assert not any("4111 1111" in body for body in sent)
    assert any("which shop did I order the lamp from" in body for body in sent)  # the rest still helps


# ----- 4. replies that echo red text ----------------------------------------------------------------
def test_a_reply_that_echoes_part_of_a_red_message_is_red_and_reaches_no_memory_pass(connected_core, openai_server):
    from tests.support.history import index_rows_containing
    from tests.support.openai_server import Reply
    from tests.support.privacy_model import ClassifierModel

    core = connected_core
    core.settings.set("memory.chat_analysis", "automatic")
    core.settings.set("memory.reference_history", True)
    classifier = ClassifierModel()
    echo = "Noted, your card 4111 1111 is on file. The brass lamp came from Lumenhaus."
    openai_server.responder = classifier.chain(
        lambda body: Reply(content=echo) if body.get("model") == "test-chat" else None)
    drain(core)
    chat = core.chat.new_chat()
    reply = asyncio.run(core.chat.send(chat.id, RED_FIRST))
    assert reply.content == echo
    drain(core)

    reply = core.messages.get(reply.id)
    assert reply.privacy_label.value == "red" and not reply.remembered
    assert core.policy.memory_text(reply) is None
    assert not any("4111 1111" in text for text in classifier.texts)       # not even to be classified
    memory_passes = [json.dumps(r.body, ensure_ascii=False) for r in openai_server.requests
                     if r.body and r.body.get("model") != "test-chat"]
    assert not any("4111 1111" in body for body in memory_passes)
    assert index_rows_containing(core, "4111 1111") == []


def test_echoes_are_judged_by_what_they_give_away():
    from app.core.memory.privacy.echo import echoes_earlier

    card = [RED_FIRST]
    assert echoes_earlier("Your card 4111-1111-1111 is saved.", card)           # other separators
    assert echoes_earlier("card 41111111", card)                                 # the first eight digits
    assert not echoes_earlier("The card ending in 1111 was charged.", card)      # the last four are on receipts
    assert not echoes_earlier("Lumenhaus sold 1,200 lamps in 2024.", card)
    password = ["my password is Sloneczko#1987"]
    assert echoes_earlier("Never share sloneczko with anyone.", password)
    assert not echoes_earlier("A strong password mixes symbols and digits.", password)
    assert not echoes_earlier("Anything at all", ["Nothing private here, just lamps."])


# ----- 8. red beats every decision ----------------------------------------------------------------------
def test_red_beats_a_remember_decision_carried_by_an_imported_backup(core, tmp_path):
    from app.core.context import WhiziCore
    from tests.support.history import index_rows_containing

    chat = core.chats.create("Lamp")
    red = core.messages.add(chat.id, Role.USER, RED_FIRST)
    echo = core.messages.add(chat.id, Role.ASSISTANT, "Your card 4111 1111 is noted; the lamp was from Lumenhaus.")
    kept_out = core.messages.add(chat.id, Role.USER, "I collect brass lamps from the 1930s.")
    taken = core.messages.add(chat.id, Role.USER, "I restore old Vespa scooters on weekends.")
    path = tmp_path / "backup.json"
    core.data.export(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    decided = {red.id: ("green", "remember"), echo.id: ("green", "remember"),
               kept_out.id: ("green", "do_not_remember"), taken.id: ("yellow", "remember")}
    for message in doc["chats"][0]["messages"]:
        label, decision = decided[message["id"]]
        message.update(privacy_label=label, privacy_source="model", user_decision=decision,
                       analysed_at=message["created_at"], remembered_at=message["created_at"])
    path.write_text(json.dumps(doc), encoding="utf-8")

    other = WhiziCore.open(tmp_path / "other")
    try:
        other.settings.set("memory.reference_history", True)
        other.data.import_files(path)
        drain(other)
        now = {m.id: m for m in other.messages.list(chat.id)}
        assert not now[red.id].remembered and not other.policy.may_remember(now[red.id])
        assert not now[echo.id].remembered and not other.policy.may_remember(now[echo.id])
        assert now[red.id].privacy_label.value == "red" and other.privacy.mark(now[red.id]).actions == ()
        assert not now[kept_out.id].remembered                 # the user's own "Do not remember" still wins
        assert now[taken.id].remembered                         # and so does their "Remember" on what is not red
        assert index_rows_containing(other, "Vespa")  # the index was built ...
        assert index_rows_containing(other, "4111 1111") == []   # ... without the red ones
        assert [d.remembered for d in other.memory_map.page().dialogues] == [1]
    finally:
        other.close()


def test_the_policy_never_obeys_a_remember_on_red_text(core):
    from dataclasses import replace

    from app.core.domain import PrivacyLabel, UserDecision

    chat = core.chats.create("Lamp")
    message = core.messages.add(chat.id, Role.USER, RED_FIRST)
    remember = replace(message, user_decision=UserDecision.REMEMBER)
    assert not core.policy.may_remember(replace(remember, privacy_label=PrivacyLabel.GREEN))
    assert not core.policy.may_remember(replace(remember, privacy_label=PrivacyLabel.RED))
    assert core.policy.memory_text(replace(remember, privacy_label=PrivacyLabel.YELLOW)) is None
    plain = core.messages.add(chat.id, Role.USER, "I collect brass lamps.")
    assert core.policy.may_remember(replace(plain, privacy_label=PrivacyLabel.YELLOW, user_decision=UserDecision.REMEMBER))


# ----- 1. chat titles ---------------------------------------------------------------------------------
def test_a_red_first_message_makes_a_title_without_the_red_text(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, RED_FIRST))
    title = core.chats.get(chat.id).title
    assert "4111 1111" not in title and title.startswith("My card number is [private]")


def test_a_red_title_reaches_no_memory_pass_no_memory_block_no_export_and_no_kept_copy(connected_core, openai_server,
                                                                                       tmp_path):
    from tests.support.history import files_containing, index_rows_containing

    core = connected_core
    core.settings.set("memory.reference_history", True)
    # What is quoted is the subject here, not how fast: run alone, this process is cold and the history read pays
    # the detector's first compiles (about 350 ms of CPU since round 17) inside the reply's 300 ms memory deadline.
    core.settings.set("memory.deadline_ms", 10_000)
    red_title = f"Visa {CARD} dispute"
    chat, _ = dated_chat(core, red_title, [("user", "I ordered the brass lamp from Lumenhaus."),
                                           ("assistant", "Lumenhaus ships brass lamps within a week.")], days_ago=3)
    drain(core)
    core.history.chat_left(chat.id)            # the summary pass, now
    drain(core)
    other = core.chat.new_chat()
    asyncio.run(core.chat.send(other.id, "Where did I order the brass lamp from?"))
    drain(core)

    summary_pass = [b for b in bodies(openai_server, "/v1/chat/completions") if "Conversation title" in b]
    assert summary_pass and "Conversation title: Visa [private] dispute" in summary_pass[0]
    quoted = [m["content"] for m in openai_server.chat_requests("test-chat")[-1].messages if m["role"] == "system"]
    assert any("Lumenhaus" in block and 'chat "Visa [private] dispute"' in block for block in quoted)  # quoted, safely
    assert not any("4111 1111" in json.dumps(r.body) for r in openai_server.requests if r.body)
    assert index_rows_containing(core, "4111 1111") == []
    assert core.chats.get(chat.id).title == red_title      # the user's own sidebar keeps what they typed

    core.data.export(tmp_path / "shared.json", leave_out_red=True)
    assert "4111 1111" not in (tmp_path / "shared.json").read_text(encoding="utf-8")

    core.chats.mark_deleted(chat.id)
    assert "4111 1111" not in core.memory_map.dialogue(chat.id).title
    assert core.chats.purge(chat.id)
    kept = core.memory_map.dialogue(chat.id)
    assert kept is not None and kept.deleted and kept.title == "Visa [private] dispute"
    assert core.chats.get(chat.id).title == "Visa [private] dispute"
    assert files_containing(core.layout.root, b"4111 1111") == []        # nor in the database's files
