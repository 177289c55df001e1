"""The design system (#16): colour roles that keep text legible, one stylesheet that follows the
theme, the type scale where text is read, and settings pages grouped in cards."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QLabel

from app.ui.common import design
from app.ui.common.theme import HIGH_CONTRAST_RATIO, apply_theme, contrast_ratio, current_colours
from app.ui.common.widgets import Card


@pytest.fixture
def restore_theme():
    yield
    apply_theme("system")


@pytest.mark.parametrize("theme", list(design.COLOURS))
def test_every_text_colour_of_every_theme_reads_on_its_background(theme):
    roles = design.COLOURS[theme]
    minimum = HIGH_CONTRAST_RATIO if theme.startswith("high-contrast") else 4.5
    weak = [(fg, bg, round(contrast_ratio(QColor(getattr(roles, fg)), QColor(getattr(roles, bg))), 2))
            for fg, bg in design.TEXT_PAIRS
            if contrast_ratio(QColor(getattr(roles, fg)), QColor(getattr(roles, bg))) < minimum]
    assert weak == []


def test_the_type_scale_grows_from_caption_to_heading_and_never_reads_below_ten_points():
    small = design.type_scale(QFont("Sans", 8))
    assert small.body == design.MIN_BODY_PT
    big = design.type_scale(QFont("Sans", 14))
    assert big.body == 14   # the user's larger system font is kept
    for scale in (small, big):
        assert scale.caption < scale.body < scale.reading < scale.title < scale.heading


def card_fill(qtbot, card: Card) -> QColor:
    card.resize(200, 80)
    card.show()
    qtbot.waitExposed(card)
    return card.grab().toImage().pixelColor(100, 60)


@pytest.mark.parametrize("theme,roles", [("light", "light"), ("dark", "dark"),
                                         ("high-contrast", "high-contrast-light")])
def test_the_stylesheet_follows_each_theme_switch(qtbot, restore_theme, theme, roles):
    card = Card("Section")
    qtbot.addWidget(card)
    apply_theme(theme)
    expected = design.COLOURS[roles]
    assert current_colours() == expected
    assert expected.surface_raised in QApplication.instance().styleSheet()
    assert card_fill(qtbot, card) == QColor(expected.surface_raised)
    # Switching again recolours the same card: the sheet is re-applied, not set once at start.
    apply_theme("dark" if theme != "dark" else "light")
    other = design.COLOURS["light" if theme == "dark" else "dark"]
    qtbot.waitUntil(lambda: card.grab().toImage().pixelColor(100, 60) == QColor(other.surface_raised))


def test_a_card_heading_is_in_the_title_size(qtbot, restore_theme):
    apply_theme("light")
    card = Card("Connection")
    qtbot.addWidget(card)
    card.show()
    qtbot.waitExposed(card)
    heading = card.findChild(QLabel, "cardHeading")
    assert heading.text() == "Connection"
    assert heading.font().pointSizeF() == design.type_scale().title


def test_the_sidebar_and_the_transcript_read_at_the_type_scale(qtbot, window, restore_theme):
    apply_theme("light")
    scale = design.type_scale()
    assert scale.body >= 10
    # Not the platform's 9 pt: the chat list reads at the body size, the conversation a step larger.
    qtbot.waitUntil(lambda: window.sidebar.list.font().pointSizeF() == scale.body)
    qtbot.waitUntil(lambda: window.panel.view.font().pointSizeF() == scale.reading)


def test_every_settings_page_is_grouped_in_cards_under_a_heading(qtbot, window, restore_theme):
    apply_theme("light")
    window.open_settings()
    dialog = window._settings_dialog
    qtbot.waitExposed(dialog)
    for title in dialog.page_titles():
        dialog.show_page(title)
        page = dialog.page(title)
        assert page.findChildren(Card) or page.property("card") is True, title
        container = dialog._stack.currentWidget()
        heading = container.findChild(QLabel, "pageHeading")
        assert heading is not None and heading.text() == title.replace("&", "")
        assert heading.font().pointSizeF() == design.type_scale().heading
    providers = dialog.page(dialog.page_titles()[0])
    assert len(providers.findChildren(Card)) >= 2   # connection and models, not one long form


def test_the_action_icons_are_one_family():
    """24 px grid, 2 px round strokes in the tintable source grey (docs/design.md, Icons)."""
    import re

    from app.core.paths import resource_path

    status_glyphs = {"brain-auto", "brain-once", "brain-off", "brain-dot", "whizi"}
    folder = resource_path("icons")
    checked = 0
    for path in sorted(folder.glob("*.svg")):
        if path.stem in status_glyphs:
            continue
        svg = path.read_text(encoding="utf-8")
        assert 'viewBox="0 0 24 24"' in svg, path.name
        assert set(re.findall(r'stroke-width="([^"]+)"', svg)) == {"2"}, path.name
        assert 'stroke-linecap="round"' in svg and 'stroke-linejoin="round"' in svg, path.name
        assert set(re.findall(r'(?:stroke|fill)="(#[0-9a-fA-F]{6})"', svg)) <= {"#5f6368"}, path.name
        checked += 1
    assert checked >= 8
