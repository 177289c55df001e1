"""A long reply costs no more to repaint than a short one (#15: the streaming row is repainted many
times a second), and the part of it in view is still drawn when the reply is taller than the view."""
from __future__ import annotations

import random
import statistics
import time
from datetime import datetime

import pytest
from PySide6.QtGui import QColor

from app.ui.chat.transcript.model import MessageItem, MessageListModel
from app.ui.chat.transcript.view import MessageListView

pytestmark = pytest.mark.gui

WORDS = "apple river garden window memory travel kitchen budget project meeting music coffee".split()


def reply(paragraphs: int) -> str:
    rng = random.Random(paragraphs)
    return "\n\n".join(" ".join(rng.choice(WORDS) for _ in range(60)) for _ in range(paragraphs))


def shown(qtbot, paragraphs: int) -> MessageListView:
    model = MessageListModel()
    model.set_messages([
        MessageItem("u", "user", "Tell me everything.", "complete", datetime(2025, 3, 1, 9, 0)),
        MessageItem("a", "assistant", reply(paragraphs), "complete", datetime(2025, 3, 1, 9, 1)),
    ])
    view = MessageListView()
    view.setModel(model)
    view.resize(800, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.layout_ready, timeout=10_000)
    return view


def paint_cpu_ms(view: MessageListView) -> float:
    samples = []
    for _ in range(15):
        started = time.thread_time()
        view.viewport().grab()
        samples.append((time.thread_time() - started) * 1000)
    return statistics.median(samples)


def test_repainting_a_long_reply_costs_about_what_a_short_one_does(qtbot):
    short, long = shown(qtbot, 5), shown(qtbot, 300)   # ~300 words against ~18,000
    # Drawn whole, the long one cost ~15x the short one (36 against 2 ms of CPU); drawn where it is
    # seen, about the same.
    assert paint_cpu_ms(long) < 3 * paint_cpu_ms(short) + 2


def test_the_middle_of_a_reply_taller_than_the_view_is_drawn(qtbot):
    view = shown(qtbot, 300)
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    image = view.viewport().grab().toImage()
    background = view.viewport().palette().color(view.viewport().backgroundRole())
    text = 0
    for y in range(20, image.height() - 20, 8):
        for x in range(0, image.width(), 8):
            if QColor(image.pixel(x, y)).lightness() < background.lightness() - 80:
                text += 1
    assert text > 100   # lines of dark glyphs across the view, not a blank row
