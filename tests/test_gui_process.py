"""The real program as a user starts it: a process that paints its window and quits cleanly."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_gui_starts_paints_and_quits_cleanly(data_dir):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WHIZI_REPORT_FIRST_PAINT="1")
    main = [sys.executable, str(ROOT / "main.py"), "--data-dir", str(data_dir)]
    subprocess.run([*main, "provider", "set", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"],
                   env=env, check=True, capture_output=True, timeout=60)
    result = subprocess.run(main, env=env, capture_output=True, text=True, timeout=60)
    # The frame is painted first, then filled with the chats once the data folder is open.
    assert result.stdout.split() == ["whizi-first-paint", "whizi-ready"]
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert (data_dir / "logs" / "whizi.log").exists()


def test_frame_is_painted_in_the_theme_the_user_chose(data_dir):
    # The frame comes before the database is opened properly; it must not flash light, then dark.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    main = [sys.executable, str(ROOT / "main.py"), "--data-dir", str(data_dir)]
    subprocess.run([*main, "settings", "set", "ui.theme", "dark"], env=env, check=True, capture_output=True, timeout=60)
    probe = (
        "import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
        "from app.ui.app import _startup_settings; from app.ui.common.theme import apply_theme, is_dark;"
        "apply_theme(_startup_settings(sys.argv[1]).get('ui.theme', 'system')); print(is_dark(app.palette()))"
    )
    result = subprocess.run([sys.executable, "-c", probe, str(data_dir)], env=env, capture_output=True, text=True,
                            timeout=60, cwd=ROOT)
    assert result.stdout.strip() == "True", result.stderr
