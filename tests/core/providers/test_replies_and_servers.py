"""Replies that end early or never end, structured output on llama.cpp-family servers, embeddings
of other shapes (issue #13 items 8-11), against the real test server over HTTP."""
import asyncio

import pytest

from app.core.context import WhiziCore
from app.core.domain import MessageStatus, ProviderConfig, Role
from app.core.providers.client import ProviderClient
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.structured import complete_json, forget_capabilities
from tests.support.openai_server import Reply

SCHEMA = {"type": "object", "properties": {"facts": {"type": "array", "items": {"type": "string"}}},
          "required": ["facts"]}


def run(coro):
    return asyncio.run(coro)


# ----- item 8: a stream that ends without saying it is over is partial ---------------------------
def test_a_stream_closed_without_finish_reason_is_kept_as_partial_and_says_so(connected_core, openai_server):
    core = connected_core
    openai_server.queue_reply(Reply(content="The first half of a long", omit_finish=True))
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "tell me everything"))
    assert reply.status is MessageStatus.PARTIAL
    assert reply.content == "The first half of a long"
    assert "ended before it was complete" in reply.error
    stored = core.messages.get(reply.id)
    assert (stored.status, stored.content, stored.error) == (MessageStatus.PARTIAL, reply.content, reply.error)
    # Retry answers again, replacing the cut-off reply, as after a dropped connection.
    retried = run(core.chat.retry(chat.id))
    assert retried.status is MessageStatus.COMPLETE and retried.content == "Echo: tell me everything"
    assert [m.content for m in core.messages.list(chat.id)] == ["tell me everything", "Echo: tell me everything"]


def test_a_stream_with_finish_reason_but_no_text_is_still_complete(connected_core, openai_server):
    openai_server.queue_reply(Reply(content=""))
    chat = connected_core.chat.new_chat()
    reply = run(connected_core.chat.send(chat.id, "say nothing"))
    assert reply.status is MessageStatus.COMPLETE and reply.error is None


# ----- item 10: a reply length limit on every request ---------------------------------------------
def test_every_chat_request_carries_the_providers_reply_limit(connected_core, openai_server):
    core = connected_core
    chat = core.chat.new_chat()
    run(core.chat.send(chat.id, "one"))
    assert openai_server.chat_requests()[-1].body["max_tokens"] == 4096  # "a few thousand tokens" by default
    active = core.providers.active()
    core.providers.save(ProviderConfig(**{**active.__dict__, "max_reply_tokens": 300}))
    run(core.chat.send(chat.id, "two"))
    assert openai_server.chat_requests()[-1].body["max_tokens"] == 300
    assert core.providers.active().max_reply_tokens == 300


def test_a_model_that_never_stops_is_cut_at_the_limit_and_marked(connected_core, openai_server):
    core = connected_core
    active = core.providers.active()
    core.providers.save(ProviderConfig(**{**active.__dict__, "max_reply_tokens": 40}))
    openai_server.queue_reply(Reply(content="and on", endless=True))
    chat = core.chat.new_chat()
    reply = run(core.chat.send(chat.id, "count forever"))
    assert reply.content.split() == ["and", "on"] * 20      # everything that arrived is kept
    assert reply.status is MessageStatus.PARTIAL
    assert "cut off at the length limit (40 tokens)" in reply.error
    assert core.messages.get(reply.id).error == reply.error


def test_stop_ends_a_never_ending_reply_at_once(connected_core, openai_server):
    core = connected_core
    openai_server.queue_reply(Reply(content="more", endless=True, endless_limit=100_000, chunk_delay=0.01))
    chat = core.chat.new_chat()
    seen = asyncio.Event()

    def on_change(msg):
        if msg.role is Role.ASSISTANT and msg.content.count("more") >= 3:
            seen.set()

    core.chat.message_changed.connect(on_change)

    async def go():
        task = asyncio.ensure_future(core.chat.send(chat.id, "go on"))
        await seen.wait()
        assert core.chat.stop(chat.id)
        return await task

    reply = run(go())
    assert reply.status is MessageStatus.PARTIAL and reply.error is None
    assert reply.content.count("more") >= 3
    openai_server.wait_for_idle()   # the server saw the client leave: nothing keeps streaming


def test_the_reply_limit_is_checked(core, openai_server):
    for bad in (0, -5, "lots", 10**9):
        with pytest.raises(ProviderError) as info:
            core.providers.save(ProviderConfig(id="", name="T", base_url=openai_server.base_url, max_reply_tokens=bad))
        assert "reply length limit" in info.value.message


# ----- item 9: structured output on llama-cpp-python (500) and llama.cpp (400) ---------------------
def ask_json(core):
    async def go():
        client = core.providers.client()
        return await complete_json(client, [{"role": "user", "content": "hi"}], "test-memory", SCHEMA, name="facts")
    return run(go())


