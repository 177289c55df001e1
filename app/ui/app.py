"""Start the GUI: one QApplication, one qasync loop, the core opened with clear messages when the
data folder cannot be used, and a tidy shutdown that lets streaming replies save what they have."""
from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

# The same exit codes as the command line: 3, the data folder cannot be used.
from app.cli.errors import Exit

if TYPE_CHECKING:
    from app.core.context import WhiziCore

log = logging.getLogger(__name__)


def _message(title: str, text: str, *, question: str | None = None) -> bool:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox()
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    if question:
        box.setInformativeText(question)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
    from app.ui.common.plain import plain_box

    plain_box(box)  # a path or a database's message, never markup
    if question:
        return box.exec() == QMessageBox.StandardButton.Yes
    box.exec()
    return False


_FROM_ENV = object()


def open_core_interactively(data_dir, *, passphrase=_FROM_ENV, key: bytes | None = None):
    """Open the data folder, turning every known failure into a dialog instead of a traceback.
    `passphrase` defaults to WHIZI_PASSPHRASE; `key`, the folder's key found already (start-up's
    first-screen read), is used instead of unlocking again."""
    from PySide6.QtCore import QCoreApplication

    from app.core.context import WhiziCore
    from app.core.errors import StorageError
    from app.core.instance_lock import AlreadyRunning
    from app.core.store.db import CorruptDatabase, move_aside

    from app.ui.common.errors import error_text

    # A passphrase given as the CLI takes it from scripts (#17); the dialogs ask when it is absent or wrong.
    if passphrase is _FROM_ENV:
        passphrase = os.environ.get("WHIZI_PASSPHRASE") or None
    restore: bytes | None = None   # a key unlocked by passphrase, to put back into the keyring
    # `key`: the key the unlock dialog (or the first-screen read) derived already (scrypt is not run twice)
    while True:
        try:
            core = WhiziCore.open(data_dir, passphrase=passphrase, key=key)
            if restore is not None:
                from app.ui.settings.unlock import restore_keyring

                restore_keyring(core.layout.root, restore)
            return core
        except CorruptDatabase as exc:
            question = QCoreApplication.translate("App", "Move the damaged file aside and start with an empty database?")
            if not _message("Whizi", error_text(exc), question=question):
                return None
            aside = move_aside(exc.path)
            log.warning("damaged database moved to %s", aside)
        except AlreadyRunning as exc:
            _message(QCoreApplication.translate("App", "Whizi is already running"), error_text(exc))
            return None
        except StorageError as exc:
            # An encrypted folder the keyring cannot open alone (#17): ask for what opens it.
            asked = _ask_for_key(exc)
            if asked is _QUIT:
                return None
            if asked is not None:
                passphrase, key, restore = asked
                continue
            # The folder or its database cannot be used: said in the UI's language.
            _message(QCoreApplication.translate("App", "Whizi cannot start"), error_text(exc))
            return None


_QUIT = object()


def _ask_for_key(error: BaseException):
    """What opens an encrypted folder, asked for the StorageError `error` names: (passphrase, the key
    the dialog unlocked or None, the key to put back into the keyring or None), _QUIT when the user
    quits, None for any other error."""
    code = getattr(error, "code", "")
    root = getattr(error, "root", None)
    if root is None or code not in ("storage.passphrase_needed", "storage.wrong_passphrase", "storage.no_key_store",
                                    "storage.key_missing", "storage.key_missing_passphrase"):
        return None
    if code == "storage.no_key_store":   # first start without a system keyring: choose a passphrase
        from app.ui.settings.onboarding import ask_first_passphrase

        chosen = ask_first_passphrase()
        return _QUIT if chosen is None else (chosen, None, None)
    if code == "storage.key_missing":   # no keyring entry and no passphrase: nothing can open it
        from app.ui.settings.unlock import explain_key_missing

        explain_key_missing(error)
        return _QUIT
    from app.ui.settings.unlock import ask_passphrase

    dialog = ask_passphrase(root, key_missing=code == "storage.key_missing_passphrase")
    if dialog is None:
        return _QUIT
    return dialog.passphrase, dialog.key, dialog.key if dialog.restore_keyring else None


def install_crash_handler(folder) -> None:
    """Unexpected exceptions on the Qt thread: write a report, tell the user once, keep running."""
    from PySide6.QtCore import QCoreApplication, QUrl
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox

    from app.core.crash import write_report

    shown = {"once": False}

    def hook(exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        log.error("unexpected error", exc_info=(exc_type, None, tb))
        path = write_report(folder, exc_type, exc, tb)
        if shown["once"]:
            return
        shown["once"] = True
        box = QMessageBox(QMessageBox.Icon.Critical, "Whizi", QCoreApplication.translate(
            "App", "Something went wrong inside Whizi. Your chats are saved. A report was written to your data folder."))
        open_button = box.addButton(QCoreApplication.translate("App", "Open report"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)
        open_button.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))))
        box.open()

    sys.excepthook = hook


