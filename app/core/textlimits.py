"""How much text one message may hold, and token counting that stops early.

A 100 MB message once made every later turn of its chat take minutes: the history budget counted
its tokens exactly before finding that it could never fit. The cap holds on send and on import;
`tokens_within` answers "does this fit in the budget?" without encoding more than it must.
"""
from __future__ import annotations

from app.core.providers.tokens import count_tokens

# About 500,000 tokens: more than any chat model's window (a 1 MB paste still goes through), far
# less than what hurts the app.
MAX_MESSAGE_CHARS = 2_000_000
# No cl100k token is longer than this many characters in practice (the longest are runs of
# spaces or repeated punctuation); used only to decide how much text can matter to a budget.
_CHARS_PER_TOKEN_CEILING = 32


def describe_limit() -> str:
    return f"{MAX_MESSAGE_CHARS:,} characters"


def tokens_within(text: str, budget: int) -> int:
    """The exact token count of `text` when it is within `budget`; otherwise some number larger
    than `budget` (counting stops once the answer is known)."""
    if len(text) <= budget:              # never more tokens than characters
        return count_tokens(text)
    window = (budget + 1) * _CHARS_PER_TOKEN_CEILING
    if len(text) <= window:
        return count_tokens(text)
    # A prefix has at most one token fewer than the same characters inside the whole text.
    head = count_tokens(text[:window])
    if head - 1 > budget:
        return head
    return count_tokens(text)           # pathological text (long runs of one character): count it all


def cap_message(text: str) -> tuple[str, bool]:
    """`text` cut to MAX_MESSAGE_CHARS with a line saying so, and whether it was cut (imports)."""
    if len(text) <= MAX_MESSAGE_CHARS:
        return text, False
    return text[:MAX_MESSAGE_CHARS] + f"\n\n[… cut by Whizi: a message holds at most {describe_limit()}]", True
