"""The sidebar's search results: one row per chat title or message that matches, its words
highlighted where the full-text search found them (the sidebar's half that is not the chat list)."""
from __future__ import annotations

import html
from datetime import UTC, datetime

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QDate, QLocale, QModelIndex, QSize, Qt, QTime
from PySide6.QtGui import QColor, QPalette, QTextDocument
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from app.core.domain import HIT_CLOSE, HIT_OPEN, Role, SearchHit

HIT_ROLE = Qt.ItemDataRole.UserRole + 2


def friendly_time(when: datetime, now: datetime | None = None) -> str:
    """Time today, weekday this week, else the date, worded in the UI's locale."""
    now = now or datetime.now(UTC)
    local, local_now = when.astimezone(), now.astimezone()
    locale = QLocale()
    if local.date() == local_now.date():
        return locale.toString(QTime(local.hour, local.minute), "HH:mm")
    day = QDate(local.year, local.month, local.day)
    if (local_now.date() - local.date()).days < 7:
        return locale.toString(day, "ddd")
    if local.year == local_now.year:
        return locale.toString(day, "d MMM")
    return locale.toString(day, "d MMM yyyy")


class SearchResultsModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.hits: list[SearchHit] = []

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        hit = self.hits[index.row()]
        plain = hit.snippet.replace(HIT_OPEN, "").replace(HIT_CLOSE, "")
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if not hit.message_id:
                return hit.chat_title
            meta = hit_meta(hit)
            return f"{hit.chat_title}, {meta}: {plain}" if meta else f"{hit.chat_title}: {plain}"
        if role == HIT_ROLE:
            return hit
        return None

    def set_hits(self, hits: list[SearchHit]) -> None:
        self.beginResetModel()
        self.hits = list(hits)
        self.endResetModel()


def hit_meta(hit: SearchHit) -> str:
    """Who wrote a message hit and when ("You · 14:02", "Whizi · 3 Mar"): the title alone does not
    tell two hits of one chat apart."""
    who = {Role.USER: QCoreApplication.translate("Sidebar", "You"),
           Role.ASSISTANT: QCoreApplication.translate("Sidebar", "Whizi")}.get(hit.role, "") if hit.role else ""
    when = friendly_time(hit.created_at) if hit.created_at is not None else ""
    return " · ".join(part for part in (who, when) if part)


def snippet_html(hit: SearchHit, highlight: str, faded: str = "") -> str:
    """Escape the text first, then turn the FTS markers into highlighted spans."""
    def mark(text: str) -> str:
        escaped = html.escape(text)
        return (escaped.replace(HIT_OPEN, f'<span style="background:{highlight};">')
                .replace(HIT_CLOSE, "</span>"))

    if hit.message_id is None:
        return f"<b>{mark(hit.snippet)}</b>"
    meta = hit_meta(hit)
    colour = f"color:{faded};" if faded else ""
    meta_html = f'<br><span style="font-size:small;{colour}">{html.escape(meta)}</span>' if meta else ""
    return (f"<b>{html.escape(hit.chat_title)}</b>{meta_html}"
            f'<br><span style="font-size:small;">{mark(hit.snippet)}</span>')


class SearchHitDelegate(QStyledItemDelegate):
    def _document(self, option, index) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setDocumentMargin(6)
        highlight = option.palette.color(QPalette.ColorRole.Highlight)
        highlight.setAlpha(90)
        faded = option.palette.color(QPalette.ColorRole.PlaceholderText).name()
        doc.setHtml(snippet_html(index.data(HIT_ROLE), highlight.name(QColor.NameFormat.HexArgb), faded))
        doc.setTextWidth(max(50, option.rect.width() - 8))
        return doc

    def sizeHint(self, option, index) -> QSize:
        return QSize(option.rect.width(), int(self._document(option, index).size().height()) + 4)

    def paint(self, painter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        if opt.widget:
            opt.widget.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        doc = self._document(option, index)
        painter.save()
        painter.translate(option.rect.left() + 4, option.rect.top() + 2)
        doc.drawContents(painter)
        painter.restore()
