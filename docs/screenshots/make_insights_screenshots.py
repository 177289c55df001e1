"""Screenshots of user insights for the docs: the list under the facts, the map, the sources of one
insight, the "What Whizi knows about me" alert, and a refresh in progress.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_insights_screenshots.py

A throwaway data folder, an in-memory keyring, the local embedding model, and the test server from
tests/support standing in for the memory model (it answers each topic with a hand-written insight,
as a real model would). Months of realistic messages are written through the real core and the
insights come from a real refresh: real clustering, time ranges and confidence.
"""
from __future__ import annotations

import json
import random
from datetime import timedelta

from _shots import pause, save, shoot, until  # first: it sets up the environment

FACTS = ["Name is Marta Nowak; goes by Marta", "Lives in Gdańsk with her partner, Tomek",
         "Works as a backend developer (Python, PostgreSQL)", "Prefers short answers with code first",
         "Training for a half marathon in October 2025"]

# topic: (months back (first, last), chats, question stems, subjects, endings, the model's insight)
TOPICS = {
    "bread": ((9, 6), 5,
              ["How do I", "What's the best way to", "Why can't I", "Any tips to", "Should I"],
              ["keep my sourdough starter alive", "get a more open crumb in my sourdough", "bake a rye loaf",
               "shape a high-hydration dough", "proof bread overnight in the fridge", "score a loaf before baking",
               "use whole wheat flour in sourdough", "stop my loaf from spreading flat", "get a crispier crust"],
              ["this weekend?", "in a home oven?", "without a dutch oven?", "for a family lunch?", ""],
              {"title": "Sourdough baking", "insight": "User bakes sourdough bread at home and keeps a starter; "
               "works on crumb, crust and shaping high-hydration doughs.",
               "asked": "User has asked detailed questions about starters, proofing, scoring and rye loaves"}),
    "rust": ((12, 0), 6,
             ["How do I", "What's the idiomatic way to", "Why does Rust not let me", "Can you explain how to",
              "What's wrong when I"],
             ["fix a borrow checker error with two mutable references", "use lifetimes in a struct that holds a "
              "reference", "share state between tokio tasks", "write a custom error type with thiserror",
              "deserialize a tagged enum with serde", "implement a trait object with generic methods",
              "structure a cargo workspace", "stream lines from a file asynchronously"],
             ["in my CLI tool?", "in an axum handler?", "without cloning everything?", "in async code?", ""],
             {"title": "Rust async programming", "insight": "User has extensive experience in Rust programming, "
              "particularly around async operations, threading and error handling.",
              "asked": "User has asked multiple detailed questions about Rust, including the borrow checker, "
              "tokio, serde and trait objects over several conversations"}),
    "garden": ((5, 4), 4,
               ["When should I", "How do I", "What's the best way to", "Is it too late to"],
               ["plant tomato seedlings outside", "keep slugs off my lettuce", "water raised vegetable beds",
                "make compost from kitchen scraps", "prune the side shoots of tomatoes", "grow basil on a balcony"],
               ["in northern Poland?", "in a small garden?", "without chemicals?", ""],
               {"title": "Vegetable garden", "insight": "User grows vegetables in raised beds and on a balcony, "
                "with a preference for organic methods.",
                "asked": "User has asked about planting tomatoes, slugs, watering and compost"}),
    "running": ((3, 0), 5,
                ["How should I", "What's a good way to", "Is it normal to", "How many weeks do I need to"],
                ["plan my half marathon training", "pace my long runs", "deal with knee pain after tempo runs",
                 "pick running shoes for overpronation", "fuel before a 21 km race", "recover after interval day"],
                ["as a beginner?", "at 38?", "in hot weather?", ""],
                {"title": "Half marathon training", "insight": "User is training for a half marathon and follows "
                 "a structured plan with tempo runs and intervals.",
                 "asked": "User has asked about pacing, knee pain, running shoes and race-day fuelling"}),
    "japan": ((7, 7), 3,
              ["What should I", "How do I", "Is it worth it to", "Where can I"],
              ["see in Kyoto in three days", "buy a Japan Rail pass", "get from Tokyo to Hakone",
               "find vegetarian food in Osaka", "book a ryokan with an onsen"],
              ["in April?", "on a budget?", "with my partner?", ""],
              {"title": "Trip to Japan", "insight": "User planned a spring trip to Japan with their partner, "
               "covering Tokyo, Kyoto, Hakone and Osaka.",
               "asked": "User has asked about rail passes, ryokans, vegetarian food and itineraries"}),
}
# Planted just before the "refresh in progress" shot: a new topic the model has to write.
LATE_TOPICS = {
    "chess": ((1, 0), 4,
              ["How do I", "What's a good way to", "Why do I keep", "Can you explain how to"],
              ["play the Sicilian defence as black", "convert a rook endgame", "avoid blundering my queen",
               "study chess tactics every day", "castle at the right moment"],
              ["in blitz games?", "at 1400 rating?", "against the London system?", ""],
              {"title": "Chess improvement", "insight": "User plays online chess and is working on openings, "
               "tactics and endgames.",
               "asked": "User has asked about the Sicilian defence, rook endgames and tactics training"}),
}
RUST_FACETS = [
    (("borrow", "lifetimes", "trait", "cargo"), TOPICS["rust"][-1] | {
        "title": "Rust ownership and traits",
        "insight": "User writes Rust and works through ownership, lifetimes and trait objects.",
        "asked": "User has asked about borrow checker errors, lifetimes in structs, trait objects and cargo "
                 "workspaces"}),
    (("tokio", "async", "stream", "serde", "thiserror", "error"), TOPICS["rust"][-1]),
]
KEYWORDS = {"chess": ("chess", "rook", "sicilian", "queen", "castle"),"bread": ("sourdough", "loaf", "crumb", "dough"), "rust": ("rust", "tokio", "serde", "cargo", "borrow"),
            "garden": ("tomato", "slugs", "compost", "basil", "beds"),
            "running": ("marathon", "runs", "running", "race", "interval"),
            "japan": ("kyoto", "japan", "tokyo", "osaka", "ryokan")}
