"""UI language: English source strings, Polish translation from resources/translations/.

The language follows the system unless Settings → Appearance says otherwise (applied at start).
A compiled .qm file is used when the build produced one (packaging/update_translations.py
--compile); a checkout without a build step reads the .ts source directly, so a developer sees
the same translation the release ships.

What stays English: the command line (app/cli/__init__.py), log files, crash reports, and a few core
sentences that carry details the UI cannot map (see app/ui/common/errors.py).
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.core.paths import resource_path

log = logging.getLogger(__name__)
SUPPORTED = ("en", "pl")
UNUSABLE = ("unfinished", "vanished", "obsolete")


def resolve_language(setting: str) -> str:
    """"en"/"pl" as chosen; "system" (or anything else) follows the locale, English if unsupported."""
    if setting in SUPPORTED:
        return setting
    # QLocale() is the system locale unless something set a default (a test, or the user's choice).
    system = QLocale().name().split("_")[0]
    return system if system in SUPPORTED else "en"


def plural_index(language: str, n: int) -> int:
    """Which numerus form a count takes, in the order Qt Linguist lists them."""
    if language == "pl":
        if n == 1:
            return 0
        if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
            return 1
        return 2
    return 0 if n == 1 else 1


def plural(translated: str, n: int) -> str:
    """A numerus string after tr(text, "", n): a translation brings its own forms; the English
    source says "(s)", which becomes "" or "s" here ("1 fact", "2 facts")."""
    return translated.replace("(s)", "" if n == 1 else "s")


class TsTranslator(QTranslator):
    """A translator fed straight from a Qt Linguist .ts file (no compile step).

    Unfinished, vanished and obsolete entries are ignored, as lrelease would; plural forms and
    disambiguation comments work as in a compiled .qm."""

    def __init__(self, path: Path, parent=None) -> None:
        import xml.etree.ElementTree as ET  # here: an English start never reads a .ts (~10 ms before the first frame)

        super().__init__(parent)
        root = ET.parse(path).getroot()
        self.language = (root.get("language") or "en").split("_")[0]
        self._table: dict[tuple[str, str, str], str | list[str]] = {}
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                comment = message.findtext("comment") or ""
                translation = message.find("translation")
                if translation is None or translation.get("type") in UNUSABLE:
                    continue
                if message.get("numerus") == "yes":
                    forms = [form.text or "" for form in translation.iter("numerusform")]
                    if forms and all(forms):
                        self._table[(name, source, comment)] = forms
                elif translation.text:
                    self._table[(name, source, comment)] = translation.text

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D401 - Qt override
        found = self._table.get((context, source_text, disambiguation or ""))
        if isinstance(found, list):
            # %n itself is filled in by QCoreApplication.translate.
            return found[min(plural_index(self.language, n if n is not None and n >= 0 else 1), len(found) - 1)]
        return found

    def isEmpty(self) -> bool:
        return not self._table


def translation_files(language: str) -> tuple[Path, Path]:
    """The compiled (.qm) and the source (.ts) translation of a language."""
    return (resource_path("translations", f"whizi_{language}.qm"),
            resource_path("translations", f"whizi_{language}.ts"))


def install_translators(app, setting: str) -> list[QTranslator]:
    """Install Whizi's and Qt's own translators for the chosen language; returns them (keep alive).

    Also makes the language the default locale (dates, numbers) unless the system locale already
    speaks it, so an English UI on a Polish system shows English month names and vice versa."""
    language = resolve_language(setting)
    if QLocale().name().split("_")[0] != language:
        QLocale.setDefault(QLocale(language))
    installed: list[QTranslator] = []
    if language == "en":
        return installed
    qt_base = QTranslator(app)
    if qt_base.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_base)
        installed.append(qt_base)
    compiled, source = translation_files(language)
    ours: QTranslator | None = None
    # In a checkout a .qm older than its .ts is stale (the .ts was edited since the last build).
    frozen = bool(getattr(sys, "frozen", False))
    if compiled.exists() and (frozen or not source.exists() or compiled.stat().st_mtime >= source.stat().st_mtime):
        ours = QTranslator(app)
        if not ours.load(str(compiled)):
            ours = None
    if ours is None and source.exists():
        ours = TsTranslator(source, app)
    if ours is not None:
        app.installTranslator(ours)
        installed.append(ours)
    else:
        log.warning("no translation for %s", language)
    return installed


def remove_translators(translators: list[QTranslator]) -> None:
    app = QCoreApplication.instance()
    for translator in translators:
        app.removeTranslator(translator)
