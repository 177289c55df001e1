"""A real OpenAI-compatible HTTP server for tests (standard library only).

It listens on 127.0.0.1 with a random free port in a background thread, so the real ``openai``
client (``OpenAI`` / ``AsyncOpenAI``) can talk HTTP to it. Tests steer it with queued ``Reply``
objects, a ``responder`` callback, ``fail_next`` faults and a few provider-quirk flags, and inspect
what the client sent through the ``requests`` log.

``stop()`` never hangs: it wakes the accept loop, closes the listener and shuts down every open
connection (including delayed, trickling and never-ending streams), then joins the threads.
"""
from __future__ import annotations

import base64
import hashlib
import itertools
import json
import math
import re
import selectors
import socket
import socketserver
import struct
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from http.server import BaseHTTPRequestHandler
from typing import Any

__all__ = ["OpenAIServer", "RecordedRequest", "Reply", "Headers", "embed_text"]


class Headers(dict):
    """Request headers with lower-cased keys; lookups are case-insensitive."""

    def __getitem__(self, key: str) -> str:
        return super().__getitem__(key.lower())

    def __contains__(self, key: object) -> bool:
        return super().__contains__(key.lower() if isinstance(key, str) else key)

    def get(self, key: str, default: Any = None) -> Any:
        return super().get(key.lower(), default)


@dataclass
class RecordedRequest:
    method: str
    path: str  # without the query string
    headers: dict[str, str]  # a case-insensitive ``Headers`` dict
    body: dict | None  # parsed JSON object, or None (no body / not JSON / not an object)
    query: str = ""
    raw_body: bytes = b""

    @property
    def messages(self) -> list[dict]:
        if isinstance(self.body, dict) and isinstance(self.body.get("messages"), list):
            return self.body["messages"]
        return []

    @property
    def model(self) -> str | None:
        return self.body.get("model") if isinstance(self.body, dict) else None


@dataclass
class Reply:
    # Assistant text. When streaming it is split per word (whitespace kept) into many deltas.
    content: str = ""
    # [{"name": ..., "arguments": "<json string or dict>", "id": optional}]
    tool_calls: list[dict] | None = None
    # Non-200 -> OpenAI-style error JSON {"error": {"message": error_message, ...}}.
    status: int = 200
    error_message: str = "Simulated server error"
    retry_after: float | None = None  # Retry-After header (use with 429)
    raw_body: str | None = None  # sent verbatim with content_type (default text/html) and status
    content_type: str | None = None
    delay: float = 0.0  # before the headers are sent; interrupted by stop()
    chunk_delay: float = 0.0  # between streamed chunks; interrupted by stop()
    disconnect_after_chunks: int | None = None  # streaming: N content chunks then abrupt close
    never_end: bool = False  # streaming: after the content, SSE keep-alive comments until closed
    # None -> "tool_calls" when tool_calls are given, else "stop".
    finish_reason: str | None = None
    usage: dict | None = None  # overrides the computed usage
    # Extras beyond the basic brief:
    keepalive_interval: float = 0.05  # period of the never_end keep-alive comments
    stream_error: str | None = None  # streaming: after the content send data: {"error": ...}, no [DONE]
    # streaming: after the content close the stream cleanly with neither a finish_reason nor [DONE]
    # (a server that gave up, or a proxy that cut the stream at a chunk boundary)
    omit_finish: bool = False
    # streaming: a model that never stops: the content is repeated, word by word, until the
    # request's max_tokens (finish_reason "length") or, without one, the server's own bound
    # `endless_limit` (then "length" too, like a server's context limit) so a test always ends
    endless: bool = False
    endless_limit: int = 5000


@dataclass
class _Fault:
    reply: Reply
    remaining: int
    path: str | None


class _Abort(Exception):
    """Drop the connection without (further) response: server stopping or simulated disconnect."""


