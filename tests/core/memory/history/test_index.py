"""The chat-history index end to end: real SQLite (the rows), real LanceDB in memory (the search), the
local embedder, the job queue. What is found, what never is, and what is gone from disk after it is
excluded."""
from __future__ import annotations

import asyncio
from dataclasses import replace

import numpy as np
import pytest
from sqlalchemy import text

from app.core.context import WhiziCore
from app.core.memory.history.index import MESSAGES
from app.core.memory.history.service import OPTIMIZE, REBUILD
from tests.support.history import dated_chat, drain, files_containing, index_rows_containing, label, plain_folder


def search(core, text, **kw):
    return asyncio.run(core.history.search_messages(text, **kw))


def test_remembered_messages_are_found_by_words_and_by_meaning(core):
    drain(core)
    chat, msgs = dated_chat(core, "Bike", [
        ("user", "My bicycle has a flat tyre, how do I patch the inner tube?"),
        ("assistant", "Take the wheel off, find the puncture, roughen the rubber and apply the patch."),
        ("user", "I am baking sourdough bread this weekend."),
    ], days_ago=2)
    drain(core)
    lexical = search(core, "inner tube patch")
    assert lexical[0].message_id == msgs[0].id
    assert lexical[0].chat_title == "Bike" and lexical[0].role == "user"
    # No shared word with the bread message; the vector finds it.
    semantic = search(core, "loaf in the oven")
    assert semantic and semantic[0].message_id == msgs[2].id


def test_only_what_the_policy_allows_is_indexed_and_returned(core):
    drain(core)
    chat, msgs = dated_chat(core, "Mixed", [
        ("user", "My favourite climbing crag is Frankenjura."),
        ("user", "My card number for the climbing gym is 4111 1111 1111 1111."),
        ("user", "Unlabelled note about climbing shoes."),
    ], days_ago=1, remembered=False)
    label(core, [msgs[0].id], "green")
    label(core, [msgs[1].id], "red")
    core.history.schedule_sync(chat.id)
    drain(core)
    found = {h.message_id for h in search(core, "climbing", limit=10)}
    assert found == {msgs[0].id}
    model = core.history.reading_model()
    assert core.history.index.count(MESSAGES, model) == 1
    assert not index_rows_containing(core, "4111 1111")
    assert not index_rows_containing(core, "climbing shoes")


def test_the_policy_is_checked_again_when_reading(core):
    drain(core)
    chat, msgs = dated_chat(core, "Notes", [("user", "The marmalade recipe needs Seville oranges.")], days_ago=1)
    drain(core)
    assert search(core, "marmalade oranges")
    label(core, [msgs[0].id], "red")      # the index has not been told yet
    assert search(core, "marmalade oranges") == []


def test_a_reply_is_indexed_with_the_message_it_answers_but_never_with_a_refused_one(core):
    drain(core)
    chat, msgs = dated_chat(core, "Q&A", [
        ("user", "Which airline did you recommend for the Reykjavik flight?"),
        ("assistant", "Icelandair, because of the stopover."),
        ("user", "My passport number is XK1234567, which airline again?"),
        ("assistant", "Still Icelandair."),
    ], days_ago=1)
    label(core, [msgs[2].id], "red")
    core.history.schedule_sync(chat.id)
    drain(core)
    # The answer's own words never say Reykjavik; its context (the question) does.
    assert msgs[1].id in [h.message_id for h in search(core, "Reykjavik flight airline")][:2]
    assert not index_rows_containing(core, "XK1234567")


