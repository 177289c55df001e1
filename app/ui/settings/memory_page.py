"""Settings → Memory: one page that memory features fill with their own sections.

Each feature owns its section widget (its own module) and adds it in `MemorySettingsPage.__init__`
below; the page itself holds no memory logic. A section is made of cards with headings
(widgets.Card, docs/design.md): "Privacy analysis", "Saved memory" and "Insights", "Chat history".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.ui.common.design import SPACING

if TYPE_CHECKING:
    from app.core.context import WhiziCore


class MemorySettingsPage(QWidget):
    def __init__(self, core: WhiziCore, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        self.setAccessibleName(self.tr("Memory settings"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(SPACING.l)  # between cards
        self._layout.addStretch(1)
        self.sections: list[QWidget] = []
        # ----- sections (each feature adds one line here) -----
        from app.ui.memory.facts_panel import FactsSection  # saved memory ("What Whizi remembers")
        self.add_section(FactsSection(core), 0)
        from app.ui.settings.privacy_page import PrivacySection, ReferenceHistorySection  # PRODUCT.md §4 order:
        self.add_section(PrivacySection(core), 0)       # "Chat analysis", "Level of analysis" first,
        self.add_section(ReferenceHistorySection(core))  # "Reference chat history" after the facts

    def add_section(self, widget: QWidget, position: int | None = None) -> None:
        """Insert a section (at `position` among the sections, default last); its cards keep it apart."""
        position = len(self.sections) if position is None else max(0, min(position, len(self.sections)))
        self.sections.insert(position, widget)
        self._relayout()

    def _relayout(self) -> None:
        while self._layout.count():
            widget = self._layout.itemAt(0).widget()
            if widget is not None:
                # removeWidget deletes the layout item. A taken item that lives on keeps the widget
                # registered to it, and the next item would never hear of size changes (stale
                # height-for-width: a section that grows would overlap itself).
                self._layout.removeWidget(widget)
            else:
                self._layout.takeAt(0)
        for section in self.sections:
            self._layout.addWidget(section)
        self._layout.addStretch(1)

    def dialog_closing(self) -> None:
        for section in self.sections:
            closing = getattr(section, "dialog_closing", None)
            if closing is not None:
                closing()
