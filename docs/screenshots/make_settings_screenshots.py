"""Screenshots of the Settings and first-run dialogs for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_settings_screenshots.py

The test server from tests/support stands in for Ollama (same API, plausible model names), in a
throwaway data folder, with an in-memory keyring: the script never touches real data or keys.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("OPENAI_API_KEY", None)  # the screenshots must not depend on the developer's setup

import keyring  # noqa: E402
import keyring.backend  # noqa: E402

MODELS = ("llama3.2:3b", "nomic-embed-text", "qwen2.5:7b")


class _MemoryKeyring(keyring.backend.KeyringBackend):
    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict = {}

    def get_password(self, service, username):
        return self.secrets.get((service, username))

    def set_password(self, service, username, password):
        self.secrets[(service, username)] = password

    def delete_password(self, service, username):
        self.secrets.pop((service, username), None)


async def _until(condition, timeout: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError("the dialog did not settle")
        await asyncio.sleep(0.02)


async def _shoot(data_dir: Path, base_url: str, port: int) -> None:
    from app.core.context import WhiziCore
    from app.ui.onboarding import OnboardingDialog
    from app.ui.settings_dialog import SettingsDialog

    core = WhiziCore.open(data_dir)
    try:
        settings = SettingsDialog(core)
        settings.show()
        page = settings.providers_page
        page.name_edit.setText("Ollama")
        page.base_url_edit.setText(base_url)
        page.chat_model.setEditText("qwen2.5:7b")
        page.memory_model.setEditText("llama3.2:3b")
        page.embedding_model.setEditText("nomic-embed-text")
        page.test_connection()
        await _until(lambda: not page.tasks.running() and page.test_button.isEnabled())
        await asyncio.sleep(0.1)  # let the layout settle after the status line appeared
        settings.grab().save(str(OUT / "settings.png"))
        settings.close()

        onboarding = OnboardingDialog(core, candidates=(("Ollama", port),))
        onboarding.show()
        await _until(lambda: not onboarding.detecting() and not onboarding.tasks.running())
        await asyncio.sleep(0.1)  # let the layout take in the list before fitting the window to it
        # sizeHint() overestimates wrapped labels; ask for the height at the actual width instead.
        width = onboarding.width()
        onboarding.resize(width, onboarding.layout().totalHeightForWidth(width))
        await asyncio.sleep(0.1)
        onboarding.grab().save(str(OUT / "onboarding.png"))
        onboarding.close()
    finally:
        core.close()


def main() -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    from tests.support.openai_server import OpenAIServer

    keyring.set_keyring(_MemoryKeyring())
    app = QApplication(sys.argv)
    app.setStyle("Fusion")  # as app/ui/app.py does
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with OpenAIServer(models=MODELS) as server, tempfile.TemporaryDirectory() as tmp:
        with loop:
            loop.run_until_complete(_shoot(Path(tmp) / "data", server.base_url, server.port))
    print(f"wrote {OUT / 'settings.png'} and {OUT / 'onboarding.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
