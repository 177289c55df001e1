"""JSON answers from any OpenAI-compatible server: json_schema where it is accepted, json_object
(llama.cpp server) where it is not, plain text parsed and validated where neither is.

What a provider accepts is learnt once per (base URL, model): refusing a form means a 4xx, or a
500/501 (llama-cpp-python fails inside its grammar converter), and what worked is remembered for the
process and, for a saved provider, in its database row, so the next run skips the refused request.
"""
from __future__ import annotations

import asyncio
import json
import logging
import re
from typing import Any

from app.core.errors import UserError
from app.core.providers.client import ProviderClient
from app.core.providers.errors import ErrorKind, ProviderError

log = logging.getLogger(__name__)

JSON_SCHEMA, JSON_OBJECT, PLAIN = "json_schema", "json_object", "plain"
_MODES = (JSON_SCHEMA, JSON_OBJECT, PLAIN)
_capabilities: dict[tuple[str, str], str] = {}


class StructuredOutputError(UserError):
    """The model's answer was not JSON of the expected shape (after every fallback)."""

    code = "model.bad_output"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, params={"detail": detail})


def _instruction(schema: dict) -> str:
    return ("Reply with one JSON object only, no prose and no code fences. It must match this JSON Schema:\n"
            + json.dumps(schema, ensure_ascii=False))


def extract_json(text: str) -> Any:
    """The first JSON object in a model's text: bare, fenced, or surrounded by prose."""
    text = text.strip()
    fenced = re.search(r"```(?:json)?\s*(\{.*?\})\s*```", text, re.S)
    candidates = [text, fenced.group(1)] if fenced else [text]
    start = text.find("{")
    if start >= 0:
        candidates.append(text[start:text.rfind("}") + 1])
    for candidate in candidates:
        try:
            return json.loads(candidate)
        except (json.JSONDecodeError, ValueError):
            continue
    raise StructuredOutputError("the answer was not JSON")


def validate(value: Any, schema: dict, path: str = "$") -> None:
    """A small JSON Schema subset (type, properties, required, items, enum) — enough for our passes."""
    kind = schema.get("type")
    types: dict[str, type | tuple[type, ...]] = {
        "object": dict, "array": list, "string": str, "boolean": bool, "integer": int, "number": (int, float)}
    if kind in types and (not isinstance(value, types[kind]) or (kind in ("integer", "number") and isinstance(value, bool))):
        raise StructuredOutputError(f"{path} should be {kind}")
    if "enum" in schema and value not in schema["enum"]:
        raise StructuredOutputError(f"{path} should be one of {schema['enum']}")
    if kind == "object":
        for key in schema.get("required", []):
            if key not in value:
                raise StructuredOutputError(f"{path}.{key} is missing")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                validate(value[key], sub, f"{path}.{key}")
    if kind == "array" and "items" in schema:
        for i, item in enumerate(value):
            validate(item, schema["items"], f"{path}[{i}]")


def _request(mode: str, messages: list[dict], schema: dict, name: str) -> tuple[list[dict], dict | None]:
    if mode == JSON_SCHEMA:
        return messages, {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": False}}
    guided = [{"role": "system", "content": _instruction(schema)}, *messages]
    if mode == JSON_OBJECT:
        # llama.cpp takes the schema inside json_object; others ignore the extra key.
        return guided, {"type": "json_object", "schema": schema}
    return guided, None


async def complete_json(client: ProviderClient, messages: list[dict], model: str, schema: dict, *,
                        name: str = "answer", max_tokens: int | None = None) -> Any:
    """Ask for JSON matching `schema`; returns the parsed value or raises StructuredOutputError /
    ProviderError. Falls back json_schema → json_object → plain when the provider refuses a form."""
    key = (client.base_url, model)
    remembered = _capabilities.get(key)
    if remembered is None and client.capabilities is not None:
        remembered = await asyncio.to_thread(client.capabilities.structured_mode, model)
    start = _MODES.index(remembered if remembered in _MODES else JSON_SCHEMA)
    last_error: Exception | None = None
    for mode in _MODES[start:]:
        request, response_format = _request(mode, messages, schema, name)
        try:
            text = await client.complete(request, model, response_format=response_format, max_tokens=max_tokens)
        except ProviderError as err:
            if _refused(err) and mode != PLAIN:
                log.info("provider refused %s for %s (HTTP %s); trying the next form", mode, model, err.status)
                last_error = err
                continue
            raise
        if _capabilities.get(key) != mode:
            _capabilities[key] = mode
            if client.capabilities is not None:
                await asyncio.to_thread(client.capabilities.remember_structured_mode, model, mode)
        value = extract_json(text)
        validate(value, schema)
        return value
    raise last_error or StructuredOutputError("no structured form was accepted")


def _refused(err: ProviderError) -> bool:
    """A refusal of the format rather than of the request: a 4xx other than key, model or rate
    limit (llama.cpp's server: 400), or the 500/501 a server answers when the form breaks it
    (llama-cpp-python). A 502-504 (a proxy, an overloaded server) is not about the format."""
    if err.kind is ErrorKind.BAD_REQUEST:
        return True
    return err.kind is ErrorKind.SERVER and err.status in (500, 501)


def forget_capabilities() -> None:
    _capabilities.clear()
