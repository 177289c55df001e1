"""Mouse, keyboard and the actions menu of the transcript view.

A part of ``MessageListView`` (view.py) kept in its own module: the view inherits it, and it works
on the view's own state (hover, the current row, the delegate's geometry). Clicks are hit-tested
against the same ``geometry()`` the delegate paints with, so what is drawn is what is clicked.
Every action the mouse reaches is also in the menu that Enter, the Menu key and Shift+F10 open.

Strings are translated in the view's context ("MessageListView"), as they were written there.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QContextMenuEvent, QKeySequence
from PySide6.QtWidgets import QMenu

from app.ui.chat.markdown_render import code_blocks
from app.ui.chat.transcript.documents import anchor_rects
from app.ui.chat.transcript.model import MessageItem

__all__ = ["TranscriptInteraction"]


_MENU_LINKS = 10  # links a message's menu offers (the first ones)
_CHORD_MODIFIERS = (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
                    | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier)


class TranscriptInteraction:
    """Hover, clicks, keys and the actions menu of ``MessageListView``; only ever its base class."""

    def _hit(self, pos: QPoint) -> tuple[str | None, tuple[str, str] | None]:
        """(message id, ("action", name) | ("link", href) | None) under a viewport point."""
        index = self.indexAt(pos)
        if not index.isValid():
            return None, None
        item = self.model().item(index.row())
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        geo = self._delegate.geometry(self.visualRect(index), item, rendered)
        for name, rect in geo.actions.items():
            if rect.contains(pos):
                return item.id, ("action", name)
        if geo.text.contains(pos):
            href = rendered.doc.documentLayout().anchorAt(QPointF(pos - geo.text.topLeft()))
            if href:
                return item.id, ("link", href)
        return item.id, None

    def _set_hover(self, message_id: str | None, target: tuple[str, str] | None) -> None:
        if (message_id, target) == (self.hovered_id, self.hovered_target):
            return
        previous = self.hovered_id
        self.hovered_id, self.hovered_target = message_id, target
        for mid in {previous, message_id} - {None}:
            item_row = self.model().row_of(mid) if self.model() is not None else -1
            if item_row >= 0:
                self.viewport().update(self.visualRect(self.model().index(item_row, 0)))
        if target is not None:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()

    def _update_hover(self, pos: QPoint) -> None:
        if self.model() is None or self._batching:
            return
        self._set_hover(*self._hit(pos))

    def mouseMoveEvent(self, event) -> None:
        self._mouse_pos = event.position().toPoint()
        self._update_hover(self._mouse_pos)
        super().mouseMoveEvent(event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.Leave:
            self._mouse_pos = None
            self._set_hover(None, None)
        return super().viewportEvent(event)

    def mousePressEvent(self, event) -> None:
        self._pressed = None
        if event.button() == Qt.MouseButton.LeftButton and self.model() is not None and not self._batching:
            pos = event.position().toPoint()
            self._update_hover(pos)  # a click without a move first (touch, tests) still hits
            message_id, target = self._hit(pos)
            if message_id is not None and target is not None:
                self._pressed = (message_id, target)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        pressed, self._pressed = self._pressed, None
        if pressed is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if self._hit(event.position().toPoint()) == pressed:  # released where it was pressed
            self._activate(*pressed)

    def _activate(self, message_id: str, target: tuple[str, str]) -> None:
        kind, value = target
        if kind == "action":
            signal = {
                "copy": self.sig_copy_requested,
                "edit": self.sig_edit_requested,
                "regenerate": self.sig_regenerate_requested,
                "remember": self.sig_remember_requested,
                "ignore": self.sig_ignore_requested,
                "forget": self.sig_forget_requested,
            }[value]
            signal.emit(message_id)
        elif value.startswith("copy:"):
            try:
                block = int(value[5:])
            except ValueError:
                return
            self.sig_copy_code_requested.emit(message_id, block)
        elif value.startswith("retry:"):
            self.sig_retry_requested.emit(message_id)
        else:
            self.sig_link_activated.emit(value)

    def keyPressEvent(self, event) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and self.currentIndex().isValid():
            self.sig_copy_requested.emit(self.model().item(self.currentIndex().row()).id)
            event.accept()
            return
        chord = event.modifiers() & _CHORD_MODIFIERS
        key = event.key()
        # The Menu key and Shift+F10 reach contextMenuEvent from the platform only when the key
        # is left unhandled, and not at all from a synthesised key press: open the menu here.
        # Enter too: QAbstractItemView would emit activated() and pass the key on, and in a
        # dialog an unhandled Enter presses the default button.
        if ((key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Menu) and not chord)
                or (key == Qt.Key.Key_F10 and chord == Qt.KeyboardModifier.ShiftModifier)):
            self.open_actions_menu()
            event.accept()
            return
        super().keyPressEvent(event)

    # keyboard access to the row actions
    def focusInEvent(self, event) -> None:
        # Tabbing in would make the first row current (the oldest message, far above the
        # screen); a reader arriving by keyboard starts at what is on screen, the newest shown.
        model = self.model()
        if (model is not None and model.rowCount() and not self.currentIndex().isValid() and self.layout_ready
                and event.reason() != Qt.FocusReason.MouseFocusReason):
            visible = self._visible_rows()
            if visible:
                auto_scroll = self.hasAutoScroll()
                self.setAutoScroll(False)
                try:
                    self.selectionModel().setCurrentIndex(model.index(visible[-1], 0),
                                                          self.selectionModel().SelectionFlag.NoUpdate)
                finally:
                    self.setAutoScroll(auto_scroll)
        super().focusInEvent(event)

    def contextMenuEvent(self, event) -> None:
        """Right-click, the Menu key and Shift+F10: the actions of a message, for the keyboard too."""
        model = self.model()
        if model is None or self._batching:
            event.ignore()
            return
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            # Delivered from the viewport, so the position is in viewport coordinates.
            index = self.indexAt(event.pos())
            if index.isValid():
                self.setCurrentIndex(index)
            menu = self.open_actions_menu(event.globalPos()) if index.isValid() else None
        else:
            menu = self.open_actions_menu()
        event.setAccepted(menu is not None)

    def open_actions_menu(self, global_pos: QPoint | None = None) -> QMenu | None:
        """Pop up the menu of the current message (kept as ``context_menu``); None if no row is current."""
        index = self.currentIndex()
        if self.model() is None or not index.isValid():
            return None
        if global_pos is None:
            self.scrollTo(index)
            global_pos = self.viewport().mapToGlobal(self._menu_anchor(index))
        if self.context_menu is not None:
            self.context_menu.deleteLater()  # one menu at a time; the previous one is done
        self.context_menu = self._actions_menu(self.model().item(index.row()))
        # popup(), not exec(): a nested event loop would re-enter qasync's loop.
        self.context_menu.popup(global_pos)
        return self.context_menu

    def menu_targets(self, message_id: str) -> list[tuple[str, str]]:
        """What a message's menu offers, in order: ("action", name) for the actions the row
        shows, then its error's retry, code blocks ("link", "copy:N") and links ("link", href)."""
        item = self._item_by_id(message_id)
        if item is None:
            return []
        targets = [("action", name) for name in self._delegate.actions_for(item)]
        if item.status == "error" or (item.status == "partial" and item.error):
            targets.append(("link", "retry:"))
        # Numbered as render_markdown numbers the blocks it draws; the shortened display of a
        # huge message draws fewer, but copying any of them is still right.
        targets.extend(("link", f"copy:{n}") for n in range(len(code_blocks(item.content))))
        rendered, _h = self._delegate.rendered(item, self._delegate.layout_width)
        links = [href for href in anchor_rects(rendered.doc) if not href.startswith(("copy:", "retry:"))]
        targets.extend(("link", href) for href in links[:_MENU_LINKS])
        return targets

    def _actions_menu(self, item: MessageItem) -> QMenu:
        menu = QMenu(self)
        menu.setAccessibleName(QCoreApplication.translate("MessageListView", "Message actions"))
        group = None
        for target in self.menu_targets(item.id):
            kind, value = target
            # Separators between the row's actions, the retry, the code blocks and the links.
            target_group = value.split(":")[0] if kind == "link" and value.startswith(("copy:", "retry:")) else kind
            if group is not None and target_group != group:
                menu.addSeparator()
            group = target_group
            action = menu.addAction(self._menu_label(target))
            action.setData(target)
            action.triggered.connect(lambda _checked=False, t=target, m=item.id: self._activate(m, t))
        return menu

    def _menu_label(self, target: tuple[str, str]) -> str:
        kind, value = target
        if kind == "action":
            return self._delegate.action_labels[value]
        if value == "retry:":
            return QCoreApplication.translate("MessageDelegate", "Retry")
        if value.startswith("copy:"):
            return QCoreApplication.translate("MessageListView", "Copy code block {0}").format(int(value[5:]) + 1)
        shown = value if len(value) <= 60 else value[:57] + "…"
        return QCoreApplication.translate("MessageListView", "Open link: {0}").format(shown.replace("&", "&&"))

    def _menu_anchor(self, index: QModelIndex) -> QPoint:
        """Where a keyboard-opened menu appears: inside the message's bubble, on screen."""
        geo = self._geometry(index)
        area = self.viewport().rect()
        bubble = geo.bubble.intersected(area) if geo is not None else QRect()
        if bubble.isEmpty():
            bubble = self.visualRect(index).intersected(area)
        if bubble.isEmpty():
            return area.center()
        return QPoint(bubble.left() + min(24, bubble.width() // 2), bubble.top() + min(24, bubble.height() // 2))
