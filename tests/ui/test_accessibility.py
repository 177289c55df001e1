"""Accessibility of the real windows: Tab order, names of what takes focus, visible focus,
contrast of the transcript's colours in every theme, and what a screen reader reads."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QStyleFactory, QWidget

from app.core.domain import Role

from app.ui.chat.transcript.colours import remembered_fill
from app.ui.chat.transcript.model import MessageItem, MessageListModel
from app.ui.chat.transcript.view import MessageListView
from app.ui.common.theme import (
    HIGH_CONTRAST_RATIO,
    FocusRingStyle,
    apply_theme,
    contrast_ratio,
    dark_palette,
    high_contrast_palette,
    is_high_contrast,
    text_contrast,
)

pytestmark = pytest.mark.gui


# ----- helpers ---------------------------------------------------------------------------------
def tab_stops(qtbot, start: QWidget, key=Qt.Key.Key_Tab, limit: int = 60) -> list[QWidget]:
    """Press Tab from ``start`` until focus comes back to it; the widgets focus visited, in order."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(start.hasFocus)
    stops = [start]
    for _ in range(limit):
        qtbot.keyClick(QApplication.focusWidget(), key)
        widget = QApplication.focusWidget()
        if widget is start:
            return stops
        assert widget not in stops, f"Tab went round without coming back to the start: {stops}"
        stops.append(widget)
    raise AssertionError("Tab never came back to where it started")


def spoken_name(widget: QWidget) -> str:
    """What a screen reader announces for a focus stop."""
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name).strip()


def has_name(widget: QWidget) -> bool:
    """An accessible name, or a button's own words. (On Linux Qt reports an editable combo box's
    text as its name and the label through a relation, so the name is checked where it is set.)"""
    if widget.accessibleName().strip():
        return True
    return isinstance(widget, QAbstractButton) and bool(widget.text().replace("&", "").strip())


def focusable(root: QWidget) -> set[QWidget]:
    """Visible, enabled widgets of ``root``'s window that take focus from the keyboard."""
    found = set()
    for widget in root.findChildren(QWidget):
        target = widget.focusProxy() or widget
        if (widget.isVisibleTo(root) and widget.isEnabled() and target.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.window() is root.window()):
            found.add(target)
    return found


def open_chat_with_messages(qtbot, window):
    core = window.core
    chat = core.chats.create("Trip to Kraków")
    core.messages.add(chat.id, Role.USER, "Which **museums** should I see?")
    core.messages.add(chat.id, Role.ASSISTANT, "The [Czartoryski](https://example.com) museum, for a start.")
    window.sidebar.reload()
    window.sidebar.select_chat(chat.id)
    qtbot.waitUntil(lambda: window.panel.chat is not None and window.panel.chat.id == chat.id
                    and window.panel.view.layout_ready)
    window.panel.composer.set_text("And churches?")  # Send is enabled (a Tab stop) once there is text
    return chat


@pytest.fixture
def focus_ring_style():
    """The app's style (app/ui/app.py installs it at start-up); Fusion again afterwards."""
    QApplication.setStyle(FocusRingStyle("Fusion"))
    yield
    QApplication.setStyle(QStyleFactory.create("Fusion"))


@pytest.fixture
def restore_theme():
    yield
    apply_theme("system")


# ----- Tab order ---------------------------------------------------------------------------------
def test_tab_walks_the_main_window_in_reading_order_and_every_stop_has_a_name(qtbot, window):
    open_chat_with_messages(qtbot, window)
    sidebar, panel = window.sidebar, window.panel
    stops = tab_stops(qtbot, sidebar.new_button)
    assert stops == [
        sidebar.new_button, sidebar.temp_button, sidebar.search, sidebar.list, sidebar.memory_map_button,
        panel.brain_button, panel.model_box, panel.prompt_button,
        panel.view, panel.composer.edit, panel.composer.button,
    ]
    assert [w for w in stops if not has_name(w)] == []
    assert spoken_name(panel.composer.button) == "Send" and spoken_name(sidebar.new_button) == "New chat"
    # Nothing that takes focus is out of reach, and nothing out of reach takes focus.
    assert focusable(window) == set(stops)
    # Shift+Tab walks the same way back.
    assert tab_stops(qtbot, sidebar.new_button, Qt.Key.Key_Backtab) == [stops[0], *reversed(stops[1:])]


