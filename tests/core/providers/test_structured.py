import asyncio

import pytest

from app.core.domain import ProviderConfig
from app.core.providers.client import ProviderClient
from app.core.providers.structured import StructuredOutputError, complete_json, extract_json
from tests.support.openai_server import Reply

SCHEMA = {"type": "object", "properties": {"facts": {"type": "array", "items": {"type": "string"}}},
          "required": ["facts"]}


def ask(server):
    client = ProviderClient(ProviderConfig("p", "T", server.base_url), None)
    return asyncio.run(complete_json(client, [{"role": "user", "content": "hi"}], "test-memory", SCHEMA, name="facts"))


def test_json_schema_is_used_where_accepted(openai_server):
    openai_server.queue_reply(Reply(content='{"facts": ["likes tea"]}'))
    assert ask(openai_server) == {"facts": ["likes tea"]}
    assert openai_server.chat_requests()[-1].body["response_format"]["type"] == "json_schema"


def test_llama_cpp_style_server_falls_back_to_json_object_and_is_remembered(openai_server):
    openai_server.reject_json_schema = True
    openai_server.queue_reply(Reply(content='{"facts": []}'))
    openai_server.queue_reply(Reply(content='{"facts": ["b"]}'))
    assert ask(openai_server) == {"facts": []}
    assert ask(openai_server) == {"facts": ["b"]}
    formats = [r.body.get("response_format", {}).get("type") for r in openai_server.chat_requests()]
    assert formats == ["json_schema", "json_object", "json_object"]  # probed once, then remembered
    assert "JSON Schema" in openai_server.chat_requests()[-1].messages[0]["content"]


def test_provider_without_response_format_gets_plain_text_parsed(openai_server):
    openai_server.reject_response_format = True
    openai_server.queue_reply(Reply(content='Sure! Here it is:\n```json\n{"facts": ["x"]}\n```'))
    assert ask(openai_server) == {"facts": ["x"]}
    assert "response_format" not in openai_server.chat_requests()[-1].body


def test_wrong_shape_is_an_error(openai_server):
    openai_server.queue_reply(Reply(content='{"facts": "not a list"}'))
    with pytest.raises(StructuredOutputError):
        ask(openai_server)


@pytest.mark.parametrize("text", ["I cannot help with that.", "{broken", ""])
def test_non_json_is_an_error(text):
    with pytest.raises(StructuredOutputError):
        extract_json(text)
