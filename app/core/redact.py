"""Secrets out of text: API keys and token shapes are replaced before text is stored, logged or shown.

Servers echo what they were sent: a 400 that quotes the request's key would otherwise put the key
into `messages.error`, the exports, the log and the chat. `redact()` is applied where server text
enters the app (app/core/providers/errors.translate) and once more by the log formatter.

The keys Whizi holds are remembered here (in memory only, never written anywhere) so that a key
with no recognisable shape is still removed by its exact value.
"""
from __future__ import annotations

import re
import threading
from collections.abc import Iterable

MASK = "[redacted]"
_MIN_SECRET_LEN = 6  # shorter "keys" (placeholders, "x") would blank ordinary words

# Shapes of credentials that have no business in an error message, a log or a chat.
_SHAPES = re.compile(
    "|".join((
        r"\bsk-[A-Za-z0-9_\-]{16,}",                       # OpenAI sk-…, sk-proj-…, Anthropic sk-ant-…
        r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}",     # GitHub tokens
        r"\bgithub_pat_[A-Za-z0-9_]{20,}",
        r"\bxox[abposre]-[A-Za-z0-9\-]{10,}",              # Slack
        r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",                  # AWS access key ids
        r"\bAIza[0-9A-Za-z_\-]{35}",                       # Google API keys
        r"\beyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*",  # JWTs
        r"(?i:\bbearer)\s+[A-Za-z0-9._~+/=\-]{6,}",        # Authorization: Bearer …
    ))
)

_lock = threading.Lock()
_known: set[str] = set()


def remember_secret(value: str | None) -> None:
    """Have `redact()` remove this exact value from now on (for this process only)."""
    value = (value or "").strip()
    if len(value) >= _MIN_SECRET_LEN:
        with _lock:
            _known.add(value)


def redact(text: str | None, secrets: Iterable[str | None] = ()) -> str:
    """`text` with every known key, every value in `secrets` and every token shape masked."""
    if not text:
        return text or ""
    with _lock:
        values = set(_known)
    values.update(s.strip() for s in secrets if s and len(s.strip()) >= _MIN_SECRET_LEN)
    # Longest first, so a key that contains another is masked whole.
    for value in sorted(values, key=len, reverse=True):
        if value in text:
            text = text.replace(value, MASK)
    return _SHAPES.sub(MASK, text)
