"""`whizi memory show [--json]` and `whizi memory clear --yes`, as a script would use them."""
import io
import json
import sqlite3

import pytest

from app.cli import EXIT_DATA, EXIT_OK, EXIT_USAGE, run_cli
from tests.support.facts_model import wire


def whizi(data_dir, *args, stdin=""):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


@pytest.fixture
def remembered(data_dir, openai_server):
    """A chat from the command line asked Whizi to remember; the pass ran as a job."""
    assert whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--memory-model", "test-memory")[0] == EXIT_OK
    memory = wire(openai_server)
    memory.script(["Name is Ann", "Lives in Oslo"])
    assert whizi(data_dir, "chat", "Remember that my name is Ann and I live in Oslo.")[0] == EXIT_OK
    whizi(data_dir, "jobs", "run", "--until-idle")
    return data_dir


def test_show_prints_what_whizi_remembers(remembered):
    code, out = whizi(remembered, "memory", "show")
    assert code == EXIT_OK and out == "- Name is Ann\n- Lives in Oslo\n"
    code, out = whizi(remembered, "memory", "show", "--json")
    payload = json.loads(out)
    assert payload["memory"] == ["Name is Ann", "Lives in Oslo"] and payload["count"] == 2
    assert 0 < payload["tokens"] <= 2000


def test_clear_needs_yes_and_then_forgets_everything(remembered, capsys):
    assert whizi(remembered, "memory", "clear")[0] == EXIT_USAGE
    assert "--yes" in capsys.readouterr().err
    assert whizi(remembered, "memory", "show", "--json")[1].count("Name is Ann") == 1   # nothing deleted
    code, out = whizi(remembered, "memory", "clear", "--yes")
    assert code == EXIT_OK and "Memory cleared" in out
    assert whizi(remembered, "memory", "show")[1] == \
        "Nothing remembered yet. Facts you share in chats will appear here.\n"


def test_a_broken_store_exits_3_with_the_products_message(remembered, capsys):
    with sqlite3.connect(remembered / "whizi.db") as con:
        con.execute("ALTER TABLE facts RENAME TO facts_aside")
    assert whizi(remembered, "memory", "show")[0] == EXIT_DATA
    assert "Memory is unavailable right now. Try again later." in capsys.readouterr().err
    assert whizi(remembered, "memory", "clear", "--yes")[0] == EXIT_DATA
    assert "Couldn't clear memory. Try again." in capsys.readouterr().err
