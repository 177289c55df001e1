"""The one bridge (app/ui/common/bridge.py): any core Event reaches a widget's slot on the UI
thread, also when the core emits it from a worker thread, and stops with its owner (#14 item 5)."""
from __future__ import annotations

import threading

from PySide6.QtWidgets import QWidget

from app.core.events import Event

from app.ui.common.bridge import EventBridge, on


def test_an_event_from_a_worker_thread_is_delivered_on_the_ui_thread(qtbot, qloop):
    event: Event[str] = Event()
    widget = QWidget()
    qtbot.addWidget(widget)
    got: list[tuple[str, int]] = []
    on(event, lambda value: got.append((value, threading.get_ident())), owner=widget)
    worker = threading.Thread(target=event.emit, args=("from the worker",))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(got))
    assert got == [("from the worker", threading.get_ident())]
    event.emit("on the ui thread")          # same thread: delivered at once
    assert got[-1] == ("on the ui thread", threading.get_ident())


def test_unsubscribe_and_a_destroyed_owner_stop_delivery_and_free_the_core_event(qtbot, qloop):
    event: Event[int] = Event()
    widget = QWidget()
    kept: list[int] = []
    dropped: list[int] = []
    on(event, kept.append, owner=widget)
    unsubscribe = on(event, dropped.append, owner=widget)
    event.emit(1)
    unsubscribe()
    event.emit(2)
    assert kept == [1, 2] and dropped == [1]
    gone: list[bool] = []
    widget.destroyed.connect(lambda *_: gone.append(True))
    widget.deleteLater()
    qtbot.waitUntil(lambda: bool(gone))
    event.emit(3)
    assert kept == [1, 2]
    assert event._listeners == []           # the core holds nothing of the closed page


def test_a_window_bridge_detaches_everything_at_once(qtbot, qloop):
    first: Event[str] = Event()
    second: Event[str] = Event()
    window = QWidget()
    qtbot.addWidget(window)
    bridge = EventBridge(window)
    got: list[str] = []
    bridge.on(first, got.append)
    bridge.on(second, got.append)
    first.emit("a")
    second.emit("b")
    bridge.detach()
    first.emit("c")
    second.emit("d")
    assert got == ["a", "b"]
