"""Provider failures as the user should hear them: one kind, one plain sentence, maybe a wait."""
from __future__ import annotations

import enum
import json
import re

from app.core.errors import UserError
from app.core.redact import redact


class ErrorKind(str, enum.Enum):
    NO_PROVIDER = "no_provider"
    BAD_URL = "bad_url"
    AUTH = "auth"
    RATE_LIMIT = "rate_limit"
    SERVER = "server"
    TIMEOUT = "timeout"
    NETWORK = "network"
    BAD_RESPONSE = "bad_response"
    BAD_REQUEST = "bad_request"
    NOT_FOUND = "not_found"
    CUT_OFF = "cut_off"      # the reply reached the length limit (finish_reason "length"); its text is kept


class ProviderError(UserError):
    """`kind` is what the caller branches on (retry, cut off, no provider); `code` and `params` are
    the sentence (app/core/errors.py), one code per sentence."""

    def __init__(self, kind: ErrorKind, message: str | None = None, *, code: str | None = None,
                 params: dict | None = None, status: int | None = None, retry_after: float | None = None) -> None:
        super().__init__(message, code=code or f"provider.{kind.value}", params=params)
        self.kind = kind
        self.message = str(self)
        self.status = status
        self.retry_after = retry_after

    @property
    def retryable(self) -> bool:
        return self.kind in (ErrorKind.RATE_LIMIT, ErrorKind.SERVER, ErrorKind.TIMEOUT, ErrorKind.NETWORK,
                             ErrorKind.BAD_RESPONSE)


def _about_model(exc, model: str) -> bool:
    """Whether a 404 says the model is unknown (OpenAI's code, or the server's words name it),
    rather than that nothing lives at the address (a wrong base path)."""
    body = getattr(exc, "body", None)
    inner = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(inner, dict) and str(inner.get("code") or "") == "model_not_found":
        return True
    text = (_server_message(exc) or str(getattr(exc, "message", "") or "")).lower()
    named = re.search(r"(?<![\w.:/-])" + re.escape(model.lower()) + r"(?![\w.:/-])", text)
    return bool(named or re.search(r"\bmodel\b", text))


def _retry_after(response) -> float | None:
    if response is None:
        return None
    value = response.headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


def _server_message(exc) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])[:300]
        if isinstance(inner, str):
            return inner[:300]
    return ""


def translate(exc: BaseException, *, host: str = "the provider", model: str = "",
              secrets: tuple[str | None, ...] = ()) -> ProviderError:
    """Map an openai/httpx exception to a ProviderError with a message fit for the chat.

    This is where a server's own words enter Whizi: they are redacted here (the key in use,
    `secrets`, and every token shape) before anything can store, log or show them."""
    if isinstance(exc, ProviderError):
        return exc
    import openai

    if isinstance(exc, (openai.AuthenticationError, openai.PermissionDeniedError)):
        return ProviderError(ErrorKind.AUTH, code="provider.auth", status=exc.status_code)
    if isinstance(exc, openai.RateLimitError):
        wait = _retry_after(exc.response)
        if wait:
            return ProviderError(ErrorKind.RATE_LIMIT, code="provider.rate_limit_wait", params={"wait": f"{wait:.0f}"},
                                 status=429, retry_after=wait)
        return ProviderError(ErrorKind.RATE_LIMIT, code="provider.rate_limit", status=429, retry_after=wait)
    if isinstance(exc, openai.NotFoundError):
        if model and _about_model(exc, model):
            return ProviderError(ErrorKind.NOT_FOUND, code="provider.unknown_model",
                                 params={"host": host, "model": model}, status=404)
        # Any other 404 is the address: `provider test` (listing models) and a chat say the same.
        return ProviderError(ErrorKind.NOT_FOUND, code="provider.wrong_address", params={"host": host}, status=404)
    if isinstance(exc, openai.APITimeoutError):
        return ProviderError(ErrorKind.TIMEOUT, code="provider.timeout", params={"host": host})
    if isinstance(exc, openai.APIResponseValidationError):
        return ProviderError(ErrorKind.BAD_RESPONSE, code="provider.unreadable", params={"host": host})
    if isinstance(exc, openai.APIStatusError):
        status = exc.status_code
        detail = redact(_server_message(exc), secrets)
        if status >= 500:
            return ProviderError(ErrorKind.SERVER, code="provider.server", params={"host": host, "status": status},
                                 status=status, retry_after=_retry_after(exc.response))
        if detail:
            return ProviderError(ErrorKind.BAD_REQUEST, code="provider.refused_detail",
                                 params={"host": host, "status": status, "detail": detail}, status=status)
        return ProviderError(ErrorKind.BAD_REQUEST, code="provider.refused", params={"host": host, "status": status},
                             status=status)
    # The SDK's HTTP stack differs between releases (httpx, httpx2): match transport errors by name.
    transport = any(c.__name__ == "TransportError" for c in type(exc).__mro__)
    if isinstance(exc, openai.APIConnectionError) or transport:
        cause = exc.__cause__ or exc
        if type(cause).__name__ in ("RemoteProtocolError", "ReadError"):
            return ProviderError(ErrorKind.NETWORK, code="provider.dropped", params={"host": host})
        return ProviderError(ErrorKind.NETWORK, code="provider.unreachable", params={"host": host})
    if isinstance(exc, (json.JSONDecodeError, UnicodeDecodeError, ValueError, KeyError, TypeError)) or \
            type(exc).__name__ == "DecodingError":
        return ProviderError(ErrorKind.BAD_RESPONSE, code="provider.unreadable", params={"host": host})
    return ProviderError(ErrorKind.NETWORK, code="provider.failed", params={"host": host, "error": type(exc).__name__})