def test_excluding_a_message_removes_its_text_and_vector_from_disk(data_dir):
    # A plain database, so the byte scan reads the file's pages as they are (the message's own text
    # stays in the messages table: the index's copy is checked through the database instead).
    core = WhiziCore.open(plain_folder(data_dir))
    try:
        drain(core)
        chat, msgs = dated_chat(core, "Plans", [
            ("user", "The quixotryl plan is to move to Bastion Gardens next spring."),
            ("assistant", "Moving in spring sounds good; start packing early."),
            ("user", "Also remember the dentist on Friday."),
        ], days_ago=1)
        drain(core)
        model = core.history.reading_model()
        vector = core.history.index.vectors(MESSAGES, model, [msgs[0].id])[msgs[0].id]
        vector_bytes = np.asarray(vector, dtype=np.float32).tobytes()[:64]
        # Both are there while it is remembered (text in its row, and as the reply's context).
        assert len(index_rows_containing(core, "quixotryl")) == 2 and files_containing(data_dir, vector_bytes)

        core.privacy.forget(msgs[0].id)            # "Do not remember"
        drain(core)

        assert index_rows_containing(core, "quixotryl") == []
        assert files_containing(data_dir, vector_bytes) == []      # not in the database, its WAL or anywhere
        assert search(core, "quixotryl Bastion Gardens") == [] or all(
            h.message_id != msgs[0].id for h in search(core, "quixotryl Bastion Gardens"))
        assert [h.message_id for h in search(core, "dentist Friday")][:1] == [msgs[2].id]
    finally:
        core.close()


def test_a_missing_index_is_rebuilt_from_sqlite(data_dir):
    core = WhiziCore.open(data_dir)
    drain(core)
    chat, msgs = dated_chat(core, "Chess", [("user", "I opened with the Sicilian defence yesterday.")], days_ago=1)
    drain(core)
    assert search(core, "Sicilian defence")
    with core.db.session() as s:                  # an index lost (a database from elsewhere, say)
        s.execute(text("DELETE FROM history_index"))
        s.execute(text("DELETE FROM history_index_models"))
    core.close()

    core = WhiziCore.open(data_dir)
    try:
        assert core.jobs.pending(REBUILD) == 1
        drain(core)
        assert [h.message_id for h in search(core, "Sicilian defence")] == [msgs[0].id]
    finally:
        core.close()


def test_a_damaged_index_is_rebuilt_from_sqlite(core):
    drain(core)
    chat, msgs = dated_chat(core, "Chess", [("user", "The Najdorf variation is my favourite.")], days_ago=1)
    drain(core)
    with core.db.session() as s:
        s.execute(text("UPDATE history_index SET vector = x'0067617262616765'"))
    core.history.index.forget_handles()
    for _ in range(2):   # the first failure may be a table being rewritten; the second is damage
        search(core, "Najdorf variation")
    assert core.jobs.pending(REBUILD) == 1
    drain(core)
    assert [h.message_id for h in search(core, "Najdorf variation")] == [msgs[0].id]


def test_rebuild_on_demand_and_optimize_on_a_schedule(core):
    drain(core)
    chat, msgs = dated_chat(core, "Tea", [("user", f"Tea note {i}: oolong steeps for {i} minutes.") for i in range(5)],
                            days_ago=1)
    drain(core)
    core.history.rebuild()
    drain(core)
    assert len(search(core, "oolong steeps", limit=10)) == 5     # the table in memory is built here
    for i in range(3):   # three separate appends: three versions of the table in memory
        core.messages.add(chat.id, msgs[0].role, f"Later tea note {i}")
        label(core, [m.id for m in core.messages.list(chat.id)])
        core.history.schedule_sync(chat.id)
        drain(core)
    model = core.history.reading_model()

    def versions():
        return core.history.index.engine_table(MESSAGES, model).list_versions()

    assert len(versions()) > 1
    # Optimisation stays queued as a schedule (about every ten minutes) that survives restarts.
    assert core.jobs.pending(OPTIMIZE) == 1
    with core.db.session() as s:
        s.execute(text("UPDATE jobs SET run_after = '2000-01-01T00:00:00.000000+00:00' WHERE kind = :k"),
                  {"k": OPTIMIZE})
    drain(core)
    assert len(versions()) == 1
    assert core.jobs.pending(OPTIMIZE) == 1
    assert len(search(core, "later tea note", limit=10)) >= 3


