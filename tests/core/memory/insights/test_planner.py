"""A refresh's plan (read, vectors, cluster, match, store) made away from the event loop: for a
large history in a child process with its own SQLite connection, with the same plan as in a thread;
the window's process runs none of the plan's reading or storing."""
from __future__ import annotations

import asyncio
import threading
import uuid
from datetime import timedelta

import numpy as np
import pytest
from sqlalchemy import event, text

from app.core.domain import utcnow
from app.core.memory.insights.model import Phase
from app.core.memory.insights.planner import local_link, make_plan, plan_off_loop
from app.core.memory.insights.store import Cleared
from app.core.memory.insights.worker import PROCESS_MIN_MESSAGES, use_process
from app.core.store.messages import content_hash
from app.core.store.models import UTCDateTime

MODEL = "local:all-MiniLM-L6-v2-int8"
TOPICS = (900, 800, 700)
DIM = 64


def seed(core, *, cache_share: float = 1.0) -> tuple[list[str], dict[str, np.ndarray]]:
    """Remembered user messages in three planted topics (chats of 20, over the last year), with a
    vector each; the first `cache_share` of them also in the insights' vector cache. Returns the
    message ids (oldest first) and every message's vector."""
    rng = np.random.default_rng(5)
    centres = rng.normal(size=(len(TOPICS), DIM))
    labels = np.concatenate([np.full(n, t) for t, n in enumerate(TOPICS)])
    rng.shuffle(labels)
    vectors = centres[labels] + rng.normal(scale=0.25, size=(len(labels), DIM))
    vectors = (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)
    stamp = UTCDateTime().process_bind_param
    now = utcnow()
    n = len(labels)
    chats, messages, cache, ids = [], [], [], []
    for i in range(n):
        if i % 20 == 0:
            chat_id = uuid.uuid4().hex
            at = now - timedelta(days=365 * (1 - i / n)) - timedelta(hours=1)
            chats.append({"id": chat_id, "title": f"Chat {i // 20}", "c": stamp(at, None)})
        mid = uuid.uuid4().hex
        content = f"message {i} about topic {labels[i]}"
        when = stamp(at + timedelta(seconds=i % 20), None)
        messages.append({"id": mid, "chat": chat_id, "seq": i % 20 + 1, "content": content, "t": when})
        if i < cache_share * n:
            cache.append({"m": mid, "e": MODEL, "h": content_hash(content), "v": vectors[i].astype("<f4").tobytes()})
        ids.append(mid)
    with core.db.session() as s:
        s.execute(text("INSERT INTO chats (id, title, pinned, created_at, updated_at, analysis_mode) "
                       "VALUES (:id, :title, 0, :c, :c, 'none')"), chats)
        s.execute(text("INSERT INTO messages (id, chat_id, seq, role, content, created_at, status, privacy_label, "
                       "privacy_source, analysed_at, remembered_at) VALUES (:id, :chat, :seq, 'user', :content, :t, "
                       "'complete', 'green', 'test', :t, :t)"), messages)
        if cache:
            s.execute(text("INSERT INTO insight_vectors (message_id, embedding_model, content_hash, vector) "
                           "VALUES (:m, :e, :h, :v)"), cache)
    return ids, dict(zip(ids, vectors))


def comparable(plan: dict) -> list[dict]:
    """The plan's clusters without what is new in every run (the id a new insight will get)."""
    return [{k: v for k, v in c.items() if k != "target"} for c in plan["clusters"]]


