"""Saved memory (the facts list): plain types and the numbers of the spec (whizi-memory-en.md).

No SQL and no model calls here, so every other facts module (and the UI) can import it cheaply.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime

from app.core.errors import StorageError, UserError

# ----- budgets (whizi-memory-en.md, "Size limit") -----------------------------------------------
MAX_TOKENS = 2_000            # the stored list is never larger (tiktoken cl100k, bullets included)
TARGET_TOKENS = 1_500         # what a rewrite and a compaction aim for
TARGET_LINES = 50             # "about 50 lines ..."
TARGET_LINE_CHARS = 55        # "... of about 55 characters"
MAX_LINE_CHARS = 500          # a longer line is cut at a word boundary: a fact is a short line
TURNS_PER_PASS = 6            # chat turns (messages, user or assistant) read by one pass
TURN_BOUNDARY = 6             # a scheduled pass runs when a chat crosses a multiple of this
TRANSCRIPT_MAX_TOKENS = 20_000
PASS_MAX_TOKENS = 50_000      # everything sent in one model call
ANSWER_MAX_TOKENS = 4_096     # room for a full list as JSON, and no more


class Cause(str, enum.Enum):
    """Why the list changed; every change is stored as a revision with one of these."""

    PASS = "pass"                # an extraction pass rewrote the list
    COMPACTION = "compaction"    # a pass's rewrite was over budget and was shortened
    USER_EDIT = "user_edit"      # the user edited or deleted one line
    UNDO = "undo"
    CLEAR = "clear"              # the user cleared everything (the revision keeps no text)
    IMPORT = "import"


@dataclass(frozen=True)
class Fact:
    id: str
    text: str
    position: int = 0


@dataclass(frozen=True)
class Revision:
    id: int
    created_at: datetime
    cause: Cause
    old_facts: tuple[Fact, ...]
    new_facts: tuple[Fact, ...]
    chat_id: str | None = None
    message_ids: tuple[str, ...] = ()
    model: str | None = None
    undone_by: int | None = None

    @property
    def added(self) -> list[str]:
        old = {f.text for f in self.old_facts}
        return [f.text for f in self.new_facts if f.text not in old]

    @property
    def removed(self) -> list[str]:
        new = {f.text for f in self.new_facts}
        return [f.text for f in self.old_facts if f.text not in new]


@dataclass(frozen=True)
class Snapshot:
    """The list as one pass read it, with the revision it was at (to detect a concurrent change)."""

    facts: tuple[Fact, ...]
    head: int            # id of the newest revision, 0 when there is none
    cleared_at: datetime | None = None  # when the user last cleared memory

    @property
    def lines(self) -> list[str]:
        return [f.text for f in self.facts]


@dataclass(frozen=True)
class FactsChange:
    """Announced after every change of the list (the UI shows "Memory updated" for passes)."""

    revision_id: int
    cause: Cause
    chat_id: str | None
    count: int
    added: tuple[str, ...] = field(default=(), repr=False)
    removed: tuple[str, ...] = field(default=(), repr=False)

    @property
    def by_pass(self) -> bool:
        return self.cause in (Cause.PASS, Cause.COMPACTION)


class MemoryStoreError(StorageError):
    """The facts could not be read or written (locked, broken or unwritable database).

    Saved facts are never changed by a failure: every write is one transaction."""

    code = "storage.memory"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, params={"detail": detail})


class FactRejected(UserError, ValueError):
    """A user edit that cannot be stored (empty, or it would take the list over its budget)."""
