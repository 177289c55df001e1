"""Settings → Memory: "Chat analysis" and "Level of analysis" (first on the page), "Reference chat
history" (last), in the order and words of PRODUCT.md §4; and the progress of the background
analysis, here and in the main window's status bar. The choices are the core's
(`core.privacy.set_*`); this only shows them."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.memory.embedders import LOCAL, PROVIDER

from app.ui.chat.analysis_progress import AnalysisProgressView
from app.ui.common.bridge import on
from app.ui.common.i18n import plural
from app.ui.common.widgets import Card, StatusLabel, field_with_notes, hint_label
from app.ui.settings.simple_pages import card_form

if TYPE_CHECKING:
    from app.core.context import WhiziCore


class PrivacySection(QWidget):
    sig_settings_changed = Signal()

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.setAccessibleName(self.tr("Chat analysis and privacy"))
        settings = core.policy.settings_now()

        self.analysis = QComboBox()
        self.analysis.setAccessibleName(self.tr("Chat analysis"))
        self.analysis.addItem(self.tr("Chats are not automatically saved"), False)
        self.analysis.addItem(self.tr("Chats are automatically saved"), True)
        self.analysis.setCurrentIndex(1 if settings.automatic else 0)
        self.analysis_hint = hint_label("")
        self.progress = AnalysisProgressView()

        self.level = QComboBox()
        self.level.setAccessibleName(self.tr("Level of analysis"))
        self.level.addItem(self.tr("Strict"), False)
        self.level.addItem(self.tr("Detailed"), True)
        self.level.setCurrentIndex(1 if settings.detailed else 0)
        self.level_hint = hint_label("")

        form = card_form()
        form.addRow(self.tr("Chat &analysis"), field_with_notes(self.analysis, self.analysis_hint, self.progress))
        form.addRow(self.tr("&Level of analysis"), field_with_notes(self.level, self.level_hint))
        form.labelForField(self.analysis.parentWidget()).setBuddy(self.analysis)
        form.labelForField(self.level.parentWidget()).setBuddy(self.level)
        card = Card(self.tr("Privacy analysis"))
        card.body.addLayout(form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(card)

        self._describe()
        self.analysis.currentIndexChanged.connect(self._analysis_chosen)
        self.level.currentIndexChanged.connect(self._level_chosen)
        on(core.privacy.progress_changed, self.progress.show_progress, owner=self)
        self.progress.show_progress(core.privacy.progress())

    def _describe(self) -> None:
        automatic = bool(self.analysis.currentData())
        self.analysis_hint.setText(
            self.tr("Every chat, old and new, is analysed, and what is marked green is remembered.") if automatic
            else self.tr("Whizi learns only from chats you analyse: click the brain beside a chat."))
        detailed = bool(self.level.currentData())
        self.level_hint.setText(
            self.tr("Only green is remembered. Questionable (yellow) messages are shown, and you choose "
                    "to remember or ignore each.") if detailed
            else self.tr("Only green is remembered. Red is shown and never remembered; questionable "
                         "(yellow) messages are not shown and not remembered."))

    def _analysis_chosen(self, _index: int) -> None:
        self.core.privacy.set_chat_analysis(bool(self.analysis.currentData()))  # starts the background run
        self._describe()
        self.progress.show_progress(self.core.privacy.progress())
        self.sig_settings_changed.emit()

    def _level_chosen(self, _index: int) -> None:
        self.core.privacy.set_analysis_level(bool(self.level.currentData()))
        self._describe()
        self.sig_settings_changed.emit()



class ReferenceHistorySection(QWidget):
    """"Reference chat history" on / off (read by chat-history retrieval), and who turns remembered
    messages into search vectors: the model on this computer or the provider's, said plainly since
    the second sends their text to the provider."""

    sig_settings_changed = Signal()

    def __init__(self, core: WhiziCore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.reference_history = QCheckBox(self.tr("Reference chat history"))
        self.reference_history.setChecked(core.policy.settings_now().reference_history)
        hint = hint_label(self.tr("Let Whizi use your recent and earlier conversations when it answers. It only "
                                  "uses what the analysis allows it to remember."))
        self.embedder = QComboBox()
        self.embedder.addItem(self.tr("The model on this computer"), LOCAL)
        self.embedder.addItem(self.tr("The provider's embedding model"), PROVIDER)
        self.embedder.setAccessibleName(self.tr("Search memory with"))
        self.embedder_note = hint_label("")
        self.rebuild_button = QPushButton(self.tr("Rebuild search index"))
        self.rebuild_button.setToolTip(self.tr("Index your remembered messages again from your chats, for example "
                                               "if memory search seems to miss things"))
        rebuild_row = QHBoxLayout()
        rebuild_row.setContentsMargins(0, 0, 0, 0)
        rebuild_row.addWidget(self.rebuild_button)
        rebuild_row.addStretch(1)
        # "Rebuild search index": a bar with counts while it runs, as export and insights show theirs.
        self.rebuild_label = QLabel()
        self.rebuild_bar = QProgressBar()
        self.rebuild_bar.setAccessibleName(self.tr("Rebuilding the search index"))
        self.rebuild_bar.setFixedHeight(8)
        self.rebuild_bar.setTextVisible(False)
        self.rebuild_row = QWidget()
        progress = QVBoxLayout(self.rebuild_row)
        progress.setContentsMargins(0, 0, 0, 0)
        progress.setSpacing(3)
        progress.addWidget(self.rebuild_label)
        progress.addWidget(self.rebuild_bar)
        self.rebuild_row.hide()
        self.rebuild_status = StatusLabel()
        form = card_form()
        form.addRow(self.tr("&Search memory with"), field_with_notes(self.embedder, self.embedder_note))
        form.addRow("", rebuild_row)
        form.addRow("", self.rebuild_row)
        form.addRow("", self.rebuild_status)
        card = Card(self.tr("Chat history"))
        card.body.addWidget(field_with_notes(self.reference_history, hint))
        card.body.addLayout(form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(card)
        self._show_embedder()
        self.reference_history.toggled.connect(self._toggled)
        self.embedder.currentIndexChanged.connect(self._embedder_chosen)
        self.rebuild_button.clicked.connect(self._rebuild)
        on(core.history.rebuild_progressed, self._rebuild_progressed, owner=self)

    def _toggled(self, on: bool) -> None:
        self.core.privacy.set_reference_history(on)
        self.sig_settings_changed.emit()

    def _embedder_chosen(self, index: int) -> None:
        self.core.history.set_embedder(self.embedder.itemData(index))
        self._show_embedder()
        self.sig_settings_changed.emit()

    def _rebuild(self) -> None:
        self.core.history.rebuild()
        self.rebuild_status.clear_status()
        self._show_embedder()

    def _rebuild_progressed(self, progress) -> None:
        if progress.finished:
            self.rebuild_row.hide()
            self.rebuild_status.show_ok(plural(self.tr("Search index rebuilt from %n chat(s).", "", progress.total),
                                               progress.total))
            self._show_embedder()
            return
        self._show_rebuild(progress)

    def _show_rebuild(self, progress) -> None:
        """The bar: indeterminate until the first slice is in, then chats done of all chats."""
        if progress is None or not progress.total:
            self.rebuild_label.setText(self.tr("Rebuilding the search index…"))
            self.rebuild_bar.setRange(0, 0)
        else:
            total = progress.total
            self.rebuild_label.setText(plural(self.tr("Rebuilding the search index: %1 of %n chat(s)", "", total),
                                              total).replace("%1", str(progress.done)))
            self.rebuild_bar.setRange(0, total)
            self.rebuild_bar.setValue(progress.done)
        self.rebuild_row.show()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._show_embedder()      # the provider's models may have changed on the Providers page

    def _show_embedder(self) -> None:
        status = self.core.history.embedder_status()
        self.embedder.blockSignals(True)
        self.embedder.setCurrentIndex(max(0, self.embedder.findData(status.choice)))
        self.embedder.blockSignals(False)
        if status.using_provider:
            note = (self.tr("Remembered messages (only what the analysis allows) are sent to %1 to be turned into "
                            "search vectors with %2.")
                    .replace("%1", status.provider_name or "").replace("%2", status.provider_model or ""))
        elif status.choice == PROVIDER:
            note = self.tr("Your provider has no embedding model (Settings → Providers), so Whizi uses the model "
                           "on this computer.")
        else:
            note = self.tr("Private: search vectors are made on this computer and nothing leaves it for search.")
        if status.reindexing:
            note += " " + self.tr("Re-indexing your remembered messages in the background.")
        self.embedder_note.setText(note)
        self.rebuild_button.setEnabled(not status.reindexing)
        if status.reindexing:
            self._show_rebuild(self.core.history.rebuild_progress)
        else:
            self.rebuild_row.hide()