def test_tab_in_the_empty_window_reaches_the_composer_and_the_sidebar(qtbot, window):
    sidebar, composer = window.sidebar, window.panel.composer
    stops = tab_stops(qtbot, composer.edit)
    # No chat open: no header, no transcript; Send is disabled until there is text. No chat at all:
    # the empty list gives way to the how-to ("No chats yet. Press New chat…"), which takes no focus.
    assert stops == [composer.edit, sidebar.new_button, sidebar.temp_button, sidebar.search,
                     sidebar.memory_map_button]
    assert sidebar.no_chats.isVisible() and not sidebar.list.isVisible()
    assert focusable(window) == set(stops)


def test_settings_pages_tab_from_the_sections_to_close_with_named_stops(qtbot, window):
    window.open_settings()
    dialog = window._settings_dialog
    qtbot.waitExposed(dialog)
    for title in dialog.page_titles():
        dialog.show_page(title)
        stops = tab_stops(qtbot, dialog._nav)
        assert stops[-1] is dialog._close_button, title
        assert len(stops) > 2, title   # each page has something to reach
        assert [w for w in stops if not has_name(w)] == [], title
        assert focusable(dialog) == set(stops), title
    dialog.done(0)


def test_onboarding_tabs_through_the_service_form_to_its_buttons(qtbot, qloop, core):
    from app.ui.settings.onboarding import OnboardingDialog

    dialog = OnboardingDialog(core, candidates=())   # no local server: the service form and the buttons
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.detecting() and not dialog.tasks.running())
    stops = tab_stops(qtbot, dialog.look_again_button)
    assert stops == [dialog.look_again_button, dialog.base_url_edit, dialog.key_field.edit, dialog.key_field.toggle,
                     dialog.model_edit, dialog.test_button, dialog.later_button]
    assert [w for w in stops if not has_name(w)] == []
    assert focusable(dialog) == set(stops)
    dialog.close()


# ----- visible focus -----------------------------------------------------------------------------
RING_SHARE = 0.6   # of a widget's perimeter a focus ring covers (its rounded corners do not)


def perimeter(widget: QWidget) -> int:
    return 2 * (widget.width() + widget.height())


def ring_pixels(widget: QWidget, colour: QColor) -> int:
    """Pixels of ``colour`` (give or take antialiasing) in the two outermost lines but one along
    the widget's edges: about one perimeter's worth for a 2 px ring."""
    image = widget.grab().toImage()
    w, h = image.width(), image.height()
    edge = [(x, y) for x in range(w) for y in (1, 2, h - 2, h - 3)] + \
           [(x, y) for y in range(h) for x in (1, 2, w - 2, w - 3)]
    ratio = image.devicePixelRatio()

    def close(pixel: QColor) -> bool:
        return (abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green())
                + abs(pixel.blue() - colour.blue())) < 60

    return sum(1 for x, y in edge if close(image.pixelColor(int(x * ratio), int(y * ratio))))


@pytest.mark.parametrize("theme", ["light", "dark", "high-contrast"])
def test_buttons_without_a_frame_show_a_focus_ring(qtbot, window, focus_ring_style, restore_theme, theme):
    open_chat_with_messages(qtbot, window)
    apply_theme(theme)
    highlight = window.palette().color(QPalette.ColorRole.Highlight)
    for button in (window.sidebar.new_button, window.sidebar.memory_map_button, window.panel.brain_button,
                   window.panel.prompt_button, window.panel.composer.button):
        window.panel.composer.edit.setFocus()
        qtbot.waitUntil(lambda button=button: not button.hasFocus())
        without = ring_pixels(button, highlight)
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        with_focus = ring_pixels(button, highlight)
        # Most of the edge turns the highlight colour: a ring, not a faint change of shade.
        assert with_focus - without > RING_SHARE * perimeter(button), (theme, spoken_name(button))


