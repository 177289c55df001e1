"""The memory model's side of user insights, for the test server.

    model = InsightsModel()
    openai_server.responder = model            # or InsightsModel().chain(other)

It answers insight requests (recognised by their system prompt, in any structured-output form)
from the quoted messages: the title is the two most frequent content words, the insight says the
user is interested in them, and "asked" lists the three most frequent words. Deterministic, so tests
can tell which planted topic an insight is about. Other requests fall through. `requests` keeps
what each call was sent; `script(...)` queues verbatim answers.
"""
from __future__ import annotations

import json
import re
import threading
from collections import Counter, deque
from collections.abc import Callable

from app.core.memory.insights.writer import SYSTEM
from tests.support.openai_server import Reply

STOP = frozenset("""the a an and or of to in on for with about my me i you your is are was were be how what why
when can could should would do does did it this that these those at from by as into please tell more again
some any get make use want need help""".split())


def is_insight_request(body: dict) -> bool:
    return any(isinstance(m, dict) and m.get("content") == SYSTEM for m in body.get("messages") or [])


def quotes_of(body: dict) -> list[str]:
    user = next(m["content"] for m in body["messages"] if m.get("role") == "user")
    return [line[2:] for line in user.splitlines() if line.startswith("- ")]


def top_words(quotes: list[str], n: int) -> list[str]:
    counts = Counter(w for q in quotes for w in re.findall(r"[a-z]{3,}", q.lower()) if w not in STOP)
    return [w for w, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]]


class InsightsModel:
    def __init__(self) -> None:
        self.next: Callable[[dict], Reply | None] | None = None
        self.requests: list[dict] = []
        self._scripted: deque[Reply] = deque()
        self._lock = threading.Lock()

    def chain(self, responder: Callable[[dict], Reply | None]) -> InsightsModel:
        self.next = responder
        return self

    def script(self, answer: dict | str | Reply) -> None:
        if isinstance(answer, dict):
            answer = Reply(content=json.dumps(answer))
        elif isinstance(answer, str):
            answer = Reply(content=answer)
        with self._lock:
            self._scripted.append(answer)

    def calls(self) -> list[dict]:
        with self._lock:
            return list(self.requests)

    def __call__(self, body: dict) -> Reply | None:
        if not is_insight_request(body):
            return self.next(body) if self.next else None
        with self._lock:
            self.requests.append(body)
            if self._scripted:
                return self._scripted.popleft()
        words = top_words(quotes_of(body), 3) or ["things"]
        title = " ".join(w.capitalize() for w in words[:2])
        return Reply(content=json.dumps({
            "title": title,
            "insight": f"User is interested in {' and '.join(words[:2])}.",
            "asked": f"User has asked about {', '.join(words)}",
        }))
