"""The chat transcript: a list model of messages and a QListView that paints them as bubbles.

The model is a thin, Qt-shaped mirror of what the core tells the UI; it holds no rules.
The view paints every message with a delegate (no widget per message), so a chat of
10,000 messages costs 10,000 small Python objects, not 10,000 widgets.

How the view stays fast with long chats:

* Row heights are *estimated* from the text length for rows far from the viewport and
  *measured* (markdown → QTextDocument layout) only for rows near it. The first layout of a
  reset model runs in batches (``QListView.Batched``) and measures the newest rows, since a
  chat opens at the bottom; rows are measured for real when they are first painted, and a
  wrong estimate then triggers one relayout that keeps the visible message where it was.
* Documents and heights are cached per (message id, content hash, status, width) in
  bounded LRUs, so a relayout of 10,000 rows is dictionary look-ups.
* Streamed deltas are coalesced: the model reports each delta at once (O(1), one row), the
  view re-measures and repaints that row at most every few tens of milliseconds.
* Incremental relayouts (a message grew, a row was added) run in one pass, because a
  batched relayout would shrink the scroll range to its first batch and lose the position.

Hover actions are painted by the delegate, not real buttons: a real widget per hovered row
would have to follow scrolling and relayouts. Their rectangles come from one geometry
function used by painting, hit-testing (``mouseReleaseEvent``), tooltips and the
``action_rects()`` / ``link_rects()`` helpers, so what is drawn is what is clicked.
"""
from __future__ import annotations

import dataclasses
import enum
import html
import math
import re
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import date, datetime

from PySide6.QtCore import (
    QAbstractListModel,
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QDate,
    QEvent,
    QLocale,
    QModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTime,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QToolTip,
)

from app.ui.common.core_text import core_text
from app.ui.chat.markdown_render import code_blocks, render_markdown, sanitize
from app.ui.common.theme import FOCUS_RING_WIDTH, HIGH_CONTRAST_RATIO, contrast_ratio, is_high_contrast

__all__ = ["MessageItem", "MessageRole", "MessageListModel", "MessageListView", "MessageDelegate"]


# --- model ------------------------------------------------------------------------------------


@dataclass
class MessageItem:
    id: str
    role: str  # "user" | "assistant" | "system"
    content: str
    status: str  # "complete" | "partial" | "error" | "streaming"
    created_at: datetime
    error: str | None = None
    privacy_label: str | None = None  # "green" | "yellow" | "red" | None
    privacy_reason: str | None = None
    remembered: bool = False
    # Privacy actions the core offers for this message: "remember", "ignore", "forget".
    privacy_actions: tuple[str, ...] = ()


class MessageRole(enum.IntEnum):
    Id = Qt.ItemDataRole.UserRole + 1
    Role = Qt.ItemDataRole.UserRole + 2
    Content = Qt.ItemDataRole.UserRole + 3
    Status = Qt.ItemDataRole.UserRole + 4
    CreatedAt = Qt.ItemDataRole.UserRole + 5
    Error = Qt.ItemDataRole.UserRole + 6
    PrivacyLabel = Qt.ItemDataRole.UserRole + 7
    PrivacyReason = Qt.ItemDataRole.UserRole + 8
    Remembered = Qt.ItemDataRole.UserRole + 9
    Item = Qt.ItemDataRole.UserRole + 10  # the MessageItem itself


# Marked for translation here, translated where used (the language is known only once the app runs).
_SPEAKER = {"user": QT_TRANSLATE_NOOP("MessageList", "You"),
            "assistant": QT_TRANSLATE_NOOP("MessageList", "Assistant"),
            "system": QT_TRANSLATE_NOOP("MessageList", "System")}


def _tr_list(text: str) -> str:
    return QCoreApplication.translate("MessageList", text)


