"""The warm-up after the first paint loads what the first actions would otherwise wait for on the UI
thread: the local privacy detector (seconds of pattern compiling) among them."""
from __future__ import annotations

import subprocess
import sys


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
