"""The test server spoken to by the real openai SDK (sync and async), faults included."""
from __future__ import annotations

import asyncio
import json
import math
import threading
import time

import httpx2
import openai
import pytest

from tests.support.openai_server import OpenAIServer, Reply


def sync_client(server: OpenAIServer, **kwargs) -> openai.OpenAI:
    kwargs.setdefault("api_key", "sk-test")
    kwargs.setdefault("max_retries", 0)
    return openai.OpenAI(base_url=server.base_url, **kwargs)


def async_client(server: OpenAIServer, **kwargs) -> openai.AsyncOpenAI:
    kwargs.setdefault("api_key", "sk-test")
    kwargs.setdefault("max_retries", 0)
    return openai.AsyncOpenAI(base_url=server.base_url, **kwargs)


USER_HI = [{"role": "user", "content": "hi"}]


def cosine(a, b) -> float:
    return sum(x * y for x, y in zip(a, b)) / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


# -- basics ---------------------------------------------------------------------------------


def test_lifecycle_context_manager_and_fresh_port():
    with OpenAIServer(models=("a", "b")) as server:
        assert server.base_url == f"http://127.0.0.1:{server.port}/v1"
        with sync_client(server) as client:
            assert [m.id for m in client.models.list()] == ["a", "b"]
            assert client.models.retrieve("a").owned_by == "test"
            with pytest.raises(openai.NotFoundError):
                client.models.retrieve("nope")
    server.stop()  # idempotent


def test_models_list_sync_and_async(openai_server):
    with sync_client(openai_server) as client:
        models = client.models.list()
    assert [m.id for m in models] == ["test-chat", "test-memory", "test-embed"]

    async def main():
        async with async_client(openai_server) as client:
            return [m.id async for m in client.models.list()]

    assert asyncio.run(main()) == ["test-chat", "test-memory", "test-embed"]
    assert [r.path for r in openai_server.requests] == ["/v1/models", "/v1/models"]


def test_chat_default_reply_echoes_last_user_message(openai_server):
    messages = [
        {"role": "system", "content": "be nice"},
        {"role": "user", "content": "first"},
        {"role": "assistant", "content": "ok"},
        {"role": "user", "content": [{"type": "text", "text": "second "}, {"type": "text", "text": "part"}]},
    ]
    with sync_client(openai_server) as client:
        completion = client.chat.completions.create(model="test-chat", messages=messages)
    choice = completion.choices[0]
    assert choice.message.role == "assistant"
    assert choice.message.content == "Echo: second part"
    assert choice.finish_reason == "stop"
    assert completion.usage.total_tokens == completion.usage.prompt_tokens + completion.usage.completion_tokens


def test_chat_streaming_async_yields_many_deltas_and_usage(openai_server):
    text = "The quick brown fox  jumps over\nthe lazy dog."
    openai_server.queue_reply(Reply(content=text, usage={"prompt_tokens": 7, "completion_tokens": 9, "total_tokens": 16}))

    async def main():
        async with async_client(openai_server) as client:
            stream = await client.chat.completions.create(
                model="test-chat", messages=USER_HI, stream=True, stream_options={"include_usage": True}
            )
            return [chunk async for chunk in stream]

    chunks = asyncio.run(main())
    with_choices = [c for c in chunks if c.choices]
    assert with_choices[0].choices[0].delta.role == "assistant"
    contents = [c.choices[0].delta.content for c in with_choices if c.choices[0].delta.content]
    assert len(contents) >= 9
    assert "".join(contents) == text
    assert with_choices[-1].choices[0].finish_reason == "stop"
    assert chunks[-1].choices == [] and chunks[-1].usage.total_tokens == 16


def test_chat_streaming_sync_without_usage(openai_server):
    openai_server.queue_reply(Reply(content="one two three", finish_reason="length"))
    with sync_client(openai_server) as client:
        chunks = list(client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True))
        # The connection is reusable after a complete chunked stream.
        assert client.chat.completions.create(model="test-chat", messages=USER_HI).choices[0].message.content == "Echo: hi"
    assert all(c.usage is None for c in chunks)
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == "one two three"
    assert chunks[-1].choices[0].finish_reason == "length"