def test_a_large_historys_plan_is_made_in_a_child_process_the_same_as_in_a_thread(core):
    ids, vectors = seed(core, cache_share=1 / 3)
    assert use_process(len(ids)) and len(ids) >= PROCESS_MIN_MESSAGES
    from_history = set(ids[len(ids) // 3: 2 * len(ids) // 3])     # the chat history's index has these
    asked: dict[str, list] = {"history": [], "embed": [], "threads": []}

    def history(wanted):
        asked["history"].append(len(wanted))
        asked["threads"].append(threading.get_ident())
        return {i: vectors[i] for i in from_history if wanted.get(i)}

    def embed(missing):
        asked["embed"].append(sorted(i for i, _ in missing))
        return {i: vectors[i] for i, _ in missing}

    phases = []
    link = local_link(history, embed, lambda p: phases.append(p.phase))
    epoch = core.insights.store.epoch()

    in_thread = make_plan(core.db, epoch, MODEL, link, in_child=False)
    core.insights.store.set_state("plan", None)
    assert core.db.key is not None   # an encrypted folder (#17): the child gets the key through its pipe
    in_child = plan_off_loop(core.db, epoch, MODEL, link)

    # The child asked the same questions: every message's hash, then the third nothing had.
    assert asked["history"] == [len(ids), len(ids)]
    never_cached = sorted(ids[2 * len(ids) // 3:])
    assert asked["embed"] == [never_cached, never_cached]
    assert len(in_child["clusters"]) == len(TOPICS)
    assert comparable(in_child) == comparable(in_thread)
    assert in_child["remove"] == in_thread["remove"] == []
    report = {k: v for k, v in in_child["report"].items() if k != "cluster_seconds"}
    assert report == {k: v for k, v in in_thread["report"].items() if k != "cluster_seconds"}
    assert report["messages"] == len(ids) and report["embedded"] == len(never_cached)
    # The child stored the plan it sent.
    stored = core.insights.store.state("plan")
    assert stored["clusters"] == in_child["clusters"]
    assert Phase.READING in phases and Phase.CLUSTERING in phases


def test_a_large_refresh_reads_and_stores_its_plan_outside_the_apps_process(core):
    """Structural: the reading, matching and storing of the plan leave the window's process (and
    so its interpreter lock and its garbage collector); what is left runs off the loop's thread."""
    ids, _vectors = seed(core)
    statements: list[tuple[int, str]] = []

    def record(_conn, _cursor, statement, *_args):
        statements.append((threading.get_ident(), " ".join(statement.split())))

    event.listen(core.db.engine, "before_cursor_execute", record)
    phases = []
    core.insights.progress.connect(lambda p: phases.append(p.phase))
    loop_thread = threading.get_ident()
    try:
        report = asyncio.run(core.insights.refresh_now())
    finally:
        event.remove(core.db.engine, "before_cursor_execute", record)

    assert report.messages == len(ids) and report.k == len(TOPICS)
    assert report.failed == len(TOPICS)            # no provider: nothing written, every cluster reported
    assert list(dict.fromkeys(phases)) == [Phase.READING, Phase.CLUSTERING, Phase.WRITING, Phase.DONE]
    read_messages = [s for _t, s in statements if "FROM messages" in s and "remembered_at IS NOT NULL" in s
                     and "ORDER BY" in s]
    vector_cache = [s for _t, s in statements if "insight_vectors" in s]
    member_sets = [s for _t, s in statements if "FROM insight_sources" in s and "WHERE" not in s]
    assert read_messages == [] and vector_cache == [] and member_sets == []
    on_loop = [s for thread, s in statements if thread == loop_thread]
    # On the loop: at most the configuration (the embedder setting, the provider).
    assert statements and all(s in ("BEGIN", "COMMIT", "ROLLBACK") or "FROM settings" in s or "FROM providers" in s
                              for s in on_loop), on_loop
    # The plan the child stored is the one the writing step went through.
    assert core.insights.store.state("plan") is None and core.insights.store.state("last_report")["k"] == len(TOPICS)


def test_memory_cleared_before_the_child_stores_its_plan_stores_none(core):
    ids, _vectors = seed(core)
    link = local_link(lambda wanted: {}, lambda missing: {}, lambda p: None)
    started_in = core.insights.store.epoch()
    with core.db.session() as s:   # "Clear memory" meanwhile: a new epoch (the messages stay learnable)
        s.execute(text("INSERT OR REPLACE INTO insight_state (key, value) VALUES ('epoch', :e)"), {"e": str(started_in + 1)})

    with pytest.raises(Cleared):
        plan_off_loop(core.db, started_in, MODEL, link)
    assert core.insights.store.state("plan") is None and core.insights.store.state("plan_progress") is None
