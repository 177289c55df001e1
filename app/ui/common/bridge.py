"""Core events → Qt signals. The core calls listeners on the asyncio loop, which qasync runs on
the Qt thread, so these emit directly; widgets connect to signals and never to the core's Events."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class CoreBridge(QObject):
    sig_chat_changed = Signal(object)          # Chat
    sig_message_added = Signal(object)         # Message
    sig_message_changed = Signal(object)       # Message (every streamed delta)
    sig_messages_removed = Signal(str, list)   # chat id, message ids
    sig_turn_completed = Signal(object)        # TurnEvent
    sig_jobs_changed = Signal()
    sig_privacy_changed = Signal(object)       # PrivacyChange: labels, decisions, brains, settings
    sig_remembered_changed = Signal(object)    # RememberedChange
    sig_analysis_progress = Signal(object)     # AnalysisProgress of the background analysis

    def __init__(self, core, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        chat = core.chat
        self._unsubscribe = [
            chat.chat_changed.connect(self.sig_chat_changed.emit),
            chat.message_added.connect(self.sig_message_added.emit),
            chat.message_changed.connect(self.sig_message_changed.emit),
            chat.messages_removed.connect(lambda item: self.sig_messages_removed.emit(item[0], list(item[1]))),
            chat.turn_completed.connect(self.sig_turn_completed.emit),
            core.jobs.changed.connect(lambda _=None: self.sig_jobs_changed.emit()),
            core.privacy.changed.connect(self.sig_privacy_changed.emit),
            core.privacy.remembered_changed.connect(self.sig_remembered_changed.emit),
            core.privacy.progress_changed.connect(self.sig_analysis_progress.emit),
        ]

    def detach(self) -> None:
        for undo in self._unsubscribe:
            undo()
        self._unsubscribe = []
