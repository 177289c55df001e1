"""The transcript's delegate: paints one message as a bubble and owns the caches that keep that cheap.

Row heights are *estimated* from the text length for rows far from the viewport and *measured*
(markdown → QTextDocument layout) for rows near it; documents and heights are cached per
(message id, content hash, status, width) in bounded LRUs, so a relayout of 10,000 rows is
dictionary look-ups. Which rows are measured, and when, is the view's decision (view.py).

Hover actions are painted here, not real buttons: a real widget per hovered row would have to
follow scrolling and relayouts. Their rectangles come from one function, ``geometry()``, used by
painting, hit-testing, tooltips and the view's ``action_rects()`` / ``link_rects()`` helpers, so
what is drawn is what is clicked.
"""
from __future__ import annotations

import html
import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLocale,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QToolTip

from app.ui.chat.markdown_render import MARKDOWN_LIMIT, render_markdown, sanitize
from app.ui.chat.transcript.colours import PRIVACY_COLOURS, REMEMBERED, make_colours, mix, remembered_fill
from app.ui.chat.transcript.documents import (
    anchor_rects,
    append_words,
    appended_words,
    breakable,
    end_line_top,
    trim_outer_margins,
)
from app.ui.chat.transcript.model import MessageItem, item_error_text, time_text
from app.ui.common.design import RADII, SPACING
from app.ui.common.theme import FOCUS_RING_WIDTH

if TYPE_CHECKING:
    from app.ui.chat.transcript.view import MessageListView

__all__ = ["MessageDelegate", "Geometry", "Rendered", "anchor_rects", "breakable"]


# Sizes are the design's steps (app/ui/common/design.py, docs/design.md).
_MARGIN_X = SPACING.m  # row edge → privacy gutter
_GUTTER = SPACING.l  # room for the privacy dot beside a bubble
_MARGIN_TOP = SPACING.m  # roomy: a conversation is read message by message
_MARGIN_BOTTOM = SPACING.s
_PAD_X = SPACING.m + 2  # bubble edge → text
_PAD_Y = SPACING.s + 2
_RADIUS = RADII.large
_DOT = 8
_STRIP_GAP = SPACING.xxs  # bubble → actions strip
_LABEL_GAP = SPACING.xxs  # the assistant's name → its text
_USER_MAX = 0.78  # user bubbles leave room on the left, as chat apps do
_MIN_WIDTH = 160
# The column of text is at most this wide (a comfortable measure, ~90 characters of body text)
# and centred in a wider window, as in the best chat apps; narrower windows use their width.
MAX_MEASURE = 780
_PULSE_DOT = 8  # the streaming indicator
# Rendering a several-megabyte message in the view would stall the UI thread; beyond this
# the bubble shows the start and says so (Copy still copies all of it).
_DISPLAY_LIMIT = 200_000
_SHRINK_WRAP_LIMIT = 2_000
# English here, translated once per delegate (see MessageDelegate.__init__).
_ACTION_LABELS = {"copy": QT_TRANSLATE_NOOP("MessageDelegate", "Copy"),
                  "edit": QT_TRANSLATE_NOOP("MessageDelegate", "Edit"),
                  "regenerate": QT_TRANSLATE_NOOP("MessageDelegate", "Regenerate"),
                  "remember": QT_TRANSLATE_NOOP("MessageDelegate", "Remember"),
                  "ignore": QT_TRANSLATE_NOOP("MessageDelegate", "Ignore"),
                  "forget": QT_TRANSLATE_NOOP("MessageDelegate", "Do not remember")}
_ACTION_TIPS = {"copy": QT_TRANSLATE_NOOP("MessageDelegate", "Copy message"),
                "edit": QT_TRANSLATE_NOOP("MessageDelegate", "Edit and resend"),
                "regenerate": QT_TRANSLATE_NOOP("MessageDelegate", "Regenerate reply"),
                "remember": QT_TRANSLATE_NOOP("MessageDelegate", "Let Whizi remember this message"),
                "ignore": QT_TRANSLATE_NOOP("MessageDelegate", "Keep this message out of memory"),
                "forget": QT_TRANSLATE_NOOP("MessageDelegate", "Take this message out of what Whizi remembers")}


class _LRU(OrderedDict):
    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def get_hot(self, key):
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
        return value

    def put(self, key, value) -> None:
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.limit:
            self.popitem(last=False)


