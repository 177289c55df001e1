"""Where the clustering runs: a child process for large histories, a worker thread for small ones.

Clustering is CPU work in numpy and scikit-learn. In a thread of the app's own process, parts of it
hold the interpreter lock for tens of milliseconds at a time (importing scikit-learn and SciPy the
first time, some array copies), which the window feels as stalls. A child process has its own
interpreter: the window's thread keeps its lock and stays responsive. Starting one costs a second
or two (a fresh interpreter imports numpy and scikit-learn), which only pays off for large inputs,
hence PROCESS_MIN_MESSAGES. The vectors go to the child through its stdin, written in chunks
(each write lets go of the lock), and progress and the clusters come back on its stdout.

Both ways limit numpy's and OpenMP's thread pools to one thread: on a two-core machine a second
pool thread would compete with the window for the other core (and measured slower, too).

A frozen build (PyInstaller) has no Python interpreter to start; there the thread is used.
"""
from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.core.errors import WhiziError

if TYPE_CHECKING:
    import subprocess

log = logging.getLogger(__name__)

PROCESS_MIN_MESSAGES = 2_000


class ClusteringFailed(WhiziError, RuntimeError):
    """The clustering process stopped without an answer: a bug (the crash report's family); the
    insights service logs it and tries again at the next refresh."""


def cluster_limited(vectors, *, seed: int, progress: Callable[[int, int], None] | None = None):
    """cluster() with numpy's and OpenMP's pools limited to one thread (blocking)."""
    from threadpoolctl import threadpool_limits

    from app.core.memory.insights.cluster import cluster

    with threadpool_limits(limits=1):
        return cluster(vectors, seed=seed, progress=progress)


def use_process(n: int) -> bool:
    return n >= PROCESS_MIN_MESSAGES and not getattr(sys, "frozen", False)


def child_env() -> dict:
    """The child's environment: this checkout (or installation) importable, one thread per pool."""
    import os
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[4])   # the folder that holds the `app` package
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        env[name] = "1"
    return env


def write_frame(stream, payload: bytes) -> None:
    stream.write(len(payload).to_bytes(8, "little"))
    stream.write(payload)
    stream.flush()


def read_exact(stream, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = stream.read(min(left, 1 << 20))
        if not chunk:
            raise EOFError("the stream ended early")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(stream):
    import pickle

    size = int.from_bytes(read_exact(stream, 8), "little")
    return pickle.loads(read_exact(stream, size))


def cluster_off_thread(vectors, *, seed: int, progress: Callable[[int, int], None] | None = None):
    """Blocking: call from a worker thread. The clusters of `vectors` (float32, one row per
    message), computed in a child process for large inputs, else in this thread.

    The child is a fresh interpreter running this module (`python -c`), not a multiprocessing
    spawn: that would re-run the parent's main script, which a plain script embedding the core
    need not guard."""
    if not use_process(len(vectors)):
        return cluster_limited(vectors, seed=seed, progress=progress)
    import json
    import subprocess

    import numpy as np

    vectors = np.ascontiguousarray(vectors, dtype=np.float32)
    child = subprocess.Popen([sys.executable, "-c", "from app.core.memory.insights.worker import child_main; "
                              "child_main()"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=child_env())
    assert child.stdin is not None and child.stdout is not None   # both are pipes
    try:
        child.stdin.write((json.dumps({"shape": list(vectors.shape), "seed": seed}) + "\n").encode("ascii"))
        view = memoryview(vectors).cast("B")
        for start in range(0, len(view), 1 << 20):   # each write lets go of the interpreter lock
            child.stdin.write(view[start:start + (1 << 20)])
        child.stdin.close()
        while True:
            kind, *rest = read_frame(child.stdout)
            if kind == "progress":
                if progress is not None:
                    progress(*rest)
            elif kind == "done":
                return rest[0]
            else:
                raise ClusteringFailed(rest[0])
    except (EOFError, BrokenPipeError, ConnectionResetError, OSError) as exc:
        raise ClusteringFailed(f"the clustering process stopped (exit code {child.poll()}): {exc}") from exc
    finally:
        close_child(child)


def close_child(child: subprocess.Popen) -> None:
    """Close a helper process's pipes and reap it; one that does not end within 5 s is killed."""
    import subprocess

    for stream in (child.stdin, child.stdout):
        try:
            if stream is not None:
                stream.close()
        except OSError:
            pass
    try:
        child.wait(timeout=5)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def child_main() -> None:
    """The child process: read the vectors from stdin, cluster, write progress and the result."""
    import json
    import pickle

    import numpy as np

    out = sys.stdout.buffer
    try:
        header = json.loads(sys.stdin.buffer.readline())
        shape = tuple(header["shape"])
        raw = read_exact(sys.stdin.buffer, int(np.prod(shape)) * 4)
        vectors = np.frombuffer(raw, dtype=np.float32).reshape(shape)
        result = cluster_limited(vectors, seed=int(header["seed"]),
                                 progress=lambda done, total: write_frame(out, pickle.dumps(("progress", done, total))))
        write_frame(out, pickle.dumps(("done", result)))
    except Exception as exc:   # reported to the parent, which raises it as ClusteringFailed
        write_frame(out, pickle.dumps(("error", f"{type(exc).__name__}: {exc}")))
