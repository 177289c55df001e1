"""The transcript's model: a thin, Qt-shaped mirror of the messages the core tells the UI about.

It holds no rules. Besides the rows it owns what a screen reader hears for a message
(``accessible_text``), since Qt asks the model for that (DisplayRole / AccessibleTextRole);
the delegate paints the same time stamp (``time_text``).
"""
from __future__ import annotations

import dataclasses
import enum
import re
from dataclasses import dataclass
from datetime import date, datetime

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QDate,
    QLocale,
    QModelIndex,
    Qt,
    QTime,
)

from app.ui.chat.markdown_render import sanitize
from app.ui.common.errors import code_text, error_text

__all__ = ["MessageItem", "MessageRole", "MessageListModel", "accessible_text", "item_error_text",
           "spoken_content", "time_text"]


@dataclass
class MessageItem:
    id: str
    role: str  # "user" | "assistant" | "system"
    content: str
    status: str  # "complete" | "partial" | "error" | "streaming"
    created_at: datetime
    error: str | None = None          # the core's English sentence
    privacy_label: str | None = None  # "green" | "yellow" | "red" | None
    privacy_reason: str | None = None
    remembered: bool = False
    # Privacy actions the core offers for this message: "remember", "ignore", "forget".
    privacy_actions: tuple[str, ...] = ()
    # The error by code (stored with the message since schema 10), shown in the UI's language.
    error_code: str | None = None
    error_params: dict | None = None
    # A user message the user edited and sent again: the transcript marks it "edited".
    edited: bool = False
    seq: int = 0   # its place in the chat (the store's); 0 where unknown


def item_error_text(item: MessageItem) -> str:
    """A message's error in the UI's language: by its stored code when it has one, else the sentence
    as stored (a row from before codes, or a code this version has no sentence for)."""
    if item.error_code:
        shown = code_text(item.error_code, item.error_params)
        if shown is not None:
            return shown
    return error_text(item.error) if item.error else ""


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
        text += " (" + QCoreApplication.translate("MessageList", "reply interrupted: {0}").format(item_error_text(item)) + ")"
    elif item.status == "partial":
        text += " (" + QCoreApplication.translate("MessageList", "reply interrupted") + ")"
    elif item.status == "error":
        error = item_error_text(item) or QCoreApplication.translate("MessageList", "unknown")
        text += " (" + QCoreApplication.translate("MessageList", "error: {0}").format(error) + ")"
    if item.edited:
        text += " (" + QCoreApplication.translate("MessageList", "edited") + ")"
    if item.remembered:
        text += " (" + QCoreApplication.translate("MessageList", "remembered") + ")"
    elif item.privacy_label in _PRIVACY_SPOKEN:
        text += f" ({_tr_list(_PRIVACY_SPOKEN[item.privacy_label])})"
    when = time_text(item)  # last: the words matter more than the minute
    return f"{text}, {when}" if when else text


_PRIVACY_SPOKEN = {"red": QT_TRANSLATE_NOOP("MessageList", "private, not remembered"),
                   "yellow": QT_TRANSLATE_NOOP("MessageList", "awaiting your confirmation"),
                   "excluded": QT_TRANSLATE_NOOP("MessageList", "not remembered")}


def time_text(item: MessageItem) -> str:
    """When a message was written, short, in the reader's locale and time zone."""
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
