"""The scheduled jobs of an idle window (issue #15): the insights refresh (5 minutes after start-up
when none has run yet) and the chat-history index's optimisation (every 10 minutes) skip without
loading the clustering stack or LanceDB (together ~250 MB of the window's memory) when they have
nothing to do, and still do their work when they have."""
from __future__ import annotations

import json
import subprocess
import sys

from sqlalchemy import text

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


def versions(folder) -> list:
    return list(folder.glob("**/messages-*.lance/_versions/*.manifest"))


def test_an_empty_folders_scheduled_jobs_load_neither_lancedb_nor_the_clustering(tmp_path):
    folder = tmp_path / "data"
    WhiziCore.open(folder).close()
    seen = run_scheduled_jobs(folder)
    assert seen["ran"] >= 2   # the insights refresh and the optimisation came due and ran
    assert seen["loaded"] == []
    assert not list(folder.glob("**/*.lance"))


def test_the_optimisation_skips_an_index_nothing_was_written_to_since(tmp_path):
    folder = tmp_path / "data"
    core = WhiziCore.open(folder)
    try:
        drain(core)
        chat, msgs = dated_chat(core, "Tea", [("user", "Oolong steeps for three minutes.")], days_ago=1)
        drain(core)
    finally:
        core.close()
    first = run_scheduled_jobs(folder)      # written since start: optimised
    assert "lancedb" in first["loaded"]
    assert len(versions(folder)) == 1
    idle = run_scheduled_jobs(folder)       # the next session, nothing written
    assert "lancedb" not in idle["loaded"]
    core = WhiziCore.open(folder)           # a new message: its append is optimised again
    try:
        core.messages.add(chat.id, msgs[0].role, "Sencha steeps for one minute.")
        with core.db.session() as s:
            s.execute(text("UPDATE messages SET privacy_label = 'green', privacy_source = 'test', "
                           "analysed_at = created_at, remembered_at = created_at"))
        core.history.schedule_sync(chat.id)
        drain(core)
    finally:
        core.close()
    assert len(versions(folder)) > 1
    again = run_scheduled_jobs(folder)
    assert "lancedb" in again["loaded"]
    assert len(versions(folder)) == 1