_WORD_CHUNKS = re.compile(r"^\s+|\S+\s*")
_TOKEN = re.compile(r"\w+", re.UNICODE)
_ERROR_TYPES = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    403: ("invalid_request_error", "unsupported_country_region_territory"),
    404: ("invalid_request_error", "not_found"),
    408: ("timeout", None),
    409: ("invalid_request_error", "conflict"),
    422: ("invalid_request_error", None),
    429: ("requests", "rate_limit_exceeded"),
}


def _error_body(status: int, message: str, code: str | None = None, type_: str | None = None) -> dict:
    default_type, default_code = _ERROR_TYPES.get(status, ("server_error", None))
    return {
        "error": {
            "message": message,
            "type": type_ or default_type,
            "param": None,
            "code": code if code is not None else default_code,
        }
    }


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str):
                parts.append(part["text"])
            elif isinstance(part, str):
                parts.append(part)
        return "".join(parts)
    return ""


def _count_tokens(text: str) -> int:
    return len(re.findall(r"\w+|[^\w\s]", text))


def embed_text(text: str, dim: int) -> list[float]:
    """Deterministic L2-normalised signed hashed bag of lowercase word tokens, float32-exact."""
    vec = [0.0] * dim
    for token in _TOKEN.findall(text.lower()):
        h = int.from_bytes(hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest(), "little")
        vec[h % dim] += 1.0 if (h >> 40) & 1 else -1.0
    norm = math.sqrt(sum(v * v for v in vec))
    if norm == 0.0:
        vec = [0.0] * dim
        vec[0] = 1.0  # never a zero vector: cosine similarity would be NaN
    else:
        vec = [v / norm for v in vec]
    # Round to float32 so the "float" and "base64" encodings decode to identical values.
    return list(struct.unpack(f"<{dim}f", struct.pack(f"<{dim}f", *vec)))


