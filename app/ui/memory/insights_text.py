"""How an insight reads in the UI's language, the same wherever it is shown (the list, the
"What Whizi knows about me" alert, the sources dialog, tooltips).

The core stores an insight's time range as an English phrase of a fixed form (describe.time_range:
"in March 2025", "from January 2025 onwards", "between March and May 2025", "between November 2024
and February 2025", "from late 2024 through early 2025") and its confidence as a word; this turns
both into the UI's language, with month names from the locale ("w grudniu 2026" in Polish). A
phrase of another form is shown as it is.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from app.ui.common.i18n import plural

__all__ = ["confidence_text", "range_text", "insight_lines", "insight_text", "insight_item_text"]

_CONTEXT = "InsightsText"
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")
_MONTH = "(" + "|".join(_MONTHS) + ")"
# "in <month> <year>": the month as the language says it after "in" (Polish: locative, "w grudniu").
_IN_MONTH = (QT_TRANSLATE_NOOP("InsightsText", "in January %1"), QT_TRANSLATE_NOOP("InsightsText", "in February %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in March %1"), QT_TRANSLATE_NOOP("InsightsText", "in April %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in May %1"), QT_TRANSLATE_NOOP("InsightsText", "in June %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in July %1"), QT_TRANSLATE_NOOP("InsightsText", "in August %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in September %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in October %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in November %1"),
             QT_TRANSLATE_NOOP("InsightsText", "in December %1"))
_THIRDS = {"early": QT_TRANSLATE_NOOP("InsightsText", "early %1"),
           "mid": QT_TRANSLATE_NOOP("InsightsText", "mid %1"),
           "late": QT_TRANSLATE_NOOP("InsightsText", "late %1")}
_CONFIDENCE = {"high": QT_TRANSLATE_NOOP("InsightsSection", "Confidence: high"),
               "medium": QT_TRANSLATE_NOOP("InsightsSection", "Confidence: medium"),
               "low": QT_TRANSLATE_NOOP("InsightsSection", "Confidence: low")}
_FORMS = [
    (re.compile(rf"in {_MONTH} (\d{{4}})"), "in"),
    (re.compile(rf"from {_MONTH} (\d{{4}}) onwards"), "onwards"),
    (re.compile(rf"between {_MONTH} and {_MONTH} (\d{{4}})"), "between"),
    (re.compile(rf"between {_MONTH} (\d{{4}}) and {_MONTH} (\d{{4}})"), "between_years"),
    (re.compile(r"from (early|mid|late) (\d{4}) through (early|mid|late) (\d{4})"), "thirds"),
]


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _month(name: str) -> str:
    """A month as it reads after "from"/"to" with a year (the locale's own form: "grudnia" in Polish)."""
    return QLocale().monthName(_MONTHS.index(name) + 1, QLocale.FormatType.LongFormat)


def _fill(template: str, *values: str) -> str:
    for i, value in enumerate(values, 1):
        template = template.replace(f"%{i}", value)
    return template


def range_text(phrase: str) -> str:
    """The core's English time range in the UI's language."""
    for pattern, kind in _FORMS:
        found = pattern.fullmatch(phrase.strip())
        if found is None:
            continue
        g = found.groups()
        if kind == "in":
            return _fill(_tr(_IN_MONTH[_MONTHS.index(g[0])]), g[1])
        if kind == "onwards":
            return _fill(_tr(QT_TRANSLATE_NOOP("InsightsText", "from %1 %2 onwards")), _month(g[0]), g[1])
        if kind == "between":
            return _fill(_tr(QT_TRANSLATE_NOOP("InsightsText", "between %1 and %2 %3")), _month(g[0]), _month(g[1]), g[2])
        if kind == "between_years":
            return _fill(_tr(QT_TRANSLATE_NOOP("InsightsText", "between %1 %2 and %3 %4")),
                         _month(g[0]), g[1], _month(g[2]), g[3])
        start, end = _fill(_tr(_THIRDS[g[0]]), g[1]), _fill(_tr(_THIRDS[g[2]]), g[3])
        return _fill(_tr(QT_TRANSLATE_NOOP("InsightsText", "from %1 through %2")), start, end)
    return phrase


def confidence_text(value: str) -> str:
    found = _CONFIDENCE.get(value)
    return QCoreApplication.translate("InsightsSection", found) if found else value


def insight_lines(insight) -> list[str]:
    """What the user is, what they asked and when (in the UI's language), how sure."""
    asked = insight.asked.rstrip(" .")
    return [insight.statement, f"{asked} {range_text(insight.time_range)}.", confidence_text(insight.confidence.value)]


def insight_text(insight) -> str:
    return "\n".join(insight_lines(insight))


def insight_item_text(insight) -> str:
    """Title, the sentences (the second with its time range), and the confidence with the numbers."""
    lines = insight_lines(insight)
    count, chats = insight.message_count, insight.chat_count
    messages = QCoreApplication.translate("InsightsSection", "%n message(s)", "", count)
    in_chats = QCoreApplication.translate("InsightsSection", "in %n chat(s)", "", chats)
    numbers = f"{lines[2]} · {plural(messages, count)} {plural(in_chats, chats)}"
    return "\n".join([insight.title, *lines[:2], numbers])
