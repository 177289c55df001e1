"""Encryption at rest (#17, the issue's point 7): after a user's life in a new data folder (a chat turn
through the real openai client, a fact saved by the memory pass, the history index built with the
local embedder and searched, an insights refresh, a ChatGPT import, an import killed mid-way, a reply
killed mid-stream and a crash report) no file anywhere under the folder holds a marker string of
that life (UTF-8 or UTF-16, as written or lower-cased), an SQLite header or the bytes of a stored
vector. The same life in a plain folder of an older Whizi is the control: there every one of those
is found, so the scan is able to fail.

The wrong passphrase (exit 3, folder unchanged byte for byte) is covered by tests/cli/test_unlock.py
and tests/cli/test_encryption.py; a lost keyring entry by tests/core/store/test_encryption_keys.py.
Each test lives a whole life (three child processes, a 20 MB import): about a minute on the loaded
2-core machine, hence their own timeout.
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sqlalchemy import text

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig, Role, utcnow
from app.core.logs import setup_logging
from app.core.store import encryption
from tests.support.encrypted_db import plain_folder
from tests.support.facts_model import FactsModel
from tests.support.history import drain
from tests.support.insights_history import plant
from tests.support.insights_model import InsightsModel
from tests.support.openai_server import Reply
from tests.support.privacy_model import ClassifierModel

ROOT = Path(__file__).resolve().parents[1]
SQLITE_HEADER = b"SQLite format 3\x00"

# One marker per place the user's words end up; mixed case, so the lower-cased form is a new needle.
USER = "QzxUserSloop"
REPLY = "QzxReplyKeel"
TITLE = "QzxTitleMast"
FACT = "QzxFactRudder"
INSIGHT = "QzxInsightBuoy"
IMPORTED = "QzxImportTide"
STAGED = "QzxStagedAnchor"       # the import a SIGKILL cuts short: only ever in its scratch file
STREAMED = "QzxStreamJib"        # the reply a SIGKILL cuts short: its saved part
CRASHED = "QzxCrashHalyard"      # an unexpected exception's message (a crash report never quotes it)
MARKERS = (USER, REPLY, TITLE, FACT, INSIGHT, IMPORTED, STAGED, STREAMED, CRASHED)


def forms(marker: str) -> list[bytes]:
    """The marker as a file could hold it: UTF-8 and UTF-16 (either byte order), as written and lower-cased."""
    return [variant.encode(codec) for variant in (marker, marker.lower())
            for codec in ("utf-8", "utf-16-le", "utf-16-be")]


def every_file(root: Path) -> dict[str, bytes]:
    """Every file under the folder, recursively (-wal, -shm, logs, crash reports, scratch, keys)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def scan(root: Path, needles: dict[str, list[bytes]]) -> dict[str, list[str]]:
    """{needle's name: the files holding any of its forms}, only for needles found somewhere."""
    files = every_file(root)
    found = {name: sorted(f for f, data in files.items() if any(form in data for form in variants))
             for name, variants in needles.items()}
    return {name: where for name, where in found.items() if where}


def needles(vectors: dict[str, bytes]) -> dict[str, list[bytes]]:
    return {**{m: forms(m) for m in MARKERS}, "SQLite header": [SQLITE_HEADER],
            **{name: [blob] for name, blob in vectors.items()}}


# ----- the children that are killed (or crash) -----------------------------------------------------
IMPORT_CHILD = textwrap.dedent("""
    import sys, threading
    from app.core.paths import use_private_umask
    use_private_umask()
    from app.core.context import WhiziCore
    from app.core.logs import setup_logging

    core = WhiziCore.open(sys.argv[1])
    setup_logging(core.layout.logs)

    def progress(p):
        # Most of the file read into the scratch database: say so, then wait to be killed.
        if p.stage == "read" and p.total and p.done * 10 >= p.total * 6:
            print("staging", flush=True)
            threading.Event().wait()

    core.data.import_files(sys.argv[2], progress=progress)
    print("finished", flush=True)
""")

STREAM_CHILD = textwrap.dedent("""
    import asyncio, sys
    from app.core.paths import use_private_umask
    use_private_umask()
    from app.core.context import WhiziCore
    from app.core.domain import ProviderConfig
    from app.core.logs import setup_logging

    core = WhiziCore.open(sys.argv[1])
    setup_logging(core.layout.logs)
    core.providers.save(ProviderConfig(id="", name="Test", base_url=sys.argv[2], chat_model="test-chat",
                                       memory_model="test-memory", embedding_model="test-embed"))
    chat = core.chat.new_chat()
    asyncio.run(core.chat.send(chat.id, sys.argv[3]))
    print("finished", flush=True)
""")