def test_queue_per_model_then_shared_then_responder_then_default(openai_server):
    openai_server.queue_reply(Reply(content="memory 1"), model="test-memory")
    openai_server.queue_reply(Reply(content="shared 1"))
    openai_server.responder = lambda body: Reply(content="responder") if body["model"] == "test-memory" else None

    def ask(model):
        return client.chat.completions.create(model=model, messages=USER_HI).choices[0].message.content

    with sync_client(openai_server) as client:
        assert ask("test-chat") == "shared 1"  # the model's own queue is empty -> shared queue
        assert ask("test-memory") == "memory 1"
        assert ask("test-memory") == "responder"
        assert ask("test-chat") == "Echo: hi"
    assert len(openai_server.chat_requests()) == 4
    assert len(openai_server.chat_requests("test-memory")) == 2


# -- tool calls -----------------------------------------------------------------------------

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "remember",
            "parameters": {"type": "object", "properties": {"fact": {"type": "string"}}},
        },
    }
]


def test_streamed_tool_calls_parsed_by_sdk_helper(openai_server):
    openai_server.queue_reply(
        Reply(
            content="Saving.",
            tool_calls=[
                {"name": "remember", "arguments": '{"fact": "likes tea with lemon"}'},
                {"name": "remember", "arguments": {"fact": "lives in Oslo"}},
            ],
        )
    )
    with sync_client(openai_server) as client, \
            client.chat.completions.stream(model="test-chat", messages=USER_HI, tools=TOOLS) as stream:
        events = [e.type for e in stream]
        final = stream.get_final_completion()
    assert events.count("tool_calls.function.arguments.delta") >= 4  # arguments arrive in fragments
    choice = final.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.content == "Saving."
    calls = choice.message.tool_calls
    assert [c.function.name for c in calls] == ["remember", "remember"]
    assert [json.loads(c.function.arguments) for c in calls] == [{"fact": "likes tea with lemon"}, {"fact": "lives in Oslo"}]
    assert calls[0].id != calls[1].id and all(c.type == "function" for c in calls)


def test_streamed_tool_call_deltas_async_raw_format(openai_server):
    openai_server.queue_reply(Reply(tool_calls=[{"name": "remember", "arguments": '{"fact": "x"}', "id": "call_fixed"}]))

    async def main():
        async with async_client(openai_server) as client:
            stream = await client.chat.completions.create(model="test-chat", messages=USER_HI, tools=TOOLS, stream=True)
            return [chunk async for chunk in stream]

    deltas = [d for c in asyncio.run(main()) for d in (c.choices[0].delta.tool_calls or [])]
    assert deltas[0].index == 0 and deltas[0].id == "call_fixed" and deltas[0].type == "function"
    assert deltas[0].function.name == "remember"
    assert all(d.index == 0 and d.id is None for d in deltas[1:])
    assert "".join(d.function.arguments for d in deltas) == '{"fact": "x"}'


def test_non_streaming_tool_calls(openai_server):
    openai_server.queue_reply(Reply(tool_calls=[{"name": "remember", "arguments": '{"fact": "y"}'}]))
    with sync_client(openai_server) as client:
        choice = client.chat.completions.create(model="test-chat", messages=USER_HI, tools=TOOLS).choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.content is None
    assert choice.message.tool_calls[0].function.name == "remember"
    assert choice.message.tool_calls[0].function.arguments == '{"fact": "y"}'


# -- response_format ------------------------------------------------------------------------

SCHEMA_FORMAT = {
    "type": "json_schema",
    "json_schema": {"name": "facts", "schema": {"type": "object", "properties": {"facts": {"type": "array"}}}},
}


def test_json_schema_rejected_json_object_accepted(openai_server):
    openai_server.reject_json_schema = True
    openai_server.queue_reply(Reply(content='{"facts": ["a"]}'))
    with sync_client(openai_server) as client:
        with pytest.raises(openai.BadRequestError) as info:
            client.chat.completions.create(model="test-chat", messages=USER_HI, response_format=SCHEMA_FORMAT)
        assert info.value.status_code == 400
        assert "json_schema" in info.value.message
        completion = client.chat.completions.create(
            model="test-chat", messages=USER_HI, response_format={"type": "json_object"}
        )
    assert json.loads(completion.choices[0].message.content) == {"facts": ["a"]}
    assert openai_server.chat_requests()[0].body["response_format"]["type"] == "json_schema"


