"""`whizi privacy check`: the local detector's verdicts from the command line."""
import io
import json

from app.cli import Exit, run_cli
from app.core.instance_lock import InstanceLock


def whizi(*args, stdin=""):
    out = io.StringIO()
    code = run_cli(list(args), stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


def test_check_text_human_and_json(data_dir):
    code, out = whizi("--data-dir", str(data_dir), "privacy", "check", "My card is 4111 1111 1111 1111")
    assert code == Exit.OK and out == "red: payment card number (characters 12-30)\n"
    code, out = whizi("privacy", "check", "I like jazz and Python")
    assert code == Exit.OK and out == "green: nothing private found\n"

    code, out = whizi("privacy", "check", "--json", "Mail me at ada@example.org")
    verdict = json.loads(out)
    assert verdict["label"] == "red" and verdict["reason"] == "e-mail address"
    [finding] = verdict["findings"]
    assert "Mail me at ada@example.org"[finding["start"]:finding["end"]] == "ada@example.org"
    assert "ada@example.org" not in out  # spans, never the private text itself


def test_check_reads_stdin(capsys):
    code, out = whizi("privacy", "check", "--json", "-", stdin="PESEL 44051401458")
    assert code == Exit.OK and json.loads(out)["label"] == "red"


def test_jsonl_gives_one_verdict_per_line_and_reports_bad_lines(tmp_path, capsys):
    data = tmp_path / "messages.jsonl"
    data.write_text("\n".join([
        json.dumps({"id": "a", "text": "IBAN DE37 3704 0044 0532 0137 42"}),  # not the registry example
        json.dumps("Order #123-456-7890 ships Friday"),
        "",
        "{not json",
        json.dumps({"id": "d", "text": "version 4.11.1111.1111 is out"}),
    ]), encoding="utf-8")
    code, out = whizi("privacy", "check", "--jsonl", str(data))
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == Exit.USAGE  # a bad line is an error, and every good line is still checked
    assert [(r.get("id"), r["line"], r.get("label")) for r in rows] == [
        ("a", 1, "red"), (None, 2, "green"), (None, 4, None), ("d", 5, "green")]
    assert "not JSON" in rows[2]["error"] and "line 4" in capsys.readouterr().err

    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps({"text": "call me on +48 600 700 800"}) + "\n", encoding="utf-8")
    code, out = whizi("privacy", "check", "--jsonl", str(good))
    assert code == Exit.OK and json.loads(out)["reason"]


def test_usage_errors(tmp_path, capsys):
    assert whizi("privacy", "check")[0] == Exit.USAGE
    assert whizi("privacy", "check", "--jsonl", "x.jsonl", "text")[0] == Exit.USAGE
    assert whizi("privacy", "check", "--jsonl", str(tmp_path / "missing.jsonl"))[0] == Exit.NOT_FOUND
    assert "no such file" in capsys.readouterr().err


def test_works_while_whizi_runs_on_the_same_folder(data_dir):
    from app.core.paths import prepare_data_dir

    lock = InstanceLock(prepare_data_dir(data_dir).lock).acquire()
    try:
        code, out = whizi("--data-dir", str(data_dir), "privacy", "check", "hello")
        assert code == Exit.OK
    finally:
        lock.release()
