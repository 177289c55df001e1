"""`whizi history rebuild`: the chat-history search index rebuilt from the database on demand."""
import asyncio
import io

from sqlalchemy import text

from app.cli import Exit, run_cli
from app.core.context import WhiziCore
from app.core.memory.embedders import LOCAL_MODEL_ID
from tests.support.history import dated_chat, drain


def whizi(data_dir, *args):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue()


def found(data_dir, text):
    core = WhiziCore.open(data_dir)
    try:
        return [h.text for h in asyncio.run(core.history.search_messages(text, limit=5))]
    finally:
        core.close()


def test_rebuild_brings_back_a_lost_index_from_the_database(data_dir):
    core = WhiziCore.open(data_dir)
    dated_chat(core, "Boats", [("user", "I restore a wooden sailing dinghy called Puffin."),
                               ("assistant", "Keep the varnish thin on Puffin's mahogany.")], days_ago=2)
    dated_chat(core, "Private", [("user", "This one is not remembered.")], days_ago=1, remembered=False)
    drain(core)
    with core.db.session() as s:                # the index is only an index: lost, say (a copied database)
        s.execute(text("DELETE FROM history_index"))
        s.execute(text("DELETE FROM history_index_models"))
    core.close()

    code, out = whizi(data_dir, "history", "rebuild")
    assert code == Exit.OK
    assert out == ("Search index rebuilt: 2 remembered messages and 0 conversation summaries indexed with "
                   f"{LOCAL_MODEL_ID}.\n")
    assert found(data_dir, "wooden dinghy Puffin")[0] == "I restore a wooden sailing dinghy called Puffin."
    assert "This one is not remembered." not in found(data_dir, "not remembered")


def test_a_rebuild_that_cannot_finish_says_so_and_exits_1(data_dir, openai_server, capsys):
    assert whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--embedding-model", "test-embed")[0] == Exit.OK
    assert whizi(data_dir, "settings", "set", "history.embedder", "provider")[0] == Exit.OK
    core = WhiziCore.open(data_dir)
    dated_chat(core, "Boats", [("user", "I restore a wooden sailing dinghy.")], days_ago=2)
    core.close()
    openai_server.fail_next(503, times=50, path="/v1/embeddings")

    code, out = whizi(data_dir, "history", "rebuild")
    assert code == Exit.FAILED and out == ""
    assert "the rebuild could not finish now" in capsys.readouterr().err
