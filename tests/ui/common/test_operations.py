"""The one way the UI runs core work (app/ui/common/operations.py): blocking work runs off the UI
thread, its result, error and progress come back on the UI thread, and a widget that is gone
never hears from work it started (#14 item 5)."""
from __future__ import annotations

import threading

from PySide6.QtWidgets import QWidget

from app.ui.common.operations import Operations


def test_blocking_work_runs_in_a_worker_and_its_result_comes_back_on_the_ui_thread(qtbot, qloop):
    widget = QWidget()
    qtbot.addWidget(widget)
    ops = Operations(widget)
    ui_thread = threading.get_ident()
    got: list[tuple[str, int, int]] = []

    def work(a: int, b: int) -> tuple[int, int]:
        return a + b, threading.get_ident()

    ops.run(work, 2, 3, done=lambda result: got.append(("done", *result)) or got.append(
        ("on", threading.get_ident(), 0)))
    qtbot.waitUntil(lambda: len(got) == 2)
    (_, total, worker), (_, delivered_on, _) = got
    assert total == 5
    assert worker != ui_thread            # the window did not wait for it
    assert delivered_on == ui_thread
    assert not ops.running()


def test_an_error_reaches_failed_on_the_ui_thread_and_finished_after_it(qtbot, qloop):
    widget = QWidget()
    qtbot.addWidget(widget)
    ops = Operations(widget)
    seen: list = []

    def work() -> None:
        raise OSError("disk full")

    ops.run(work, failed=lambda error: seen.append((str(error), threading.get_ident())),
            done=lambda _r: seen.append("done"), finished=lambda error: seen.append(type(error).__name__))
    qtbot.waitUntil(lambda: len(seen) == 2)
    assert seen == [("disk full", threading.get_ident()), "OSError"]


def test_progress_reported_from_the_worker_arrives_on_the_ui_thread_in_order(qtbot, qloop):
    widget = QWidget()
    qtbot.addWidget(widget)
    ops = Operations(widget)
    steps: list[tuple[int, int]] = []
    results: list[str] = []

    def work(progress) -> str:
        for step in range(3):
            progress(step)
        return "ok"

    ops.run(work, progress=lambda step: steps.append((step, threading.get_ident())), done=results.append)
    qtbot.waitUntil(lambda: results == ["ok"])
    qtbot.waitUntil(lambda: len(steps) == 3)
    assert steps == [(0, threading.get_ident()), (1, threading.get_ident()), (2, threading.get_ident())]


def test_a_destroyed_widget_gets_no_late_callback(qtbot, qloop):
    widget = QWidget()
    ops = Operations(widget)
    release = threading.Event()
    started = threading.Event()
    calls: list = []

    def work(progress) -> str:
        started.set()
        release.wait(10)
        progress("late")
        return "late"

    task = ops.run(work, progress=calls.append, done=calls.append, failed=calls.append, finished=calls.append)
    qtbot.waitUntil(started.is_set)
    gone: list[bool] = []
    widget.destroyed.connect(lambda *_: gone.append(True))
    widget.deleteLater()
    qtbot.waitUntil(lambda: bool(gone))
    release.set()
    qtbot.waitUntil(task.done)
    qtbot.waitUntil(lambda: not ops.running())
    assert calls == []


def test_a_coroutine_is_awaited_on_the_loop_and_cancel_all_silences_it(qtbot, qloop):
    import asyncio

    widget = QWidget()
    qtbot.addWidget(widget)
    ops = Operations(widget)
    got: list = []

    async def answer() -> int:
        return 42

    ops.run(answer(), done=got.append)
    qtbot.waitUntil(lambda: got == [42])

    async def forever() -> None:
        await asyncio.Event().wait()

    task = ops.run(forever(), done=got.append, finished=got.append)
    assert ops.running()
    ops.cancel_all()
    qtbot.waitUntil(task.done)
    assert task.cancelled() and got == [42] and not ops.running()
