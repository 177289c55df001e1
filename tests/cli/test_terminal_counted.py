"""The command line counts in real English: "1 chat", "2 chats", never "chat(s)"."""
from __future__ import annotations

from app.cli.terminal import counted


def test_counts_take_the_singular_only_for_one():
    assert [counted(n, "chat") for n in (0, 1, 2, 21)] == ["0 chats", "1 chat", "2 chats", "21 chats"]
    assert counted(1, "conversation summary", "conversation summaries") == "1 conversation summary"
    assert counted(3, "conversation summary", "conversation summaries") == "3 conversation summaries"


def test_no_command_prints_a_lazy_plural():
    from pathlib import Path

    import app.cli

    sources = Path(app.cli.__file__).parent.rglob("*.py")
    assert [str(p) for p in sources if "(s)" in p.read_text(encoding="utf-8")] == []
