"""The Polish UI: every string translated, the translation in step with the code, and the real
window speaking Polish when the language says so."""
from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QPlainTextEdit, QWidget

from app.ui.common.i18n import TsTranslator, install_translators, plural_index, remove_translators, resolve_language

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "resources" / "translations" / "whizi_pl.ts"
UNUSABLE = ("unfinished", "vanished", "obsolete")
BLURB_PL = ("Whizi zapamiętuje trwałe fakty, którymi dzielisz się w rozmowach, takie jak Twoje imię, preferencje "
            "i cele. Wykorzystuje je we wszystkich Twoich czatach.")


def _load_script():
    """packaging/update_translations.py: the same lupdate run the maintainers use."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ts_messages(path: Path) -> list[dict]:
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            forms = [f.text or "" for f in translation.iter("numerusform")] if translation is not None else []
            out.append({"key": (name, message.findtext("source") or "", message.findtext("comment") or ""),
                        "numerus": numerus,
                        "state": "unfinished" if translation is None else translation.get("type") or "",
                        "text": forms if numerus else (translation.text or "" if translation is not None else "")})
    return out


def _placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"\{\w*\}|%\d|%n", text))


# ----- (a) the committed translation is complete and well formed -----------------------------------
def test_every_polish_message_has_a_finished_translation():
    messages = ts_messages(TS)
    assert len(messages) > 300, "the Polish translation lost most of its messages"
    untranslated = [m["key"] for m in messages
                    if m["state"] in UNUSABLE or not m["text"] or (m["numerus"] and not all(m["text"]))]
    assert untranslated == [], f"{len(untranslated)} Polish string(s) are not translated: {untranslated[:10]}"


def test_translations_keep_placeholders_mnemonics_and_three_plural_forms():
    problems = []
    for m in ts_messages(TS):
        context, source, _comment = m["key"]
        forms = m["text"] if m["numerus"] else [m["text"]]
        if m["state"] in UNUSABLE or not any(forms):
            continue  # untranslated: the test above names it
        if m["numerus"] and len(forms) != 3:
            problems.append((m["key"], "Polish needs 3 plural forms"))
        for form in forms:
            if _placeholders(form) != _placeholders(source) and not (m["numerus"] and "%n" not in form):
                problems.append((m["key"], f"placeholders differ: {form!r}"))
            if ("&" in source.replace("&&", "")) != ("&" in form.replace("&&", "")):
                problems.append((m["key"], f"keyboard mnemonic lost or added: {form!r}"))
    assert problems == []


def test_mnemonics_are_unique_within_each_polish_form():
    """Alt+letter must reach one control: the letters of one page or dialog do not collide."""
    table = {m["key"][:2]: m["text"] for m in ts_messages(TS) if not m["numerus"]}
    for form in ("MainWindow", "ProvidersPage", "ChatPage", "AppearancePage", "DataPage", "OnboardingDialog",
                 "PrivacySection"):
        letters: dict[str, list[str]] = {}
        for (context, _source), text in table.items():
            if context == form and "&" in text.replace("&&", ""):
                letters.setdefault(text[text.index("&") + 1].lower(), []).append(text)
        clashes = {letter: texts for letter, texts in letters.items() if len(texts) > 1}
        assert clashes == {}, f"{form}: {clashes}"


# ----- (b) the translation is in step with the code ---------------------------------------------------
def test_running_the_extraction_over_the_committed_translation_changes_nothing(tmp_path):
    """What a maintainer runs after changing a string: every translation comes back, plural ones
    included (pyside6-lupdate 6.11 rewrote each plural message as a singular one and dropped its
    three Polish forms, which then showed in English until translated again)."""
    import shutil

    script = _load_script()
    copy = tmp_path / TS.name
    shutil.copy(TS, copy)
    script.extract(copy, "pl")
    assert ts_messages(copy) == ts_messages(TS)
    assert sum(m["numerus"] for m in ts_messages(copy)) >= 5
    assert script.missing(copy) == []


def test_every_string_in_the_code_is_in_the_committed_translation(tmp_path):
    """A new or changed tr() string that nobody translated fails here, by name."""
    script = _load_script()
    fresh = tmp_path / "fresh_pl.ts"
    script.extract(fresh, "pl")
    in_code = {m["key"] for m in ts_messages(fresh)}
    assert len(in_code) > 300
    committed = {m["key"]: m for m in ts_messages(TS)}
    missing = sorted(key for key in in_code if key not in committed)
    assert missing == [], (f"{len(missing)} string(s) in the code are not in {TS.name}: {missing[:10]}. "
                           "Run packaging/update_translations.py and translate them.")
    stale = sorted(key for key in committed if key not in in_code)
    assert stale == [], f"{TS.name} has strings the code no longer uses: {stale[:10]}"


# The UI modules parsed once, at collection, while no test has started a thread (CPython 3.11.7's AST builder
# shares one depth counter between threads: tests/ui/test_ui_structure.py says more).
_TREES = {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in sorted((ROOT / "app" / "ui").glob("*.py"))}


def marked_strings(path: Path) -> list[tuple[int, str, str]]:
    """(line, context, text) of every literal tr()/translate()/QT_TRANSLATE_NOOP() in a module, with
    the context PySide uses at run time (self.tr: the enclosing class)."""
    found = []

    def visit(node, klass: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                name = child.func.attr if isinstance(child.func, ast.Attribute) else getattr(child.func, "id", "")
                args = [_literal_text(a) if isinstance(a, ast.Constant) else None for a in child.args]
                if name == "tr" and args and args[0] is not None and klass:
                    found.append((child.lineno, klass, args[0]))
                elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and None not in args[:2]:
                    found.append((child.lineno, args[0], args[1]))
            visit(child, klass)

    visit(_TREES[path], "")
    return found


def test_lupdate_sees_every_marked_string():
    """PySide's lupdate silently skips some calls (QCoreApplication.translate with a count that is an
    attribute, `obj.n`, for one): such a string would never be translated, so none may exist."""
    committed = {m["key"][:2] for m in ts_messages(TS)}
    unseen = [f"{path.relative_to(ROOT)}:{line}: {context} / {text!r}"
              for path in sorted((ROOT / "app" / "ui").glob("*.py"))
              for line, context, text in marked_strings(path) if (context, text) not in committed]
    assert unseen == [], ("strings lupdate did not extract (pass a count as a plain name, keep the text a "
                          f"literal): {unseen}")


UI_SETTERS = {"setText", "setWindowTitle", "setToolTip", "setPlaceholderText", "setAccessibleName",
              "setAccessibleDescription", "setStatusTip", "setWhatsThis", "setInformativeText", "setLabelText",
              "showMessage", "addAction", "addMenu", "addItem", "addButton", "addRow", "addTab", "setTitle",
              "show_info", "show_error", "show_ok", "set_value", "hint_label", "QLabel", "QPushButton",
              "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMessageBox", "QToolButton", "setTabText"}
# Names, symbols and formats that read the same in every language.
NOT_WORDS = re.compile(r"^(Whizi|English|Polski|OpenAI|https?://\S+|[^A-Za-z]*|[A-Z][a-z]?\+.*|F\d+|Esc)$")


def _literal_text(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return None


def test_no_user_visible_english_is_left_outside_tr():
    """What lupdate cannot see is never translated: a literal handed straight to a widget, or to a
    home-made _tr() helper (lupdate only knows tr, translate and the QT_*_NOOP markers)."""
    problems = []
    for path in sorted((ROOT / "app" / "ui").glob("*.py")):
        tree = _TREES[path]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if name not in ("tr", "translate") and re.fullmatch(r"_*tr_?\w*", name) and node.args \
                    and _literal_text(node.args[0]) is not None:
                problems.append(f"{where}: {name}() hides {_literal_text(node.args[0])!r} from lupdate")
            if name == "tr" and isinstance(node.func, ast.Attribute) and not (
                    isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls")):
                # lupdate files `widget.tr("x")` under a context named after the variable, PySide looks
                # it up under the widget's class: the translation is never found.
                problems.append(f"{where}: {ast.unparse(node.func)}() is looked up in another context than "
                                "lupdate files it under; use QCoreApplication.translate(\"Context\", ...)")
            if name in UI_SETTERS:
                for arg in node.args:
                    text = _literal_text(arg)
                    if text and any(c.isalpha() for c in text) and not NOT_WORDS.match(text.strip()):
                        problems.append(f"{where}: {name}({text!r}) is not translatable")
    assert problems == []


def test_no_translated_class_inherits_tr_from_another_whizi_class():
    """PySide looks a tr() up in the context of the object's own class (plural forms: only there),
    while lupdate files it under the class the code is written in: a subclass would miss it."""
    classes = {}
    for path in sorted((ROOT / "app" / "ui").glob("*.py")):
        for node in ast.walk(_TREES[path]):
            if isinstance(node, ast.ClassDef):
                uses_tr = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "tr"
                              for n in ast.walk(node))
                classes[node.name] = ([getattr(b, "id", getattr(b, "attr", "")) for b in node.bases], uses_tr)
    inheriting = [(name, base) for name, (bases, _tr) in classes.items() for base in bases
                  if base in classes and classes[base][1]]
    assert inheriting == []


# ----- (c) the real window in Polish -------------------------------------------------------------------
@pytest.fixture
def polish(qapp):
    """Polish as `ui.language = "pl"` installs it: Whizi's translation and Qt's own (standard buttons)."""
    previous = QLocale()
    translators = install_translators(qapp, "pl")
    assert len(translators) == 2   # Qt's own and Whizi's
    yield translators
    remove_translators(translators)
    QLocale.setDefault(previous)


@pytest.fixture
def polish_window(qtbot, qloop, polish, connected_core):
    from app.ui.main_window import MainWindow

    win = MainWindow(connected_core, onboarding=False)   # built after the translator: tr() runs now
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win._settings_dialog is not None:
        win._settings_dialog.done(0)
    connected_core.chat.stop_all()


def english_only_sources() -> set[str]:
    """English sources whose Polish differs wherever they appear: seeing one means a miss."""
    translations: dict[str, set[str]] = {}
    for m in ts_messages(TS):
        forms = m["text"] if m["numerus"] else [m["text"]]
        translations.setdefault(m["key"][1], set()).update(forms)
    return {source for source, polish in translations.items() if source not in polish}


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    texts = []
    for action in root.findChildren(QAction):
        texts += [("action", action.text()), ("action tooltip", action.toolTip())]
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append((type(widget).__name__, widget.text()))
        if isinstance(widget, (QLineEdit, QPlainTextEdit)):
            texts.append(("placeholder", widget.placeholderText()))
        texts += [("tooltip", widget.toolTip()), ("accessible name", widget.accessibleName()),
                  ("accessible description", widget.accessibleDescription()), ("window title", widget.windowTitle())]
    return [(kind, text) for kind, text in texts if text]


def open_all_settings(qtbot, window):
    window.open_settings()
    dialog = window._settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_main_window_and_settings_speak_polish(qtbot, polish_window):
    window = polish_window
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[:3] == ["&Plik", "&Edycja", "&Czat"]
    assert window.panel.composer.edit.placeholderText() == \
        "Napisz do Whizi… (Enter wysyła, Shift+Enter to nowa linia)"
    assert window.sidebar.new_button.text() == "Nowy czat"

    dialog = open_all_settings(qtbot, window)
    assert dialog.windowTitle() == "Ustawienia"
    assert {"Dostawcy", "Czat", "Wygląd", "Pamięć", "Dane"} <= set(dialog.page_titles())
    from app.ui.memory.facts_panel import FactsSection

    facts = next(s for s in window.memory_page.sections if isinstance(s, FactsSection))
    dialog.show_page("Pamięć")
    assert facts.blurb.text() == BLURB_PL
    assert facts.row.title.text() == "Co pamięta Whizi"
    assert facts.clear_button.text() == "Wyczyść pamięć"
    qtbot.waitUntil(lambda: facts.empty.isVisible())
    assert facts.empty.text() == "Jeszcze nic nie zapamiętano. Fakty, którymi podzielisz się w czatach, pojawią się tutaj."

    seen = visible_texts(dialog)
    dialog.done(0)
    window.show_memory_map()   # built on first use, so after the translator like everything else
    qtbot.waitUntil(lambda: window.memory_map is not None and window.memory_map.isVisible())
    assert "Mapa pamięci" in [label.text() for label in window.memory_map.findChildren(QLabel)]
    seen += visible_texts(window)

    english = english_only_sources()
    left = [(kind, text) for kind, text in seen if text in english]
    assert left == [], f"English left in the Polish UI: {left}"


def test_an_open_chat_and_the_onboarding_speak_polish(qtbot, polish_window):
    from app.core.domain import Role

    from app.ui.settings.onboarding import OnboardingDialog

    window = polish_window
    chat = window.core.chats.create("Plan na weekend")
    window.core.messages.add(chat.id, Role.USER, "Co robimy w sobotę?")
    window.sidebar.reload()
    window.panel.open_chat(chat.id)
    assert window.panel.model_box.itemText(0) == "Model domyślny (test-chat)"   # names the model it means
    assert window.panel.brain_button.toolTip().startswith("Nieprzeanalizowany")
    onboarding = OnboardingDialog(window.core, window, candidates=())
    qtbot.addWidget(onboarding)
    onboarding.show()
    qtbot.waitUntil(lambda: not onboarding.detecting())
    assert onboarding.windowTitle() == "Witaj w Whizi"
    english = english_only_sources()
    left = [(kind, text) for root in (window, onboarding) for kind, text in visible_texts(root) if text in english]
    assert left == [], f"English left in the Polish UI: {left}"
    onboarding.reject()


def test_clear_memory_dialogs_use_the_polish_wording_of_the_memory_page(qtbot, polish_window):
    from app.ui.memory.facts_panel import FactsSection

    dialog = open_all_settings(qtbot, polish_window)
    facts = next(s for s in polish_window.memory_page.sections if isinstance(s, FactsSection))
    facts.ask_to_clear()
    box = facts.confirm_box
    qtbot.waitUntil(box.isVisible)
    assert box.text() == "Wyczyścić pamięć Whizi?"
    assert box.informativeText() == "To trwale usuwa wszystko, co Whizi o Tobie pamięta. Tej operacji nie można cofnąć."
    assert {b.text() for b in box.buttons()} == {"Wyczyść pamięć", "Anuluj"}  # "Anuluj" from Qt's own Polish
    box.reject()
    dialog.done(0)


def test_data_page_asks_for_the_polish_word_before_deleting_everything(qtbot, polish_window):
    dialog = open_all_settings(qtbot, polish_window)
    page = polish_window.data_page
    assert page.confirm_edit.placeholderText() == "USUŃ"
    page.confirm_edit.insert("DELETE")   # as typed (QTest cannot type "Ń"): textChanged fires
    assert not page.delete_button.isEnabled()   # the English word is not the confirmation here
    page.confirm_edit.clear()
    page.confirm_edit.insert("USUŃ")
    assert page.delete_button.isEnabled()
    page.confirm_edit.clear()
    dialog.done(0)


def test_a_provider_error_in_a_chat_reads_in_polish(qtbot, polish_window, openai_server):
    """The core writes its errors in English; the chat shows them translated, host and code kept."""
    window = polish_window
    openai_server.fail_next(500, path="/v1/chat/completions")
    window.panel.send("proszę, zadziałaj")
    qtbot.waitUntil(lambda: not window.panel.busy_tasks() and not window.panel.composer.is_busy(), timeout=10_000)
    model = window.panel.model
    row = next(r for r in range(model.rowCount()) if model.item(r).role == "assistant")
    item = model.item(row)
    assert item.status == "error" and "server error" in item.error   # stored as the core wrote it
    spoken = model.data(model.index(row), Qt.ItemDataRole.AccessibleTextRole)
    host = openai_server.base_url.split("//")[1].split("/")[0]
    assert f"błąd: Na serwerze {host} wystąpił błąd (HTTP 500). Spróbuj ponownie." in spoken
    assert spoken.startswith("Asystent: ")
    rendered, _height = window.panel.view.itemDelegate().rendered(item, window.panel.view.viewport().width())
    shown = rendered.doc.toPlainText()
    assert f"Na serwerze {host} wystąpił błąd (HTTP 500)." in shown and "Ponów" in shown


def test_connection_test_result_reads_in_polish(qtbot, qloop, polish, connected_core, openai_server):
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(connected_core)
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.providers_page
    page.test_connection()
    qtbot.waitUntil(lambda: not page.tasks.running() and page.status.kind in ("ok", "error"), timeout=10_000)
    host = openai_server.base_url.split("//")[1].split("/")[0]
    assert page.status.kind == "ok"
    assert page.status.text().startswith(f"\u2713 Połączono z serwerem {host}. Dostępne modele: ")
    dialog.done(0)


@pytest.mark.parametrize("status", [400, 401, 404, 429, 500, None])
def test_every_provider_failure_reads_in_polish(polish, core, openai_server, run_async, status):
    """The failures a user meets (wrong key, unknown model, rate limit, server down, nothing listening):
    the core's English sentence is recognised and shown in Polish, with its host kept."""
    from app.core.domain import ProviderConfig
    from app.core.providers.errors import ProviderError

    from app.ui.common.errors import error_text

    base_url = openai_server.base_url if status is not None else "http://127.0.0.1:9/v1"
    if status is not None:
        openai_server.fail_next(status, path="/v1/chat/completions")
    client = core.providers.client_for_test(ProviderConfig(id="", name="T", base_url=base_url, chat_model="m"), "k")

    async def ask() -> ProviderError:
        try:
            await client.complete([{"role": "user", "content": "hi"}], "m")
        except ProviderError as err:
            return err
        finally:
            await client.aclose()
        raise AssertionError("the request did not fail")

    err = run_async(ask())
    shown = error_text(err)
    assert shown != err.message, f"not translated: {err.message!r}"
    assert not re.search(r"\b(the|Try|Check|request)\b", shown), shown
    if "127.0.0.1" in err.message:
        assert "127.0.0.1" in shown