def test_reject_response_format_rejects_everything(openai_server):
    openai_server.reject_response_format = True
    with sync_client(openai_server) as client:
        with pytest.raises(openai.BadRequestError):
            client.chat.completions.create(model="test-chat", messages=USER_HI, response_format={"type": "json_object"})
        assert client.chat.completions.create(model="test-chat", messages=USER_HI).choices[0].message.content == "Echo: hi"


def test_json_schema_status_500_like_llama_cpp_python_and_400_like_llama_cpp(openai_server):
    openai_server.json_schema_status = 500
    with sync_client(openai_server) as client:
        with pytest.raises(openai.InternalServerError) as info:
            client.chat.completions.create(model="test-chat", messages=USER_HI, response_format=SCHEMA_FORMAT)
        assert info.value.status_code == 500
        openai_server.json_schema_status = 400
        with pytest.raises(openai.BadRequestError):
            client.chat.completions.create(model="test-chat", messages=USER_HI, response_format=SCHEMA_FORMAT)
        ok = client.chat.completions.create(model="test-chat", messages=USER_HI, response_format={"type": "json_object"})
    assert ok.choices[0].message.content == "Echo: hi"


def test_max_tokens_cuts_a_reply_with_finish_reason_length(openai_server):
    openai_server.enforce_max_tokens = True
    openai_server.queue_reply(Reply(content="one two three four five"))
    openai_server.queue_reply(Reply(content="one two three four five"))
    with sync_client(openai_server) as client:
        whole = client.chat.completions.create(model="test-chat", messages=USER_HI, max_tokens=3)
        chunks = list(client.chat.completions.create(model="test-chat", messages=USER_HI, max_tokens=3, stream=True))
    assert whole.choices[0].message.content == "one two three "
    assert whole.choices[0].finish_reason == "length"
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == "one two three "
    assert chunks[-1].choices[0].finish_reason == "length"


def test_stream_without_finish_reason_ends_cleanly(openai_server):
    openai_server.queue_reply(Reply(content="half an answer", omit_finish=True))
    with sync_client(openai_server) as client:
        chunks = list(client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True))
        # The HTTP body ended properly: the connection is reused for the next request.
        assert client.chat.completions.create(model="test-chat", messages=USER_HI).choices[0].message.content == "Echo: hi"
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == "half an answer"
    assert all(c.choices[0].finish_reason is None for c in chunks)


def test_endless_stream_stops_at_max_tokens_or_at_the_servers_bound(openai_server):
    openai_server.queue_reply(Reply(content="la la", endless=True))
    openai_server.queue_reply(Reply(content="la", endless=True, endless_limit=50))
    with sync_client(openai_server) as client:
        capped = list(client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True, max_tokens=40))
        bounded = list(client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True))
    capped_text = "".join(c.choices[0].delta.content or "" for c in capped)
    assert capped_text.split() == ["la"] * 40 and capped[-1].choices[0].finish_reason == "length"
    assert "".join(c.choices[0].delta.content or "" for c in bounded).split() == ["la"] * 50
    assert bounded[-1].choices[0].finish_reason == "length"


# -- embeddings -----------------------------------------------------------------------------


def test_embeddings_float_and_default_base64_are_equal(openai_server):
    texts = ["I like green tea", "I like green tea a lot", "the stock market crashed"]
    with sync_client(openai_server) as client:
        default = client.embeddings.create(model="test-embed", input=texts)
        floats = client.embeddings.create(model="test-embed", input=texts, encoding_format="float")
        single = client.embeddings.create(model="test-embed", input="I LIKE green tea!")
        tokens = client.embeddings.create(model="test-embed", input=[[1, 2, 3], [1, 2, 3]], encoding_format="float")
    assert [r.body.get("encoding_format") for r in openai_server.requests] == ["base64", "float", "base64", "float"]
    a, b, c = (d.embedding for d in default.data)
    assert [d.embedding for d in floats.data] == [a, b, c]
    assert single.data[0].embedding == a  # case and punctuation are ignored
    assert len(a) == 64 and math.isclose(sum(x * x for x in a), 1.0, rel_tol=1e-5)
    assert cosine(a, b) > 0.7 > cosine(a, c)
    assert tokens.data[0].embedding == tokens.data[1].embedding
    assert default.usage.prompt_tokens > 0 and default.model == "test-embed"


