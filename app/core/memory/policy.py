"""THE place that decides whether a message may be remembered. Every memory layer (saved facts,
chat-history retrieval, insights, the Memory Map) asks here and never decides on its own.

Order of precedence (PRODUCT.md §4):
1. temporary chats: never (they are not even stored);
2. the user's own "Ignore" / "Do not remember": never;
3. a red label (local detector or model classifier): never, whatever decision is stored with it.
   A "Remember" stored on a message the local detector finds red (an imported backup can carry
   one) is not obeyed either: the detector reads the text again before such a decision counts;
4. a yellow label: not until the user confirms it ("Remember"); Strict mode never shows it;
   the user's "Remember" otherwise wins (a green or excluded message taken back);
5. a green label: yes;
6. no label yet: no. A message is remembered only once the privacy analysis has labelled it, so
   nothing is learnt from a message the classifier has not seen (or failed on).

The answer depends only on the message (its label and the user's decision), never on settings:
switching "Chat analysis" or "Level of analysis" changes what is analysed next and what is shown,
not what was already remembered. The privacy service keeps `messages.remembered_at` equal to
`may_remember` at every label or decision change and announces it (`core.privacy.remembered_changed`),
so layers may read `message.remembered` (or `is_remembered`) instead of asking per message.

Whatever is allowed still passes the local detector on its way out: red spans are replaced by a
placeholder in every text a memory pass receives.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from app.core.domain import AnalysisMode, Chat, Message, MessageStatus, PrivacyLabel, Role, UserDecision

PLACEHOLDER = "[private]"

# What the user may do to one message from its mark (the transcript's hover actions).
REMEMBER, IGNORE, FORGET = "remember", "ignore", "forget"
_DECISION_OF_ACTION = {REMEMBER: UserDecision.REMEMBER, IGNORE: UserDecision.IGNORE,
                       FORGET: UserDecision.DO_NOT_REMEMBER}
# What a mark looks like beyond the three labels: a message the user chose to keep out.
EXCLUDED = "excluded"


@dataclass(frozen=True)
class MemorySettings:
    automatic: bool        # "Chats are automatically saved"
    detailed: bool         # "Level of analysis": Detailed (else Strict)
    reference_history: bool


@dataclass(frozen=True)
class MessageMark:
    """What the transcript shows for one message, decided here so the UI only draws it."""

    label: str | None                # "green" | "yellow" | "red" | "excluded" | None (no mark)
    reason: str                      # the classifier's (or detector's) reason, "" if none
    decision: UserDecision | None
    actions: tuple[str, ...]         # of REMEMBER, IGNORE, FORGET
    remembered: bool


NO_MARK = MessageMark(None, "", None, (), False)


@functools.lru_cache(maxsize=512)
def is_red_locally(text: str) -> bool:
    """The local detector's verdict on a text (cached: the same few texts are asked about again)."""
    from app.core.memory.privacy.detector.verdict import detect

    return bool(text) and detect(text).is_red


def is_analysable(message: Message) -> bool:
    """Messages the privacy analysis looks at: finished user and assistant text."""
    return (message.role in (Role.USER, Role.ASSISTANT)
            and message.status in (MessageStatus.COMPLETE, MessageStatus.PARTIAL)
            and bool(message.content.strip()))