@dataclass
class Rendered:
    doc: QTextDocument
    width: int  # text area, pixels
    height: int
    shrunk: bool = False  # narrower than the column: a short message's bubble fits its text


@dataclass
class Geometry:
    bubble: QRect
    text: QRect
    dot: QRect | None
    time: QRect
    actions: dict[str, QRect]
    label: QRect | None = None  # the assistant's name above its text
    column: QRect | None = None  # the centred column the row's content keeps to


class MessageDelegate(QStyledItemDelegate):
    """Paints one message as a bubble and owns the caches that keep that cheap."""

    def __init__(self, view: MessageListView) -> None:
        super().__init__(view)
        self._view = view
        self.dark = False
        self._docs: _LRU = _LRU(300)
        self._sizes: _LRU = _LRU(50_000)  # exact row heights
        self._estimates: dict = {}
        self._fast: dict[str, tuple] = {}  # message id → (item, width, height, measured)
        self._laid: dict[str, int] = {}  # the height the view last laid each row out with
        # A streaming reply's document, grown in place while words are only appended (documents.py):
        # message id → (the text it shows, view width, its key in _docs).
        self._growing: dict[str, tuple[str, int, tuple]] = {}
        # message id → where (document y) its text changed since the view last repainted it; None: all.
        self.grown_from: dict[str, float | None] = {}
        self.exact_rows = range(0)  # rows the next layout measures for real
        # The width rows were last laid out at. Painting and hit-testing use it too, so that
        # while a resize waits for its (debounced) relayout nothing mismatches the rows.
        self.layout_width = view.viewport().width()
        # Painted on every repaint: translated once here, not per paint.
        self.action_labels = {name: QCoreApplication.translate("MessageDelegate", text)
                              for name, text in _ACTION_LABELS.items()}
        self.action_tips = {name: QCoreApplication.translate("MessageDelegate", text)
                            for name, text in _ACTION_TIPS.items()}
        self.assistant_label = QCoreApplication.translate("MessageList", "Assistant")
        self.edited_label = QCoreApplication.translate("MessageDelegate", "edited")
        self.invalidate()

    # caches
    def invalidate(self) -> None:
        """Forget everything derived from fonts, palette or theme."""
        self._docs.clear()
        self._growing.clear()
        self._sizes.clear()
        self._estimates.clear()
        self._fast.clear()
        font = self._view.font()
        self._font = QFont(font)
        self._small = QFont(font)
        if font.pointSizeF() > 0:
            self._small.setPointSizeF(max(6.0, font.pointSizeF() * 0.88))
        elif font.pixelSize() > 0:
            self._small.setPixelSize(max(8, round(font.pixelSize() * 0.88)))
        self._small_bold = QFont(self._small)
        self._small_bold.setWeight(QFont.Weight.DemiBold)
        self._fm = QFontMetrics(self._font)
        self._small_fm = QFontMetrics(self._small)
        self._strip_h = self._small_fm.height() + 6
        self._label_h = self._small_fm.height() + _LABEL_GAP
        self._colours = make_colours(self._view.palette())
        c = self._colours
        self._css = (
            f"a {{ color: {c.link.name()}; text-decoration: none; }}"
            "p { margin-top: 0px; margin-bottom: 8px; }"
            "ul, ol { margin-top: 0px; margin-bottom: 8px; }"
            "h1 { font-size: x-large; margin-top: 4px; margin-bottom: 8px; }"
            "h2 { font-size: large; margin-top: 4px; margin-bottom: 6px; }"
            "h3, h4, h5, h6 { font-size: medium; margin-top: 4px; margin-bottom: 6px; }"
            "blockquote { margin-left: 12px; }"
        )

    def forget_rows(self) -> None:
        self._laid.clear()
        self._fast.clear()

    # sizes
    def _key(self, item: MessageItem, width: int) -> tuple:
        # hash() of a str is cached by Python on the object, so this is cheap after once.
        return (item.id, hash(item.content), item.status, item.error, width)

    def _content_width(self, width: int) -> int:
        """The column's width: the row less its margins, at most MAX_MEASURE."""
        return min(MAX_MEASURE, max(_MIN_WIDTH, width) - 2 * (_MARGIN_X + _GUTTER))

    def _row_height(self, bubble_text_height: int, role: str = "user") -> int:
        label = self._label_h if role == "assistant" else 0
        return (
            _MARGIN_TOP + label + bubble_text_height + 2 * _PAD_Y + _STRIP_GAP + self._strip_h + _MARGIN_BOTTOM
        )

    def height_for(self, item: MessageItem, width: int, exact: bool, keep_doc: bool = True) -> int:
        """The row height to lay ``item`` out with: measured if known or ``exact``, else guessed.

        ``keep_doc=False`` measures without putting the document in the (small) document
        cache, so background measuring does not evict what is on screen.
        """
        key = self._key(item, width)
        height = self._sizes.get(key)
        if height is None and exact:
            rendered = self._docs.get_hot(key) or self._build(item, width)
            if keep_doc:
                self._docs.put(key, rendered)
            height = self._row_height(rendered.height, item.role)
            self._sizes.put(key, height)
            self._fast.pop(item.id, None)
        if height is None:
            height = self._estimates.get(key)
            if height is None:
                if len(self._estimates) > 100_000:
                    self._estimates.clear()
                height = self._estimate(item, width)
                self._estimates[key] = height
        return self._with_headroom(item, height)

    def _with_headroom(self, item: MessageItem, height: int) -> int:
        # A streaming reply grows line by line; rounding its row up to a few lines means the
        # whole list is relaid out once per few lines instead of once per line.
        if item.status != "streaming":
            return height
        step = 3 * self._fm.lineSpacing()
        return -(-height // step) * step

    def laid_height(self, message_id: str) -> int | None:
        return self._laid.get(message_id)

    def _estimate(self, item: MessageItem, width: int) -> int:
        """A cheap guess from character counts; corrected when the row is first painted."""
        area = self._content_width(width)
        text_width = (area if item.role != "user" else int(area * _USER_MAX)) - 2 * _PAD_X
        per_line = max(8, text_width // max(1, self._fm.averageCharWidth()))
        content = item.content[:_DISPLAY_LIMIT]
        # Each hard line plus the wraps of its share of the text: good to a line or two.
        lines = content.count("\n") + 1 + len(content) // per_line
        fences = content.count("```") // 2
        blank = content.count("\n\n")
        extra = blank * 8 + fences * (self._small_fm.height() + 36)
        if item.status == "partial":
            extra += self._small_fm.height() + 8
        elif item.status == "error":
            extra += self._fm.lineSpacing() * 2 + 16
        return self._row_height(lines * self._fm.lineSpacing() + extra, item.role)

    def rendered(self, item: MessageItem, width: int) -> tuple[Rendered, int]:
        """The laid-out document for ``item`` at view width ``width``, and its row height."""
        key = self._key(item, width)
        cached = self._docs.get_hot(key)
        if cached is None:
            cached = self._build(item, width)
            self._docs.put(key, cached)
        height = self._row_height(cached.height, item.role)
        if key not in self._sizes:
            self._fast.pop(item.id, None)
        self._sizes.put(key, height)
        return cached, self._with_headroom(item, height)

    def _html(self, item: MessageItem) -> str:
        c = self._colours
        content = item.content
        shortened = len(content) > _DISPLAY_LIMIT
        if shortened:
            content = content[:_DISPLAY_LIMIT]
        body = render_markdown(breakable(content), self.dark)
        muted = c.muted.name()
        if shortened:
            note = self.tr("Shortened on screen: {0} characters. Copy gets all of it.").format(
                QLocale().toString(len(content)))
            body += f'<p style="color: {muted}; font-size: small"><i>{html.escape(note, quote=False)}</i></p>'
        if item.status == "partial" and not item.error:  # stopped by the user
            note = html.escape(self.tr("Reply interrupted"), quote=False)
            body += f'<p style="color: {muted}; font-size: small"><i>{note}</i></p>'
        elif item.status == "error" or item.status == "partial":  # failed, or cut off: say why, offer Retry
            error = html.escape(sanitize(item_error_text(item) or self.tr("Something went wrong.")), quote=False)
            retry = html.escape(self.tr("Retry"), quote=False)
            body += (
                f'<table width="100%" border="1" cellspacing="0" cellpadding="8" '
                f'style="border-collapse: collapse; border-style: solid; border-color: {c.error_border.name()}; '
                f'margin-top: 4px">'
                f'<tr><td style="background-color: {c.error_bg.name()}">'
                f'<span style="color: {c.error_text.name()}">{error}</span>'
                f'&nbsp;&nbsp; <a href="retry:"><b>{retry}</b></a></td></tr></table>'
            )
        return body

    def _build(self, item: MessageItem, width: int) -> Rendered:
        if item.status != "streaming":
            self._growing.pop(item.id, None)
        elif (grown := self._grow(item, width)) is not None:
            return grown
        rendered = self._build_whole(item, width)
        if item.status == "streaming":
            key = self._key(item, width)
            self._growing[item.id] = (item.content, width, key)
            self._docs.put(key, rendered)   # kept whoever asked: the next flush grows this document
            self.grown_from[item.id] = None
        return rendered

    def _grow(self, item: MessageItem, width: int) -> Rendered | None:
        """The streaming reply's document with the words added since it was built, if only words were."""
        state = self._growing.get(item.id)
        cached = self._docs.get(state[2]) if state is not None and state[1] == width else None
        # A short reply's bubble is shrink-wrapped to its text, which appending words would not redo.
        if state is None or cached is None or state[2][3] != item.error or cached.shrunk:
            return None
        old, new = state[0], item.content
        if len(new) <= MARKDOWN_LIMIT:
            # Spaces and new lines that end a Markdown text show nowhere, and a model's deltas often
            # end with them ("word ", "word\n\n"): compare without, or no such flush would grow it.
            old, new = old.rstrip(" \n"), new.rstrip(" \n")
        added = appended_words(cached.doc, old, new, _DISPLAY_LIMIT) if new != old else ("", None)
        if added is None:
            return None
        del self._docs[state[2]]  # that document now shows the new text
        if added != ("", None):
            if (since := self.grown_from.get(item.id, math.inf)) is not None:
                self.grown_from[item.id] = min(since, end_line_top(cached.doc))
            append_words(cached.doc, *added)
        key = self._key(item, width)
        self._growing[item.id] = (item.content, width, key)
        size = cached.doc.size()
        grown = Rendered(cached.doc, math.ceil(size.width()), max(self._fm.height(), math.ceil(size.height())))
        self._docs.put(key, grown)   # kept whoever asked, as in _build
        return grown

    def _build_whole(self, item: MessageItem, width: int) -> Rendered:
        area = self._content_width(width)
        body = self._html(item)
        # Code and tables read badly when squeezed, so they get the full width.
        wide = "<table" in body or "<pre" in body
        bubble_max = area if item.role != "user" or wide else int(area * _USER_MAX)
        text_width = max(40, bubble_max - 2 * _PAD_X)
        doc = QTextDocument()
        doc.setUndoRedoEnabled(False)
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self._font)
        doc.setDefaultStyleSheet(self._css)
        doc.setHtml(body)
        trim_outer_margins(doc)
        doc.setTextWidth(text_width)
        if not wide and len(item.content) < _SHRINK_WRAP_LIMIT:
            # Shrink-wrap short messages instead of drawing a full-width bubble around "Hi".
            # (idealWidth lays out the whole text unwrapped: seconds for one huge line.)
            ideal = math.ceil(doc.idealWidth())
            if ideal < text_width:
                doc.setTextWidth(ideal + 1)
        size = doc.size()
        return Rendered(doc, math.ceil(size.width()), max(self._fm.height(), math.ceil(size.height())),
                        doc.textWidth() < text_width)

    def geometry(self, rect: QRect, item: MessageItem, rendered: Rendered) -> Geometry:
        """Where each part of a row goes; used by paint, hit-testing and tooltips alike."""
        bubble_w = rendered.width + 2 * _PAD_X
        bubble_h = rendered.height + 2 * _PAD_Y
        top = rect.top() + _MARGIN_TOP
        column_w = self._content_width(rect.width())
        left_edge = rect.left() + max(_MARGIN_X + _GUTTER, (max(_MIN_WIDTH, rect.width()) - column_w) // 2)
        right_edge = left_edge + column_w
        column = QRect(left_edge, rect.top(), column_w, rect.height())
        label = None
        if item.role == "assistant":
            # The assistant's text sits on the surface, unboxed, under its name in small type; the
            # (invisible) bubble keeps its place for the focus ring and the remembered tint.
            label = QRect(left_edge + _PAD_X, top, column_w - _PAD_X, self._small_fm.height())
            top += self._label_h
        if item.role == "user":
            x = right_edge - bubble_w
        elif item.role == "system":
            x = left_edge + (right_edge - left_edge - bubble_w) // 2
        else:
            x = left_edge
        bubble = QRect(x, top, bubble_w, bubble_h)
        text = QRect(x + _PAD_X, top + _PAD_Y, rendered.width, rendered.height)
        dot = None
        if item.privacy_label:
            dot = QRect(x - _GUTTER // 2 - _DOT // 2, top + _PAD_Y + (self._fm.height() - _DOT) // 2, _DOT, _DOT)

        strip_y = bubble.bottom() + 1 + _STRIP_GAP
        fm = self._small_fm
        time_text = self.time_label(item)
        parts: list[tuple[str, int]] = [("", fm.horizontalAdvance(time_text) + 4)]
        for name in self.actions_for(item):
            parts.append((name, fm.horizontalAdvance(self.action_labels[name]) + 12))
        total = sum(w for _n, w in parts) + 2 * (len(parts) - 1)
        if item.role == "user":
            cx = bubble.right() + 1 - total
        else:  # under the text, which for the assistant is not boxed
            cx = bubble.left() + (_PAD_X - 2 if item.role == "assistant" else 0)
        time_rect = QRect()
        actions: dict[str, QRect] = {}
        for name, w in parts:
            r = QRect(cx, strip_y, w, self._strip_h)
            if name:
                actions[name] = r
            else:
                time_rect = r
            cx += w + 2
        return Geometry(bubble, text, dot, time_rect, actions, label, column)

    def actions_for(self, item: MessageItem) -> list[str]:
        names = ["copy"]
        if item.role == "user" and self._view.allows_edit:
            names.append("edit")
        elif item.role == "assistant" and item.id == self._view.last_assistant_id and item.status != "streaming":
            names.append("regenerate")
        # Privacy actions come decided by the core (they depend on the label, the user's earlier
        # decision and Strict / Detailed); the view only draws them.
        names.extend(name for name in item.privacy_actions if name in _ACTION_LABELS and name not in names)
        return names

    time_text = staticmethod(time_text)  # the model's: painted here, spoken by the model

    def time_label(self, item: MessageItem) -> str:
        """What the strip under a message says: its time, and "edited" for a resent message."""
        when = self.time_text(item)
        if not item.edited:
            return when
        return f"{when} \u00b7 {self.edited_label}" if when else self.edited_label

    # QStyledItemDelegate
    def sizeHint(self, option, index) -> QSize:
        # Called for every row on each relayout (10,000 calls): a hit is one look-up and an
        # identity check, as the model replaces an item object whenever it changes.
        width = self.layout_width
        row = index.row()
        item = self._view.model()._items[row]
        fast = self._fast.get(item.id)
        if fast is not None and fast[0] is item and fast[1] == width and (fast[3] or row not in self.exact_rows):
            height = fast[2]
        else:
            exact = row in self.exact_rows
            height = self.height_for(item, width, exact)
            self._fast[item.id] = (item, width, height, exact)
        view = self._view
        if view._in_layout or view._batching:
            # QListView also asks for sizes outside layouts (visualRect() does, per call);
            # only a layout pass decides where rows actually are.
            self._laid[item.id] = height
        return QSize(width, height)

    def paint(self, painter: QPainter, option, index) -> None:
        view = self._view
        item = view.model().item(index.row())
        rect = option.rect
        rendered, height = self.rendered(item, self.layout_width)
        if self._laid.get(item.id) != height:
            view.request_relayout()  # the estimate was off; fix the layout once, soon
        geo = self.geometry(rect, item, rendered)
        c = self._colours
        hovered = item.id == view.hovered_id
        painter.save()
        painter.setClipRect(rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)

        fill: QColor | None = {"user": c.user, "system": c.system}.get(item.role, c.assistant)
        border = c.outline
        if item.role == "system":
            border = c.muted
        elif item.role == "assistant" and not item.remembered:
            fill, border = None, None  # plain text on the surface, as the best chat apps show replies
        if item.remembered:
            fill = remembered_fill(c.assistant if fill is None else fill)
            border = mix(fill, REMEMBERED, 0.45)
        has_focus = bool(option.state & QStyle.StateFlag.State_HasFocus) and view.hasFocus()
        width = 1.0
        if has_focus:
            # As wide as the focus ring of buttons (theme.FOCUS_RING_WIDTH): seen at a glance.
            border, width = c.focus, FOCUS_RING_WIDTH
        if fill is not None or border is not None:
            painter.setPen(QPen(border, width) if border is not None else Qt.PenStyle.NoPen)
            painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
            inset = width / 2  # the whole stroke inside the bubble, so the row clip never cuts it
            painter.drawRoundedRect(QRectF(geo.bubble).adjusted(inset, inset, -inset, -inset), _RADIUS, _RADIUS)
        if geo.label is not None:
            painter.setFont(self._small_bold)
            painter.setPen(c.muted)
            painter.drawText(geo.label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             self.assistant_label)

        painter.save()
        painter.translate(geo.text.topLeft())
        ctx = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette(option.palette)
        palette.setColor(QPalette.ColorRole.Text, c.muted if item.role == "system" else c.text)
        ctx.palette = palette
        # Only the part in view: a long reply drawn whole cost O(its length) per repaint (#15).
        # Within the part being repainted, too: the streaming dot's pulse repaints only itself.
        shown = option.rect.intersected(view.viewport().rect()).intersected(view.paint_area)
        visible = QRectF(shown).translated(-QPointF(geo.text.topLeft()))
        ctx.clip = QRectF(0, 0, rendered.width, rendered.height).intersected(visible)
        rendered.doc.documentLayout().draw(painter, ctx)
        painter.restore()

        if item.status == "streaming":
            self._paint_pulse(painter, geo, rendered)

        if geo.dot is not None:
            colour = QColor(PRIVACY_COLOURS.get(item.privacy_label, "#8c959f"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(geo.dot)

        painter.setFont(self._small)
        painter.setPen(c.muted)
        painter.drawText(geo.time, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.time_label(item))
        if hovered or has_focus:
            target = view.hovered_target
            for name, r in geo.actions.items():
                active = hovered and target == ("action", name)
                if active:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(mix(option.palette.color(QPalette.ColorRole.Base), c.text, 0.08))
                    painter.drawRoundedRect(QRectF(r).adjusted(0, 1, 0, -1), 4, 4)
                painter.setPen(c.link if active else c.muted)
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.action_labels[name])
        painter.restore()

    def pulse_rect(self, geo: Geometry, rendered: Rendered) -> QRect:
        """Where the streaming indicator goes: just after the last character of the reply so far."""
        doc = rendered.doc
        block = doc.lastBlock()
        while block.isValid() and block.layout().lineCount() == 0:
            block = block.previous()
        x, y = 0.0, 0.0
        if block.isValid():
            layout = block.layout()
            line = layout.lineAt(layout.lineCount() - 1)
            origin = doc.documentLayout().blockBoundingRect(block).topLeft()
            x = origin.x() + line.x() + line.naturalTextWidth()
            y = origin.y() + line.y() + line.height() / 2
        size = _PULSE_DOT
        left = geo.text.left() + round(x) + SPACING.xs
        return QRect(left, geo.text.top() + round(y) - size // 2, size, size)

    def _paint_pulse(self, painter: QPainter, geo: Geometry, rendered: Rendered) -> None:
        """A dot that breathes while the reply streams; the view's pulse timer runs only then."""
        colour = QColor(self._colours.focus)
        colour.setAlphaF(0.35 + 0.65 * self._view.pulse_level())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(self.pulse_rect(geo, rendered))

    def tooltip_at(self, rect: QRect, item: MessageItem, pos: QPoint) -> str:
        """The tooltip for a point of a row: privacy reason, action name or link target."""
        rendered, _h = self.rendered(item, self.layout_width)
        geo = self.geometry(rect, item, rendered)
        if geo.dot is not None and geo.dot.adjusted(-4, -4, 4, 4).contains(pos):
            return item.privacy_reason or ""
        if item.id == self._view.hovered_id:
            for name, r in geo.actions.items():
                if r.contains(pos):
                    return self.action_tips[name]
        if geo.text.contains(pos):
            href = rendered.doc.documentLayout().anchorAt(QPointF(pos - geo.text.topLeft()))
            if href and not href.startswith(("copy:", "retry:")):
                return href
        return ""

    def helpEvent(self, event, view, option, index) -> bool:
        if event.type() != QEvent.Type.ToolTip or not index.isValid():
            return super().helpEvent(event, view, option, index)
        item = self._view.model().item(index.row())
        tip = self.tooltip_at(option.rect, item, event.pos())
        if tip:
            QToolTip.showText(event.globalPos(), tip, self._view.viewport(), option.rect)
        else:
            # Not the base behaviour (ToolTipRole anywhere on the row): the privacy reason
            # belongs to the dot, and a tooltip over a whole bubble would hide the text.
            QToolTip.hideText()
            event.ignore()
        return True
