"""Progress reports and cancellation for long transfers, usable from any thread.

The core calls `progress(Progress)` from the thread doing the work; a GUI marshals it to its own
thread. Reports are throttled here so a 100,000-message export does not flood the caller.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from app.core.errors import UserError


class TransferCancelled(UserError):
    """The user cancelled. An import changed nothing; an export left no file behind."""

    code = "transfer.cancelled"


@dataclass(frozen=True)
class Progress:
    stage: str      # "export", "read" (parsing the file), "merge" (writing into the database)
    done: int
    total: int      # 0 when unknown
    unit: str       # "messages" or "bytes"

    @property
    def fraction(self) -> float | None:
        return min(1.0, self.done / self.total) if self.total else None


ProgressFn = Callable[[Progress], None]


class CancelToken:
    """Set from any thread; the worker checks it between items."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise TransferCancelled()


class Reporter:
    """Throttles reports to one per `interval_s` (plus stage changes and the final one)."""

    def __init__(self, callback: ProgressFn | None, cancel: CancelToken | None, interval_s: float = 0.1) -> None:
        self._callback = callback
        self._cancel = cancel
        self._interval = interval_s
        self._last = 0.0
        self._stage = ""

    def check(self) -> None:
        if self._cancel is not None:
            self._cancel.check()

    def __call__(self, stage: str, done: int, total: int, unit: str, *, force: bool = False) -> None:
        self.check()
        if self._callback is None:
            return
        now = time.monotonic()
        if force or stage != self._stage or now - self._last >= self._interval:
            self._stage = stage
            self._last = now
            self._callback(Progress(stage, done, total, unit))
            self.check()  # a Cancel pressed while the report was shown counts at once
