"""Pytest plugin (loaded by tests/conftest.py): the real OpenAI-compatible test server and a core
(a WhiziCore on the test's own data folder), optionally connected to that server."""
from __future__ import annotations

import pytest

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig
from tests.support.openai_server import OpenAIServer


@pytest.fixture
def openai_server():
    """A fresh OpenAIServer on 127.0.0.1 per test; stopped (every connection closed) afterwards.

    Unexpected exceptions inside the server's threads (including a raising ``responder``) are
    collected in ``server.errors`` and fail the test at teardown, so they cannot go unnoticed.
    """
    server = OpenAIServer().start()
    try:
        yield server
    finally:
        server.stop()
    if server.errors:
        pytest.fail(f"OpenAIServer raised inside its threads: {server.errors!r}", pytrace=False)


@pytest.fixture
def core(data_dir):
    c = WhiziCore.open(data_dir)
    yield c
    c.close()


@pytest.fixture
def connected_core(core, openai_server):
    """A core whose active provider is the local test server."""
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url,
                                       chat_model="test-chat", memory_model="test-memory",
                                       embedding_model="test-embed"))
    core.settings.set("chat.request_timeout_s", 5.0)
    return core
