"""A crash in the middle of a long analysis: the job runs again, and nothing is applied or sent twice."""
from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig, Role
from app.core.jobs import DONE
from app.core.memory.privacy.service import ANALYSE_CHAT
from tests.support.privacy_model import ClassifierModel

ROOT = Path(__file__).resolve().parents[4]

# Runs the queue and dies the moment the first batch of labels is committed: no cleanup, no
# job completion, the job row still says "running" - as after a power cut.
CRASHING_RUN = """
import asyncio, os, sys
from app.core.context import WhiziCore
core = WhiziCore.open(sys.argv[1])
core.privacy.changed.connect(lambda change: os._exit(3) if change.message_ids else None)
asyncio.run(core.runner.run_until_idle())
os._exit(0)
"""


def test_restart_mid_analysis_resumes_without_applying_or_sending_anything_twice(data_dir, openai_server):
    model = ClassifierModel()
    openai_server.responder = model
    core = WhiziCore.open(data_dir)
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url,
                                       chat_model="test-chat", memory_model="test-memory"))
    chat = core.chats.create("long")
    texts = [f"note number {i} about gardening" for i in range(20)]
    for t in texts:
        core.messages.add(chat.id, Role.USER, t)
    core.privacy.analyse_chat_now(chat.id)
    core.close()

    env = dict(os.environ)   # with the test's own keyring (tests/conftest.py), which holds the folder's key
    crashed = subprocess.run([sys.executable, "-c", CRASHING_RUN, str(data_dir)], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=120)
    assert crashed.returncode == 3, crashed.stderr
    first_batch = list(model.texts)
    assert len(first_batch) == 8

    core = WhiziCore.open(data_dir)
    try:
        labelled = [m for m in core.messages.list(chat.id) if m.privacy_label]
        assert [m.content for m in labelled] == first_batch  # committed before the crash
        assert core.privacy.progress().total == 12 and core.privacy.progress().running
        remembered = []
        core.privacy.remembered_changed.connect(lambda c: remembered.extend(c.remembered))
        asyncio.run(core.runner.run_until_idle())

        msgs = core.messages.list(chat.id)
        assert all(m.privacy_label and m.remembered for m in msgs)
        assert sorted(model.texts) == sorted(texts)  # every text asked about exactly once
        assert set(remembered) == {m.id for m in msgs[8:]}  # nothing announced twice
        assert core.jobs.pending(ANALYSE_CHAT) == 0
        with core.db.session() as s:
            from sqlalchemy import text
            statuses = {r[0] for r in s.execute(text("SELECT status FROM jobs WHERE kind = :k"), {"k": ANALYSE_CHAT})}
            assert statuses == {DONE}
    finally:
        core.close()
