"""`whizi chat` and `whizi provider` with replies that end early or never end, and a wrong base path
(issue #13 items 8, 10, 11), against the real test server."""
import io
import json

import pytest

from app.cli import Exit, run_cli
from tests.support.openai_server import Reply


def whizi(data_dir, *args):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue()


def set_provider(data_dir, base_url, *extra):
    code, _ = whizi(data_dir, "provider", "set", "--base-url", base_url, "--model", "test-chat", *extra)
    assert code == Exit.OK


def test_a_reply_whose_stream_just_ends_prints_what_arrived_and_exits_1(data_dir, openai_server, capsys):
    set_provider(data_dir, openai_server.base_url)
    openai_server.queue_reply(Reply(content="Half of the answer", omit_finish=True))
    code, out = whizi(data_dir, "chat", "explain")
    assert code == Exit.FAILED
    assert out == "Half of the answer\n"
    assert "ended before it was complete" in capsys.readouterr().err


def test_max_reply_tokens_is_set_shown_sent_and_stops_a_model_that_never_stops(data_dir, openai_server, capsys):
    set_provider(data_dir, openai_server.base_url, "--max-reply-tokens", "25")
    code, out = whizi(data_dir, "provider", "show")
    assert json.loads(out)["max_reply_tokens"] == 25
    openai_server.queue_reply(Reply(content="again", endless=True))
    code, out = whizi(data_dir, "chat", "count to infinity")
    assert code == Exit.FAILED
    assert out.split() == ["again"] * 25
    assert "cut off at the length limit (25 tokens)" in capsys.readouterr().err
    assert openai_server.chat_requests()[-1].body["max_tokens"] == 25
    # Setting the provider again without the option keeps the limit.
    set_provider(data_dir, openai_server.base_url)
    assert json.loads(whizi(data_dir, "provider", "show")[1])["max_reply_tokens"] == 25


@pytest.mark.parametrize("bad", ["0", "many"])
def test_a_bad_reply_limit_is_a_usage_error(data_dir, openai_server, capsys, bad):
    code, _ = whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "m",
                    "--max-reply-tokens", bad)
    assert code == Exit.USAGE
    assert "reply length limit" in capsys.readouterr().err


def test_a_wrong_base_path_gets_the_same_message_from_provider_test_and_chat(data_dir, openai_server, capsys):
    set_provider(data_dir, openai_server.base_url[:-len("/v1")])    # the /v1 forgotten
    code, _ = whizi(data_dir, "provider", "test")
    tested = capsys.readouterr().err.strip()
    assert code == Exit.FAILED
    code, out = whizi(data_dir, "chat", "hello")
    chatted = capsys.readouterr().err.strip()
    assert code == Exit.FAILED and out == ""
    assert "no OpenAI-compatible API at that address" in tested
    assert chatted == "whizi: " + tested


def test_the_reply_limit_travels_in_an_export_and_an_older_export_gets_the_default(tmp_path, openai_server):
    first, second, third = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    set_provider(first, openai_server.base_url, "--max-reply-tokens", "777")
    assert whizi(first, "export", "--out", str(tmp_path / "backup.json"))[0] == Exit.OK
    data = json.loads((tmp_path / "backup.json").read_text(encoding="utf-8"))
    assert data["providers"][0]["reply_limit"] == 777
    assert whizi(second, "import", str(tmp_path / "backup.json"))[0] == Exit.OK
    assert json.loads(whizi(second, "provider", "show")[1])["max_reply_tokens"] == 777
    for provider in data["providers"]:          # as written before the limit existed
        del provider["reply_limit"], provider["structured_modes"]
    (tmp_path / "older.json").write_text(json.dumps(data), encoding="utf-8")
    assert whizi(third, "import", str(tmp_path / "older.json"))[0] == Exit.OK
    assert json.loads(whizi(third, "provider", "show")[1])["max_reply_tokens"] == 4096
