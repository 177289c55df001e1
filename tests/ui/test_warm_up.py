"""What the app loads after start-up (issue #15): the idle window holds only what its first screen
needs; what the first message needs (the SDK, the tokenizer, the local privacy detector, the memory
readers' models) loads in a worker once the user starts writing, before they send."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from app.cli import main as cli

# The real app (run_gui) in a fresh interpreter. Every job handed to a worker is recorded; once all
# have finished after "ready" (the window painted with its content), the loaded modules are noted,
# then a key is typed into the composer and, once the workers are done again, noted once more.
APP = r'''
import concurrent.futures, json, os, sys, time
submitted = []
_submit = concurrent.futures.ThreadPoolExecutor.submit
def submit(self, fn, *args, **kwargs):
    future = _submit(self, fn, *args, **kwargs)
    submitted.append(future)
    return future
concurrent.futures.ThreadPoolExecutor.submit = submit
os.environ["WHIZI_REPORT_FIRST_PAINT"] = "1"
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
import app.ui.main_window as mw
from app.ui.app import run_gui
HEAVY = ("openai", "lancedb", "sklearn", "onnxruntime", "tiktoken", "app.core.memory.privacy.detector.verdict",
         "markdown_it", "pygments", "app.core.data.chatgpt")
seen = {}
deadline = time.monotonic() + 240

def when_workers_done(then):
    if all(f.done() for f in submitted) or time.monotonic() > deadline:
        then()
    else:
        QTimer.singleShot(20, lambda: when_workers_done(then))

def at_ready(window):   # in place of the close the start-up report asks for
    def idle():
        if window.core is None:   # the core loads after "ready": idle is with it in the window
            QTimer.singleShot(20, lambda: when_workers_done(idle))
            return
        seen["idle"] = [m for m in HEAVY if m in sys.modules]
        QTest.keyClicks(window.panel.composer.edit, "H")
        QTimer.singleShot(0, lambda: when_workers_done(writing))
    def writing():
        seen["writing"] = [m for m in HEAVY if m in sys.modules]
        print("whizi-test " + json.dumps(seen), flush=True)
        os._exit(0)
    QTimer.singleShot(0, lambda: when_workers_done(idle))

mw.MainWindow.close = at_ready
run_gui(sys.argv[1])
'''


def test_the_idle_window_loads_nothing_heavy_and_writing_a_message_loads_what_it_needs(tmp_path):
    data = tmp_path / "data"
    assert cli(["--data-dir", str(data), "provider", "set", "--base-url", "http://127.0.0.1:9/v1",
                "--model", "m"]) == 0
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")   # with the test's own keyring (conftest.py)
    done = subprocess.run([sys.executable, "-c", APP, str(data)], capture_output=True, text=True,
                          timeout=400, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("whizi-test ")]
    assert lines, done.stderr[-2000:]
    seen = json.loads(lines[0][len("whizi-test "):])
    # ~300 MB and seconds of loading that a window opened only to read never needs; nor, on an
    # empty window, the Markdown renderer or the ChatGPT importer (start-up time, #15).
    assert seen["idle"] == []
    # The first message's title needs the detector, its request the SDK and the tokenizer: loaded
    # while the user writes, not when they press Enter.
    assert {"openai", "tiktoken", "app.core.memory.privacy.detector.verdict"} <= set(seen["writing"])


def test_warm_up_loads_the_privacy_detector_so_the_first_title_or_memory_map_does_not_wait():
    # A fresh interpreter: in the test process another test may have imported the detector already.
    code = (
        "import sys\n"
        "from app.ui.app import warm_up\n"
        "assert 'app.core.memory.privacy.detector.verdict' not in sys.modules\n"
        "warm_up()\n"
        "print('app.core.memory.privacy.detector.verdict' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
