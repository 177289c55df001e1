"""The Memory Map's core: which dialogues it lists and in what order, its search, "Do not remember"
with its delayed facts rewrite and Undo, and deleted dialogues that keep only what is remembered —
physically (byte scans of the whole data folder). Real SQLite, LanceDB, job queue, and the memory
model's privacy classifier played by the test server."""
from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from app.core.context import WhiziCore
from app.core.domain import Role, UserDecision, utcnow
from app.core.memory.facts.model import Cause
from app.core.memory.memory_map.service import EXCLUDE, exclusion_key
from tests.support.history import drain, files_containing
from tests.support.privacy_model import ClassifierModel


def rule(text: str):
    if "card" in text:
        return "red", "Card number"
    if "maybe" in text:
        return "yellow", "Vague"
    return None   # green


@pytest.fixture
def core(connected_core, openai_server):
    openai_server.responder = ClassifierModel(rule)
    connected_core.settings.set("memory_map.undo_s", 0)
    connected_core.settings.set("ui.delete_undo_s", 0)
    drain(connected_core)
    return connected_core


def analysed_chat(core, title, turns, *, days_ago=0.0, minutes_ago=0.0):
    """A stored chat whose messages were written back then, labelled by the privacy analysis."""
    at = utcnow() - timedelta(days=days_ago, minutes=minutes_ago)
    chat = core.chats.create(title, created_at=at)
    messages = [core.messages.add(chat.id, Role(role), text, created_at=at + timedelta(seconds=i))
                for i, (role, text) in enumerate(turns)]
    core.privacy.analyse_chat_now(chat.id)
    drain(core)
    return chat, [core.messages.get(m.id) for m in messages]


def seed_facts(core, sources: dict[str, list[str]]):
    lines = list(sources)
    core.facts.store.commit(lines, cause=Cause.PASS, message_ids=[m for ids in sources.values() for m in ids],
                            model="test-memory", line_sources=sources)


def search(core, text):
    return [h.message_id for h in asyncio.run(core.history.search_messages(text, limit=10))]


# ----- the list ------------------------------------------------------------------------------------
def test_lists_only_dialogues_with_remembered_messages_newest_first_in_pages(core):
    old, old_msgs = analysed_chat(core, "Old garden", [("user", "I grow tomatoes"), ("assistant", "Nice")],
                                  days_ago=5)
    analysed_chat(core, "Only private", [("user", "my card is 4111 1111 1111 1111")], days_ago=1)
    mid, _ = analysed_chat(core, "Middle", [("user", "I like chess")], days_ago=2)
    new, new_msgs = analysed_chat(core, "Newest", [("user", "I play the cello"), ("user", "maybe later")],
                                  minutes_ago=5)
    never = core.chats.create("Never analysed")
    core.messages.add(never.id, Role.USER, "an unlabelled message")

    first = core.memory_map.page(limit=2)
    assert [d.title for d in first.dialogues] == ["Newest", "Middle"]
    assert first.next is not None
    second = core.memory_map.page(first.next, limit=2)
    assert [d.title for d in second.dialogues] == ["Old garden"] and second.next is None

    newest = first.dialogues[0]
    assert newest.remembered == 1                   # the yellow one is not remembered in Strict mode
    assert newest.first_at == new_msgs[0].created_at and newest.last_at == new_msgs[1].created_at
    assert not newest.deleted
    assert core.memory_map.count() == 3


def test_search_matches_titles_and_remembered_text_but_never_text_that_is_not_remembered(core):
    chat, _ = analysed_chat(core, "Holiday plans", [("user", "We fly to Lisbon in June"),
                                                    ("user", "maybe Porto afterwards")])
    other, _ = analysed_chat(core, "Cooking", [("user", "Bake the bread at 230 degrees")])
    assert core.memory_map.search("holiday") == [chat.id]
    assert core.memory_map.search("Lisb") == [chat.id]          # the last word as a prefix
    assert core.memory_map.search("Porto") == []                # yellow, Strict: not remembered
    assert core.memory_map.search("bread") == [other.id]
    assert core.memory_map.search("   ") is None
    found = core.memory_map.page(chat_ids=core.memory_map.search("holiday"))
    assert [d.chat_id for d in found.dialogues] == [chat.id]


