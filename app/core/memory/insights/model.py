"""User insights: plain types and numbers. No SQL, no numpy, no model calls, so the UI and every
other insights module can import it cheaply."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime

BUDGET_SETTING = "insights.budget_tokens"     # the insights memory block, default 800 tokens
INTERVAL_SETTING = "insights.refresh_days"     # the scheduled refresh, default weekly


class Confidence(str, enum.Enum):
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"

    @property
    def rank(self) -> int:
        return {"high": 2, "medium": 1, "low": 0}[self.value]


class Status(str, enum.Enum):
    ACTIVE = "active"
    DELETED = "deleted"      # the user deleted it: hidden, suppresses its topic, restorable


class Phase(str, enum.Enum):
    IDLE = "idle"
    READING = "reading"          # remembered user messages and their stored vectors
    EMBEDDING = "embedding"      # messages without a vector yet (done/total: messages)
    CLUSTERING = "clustering"    # done/total: candidate k scored
    WRITING = "writing"          # done/total: insights written by the memory model
    DONE = "done"
    FAILED = "failed"


@dataclass(frozen=True)
class Progress:
    phase: Phase
    done: int = 0
    total: int = 0
    message: str = ""            # FAILED: why, in one sentence

    @property
    def running(self) -> bool:
        return self.phase not in (Phase.IDLE, Phase.DONE, Phase.FAILED)


@dataclass(frozen=True)
class Insight:
    id: str
    status: Status
    title: str                # a few words, for the map and the list
    statement: str            # "User ..." (the memory model's sentence)
    asked: str                # "User has asked ..." without any date (the memory model's)
    time_range: str           # "from January 2025 onwards" (computed)
    confidence: Confidence    # computed from size, cohesion and spread
    message_count: int
    chat_count: int
    first_message_at: datetime
    last_message_at: datetime
    embedding_model: str
    created_at: datetime
    updated_at: datetime
    deleted_at: datetime | None = None
    model: str | None = None  # the memory model that wrote it

    @property
    def text(self) -> str:
        """The seed's three lines: what the user is, what they asked and when, how sure."""
        asked = self.asked.rstrip(" .")
        return f"{self.statement}\n{asked} {self.time_range}.\nConfidence={self.confidence.value}"


@dataclass(frozen=True)
class Source:
    """One message an insight was drawn from (the policy's text now)."""

    message_id: str
    chat_id: str
    chat_title: str
    created_at: datetime
    text: str
    similarity: float        # to the insight's centroid


@dataclass(frozen=True)
class MapPoint:
    """One insight on the 2-D map: x in [-2, 2], y in [-1, 1] (insights_map.ASPECT), radius in the
    same units; the circle lies inside that box."""

    insight_id: str
    title: str
    text: str
    x: float
    y: float
    radius: float
    message_count: int
    confidence: Confidence


@dataclass
class RunReport:
    """What one refresh did."""

    messages: int = 0          # remembered user messages considered
    embedded: int = 0          # of which embedded in this run (no stored vector)
    k: int = 0                 # clusters found before outliers and tiny clusters were left out
    created: int = 0
    updated: int = 0           # matched an existing insight (rewritten or not)
    rewritten: int = 0         # of those, written again by the model
    suppressed: int = 0        # matched a deleted insight: stays deleted
    removed: int = 0           # existing insights no topic matched any more
    failed: int = 0            # clusters the model could not write this time
    outliers: int = 0
    cluster_seconds: float = 0.0
    error: str = ""            # why the model could not write some of them (the last reason)
