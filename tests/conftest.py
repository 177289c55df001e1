"""Shared fixtures: offscreen Qt, one qasync loop for the session, a keyring of the test's own,
a fresh data folder per test and a real OpenAI-compatible server on 127.0.0.1."""
from __future__ import annotations

import asyncio
import atexit
import os
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# Qt aborts without a display; this must be set before anything imports Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never read a developer's real key or data folder.
os.environ.pop("OPENAI_API_KEY", None)
os.environ.pop("WHIZI_DATA_DIR", None)

import keyring
import pytest

from tests.support.memory_keyring import FOLDER_ENV, SESSION_KEYRING_ENV, MemoryKeyring

ROOT = Path(__file__).resolve().parents[1]
# The keyring of everything outside a test's own (module fixtures, the processes they start): a
# folder of this session's, never the machine's keyring. Each test gets a folder of its own below.
_SESSION_KEYRING = tempfile.mkdtemp(prefix="whizi-test-keyring-")
atexit.register(shutil.rmtree, _SESSION_KEYRING, ignore_errors=True)
os.environ[FOLDER_ENV] = _SESSION_KEYRING
os.environ[SESSION_KEYRING_ENV] = _SESSION_KEYRING
os.environ["PYTHON_KEYRING_BACKEND"] = "tests.support.memory_keyring.FileKeyring"
# A `whizi` subprocess imports that backend from this checkout.
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)

pytest_plugins = ["tests.support.fixtures"]


@pytest.fixture(autouse=True)
def memory_keyring(tmp_path_factory, monkeypatch):
    """The test's own keyring, shared with the `whizi` processes it starts (new data folders keep
    their key there, #17): files in a folder of the test's, never the machine's keyring."""
    previous = keyring.get_keyring()   # first of all: the session's FileKeyring, made from the session's folder
    folder = tmp_path_factory.mktemp("keyring")
    monkeypatch.setenv(FOLDER_ENV, str(folder))
    backend = MemoryKeyring(folder)
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def data_dir(tmp_path, request):
    path = tmp_path / "whizi-data"
    path.mkdir()
    if request.node.get_closest_marker("plain_folder"):
        # A folder written before encryption (#17): a test that scans the bytes for deleted
        # text needs files it can read; in an encrypted folder there is nothing to find anyway.
        from tests.support.encrypted_db import plain_folder

        plain_folder(path)
    return path


@pytest.fixture(scope="session")
def _session_qloop(qapp):
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    # A plain thread pool (name lookups, to_thread) that we can shut down: qasync's own QThread
    # pool would still be alive when Python exits, and Qt aborts on a running QThread.
    executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="test-loop")
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    # qasync marks the loop running in this thread at once; the `qloop` fixture owns that flag.
    asyncio.events._set_running_loop(None)
    # Never loop.stop() here: with already_running=True it quits the QApplication.
    yield loop
    executor.shutdown(wait=True)


@pytest.fixture
def qloop(_session_qloop):
    # Core tests use asyncio.run(), which needs no loop to be running and leaves none current;
    # GUI tests re-install ours as the running loop and take it down again afterwards, so the two
    # kinds of test can run in any order.
    asyncio.set_event_loop(_session_qloop)
    asyncio.events._set_running_loop(_session_qloop)
    yield _session_qloop
    asyncio.events._set_running_loop(None)


@pytest.fixture
def run_async(qtbot, qloop):
    """Run a coroutine on the Qt loop and wait, on its completion, without sleeping."""

    def run(coro, timeout=10_000):
        task = asyncio.ensure_future(coro, loop=qloop)
        qtbot.waitUntil(task.done, timeout=timeout)
        return task.result()

    return run
