"""Screenshot of an imported chat whose title is HTML, shown as the text it is, for the docs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_plain_text_screenshots.py

A second data folder writes a Whizi export with an HTML title and a huge <table> title; it is
imported as a user would and opened in the real window. Throwaway folders, in-memory keyring.
"""
from __future__ import annotations

from _shots import save, settle, shoot, wait_for  # first: it sets up the environment

HTML_TITLE = '<h1 style="color:red">X</h1><img src="/etc/x.png"><a href="https://evil.example/key">click</a>'
TABLE_TITLE = "<table><tr>" + "<td>a wide imported cell</td>" * 400 + "</tr></table>"


def scene(shots) -> None:
    from app.core.context import WhiziCore
    from app.core.domain import Role
    from app.ui.main_window import MainWindow

    source = WhiziCore.open(shots.scratch / "other-data")
    try:
        ids = {}
        for title, question, answer in (
                (TABLE_TITLE, "Can you format this as a table?", "Sure, here it is."),
                (HTML_TITLE, "What should I pack for Lisbon?", "A light rain jacket and comfortable shoes.")):
            chat = source.chats.create(title)
            source.messages.add(chat.id, Role.USER, question)
            source.messages.add(chat.id, Role.ASSISTANT, answer)
            ids[title] = chat.id
        source.data.export(shots.scratch / "export.json")
    finally:
        source.close()
    shots.core.data.import_files(shots.scratch / "export.json")

    window = MainWindow(shots.core, onboarding=False)
    window.resize(1000, 620)
    window.show()
    window.panel.open_chat(ids[HTML_TITLE])
    wait_for(shots.app, lambda: window.panel.chat is not None and window.panel.chat.id == ids[HTML_TITLE])
    settle(shots.app, 0.5)
    save(window, "html-title-plain.png")
    window.close()


if __name__ == "__main__":
    shoot(scene, provider="Ollama", models=("qwen2.5:7b", "llama3.2:3b"))