def warm_up(core: WhiziCore | None = None) -> None:
    """Blocking, for a worker: load what the first message needs (the tokenizer, the SDK, the
    local privacy detector for its title, the memory readers and the local embedder's model)."""
    from app.core.heap import long_lived_imports, settle_heap
    from app.core.memory.facts.triggers import detect_request
    from app.core.providers.tokens import count_tokens

    count_tokens("warm up")
    detect_request("warm up")   # its patterns, for the check when the first turn ends
    if core is not None:
        core.warm_memory()   # the first reply's memory blocks (facts, session history) on time
    with long_lived_imports():
        # The SDK loads its chat resources and builds the streamed chunk's model at the first
        # request, on the event loop: ~150 ms of a frozen window when the first reply starts.
        import openai
        from openai.types.chat import ChatCompletionChunk

        openai.AsyncOpenAI(api_key="warm-up", base_url="http://127.0.0.1:9/v1").chat.completions  # noqa: B018 - no request
        openai.AsyncStream[ChatCompletionChunk]
        ChatCompletionChunk.model_validate({"id": "warm-up", "choices": [], "created": 0, "model": "warm-up",
                                            "object": "chat.completion.chunk"})
        # The SDK reads each streamed chunk with its own (unvalidated) construction, whose type caches
        # fill at the first chunk with a choice: 15-30 ms on the loop once the first reply streams.
        with contextlib.suppress(Exception):   # a private helper of the SDK: a later one may move it
            from openai._models import construct_type

            construct_type(type_=ChatCompletionChunk, value={
                "id": "warm-up", "created": 0, "model": "warm-up", "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": {"role": "assistant", "content": "warm"}, "logprobs": None,
                             "finish_reason": None}]})
        # The local privacy detector compiles many patterns at import (~1 s on this machine) and its
        # disclosure vocabulary at first use (~1 s more): the first title, privacy analysis or Memory
        # Map open would wait for them.
        import app.core.memory.privacy.detector.verdict  # noqa: F401
        from app.core.memory.privacy.detector.lazy import compile_all

        compile_all()
    # Start-up's objects live as long as the app: collect once, then spare them later collector
    # passes, which background threads would otherwise make the window wait for (app/core/heap.py).
    settle_heap()


def warm_when_writing(window, start: Callable[[], object]) -> None:
    """Call `start` once, at the first edit of the window's composer (now if the user typed in
    it before the core was loaded).

    What the first message needs is ~300 MB and seconds of loading (issue #15): an idle window,
    or one only used to read, never holds it. Writing a message takes longer than loading it, so
    the first reply does not wait either."""
    edit = window.panel.composer.edit
    if edit.toPlainText() or window.panel.composer.is_busy():
        start()
        return

    def first_edit() -> None:
        edit.textChanged.disconnect(first_edit)
        start()

    edit.textChanged.connect(first_edit)


def _startup_settings(data_dir) -> dict:
    from app.core.paths import DataDirError, DataLayout, resolve_data_dir
    from app.core.startup_settings import read_startup_settings

    try:
        return read_startup_settings(DataLayout(resolve_data_dir(data_dir)).database)
    except (DataDirError, OSError):
        return {}  # the real open reports it


def _first_screen(data_dir, passphrase: str | None):
    """The first screen read before the core is loaded, or None (then the full path, #15); and
    the passphrase the full path may still try (not one the read found wrong: scrypt runs once)."""
    from app.core.store.early_read import WrongKey, read_first_screen

    try:
        screen = read_first_screen(data_dir, passphrase)
    except WrongKey:
        return None, None
    if screen is None or not screen.has_provider:   # onboarding is the full path's
        return None, passphrase
    return screen, passphrase


def _start_logs(data_dir) -> None:
    from app.core.logs import setup_logging
    from app.core.paths import DataLayout, resolve_data_dir

    folder = DataLayout(resolve_data_dir(data_dir)).logs
    setup_logging(folder)
    install_crash_handler(folder)


