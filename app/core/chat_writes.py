"""The turn's database writes, off the event loop (#15, the streaming stall).

A reply streams on the event loop, which in the app is also the window's thread: a SQLite write
there (a transaction, the full-text index's triggers, with encryption the page cipher) is time the
window cannot draw. So the writes of a turn (the user's message, the reply's row, its text as it
grows, the finished reply, the chat's time stamp) run in one writer thread, in the order they were
asked for; the loop only awaits them.

`ReplyWriter` keeps a streaming reply's row up to date: at most one write in flight and only the
newest text written (a delta that arrives while a write runs replaces the one waiting). The final
state is written last whatever happens: a partial write still queued or running when the reply
ends can never overwrite it.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from app.core.domain import Message

log = logging.getLogger(__name__)
T = TypeVar("T")

_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()


def _writer() -> ThreadPoolExecutor:
    """One thread for the process: writes run in the order they are handed over."""
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="whizi-chat-writer")
        return _executor


async def off_loop(fn: Callable[..., T], *args, **kwargs) -> T:
    """Run a blocking store call in the writer thread and wait for it without blocking the loop."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_writer(), lambda: fn(*args, **kwargs))


class ReplyWriter:
    """Writes one streaming reply's newest state through ``write(message)``."""

    def __init__(self, write: Callable[[Message], None]) -> None:
        self._write = write
        self._lock = threading.Lock()   # a write on the loop (stop, quit) waits for one in the thread
        self._final = False
        self._next: Message | None = None
        self._task: asyncio.Future | None = None
        self.writes = 0                  # how many partial writes reached the store (tests, benchmarks)

    def _write_unless_final(self, msg: Message, final: bool) -> None:
        with self._lock:
            if self._final:
                return  # the finished reply is stored: an older partial must not replace it
            self._write(msg)
            self._final = final
            if not final:
                self.writes += 1

    def save_soon(self, msg: Message) -> None:
        """The reply so far, written in the writer thread; returns at once."""
        self._next = msg
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._drain())

    async def _drain(self) -> None:
        while self._next is not None:
            msg, self._next = self._next, None
            try:
                await off_loop(self._write_unless_final, msg, False)
            except Exception:  # the next partial or the final write tries again
                log.warning("saving the streaming reply failed", exc_info=True)

    async def save_final(self, msg: Message) -> None:
        """The finished reply, in the writer thread after any partial write before it."""
        self._next = None
        await off_loop(self._write_unless_final, msg, True)

    def save_final_now(self, msg: Message) -> None:
        """The reply as it stands, written before this returns (stopped, or the app quits: the loop
        may not run much longer, and a stop is one write, not one per delta)."""
        self._next = None
        self._write_unless_final(msg, True)
