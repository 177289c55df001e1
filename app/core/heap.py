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


def settle_heap() -> int:
    """Collect once, then exempt every object alive now from later passes; returns how many."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
