"""The window at start-up's "ready" (#15): the user's chats and the composer, drawn before the core
is loaded. The real start (run_gui) in a fresh interpreter, on a throwaway encrypted data folder
whose key is in a keyring of files in a throwaway folder (tests/support/memory_keyring.py).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_startup_screenshots.py
"""
from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent

CHATS = [("Plan for the garden in spring", 400, False, "none"), ("Przepis na pierogi ruskie", 300, False, "auto"),
         ("Reading list for November", 200, False, "once"), ("Python: parse dates in a CSV", 90, False, "none"),
         ("Trip to Kraków — itinerary", 30, True, "auto"), ("Cover letter draft", 5, False, "none")]


def child(data: str, target: str) -> None:
    from app.core.context import WhiziCore
    from app.core.domain import AnalysisMode, ProviderConfig, Role, utcnow

    core = WhiziCore.open(data)
    core.providers.save(ProviderConfig(id="", name="Ollama", base_url="http://127.0.0.1:9/v1", chat_model="qwen2.5:7b"))
    now = utcnow()
    for title, minutes, pinned, mode in CHATS:
        chat = core.chats.create(title, created_at=now - dt.timedelta(minutes=minutes))
        if pinned:
            core.chats.set_pinned(chat.id, True)
        if mode != "none":
            core.chats.set_analysis_mode(chat.id, AnalysisMode(mode))
    core.close()

    os.environ["WHIZI_REPORT_FIRST_PAINT"] = "1"
    import app.ui.main_window as mw
    from app.ui.app import run_gui

    def at_ready(window) -> None:   # in place of the close the start-up report asks for at "ready"
        assert window.core is None, "the core was loaded before ready"
        window.grab().save(target)
        print(f"wrote {target}", flush=True)
        os._exit(0)

    mw.MainWindow.close = at_ready
    run_gui(data)


def main() -> None:
    scratch = Path(tempfile.mkdtemp(prefix="whizi-shots-start-"))
    (scratch / "keyring").mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               PYTHON_KEYRING_BACKEND="tests.support.memory_keyring.FileKeyring",
               WHIZI_TEST_KEYRING_DIR=str(scratch / "keyring"))
    env.pop("WHIZI_PASSPHRASE", None)
    subprocess.run([sys.executable, __file__, "--child", str(scratch / "data"), str(OUT / "startup-ready.png")],
                   env=env, check=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], sys.argv[3])
    else:
        main()
