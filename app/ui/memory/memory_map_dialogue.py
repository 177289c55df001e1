"""One dialogue of the Memory Map: the normal transcript (MessageListView) with remembered messages
highlighted green, the filter "Show messages added to the memory map", "Do not remember" on each
remembered message, and the notice that follows an exclusion (Undo, then what it removed).

The core decides everything shown (which messages a dialogue keeps, each message's mark and
actions); this only draws it and passes clicks back.
"""
from __future__ import annotations

import logging
from datetime import date, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale, Qt, QTime, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.domain import Message, MessageStatus
from app.core.memory.policy import IGNORE, REMEMBER

from app.ui.chat.panel import to_item
from app.ui.chat.privacy import marked_item
from app.ui.chat.transcript.model import MessageItem, MessageListModel
from app.ui.chat.transcript.view import MessageListView
from app.ui.common.i18n import plural
from app.ui.common.plain import PlainLabel, tooltip
from app.ui.memory.source_marks import SourceMarks

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)

PAGE = 200                 # messages per page, as in the chat panel
LIVE_FLUSH_MS = 50         # streamed text is redrawn at most this often, as in the chat panel
NOTICE_MS = 12_000         # how long the result of an exclusion stays on screen


def when_text(when: datetime | None, today: date | None = None) -> str:
    """"3 Mar, 14:05" (the year when it is not this one), in the reader's time zone."""
    if when is None:
        return ""
    local = when.astimezone()
    today = today or date.today()
    locale = QLocale()
    clock = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    pattern = "d MMM" if local.year == today.year else "d MMM yyyy"
    return f"{locale.toString(QDate(local.year, local.month, local.day), pattern)}, {clock}"


def span_text(first: datetime | None, last: datetime | None, today: date | None = None) -> str:
    """First and last message: "3 Mar, 14:05 – 16:20", or "3 Mar, 14:05 – 5 Mar, 09:12"."""
    if first is None:
        return ""
    start = when_text(first, today)
    if last is None:
        return start
    a, b = first.astimezone(), last.astimezone()
    if (a.date(), a.hour, a.minute) == (b.date(), b.hour, b.minute):
        return start
    if a.date() == b.date():
        return f"{start} – {QLocale().toString(QTime(b.hour, b.minute), QLocale.FormatType.ShortFormat)}"
    return f"{start} – {when_text(last, today)}"


