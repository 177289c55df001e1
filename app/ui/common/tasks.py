"""Coroutines a window started, cancelled when it closes, with their errors logged, never lost.

The UI runs core work as asyncio coroutines on the qasync loop; a page or panel keeps the ones it
started in a ``TaskSet`` and cancels them all when it goes away.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

__all__ = ["TaskSet"]


class TaskSet:
    """Coroutines a dialog started. Closing the dialog cancels them, so a late answer never
    lands on a form the user has already left."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Future] = set()

    def start(self, coro, on_finished: Callable[[BaseException | None], None] | None = None) -> asyncio.Future:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(lambda t: self._finished(t, on_finished))
        return task

    def _finished(self, task: asyncio.Future, on_finished) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return  # the dialog closed: nothing left to update
        error = task.exception()  # retrieved either way, so asyncio never reports it as lost
        if error is not None:
            log.error("background task failed", exc_info=error)
        if on_finished is not None:
            on_finished(error)

    def running(self) -> bool:
        return bool(self._tasks)

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()
