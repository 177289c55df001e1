"""The small "Memory updated" notice in the open chat: a pass changed what Whizi remembers.

It appears when a pass caused by this chat changed the list (not for the user's own edits), and
hides after a while, when another chat opens, or when clicked; clicking it asks for the list
(the main window opens Settings → Memory with the facts shown).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QToolButton, QWidget

from app.ui.common.bridge import on

if TYPE_CHECKING:
    from app.core.context import WhiziCore

SHOW_FOR_MS = 20_000


class MemoryNotice(QWidget):
    sig_open_memory = Signal()

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chat_id: str | None = None
        self.button = QPushButton(self.tr("✓ Memory updated"))
        self.button.setObjectName("memoryUpdated")
        self.button.setFlat(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setAccessibleName(self.tr("Memory updated"))
        self.button.setToolTip(self.tr("Whizi updated what it remembers about you. Click to see the list."))
        self.button.clicked.connect(self._open)
        self.dismiss = QToolButton()
        self.dismiss.setText("×")
        self.dismiss.setAutoRaise(True)
        self.dismiss.setAccessibleName(self.tr("Dismiss"))
        self.dismiss.setToolTip(self.tr("Dismiss"))
        self.dismiss.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 2, 12, 2)
        layout.setSpacing(2)
        layout.addStretch(1)
        layout.addWidget(self.button)
        layout.addWidget(self.dismiss)
        layout.addStretch(1)
        self.setStyleSheet("#memoryUpdated { color: palette(link); border: none; padding: 2px 6px; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SHOW_FOR_MS)
        self._timer.timeout.connect(self.hide)
        on(core.facts.changed, self._changed, owner=self)
        self.hide()

    def set_chat(self, chat_id: str | None) -> None:
        if chat_id != self.chat_id:
            self.hide()
        self.chat_id = chat_id

    def _changed(self, change) -> None:
        if change.by_pass and self.chat_id is not None and change.chat_id == self.chat_id:
            self.show()
            self._timer.start()

    def _open(self) -> None:
        self.hide()
        self.sig_open_memory.emit()