# ----- "Do not remember" ---------------------------------------------------------------------------
def test_do_not_remember_leaves_retrieval_at_once_and_drops_the_facts_only_it_taught_after_the_undo_window(core):
    core.settings.set("memory_map.undo_s", 3600)   # the rewrite waits: Undo is still possible
    chat, (oslo, reply, cello) = analysed_chat(core, "About me", [
        ("user", "I live in Oslo near the quayside"),
        ("assistant", "Oslo is lovely near the quayside"),
        ("user", "I play the cello in an orchestra"),
    ])
    seed_facts(core, {"Lives in Oslo": [oslo.id, reply.id], "Plays the cello": [cello.id],
                      "Lives in Oslo and plays the cello": [oslo.id, cello.id]})
    assert oslo.id in search(core, "Oslo quayside")

    core.memory_map.exclude(oslo.id)
    drain(core)                                      # the index catches up; the rewrite is not due yet
    stored = core.messages.get(oslo.id)
    assert stored.user_decision is UserDecision.DO_NOT_REMEMBER and not stored.remembered
    assert core.policy.memory_text(stored) is None  # what insights and every pass read: nothing
    assert oslo.id not in search(core, "Oslo quayside")
    assert core.facts.lines() == ["Lives in Oslo", "Plays the cello", "Lives in Oslo and plays the cello"]
    assert core.memory_map.pending(oslo.id)
    assert [f.text for f in core.facts.orphaned_by([oslo.id])] == ["Lives in Oslo"]

    results = []
    core.memory_map.exclusion_applied.connect(results.append)
    core.settings.set("memory_map.undo_s", 0)
    with core.db.raw() as con:   # the undo window is over
        con.execute("UPDATE jobs SET run_after = '2000-01-01T00:00:00+00:00' WHERE dedupe_key = ?",
                    (exclusion_key(oslo.id),))
    drain(core)
    # The reply only echoed the user; the line with another source stays.
    assert core.facts.lines() == ["Plays the cello", "Lives in Oslo and plays the cello"]
    assert [r.removed_facts for r in results] == [("Lives in Oslo",)]
    revision = core.facts.revisions(1)[0]
    assert revision.cause is Cause.USER_EDIT and revision.message_ids == (oslo.id,)
    assert not core.memory_map.pending(oslo.id)
    assert core.memory_map.undo_exclude(oslo.id) is False      # too late: the rewrite has run
    assert not core.messages.get(oslo.id).remembered


def test_undo_before_the_rewrite_remembers_the_message_again_and_touches_no_fact(core):
    core.settings.set("memory_map.undo_s", 3600)
    chat, (cello,) = analysed_chat(core, "Music", [("user", "I play the cello in an orchestra")])
    seed_facts(core, {"Plays the cello": [cello.id]})
    revisions = len(core.facts.revisions())
    core.memory_map.exclude(cello.id)
    drain(core)
    assert cello.id not in search(core, "cello orchestra")

    assert core.memory_map.undo_exclude(cello.id) is True
    drain(core)
    assert core.messages.get(cello.id).remembered
    assert cello.id in search(core, "cello orchestra")
    assert core.facts.lines() == ["Plays the cello"] and len(core.facts.revisions()) == revisions
    assert core.jobs.pending(EXCLUDE) == 0


def test_do_not_remember_from_the_chat_itself_schedules_the_same_rewrite_and_remember_cancels_it(core):
    core.settings.set("memory_map.undo_s", 3600)
    chat, (cello,) = analysed_chat(core, "Music", [("user", "I play the cello in an orchestra")])
    core.privacy.forget(cello.id)                    # the transcript's own "Do not remember"
    assert core.memory_map.pending(cello.id)
    core.privacy.remember(cello.id)                  # "Remember" on the excluded message
    assert not core.memory_map.pending(cello.id) and core.jobs.pending(EXCLUDE) == 0


