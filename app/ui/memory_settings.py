"""Settings → Memory: one page that memory features fill with their own sections.

Each feature owns its section widget (its own module) and adds it in `MemorySettingsPage.__init__`
below; the page itself holds no memory logic.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget


class MemorySettingsPage(QWidget):
    sig_settings_changed = Signal()

    def __init__(self, core, parent=None) -> None:
        super().__init__(parent)
        self.core = core
        self.setAccessibleName(self.tr("Memory settings"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addStretch(1)
        self.sections: list[QWidget] = []
        # ----- sections (each feature adds one line here) -----

    def add_section(self, widget: QWidget, position: int | None = None) -> None:
        """Insert a section (at `position` among the sections, default last) with a rule above it."""
        position = len(self.sections) if position is None else max(0, min(position, len(self.sections)))
        if position > 0 or self.sections:
            rule = QFrame()
            rule.setFrameShape(QFrame.Shape.HLine)
            rule.setFrameShadow(QFrame.Shadow.Sunken)
            widget.setProperty("_rule", rule)
        self.sections.insert(position, widget)
        self._relayout()
        changed = getattr(widget, "sig_settings_changed", None)
        if changed is not None:
            changed.connect(self.sig_settings_changed)

    def _relayout(self) -> None:
        while self._layout.count():
            self._layout.takeAt(0)
        for i, section in enumerate(self.sections):
            rule = section.property("_rule")
            if i > 0 and rule is not None:
                self._layout.addWidget(rule)
            self._layout.addWidget(section)
        self._layout.addStretch(1)

    def dialog_closing(self) -> None:
        for section in self.sections:
            closing = getattr(section, "dialog_closing", None)
            if closing is not None:
                closing()