# Markdown's markup, which a screen reader would otherwise spell out ("asterisk asterisk").
_MARKUP_SPOKEN = [
    (re.compile(r"^ {0,3}(```|~~~).*$", re.MULTILINE), ""),           # code fences
    (re.compile(r"!?\[([^\]\n]*)\]\([^)\n]*\)"), r"\1"),              # links and images: their words
    (re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*"), r"\1"),                # bold (not __: it is in code names)
    (re.compile(r"`([^`\n]+)`"), r"\1"),                               # inline code
    (re.compile(r"^ {0,3}#{1,6}[ \t]+", re.MULTILINE), ""),             # headings
    (re.compile(r"\n{3,}"), "\n\n"),
]


def spoken_content(content: str) -> str:
    """A message's text as a screen reader should hear it: the words without the markup."""
    text = sanitize(content)
    for pattern, replacement in _MARKUP_SPOKEN:
        text = pattern.sub(replacement, text)
    return text.strip()


def accessible_text(item: MessageItem) -> str:
    """Plain text a screen reader announces for one message: who, what, its state, when."""
    speaker = _tr_list(_SPEAKER[item.role]) if item.role in _SPEAKER else item.role.capitalize()
    text = f"{speaker}: {spoken_content(item.content)}"
    if item.status == "streaming":
        text += " (" + QCoreApplication.translate("MessageList", "still writing") + ")"
    elif item.status == "partial" and item.error:  # cut off by the server, the network or the length limit
        text += " (" + QCoreApplication.translate("MessageList", "reply interrupted: {0}").format(core_text(item.error)) + ")"
    elif item.status == "partial":
        text += " (" + QCoreApplication.translate("MessageList", "reply interrupted") + ")"
    elif item.status == "error":
        error = core_text(item.error) if item.error else QCoreApplication.translate("MessageList", "unknown")
        text += " (" + QCoreApplication.translate("MessageList", "error: {0}").format(error) + ")"
    if item.remembered:
        text += " (" + QCoreApplication.translate("MessageList", "remembered") + ")"
    elif item.privacy_label in _PRIVACY_SPOKEN:
        text += f" ({_tr_list(_PRIVACY_SPOKEN[item.privacy_label])})"
    when = MessageDelegate.time_text(item)  # last: the words matter more than the minute
    return f"{text}, {when}" if when else text


_PRIVACY_SPOKEN = {"red": QT_TRANSLATE_NOOP("MessageList", "private, not remembered"),
                   "yellow": QT_TRANSLATE_NOOP("MessageList", "awaiting your confirmation"),
                   "excluded": QT_TRANSLATE_NOOP("MessageList", "not remembered")}


_FIELD_OF_ROLE = {
    MessageRole.Id: "id",
    MessageRole.Role: "role",
    MessageRole.Content: "content",
    MessageRole.Status: "status",
    MessageRole.CreatedAt: "created_at",
    MessageRole.Error: "error",
    MessageRole.PrivacyLabel: "privacy_label",
    MessageRole.PrivacyReason: "privacy_reason",
    MessageRole.Remembered: "remembered",
}
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_TEXT_ROLES = [_DISPLAY, _ACCESSIBLE, int(MessageRole.Content), int(MessageRole.Item)]


class MessageListModel(QAbstractListModel):
    """Messages in display order, with an id → row index so streaming updates are O(1)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._items: list[MessageItem] = []
        self._rows: dict[str, int] = {}

    # Qt interface
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        return 0 if parent.isValid() else len(self._items)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        item = self._items[index.row()]
        role = int(role)
        if role in (_DISPLAY, _ACCESSIBLE):
            return accessible_text(item)
        if role == _TOOLTIP:
            return item.privacy_reason
        if role == MessageRole.Item:
            return item
        field = _FIELD_OF_ROLE.get(role)
        return getattr(item, field) if field else None

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        for role in MessageRole:
            names[int(role)] = QByteArray(role.name[0].lower() + role.name[1:])
        return names

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    # Python interface
    def set_messages(self, items: list[MessageItem]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self._reindex(0)
        self.endResetModel()

    def append(self, item: MessageItem) -> None:
        """Add a message at the end; a known id updates that message instead."""
        if item.id in self._rows:
            self.update(item)
            return
        row = len(self._items)
        self.beginInsertRows(QModelIndex(), row, row)
        self._items.append(item)
        self._rows[item.id] = row
        self.endInsertRows()

    def prepend(self, items: list[MessageItem]) -> None:
        """Add older messages above the first (paging back through a long chat)."""
        items = [item for item in items if item.id not in self._rows]
        if not items:
            return
        self.beginInsertRows(QModelIndex(), 0, len(items) - 1)
        self._items[0:0] = items
        self._reindex(0)
        self.endInsertRows()

    def drop_oldest(self, count: int) -> None:
        """Forget the first `count` rows (they can be paged back in from the store)."""
        count = min(count, len(self._items))
        if count <= 0:
            return
        self.beginRemoveRows(QModelIndex(), 0, count - 1)
        del self._items[:count]
        self._reindex(0)
        self.endRemoveRows()

    def update_content(self, message_id: str, content: str, status: str | None = None) -> bool:
        """Replace one message's text (every streamed delta lands here). False if unknown."""
        row = self._rows.get(message_id)
        if row is None:
            return False
        old = self._items[row]
        self._items[row] = dataclasses.replace(old, content=content, status=status or old.status)
        index = self.index(row, 0)
        roles = _TEXT_ROLES if status is None else [*_TEXT_ROLES, int(MessageRole.Status)]
        self.dataChanged.emit(index, index, roles)
        return True

    def update(self, item: MessageItem) -> bool:
        """Replace the message with ``item.id``. False if unknown."""
        row = self._rows.get(item.id)
        if row is None:
            return False
        self._items[row] = item
        index = self.index(row, 0)
        self.dataChanged.emit(index, index, [])
        return True

    def remove(self, message_id: str) -> bool:
        row = self._rows.get(message_id)
        if row is None:
            return False
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._items[row]
        del self._rows[message_id]
        self._reindex(row)
        self.endRemoveRows()
        return True

    def item(self, row: int) -> MessageItem:
        if not 0 <= row < len(self._items):
            raise IndexError(row)
        return self._items[row]

    def row_of(self, message_id: str) -> int:
        """The row of a message, or -1."""
        return self._rows.get(message_id, -1)

    def index_of(self, message_id: str) -> QModelIndex:
        row = self._rows.get(message_id)
        return QModelIndex() if row is None else self.index(row, 0)

    def _reindex(self, start: int) -> None:
        if start == 0:
            self._rows = {}
        for row in range(start, len(self._items)):
            self._rows[self._items[row].id] = row


# --- delegate ---------------------------------------------------------------------------------

_MARGIN_X = 14  # row edge → privacy gutter
_GUTTER = 16  # room for the privacy dot beside a bubble
_MARGIN_TOP = 6
_MARGIN_BOTTOM = 4
_PAD_X = 12  # bubble edge → text
_PAD_Y = 9
_RADIUS = 10
_DOT = 8
_STRIP_GAP = 2  # bubble → actions strip
_USER_MAX = 0.78  # user bubbles leave room on the left, as chat apps do
_MIN_WIDTH = 160
# Rendering a several-megabyte message in the view would stall the UI thread; beyond this
# the bubble shows the start and says so (Copy still copies all of it).
_DISPLAY_LIMIT = 200_000
_SHRINK_WRAP_LIMIT = 2_000
_LONG_RUN = re.compile(r"\S{1000,}")
_ZWSP = "\u200b"


def breakable(text: str) -> str:
    """Give very long unbroken runs a break chance every 200 characters (display only).

    Qt wraps a line with no break opportunity in time that grows with the square of its length:
    a 200,000-character token took two seconds to lay out. Zero-width spaces cost nothing visible.
    """
    if not _LONG_RUN.search(text):
        return text
    return _LONG_RUN.sub(lambda m: _ZWSP.join(m.group(0)[i:i + 200] for i in range(0, len(m.group(0)), 200)), text)

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
_PRIVACY_COLOURS = {"green": "#2da44e", "yellow": "#d4a72c", "red": "#cf222e"}
_REMEMBERED = QColor("#2da44e")


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        1.0,
    )


