"""Screenshots of the Memory Map in the real window: the list of dialogues grouped by day, a dialogue
with its remembered messages highlighted green ("Do not remember" on the hovered one), a deleted
dialogue that keeps only its remembered messages, and "Why does Whizi remember this?" with the
notice that follows "Do not remember".

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_memory_map_screenshots.py

It runs the real app against the local test server (tests/support), which plays the memory model's
privacy classifier, in a throwaway data folder.
"""
from __future__ import annotations

from datetime import timedelta

from _shots import run, save, shoot, settle, wait_for  # first: it sets up the environment

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from app.core.domain import Role, utcnow
from app.core.memory.facts.model import Cause
from tests.support.privacy_model import ClassifierModel


def rule(text: str):
    lowered = text.lower()
    if "card" in lowered or "pesel" in lowered or "diagnos" in lowered:
        return "red", "Personal identifier or health data"
    if any(word in lowered for word in ("thanks", "ok,", "hm", "sure")):
        return "yellow", "Nothing lasting"
    return "green", "Durable preference" if "prefer" in lowered or "i " in lowered else "Technical topic"


DIALOGUES = [
    # (title, days ago, [(role, text)], deleted)
    ("Home server with Podman", 0, [
        (Role.USER, "I prefer Podman over Docker on my NAS. How do I run a pod as a systemd service?"),
        (Role.ASSISTANT, "Generate a unit with `podman generate systemd --new --name mypod`, then enable it "
                         "with `systemctl --user enable --now pod-mypod.service`."),
        (Role.USER, "Thanks, that worked. Can it restart on failure?"),
        (Role.ASSISTANT, "Yes: add `Restart=on-failure` to the `[Service]` section, then `systemctl --user "
                         "daemon-reload`."),
    ], False),
    ("Sourdough schedule", 0, [
        (Role.USER, "I bake sourdough every Saturday and my starter is 80% hydration."),
        (Role.ASSISTANT, "Feed it Friday night at 1:2:2 so it peaks Saturday morning."),
    ], False),
    ("Trip to Kraków in May", 1, [
        (Role.USER, "I'm going to Kraków on 12 May with my sister Ola. Which museums open on Mondays?"),
        (Role.ASSISTANT, "The Schindler Factory opens on Mondays (shorter hours); the National Museum "
                         "branches mostly close."),
        (Role.USER, "My card ends 4111 1111 1111 1111, can you book the tickets?"),
        (Role.ASSISTANT, "I can't book anything; please buy tickets on the museum's own site."),
    ], False),
    ("Rust lifetimes question", 3, [
        (Role.USER, "Why does the borrow checker reject pushing to a vector while I hold a reference?"),
        (Role.ASSISTANT, "Because `push` may reallocate and leave the reference dangling; clone the value "
                         "or end the borrow first."),
    ], False),
    ("Running plan for the autumn", 9, [
        (Role.USER, "I run 25 km a week and I want to try a half marathon in October."),
        (Role.ASSISTANT, "Build up by about 10% a week and keep one long run on Sundays."),
        (Role.USER, "My doctor's diagnosis was a mild knee strain last year."),
        (Role.ASSISTANT, "Then add strength work for the knees and see the doctor if it hurts again."),
    ], True),
    ("Learning Polish grammar", 40, [
        (Role.USER, "I'm learning Polish; the instrumental case keeps tripping me up."),
        (Role.ASSISTANT, "Think of it as 'with' or 'as': jestem nauczycielem — I am a teacher."),
    ], False),
]


def hover(app, view, message_id, action=None):
    model = view.model()
    index = model.index_of(message_id)
    view.scrollTo(index)
    app.processEvents()
    rect = view.visualRect(index)
    QTest.mouseMove(view.viewport(), QPoint(rect.center().x(), rect.top() + 20))
    wait_for(app, lambda: view.hovered_id == message_id)
    if action is not None:
        wait_for(app, lambda: action in view.action_rects(index))
        QTest.mouseMove(view.viewport(), view.action_rects(index)[action].center())
        app.processEvents()


