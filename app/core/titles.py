"""Automatic chat titles from the first message: instant, local and private (no extra request)."""
from __future__ import annotations

import re

DEFAULT_TITLE = "New chat"
_MARKDOWN_NOISE = re.compile(r"[`*_#>\[\]]+")


def title_from_message(text: str, limit: int = 48) -> str:
    for line in text.splitlines():
        line = " ".join(_MARKDOWN_NOISE.sub(" ", line).split())
        if line:
            break
    else:
        return DEFAULT_TITLE
    if len(line) <= limit:
        return line
    cut = line[:limit].rsplit(" ", 1)[0]
    return (cut if len(cut) >= limit // 2 else line[:limit]).rstrip(" ,.;:-") + "…"
