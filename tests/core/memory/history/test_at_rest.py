"""The chat-history index at rest (#17): its rows live in the database, LanceDB searches them in
memory, so no file of the data folder holds an indexed text or vector in the clear; a restart finds
the same messages without embedding them again; an older version's on-disk index moves into the
database once and is erased. Real SQLite, real LanceDB, the real openai client embedding through the
local test server (whose request log counts every embedding)."""
from __future__ import annotations

import asyncio
import os

import numpy as np

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig
from app.core.memory.history.index import MESSAGES
from app.core.memory.history.service import REBUILD
from tests.support.history import dated_chat, drain, make_old_index_folder

MARKERS = (b"Quorvath", b"Zindelbrook")
TURNS = [("user", "We adopted a greyhound called Quorvath from the Zindelbrook shelter."),
         ("assistant", "Greyhounds love a soft bed and short sprints.")]


def open_connected(data_dir, server) -> WhiziCore:
    core = WhiziCore.open(data_dir)
    if core.providers.active() is None:
        core.providers.save(ProviderConfig(id="", name="Test", base_url=server.base_url, chat_model="test-chat",
                                           memory_model="test-memory", embedding_model="test-embed"))
        core.settings.set("history.embedder", "provider")   # embeddings go through the server's log
    return core


def embedded_texts(server) -> list[str]:
    return [text for r in server.requests if r.path == "/v1/embeddings" for text in r.body["input"]]


def search(core, text):
    return [h.message_id for h in asyncio.run(core.history.search_messages(text))]


def readable_files(folder, needle: bytes) -> list:
    """Files under `folder` holding `needle`. A plain database (an older folder the user has not
    encrypted) is plain by the user's choice and not the index's doing: left out of the scan."""
    plain = not (folder / "encryption.json").exists()
    skipped = {"whizi.db", "whizi.db-wal", "whizi.db-shm"} if plain else set()
    return [p for p in folder.rglob("*") if p.is_file() and p.name not in skipped and needle in p.read_bytes()]


def test_nothing_of_the_index_is_readable_on_disk_and_a_restart_embeds_nothing_again(data_dir, openai_server):
    core = open_connected(data_dir, openai_server)
    try:
        drain(core)
        _chat, msgs = dated_chat(core, "Dogs", TURNS, days_ago=40)
        drain(core)
        assert search(core, "greyhound Quorvath")[:1] == [msgs[0].id]       # the table in memory is built
        model = core.history.reading_model()
        vector = core.history.index.vectors(MESSAGES, model, [msgs[0].id])[msgs[0].id]
        assert any(t.startswith("We adopted a greyhound") for t in embedded_texts(openai_server))
        for needle in (*MARKERS, np.asarray(vector, dtype=np.float32).tobytes()[:64]):
            assert readable_files(data_dir, needle) == [], needle[:20]
        assert not (data_dir / "lancedb").exists()
    finally:
        core.close()
    before = len(embedded_texts(openai_server))

    core = open_connected(data_dir, openai_server)
    try:
        assert core.jobs.pending(REBUILD) == 0
        model = core.history.reading_model()
        assert not core.history.index.engine_ready(MESSAGES, model)
        core.history.reader.warm()         # at the first edit of the composer: the first read need not wait
        assert core.history.index.engine_ready(MESSAGES, model)
        assert search(core, "greyhound from the shelter")[:1] == [msgs[0].id]
        drain(core)
        # Only the query was embedded since the restart: no stored text again.
        assert embedded_texts(openai_server)[before:] == ["greyhound from the shelter"]
        assert core.history.indexed_counts() == (2, 0)
    finally:
        core.close()
    for needle in MARKERS:
        assert readable_files(data_dir, needle) == []


def test_an_old_on_disk_index_moves_into_the_database_without_embedding_again(data_dir, openai_server, tmp_path):
    core = open_connected(data_dir, openai_server)
    try:
        drain(core)
        _chat, msgs = dated_chat(core, "Dogs", TURNS, days_ago=3)
        drain(core)
        old = make_old_index_folder(core)           # as an older Whizi left it: texts and vectors in lancedb/
    finally:
        core.close()
    assert any(MARKERS[0] in p.read_bytes() for p in old.rglob("*") if p.is_file())
    # A second name for one of its data files: once the folder is erased, what the file held is
    # seen through it (an unlink alone would leave the old bytes there).
    data_file = next(p for p in old.rglob("*.lance") if p.is_file() and MARKERS[0] in p.read_bytes())
    witness = tmp_path / "witness"
    os.link(data_file, witness)
    before = len(embedded_texts(openai_server))

    core = open_connected(data_dir, openai_server)
    try:
        assert not old.exists()
        assert core.jobs.pending(REBUILD) == 0
        assert core.history.indexed_counts() == (2, 0)
        assert search(core, "greyhound Quorvath")[:1] == [msgs[0].id]
        drain(core)
        assert embedded_texts(openai_server)[before:] == ["greyhound Quorvath"]
    finally:
        core.close()
    assert witness.stat().st_size > 0 and witness.read_bytes() == bytes(witness.stat().st_size)
