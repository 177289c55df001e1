"""The command line as a user types it: the installed `whizi` script run as a process, as from a shell.

In-process calls of the parser hid that `whizi delete-all` and `whizi history rebuild` opened the
window (and aborted headless) and that `whizi settings get | head` ended in a traceback; these run
the real script with a temporary data folder, the local test server and the key in OPENAI_API_KEY.
"""
from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.context import WhiziCore

ROOT = Path(__file__).resolve().parents[2]
WHIZI = shutil.which("whizi") or str(Path(sys.executable).with_name("whizi"))
README = (ROOT / "README.md").read_text(encoding="utf-8")
F_SETPIPE_SZ = getattr(fcntl, "F_SETPIPE_SZ", 1031)


def _env() -> dict:
    # The test's own keyring (tests/conftest.py): never this machine's; the data folder's key is
    # there and the provider key comes from the environment as a script's would. No display: a
    # command that opened the window would abort.
    env = dict(os.environ, OPENAI_API_KEY="sk-test")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)
    return env


def whizi(data, *args, stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([WHIZI, "--data-dir", str(data), *args], env=_env(), input=stdin, capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT)


def _first_line_then_close(data, *args) -> tuple[str, int, str]:
    """Run a command whose stdout is a small pipe; read one line, then close it as `head -1` does."""
    read_end, write_end = os.pipe()
    try:
        fcntl.fcntl(write_end, F_SETPIPE_SZ, 4096)  # the writer blocks after 4 KiB until the reader reads
    except OSError:
        pass
    proc = subprocess.Popen([WHIZI, "--data-dir", str(data), *args], env=_env(), stdin=subprocess.DEVNULL,
                            stdout=write_end, stderr=subprocess.PIPE, cwd=ROOT)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as reader:
        first = reader.readline().decode()
    # The reader is gone: whizi's next write meets a closed pipe.
    _, err = proc.communicate(timeout=120)
    return first, proc.returncode, err.decode()


@pytest.fixture
def long_output_data(data_dir):
    """Data whose `settings get` and `chats list` print far more than a pipe holds."""
    core = WhiziCore.open(data_dir)
    try:
        core.settings.set("chat.default_system_prompt", "Answer in full sentences. " * 8000)
        for i in range(100):
            core.chats.create(f"Chat number {i} about the long road to the sea and back again")
    finally:
        core.close()
    return data_dir


@pytest.mark.parametrize("command", [("settings", "get"), ("chats", "list")])
def test_a_reader_that_stops_reading_ends_whizi_quietly(long_output_data, command):
    first, code, err = _first_line_then_close(long_output_data, *command)
    assert first.strip()                           # the reader did get output
    assert "Traceback" not in err and "BrokenPipeError" not in err and "Exception ignored" not in err
    assert err == ""
    assert code == 141                             # as a shell reports a program ended by SIGPIPE


def _readme_commands() -> set[tuple[str, ...]]:
    """(command, action) of every `whizi ...` line in the README's command blocks."""
    found = set()
    for block in re.findall(r"```\n(.*?)```", README, flags=re.S):
        for line in block.splitlines():
            for part in re.sub(r"#.*", "", line).split(" / "):   # "whizi settings get / whizi settings set"
                words = part.split()
                if "whizi" not in words:
                    continue
                words = [w for w in words[words.index("whizi") + 1:] if not w.startswith(("-", "["))]
                if words:                                        # plain `whizi` opens the window
                    found.add(tuple(words[:2]) if words[0] in _WITH_ACTIONS else (words[0],))
    return found


_WITH_ACTIONS = {"provider", "settings", "chats", "jobs", "privacy", "memory", "insights", "history"}


# Dozens of cold `whizi` processes, each importing the app: ~105 s on a loaded 2-core machine.
@pytest.mark.timeout(400)
def test_every_readme_command_runs_as_the_installed_script(tmp_path, openai_server):
    data, ran = tmp_path / "data", set()

    def run(*args, stdin: str = "", code: int = 0) -> str:
        result = whizi(data, *args, stdin=stdin)
        assert result.returncode == code, (args, result.returncode, result.stderr)
        assert "Traceback" not in result.stderr, (args, result.stderr)
        words = [a for a in args if not a.startswith("-")]
        ran.add(tuple(words[:2]) if words[0] in _WITH_ACTIONS else (words[0],))
        return result.stdout

    run("provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat", "--memory-model",
        "test-memory", "--embedding-model", "test-embed")
    assert f'"base_url": "{openai_server.base_url}"' in run("provider", "show")
    run("provider", "test")
    run("settings", "set", "memory.deadline_ms", "250")
    assert run("settings", "get", "memory.deadline_ms").startswith("250")
    assert "memory.deadline_ms = 250" in run("settings", "get")

    assert run("chat", "What is the capital of Peru?") == "Echo: What is the capital of Peru?\n"
    chat_id = run("chats", "list", "--json").split('"id": "')[1].split('"')[0]
    assert '"reply": "Echo: And of Chile?"' in run("chat", "--json", "--chat", chat_id, "And of Chile?")
    assert run("chat", "--temporary", "-", stdin="From a file") == "Echo: From a file\n"
    assert chat_id in run("chats", "list")
    assert run("jobs", "run", "--until-idle").startswith("Ran ")

    assert run("privacy", "check", "My card is 4111 1111 1111 1111").startswith("red: ")
    assert '"label": "green"' in run("privacy", "check", "--json", "The weather is fine")
    assert "Nothing remembered yet" in run("memory", "show")
    assert '"count": 0' in run("memory", "show", "--json")
    run("insights", "refresh")
    assert '"count"' in run("insights", "show", "--json")
    run("insights", "show")
    assert run("encryption", "status").startswith("Encrypted: ")   # a new folder is encrypted (#17)

    backup = tmp_path / "backup.json"
    exported = run("export", "--out", str(backup), "--leave-out-red")
    assert exported.startswith("Exported 1 chat, 4 messages and ") and "(s)" not in exported  # real English plurals
    other = whizi(tmp_path / "other", "import", str(backup))
    assert other.returncode == 0 and "Traceback" not in other.stderr, other.stderr
    run("import", str(backup))
    assert run("history", "rebuild").startswith("Search index rebuilt:")
    assert run("memory", "clear", "--yes").startswith("Memory cleared.")
    assert run("delete-all", "--yes").startswith("All your data in")
    assert run("chats", "list") == ""
    run("provider", "remove", code=4)               # delete-all forgot the provider too

    assert _readme_commands() - ran == set()        # a command added to the README is added here too


def test_settings_set_refuses_a_value_whizi_would_misread_and_says_what_is_allowed(data_dir):
    for key, value, allowed in [("memory.chat_analysis", "auto", "one of manual, automatic"),
                                ("chat.request_timeout_s", "nan", "a number from 0.1 to 3600")]:
        result = whizi(data_dir, "settings", "set", key, value)
        assert result.returncode == 2 and allowed in result.stderr, result.stderr
    shown = whizi(data_dir, "settings", "get", "memory.chat_analysis")
    assert shown.stdout == '"manual"\n' and "one of manual, automatic" in shown.stderr
    listed = whizi(data_dir, "settings", "get").stdout
    assert 'memory.chat_analysis = "manual"  # one of manual, automatic' in listed
    assert "chat.request_timeout_s = 60.0  # a number from 0.1 to 3600" in listed


def test_delete_all_and_history_rebuild_are_commands_not_the_window(data_dir):
    refused = whizi(data_dir, "delete-all", timeout=60)      # without --yes: asks for it, deletes nothing
    assert refused.returncode == 2 and "Add --yes to confirm" in refused.stderr, refused.stderr
    rebuilt = whizi(data_dir, "history", "rebuild", timeout=60)
    assert rebuilt.returncode == 0 and rebuilt.stdout.startswith(
        "Search index rebuilt: 0 remembered messages and 0 conversation summaries indexed with "), rebuilt.stderr
