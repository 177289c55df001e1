"""A tiny observer: the core announces, the UI (or a memory layer) listens. No Qt here.

An Event may be fired from any thread. The core's blocking methods (a facts edit, an import) run
in a worker thread when the UI or the CLI hands them to one, and they announce what they changed
as they would on the loop; the listeners (the job runner's wake-up, the insights that follow the
facts, the UI's bridge) expect to run on the event loop. So an Event fired from another thread
hands its listeners' calls to its home loop with ``call_soon_threadsafe``, in the order fired,
and returns; fired on its home loop's thread (or where no loop is known: a plain script, a test
without a loop) it calls them at once, as a function call. Its home loop is the loop running
where it was created, connected to or last fired; failing that, the loop an Event last saw
running on the main thread (the app builds the core before its loop starts). With no loop
known, a worker's emit calls the listeners in the worker, as any blocking call would.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)

_Home = tuple[asyncio.AbstractEventLoop, int]   # a loop and the id of the thread it runs on
_main_home: _Home | None = None   # the loop running on the main thread when an Event last looked


def _running_here() -> _Home | None:
    """The loop running in this thread, if any. On the main thread, also what is remembered as
    the main thread's loop (none, when none runs there now: a stale loop is never posted to)."""
    global _main_home
    try:
        home: _Home | None = (asyncio.get_running_loop(), threading.get_ident())
    except RuntimeError:
        home = None
    if threading.current_thread() is threading.main_thread():
        _main_home = home
    return home


def note_running_loop() -> None:
    """Called by the app once its loop runs on the main thread: from then on an Event fired in a
    worker thread hands its listeners to that loop even if the Event itself has not yet been used
    while a loop was running (the core and the window are built before the loop starts)."""
    _running_here()


class Event(Generic[T]):
    def __init__(self) -> None:
        self._listeners: list[Callable[[T], None]] = []
        self._home: _Home | None = _running_here()

    def connect(self, listener: Callable[[T], None]) -> Callable[[], None]:
        self._home = _running_here() or self._home
        self._listeners.append(listener)
        return lambda: self.disconnect(listener)

    def disconnect(self, listener: Callable[[T], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, value: T) -> None:
        here = _running_here()
        if here is not None:   # on a loop: the listeners run now, before emit returns
            self._home = here
            self._deliver(value)
            return
        home = self._home_elsewhere()
        if home is None:       # no loop anywhere to hand them to: a plain function call
            self._deliver(value)
            return
        try:
            home[0].call_soon_threadsafe(self._deliver, value)
        except RuntimeError:   # the loop closed meanwhile: nobody is waiting on it any more
            self._deliver(value)

    def _home_elsewhere(self) -> _Home | None:
        """The loop to hand the listeners to, fired from a thread where no loop runs."""
        here = threading.get_ident()
        for home in (self._home, _main_home):
            if home is not None and home[1] != here and not home[0].is_closed():
                return home
        return None

    def _deliver(self, value: T) -> None:
        for listener in list(self._listeners):
            try:
                listener(value)
            except Exception:  # one broken listener must not break the pipeline or the others
                log.exception("event listener failed")