_TEXT_CONTRAST = 4.5  # WCAG 2 AA for body text


def remembered_fill(fill: QColor) -> QColor:
    """A remembered message's bubble: its usual fill with a touch of green."""
    return _mix(fill, _REMEMBERED, 0.1)


def _legible_fill(fill: QColor, base: QColor, inks: tuple[QColor, ...], minimum: float) -> QColor:
    """``fill``, moved toward ``base`` until every ink reads at ``minimum`` contrast on it,
    remembered or not (``base`` itself if even that is needed)."""
    for step in range(11):
        candidate = _mix(fill, base, step / 10)
        if all(contrast_ratio(ink, shade) >= minimum
               for ink in inks for shade in (candidate, remembered_fill(candidate))):
            return candidate
    return base


def _legible_ink(ink: QColor, strong: QColor, backgrounds: tuple[QColor, ...], minimum: float) -> QColor:
    """``ink``, moved toward ``strong`` until it reads at ``minimum`` contrast on each background."""
    for step in range(11):
        candidate = _mix(ink, strong, step / 10)
        if all(contrast_ratio(candidate, background) >= minimum for background in backgrounds):
            return candidate
    return strong


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
class _Rendered:
    doc: QTextDocument
    width: int  # text area, pixels
    height: int


@dataclass
class _Geometry:
    bubble: QRect
    text: QRect
    dot: QRect | None
    time: QRect
    actions: dict[str, QRect]


