"""THE place that decides whether a message may be remembered. Every memory layer (saved facts,
chat-history retrieval, insights, the Memory Map) asks here and never decides on its own.

Order of precedence (PRODUCT.md §4):
1. temporary chats: never (they are not even stored);
2. the user's own decision on the message, always;
3. a red label (local detector or model classifier): never;
4. a yellow label: not until the user confirms it ("Remember"); Strict mode never shows it;
5. a green label: yes;
6. no label yet: yes only in a chat that memory analyses (global "Chats are automatically saved",
   or the chat's own analysis mode), pending the privacy classifier.

Whatever is allowed still passes the local detector on its way out: red spans are replaced by a
placeholder in every text a memory pass receives.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..domain import AnalysisMode, Chat, Message, PrivacyLabel, UserDecision

PLACEHOLDER = "[private]"


@dataclass(frozen=True)
class MemorySettings:
    automatic: bool        # "Chats are automatically saved"
    detailed: bool         # "Level of analysis": Detailed (else Strict)
    reference_history: bool


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

    def chat_is_analysed(self, chat: Chat | None) -> bool:
        if chat is None or chat.temporary:
            return False
        if chat.analysis_mode in (AnalysisMode.AUTO, AnalysisMode.ONCE):
            return True
        return self.settings_now().automatic

    def may_remember(self, message: Message, chat: Chat | None = None) -> bool:
        chat = chat if chat is not None else self.chats.get(message.chat_id)
        if chat is None or chat.temporary:
            return False
        if message.user_decision is UserDecision.REMEMBER:
            return True
        if message.user_decision in (UserDecision.IGNORE, UserDecision.DO_NOT_REMEMBER):
            return False
        if message.privacy_label is PrivacyLabel.RED or message.privacy_label is PrivacyLabel.YELLOW:
            return False
        if message.privacy_label is PrivacyLabel.GREEN:
            return True
        return self.chat_is_analysed(chat)

    def may_take_explicit_request(self, chat: Chat | None) -> bool:
        """"Remember ..." / "forget ..." work in any stored chat: the user asked."""
        return chat is not None and not chat.temporary

    @staticmethod
    def safe_text(text: str) -> str:
        """The text as a memory pass may see it: red spans replaced, the rest verbatim."""
        from .privacy_detector import redact

        return redact(text, PLACEHOLDER)

    def memory_text(self, message: Message, chat: Chat | None = None) -> str | None:
        """What a memory pass may read of this message, or None if it may not read it at all."""
        if not self.may_remember(message, chat):
            return None
        return self.safe_text(message.content)
