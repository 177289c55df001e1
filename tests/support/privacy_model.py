"""The memory model's side of the privacy classifier, for the test server.

    model = ClassifierModel(lambda text: ("yellow", "Unsure") if "maybe" in text else None)
    openai_server.responder = model          # or model.chain(other_responder)

It answers every classification request (recognised by the classifier's instructions, in any of
the structured-output forms) with one label per message: the rule's (label, reason), or green.
Other requests fall through to the next responder (or the server's echo). `texts` records every
message text the model was asked about, so tests can assert what left the machine.
"""
from __future__ import annotations

import json
import threading
from collections.abc import Callable

from app.core.memory.privacy.classifier import INSTRUCTIONS
from tests.support.openai_server import Reply

Rule = Callable[[str], "tuple[str, str] | None"]


def is_classification(body: dict) -> bool:
    return any(isinstance(m, dict) and m.get("content") == INSTRUCTIONS for m in body.get("messages") or [])


def listing(body: dict) -> list[dict]:
    """The numbered messages a classification request carries."""
    return json.loads(body["messages"][-1]["content"])


class ClassifierModel:
    def __init__(self, rule: Rule | None = None, *, skip: Callable[[str], bool] | None = None) -> None:
        self.rule = rule or (lambda _text: None)
        self.skip = skip or (lambda _text: False)  # leave these out of the answer
        self.next: Callable[[dict], Reply | None] | None = None
        self.texts: list[str] = []
        self.requests = 0
        self._lock = threading.Lock()

    def chain(self, responder: Callable[[dict], Reply | None]) -> ClassifierModel:
        self.next = responder
        return self

    def __call__(self, body: dict) -> Reply | None:
        if not is_classification(body):
            return self.next(body) if self.next else None
        items = listing(body)
        labels = []
        for item in items:
            with self._lock:
                self.texts.append(item["text"])
            if self.skip(item["text"]):
                continue
            label, reason = self.rule(item["text"]) or ("green", "Nothing personal")
            labels.append({"n": item["n"], "label": label, "reason": reason})
        with self._lock:
            self.requests += 1
        return Reply(content=json.dumps({"labels": labels}))
