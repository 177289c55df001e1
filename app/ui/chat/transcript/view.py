"""The transcript's view: a QListView that lays out, scrolls and streams the messages.

The view paints every message with a delegate (delegate.py; no widget per message), so a chat of
10,000 messages costs 10,000 small Python objects, not 10,000 widgets. Mouse, keyboard and the
actions menu are in interaction.py, a part of this class kept in its own module.

How the view stays fast with long chats:

* Row heights are *estimated* for rows far from the viewport and *measured* only for rows near
  it. The first layout of a reset model runs in batches (``QListView.Batched``) and measures the
  newest rows, since a chat opens at the bottom; rows are measured for real when they are first
  painted, and a wrong estimate then triggers one relayout that keeps the visible message where
  it was.
* Streamed deltas are coalesced: the model reports each delta at once (O(1), one row), the
  view re-measures and repaints that row at most every few tens of milliseconds.
* Incremental relayouts (a message grew, a row was added) run in one pass, because a
  batched relayout would shrink the scroll range to its first batch and lose the position.
"""
from __future__ import annotations

import math
import time

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QGuiApplication, QPalette
from PySide6.QtWidgets import QAbstractItemView, QListView, QMenu

from app.ui.chat.markdown_render import code_blocks, sanitize
from app.ui.chat.transcript.delegate import Geometry, MessageDelegate
from app.ui.chat.transcript.documents import anchor_rects
from app.ui.chat.transcript.interaction import TranscriptInteraction
from app.ui.chat.transcript.model import MessageItem

__all__ = ["MessageListView"]


_BATCH_SIZE = 1000
_BOTTOM_SLACK = 4  # px: "at the bottom" tolerates rounding
_MIN_FLUSH_MS = 16
_MAX_FLUSH_MS = 100
_MEASURE_RADIUS = 150  # rows either side of the viewport measured in idle time
_MEASURE_SLICE_S = 0.008  # per idle tick, so input and painting stay responsive
_PULSE_MS = 80  # the streaming indicator's frame; the timer runs only while a reply streams
_PULSE_PERIOD_S = 1.2


