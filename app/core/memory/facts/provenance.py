"""Which saved facts came only from some messages: the rule behind "Do not remember" rewriting the
facts list (PRODUCT.md §5). Facts keep their source messages on the line itself (facts_store).

A fact is learnt from what the user said; the replies in its window share its words because they
echo them. So a fact's support is its sources written by the user (plus any source no longer
stored, whose author is unknown); only a fact learnt from replies alone is supported by replies.
The fact came only from the dropped messages when at least one of them is among its sources and
none of its support is left: each supporting message is dropped now, was excluded by the user
before ("Do not remember", "Ignore"), or is gone. A fact with no recorded sources (an import, the
user's own edit) is never dropped this way.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.core.store.messages import MessageRepository

_EXCLUDED = ("do_not_remember", "ignore")


@dataclass(frozen=True)
class SourceState:
    role: str
    excluded: bool        # the user keeps this message out of memory


def source_states(db, message_ids: Iterable[str]) -> dict[str, SourceState]:
    """The stored state of these messages; a message missing from the result is gone."""
    refs = MessageRepository(db).refs(message_ids)
    return {mid: SourceState(ref.role, ref.user_decision in _EXCLUDED) for mid, ref in refs.items()}


def learnt_only_from(sources: list[str], dropped: set[str], states: dict[str, SourceState]) -> bool:
    if not sources or not dropped.intersection(sources):
        return False
    support = [m for m in sources if m not in states or states[m].role == "user"] or list(sources)
    return all(m in dropped or m not in states or states[m].excluded for m in support)
