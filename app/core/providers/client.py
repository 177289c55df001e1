"""One OpenAI-compatible endpoint: models, streamed chat, one-shot completions, embeddings."""
from __future__ import annotations

import asyncio
import base64
import struct
from collections.abc import AsyncIterator
from dataclasses import dataclass
from urllib.parse import urlparse

from app.core.domain import ProviderConfig
from app.core.errors import Said
from app.core.providers.errors import ErrorKind, ProviderError, translate
from app.core.redact import remember_secret

# Local servers ignore the key, but the SDK insists on one.
PLACEHOLDER_KEY = "no-key-needed"


def normalise_base_url(url: str) -> str:
    """Check a base URL the user typed and return it without a trailing slash, or explain."""
    url = (url or "").strip()
    if not url:
        raise ProviderError(ErrorKind.BAD_URL, code="provider.no_url")
    if "://" not in url:
        url = "http://" + url
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname or any(c.isspace() for c in url):
        raise ProviderError(ErrorKind.BAD_URL, code="provider.bad_url", params={"url": url})
    try:
        _ = parsed.port  # raises on a non-numeric or out-of-range port
    except ValueError:
        raise ProviderError(ErrorKind.BAD_URL, code="provider.bad_port", params={"url": url}) from None
    return url.rstrip("/")


@dataclass(frozen=True)
class ConnectionReport:
    ok: bool
    message: str     # a Said: the UI translates it by its code
    models: tuple[str, ...] = ()


class ProviderClient:
    def __init__(self, config: ProviderConfig, api_key: str | None, *, timeout: float = 60.0,
                 connect_timeout: float = 10.0, capabilities=None) -> None:
        from openai import AsyncOpenAI, Timeout

        self.config = config
        self.base_url = normalise_base_url(config.base_url)
        self.host = urlparse(self.base_url).netloc or "the provider"
        self.timeout = timeout
        # Where what this provider accepted is remembered across runs (see structured.py); None: this process only.
        self.capabilities = capabilities
        self._key = api_key
        remember_secret(api_key)  # the log formatter masks it too
        # Retries are ours to decide (the user sees Retry); the SDK's silent ones would hide errors.
        self._client = AsyncOpenAI(
            base_url=self.base_url,
            api_key=api_key or PLACEHOLDER_KEY,
            max_retries=0,
            timeout=Timeout(timeout, connect=connect_timeout),  # the SDK's own HTTP stack's class
        )

    async def aclose(self) -> None:
        await self._client.close()

    def _error(self, exc: BaseException, model: str = "") -> ProviderError:
        return translate(exc, host=self.host, model=model, secrets=(self._key,))

    async def list_models(self) -> list[str]:
        try:
            page = await self._client.models.list()
            return sorted({m.id for m in page.data})
        except Exception as exc:
            raise self._error(exc) from exc

    async def test_connection(self) -> ConnectionReport:
        try:
            models = await self.list_models()
        except ProviderError as err:
            return ConnectionReport(False, Said(err.code, **err.params))
        chat_model = self.config.chat_model
        if chat_model and models and chat_model not in models:
            return ConnectionReport(False, Said("provider.model_missing", model=chat_model), tuple(models))
        return ConnectionReport(True, Said("provider.connected", host=self.host, count=len(models)), tuple(models))

    async def stream_chat(self, messages: list[dict], model: str, *, idle_timeout: float | None = None,
                          max_tokens: int | None = None) -> AsyncIterator[str]:
        """Yield text deltas. A stream that sends nothing new for `idle_timeout` seconds is a timeout.

        Every request carries a reply length limit (`max_tokens`, default the provider's own), so a
        model that never stops is stopped by the server. A reply is complete only when the server
        says why it ended (`finish_reason`): one cut by the limit, or one whose stream just ends,
        raises a ProviderError after its text was yielded, and the caller keeps it as partial."""
        idle = idle_timeout or self.timeout
        limit = max_tokens or self.config.max_reply_tokens
        try:
            try:
                stream = await self._client.chat.completions.create(model=model, stream=True, max_tokens=limit,
                                                                    **_wire(messages))
            except Exception as exc:
                # OpenAI's reasoning models refuse max_tokens and name the field they take instead.
                if "max_completion_tokens" not in self._error(exc, model).message:
                    raise
                stream = await self._client.chat.completions.create(model=model, stream=True,
                                                                    max_completion_tokens=limit, **_wire(messages))
        except Exception as exc:
            raise self._error(exc, model) from exc
        loop = asyncio.get_running_loop()
        chunks = 0
        finish_reason = None
        try:
            async with asyncio.timeout(idle) as deadline:
                async for chunk in stream:
                    chunks += 1
                    if not chunk.choices:
                        continue
                    choice = chunk.choices[0]
                    finish_reason = getattr(choice, "finish_reason", None) or finish_reason
                    delta = choice.delta
                    text = getattr(delta, "content", None) if delta is not None else None
                    if text:
                        deadline.reschedule(loop.time() + idle)
                        yield text
        except TimeoutError as exc:
            raise ProviderError(ErrorKind.TIMEOUT, code="provider.stalled", params={"host": self.host}) from exc
        except ProviderError:
            raise
        except (asyncio.CancelledError, GeneratorExit):
            raise
        except Exception as exc:
            error = self._error(exc, model)
            if chunks and error.kind is ErrorKind.NETWORK:
                error = ProviderError(ErrorKind.NETWORK, code="provider.dropped", params={"host": self.host})
            raise error from exc
        finally:
            try:
                await stream.close()
            except Exception:
                pass
        if chunks == 0:
            # An HTML error page or broken JSON parses as an empty event stream: not a reply.
            raise ProviderError(ErrorKind.BAD_RESPONSE, code="provider.unreadable", params={"host": self.host})
        if finish_reason == "length":
            raise ProviderError(ErrorKind.CUT_OFF, code="provider.cut_off", params={"limit": limit})
        if finish_reason is None:
            # The server closed the stream cleanly but never said the reply was over: it is not.
            raise ProviderError(ErrorKind.NETWORK, code="provider.ended_early", params={"host": self.host})

    async def complete(self, messages: list[dict], model: str, *, response_format: dict | None = None,
                       temperature: float | None = 0.0, max_tokens: int | None = None) -> str:
        kwargs: dict = {"model": model, **_wire(messages)}
        if response_format is not None:
            kwargs["response_format"] = response_format
        if temperature is not None:
            kwargs["temperature"] = temperature
        if max_tokens is not None:
            kwargs["max_tokens"] = max_tokens
        try:
            result = await self._client.chat.completions.create(**kwargs)
        except Exception as exc:
            raise self._error(exc, model) from exc
        # A 200 with an HTML page comes back from the SDK as a plain string, not a completion.
        choices = getattr(result, "choices", None)
        if not choices or getattr(choices[0], "message", None) is None:
            raise ProviderError(ErrorKind.BAD_RESPONSE, code="provider.unreadable", params={"host": self.host})
        return choices[0].message.content or ""

    async def embed(self, texts: list[str], model: str) -> list[list[float]]:
        try:
            result = await self._client.embeddings.create(model=model, input=texts)
        except Exception as exc:
            raise self._error(exc, model) from exc
        data = getattr(result, "data", None)
        if not isinstance(data, list) or len(data) != len(texts):
            raise self._error(ValueError("not an embeddings list"), model)
        try:
            items = sorted(data, key=lambda d: d.index)
        except (AttributeError, TypeError) as exc:
            raise self._error(exc, model) from exc
        # The server answered, so the address is right: a vector of another shape is the model's
        # (or the server's settings'), and the message says so, naming the model.
        return [decode_embedding(getattr(item, "embedding", None), host=self.host, model=model) for item in items]


