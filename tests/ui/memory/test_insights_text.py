"""How insights read (#16 language): the alert says what the list says, time ranges in the UI's
language with the locale's months, and counts in real plural forms in English and Polish."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel

from app.core.memory.insights.model import Confidence, Insight, Status

from app.ui.common.i18n import install_translators, remove_translators
from app.ui.memory.insights_panel import InsightsAlertList
from app.ui.memory.insights_text import insight_item_text, range_text

pytestmark = pytest.mark.gui


def insight(time_range="in December 2026", confidence=Confidence.MEDIUM, messages=12, chats=3) -> Insight:
    when = datetime(2026, 12, 10, 12, tzinfo=UTC)
    return Insight(id="i1", status=Status.ACTIVE, title="Sourdough baking",
                   statement="User bakes sourdough bread at home.", asked="User has asked about rye starters",
                   time_range=time_range, confidence=confidence, message_count=messages, chat_count=chats,
                   first_message_at=when, last_message_at=when, embedding_model="e", created_at=when,
                   updated_at=when)


@pytest.fixture
def polish(qapp):
    previous = QLocale()
    translators = install_translators(qapp, "pl")
    yield translators
    remove_translators(translators)
    QLocale.setDefault(previous)


def alert_text(core, item) -> str:
    alert = InsightsAlertList(core, [item])
    try:
        return "\n".join(label.text() for label in alert.findChildren(QLabel))
    finally:
        alert.deleteLater()


@pytest.mark.parametrize("phrase", ["in March 2025", "from January 2025 onwards", "between March and May 2025",
                                    "between November 2024 and February 2025", "from late 2024 through early 2025"])
def test_english_time_ranges_read_as_the_core_wrote_them(qapp, phrase):
    assert range_text(phrase) == phrase


def test_english_counts_have_real_plurals(qapp):
    assert insight_item_text(insight(messages=1, chats=1)).endswith("Confidence: medium · 1 message in 1 chat")
    assert insight_item_text(insight(messages=12, chats=3)).endswith("Confidence: medium · 12 messages in 3 chats")


def test_the_english_alert_says_confidence_as_the_list_does(qapp, core):
    text = alert_text(core, insight())
    assert "Confidence: medium" in text and "Confidence=" not in text
    assert "User has asked about rye starters in December 2026." in text


def test_the_polish_alert_uses_the_lists_wording_and_polish_months(qapp, polish, core):
    text = alert_text(core, insight())
    assert "Pewność: średnia" in text and "Confidence" not in text
    assert "w grudniu 2026" in text and "December" not in text


@pytest.mark.parametrize(("phrase", "polish_text"), [
    ("in September 2025", "we wrześniu 2025"),
    ("from January 2025 onwards", "od stycznia 2025"),
    ("between March and May 2025", "od marca do maja 2025"),
    ("between November 2024 and February 2025", "od listopada 2024 do lutego 2025"),
    ("from late 2024 through early 2025", "od końca 2024 do początku 2025"),
    ("over the years", "over the years"),            # a form this does not know stays as it is
])
def test_polish_time_ranges(qapp, polish, phrase, polish_text):
    assert range_text(phrase) == polish_text


def test_polish_counts_take_one_few_and_many_forms(qapp, polish):
    assert insight_item_text(insight(messages=1, chats=1)).endswith("· 1 wiadomość w 1 czacie")
    assert insight_item_text(insight(messages=3, chats=2)).endswith("· 3 wiadomości w 2 czatach")
    assert insight_item_text(insight(messages=5, chats=22)).endswith("· 5 wiadomości w 22 czatach")
