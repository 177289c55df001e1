"""The one bridge from the core's Events to Qt: any ``Event`` becomes a Qt signal on the UI thread.

The core announces through plain ``app.core.events.Event`` objects and knows nothing of Qt. A
widget never connects to them directly: it asks a bridge, ``bridge.on(core.facts.changed, slot)``,
and gets the value in ``slot`` on the UI thread (an Event emitted in a worker thread is queued to
it) for as long as the bridge lives. ``on(event, slot, owner=widget)`` uses the bridge that lives
and dies with ``widget``, so a closed page is unsubscribed with nothing to remember.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance, Slot

from app.core.events import Event

__all__ = ["EventBridge", "on"]


class _Relay(QObject):
    """One core Event as a Qt signal. ``_incoming`` may be emitted from any thread; the queued
    hop to ``_deliver`` (this object lives on the UI thread) puts ``fired`` on the UI thread."""

    _incoming = Signal(object)
    fired = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._incoming.connect(self._deliver, Qt.ConnectionType.AutoConnection)

    @Slot(object)
    def _deliver(self, value: Any) -> None:
        self.fired.emit(value)


class EventBridge(QObject):
    """Core Events → Qt signals, one relay per Event, all detached together by ``detach()`` or
    when the bridge (with its parent) is destroyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relays: dict[int, tuple[Event, _Relay, Callable[[], None]]] = {}
        # Qt deletes the relays with the bridge; the core's Events must let go of them too.
        self.destroyed.connect(lambda *_a, relays=self._relays: _undo_all(relays))

    @classmethod
    def of(cls, owner: QObject) -> EventBridge:
        """The bridge that lives and dies with ``owner`` (made on first use)."""
        bridge = owner.findChild(EventBridge, "_owner_bridge", Qt.FindChildOption.FindDirectChildrenOnly)
        if bridge is None:
            bridge = cls(owner)
            bridge.setObjectName("_owner_bridge")
        return bridge

    def signal(self, event: Event) -> SignalInstance:
        """``event`` as a Qt signal carrying its value, emitted on the UI thread."""
        entry = self._relays.get(id(event))
        if entry is None:
            relay = _Relay(self)
            entry = (event, relay, event.connect(relay._incoming.emit))
            self._relays[id(event)] = entry
        return entry[1].fired

    def on(self, event: Event, slot: Callable[[Any], Any]) -> Callable[[], None]:
        """Call ``slot(value)`` on the UI thread whenever ``event`` fires; returns the unsubscribe."""
        signal = self.signal(event)
        signal.connect(slot)

        def unsubscribe() -> None:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # already gone with its relay
                pass

        return unsubscribe

    def detach(self) -> None:
        """Stop every delivery (a closing window: no core event reaches its widgets any more)."""
        _undo_all(self._relays)


def _undo_all(relays: dict[int, tuple[Event, _Relay, Callable[[], None]]]) -> None:
    for _event, _relay, undo in list(relays.values()):
        undo()
    relays.clear()


def on(event: Event, slot: Callable[[Any], Any], *, owner: QObject) -> Callable[[], None]:
    """``slot(value)`` on the UI thread whenever ``event`` fires, until ``owner`` is destroyed."""
    return EventBridge.of(owner).on(event, slot)