@pytest.mark.parametrize("status", [500, 400])
def test_a_refused_json_schema_falls_back_and_is_remembered_across_restarts(connected_core, openai_server, data_dir,
                                                                              status):
    openai_server.json_schema_status = status
    openai_server.queue_reply(Reply(content='{"facts": ["likes tea"]}'))
    assert ask_json(connected_core) == {"facts": ["likes tea"]}
    formats = [r.body.get("response_format", {}).get("type") for r in openai_server.chat_requests()]
    assert formats == ["json_schema", "json_object"]
    assert "JSON Schema" in openai_server.chat_requests()[-1].messages[0]["content"]
    connected_core.close()

    forget_capabilities()  # a new process: only the database remembers
    again = WhiziCore.open(data_dir)
    try:
        openai_server.queue_reply(Reply(content='{"facts": []}'))
        assert ask_json(again) == {"facts": []}
    finally:
        again.close()
    formats = [r.body.get("response_format", {}).get("type") for r in openai_server.chat_requests()]
    assert formats == ["json_schema", "json_object", "json_object"]  # the refused form is not asked again


def test_a_gateway_error_is_not_taken_for_a_refused_format(connected_core, openai_server):
    openai_server.fail_next(503, path="/v1/chat/completions")
    with pytest.raises(ProviderError) as info:
        ask_json(connected_core)
    assert info.value.kind is ErrorKind.SERVER
    assert len(openai_server.chat_requests()) == 1
    openai_server.queue_reply(Reply(content='{"facts": ["x"]}'))
    assert ask_json(connected_core) == {"facts": ["x"]}
    assert openai_server.chat_requests()[-1].body["response_format"]["type"] == "json_schema"


# ----- item 11: embeddings of other shapes, and a wrong base path -----------------------------------
def embed(server, model="test-embed", base_url=None):
    async def go():
        client = ProviderClient(ProviderConfig("p", "T", base_url or server.base_url), None)
        try:
            return await client.embed(["green tea", "black coffee"], model)
        finally:
            await client.aclose()
    return run(go())


def test_per_token_embeddings_name_the_model_not_the_base_url(openai_server):
    openai_server.embeddings_per_token = True
    with pytest.raises(ProviderError) as info:
        embed(openai_server, model="nomic-per-token")
    message = info.value.message
    assert info.value.kind is ErrorKind.BAD_RESPONSE
    assert '"nomic-per-token"' in message and "one vector per token" in message
    assert "/v1 address" not in message and "base URL" not in message


def test_a_wrong_base_path_gets_one_message_from_the_connection_test_chat_and_embeddings(openai_server):
    wrong = openai_server.base_url[:-len("/v1")] + "/api"

    async def go():
        client = ProviderClient(ProviderConfig("p", "T", wrong, chat_model="test-chat"), None)
        try:
            report = await client.test_connection()
            errors = []
            for call in (lambda: client.complete([{"role": "user", "content": "hi"}], "test-chat"),
                         lambda: client.embed(["x"], "test-embed")):
                try:
                    await call()
                except ProviderError as err:
                    errors.append(err.message)
            try:
                async for _ in client.stream_chat([{"role": "user", "content": "hi"}], "test-chat"):
                    pass
            except ProviderError as err:
                errors.append(err.message)
            return report, errors
        finally:
            await client.aclose()

    report, errors = run(go())
    assert not report.ok
    assert len(errors) == 3 and set(errors) == {report.message}
    assert "no OpenAI-compatible API at that address" in report.message and "/v1" in report.message
    assert "test-chat" not in report.message


def test_an_unknown_model_is_still_named(openai_server):
    openai_server.fail_next(404, path="/v1/chat/completions", error_message="The model `gpt-9` does not exist")

    async def go():
        client = ProviderClient(ProviderConfig("p", "T", openai_server.base_url), None)
        try:
            await client.complete([{"role": "user", "content": "hi"}], "gpt-9")
        finally:
            await client.aclose()

    with pytest.raises(ProviderError) as info:
        run(go())
    assert 'does not know the model "gpt-9"' in info.value.message


def test_a_model_that_takes_max_completion_tokens_instead_still_gets_the_limit(connected_core, openai_server):
    openai_server.fail_next(400, path="/v1/chat/completions",
                            error_message="Unsupported parameter: 'max_tokens' is not supported with this model. "
                                          "Use 'max_completion_tokens' instead.")
    chat = connected_core.chat.new_chat()
    reply = run(connected_core.chat.send(chat.id, "think hard"))
    assert reply.status is MessageStatus.COMPLETE and reply.content == "Echo: think hard"
    first, second = openai_server.chat_requests()
    assert first.body["max_tokens"] == 4096
    assert "max_tokens" not in second.body and second.body["max_completion_tokens"] == 4096
