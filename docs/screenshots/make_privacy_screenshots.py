"""Screenshots of the privacy analysis in the real window: the four digital-brain states in the
sidebar and the header, the green / yellow / red marks (Detailed mode) with a yellow message's
Remember / Ignore, the brain's menu, and Settings → Memory during a background analysis.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_privacy_screenshots.py

It runs the real app against the local test server (tests/support), which plays the chat model and
the memory model's classifier, in a throwaway data folder.
"""
from __future__ import annotations

import threading
from pathlib import Path

from _shots import OUT, run, save, shoot, settle, wait_for  # first: it sets up the environment

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtTest import QTest

from app.core.domain import Role
from app.core.memory.privacy.state import BrainMode, BrainState
from tests.support.privacy_model import ClassifierModel, is_classification


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


def brain_states_strip(path: Path) -> None:
    """The four states side by side, drawn by the app's own painter, at two sizes."""
    from app.ui.chat.brain_icon import brain_description, paint_brain

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


def _shoot(shots) -> None:
    from app.ui.main_window import MainWindow

    app, core, server = shots.app, shots.core, shots.server
    server.responder = ClassifierModel(rule)
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
    save(window, "privacy-marks-detailed.png")

    # The brain's menu after a click in the header (a popup, grabbed on its own).
    window.panel.brain_button.click()
    menu = window.panel.privacy.menu
    wait_for(app, lambda: menu.isVisible())
    save(menu, "privacy-brain-menu.png")
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
    settle(app, 0.5)  # let the page lay out around the progress line
    save(dialog, "privacy-settings.png")
    gate.set()
    wait_for(app, lambda: not core.privacy.progress().running, timeout=30)
    dialog.close()

    run(app, core.runner.stop())
    window.close()


if __name__ == "__main__":
    shoot(_shoot, provider="Local test server")
