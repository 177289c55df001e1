"""Injection: the user insights as their own system message (reader order 20), under their own
token budget (`insights.budget_tokens`, 800), the most relevant to the new message first.

Relevance is the cosine between the message's vector and each insight's centroid. The vector is
the one the chat-history readers ask for anyway (`core.history.query_vector` embeds a text once
and shares it), so ranking costs no extra embedding; if it is not ready within RANK_WAIT_SHARE of
the memory deadline, or the insights were made with another embedding model, the order is
confidence, then recency. The insights themselves come from a cache the service keeps, so a read
never waits on the database.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from app.core.memory.insights.model import BUDGET_SETTING
from app.core.providers.tokens import count_tokens
from app.core.store.settings import SettingsRepository

if TYPE_CHECKING:
    from app.core.memory.insights.service import InsightsService

log = logging.getLogger(__name__)

READER_NAME = "insights"
READER_ORDER = 20
RANK_WAIT_SHARE = 0.5

HEADER = ("User insights: patterns noticed across the user's earlier conversations, each with when it was "
          "seen and how confident it is. Use them when they are relevant; they may be out of date.")


def render(insight) -> str:
    lines = insight.text.splitlines()
    return "- " + "\n  ".join(lines)


def fill(insights: list, budget_tokens: int) -> str | None:
    """The block: the header and as many insights, in the given order, as fit the budget."""
    left = budget_tokens - count_tokens(HEADER) - 1
    parts: list[str] = []
    for insight in insights:
        entry = render(insight)
        cost = count_tokens(entry) + 1
        if cost > left:
            continue   # a shorter one further down may still fit
        left -= cost
        parts.append(entry)
    return "\n".join([HEADER, *parts]) if parts else None


def default_order(insights: list) -> list:
    return sorted(insights, key=lambda i: (-i.confidence.rank, -i.last_message_at.timestamp(), i.id))


class InsightsReader:
    def __init__(self, settings: SettingsRepository, service: InsightsService) -> None:
        self.settings = settings
        self.service = service

    async def __call__(self, query) -> str | None:
        if query.temporary:
            return None
        cached = await self.service.reader_cache()
        if not cached.insights:
            return None
        budget = int(self.settings.get(BUDGET_SETTING))
        ordered = await self._rank(cached, query.text)
        return fill(ordered, budget)

    async def _rank(self, cached, text: str) -> list:
        order = default_order(cached.insights)
        history = self.service.history     # optional: without it, no ranking by meaning
        if history is None or not text.strip() or cached.model is None:
            return order
        wait_s = float(self.settings.get("memory.deadline_ms")) / 1000.0 * RANK_WAIT_SHARE
        try:
            vector = await asyncio.wait_for(asyncio.shield(history.query_vector(cached.model, text)), wait_s)
        except TimeoutError:
            return order
        except Exception as exc:  # no embedder for that model now: rank by confidence and recency
            log.debug("insights ranking without a query vector: %s", exc)
            return order
        if vector is None:
            return order
        import numpy as np

        vector = np.asarray(vector, dtype=np.float32)
        scores = {}
        for insight in order:
            centroid = cached.centroids.get(insight.id)
            if centroid is not None and len(centroid) == len(vector):
                scores[insight.id] = float(centroid @ vector)
        position = {insight.id: i for i, insight in enumerate(order)}
        return sorted(order, key=lambda i: (-scores.get(i.id, -2.0), position[i.id]))
