"""A refresh's plan, made away from the event loop: read the remembered user messages and their
vectors, cluster them, match the clusters to the stored insights, and store the plan.

Where it runs (`plan_off_loop`, blocking, called from a worker thread):
- for a large history (PROCESS_MIN_MESSAGES remembered user messages and more, not in a frozen
  build) in a child process: a fresh interpreter with its own SQLite connection. Reading 50,000
  rows, the objects built from them and the garbage collector's passes over those, clustering,
  matching and serialising the plan then hold the child's interpreter lock, never the window's.
  (In a thread of the app's own process the same work held the lock for up to 90 ms at a time on
  a quiet machine and for hundreds of milliseconds with other work running: benchmarks/
  insights_bench.py --busy 1.) The app's process only answers the child's two questions, relays
  progress, and receives the stored plan;
- for a small history in the worker thread itself, where starting a process would cost more than
  the work.

Both run the same code (`make_plan`); what differs is the `Link` to the service: the chat-history
index's vectors (asked of the history service, which lives in the app's process), embedding the
messages nothing has a vector for (the app's embedder, awaited on the loop), and progress.

The child speaks over its stdin and stdout in length-prefixed pickled frames (worker.py): it asks
("history", "embed"), reports ("progress") and answers ("done" with the plan, "cleared", "error");
every frame the parent sends is the answer to the child's last question. Lists of ids travel as
one newline-joined string and vectors as one float32 buffer, so that neither side unpickles tens of
thousands of small objects in one call, and vectors are written a megabyte at a time.
"""
from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Mapping
from dataclasses import asdict
from typing import Protocol

from app.core.domain import new_id, utcnow
from app.core.memory.insights.describe import core_span
from app.core.memory.insights.model import Phase, Progress, RunReport, Status
from app.core.memory.insights.store import Cleared, InsightStore, pack_vector, unpack_vector
from app.core.memory.insights.worker import (
    ClusteringFailed,
    child_env,
    close_child,
    read_exact,
    read_frame,
    use_process,
    write_frame,
)
from app.core.store.timestamps import parse_utc as dt
from app.core.store.timestamps import utc_text as ts

log = logging.getLogger(__name__)

MATCH_COSINE = 0.85
MATCH_OVERLAP = 0.5
REWRITE_KEEP = 0.5           # share of the quoted messages still among the nearest: keep the sentences
NEAREST_FOR_QUOTES = 120     # members whose text is read to choose the quotes
SEED = 7


class Link(Protocol):
    """What making a plan asks of the service (blocking calls)."""

    def history_vectors(self, wanted: dict[str, str]) -> Mapping[str, object]: ...

    def embed(self, missing: list[tuple[str, str]]) -> Mapping[str, object]: ...

    def progress(self, progress: Progress) -> None: ...


class _Messages:
    """The three things `inputs.remembered_user_messages` reads through (the child has no service)."""

    def __init__(self, db) -> None:
        from app.core.memory.policy import MemoryPolicy
        from app.core.store.chats import ChatRepository

        self.db = db
        self.chats = ChatRepository(db)
        self.policy = MemoryPolicy(self.chats, None)   # may_remember depends on the message only


def member_ids(c: dict) -> list[str]:
    return c["ids"].split("\n") if c["ids"] else []


def remembered_count(db, since) -> int:
    """How many user messages are remembered now, newer than `since` (what decides thread or
    process). Blocking."""
    from sqlalchemy import func, select

    from app.core.domain import Role
    from app.core.store.models import MessageRow

    m = MessageRow.__table__
    query = select(func.count()).select_from(m).where(m.c.role == Role.USER.value, m.c.remembered_at.is_not(None))
    if since is not None:
        query = query.where(m.c.created_at > since)
    with db.session(read_only=True) as s:
        return int(s.execute(query).scalar() or 0)


def make_plan(db, epoch: int, model: str, link: Link, *, in_child: bool, source=None) -> dict:
    """Read, get or make the vectors, cluster, match, and store the plan (raises Cleared if memory
    was cleared meanwhile). `source`: the service's repositories and policy (in a thread); the
    child makes its own. Blocking."""
    from app.core.memory.insights.inputs import remembered_user_messages

    store = InsightStore(db)
    report = RunReport()
    link.progress(Progress(Phase.READING))
    messages = remembered_user_messages(source or _Messages(db), dt(store.state("cleared_at")))
    wanted = {m.id: m.content_hash for m in messages}
    vectors = dict(link.history_vectors(wanted))
    rest = {i: h for i, h in wanted.items() if i not in vectors}
    cached = store.cached_vectors(model, rest) if rest else {}
    vectors.update(cached)
    missing = [(m.id, m.content_hash) for m in messages if m.id not in vectors]
    if missing:
        embedded = link.embed(missing)
        vectors.update(embedded)
        report.embedded = len(embedded)
    store.prune_vectors(set(cached) | {i for i, _ in missing})
    link.progress(Progress(Phase.CLUSTERING))

    def clustering_progress(done: int, total: int) -> None:
        link.progress(Progress(Phase.CLUSTERING, done, total))

    clusters = cluster_messages(messages, vectors, report, clustering_progress, in_child=in_child)
    matched = match(store, clusters, model)
    plan = {"epoch": epoch, "created_at": ts(utcnow()), "model": model, "clusters": matched["clusters"],
            "remove": matched["remove"], "next": 0, "transient": 0, "report": asdict(report)}
    store_plan(store, plan, epoch)
    return plan