def test_embeddings_async_and_explicit_base64(openai_server):
    async def main():
        async with async_client(openai_server) as client:
            decoded = await client.embeddings.create(model="test-embed", input="hello world")
            raw = await client.embeddings.create(model="test-embed", input="hello world", encoding_format="base64")
            return decoded, raw

    decoded, raw = asyncio.run(main())
    assert isinstance(raw.data[0].embedding, str)  # explicit base64 is left encoded by the SDK
    assert len(decoded.data[0].embedding) == 64


def test_embeddings_per_token_are_nested_lists(openai_server):
    openai_server.embeddings_per_token = True
    with sync_client(openai_server) as client:
        result = client.embeddings.create(model="test-embed", input=["green tea", "one"], encoding_format="float")
    first, second = (d.embedding for d in result.data)
    assert len(first) == 2 and len(second) == 1
    assert all(isinstance(v, list) and len(v) == 64 for v in first + second)


# -- faults ---------------------------------------------------------------------------------


def test_wrong_api_key_is_authentication_error(openai_server):
    openai_server.require_api_key = "sk-right"
    with sync_client(openai_server, api_key="sk-wrong") as client, pytest.raises(openai.AuthenticationError) as info:
        client.models.list()
    assert info.value.status_code == 401
    assert info.value.code == "invalid_api_key"
    assert info.value.body["message"] == "Incorrect API key provided"
    with sync_client(openai_server, api_key="sk-right") as client:
        assert len(client.models.list().data) == 3
    assert [r.headers["Authorization"] for r in openai_server.requests] == ["Bearer sk-wrong", "Bearer sk-right"]


def test_rate_limit_with_retry_after(openai_server):
    openai_server.queue_reply(Reply(status=429, error_message="slow down", retry_after=7))

    async def main():
        async with async_client(openai_server) as client:
            await client.chat.completions.create(model="test-chat", messages=USER_HI)

    with pytest.raises(openai.RateLimitError) as info:
        asyncio.run(main())
    assert info.value.status_code == 429
    assert info.value.response.headers["retry-after"] == "7"
    assert info.value.body["message"] == "slow down"


def test_fail_next_on_a_path_and_times(openai_server):
    openai_server.fail_next(500, times=2, path="/v1/models")
    with sync_client(openai_server) as client:
        assert client.chat.completions.create(model="test-chat", messages=USER_HI).choices[0].message.content == "Echo: hi"
        for _ in range(2):
            with pytest.raises(openai.InternalServerError) as info:
                client.models.list()
            assert info.value.status_code == 500
        assert len(client.models.list().data) == 3


def test_fail_next_any_endpoint_retried_by_sdk(openai_server):
    openai_server.fail_next(503, retry_after=0.01)  # the SDK honours fractional Retry-After
    with sync_client(openai_server, max_retries=1) as client:
        assert len(client.embeddings.create(model="test-embed", input="x").data) == 1
    assert [r.path for r in openai_server.requests] == ["/v1/embeddings", "/v1/embeddings"]


def test_html_body_on_200_is_returned_as_str_by_sdk(openai_server):
    # Non-JSON content type with status 200: the SDK does not raise, it returns the text (non-strict mode).
    openai_server.queue_reply(Reply(raw_body="<html>502 Bad Gateway</html>"))
    with sync_client(openai_server) as client:
        result = client.chat.completions.create(model="test-chat", messages=USER_HI)
    assert result == "<html>502 Bad Gateway</html>"

    openai_server.queue_reply(Reply(raw_body="<html>oops</html>"))
    with sync_client(openai_server, _strict_response_validation=True) as client, pytest.raises(openai.APIResponseValidationError):
        client.chat.completions.create(model="test-chat", messages=USER_HI)


def test_broken_json_on_200_raises_json_decode_error(openai_server):
    openai_server.queue_reply(Reply(raw_body="{broken json", content_type="application/json"))
    with sync_client(openai_server) as client, pytest.raises(json.JSONDecodeError):
        client.chat.completions.create(model="test-chat", messages=USER_HI)


def test_streaming_request_answered_with_a_non_sse_200_body_yields_nothing(openai_server):
    # With stream=True the SDK SSE-decodes whatever comes back: an HTML or JSON 200 body gives an
    # empty stream that ends without any exception (no chunk, no finish_reason).
    openai_server.fail_next(200, times=2, raw_body="<html>502 Bad Gateway</html>", content_type="text/html")

    async def main():
        async with async_client(openai_server) as client:
            stream = await client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True)
            return [chunk async for chunk in stream]

    assert asyncio.run(main()) == []
    with sync_client(openai_server) as client:
        assert list(client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True)) == []


