"""The scheduled jobs of an idle window (issue #15): the insights refresh (5 minutes after start-up
when none has run yet) and the chat-history index's optimisation (every 10 minutes) skip without
loading the clustering stack or LanceDB (together ~250 MB of the window's memory) when they have
nothing to do."""
from __future__ import annotations

import json
import subprocess
import sys

from app.core.context import WhiziCore
from tests.support.history import dated_chat, drain

# A fresh interpreter (the test process has loaded everything already): the app's core on the
# folder, every queued job made due as if the app had stayed open long enough, run; then what
# was loaded.
CHILD = r'''
import asyncio, json, sys
from sqlalchemy import text
from app.core.context import WhiziCore
core = WhiziCore.open(sys.argv[1])
with core.db.session() as s:
    s.execute(text("UPDATE jobs SET run_after = '2000-01-01T00:00:00.000000+00:00' WHERE status = 'queued'"))
ran = asyncio.run(core.runner.run_until_idle())
core.close()
print("whizi-test " + json.dumps({"ran": ran, "loaded": [m for m in ("lancedb", "pyarrow", "sklearn", "numpy")
                                                       if m in sys.modules]}))
'''


def run_scheduled_jobs(folder) -> dict:
    done = subprocess.run([sys.executable, "-c", CHILD, str(folder)], capture_output=True, text=True, timeout=300)
    lines = [line for line in done.stdout.splitlines() if line.startswith("whizi-test ")]
    assert lines, done.stderr[-2000:]
    return json.loads(lines[-1][len("whizi-test "):])


def test_an_empty_folders_scheduled_jobs_load_neither_lancedb_nor_the_clustering(tmp_path):
    folder = tmp_path / "data"
    WhiziCore.open(folder).close()
    seen = run_scheduled_jobs(folder)
    assert seen["ran"] >= 2   # the insights refresh and the optimisation came due and ran
    assert seen["loaded"] == []
    assert not list(folder.glob("**/*.lance"))


def test_the_optimisation_never_loads_lancedb_for_an_index_no_search_has_read(tmp_path):
    """The index's rows are in the database; LanceDB holds a table in memory only once a search
    built it, so the scheduled optimisation of a window nobody searched from has nothing to do (its
    work on a table in memory: tests/core/memory/history/test_index.py)."""
    folder = tmp_path / "data"
    core = WhiziCore.open(folder)
    try:
        drain(core)
        dated_chat(core, "Tea", [("user", "Oolong steeps for three minutes.")], days_ago=1)
        drain(core)
        assert core.history.indexed_counts() == (1, 0)
    finally:
        core.close()
    idle = run_scheduled_jobs(folder)
    assert idle["ran"] >= 1
    assert "lancedb" not in idle["loaded"]
    assert not list(folder.glob("**/*.lance"))
