"""Screenshots of the real main window for README and docs/: a conversation, and an error state.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_main_screenshots.py

It runs the real app against the local test server (tests/support) in a throwaway data folder.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent

import keyring  # noqa: E402
import keyring.backends.null  # noqa: E402

keyring.set_keyring(keyring.backends.null.Keyring())

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
import qasync  # noqa: E402

from app.core.context import WhiziCore  # noqa: E402
from app.core.domain import ProviderConfig, Role  # noqa: E402
from tests.support.openai_server import OpenAIServer, Reply  # noqa: E402

REPLY = """Here is a small helper that retries with **exponential backoff**:

```python
import time

def retry(fn, attempts=5, base=0.5):
    for i in range(attempts):
        try:
            return fn()
        except OSError:
            time.sleep(base * 2 ** i)
    raise RuntimeError("gave up")
```

| attempt | wait |
|---|---|
| 1 | 0.5 s |
| 2 | 1 s |
| 3 | 2 s |
"""


def wait_for(app, predicate, timeout=10.0):
    import time
    end = time.monotonic() + timeout
    while not predicate() and time.monotonic() < end:
        app.processEvents()
    if not predicate():
        raise TimeoutError


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    from app.ui.theme import install_style
    install_style(app)
    loop = qasync.QEventLoop(app, already_running=True)
    executor = ThreadPoolExecutor(max_workers=2)
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    from app.ui.main_window import MainWindow

    server = OpenAIServer().start()
    data = Path(tempfile.mkdtemp(prefix="whizi-shots-"))
    core = WhiziCore.open(data)
    core.providers.save(ProviderConfig(id="", name="Local test server", base_url=server.base_url,
                                       chat_model="test-chat", memory_model="test-memory"))
    for title in ("Sourdough starter schedule", "Trip to Kraków in May", "Quarterly report outline"):
        chat = core.chats.create(title)
        core.messages.add(chat.id, Role.USER, f"Notes about {title.lower()}")
    core.chats.set_pinned(core.chats.list_visible()[-1].id, True)
    window = MainWindow(core, onboarding=False)
    window.resize(1180, 760)
    window.show()
    window.sidebar.reload()

    server.queue_reply(Reply(content=REPLY))
    window.panel.send("How do I retry a flaky network call in Python?")
    wait_for(app, lambda: not window.panel.busy_tasks())
    wait_for(app, lambda: window.panel.view.is_at_bottom())
    app.processEvents()
    window.grab().save(str(OUT / "main-window.png"))

    server.fail_next(429, retry_after=20, path="/v1/chat/completions")
    window.panel.send("And what about rate limits?")
    wait_for(app, lambda: not window.panel.busy_tasks())
    app.processEvents()
    window.grab().save(str(OUT / "error-state.png"))

    from app.ui.theme import apply_theme
    core.settings.set("ui.theme", "dark")
    apply_theme("dark")
    window.sidebar.select_chat(window.panel.chat.id, emit=False)
    wait_for(app, lambda: window.panel.view._delegate.dark)
    window.panel.view.scroll_to_bottom()
    app.processEvents()
    window.grab().save(str(OUT / "main-window-dark.png"))

    # High contrast, driven from the keyboard: Tab into the transcript, the Menu key on a message.
    core.settings.set("ui.theme", "high-contrast")
    apply_theme("high-contrast")
    view = window.panel.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Menu)
    wait_for(app, lambda: view.context_menu is not None and view.context_menu.isVisible())
    app.processEvents()
    window.grab().save(str(OUT / "main-window-high-contrast.png"))
    view.context_menu.grab().save(str(OUT / "message-actions-menu.png"))
    view.context_menu.close()

    window.close()
    core.close()
    server.stop()
    executor.shutdown(wait=True)
    print(f"saved to {OUT}")


if __name__ == "__main__":
    main()