CRASH_CHILD = textwrap.dedent("""
    import sys
    from app.core.paths import use_private_umask
    use_private_umask()
    from PySide6.QtWidgets import QApplication
    from app.core.context import WhiziCore
    from app.core.logs import setup_logging
    from app.ui.app import install_crash_handler

    app = QApplication([])
    core = WhiziCore.open(sys.argv[1])
    setup_logging(core.layout.logs)
    install_crash_handler(core.layout.logs)
    raise RuntimeError("could not parse " + sys.argv[2])
""")


def child(script: str, *args: str) -> subprocess.Popen:
    """A Python process of this checkout running `script`, with the test's keyring (tests/conftest.py)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-c", script, *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def chatgpt_export(path: Path, marker: str, conversations: int, turns: int) -> Path:
    """A ChatGPT conversations.json whose titles and messages all carry `marker`."""
    convs = []
    for c in range(conversations):
        when = 1_700_000_000.0 + c * 3_600
        mapping = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
        parent = "root"
        for i in range(turns):
            node, role = f"n{i}", ("user" if i % 2 == 0 else "assistant")
            words = f"Harbour log {c}.{i}: {marker} was moored at the north pier. " * 6
            mapping[node] = {"id": node, "parent": parent, "children": [], "message": {
                "id": f"m{c}-{i}", "author": {"role": role}, "create_time": when + i * 30,
                "content": {"content_type": "text", "parts": [words]}, "metadata": {}, "recipient": "all"}}
            mapping[parent]["children"].append(node)
            parent = node
        convs.append({"id": f"conv-{c}", "title": f"Harbour {c} {marker}", "create_time": when,
                      "update_time": when + turns * 30, "mapping": mapping, "current_node": parent})
    path.write_text(json.dumps(convs), "utf-8")
    return path


# ----- the life ------------------------------------------------------------------------------------
def live(root: Path, server, scratch: Path, qtbot) -> dict[str, dict[str, list[str]]]:
    """Everything the issue lists, in `root`. Each step checks through the app that its marker
    really was stored. Returns the scans (`scan`, with the bytes of vectors the app stored as
    needles too) taken right after the import was killed (the next start deletes its scratch file)
    and at the end."""
    insights = InsightsModel()
    facts = FactsModel()
    server.responder = insights.chain(ClassifierModel().chain(facts))
    core = WhiziCore.open(root)
    logging_root = logging.getLogger()
    handlers = list(logging_root.handlers)
    setup_logging(core.layout.logs)     # as the window does: the log is in the folder too
    try:
        core.providers.save(ProviderConfig(id="", name="Test", base_url=server.base_url, chat_model="test-chat",
                                           memory_model="test-memory", embedding_model="test-embed"))
        core.settings.set("chat.request_timeout_s", 10.0)
        core.settings.set("memory.chat_analysis", "automatic")

        # A chat turn through the real openai client; the memory pass saves a fact.
        server.queue_reply(Reply(content=f"Fair winds to the {REPLY}, and check the forestay."), model="test-chat")
        facts.script([f"Sails a sloop moored beside the {FACT}"])
        chat = core.chat.new_chat()
        reply = asyncio.run(core.chat.send(chat.id, f"Remember that my sloop is called {USER}."))
        assert REPLY in reply.content
        drain(core)
        core.chats.rename(chat.id, f"Sailing log {TITLE}")
        assert [m.content for m in core.messages.list(chat.id) if m.role is Role.USER] == [
            f"Remember that my sloop is called {USER}."]
        assert core.chats.get(chat.id).title == f"Sailing log {TITLE}"
        assert any(FACT in line for line in core.facts.lines()), core.facts.lines()

        # An insights refresh over a small planted history; the memory model names the topics.
        for _ in range(6):
            insights.script({"title": f"Topic {INSIGHT}", "insight": f"User is interested in the {INSIGHT}.",
                             "asked": f"User has asked about the {INSIGHT}"})
        plant(core, now=utcnow(), layout={"bread": (2, 1), "chess": (1, 0)}, chats_per_month=2,
              messages_per_chat=4, noise=2)
        drain(core)                      # the history index (local embedder) of all of it
        report = asyncio.run(core.insights.refresh_now())
        assert report.created >= 1 and any(INSIGHT in i.text for i in core.insights.insights())

        # A ChatGPT import (its scratch database lives in the folder while it runs).
        core.data.import_files(chatgpt_export(scratch / "conversations.json", IMPORTED, 3, 4))
        assert sum(IMPORTED in c.title for c in core.chats.list_visible()) == 3
        drain(core)

        # The history index holds the turn and is searched.
        hits = asyncio.run(core.history.search_messages(f"sloop called {USER}", limit=5))
        assert hits and USER in core.messages.get(hits[0].message_id).content

        with core.db.session(read_only=True) as s:
            index_vector = s.scalar(text("SELECT vector FROM history_index WHERE instr(text, :m) LIMIT 1"), {"m": USER})
            insight_vector = s.scalar(text("SELECT vector FROM insight_vectors LIMIT 1"))
        assert index_vector and insight_vector and len(index_vector) >= 256
        vectors = {"history index vector": bytes(index_vector), "insight cache vector": bytes(insight_vector)}
    finally:
        for handler in [h for h in logging_root.handlers if h not in handlers]:
            logging_root.removeHandler(handler)
            handler.close()
        core.close()

    # An import killed (SIGKILL) while its scratch database is half written.
    big = chatgpt_export(scratch / "big.json", STAGED, 800, 40)
    importing = child(IMPORT_CHILD, str(root), str(big))
    try:
        assert importing.stdout.readline() == "staging\n", importing.stderr.read()
        importing.send_signal(signal.SIGKILL)
    finally:
        importing.wait(timeout=60)
    staged = list((root / "tmp").glob("import-*.sqlite*"))
    # The killed import left its scratch file, megabytes of imported messages already written to it.
    assert sum(p.stat().st_size for p in staged) > 4 * 2**20
    scans = {"after the killed import": scan(root, needles(vectors))}

    # A reply killed (SIGKILL) mid-stream, once its first part is saved.
    server.responder = None
    server.queue_reply(Reply(content=f"The {STREAMED} part of an answer that goes on " * 20, chunk_delay=0.02,
                             never_end=True), model="test-chat")
    streaming = child(STREAM_CHILD, str(root), server.base_url, "Tell me a long story about a jib")
    try:
        from tests.support.encrypted_db import connect

        def partial_saved() -> bool:
            assert streaming.poll() is None, streaming.stderr.read()
            con = connect(root, read_only=True)
            try:
                return bool(con.execute("SELECT count(*) FROM messages WHERE role = 'assistant' "
                                        "AND instr(content, ?)", (STREAMED,)).fetchone()[0])
            finally:
                con.close()

        qtbot.waitUntil(partial_saved, timeout=60_000)   # read by another process: the saved part
        streaming.send_signal(signal.SIGKILL)
    finally:
        streaming.wait(timeout=60)

    # An unexpected exception in the window's process: the crash report and the log.
    crashing = child(CRASH_CHILD, str(root), CRASHED)
    _out, err = crashing.communicate(timeout=120)
    assert crashing.returncode == 1, err                          # it did crash
    assert list((root / "logs").glob("crash-*.txt")), "the crash hook wrote its report"
    scans["at the end"] = scan(root, needles(vectors))
    return scans



# ----- the tests -----------------------------------------------------------------------------------
@pytest.mark.timeout(400)
def test_a_new_folder_holds_no_plaintext_after_chatting_indexing_insights_imports_and_crashes(
        data_dir, openai_server, tmp_path, qtbot):
    scans = live(data_dir, openai_server, tmp_path, qtbot)

    assert encryption.status(data_dir).encrypted
    assert not (data_dir / "lancedb").exists()
    assert scans == {"after the killed import": {}, "at the end": {}}


@pytest.mark.timeout(400)
def test_the_same_life_in_a_plain_folder_leaves_every_marker_readable(data_dir, openai_server, tmp_path, qtbot):
    """The control: the scan finds what an unencrypted folder (an older Whizi's, kept plain) holds."""
    plain_folder(data_dir)
    scans = live(data_dir, openai_server, tmp_path, qtbot)

    assert not encryption.status(data_dir).encrypted
    found = {name for checkpoint in scans.values() for name in checkpoint}
    # A crash report never quotes an exception's message, encrypted or not: its marker is nowhere.
    assert found == set(needles({"history index vector": b"", "insight cache vector": b""})) - {CRASHED}, scans
    staged = scans["after the killed import"][STAGED]
    assert staged and all(name.startswith("tmp/import-") for name in staged)
