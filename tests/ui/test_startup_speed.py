"""What start-up does to be at "ready" sooner (issue #15; benchmarks/startup_bench.py measures it).
Each check runs in a fresh interpreter, as the app starts: in the test process Qt and most modules
are loaded already."""
from __future__ import annotations

import json
import os
import subprocess
import sys


def _run(code: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("whizi-test ")]
    assert lines, done.stderr[-2000:]
    return json.loads(lines[0][len("whizi-test "):])


SCAN = r'''
import json, linecache, sys
import PySide6.QtCore
from app.ui.app import quiet_pyside_import_scan
quiet_pyside_import_scan()
from app.core.store.models import Base        # SQLAlchemy's modules and one of ours, no Qt
from app.ui.common.plain import plain_box     # one of ours that uses PySide6
models, plain, mapper = (sys.modules[n] for n in ("app.core.store.models", "app.ui.common.plain", "sqlalchemy.orm.mapper"))
feature = sys.modules["shibokensupport.feature"].pyside_feature_dict
print("whizi-test " + json.dumps({
    "sources_kept": [m.__file__ for m in (models, plain, mapper) if m.__file__ in linecache.cache],
    "uses_pyside": {m.__name__: feature.get(m.__name__) for m in (models, plain, mapper)}}))
'''


def test_modules_imported_after_qt_are_not_read_into_memory_for_pysides_check():
    # PySide6 asks of every module imported after it whether it uses PySide: through
    # inspect.getsource, whose line cache kept each file's text for good (~9 MB, ~150 ms at start).
    seen = _run(SCAN)
    assert seen["sources_kept"] == []
    # ...and still gets the same answers: the PySide module is one, the others are not.
    assert seen["uses_pyside"] == {"app.core.store.models": -1, "app.ui.common.plain": 0,
                                   "sqlalchemy.orm.mapper": -1}


COLLECTOR = r'''
import gc, json, os, sys, time
os.environ["WHIZI_REPORT_FIRST_PAINT"] = "1"
import app.ui.main_window as mw
from app.ui.app import run_gui
seen = {"passes_before_core": 0, "core": False}
gc.callbacks.append(lambda phase, info: phase == "start" and not seen["core"]
                    and seen.update(passes_before_core=seen["passes_before_core"] + 1))
paint = mw.MainWindow.paintEvent
def paint_event(self, event):
    paint(self, event)
    if self.core is not None:
        seen["core"] = True
mw.MainWindow.paintEvent = paint_event
def at_ready(window):   # in place of the close the start-up report asks for
    from PySide6.QtCore import QTimer
    seen["core_loaded_at_ready"] = window.core is not None
    seen["xml_reader_loaded"] = "xml.etree.ElementTree" in sys.modules
    deadline = time.monotonic() + 120
    def core_loaded():   # the core loads after "ready"; once it is in the window, the collector runs
        if not (seen["core"] and gc.isenabled()) and time.monotonic() < deadline:
            QTimer.singleShot(10, core_loaded)
            return
        seen["collector_on_once_core_loaded"] = gc.isenabled()
        print("whizi-test " + json.dumps(seen), flush=True)
        os._exit(0)
    core_loaded()
mw.MainWindow.close = at_ready
run_gui(sys.argv[1])
'''


def test_the_collector_waits_until_the_window_is_ready_then_runs_again(tmp_path):
    from app.cli import main as cli

    data = tmp_path / "data"
    assert cli(["--data-dir", str(data), "provider", "set", "--base-url", "http://127.0.0.1:9/v1",
                "--model", "m"]) == 0
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", COLLECTOR, str(data)], capture_output=True, text=True,
                          timeout=300, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("whizi-test ")]
    assert lines, done.stderr[-2000:]
    seen = json.loads(lines[0][len("whizi-test "):])
    # Start-up's objects all live on: walking them while they are created only delayed the window
    # (~100 ms of CPU before "ready"), and, once the core loads after "ready", froze it.
    assert seen["core_loaded_at_ready"] is False
    assert seen["passes_before_core"] == 0
    # Afterwards the app collects as any other: a long session must not grow with its cycles.
    assert seen["collector_on_once_core_loaded"] is True
    # An English window reads no translation source, so the XML reader is not loaded for it.
    assert seen["xml_reader_loaded"] is False


ENTRY = r'''
import json, sys
import app.ui.app
started = []
app.ui.app.run_gui = lambda data_dir=None: started.append(data_dir) or 0
from app.__main__ import main
main(json.loads(sys.argv[1]))
print("whizi-test " + json.dumps({"window_on": started, "command_modules_loaded": "app.cli.commands" in sys.modules}))
'''


def test_the_window_start_does_not_load_the_command_line_parser():
    # `whizi` and `whizi --data-dir DIR` open the window: the parser and its command modules are
    # not needed for that (30-70 ms before the first frame).
    for argv, folder in (([], None), (["--data-dir", "/tmp/x y"], "/tmp/x y"), (["--data-dir=/tmp/z"], "/tmp/z")):
        code = ENTRY.replace("sys.argv[1]", repr(json.dumps(argv)))
        assert _run(code) == {"window_on": [folder], "command_modules_loaded": False}
    # Anything else still goes through the parser: a command, or the window with other options.
    assert _run(ENTRY.replace("sys.argv[1]", repr(json.dumps(["--passphrase-stdin", "--data-dir", "/tmp/w"])))) \
        == {"window_on": ["/tmp/w"], "command_modules_loaded": True}