def _shoot(shots) -> None:
    from app.ui.main_window import MainWindow

    app, core, server = shots.app, shots.core, shots.server
    server.responder = ClassifierModel(rule)
    core.settings.set("ui.delete_undo_s", 0)

    # 0. The empty map says how to start (manual analysis: click a chat's brain).
    window = MainWindow(core, onboarding=False)
    window.resize(1180, 760)
    window.show()
    window.show_memory_map()
    wait_for(app, lambda: window.memory_map.empty.isVisible())
    settle(app)
    save(window, "memory-map-empty.png")
    window.close()
    app.processEvents()

    now = utcnow()
    chats = {}
    for n, (title, days, turns, deleted) in enumerate(DIALOGUES):
        at = now - timedelta(days=days, hours=2 + n, minutes=7 * n)
        chat = core.chats.create(title, created_at=at)
        for i, (role, text) in enumerate(turns):
            core.messages.add(chat.id, role, text, created_at=at + timedelta(minutes=3 * i))
        core.privacy.analyse_chat_now(chat.id)
        chats[title] = chat
    run(app, core.runner.run_until_idle())
    for title, *_rest, deleted in DIALOGUES:
        if deleted:
            core.delete_chat(chats[title].id)
    run(app, core.runner.run_until_idle())
    podman = core.messages.list(chats["Home server with Podman"].id)
    krakow = core.messages.list(chats["Trip to Kraków in May"].id)
    core.facts.store.commit(
        ["Prefers Podman over Docker on a NAS", "Bakes sourdough every Saturday", "Travels to Kraków on 12 May "
         "with sister Ola"], cause=Cause.PASS, message_ids=[podman[0].id, krakow[0].id], model="test-memory",
        line_sources={"Prefers Podman over Docker on a NAS": [podman[0].id],
                      "Travels to Kraków on 12 May with sister Ola": [krakow[0].id, krakow[1].id]})

    window = MainWindow(core, onboarding=False)
    window.resize(1180, 760)
    window.show()
    window.sidebar.reload()
    app.processEvents()

    # 1. The map: dialogues grouped by day, newest first.
    window.show_memory_map()
    page = window.memory_map
    wait_for(app, lambda: page.model.rowCount() > 0)
    settle(app)
    save(window, "memory-map.png")

    # 2. A dialogue: remembered messages in green, "Do not remember" on the hovered one.
    page.open_dialogue(chats["Trip to Kraków in May"].id)
    view = page.dialogue.view
    wait_for(app, lambda: view.layout_ready)
    hover(app, view, krakow[0].id, "forget")
    settle(app)
    save(window, "memory-map-dialogue.png")

    # 3. A deleted dialogue: only what Whizi remembers is left.
    page.show_list()
    page.open_dialogue(chats["Running plan for the autumn"].id)
    wait_for(app, lambda: view.layout_ready)
    QTest.mouseMove(window, QPoint(5, 5))
    settle(app)
    save(window, "memory-map-deleted.png")

    # 4. "Why does Whizi remember this?", then "Do not remember" and its notice with Undo.
    fact = next(f for f in core.facts.facts() if f.text.startswith("Prefers Podman"))
    window.show_fact_sources(fact.id)
    wait_for(app, lambda: view.layout_ready)
    QTest.mouseMove(window, QPoint(5, 5))
    settle(app)
    save(window, "memory-map-sources.png")     # the source message carries the mark
    page.exclude(podman[0].id)
    QTest.mouseMove(window, QPoint(5, 5))
    settle(app)
    save(window, "memory-map-why.png")
    core.settings.set("memory_map.undo_s", 0)
    page.undo([podman[0].id])

    window.close()


if __name__ == "__main__":
    shoot(_shoot, provider="Local test server")