def cluster_messages(messages: list, vectors: dict, report: RunReport, progress, *, in_child: bool) -> list[dict]:
    """Cluster (blocking) and describe each cluster for the plan: members nearest first, the
    centroid, and what the time range and the confidence are computed from."""
    import numpy as np

    from app.core.memory.insights.worker import cluster_limited, cluster_off_thread

    usable = [m for m in messages if m.id in vectors]
    report.messages = len(usable)
    dim = len(vectors[usable[0].id]) if usable else 1
    matrix = np.zeros((len(usable), dim), dtype=np.float32)
    for row, m in enumerate(usable):   # row by row: no single long copy holding the interpreter
        matrix[row] = vectors[m.id]
    if in_child:
        result = cluster_limited(matrix, seed=SEED, progress=progress)
    else:
        result = cluster_off_thread(matrix, seed=SEED, progress=progress)
    report.k, report.outliers, report.cluster_seconds = result.k, result.outliers, round(result.seconds, 3)
    clusters = []
    for c in result.clusters:
        rows = [usable[i] for i in c.members]
        first, last = core_span([r.created_at for r in rows], c.similarity)
        clusters.append({
            # Members as one string and one packed vector: JSON of 50,000 pairs would hold the
            # interpreter lock for a long stretch each time the plan is stored or read.
            "ids": "\n".join(r.id for r in rows),
            "sims": pack_vector(c.similarity),
            "centroid": pack_vector(c.centroid),
            "messages": len(rows), "chats": len({r.chat_id for r in rows}),
            "cohesion": round(c.separation, 4), "first": ts(first), "last": ts(last),
        })
    return clusters


def match(store: InsightStore, clusters: list[dict], model: str) -> dict:
    """Pair clusters with stored insights: update, suppress (deleted), create; and what to drop."""
    existing = {i.id: i for i in store.insights()}
    centroids: dict = store.centroids(model)
    member_sets = store.member_sets()
    pairs = []
    for ci, c in enumerate(clusters):
        ids = set(member_ids(c))
        centroid = unpack_vector(c["centroid"])
        for insight_id in existing:
            cosine = float(centroid @ centroids[insight_id]) if insight_id in centroids and \
                len(centroids[insight_id]) == len(centroid) else -1.0
            old = member_sets.get(insight_id, set())
            overlap = len(ids & old) / len(ids | old) if old else 0.0
            if cosine >= MATCH_COSINE or overlap >= MATCH_OVERLAP:
                pairs.append((max(cosine, overlap), ci, insight_id))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    taken_clusters: dict[int, str] = {}
    taken_insights: set[str] = set()
    for _score, ci, insight_id in pairs:
        if ci in taken_clusters or insight_id in taken_insights:
            continue
        taken_clusters[ci] = insight_id
        taken_insights.add(insight_id)
    out = []
    for ci, c in enumerate(clusters):
        target = taken_clusters.get(ci)
        if target is None:
            out.append(dict(c, action="new", target=new_id(), write=True))
            continue
        insight = existing[target]
        if insight.status is Status.DELETED:
            out.append(dict(c, action="suppress", target=target, write=False))
            continue
        old_quoted = set(store.quoted(target))
        nearest = set(member_ids(c)[:NEAREST_FOR_QUOTES])
        keep = bool(old_quoted) and len(old_quoted & nearest) >= REWRITE_KEEP * len(old_quoted)
        out.append(dict(c, action="update", target=target, write=not keep))
    remove = [i for i, insight in existing.items() if insight.status is Status.ACTIVE and i not in taken_insights]
    return {"clusters": out, "remove": remove}


# The plan is stored once (it lists every member: megabytes for a large history); what changes
# after each insight (the cursor, the report) is stored apart, so saving progress stays cheap.
PROGRESS_KEYS = ("next", "transient", "report")


def store_plan(store: InsightStore, plan: dict, epoch: int) -> None:
    store.set_state("plan", {k: v for k, v in plan.items() if k not in PROGRESS_KEYS}, epoch=epoch)
    store.set_state("plan_progress", {k: plan[k] for k in PROGRESS_KEYS}, epoch=epoch)


