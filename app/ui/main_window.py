"""The main window: sidebar | open chat, menus and the shortcuts of PRODUCT.md §2."""
from __future__ import annotations

import os

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QSplitter

from .bridge import CoreBridge
from .chat_panel import ChatPanel
from .icons import icon
from .sidebar import Sidebar
from .theme import apply_theme, is_dark


class MainWindow(QMainWindow):
    sig_closed = Signal()

    def __init__(self, core, *, onboarding: bool = True, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        self.setWindowTitle("Whizi")
        self.setWindowIcon(icon("whizi"))
        self.bridge = CoreBridge(core, self)
        self.sidebar = Sidebar(core)
        self.panel = ChatPanel(core, self.bridge)
        splitter = QSplitter()
        splitter.addWidget(self.sidebar)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 740])
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)
        self.resize(1100, 720)

        self.sidebar.sig_chat_selected.connect(self.panel.open_chat)
        self.sidebar.sig_new_chat_requested.connect(self.new_chat)
        self.sidebar.sig_temporary_chat_requested.connect(self.new_temporary_chat)
        self.sidebar.sig_chat_deleted.connect(self._chat_deleted)
        self.panel.sig_chat_created.connect(lambda chat_id: self.sidebar.reload(keep=chat_id))
        self.panel.sig_status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.bridge.sig_chat_changed.connect(lambda _chat: self.sidebar.reload())
        self._build_menus()
        self._want_onboarding = onboarding
        self._settings_dialog = None
        self.onboarding_dialog = None
        self._report_first_paint = os.environ.get("WHIZI_REPORT_FIRST_PAINT") == "1"
        self.panel.view.set_dark(is_dark(self.palette()))

    def _action(self, menu, text: str, slot, shortcut=None, context=Qt.ShortcutContext.WindowShortcut) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(context)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        self.new_action = self._action(file, self.tr("New chat"), self.new_chat, QKeySequence.StandardKey.New)
        self._action(file, self.tr("New temporary chat"), self.new_temporary_chat, "Ctrl+Shift+N")
        file.addSeparator()
        self.settings_action = self._action(file, self.tr("Settings…"), self.open_settings, "Ctrl+,")
        file.addSeparator()
        self._action(file, self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu(self.tr("&Edit"))
        self._action(edit, self.tr("Search chats"), self.sidebar.focus_search, "Ctrl+K")
        chat = bar.addMenu(self.tr("&Chat"))
        self.stop_action = self._action(chat, self.tr("Stop reply"), self.panel.stop, "Esc")
        self._action(chat, self.tr("Regenerate reply"), self.panel.regenerate, "Ctrl+R")
        self._action(chat, self.tr("Rename chat"), self._rename_current, "F2")
        self._action(chat, self.tr("Pin or unpin chat"), lambda: self.sidebar.toggle_pin(self.sidebar.current_chat_id()))

    # ----- actions -----------------------------------------------------------------------
    def new_chat(self) -> None:
        # No empty chats pile up in the sidebar: a chat is stored when its first message is sent.
        self.sidebar.select_chat("", emit=False)
        self.panel.show_chat(None)

    def new_temporary_chat(self) -> None:
        self.sidebar.select_chat("", emit=False)
        self.panel.show_chat(self.core.chat.new_chat(temporary=True))

    def _rename_current(self) -> None:
        index = self.sidebar.list.currentIndex()
        if index.isValid():
            self.sidebar.list.setFocus()
            self.sidebar.list.edit(index)

    def _chat_deleted(self, chat_id: str) -> None:
        if self.panel.chat is not None and self.panel.chat.id == chat_id:
            current = self.sidebar.current_chat_id()
            if current:
                self.panel.open_chat(current)
            else:
                self.panel.show_chat(None)
        self.statusBar().showMessage(self.tr("Chat deleted. Undo is in the sidebar."), 5000)

    def open_settings(self) -> None:
        from .memory_settings import MemorySettingsPage
        from .settings_dialog import SettingsDialog

        if self._settings_dialog is not None:
            self._settings_dialog.raise_()
            self._settings_dialog.activateWindow()
            return
        dialog = SettingsDialog(self.core, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.memory_page = MemorySettingsPage(self.core)
        if self.memory_page.sections:  # shown once a memory feature has something to show
            dialog.add_page(self.tr("Memory"), self.memory_page)
        dialog.sig_settings_changed.connect(self._settings_changed)
        dialog.sig_provider_saved.connect(lambda _cfg: self._settings_changed())
        dialog.finished.connect(lambda _r: setattr(self, "_settings_dialog", None))
        self._settings_dialog = dialog
        # open(), not exec(): a nested event loop would re-enter qasync's loop.
        dialog.open()

    def _settings_changed(self) -> None:
        apply_theme(self.core.settings.get("ui.theme"))
        if self.panel.chat is not None:
            self.panel.open_chat(self.panel.chat.id)

    def maybe_onboard(self) -> None:
        if self.core.providers.active() is not None:
            return
        from .onboarding import OnboardingDialog

        dialog = OnboardingDialog(self.core, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.sig_provider_saved.connect(lambda _cfg: self._settings_changed())
        self.onboarding_dialog = dialog
        dialog.open()

    # ----- window events -----------------------------------------------------------------
    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self._report_first_paint:
            # benchmarks/startup_bench.py: say when the first frame is painted, then quit.
            self._report_first_paint = False
            print("whizi-first-paint", flush=True)
            QTimer.singleShot(0, self.close)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._want_onboarding:
            self._want_onboarding = False
            QTimer.singleShot(0, self.maybe_onboard)

    def changeEvent(self, event) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.panel.view.set_dark(is_dark(self.palette()))
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.core.chat.stop_all()
        self.bridge.detach()
        self.sig_closed.emit()
        super().closeEvent(event)