class _TCPServer(socketserver.TCPServer):
    # TCPServer rather than HTTPServer: HTTPServer.server_bind does a reverse DNS lookup.
    allow_reuse_address = True
    request_queue_size = 128
    daemon_threads = True

    def __init__(self, owner: OpenAIServer) -> None:
        self.owner = owner
        super().__init__(("127.0.0.1", 0), _Handler)

    def process_request(self, request, client_address):
        owner = self.owner
        thread = threading.Thread(
            target=self._run_handler, args=(request, client_address), name="openai-server-conn", daemon=True
        )
        with owner._lock:
            owner._connections.add(request)
            owner._threads.add(thread)
        thread.start()

    def _run_handler(self, request, client_address):
        try:
            self.finish_request(request, client_address)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self.shutdown_request(request)
            with self.owner._lock:
                self.owner._connections.discard(request)
                self.owner._threads.discard(threading.current_thread())

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, _Abort)) or (
            isinstance(exc, OSError) and self.owner._stop_event.is_set()
        ):
            return
        self.owner.errors.append(exc)
        traceback.print_exc(file=sys.stderr)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; with Nagle on, keep-alive requests would stall
    # ~40 ms on the client's delayed ACK.
    disable_nagle_algorithm = True
    server: _TCPServer

    # -- plumbing ---------------------------------------------------------------------------
    def log_message(self, format, *args):  # noqa: A002 - silence the default stderr logging
        pass

    _selector: selectors.BaseSelector | None = None

    def finish(self):
        if self._selector is not None:
            self._selector.close()
        super().finish()

    def handle(self):
        try:
            super().handle()
        except _Abort:
            pass
        except ConnectionError:
            pass
        except OSError:
            if not self.server.owner._stop_event.is_set():
                raise

    def do_GET(self):
        self._dispatch()

    def do_POST(self):
        self._dispatch()

    def do_PUT(self):
        self._dispatch()

    def do_PATCH(self):
        self._dispatch()

    def do_DELETE(self):
        self._dispatch()

    def _read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            data = bytearray()
            while True:
                size_line = self.rfile.readline(65537)
                if not size_line:
                    raise _Abort()
                size = int(size_line.split(b";", 1)[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline(65537) not in (b"\r\n", b"\n", b""):
                        pass
                    return bytes(data)
                data += self.rfile.read(size)
                self.rfile.readline(65537)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _wait(self, seconds: float) -> None:
        """Pause without sleeping blindly: wake (and abort) when the server stops or the client hangs up.

        stop() shuts down every connection, which makes the socket readable, so this never outlives it.
        """
        stop_event = self.server.owner._stop_event
        deadline = time.monotonic() + seconds
        while not stop_event.is_set():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            if self._selector is None:
                self._selector = selectors.DefaultSelector()
                self._selector.register(self.connection, selectors.EVENT_READ)
            if not self._selector.select(remaining):
                continue
            try:
                peeked = self.connection.recv(1, socket.MSG_PEEK)
            except OSError:
                raise _Abort() from None
            if not peeked:  # the client closed the connection (or stop() shut it down)
                raise _Abort()
            # Unexpected early bytes (pipelining): the socket stays readable, so only the event can wait.
            if stop_event.wait(max(0.0, deadline - time.monotonic())):
                break
            return
        raise _Abort()

    def _send(self, status: int, body: bytes, content_type: str, extra_headers: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (extra_headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _send_json(self, status: int, obj: Any, extra_headers: dict | None = None) -> None:
        self._send(status, json.dumps(obj).encode("utf-8"), "application/json", extra_headers)

    def _send_error_json(self, status: int, message: str, code: str | None = None, retry_after=None) -> None:
        headers = {}
        if retry_after is not None:
            headers["Retry-After"] = _format_retry_after(retry_after)
        self._send_json(status, _error_body(status, message, code), headers)

    def _send_reply_failure(self, reply: Reply) -> bool:
        """Send ``reply``'s raw body or error response if it has one; True when something was sent."""
        headers = {}
        if reply.retry_after is not None:
            headers["Retry-After"] = _format_retry_after(reply.retry_after)
        if reply.raw_body is not None:
            self._send(reply.status, reply.raw_body.encode("utf-8"), reply.content_type or "text/html", headers)
            return True
        if reply.status != 200:
            body = json.dumps(_error_body(reply.status, reply.error_message)).encode("utf-8")
            self._send(reply.status, body, reply.content_type or "application/json", headers)
            return True
        return False

    # -- routing ----------------------------------------------------------------------------
    def _dispatch(self) -> None:
        owner = self.server.owner
        with owner._cond:
            owner._in_flight += 1
        try:
            self._route()
        finally:
            with owner._cond:
                owner._in_flight -= 1
                owner._cond.notify_all()

    def _route(self) -> None:
        owner = self.server.owner
        path, _, query = self.path.partition("?")
        raw = self._read_body()
        body = None
        if raw:
            try:
                parsed = json.loads(raw)
                body = parsed if isinstance(parsed, dict) else None
            except ValueError:
                body = None
        headers = Headers((k.lower(), v) for k, v in self.headers.items())
        owner._record(RecordedRequest(self.command, path, headers, body, query, raw))

        fault = owner._take_fault(path)
        if fault is not None:
            self._wait(fault.delay)
            if self._send_reply_failure(fault):
                return

        if owner.require_api_key is not None and headers.get("authorization") != f"Bearer {owner.require_api_key}":
            self._send_error_json(401, "Incorrect API key provided", "invalid_api_key")
            return

        if self.command == "GET" and path == "/v1/models":
            self._send_json(200, {"object": "list", "data": [_model_obj(m) for m in owner.models]})
        elif self.command == "GET" and path.startswith("/v1/models/"):
            model = path[len("/v1/models/"):]
            if model in owner.models:
                self._send_json(200, _model_obj(model))
            else:
                self._send_error_json(404, f"The model '{model}' does not exist", "model_not_found")
        elif self.command == "POST" and path == "/v1/chat/completions":
            self._chat(raw, body)
        elif self.command == "POST" and path == "/v1/embeddings":
            self._embeddings(raw, body)
        else:
            self._send_error_json(404, f"Unknown request URL: {self.command} {path}", "unknown_url")

    # -- embeddings -------------------------------------------------------------------------
    def _embeddings(self, raw: bytes, body: dict | None) -> None:
        owner = self.server.owner
        if body is None:
            self._send_error_json(400, "We could not parse the JSON body of your request.")
            return
        inputs = body.get("input")
        if isinstance(inputs, str):
            texts = [inputs]
        elif isinstance(inputs, list) and inputs and all(isinstance(i, int) for i in inputs):
            texts = [" ".join(f"tok{i}" for i in inputs)]
        elif isinstance(inputs, list) and inputs:
            texts = []
            for item in inputs:
                if isinstance(item, str):
                    texts.append(item)
                elif isinstance(item, list) and all(isinstance(i, int) for i in item):
                    texts.append(" ".join(f"tok{i}" for i in item))
                else:
                    self._send_error_json(400, "'input' items must be strings or lists of token ids.")
                    return
        else:
            self._send_error_json(400, "'input' must be a non-empty string or array.")
            return
        dim = body.get("dimensions")
        dim = dim if isinstance(dim, int) and dim > 0 else owner.embedding_dim
        encoding = body.get("encoding_format") or "float"
        if encoding not in ("float", "base64"):
            self._send_error_json(400, f"Invalid encoding_format: {encoding!r}")
            return
        data = []
        tokens = 0
        for index, text in enumerate(texts):
            vec = embed_text(text, dim)
            tokens += max(1, _count_tokens(text))
            if owner.embeddings_per_token:
                # llama.cpp's server without pooling: one vector per token, a list of lists
                words = _TOKEN.findall(text.lower()) or [text]
                data.append({"object": "embedding", "index": index, "embedding": [embed_text(w, dim) for w in words]})
                continue
            if encoding == "base64":
                emb: Any = base64.b64encode(struct.pack(f"<{dim}f", *vec)).decode("ascii")
            else:
                emb = vec
            data.append({"object": "embedding", "index": index, "embedding": emb})
        self._send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": body.get("model", ""),
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    # -- chat completions -------------------------------------------------------------------
    def _chat(self, raw: bytes, body: dict | None) -> None:
        owner = self.server.owner
        if body is None:
            self._send_error_json(400, "We could not parse the JSON body of your request.")
            return
        response_format = body.get("response_format")
        if response_format is not None:
            rf_type = response_format.get("type") if isinstance(response_format, dict) else None
            if owner.reject_response_format:
                self._send_error_json(400, "response_format is not supported by this server", "unsupported_parameter")
                return
            if owner.json_schema_status is not None and rf_type == "json_schema":
                status = owner.json_schema_status
                # llama-cpp-python fails inside its grammar converter (500); llama.cpp's server says 400
                message = ("Internal Server Error: unsupported schema for grammar" if status >= 500 else
                           "Unsupported response_format type: json_schema")
                self._send_error_json(status, message)
                return
            if owner.reject_json_schema and rf_type == "json_schema":
                self._send_error_json(
                    400, "response_format type 'json_schema' is not supported; use 'json_object'", "unsupported_value"
                )
                return
        model = body.get("model") if isinstance(body.get("model"), str) else ""
        try:
            reply = owner._next_reply(model, body)
        except Exception as exc:  # a buggy responder: make it loud in the test
            owner.errors.append(exc)
            traceback.print_exc(file=sys.stderr)
            self._send_error_json(500, f"responder raised {exc!r}")
            return

        self._wait(reply.delay)
        if self._send_reply_failure(reply):
            return

        tool_calls = []
        for call in reply.tool_calls or []:
            args = call.get("arguments", "")
            if not isinstance(args, str):
                args = json.dumps(args)
            tool_calls.append({"id": call.get("id") or owner._new_id("call_"), "name": call["name"], "arguments": args})
        finish_reason = reply.finish_reason or ("tool_calls" if tool_calls else "stop")
        max_tokens = body.get("max_tokens", body.get("max_completion_tokens"))
        max_tokens = max_tokens if isinstance(max_tokens, int) and not isinstance(max_tokens, bool) and max_tokens > 0 else None
        if owner.enforce_max_tokens and max_tokens is not None and reply.finish_reason is None and not tool_calls:
            # A reply longer than max_tokens (one word chunk = one token here) is cut, as a server does.
            pieces = _WORD_CHUNKS.findall(reply.content)
            if len(pieces) > max_tokens:
                reply = replace(reply, content="".join(pieces[:max_tokens]))
                finish_reason = "length"
        prompt_tokens = sum(_count_tokens(_text_of(m.get("content"))) for m in body.get("messages") or [] if isinstance(m, dict))
        completion_tokens = _count_tokens(reply.content) + sum(_count_tokens(c["name"] + c["arguments"]) for c in tool_calls)
        usage = reply.usage or {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }
        completion_id = owner._new_id("chatcmpl-")
        created = int(time.time())

        if body.get("stream"):
            stream_options = body.get("stream_options")
            include_usage = isinstance(stream_options, dict) and bool(stream_options.get("include_usage"))
            self._stream_chat(reply, completion_id, created, model, tool_calls, finish_reason, usage, include_usage,
                              max_tokens)
            return

        message: dict[str, Any] = {
            "role": "assistant",
            "content": reply.content if (reply.content or not tool_calls) else None,
            "refusal": None,
        }
        if tool_calls:
            message["tool_calls"] = [
                {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
                for c in tool_calls
            ]
        self._send_json(
            200,
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": created,
                "model": model,
                "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason}],
                "usage": usage,
            },
        )

    def _write_chunk(self, data: bytes) -> None:
        if self.server.owner._stop_event.is_set():
            raise _Abort()
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    def _abort_connection(self) -> None:
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        raise _Abort()

    def _stream_chat(self, reply, completion_id, created, model, tool_calls, finish_reason, usage, include_usage,
                     max_tokens=None):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

        def chunk(delta: dict, finish: str | None = None, choices: bool = True) -> dict:
            obj: dict[str, Any] = {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}] if choices else [],
            }
            if include_usage:
                obj["usage"] = None
            return obj

        def event(obj: dict, pause: bool = True) -> None:
            if pause:
                self._wait(reply.chunk_delay)
            self._write_chunk(b"data: " + json.dumps(obj).encode("utf-8") + b"\n\n")

        event(chunk({"role": "assistant", "content": "", "refusal": None}), pause=False)
        sent = 0
        pieces = _WORD_CHUNKS.findall(reply.content)
        if reply.endless:
            bound = min(max_tokens or reply.endless_limit, reply.endless_limit)
            words = [p if p[-1:].isspace() else p + " " for p in pieces] or ["more "]
            pieces = list(itertools.islice(itertools.cycle(words), bound))
            finish_reason = "length"
        for piece in pieces:
            if reply.disconnect_after_chunks is not None and sent >= reply.disconnect_after_chunks:
                self._abort_connection()
            event(chunk({"content": piece}))
            sent += 1
        for index, call in enumerate(tool_calls):
            if reply.disconnect_after_chunks is not None and sent >= reply.disconnect_after_chunks:
                self._abort_connection()
            event(
                chunk(
                    {
                        "tool_calls": [
                            {
                                "index": index,
                                "id": call["id"],
                                "type": "function",
                                "function": {"name": call["name"], "arguments": ""},
                            }
                        ]
                    }
                )
            )
            args = call["arguments"]
            step = max(1, math.ceil(len(args) / 3))
            for start in range(0, len(args), step):
                event(chunk({"tool_calls": [{"index": index, "function": {"arguments": args[start:start + step]}}]}))
        if reply.disconnect_after_chunks is not None:
            self._abort_connection()

        if reply.never_end:
            interval = max(reply.keepalive_interval, 0.001)
            while True:
                self._wait(interval)
                self._write_chunk(b": keep-alive\n\n")

        if reply.omit_finish:
            self.wfile.write(b"0\r\n\r\n")  # a clean end of the HTTP body, but no end of the reply
            return

        if reply.stream_error is not None:
            error = _error_body(500, reply.stream_error)
            self._write_chunk(b"data: " + json.dumps(error).encode("utf-8") + b"\n\n")
            self.wfile.write(b"0\r\n\r\n")
            return

        event(chunk({}, finish_reason))
        if include_usage:
            final = chunk({}, choices=False)
            final["usage"] = usage
            event(final, pause=False)
        self._write_chunk(b"data: [DONE]\n\n")
        self.wfile.write(b"0\r\n\r\n")


def _format_retry_after(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _model_obj(model: str) -> dict:
    return {"id": model, "object": "model", "created": 0, "owned_by": "test"}


class OpenAIServer:
    """OpenAI-compatible test server; see the module docstring."""

    def __init__(self, models=("test-chat", "test-memory", "test-embed"), embedding_dim: int = 64) -> None:
        self.models = list(models)
        self.embedding_dim = embedding_dim
        self._lock = threading.Lock()
        self._cond = threading.Condition(self._lock)
        self._stop_event = threading.Event()
        self._connections: set[socket.socket] = set()
        self._threads: set[threading.Thread] = set()
        self._ids = itertools.count(1)
        self._httpd: _TCPServer | None = None
        self._serve_thread: threading.Thread | None = None
        self._wake_r: socket.socket | None = None
        self._wake_w: socket.socket | None = None
        self._stopped = False
        self._in_flight = 0
        self.requests: list[RecordedRequest] = []
        self.errors: list[BaseException] = []  # unexpected exceptions inside the server
        self._init_state()

    def _init_state(self) -> None:
        self._queues: dict[str | None, deque[Reply]] = {}
        self._faults: list[_Fault] = []
        self.responder: Callable[[dict], Reply | None] | None = None
        self.require_api_key: str | None = None
        self.reject_json_schema = False
        self.reject_response_format = False
        # Status for any request with response_format json_schema (500: llama-cpp-python, 400: llama.cpp)
        self.json_schema_status: int | None = None
        # Cut replies longer than the request's max_tokens (a word chunk counts as one token) with
        # finish_reason "length". Off by default: scripted answers are not written to a token count.
        # An `endless` reply always stops at max_tokens.
        self.enforce_max_tokens = False
        # Embeddings as one vector per token (a list of lists per input), as llama.cpp without pooling
        self.embeddings_per_token = False

    # -- lifecycle --------------------------------------------------------------------------
    def start(self) -> OpenAIServer:
        if self._httpd is not None:
            raise RuntimeError("OpenAIServer can only be started once")
        self._httpd = _TCPServer(self)
        self._wake_r, self._wake_w = socket.socketpair()
        self._serve_thread = threading.Thread(target=self._serve, name="openai-server", daemon=True)
        self._serve_thread.start()
        return self

    def _serve(self) -> None:
        httpd = self._httpd
        with selectors.DefaultSelector() as sel:
            sel.register(httpd, selectors.EVENT_READ)
            sel.register(self._wake_r, selectors.EVENT_READ)
            while not self._stop_event.is_set():
                for key, _ in sel.select():
                    if key.fileobj is self._wake_r or self._stop_event.is_set():
                        return
                    try:
                        request, client_address = httpd.get_request()
                    except OSError:
                        continue
                    try:
                        httpd.process_request(request, client_address)
                    except Exception:
                        httpd.handle_error(request, client_address)
                        httpd.shutdown_request(request)

    def stop(self, timeout: float = 5.0) -> None:
        if self._httpd is None or self._stopped:
            return
        self._stopped = True
        deadline = time.monotonic() + timeout
        self._stop_event.set()
        try:
            self._wake_w.send(b"x")
        except OSError:
            pass
        self._serve_thread.join(timeout)
        self._httpd.server_close()
        with self._lock:
            connections = list(self._connections)
            threads = list(self._threads)
        for conn in connections:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        self._wake_r.close()
        self._wake_w.close()
        with self._lock:
            alive = [t for t in self._threads if t.is_alive()]
        if alive:
            raise RuntimeError(f"OpenAIServer.stop(): {len(alive)} connection thread(s) did not finish")

    def __enter__(self) -> OpenAIServer:
        if self._httpd is None:
            self.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("server not started")
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    # -- test controls ----------------------------------------------------------------------
    def queue_reply(self, reply: Reply, model: str | None = None) -> None:
        with self._lock:
            self._queues.setdefault(model, deque()).append(reply)

    def fail_next(
        self,
        status: int,
        times: int = 1,
        retry_after: float | None = None,
        raw_body: str | None = None,
        content_type: str | None = None,
        delay: float = 0.0,
        path: str | None = None,
        error_message: str = "Simulated server error",
    ) -> None:
        reply = Reply(
            status=status,
            error_message=error_message,
            retry_after=retry_after,
            raw_body=raw_body,
            content_type=content_type,
            delay=delay,
        )
        with self._lock:
            self._faults.append(_Fault(reply, times, path))

    def reset(self) -> None:
        with self._lock:
            self.requests.clear()
            self.errors.clear()
            self._init_state()

    # -- inspection -------------------------------------------------------------------------
    def chat_requests(self, model: str | None = None) -> list[RecordedRequest]:
        with self._lock:
            return [
                r
                for r in self.requests
                if r.method == "POST"
                and r.path == "/v1/chat/completions"
                and (model is None or (r.body or {}).get("model") == model)
            ]

    def wait_for_requests(self, count: int, path: str | None = None, timeout: float = 5.0) -> None:
        def matching() -> int:
            return sum(1 for r in self.requests if path is None or r.path == path)

        with self._cond:
            if not self._cond.wait_for(lambda: matching() >= count, timeout):
                raise TimeoutError(
                    f"expected {count} request(s){' to ' + path if path else ''} within {timeout}s, got {matching()}"
                )

    @property
    def in_flight(self) -> int:
        """Requests currently being handled (including delayed replies and open streams)."""
        with self._lock:
            return self._in_flight

    def wait_for_idle(self, timeout: float = 5.0) -> None:
        """Block until no request is being handled (e.g. the client closed a never-ending stream).

        Idle keep-alive connections do not count. Raises TimeoutError.
        """
        with self._cond:
            if not self._cond.wait_for(lambda: self._in_flight == 0, timeout):
                raise TimeoutError(f"{self._in_flight} request(s) still in flight after {timeout}s")

    # -- internals used by the handler ------------------------------------------------------
    def _record(self, request: RecordedRequest) -> None:
        with self._cond:
            self.requests.append(request)
            self._cond.notify_all()

    def _take_fault(self, path: str) -> Reply | None:
        with self._lock:
            for fault in self._faults:
                if fault.path is None or fault.path == path:
                    fault.remaining -= 1
                    if fault.remaining <= 0:
                        self._faults.remove(fault)
                    return fault.reply
        return None

    def _next_reply(self, model: str, body: dict) -> Reply:
        with self._lock:
            for key in (model, None):
                queue = self._queues.get(key)
                if queue:
                    return queue.popleft()
            responder = self.responder
        if responder is not None:
            reply = responder(body)
            if reply is not None:
                return reply
        last_user = ""
        for message in reversed(body.get("messages") or []):
            if isinstance(message, dict) and message.get("role") == "user":
                last_user = _text_of(message.get("content"))
                break
        return Reply(content="Echo: " + last_user)

    def _new_id(self, prefix: str) -> str:
        return f"{prefix}{next(self._ids):06d}"