def _load_core(data_dir, key: bytes | None):
    """Blocking, for a worker, once the window shows the first screen: import the core and what
    the window builds on it, and open the data folder. Everything `MainWindow.attach` and
    run_gui's `begin` import is imported here, so the window's thread, which imports nothing meanwhile
    (what the user does that needs the core waits for it), never waits on a module this thread
    is loading."""
    from app.core.context import WhiziCore
    from app.core.crash import write_report  # noqa: F401

    from app.ui.chat.analysis_progress import attach_analysis_status  # noqa: F401
    from app.ui.chat.panel import ChatPanel  # noqa: F401
    from app.ui.common.bridge import EventBridge  # noqa: F401
    from app.ui.common.operations import Operations  # noqa: F401
    from app.ui.settings.data_transfer import DataTransfer  # noqa: F401

    core = WhiziCore.open(data_dir, key=key)
    try:
        # The sidebar's chats and brains as the core says (the window compares them with the first
        # screen's), read here: with them the pool's connections are opened and keyed off the window's thread.
        chats = core.chats.list_visible()
        return core, chats, core.privacy.brain_states(chats)
    except BaseException:
        core.close()
        raise


def _follow_settings(app, translators, shown: tuple[str, str], wanted: tuple[str, str]):
    """The theme and language `wanted` (the database's), where ui.json said `shown`; the
    translators in use are returned. Before the content is built: tr() is evaluated when widgets are made."""
    from app.ui.common.i18n import install_translators, remove_translators, resolve_language
    from app.ui.common.theme import apply_theme

    if wanted[0] != shown[0]:
        apply_theme(wanted[0])
    if resolve_language(wanted[1]) != resolve_language(shown[1]):
        remove_translators(translators)
        translators = install_translators(app, wanted[1])
    return translators