def test_html_body_on_502(openai_server):
    openai_server.fail_next(502, raw_body="<html>502 Bad Gateway</html>")
    with sync_client(openai_server) as client, pytest.raises(openai.InternalServerError) as info:
        client.models.list()
    assert info.value.status_code == 502
    assert info.value.body == "<html>502 Bad Gateway</html>"


def test_delay_beyond_client_timeout_and_prompt_stop():
    server = OpenAIServer().start()
    try:
        server.queue_reply(Reply(content="late", delay=30))
        with sync_client(server, timeout=0.2) as client, pytest.raises(openai.APITimeoutError):
            client.chat.completions.create(model="test-chat", messages=USER_HI)
        # The client dropped the connection on timeout; the handler notices without waiting 30 s.
        server.wait_for_idle(timeout=5)
        server.queue_reply(Reply(content="late again", delay=30))
        with sync_client(server, timeout=0.2) as client, pytest.raises(openai.APITimeoutError):
            client.chat.completions.create(model="test-chat", messages=USER_HI)
    finally:
        started = time.monotonic()
        server.stop()  # the handler is still inside its 30 s delay
        assert time.monotonic() - started < 1.0


def test_disconnect_mid_stream_raises_after_first_chunks(openai_server):
    openai_server.queue_reply(Reply(content="one two three four five", disconnect_after_chunks=2))
    received = []
    with sync_client(openai_server) as client, pytest.raises(openai.APIConnectionError) as info:
        for chunk in client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True):
            received.append(chunk.choices[0].delta.content)
    assert received == ["", "one ", "two "]
    assert isinstance(info.value.__cause__, httpx2.RemoteProtocolError)


def test_disconnect_mid_stream_async(openai_server):
    openai_server.queue_reply(Reply(content="alpha beta gamma", disconnect_after_chunks=1))
    received = []

    async def main():
        async with async_client(openai_server) as client:
            stream = await client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True)
            async for chunk in stream:
                received.append(chunk.choices[0].delta.content)

    with pytest.raises(openai.APIConnectionError) as info:
        asyncio.run(main())
    assert received == ["", "alpha "]
    assert isinstance(info.value.__cause__, httpx2.RemoteProtocolError)


def test_stream_error_event_raises_api_error(openai_server):
    openai_server.queue_reply(Reply(content="partial answer", stream_error="model crashed"))
    received = []
    with sync_client(openai_server) as client, pytest.raises(openai.APIError) as info:
        for chunk in client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True):
            received.append(chunk.choices[0].delta.content)
    assert type(info.value) is openai.APIError
    assert info.value.message == "model crashed"
    assert "".join(received) == "partial answer"


def test_never_end_stream_abandoned_then_prompt_stop():
    server = OpenAIServer().start()
    try:

        async def main():
            async with async_client(server) as client:
                stream = await client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True)
                first = [await stream.__anext__() for _ in range(3)]
                await stream.close()  # abandon: the SDK must not drain a never-ending body
                return first

        server.queue_reply(Reply(content="still thinking", never_end=True, keepalive_interval=30))
        first = asyncio.run(main())
        assert "".join(c.choices[0].delta.content for c in first) == "still thinking"
        server.wait_for_idle(timeout=5)  # the server saw the client hang up between keep-alives
        assert server.in_flight == 0

        # A second never-ending stream is left open by the client while the server stops.
        server.queue_reply(Reply(content="hang", never_end=True, keepalive_interval=0.01))
        with sync_client(server) as client:
            stream = client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True)
            iterator = iter(stream)
            assert next(iterator).choices[0].delta.role == "assistant"
            assert next(iterator).choices[0].delta.content == "hang"
            started = time.monotonic()
            server.stop()
            assert time.monotonic() - started < 1.0
            # stop() cut the connection mid-body: the client sees an incomplete chunked read.
            with pytest.raises(openai.APIConnectionError):
                next(iterator)
    finally:
        server.stop()


