"""The chat side of a window with no chat open: the "What's on your mind?" page above the composer.

ChatPanel shows it for a new chat. Start-up shows it before the core is loaded (#15): the window
is filled from the first-screen read (app/core/store/early_read.py) and `EarlyChatPanel` stands
where the ChatPanel will be, drawn the same, with the real composer in it. The user types at once;
a message sent meanwhile is handed on (`sig_send`) and the window sends it once the core is there;
`take_composer` then gives the composer, with what it holds, to the ChatPanel. No core import here.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from app.ui.chat.composer import Composer


def empty_chat_label() -> QLabel:
    label = QLabel(QCoreApplication.translate(
        "ChatPanel", "<h2>What's on your mind?</h2><p>Type a message below to start a chat.<br>"
        "Ctrl+N new chat · Ctrl+K search · Ctrl+, settings</p>"))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class EarlyChatPanel(QWidget):
    sig_send = Signal(str)   # a message sent before the core was loaded
    sig_stop = Signal()      # ...and stopped

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.composer = Composer()
        self.stack = QStackedWidget()   # as ChatPanel's, so the page and the composer sit where its do
        self.stack.addWidget(empty_chat_label())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.composer)
        self.composer.sig_send.connect(self._send)
        self.composer.sig_stop.connect(self.sig_stop)

    def _send(self, text: str) -> None:
        self.composer.set_busy(True)   # as while a reply is on its way: the button says Stop
        self.sig_send.emit(text)

    def take_composer(self) -> Composer:
        self.composer.sig_send.disconnect(self._send)
        self.composer.sig_stop.disconnect(self.sig_stop)
        return self.composer
