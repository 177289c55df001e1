"""ChatGPT's data export: `conversations.json`, the zip that holds it, split
`conversations-NNN.json` files, or one conversation on its own (the shape of ChatGPT's API and of
browser exporters).

Each conversation is a tree (`mapping`: node id -> {message, parent, children}); what the user
saw is the branch from `current_node` back to the root. Other branches (earlier regenerations,
edited questions) are left out. Only what the user saw is kept: their messages, the assistant's
answers, code they saw run in the code interpreter, and images (a placeholder). System prompts,
calls to tools (browsing, search, image generation, memory), tool output, hidden context (custom
instructions, memory updates), reasoning traces and their preambles are skipped, and citation
markers are taken out of the text. Ids are derived from ChatGPT's own, so importing the same export
twice adds nothing the second time, and a later export of the same account adds only what is new
(and replaces a branch the user left by editing a question).

A conversation that cannot be read (no messages, a loop, a `current_node` that is not there) is
skipped and named in the report; the rest of the file is imported.
"""
from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from app.core.data.errors import ImportFailed
from app.core.data.jsonstream import JsonReader
from app.core.data.staging import Staging
from app.core.data.validate import kind_of
from app.core.store.messages import clean_text
from app.core.textlimits import cap_message, describe_limit
from app.core.titles import DEFAULT_TITLE

SPLIT_FILE = re.compile(r"(^|/)conversations(-\d+)?\.json$")
IMAGE = "[image]"
# The one tool whose input the user sees in the conversation: code for the code interpreter.
CODE_TOOLS = {"python"}
# Channels of reasoning models that ChatGPT shows folded away (or not at all), not as the answer.
HIDDEN_CHANNELS = {"analysis", "commentary", "summary"}
# 【11†source】, 【3:0†report.pdf】 (browsing and file search, 2023-2024).
_OLD_CITATION = re.compile(r"[ \t]*【[^【】\n]{0,200}†[^【】\n]{0,200}】")
# \ue200cite\ue202turn0search1\ue202turn0news4\ue201 and its relatives (2025): private-use
# characters around a kind and its arguments. An entity shows its name; the others nothing.
_NEW_MARKER = re.compile("[ \t]*\ue200([A-Za-z_]{1,40})\ue202([^\ue200\ue201]{0,2000})\ue201")
_STRAY = re.compile("[\ue200-\ue203]")


def stable_id(*parts: str) -> str:
    # surrogatepass: an id with a stray surrogate still hashes the same way every time.
    return hashlib.sha256("\x1f".join(("chatgpt", *parts)).encode("utf-8", "surrogatepass")).hexdigest()[:32]


@dataclass
class ChatGPTReading:
    """What one import learns across its ChatGPT files, for the report."""
    seen: dict[str, str] = field(default_factory=dict)   # conversation key -> fingerprint of its branch
    skipped: list[str] = field(default_factory=list)     # one line per conversation that was not read
    read: int = 0          # conversations imported (or found identical to one read before)
    empty: int = 0         # conversations with nothing the user could see
    repeated: int = 0      # the same conversation again (overlapping files): read once
    kept_apart: int = 0    # a different conversation under an id already used in the file
    cut: int = 0           # messages longer than the limit, cut

    def notes(self) -> list[str]:
        notes = []
        if self.skipped:
            n = len(self.skipped)
            shown = "; ".join(self.skipped[:5]) + ("; …" if n > 5 else "")
            notes.append(f"{n} conversation{'s' if n != 1 else ''} skipped: {shown}.")
        if self.empty:
            notes.append(f"{self.empty} conversation{'s' if self.empty != 1 else ''} had no messages to show "
                         "and {} left out.".format("were" if self.empty != 1 else "was"))
        if self.repeated:
            notes.append(f"{self.repeated} conversation{'s' if self.repeated != 1 else ''} appeared more than "
                         "once and {} read once.".format("were" if self.repeated != 1 else "was"))
        if self.kept_apart:
            notes.append(f"{self.kept_apart} conversation{'s' if self.kept_apart != 1 else ''} shared an id with "
                         "another one in the file and {} kept as separate chats."
                         .format("were" if self.kept_apart != 1 else "was"))
        if self.cut:
            notes.append(f"{self.cut} message{'s' if self.cut != 1 else ''} longer than {describe_limit()} "
                         f"{'were' if self.cut != 1 else 'was'} cut to that length.")
        return notes


