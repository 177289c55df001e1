"""Pytest plugin (loaded by tests/conftest.py) providing the real OpenAI-compatible test server."""
from __future__ import annotations

import pytest

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
