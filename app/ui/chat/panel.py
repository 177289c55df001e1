"""The open chat: header (title, model, system prompt), the transcript and the composer.

It turns user gestures into ChatService calls and core events into model updates; streamed
deltas are coalesced to one repaint per frame so a fast stream never floods the Qt thread.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat import ChatBusy, EmptyMessage
from app.core.domain import Chat, Message, MessageStatus, Role

from app.ui.chat.brain_icon import BrainButton
from app.ui.chat.composer import Composer
from app.ui.chat.empty_state import empty_chat_label
from app.ui.chat.privacy import ChatPrivacy
from app.ui.chat.transcript.model import MessageItem, MessageListModel
from app.ui.chat.transcript.view import MessageListView
from app.ui.common.errors import error_text
from app.ui.common.icons import icon
from app.ui.common.operations import Operations
from app.ui.common.plain import ElidedLabel
from app.ui.memory.facts_notice import MemoryNotice

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)
FRAME_MS = 33
# A chat opens with its newest PAGE messages; older ones load as the reader scrolls up, so opening
# costs the same for 100 or 100,000 messages.
PAGE = 200


def to_item(msg: Message) -> MessageItem:
    return MessageItem(
        id=msg.id, role=msg.role.value, content=msg.content, status=msg.status.value, created_at=msg.created_at,
        error=msg.error, privacy_label=msg.privacy_label.value if msg.privacy_label else None,
        privacy_reason=msg.privacy_reason, remembered=msg.remembered,
        error_code=msg.error_code, error_params=msg.error_params, edited=msg.edited_at is not None,
        seq=msg.seq,
    )


class SystemPromptDialog(QDialog):
    def __init__(self, prompt: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("System prompt for this chat"))
        self.edit = QPlainTextEdit(prompt)
        self.edit.setAccessibleName(self.tr("System prompt"))
        self.edit.setPlaceholderText(self.tr("For example: Answer briefly, in British English."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Instructions the model reads before every message of this chat.")))
        layout.addWidget(self.edit)
        layout.addWidget(buttons)
        self.resize(480, 260)

    def prompt(self) -> str:
        return self.edit.toPlainText()


class Badge(QLabel):
    """A small rounded label in the header (the temporary chat's), in the selection colour."""

    def __init__(self, text: str, parent=None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(10, 2, 10, 2)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        accent = self.palette().color(QPalette.ColorRole.Highlight)
        fill = QColor(accent)
        fill.setAlpha(40)
        painter.setPen(QPen(accent, 1.0))
        painter.setBrush(fill)
        box = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.end()
        super().paintEvent(event)


class ChatPanel(QWidget):
    sig_chat_created = Signal(str)      # a chat was created by sending from the empty state
    sig_status = Signal(str)            # a short message for the status bar
    sig_memory_requested = Signal()     # "Memory updated" clicked: show what Whizi remembers
    sig_title_changed = Signal(str)     # the open chat's title as shown ("" with no chat open)
    sig_analysis_started = Signal(str, str, object)   # the header's brain clicked: chat id, title, menu

    def __init__(self, core: WhiziCore, bridge, parent=None, *, composer: Composer | None = None) -> None:
        """`composer`: the one start-up's window showed before the core was loaded, with what the
        user has typed in it (app/ui/chat/empty_state.py)."""
        super().__init__(parent)
        self.core = core
        self.chat: Chat | None = None
        self._tasks = Operations(self)
        self._pending: dict[str, Message] = {}
        self._oldest_seq: int | None = None
        self._more_before = False

        # header
        # An imported title is text, and a long one cannot widen the window: beside the brain, the
        # model picker and the menu, the header asks for no more than an 800 px screen has.
        self.title = ElidedLabel(preferred_chars=40)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.title.setFont(font)
        self.temp_badge = Badge(self.tr("Temporary: not saved, not remembered"))
        self.temp_badge.setObjectName("temporaryBadge")
        self.model_box = QComboBox()
        self.model_box.setEditable(True)
        self.model_box.setMinimumContentsLength(24)   # room for "Default model (qwen2.5:7b)"
        self.model_box.setToolTip(self.tr("Model for this chat"))
        self.model_box.setAccessibleName(self.tr("Model for this chat"))
        self.prompt_button = QToolButton()
        self.prompt_button.setIcon(icon("prompt", self.palette().text().color()))
        self.prompt_button.setToolTip(self.tr("System prompt for this chat"))
        self.prompt_button.setAccessibleName(self.tr("System prompt"))
        header = QHBoxLayout()
        header.setContentsMargins(12, 8, 12, 4)
        header.addWidget(self.title, 1)
        header.addWidget(self.temp_badge)
        self.brain_button = BrainButton()  # the digital brain: what memory may learn from this chat
        header.addWidget(self.brain_button)
        header.addWidget(self.model_box)
        header.addWidget(self.prompt_button)
        self.header = QFrame()
        self.header.setLayout(header)

        # transcript
        self.model = MessageListModel(self)
        self.view = MessageListView()
        self.view.setModel(self.model)
        self.empty = empty_chat_label()
        # A new temporary chat says what it is before the first message: what is kept, what is not.
        self.temp_empty = QLabel(self.tr(
            "<h2>Temporary chat</h2><p>Nothing of this chat is saved: close it or open another chat "
            "and it is gone.<br>Whizi does not use what it remembers here, and remembers nothing "
            "from it.<br>Your messages still go to your provider, to be answered.</p>"))
        self.temp_empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.temp_empty.setWordWrap(True)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.temp_empty)
        self.stack.addWidget(self.view)

        self.composer = composer if composer is not None else Composer()
        self.memory_notice = MemoryNotice(core)
        self.memory_notice.sig_open_memory.connect(self.sig_memory_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.memory_notice)
        layout.addWidget(self.composer)

        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(FRAME_MS)
        self._flush_timer.timeout.connect(self._flush)

        self.composer.sig_send.connect(self.send)
        self.composer.sig_edit_send.connect(self.edit_and_resend)
        self.composer.sig_stop.connect(self.stop)
        self.view.sig_retry_requested.connect(lambda _id: self.retry())
        self.view.sig_regenerate_requested.connect(lambda _id: self.regenerate())
        self.view.sig_edit_requested.connect(self._start_edit)
        self.model_box.activated.connect(lambda _i: self._model_chosen())
        self.model_box.lineEdit().editingFinished.connect(self._model_chosen)
        self.prompt_button.clicked.connect(self.edit_system_prompt)
        self.view.verticalScrollBar().valueChanged.connect(self._maybe_load_older)
        chat_events = core.chat
        bridge.on(chat_events.message_added, self._message_added)
        bridge.on(chat_events.message_changed, self._message_changed)
        bridge.on(chat_events.messages_removed, lambda item: self._messages_removed(item[0], list(item[1])))
        bridge.on(chat_events.chat_changed, self._chat_changed)
        self.privacy = ChatPrivacy(self, bridge)  # the brain, the marks and their actions
        self.show_chat(None)

    # ----- which chat ------------------------------------------------------------------------
    def show_chat(self, chat: Chat | None, scroll_to: str = "") -> None:
        previous = self.chat
        if previous is not None and previous.temporary and (chat is None or chat.id != previous.id):
            self.core.chat.stop(previous.id)
            self.core.chat.close_temporary(previous.id)
        if previous is not None and (chat is None or chat.id != previous.id) and hasattr(self.core, "history"):
            self.core.history.chat_left(previous.id)   # leaving a chat is when its summary is due
        self.chat = chat
        self.memory_notice.set_chat(chat.id if chat is not None else None)
        self._pending.clear()
        self.composer.cancel_edit()
        if chat is None:
            self._more_before, self._oldest_seq = False, None
            self.model.set_messages([])
            self.header.hide()
            self.sig_title_changed.emit("")
            self.stack.setCurrentWidget(self.empty)
            self.composer.set_busy(False)
            self.composer.focus()
            return
        self.header.show()
        self._show_header(chat)
        messages = self.core.chat.list_messages(chat.id, limit=PAGE)
        target = self.core.messages.get(scroll_to) if scroll_to and not chat.temporary else None
        if target is not None and messages and target.chat_id == chat.id and target.seq < messages[0].seq:
            # Open at a search hit far back: load from a little before it to the end.
            older = self.core.chat.list_messages(chat.id, before_seq=messages[0].seq,
                                                 limit=messages[0].seq - target.seq + PAGE // 2)
            messages = older + messages
        self._more_before = len(messages) >= PAGE
        items = [self._item(m) for m in messages]
        self._oldest_seq = messages[0].seq if messages else None
        self.model.set_messages(items)
        self._update_last_assistant()
        self.stack.setCurrentWidget(self.view if items else self.temp_empty if chat.temporary else self.empty)
        self.composer.set_busy(self.core.chat.is_busy(chat.id))
        if scroll_to and self.model.row_of(scroll_to) >= 0:
            index = self.model.index(self.model.row_of(scroll_to))
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index, MessageListView.ScrollHint.PositionAtCenter)
        else:
            self.view.scroll_to_bottom()
        self.composer.focus()

    def _maybe_load_older(self, value: int) -> None:
        if (self.chat is None or not self._more_before or self._oldest_seq is None
                or value > self.view.viewport().height()):
            return
        older = self.core.chat.list_messages(self.chat.id, before_seq=self._oldest_seq, limit=PAGE)
        self._more_before = len(older) >= PAGE
        if older:
            self._oldest_seq = older[0].seq
            self.model.prepend([self._item(m) for m in older])

    def open_chat(self, chat_id: str, scroll_to: str = "") -> None:
        self.show_chat(self.core.chat.get_chat(chat_id), scroll_to)

    def shown_title(self, chat: Chat) -> str:
        """The title as the user sees it: a temporary chat has none stored, it is named here."""
        return chat.title if chat.title or not chat.temporary else self.tr("Temporary chat")

    def _show_title(self, chat: Chat) -> None:
        title = self.shown_title(chat)
        self.title.setText(title)
        self.sig_title_changed.emit(title)

    def _show_header(self, chat: Chat) -> None:
        self._show_title(chat)
        self.temp_badge.setVisible(chat.temporary)
        provider = self.core.providers.active()
        models = [m for m in {provider.chat_model if provider else "", chat.model or ""} if m]
        self.model_box.blockSignals(True)
        self.model_box.clear()
        default = provider.chat_model if provider else ""
        # Which model "default" means, so nobody has to open Settings to find out.
        self.model_box.addItem(self.tr("Default model ({0})").format(default) if default
                               else self.tr("Default model"), "")
        for name in sorted(models):
            self.model_box.addItem(name, name)
        self.model_box.setCurrentIndex(self.model_box.findData(chat.model) if chat.model else 0)
        self.model_box.lineEdit().setCursorPosition(0)   # a long name shows its start, "Default model (…"
        self.model_box.blockSignals(False)
        self.prompt_button.setEnabled(not chat.temporary)
        self.privacy.show_chat(chat)

    def _item(self, msg: Message, *, from_event: bool = False) -> MessageItem:
        return self.privacy.item(msg, to_item(msg), from_event=from_event)

    def _chat_changed(self, chat: Chat) -> None:
        if self.chat is not None and chat is not None and chat.id == self.chat.id:
            self.chat = chat
            self._show_title(chat)

    # ----- user gestures ---------------------------------------------------------------------
    def _spawn(self, coro) -> None:
        chat_id = self.chat.id if self.chat else ""
        self.composer.set_busy(True)

        def finished(_error: BaseException | None) -> None:
            if self.chat is not None and self.chat.id == chat_id:
                self.composer.set_busy(self.core.chat.is_busy(chat_id))

        def failed(exc: BaseException) -> None:
            if isinstance(exc, (EmptyMessage, ChatBusy, KeyError)):
                self.sig_status.emit(error_text(exc))
            else:
                log.error("chat action failed", exc_info=exc)
                self.sig_status.emit(self.tr("Something went wrong. Your message is saved."))

        # The reply is the core's network work: a coroutine on the loop, tied to this panel.
        self._tasks.run(coro, failed=failed, finished=finished)

    def _trim_history(self) -> None:
        """Before a new turn, let go of pages the reader scrolled back through, down to the newest
        page: every relayout of the transcript costs in proportion to its rows, and a streaming
        reply relays it out every few lines. Where paging back starts again is the first kept
        row's place in the chat (no query on the window's thread)."""
        if self.model.rowCount() > 2 * PAGE and self.model.item(self.model.rowCount() - PAGE).seq:
            self.model.drop_oldest(self.model.rowCount() - PAGE)
            self._oldest_seq = self.model.item(0).seq
            self._more_before = True

    def send(self, text: str) -> None:
        if self.chat is None:
            chat = self.core.chat.new_chat()
            self.show_chat(chat)
            self.sig_chat_created.emit(chat.id)
        self._trim_history()
        self.stack.setCurrentWidget(self.view)
        self.view.scroll_to_bottom()
        self._spawn(self.core.chat.send(self.chat.id, text))

    def edit_and_resend(self, message_id: str, text: str) -> None:
        if self.chat is not None:
            self._spawn(self.core.chat.edit_and_resend(self.chat.id, message_id, text))

    def retry(self) -> None:
        if self.chat is not None and not self.core.chat.is_busy(self.chat.id):
            self._spawn(self.core.chat.retry(self.chat.id))

    def regenerate(self) -> None:
        if self.chat is not None and not self.core.chat.is_busy(self.chat.id):
            self._spawn(self.core.chat.regenerate(self.chat.id))

    def stop(self) -> None:
        if self.chat is not None:
            self.core.chat.stop(self.chat.id)

    def _start_edit(self, message_id: str) -> None:
        row = self.model.row_of(message_id)
        if row >= 0 and not self.composer.is_busy():
            self.composer.start_edit(message_id, self.model.item(row).content)

    def _model_chosen(self) -> None:
        if self.chat is None or self.chat.temporary:
            return
        text = self.model_box.currentText().strip()
        model = "" if text == self.model_box.itemText(0) else text
        if (self.chat.model or "") != model:
            self.core.chats.set_model(self.chat.id, model or None)
            self.chat = self.core.chats.get(self.chat.id)
            self.sig_status.emit(self.tr("This chat now uses {0}.").format(model or self.tr("the default model")))

    def edit_system_prompt(self) -> None:
        if self.chat is None or self.chat.temporary:
            return
        chat_id = self.chat.id
        dialog = SystemPromptDialog(self.chat.system_prompt or "", self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def save() -> None:
            self.core.chats.set_system_prompt(chat_id, dialog.prompt())
            if self.chat is not None and self.chat.id == chat_id:
                self.chat = self.core.chats.get(chat_id)

        dialog.accepted.connect(save)
        self.prompt_dialog = dialog
        dialog.open()  # not exec(): no nested event loop under qasync

    # ----- core events -----------------------------------------------------------------------
    def _mine(self, msg: Message) -> bool:
        return self.chat is not None and msg.chat_id == self.chat.id

    def _message_added(self, msg: Message) -> None:
        if self._mine(msg):
            self.stack.setCurrentWidget(self.view)
            self.model.append(self._item(msg, from_event=True))
            self._update_last_assistant()

    def _message_changed(self, msg: Message) -> None:
        if not self._mine(msg):
            return
        self._pending[msg.id] = msg
        final = msg.status is not MessageStatus.STREAMING
        if final:
            self._flush()
        elif not self._flush_timer.isActive():
            self._flush_timer.start()

    def _flush(self) -> None:
        self._flush_timer.stop()
        pending, self._pending = self._pending, {}
        for msg in pending.values():
            item = self._item(msg, from_event=True)
            if not self.model.update(item):
                self.model.append(item)
        self._update_last_assistant()

    def _messages_removed(self, chat_id: str, ids: list) -> None:
        if self.chat is not None and chat_id == self.chat.id:
            for message_id in ids:
                self._pending.pop(message_id, None)
                self.model.remove(message_id)
            self._update_last_assistant()

    def _update_last_assistant(self) -> None:
        for row in range(self.model.rowCount() - 1, -1, -1):
            item = self.model.item(row)
            if item.role == Role.ASSISTANT.value:
                self.view.set_last_assistant_id(item.id)
                return
        self.view.set_last_assistant_id(None)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self.prompt_button.setIcon(icon("prompt", self.palette().text().color()))

    def busy_tasks(self) -> int:
        return self._tasks.count()