class ExclusionNotice(QFrame):
    """After "Do not remember": Undo while the facts rewrite waits, then what the rewrite removed."""

    sig_undo = Signal(list)            # message ids whose exclusion to take back
    sig_show_memory = Signal()         # "See saved memory"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("exclusionNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Memory Map notice"))
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)   # fact texts are the user's words
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo Do not remember"))
        self.memory_button = QPushButton(self.tr("See saved memory"))
        self.memory_button.setFlat(True)
        self.memory_button.setAccessibleName(self.tr("See saved memory"))
        self.dismiss = QToolButton()
        self.dismiss.setText("×")
        self.dismiss.setAutoRaise(True)
        self.dismiss.setAccessibleName(self.tr("Dismiss"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.memory_button)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.dismiss)
        self.pending: list[str] = []
        self.removed: list[str] = []
        self.dialogue_removed = False
        # The notice belongs to the dialogue it is about: shown only while that dialogue is.
        self.chat_id: str | None = None        # the dialogue it is about
        self.shown_chat: str | None = None     # the dialogue on screen (None: the list)
        self.active = False                    # it has something to say (not expired, not dismissed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.close_notice)
        self.undo_button.clicked.connect(lambda: self.sig_undo.emit(list(self.pending)))
        self.memory_button.clicked.connect(self.sig_show_memory)
        self.dismiss.clicked.connect(self.close_notice)
        self.hide()

    def follow(self, chat_id: str | None) -> None:
        """The Memory Map now shows this dialogue (None: the list)."""
        self.shown_chat = chat_id
        self.setVisible(self.active and chat_id is not None and chat_id == self.chat_id)

    def close_notice(self) -> None:
        self.active = False
        self.hide()

    def excluded(self, message_id: str, seconds: float, orphans: list[str], chat_id: str | None = None) -> None:
        """`orphans`: the saved facts that came only from what is now excluded (to be removed)."""
        chat_id = chat_id if chat_id is not None else self.shown_chat
        if chat_id != self.chat_id:
            self.pending = []        # another dialogue's exclusions go ahead; their notice is gone
            self.chat_id = chat_id
        if not self.pending:
            self.removed, self.dialogue_removed = [], False
        if message_id not in self.pending:
            self.pending.append(message_id)
        count = len(self.pending)
        text = (self.tr("Whizi no longer remembers this message.") if count == 1 else
                self.tr("Whizi no longer remembers these %n messages.", "", count))
        if orphans:
            quoted = ", ".join(f"“{line}”" for line in orphans)
            wait = plural(self.tr("%n second(s)", "", round(seconds)), round(seconds))
            forgets = plural(self.tr("In %1 it also forgets %n saved fact(s) that came only from it: %2.", "",
                                     len(orphans)), len(orphans))
            text += " " + forgets.replace("%1", wait).replace("%2", quoted)
        else:
            text += " " + self.tr("No saved fact came only from it.")
        self._show(text, undo=True)

    def applied(self, result) -> None:
        """The rewrite of one exclusion ran (core.memory_map.exclusion_applied)."""
        if result.message_id not in self.pending:
            return
        self.pending.remove(result.message_id)
        self.removed.extend(result.removed_facts)
        self.dialogue_removed = self.dialogue_removed or result.dialogue_removed
        if self.pending:
            return
        if self.removed:
            quoted = ", ".join(f"“{line}”" for line in self.removed)
            count = len(self.removed)
            text = plural(self.tr("%n fact(s) removed: %1", "", count), count).replace("%1", quoted)
        else:
            text = self.tr("No saved fact came only from it; saved memory is unchanged.")
        if self.dialogue_removed:
            text += " " + self.tr("The deleted dialogue had nothing else remembered and is gone.")
        self._show(text, undo=False, memory=bool(self.removed))
        self._timer.start(NOTICE_MS)

    def undone(self, message_ids: list[str], failed: list[str]) -> None:
        for message_id in message_ids:
            if message_id in self.pending and message_id not in failed:
                self.pending.remove(message_id)
        if failed:
            self._show(self.tr("Too late to undo: saved memory has already been rewritten."), undo=False)
            self._timer.start(NOTICE_MS)
        elif not self.pending:
            self._show(self.tr("Whizi remembers it again."), undo=False)
            self._timer.start(NOTICE_MS // 2)

    def discard(self, message_id: str) -> None:
        """The message was remembered again another way ("Remember" on it)."""
        if message_id in self.pending:
            self.pending.remove(message_id)
            if not self.pending:
                self.close_notice()

    def _show(self, text: str, *, undo: bool, memory: bool = False) -> None:
        self._timer.stop()
        self.label.setText(text)
        self.label.setToolTip(tooltip("\n".join(self.removed)))  # the facts' own words
        self.undo_button.setVisible(undo)
        self.memory_button.setVisible(memory)
        self.active = True
        self.follow(self.shown_chat)


class DialogueView(QWidget):
    """A dialogue of the map in the normal transcript."""

    sig_back = Signal()
    sig_open_chat = Signal(str)
    sig_exclude = Signal(str)            # "Do not remember" clicked on a message
    sig_gone = Signal(str)               # the dialogue no longer exists
    sig_status = Signal(str)
    sig_opened = Signal(str)             # now showing this dialogue (a chat id)

    def __init__(self, core: WhiziCore, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        self.chat_id: str | None = None
        self.dialogue = None
        self._oldest_seq: int | None = None
        self._more_before = False
        self._sources: list = []         # FactSource list while showing "why"
        self._source_index = 0
        self._fact_text = ""
        self._live: dict[str, Message] = {}     # messages that arrived or changed since the last flush
        self._live_timer = QTimer(self)
        self._live_timer.setSingleShot(True)
        self._live_timer.setInterval(LIVE_FLUSH_MS)
        self._live_timer.timeout.connect(self._flush_live)
        self.setAccessibleName(self.tr("Dialogue"))

        self.back_button = QToolButton()
        self.back_button.setText(self.tr("‹ Memory Map"))
        self.back_button.setAutoRaise(True)
        self.back_button.setToolTip(self.tr("Back to the list of dialogues (Alt+Left)"))
        self.back_button.setAccessibleName(self.tr("Back to the Memory Map"))
        self.title = QLineEdit()
        self.title.setObjectName("dialogueTitle")
        self.title.setFrame(False)
        self.title.setAccessibleName(self.tr("Dialogue title"))
        self.title.setToolTip(self.tr("Click to rename this dialogue"))
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.deleted_badge = QLabel(self.tr("Deleted"))
        self.deleted_badge.setObjectName("deletedBadge")
        self.open_button = QPushButton(self.tr("Open chat"))
        self.open_button.setAccessibleName(self.tr("Open this chat to continue it"))
        header = QHBoxLayout()
        header.setContentsMargins(8, 8, 12, 0)
        header.addWidget(self.back_button)
        header.addWidget(self.title)
        header.addWidget(self.deleted_badge)
        header.addStretch(1)
        header.addWidget(self.open_button)

        self.meta = PlainLabel()
        self.meta.setObjectName("dialogueMeta")
        self.deleted_note = QLabel(self.tr("You deleted this dialogue. Only the messages Whizi remembers are kept; "
                                           "a message you exclude is deleted for good."))
        self.deleted_note.setWordWrap(True)
        self.deleted_note.setObjectName("deletedNote")
        self.filter = QCheckBox(self.tr("Show messages added to the memory map"))
        self.filter.setAccessibleName(self.tr("Show messages added to the memory map"))
        self.sources_banner = QFrame()
        self.sources_banner.setObjectName("sourcesBanner")
        self.sources_label = QLabel()
        self.sources_label.setWordWrap(True)
        self.sources_label.setTextFormat(Qt.TextFormat.PlainText)
        self.next_source = QPushButton(self.tr("Next source"))
        self.next_source.setAccessibleName(self.tr("Next source message"))
        banner = QHBoxLayout(self.sources_banner)
        banner.setContentsMargins(8, 4, 8, 4)
        banner.addWidget(self.sources_label, 1)
        banner.addWidget(self.next_source)
        self.sources_banner.hide()
        info = QVBoxLayout()
        info.setContentsMargins(14, 2, 14, 4)
        info.setSpacing(4)
        info.addWidget(self.meta)
        info.addWidget(self.deleted_note)
        info.addWidget(self.filter)
        info.addWidget(self.sources_banner)

        self.model = MessageListModel(self)
        self.view = MessageListView()
        self.view.allows_edit = False
        self.view.setAccessibleName(self.tr("Messages of the dialogue"))
        self.view.setModel(self.model)
        self.source_marks = SourceMarks(self.view)   # a fact's source messages, while "why" is shown
        self.empty = PlainLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.empty)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(header)
        layout.addLayout(info)
        layout.addWidget(self.stack, 1)
        self.setStyleSheet(
            "#deletedBadge { color: #cf222e; border: 1px solid #cf222e; border-radius: 8px; padding: 1px 8px; }"
            "#dialogueMeta, #deletedNote { color: palette(placeholder-text); }"
            "#sourcesBanner { background: rgba(45, 164, 78, 0.12); border-radius: 6px; }"
            "QLineEdit#dialogueTitle { background: transparent; }"
            "QLineEdit#dialogueTitle:focus { background: palette(base); }")

        self.back_button.clicked.connect(self.sig_back)
        self.open_button.clicked.connect(lambda: self.chat_id and self.sig_open_chat.emit(self.chat_id))
        self.title.editingFinished.connect(self._rename)
        self.title.textChanged.connect(lambda _t: self._fit_title())
        self.filter.toggled.connect(lambda _on: self.reload())
        self.next_source.clicked.connect(self._next_source)
        self.view.sig_forget_requested.connect(self.sig_exclude)
        self.view.sig_remember_requested.connect(lambda mid: self._act(mid, REMEMBER))
        self.view.sig_ignore_requested.connect(lambda mid: self._act(mid, IGNORE))
        self.view.verticalScrollBar().valueChanged.connect(self._maybe_load_older)

    # ----- which dialogue --------------------------------------------------------------------------
    def open(self, chat_id: str, *, focus: list[str] | None = None, remembered_only: bool | None = None,
             sources: list | None = None) -> bool:
        """Show a dialogue (scrolled to `focus`, the messages a fact came from). False if it is gone."""
        dialogue = self.core.memory_map.dialogue(chat_id)
        if dialogue is None:
            return False
        self._sources = list(sources or [])
        if not self._sources:
            self.sources_banner.hide()
        self.source_marks.set_sources(s.message_id for s in self._sources if s.chat_id == chat_id)
        self.chat_id, self.dialogue = chat_id, dialogue
        self.title.setText(dialogue.title)
        self.title.setCursorPosition(0)
        self.title.setReadOnly(False)
        self.deleted_badge.setVisible(dialogue.deleted)
        self.deleted_note.setVisible(dialogue.deleted)
        self.open_button.setVisible(not dialogue.deleted)
        self.filter.blockSignals(True)
        if remembered_only is not None:
            self.filter.setChecked(remembered_only)
        if dialogue.deleted:
            self.filter.setChecked(True)   # all a deleted dialogue has left
        self.filter.setEnabled(not dialogue.deleted)
        self.filter.blockSignals(False)
        self._show_meta()
        self.reload(focus=focus)
        self.sig_opened.emit(chat_id)
        return True

    def _fit_title(self) -> None:
        """As wide as the title (the "Deleted" badge sits right after it), within the header."""
        room = max(160, self.width() - 320)
        wanted = self.title.fontMetrics().horizontalAdvance(self.title.text() or " ") + 14
        self.title.setFixedWidth(min(room, wanted))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_title()

    def _show_meta(self) -> None:
        d = self.dialogue
        parts = [span_text(d.first_at, d.last_at)] if d.first_at else []
        parts.append(plural(self.tr("%n remembered message(s)", "", d.remembered), d.remembered))
        self.meta.setText("  ·  ".join(p for p in parts if p))

    def reload(self, focus: list[str] | None = None) -> None:
        if self.chat_id is None:
            return
        remembered_only = self.filter.isChecked()
        messages = self.core.memory_map.messages(self.chat_id, remembered_only=remembered_only, limit=PAGE)
        located = self.core.memory_map.query.locate(focus or [])
        targets = sorted(seq for chat, seq in located.values() if chat == self.chat_id)
        if targets and messages and targets[0] < messages[0].seq:
            # A source far back: load from a little before it to the end.
            older = self.core.memory_map.messages(self.chat_id, remembered_only=remembered_only,
                                                  before_seq=messages[0].seq, from_seq=targets[0])
            before = self.core.memory_map.messages(self.chat_id, remembered_only=remembered_only,
                                                   before_seq=targets[0], limit=PAGE // 4)
            messages = before + older + messages
        self._more_before = bool(messages) and len(self.core.memory_map.messages(
            self.chat_id, remembered_only=remembered_only, before_seq=messages[0].seq, limit=1)) > 0
        self._oldest_seq = messages[0].seq if messages else None
        self.model.set_messages([self._item(m) for m in messages])
        self._show_empty(not messages)
        target = next((m for m in (focus or []) if self.model.row_of(m) >= 0), None)
        if target is not None:
            index = self.model.index_of(target)
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index, MessageListView.ScrollHint.PositionAtCenter)
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)   # the focus frame marks the source
        else:
            self.view.scroll_to_bottom()

    def _show_empty(self, empty: bool) -> None:
        if not empty:
            self.stack.setCurrentWidget(self.view)
            return
        if self.dialogue is not None and self.dialogue.deleted:
            self.empty.setText(self.tr("Nothing in this deleted dialogue is remembered any more."))
        elif self.filter.isChecked():
            self.empty.setText(self.tr("No message of this dialogue is in the memory map."))
        else:
            self.empty.setText(self.tr("This dialogue has no messages."))
        self.stack.setCurrentWidget(self.empty)

    def _maybe_load_older(self, value: int) -> None:
        if self.chat_id is None or not self._more_before or self._oldest_seq is None \
                or value > self.view.viewport().height():
            return
        older = self.core.memory_map.messages(self.chat_id, remembered_only=self.filter.isChecked(),
                                              before_seq=self._oldest_seq, limit=PAGE)
        self._more_before = len(older) >= PAGE
        if older:
            self._oldest_seq = older[0].seq
            self.model.prepend([self._item(m) for m in older])

    def _item(self, message: Message) -> MessageItem:
        return marked_item(to_item(message), self.core.privacy.mark(message))

    # ----- live: the open dialogue follows its chat ------------------------------------------------
    def message_arrived(self, message: Message) -> None:
        """A message of some chat was added or changed (a reply still streaming into the dialogue
        under review): shown in the full transcript, as in the chat itself."""
        if message.chat_id != self.chat_id:
            return
        self._live[message.id] = message
        if message.status is MessageStatus.STREAMING:
            if not self._live_timer.isActive():
                self._live_timer.start()
        else:
            self._flush_live()

    def _flush_live(self) -> None:
        self._live_timer.stop()
        live, self._live = self._live, {}
        for message in live.values():
            if message.chat_id != self.chat_id:
                continue
            item = self._item(message)
            if self.model.update(item):
                continue
            # A chat grows at its end, and the transcript always holds its newest page: a message not
            # shown yet goes last. Only the full transcript takes it; the filtered one shows what is
            # remembered, which privacy_changed brings in once the analysis has run.
            if not self.filter.isChecked():
                self.model.append(item)
                self._show_empty(False)

    def messages_removed(self, chat_id: str, message_ids: list) -> None:
        if chat_id != self.chat_id:
            return
        for message_id in message_ids:
            self._live.pop(message_id, None)
            self.model.remove(message_id)
        self._show_empty(self.model.rowCount() == 0)

    # ----- "why does Whizi remember this?" ---------------------------------------------------------
    def show_sources(self, fact_text: str, sources: list) -> bool:
        """Open the dialogue of the first source, scrolled to it; "Next source" walks the others."""
        self._sources = list(sources)
        self._source_index = 0
        self._fact_text = fact_text
        return self._show_source()

    def _show_source(self) -> bool:
        sources = self._sources
        source = sources[self._source_index]
        here = [s.message_id for s in sources if s.chat_id == source.chat_id]
        if not self.open(source.chat_id, focus=[source.message_id, *here], remembered_only=False, sources=sources):
            return False
        count = len(sources)
        self.sources_label.setText(
            self.tr("Why Whizi remembers “%1”: it learnt it from the highlighted message (%2 of %3).")
            .replace("%1", self._fact_text).replace("%2", str(self._source_index + 1)).replace("%3", str(count)))
        self.next_source.setVisible(count > 1)
        self.sources_banner.show()
        return True

    def _next_source(self) -> None:
        if self._sources:
            self._source_index = (self._source_index + 1) % len(self._sources)
            self._show_source()

    # ----- changes -----------------------------------------------------------------------------------
    def _rename(self) -> None:
        if self.chat_id is None or self.dialogue is None:
            return
        title = self.title.text()
        if not title.strip():
            self.title.setText(self.dialogue.title)   # an empty title is not a rename
            return
        if title == self.dialogue.title:
            return
        chat = self.core.memory_map.rename(self.chat_id, title)
        if chat is not None:
            self.dialogue = self.core.memory_map.dialogue(self.chat_id) or self.dialogue
            self.title.setText(chat.title)
            self.sig_status.emit(self.tr("Dialogue renamed."))

    def _act(self, message_id: str, action: str) -> None:
        try:
            self.core.privacy.act(message_id, action)
        except (KeyError, ValueError) as exc:
            self.sig_status.emit(str(exc).strip("'\""))

    def privacy_changed(self, change) -> None:
        """Labels or decisions changed: redraw those messages (a filtered view drops the ones no
        longer remembered, and takes in the ones remembered again)."""
        if self.chat_id is None or (change.chat_id is not None and change.chat_id != self.chat_id):
            return
        dialogue = self.core.memory_map.dialogue(self.chat_id)
        if dialogue is None:
            self.sig_gone.emit(self.chat_id)
            return
        self.dialogue = dialogue
        self._show_meta()
        ids = list(change.message_ids) if change.chat_id is not None else \
            [self.model.item(r).id for r in range(self.model.rowCount())]
        filtered = self.filter.isChecked()
        for message in self.core.privacy.messages(ids):
            if message.chat_id != self.chat_id:
                continue
            shown = self.model.row_of(message.id) >= 0
            if filtered and not message.remembered:
                self.model.remove(message.id)
            elif shown:
                self.model.update(self._item(message))
            elif filtered and message.remembered:
                self.reload(focus=[message.id])   # back in the map: put it where it belongs
                return
        self._show_empty(self.model.rowCount() == 0)

    def chat_changed(self, chat) -> None:
        if chat is not None and chat.id == self.chat_id and not self.title.hasFocus():
            self.title.setText(chat.title)
