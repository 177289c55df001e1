"""`whizi insights refresh` and `whizi insights show [--json]`, as a script would use them."""
import io
import json

import pytest

from app.cli import Exit, run_cli
from app.core.context import WhiziCore
from app.core.domain import utcnow
from tests.support.insights_history import expected_range, plant
from tests.support.insights_model import InsightsModel


def whizi(data_dir, *args):
    out = io.StringIO()
    code = run_cli(["--data-dir", str(data_dir), *args], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue()


@pytest.fixture
def history(data_dir, openai_server):
    """A provider set from the command line and a planted history (written through the core)."""
    assert whizi(data_dir, "provider", "set", "--base-url", openai_server.base_url, "--model", "test-chat",
                 "--memory-model", "test-memory", "--embedding-model", "test-embed")[0] == Exit.OK
    assert whizi(data_dir, "settings", "set", "history.embedder", "provider")[0] == Exit.OK
    openai_server.responder = InsightsModel()
    now = utcnow()
    core = WhiziCore.open(data_dir)
    try:
        topics = plant(core, now=now)
    finally:
        core.close()
    return now, topics


def test_show_before_any_refresh_says_so(data_dir):
    code, out = whizi(data_dir, "insights", "show")
    assert code == Exit.OK and "No insights yet" in out
    code, out = whizi(data_dir, "insights", "show", "--json")
    assert json.loads(out) == {"insights": [], "deleted": [], "count": 0}


def test_refresh_then_show(data_dir, history, capsys):
    now, topics = history
    code, out = whizi(data_dir, "insights", "refresh")
    assert code == Exit.OK
    assert out.startswith(f"{len(topics)} insights from ") and f"{len(topics)} new" in out
    assert "writing" in capsys.readouterr().err          # progress goes to stderr

    code, out = whizi(data_dir, "insights", "show", "--json")
    payload = json.loads(out)
    assert code == Exit.OK and payload["count"] == len(topics) == len(payload["insights"])
    ranges = {i["time_range"] for i in payload["insights"]}
    assert ranges == {expected_range(now, t.months) for t in topics.values()}
    for item in payload["insights"]:
        assert item["confidence"] in ("high", "medium", "low")
        assert item["text"].splitlines()[-1] == f"Confidence={item['confidence']}"

    code, out = whizi(data_dir, "insights", "show")
    assert code == Exit.OK and out.count("Confidence=") == len(topics)
    assert "  User has asked" in out

    code, out = whizi(data_dir, "insights", "refresh")      # again: the same insights, updated
    assert code == Exit.OK and "0 new" in out and f"{len(topics)} updated" in out


def test_refresh_reports_a_memory_model_that_fails(data_dir, history, openai_server, capsys):
    openai_server.fail_next(401, times=10, path="/v1/chat/completions")
    code, out = whizi(data_dir, "insights", "refresh")
    assert code == Exit.FAILED
    assert "could not be written" in capsys.readouterr().err
    code, out = whizi(data_dir, "insights", "show", "--json")
    assert json.loads(out)["count"] == 0
