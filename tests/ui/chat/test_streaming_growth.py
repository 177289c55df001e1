"""A streaming reply costs the same per flush however long it already is (#15: the streaming stall),
and what it shows while it grows, and once finished, is what rendering the same text at once shows."""
from __future__ import annotations

import dataclasses
import random
import re
import statistics
import time
from datetime import datetime

import pytest
from PySide6.QtCore import QEvent, QObject, Qt

from app.ui.chat.transcript.model import MessageItem, MessageListModel
from app.ui.chat.transcript.view import MessageListView

pytestmark = pytest.mark.gui

WORDS = "apple river garden window memory travel kitchen budget project meeting music coffee".split()


def reply(paragraphs: int) -> str:
    rng = random.Random(paragraphs)
    return "\n\n".join(" ".join(rng.choice(WORDS) for _ in range(60)) for _ in range(paragraphs))


def streaming(qtbot, text: str) -> tuple[MessageListView, MessageListModel]:
    model = MessageListModel()
    model.set_messages([
        MessageItem("u", "user", "Tell me everything.", "complete", datetime(2025, 3, 1, 9, 0)),
        MessageItem("a", "assistant", text, "streaming", datetime(2025, 3, 1, 9, 1)),
    ])
    view = MessageListView()
    view.setModel(model)
    view.resize(800, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.layout_ready, timeout=10_000)
    return view, model


class PaintRecorder(QObject):
    """The rectangles of the paint events `widget` receives from now on (removeEventFilter to stop)."""

    def __init__(self, widget) -> None:
        super().__init__(widget)
        self.rects: list = []
        widget.installEventFilter(self)

    def eventFilter(self, _obj, event):
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.rect())
        return False


def flush_cpu_ms(view: MessageListView, model: MessageListModel, text: str) -> float:
    """CPU of the Qt thread per flush of a few more words: re-measuring the row and repainting."""
    rng = random.Random(7)
    samples = []
    for n in range(24):
        text += ("\n\n" if n % 6 == 5 else " ") + " ".join(rng.choice(WORDS) for _ in range(4))
        model.update_content("a", text)
        started = time.thread_time()
        view._flush()   # what the view's flush timer runs
        view.viewport().grab()
        samples.append((time.thread_time() - started) * 1000)
    return statistics.median(samples)


def test_a_flush_of_a_long_reply_costs_about_what_a_short_ones_does(qtbot):
    short = flush_cpu_ms(*streaming(qtbot, reply(5)), reply(5))
    long = flush_cpu_ms(*streaming(qtbot, reply(300)), reply(300))   # ~18,000 words
    # Rebuilt whole, each flush of the long one cost ~10x the short one's (laying out 300 paragraphs
    # again); grown in place, the same.
    assert long < 2 * short + 3, (short, long)


MARKDOWN = """Sure.

Here is a **plan** for the week, with a few notes on each day and what to bring along.

Before the list, a second plain paragraph of words that goes on for a while.

1. Monday: the *river* walk, about ten kilometres along the old towpath
2. Tuesday: `git pull` and review, then the kitchen budget with the whole team

- a loose item with several words in it
- another item that goes on for a while before it ends

After the list comes plain text again.

| day | what | where |
|-----|------|-------|
| Mon | walk | river bank |
| Tue | work | office on the third floor |

Then a paragraph after the table.

```python
def plan(days):
    return [day for day in days if day.free]
```

> A quoted line that keeps going for quite some time, word after word after word.
lazy continuation of the quote

Outside the quote again.

## A heading that grows word by word
The last paragraph goes on and on with plain words: apple river garden window memory travel kitchen
budget project meeting music coffee, and one [link](https://example.com) then more plain words to end.
""" + "\n\n".join(" ".join(WORDS * 5) for _ in range(12))


def chunks(text: str, pattern: str = r"\s*\S+") -> list[str]:
    """The text as a model streams it: a word or a piece of markup at a time, joined in random flushes."""
    pieces = re.findall(pattern, text, flags=re.S)
    rng = random.Random(5)
    out, i = [], 0
    while i < len(pieces):
        n = rng.randint(1, 4)
        out.append("".join(pieces[i:i + n]))
        i += n
    return out


def at_once(view: MessageListView, item: MessageItem, n: int):
    """The document of the same message rendered from scratch (under a new id, so nothing is reused)."""
    delegate = view.itemDelegate()
    return delegate.rendered(dataclasses.replace(item, id=f"at-once-{n}"), delegate.layout_width)[0].doc


# After 100 paragraphs (42,000 characters) the reply is past MARKDOWN_LIMIT: shown as plain text.
# Pieces that end with their space ("word ") are how the test server and some providers stream.
@pytest.mark.parametrize("before, pieces", [("", r"\s*\S+"), ("", r"\S+\s*"), (reply(100) + "\n\n", r"\s*\S+")],
                         ids=["markdown", "markdown-trailing-spaces", "plain-fallback"])