def test_changing_the_embedding_model_reembeds_in_the_background(connected_core, openai_server):
    core = connected_core
    drain(core)
    chat, msgs = dated_chat(core, "Dogs", [("user", "We adopted a greyhound called Biscuit.")], days_ago=1)
    drain(core)
    local_model = core.history.reading_model()
    core.settings.set("history.embedder", "provider")
    # Until the new tables are complete, the old ones answer.
    assert [h.message_id for h in search(core, "greyhound Biscuit")] == [msgs[0].id]
    assert core.jobs.pending(REBUILD) == 1
    drain(core)
    provider_model = core.history.reading_model()
    assert provider_model != local_model and "test-embed" in provider_model
    embedded = [r.body["input"] for r in openai_server.requests if r.path == "/v1/embeddings"]
    assert any("We adopted a greyhound called Biscuit." in batch for batch in embedded)
    with core.db.session(read_only=True) as s:
        assert set(s.scalars(text("SELECT DISTINCT model FROM history_index"))) == {provider_model}
    assert core.history.index.count(MESSAGES, local_model) == 0
    assert [h.message_id for h in search(core, "greyhound Biscuit")] == [msgs[0].id]


def test_choosing_who_embeds_says_where_text_goes_and_reindexes_at_once(connected_core, openai_server):
    core = connected_core
    dated_chat(core, "Dogs", [("user", "We adopted a greyhound called Biscuit.")], days_ago=1)
    drain(core)
    status = core.history.embedder_status()
    assert (status.choice, status.using_provider, status.reindexing) == ("local", False, False)

    core.history.set_embedder("provider")
    assert core.jobs.pending(REBUILD) == 1                  # started now, not at the next search
    status = core.history.embedder_status()
    assert status.using_provider and status.reindexing
    assert (status.provider_name, status.provider_model) == (core.providers.active().name, "test-embed")
    drain(core)
    assert not core.history.embedder_status().reindexing
    assert any(r.path == "/v1/embeddings" for r in openai_server.requests)

    with pytest.raises(ValueError):
        core.history.set_embedder("cloud")
    assert core.settings.get("history.embedder") == "provider"

    active = core.providers.active()
    core.providers.save(replace(active, embedding_model=""), None)   # the provider stops offering one
    status = core.history.embedder_status()
    assert status.choice == "provider" and not status.using_provider


def test_messages_are_indexed_as_the_privacy_analysis_allows_them(connected_core, openai_server):
    from tests.support.privacy_model import ClassifierModel

    core = connected_core
    openai_server.responder = ClassifierModel(lambda t: ("red", "Health") if "diagnosed" in t else None)
    core.settings.set("memory.chat_analysis", "automatic")
    drain(core)
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, "I restore old Vespa scooters on weekends."))
    asyncio.run(core.chat.send(chat.id, "I was diagnosed with a Vespa allergy last year."))
    drain(core)
    found = [h.text for h in search(core, "Vespa scooters", limit=10)]
    assert "I restore old Vespa scooters on weekends." in found
    assert not any("diagnosed" in t for t in found)
    assert not index_rows_containing(core, "diagnosed")


def test_facts_learnt_from_a_message_make_it_findable_and_leave_no_trace_when_cleared(data_dir):
    # A plain database, so the byte scan sees the pages (the fact is in the index's rows only).
    core = WhiziCore.open(plain_folder(data_dir))
    try:
        drain(core)
        chat, msgs = dated_chat(core, "Family", [("user", "Call me after my shift at the hospital.")], days_ago=1)
        facts = {msgs[0].id: ["User works night shifts as a zwellnurse."]}
        core.history.fact_source = lambda: facts
        drain(core)
        assert [h.message_id for h in search(core, "what is my job? zwellnurse")] == [msgs[0].id]
        assert files_containing(data_dir, b"zwellnurse")
        facts.clear()                         # "Clear memory": the facts layer announces a change
        core.history.schedule_facts_sync()
        drain(core)
        assert files_containing(data_dir, b"zwellnurse") == []
        assert [h.message_id for h in search(core, "hospital shift")] == [msgs[0].id]
    finally:
        core.close()


