"""User insights end to end: a seeded history with planted topics, written through the real core,
embedded by the test server, clustered, written by the "memory model" (the test server), stored
in SQLite, re-run, deleted, restored, cleared, and read into a chat request."""
from __future__ import annotations

import asyncio
import json
from datetime import timedelta

import pytest
from sqlalchemy import text

from app.core.domain import Role, utcnow
from app.core.memory.insights.model import Confidence, Phase
from app.core.memory.insights.reader import HEADER
from app.core.memory.insights.service import JOB, SCHEDULED_KEY, WRITES_PER_STEP
from tests.support.history import drain, files_containing, label, system_messages
from tests.support.insights_history import VOCABULARY, expected_range, month_start, plant
from tests.support.insights_model import InsightsModel, is_insight_request


@pytest.fixture
def model(openai_server):
    responder = InsightsModel()
    openai_server.responder = responder
    return responder


@pytest.fixture
def icore(connected_core, model):
    """Provider embeddings (the test server's hashed bag of words) for the index and insights."""
    connected_core.settings.set("history.embedder", "provider")
    return connected_core


def refresh(core):
    return asyncio.run(core.insights.refresh_now())


def topic_of(core, insight, topics) -> str:
    """The planted topic of an insight: most of its messages are that topic's (the rest are filler
    messages that happened to land near it), and it holds most of that topic's messages."""
    members = set(core.insights.store.members(insight.id))
    name, hits = max(((n, len(members & set(t.message_ids))) for n, t in topics.items()), key=lambda p: p[1])
    pure = hits >= 0.7 * len(members)
    complete = hits >= 0.8 * len(topics[name].message_ids)
    return name if pure and complete else "mixed"


def by_topic(core, topics):
    return {topic_of(core, i, topics): i for i in core.insights.insights()}


def test_planted_topics_give_one_insight_each_with_their_time_range(icore, model, openai_server):
    now = utcnow()
    topics = plant(icore, now=now)
    phases = []
    icore.insights.progress.connect(lambda p: phases.append(p.phase))

    report = refresh(icore)

    insights = icore.insights.insights()
    found = by_topic(icore, topics)
    assert len(insights) == len(topics) == len(found) and set(found) == set(topics)
    for name, insight in found.items():
        assert insight.time_range == expected_range(now, topics[name].months), name
        lines = insight.text.splitlines()
        assert lines[0].startswith("User ") and lines[1].startswith("User has asked")
        assert lines[1].endswith(f" {insight.time_range}.") and lines[2] == f"Confidence={insight.confidence.value}"
        # The model wrote about the planted vocabulary (the test model names the most common words).
        assert any(word in insight.statement.lower() for word in VOCABULARY[name])
    # The still-going topic has the most messages and chats: the highest confidence.
    assert found["running"].confidence is Confidence.HIGH
    assert found["garden"].confidence is not Confidence.HIGH      # one month, two chats, ten messages
    assert report.created == len(topics) and report.outliers >= 1  # the filler messages are left out
    assert [p for p in dict.fromkeys(phases)] == [Phase.READING, Phase.EMBEDDING, Phase.CLUSTERING, Phase.WRITING,
                                                  Phase.DONE]
    # One model call per topic, each with capped input, nearest messages first.
    calls = model.calls()
    assert len(calls) == len(topics)
    assert all(len(c["messages"][-1]["content"]) < 20_000 for c in calls)


def test_a_rerun_updates_the_same_insights_instead_of_adding_new_ones(icore, model):
    now = utcnow()
    topics = plant(icore, now=now)
    refresh(icore)
    before = {i.id: i for i in icore.insights.insights()}
    calls = len(model.calls())

    report = refresh(icore)

    after = {i.id: i for i in icore.insights.insights()}
    assert set(after) == set(before) and report.created == 0 and report.updated == len(before)
    assert len(model.calls()) == calls                       # nothing changed: no sentence rewritten
    assert [after[i].statement for i in before] == [before[i].statement for i in before]

    # The bread topic comes back this month: the same insight, now "onwards", not a new one.
    chat = icore.chats.create("Bread again", created_at=now - timedelta(days=2))
    ids = []
    for i, words in enumerate(["sourdough starter levain crumb loaf oven", "rye flour hydration dough proofing loaf",
                               "levain crumb oven baking sourdough flour", "proofing dough rye loaf hydration crumb",
                               "starter sourdough baking oven flour levain", "crumb loaf levain rye dough proofing"]):
        ids.append(icore.messages.add(chat.id, Role.USER, words, created_at=now - timedelta(days=2, minutes=-i)).id)
    label(icore, ids)
    topics["bread"].message_ids += ids
    refresh(icore)
    again = {i.id: i for i in icore.insights.insights()}
    assert set(again) == set(before)
    bread = by_topic(icore, topics)["bread"]
    first_month, first_year = month_start(now, 8).strftime("%B"), month_start(now, 8).year
    assert bread.time_range == f"from {first_month} {first_year} onwards"