def test_the_focused_message_is_outlined(qtbot, window):
    open_chat_with_messages(qtbot, window)
    view = window.panel.view
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    rect = view.visualRect(view.currentIndex())
    assert view.model().item(view.currentIndex().row()).role == "assistant"  # the newest on screen
    image = view.viewport().grab(rect).toImage()
    assert any(image.pixelColor(x, y) == highlight for x in range(image.width()) for y in range(image.height()))


# ----- contrast ----------------------------------------------------------------------------------
PALETTES = {
    "light": lambda: QApplication.style().standardPalette(),
    "dark": dark_palette,
    "high-contrast light": lambda: high_contrast_palette(dark=False),
    "high-contrast dark": lambda: high_contrast_palette(dark=True),
}


@pytest.mark.parametrize("name", ["high-contrast light", "high-contrast dark"])
def test_high_contrast_palettes_keep_seven_to_one(name):
    palette = PALETTES[name]()
    assert text_contrast(palette) >= HIGH_CONTRAST_RATIO
    role = QPalette.ColorRole
    for ink in (role.PlaceholderText, role.Link):
        assert contrast_ratio(palette.color(ink), palette.color(role.Base)) >= HIGH_CONTRAST_RATIO, ink
    disabled = palette.color(QPalette.ColorGroup.Disabled, role.Text)
    assert contrast_ratio(disabled, palette.color(role.Base)) >= 4.5


@pytest.mark.parametrize("name", list(PALETTES))
def test_text_on_every_bubble_reads_at_four_and_a_half_to_one(qtbot, name, restore_theme):
    if name.startswith("high-contrast"):
        apply_theme("high-contrast")   # the transcript asks more of its colours in high contrast
    view = MessageListView()
    qtbot.addWidget(view)
    view.setPalette(PALETTES[name]())
    colours = view._delegate._colours
    minimum = HIGH_CONTRAST_RATIO if is_high_contrast() else 4.5
    fills = {"user": colours.user, "assistant": colours.assistant, "system": colours.system}
    for role, fill in fills.items():
        ink = colours.muted if role == "system" else colours.text   # system notes are written muted
        for shade, label in ((fill, role), (remembered_fill(fill), f"remembered {role}")):
            assert contrast_ratio(ink, shade) >= minimum, (name, label, contrast_ratio(ink, shade))
            assert contrast_ratio(colours.link, shade) >= minimum, (name, label, "link")
    assert contrast_ratio(colours.error_text, colours.error_bg) >= minimum, name
    # The time and the actions under a bubble sit on the list's own background.
    base = view.palette().color(QPalette.ColorRole.Base)
    assert contrast_ratio(colours.muted, base) >= minimum, name


@pytest.mark.parametrize("name", list(PALETTES))
def test_bubbles_are_outlined_in_high_contrast_only(qtbot, name, restore_theme):
    # Tints fade to keep 7:1 text, so in high contrast the bubble's edge is drawn instead
    # (WCAG asks 3:1 for the boundary of a component); other themes keep their soft look.
    high = name.startswith("high-contrast")
    if high:
        apply_theme("high-contrast")
    view = MessageListView()
    qtbot.addWidget(view)
    view.setPalette(PALETTES[name]())
    colours = view._delegate._colours
    if not high:
        assert colours.outline is None
        return
    base = view.palette().color(QPalette.ColorRole.Base)
    for fill in (colours.user, colours.assistant, colours.system):
        assert contrast_ratio(colours.outline, base) >= 3.0 and contrast_ratio(colours.outline, fill) >= 3.0