# ----- (d) choosing the language -----------------------------------------------------------------------
@pytest.fixture
def restore_locale():
    previous = QLocale()
    yield
    QLocale.setDefault(previous)


def _clear_memory_text() -> str:
    return QCoreApplication.translate("FactsSection", "Clear memory")


def test_language_setting_pl_installs_polish(qapp, restore_locale):
    QLocale.setDefault(QLocale("en_GB"))
    translators = install_translators(qapp, "pl")
    try:
        assert _clear_memory_text() == "Wyczyść pamięć"
        assert QLocale().language() == QLocale.Language.Polish   # dates and numbers follow the language
    finally:
        remove_translators(translators)
    assert _clear_memory_text() == "Clear memory"


def test_language_setting_system_follows_the_locale(qapp, restore_locale):
    QLocale.setDefault(QLocale("pl_PL"))
    assert resolve_language("system") == "pl"
    translators = install_translators(qapp, "system")
    try:
        assert _clear_memory_text() == "Wyczyść pamięć"
    finally:
        remove_translators(translators)
    QLocale.setDefault(QLocale("de_DE"))   # a language Whizi does not speak: English
    assert resolve_language("system") == "en"
    translators = install_translators(qapp, "system")
    try:
        assert translators == [] and _clear_memory_text() == "Clear memory"
    finally:
        remove_translators(translators)