def stage_chatgpt_file(reader: JsonReader, staging: Staging, tick, source: str,
                       reading: ChatGPTReading | None = None) -> int:
    """Read one conversations file (a JSON list of conversations, or one conversation); returns
    how many conversations were imported."""
    reading = reading if reading is not None else ChatGPTReading()
    first = reader.peek()
    if first == "{":
        conversation = reader.read_value()
        reader.expect_end()
        _stage_or_skip(conversation, "conversation", staging, reading, reader)
        tick()
        return reading.read
    if first != "[":
        line, column = reader._location(reader.pos)
        raise ImportFailed(f"line {line}, column {column}",
                           "this is not a ChatGPT conversations file: it should be a JSON list", file=source)
    for i in reader.iter_array():
        conversation = reader.read_value()
        _stage_or_skip(conversation, f"[{i}]", staging, reading, reader)
        tick()
    reader.expect_end()
    return reading.read


def _stage_or_skip(conv: Any, path: str, staging: Staging, reading: ChatGPTReading, reader: JsonReader) -> None:
    try:
        stage_conversation(conv, path, staging, reading)
    except ImportFailed as exc:
        title = conv.get("title") if isinstance(conv, dict) else None
        named = f' "{_one_line(title, 60)}"' if isinstance(title, str) and title.strip() else ""
        reading.skipped.append(f"{exc.where}{named} (near line {reader.line_here()}): {exc.reason}")


def stage_conversation(conv: Any, path: str, staging: Staging, reading: ChatGPTReading | None = None) -> None:
    reading = reading if reading is not None else ChatGPTReading()
    if not isinstance(conv, dict):
        raise ImportFailed(path, f"expected a conversation object, found {kind_of(conv)}")
    mapping = conv.get("mapping")
    if mapping is None:
        raise ImportFailed(f"{path}.mapping", "missing: the conversation has no messages")
    if not isinstance(mapping, dict):
        raise ImportFailed(f"{path}.mapping", f"expected an object of messages, found {kind_of(mapping)}")
    conv_key = _conversation_key(conv)
    created = _when(conv.get("create_time"))
    updated = _when(conv.get("update_time"))

    seen_nodes = []
    found = []
    for node_id, node in visible_branch(mapping, conv.get("current_node"), f"{path}.mapping"):
        msg = node.get("message")
        text = visible_text(msg)
        if text is None:
            continue
        text, cut = cap_message(text)
        reading.cut += cut
        seen_nodes.append(str(msg.get("id") or node_id))
        found.append((msg, text))
    if not found:
        reading.empty += 1
        return  # nothing the user could see: an empty or tool-only conversation

    # The same id twice: the same conversation again is read once; a different one stays apart.
    fingerprint = hashlib.sha256(json.dumps([seen_nodes, [t for _m, t in found]]).encode("utf-8", "surrogatepass")).hexdigest()
    before = reading.seen.get(conv_key)
    if before == fingerprint:
        reading.repeated += 1
        reading.read += 1
        return
    if before is not None:
        conv_key = f"{conv_key}\x1f{fingerprint[:24]}"
        reading.kept_apart += 1
        if conv_key in reading.seen:
            reading.repeated += 1
            reading.read += 1
            return
    reading.seen[conv_key] = fingerprint
    chat_id = stable_id("conversation", conv_key)

    messages = []
    for (msg, text), message_key in zip(found, seen_nodes):
        when = _when(msg.get("create_time")) or (messages[-1]["created_at"] if messages else None) or created
        meta = msg.get("metadata") if isinstance(msg.get("metadata"), dict) else {}
        model = meta.get("model_slug") if isinstance(meta.get("model_slug"), str) else None
        role = "user" if _role(msg) == "user" else "assistant"   # a tool's image is the assistant's
        messages.append({
            "id": stable_id("message", conv_key, message_key), "chat_id": chat_id,
            "role": role, "content": clean_text(text), "created_at": when, "status": "complete",
            "model": clean_text(model) if model and role == "assistant" else None,
        })
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
    # Every message of the tree: one that is here but off the branch the user last saw (a
    # question since edited, an answer regenerated) leaves the chat when this export is merged.
    staging.add_known(chat_id, [stable_id("message", conv_key, _node_message_key(k, v)) for k, v in mapping.items()])
    reading.read += 1