class MessageListView(TranscriptInteraction, QListView):
    """The transcript. Emits requests; the caller decides what copying, retrying etc. mean."""

    sig_copy_requested = Signal(str)
    sig_regenerate_requested = Signal(str)
    sig_edit_requested = Signal(str)
    sig_retry_requested = Signal(str)
    sig_copy_code_requested = Signal(str, int)
    sig_link_activated = Signal(str)
    sig_remember_requested = Signal(str)   # "Remember": a yellow message confirmed (or taken back)
    sig_ignore_requested = Signal(str)     # "Ignore": a yellow message kept out of memory
    sig_forget_requested = Signal(str)     # "Do not remember": out of memory

    def __init__(self, parent=None, *, handle_copy: bool = True) -> None:
        super().__init__(parent)
        self._last_assistant_id: str | None = None
        # False where messages are reviewed, not written (the Memory Map): no "Edit" action.
        self.allows_edit = True
        self.hovered_id: str | None = None
        self.hovered_target: tuple[str, str] | None = None
        self._mouse_pos: QPoint | None = None
        self._pressed: tuple[str, tuple[str, str]] | None = None
        self._stick_to_bottom = True
        self._anchor: tuple[str, int] | None = None  # (message id, top of its row in the viewport)
        self._layout_complete = False
        self._batching = False
        self._in_layout = False
        self._restoring = False
        self._pending: set[str] = set()
        self._flush_ms = _MIN_FLUSH_MS
        self._dark_explicit = False
        self._pending_scroll: tuple[str, QAbstractItemView.ScrollHint] | None = None
        self.context_menu: QMenu | None = None  # the last actions menu (keyboard or right-click)
        self.paint_area = QRect(0, 0, 16_777_215, 16_777_215)  # what the paint under way repaints

        self.setAccessibleName(self.tr("Messages"))
        self.setAccessibleDescription(self.tr(
            "The conversation, oldest message first. Up and Down move between messages; Enter or the "
            "Menu key lists what you can do with one; Ctrl+C copies it."))
        self.setUniformItemSizes(False)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(_BATCH_SIZE)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A scroll bar that comes and goes changes the width, hence every height, hence the
        # need for a scroll bar: keep it.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setWordWrap(True)  # makes QListView relayout when the width changes
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setMouseTracking(True)
        self.verticalScrollBar().setSingleStep(24)

        self.dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
        self._delegate = MessageDelegate(self)
        self._delegate.dark = self.dark
        self.setItemDelegate(self._delegate)

        self._relayout_timer = QTimer(self)
        self._relayout_timer.setSingleShot(True)
        self._relayout_timer.setInterval(0)
        self._relayout_timer.timeout.connect(self._relayout)
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self._flush)
        # Measures rows near the viewport while idle, so that scrolling reaches rows whose
        # height is already right instead of relaying out 10,000 rows for each new one.
        self._measure_timer = QTimer(self)
        self._measure_timer.setSingleShot(True)
        self._measure_timer.setInterval(0)
        self._measure_timer.timeout.connect(self._measure_step)
        self._measure_center = 0
        self._measure_k = 0
        self._measure_dirty: set[str] = set()  # measured, but laid out with a guess

        # The streaming indicator breathes while a reply streams and stops with it: no timer
        # runs while the chat is idle.
        self._streaming: set[str] = set()
        self._pulse_timer = QTimer(self)
        self._pulse_timer.setInterval(_PULSE_MS)
        self._pulse_timer.timeout.connect(self._pulse)

        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)

        if handle_copy:
            self.sig_copy_requested.connect(self.copy_message)
            self.sig_copy_code_requested.connect(self.copy_code)

    # public API
    @property
    def last_assistant_id(self) -> str | None:
        """The assistant message that may be regenerated (only the last one can)."""
        return self._last_assistant_id

    @last_assistant_id.setter
    def last_assistant_id(self, message_id: str | None) -> None:
        self._last_assistant_id = message_id
        self.viewport().update()

    def set_last_assistant_id(self, message_id: str | None) -> None:
        self.last_assistant_id = message_id

    def set_dark(self, dark: bool) -> None:
        """Use the dark code theme (colours otherwise follow the palette) and re-render."""
        self._dark_explicit = True
        self.dark = bool(dark)
        self._delegate.dark = self.dark
        self._refresh_rendering()

    @property
    def layout_ready(self) -> bool:
        """True once every row has a position (the first layout of a chat runs in batches)."""
        return self._layout_complete and not self._batching

    def is_at_bottom(self) -> bool:
        return self._stick_to_bottom

    def scroll_to_bottom(self) -> None:
        """Jump to the newest message and follow new text from now on."""
        self._stick_to_bottom = True
        self._pending_scroll = None
        if self._layout_complete and not self._batching:
            self._restore_anchor()

    def copy_message(self, message_id: str) -> None:
        item = self._item_by_id(message_id)
        if item is not None:
            QGuiApplication.clipboard().setText(sanitize(item.content))

    def copy_code(self, message_id: str, index: int) -> None:
        item = self._item_by_id(message_id)
        if item is None:
            return
        blocks = code_blocks(item.content)
        if 0 <= index < len(blocks):
            QGuiApplication.clipboard().setText(blocks[index])

    def action_rects(self, index: QModelIndex) -> dict[str, QRect]:
        """Viewport rectangles of the hover actions of ``index`` ("copy", "edit", "regenerate")."""
        geo = self._geometry(index)
        return dict(geo.actions) if geo else {}

    def privacy_rect(self, index: QModelIndex) -> QRect | None:
        """Viewport rectangle of the privacy dot of ``index``, if it has one."""
        geo = self._geometry(index)
        return QRect(geo.dot) if geo and geo.dot is not None else None

    def tooltip_at(self, pos: QPoint) -> str:
        """The tooltip the view shows at a viewport point ("" for none)."""
        index = self.indexAt(pos)
        if not index.isValid():
            return ""
        return self._delegate.tooltip_at(self.visualRect(index), self.model().item(index.row()), pos)

    def link_rects(self, index: QModelIndex) -> dict[str, QRect]:
        """Viewport rectangles of the links inside a message, by href (first occurrence)."""
        if not index.isValid():
            return {}
        item = self.model().item(index.row())
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        geo = self._geometry(index)
        if geo is None:
            return {}
        return {href: r.translated(geo.text.topLeft()) for href, r in anchor_rects(rendered.doc).items()}

    # model wiring
    def setModel(self, model) -> None:
        old = self.model()
        if old is not None:
            for signal, slot in self._model_slots(old):
                signal.disconnect(slot)
        super().setModel(model)
        self._delegate.forget_rows()
        self._layout_complete = False
        if model is not None:
            for signal, slot in self._model_slots(model):
                signal.connect(slot)
            self._after_reset()     # a model that already holds a streaming reply: its dot pulses too

    def _model_slots(self, model):
        return [
            (model.modelAboutToBeReset, self._on_reset),
            (model.modelReset, self._after_reset),
            (model.rowsAboutToBeRemoved, self._on_rows_removed),
            (model.rowsInserted, self._on_rows_inserted),
        ]

    # the streaming indicator
    @property
    def pulsing(self) -> bool:
        """True while the streaming indicator animates (only while some reply streams)."""
        return self._pulse_timer.isActive()

    def pulse_level(self) -> float:
        """0..1: how bright the streaming dot is now (a slow sine, by the clock)."""
        phase = (time.monotonic() % _PULSE_PERIOD_S) / _PULSE_PERIOD_S
        return 0.5 - 0.5 * math.cos(2 * math.pi * phase)

    def _note_streaming(self, rows) -> None:
        model = self.model()
        for row in rows:
            item = model.item(row)
            if item.status == "streaming":
                self._streaming.add(item.id)
            else:
                self._streaming.discard(item.id)
        if self._streaming and not self._pulse_timer.isActive():
            self._pulse_timer.start()
        elif not self._streaming:
            self._pulse_timer.stop()

    def _pulse(self) -> None:
        model = self.model()
        still = set()
        for message_id in self._streaming:
            row = model.row_of(message_id) if model is not None else -1
            if row >= 0 and model.item(row).status == "streaming":
                still.add(message_id)
                # Only the dot: the reply's text is repainted when it grows, not on every pulse.
                item = model.item(row)
                rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
                geo = self._geometry(model.index(row, 0))
                if geo is not None:
                    self.viewport().update(self._delegate.pulse_rect(geo, rendered).adjusted(-2, -2, 2, 2))
        self._streaming = still
        if not still:
            self._pulse_timer.stop()

    def _after_reset(self) -> None:
        model = self.model()
        self._streaming.clear()
        n = model.rowCount()
        self._note_streaming(range(max(0, n - 3), n))  # a streaming reply is one of the newest

    def _on_rows_inserted(self, _parent, first, last) -> None:
        self._note_streaming(range(first, last + 1))

    def _on_reset(self) -> None:
        # A new conversation opens at its newest message, laid out in batches from scratch.
        self._layout_complete = False
        self._stick_to_bottom = True
        self._anchor = None
        self._pending_scroll = None
        self._pending.clear()
        self._set_hover(None, None)
        self._delegate.forget_rows()

    def _on_rows_removed(self, parent, first, last) -> None:
        # What the view holds by id, not every removed row (dropping 9,800 scrolled-back ones).
        model = self.model()
        self._pending = {i for i in self._pending if not first <= model.row_of(i) <= last}
        if self.hovered_id is not None and first <= model.row_of(self.hovered_id) <= last:
            self._set_hover(None, None)

    # layout
    def doItemsLayout(self) -> None:
        model = self.model()
        if model is None or model.rowCount() == 0:
            self._batching = False
            super().doItemsLayout()
            self._layout_complete = model is not None
            return
        self._delegate.exact_rows = self._rows_to_measure()
        self._delegate.layout_width = self.viewport().width()
        self._measure_dirty.clear()  # whatever was measured is applied now
        if self._layout_complete:
            # One pass: a batched relayout would first shrink the scroll range to its first
            # batch and lose the reader's place.
            self._in_layout = True
            self.setLayoutMode(QListView.LayoutMode.SinglePass)
            try:
                super().doItemsLayout()
            finally:
                self.setLayoutMode(QListView.LayoutMode.Batched)
                self._in_layout = False
            self._restore_anchor()
            self._start_measuring()
        else:
            self._batching = True
            super().doItemsLayout()
            self._finish_batches()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        if self._batching:
            self._finish_batches()  # QListView calls this when its last batch is laid out

    def _finish_batches(self) -> None:
        model = self.model()
        n = model.rowCount() if model is not None else 0
        if n and self.rectForIndex(model.index(n - 1, 0)).isEmpty():
            return  # more batches to come
        self._batching = False
        self._layout_complete = True
        pending, self._pending_scroll = self._pending_scroll, None
        row = model.row_of(pending[0]) if pending and model is not None else -1
        if row >= 0:
            # A scrollTo() that arrived while rows had no positions yet (e.g. opening a chat
            # at a search hit): do it now, as if the reader had scrolled there.
            super().scrollTo(model.index(row, 0), pending[1])
            self._on_scrolled(self.verticalScrollBar().value())
        else:
            self._restore_anchor()
        self.viewport().update()
        self._start_measuring()

    def _rows_to_measure(self) -> range:
        model = self.model()
        n = model.rowCount()
        span = max(20, self.viewport().height() // 30)
        if self._pending_scroll is not None:
            row = model.row_of(self._pending_scroll[0])
            if row >= 0:  # it may end up centred: measure both sides
                return range(max(0, row - span), min(n, row + span))
        row = -1
        if not self._stick_to_bottom and self._anchor is not None:
            row = model.row_of(self._anchor[0])
        if row < 0:
            return range(max(0, n - span), n)
        return range(max(0, row - span // 4), min(n, row + span))

    def _start_measuring(self) -> None:
        model = self.model()
        if model is None or model.rowCount() == 0:
            return
        index = self.indexAt(QPoint(self.viewport().width() // 2, self.viewport().height() // 2))
        self._measure_center = index.row() if index.isValid() else model.rowCount() - 1
        self._measure_k = 0
        self._measure_timer.start()

    def _measure_step(self) -> None:
        model = self.model()
        if model is None or self._batching or self._in_layout:
            return
        delegate = self._delegate
        width = delegate.layout_width
        n = model.rowCount()
        center = self._measure_center
        deadline = time.perf_counter() + _MEASURE_SLICE_S
        while self._measure_k <= _MEASURE_RADIUS:
            k = self._measure_k
            for row in (center - k, center + k) if k else (center,):
                if 0 <= row < n:
                    item = model.item(row)
                    height = delegate.height_for(item, width, exact=True, keep_doc=False)
                    if height != delegate.laid_height(item.id):
                        self._measure_dirty.add(item.id)
            self._measure_k += 1
            if time.perf_counter() > deadline:
                break
        else:
            self._measure_k = _MEASURE_RADIUS + 1
        # A relayout costs the same for one row as for three hundred, so it waits until a
        # wrong height is about to be seen, then applies everything measured so far: a reader
        # scrolls through ~a hundred rows per relayout rather than one.
        near = self._visible_rows(margin=max(10, self.viewport().height() // 40))
        if any(model.row_of(message_id) in near for message_id in self._measure_dirty):
            self._measure_dirty.clear()
            self.request_relayout()
        if self._measure_k <= _MEASURE_RADIUS:
            self._measure_timer.start()

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        model = self.model()
        if model is None or not index.isValid():
            super().scrollTo(index, hint)
            return
        if not self.layout_ready:
            # Rows below the first batch have no position yet; scroll once they do.
            message_id = model.item(index.row()).id
            self._pending_scroll = (message_id, hint)
            self._stick_to_bottom = False
            return
        self._measure_around(index.row())
        super().scrollTo(index, hint)

    def _measure_around(self, row: int) -> None:
        """Give the rows around ``row`` their real heights before scrolling to it."""
        model = self.model()
        delegate = self._delegate
        span = max(20, self.viewport().height() // 30)
        changed = False
        for r in range(max(0, row - span), min(model.rowCount(), row + span)):
            item = model.item(r)
            height = delegate.height_for(item, delegate.layout_width, exact=True, keep_doc=False)
            changed = changed or height != delegate.laid_height(item.id)
        if changed:
            self.doItemsLayout()

    def request_relayout(self) -> None:
        if not self._relayout_timer.isActive():
            self._relayout_timer.start()

    def _relayout(self) -> None:
        if self._batching or self._in_layout:
            self._relayout_timer.start()
            return
        self.doItemsLayout()

    def _refresh_rendering(self) -> None:
        self._delegate.invalidate()
        if self.model() is not None and self._layout_complete:
            self.request_relayout()
        self.viewport().update()

    # scrolling
    def _on_scrolled(self, value: int) -> None:
        if self._in_layout or self._batching or self._restoring:
            return
        bar = self.verticalScrollBar()
        self._stick_to_bottom = value >= bar.maximum() - _BOTTOM_SLACK
        self._capture_anchor()
        self._start_measuring()
        if self._mouse_pos is not None:
            self._update_hover(self._mouse_pos)

    def _on_range_changed(self, _minimum: int, _maximum: int) -> None:
        if self._in_layout or self._batching or self._restoring or not self._layout_complete:
            return
        if self._stick_to_bottom:
            self._restore_anchor()

    def _capture_anchor(self) -> None:
        index = self.indexAt(QPoint(self.viewport().width() // 2, 0))
        if index.isValid():
            self._anchor = (self.model().item(index.row()).id, self.visualRect(index).top())

    def _restore_anchor(self) -> None:
        bar = self.verticalScrollBar()
        self._restoring = True
        try:
            if self._stick_to_bottom:
                bar.setValue(bar.maximum())
            elif self._anchor is not None:
                row = self.model().row_of(self._anchor[0])
                if row >= 0:
                    top = self.rectForIndex(self.model().index(row, 0)).top()
                    bar.setValue(top - self._anchor[1])
        finally:
            self._restoring = False

    # streaming
    def dataChanged(self, top_left, bottom_right, roles=()) -> None:
        model = self.model()
        first, last = top_left.row(), bottom_right.row()
        if model is None or first < 0 or last - first > 50:
            super().dataChanged(top_left, bottom_right, roles)  # relayouts everything (Qt 6)
            return
        # Deltas arrive far faster than anyone reads; re-measure and repaint in batches.
        for row in range(first, last + 1):
            self._pending.add(model.item(row).id)
        self._note_streaming(range(first, last + 1))
        if not self._flush_timer.isActive():
            self._flush_timer.start(self._flush_ms)

    def _flush(self) -> None:
        started = time.perf_counter()
        model = self.model()
        pending, self._pending = self._pending, set()
        if model is None:
            return
        width = self._delegate.layout_width
        # Usually one streaming reply: measure it even off screen, since comparing a guess
        # with its earlier measured height would relayout on every flush.
        near = range(model.rowCount()) if len(pending) <= 3 else self._visible_rows(margin=5)
        rows = []
        grew = False
        for message_id in pending:
            row = model.row_of(message_id)
            if row < 0:
                continue
            rows.append(row)
            height = self._delegate.height_for(model.item(row), width, exact=row in near)
            if height != self._delegate.laid_height(message_id):
                grew = True
        if grew and self._layout_complete and not self._batching:
            self.doItemsLayout()
        elif grew:
            self.request_relayout()
        for row in rows:
            index = model.index(row, 0)
            since = self._delegate.grown_from.pop(model.item(row).id, None)
            if since is not None and not grew and not QAccessible.isActive():
                self._repaint_from(index, since)
                continue
            # Not QListView's: since Qt 6 it schedules a relayout of every row for any change,
            # which is ours to decide. The base class repaints the row and tells accessibility.
            QAbstractItemView.dataChanged(self, index, index, [])
        # Keep re-rendering under roughly half the UI thread, however long the reply gets.
        cost_ms = (time.perf_counter() - started) * 1000
        self._flush_ms = int(min(_MAX_FLUSH_MS, max(_MIN_FLUSH_MS, 2 * cost_ms)))

    def _repaint_from(self, index: QModelIndex, since: float) -> None:
        """Repaint a row whose document only grew at its end, from the line where it grew down: the
        new words, the streaming dot and the strip below (a whole reply on screen cost ~10x)."""
        rect = self.visualRect(index)
        geo = self._geometry(index)
        top = rect.top() if geo is None else max(rect.top(), geo.text.top() + math.floor(since) - 2)
        self.viewport().update(QRect(rect.left(), top, rect.width(), rect.bottom() + 1 - top))

    def _visible_rows(self, margin: int = 0) -> range:
        model = self.model()
        n = model.rowCount()
        if n == 0:
            return range(0)
        top = self.indexAt(QPoint(self.viewport().width() // 2, 0))
        bottom = self.indexAt(QPoint(self.viewport().width() // 2, self.viewport().height() - 1))
        first = top.row() if top.isValid() else 0
        last = bottom.row() if bottom.isValid() else n - 1
        return range(max(0, first - margin), min(n, last + margin + 1))

    # painting
    def paintEvent(self, event) -> None:
        if self._batching:
            return  # rows are still being placed; painting now would flash the top of the chat
        self.paint_area = event.rect()
        super().paintEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        kinds = (QEvent.Type.PaletteChange, QEvent.Type.FontChange, QEvent.Type.StyleChange)
        # hasattr: Qt sends some of these from inside __init__, before the delegate exists.
        if event.type() in kinds and hasattr(self, "_delegate"):
            if not self._dark_explicit:
                # Until the app picks a theme, follow the palette's lightness.
                self.dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
                self._delegate.dark = self.dark
            self._refresh_rendering()

    # rows
    def _item_by_id(self, message_id: str) -> MessageItem | None:
        model = self.model()
        row = model.row_of(message_id) if model is not None else -1
        return model.item(row) if row >= 0 else None

    def _geometry(self, index: QModelIndex) -> Geometry | None:
        if not index.isValid():
            return None
        item = self.model().item(index.row())
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        return self._delegate.geometry(self.visualRect(index), item, rendered)