class MemoryPolicy:
    def __init__(self, chats, settings) -> None:
        self.chats = chats
        self.settings = settings

    def settings_now(self) -> MemorySettings:
        return MemorySettings(
            automatic=self.settings.get("memory.chat_analysis") == "automatic",
            detailed=self.settings.get("memory.analysis_level") == "detailed",
            reference_history=bool(self.settings.get("memory.reference_history")),
        )

    # ----- which chats are analysed ------------------------------------------------------------
    def chat_is_analysed(self, chat: Chat | None, settings: MemorySettings | None = None) -> bool:
        """Whether new messages of this chat are analysed as they arrive: "Chats are automatically
        saved", or the chat's own "Analyse this chat automatically from now on". A chat analysed
        once (the brain clicked, not made automatic) is not: its later messages wait for the next
        click."""
        if chat is None or chat.temporary or chat.is_deleted:
            return False
        if chat.analysis_mode is AnalysisMode.AUTO:
            return True
        return (settings or self.settings_now()).automatic

    def awaiting_label(self, message: Message, chat: Chat | None = None) -> bool:
        """True while the privacy analysis still owes this message a label (a layer reacting to a
        turn may wait for it, or listen to `core.privacy.remembered_changed` instead)."""
        chat = chat if chat is not None else self.chats.get(message.chat_id)
        return (message.privacy_label is None and message.user_decision is None and is_analysable(message)
                and self.chat_is_analysed(chat))

    # ----- remembering -------------------------------------------------------------------------
    def may_remember(self, message: Message, chat: Chat | None = None) -> bool:
        chat = chat if chat is not None else self.chats.get(message.chat_id)
        if chat is None or chat.temporary:
            return False
        if message.user_decision in (UserDecision.IGNORE, UserDecision.DO_NOT_REMEMBER):
            return False
        if message.privacy_label is PrivacyLabel.RED:
            return False   # red beats every decision
        if message.user_decision is UserDecision.REMEMBER:
            return not is_red_locally(message.content)
        return message.privacy_label is PrivacyLabel.GREEN

    @staticmethod
    def is_remembered(message: Message) -> bool:
        """The stored answer of may_remember (kept in step by the privacy service)."""
        return message.remembered_at is not None

    def may_take_explicit_request(self, chat: Chat | None) -> bool:
        """"Remember ..." / "forget ..." work in any stored chat: the user asked."""
        return chat is not None and not chat.temporary

    @staticmethod
    def safe_text(text: str) -> str:
        """The text as a memory pass may see it: red spans replaced, the rest verbatim."""
        from app.core.memory.privacy.detector.verdict import redact

        return redact(text, PLACEHOLDER)

    @staticmethod
    def safe_title(title: str) -> str:
        """A chat's title as a memory pass may see it (app.core.titles.safe_title: the one place)."""
        from app.core.titles import safe_title

        return safe_title(title)

    def memory_text(self, message: Message, chat: Chat | None = None) -> str | None:
        """What a memory pass may read of this message, or None if it may not read it at all."""
        if not self.may_remember(message, chat):
            return None
        return self.safe_text(message.content)

    # ----- what the user sees and may change ---------------------------------------------------
    def mark(self, message: Message, detailed: bool) -> MessageMark:
        """The mark on a message. Strict shows green and red only: a yellow message shows nothing
        (it is still stored, so switching to Detailed reveals it). Red offers no action: a
        confidential message is never remembered, whatever anyone clicks."""
        label, decision = message.privacy_label, message.user_decision
        reason = message.privacy_reason or ""
        remembered = self.is_remembered(message)
        if label is None and decision is None:
            return MessageMark(None, "", None, (), remembered)
        if label is PrivacyLabel.RED and decision in (None, UserDecision.REMEMBER):
            return MessageMark(label.value, reason, decision, (), remembered)   # a stored "Remember" counts for nothing
        if decision is UserDecision.REMEMBER:
            return MessageMark(PrivacyLabel.GREEN.value, reason, decision, (FORGET,), remembered)
        if decision in (UserDecision.IGNORE, UserDecision.DO_NOT_REMEMBER):
            if label is PrivacyLabel.YELLOW and not detailed:
                return MessageMark(None, "", decision, (), remembered)
            actions = () if label in (PrivacyLabel.RED, None) else (REMEMBER,)
            return MessageMark(EXCLUDED, reason, decision, actions, remembered)
        if label is PrivacyLabel.GREEN:
            return MessageMark(label.value, reason, None, (FORGET,) if remembered else (), remembered)
        if label is PrivacyLabel.RED:
            return MessageMark(label.value, reason, None, (), remembered)
        if detailed:  # yellow
            return MessageMark(label.value, reason, None, (REMEMBER, IGNORE), remembered)
        return MessageMark(None, "", None, (), remembered)

    def decision_for(self, message: Message, action: str, detailed: bool) -> UserDecision:
        """The decision an action stores, or ValueError when this message does not offer it
        (e.g. "Remember" on a red message, or on a yellow one in Strict mode)."""
        if action not in _DECISION_OF_ACTION:
            raise ValueError(f"unknown action {action!r}")
        if action not in self.mark(message, detailed).actions:
            raise ValueError(f'"{action}" is not available for this message')
        return _DECISION_OF_ACTION[action]
