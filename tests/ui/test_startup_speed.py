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