def test_chunk_delay_trickle_is_interrupted_by_stop():
    server = OpenAIServer().start()
    server.queue_reply(Reply(content="a b c d e f g", chunk_delay=30))
    outcome = {}

    def consume():
        try:
            with sync_client(server) as client:
                for _ in client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True):
                    pass
        except Exception as exc:  # noqa: BLE001 - recorded for the assertion below
            outcome["error"] = exc

    thread = threading.Thread(target=consume)
    thread.start()
    server.wait_for_requests(1, path="/v1/chat/completions")
    started = time.monotonic()
    server.stop()
    assert time.monotonic() - started < 1.0
    thread.join(5)
    assert not thread.is_alive()
    assert isinstance(outcome["error"], openai.APIConnectionError)


def test_client_closing_a_trickling_stream_frees_the_handler(openai_server):
    openai_server.queue_reply(Reply(content="a b c d", chunk_delay=30))
    with sync_client(openai_server) as client:
        stream = client.chat.completions.create(model="test-chat", messages=USER_HI, stream=True)
        assert next(iter(stream)).choices[0].delta.role == "assistant"
        assert openai_server.in_flight == 1
        stream.close()
    openai_server.wait_for_idle(timeout=5)  # noticed during the 30 s chunk delay, not after it
    assert openai_server.errors == []


# -- request log ----------------------------------------------------------------------------


def test_request_log_records_bodies_and_headers(openai_server):
    with sync_client(openai_server, api_key="sk-logged") as client:
        client.chat.completions.create(model="test-memory", messages=USER_HI, temperature=0.25)
        client.embeddings.create(model="test-embed", input="x")
    openai_server.wait_for_requests(2)
    chat, embed = openai_server.requests
    assert (chat.method, chat.path) == ("POST", "/v1/chat/completions")
    assert chat.body["model"] == "test-memory" and chat.body["temperature"] == 0.25
    assert chat.messages == USER_HI and chat.model == "test-memory"
    assert chat.headers["Authorization"] == "Bearer sk-logged"
    assert chat.headers.get("authorization") == "Bearer sk-logged" and "AUTHORIZATION" in chat.headers
    assert embed.body["input"] == "x" and embed.messages == []

    with pytest.raises(TimeoutError):
        openai_server.wait_for_requests(3, timeout=0.05)
    with pytest.raises(TimeoutError):
        openai_server.wait_for_requests(1, path="/v1/models", timeout=0.05)


def test_wait_for_requests_wakes_on_arrival(openai_server):
    openai_server.queue_reply(Reply(content="slow", delay=30))
    errors = []

    def call():
        try:
            with sync_client(openai_server, timeout=0.5) as client:
                client.chat.completions.create(model="test-chat", messages=USER_HI)
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)

    thread = threading.Thread(target=call)
    thread.start()
    openai_server.wait_for_requests(1, path="/v1/chat/completions", timeout=5)  # recorded before replying
    assert openai_server.chat_requests()[0].messages == USER_HI
    openai_server.stop()
    thread.join(5)
    assert isinstance(errors[0], openai.APIConnectionError)


def test_unknown_path_404_is_recorded(openai_server):
    with sync_client(openai_server) as client, pytest.raises(openai.NotFoundError) as info:
        client.post("/nowhere", body={"a": 1}, cast_to=object)
    assert info.value.status_code == 404
    assert openai_server.requests[0].path == "/v1/nowhere"
    assert openai_server.requests[0].body == {"a": 1}


def test_reset_clears_state(openai_server):
    openai_server.queue_reply(Reply(content="queued"))
    openai_server.fail_next(500)
    openai_server.require_api_key = "sk-x"
    openai_server.reject_json_schema = openai_server.reject_response_format = True
    openai_server.responder = lambda body: Reply(content="r")
    with sync_client(openai_server) as client:
        with pytest.raises(openai.InternalServerError):
            client.models.list()
        openai_server.reset()
        assert openai_server.requests == []
        reply = client.chat.completions.create(model="test-chat", messages=USER_HI, response_format=SCHEMA_FORMAT)
    assert reply.choices[0].message.content == "Echo: hi"
    assert openai_server.errors == []


def test_a_raising_responder_gives_500_and_is_recorded_as_a_server_error():
    with OpenAIServer() as server:
        server.responder = lambda body: 1 / 0
        with sync_client(server) as client, pytest.raises(openai.InternalServerError) as info:
            client.chat.completions.create(model="test-chat", messages=USER_HI)
    assert "ZeroDivisionError" in info.value.message
    assert [type(e) for e in server.errors] == [ZeroDivisionError]  # the fixture fails the test on these
