"""The privacy side of the open chat: the brain in the header, the marks on the messages and their
Remember / Ignore / Do not remember actions. The core decides every mark and action
(`core.privacy.mark`); this only words them, draws them and passes the user's clicks back."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint

from app.core.domain import AnalysisMode, Message
from app.core.memory.policy import EXCLUDED, FORGET, IGNORE, REMEMBER, MessageMark
from app.core.memory.privacy.state import BrainMode, BrainState, PrivacyChange

from app.ui.chat.brain_icon import BrainMenu
from app.ui.chat.transcript.model import MessageItem
from app.ui.common.errors import error_text

if TYPE_CHECKING:
    from app.core.context import WhiziCore


def mark_tooltip(mark: MessageMark) -> str:
    """The words behind a message's coloured dot."""
    reason = mark.reason.strip()
    if mark.label == EXCLUDED:
        head = QCoreApplication.translate("ChatPrivacy", "Not remembered: you chose this.")
    elif mark.label == "green":
        head = (QCoreApplication.translate("ChatPrivacy", "Remembered: you confirmed it.") if mark.decision is not None
                else QCoreApplication.translate("ChatPrivacy", "Remembered."))
    elif mark.label == "yellow":
        head = QCoreApplication.translate("ChatPrivacy", "Not remembered unless you confirm it.")
    elif mark.label == "red":
        head = QCoreApplication.translate("ChatPrivacy", "Private: never remembered.")
    else:
        return ""
    return f"{head} {reason}" if reason else head


def marked_item(item: MessageItem, mark: MessageMark) -> MessageItem:
    """`item` with the mark, its words and its actions (from the core, as they are)."""
    return dataclasses.replace(item, privacy_label=mark.label, privacy_reason=mark_tooltip(mark) or None,
                               privacy_actions=mark.actions, remembered=mark.remembered)


class ChatPrivacy(QObject):
    """Attached to a ChatPanel (which owns `brain_button`, `model`, `view` and `sig_status`)."""

    def __init__(self, panel, bridge) -> None:
        super().__init__(panel)
        self.panel = panel
        self.core = panel.core
        self.detailed = self.core.privacy.detailed()
        self.menu: BrainMenu | None = None
        panel.brain_button.clicked.connect(self.brain_clicked)
        panel.view.sig_remember_requested.connect(lambda message_id: self.act(message_id, REMEMBER))
        panel.view.sig_ignore_requested.connect(lambda message_id: self.act(message_id, IGNORE))
        panel.view.sig_forget_requested.connect(lambda message_id: self.act(message_id, FORGET))
        bridge.on(self.core.privacy.changed, self.privacy_changed)

    # ----- drawing -------------------------------------------------------------------------------
    def item(self, message: Message, item: MessageItem, *, from_event: bool = False) -> MessageItem:
        """`item` marked. A message from a chat event may carry privacy fields older than the
        database (an edit drops the label first), so a labelled one is read again."""
        if from_event and (message.privacy_label or message.user_decision or message.remembered_at):
            message = next(iter(self.core.privacy.messages([message.id])), message)
        return marked_item(item, self.core.privacy.mark(message, self.detailed))

    def show_chat(self, chat) -> None:
        self.detailed = self.core.privacy.detailed()
        self.refresh_brain()

    def refresh_brain(self) -> None:
        chat = self.panel.chat
        button = self.panel.brain_button
        if chat is None or chat.temporary:
            button.hide()
            button.set_state(BrainState(BrainMode.OFF))
            return
        button.set_state(self.core.privacy.brain_state(self.core.chats.get(chat.id) or chat))
        button.show()

    def refresh_items(self, ids=None) -> None:
        """Redraw the marks of these messages (all shown ones when None) from the core."""
        model = self.panel.model
        if ids is None:
            ids = [model.item(row).id for row in range(model.rowCount())]
        shown = [i for i in ids if model.row_of(i) >= 0]
        for message in self.core.privacy.messages(shown):
            row = model.row_of(message.id)
            if row < 0:
                continue
            old = model.item(row)
            # Only the privacy fields: a reply still streaming has newer text on screen than on disk.
            new = self.item(message, old)
            if (new.privacy_label, new.privacy_reason, new.privacy_actions, new.remembered) != (
                    old.privacy_label, old.privacy_reason, old.privacy_actions, old.remembered):
                model.update(new)

    def privacy_changed(self, change: PrivacyChange) -> None:
        chat = self.panel.chat
        if change.chat_id is None:  # a setting: every mark may look different now
            self.detailed = self.core.privacy.detailed()
            self.refresh_items()
            self.refresh_brain()
        elif chat is not None and change.chat_id == chat.id:
            if change.message_ids:
                self.refresh_items(change.message_ids)
            self.refresh_brain()

    # ----- user gestures -------------------------------------------------------------------------
    def brain_clicked(self) -> None:
        chat = self.panel.chat
        if chat is None or chat.temporary:
            return
        button = self.panel.brain_button
        self.menu = analyse_and_offer(self.core, chat.id, self.panel, button.mapToGlobal(QPoint(0, button.height())),
                                      self.panel.sig_status.emit, self.panel.sig_analysis_started.emit)

    def act(self, message_id: str, action: str) -> None:
        try:
            self.core.privacy.act(message_id, action)
        except (KeyError, ValueError) as exc:
            self.panel.sig_status.emit(error_text(exc))
            self.refresh_items([message_id])


def analyse_and_offer(core: WhiziCore, chat_id: str, parent, global_pos: QPoint, status,
                      started) -> BrainMenu | None:
    """A brain was clicked: analyse the chat now, and offer to keep doing it automatically (a
    small menu, opened with popup(): never a nested event loop). `status(text)` hears a failure,
    `started(chat_id, title, menu)` the analysis queued (the status bar tells how it goes)."""
    try:
        core.privacy.analyse_chat_now(chat_id)
    except (KeyError, ValueError) as exc:
        status(error_text(exc))
        return None
    chat = core.chats.get(chat_id)
    menu = BrainMenu(automatic=chat.analysis_mode is AnalysisMode.AUTO,
                     globally_automatic=core.policy.settings_now().automatic, parent=parent)
    menu.sig_automatic_toggled.connect(lambda on: core.privacy.set_chat_automatic(chat_id, on))
    menu.popup(global_pos)
    started(chat_id, chat.title, menu)
    return menu