def test_a_deleted_insight_stays_deleted_until_restored(icore, model):
    now = utcnow()
    topics = plant(icore, now=now)
    refresh(icore)
    garden = by_topic(icore, topics)["garden"]

    icore.insights.delete(garden.id)
    assert garden.id not in {i.id for i in icore.insights.insights()}
    refresh(icore)
    refresh(icore)

    assert "garden" not in by_topic(icore, topics)                  # suppressed, not re-created
    assert len(icore.insights.insights()) == len(topics) - 1
    assert [i.id for i in icore.insights.deleted()] == [garden.id]  # still restorable

    icore.insights.restore(garden.id)
    refresh(icore)
    assert by_topic(icore, topics)["garden"].id == garden.id
    assert icore.insights.deleted() == []


def test_clear_memory_deletes_every_insight_for_real(icore, model):
    plant(icore, now=utcnow())
    for n in range(4):
        model.script({"title": f"Zorblax {n}", "insight": f"User keeps zorblax{n} notes.",
                      "asked": f"User has asked about quuxwidget{n} repairs"})
    refresh(icore)
    assert len(icore.insights.insights()) == 4
    icore.insights.delete(icore.insights.insights()[0].id)

    icore.facts.clear()                    # "Clear memory": the saved facts and the insights

    assert icore.insights.insights() == [] and icore.insights.deleted() == []
    with icore.db.session() as s:
        assert s.execute(text("SELECT COUNT(*) FROM insight_sources")).scalar() == 0
        assert s.execute(text("SELECT COUNT(*) FROM insight_vectors")).scalar() == 0
    for word in (b"zorblax", b"quuxwidget", b"Zorblax"):
        assert files_containing(icore.layout.root, word) == []
    # Cleared means cleared: the same old messages do not bring the insights back.
    refresh(icore)
    assert icore.insights.insights() == []


def test_a_cleared_run_writes_nothing(icore, model, openai_server):
    plant(icore, now=utcnow())
    drain(icore)                               # the chat-history index is built first
    icore.insights.refresh()
    asyncio.run(icore.runner.run_one())        # the job's first step: the plan is stored
    assert icore.insights.store.state("plan") is not None
    icore.facts.clear()
    drain(icore)
    assert icore.insights.insights() == [] and model.calls() == []


def test_red_text_never_reaches_the_model_or_the_embeddings(icore, model, openai_server):
    now = utcnow()
    topics = plant(icore, now=now)
    chat = icore.chats.create("Bread contacts", created_at=month_start(now, 7))
    green = icore.messages.add(chat.id, Role.USER,
                               "Sourdough levain loaf crumb: mail the recipe to jan.kowalski@example.com please",
                               created_at=month_start(now, 7))
    red = icore.messages.add(chat.id, Role.USER, "Sourdough rye loaf, my card is 4111 1111 1111 1111",
                             created_at=month_start(now, 7) + timedelta(minutes=1))
    label(icore, [green.id])
    label(icore, [red.id], "red")
    # Make sure the green one is quoted: it is the bread cluster's most typical message.
    topics["bread"].message_ids.append(green.id)

    refresh(icore)

    sent = " ".join(r.raw_body.decode("utf-8", "replace") for r in openai_server.requests)
    assert "jan.kowalski" not in sent and "4111 1111" not in sent
    assert any(r.path == "/v1/embeddings" for r in openai_server.requests)
    assert "[private]" in sent                  # the green message went, redacted
    bread = by_topic(icore, topics)["bread"]
    assert red.id not in icore.insights.store.members(bread.id)


def test_the_history_index_vectors_are_reused(icore, model, openai_server):
    plant(icore, now=utcnow())
    icore.history.rebuild()
    drain(icore)
    embeddings_before = sum(r.path == "/v1/embeddings" for r in openai_server.requests)

    report = refresh(icore)

    assert report.embedded == 0 and report.messages >= 120
    assert sum(r.path == "/v1/embeddings" for r in openai_server.requests) == embeddings_before
    assert len(icore.insights.insights()) == 4