# ----- where it runs ---------------------------------------------------------------------------------
def plan_off_loop(db, epoch: int, model: str, link: Link, source=None) -> dict:
    """Blocking: call from a worker thread. The stored plan, made in a child process for a large
    history, else in this thread (with `source`'s repositories and policy, if given)."""
    if not use_process(remembered_count(db, dt(InsightStore(db).state("cleared_at")))):
        return make_plan(db, epoch, model, link, in_child=False, source=source)
    import pickle
    import subprocess

    child = subprocess.Popen([sys.executable, "-c", "from app.core.memory.insights.planner import child_main; "
                              "child_main()"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=child_env())
    assert child.stdin is not None and child.stdout is not None   # both are pipes
    try:
        # The data key of an encrypted folder goes through the pipe, never argv or the environment.
        write_frame(child.stdin, pickle.dumps((str(db.path), getattr(db, "key", None), epoch, model)))
        while True:
            kind, *rest = read_frame(child.stdout)
            if kind == "progress":
                link.progress(Progress(Phase(rest[0]), rest[1], rest[2]))
            elif kind in ("history", "embed"):
                ids, hashes = rest[0].split("\n"), rest[1].split("\n")
                if kind == "history":
                    found = link.history_vectors(dict(zip(ids, hashes)))
                else:
                    found = link.embed(list(zip(ids, hashes)))
                _send_vectors(child.stdin, found)
            elif kind == "done":
                return rest[0]
            elif kind == "cleared":
                raise Cleared()
            else:
                raise ClusteringFailed(rest[0])
    except (EOFError, BrokenPipeError, ConnectionResetError, OSError) as exc:
        raise ClusteringFailed(f"the insights process stopped (exit code {child.poll()}): {exc}") from exc
    finally:
        close_child(child)


def _send_vectors(stream, vectors: Mapping[str, object]) -> None:
    """Vectors as a frame (ids joined by newlines, dimension, byte count), then one little-endian
    float32 buffer written a megabyte at a time: tens of megabytes for a large history, and each
    write lets go of the interpreter lock (one pickle of it would hold the lock for the whole copy)."""
    import pickle

    import numpy as np

    ids = list(vectors)
    dim = len(vectors[ids[0]]) if ids else 0     # type: ignore[arg-type]
    matrix = np.zeros((len(ids), dim), dtype="<f4")
    for row, message_id in enumerate(ids):   # row by row: no single long copy holding the interpreter
        matrix[row] = vectors[message_id]
    write_frame(stream, pickle.dumps(("\n".join(ids), dim, matrix.nbytes)))
    if matrix.nbytes:
        view = matrix.data.cast("B")
        for start in range(0, len(view), 1 << 20):
            stream.write(view[start:start + (1 << 20)])
    stream.flush()


def _receive_vectors(stream) -> dict[str, object]:
    import numpy as np

    joined, dim, size = read_frame(stream)
    raw = read_exact(stream, size)
    if not joined:
        return {}
    matrix = np.frombuffer(raw, dtype="<f4").astype(np.float32).reshape(-1, dim)
    return {message_id: matrix[i] for i, message_id in enumerate(joined.split("\n"))}


class _PipeLink:
    """The child's side of the link: questions and progress as frames to the parent."""

    def __init__(self, inp, out) -> None:
        self.inp, self.out = inp, out

    def _ask(self, kind: str, pairs) -> dict[str, object]:
        import pickle

        ids, hashes = zip(*pairs) if pairs else ((), ())
        write_frame(self.out, pickle.dumps((kind, "\n".join(ids), "\n".join(hashes))))
        return _receive_vectors(self.inp)

    def history_vectors(self, wanted: dict[str, str]) -> dict[str, object]:
        return self._ask("history", list(wanted.items())) if wanted else {}

    def embed(self, missing: list[tuple[str, str]]) -> dict[str, object]:
        return self._ask("embed", missing)

    def progress(self, progress: Progress) -> None:
        import pickle

        write_frame(self.out, pickle.dumps(("progress", progress.phase.value, progress.done, progress.total)))


def child_main(inp=None, out=None) -> None:
    """The child process: open the database, make and store the plan, send it."""
    import gc
    import pickle
    from pathlib import Path

    from app.core.store.db import Database

    # The modules are loaded: later passes need not walk them; and nothing the plan builds is
    # cyclic garbage worth walking 50,000 new objects for, again and again.
    gc.freeze()
    gc.set_threshold(100_000, 50, 100)
    inp = inp or sys.stdin.buffer
    out = out or sys.stdout.buffer
    db = None
    try:
        path, key, epoch, model = read_frame(inp)
        db = Database(Path(path), key=key, check=False)   # the app checked it when it opened it
        plan = make_plan(db, epoch, model, _PipeLink(inp, out), in_child=True)
        write_frame(out, pickle.dumps(("done", plan)))
    except Cleared:
        write_frame(out, pickle.dumps(("cleared",)))
    except Exception as exc:   # reported to the parent, which raises it as ClusteringFailed
        write_frame(out, pickle.dumps(("error", f"{type(exc).__name__}: {exc}")))
    finally:
        if db is not None:
            db.engine.dispose()


def local_link(history_vectors: Callable[[dict[str, str]], Mapping[str, object]],
               embed: Callable[[list[tuple[str, str]]], Mapping[str, object]],
               progress: Callable[[Progress], None]) -> Link:
    """A Link from three callables (the service's side)."""

    class _Local:
        def history_vectors(self, wanted):
            return history_vectors(wanted)

        def embed(self, missing):
            return embed(missing)

        def progress(self, p):
            progress(p)

    return _Local()
