"""A server that echoes the API key in its error body must not put the key anywhere of ours."""
import asyncio
import json
import logging

import pytest

from app.core.domain import MessageStatus, ProviderConfig
from app.core.logs import setup_logging
from app.core.redact import MASK, redact
from tests.support.openai_server import Reply

# No known token shape: only its exact value can find it.
SHAPELESS_KEY = "whizi-test-credential-Q7x2Lm9Rt4"
OTHER_TOKENS = {
    "openai": "sk-abcdefghijklmnopqrstuvwxyz0123456789ABCD",
    "openai project": "sk-proj-Zx8_Qw7-Er6Ty5Ui4Op3As2Df1Gh0Jk",
    "github": "ghp_16CharsAndMore0123456789abcdefABCD",
    "slack": "xoxb-123456789012-abcdefABCDEF",
    "aws": "AKIAIOSFODNN7EXAMPLE",
    "google": "AIzaSyA-1234567890abcdefghijklmnopqrstu",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "bearer": "Bearer opaque.token-value_123",
}


@pytest.mark.parametrize("name", sorted(OTHER_TOKENS))
def test_every_token_shape_is_masked(name):
    token = OTHER_TOKENS[name]
    text = redact(f"Invalid request: got {token}, expected something else")
    assert token not in text and MASK in text
    assert text.startswith("Invalid request: got ") and text.endswith(", expected something else")


def test_ordinary_text_is_left_alone():
    text = "Model sk-learn is not available; the risk-assessment field must be a string. Bearer of news."
    assert redact(text) == text


def _echo_body(key: str) -> str:
    return (f"Invalid 'temperature'. Your request was {{\"api_key\": \"{key}\", \"auth\": \"Bearer {key}\"}}; "
            f"also seen: {OTHER_TOKENS['openai']} {OTHER_TOKENS['jwt']}")


def _all_bytes(folder) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file())


@pytest.mark.parametrize("status", [400, 422])
def test_a_server_error_echoing_the_key_never_stores_logs_exports_or_shows_it(core, openai_server, tmp_path, status):
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url, chat_model="test-chat",
                                       memory_model="test-memory", embedding_model="test-embed"),
                        api_key=SHAPELESS_KEY)
    core.settings.set("chat.request_timeout_s", 5.0)
    core.settings.set("memory.chat_analysis", "automatic")
    log_path = setup_logging(core.layout.logs)
    secrets = [SHAPELESS_KEY.encode(), OTHER_TOKENS["openai"].encode(), OTHER_TOKENS["jwt"].encode()]
    try:
        # A chat whose reply is refused, then one that works so background memory work runs, and
        # that work (summaries, facts, embeddings) refused the same way.
        openai_server.fail_next(status, path="/v1/chat/completions", error_message=_echo_body(SHAPELESS_KEY))
        chat = core.chat.new_chat()
        refused = asyncio.run(core.chat.send(chat.id, "Hello, I live in Lisbon and love sailing."))
        openai_server.responder = lambda body: (
            Reply(status=status, error_message=_echo_body(SHAPELESS_KEY)) if body.get("model") != "test-chat" else None)
        openai_server.fail_next(status, path="/v1/embeddings", times=50, error_message=_echo_body(SHAPELESS_KEY))
        asyncio.run(core.chat.retry(chat.id))
        asyncio.run(core.chat.send(chat.id, "Remember that I keep my boat in Cascais."))
        asyncio.run(core.runner.run_until_idle())
        report = asyncio.run(core.providers.client_for_test(core.providers.active(), None).test_connection())
        openai_server.fail_next(status, path="/v1/models", error_message=_echo_body(SHAPELESS_KEY))
        tested = asyncio.run(core.providers.client_for_test(core.providers.active(), None).test_connection())
        export = core.data.export(tmp_path / "export.json").path
        for handler in logging.getLogger().handlers:
            handler.flush()

        # The server really was sent the key and really echoed it.
        assert openai_server.requests[0].headers["authorization"] == f"Bearer {SHAPELESS_KEY}"
        assert report.ok
        # What the user reads still says what went wrong.
        assert refused.status is MessageStatus.ERROR
        assert f"refused the request (HTTP {status}): Invalid 'temperature'" in refused.error
        assert not tested.ok and f"HTTP {status}" in tested.message
        for shown in (refused.error, tested.message, core.messages.list(chat.id)[1].error or ""):
            assert SHAPELESS_KEY not in shown and OTHER_TOKENS["openai"] not in shown
            assert OTHER_TOKENS["jwt"] not in shown
        assert MASK in refused.error
        exported = export.read_bytes()
        assert json.loads(exported)  # a real export
        folder = _all_bytes(core.layout.root)
        logged = log_path.read_bytes()
        assert f"HTTP {status}): Invalid 'temperature'".encode() in logged  # the refusals were logged
        for secret in secrets:
            assert secret not in exported
            assert secret not in folder  # database, WAL, logs, index
    finally:
        root = logging.getLogger()
        for handler in list(root.handlers):
            if getattr(handler, "baseFilename", "") == str(log_path):
                root.removeHandler(handler)
                handler.close()
