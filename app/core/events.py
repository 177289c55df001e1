"""A tiny observer: the core announces, the UI (or a memory layer) listens. No Qt here."""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)


class Event(Generic[T]):
    def __init__(self) -> None:
        self._listeners: list[Callable[[T], None]] = []

    def connect(self, listener: Callable[[T], None]) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self.disconnect(listener)

    def disconnect(self, listener: Callable[[T], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, value: T) -> None:
        for listener in list(self._listeners):
            try:
                listener(value)
            except Exception:  # one broken listener must not break the pipeline or the others
                log.exception("event listener failed")