def decode_embedding(value, *, host: str = "the provider", model: str = "") -> list[float]:
    """Servers answer floats or base64 float32, whatever was asked: accept both. Any other shape
    (one vector per token, as llama.cpp's server sends without pooling, or nothing) is explained."""
    if isinstance(value, str):
        try:
            raw = base64.b64decode(value, validate=True)
        except ValueError:
            raw = b""
        if raw and len(raw) % 4 == 0:
            return list(struct.unpack(f"<{len(raw) // 4}f", raw))
    elif isinstance(value, list) and value and all(isinstance(v, (int, float)) and not isinstance(v, bool)
                                                   for v in value):
        return [float(v) for v in value]
    params = {"host": host, "model": model}
    if isinstance(value, list) and value and all(isinstance(v, list) for v in value):
        code = "provider.per_token_vectors" if model else "provider.per_token_vectors_unnamed"
    else:
        code = "provider.bad_embeddings" if model else "provider.bad_embeddings_unnamed"
    raise ProviderError(ErrorKind.BAD_RESPONSE, code=code, params=params)


def _wire(messages: list[dict]) -> dict:
    """Hand the SDK messages that are already wire-format dicts without its per-item transform.

    The SDK walks every message through its TypedDict unions before sending, on the event loop:
    0.7 s for a 4,000-message history, during which the window cannot repaint. Ours are plain
    role/content dicts that need no transform, so they travel as `extra_body`, which the SDK
    documents as taking precedence over the same field passed as an argument.
    """
    return {"messages": [], "extra_body": {"messages": messages}}