def visible_branch(mapping: dict, current: Any, path: str) -> list[tuple[str, dict]]:
    """The nodes from the root to `current_node`, in order. Without a current_node (old exports),
    the branch ends at the newest leaf."""
    if isinstance(current, str) and current:
        if current not in mapping:
            raise ImportFailed(path.rsplit(".", 1)[0] + ".current_node",
                               f'points at "{_one_line(current, 40)}", which is not among its messages')
    else:
        current = _newest_leaf(mapping)
        if current is None:
            if mapping:
                raise ImportFailed(path, "no message ends the conversation: its messages point at children that are missing")
            return []
    chain: list[tuple[str, dict]] = []
    seen: set[str] = set()
    node_id: Any = current
    while isinstance(node_id, str) and node_id in mapping:
        if node_id in seen:
            raise ImportFailed(path, f'the messages form a loop at "{_one_line(node_id, 40)}"')
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            raise ImportFailed(f"{path}.{_one_line(node_id, 40)}", f"expected an object, found {kind_of(node)}")
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


def _node_message_key(node_id: str, node: Any) -> str:
    msg = node.get("message") if isinstance(node, dict) else None
    return str((msg.get("id") if isinstance(msg, dict) else None) or node_id)


def _role(msg: dict) -> str | None:
    author = msg.get("author")
    return author.get("role") if isinstance(author, dict) else None


def visible_text(msg: Any) -> str | None:
    """The text the user saw for this message, or None if ChatGPT did not show it as a message."""
    if not isinstance(msg, dict):
        return None
    role = _role(msg)
    meta = msg.get("metadata") if isinstance(msg.get("metadata"), dict) else {}
    if meta.get("is_visually_hidden_from_conversation") or meta.get("is_user_system_message"):
        return None
    if meta.get("is_thinking_preamble_message"):
        return None
    channel = msg.get("channel")
    content = msg.get("content")
    if not isinstance(content, dict):
        return None
    kind = content.get("content_type", "text")   # the earliest exports name no content type
    recipient = msg.get("recipient", "all")
    if role == "tool":
        # A tool's output is not a message, except the images it made (image generation, charts),
        # which ChatGPT shows unless they are marked hidden, even in the commentary channel.
        if kind != "multimodal_text" or channel == "analysis":
            return None
        parts = content.get("parts")
        images = [IMAGE for p in parts if _is_image(p)] if isinstance(parts, list) else []
        return "\n\n".join(images) or None
    if role not in ("user", "assistant"):
        return None  # system
    if role == "assistant" and channel in HIDDEN_CHANNELS:
        return None
    # A call to a tool. Only code sent to the code interpreter was shown to the user.
    if recipient not in ("all", None) and (kind != "code" or recipient not in CODE_TOOLS):
        return None
    if kind == "code":
        code = content.get("text")
        if not isinstance(code, str) or not code.strip():
            return None
        language = content.get("language") if isinstance(content.get("language"), str) else ""
        language = "" if language in ("unknown", "") else language
        return f"```{language}\n{code.rstrip()}\n```"
    if kind not in ("text", "multimodal_text"):
        return None
    parts = content.get("parts")
    if not isinstance(parts, list):
        return None
    pieces = [p for p in (_part_text(part) for part in parts) if p]
    text = "\n\n".join(pieces).strip()
    if role == "assistant":
        text = without_citations(text)
    return text or None


def without_citations(text: str) -> str:
    """The text without ChatGPT's citation markers (shown as links or chips, never as text)."""
    if "】" in text:
        text = _OLD_CITATION.sub("", text)
    if "\ue200" in text:
        text = _NEW_MARKER.sub(_marker_text, text)
        text = _STRAY.sub("", text)
    return text.strip()


def _marker_text(match: re.Match) -> str:
    kind, argument = match.group(1), match.group(2)
    if kind == "entity":
        try:
            value = json.loads(argument)
        except ValueError:
            return ""
        if isinstance(value, list) and len(value) > 1 and isinstance(value[1], str):
            return (" " if match.group(0)[:1] in " \t" else "") + value[1]
    return ""


def _is_image(part: Any) -> bool:
    if not isinstance(part, dict):
        return False
    kind = part.get("content_type")
    return kind == "image_asset_pointer" or (isinstance(kind, str) and kind.startswith("image"))


def _part_text(part: Any) -> str | None:
    if isinstance(part, str):
        return part.strip() or None
    if not isinstance(part, dict):
        return None
    if _is_image(part):
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


def _one_line(text: str, limit: int) -> str:
    """A piece of the file fit to quote in a message: one line, no control characters."""
    return "".join(c if c.isprintable() else " " for c in " ".join(clean_text(text).split()))[:limit]


def _when(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return datetime.fromtimestamp(float(value), tz=UTC).isoformat(timespec="microseconds")
    except (OverflowError, OSError, ValueError):
        return None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")
