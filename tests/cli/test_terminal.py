"""Whatever a chat title, a fact or an insight says, the terminal prints it and never obeys it.

An imported export carries an ESC sequence that clears the screen and retitles the terminal
window (OSC 0 … BEL), and a one-byte C1 CSI. The installed `whizi` script runs in a subprocess, as
from a shell, and its raw stdout bytes are checked.
"""
import json
import os
import shutil
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from app.cli.terminal import printable
from app.core.context import WhiziCore
from app.core.domain import Role, utcnow
from tests.core.data.support import add_facts

ROOT = Path(__file__).resolve().parents[2]
WHIZI = shutil.which("whizi") or str(Path(sys.executable).with_name("whizi"))
EVIL = "\x1b[2J\x1b]0;pwned\x07\x9b31m"
CONTROL_BYTES = [b"\x1b", b"\x07", "\x9b".encode(), b"\r"]


def _whizi(data, *args) -> subprocess.CompletedProcess:
    env = dict(os.environ)   # the test's own keyring (tests/conftest.py), never this machine's
    return subprocess.run([WHIZI, "--data-dir", str(data), *args], env=env, capture_output=True, timeout=120,
                          cwd=ROOT)


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def test_printable_keeps_text_newlines_and_tabs_and_drops_controls():
    assert printable(f"Trip{EVIL} to Lisbon\n\tday 1\r\x00\x7f") == "Trip[2J]0;pwned31m to Lisbon\n\tday 1"
    assert printable("Żółć — 日本 🙂") == "Żółć — 日本 🙂"


def test_titles_facts_and_insights_from_an_import_never_reach_the_terminal_as_controls(tmp_path):
    source = tmp_path / "source"
    core = WhiziCore.open(source)
    try:
        chat = core.chats.create(f"Holiday{EVIL} plans")
        message = core.messages.add(chat.id, Role.USER, f"We sail{EVIL} on Friday.")
        add_facts(core, [f"Owns a boat{EVIL} named Puffin."])
        store = core.insights.store
        now = utcnow()
        store.write(epoch=store.epoch(), insight_id=None, centroid=[1.0, 0.0, 0.0], members=[(message.id, 1.0)],
                    quoted=[], fields={
                        "title": f"Sailing{EVIL} weekends", "statement": f"You sail{EVIL} often.",
                        "asked": f"Tides{EVIL}", "time_range": "May 2026", "confidence": "high",
                        "message_count": 1, "chat_count": 1, "cohesion": 0.9,
                        "first_message_at": now - timedelta(days=3), "last_message_at": now,
                        "embedding_model": "test-embed", "model": "test-memory"})
        core.data.export(tmp_path / "export.json")
    finally:
        core.close()
    exported = json.loads((tmp_path / "export.json").read_text(encoding="utf-8"))
    carried = [s for s in _strings(exported) if EVIL in s]
    assert len(carried) >= 3  # the file really carries the sequences (title, fact, insight...)

    data = tmp_path / "data"
    imported = _whizi(data, "import", str(tmp_path / "export.json"))
    assert imported.returncode == 0, imported.stderr
    outputs = {
        "chats list": _whizi(data, "chats", "list"),
        "memory show": _whizi(data, "memory", "show"),
        "insights show": _whizi(data, "insights", "show"),
    }
    for name, result in outputs.items():
        assert result.returncode == 0, (name, result.stderr)
        for byte in CONTROL_BYTES:
            assert byte not in result.stdout, (name, byte, result.stdout)
    # The text itself is all there, only the control characters are gone.
    assert "Holiday[2J]0;pwned31m plans" in outputs["chats list"].stdout.decode()
    assert "Owns a boat[2J]0;pwned31m named Puffin." in outputs["memory show"].stdout.decode()
    assert "Sailing[2J]0;pwned31m weekends" in outputs["insights show"].stdout.decode()
