"""Screenshots of the real main window for README and docs/: a conversation, and an error state.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_main_screenshots.py

It runs the real app against the local test server (tests/support) in a throwaway data folder.
"""
from __future__ import annotations

from _shots import save, shoot, wait_for  # first: it sets up the environment

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.core.domain import Role
from tests.support.openai_server import Reply

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


def _shoot(shots) -> None:
    from app.ui.main_window import MainWindow

    app, core, server = shots.app, shots.core, shots.server
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
    save(window, "main-window.png")

    server.fail_next(429, retry_after=20, path="/v1/chat/completions")
    window.panel.send("And what about rate limits?")
    wait_for(app, lambda: not window.panel.busy_tasks())
    app.processEvents()
    save(window, "error-state.png")

    from app.ui.common.theme import apply_theme
    core.settings.set("ui.theme", "dark")
    apply_theme("dark")
    window.sidebar.select_chat(window.panel.chat.id, emit=False)
    wait_for(app, lambda: window.panel.view._delegate.dark)
    window.panel.view.scroll_to_bottom()
    app.processEvents()
    save(window, "main-window-dark.png")

    # High contrast, driven from the keyboard: Tab into the transcript, the Menu key on a message.
    core.settings.set("ui.theme", "high-contrast")
    apply_theme("high-contrast")
    view = window.panel.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Menu)
    wait_for(app, lambda: view.context_menu is not None and view.context_menu.isVisible())
    app.processEvents()
    save(window, "main-window-high-contrast.png")
    save(view.context_menu, "message-actions-menu.png")
    view.context_menu.close()

    window.close()


if __name__ == "__main__":
    shoot(_shoot, provider="Local test server")