def test_the_rewrite_applies_once_when_its_job_is_delivered_twice(core):
    chat, (oslo, cello) = analysed_chat(core, "About me", [("user", "I live in Oslo"), ("user", "I like tea")])
    seed_facts(core, {"Lives in Oslo": [oslo.id], "Likes tea": [cello.id]})
    core.memory_map.exclude(oslo.id)
    job = core.jobs.claim()
    while job.kind != EXCLUDE:                       # the index sync queued with it runs first
        asyncio.run(core.runner.handlers[job.kind](job))
        core.jobs.complete(job.id)
        job = core.jobs.claim()
    asyncio.run(core.runner.handlers[EXCLUDE](job))  # applied ... and the process dies before "done"
    after_first = core.facts.revisions(5)
    core.jobs.recover()
    core.facts.undo()                                # the user took the rewrite back ("Undo last change")
    drain(core)                                      # delivered again: it must not drop the line again
    assert core.facts.lines() == ["Lives in Oslo", "Likes tea"]
    assert len(core.facts.revisions(10)) == len(after_first) + 1   # only the user's undo


# ----- deleted dialogues ---------------------------------------------------------------------------
@pytest.mark.plain_folder   # an unencrypted folder, where the byte scan can see the text go (#17)
def test_a_deleted_dialogue_keeps_only_remembered_text_on_disk_and_goes_with_its_last_exclusion(core, data_dir):
    chat, (kept_a, kept_b, private, unsure) = analysed_chat(core, "Quillwort expedition", [
        ("user", "The zephyrbloom garden opens in April"),
        ("assistant", "The quokkamint trail starts at the gate"),
        ("user", "my card is 4111 1111 1111 1111 for the marzipanvortex tickets"),
        ("user", "maybe the snorkelfizz tour too"),
    ], days_ago=3)
    drain(core)
    for token in (b"zephyrbloom", b"quokkamint", b"marzipanvortex", b"snorkelfizz"):
        assert files_containing(data_dir, token), token   # the scan can see text that is there

    core.delete_chat(chat.id)
    drain(core)                                      # the purge after the undo window (0 s here)
    assert files_containing(data_dir, b"marzipanvortex") == []
    assert files_containing(data_dir, b"snorkelfizz") == []
    assert files_containing(data_dir, b"4111 1111") == []
    [listed] = core.memory_map.page().dialogues
    assert listed.chat_id == chat.id and listed.deleted and listed.remembered == 2
    assert listed.order_at == kept_b.created_at        # listed at its last kept message
    assert [m.id for m in core.memory_map.messages(chat.id)] == [kept_a.id, kept_b.id]
    assert kept_a.id in search(core, "zephyrbloom garden")

    core.memory_map.exclude(kept_a.id)
    drain(core)
    assert files_containing(data_dir, b"zephyrbloom") == []          # SQLite, FTS and LanceDB
    assert files_containing(data_dir, b"quokkamint")
    assert core.messages.get(kept_a.id) is None
    assert core.memory_map.page().dialogues[0].remembered == 1

    results = []
    core.memory_map.exclusion_applied.connect(results.append)
    core.memory_map.exclude(kept_b.id)
    drain(core)
    assert results[-1].dialogue_removed
    assert core.chats.get(chat.id) is None and core.memory_map.page().dialogues == []
    core.close()
    for token in (b"zephyrbloom", b"quokkamint", b"marzipanvortex", b"snorkelfizz", b"Quillwort"):
        assert files_containing(data_dir, token) == [], token
    WhiziCore.open(data_dir).close()                 # and the folder still opens


def test_a_chat_inside_the_undo_window_of_its_delete_keeps_everything_until_its_purge(core):
    core.settings.set("ui.delete_undo_s", 3600)
    chat, (kept, private) = analysed_chat(core, "Plans", [("user", "I like hiking"),
                                                          ("user", "my card is 4111 1111 1111 1111")])
    core.delete_chat(chat.id)
    assert core.memory_map.page().dialogues[0].deleted
    assert [m.id for m in core.memory_map.messages(chat.id)] == [kept.id]   # only what is remembered shows
    core.memory_map.exclude(kept.id)
    drain(core)
    assert core.messages.get(private.id) is not None   # undoing the delete would still restore it
    core.undo_delete_chat(chat.id)
    assert core.chats.get(chat.id).deleted_at is None and len(core.messages.list(chat.id)) == 2
