"""A seeded synthetic history with planted topics, written through the real core.

    topics = plant(core, now=utcnow())      # chats and remembered messages, dated months back
    topics["bread"].message_ids             # the user messages planted for a topic

Each topic has its own vocabulary and lives in its own months (relative to `now`, mid-month so
that no time zone moves a message into another month); its user messages are spread over several
chats. A few messages of filler words only, spread over every month, belong to no topic. The
test server's /v1/embeddings (hashed bag of words) puts a topic's messages close together.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from app.core.domain import Role
from tests.support.history import label

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")

VOCABULARY = {
    "bread": "sourdough starter rye flour loaf oven crumb hydration baking proofing dough levain".split(),
    "rust": "rust borrow checker lifetimes trait tokio cargo crate struct enum serde async".split(),
    "garden": "tomato seedlings garden soil compost watering slugs greenhouse pruning lettuce mulch beds".split(),
    "running": "marathon running pace intervals tempo shoes race kilometres stretching knee training recovery".split(),
    "chess": "chess opening endgame rook bishop gambit sicilian castling checkmate knight pawn tactics".split(),
}
FILLER = ("quick note today maybe later still really quite thing stuff idea plan week weekend morning evening "
          "simple small large new old first last next other same kind sort way part place case point fact "
          "group problem question answer number level side end start change reason result").split()


@dataclass
class Topic:
    name: str
    months: tuple[int, int]                 # months before `now`: (first, last), first >= last
    message_ids: list[str] = field(default_factory=list)
    chat_ids: list[str] = field(default_factory=list)


def month_start(now: datetime, back: int) -> datetime:
    """Noon UTC on the 15th of the month `back` months before `now`'s month."""
    year, month = now.year, now.month - back
    while month <= 0:
        month += 12
        year -= 1
    return datetime(year, month, 15, 12, 0, tzinfo=UTC)


def month_name(now: datetime, back: int) -> tuple[str, int]:
    at = month_start(now, back)
    return MONTHS[at.month - 1], at.year


# Planted topics: (first, last) months back from now. "running" is still going.
LAYOUT = {"bread": (8, 6), "rust": (12, 10), "garden": (4, 4), "running": (3, 0)}


def _sentence(rng: random.Random, vocabulary: list[str], topic_words: int) -> str:
    words = rng.sample(vocabulary, topic_words) + rng.sample(FILLER, 2)
    rng.shuffle(words)
    return " ".join(words).capitalize() + "?"


def plant(core, *, now: datetime, seed: int = 11, chats_per_month: int = 2, messages_per_chat: int = 5,
          noise: int = 10, layout: dict | None = None) -> dict[str, Topic]:
    rng = random.Random(seed)
    topics: dict[str, Topic] = {}
    for name, months in (layout or LAYOUT).items():
        topic = Topic(name, months)
        vocabulary = VOCABULARY[name]
        for back in range(months[0], months[1] - 1, -1):
            base = month_start(now, back)
            if back == 0:   # this month: keep every message in the past
                base = min(base, now - timedelta(days=3))
            for c in range(chats_per_month):
                at = base - timedelta(days=4) + timedelta(days=4 * c)
                if back == 0:
                    at = min(at, now - timedelta(days=2))
                chat = core.chats.create(f"{name.capitalize()} chat {back}-{c}", created_at=at)
                ids = []
                for i in range(messages_per_chat):
                    when = at + timedelta(minutes=2 * i)
                    user = core.messages.add(chat.id, Role.USER, _sentence(rng, vocabulary, 5), created_at=when)
                    reply = core.messages.add(chat.id, Role.ASSISTANT, "Here is what I would suggest.",
                                              created_at=when + timedelta(seconds=30))
                    ids += [user.id, reply.id]
                    topic.message_ids.append(user.id)
                label(core, ids)
                topic.chat_ids.append(chat.id)
        topics[name] = topic
    if noise:
        chat = core.chats.create("Odds and ends", created_at=month_start(now, 12))
        ids = []
        for i in range(noise):
            when = month_start(now, 12 - (12 * i) // noise) + timedelta(hours=i)
            ids.append(core.messages.add(chat.id, Role.USER, " ".join(rng.sample(FILLER, 6)).capitalize() + ".",
                                         created_at=when).id)
        label(core, ids)
    return topics


def expected_range(now: datetime, months: tuple[int, int]) -> str:
    """The time range the spec's examples call for, from the planted months."""
    first, last = months
    (m1, y1), (m2, y2) = month_name(now, first), month_name(now, last)
    if last == 0:
        return f"from {m1} {y1} onwards"
    if first == last:
        return f"in {m1} {y1}"
    if y1 == y2:
        return f"between {m1} and {m2} {y1}"
    return f"between {m1} {y1} and {m2} {y2}"
