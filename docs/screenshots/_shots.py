"""What every make_*_screenshots.py script shares: the real app, offscreen, in a throwaway data
folder, with an in-memory keyring and the test server from tests/support standing in for the
models, so a script never touches real data or keys and never depends on the developer's setup.

Import it before anything else: it sets up the environment and the import path.

    def scene(shots: ScreenshotSession) -> None:
        window = MainWindow(shots.core, onboarding=False)
        ...
        save(window, "main-window.png")

    if __name__ == "__main__":
        shoot(scene, provider="Ollama", models=("qwen2.5:7b", "llama3.2:3b"))

A scene written as straight-line code waits with wait_for() and settle(); a scene written as a
coroutine waits with until() and pause().
"""
from __future__ import annotations

import asyncio
import gc
import inspect
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
# Qt needs no display this way; it must be set before the QApplication exists.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("OPENAI_API_KEY", None)  # the screenshots must not depend on the developer's setup

import keyring  # noqa: E402
import qasync  # noqa: E402
from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.core.context import WhiziCore  # noqa: E402
from app.core.domain import ProviderConfig  # noqa: E402
from app.ui.common.theme import apply_theme, install_style  # noqa: E402
from tests.support.memory_keyring import MemoryKeyring  # noqa: E402
from tests.support.openai_server import OpenAIServer  # noqa: E402


@dataclass
class ScreenshotSession:
    app: QApplication
    core: WhiziCore
    server: OpenAIServer
    scratch: Path  # a throwaway folder next to the data folder, for files a scene writes


@contextmanager
def screenshot_session(models: tuple[str, ...] | None = None, provider: str | None = None):
    """The app as app/ui/app.py sets it up (style, qasync loop, thread pool), a running test
    server offering `models` (its own defaults when None) and a core open on a fresh data folder.
    With `provider`, a provider of that name is saved, pointing at the server, with the first two
    models as its chat and memory model. Everything is closed and deleted on the way out."""
    keyring.set_keyring(MemoryKeyring())
    app = QApplication.instance() or QApplication(sys.argv)
    install_style(app)
    apply_theme("system")  # the design's palette and stylesheet, as app/ui/app.py applies them at start
    # Already running: the Qt events that wait_for() processes also drive asyncio, as in the tests.
    loop = qasync.QEventLoop(app, already_running=True)
    # A plain pool we can shut down, unlike qasync's QThreads, which abort Qt when left running.
    executor = ThreadPoolExecutor(max_workers=4)
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    server = OpenAIServer(models=models) if models else OpenAIServer()
    try:
        with server, tempfile.TemporaryDirectory() as tmp:
            core = WhiziCore.open(Path(tmp) / "data")
            try:
                if provider is not None:
                    chat_model, memory_model = server.models[:2]
                    core.providers.save(ProviderConfig(id="", name=provider, base_url=server.base_url,
                                                       chat_model=chat_model, memory_model=memory_model))
                yield ScreenshotSession(app, core, server, Path(tmp))
            finally:
                core.close()
                _finish_pending_tasks(app, loop)
    finally:
        executor.shutdown(wait=True)


def _finish_pending_tasks(app: QApplication, loop: asyncio.AbstractEventLoop) -> None:
    """The model clients close themselves when collected, with a task on the running loop: collect
    them now and let those tasks end, then stop calling the loop running, so nothing is left
    pending (and warned about) when Python exits."""
    gc.collect()
    try:
        wait_for(app, lambda: all(task.done() for task in asyncio.all_tasks(loop)), timeout=5)
    except TimeoutError:
        pass  # a task that outlives the screenshots changes none of them
    asyncio.events._set_running_loop(None)


def shoot(scene, *, models: tuple[str, ...] | None = None, provider: str | None = None) -> None:
    """Play scene(session) in a fresh screenshot_session(); a coroutine scene is run to its end."""
    with screenshot_session(models=models, provider=provider) as shots:
        played = scene(shots)
        if inspect.isawaitable(played):
            run(shots.app, played)


def save(widget: QWidget, name: str, folder: Path = OUT) -> None:
    """Grab the widget as it is on screen into folder/name."""
    path = folder / name
    widget.grab().save(str(path))
    print("wrote", path)


def wait_for(app: QApplication, predicate, timeout: float = 15.0) -> None:
    """Run the Qt event loop (and with it asyncio) until predicate() holds."""
    if predicate():
        return
    events = QEventLoop()
    poll = QTimer(interval=10)
    poll.timeout.connect(lambda: predicate() and events.quit())
    deadline = QTimer(singleShot=True, interval=int(timeout * 1000))
    deadline.timeout.connect(events.quit)
    poll.start()
    deadline.start()
    events.exec()
    poll.stop()
    deadline.stop()
    if not predicate():
        raise TimeoutError("the window did not settle")


def settle(app: QApplication, seconds: float = 0.3) -> None:
    """Let the window lay out and paint for a moment before a grab."""
    end = time.monotonic() + seconds
    wait_for(app, lambda: time.monotonic() > end, timeout=seconds + 5)


def run(app: QApplication, coro, timeout: float = 600.0):
    """Run a coroutine on the session's loop to its end and return its result."""
    task = asyncio.ensure_future(coro)
    wait_for(app, task.done, timeout)
    return task.result()


async def until(predicate, timeout: float = 30.0) -> None:
    """Inside a coroutine: wait until predicate() holds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError("the window did not settle")
        await asyncio.sleep(0.01)


async def pause(seconds: float = 0.2) -> None:
    """Inside a coroutine: let the window lay out and paint for a moment before a grab."""
    await asyncio.sleep(seconds)