def test_a_reply_streamed_in_pieces_shows_what_the_whole_text_rendered_at_once_shows(qtbot, before, pieces):
    view, model = streaming(qtbot, before)
    delegate = view.itemDelegate()
    text, grown, new_paragraphs, previous = before, 0, 0, None
    for n, piece in enumerate(chunks(MARKDOWN, pieces)):
        text += piece
        model.update_content("a", text)
        view._flush()
        item = model.item(1)
        doc = delegate.rendered(item, delegate.layout_width)[0].doc
        grown += doc is previous
        new_paragraphs += doc is previous and "\n\n" in piece
        previous = doc
        whole = at_once(view, item, n)
        assert doc.toHtml() == whole.toHtml(), text[-80:]
        assert doc.size() == whole.size()
    # Most flushes grew the document instead of rendering the whole reply again (none did before).
    assert grown > 150 and new_paragraphs >= 8, (grown, new_paragraphs)
    model.update_content("a", text, status="complete")
    view._flush()
    final = model.item(1)
    doc = delegate.rendered(final, delegate.layout_width)[0].doc
    assert doc.toHtml() == at_once(view, final, -1).toHtml()
    assert "def plan(days):" in doc.toPlainText() and "office on the third floor" in doc.toPlainText()


def test_the_streaming_dot_repaints_only_itself(qtbot):
    """While a long reply streams, the dot next to it breathes: each beat repaints the dot's square,
    not the reply's text. (It used to compare the CPU time of grabbing the dot against grabbing the
    viewport; a fixed cost per grab made that flaky on a loaded machine. The paint events are what
    the view actually asks Qt to repaint.)"""
    from PySide6.QtWidgets import QApplication

    view, model = streaming(qtbot, reply(300))
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.waitUntil(view.is_at_bottom)
    QApplication.processEvents()              # whatever was pending before the beats
    item = model.item(1)
    delegate = view._delegate
    rendered, _h = delegate.rendered(item, delegate.layout_width)
    dot = delegate.pulse_rect(view._geometry(model.index(1, 0)), rendered).adjusted(-2, -2, 2, 2)
    assert view.viewport().rect().contains(dot)

    paints = PaintRecorder(view.viewport())
    assert view._pulse_timer.isActive()
    qtbot.waitUntil(lambda: len(paints.rects) >= 3, timeout=5_000)    # three beats of the timer
    view.viewport().removeEventFilter(paints)
    assert all(dot.contains(rect) for rect in paints.rects), (dot, paints.rects)
    assert dot.width() * dot.height() < view.viewport().width() * view.viewport().height() / 100


def test_measuring_in_the_background_between_flushes_keeps_the_reply_growing(qtbot):
    """The view measures rows near the viewport in idle time (keep_doc=False): measuring the streaming
    reply there must not drop the document that the next flush grows (it was rendered whole again)."""
    view, model = streaming(qtbot, reply(6))   # past the length of a shrink-wrapped bubble
    delegate = view.itemDelegate()
    text, grown, previous = reply(6), 0, None
    for piece in chunks(" ".join(WORDS * 6), r"\S+\s*"):
        text += " " + piece if not text.endswith(" ") else piece
        model.update_content("a", text)
        delegate.height_for(model.item(1), delegate.layout_width, exact=True, keep_doc=False)   # idle measure
        view._flush()
        doc = delegate.rendered(model.item(1), delegate.layout_width)[0].doc
        grown += doc is previous
        previous = doc
    assert grown >= 15, grown
    assert doc.toHtml() == at_once(view, model.item(1), 0).toHtml()


def test_a_flush_that_only_adds_words_repaints_the_end_of_the_reply_and_the_screen_is_right(qtbot):
    """A reply that fills the window grows at its end: repainting all of it on every flush (~35 lines
    of text) was most of a flush's cost; now only the lines from the one that grew down are painted.
    What is on screen afterwards is what painting everything shows."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    text = reply(30)
    view, model = streaming(qtbot, text)
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: view.is_at_bottom())
    view._pulse_timer.stop()   # the dot's own repaints would mix in; it has its own test above
    QApplication.processEvents()

    paints = PaintRecorder(view.viewport())
    small = 0
    rng = random.Random(11)
    for _ in range(20):
        paints.rects = []
        laid = view._delegate.laid_height("a")
        text += " " + " ".join(rng.choice(WORDS) for _ in range(3))
        model.update_content("a", text)
        view._flush()
        QApplication.processEvents()
        if view._delegate.laid_height("a") == laid and paints.rects:   # the row kept its height
            small += max(rect.height() for rect in paints.rects) < view.viewport().height() / 3
    assert small >= 10, small

    def masked(image):
        # The streaming dot breathes by the clock: leave its square out of the comparison.
        item = model.item(1)
        rendered, _h = view._delegate.rendered(item, view._delegate.layout_width)
        dot = view._delegate.pulse_rect(view._geometry(model.index(1, 0)), rendered).adjusted(-3, -3, 3, 3)
        painter = QPainter(image)
        painter.fillRect(dot.translated(view.viewport().pos()), Qt.GlobalColor.black)
        painter.end()
        return image

    on_screen = masked(view.screen().grabWindow(view.winId()).toImage())
    painted_now = masked(view.grab().toImage().convertToFormat(on_screen.format()))
    assert on_screen == painted_now