@dataclass
class _Colours:
    text: QColor
    muted: QColor
    link: QColor
    user: QColor
    assistant: QColor
    system: QColor
    focus: QColor
    error_bg: QColor
    error_border: QColor
    error_text: QColor
    outline: QColor | None = None   # every bubble's edge, in high contrast where tints are faint


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
        self.exact_rows = range(0)  # rows the next layout measures for real
        # The width rows were last laid out at. Painting and hit-testing use it too, so that
        # while a resize waits for its (debounced) relayout nothing mismatches the rows.
        self.layout_width = view.viewport().width()
        # Painted on every repaint: translated once here, not per paint.
        self.action_labels = {name: QCoreApplication.translate("MessageDelegate", text)
                              for name, text in _ACTION_LABELS.items()}
        self.action_tips = {name: QCoreApplication.translate("MessageDelegate", text)
                            for name, text in _ACTION_TIPS.items()}
        self.invalidate()

    # caches
    def invalidate(self) -> None:
        """Forget everything derived from fonts, palette or theme."""
        self._docs.clear()
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
        self._fm = QFontMetrics(self._font)
        self._small_fm = QFontMetrics(self._small)
        self._strip_h = self._small_fm.height() + 6
        self._colours = self._make_colours(self._view.palette())
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

    def _make_colours(self, pal: QPalette) -> _Colours:
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        link = pal.color(QPalette.ColorRole.Link)
        highlight = pal.color(QPalette.ColorRole.Highlight)
        dark_base = base.lightness() < 128
        red = QColor("#f85149" if dark_base else "#cf222e")
        # Tints are for telling bubbles apart; they give way wherever text on them would drop
        # below WCAG's 4.5:1 (7:1 in high contrast), as a strong Highlight colour would make them.
        minimum = HIGH_CONTRAST_RATIO if is_high_contrast() else _TEXT_CONTRAST
        # Muted text: times and actions on the list's background, and system notes in their bubble.
        muted = _legible_ink(_mix(text, base, 0.45), text, (base, remembered_fill(base)), minimum)
        error_bg = _mix(base, red, 0.13)
        return _Colours(
            text=text,
            muted=muted,
            link=link,
            user=_legible_fill(_mix(base, highlight, 0.28 if dark_base else 0.15), base, (text, link), minimum),
            assistant=_legible_fill(_mix(base, text, 0.07 if dark_base else 0.045), base, (text, link), minimum),
            system=base,  # system notes are written in ``muted``, legible on it by construction
            focus=highlight,
            error_bg=error_bg,
            error_border=_mix(base, red, 0.55),
            error_text=_legible_ink(_mix(text, red, 0.75), text, (error_bg,), minimum),
            outline=muted if minimum >= HIGH_CONTRAST_RATIO else None,
        )

    # sizes
    def _key(self, item: MessageItem, width: int) -> tuple:
        # hash() of a str is cached by Python on the object, so this is cheap after once.
        return (item.id, hash(item.content), item.status, item.error, width)

    def _content_width(self, width: int) -> int:
        return max(_MIN_WIDTH, width) - 2 * (_MARGIN_X + _GUTTER)

    def _row_height(self, bubble_text_height: int) -> int:
        return (
            _MARGIN_TOP + bubble_text_height + 2 * _PAD_Y + _STRIP_GAP + self._strip_h + _MARGIN_BOTTOM
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
            height = self._row_height(rendered.height)
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
        return self._row_height(lines * self._fm.lineSpacing() + extra)

    def rendered(self, item: MessageItem, width: int) -> tuple[_Rendered, int]:
        """The laid-out document for ``item`` at view width ``width``, and its row height."""
        key = self._key(item, width)
        cached = self._docs.get_hot(key)
        if cached is None:
            cached = self._build(item, width)
            self._docs.put(key, cached)
        height = self._row_height(cached.height)
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
        if item.status == "streaming":
            cursor = f'<span style="color: {muted}"> …</span>'
            stripped = body.rstrip()
            if stripped.endswith("</p>"):
                body = stripped[:-4] + cursor + "</p>"
            else:
                body += f"<p>{cursor}</p>"
        if shortened:
            note = self.tr("Shortened on screen: {0} characters. Copy gets all of it.").format(
                QLocale().toString(len(content)))
            body += f'<p style="color: {muted}; font-size: small"><i>{html.escape(note, quote=False)}</i></p>'
        if item.status == "partial" and not item.error:  # stopped by the user
            note = html.escape(self.tr("Reply interrupted"), quote=False)
            body += f'<p style="color: {muted}; font-size: small"><i>{note}</i></p>'
        elif item.status == "error" or item.status == "partial":  # failed, or cut off: say why, offer Retry
            error = html.escape(sanitize(core_text(item.error) or self.tr("Something went wrong.")), quote=False)
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

    def _build(self, item: MessageItem, width: int) -> _Rendered:
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
        _trim_outer_margins(doc)
        doc.setTextWidth(text_width)
        if not wide and len(item.content) < _SHRINK_WRAP_LIMIT:
            # Shrink-wrap short messages instead of drawing a full-width bubble around "Hi".
            # (idealWidth lays out the whole text unwrapped: seconds for one huge line.)
            ideal = math.ceil(doc.idealWidth())
            if ideal < text_width:
                doc.setTextWidth(ideal + 1)
        size = doc.size()
        return _Rendered(doc, math.ceil(size.width()), max(self._fm.height(), math.ceil(size.height())))

    def geometry(self, rect: QRect, item: MessageItem, rendered: _Rendered) -> _Geometry:
        """Where each part of a row goes; used by paint, hit-testing and tooltips alike."""
        bubble_w = rendered.width + 2 * _PAD_X
        bubble_h = rendered.height + 2 * _PAD_Y
        top = rect.top() + _MARGIN_TOP
        left_edge = rect.left() + _MARGIN_X + _GUTTER
        right_edge = rect.left() + max(_MIN_WIDTH, rect.width()) - _MARGIN_X - _GUTTER
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
        time_text = self.time_text(item)
        parts: list[tuple[str, int]] = [("", fm.horizontalAdvance(time_text) + 4)]
        for name in self.actions_for(item):
            parts.append((name, fm.horizontalAdvance(self.action_labels[name]) + 12))
        total = sum(w for _n, w in parts) + 2 * (len(parts) - 1)
        cx = bubble.right() + 1 - total if item.role == "user" else bubble.left()
        time_rect = QRect()
        actions: dict[str, QRect] = {}
        for name, w in parts:
            r = QRect(cx, strip_y, w, self._strip_h)
            if name:
                actions[name] = r
            else:
                time_rect = r
            cx += w + 2
        return _Geometry(bubble, text, dot, time_rect, actions)

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

    @staticmethod
    def time_text(item: MessageItem) -> str:
        when = item.created_at
        if when is None:
            return ""
        if when.tzinfo is not None:
            when = when.astimezone()  # stored in UTC, read in the reader's time zone
        locale = QLocale()
        text = locale.toString(QTime(when.hour, when.minute), QLocale.FormatType.ShortFormat)
        today = date.today()
        if when.date() != today:
            # "8 Jan 14:05": short date formats are all digits in some locales, easy to misread.
            day = QDate(when.year, when.month, when.day)
            pattern = "d MMM" if when.year == today.year else "d MMM yyyy"
            text = f"{locale.toString(day, pattern)} {text}"
        return text

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

        fill = {"user": c.user, "system": c.system}.get(item.role, c.assistant)
        border = c.outline
        if item.role == "system":
            border = c.muted
        if item.remembered:
            fill = remembered_fill(fill)
            border = _mix(fill, _REMEMBERED, 0.45)
        has_focus = bool(option.state & QStyle.StateFlag.State_HasFocus) and view.hasFocus()
        width = 1.0
        if has_focus:
            # As wide as the focus ring of buttons (theme.FOCUS_RING_WIDTH): seen at a glance.
            border, width = c.focus, FOCUS_RING_WIDTH
        painter.setPen(QPen(border, width) if border is not None else Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        inset = width / 2  # the whole stroke inside the bubble, so the row clip never cuts it
        painter.drawRoundedRect(QRectF(geo.bubble).adjusted(inset, inset, -inset, -inset), _RADIUS, _RADIUS)

        painter.save()
        painter.translate(geo.text.topLeft())
        ctx = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette(option.palette)
        palette.setColor(QPalette.ColorRole.Text, c.muted if item.role == "system" else c.text)
        ctx.palette = palette
        ctx.clip = QRectF(0, 0, rendered.width, rendered.height)
        rendered.doc.documentLayout().draw(painter, ctx)
        painter.restore()

        if geo.dot is not None:
            colour = QColor(_PRIVACY_COLOURS.get(item.privacy_label, "#8c959f"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(geo.dot)

        painter.setFont(self._small)
        painter.setPen(c.muted)
        painter.drawText(geo.time, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.time_text(item))
        if hovered or has_focus:
            target = view.hovered_target
            for name, r in geo.actions.items():
                active = hovered and target == ("action", name)
                if active:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(_mix(option.palette.color(QPalette.ColorRole.Base), c.text, 0.08))
                    painter.drawRoundedRect(QRectF(r).adjusted(0, 1, 0, -1), 4, 4)
                painter.setPen(c.link if active else c.muted)
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.action_labels[name])
        painter.restore()

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


def _trim_outer_margins(doc: QTextDocument) -> None:
    """Drop the first block's top and last block's bottom margin: the bubble pads instead."""
    cursor = QTextCursor(doc)
    fmt = cursor.blockFormat()
    fmt.setTopMargin(0)
    cursor.setBlockFormat(fmt)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    fmt = cursor.blockFormat()
    fmt.setBottomMargin(0)
    if not cursor.block().text() and cursor.currentTable() is None and doc.blockCount() > 1:
        # After a trailing table Qt keeps an empty paragraph; make it (nearly) take no room.
        fmt.setLineHeight(0, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        fmt.setTopMargin(0)
    cursor.setBlockFormat(fmt)


# --- view -------------------------------------------------------------------------------------

_BATCH_SIZE = 1000
_BOTTOM_SLACK = 4  # px: "at the bottom" tolerates rounding
_MIN_FLUSH_MS = 16
_MAX_FLUSH_MS = 100
_MEASURE_RADIUS = 150  # rows either side of the viewport measured in idle time
_MEASURE_SLICE_S = 0.008  # per idle tick, so input and painting stay responsive
_MENU_LINKS = 10  # links a message's menu offers (the first ones)
_CHORD_MODIFIERS = (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
                    | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier)


class MessageListView(QListView):
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
        return {href: r.translated(geo.text.topLeft()) for href, r in _anchor_rects(rendered.doc).items()}

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

    def _model_slots(self, model):
        return [
            (model.modelAboutToBeReset, self._on_reset),
            (model.rowsAboutToBeRemoved, self._on_rows_removed),
        ]

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
        model = self.model()
        for row in range(first, last + 1):
            message_id = model.item(row).id
            self._pending.discard(message_id)
            if message_id == self.hovered_id:
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
            # Not QListView's: since Qt 6 it schedules a relayout of every row for any change,
            # which is ours to decide. The base class repaints the row and tells accessibility.
            QAbstractItemView.dataChanged(self, index, index, [])
        # Keep re-rendering under roughly half the UI thread, however long the reply gets.
        cost_ms = (time.perf_counter() - started) * 1000
        self._flush_ms = int(min(_MAX_FLUSH_MS, max(_MIN_FLUSH_MS, 2 * cost_ms)))

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

    # mouse and keyboard
    def _item_by_id(self, message_id: str) -> MessageItem | None:
        model = self.model()
        row = model.row_of(message_id) if model is not None else -1
        return model.item(row) if row >= 0 else None

    def _geometry(self, index: QModelIndex) -> _Geometry | None:
        if not index.isValid():
            return None
        item = self.model().item(index.row())
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        return self._delegate.geometry(self.visualRect(index), item, rendered)

    def _hit(self, pos: QPoint) -> tuple[str | None, tuple[str, str] | None]:
        """(message id, ("action", name) | ("link", href) | None) under a viewport point."""
        index = self.indexAt(pos)
        if not index.isValid():
            return None, None
        item = self.model().item(index.row())
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        geo = self._delegate.geometry(self.visualRect(index), item, rendered)
        for name, rect in geo.actions.items():
            if rect.contains(pos):
                return item.id, ("action", name)
        if geo.text.contains(pos):
            href = rendered.doc.documentLayout().anchorAt(QPointF(pos - geo.text.topLeft()))
            if href:
                return item.id, ("link", href)
        return item.id, None

    def _set_hover(self, message_id: str | None, target: tuple[str, str] | None) -> None:
        if (message_id, target) == (self.hovered_id, self.hovered_target):
            return
        previous = self.hovered_id
        self.hovered_id, self.hovered_target = message_id, target
        for mid in {previous, message_id} - {None}:
            item_row = self.model().row_of(mid) if self.model() is not None else -1
            if item_row >= 0:
                self.viewport().update(self.visualRect(self.model().index(item_row, 0)))
        if target is not None:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()

    def _update_hover(self, pos: QPoint) -> None:
        if self.model() is None or self._batching:
            return
        self._set_hover(*self._hit(pos))

    def mouseMoveEvent(self, event) -> None:
        self._mouse_pos = event.position().toPoint()
        self._update_hover(self._mouse_pos)
        super().mouseMoveEvent(event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.Leave:
            self._mouse_pos = None
            self._set_hover(None, None)
        return super().viewportEvent(event)

    def mousePressEvent(self, event) -> None:
        self._pressed = None
        if event.button() == Qt.MouseButton.LeftButton and self.model() is not None and not self._batching:
            pos = event.position().toPoint()
            self._update_hover(pos)  # a click without a move first (touch, tests) still hits
            message_id, target = self._hit(pos)
            if message_id is not None and target is not None:
                self._pressed = (message_id, target)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        pressed, self._pressed = self._pressed, None
        if pressed is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if self._hit(event.position().toPoint()) == pressed:  # released where it was pressed
            self._activate(*pressed)

    def _activate(self, message_id: str, target: tuple[str, str]) -> None:
        kind, value = target
        if kind == "action":
            signal = {
                "copy": self.sig_copy_requested,
                "edit": self.sig_edit_requested,
                "regenerate": self.sig_regenerate_requested,
                "remember": self.sig_remember_requested,
                "ignore": self.sig_ignore_requested,
                "forget": self.sig_forget_requested,
            }[value]
            signal.emit(message_id)
        elif value.startswith("copy:"):
            try:
                block = int(value[5:])
            except ValueError:
                return
            self.sig_copy_code_requested.emit(message_id, block)
        elif value.startswith("retry:"):
            self.sig_retry_requested.emit(message_id)
        else:
            self.sig_link_activated.emit(value)

    def keyPressEvent(self, event) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and self.currentIndex().isValid():
            self.sig_copy_requested.emit(self.model().item(self.currentIndex().row()).id)
            event.accept()
            return
        chord = event.modifiers() & _CHORD_MODIFIERS
        key = event.key()
        # The Menu key and Shift+F10 reach contextMenuEvent from the platform only when the key
        # is left unhandled, and not at all from a synthesised key press: open the menu here.
        # Enter too: QAbstractItemView would emit activated() and pass the key on, and in a
        # dialog an unhandled Enter presses the default button.
        if ((key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Menu) and not chord)
                or (key == Qt.Key.Key_F10 and chord == Qt.KeyboardModifier.ShiftModifier)):
            self.open_actions_menu()
            event.accept()
            return
        super().keyPressEvent(event)

    # keyboard access to the row actions
    def focusInEvent(self, event) -> None:
        # Tabbing in would make the first row current (the oldest message, far above the
        # screen); a reader arriving by keyboard starts at what is on screen, the newest shown.
        model = self.model()
        if (model is not None and model.rowCount() and not self.currentIndex().isValid() and self.layout_ready
                and event.reason() != Qt.FocusReason.MouseFocusReason):
            visible = self._visible_rows()
            if visible:
                auto_scroll = self.hasAutoScroll()
                self.setAutoScroll(False)
                try:
                    self.selectionModel().setCurrentIndex(model.index(visible[-1], 0),
                                                          self.selectionModel().SelectionFlag.NoUpdate)
                finally:
                    self.setAutoScroll(auto_scroll)
        super().focusInEvent(event)

    def contextMenuEvent(self, event) -> None:
        """Right-click, the Menu key and Shift+F10: the actions of a message, for the keyboard too."""
        model = self.model()
        if model is None or self._batching:
            event.ignore()
            return
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            # Delivered from the viewport, so the position is in viewport coordinates.
            index = self.indexAt(event.pos())
            if index.isValid():
                self.setCurrentIndex(index)
            menu = self.open_actions_menu(event.globalPos()) if index.isValid() else None
        else:
            menu = self.open_actions_menu()
        event.setAccepted(menu is not None)

    def open_actions_menu(self, global_pos: QPoint | None = None) -> QMenu | None:
        """Pop up the menu of the current message (kept as ``context_menu``); None if no row is current."""
        index = self.currentIndex()
        if self.model() is None or not index.isValid():
            return None
        if global_pos is None:
            self.scrollTo(index)
            global_pos = self.viewport().mapToGlobal(self._menu_anchor(index))
        if self.context_menu is not None:
            self.context_menu.deleteLater()  # one menu at a time; the previous one is done
        self.context_menu = self._actions_menu(self.model().item(index.row()))
        # popup(), not exec(): a nested event loop would re-enter qasync's loop.
        self.context_menu.popup(global_pos)
        return self.context_menu

    def menu_targets(self, message_id: str) -> list[tuple[str, str]]:
        """What a message's menu offers, in order: ("action", name) for the actions the row
        shows, then its error's retry, code blocks ("link", "copy:N") and links ("link", href)."""
        item = self._item_by_id(message_id)
        if item is None:
            return []
        targets = [("action", name) for name in self._delegate.actions_for(item)]
        if item.status == "error" or (item.status == "partial" and item.error):
            targets.append(("link", "retry:"))
        # Numbered as render_markdown numbers the blocks it draws; the shortened display of a
        # huge message draws fewer, but copying any of them is still right.
        targets.extend(("link", f"copy:{n}") for n in range(len(code_blocks(item.content))))
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        links = [href for href in _anchor_rects(rendered.doc) if not href.startswith(("copy:", "retry:"))]
        targets.extend(("link", href) for href in links[:_MENU_LINKS])
        return targets

    def _actions_menu(self, item: MessageItem) -> QMenu:
        menu = QMenu(self)
        menu.setAccessibleName(self.tr("Message actions"))
        group = None
        for target in self.menu_targets(item.id):
            kind, value = target
            # Separators between the row's actions, the retry, the code blocks and the links.
            target_group = value.split(":")[0] if kind == "link" and value.startswith(("copy:", "retry:")) else kind
            if group is not None and target_group != group:
                menu.addSeparator()
            group = target_group
            action = menu.addAction(self._menu_label(target))
            action.setData(target)
            action.triggered.connect(lambda _checked=False, t=target, m=item.id: self._activate(m, t))
        return menu

    def _menu_label(self, target: tuple[str, str]) -> str:
        kind, value = target
        if kind == "action":
            return self._delegate.action_labels[value]
        if value == "retry:":
            return QCoreApplication.translate("MessageDelegate", "Retry")
        if value.startswith("copy:"):
            return self.tr("Copy code block {0}").format(int(value[5:]) + 1)
        shown = value if len(value) <= 60 else value[:57] + "…"
        return self.tr("Open link: {0}").format(shown.replace("&", "&&"))

    def _menu_anchor(self, index: QModelIndex) -> QPoint:
        """Where a keyboard-opened menu appears: inside the message's bubble, on screen."""
        geo = self._geometry(index)
        area = self.viewport().rect()
        bubble = geo.bubble.intersected(area) if geo is not None else QRect()
        if bubble.isEmpty():
            bubble = self.visualRect(index).intersected(area)
        if bubble.isEmpty():
            return area.center()
        return QPoint(bubble.left() + min(24, bubble.width() // 2), bubble.top() + min(24, bubble.height() // 2))


def _anchor_rects(doc: QTextDocument) -> dict[str, QRect]:
    """Document-coordinate rectangles of each link's first fragment, by href."""
    rects: dict[str, QRect] = {}
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        text_layout = block.layout()
        # Line positions are relative to the block's layout; blockBoundingRect is absolute
        # (it accounts for table cells and frames), so the difference maps one to the other.
        origin = layout.blockBoundingRect(block).topLeft() - text_layout.boundingRect().topLeft()
        for position in block:
            fragment = position.fragment()
            fmt = fragment.charFormat()
            if fmt.isAnchor() and fmt.anchorHref() and fmt.anchorHref() not in rects:
                start = fragment.position() - block.position()
                line = text_layout.lineForTextPosition(start)
                if line.isValid():
                    end = min(start + fragment.length(), line.textStart() + line.textLength())
                    x1 = line.cursorToX(start)[0]
                    x2 = line.cursorToX(end)[0]
                    r = QRectF(min(x1, x2), line.y(), abs(x2 - x1), line.height()).translated(origin)
                    rects[fmt.anchorHref()] = r.toAlignedRect()
        block = block.next()
    return rects
