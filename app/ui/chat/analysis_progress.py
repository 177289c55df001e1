"""The background privacy analysis as the user sees it: a bar and a line of text, in Settings →
Memory and in the main window's status bar (only while there is something to say)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from app.core.memory.privacy.state import AnalysisProgress

if TYPE_CHECKING:
    from app.core.context import WhiziCore


def progress_text(progress: AnalysisProgress) -> str:
    if progress.running:
        return QCoreApplication.translate("AnalysisProgress", "Analysing your chats: {0} of {1} messages").format(
            progress.done, progress.total)
    if progress.failed:
        return QCoreApplication.translate(
            "AnalysisProgress", "Analysis finished. {0} messages could not be analysed and are not remembered; "
                                "click a chat's brain to try again.").format(progress.failed)
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


def attach_analysis_status(window, core: WhiziCore, bridge) -> AnalysisProgressView:
    """The background analysis in the main window's status bar, shown only while there is one."""
    view = AnalysisProgressView(window, compact=True)
    bridge.on(core.privacy.progress_changed, lambda progress: _show_in_status_bar(window, view, progress))
    current = core.privacy.progress()
    if current.total:
        _show_in_status_bar(window, view, current)
    return view


def _show_in_status_bar(window, view: AnalysisProgressView, progress: AnalysisProgress) -> None:
    if not view.property("inStatusBar"):
        window.statusBar().addPermanentWidget(view)  # the status bar appears only when needed
        view.setProperty("inStatusBar", True)
    view.show_progress(progress)