def test_language_setting_en_stays_english_on_a_polish_system(qapp, restore_locale):
    QLocale.setDefault(QLocale("pl_PL"))
    translators = install_translators(qapp, "en")
    try:
        assert translators == []
        assert _clear_memory_text() == "Clear memory"
        assert QLocale().language() == QLocale.Language.English
    finally:
        remove_translators(translators)


def test_the_ts_reader_agrees_with_a_compiled_qm(qapp, tmp_path):
    """A checkout reads the .ts, a release the .qm: both give the same Polish, plural forms included."""
    script = _load_script()
    qm = tmp_path / "whizi_pl.qm"
    subprocess.run([script.tool("pyside6-lrelease"), str(TS), "-qm", str(qm)], check=True, capture_output=True)
    compiled = QTranslator()
    assert compiled.load(str(qm))
    source = TsTranslator(TS)
    plural = ("FactsSection", "%n fact(s) saved")
    for n in (1, 2, 4, 5, 12, 22, 25, 101, 112):
        expected = compiled.translate(*plural, "", n)
        assert source.translate(*plural, "", n) == expected, n
    for m in ts_messages(TS):
        if not m["numerus"]:
            context, text, comment = m["key"]
            # Qt gives "" for "no translation", the Python override None: both mean the English shows.
            assert (source.translate(context, text, comment or None) or "") == \
                (compiled.translate(context, text, comment or None) or ""), (context, text)


def test_polish_plural_forms():
    assert [plural_index("pl", n) for n in (1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112)] == \
        [0, 1, 1, 1, 2, 2, 2, 2, 2, 1, 2, 1, 2]


def test_polish_counts_read_naturally(qapp, polish):
    said = [QCoreApplication.translate("FactsSection", "%n fact(s) saved", "", n) for n in (1, 3, 5, 22)]
    assert said == ["1 zapisany fakt", "3 zapisane fakty", "5 zapisanych faktów", "22 zapisane fakty"]
