"""`whizi memory show [--json]` and `whizi memory clear --yes`, as a script would use them."""
import io
import json

import pytest

from app.cli import Exit, run_cli
from tests.support import encrypted_db
from tests.support.facts_model import wire


def whizi(data_dir, *args, stdin=""):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


@pytest.fixture
def remembered(data_dir, openai_server):
    """A chat from the command line asked Whizi to remember; the pass ran as a job."""
    assert whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--memory-model", "test-memory")[0] == Exit.OK
    memory = wire(openai_server)
    memory.script(["Name is Ann", "Lives in Oslo"])
    assert whizi(data_dir, "chat", "Remember that my name is Ann and I live in Oslo.")[0] == Exit.OK
    whizi(data_dir, "jobs", "run", "--until-idle")
    return data_dir


def test_show_prints_what_whizi_remembers(remembered):
    code, out = whizi(remembered, "memory", "show")
    assert code == Exit.OK and out == "- Name is Ann\n- Lives in Oslo\n"
    code, out = whizi(remembered, "memory", "show", "--json")
    payload = json.loads(out)
    assert payload["memory"] == ["Name is Ann", "Lives in Oslo"] and payload["count"] == 2
    assert 0 < payload["tokens"] <= 2000


def test_clear_needs_yes_and_then_forgets_everything(remembered, capsys):
    assert whizi(remembered, "memory", "clear")[0] == Exit.USAGE
    assert "--yes" in capsys.readouterr().err
    assert whizi(remembered, "memory", "show", "--json")[1].count("Name is Ann") == 1   # nothing deleted
    code, out = whizi(remembered, "memory", "clear", "--yes")
    assert code == Exit.OK and "Memory cleared" in out
    assert whizi(remembered, "memory", "show")[1] == \
        "Nothing remembered yet. Facts you share in chats will appear here.\n"


def test_a_broken_store_exits_3_with_the_products_message(remembered, capsys):
    with encrypted_db.connect(remembered / "whizi.db") as con:
        con.execute("ALTER TABLE facts RENAME TO facts_aside")
    assert whizi(remembered, "memory", "show")[0] == Exit.DATA
    assert "Memory is unavailable right now. Try again later." in capsys.readouterr().err
    assert whizi(remembered, "memory", "clear", "--yes")[0] == Exit.DATA
    assert "Couldn't clear memory. Try again." in capsys.readouterr().err


def test_clear_leaves_no_byte_of_a_cleared_fact_in_the_data_folder(data_dir):
    """The installed `whizi` script, as a user runs it: when `memory clear --yes` returns, the fact
    is in no file under the data folder, the chat-history index's rows in the database included."""
    import subprocess
    import sys
    from pathlib import Path

    from app.core.context import WhiziCore
    from tests.core.data.support import add_facts
    from tests.support.history import dated_chat, drain, files_containing, plain_folder

    marker = b"zwellnurse"
    core = WhiziCore.open(plain_folder(data_dir))   # plain: the byte scan sees the database's pages
    try:
        drain(core)
        _chat, msgs = dated_chat(core, "Work", [("user", "Call me after my shift at the hospital.")], days_ago=1)
        add_facts(core, ["User works night shifts as a zwellnurse."],
                  sources={"User works night shifts as a zwellnurse.": [msgs[0].id]})
        drain(core)
        core.history.schedule_facts_sync()
        drain(core)
        assert files_containing(data_dir, marker), "the fact expands its message's row in the index"
    finally:
        core.close()

    script = Path(sys.executable).with_name("whizi")
    result = subprocess.run([str(script), "--data-dir", str(data_dir), "memory", "clear", "--yes"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == Exit.OK, result.stderr
    assert "Memory cleared" in result.stdout
    assert files_containing(data_dir, marker) == []
    core = WhiziCore.open(data_dir)
    try:   # the index still answers for the message itself, with no rebuild
        import asyncio

        found = asyncio.run(core.history.search_messages("hospital shift"))
        assert [h.message_id for h in found] == [msgs[0].id]
    finally:
        core.close()
