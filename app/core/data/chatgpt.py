"""ChatGPT's data export: `conversations.json`, the zip that holds it, or split
`conversations-NNN.json` files.

Each conversation is a tree (`mapping`: node id -> {message, parent, children}); what the user
saw is the branch from `current_node` back to the root. Other branches (earlier regenerations,
edited questions) are left out. Only the user's and the assistant's visible messages are kept:
system prompts, tool calls and their output, hidden context (custom instructions, memory
updates) and reasoning traces are skipped. Ids are derived from ChatGPT's own, so importing the
same export twice adds nothing the second time, and a later export of the same account adds
only what is new.
"""
from __future__ import annotations

import hashlib
import re
from datetime import datetime, timezone
from typing import Any, Iterator

from ..store.messages import clean_text
from ..titles import DEFAULT_TITLE
from .errors import ImportFailed
from .jsonstream import JsonReader
from .staging import Staging
from .validate import kind_of

SPLIT_FILE = re.compile(r"(^|/)conversations(-\d+)?\.json$")
IMAGE = "[image]"
# Assistant messages addressed to a tool ("python", "browser", "bio", ...) are tool calls; code
# for the code interpreter is the one kind the user sees in the conversation, so it is kept.
KEPT_CONTENT = {"text", "multimodal_text", "code"}


def stable_id(*parts: str) -> str:
    # surrogatepass: an id with a stray surrogate still hashes the same way every time.
    return hashlib.sha256("\x1f".join(("chatgpt", *parts)).encode("utf-8", "surrogatepass")).hexdigest()[:32]


def stage_chatgpt_file(reader: JsonReader, staging: Staging, tick, source: str) -> int:
    """Read one conversations file (a JSON list of conversations); returns how many were read."""
    if reader.peek() != "[":
        line, column = reader._location(reader.pos)
        raise ImportFailed(f"line {line}, column {column}",
                           "this is not a ChatGPT conversations file: it should be a JSON list", file=source)
    count = 0
    for i in reader.iter_array():
        conversation = reader.read_value()
        try:
            stage_conversation(conversation, f"[{i}]", staging)
        except ImportFailed as exc:
            raise ImportFailed(exc.where, f"{exc.reason} (near line {reader.line_here()})", file=source) from None
        count += 1
        tick()
    reader.expect_end()
    return count


def stage_conversation(conv: Any, path: str, staging: Staging) -> None:
    if not isinstance(conv, dict):
        raise ImportFailed(path, f"expected a conversation object, found {kind_of(conv)}")
    mapping = conv.get("mapping")
    if not isinstance(mapping, dict):
        raise ImportFailed(f"{path}.mapping", f"expected an object of messages, found {kind_of(mapping)}")
    conv_key = _conversation_key(conv)
    chat_id = stable_id("conversation", conv_key)
    created = _when(conv.get("create_time"))
    updated = _when(conv.get("update_time"))

    messages = []
    for node_id, node in visible_branch(mapping, conv.get("current_node"), f"{path}.mapping"):
        msg = node.get("message")
        text = visible_text(msg)
        if text is None:
            continue
        when = _when(msg.get("create_time")) or (messages[-1]["created_at"] if messages else None) or created
        meta = msg.get("metadata") if isinstance(msg.get("metadata"), dict) else {}
        model = meta.get("model_slug") if isinstance(meta.get("model_slug"), str) else None
        messages.append({
            "id": stable_id("message", conv_key, str(msg.get("id") or node_id)), "chat_id": chat_id,
            "role": msg["author"]["role"], "content": clean_text(text), "created_at": when, "status": "complete",
            "model": clean_text(model) if model and msg["author"]["role"] == "assistant" else None,
        })
    if not messages:
        return  # nothing the user could see: an empty or tool-only conversation
    now = _now()
    created = created or messages[0]["created_at"] or now
    for m in messages:
        m["created_at"] = m["created_at"] or created
    updated = max(filter(None, (updated, messages[-1]["created_at"], created)))
    title = conv.get("title") if isinstance(conv.get("title"), str) else ""
    staging.add_chat({
        "id": chat_id, "title": clean_text(" ".join(title.split())[:200]) or DEFAULT_TITLE, "pinned": 0,
        "created_at": created, "updated_at": updated, "deleted_at": None, "model": None,
        "system_prompt": None, "analysis_mode": "none",
    }, path)
    for j, m in enumerate(messages):
        staging.add_message(m, f"{path}.messages[{j}]")


