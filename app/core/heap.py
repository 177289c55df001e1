"""One tuning of Python's cyclic garbage collector, for a long-running app with background threads.

A full collection walks every tracked object, and whichever thread triggers it holds the
interpreter lock meanwhile. Background work that allocates a lot in a worker thread (reading
50,000 messages for insights, indexing) triggers such passes, and the window's thread waits: with
the app's start-up objects in the heap, each pass cost 80-120 ms (benchmarks/insights_bench.py).
Start-up objects (modules, classes, the widgets of the window) live as long as the app, so once
start-up is over they are collected once and then frozen: later passes walk only newer objects.
"""
from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager


def settle_heap() -> int:
    """Collect once, then exempt every object alive now from later passes; returns how many."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


_pause_lock = threading.Lock()
_pauses = 0
_was_enabled = True


@contextmanager
def long_lived_imports() -> Iterator[None]:
    """Import heavy libraries (LanceDB and pyarrow, onnxruntime, scikit-learn) inside this block.

    Their first import creates hundreds of thousands of objects; the collector, seeing the heap
    grow, runs full passes meanwhile, and each one holds the interpreter lock for 50-250 ms
    (measured: benchmarks/ui_budget_bench.py, a memory pass after a turn in a 10,000-message chat).
    So the collector waits while the modules load, and whatever they created, which lives as long
    as the app, is frozen once they have. An import of modules already loaded changes nothing.
    """
    global _pauses, _was_enabled
    modules_before = len(sys.modules)
    with _pause_lock:
        if _pauses == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pauses -= 1
            if _pauses == 0:
                if len(sys.modules) != modules_before:
                    gc.freeze()
                if _was_enabled:
                    gc.enable()