def _wait_until_painted(app, window, limit_ms: int = 2000, *, content: bool = False) -> None:
    """Let Qt put the frame (or, with `content`, the first screen) on screen before the slow part
    of start-up blocks the thread or, loading in a worker, competes with it for the interpreter."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(limit_ms)
    while not (window.ready if content else window.painted) and not deadline.hasExpired():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def quiet_pyside_import_scan() -> None:
    """Make PySide6's check of each newly imported module cheap (start-up, #15).

    Once PySide6 is loaded it looks at every module imported after it, once, for whether the module
    may use PySide's optional `from __feature__ import ...` switches: it asks `inspect.getsource`
    for the module's whole text, which tokenizes the file and keeps every line in `linecache` for
    the rest of the process, and then looks for "PySide6" in it. On the ~450 modules the data
    folder's stack imports after the window frame (SQLAlchemy most of them) that was ~150 ms of
    CPU before "ready" and ~9 MB of source text kept. The answer here is the same ("PySide6" in the
    file's bytes), read without inspect or linecache; modules without a .py file are left to
    PySide's own check. PySide6 offers no setting for this; where its internals differ (another
    version), nothing is changed."""
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "whizi_bytes_scan", False):
        return

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return check(module)

    uses_pyside.whizi_bytes_scan = True
    feature._mod_uses_pyside = uses_pyside


def settle_start_up(resume_collector: Callable[[], None]) -> None:
    """Start-up's objects live as long as the app: later collector passes skip them. They are
    frozen without a collection first (heap.settle_heap's): the collector was off since start-up
    began, and a pass over all of them, in any thread, held the interpreter lock and froze the
    window for 100-150 ms right after the core arrived, while the user may be typing; it would
    have found a few hundred objects (~0.1 % of the heap) to free."""
    import gc

    gc.freeze()
    resume_collector()


def run_gui(data_dir=None) -> int:
    import gc

    # Start-up creates a few hundred thousand objects that live as long as the app (modules,
    # classes, Qt's wrappers). The collector, seeing them arrive, walked them again and again:
    # ~100 ms of CPU before "ready". It waits until the window is ready and the core, loaded after
    # "ready", is in it; then start-up's heap is frozen (settle_start_up).
    collector_was_on = gc.isenabled()
    gc.disable()

    def resume_collector() -> None:
        if collector_was_on:
            gc.enable()

    import PySide6.QtCore  # noqa: F401 - loads PySide's import check, made cheap before anything else loads

    quiet_pyside_import_scan()
    import qasync
    from PySide6.QtWidgets import QApplication

    import app.core.crash  # noqa: F401 - the crash handler's, loaded before "ready" (the window's thread imports nothing later)
    from app.core.events import note_running_loop
    from app.core.logs import setup_logging
    from app.core.paths import use_private_umask

    use_private_umask()
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Whizi")
    app.setOrganizationName("Whizi")
    app.setDesktopFileName("app.whizi.Whizi")
    from app.ui.common.theme import install_style

    install_style(app)  # Fusion, with focus rings where Fusion draws none
    # We end the loop ourselves once replies have saved and jobs stopped; Qt quitting on the last
    # window would stop the loop under our feet.
    app.setQuitOnLastWindowClosed(False)
    from app.ui.common.i18n import install_translators
    from app.ui.common.icons import icon
    from app.ui.common.theme import apply_theme
    from app.ui.main_window import MainWindow

    # The window frame is painted first, in the user's theme and language; then it is filled with
    # the user's chats, read without the storage stack ("ready"), and the core loads in a worker
    # while the window already answers (#15). A folder that cannot be read so (a new one, a locked
    # key, another schema...) is opened as before, with its dialogs, and then filled.
    early = _startup_settings(data_dir)
    language, theme = early.get("ui.language", "system"), early.get("ui.theme", "system")
    translators = install_translators(app, language)
    apply_theme(theme)
    app.setWindowIcon(icon("whizi"))
    window = MainWindow()
    # Closed at any time from here on (even while start-up still paints the first screen): the app
    # ends. An asyncio.Event binds to the loop only when awaited.
    closed = asyncio.Event()
    window.sig_closed.connect(closed.set)
    window.show()
    _wait_until_painted(app, window)
    screen, passphrase = _first_screen(data_dir, os.environ.get("WHIZI_PASSPHRASE") or None)
    core = None
    if screen is not None:
        translators = _follow_settings(app, translators, (theme, language),  # noqa: F841 - kept alive
                                       (screen.settings["ui.theme"], screen.settings["ui.language"]))
        window.show_first_screen(screen)
        _wait_until_painted(app, window, content=True)
        # The log and the crash report from "ready" on, not only once the core is in: a background
        # open that fails is logged, and a window closed at once still leaves its log.
        _start_logs(data_dir)
    else:
        core = open_core_interactively(data_dir, passphrase=passphrase)
        if core is None:
            resume_collector()
            window.close()
            return Exit.DATA
        translators = _follow_settings(app, translators, (theme, language),  # noqa: F841 - kept alive
                                       (core.settings.get("ui.theme"), core.settings.get("ui.language")))
    loop = qasync.QEventLoop(app)
    # Blocking helpers (name lookups, asyncio.to_thread) run here; unlike qasync's QThread pool it
    # can be shut down before Qt tears down, so quitting never aborts on a running thread.
    executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="whizi-worker")
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    # "Delete all data" replaces the core and the window; the app lives on in the new ones.
    current = {"core": core, "window": window}

    def adopt(new_window) -> None:
        current.update(core=new_window.core, window=new_window)
        new_window.sig_closed.connect(closed.set)
        new_window.sig_replaced.connect(adopt)
        new_window.core.runner.start()
        warm_when_writing(new_window, lambda: loop.run_in_executor(None, warm_up, new_window.core))

    window.sig_replaced.connect(adopt)
    # Once the core's content is up, start-up's objects are frozen (app/core/heap.py) and the
    # collector runs again; what the first message needs loads in a worker when the user starts
    # writing one.
    window.sig_first_paint.connect(lambda: settle_start_up(resume_collector))

    def logs(core) -> None:
        current["core"] = core
        setup_logging(core.layout.logs)
        install_crash_handler(core.layout.logs)

    def begin(core) -> None:
        if window.core is None:
            window.attach(core)
        core.runner.start()
        warm_when_writing(window, lambda: loop.run_in_executor(None, warm_up, core))

    async def load_in_background():
        note_running_loop()   # a worker's core Event now reaches its listeners on this loop
        try:
            opened, chats, brains = await loop.run_in_executor(None, _load_core, data_dir, screen.key)
        except Exception as exc:   # said with its dialog once the loop is stopped (no nested loop in it)
            log.info("the data folder did not open in the background: %s", type(exc).__name__)
            return None
        if closed.is_set():   # closed meanwhile
            opened.close()
            return None
        window.sidebar.set_core_view(chats, brains)
        logs(opened)
        await asyncio.sleep(0)   # input and paints that came meanwhile go first: attach holds the thread ~50 ms
        if closed.is_set():
            return None   # closed as `finally` below
        begin(opened)
        return opened

    async def lifetime() -> None:
        note_running_loop()   # a worker's core Event now reaches its listeners on this loop
        await closed.wait()
        pending = current["core"].chat.stop_all()
        if pending:
            await asyncio.wait(pending, timeout=2)
        await current["core"].runner.stop()

    try:
        with loop:
            if core is None:
                if closed.is_set():   # closed as soon as it was painted: nothing to load
                    return 0
                core = loop.run_until_complete(load_in_background())
                if closed.is_set():
                    return 0
                if core is None:   # the full path, with its dialogs
                    core = open_core_interactively(data_dir, passphrase=passphrase, key=screen.key)
                    if core is None:
                        window.close()
                        return Exit.DATA
                    logs(core)
                    begin(core)
            else:
                logs(core)
                begin(core)
            loop.run_until_complete(lifetime())
    finally:
        resume_collector()   # if the window closed before it was ever ready
        executor.shutdown(wait=False, cancel_futures=True)
        if current["core"] is not None:
            current["core"].close()
    return 0
