"""Value types the privacy service announces and the UI draws (no Qt, no SQL)."""
from __future__ import annotations

import enum
from dataclasses import dataclass


class BrainMode(str, enum.Enum):
    """The digital brain beside a chat (PRODUCT.md §4)."""

    OFF = "off"      # grey: this chat is not analysed
    ONCE = "once"    # half blue, half grey: analysed when the user asked, not automatically
    AUTO = "auto"    # blue: analysed automatically (globally, or by the chat's own setting)


@dataclass(frozen=True)
class BrainState:
    mode: BrainMode
    awaiting: int = 0    # yellow messages awaiting the user's confirmation (Detailed mode only)

    @property
    def pulsing(self) -> bool:
        """The pulsing yellow dot: shown while yellow messages await confirmation."""
        return self.awaiting > 0


@dataclass(frozen=True)
class PrivacyChange:
    """Labels, decisions or a chat's brain changed. `chat_id` None means every chat (a setting)."""

    chat_id: str | None
    message_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class RememberedChange:
    """Messages of one chat that became remembered, or stopped being remembered (excluded by the
    user, edited, deleted). Memory layers subscribe to `core.privacy.remembered_changed` to index,
    drop or re-extract; they still read a message's text through the policy."""

    chat_id: str
    remembered: tuple[str, ...] = ()
    forgotten: tuple[str, ...] = ()


@dataclass(frozen=True)
class AnalysisProgress:
    """Background analysis the user started (automatic mode switched on, a brain clicked).

    done / total count messages; `running` is False once no analysis job is left, and then
    `failed` says how many messages of that run are still unlabelled (their jobs gave up)."""

    done: int = 0
    total: int = 0
    running: bool = False
    failed: int = 0
