"""The real program as a user starts it: a process that paints its window and quits cleanly."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_gui_starts_paints_and_quits_cleanly(data_dir):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WHIZI_REPORT_FIRST_PAINT="1",
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    main = [sys.executable, str(ROOT / "main.py"), "--data-dir", str(data_dir)]
    subprocess.run([*main, "provider", "set", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"],
                   env=env, check=True, capture_output=True, timeout=60)
    result = subprocess.run(main, env=env, capture_output=True, text=True, timeout=60)
    assert "whizi-first-paint" in result.stdout
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert (data_dir / "logs" / "whizi.log").exists()
