"""The main window: sidebar | open chat, menus and the shortcuts of PRODUCT.md §2."""
from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QLineEdit, QMainWindow, QSplitter, QStackedWidget, QWidget

from app.ui.common.icons import icon
from app.ui.common.plain import plain_box
from app.ui.common.theme import apply_theme, is_dark

if TYPE_CHECKING:
    from app.core.context import WhiziCore
    from app.core.store.early_read import FirstScreen

    from app.ui.settings.encrypt_run import EncryptRun

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    sig_closed = Signal()
    sig_first_paint = Signal()      # start deferred work (warm-ups) once the user sees the window
    sig_replaced = Signal(object)   # the new MainWindow, after "Delete all data" reopened the core

    def __init__(self, core: WhiziCore | None = None, *, onboarding: bool = True, parent=None) -> None:
        """With a core, the whole window. Without one, the frame alone (layout, menu titles,
        status bar) that start-up paints before the database and the memory features are loaded;
        `show_first_screen` fills it with the user's chats and the composer before the core is
        loaded, and `attach(core)` fills or takes it over in place, so nothing moves."""
        super().__init__(parent)
        self.core: WhiziCore | None = None
        self.encrypt_run: EncryptRun | None = None     # "Encrypt my data", while it runs and after
        self.setWindowTitle("Whizi")
        self.setWindowIcon(icon("whizi"))
        self.resize(1100, 720)
        self._want_onboarding = onboarding
        self._shown = False
        self._painted = False
        self._ready_painted = False
        self._report_first_paint = os.environ.get("WHIZI_REPORT_FIRST_PAINT") == "1"
        self._content_painted = False   # the user's chats on screen: "ready"
        self._waiting: list[Callable[[], None]] = []   # what the user asked for before the core was loaded
        self._sends_waiting = 0          # messages sent before the core was loaded, not yet handed to it
        self._close_when_attached = False  # the user closed the window while one of them waited
        self.sidebar = None
        self.panel = None
        if core is None:
            self._build_frame()
        else:
            self.attach(core)

    def _build_frame(self) -> None:
        splitter = QSplitter()
        splitter.addWidget(_FramePane(list_area=True))
        splitter.addWidget(_FramePane(list_area=False))
        self._size_splitter(splitter)
        self.setCentralWidget(splitter)
        for title in self._menu_titles():
            self.menuBar().addMenu(title).setEnabled(False)
        self.statusBar()

    def _menu_titles(self) -> tuple[str, str, str, str]:
        """The menu bar's titles: the frame shows them before the menus exist."""
        return self.tr("&File"), self.tr("&Edit"), self.tr("&Chat"), self.tr("&Memory")

    @staticmethod
    def _size_splitter(splitter: QSplitter) -> None:
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 740])
        splitter.setChildrenCollapsible(False)

    def show_first_screen(self, screen: FirstScreen) -> None:
        """Before the core is loaded (start-up, #15): the user's chats from `screen`, the empty
        chat and the composer, the menus. What the user does that needs the core waits for
        `attach` (`_when_core`); typing does not."""
        from app.ui.chat.empty_state import EarlyChatPanel
        from app.ui.chat.sidebar import Sidebar

        early = EarlyChatPanel()
        early.sig_send.connect(self._send_when_core)
        early.sig_stop.connect(lambda: self._when_core(lambda: self.panel.stop()))
        self._build_content(Sidebar(None, first_screen=screen), early)
        early.composer.focus()

    def _build_content(self, sidebar, panel) -> None:
        self.sidebar = sidebar
        self.panel = panel
        splitter = QSplitter()
        splitter.addWidget(self.sidebar)
        # The open chat, or the Memory Map in its place (built the first time it is shown).
        self.content = QStackedWidget()
        self.content.addWidget(self.panel)
        self.memory_map = None
        splitter.addWidget(self.content)
        self._size_splitter(splitter)
        if self.centralWidget() is not None:  # the frame's panes go; the real ones take their place
            splitter.setSizes(self.centralWidget().sizes())
        self.setCentralWidget(splitter)
        self.sidebar.sig_chat_selected.connect(self._chat_selected)
        self.sidebar.sig_memory_map_requested.connect(lambda: self._when_core(self.show_memory_map))
        self.sidebar.sig_new_chat_requested.connect(lambda: self._when_core(self.new_chat))
        self.sidebar.sig_temporary_chat_requested.connect(lambda: self._when_core(self.new_temporary_chat))
        self.sidebar.sig_chat_deleted.connect(self._chat_deleted)
        self.menuBar().clear()
        self._build_menus()
        if self._shown:
            self.update()

    def _when_core(self, action: Callable[[], None]) -> None:
        """Do `action` now, or once the core is loaded (start-up shows the window before, #15)."""
        if self.core is not None:
            action()
        else:
            self._waiting.append(action)

    def _send_when_core(self, text: str) -> None:
        """A message sent before the core was loaded: sent once it is. Until then closing the
        window waits for it (closeEvent), so that a message the user saw go out is not lost."""
        def send() -> None:
            self._sends_waiting -= 1
            self.panel.send(text)

        self._sends_waiting += 1
        self._when_core(send)

    def _close_after_stored(self, core: WhiziCore) -> None:
        """Close once the user's message sent before the core was loaded is stored (its send has
        just started), or after a few seconds if that send failed (too long, a full disk: the
        panel says so)."""
        from app.core.domain import Role

        def close() -> None:
            if self._close_when_attached:
                self._close_when_attached = False
                self.close()

        self._close_when_attached = True
        self.bridge.on(core.chat.message_added, lambda msg: close() if msg.role is Role.USER else None)
        QTimer.singleShot(5000, close)

    def _chat_selected(self, chat_id: str, message_id: str) -> None:
        def open_it() -> None:
            self.show_chat_panel()
            self.panel.open_chat(chat_id, message_id)

        self._when_core(open_it)

    def attach(self, core: WhiziCore) -> None:
        """Build the window's content on an open core (once), or take over the first screen."""
        from app.ui.chat.analysis_progress import attach_analysis_status
        from app.ui.chat.panel import ChatPanel
        from app.ui.chat.sidebar import Sidebar
        from app.ui.common.bridge import EventBridge
        from app.ui.common.operations import Operations

        self.core = core
        self.bridge = EventBridge(self)   # every core event this window's widgets hear; detached on close
        self.operations = Operations(self)  # core work the window itself starts ("Delete all data")
        early = self.panel
        focused = QApplication.focusWidget()
        if early is None:
            self._build_content(Sidebar(core), ChatPanel(core, self.bridge))
        else:
            self.panel = ChatPanel(core, self.bridge, composer=early.take_composer())
            self.content.insertWidget(0, self.panel)
            self.content.setCurrentWidget(self.panel)
            self.content.removeWidget(early)
            early.deleteLater()
        self.panel.sig_chat_created.connect(lambda chat_id: self.sidebar.reload(keep=chat_id))
        self.panel.sig_status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.panel.sig_memory_requested.connect(self.open_memory_settings)
        self.panel.sig_title_changed.connect(self._show_chat_title)
        self.bridge.on(core.chat.chat_changed, self.sidebar.chat_changed)   # that chat's row only
        # Privacy analysis: the sidebar's brains follow the core; background analysis shows its progress.
        self.bridge.on(core.privacy.changed, lambda _change: self.sidebar.refresh_brains())
        # Settings: the core's change event, whoever wrote the setting (the Settings dialog, a
        # memory page, an import). Changes and provider saves that land in one turn of the event
        # loop (an import writes several settings, saving a provider may also make it active) are
        # applied once, in the next turn.
        self._settings_timer = QTimer(self)
        self._settings_timer.setSingleShot(True)
        self._settings_timer.setInterval(0)
        self._settings_timer.timeout.connect(self._settings_changed)
        self.bridge.on(core.settings.changed, lambda _change: self._settings_timer.start())
        self.sidebar.sig_status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.analysis_status = attach_analysis_status(self, core, self.bridge)
        self.sidebar.sig_analysis_started.connect(self.analysis_status.started)
        self.panel.sig_analysis_started.connect(self.analysis_status.started)
        self.panel.sig_title_changed.connect(lambda _title: self.analysis_status.refresh_text())
        from app.ui.settings.data_transfer import DataTransfer

        self.transfer = DataTransfer(core, self)   # export / import, from the File menu or Settings → Data
        self.transfer.sig_finished.connect(self._transfer_finished)
        self._replaced = False
        self._settings_dialog = None
        self.onboarding_dialog = None
        self.panel.view.set_dark(is_dark(self.palette()))
        if self._shown:
            self._schedule_onboarding()
            self.update()
        if early is not None:   # the sidebar's own waiting actions run here, with every connection made
            self.sidebar.attach_core(core)
        waiting, self._waiting = self._waiting, []
        for action in waiting:
            action()
        if self._close_when_attached:   # closed while a message waited: it is stored, then the window closes
            self._close_after_stored(core)
        if early is not None and isinstance(focused, QLineEdit) and focused.isVisible():
            # The user is typing there (the search, a chat's new name): what was asked for before
            # the core was loaded (a chat opened, which focuses the composer) does not take it away.
            focused.setFocus(Qt.FocusReason.OtherFocusReason)

    def _action(self, menu, text: str, slot, shortcut=None, *, needs_core: bool = True) -> QAction:
        """A menu entry; with `needs_core`, `slot` runs once the core is loaded if it is not yet
        (start-up, #15); the sidebar's own actions wait for it themselves."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect((lambda _checked=False: self._when_core(slot)) if needs_core
                                 else (lambda _checked=False: slot()))
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        # Each slot looks its widget up when it runs: the chat panel is the core's, made by attach.
        bar = self.menuBar()
        file, edit, chat, memory = (bar.addMenu(title) for title in self._menu_titles())
        self.new_action = self._action(file, self.tr("New chat"), self.new_chat, QKeySequence.StandardKey.New)
        self._action(file, self.tr("New temporary chat"), self.new_temporary_chat, "Ctrl+Shift+N")
        file.addSeparator()
        self.export_action = self._action(file, self.tr("Export data…"), lambda: self.transfer.choose_export_file())
        self.import_action = self._action(file, self.tr("Import data…"), lambda: self.transfer.choose_import_files())
        self.import_chatgpt_action = self._action(file, self.tr("Import from ChatGPT…"),
                                                  lambda: self.transfer.choose_import_files(chatgpt=True))
        file.addSeparator()
        self.settings_action = self._action(file, self.tr("Settings…"), self.open_settings, "Ctrl+,")
        file.addSeparator()
        self._action(file, self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit, needs_core=False)
        self._action(edit, self.tr("Search chats"), lambda: self.sidebar.focus_search(), "Ctrl+K", needs_core=False)
        self.stop_action = self._action(chat, self.tr("Stop reply"), lambda: self.panel.stop(), "Esc")
        self._action(chat, self.tr("Regenerate reply"), lambda: self.panel.regenerate(), "Ctrl+R")
        self._action(chat, self.tr("Rename chat"), self._rename_current, "F2", needs_core=False)
        self._action(chat, self.tr("Pin or unpin chat"), lambda: self.sidebar.toggle_pin(self.sidebar.current_chat_id()),
                     needs_core=False)
        self.memory_map_action = self._action(memory, self.tr("Memory Map"), self.toggle_memory_map, "Ctrl+Shift+M")
        self._action(memory, self.tr("What Whizi remembers…"), self.open_memory_settings)

    def _show_chat_title(self, title: str) -> None:
        """The open chat's title before the app's name ("[*]" would be Qt's modified marker)."""
        self.setWindowTitle(f"{title.replace('[*]', '[*][*]')} — Whizi" if title else "Whizi")

    # ----- actions -----------------------------------------------------------------------
    def new_chat(self) -> None:
        # No empty chats pile up in the sidebar: a chat is stored when its first message is sent.
        self.show_chat_panel()
        self.sidebar.select_chat("", emit=False)
        self.panel.show_chat(None)

    def new_temporary_chat(self) -> None:
        self.show_chat_panel()
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
        if self.memory_map is not None:
            self.memory_map.refresh_soon()   # a deleted chat that keeps remembered messages says so

    def open_settings(self) -> None:
        from app.ui.settings.dialog import SettingsDialog
        from app.ui.settings.memory_page import MemorySettingsPage

        if self._settings_dialog is not None:
            self._settings_dialog.raise_()
            self._settings_dialog.activateWindow()
            return
        dialog = SettingsDialog(self.core, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.memory_page = MemorySettingsPage(self.core)
        if self.memory_page.sections:  # shown once a memory feature has something to show
            dialog.add_page(self.tr("Memory"), self.memory_page)
        for section in self.memory_page.sections:   # "Why does Whizi remember this?" → the Memory Map
            sources_requested = getattr(section, "sig_sources_requested", None)
            if sources_requested is not None:
                sources_requested.connect(self.show_fact_sources)
        from app.ui.settings.data_page import DataPage

        self.data_page = DataPage(self.core, self.transfer)
        self.data_page.sig_delete_all_requested.connect(self.delete_all_data)
        self.data_page.sig_encrypt_requested.connect(self.encrypt_data)
        dialog.add_page(self.tr("Data"), self.data_page)
        dialog.sig_provider_saved.connect(lambda _cfg: self._settings_timer.start())
        dialog.finished.connect(lambda _r: setattr(self, "_settings_dialog", None))
        self._settings_dialog = dialog
        # open(), not exec(): a nested event loop would re-enter qasync's loop.
        dialog.open()

    # ----- the Memory Map ----------------------------------------------------------------------
    def memory_map_page(self):
        if self.memory_map is None:
            from app.ui.memory.memory_map import MemoryMapPage  # imported when first shown: start-up stays light

            page = MemoryMapPage(self.core, self.bridge)
            page.sig_back.connect(self.show_chat_panel)
            page.sig_open_chat.connect(self._open_chat_from_map)
            page.sig_show_memory.connect(self.open_memory_settings)
            page.sig_status.connect(lambda text: self.statusBar().showMessage(text, 6000))
            page.dialogue.view.set_dark(is_dark(self.palette()))
            self.content.addWidget(page)
            self.memory_map = page
        return self.memory_map

    def show_memory_map(self) -> None:
        """The Memory Map in place of the open chat (sidebar button, Ctrl+Shift+M)."""
        page = self.memory_map_page()
        self.content.setCurrentWidget(page)
        self.sidebar.set_memory_map_shown(True)
        page.open_map()

    def show_chat_panel(self) -> None:
        if self.content.currentWidget() is not self.panel:
            self.content.setCurrentWidget(self.panel)
            self.sidebar.set_memory_map_shown(False)
            self.panel.composer.focus()

    def toggle_memory_map(self) -> None:
        if self.memory_map is not None and self.content.currentWidget() is self.memory_map:
            self.show_chat_panel()
        else:
            self.show_memory_map()

    def show_fact_sources(self, fact_id: str) -> None:
        """Settings → Memory, "Why does Whizi remember this?": the messages in the Memory Map."""
        if self._settings_dialog is not None:
            self._settings_dialog.done(0)   # it is window-modal; the map is in this window
        page = self.memory_map_page()
        self.content.setCurrentWidget(page)
        self.sidebar.set_memory_map_shown(True)
        page.show_sources(fact_id)

    def _open_chat_from_map(self, chat_id: str) -> None:
        self.show_chat_panel()
        self.sidebar.reload()
        self.sidebar.select_chat(chat_id, emit=False)
        self.panel.open_chat(chat_id)

    def open_memory_settings(self) -> None:
        """Settings → Memory with the saved facts shown ("Memory updated" in a chat leads here)."""
        self.open_settings()
        dialog, page = self._settings_dialog, getattr(self, "memory_page", None)
        title = next((t for t in dialog.page_titles() if dialog.page(t) is page), None) if dialog else None
        if title is None:
            return
        dialog.show_page(title)
        for section in page.sections:
            reveal = getattr(section, "reveal", None)
            if reveal is not None:
                reveal()

    # ----- your data ---------------------------------------------------------------------------
    def _transfer_finished(self, result) -> None:
        from app.core.data import ImportReport

        if isinstance(result, ImportReport) and result.changed_anything:
            self.sidebar.reload(keep=self.sidebar.current_chat_id())

    def delete_all_data(self) -> None:
        """Settings → Data confirmed: close the dialog (its pages write what they hold), erase,
        and carry on in a fresh window on the empty folder."""
        if self._settings_dialog is not None:
            self._settings_dialog.done(0)
        self.statusBar().showMessage(self.tr("Deleting all data…"))
        # Closing, sealing and reopening the core waits for replies to stop: a coroutine.
        self.operations.run(self.core.data.delete_all(), done=self._all_data_deleted, failed=self._delete_all_failed)

    def _delete_all_failed(self, error: BaseException) -> None:
        from PySide6.QtWidgets import QMessageBox

        log.error("delete all data failed", exc_info=error)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Couldn't delete all data"),
                          self.tr("Whizi could not delete everything (%1). Close Whizi and try again.")
                          .replace("%1", str(error)), QMessageBox.StandardButton.Ok, self)
        plain_box(box)  # the error may quote a path
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _all_data_deleted(self, fresh_core: WhiziCore) -> None:
        apply_theme(fresh_core.settings.get("ui.theme"))  # the settings are the defaults again
        self.replace_core(fresh_core, onboarding=True)

    def encrypt_data(self, passphrase: str | None, use_keyring: bool) -> None:
        """Settings → Data → "Encrypt my data…" confirmed: close the dialog, encrypt the folder with
        the core closed (settings/encrypt_run.py) and carry on in a fresh window on it."""
        from app.ui.settings.encrypt_run import EncryptRun

        if self.transfer.busy():   # it works on the open core, which is about to close
            self.statusBar().showMessage(self.tr("Wait for the export or import to finish, then encrypt your data."),
                                         8000)
            return
        if self._settings_dialog is not None:
            self._settings_dialog.done(0)
        self.encrypt_run = EncryptRun(self)
        self.encrypt_run.sig_done.connect(self._encrypted)
        self.encrypt_run.start(self.core, passphrase, use_keyring)

    def _encrypted(self, fresh_core: WhiziCore) -> None:
        from app.core.store.encryption import status

        fresh = self.replace_core(fresh_core, onboarding=False)
        if status(fresh_core.layout.root).encrypted:   # else it failed and the plain folder was reopened: said in a box
            fresh.statusBar().showMessage(self.tr("Your data is now encrypted."), 10_000)

    def replace_core(self, fresh_core: WhiziCore, *, onboarding: bool) -> MainWindow:
        """Carry on in a new window on `fresh_core` (this one's core was closed)."""
        fresh = MainWindow(fresh_core, onboarding=onboarding)
        fresh.setGeometry(self.geometry())
        self._replaced = True
        self.sig_replaced.emit(fresh)
        fresh.show()
        self.close()
        return fresh

    def _settings_changed(self) -> None:
        apply_theme(self.core.settings.get("ui.theme"))
        if self.panel.chat is not None:
            self.panel.open_chat(self.panel.chat.id)

    def maybe_onboard(self) -> None:
        if self.core.providers.active() is not None:
            return
        from app.ui.settings.onboarding import OnboardingDialog

        dialog = OnboardingDialog(self.core, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.sig_provider_saved.connect(lambda _cfg: self._settings_timer.start())
        self.onboarding_dialog = dialog
        dialog.open()

    # ----- window events -----------------------------------------------------------------
    @property
    def painted(self) -> bool:
        """True once the window (the frame at least) has been on screen."""
        return self._painted

    @property
    def ready(self) -> bool:
        """True once the user's chats have been on screen (with the core loaded or not yet)."""
        return self._content_painted

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self._report_first_paint:
                # benchmarks/startup_bench.py: the first frame the user sees.
                print("whizi-first-paint", flush=True)
        if self.sidebar is not None and not self._content_painted:
            self._content_painted = True
            if self._report_first_paint:
                # ...and the window with the user's chats in it ("ready"); then quit.
                self._report_first_paint = False
                print("whizi-ready", flush=True)
                QTimer.singleShot(0, self.close)
        if self.core is not None and not self._ready_painted:
            self._ready_painted = True
            # Deferred work (warm-ups) waits for the core's content, not for the frame.
            QTimer.singleShot(0, self.sig_first_paint.emit)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._shown = True
        if self.core is not None:
            self._schedule_onboarding()

    def _schedule_onboarding(self) -> None:
        if self._want_onboarding:
            self._want_onboarding = False
            QTimer.singleShot(0, self.maybe_onboard)

    def changeEvent(self, event) -> None:
        if self.core is not None and event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.panel.view.set_dark(is_dark(self.palette()))
            if self.memory_map is not None:
                self.memory_map.dialogue.view.set_dark(is_dark(self.palette()))
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        run = self.encrypt_run
        if run is not None and run.busy():
            # "Encrypt my data" works with the core closed; quitting half-way would leave the old
            # folder (encrypt_folder is crash-safe), but the user asked for encryption: it finishes.
            event.ignore()
            run.say_close_waits()
            return
        if self.core is None and self._sends_waiting:
            # A message sent in the first moments waits for the core; quitting now would drop it
            # although the window showed it going out. The window closes once it is stored.
            event.ignore()
            self._close_when_attached = True
            self.statusBar().showMessage(self.tr("Saving your message before closing…"))
            return
        if self.core is None:  # closed while start-up was still opening the data folder
            self.sig_closed.emit()
            super().closeEvent(event)
            return
        self.core.chat.stop_all()
        self.transfer.cancel()  # an export or import in progress stops; a cancelled import changes nothing
        self.bridge.detach()
        self._settings_timer.stop()
        if self.memory_map is not None:
            self.memory_map.watcher.detach()
            self.memory_map.cancel_tasks()
        if not self._replaced:  # replaced after "Delete all data": the app goes on in the new window
            self.sig_closed.emit()
        super().closeEvent(event)


class _FramePane(QWidget):
    """A start-up placeholder: where the chat list or the composer will be, in the Base colour,
    so the content appearing a moment later fills the shapes the user already sees."""

    def __init__(self, *, list_area: bool) -> None:
        super().__init__()
        self._list_area = list_area

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
        r = self.rect()
        if self._list_area:
            painter.drawRect(r.adjusted(6, 64, -6, -36))
        else:
            painter.drawRect(QRect(r.left() + 10, r.bottom() - 79, max(0, r.width() - 66), 70))
