"""The command line, as a script would use it, against the real test server."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import Exit, run_cli
from app.core.instance_lock import InstanceLock

ROOT = Path(__file__).resolve().parents[2]


def whizi(data_dir, *args, stdin=""):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


@pytest.fixture
def configured(data_dir, openai_server):
    code, _ = whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                    "--memory-model", "test-memory", "--embedding-model", "test-embed")
    assert code == Exit.OK
    return data_dir


def test_chat_prints_the_streamed_reply_and_continues_a_chat(configured, openai_server):
    code, out = whizi(configured, "chat", "Hello from a script")
    assert code == Exit.OK and out == "Echo: Hello from a script\n"
    code, out = whizi(configured, "chat", "--json", "second")
    payload = json.loads(out)
    assert payload["reply"] == "Echo: second" and payload["status"] == "complete"
    code, out = whizi(configured, "chat", "--chat", payload["chat_id"], "third")
    assert out == "Echo: third\n"
    assert [m["content"] for m in openai_server.chat_requests()[-1].messages] == ["second", "Echo: second", "third"]

    code, out = whizi(configured, "chats", "list", "--json")
    titles = [c["title"] for c in json.loads(out)]
    assert sorted(titles) == ["Hello from a script", "second"]


def test_message_from_stdin_and_temporary_chat(configured):
    code, out = whizi(configured, "chat", "--temporary", "--json", "-", stdin="piped text")
    payload = json.loads(out)
    assert payload["chat_id"] is None and payload["reply"] == "Echo: piped text"
    assert json.loads(whizi(configured, "chats", "list", "--json")[1]) == []


def test_provider_error_exits_1_with_the_message_on_stderr(configured, openai_server, capsys):
    openai_server.fail_next(401, path="/v1/chat/completions")
    code, out = whizi(configured, "chat", "hi")
    assert code == Exit.FAILED
    assert "check your API key" in capsys.readouterr().err


def test_unknown_chat_and_setting_exit_4(configured, capsys):
    assert whizi(configured, "chat", "--chat", "nope", "hi")[0] == Exit.NOT_FOUND
    assert whizi(configured, "settings", "set", "no.such", "1")[0] == Exit.NOT_FOUND
    assert "unknown setting" in capsys.readouterr().err


def test_settings_get_and_set(data_dir):
    assert whizi(data_dir, "settings", "set", "memory.deadline_ms", "250")[0] == Exit.OK
    assert whizi(data_dir, "settings", "get", "memory.deadline_ms") == (Exit.OK, "250\n")
    assert whizi(data_dir, "settings", "set", "memory.deadline_ms", "soon")[0] == Exit.USAGE
    code, out = whizi(data_dir, "settings", "get")
    assert "memory.reference_history = true" in out


def test_provider_set_rejects_a_malformed_url(data_dir, capsys):
    code, _ = whizi(data_dir, "provider", "set", "--base-url", "ht!tp://bad url", "--model", "m")
    assert code == Exit.USAGE and "not a valid base URL" in capsys.readouterr().err


def test_api_key_from_stdin_goes_to_the_keyring_not_the_database(data_dir, openai_server, memory_keyring):
    openai_server.require_api_key = "sk-test-secret-9931"
    code, _ = whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                    "--api-key-stdin", stdin="sk-test-secret-9931\n")
    assert code == Exit.OK
    assert "sk-test-secret-9931" in memory_keyring.secrets.values()
    assert whizi(data_dir, "chat", "hi")[1] == "Echo: hi\n"
    assert whizi(data_dir, "provider", "test")[0] == Exit.OK
    shown = whizi(data_dir, "provider", "show")[1]
    assert "sk-test" not in shown and '"api_key": "set"' in shown
    blob = b"".join(p.read_bytes() for p in data_dir.rglob("*") if p.is_file())
    assert b"sk-test-secret-9931" not in blob


def test_provider_remove_forgets_the_provider_and_its_key(data_dir, openai_server, memory_keyring):
    whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
          "--api-key-stdin", stdin="sk-test-secret-4410\n")
    assert whizi(data_dir, "provider", "remove") == (Exit.OK, "Removed Provider.\n")
    assert "sk-test-secret-4410" not in memory_keyring.secrets.values()
    assert whizi(data_dir, "provider", "show")[0] == Exit.NOT_FOUND
    assert whizi(data_dir, "chat", "hi")[0] != Exit.OK


def test_jobs_run_until_idle(configured):
    code, out = whizi(configured, "jobs", "run", "--until-idle")
    assert code == Exit.OK and out.startswith("Ran ")
    code, out = whizi(configured, "jobs", "run", "--until-idle")
    assert out.startswith("Ran 0 jobs;")  # drained: nothing was left due


def test_locked_data_folder_exits_3(data_dir, capsys):
    with InstanceLock(data_dir / "whizi.lock"):
        assert whizi(data_dir, "chats", "list")[0] == Exit.DATA
    assert "already running" in capsys.readouterr().err


def test_corrupt_database_exits_3_and_is_not_touched(data_dir, capsys):
    db = data_dir / "whizi.db"
    db.write_bytes(b"garbage" * 1000)
    assert whizi(data_dir, "chats", "list")[0] == Exit.DATA
    assert "damaged" in capsys.readouterr().err
    assert db.read_bytes() == b"garbage" * 1000


def test_console_entry_point_runs_as_a_real_process(data_dir):
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--data-dir", str(data_dir), "chats", "list"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    bad = subprocess.run([sys.executable, str(ROOT / "main.py"), "chat"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == Exit.USAGE and "usage" in bad.stderr
