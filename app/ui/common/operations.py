"""The one way the UI runs core work: off the UI thread, with the answer back on it.

A widget keeps an ``Operations`` tied to itself and hands it the work: a blocking core method
(run in a worker thread, so the window never stalls on SQLite, LanceDB or a model), or a coroutine
(the core's genuinely asynchronous work: provider calls, the memory runner). The result, the error
and any progress reports come back on the UI thread, and only while the widget lives: a page the
user closed never gets a late callback, and closing it cancels what it started. Anki's
QueryOp/CollectionOp is the model; nothing else in app/ui starts asyncio tasks.
"""
from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtCore import QObject
from shiboken6 import isValid

log = logging.getLogger(__name__)

__all__ = ["Operations"]

Finished = Callable[[BaseException | None], None]


class Operations:
    """The work one widget started. Its callbacks run on the UI thread while ``parent`` lives;
    when the parent is destroyed (or ``cancel_all`` is called) the work is cancelled and nothing
    is delivered any more. Errors nobody handles are logged, never lost."""

    def __init__(self, parent: QObject | None = None) -> None:
        self._tasks: set[asyncio.Future] = set()
        self._parent = parent
        self._closed = False
        if parent is not None:
            parent.destroyed.connect(self._parent_gone)

    # ----- starting work -----------------------------------------------------------------------
    def run(self, work: Callable[..., Any] | Awaitable[Any], *args: Any,
            done: Callable[[Any], None] | None = None, failed: Callable[[BaseException], None] | None = None,
            progress: Callable[[Any], None] | None = None, finished: Finished | None = None,
            **kwargs: Any) -> asyncio.Future:
        """Run ``work`` and deliver its outcome on the UI thread.

        ``work`` is a coroutine (awaited on the loop) or a blocking callable, called as
        ``work(*args, **kwargs)`` in a worker thread; with ``progress`` it also gets
        ``progress=report``, a function the worker may call from its thread: each report reaches
        ``progress`` on the UI thread. Then ``done(result)`` or ``failed(error)`` (an error with
        no ``failed`` is logged), and ``finished(error_or_None)`` either way. A cancelled
        operation calls nothing."""
        if inspect.isawaitable(work):
            if args or kwargs or progress is not None:
                raise TypeError("a coroutine takes no arguments or progress here")
            task = asyncio.ensure_future(work)
        else:
            if progress is not None:
                kwargs["progress"] = self._relay(progress)
            task = asyncio.ensure_future(asyncio.to_thread(work, *args, **kwargs))
        self._tasks.add(task)
        task.add_done_callback(lambda t: self._finished(t, done, failed, finished))
        return task

    def start(self, coro: Awaitable[Any], on_finished: Finished | None = None) -> asyncio.Future:
        """A coroutine that updates the widget itself; ``on_finished(error_or_None)`` after it."""
        return self.run(coro, finished=on_finished)

    def _relay(self, progress: Callable[[Any], None]) -> Callable[[Any], None]:
        loop = asyncio.get_event_loop()

        def report(value: Any) -> None:  # called in the worker thread
            loop.call_soon_threadsafe(self._deliver_progress, progress, value)

        return report

    def _deliver_progress(self, progress: Callable[[Any], None], value: Any) -> None:
        if self._alive():
            progress(value)

    def _finished(self, task: asyncio.Future, done, failed, finished: Finished | None) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return  # the widget closed or the user cancelled: nothing left to update
        error = task.exception()  # retrieved either way, so asyncio never reports it as lost
        if not self._alive():
            if error is not None:
                log.info("work finished after its widget closed: %r", error)
            return
        if error is not None and failed is None:
            log.error("background task failed", exc_info=error)
        if error is not None and failed is not None:
            failed(error)
        elif error is None and done is not None:
            done(task.result())
        if finished is not None:
            finished(error)

    # ----- state -------------------------------------------------------------------------------
    def _alive(self) -> bool:
        return not self._closed and (self._parent is None or isValid(self._parent))

    def _parent_gone(self, *_args: Any) -> None:
        self._closed = True
        self.cancel_all()

    def running(self) -> bool:
        return bool(self._tasks)

    def count(self) -> int:
        return len(self._tasks)

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()
