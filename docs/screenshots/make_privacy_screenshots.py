"""Screenshots of the privacy analysis in the real window: the four digital-brain states in the
sidebar and the header, the green / yellow / red marks (Detailed mode) with a yellow message's
Remember / Ignore, the brain's menu, and Settings → Memory during a background analysis.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_privacy_screenshots.py

It runs the real app against the local test server (tests/support), which plays the chat model and
the memory model's classifier, in a throwaway data folder.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent

import keyring  # noqa: E402
import keyring.backends.null  # noqa: E402

keyring.set_keyring(keyring.backends.null.Keyring())

from PySide6.QtCore import QPoint, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QImage, QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
import qasync  # noqa: E402

from app.core.context import WhiziCore  # noqa: E402
from app.core.domain import ProviderConfig, Role  # noqa: E402
from app.core.memory.privacy_state import BrainMode, BrainState  # noqa: E402
from tests.support.openai_server import OpenAIServer  # noqa: E402
from tests.support.privacy_model import ClassifierModel, is_classification  # noqa: E402


def rule(text: str):
    if "not sure" in text or "maybe" in text.lower():
        return "yellow", "Possible health issue, not clear"
    if "borrowing money" in text:
        return "red", "Family money matter"
    return "green", "Durable preference" if "prefer" in text else "Technical topic"


CONVERSATION = [
    (Role.USER, "I prefer Python and Go for backend work, and I deploy on Fedora."),
    (Role.ASSISTANT, "Noted. For packaging Python services on Fedora, an RPM with a systemd unit works well."),
    (Role.USER, "I think I need to lose weight, maybe my doctor was right, but I'm not sure."),
    (Role.ASSISTANT, "That is worth a calm conversation with your doctor; small daily habits help most."),
    (Role.USER, "My card is 4111 1111 1111 1111 if you need it for the gym signup."),
    (Role.ASSISTANT, "Please don't share card numbers here. The gym's own site is the safe place for that."),
]


def wait_for(app, predicate, timeout=15.0):
    end = time.monotonic() + timeout
    while not predicate() and time.monotonic() < end:
        app.processEvents()
    if not predicate():
        raise TimeoutError


def run(app, coro):
    task = asyncio.ensure_future(coro)
    wait_for(app, task.done, timeout=60)
    return task.result()


def brain_states_strip(path: Path) -> None:
    """The four states side by side, drawn by the app's own painter, at two sizes."""
    from app.ui.brain_icon import brain_description, paint_brain

    states = [("Not analysed", BrainState(BrainMode.OFF)), ("Analysed once", BrainState(BrainMode.ONCE)),
              ("Analysed automatically", BrainState(BrainMode.AUTO)),
              ("Awaiting confirmation", BrainState(BrainMode.AUTO, 2))]
    width, height = 4 * 220, 190
    image = QImage(width * 2, height * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2.0)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPointSizeF(9.5)
    painter.setFont(font)
    for i, (title, state) in enumerate(states):
        x = i * 220
        paint_brain(painter, QRectF(x + 78, 16, 64, 64), state)
        paint_brain(painter, QRectF(x + 60, 96, 24, 24), state)
        paint_brain(painter, QRectF(x + 100, 100, 16, 16), state)
        painter.setPen(QColor("#1f2328"))
        painter.drawText(QRectF(x + 8, 128, 204, 20), Qt.AlignmentFlag.AlignCenter, title)
        painter.setPen(QColor("#59636e"))
        small = QFont(font)
        small.setPointSizeF(7.5)
        painter.setFont(small)
        painter.drawText(QRectF(x + 12, 148, 196, 40), Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                         brain_description(state))
        painter.setFont(font)
    painter.end()
    image.save(str(path))


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setStyle("Fusion")
    loop = qasync.QEventLoop(app, already_running=True)
    executor = ThreadPoolExecutor(max_workers=2)
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    from app.ui.main_window import MainWindow

    server = OpenAIServer().start()
    server.responder = ClassifierModel(rule)
    data = Path(tempfile.mkdtemp(prefix="whizi-shots-"))
    core = WhiziCore.open(data)
    core.providers.save(ProviderConfig(id="", name="Local test server", base_url=server.base_url,
                                       chat_model="test-chat", memory_model="test-memory"))
    core.privacy.set_analysis_level(True)  # Detailed: green, yellow and red all show

    def chat_with(title, messages):
        chat = core.chats.create(title)
        for role, text in messages:
            core.messages.add(chat.id, role, text)
        return chat

    chat_with("Trip to Kraków in May", [(Role.USER, "Which museums open on Mondays in Kraków?")])
    once = chat_with("Rust lifetimes question", [(Role.USER, "Why does the borrow checker reject this loop?"),
                                                (Role.ASSISTANT, "Because the reference outlives the vector.")])
    auto = chat_with("Home server setup", [(Role.USER, "I prefer Podman over Docker on my NAS.")])
    health = chat_with("Habits and a gym plan", CONVERSATION)
    core.privacy.analyse_chat_now(once.id)
    core.privacy.analyse_chat_now(auto.id, automatic=True)
    core.privacy.analyse_chat_now(health.id, automatic=True)
    run(app, core.runner.run_until_idle())
    for chat in (once, auto, health):  # newest last: the open chat tops the sidebar
        core.chats.touch(chat.id)

    brain_states_strip(OUT / "privacy-brain-states.png")

    window = MainWindow(core, onboarding=False)
    window.resize(1180, 760)
    window.show()
    window.sidebar.reload()
    window.sidebar.select_chat(health.id)
    wait_for(app, lambda: window.panel.chat is not None and window.panel.view.layout_ready)
    view = window.panel.view
    model = window.panel.model
    yellow_row = next(r for r in range(model.rowCount()) if model.item(r).privacy_label == "yellow")
    index = model.index(yellow_row)
    view.scrollTo(index)
    app.processEvents()
    rect = view.visualRect(index)
    QTest.mouseMove(view.viewport(), QPoint(rect.center().x(), rect.top() + 20))
    wait_for(app, lambda: view.hovered_id == model.item(yellow_row).id)
    window.sidebar.brain_pulse.set_running(False)  # a still frame: the dot at full strength
    window.panel.brain_button.pulse.set_running(False)
    app.processEvents()
    window.grab().save(str(OUT / "privacy-marks-detailed.png"))

    # The brain's menu after a click in the header (a popup, grabbed on its own).
    window.panel.brain_button.click()
    menu = window.panel.privacy.menu
    wait_for(app, lambda: menu.isVisible())
    menu.grab().save(str(OUT / "privacy-brain-menu.png"))
    menu.close()

    # Settings → Memory while "Chats are automatically saved" analyses the old chats.
    for i in range(6):
        chat_with(f"Older chat {i}", [(Role.USER, f"Older question {i} about {w}") for w in ("CSS", "SQL", "Git")])
    gate = threading.Event()
    classifier = ClassifierModel(rule)
    asked = []

    def gated(body):  # answer the first batch, then hold the rest until the screenshot is taken
        if is_classification(body):
            asked.append(1)
            if len(asked) > 1:
                gate.wait(30)
        return classifier(body)

    server.responder = gated
    core.runner.start()
    window.open_settings()
    dialog = window._settings_dialog
    dialog.show_page("Memory")
    section = window.memory_page.sections[0]
    section.analysis.setCurrentIndex(1)
    wait_for(app, lambda: section.progress.isVisible() and section.progress.bar.value() > 0)
    settle = time.monotonic() + 0.5  # let the page lay out around the progress line
    wait_for(app, lambda: time.monotonic() > settle)
    dialog.grab().save(str(OUT / "privacy-settings.png"))
    gate.set()
    wait_for(app, lambda: not core.privacy.progress().running, timeout=30)
    dialog.close()

    run(app, core.runner.stop())
    window.close()
    core.close()
    server.stop()
    executor.shutdown(wait=True)
    print(f"saved to {OUT}")


if __name__ == "__main__":
    main()