ODDS = ["Tell me a joke about penguins", "What's the capital of Peru?", "Translate 'good morning' into Italian",
        "How many days are there in a leap year?", "Who wrote Pride and Prejudice?", "Convert 5 miles to km"]


def insight_answer(body: dict):
    """The memory model: recognise the topic of the quoted messages, answer its insight."""
    from app.core.memory.insights.writer import SYSTEM
    from tests.support.openai_server import Reply

    if not any(m.get("content") == SYSTEM for m in body.get("messages") or []):
        return None
    quoted = body["messages"][-1]["content"].lower()
    topic = max(KEYWORDS, key=lambda t: sum(quoted.count(w) for w in KEYWORDS[t]))
    answer = (TOPICS | LATE_TOPICS)[topic][-1]
    if topic == "rust":   # a big topic falls into facets; a model writes each its own insight
        first_quote = quoted.split("\n- ", 1)[-1].split("\n", 1)[0]
        facets = insight_answer.__dict__.setdefault("facets", {})
        answer = RUST_FACETS[facets.setdefault(first_quote, len(facets)) % len(RUST_FACETS)][1]
    return Reply(content=json.dumps(answer), delay=getattr(insight_answer, "delay", 0.0))


def plant(core, now, topics: dict, odds: bool = True) -> None:
    from app.core.domain import Role
    from tests.support.history import label
    from tests.support.insights_history import month_start

    rng = random.Random(11)
    for name, (months, chats, stems, subjects, endings, _answer) in topics.items():
        first, last = months
        for c in range(chats):
            back = first - round((first - last) * c / max(1, chats - 1))
            at = month_start(now, back) + timedelta(days=rng.randint(-8, 8))
            at = min(at, now - timedelta(days=1 + c))
            chat = core.chats.create(rng.choice(subjects).capitalize()[:40], created_at=at)
            ids = []
            for i in range(rng.randint(4, 6)):
                text = f"{rng.choice(stems)} {rng.choice(subjects)} {rng.choice(endings)}".strip()
                ids.append(core.messages.add(chat.id, Role.USER, text, created_at=at + timedelta(minutes=3 * i)).id)
                ids.append(core.messages.add(chat.id, Role.ASSISTANT, "Here is how I would go about it.",
                                             created_at=at + timedelta(minutes=3 * i, seconds=20)).id)
            label(core, ids)
    if not odds:
        return
    chat = core.chats.create("Quick questions", created_at=month_start(now, 10))
    label(core, [core.messages.add(chat.id, Role.USER, text, created_at=month_start(now, 10 - i)).id
                 for i, text in enumerate(ODDS)])


async def _shoot(shots) -> None:
    core, server = shots.core, shots.server
    from PySide6.QtWidgets import QApplication

    from app.core.domain import utcnow
    from app.core.memory.facts.model import Cause
    from app.ui.memory.facts_panel import FactsSection
    from app.ui.main_window import MainWindow

    server.responder = insight_answer
    core.facts.store.commit(FACTS, cause=Cause.PASS, chat_id=None, message_ids=[], model="llama3.2:3b")
    plant(core, utcnow(), TOPICS)
    await core.insights.refresh_now()
    window = MainWindow(core, onboarding=False)
    window.resize(1000, 700)
    window.show()
    window.open_memory_settings()
    dialog = window._settings_dialog
    dialog.resize(800, 760)
    section = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
    insights = section.insights
    await until(lambda: section.details.isVisible() and insights.list.count() >= 4)
    await pause()
    scroll = insights.parentWidget()
    while scroll is not None and not hasattr(scroll, "ensureWidgetVisible"):
        scroll = scroll.parentWidget()
    scroll.ensureWidgetVisible(insights.list, 0, 0)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().value() + 140)
    await pause()
    save(dialog, "insights-list.png")
    scroll.ensureWidgetVisible(insights.map, 0, 20)
    await pause()
    save(dialog, "insights-map-panel.png")
    save(insights.map, "insights-map.png")

    insights.list.setCurrentRow(0)
    insights.show_sources()
    await until(lambda: insights.sources_dialog is not None and insights.sources_dialog.list.count() > 0)
    await pause()
    save(insights.sources_dialog, "insights-sources.png")
    insights.sources_dialog.reject()
    await pause()

    # A refresh in progress: the model takes its time over each insight.
    plant(core, utcnow(), LATE_TOPICS, odds=False)
    insight_answer.delay = 3.0
    window.core.runner.start()
    insights.refresh()
    await until(lambda: "Writing" in insights.progress_label.text() and insights.progress_row.isVisible())
    await pause()
    scroll.ensureWidgetVisible(insights.progress_row, 0, 60)
    await pause()
    save(dialog, "insights-refreshing.png")
    await until(lambda: not insights.progress_row.isVisible(), timeout=60)
    insight_answer.delay = 0.0

    dialog.resize(800, 600)
    section.show_alert()
    await until(lambda: section.alert is not None and section.alert.isVisible())
    section.alert.resize(560, 620)
    await pause()
    save(section.alert, "insights-alert.png")
    section.alert.reject()
    await pause()
    dialog.close()
    await window.core.runner.stop()
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    shoot(_shoot, models=("qwen2.5:7b", "llama3.2:3b"), provider="Ollama")
