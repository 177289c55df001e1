"""Screenshots of the Settings and first-run dialogs for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_settings_screenshots.py

The test server from tests/support stands in for Ollama (same API, plausible model names), in a
throwaway data folder, with an in-memory keyring: the script never touches real data or keys.
"""
from __future__ import annotations

import asyncio

from _shots import save, shoot, until  # first: it sets up the environment

MODELS = ("llama3.2:3b", "nomic-embed-text", "qwen2.5:7b")


async def _shoot(shots) -> None:
    core, base_url, port = shots.core, shots.server.base_url, shots.server.port
    from app.ui.settings.onboarding import OnboardingDialog
    from app.ui.settings.dialog import SettingsDialog

    settings = SettingsDialog(core)
    settings.show()
    page = settings.providers_page
    page.name_edit.setText("Ollama")
    page.base_url_edit.setText(base_url)
    page.chat_model.setEditText("qwen2.5:7b")
    page.memory_model.setEditText("llama3.2:3b")
    page.embedding_model.setEditText("nomic-embed-text")
    page.test_connection()
    await until(lambda: not page.tasks.running() and page.test_button.isEnabled())
    await asyncio.sleep(0.1)  # let the layout settle after the status line appeared
    save(settings, "settings.png")
    settings.close()

    onboarding = OnboardingDialog(core, candidates=(("Ollama", port),))
    onboarding.show()
    await until(lambda: not onboarding.detecting() and not onboarding.tasks.running())
    await asyncio.sleep(0.1)  # let the layout take in the list before fitting the window to it
    # sizeHint() overestimates wrapped labels; ask for the height at the actual width instead.
    width = onboarding.width()
    onboarding.resize(width, onboarding.layout().totalHeightForWidth(width))
    await asyncio.sleep(0.1)
    save(onboarding, "onboarding.png")
    onboarding.close()


if __name__ == "__main__":
    shoot(_shoot, models=MODELS)
