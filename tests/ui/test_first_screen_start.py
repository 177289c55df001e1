"""The real start (run_gui in a fresh interpreter, #15): "ready" is the user's chats on screen
before the storage stack is loaded; a chat clicked and a message sent right then are done once the
core is in; the window's thread imports nothing while a worker loads the core; a passphrase is
derived once; a folder another Whizi holds still gets its dialog."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig, Role
from app.core.instance_lock import InstanceLock
from app.core.store import encryption
from tests.support.openai_server import Reply

pytestmark = pytest.mark.gui

START = r'''
import json, os, sys, threading, time
os.environ["WHIZI_REPORT_FIRST_PAINT"] = "1"
state = {"ready": False, "core": False}
main_thread_imports = []
def audit(event, args):   # modules the window's thread loads between "ready" and the core's arrival
    if (event == "import" and state["ready"] and not state["core"]
            and threading.current_thread() is threading.main_thread()):
        main_thread_imports.append(args[0])
sys.addaudithook(audit)
from app.core.store import encryption
derived = []
kek = encryption._kek
encryption._kek = lambda *a: derived.append(1) or kek(*a)   # scrypt, counted
import app.ui.app as gui
import app.ui.main_window as mw
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest   # the test's own tools, loaded before: not the window's imports
said = []
gui._message = lambda title, text, question=None: said.append(text) or False
seen = {}
def report(**values):
    seen.update(values, derived=len(derived), said=said)
    print("whizi-test " + json.dumps(seen), flush=True)
    os._exit(0)
paint = mw.MainWindow.paintEvent
def ready(window):   # (a Whizi before session 10 was "ready" with its core in the window)
    return getattr(window, "ready", window.core is not None)
def paint_event(self, event):
    was = ready(self)
    paint(self, event)
    if ready(self) and not was:
        state["ready"] = True
        sb = self.sidebar
        seen.update(titles=[sb.model.data(sb.model.index(r)) for r in range(sb.model.rowCount())],
                    core_at_ready=self.core is not None,
                    storage_stack_at_ready=[m for m in ("sqlalchemy", "app.core.context") if m in sys.modules])
mw.MainWindow.paintEvent = paint_event
attach = mw.MainWindow.attach
def attach_core(self, core):
    state["core"] = True
    attach(self, core)
mw.MainWindow.attach = attach_core
ACT = sys.argv[2]
def at_ready(window):   # in place of the close the start-up report asks for
    if ACT == "click-and-send":
        sb = window.sidebar
        row = [sb.model.data(sb.model.index(r)) for r in range(sb.model.rowCount())].index("Second chat")
        QTest.mouseClick(sb.list.viewport(), Qt.MouseButton.LeftButton, pos=sb.list.visualRect(sb.model.index(row)).center())
        edit = window.panel.composer.edit
        edit.setFocus()
        QTest.keyClicks(edit, "Hello at ready")
        QTest.keyClick(edit, Qt.Key.Key_Return)
        seen["busy_before_core"] = window.panel.composer.is_busy() and window.core is None
    deadline = time.monotonic() + 200
    def done():
        panel = window.panel
        replied = window.core is not None and panel.chat is not None and any(
            panel.model.item(r).role == "assistant" and panel.model.item(r).content for r in range(panel.model.rowCount()))
        if (ACT == "click-and-send" and not replied or window.core is None) and time.monotonic() < deadline:
            QTimer.singleShot(20, done)
            return
        report(open_chat=panel.chat.title if panel.chat else None,
               messages=[(m.role.value, m.content) for m in window.core.chat.list_messages(panel.chat.id)] if panel.chat else [],
               main_thread_imports=main_thread_imports)
    done()
mw.MainWindow.close = at_ready
rc = gui.run_gui(sys.argv[1])
report(rc=rc)
'''


def _start(data, act: str = "wait", **env) -> dict:
    done = subprocess.run([sys.executable, "-c", START, str(data), act], capture_output=True, text=True, timeout=400,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **env))
    lines = [line for line in done.stdout.splitlines() if line.startswith("whizi-test ")]
    assert lines, done.stderr[-3000:]
    return json.loads(lines[0][len("whizi-test "):])


def _folder(data_dir, base_url: str, passphrase: str | None = None) -> None:
    core = WhiziCore.open(data_dir)
    try:
        core.providers.save(ProviderConfig(id="", name="Test", base_url=base_url, chat_model="m"))
        for title in ("First chat", "Second chat", "Newest <i>chat</i>"):
            chat = core.chats.create(title)
            core.messages.add(chat.id, Role.USER, f"in {title}")
        if passphrase:   # kept by the passphrase alone: no keyring holds the key
            key = encryption.unlock(data_dir)
            encryption.set_passphrase(data_dir, key, passphrase)
            encryption.set_keyring(data_dir, key, False)
    finally:
        core.close()


def test_ready_is_the_chats_on_screen_and_what_the_user_does_then_is_done_once_the_core_is_in(
        data_dir, openai_server):
    _folder(data_dir, openai_server.base_url)
    openai_server.queue_reply(Reply(content="Sent after the core loaded."))
    seen = _start(data_dir, "click-and-send")
    # "ready": the chats, newest first, their titles as text; the storage stack is not loaded yet.
    assert seen["titles"] == ["Newest <i>chat</i>", "Second chat", "First chat"]
    assert seen["core_at_ready"] is False and seen["storage_stack_at_ready"] == []
    assert seen["busy_before_core"] is True
    # The click opened that chat and the message went to it, with the server's reply.
    assert seen["open_chat"] == "Second chat"
    assert seen["messages"] == [["user", "in Second chat"], ["user", "Hello at ready"],
                                ["assistant", "Sent after the core loaded."]]
    # The core's modules load in a worker: the window's thread, answering the user, loads none.
    assert seen["main_thread_imports"] == []
    assert seen["derived"] == 0


def test_a_passphrase_is_derived_once(data_dir, openai_server):
    _folder(data_dir, openai_server.base_url, passphrase="correct horse battery")
    seen = _start(data_dir, WHIZI_PASSPHRASE="correct horse battery")
    assert seen["titles"] == ["Newest <i>chat</i>", "Second chat", "First chat"]
    assert seen["core_at_ready"] is False
    assert seen["derived"] == 1   # the first-screen read's key opened the core too


def test_a_folder_another_whizi_holds_still_gets_its_dialog(data_dir, openai_server):
    _folder(data_dir, openai_server.base_url)
    with InstanceLock(data_dir / "whizi.lock"):
        seen = _start(data_dir)
    assert seen["rc"] == 3
    assert len(seen["said"]) == 1 and "already running" in seen["said"][0]


def test_closing_the_window_as_soon_as_it_is_ready_ends_the_app(data_dir, openai_server):
    # The start-up report closes the window right at "ready", which may come while start-up still
    # paints the first screen, before the loop runs: the app ends (it once waited for good).
    core = WhiziCore.open(data_dir)   # no chats: the quickest first screen, where it came before the loop
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url, chat_model="m"))
    core.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WHIZI_REPORT_FIRST_PAINT="1")
    for _ in range(4):
        done = subprocess.run([sys.executable, "-m", "app", "--data-dir", str(data_dir)], capture_output=True,
                              text=True, timeout=100, env=env)
        assert done.returncode == 0, done.stderr[-2000:]
        assert "whizi-ready" in done.stdout