def test_forgetting_a_quoted_message_withdraws_its_insight(icore, model):
    topics = plant(icore, now=utcnow())
    refresh(icore)
    bread = by_topic(icore, topics)["bread"]
    quoted = icore.insights.store.quoted(bread.id)
    assert quoted

    icore.privacy.forget(quoted[0])          # "Do not remember"
    asyncio.run(icore.runner.run_until_idle())

    assert bread.id not in {i.id for i in icore.insights.insights()}
    assert icore.jobs.pending(JOB) >= 1       # the topic is refreshed soon, without that message
    refresh(icore)
    again = by_topic(icore, topics)["bread"]
    assert quoted[0] not in icore.insights.store.members(again.id)
    last_call = model.calls()[-1]["messages"][-1]["content"]
    assert icore.messages.get(quoted[0]).content not in last_call


def test_the_model_failing_leaves_the_insights_as_they_were(icore, model, openai_server):
    now = utcnow()
    topics = plant(icore, now=now)
    refresh(icore)
    before = {i.id: (i.statement, i.time_range) for i in icore.insights.insights()}
    # A new topic appears, and the memory model is down when the refresh runs.
    chess = plant(icore, now=now, seed=5, noise=0, layout={"chess": (1, 1)})["chess"]
    # 503, the server down (a 500 to json_schema is a refused format, as llama-cpp-python answers)
    openai_server.fail_next(503, path="/v1/chat/completions")

    report = refresh(icore)

    assert report.failed == 1 and report.created == 0
    assert {i.id: (i.statement, i.time_range) for i in icore.insights.insights()} == before
    report = refresh(icore)                   # the provider is back
    assert report.created == 1
    new = next(i for i in icore.insights.insights() if i.id not in before)
    assert topic_of(icore, new, {"chess": chess}) == "chess"
    assert len(before) == len(topics)


def test_the_reader_puts_the_relevant_insight_first_under_its_budget(icore, model, openai_server):
    topics = plant(icore, now=utcnow())
    refresh(icore)
    icore.settings.set("memory.deadline_ms", 5000)
    chat = icore.chat.new_chat()

    asyncio.run(icore.chat.send(chat.id, "My levain smells odd, should I feed the sourdough starter more flour?"))

    blocks = system_messages(openai_server.chat_requests("test-chat")[-1])
    block = next(b for b in blocks if b.startswith(HEADER))
    bread = by_topic(icore, topics)["bread"]
    first = block.split("\n- ", 1)[1]
    assert first.startswith(bread.statement)
    assert block.count("Confidence=") == len(topics)

    from app.core.providers.tokens import count_tokens

    icore.settings.set("insights.budget_tokens", count_tokens(HEADER) + 60)
    asyncio.run(icore.chat.send(chat.id, "And what about rust lifetimes and the borrow checker?"))
    block = next(b for b in system_messages(openai_server.chat_requests("test-chat")[-1]) if b.startswith(HEADER))
    assert block.count("Confidence=") == 1 and count_tokens(block) <= count_tokens(HEADER) + 60
    assert by_topic(icore, topics)["rust"].statement in block


def test_temporary_chats_get_no_insights(icore, model, openai_server):
    plant(icore, now=utcnow())
    refresh(icore)
    chat = icore.chat.new_chat(temporary=True)
    asyncio.run(icore.chat.send(chat.id, "sourdough starter question"))
    assert not any(b.startswith(HEADER) for b in system_messages(openai_server.chat_requests("test-chat")[-1]))


def test_the_weekly_job_runs_when_due_and_stays_scheduled(icore, model):
    plant(icore, now=utcnow())
    with icore.db.session() as s:
        row = s.execute(text("SELECT run_after FROM jobs WHERE dedupe_key = :k"), {"k": SCHEDULED_KEY}).one()
    assert row.run_after > utcnow().isoformat()           # not at once: after start-up has settled
    drain(icore)
    assert icore.insights.insights() == []
    # A week later (Whizi reopened): the job is due.
    with icore.db.session() as s:
        s.execute(text("UPDATE jobs SET run_after = :t WHERE dedupe_key = :k"),
                  {"t": (utcnow() - timedelta(minutes=1)).isoformat(), "k": SCHEDULED_KEY})
    drain(icore)

    assert len(icore.insights.insights()) == 4
    with icore.db.session() as s:
        status, run_after = s.execute(text("SELECT status, run_after FROM jobs WHERE dedupe_key = :k"),
                                      {"k": SCHEDULED_KEY}).one()
    assert status == "queued" and run_after > (utcnow() + timedelta(days=6)).isoformat()


def make_due(core, key) -> None:
    with core.db.session() as s:
        s.execute(text("UPDATE jobs SET run_after = :t WHERE dedupe_key = :k"),
                  {"t": (utcnow() - timedelta(minutes=1)).isoformat(), "k": key})


