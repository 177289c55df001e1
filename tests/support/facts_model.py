"""The memory model's side of saved-memory passes, for the test server.

    model = FactsModel()                       # a plausible rewrite from the transcript
    openai_server.responder = model            # or ClassifierModel().chain(model)
    model.script(["Name is Ann"])              # the next extraction answers exactly this
    model.compact_with(lambda lines: lines[:10])

It answers extraction and compaction requests (recognised by their instructions, in any
structured-output form) and lets every other request fall through. By default an extraction
returns the current list plus what a few simple patterns find in the user's turns ("my name is
...", "I live in ...", "I work as ...", "I like ...", "remember that ..."), minus lines matching
"forget ...": enough for scripted conversations to behave like a real model. `requests` keeps
what each pass was sent.
"""
from __future__ import annotations

import json
import re
import threading
from collections import deque
from collections.abc import Callable

from app.core.memory.facts.prompts import COMPACTION_SYSTEM, EXTRACTION_SYSTEM
from tests.support.openai_server import Reply

_RULES = [
    (re.compile(r"\bmy name is ([\w\- ]+?)(?:[.,!]|$| and\b)", re.I), "Name is {}"),
    (re.compile(r"\bi live in ([\w\- ]+?)(?:[.,!]|$| and\b)", re.I), "Lives in {}"),
    (re.compile(r"\bi work as (?:an? )?([\w\- ]+?)(?:[.,!]|$| and\b)", re.I), "Works as {}"),
    (re.compile(r"\bi (?:like|love) ([\w\- ]+?)(?:[.,!]|$| and\b)", re.I), "Likes {}"),
    (re.compile(r"\bremember (?:that )?(?:my )?([\w\- ]+? is [\w\- ]+?)(?:[.,!]|$)", re.I), "{}"),
    (re.compile(r"\bmam na imię (\w+)", re.I), "Ma na imię {}"),
]
_FORGET = re.compile(r"\bforget (?:that )?(?:i |my )?(.+?)(?:[.!]|$)", re.I)
_LIST_LINE = re.compile(r"^- (.*)$", re.M)


def kind_of(body: dict) -> str | None:
    for message in body.get("messages") or []:
        content = message.get("content") if isinstance(message, dict) else None
        if content == EXTRACTION_SYSTEM:
            return "extract"
        if content == COMPACTION_SYSTEM:
            return "compact"
    return None


def current_list(body: dict) -> list[str]:
    """The list the pass sent (the first user message's bullet lines before the conversation)."""
    user = next(m["content"] for m in body["messages"] if m.get("role") == "user")
    head = user.split("<conversation>")[0]
    return _LIST_LINE.findall(head)


def user_turns(body: dict) -> list[str]:
    user = next(m["content"] for m in body["messages"] if m.get("role") == "user")
    if "<conversation>" not in user:
        return []
    talk = user.split("<conversation>", 1)[1].split("</conversation>", 1)[0]
    return [part[len("User: "):] for part in talk.strip().split("\n\n") if part.startswith("User: ")]


def plausible_rewrite(body: dict) -> list[str]:
    lines = current_list(body)
    for text in user_turns(body):
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            forget = _FORGET.search(sentence)
            if forget:
                words = {w.lower() for w in re.findall(r"\w{3,}", forget.group(1))}
                lines = [line for line in lines if not words & {w.lower() for w in re.findall(r"\w{3,}", line)}]
                continue
            for pattern, template in _RULES:
                for match in pattern.finditer(sentence):
                    fact = template.format(match.group(1).strip())
                    fact = fact[0].upper() + fact[1:]
                    if fact not in lines:
                        lines.append(fact)
    return lines


class FactsModel:
    def __init__(self) -> None:
        self.next: Callable[[dict], Reply | None] | None = None
        self.requests: list[dict] = []
        self._scripted: deque[Reply] = deque()
        self._compact: Callable[[list[str]], list[str]] | None = None
        self._lock = threading.Lock()

    def chain(self, responder: Callable[[dict], Reply | None]) -> FactsModel:
        self.next = responder
        return self

    def script(self, answer: list[str] | str | Reply) -> None:
        """The next facts request (extraction or compaction) gets this answer: a list becomes
        {"facts": [...]}, a string is sent verbatim, a Reply as it is."""
        if isinstance(answer, list):
            answer = Reply(content=json.dumps({"facts": answer}, ensure_ascii=False))
        elif isinstance(answer, str):
            answer = Reply(content=answer)
        with self._lock:
            self._scripted.append(answer)

    def compact_with(self, shorten: Callable[[list[str]], list[str]]) -> None:
        self._compact = shorten

    def passes(self, kind: str | None = None) -> list[dict]:
        with self._lock:
            return [b for b in self.requests if kind is None or kind_of(b) == kind]

    def __call__(self, body: dict) -> Reply | None:
        kind = kind_of(body)
        if kind is None:
            return self.next(body) if self.next else None
        with self._lock:
            self.requests.append(body)
            if self._scripted:
                return self._scripted.popleft()
        if kind == "compact":
            lines = current_list(body)
            lines = self._compact(lines) if self._compact else lines[: max(1, len(lines) // 2)]
        else:
            lines = plausible_rewrite(body)
        return Reply(content=json.dumps({"facts": lines}, ensure_ascii=False))


def wire(server, *, classifier: bool = True) -> FactsModel:
    """The test server as the memory model: privacy labels (green unless told otherwise) and
    saved-memory passes; anything else (the chat) still echoes."""
    model = FactsModel()
    if classifier:
        from tests.support.privacy_model import ClassifierModel

        server.responder = ClassifierModel().chain(model)
    else:
        server.responder = model
    return model
