"""The background privacy analysis as the user sees it: a bar and a line of text, in Settings →
Memory and in the main window's status bar (only while there is something to say)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from app.core.memory.privacy.state import AnalysisProgress

from app.ui.common.i18n import plural

if TYPE_CHECKING:
    from app.core.context import WhiziCore


def progress_text(progress: AnalysisProgress) -> str:
    # lupdate reads a numerus translate() only when its count is on the line of its text.
    total, failed = progress.total, progress.failed
    if progress.running:
        text = QCoreApplication.translate("AnalysisProgress", "Analysing your chats: %1 of %n message(s)", "", total)
        return plural(text, total).replace("%1", str(progress.done))
    if progress.failed:
        text = QCoreApplication.translate("AnalysisProgress", "Analysis finished. %n message(s) could not be analysed and will not be remembered; click a chat's brain to try again.", "", failed)  # noqa: E501
        return plural(text, failed)
    return QCoreApplication.translate("AnalysisProgress", "Analysis finished.")


class AnalysisProgressView(QWidget):
    """A bar and a line of text; hidden while no analysis runs."""

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.bar = QProgressBar()
        self.bar.setAccessibleName(self.tr("Analysis progress"))
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(8 if compact else 10)
        if compact:
            self.bar.setFixedWidth(120)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(not compact)
        layout = QHBoxLayout(self) if compact else QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6 if compact else 4)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        # A finished run says so for a while, then gets out of the way (compact, status bar only).
        self.linger = QTimer(self)
        self.linger.setSingleShot(True)
        self.linger.setInterval(8000)
        self.linger.timeout.connect(self.hide)
        self.compact = compact
        self.hide()

    def show_progress(self, progress: AnalysisProgress) -> None:
        if progress.total == 0:
            self.hide()
            return
        self.bar.setRange(0, progress.total)
        self.bar.setValue(progress.done)
        self.bar.setVisible(progress.running)
        self.label.setText(progress_text(progress))
        self.bar.setAccessibleDescription(self.label.text())
        self.show()
        if self.compact and not progress.running:
            self.linger.start()
        else:
            self.linger.stop()


class StatusBarAnalysis(AnalysisProgressView):
    """The analysis in the main window's status bar: the one place that says how it goes, so a
    finished run replaces the running one instead of both showing. A run a brain click started
    is worded by the chat it analyses, as seen from the chat on screen ("this chat" only while it
    is the one shown), and the brain's open menu hears when it is done."""

    def __init__(self, window, core: WhiziCore) -> None:
        super().__init__(window, compact=True)
        self.window = window
        self.core = core
        self.chat_id = ""             # the chat a brain click is analysing ("" for a general run)
        self.chat_title = ""
        self.menu = None              # that click's menu, while it is open
        self.progress = AnalysisProgress()

    def started(self, chat_id: str, title: str, menu) -> None:
        """A brain was clicked and the analysis of `chat_id` queued."""
        self.chat_id, self.chat_title = chat_id, title
        self.menu = menu
        if menu is not None:
            menu.destroyed.connect(lambda *_a, m=menu: self._menu_gone(m))
        progress = self.core.privacy.progress()
        # Nothing left to analyse in it: the click's analysis is already over.
        self.update_progress(progress if progress.total else AnalysisProgress(running=False, total=1, done=1))

    def _menu_gone(self, menu) -> None:
        if self.menu is menu:
            self.menu = None

    def update_progress(self, progress: AnalysisProgress) -> None:
        self.progress = progress
        if not self.property("inStatusBar"):
            self.window.statusBar().addPermanentWidget(self)  # the status bar appears only when needed
            self.setProperty("inStatusBar", True)
        self.show_progress(progress)
        if not progress.running:
            if self.menu is not None:
                self.menu.set_finished()
            self.chat_id = ""
        self.refresh_text()

    def refresh_text(self) -> None:
        """Word a running click's analysis from the chat shown now (the panel switched chats)."""
        if not (self.progress.running and self.chat_id):
            return
        shown = self.window.panel.chat
        if shown is not None and shown.id == self.chat_id:
            text = QCoreApplication.translate("AnalysisProgress", "Analysing this chat…")
        else:
            title = self.label.fontMetrics().elidedText(self.chat_title, Qt.TextElideMode.ElideRight, 240)
            text = QCoreApplication.translate("AnalysisProgress", 'Analysing "{0}"…').format(title)
        self.label.setText(text)
        self.bar.setAccessibleDescription(text)


def attach_analysis_status(window, core: WhiziCore, bridge) -> StatusBarAnalysis:
    """The background analysis in the main window's status bar, shown only while there is one."""
    view = StatusBarAnalysis(window, core)
    bridge.on(core.privacy.progress_changed, view.update_progress)
    current = core.privacy.progress()
    if current.total:
        view.update_progress(current)
    return view