def test_a_background_refresh_waits_for_a_history_rebuild_instead_of_embedding_twice(icore, model, openai_server):
    plant(icore, now=utcnow())
    for i in range(40):                      # the rebuild goes 25 chats at a time: several slices
        icore.chats.create(f"Empty {i}")
    drain(icore)
    icore.history.rebuild()                  # a new embedding model, say: every vector is made again
    asyncio.run(icore.runner.run_one())      # its first slice: the old vectors are gone, few new ones
    assert icore.history.rebuilding()
    make_due(icore, SCHEDULED_KEY)           # the weekly refresh falls due in the middle of it
    while icore.history.rebuilding():
        asyncio.run(icore.runner.run_one())
        assert icore.insights.last_report is None      # the weekly refresh has not started
    make_due(icore, SCHEDULED_KEY)           # it waits a minute at a time; no need to wait here
    embeddings_before = sum(r.path == "/v1/embeddings" for r in openai_server.requests)
    drain(icore)
    assert icore.insights.last_report.embedded == 0 and len(icore.insights.insights()) == 4
    assert sum(r.path == "/v1/embeddings" for r in openai_server.requests) == embeddings_before


def test_the_job_yields_between_model_calls(icore, model):
    plant(icore, now=utcnow())
    drain(icore)                                           # the chat-history index is built first
    icore.insights.refresh()
    asyncio.run(icore.runner.run_one())                    # the plan
    assert model.calls() == [] and icore.jobs.pending(JOB) == 2    # this one and the weekly one
    asyncio.run(icore.runner.run_one())                    # the first few insights
    assert len(model.calls()) == WRITES_PER_STEP and icore.jobs.pending(JOB) == 2
    drain(icore)
    assert len(icore.insights.insights()) == 4 and icore.jobs.pending(JOB) == 1   # the weekly one


def test_an_on_demand_refresh_absorbs_a_second_click(icore, model):
    plant(icore, now=utcnow())
    first = icore.insights.refresh()
    assert icore.insights.refresh() == first
    drain(icore)
    assert len(model.calls()) == 4


def test_a_large_import_schedules_a_refresh(icore, model, data_dir, tmp_path):
    from app.core.context import WhiziCore

    other_dir = tmp_path / "other"
    other = WhiziCore.open(other_dir)
    try:
        chat = other.chats.create("Imported")
        for i in range(120):
            other.messages.add(chat.id, Role.USER, f"imported message {i}")
        other.data.export(tmp_path / "export.json")
    finally:
        other.close()
    icore.data.import_files(tmp_path / "export.json")
    with icore.db.session() as s:
        assert s.execute(text("SELECT COUNT(*) FROM jobs WHERE dedupe_key = 'insights:import' "
                              "AND status = 'queued'")).scalar() == 1


def test_sources_and_the_map(icore, model):
    topics = plant(icore, now=utcnow())
    refresh(icore)
    running = by_topic(icore, topics)["running"]
    sources = icore.insights.sources(running.id)
    assert sources and all(s.message_id in topics["running"].message_ids for s in sources)
    assert [s.similarity for s in sources] == sorted((s.similarity for s in sources), reverse=True)
    assert sources[0].chat_title.startswith("Running chat")

    points = icore.insights.map_points()
    assert {p.insight_id for p in points} == {i.id for i in icore.insights.insights()}
    from app.core.memory.insights.layout import ASPECT

    assert all(-ASPECT <= p.x - p.radius and p.x + p.radius <= ASPECT + 1e-9 for p in points)
    assert all(-1.0 <= p.y - p.radius and p.y + p.radius <= 1.0 + 1e-9 for p in points)
    biggest = max(points, key=lambda p: p.message_count)
    assert biggest.radius == max(p.radius for p in points)
    for a in points:        # no two circles overlap: every label stays readable
        for b in points:
            if a is not b:
                assert ((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5 >= a.radius + b.radius - 1e-6
    assert {p.title for p in points} == {i.title for i in icore.insights.insights()}
    assert all(is_insight_request(c) for c in model.calls())


def test_insights_travel_in_the_export(icore, model, tmp_path):
    from app.core.context import WhiziCore

    plant(icore, now=utcnow())
    refresh(icore)
    icore.insights.delete(icore.insights.insights()[0].id)
    path = tmp_path / "export.json"
    icore.data.export(path)
    exported = json.loads(path.read_text("utf-8"))["insights"]
    assert {row["statement"] for row in exported} == {i.statement for i in icore.insights.insights()
                                                       + icore.insights.deleted()}
    other = WhiziCore.open(tmp_path / "other")
    try:
        other.data.import_files(path)
        assert [i.text for i in other.insights.insights()] == [i.text for i in icore.insights.insights()]
        assert [i.id for i in other.insights.deleted()] == [i.id for i in icore.insights.deleted()]
    finally:
        other.close()