def visible_branch(mapping: dict, current: Any, path: str) -> list[tuple[str, dict]]:
    """The nodes from the root to `current_node`, in order. Without a usable current_node, the
    branch ends at the newest leaf (what ChatGPT shows when it has no record of the choice)."""
    if not isinstance(current, str) or current not in mapping:
        current = _newest_leaf(mapping)
        if current is None:
            return []
    chain: list[tuple[str, dict]] = []
    seen: set[str] = set()
    node_id: Any = current
    while isinstance(node_id, str) and node_id in mapping:
        if node_id in seen:
            raise ImportFailed(path, f'the messages form a loop at "{node_id[:40]}"')
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            raise ImportFailed(f"{path}.{node_id[:40]}", f"expected an object, found {kind_of(node)}")
        chain.append((node_id, node))
        node_id = node.get("parent")
    chain.reverse()
    return chain


def _newest_leaf(mapping: dict) -> str | None:
    leaves = [(k, v) for k, v in mapping.items() if isinstance(v, dict) and not v.get("children")]
    if not leaves:
        return None

    def when(item):
        msg = item[1].get("message")
        value = msg.get("create_time") if isinstance(msg, dict) else None
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else float("-inf")

    return max(leaves, key=when)[0]


def visible_text(msg: Any) -> str | None:
    """The text the user saw for this message, or None if it is not a visible user/assistant one."""
    if not isinstance(msg, dict):
        return None
    author = msg.get("author")
    role = author.get("role") if isinstance(author, dict) else None
    if role not in ("user", "assistant"):
        return None  # system, tool
    meta = msg.get("metadata") if isinstance(msg.get("metadata"), dict) else {}
    if meta.get("is_visually_hidden_from_conversation") or meta.get("is_user_system_message"):
        return None
    content = msg.get("content")
    if not isinstance(content, dict):
        return None
    kind = content.get("content_type")
    recipient = msg.get("recipient", "all")
    if not isinstance(kind, str) or kind not in KEPT_CONTENT or (recipient not in ("all", None) and kind != "code"):
        return None
    if kind == "code":
        code = content.get("text")
        if not isinstance(code, str) or not code.strip():
            return None
        language = content.get("language") if isinstance(content.get("language"), str) else ""
        language = "" if language in ("unknown", "") else language
        return f"```{language}\n{code.rstrip()}\n```"
    parts = content.get("parts")
    if not isinstance(parts, list):
        return None
    pieces = [p for p in (_part_text(part) for part in parts) if p]
    text = "\n\n".join(pieces).strip()
    return text or None


def _part_text(part: Any) -> str | None:
    if isinstance(part, str):
        return part.strip() or None
    if not isinstance(part, dict):
        return None
    kind = part.get("content_type")
    if kind == "image_asset_pointer" or (isinstance(kind, str) and kind.startswith("image")):
        return IMAGE
    for key in ("text", "content"):
        value = part.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None  # audio pointers and other media without text


def iter_split_names(names: list[str]) -> Iterator[str]:
    """The conversations files inside a zip, in order (conversations-000, -001, ...)."""
    yield from sorted(n for n in names if SPLIT_FILE.search(n) and not n.startswith("__MACOSX/"))


def _conversation_key(conv: dict) -> str:
    for key in ("conversation_id", "id"):
        value = conv.get(key)
        if isinstance(value, str) and value:
            return value
    # Very old exports lack an id: the title and start time identify the conversation.
    return f"{conv.get('title')}|{conv.get('create_time')}"


def _when(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return datetime.fromtimestamp(float(value), tz=timezone.utc).isoformat(timespec="microseconds")
    except (OverflowError, OSError, ValueError):
        return None


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")
