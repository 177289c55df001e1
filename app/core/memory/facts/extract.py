"""One facts pass: read the allowed turns and the list, ask the memory model for the whole list
rewritten, check the answer, fit it into the budget, store it once.

What can go wrong, and what happens (whizi-memory-en.md; docs/saved-memory.md):
- the answer is not the JSON asked for (malformed, a refusal, empty), the call times out, or the
  list is suspicious (empty for a non-empty memory without a "forget"; unchanged although the
  user asked to remember; most existing lines gone) → one retry with a repair note, then the
  previous list stays;
- the provider cannot be used (network, server error, rate limit, key) → the job is retried
  later by the queue, the list untouched meanwhile;
- the rewrite is over budget → the compaction pass, then the positional trim.
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from datetime import timedelta

from app.core.domain import Chat, Message, MessageStatus, Role, UserDecision, utcnow
from app.core.jobs import RetryLater
from app.core.memory.facts.budget import fact_key, is_identity, list_tokens, normalise, positional_trim
from app.core.memory.facts.model import (
    ANSWER_MAX_TOKENS,
    MAX_TOKENS,
    PASS_MAX_TOKENS,
    TRANSCRIPT_MAX_TOKENS,
    TURNS_PER_PASS,
    Cause,
    Revision,
)
from app.core.memory.facts.prompts import (
    SCHEMA,
    SCHEMA_NAME,
    Turn,
    compaction_messages,
    extraction_messages,
    repair_messages,
)
from app.core.memory.facts.store import Conflict, FactStore, content_words
from app.core.memory.facts.triggers import ExplicitRequest
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.structured import StructuredOutputError, complete_json
from app.core.providers.tokens import count_message_tokens, count_tokens, truncate_to_tokens

log = logging.getLogger(__name__)

MAX_CONFLICT_RETRIES = 3
LABEL_WAIT = timedelta(minutes=10)
MASS_DROP_MIN_LINES = 6   # below this, a pass removing half the list is not suspicious


@dataclass(frozen=True)
class PassRequest:
    pass_key: str
    chat_id: str
    user_message_id: str
    anchor_message_id: str | None = None   # the reply that completed the turn
    request: ExplicitRequest = ExplicitRequest()
    # The messages to read instead of the last six (a pass after the privacy analysis: the
    # messages it newly made remembered).
    message_ids: tuple[str, ...] = ()


@dataclass
class PassResult:
    outcome: str                       # applied | unchanged | kept | skipped | superseded | already applied
    revision: Revision | None = None
    reason: str = ""
    model: str | None = None
    tokens_sent: int = 0               # every token sent to the model in this pass, repairs included
    calls: int = 0
    compacted: bool = False
    turns: list[Turn] = field(default_factory=list)


class _Rejected(Exception):
    """One model answer that cannot be used, with the reason the repair note gives."""


class FactsPassRunner:
    def __init__(self, store: FactStore, chat, messages, policy, providers, settings, jobs=None) -> None:
        self.jobs = jobs              # JobQueue, to step back behind a pending privacy analysis
        self.store = store
        self.chat = chat              # ChatService (messages of stored and temporary chats)
        self.messages = messages      # MessageRepository
        self.policy = policy
        self.providers = providers
        self.settings = settings

    # ----- the pass ------------------------------------------------------------------------------
    async def run(self, req: PassRequest) -> PassResult:
        if await asyncio.to_thread(self.store.pass_done, req.pass_key):
            return PassResult("already applied")
        chat = self.chat.get_chat(req.chat_id)
        if chat is None or chat.temporary or chat.is_deleted:
            return self._finish(req, PassResult("skipped", reason="the chat is gone"))
        client = self.providers.client()  # ProviderError(NO_PROVIDER) goes to the job queue
        model = client.config.memory_model or client.config.chat_model  # never the chat's own model
        result = PassResult("kept", model=model)
        for _ in range(MAX_CONFLICT_RETRIES):
            snapshot = await asyncio.to_thread(self.store.snapshot)
            window = self.window(chat, req)
            self._wait_for_labels(chat, window)
            turns = self.turns_of(window, chat, req, snapshot.cleared_at)
            result.turns = turns
            if not turns:
                result.outcome, result.reason = "skipped", "no message here may be remembered"
                return self._finish(req, result)
            current = snapshot.lines
            try:
                lines = await self._rewrite(client, model, current, turns, req.request, result)
            except _Rejected as exc:
                result.outcome, result.reason = "kept", str(exc)
                log.info("facts pass kept the previous list: %s", exc)
                return self._finish(req, result)
            lines, result.compacted = await self.fit(client, model, lines, result)
            try:
                revision = await asyncio.to_thread(
                    self.store.commit, lines, cause=Cause.COMPACTION if result.compacted else Cause.PASS,
                    base_head=snapshot.head, chat_id=chat.id, message_ids=[t.message_id for t in turns],
                    model=model, pass_key=req.pass_key, tokens_sent=result.tokens_sent,
                    line_sources=attribute(lines, turns))
            except Conflict as conflict:
                if conflict.cleared:
                    result.outcome, result.reason = "superseded", "memory was cleared meanwhile"
                    return self._finish(req, result)
                continue  # the user edited the list meanwhile: rewrite the new list instead
            result.revision = revision
            result.outcome = "applied" if revision is not None else "unchanged"
            return result
        result.outcome, result.reason = "kept", "the list kept changing during the pass"
        return self._finish(req, result)

    def _finish(self, req: PassRequest, result: PassResult) -> PassResult:
        """Record a pass that changed nothing, so a second delivery of its job does nothing."""
        # The reason names counts and errors, never a fact: clearing memory must leave no text behind.
        outcome = f"{result.outcome}: {result.reason}" if result.reason else result.outcome
        self.store.record_pass(req.pass_key, outcome, model=result.model, tokens_sent=result.tokens_sent)
        return result

    # ----- what the pass reads -------------------------------------------------------------------
    def window(self, chat: Chat, req: PassRequest) -> list[Message]:
        """The last six turns (messages) up to the one that triggered the pass, or the pass's own
        messages (those of this chat that still exist), in their order."""
        if req.message_ids:
            found = (self.messages.get(message_id) for message_id in req.message_ids)
            return sorted((m for m in found if m is not None and m.chat_id == chat.id), key=lambda m: m.seq)
        upto = None
        for message_id in (req.anchor_message_id, req.user_message_id):
            anchor = self.messages.get(message_id) if message_id else None
            if anchor is not None and anchor.chat_id == chat.id:
                upto = anchor.seq
                break
        return self.chat.list_messages(chat.id, before_seq=upto + 1 if upto is not None else None,
                                       limit=TURNS_PER_PASS)

    def _wait_for_labels(self, chat: Chat, window: list[Message]) -> None:
        """A message of an analysed chat is readable once the privacy analysis has labelled it.
        While its job is queued, step back behind it (RetryLater) instead of reading too little;
        give up waiting after LABEL_WAIT (a classifier that keeps failing must not hold memory)."""
        awaiting = getattr(self.policy, "awaiting_label", None)
        if awaiting is None or self.jobs is None or not window:
            return
        if not any(awaiting(m, chat) for m in window):
            return
        if utcnow() - window[-1].created_at > LABEL_WAIT or not self._analysis_queued():
            return
        due = self.jobs.next_due()
        delay = max(0.0, (due - utcnow()).total_seconds()) if due is not None else 0.0
        raise RetryLater(min(delay, 60.0), "waiting for the privacy analysis of the last turns")

    def _analysis_queued(self) -> bool:
        try:
            from app.core.memory.privacy.service import ANALYSE_CHAT
        except ImportError:
            return False
        return self.jobs.pending(ANALYSE_CHAT) > 0

    def turns_of(self, recent: list[Message], chat: Chat, req: PassRequest, cleared_at=None) -> list[Turn]:
        """What the pass reads of the window: the text the policy allows, newest kept first under
        the transcript cap."""
        explicit_ok = bool(req.request) and self.policy.may_take_explicit_request(chat)
        turns: list[Turn] = []
        budget = TRANSCRIPT_MAX_TOKENS
        for msg in reversed(recent):
            text = self._text_of(msg, chat, req, explicit_ok, cleared_at)
            if text is None:
                continue
            cost = count_tokens(text) + 4
            if cost > budget:
                if budget > 50:
                    turns.append(Turn(msg.id, msg.role.value, truncate_to_tokens(text, budget - 4)))
                break
            budget -= cost
            turns.append(Turn(msg.id, msg.role.value, text))
        turns.reverse()
        return turns

    def _text_of(self, msg: Message, chat: Chat, req: PassRequest, explicit_ok: bool, cleared_at) -> str | None:
        if msg.role is Role.SYSTEM or msg.status is MessageStatus.ERROR or not msg.content.strip():
            return None
        if cleared_at is not None and msg.created_at <= cleared_at:
            return None  # after "Clear memory", nothing said before it is learnt again
        text = self.policy.memory_text(msg, chat)
        if text is None and explicit_ok and msg.id == req.user_message_id and msg.user_decision not in (
                UserDecision.IGNORE, UserDecision.DO_NOT_REMEMBER):
            text = self.policy.safe_text(msg.content)  # the user asked: this one message may be read
        return text if text and text.strip() else None

    # ----- asking the model ----------------------------------------------------------------------
    async def _ask(self, client, model: str, messages: list[dict], result: PassResult) -> list[str]:
        timeout = float(self.settings.get("memory.facts_timeout_s"))
        result.tokens_sent += count_message_tokens(messages)
        result.calls += 1
        try:
            value = await asyncio.wait_for(
                complete_json(client, messages, model, SCHEMA, name=SCHEMA_NAME, max_tokens=ANSWER_MAX_TOKENS),
                timeout)
        except TimeoutError:
            raise _Rejected("the answer took too long; answer at once, with the list only") from None
        except StructuredOutputError as exc:
            raise _Rejected(f"it was not the JSON object asked for ({exc})") from None
        except ProviderError as err:
            if err.kind is ErrorKind.TIMEOUT:
                raise _Rejected("the answer took too long; answer at once, with the list only") from None
            if err.kind is ErrorKind.BAD_RESPONSE:
                raise _Rejected("the answer could not be read; answer with the JSON object only") from None
            raise  # unreachable, refused, no key: the job queue retries later, the list untouched
        return normalise(value.get("facts", []))

    async def _rewrite(self, client, model: str, current: list[str], turns: list[Turn],
                       request: ExplicitRequest, result: PassResult) -> list[str]:
        messages = self._capped(extraction_messages(current, turns, request), current, turns, request)
        reason = ""
        for attempt in range(2):
            asked = messages if attempt == 0 else repair_messages(messages, reason)
            try:
                lines = await self._ask(client, model, asked, result)
                self._check(current, lines, request)
                return lines
            except _Rejected as exc:
                reason = str(exc)
        raise _Rejected(reason)

    @staticmethod
    def _capped(messages: list[dict], current, turns: list[Turn], request) -> list[dict]:
        """Never more than 50,000 tokens in one call (with room for the answer)."""
        limit = PASS_MAX_TOKENS - ANSWER_MAX_TOKENS
        turns = list(turns)
        while count_message_tokens(messages) > limit and len(turns) > 1:
            turns.pop(0)
            messages = extraction_messages(current, turns, request)
        return messages

    @staticmethod
    def _check(current: list[str], lines: list[str], request: ExplicitRequest) -> None:
        if current and not lines and not request.forget:
            raise _Rejected(f"the list was empty, which would erase all {len(current)} saved lines; "
                            "return every line that still passes the test")
        if request.remember and not request.forget and lines == current:
            raise _Rejected("the list was unchanged, but the user explicitly asked to remember something")
        if not request.forget and len(current) >= MASS_DROP_MIN_LINES:
            same = {fact_key(line) for line in lines}
            new_words = [content_words(line) for line in lines]
            lost = sum(1 for old in current if fact_key(old) not in same
                       and not any(_jaccard(content_words(old), words) >= 0.34 for words in new_words))
            if lost * 2 > len(current):
                raise _Rejected(f"it dropped {lost} of the {len(current)} saved lines; "
                                "keep every line that still passes the test")

    # ----- the budget ----------------------------------------------------------------------------
    async def fit(self, client, model: str, lines: list[str], result: PassResult) -> tuple[list[str], bool]:
        """The list within 2,000 tokens: as it is, or shortened by the compaction pass, or (last
        safeguard) trimmed by position with identity lines first. Returns (lines, compacted)."""
        lines = normalise(lines)
        if list_tokens(lines) <= MAX_TOKENS:
            return lines, False
        room = PASS_MAX_TOKENS - ANSWER_MAX_TOKENS - count_message_tokens(compaction_messages([]))
        source = positional_trim(lines, room) if list_tokens(lines) > room else lines
        messages = compaction_messages(source)
        reason = ""
        best = source
        for attempt in range(2):
            asked = messages if attempt == 0 else repair_messages(messages, reason)
            try:
                shorter = await self._ask(client, model, asked, result)
            except _Rejected as exc:
                reason = str(exc)
                continue
            except ProviderError as exc:
                log.info("compaction pass failed (%s); trimming by position", type(exc).__name__)
                break
            lost = lost_identity(source, shorter)
            if not shorter:
                reason = "the list was empty; return the shortened list"
            elif lost:
                reason = (f"it dropped {lost} lines about who the user is (name, family, work, standing "
                          "preferences); keep those and drop less useful lines instead")
            elif list_tokens(shorter) > MAX_TOKENS:
                best = shorter if list_tokens(shorter) < list_tokens(best) else best
                reason = f"it is still {list_tokens(shorter):,} tokens, over the limit of {MAX_TOKENS:,}"
            else:
                return shorter, True
        return positional_trim(best), True


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def lost_identity(before: list[str], after: list[str]) -> int:
    """How many lines about who the user is have no counterpart in the shortened list."""
    after_words = [content_words(line) for line in after]
    lost = 0
    for line in before:
        if not is_identity(line):
            continue
        words = content_words(line)
        if not words:
            continue
        if not any(len(words & other) / len(words) >= 0.5 for other in after_words):
            lost += 1
    return lost


def attribute(lines: list[str], turns: list[Turn]) -> dict[str, list[str]]:
    """For each line, the turns that share words with it (all of them when none does)."""
    turn_words = [(t.message_id, content_words(t.text)) for t in turns]
    out: dict[str, list[str]] = {}
    for line in lines:
        words = content_words(line)
        matching = [mid for mid, tw in turn_words if words & tw]
        out[line] = matching or [t.message_id for t in turns]
    return out