def test_a_strong_highlight_colour_does_not_make_bubble_text_unreadable(qtbot):
    """A pale system accent on a dark theme with greyish text: the user's bubble gives up some tint."""
    palette = dark_palette()
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#d0d0d0"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#a0a0a0"))
    view = MessageListView()
    qtbot.addWidget(view)
    view.setPalette(palette)
    colours = view._delegate._colours
    assert contrast_ratio(colours.text, colours.user) >= 4.5
    assert contrast_ratio(colours.text, remembered_fill(colours.user)) >= 4.5


def test_high_contrast_theme_choice_applies_to_the_window(qtbot, window, restore_theme):
    window.core.settings.set("ui.theme", "high-contrast")
    window._settings_changed()
    qtbot.waitUntil(lambda: text_contrast(window.palette()) >= HIGH_CONTRAST_RATIO)
    assert is_high_contrast()
    apply_theme("system")
    assert not is_high_contrast()


# ----- screen reader -----------------------------------------------------------------------------
def test_a_screen_reader_reads_each_message_with_its_speaker_state_and_time(qtbot):
    model = MessageListModel()
    view = MessageListView()
    view.setModel(model)
    view.resize(700, 500)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    today = datetime.now(UTC).replace(hour=14, minute=5, second=0, microsecond=0)
    model.set_messages([
        MessageItem("u", "user", "My **doctor** said rest.", "complete", today, privacy_label="red"),
        MessageItem("a", "assistant", "See [the guide](https://example.com).", "complete", today, remembered=True),
        MessageItem("s", "assistant", "Half a repl", "partial", today),
    ])
    qtbot.waitUntil(lambda: view.layout_ready)
    view_interface = QAccessible.queryAccessibleInterface(view)
    assert view_interface.role() == QAccessible.Role.List
    assert view_interface.text(QAccessible.Text.Name) == "Messages"
    assert "Menu key" in view_interface.text(QAccessible.Text.Description)
    assert view_interface.childCount() == 3
    when = view.itemDelegate().time_text(model.item(0))
    spoken = [view_interface.child(i).text(QAccessible.Text.Name) for i in range(3)]
    # Markdown's markup is not read out; the privacy state and the time are.
    assert spoken == [f"You: My doctor said rest. (private, not remembered), {when}",
                      f"Assistant: See the guide. (remembered), {when}",
                      f"Assistant: Half a repl (reply interrupted), {when}"]
    assert all(view_interface.child(i).role() == QAccessible.Role.ListItem for i in range(3))


def test_the_focused_message_is_what_the_screen_reader_is_told_about(qtbot, window):
    open_chat_with_messages(qtbot, window)
    view = window.panel.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    focused = QAccessible.queryAccessibleInterface(view).focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name).startswith("You: Which museums")


def test_decorative_widgets_take_no_focus(window):
    # Labels and frames are read with what they describe; they are never Tab stops.
    panel = window.panel
    decorative = [panel.title, panel.temp_badge, panel.empty, panel.header, window.sidebar.no_results,
                  panel.view.verticalScrollBar()]
    assert not [w for w in decorative if w.focusPolicy() & Qt.FocusPolicy.TabFocus]


@pytest.mark.parametrize("kind", ["tool button", "flat push button"])
def test_focus_ring_style_rings_focus_only(qtbot, focus_ring_style, kind):
    from PySide6.QtWidgets import QPushButton, QToolButton

    if kind == "tool button":
        button = QToolButton()
        button.setAutoRaise(True)
    else:
        button = QPushButton()   # as the rows of Settings → Memory
        button.setFlat(True)
    button.setText("Plain")
    qtbot.addWidget(button)
    button.show()
    qtbot.waitExposed(button)
    highlight = button.palette().color(QPalette.ColorRole.Highlight)
    assert ring_pixels(button, highlight) == 0
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    assert ring_pixels(button, highlight) > RING_SHARE * perimeter(button)
