import pytest

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig


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