# ----- the recent window held in memory ------------------------------------------------------------
def recent(core, text, **kw):
    """A search over the last 14 days, as the memory reader makes it (served from memory)."""
    from datetime import timedelta

    from app.core.domain import utcnow

    return search(core, text, since=utcnow() - timedelta(days=14), **kw)


def test_a_message_remembered_after_the_window_was_loaded_is_found_by_meaning(core):
    drain(core)
    dated_chat(core, "Baking", [("user", "I am baking sourdough bread this weekend.")], days_ago=2)
    drain(core)
    assert recent(core, "loaf in the oven")          # the window is in memory from here on
    chat, msgs = dated_chat(core, "Garden", [("user", "I planted tulip bulbs along the fence.")], days_ago=1)
    drain(core)
    # No shared word: only the vector can find it, and only if the window took the new row.
    assert [h.message_id for h in recent(core, "spring flowers in the yard")][:1] == [msgs[0].id]


def test_an_excluded_message_leaves_the_window_in_memory_at_once(core):
    from datetime import timedelta

    from app.core.domain import utcnow
    from app.core.memory.history.rows import to_us

    drain(core)
    chat, msgs = dated_chat(core, "Plans", [
        ("user", "The quixotryl plan is to move to Bastion Gardens next spring."),
        ("user", "Also remember the dentist on Friday."),
    ], days_ago=1)
    drain(core)
    assert [h.message_id for h in recent(core, "quixotryl Bastion Gardens")][:1] == [msgs[0].id]
    index, model = core.history.index, core.history.reading_model()
    since = to_us(utcnow() - timedelta(days=14))
    vector = index.vectors(MESSAGES, model, [msgs[0].id])[msgs[0].id]

    core.privacy.forget(msgs[0].id)            # "Do not remember"
    core.history.schedule_sync(chat.id)
    drain(core)

    # The index itself (before any policy re-check) no longer offers it, by words or by vector.
    lexical = index.search_lexical(MESSAGES, model, "quixotryl Bastion Gardens", since_us=since)
    nearest = index.search_vector(MESSAGES, model, vector, since_us=since)
    assert msgs[0].id not in {c.id for c, _ in lexical} | {c.id for c in nearest}
    window = index.recent_window(model, since)
    assert msgs[0].id not in window.ids and not any("quixotryl" in t for t in window.texts)
    assert [h.message_id for h in recent(core, "dentist Friday")][:1] == [msgs[1].id]


def test_the_window_in_memory_ranks_as_lancedb_does(core, monkeypatch):
    import app.core.memory.history.index as history_index

    drain(core)
    notes = [("user", f"Trip note {i}: " + text) for i, text in enumerate([
        "the ferry to the island leaves at dawn", "we hiked the coastal path to the lighthouse",
        "the museum of modern art was closed on Monday", "dinner was grilled sardines by the harbour",
        "the train to the mountains took four hours", "I bought a wool sweater at the market"])]
    dated_chat(core, "Travel", notes, days_ago=3)
    drain(core)
    queries = ["boat crossing early morning", "walk along the sea cliffs", "seafood dinner", "mountain railway"]
    from_memory = [[h.message_id for h in recent(core, q, limit=6)] for q in queries]
    monkeypatch.setattr(history_index, "MAX_ROWS", 0)    # too many rows to hold: LanceDB scans them
    core.history.index.forget_handles()
    from_lancedb = [[h.message_id for h in recent(core, q, limit=6)] for q in queries]
    assert core.history.index._windows == {}
    assert from_memory == from_lancedb and all(from_memory)
