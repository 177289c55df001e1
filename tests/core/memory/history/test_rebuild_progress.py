"""A rebuild reports how far it has come (#16: Settings shows it as a bar with counts): after each
slice of chats, then once at the end. Real SQLite, LanceDB folder and local embedder."""
from __future__ import annotations

import asyncio

from app.core.memory.history.service import RebuildProgress
from tests.support.history import dated_chat, drain


def test_each_slice_reports_chats_done_of_all_and_the_end_is_reported_once(core):
    for i in range(7):
        dated_chat(core, f"Chat {i}", [("user", f"Note {i} about oolong tea")], days_ago=1)
    drain(core)
    seen: list[RebuildProgress] = []
    core.history.rebuild_progressed.connect(seen.append)
    model = core.history.embedder().model_id
    while not asyncio.run(core.history.rebuild_slice(model, chats_per_run=3)):
        pass
    assert seen == [RebuildProgress(3, 7), RebuildProgress(6, 7), RebuildProgress(7, 7),
                    RebuildProgress(7, 7, finished=True)]
    assert core.history.rebuild_progress is None


def test_a_finished_rebuild_is_no_longer_reported_as_running(core):
    drain(core)
    core.history.rebuild()
    assert core.history.rebuilding()
    drain(core)
    assert not core.history.rebuilding()
